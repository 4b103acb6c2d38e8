import type { SizeConstraint } from "../size-tokens.ts";
import type { CompiledSearch } from "./compile-search.server.ts";
import { intersect, matchingSlots, union, type PostingSource, type QueryEvaluator } from "./evaluate-query.ts";
import { adjacentPair, conjuncts, edgeLexeme, hasPhrase, phraseAsAnd } from "./query-shapes.ts";
import type { SearchIndex } from "./search-index.ts";
import { WEIGHT_A, type QueryNode } from "./text-search-values.ts";

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
  if (text) result = options.relaxed ? relaxedSlots(index, input) : input.evaluator.slots(compiled.required);
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
 * The relaxed query's matches. Two terms: the last one alone (build-text-queries.ts). Three or more: every
 * product that matches most of the terms (all but a third of them, at least one missing allowed), so a query
 * that spells out one product ("maker line colour size") still finds that line's other colours and sizes after
 * it; the score puts the products matching more terms first.
 */
function relaxedSlots(index: SearchIndex, input: RankInput): Int32Array {
  const { compiled, evaluator } = input;
  const parts = conjuncts(compiled.required);
  const most = parts.length < 3 ? evaluator.slots(compiled.relaxed ?? compiled.required) : mostTerms(evaluator, parts);
  return union(most, sameKind(index, input, parts));
}

/**
 * Products of the full matches' categories that match any term or have a size the query asks for: the
 * alternatives a buyer weighs against the named product ("Hanson Multicem 25kg" → other 25 kg cements; "concrete
 * roof tiles grey" → the brown ones). They match fewer terms, so they rank after the products that match more.
 */
function sameKind(index: SearchIndex, input: RankInput, parts: readonly QueryNode[]): Int32Array {
  const kinds = fullMatchKinds(index, input);
  if (kinds === null) return new Int32Array(0);
  let near = sizeSlots(
    index,
    input.sizes.map((s) => s.tokens[0]!),
  );
  for (const part of parts) near = union(near, input.evaluator.slots(part));
  const categoryOf = index.category.data;
  let n = 0;
  const out = new Int32Array(near.length);
  for (let i = 0; i < near.length; i += 1) if (kinds[categoryOf[near[i]!]!]) out[n++] = near[i]!;
  return out.subarray(0, n);
}

/** Per category id: does a live full match of the query belong to it? Null when nothing fully matches. */
function fullMatchKinds(index: SearchIndex, input: RankInput): Uint8Array | null {
  const full = input.evaluator.slots(input.compiled.required);
  const kinds = new Uint8Array(index.categories.length);
  const categoryOf = index.category.data;
  let any = false;
  for (let i = 0; i < full.length; i += 1)
    if (index.isLive(full[i]!)) {
      kinds[categoryOf[full[i]!]!] = 1;
      any = true;
    }
  return any ? kinds : null;
}

/** Slots matching all but a third of the terms' parts (at least one may be missing). */
function mostTerms(evaluator: QueryEvaluator, parts: readonly QueryNode[]): Int32Array {
  const need = parts.length - Math.max(1, Math.floor(parts.length / 3));
  const lists = parts.map((part) => evaluator.slots(part));
  let size = 0;
  for (const list of lists) if (list.length > 0) size = Math.max(size, list[list.length - 1]! + 1);
  const counts = new Uint8Array(size);
  for (const list of lists) for (let i = 0; i < list.length; i += 1) counts[list[i]!]! += 1;
  let n = 0;
  for (let s = 0; s < size; s += 1) if (counts[s]! >= need) n += 1;
  const out = new Int32Array(n);
  n = 0;
  for (let s = 0; s < size; s += 1) if (counts[s]! >= need) out[n++] = s;
  return out;
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
  if (options.relaxed && compiled.relaxed) {
    addWhere(slots, scores, input.evaluator.slots(compiled.required), 200);
    // Among partial matches, the kind of product the full matches are comes first.
    const kinds = fullMatchKinds(index, input);
    if (kinds)
      for (let i = 0; i < slots.length; i += 1) if (kinds[categoryOfSlot(index, slots[i]!)]) scores[i]! += SAME_KIND;
  }
  const categoryOf = index.category.data;
  const { evaluator } = input;
  const parts = conjuncts(compiled.required);
  const perTerm = parts.length === compiled.terms.length;
  compiled.terms.forEach((term, t) => {
    const level = new Int32Array(slots.length);
    // A term every slot matches (the full query) starts at "somewhere in the text"; in a relaxed query a
    // missing term scores nothing.
    if (perTerm && options.relaxed) raiseWhere(slots, level, evaluator.slots(parts[t]!), LEVEL.anywhere);
    else level.fill(LEVEL.anywhere);
    const named = namedCategories(index, categoryTexts, term.any);
    for (let i = 0; i < slots.length; i += 1)
      if (level[i]! > 0 && named[categoryOf[slots[i]!]!]) level[i] = LEVEL.category;
    raiseWhere(slots, level, evaluator.slots(term.anyInBrandOrTitles), LEVEL.brandOrTitles);
    raiseWhere(slots, level, evaluator.slots(term.anyInName), LEVEL.synonymInName);
    // The typed words in the name but apart ("bonding … plaster") still beat a synonym's match.
    if (term.typedInName && hasPhrase(term.typedInName))
      raiseWhere(slots, level, evaluator.slots(phraseAsAnd(term.typedInName)), LEVEL.wordsInName);
    raiseWhere(slots, level, evaluator.slots(term.typedInName), LEVEL.typedInName);
    for (let i = 0; i < slots.length; i += 1) scores[i]! += level[i]!;
  });
  // Adjacent query words standing together in the name: "bonding plaster", "roof tile", "slate grey".
  for (let t = 0; t + 1 < compiled.terms.length; t += 1) {
    const left = edgeLexeme(compiled.terms[t]!.typedInName, "last");
    const right = edgeLexeme(compiled.terms[t + 1]!.typedInName, "first");
    if (!left || !right) continue;
    const together = intersect(
      evaluator.slots(adjacentPair(left, right, 1 << WEIGHT_A)),
      intersect(evaluator.slots(compiled.terms[t]!.typedInName), evaluator.slots(compiled.terms[t + 1]!.typedInName)),
    );
    addWhere(slots, scores, together, ADJACENT_IN_NAME);
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

/** Where one query term matched, best place kept (hundredths). */
const LEVEL = {
  anywhere: 5,
  category: 30,
  brandOrTitles: 50,
  synonymInName: 70,
  wordsInName: 85,
  typedInName: 100,
} as const;
const ADJACENT_IN_NAME = 25;
const SAME_KIND = 40;

function categoryOfSlot(index: SearchIndex, slot: number): number {
  return index.category.data[slot]!;
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
