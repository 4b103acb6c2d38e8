/**
 * Turns parsed numbers into a canonical, sorted size triple (mm) per category.
 *
 * Nominal trade sizes (inches, sawn):       CLS (regularised studwork):
 *   2x1 → 25 x 50     3x2 → 47 x 75          3x2 → 38 x 63
 *   3x1 → 25 x 75     4x2 → 47 x 100         4x2 → 38 x 89
 *   4x1 → 25 x 100    5x2 → 47 x 125         5x2 → 38 x 114
 *   6x1 → 25 x 150    6x2 → 47 x 150         6x2 → 38 x 140
 *   2x2 → 50 x 50     8x2 → 47 x 200
 *   3x3 → 75 x 75     9x2 → 47 x 225
 *   4x4 → 100 x 100   10x2 → 47 x 250
 *   6x6 → 150 x 150   4x3 → 75 x 100
 * Sheets: "8x4" is feet → 2440 x 1220, which snaps to 2400 x 1200 (see snapLongMm).
 *
 * When a title gives both nominal and metric sizes ("4x2 ... (47x100)") the metric
 * one wins: it is what the merchant measured, the nominal one is a nickname.
 */
import type { CategorySlug } from "../../../shared/categories.ts";
import { type DimGroup, type ParsedMeasurements, round, toMm } from "./measurements.ts";

const SAWN_NOMINAL: Record<string, [number, number]> = {
  "1x1.5": [25, 38],
  "1x2": [25, 50],
  "1x3": [25, 75],
  "1x4": [25, 100],
  "1x6": [25, 150],
  "2x2": [50, 50],
  "2x3": [47, 75],
  "2x4": [47, 100],
  "2x5": [47, 125],
  "2x6": [47, 150],
  "2x8": [47, 200],
  "2x9": [47, 225],
  "2x10": [47, 250],
  "3x3": [75, 75],
  "3x4": [75, 100],
  "4x4": [100, 100],
  "6x6": [150, 150],
};
const CLS_NOMINAL: Record<string, [number, number]> = {
  "2x3": [38, 63],
  "2x4": [38, 89],
  "2x5": [38, 114],
  "2x6": [38, 140],
};

/**
 * Pipe sizes are still called by their imperial nominal bore: a 4" drain is the 110 mm
 * system, 6" is 160 mm, 3" soil is 82 mm, 1½" waste is 40 mm.
 */
const DRAIN_NOMINAL_IN: Record<string, number> = { "1.25": 32, "1.5": 40, "2": 50, "3": 82, "4": 110, "6": 160 };

/**
 * Board thicknesses quoted in inches ("8ft x 4ft x 3/4in") name the metric stock board: ¾" ply is 18 mm,
 * ½" plasterboard 12.5 mm, 4" PIR 100 mm.
 */
const BOARD_NOMINAL_IN: Partial<Record<CategorySlug, Record<string, number>>> = {
  "sheet-materials": { "0.25": 6, "0.375": 9, "0.4375": 11, "0.5": 12, "0.625": 15, "0.75": 18, "0.875": 22, "1": 25 },
  plasterboard: { "0.375": 9.5, "0.5": 12.5, "0.625": 15 },
  insulation: { "1": 25, "1.5": 40, "2": 50, "2.5": 60, "3": 75, "4": 100, "5": 120, "6": 150 },
  // Blocks named by width in inches ("4in dense block"): 3" is the 75 mm block, 4" the 100, 12" the 300 mm trench
  // block (decision 070). A 6" block is 140 or 150 mm by maker, so it stays a plain conversion.
  blocks: { "3": 75, "4": 100, "12": 300 },
};

/**
 * Skirting and architrave are named by nominal width in whole inches ("6in Torus Skirting 14ft") and
 * machined from 25 mm per inch less 6 mm: 3" is 69 mm, 4" 94, 5" 119, 6" 144, 7" 169 (softwood keys then
 * read the finished width back as its nominal, see nominal-section.ts).
 */
function mouldingWidthMm(value: number): number | null {
  return Number.isInteger(value) && value >= 2 && value <= 9 ? value * 25 - 6 : null;
}

/** Inches to mm for a category: nominal pipe bores for drainage, else a plain conversion (snapped). */
function inchesToMm(value: number, category: CategorySlug): number {
  if (category === "drainage") {
    const nominal = DRAIN_NOMINAL_IN[String(value)];
    if (nominal) return nominal;
  }
  if (category === "skirting-architrave") {
    const width = mouldingWidthMm(value);
    if (width) return width;
  }
  const board = BOARD_NOMINAL_IN[category]?.[String(value)];
  if (board) return board;
  // Whole feet written in inches ("48in") are a length and snap like feet; a 14" trowel is 356 mm, not a foot.
  return value % 12 === 0 ? snapLongMm(toMm(value, "in"), true) : Math.round(toMm(value, "in"));
}

/**
 * Roofing slates are sized in whole inches and sold metric at exactly 25 mm per inch:
 * 20" x 10" = 500 x 250, 24 x 12 = 600 x 300, 16 x 8 = 400 x 200. Returns null when the
 * text gives no inch or unit-less pair (metric sizes are read as usual).
 */
export function slateDims(parsed: ParsedMeasurements): number[] | null {
  for (const g of parsed.groups) {
    const imperial =
      g.values.length === 2 &&
      g.values.every((v) => (v.unit === "in" || v.unit === null) && v.value >= 6 && v.value <= 36);
    if (imperial) return sortAsc(g.values.map((v) => v.value * 25));
  }
  return null;
}

/** Categories whose small "AxB" pairs are feet (sheets), not inches (sections). */
const SHEET_LIKE = new Set<CategorySlug>(["sheet-materials", "plasterboard", "insulation"]);
const SECTION_LIKE = new Set<CategorySlug>(["timber", "skirting-architrave", "roofing"]);

/**
 * Metric sheet and timber sizes are quoted both as true metric (2400, 1200) and as
 * converted imperial (2440, 1220, 2397): within 50 mm of a 300 mm step they are the
 * same stock size. Lengths converted from feet always snap, because timber is cut in
 * 300 mm steps (12ft → 3.6 m, 16ft → 4.8 m).
 */
export function snapLongMm(mm: number, fromImperial: boolean): number {
  if (fromImperial && mm >= 250) return Math.round(mm / 300) * 300;
  if (mm >= 900) {
    const step = Math.round(mm / 300) * 300;
    if (Math.abs(step - mm) <= 50) return step;
  }
  return Math.round(mm * 2) / 2;
}

function nominalKey(a: number, b: number): string {
  return `${Math.min(a, b)}x${Math.max(a, b)}`;
}

function groupToMm(group: DimGroup, category: CategorySlug, cls: boolean): number[] | null {
  const [a, b] = group.values;
  if (group.nominal && a && b) {
    if (SHEET_LIKE.has(category) && a.unit === null) {
      return [a, b].map((v) => snapLongMm(toMm(v.value, "ft"), true));
    }
    if (SECTION_LIKE.has(category)) {
      const key = nominalKey(a.value, b.value);
      const section = (cls ? CLS_NOMINAL[key] : undefined) ?? SAWN_NOMINAL[key] ?? null;
      // "4x2 x 16ft": the section's length follows it.
      const length = group.values[2];
      return section && length?.unit
        ? [...section, snapLongMm(toMm(length.value, length.unit), length.unit === "ft")]
        : section;
    }
    return null;
  }
  const inches = group.values.filter((v) => v.unit === "in");
  const others = group.values.filter((v) => v.unit !== "in");
  const out: number[] = [];
  if (inches.length === 2 && SECTION_LIKE.has(category)) {
    const key = nominalKey(inches[0]!.value, inches[1]!.value);
    const nominal = (cls ? CLS_NOMINAL[key] : undefined) ?? SAWN_NOMINAL[key];
    if (nominal) out.push(...nominal);
    else out.push(...inches.map((v) => snapLongMm(toMm(v.value, "in"), false)));
  } else {
    others.push(...inches);
  }
  for (const v of others) {
    const unit = v.unit ?? "mm";
    out.push(unit === "in" ? inchesToMm(v.value, category) : snapLongMm(toMm(v.value, unit), unit === "ft"));
  }
  return out;
}

function isImperial(unit: string): boolean {
  return unit === "ft" || unit === "in";
}

export interface ResolvedDims {
  /** Ascending, mm. */
  dims: number[];
  /** True when a size came from a documented default rather than the offer text. */
  defaulted: boolean;
}

function sortAsc(values: number[]): number[] {
  return [...values].sort((x, y) => x - y);
}

/**
 * Metric groups first; nominal groups only when no metric group exists; then loose
 * lengths ("3.6m") that are not already part of a group. Repeats inside one group
 * are real (100 x 100 post); repeats across groups are the same size said twice
 * ("8' x 4' (2440 x 1220mm)"), so groups merge by per-value maximum count.
 */
/** A group written only in inches and feet ("3in x 7ft"). */
const imperialGroup = (g: DimGroup) => g.values.every((v) => v.unit !== null && isImperial(v.unit));

export function collectDims(parsed: ParsedMeasurements, category: CategorySlug, cls: boolean): number[] {
  const sized = parsed.groups
    .filter((g) => !g.nominal)
    .map((g) => ({ imperial: imperialGroup(g), mm: groupToMm(g, category, cls) }))
    .filter((g): g is { imperial: boolean; mm: number[] } => g.mm !== null && g.mm.length > 0);
  // "3in x 7ft … (18 x 69mm x 2.2m)": an imperial group whose every value is within 15% of a metric size the
  // title also states is that size restated (the rule for single lengths below), not more dimensions.
  const metricMm = [
    ...sized.filter((g) => !g.imperial).flatMap((g) => g.mm),
    ...parsed.singles.filter((x) => !isImperial(x.unit)).map((x) => x.mm),
  ];
  const restated = (mm: number[]) => mm.every((v) => metricMm.some((m) => Math.abs(m - v) <= 0.15 * m));
  let groups = sized.filter((g) => !(g.imperial && restated(g.mm))).map((g) => g.mm);
  if (groups.length === 0) {
    const nominal = parsed.groups
      .filter((x) => x.nominal)
      .map((g) => groupToMm(g, category, cls))
      .find((g) => g);
    if (nominal) groups = [nominal];
  }
  const counts = new Map<number, number>();
  for (const g of groups) {
    const local = new Map<number, number>();
    for (const v of g) local.set(v, (local.get(v) ?? 0) + 1);
    for (const [v, c] of local) counts.set(v, Math.max(counts.get(v) ?? 0, c));
  }
  const metric = [...counts.keys(), ...parsed.singles.filter((s) => !isImperial(s.unit)).map((s) => s.mm)];
  for (const s of parsed.singles) {
    const v = s.unit === "in" ? inchesToMm(round(s.mm / 25.4, 3), category) : snapLongMm(s.mm, isImperial(s.unit));
    // 4" (110mm), 8' (2.4m): an imperial size next to a metric one within 15% is the same size restated.
    if (isImperial(s.unit) && metric.some((m) => Math.abs(m - s.mm) <= 0.15 * m)) continue;
    if (!counts.has(v)) counts.set(v, 1);
  }
  const out: number[] = [];
  for (const [v, c] of counts) for (let i = 0; i < c; i++) out.push(v);
  return out.sort((x, y) => x - y);
}

/** UK standard faces used when only the thickness/height is quoted. */
export const STANDARD_BRICK_MM = [65, 102.5, 215];
export const STANDARD_BLOCK_FACE_MM = [215, 440];
export const STANDARD_FELT_WIDTH_MM = 1000;

export function withBrickDefaults(dims: number[]): ResolvedDims {
  if (dims.length === 0) return { dims: STANDARD_BRICK_MM, defaulted: true };
  if (dims.length === 1 && dims[0]! < 100) return { dims: sortAsc([dims[0]!, 102.5, 215]), defaulted: true };
  return { dims, defaulted: false };
}

export function withBlockDefaults(dims: number[]): ResolvedDims {
  if (dims.length === 1 && dims[0]! <= 355)
    return { dims: sortAsc([dims[0]!, ...STANDARD_BLOCK_FACE_MM]), defaulted: true };
  return { dims, defaulted: false };
}

export function withFeltDefaults(dims: number[]): ResolvedDims {
  if (dims.length === 1 && dims[0]! >= 5000)
    return { dims: sortAsc([STANDARD_FELT_WIDTH_MM, dims[0]!]), defaulted: true };
  return { dims, defaulted: false };
}

export function formatMm(mm: number): string {
  return Number.isInteger(mm) ? String(mm) : String(Math.round(mm * 10) / 10);
}

/** Human form: ≥1 m as metres ("3.6 m"), else millimetres. */
export function formatLength(mm: number): string {
  return mm >= 1000 ? `${Math.round(mm) / 1000} m` : `${formatMm(mm)} mm`;
}
