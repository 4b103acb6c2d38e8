/**
 * In a sorted list of strings, the first place whose string is not below `text`: the run of strings that start
 * with `text` begins there (the index's lexemes by prefix, the palette's trade terms).
 */
export function firstAtOrAfter(sorted: readonly string[], text: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < text) low = mid + 1;
    else high = mid;
  }
  return low;
}
