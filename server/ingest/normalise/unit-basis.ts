/**
 * What an offer's pack holds, in every unit we can read from it, and which unit a product's unit
 * prices are given in (its unit basis). Every offer of a product shows its unit price in the product's
 * basis; an offer that cannot state its pack in that unit shows none rather than another unit
 * (docs/decisions/009-comparison-basis.md).
 */
import type { CategorySlug } from "../../../shared/categories.ts";
import { CATEGORY_PROFILES } from "./categories/index.ts";
import { byKind } from "./categories/category-profile.ts";
import type { CategoryFacts, FactContext } from "./fact-context.ts";
import type { MeasureUnit } from "../../../shared/units.ts";
import { type Measure, parseUnitPricingMeasure, type ParsedMeasurements, round, toMm } from "./measurements.ts";

export interface OfferMeasures {
  /** Quantity of each unit one offer sells, e.g. { m2: 2.88, item: 1 } for one 2400x1200 board. */
  quantities: Partial<Record<MeasureUnit, number>>;
  /** The pack count was not stated (no pack count in the title): quantities count one piece. */
  countAssumed: boolean;
  /** The unit `unit_pricing_measure` declared: its quantity is the merchant's own, never an assumption. */
  declaredUnit: MeasureUnit | null;
}

// A category's units and where its quantities are read from are in its profile (categories/*.ts).
/** A sheet's face: both sides at least this long (mm), so a 47x100 section is never read as an area. */
const MIN_SHEET_SIDE_MM = 300;
/** A length sold by the metre is at least this long (mm): a 110mm pipe diameter is not a length. */
const MIN_LENGTH_MM = 1000;

/** Every quantity the offer's own text states; `unit_pricing_measure`, the merchant's declaration, wins for its unit. */
export function offerMeasures(
  category: CategorySlug,
  cf: CategoryFacts,
  ctx: FactContext,
  unitPricingMeasure: string | null | undefined,
): OfferMeasures {
  const p = ctx.parsed;
  const profile = CATEGORY_PROFILES[category];
  const declared = parseUnitPricingMeasure(unitPricingMeasure);
  const stated = p.packCount !== null && p.packCount > 0;
  const count = stated ? p.packCount! : 1;
  const q: Partial<Record<MeasureUnit, number>> = {};
  if (declared) q[declared.unit] = declared.quantity;

  const volume = p.volumesM3[0];
  if (volume && q.m3 === undefined) q.m3 = round(volume * count, 4);
  if (profile.numbersByWeight && q.kg === undefined) {
    // A bulk bag that states no weight has none here: matching may treat it as ~850 kg
    // (DEFAULT_BULK_BAG_KG in measurements.ts), but a price per kg on a guessed weight is a guess shown as a fact.
    const kg = p.weightsKg[0];
    if (kg) q.kg = round(kg * count, 4);
  }
  const dims = (cf.slots.find(([n]) => n === "dims")?.[1] ?? "")
    .split("x")
    .map(Number)
    .filter((n) => n > 0);
  const longest = dims.length ? Math.max(...dims) : 0;
  const lengthFrom = byKind(profile.lengthFrom, cf.line);
  if (q.m === undefined && lengthFrom === "section" && dims.length === 3) q.m = round((longest / 1000) * count, 4);
  if (q.m === undefined && lengthFrom === "pipe" && longest >= 1000) {
    q.m = round((longest / 1000) * count, 4);
  }
  // A length written on its own or beside a diameter ("Downpipe 68mm 2.5m", "68mm x 2.5m") when the
  // category's facts did not read it as a section's dimensions.
  const lengthsMm = [
    ...p.singles.map((single) => single.mm),
    ...p.groups.flatMap((g) => g.values.flatMap((v) => (v.unit ? [toMm(v.value, v.unit)] : []))),
  ];
  const longestSingle = Math.max(0, ...lengthsMm);
  if (q.m === undefined && lengthFrom !== "none" && longestSingle >= MIN_LENGTH_MM) {
    q.m = round((longestSingle / 1000) * count, 4);
  }
  if (q.m2 === undefined && profile.areaFromFace) {
    const area = packArea(p, dims, count);
    if (area) q.m2 = round(area, 4);
  }
  if (q.item === undefined) q.item = count;
  return { quantities: q, countAssumed: !stated, declaredUnit: declared?.unit ?? null };
}

/**
 * The area a pack covers. A stated area ("Pack of 4 (2.88m²)") is the pack's coverage when the pieces'
 * measured faces add up to it, or when no piece size is given (merchants quote coverage per pack); it
 * is one piece's when it equals one face. Otherwise the measured face times the count.
 */
function packArea(p: ParsedMeasurements, slotDims: number[], count: number): number | null {
  const face = measuredFaceArea(p) ?? sheetArea(slotDims);
  const stated = p.areasM2[0];
  if (stated === undefined) return face === null ? null : face * count;
  if (count === 1) return stated;
  if (face !== null && Math.abs(face - stated) / stated < AREA_TOLERANCE) return stated * count;
  return stated;
}

/** Relative difference under which a measured face and a stated area are the same figure. */
const AREA_TOLERANCE = 0.05;

/**
 * A board's face as the merchant measured it ("2440 x 1220mm", "2.44m x 1.22m", "1140 x 4920mm"), before
 * sizes are snapped to the nominal ones matching compares (2440 x 1220 is matched as 2400 x 1200, but
 * covers 2.9768 m²). A value without a unit takes the group's unit (mm when the group has none and every value is sheet-sized);
 * nominal "8x4" is left to the facts.
 */
function measuredFaceArea(p: ParsedMeasurements): number | null {
  for (const group of p.groups) {
    if (group.nominal) continue;
    // Sheet sizes without any unit ("1200X600") are millimetres: no board is 1200 m or 1200 inches long.
    const unit =
      [...group.values].reverse().find((v) => v.unit !== null)?.unit ??
      (group.values.every((v) => v.value >= MIN_SHEET_SIDE_MM) ? "mm" : null);
    if (unit === null) continue;
    const mm = group.values.map((v) => toMm(v.value, v.unit ?? unit));
    const area = sheetArea(mm);
    if (area !== null) return area;
  }
  return null;
}

/** Face area (m²) of a board from its two longest sides, when both are sheet-sized. */
function sheetArea(dims: number[]): number | null {
  if (dims.length < 2) return null;
  const [a, b] = [...dims].sort((x, y) => y - x);
  return a! >= MIN_SHEET_SIDE_MM && b! >= MIN_SHEET_SIDE_MM ? (a! / 1000) * (b! / 1000) : null;
}

/** The product's unit basis: the category's first choice that the founding offer can state. */
export function chooseUnitBasis(category: CategorySlug, measures: OfferMeasures): Measure {
  for (const unit of CATEGORY_PROFILES[category].unitPreference) {
    const quantity = measures.quantities[unit];
    if (quantity !== undefined && quantity > 0) return { unit, quantity };
  }
  return { unit: "item", quantity: measures.quantities.item ?? 1 };
}

/**
 * How many of the product's basis unit this offer sells, or null when its pack is unknown in that unit.
 * A quantity that rests on an assumed count of one is not trusted when the product holds a whole number of
 * it: a pack of 500 bricks or ten 4.8 m lengths reached by GTIN from a title that names no count must not be
 * priced as one brick or one length (an 800 kg and an 850 kg bulk bag of one product each keep their own). A quantity `unit_pricing_measure` declared is the merchant's own.
 */
export function quantityInBasis(
  measures: OfferMeasures,
  basis: { unit: MeasureUnit; quantity: number | null } | null,
): number | null {
  if (!basis) return null;
  const quantity = measures.quantities[basis.unit];
  if (quantity === undefined || !(quantity > 0)) return null;
  const assumed = measures.countAssumed && measures.declaredUnit !== basis.unit;
  if (assumed && basis.quantity !== null && looksLikeMissingCount(quantity, basis.quantity)) return null;
  return quantity;
}

/** The product holds a whole number (2 or more) of this offer's quantity: a pack whose count went unsaid. */
function looksLikeMissingCount(quantity: number, productQuantity: number): boolean {
  const ratio = productQuantity / quantity;
  return ratio >= 1.99 && Math.abs(ratio - Math.round(ratio)) < 0.02;
}
