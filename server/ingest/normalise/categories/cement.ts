/**
 * Cement: a maker's line (Multicem, Snowcrete, general purpose) in a bag of a stated weight.
 * Unnamed bagged cement is the maker's general-purpose grade; specialist cements always say so.
 */
import { bagFacts, bagSlot, type FactContext, leadingTerm, packSlot } from "../fact-context.ts";
import { CEMENT_LINES, PLASTIC_PACKAGING } from "../product-lines.ts";
import { firstTerm } from "../term-tables.ts";
import type { BuiltFacts, CategoryProfile } from "./category-profile.ts";
import { bagCountFacts } from "./shared-bagged-facts.ts";

function cementFacts(ctx: FactContext): BuiltFacts {
  const line = leadingTerm(ctx.text, CEMENT_LINES);
  const lineValue = line?.value ?? "general-purpose";
  const packaging = firstTerm(ctx.text, PLASTIC_PACKAGING) ? "plastic" : "paper";
  const bag = bagSlot(ctx.parsed);
  return {
    slots: [
      ["line", lineValue],
      ["packaging", packaging],
      ["bag", bag],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: { line: lineValue, packaging, ...bagFacts(ctx.parsed), ...bagCountFacts(ctx.parsed) },
    specific: bag !== null,
    lineFamily: line?.family,
    line: lineValue,
    defaultLine: !line,
    rangeName: line?.value,
  };
}

export const cementProfile: CategoryProfile = {
  vocabulary: [
    ["cement", 5],
    ["opc", 5],
    ["portland", 5],
    ["multicem", 6],
    ["mastercrete", 6],
    ["snowcrete", 6],
    // Cemex sells its bagged cement as "Rugby" ("CEMEX RUGBY GP 25KG" never says cement).
    ["rugby", 5],
    ["hydrated lime", 6],
    ["hydraulic lime", 6],
    ["nhl", 6],
    ["limbux", 6],
  ],
  codeRules: [],
  numbersByWeight: true,
  unitPreference: ["m3", "kg", "item"],
  areaFromFace: false,
  lengthFrom: "none",
  // Cement is a maker's product; a title naming no maker is the merchant's generic cement (decision 013).
  // Hydrated lime is a commodity merchants bag under their own names.
  brandPolicy: "optional",
  makerDefined: (line) => line !== "hydrated-lime",
  colourIsIdentity: false,
  flagSlots: [],
  facts: cementFacts,
};
