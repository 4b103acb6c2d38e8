import type { QueryEvaluator } from "./evaluate-query.ts";
import type { SearchIndex } from "./search-index.ts";
import type { QueryNode } from "./text-search-values.ts";

/**
 * The palette's best product names for what has been typed (suggest-searches.server.ts): visible products whose
 * name, brand or titles hold every typed word, the last one as a prefix. Names that start with what was typed come
 * first, then those matching it in the name, then the most merchants, the most in stock, the shorter name and the
 * lower id. When enough names start with the text and match it in the name, the rest are never ranked.
 */
export function suggestNames(
  index: SearchIndex,
  evaluator: QueryEvaluator,
  query: { typed: string; inName: QueryNode | null; anywhere: QueryNode | null },
  limit: number,
): number[] {
  const state = index.state.data;
  const names = index.nameKey;
  // Names starting with the text are one run of the names in order: a slot's place in that order tells, without
  // reading its name (thousands of strings scattered over the heap for a short prefix). Slots newer than the
  // order are compared in full.
  const order = nameOrderOf(index);
  const [from, to] = startingRun(order.sorted, query.typed);
  const covered = order.place.length;
  const starts = (slot: number) =>
    slot < covered ? order.place[slot]! >= from && order.place[slot]! < to : names[slot]!.startsWith(query.typed);
  const popular = (a: number, b: number) =>
    index.merchantCount.data[b]! - index.merchantCount.data[a]! ||
    index.inStockCount.data[b]! - index.inStockCount.data[a]! ||
    names[a]!.length - names[b]!.length ||
    index.productId.data[a]! - index.productId.data[b]!;

  const inName = evaluator.slots(query.inName);
  const first: number[] = [];
  for (const slot of inName) if (state[slot] === 1 && starts(slot)) first.push(slot);
  if (first.length >= limit) return best(first, popular, limit).map((s) => index.productId.data[s]!);

  // The rest by class (starts with the text: 2, matches it in the name: 1), worked out once per slot rather
  // than per comparison: a two-letter prefix matches thousands. inName is within anywhere (the same words
  // at weight A alone) and both ascend, so one walk tells membership.
  const top: number[] = [];
  const classOf: number[] = [];
  const anywhere = evaluator.slots(query.anywhere);
  /** Whether a slot of class `rankA` comes before or ties with one of `rankB` (a tie only with itself). */
  const before = (rankA: number, a: number, rankB: number, b: number) =>
    rankA > rankB || (rankA === rankB && popular(a, b) <= 0);
  let j = 0;
  for (const slot of anywhere) {
    if (state[slot] !== 1) continue;
    while (j < inName.length && inName[j]! < slot) j += 1;
    const rank = (starts(slot) ? 2 : 0) + (j < inName.length && inName[j] === slot ? 1 : 0);
    if (top.length === limit && before(classOf[limit - 1]!, top[limit - 1]!, rank, slot)) continue;
    let i = Math.min(top.length, limit - 1);
    while (i > 0 && !before(classOf[i - 1]!, top[i - 1]!, rank, slot)) i -= 1;
    top.splice(i, 0, slot);
    classOf.splice(i, 0, rank);
    if (top.length > limit) {
      top.pop();
      classOf.pop();
    }
  }
  return top.map((s) => index.productId.data[s]!);
}

/** The slots' names in code-unit order (as `<` and `startsWith` compare), and each slot's place in it. */
interface NameOrder {
  sorted: string[];
  place: Int32Array;
}

/**
 * Kept per names array: a slot's name never changes and new slots are appended, so an order stays right for the
 * slots it covers until compaction renumbers them, which makes a new array (search-index.ts `compactIfWasteful`).
 * Sorting 100,000 names costs ~0.2 s, so it is remade only when the slots it misses pass an eighth of those it
 * covers (names compared in full meanwhile), not per catalogue version.
 */
const orders = new WeakMap<readonly string[], NameOrder>();

function nameOrderOf(index: SearchIndex): NameOrder {
  const names = index.nameKey;
  const kept = orders.get(names);
  if (kept && (index.slotCount - kept.place.length) * 8 <= kept.place.length) return kept;
  const slots = Array.from({ length: index.slotCount }, (_, slot) => slot);
  slots.sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : a - b));
  const place = new Int32Array(slots.length);
  slots.forEach((slot, i) => (place[slot] = i));
  const order = { sorted: slots.map((slot) => names[slot]!), place };
  orders.set(names, order);
  return order;
}

/** The places [from, to) of the sorted names that start with `text`: they follow each other in code-unit order. */
function startingRun(sorted: readonly string[], text: string): [number, number] {
  const from = firstWhere(sorted, 0, (name) => name >= text);
  return [from, firstWhere(sorted, from, (name) => !name.startsWith(text))];
}

/** The first index from `start` whose name passes `test`, for a test that fails up to a point and passes after. */
function firstWhere(sorted: readonly string[], start: number, test: (name: string) => boolean): number {
  let low = start;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (test(sorted[mid]!)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** The `limit` first of `slots` in `order`, without sorting them all (a two-letter prefix matches thousands). */
function best(slots: number[], order: (a: number, b: number) => number, limit: number): number[] {
  const top: number[] = [];
  for (const slot of slots) {
    if (top.length === limit && order(slot, top[limit - 1]!) >= 0) continue;
    let i = Math.min(top.length, limit - 1);
    while (i > 0 && order(slot, top[i - 1]!) < 0) i -= 1;
    top.splice(i, 0, slot);
    if (top.length > limit) top.pop();
  }
  return top;
}
