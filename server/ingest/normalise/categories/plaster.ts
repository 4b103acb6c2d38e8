/** Plaster: a maker's named line (Multi-Finish, Hardwall) in a bag of a stated weight. */
import { bagFacts, bagSlot, type FactContext, packSlot } from "../fact-context.ts";
import { PLASTER_LINES } from "../product-lines.ts";
import { firstTerm } from "../term-tables.ts";
import type { BuiltFacts, CategoryProfile } from "./category-profile.ts";
import { bagCountFacts } from "./shared-bagged-facts.ts";

function plasterFacts(ctx: FactContext): BuiltFacts {
  const line = firstTerm(ctx.text, PLASTER_LINES);
  const bag = bagSlot(ctx.parsed);
  return {
    slots: [
      ["line", line?.value ?? null],
      ["bag", bag],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: { ...(line ? { line: line.value } : {}), ...bagFacts(ctx.parsed), ...bagCountFacts(ctx.parsed) },
    specific: !!line && bag !== null,
    lineFamily: line?.family,
    line: line?.value ?? null,
    rangeName: line?.value,
  };
}

export const plasterProfile: CategoryProfile = {
  vocabulary: [
    ["plaster", 4],
    ["multi finish", 8],
    ["board finish", 8],
    ["bonding coat", 8],
    ["bonding", 4],
    ["hardwall", 8],
    ["one coat plaster", 8],
    ["browning", 6],
    ["finishing plaster", 8],
    ["durafinish", 8],
    ["thistle", 3],
    // Plasterboard jointing compound, whatever "cement" says (Gyproc Joint Cement).
    ["joint cement", 12],
  ],
  codeRules: [],
  numbersByWeight: true,
  unitPreference: ["m3", "kg", "item"],
  areaFromFace: false,
  lengthFrom: "none",
  brandPolicy: "optional",
  makerDefined: true,
  colourIsIdentity: false,
  flagSlots: [],
  facts: plasterFacts,
};
