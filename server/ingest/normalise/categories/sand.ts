/** Sand: a type (sharp, building, plastering) in a bag of a stated weight, or a bulk bag. A commodity. */
import { bagFacts, bagSlot, colourSlot, type FactContext, leadingTerm, packSlot } from "../fact-context.ts";
import { SAND_TYPES } from "../product-lines.ts";
import type { BuiltFacts, CategoryProfile } from "./category-profile.ts";
import { bagCountFacts } from "./shared-bagged-facts.ts";

function sandFacts(ctx: FactContext): BuiltFacts {
  const type = leadingTerm(ctx.text, SAND_TYPES)?.value ?? null;
  const bag = bagSlot(ctx.parsed);
  // Red building sand (for red mortar) is its own product; yellow is what "building sand" means unsaid.
  const tone = ctx.text.includes(" red ") ? "red" : "natural";
  // Jointing (kiln-dried) sand is also sold coloured to match paving (natural, stone grey, black): two products.
  const colour =
    type === "kiln-dried" ? (colourSlot(ctx.text) ?? (ctx.text.includes(" natural ") ? "natural" : null)) : null;
  return {
    slots: [
      ["type", type],
      ["tone", tone],
      ["bag", bag],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: {
      ...(type ? { type: `${tone === "red" ? "red " : ""}${type} sand` } : {}),
      ...bagFacts(ctx.parsed),
      ...bagCountFacts(ctx.parsed),
    },
    ...(colour ? { attributes: { colour } } : {}),
    specific: !!type && bag !== null,
    line: type,
  };
}

export const sandProfile: CategoryProfile = {
  vocabulary: [
    ["sand", 6],
    ["sharp sand", 8],
    ["building sand", 8],
    ["soft sand", 8],
    ["plastering sand", 9],
  ],
  codeRules: [],
  numbersByWeight: true,
  unitPreference: ["m3", "kg", "item"],
  areaFromFace: false,
  lengthFrom: "none",
  brandPolicy: "excluded",
  makerDefined: false,
  colourIsIdentity: false,
  flagSlots: [],
  facts: sandFacts,
};
