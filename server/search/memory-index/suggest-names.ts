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
  leads: Int32Array = nameLeads(index),
): number[] {
  const state = index.state.data;
  const names = index.nameKey;
  // Most slots fail on the first two letters: compared as one number read in slot order, the name string is
  // read only for the few that pass. Slots newer than `leads` are compared in full.
  const lead = leadOf(query.typed);
  const starts = (slot: number) =>
    (lead === -1 || slot >= leads.length || leads[slot] === lead) && names[slot]!.startsWith(query.typed);
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

/**
 * Each slot's name's first two UTF-16 units as one number, for `suggestNames`. A slot's name never changes, so
 * the array stays right for the slots it covers until the index is compacted (which renumbers them): callers keep
 * one per state of the index, and suggest-searches.server.ts checks the catalogue version after.
 */
export function nameLeads(index: SearchIndex): Int32Array {
  const leads = new Int32Array(index.slotCount);
  for (let slot = 0; slot < leads.length; slot += 1) leads[slot] = leadOf(index.nameKey[slot]!);
  return leads;
}

/** -1 for a text under two units (and the one pair that makes -1): no shortcut for such a typed text. */
function leadOf(text: string): number {
  return text.length < 2 ? -1 : (text.charCodeAt(0) << 16) | text.charCodeAt(1);
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
