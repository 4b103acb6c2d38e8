/**
 * Sizes alone ("2440 x 1220 x 9", "47 x 175", "4 x 60"): the query names no kind, so the products of exactly
 * that size say which kind was meant. Among the rest (a near size, the same face in another thickness), the ones
 * whose names share more words with the exact matches' names rank first: the same board in another thickness before
 * another board of that face. rank-search.server.ts applies it to a query with no words; pure.
 */

/** Points (hundredths) per shared name word: nine words stay under the step from a near size to the exact one. */
const PER_SHARED_WORD = 10;
const MAX_SHARED_WORDS = 9;
/**
 * The exact matches must be few to say one kind: "18mm" is every sheet and every pipe of that size, and their
 * words together would favour everything.
 */
const MAX_EXACT = 6;

/** Points per slot of `slots` (parallel to `scores`) for the kind; null when the exact matches say no one kind. */
export function exactSizeKindPoints(
  slots: Int32Array,
  scores: Int32Array,
  nameKeys: readonly string[],
): Int32Array | null {
  if (slots.length < 2) return null;
  let best = -Infinity;
  for (const s of scores) if (s > best) best = s;
  const exact: number[] = [];
  for (let i = 0; i < scores.length; i += 1) if (scores[i] === best) exact.push(i);
  if (exact.length > MAX_EXACT || exact.length === slots.length) return null;
  const words = new Set(exact.flatMap((i) => nameWords(nameKeys[slots[i]!] ?? "")));
  const points = new Int32Array(slots.length);
  for (let i = 0; i < slots.length; i += 1) {
    if (scores[i] === best) continue;
    let shared = 0;
    for (const w of nameWords(nameKeys[slots[i]!] ?? "")) if (words.has(w)) shared += 1;
    points[i] = Math.min(shared, MAX_SHARED_WORDS) * PER_SHARED_WORD;
  }
  return points;
}

/** A name's words of three characters or more that start with a letter, once each: sizes and counts name no kind. */
function nameWords(nameKey: string): string[] {
  return [...new Set(nameKey.split(" ").filter((w) => /^[a-z][a-z0-9]{2,}$/.test(w)))];
}
