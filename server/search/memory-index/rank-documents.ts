import type { SizeConstraint } from "../size-tokens.ts";
import type { CompiledSearch } from "./compile-search.server.ts";
import { intersect, matchingSlots, union, type PostingSource, type QueryEvaluator } from "./evaluate-query.ts";
import type { SearchIndex } from "./search-index.ts";

/**
 * The search engine's match and score over the in-memory index, shared by every page that searches: /search
 * ranks with them (run-search.server.ts); listings, merchants' products and /compare filter with them
 * (search-filter.server.ts). Change a rule here and every page follows.
 */
export interface MatchOptions {
  /** Use the relaxed query (a term may be missing); the score then puts full matches first. */
  relaxed?: boolean;
  /**
   * What sizes typed with words do. "rank": the exact size first, others after (/search, ordered by
   * relevance). "filter": a product must have each stated size (pages ordered by name or price, where
   * ranking would be invisible). Bare numbers ("kingspan 100") only ever rank: they may not be sizes.
   * Without words every size filters, either way.
   */
  sizes: "rank" | "filter";
  /** Only products visitors may see (/search); pages that filter check visibility in their own SQL. */
  visibleOnly?: boolean;
}

export interface RankInput {
  compiled: CompiledSearch;
  /** Over the index being ranked, one per search (it remembers what it has evaluated). */
  evaluator: QueryEvaluator;
  /** The canonical query, for the exact-name boost. */
  key: string;
  sizes: readonly SizeConstraint[];
}

/** The live slots a search matches, ascending. */
export function matchDocuments(index: SearchIndex, input: RankInput, options: MatchOptions): Int32Array {
  const { compiled } = input;
  const text = compiled.required !== null || compiled.terms.length > 0;
  let result: Int32Array | null = null;
  if (text) {
    const relaxed = options.relaxed ? compiled.relaxed : null;
    result = input.evaluator.slots(relaxed ?? compiled.required);
  }
  for (const size of input.sizes) {
    if (text && (options.sizes === "rank" || size.bare)) continue;
    const slots = sizeSlots(index, size.tokens);
    result = result === null ? slots : intersect(result, slots);
  }
  // Words that reduce to nothing searchable, and no size: nothing can match.
  if (result === null) return new Int32Array(0);
  let n = 0;
  const out = new Int32Array(result.length);
  const state = index.state.data;
  const wanted = options.visibleOnly ? 1 : 0;
  for (let i = 0; i < result.length; i += 1) {
    const slot = result[i]!;
    const s = state[slot]!;
    if (s !== 0 && (wanted === 0 || s === wanted)) out[n++] = slot;
  }
  return out.subarray(0, n);
}

/**
 * Relevance in hundredths (integers, so equal scores tie exactly), highest first: the exact product name
 * (+8); every size asked for (+3 each, +2 for a size sold under the same trade name); every term (+2 when a
 * relaxed query matches all of them); then per term, where it matched: as typed in the name +1, through a
 * synonym in the name +0.7, brand or merchants' titles +0.5, category +0.3, description only +0.05; a term
 * naming the product's category +0.5; each context term ("for bathroom") +0.8.
 */
export function scoreDocuments(
  index: SearchIndex,
  categoryTexts: PostingSource & { readonly names: readonly string[] },
  input: RankInput,
  slots: Int32Array,
  options: Pick<MatchOptions, "relaxed"> = {},
): Int32Array {
  const scores = new Int32Array(slots.length);
  const { compiled } = input;
  const exact = index.nameKeys.get(input.key);
  if (exact) addWhere(slots, scores, sortedCopy(exact), 800);
  if (options.relaxed && compiled.relaxed) addWhere(slots, scores, input.evaluator.slots(compiled.required), 200);
  const categoryOf = index.category.data;
  for (const term of compiled.terms) {
    const level = new Int32Array(slots.length).fill(5);
    const named = namedCategories(index, categoryTexts, term.any);
    for (let i = 0; i < slots.length; i += 1) if (named[categoryOf[slots[i]!]!]) level[i] = 30;
    raiseWhere(slots, level, input.evaluator.slots(term.anyInBrandOrTitles), 50);
    raiseWhere(slots, level, input.evaluator.slots(term.anyInName), 70);
    raiseWhere(slots, level, input.evaluator.slots(term.typedInName), 100);
    for (let i = 0; i < slots.length; i += 1) scores[i]! += level[i]!;
  }
  if (compiled.terms.length > 0) {
    const named = namedCategories(index, categoryTexts, compiled.anyTerm);
    for (let i = 0; i < slots.length; i += 1) if (named[categoryOf[slots[i]!]!]) scores[i]! += 50;
  }
  for (const context of compiled.soft) addWhere(slots, scores, input.evaluator.slots(context), 80);
  for (const size of input.sizes) {
    const [exactSize, ...alternatives] = size.tokens;
    const level = new Int32Array(slots.length);
    if (alternatives.length > 0) raiseWhere(slots, level, sizeSlots(index, size.tokens), 200);
    raiseWhere(slots, level, sizeSlots(index, [exactSize!]), 300);
    for (let i = 0; i < slots.length; i += 1) scores[i]! += level[i]!;
  }
  return scores;
}

/** Per category id of `index`: does the category's own text (a document's C part) match the expression? */
function namedCategories(
  index: SearchIndex,
  categoryTexts: PostingSource & { readonly names: readonly string[] },
  node: CompiledSearch["anyTerm"],
): Uint8Array {
  const named = new Uint8Array(index.categories.length);
  for (const slot of matchingSlots(categoryTexts, node)) {
    const name = categoryTexts.names[slot];
    const id = name === undefined ? -1 : index.categories.indexOf(name);
    if (id >= 0) named[id] = 1;
  }
  return named;
}

function sizeSlots(index: SearchIndex, tokens: readonly string[]): Int32Array {
  let out: Int32Array = new Int32Array(0);
  for (const token of tokens) {
    const list = index.sizes.get(token);
    if (list) out = union(out, list.data.subarray(0, list.length));
  }
  return out;
}

function sortedCopy(values: readonly number[]): Int32Array {
  return Int32Array.from(values).sort();
}

/** Walks two ascending slot lists together: for each of `slots` also in `members`, calls `hit` with its index. */
function forMembers(slots: Int32Array, members: Int32Array, hit: (i: number) => void): void {
  let j = 0;
  for (let i = 0; i < slots.length && j < members.length; i += 1) {
    const slot = slots[i]!;
    while (j < members.length && members[j]! < slot) j += 1;
    if (members[j] === slot) hit(i);
  }
}

function addWhere(slots: Int32Array, scores: Int32Array, members: Int32Array, points: number): void {
  forMembers(slots, members, (i) => {
    scores[i]! += points;
  });
}

function raiseWhere(slots: Int32Array, level: Int32Array, members: Int32Array, points: number): void {
  forMembers(slots, members, (i) => {
    if (level[i]! < points) level[i] = points;
  });
}
