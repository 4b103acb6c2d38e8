import type { SearchIndex } from "./memory-index/search-index.ts";
import { sizeSlots } from "./memory-index/relaxed-matches.ts";
import type { SizeConstraint } from "./size-tokens.ts";

/**
 * Sizes alone ("47 x 75 2.4", "1800 x 900", "18 x 94"): when few products are of exactly that size, the buyer still
 * weighs the nearest sizes of the same kind (the next section at that length, the full sheet beside the half sheet),
 * not another kind that shares a number. So the exact matches' categories' visible products that share a side or a
 * pair of sides with the size typed join the matches; they hold no size asked for, so they rank after the exact ones,
 * the same kind first (exact-size-kind.ts). Only sizes of two sides or more, or one of two sizes typed: a single
 * number alone ("9.5mm") has no side to share. rank-search.server.ts applies it to a query with no words and fewer exact matches than a row of cards.
 * Null when nothing is added.
 */
export function nearSizeSlots(
  index: SearchIndex,
  sizes: readonly SizeConstraint[],
  exact: Int32Array,
): Int32Array | null {
  // With two sizes typed apart ("12.5mm 1800 x 900"), a product of one of them is near too (the full sheet of
  // that thickness).
  const tokens = sizes.flatMap((s) => {
    const exact = s.tokens.slice(0, s.exact ?? 1);
    return [...exact.flatMap(sharedParts), ...(sizes.length > 1 ? exact : [])];
  });
  if (tokens.length === 0 || exact.length === 0) return null;
  const kinds = new Set<number>();
  const categoryOf = index.category.data;
  for (const slot of exact) kinds.add(categoryOf[slot]!);
  const near = sizeSlots(index, [...new Set(tokens)]);
  const out = new Int32Array(near.length);
  let n = 0;
  for (const slot of near) if (index.isVisible(slot) && kinds.has(categoryOf[slot]!)) out[n++] = slot;
  return n === 0 ? null : out.subarray(0, n);
}

/**
 * The parts of a size token a near size may share with it, as products are indexed (size-tokens.ts addAllPairs):
 * "47x75x2400" → each side ("47mm", "2400mm") and each pair of sides ("47x2400"), never the whole size.
 */
export function sharedParts(token: string): string[] {
  const sides = /^\d+(?:\.\d+)?(?:x\d+(?:\.\d+)?)+$/.test(token) ? token.split("x") : [];
  if (sides.length < 2) return [];
  const parts = sides.map((s) => `${s}mm`);
  if (sides.length === 3)
    for (let i = 0; i < 3; i += 1) for (let j = i + 1; j < 3; j += 1) parts.push(`${sides[i]}x${sides[j]}`);
  return parts;
}
