/**
 * Plasterboard: the board's performance flags (fire, moisture, acoustic…), edge and size as a sorted
 * mm triple. A maker's product: two makers' fire boards are two products.
 */
import { collectDims } from "../dimensions.ts";
import { type FactContext, dimsFacts, dimsKey, packFacts, packSlot } from "../fact-context.ts";
import { BOARD_TYPES, SQUARE_EDGE } from "../product-lines.ts";
import { allTerms, firstTerm, term } from "../term-tables.ts";
import type { BuiltFacts, CategoryProfile } from "./category-profile.ts";

/**
 * Edge policy: tapered edge is the default for wallboard-type boards and is what
 * merchants mean when they say nothing, so only an explicit "square edge"/"SE"
 * changes the key. This keeps the key deterministic per offer while still
 * separating the square-edge SKU.
 */
function plasterboardFacts(ctx: FactContext): BuiltFacts {
  const flags = allTerms(ctx.text, BOARD_TYPES)
    .map((t) => t.value)
    .sort();
  const type = flags.length ? flags.join("+") : "standard";
  const edge = firstTerm(ctx.text, SQUARE_EDGE) ? "square" : "tapered";
  const dims = collectDims(ctx.parsed, "plasterboard", false);
  return {
    slots: [
      ["type", type],
      ["edge", edge],
      ["dims", dimsKey(dims)],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: { type, edge: `${edge} edge`, ...dimsFacts(dims), ...packFacts(ctx.parsed) },
    specific: dims.length === 3,
    line: type,
    defaultLine: !flags.length,
    rangeName: flags.length ? type : firstTerm(ctx.text, STANDARD_BOARD) ? "standard" : undefined,
  };
}

/** Words that name the standard board outright: a range of its own for range-name comparison. */
const STANDARD_BOARD = [term("standard", ["wallboard", "standard board", "standard plasterboard"])];

export const plasterboardProfile: CategoryProfile = {
  vocabulary: [
    ["plasterboard", 8],
    ["db board", 6],
    ["wallboard", 7],
    ["gyproc", 4],
    ["drywall", 5],
    ["fireline", 6],
    ["soundbloc", 6],
    ["duraline", 6],
    ["moisture panel", 6],
    ["gtec", 5],
    ["thermal laminate", 6],
    // Gyproc ThermaLine is a PIR-backed laminate board: the range beats "pir".
    ["thermaline", 6],
    ["moistureshield", 6],
  ],
  codeRules: [],
  numbersByWeight: false,
  unitPreference: ["m2", "item"],
  areaFromFace: true,
  lengthFrom: "none",
  brandPolicy: "optional",
  makerDefined: true,
  colourIsIdentity: true,
  flagSlots: [],
  facts: plasterboardFacts,
};
