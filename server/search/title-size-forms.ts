/**
 * Sizes as merchants' titles write them that the measurement reader does not read as meant: a width whose unit is
 * only on the length after it, a metric thread by its length. Pure; size-tokens.ts productSizeTokens calls these on
 * a product's canonical text. Where to extend: another title habit, as a rewrite before reading or a token after.
 */

/**
 * A width written without its unit just before a length in metres ("Lead Flashing Code 4 150 3m", "Gutter 112
 * 4m"): merchants write the unit on the last number only, so the width is millimetres, as "150mm 3m" reads. Not
 * after "x" or "by" (a size group's numbers share its unit already).
 */
const WIDTH_BEFORE_LENGTH = /(?<!(?:x|by) ?)\b(\d{2,3}) (?=\d+(?:\.\d+)?m\b)/g;

/** The canonical title with a width's missing millimetres written in (WIDTH_BEFORE_LENGTH). */
export function withWidthUnits(canonText: string): string {
  return canonText.replace(WIDTH_BEFORE_LENGTH, "$1mm ");
}

/** A metric thread by its length as titles write it ("M10 x 150mm"): the measurement reader sees only the length. */
const THREAD_BY_LENGTH = /\bm(\d{1,2}) x (\d{2,3})mm\b/g;

/** A title's metric threads by their lengths as size tokens ("m10 x 150mm" → "10x150"). */
export function threadTokens(canonText: string): string[] {
  return [...canonText.matchAll(THREAD_BY_LENGTH)].map(([, thread, length]) => `${thread}x${length}`);
}
