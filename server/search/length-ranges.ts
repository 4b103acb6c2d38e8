/**
 * Ranges of stock lengths as buyers type them ("3-3.6m", "1.8 - 2.4m", "6-8ft", "2.4 to 4.8 metres"): any length
 * in the range is the size asked for. Read from the typed query before the measurement reader, which would see
 * two lengths (or a bare number and a length) and ask for the second only.
 */
import type { SizeConstraint } from "./size-tokens.ts";

const METRE = String.raw`m|metres?|meters?|mtrs?|mtr`;
const FOOT = String.raw`ft|feet|foot|'`;
/**
 * Two numbers joined by a dash or "to", the unit after the second (optionally after the first too). Only metres
 * and feet: a millimetre range is an aggregate's grading ("20-40mm", read by the importer's normaliser). Not after
 * an "x": "18x144 - 4.2m" is a section then its length.
 */
const LENGTH_RANGE = new RegExp(
  String.raw`(?<!x\s*)(?<![\d.])(\d+(?:\.\d+)?)\s*(${METRE}|${FOOT})?\s*(?:-|–|to)\s*(\d+(?:\.\d+)?)\s*(${METRE}|${FOOT})(?![a-z0-9])`,
  "g",
);

/** UK stock lengths step by 300 mm (1.8, 2.1, 2.4 … 6.0 m): the metric foot merchants went to. */
const STOCK_STEP_MM = 300;
/** No stock length is over 13 m, and a range of more than a few stock lengths asks for no size in particular. */
const LONGEST_MM = 13000;

/** Each length range in a lower-cased query, and the query with the ranges blanked out. */
export function readLengthRanges(lower: string): { text: string; ranges: SizeConstraint[] } {
  const ranges: SizeConstraint[] = [];
  const text = lower.replace(LENGTH_RANGE, (m, a: string, firstUnit: string | undefined, b: string, unit: string) => {
    const feet = isFoot(unit);
    if (firstUnit !== undefined && isFoot(firstUnit) !== feet) return m;
    const tokens = rangeTokens(Number(a), Number(b), feet);
    if (!tokens) return m;
    ranges.push({ label: `${a}-${b}${feet ? "ft" : "m"}`, tokens, exact: tokens.length });
    return " ";
  });
  return { text, ranges };
}

function isFoot(unit: string): boolean {
  return new RegExp(`^(?:${FOOT})$`).test(unit);
}

/**
 * The stock lengths from `lo` to `hi`, in millimetres: the ends as typed, and every 300 mm step between. Feet are
 * read at 300 mm a foot (an 8 ft length is sold as 2.4 m), their exact conversions added too. Null when the two
 * numbers are no range of lengths (reversed, equal, or too long).
 */
function rangeTokens(lo: number, hi: number, feet: boolean): string[] | null {
  if (!(lo > 0 && lo < hi)) return null;
  const mmPerUnit = feet ? STOCK_STEP_MM : 1000;
  const from = lo * mmPerUnit;
  const to = hi * mmPerUnit;
  if (to > LONGEST_MM || from < STOCK_STEP_MM) return null;
  const lengths = [from];
  for (let mm = Math.ceil(from / STOCK_STEP_MM + 1e-9) * STOCK_STEP_MM; mm < to; mm += STOCK_STEP_MM) lengths.push(mm);
  lengths.push(to);
  if (feet) lengths.push(...[lo, hi].map((ft) => Math.round((ft * 304.8) / 10) * 10));
  return [...new Set(lengths.map((mm) => `${Math.round(mm)}mm`))];
}
