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
 * matches cost a pass, not a sort. `scores` belong to `scored`: every match, or the ones pageCandidates kept
 * (facets and totals are always counted over every match).
 */
export function orderMatches(
  index: SearchIndex,
  slots: Int32Array,
  scores: Int32Array,
  options: PageOptions,
  scored: Int32Array = slots,
): RankedPage {
  if (scored.length !== scores.length) throw new Error("orderMatches: one score per scored slot");
  const counts = new Int32Array(index.categories.length);
  const categoryOf = index.category.data;
  for (const slot of slots) counts[categoryOf[slot]!]! += 1;
  const facets = index.categories
    .map((category, id) => ({ category, count: counts[id]! }))
    .filter((f) => f.count > 0)
    .sort((a, b) => b.count - a.count || (a.category < b.category ? -1 : a.category > b.category ? 1 : 0));
  const wanted = wantedCategory(index, options.category);
  const total = options.category === null ? slots.length : wanted < 0 ? 0 : counts[wanted]!;

  const k = options.offset + options.limit;
  const before = comparator(index, options.sort, scores);
  const worse = (a: number, b: number) => before(scored[a]!, a, scored[b]!, b) > 0;
  const heap: number[] = [];
  for (let i = 0; i < scored.length && k > 0; i += 1) {
    if (wanted >= 0 && categoryOf[scored[i]!] !== wanted) continue;
    if (options.category !== null && wanted < 0) break;
    pushBounded(heap, k, i, worse);
  }
  heap.sort((a, b) => before(scored[a]!, a, scored[b]!, b));
  const page = heap
    .slice(options.offset)
    .map((i) => ({ productId: index.productId.data[scored[i]!]!, score: scores[i]! }));
  return { total, facets, page };
}

export interface PageOptions {
  sort: SearchSort;
  category: string | null;
  limit: number;
  offset: number;
}

/**
 * The matches that can be on the page (offset + limit), so only they need a score (rank-documents.ts scores each
 * slot on its own, whatever else is scored with it): those in the chosen category, and under an order that puts
 * prices or merchant counts before relevance, those that order no later than the page's last one by that key
 * alone. Every match tying with the page's last is kept, so relevance and the tie-breaks still decide among them
 * and the page is exactly the page of all matches. Relevance order keeps every match of the category.
 * Risk: a new sort whose first key is the score must be left out of primaryKey.
 */
export function pageCandidates(index: SearchIndex, slots: Int32Array, options: PageOptions): Int32Array {
  let inCategory = slots;
  if (options.category !== null) {
    const wanted = wantedCategory(index, options.category);
    if (wanted < 0) return new Int32Array(0);
    const categoryOf = index.category.data;
    const kept = new Int32Array(slots.length);
    let n = 0;
    for (let i = 0; i < slots.length; i += 1) if (categoryOf[slots[i]!] === wanted) kept[n++] = slots[i]!;
    inCategory = kept.subarray(0, n);
  }
  const key = primaryKey(index, options.sort);
  const k = options.offset + options.limit;
  if (key === null || inCategory.length <= k) return inCategory;
  if (k === 0) return new Int32Array(0);
  // A max-heap (by the key) of the best k seen: its top is the page's last, once every match has been seen.
  const heap: number[] = [];
  const worse = (a: number, b: number) => key(inCategory[a]!, inCategory[b]!) > 0;
  for (let i = 0; i < inCategory.length; i += 1) pushBounded(heap, k, i, worse);
  const last = inCategory[heap[0]!]!;
  const out = new Int32Array(inCategory.length);
  let n = 0;
  for (let i = 0; i < inCategory.length; i += 1) if (key(inCategory[i]!, last) <= 0) out[n++] = inCategory[i]!;
  return out.subarray(0, n);
}

function wantedCategory(index: SearchIndex, category: string | null): number {
  return category === null ? -1 : index.categories.indexOf(category);
}

/** Keeps the best k of what is pushed in a max-heap by `worse` (its top is the worst kept). */
function pushBounded(heap: number[], k: number, i: number, worse: (a: number, b: number) => boolean): void {
  if (heap.length < k) {
    heap.push(i);
    siftUp(heap, heap.length - 1, worse);
  } else if (worse(heap[0]!, i)) {
    heap[0] = i;
    siftDown(heap, 0, worse);
  }
}

/** The comparator's keys before the score, for the orders that have any: negative when slot x comes first. */
function primaryKey(index: SearchIndex, sort: SearchSort): ((x: number, y: number) => number) | null {
  const price = index.lowestPrice.data;
  const total = index.lowestTotal.data;
  const unit = index.lowestUnitPrice.data;
  const labels = index.unitLabel;
  const merchants = index.merchantCount.data;
  switch (sort) {
    case "relevance":
      return null;
    case "price_asc":
      return (x, y) => ascNullsLast(price[x]!, price[y]!);
    case "price_desc":
      return (x, y) => descNullsFirst(price[x]!, price[y]!);
    case "delivered_asc":
      return (x, y) => ascNullsLast(total[x]!, total[y]!);
    case "unit_asc":
      return (x, y) => textAscNullsLast(labels[x] ?? null, labels[y] ?? null) || ascNullsLast(unit[x]!, unit[y]!);
    case "merchants":
      return (x, y) => merchants[y]! - merchants[x]!;
  }
}

type Before = (slotA: number, a: number, slotB: number, b: number) => number;

/**
 * Negative when match a comes first; the SQL ORDER BY the engine had before decision 033, kept as it was: the
 * order's own keys (primaryKey), then relevance, then (relevance and merchant orders) stock, merchants and price,
 * then the product id.
 */
function comparator(index: SearchIndex, sort: SearchSort, scores: Int32Array): Before {
  const price = index.lowestPrice.data;
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
  const rest = sort === "relevance" || sort === "merchants" ? tieBreak : byId;
  const primary = primaryKey(index, sort);
  if (primary === null) return (x, a, y, b) => byScore(a, b) || rest(x, y);
  return (x, a, y, b) => primary(x, y) || byScore(a, b) || rest(x, y);
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
