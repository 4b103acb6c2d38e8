/**
 * How a query names a fixing's size (query-sizes.ts readTypedSizes calls these in its chain of typed forms): a
 * metric thread by its length, a wood screw's gauge by number or by the old gauge-by-inches, a count after a fixing's
 * size; and, once read, the same kind's other stock sizes as near sizes. Pure. Where to extend: another gauge in
 * GAUGE_MM, another stock length in FIXING_LENGTHS.
 */
import type { SizeConstraint } from "./size-tokens.ts";

/**
 * A fixing's size then a count ("4x40 x200", "3.5 x 25 x 1000", "10x100mm x 50"): a screw or plug is its gauge
 * (at most 12 mm) by its length, so a third unitless number is how many come in the box, not a third dimension.
 */
const FIXING_THEN_COUNT =
  /\b(\d{1,2}(?:\.\d+)?)\s*x\s*(\d{2,3})(\s*mm)?\s*x\s*(\d{2,5})(?![\d.]|\s*(?:mm|cm|m|in|ft|kg|x|'|"))/g;
/**
 * A metric thread and its length ("M10 x 100", "m8x60mm"): the bolt's diameter by its length, as titles write
 * "M10 10 x 100mm". The thread stays a word: titles write it too.
 */
const THREAD_AND_LENGTH = /\bm(\d{1,2})\s*x\s*(\d{2,3})(?:\s*mm)?(?![\d.]|\s*(?:cm|m|in|ft)\b)/g;
/**
 * A wood screw's gauge ("No.8", "no 10", "#8"): merchants sell it by its metric diameter (a No.8 is the 4 mm
 * screw). Only the gauges merchants still name.
 */
const SCREW_GAUGE = /(?:\bno\.?\s?|#)(4|6|8|10|12)\b(?!\s*(?:mm|cm|m|kg|no|pack|pk)\b)/g;
const GAUGE_MM: Readonly<Record<string, string>> = { "4": "3", "6": "3.5", "8": "4", "10": "5", "12": "6" };
/**
 * A wood screw named the old way, gauge by inches ("8 x 1 1/2 screws", "10 x 2in screw", "8 x 1.5 screws",
 * "6 x 3/4 screws"): the metric gauge by the nearest stock length (a No.8 x 1 1/2 is the 4 x 40).
 * Only before a screw word, where a gauge and inches are what the numbers are; not a No.4 ("4 x 2 screws" may be
 * screws for 4 x 2 timber).
 */
const IMPERIAL_SCREW =
  /\b(6|8|10|12)\s*x\s*(?:(\d{1,2})(?:\s+|-))?(\d{1,2}(?:\.\d+)?(?:\/(?:2|4|8))?)\s*(?:in|inch|inches|")?(?=\s+(?:[a-z]+\s+)?screws?\b)/g;

/** A lower-cased query's fixing sizes rewritten into the forms the measurement reader reads as meant. */
export function readFixingSizes(text: string): string {
  return text
    .replace(THREAD_AND_LENGTH, (_m, d: string, l: string) => `m${d} ${d}x${l}mm`)
    .replace(IMPERIAL_SCREW, (m, gauge: string, whole: string | undefined, part: string) => {
      const length = imperialScrewLength(Number(whole ?? 0) + fractionValue(part));
      return length === null ? m : `${GAUGE_MM[gauge]!}x${length}mm`;
    })
    .replace(SCREW_GAUGE, (_m, gauge: string) => ` ${GAUGE_MM[gauge]!}mm `)
    .replace(FIXING_THEN_COUNT, (m, a: string, b: string, unit: string | undefined, count: string) =>
      Number(a) <= 12 && Number(b) > Number(a) ? `${a}x${b}${unit ?? ""} pack of ${count}` : m,
    );
}

/**
 * A fixing's gauge by its length ("4.5 x 60", "5x80"): the same kind in the other stock sizes, ranked just below it,
 * since a buyer of 4.5 x 60 screws weighs the 5 x 70s before anything else (exact-size-kind.ts then puts the exact
 * size's kind first among them). Only a gauge of a wood, drywall or decking screw and a length at least four gauges.
 */
export function withOtherFixingSizes(size: SizeConstraint): SizeConstraint {
  const sides = size.tokens[0]!.split("x");
  if (sides.length !== 2 || sides.some((p) => !/^\d+(?:\.\d+)?$/.test(p))) return size;
  const [gauge, length] = sides.map(Number) as [number, number];
  if (!FIXING_GAUGES.includes(gauge) || length < 4 * gauge || length > 200) return size;
  const others = FIXING_GAUGES.flatMap((g) => FIXING_LENGTHS.filter((l) => l >= 4 * g).map((l) => `${g}x${l}`));
  return { ...size, tokens: [...new Set([...size.tokens, ...others])] };
}

/** "1/2" → 0.5, "1.5" → 1.5, "2" → 2. */
function fractionValue(text: string): number {
  const [top, bottom] = text.split("/");
  return bottom === undefined ? Number(top) : Number(top) / Number(bottom);
}

/** A screw's length in inches as the nearest metric length stocked, or null past the lengths stocked. */
function imperialScrewLength(inches: number): number | null {
  if (inches <= 0 || inches > 6) return null;
  const mm = inches * 25.4;
  // Not 38 mm: that length is a nail's and a plug's; the wood screw sold for 1 1/2 inch is the 40.
  const lengths = FIXING_LENGTHS.filter((l) => l !== 38);
  return lengths.reduce((best, l) => (Math.abs(l - mm) < Math.abs(best - mm) ? l : best));
}

/** Screw gauges and lengths UK merchants stock, in millimetres. */
const FIXING_GAUGES = [3, 3.5, 4, 4.5, 5, 6];
const FIXING_LENGTHS = [12, 16, 20, 25, 30, 35, 38, 40, 45, 50, 60, 70, 75, 80, 90, 100, 120, 150];
