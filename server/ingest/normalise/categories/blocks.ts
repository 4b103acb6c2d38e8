/**
 * Blocks: type, compressive strength (stated, or the type's default), solid or hollow, and the size as
 * a sorted mm triple (the standard 440 x 215 face filled in). Aircrete blocks differ by maker
 * (thermal/strength data); dense blocks are a spec.
 */
import { collectDims, formatMm, withBlockDefaults } from "../dimensions.ts";
import { type FactContext, colourSlot, dimsFacts, dimsKey, packFacts, packSlot } from "../fact-context.ts";
import {
  BLOCK_STRENGTH_ALIASES,
  BLOCK_STRENGTH_LINES,
  BLOCK_TYPES,
  DEFAULT_BLOCK_STRENGTH_N,
  HOLLOW,
} from "../product-lines-masonry.ts";
import { firstTerm } from "../term-tables.ts";
import type { BuiltFacts, CategoryProfile } from "./category-profile.ts";

/** Words naming a paving block (plurals are already singular in canonical text). */
const PAVING_WORDS = [" paving ", " paver ", " pavior ", " paviour "];

function blockFacts(ctx: FactContext): BuiltFacts {
  const type = firstTerm(ctx.text, BLOCK_TYPES)?.value ?? "dense";
  const rawN = ctx.parsed.strengthsN[0];
  const lineN = firstTerm(ctx.text, BLOCK_STRENGTH_LINES)?.value;
  const statedN =
    rawN !== undefined
      ? (BLOCK_STRENGTH_ALIASES[String(rawN)] ?? rawN)
      : lineN !== undefined
        ? Number(lineN)
        : undefined;
  const strength = statedN ?? DEFAULT_BLOCK_STRENGTH_N[type] ?? null;
  const hollow = firstTerm(ctx.text, HOLLOW) ? "hollow" : "solid";
  const measured = collectDims(ctx.parsed, "blocks", false);
  // "215MM 440X215": a 215 mm block's thickness repeats its face height, which collectDims reads as said twice.
  const thickAsFace =
    measured.join("x") === "215x440" && ctx.parsed.groups.length > 0 && ctx.parsed.singles.some((s) => s.mm === 215);
  const { dims, defaulted } = withBlockDefaults(thickAsFace ? [215, 215, 440] : measured);
  const strengthSlot = strength !== null ? `${formatMm(strength)}n` : null;
  // Block paving is sold by colour (brindle, charcoal, natural): two colours of one size are two products. A
  // walling block's colour is no choice of its own, so it stays out of the key.
  const paving = PAVING_WORDS.some((w) => ctx.text.includes(w));
  const colour = paving ? colourSlot(ctx.text) : null;
  return {
    slots: [
      ["type", type],
      ["strength", strengthSlot],
      ["core", hollow],
      ...(paving ? ([["colour", colour]] as Array<[string, string | null]>) : []),
      ["dims", dimsKey(dims)],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: {
      type,
      ...(colour ? { colour } : {}),
      ...(strength !== null
        ? { strength: `${formatMm(strength)} N/mm²${statedN === undefined ? " (assumed)" : ""}` }
        : {}),
      core: hollow,
      ...dimsFacts(dims, ["thickness", "height", "length"]),
      ...(defaulted ? { face: "440 x 215 mm (assumed)" } : {}),
      ...packFacts(ctx.parsed),
    },
    specific: dims.length === 3,
    line: type,
  };
}

export const blocksProfile: CategoryProfile = {
  vocabulary: [
    ["block", 6],
    ["aircrete", 7],
    ["thermalite", 6],
    ["celcon", 6],
    ["breeze block", 8],
    ["dense block", 8],
    ["concrete block", 8],
    ["trenchblock", 7],
    ["lintel", 2],
    // Makers' block ranges.
    ["toplite", 6],
    ["topblock", 6],
    ["hemelite", 6],
    ["foundation block", 7],
  ],
  // A block's crushing strength ("3.6N", "7.3N/mm²") is written on no other product.
  codeRules: [[/ \d{1,2}(?:\.\d)? ?n(?: mm2)? /, 4]],
  numbersByWeight: false,
  unitPreference: ["item"],
  areaFromFace: false,
  lengthFrom: "none",
  // The kind is the block type: aircrete blocks differ by maker, dense blocks are a spec.
  brandPolicy: (type) => (type === "aircrete" ? "optional" : "excluded"),
  makerDefined: (type) => type === "aircrete",
  colourIsIdentity: false,
  flagSlots: [],
  facts: blockFacts,
};
