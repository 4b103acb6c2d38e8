/**
 * Roofing. Tiles, ridges and tile fittings are named ranges of one maker (brand + model words +
 * colour); battens, felt, slate and membranes are specs (size + treatment/colour), keyed as "*" when
 * no maker is known.
 */
import { collectDims, slateDims, withFeltDefaults } from "../dimensions.ts";
import { type FactContext, colourSlot, dimsFacts, dimsKey, modelWords, packFacts, packSlot } from "../fact-context.ts";
import { firstTerm } from "../term-tables.ts";
import { ROOFING_TYPES } from "../product-lines-named.ts";
import type { BuiltFacts, CategoryProfile } from "./category-profile.ts";
import { treatmentOf } from "./shared-treatment.ts";

const TILE_FITTINGS = new Set(["hip", "verge", "eaves", "tile-and-a-half"]);
/** Roofing specs (battens, felt, slate, membrane) are commodities; tiles, ridges and fittings are a maker's range. */
const ROOFING_SPECS = new Set(["batten", "felt", "slate", "membrane"]);

/** A tile, ridge or tile fitting: a maker's named range. */
function isNamedRange(type: string | null): boolean {
  return type === "tile" || type === "ridge" || TILE_FITTINGS.has(type ?? "");
}

function roofingFacts(ctx: FactContext): BuiltFacts {
  // A breather membrane, a breathable one and a vapour-permeable one (VPU) are one class of underlay.
  const breathable = (s: string) => s.replace(/ (?:vapour permeable|breather) /g, " breathable ");
  const text = breathable(ctx.text.replace(/ slate grey /g, " grey "));
  const parsed = { ...ctx.parsed, rest: breathable(ctx.parsed.rest) };
  const type = firstTerm(text, ROOFING_TYPES)?.value ?? null;
  const named = isNamedRange(type);
  const model = type === "batten" ? [] : modelWords({ ...ctx, text, parsed }, ROOFING_TYPES);
  const colour = type === "batten" ? null : colourSlot(text);
  // Graded roofing battens are sold pressure treated; only "untreated" is worth stating.
  const treatment = type === "batten" ? (treatmentOf(text) ?? "treated") : null;
  const collected = collectDims(ctx.parsed, "roofing", false);
  const dims =
    type === "felt"
      ? withFeltDefaults(collected).dims
      : type === "slate"
        ? (slateDims(ctx.parsed) ?? collected)
        : collected;
  const specific =
    type === null ? false : named ? model.length > 0 : type === "batten" ? dims.length === 3 : dims.length > 0;
  return {
    slots: [
      ["type", type],
      ["model", model.length ? model.join("-") : null],
      ["colour", colour],
      ["treatment", treatment],
      ["dims", named ? null : dimsKey(dims)],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: {
      ...(type ? { type } : {}),
      ...(model.length ? { model: model.join(" ") } : {}),
      ...(colour ? { colour } : {}),
      ...(treatment ? { treatment } : {}),
      ...(named ? {} : dimsFacts(dims)),
      ...packFacts(ctx.parsed),
    },
    specific,
    line: type,
  };
}

export const roofingProfile: CategoryProfile = {
  vocabulary: [
    ["roof tile", 9],
    ["tile", 3],
    ["slate", 5],
    // Not cement: "Fibre Cement Slate" is a roofing slate.
    ["fibre cement slate", 8],
    ["felt", 6],
    ["shed felt", 8],
    ["ridge", 4],
    ["roofing", 4],
    ["roof", 3],
    ["breather membrane", 7],
    ["breathable membrane", 7],
    ["breathable roof membrane", 8],
    ["underlay", 4],
    ["bs5534", 8],
    ["roofing batten", 9],
    ["roof batten", 9],
    ["tile batten", 9],
    ["flashing", 4],
    ["marley", 1],
    ["redland", 2],
  ],
  codeRules: [],
  numbersByWeight: false,
  unitPreference: ["m", "item"],
  areaFromFace: false,
  // Only a batten (a timber section) is priced per metre; tiles, felt and slate per item.
  lengthFrom: (type) => (type === "batten" ? "section" : "none"),
  // The kind is the roofing type.
  brandPolicy: (type) => (isNamedRange(type) ? "required" : "excluded"),
  // Unlike the brand policy, a title naming no roofing type counts as a maker's product here.
  makerDefined: (type) => !ROOFING_SPECS.has(type ?? ""),
  colourIsIdentity: false,
  flagSlots: [],
  facts: roofingFacts,
};
