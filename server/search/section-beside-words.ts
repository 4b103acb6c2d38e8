import type { SearchIndex } from "./memory-index/search-index.ts";
import { sizeSlots } from "./memory-index/relaxed-matches.ts";
import type { SizeConstraint } from "./size-tokens.ts";

/**
 * A section or a face typed beside words that no product the words found is cut to ("47 x 225 joist 6m" where the
 * merchant calls its 47 x 225 "regularised timber", "1m x 14m membrane" where it says "fabric", "1200x2400 12.5mm
 * sheet" where it says "plasterboard"): the buyer's word named the kind in their own terms and the size is the part
 * they were sure of. So the visible products of exactly that size join the matches and rank first
 * (SECTION_HELD), the word's products after them. Only a size of two or more sides, typed with its numbers (a bare
 * number or a pack count may be no size at all), and only when no word match holds it in any reading: a query whose
 * words already found the size ranks as before. rank-search.server.ts applies it; where to extend: another kind of typed size
 * that names a product by itself.
 */
export const SECTION_HELD = 1200;

export interface SectionBesideWords {
  /** Visible products of exactly the section typed, ascending. */
  slots: Int32Array;
}

/** Null when the query typed no section, some match already holds it, or no visible product does. */
export function sectionBesideWords(
  index: SearchIndex,
  sizes: readonly SizeConstraint[],
  matches: Int32Array,
): SectionBesideWords | null {
  const tokens = sectionTokens(sizes);
  if (tokens.length === 0) return null;
  const holders = sizeSlots(index, tokens);
  // Any reading of the size a match holds ("8x4" is 2440 x 1220 and 2400 x 1200), or a near size it admits, is the
  // words' kind in that size: nothing to add.
  if (holders.length === 0) return null;
  for (const s of sizes) {
    if (sectionTokens([s]).length === 0) continue;
    for (const token of s.tokens) {
      const list = index.sizes.get(token);
      if (list && sharesAny(list.data.subarray(0, list.length), matches)) return null;
    }
  }
  const out = new Int32Array(holders.length);
  let n = 0;
  for (const slot of holders) if (index.isVisible(slot)) out[n++] = slot;
  return n === 0 ? null : { slots: out.subarray(0, n) };
}

/** Whether two ascending slot lists share a slot: a merge that stops at the first. */
function sharesAny(a: Int32Array, b: Int32Array): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) return true;
    if (a[i]! < b[j]!) i += 1;
    else j += 1;
  }
  return false;
}

/** The exact tokens of every typed size of two or more sides (near sizes and bare numbers left out). */
export function sectionTokens(sizes: readonly SizeConstraint[]): string[] {
  return sizes.flatMap((s) =>
    s.bare ? [] : s.tokens.slice(0, s.exact ?? 1).filter((t) => /^\d+(?:\.\d+)?(?:x\d+(?:\.\d+)?)+$/.test(t)),
  );
}
