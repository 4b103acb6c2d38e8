/**
 * Skirting, architrave and window board: kind, moulding profile, material and species, and the
 * moulding's size as a sorted mm triple. A commodity.
 */
import { collectDims } from "../dimensions.ts";
import { type FactContext, dimsFacts, dimsKey, packFacts, packSlot } from "../fact-context.ts";
import { MOULDING_KINDS, MOULDING_MATERIALS, MOULDING_PROFILES } from "../product-lines.ts";
import { firstTerm } from "../term-tables.ts";
import { TIMBER_SPECIES } from "../product-lines-named.ts";
import type { BuiltFacts, CategoryProfile } from "./category-profile.ts";
import { nominalMoulding } from "./nominal-section.ts";

function mouldingFacts(ctx: FactContext): BuiltFacts {
  const kind = firstTerm(ctx.text, MOULDING_KINDS)?.value ?? null;
  const profile = firstTerm(ctx.text, MOULDING_PROFILES)?.value ?? null;
  const material = firstTerm(ctx.text, MOULDING_MATERIALS)?.value ?? null;
  const species = firstTerm(ctx.text, TIMBER_SPECIES)?.value ?? null;
  const measured = collectDims(ctx.parsed, "skirting-architrave", false);
  // Softwood mouldings are sold by nominal section ("25 x 125 Ogee" is 20 x 119 finished); MDF by what it
  // measures. Keys compare the nominal; the facts shown say what the merchant wrote.
  const dims = material === "softwood" ? nominalMoulding(measured) : measured;
  return {
    slots: [
      ["kind", kind],
      ["profile", profile],
      ["material", material],
      ...(species ? ([["species", species]] as Array<[string, string | null]>) : []),
      ["dims", dimsKey(dims)],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: {
      ...(kind ? { kind } : {}),
      ...(profile ? { profile } : {}),
      ...(material ? { material } : {}),
      ...dimsFacts(measured),
      ...packFacts(ctx.parsed),
    },
    specific: !!kind && dims.length === 3,
    line: kind,
  };
}

export const skirtingArchitraveProfile: CategoryProfile = {
  vocabulary: [
    ["skirting", 9],
    ["architrave", 9],
    // ERP shorthand "ARCH" is only architrave next to a moulding profile ("arch lintel" is not).
    ["torus arch", 9],
    ["ogee arch", 9],
    ["chamfered arch", 9],
    ["pencil round arch", 9],
    ["bullnose arch", 9],
    ["window board", 8],
    // The other mouldings a joiner fits round a room and its doors.
    ["dado rail", 9],
    ["picture rail", 9],
    ["door lining", 9],
    // Merchants file skirting and architrave under "Mouldings" (g:product_type).
    ["moulding", 5],
    ["torus", 3],
    ["ogee", 3],
    ["chamfered", 1],
    ["pencil round", 2],
  ],
  codeRules: [],
  numbersByWeight: false,
  unitPreference: ["m", "item"],
  areaFromFace: false,
  lengthFrom: "section",
  brandPolicy: "excluded",
  makerDefined: false,
  colourIsIdentity: false,
  flagSlots: [],
  facts: mouldingFacts,
};
