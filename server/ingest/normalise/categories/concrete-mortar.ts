/** Concrete, mortar, screed and render mixes: a line (Postcrete, mortar mix) in a bag of a stated weight. */
import { bagFacts, bagSlot, colourSlot, type FactContext, leadingTerm, packSlot } from "../fact-context.ts";
import { CONCRETE_MORTAR_LINES } from "../product-lines.ts";
import type { BuiltFacts, CategoryProfile } from "./category-profile.ts";
import { bagCountFacts } from "./shared-bagged-facts.ts";

const GENERIC_MIXES = new Set(["concrete", "high-strength-concrete", "mortar", "screed", "render", "postmix"]);
/** Lines sold in colours that are different products: jointing compound, and render (a white and a grey one-coat). */
const COLOURED_LINES = new Set(["paving-jointing", "render"]);

function concreteMortarFacts(ctx: FactContext): BuiltFacts {
  const line = leadingTerm(ctx.text, CONCRETE_MORTAR_LINES);
  const bag = bagSlot(ctx.parsed);
  // Jointing compound and render come in colours that are different products; mixes are grey whatever a title says.
  const coloured = COLOURED_LINES.has(line?.value ?? "");
  const colour = coloured ? colourSlot(ctx.text) : null;
  return {
    slots: [
      ["line", line?.value ?? null],
      ...(coloured ? ([["colour", colour]] as Array<[string, string | null]>) : []),
      ["bag", bag],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: {
      ...(line ? { line: line.value } : {}),
      ...(colour ? { colour } : {}),
      ...bagFacts(ctx.parsed),
      ...bagCountFacts(ctx.parsed),
    },
    specific: !!line && bag !== null,
    lineFamily: line?.family,
    line: line?.value ?? null,
  };
}

export const concreteMortarProfile: CategoryProfile = {
  vocabulary: [
    ["postcrete", 8],
    ["postmix", 7],
    ["postfix", 7],
    ["mortar", 6],
    ["concrete mix", 7],
    ["ready mix", 5],
    ["ready mixed concrete", 7],
    ["ready to use concrete", 7],
    // Weak: concrete blocks, concrete tiles and concrete posts are not concrete.
    ["concrete", 1],
    ["screed", 5],
    ["render", 3],
    ["paving jointing", 8],
    ["jointing compound paving", 8],
    ["weatherpoint", 8],
  ],
  codeRules: [],
  numbersByWeight: true,
  unitPreference: ["m3", "kg", "item"],
  areaFromFace: false,
  lengthFrom: "none",
  // Plain concrete, mortar, screed and render mixes are commodities every merchant bags; named mixes
  // (Postcrete, Postfix, a maker's ready-to-use tub) are the maker's products.
  brandPolicy: "optional",
  makerDefined: (line) => line === null || !GENERIC_MIXES.has(line),
  colourIsIdentity: false,
  flagSlots: [],
  facts: concreteMortarFacts,
};
