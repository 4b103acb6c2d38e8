import type { SearchSort } from "../../../shared/search-params.ts";
import type { SearchIndex } from "./search-index.ts";

export interface RankedPage {
  /** Matches in the chosen category (all matches without one). */
  total: number;
  /** Matches per category over all matches: most first, then by name. */
  facets: Array<{ category: string; count: number }>;
  /** One page, in order: the product and its relevance in hundredths. */
  page: Array<{ productId: number; score: number }>;
}

/**
 * Counts, category facets and one ordered page of a search's matches. Ties on relevance go to products in
 * stock, then to those more merchants sell, then the cheaper; a product without prices sorts as if its price
 * were infinite. Only the first offset + limit are ordered (a bounded heap), so a broad word's thousands of
 * matches cost a pass, not a sort.
 */
export function orderMatches(
  index: SearchIndex,
  slots: Int32Array,
  scores: Int32Array,
  options: { sort: SearchSort; category: string | null; limit: number; offset: number },
): RankedPage {
  const counts = new Int32Array(index.categories.length);
  const categoryOf = index.category.data;
  for (const slot of slots) counts[categoryOf[slot]!]! += 1;
  const facets = index.categories
    .map((category, id) => ({ category, count: counts[id]! }))
    .filter((f) => f.count > 0)
    .sort((a, b) => b.count - a.count || (a.category < b.category ? -1 : a.category > b.category ? 1 : 0));
  const wanted = options.category === null ? -1 : index.categories.indexOf(options.category);
  const total = options.category === null ? slots.length : wanted < 0 ? 0 : counts[wanted]!;

  const k = options.offset + options.limit;
  const before = comparator(index, options.sort, scores);
  // A max-heap (by `before`) of the best k seen so far: its top is the worst of them.
  const heap: number[] = [];
  const worse = (a: number, b: number) => before(slots[a]!, a, slots[b]!, b) > 0;
  for (let i = 0; i < slots.length && k > 0; i += 1) {
    if (wanted >= 0 && categoryOf[slots[i]!] !== wanted) continue;
    if (options.category !== null && wanted < 0) break;
    if (heap.length < k) {
      heap.push(i);
      siftUp(heap, heap.length - 1, worse);
    } else if (worse(heap[0]!, i)) {
      heap[0] = i;
      siftDown(heap, 0, worse);
    }
  }
  heap.sort((a, b) => before(slots[a]!, a, slots[b]!, b));
  const page = heap
    .slice(options.offset)
    .map((i) => ({ productId: index.productId.data[slots[i]!]!, score: scores[i]! }));
  return { total, facets, page };
}

type Before = (slotA: number, a: number, slotB: number, b: number) => number;

/** Negative when match a comes first; the SQL ORDER BY the engine had before decision 033, kept as it was. */
function comparator(index: SearchIndex, sort: SearchSort, scores: Int32Array): Before {
  const price = index.lowestPrice.data;
  const total = index.lowestTotal.data;
  const unit = index.lowestUnitPrice.data;
  const labels = index.unitLabel;
  const merchants = index.merchantCount.data;
  const stock = index.inStockCount.data;
  const ids = index.productId.data;
  const byId = (x: number, y: number) => ids[x]! - ids[y]!;
  const byScore = (a: number, b: number) => scores[b]! - scores[a]!;
  const tieBreak = (x: number, y: number) =>
    Number(stock[y]! > 0) - Number(stock[x]! > 0) ||
    merchants[y]! - merchants[x]! ||
    ascNullsLast(price[x]!, price[y]!) ||
    byId(x, y);
  switch (sort) {
    case "relevance":
      return (x, a, y, b) => byScore(a, b) || tieBreak(x, y);
    case "price_asc":
      return (x, a, y, b) => ascNullsLast(price[x]!, price[y]!) || byScore(a, b) || byId(x, y);
    case "price_desc":
      return (x, a, y, b) => descNullsFirst(price[x]!, price[y]!) || byScore(a, b) || byId(x, y);
    case "delivered_asc":
      return (x, a, y, b) => ascNullsLast(total[x]!, total[y]!) || byScore(a, b) || byId(x, y);
    // Unit prices only compare within one unit: products are grouped by their unit basis, cheapest first in each.
    case "unit_asc":
      return (x, a, y, b) =>
        textAscNullsLast(labels[x] ?? null, labels[y] ?? null) ||
        ascNullsLast(unit[x]!, unit[y]!) ||
        byScore(a, b) ||
        byId(x, y);
    case "merchants":
      return (x, a, y, b) => merchants[y]! - merchants[x]! || byScore(a, b) || tieBreak(x, y);
  }
}

/** NaN stands for SQL null. */
function ascNullsLast(x: number, y: number): number {
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : 1;
  if (Number.isNaN(y)) return -1;
  return x - y;
}

function descNullsFirst(x: number, y: number): number {
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return y - x;
}

/** Code-point order, as the C collation the test and bench databases use; unit labels are plain ASCII. */
function textAscNullsLast(x: string | null, y: string | null): number {
  if (x === null) return y === null ? 0 : 1;
  if (y === null) return -1;
  return x < y ? -1 : x > y ? 1 : 0;
}

function siftUp(heap: number[], i: number, worse: (a: number, b: number) => boolean): void {
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!worse(heap[i]!, heap[parent]!)) return;
    [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
    i = parent;
  }
}

function siftDown(heap: number[], i: number, worse: (a: number, b: number) => boolean): void {
  for (;;) {
    const l = 2 * i + 1;
    const r = l + 1;
    let top = i;
    if (l < heap.length && worse(heap[l]!, heap[top]!)) top = l;
    if (r < heap.length && worse(heap[r]!, heap[top]!)) top = r;
    if (top === i) return;
    [heap[i], heap[top]] = [heap[top]!, heap[i]!];
    i = top;
  }
}
