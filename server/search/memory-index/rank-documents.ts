import type { SizeConstraint } from "../size-tokens.ts";
import type { CompiledSearch } from "./compile-search.server.ts";
import { intersect, matchingSlots, type PostingSource, type QueryEvaluator } from "./evaluate-query.ts";
import { addOnlyWhatWasAsked } from "./kind-groups.ts";
import { adjacentInName, seek } from "./mark-members.ts";
import { groupToken } from "../synonym-phrases.ts";
import { conjuncts, edgeLexeme, hasPhrase, onlyGroupTokens, phraseAsAnd } from "./query-shapes.ts";
import { fullMatchKinds, relaxedSlots, sizeSlots } from "./relaxed-matches.ts";
import type { SearchIndex } from "./search-index.ts";
import { WEIGHT_A } from "./text-search-values.ts";

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
    if (text && !size.required && (options.sizes === "rank" || size.bare)) continue;
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

/** One part of the score, for explaining a ranking: what it rewards and what it gave each ranked slot. */
export interface ScorePart {
  label: string;
  points: Int32Array;
}

/**
 * Relevance in hundredths (integers, so equal scores tie exactly), highest first (decision 034):
 * - the exact product name +8; in a relaxed query, matching every term +2 (+10 when there is one term) and being
 *   of the kind the full matches are +0.4, and per term naming a kind (a synonym group), having it in the name +0.9;
 * - per term, where it matched, best place kept: as typed in the name +1, its words in the name but apart
 *   +0.85, through a synonym in the name +0.7, brand or merchants' titles +0.5, a category it names +0.3,
 *   elsewhere +0.05 (nothing in a relaxed query when it is missing);
 * - each pair of adjacent query words together in the name +0.25;
 * - a term naming the product's category +0.5; a name that is no other kind of product than asked +0.3;
 * - each context term ("for bathroom") +0.8, a use the use-word table reads ("for fence posts") +1.5; each size asked for +3 (+2 for a size sold under the same name; half that for a length typed beside a section);
 * - a job's main material, the first of its kinds (use-words.ts leadOf), +0.25: what is bought first leads a tie.
 * Stock, merchants and price only break ties (order-matches.ts). With `explain`, each part's points per slot
 * are appended to it (explain-search.server.ts); without, nothing is recorded.
 */
export function scoreDocuments(
  index: SearchIndex,
  categoryTexts: PostingSource & { readonly names: readonly string[] },
  input: RankInput,
  slots: Int32Array,
  options: Pick<MatchOptions, "relaxed"> = {},
  explain?: ScorePart[],
): Int32Array {
  const scores = new Int32Array(slots.length);
  const step = (label: string, add: () => void) => {
    if (!explain) return add();
    const before = scores.slice();
    add();
    const points = scores.map((v, i) => v - before[i]!);
    if (points.some((v) => v !== 0)) explain.push({ label, points });
  };
  const { compiled, evaluator } = input;
  const categoryOf = index.category.data;
  const exact = index.nameKeys.get(input.key);
  if (exact) step("exact name", () => addWhere(slots, scores, sortedCopy(exact), 800));
  if (options.relaxed && compiled.relaxed) {
    // One term relaxes only to add its kind's products of the asked size: the term's own products stay first.
    const full = compiled.terms.length === 1 ? ONE_TERM_FULL_MATCH : 200;
    step("every term (relaxed query)", () => addWhere(slots, scores, evaluator.slots(compiled.required), full));
    // Among partial matches, the kind of product the full matches are comes first.
    const kinds = fullMatchKinds(index, input);
    if (kinds)
      step("kind of the full matches", () => {
        for (let i = 0; i < slots.length; i += 1) if (kinds[categoryOf[slots[i]!]!]) scores[i]! += SAME_KIND;
      });
  }
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
    step(`term ${t + 1}`, () => {
      for (let i = 0; i < slots.length; i += 1) scores[i]! += level[i]!;
    });
    // A trade's whole range asked for by its word ("roofing", "plastering bits"): its everyday kinds (tiles, felt and
    // membranes; brushes, rollers and dust sheets) come before the kinds merely named after it (roofing battens).
    const everyday = term.everydayInName;
    if (everyday)
      step(`term ${t + 1}: an everyday kind of the trade`, () =>
        addWhere(slots, scores, evaluator.slots(everyday), EVERYDAY_KIND),
      );
    // When not every term matches, the kind asked for outweighs a maker's or line's name: a partial match that is
    // the named kind in its name ("gyplar aquashed moisture resistant plasterboard" → another maker's moisture
    // resistant board) ranks above the maker's other products, which match only its name.
    if (options.relaxed && compiled.relaxed && term.kind)
      step(`term ${t + 1} names the kind asked for (relaxed query)`, () => {
        for (let i = 0; i < slots.length; i += 1) if (level[i]! >= LEVEL.synonymInName) scores[i]! += KIND_IN_NAME;
      });
  });
  // Adjacent query words standing together in the name: "bonding plaster", "roof tile", "slate grey". Checked on
  // the matches that hold both terms in the name only.
  for (let t = 0; t + 1 < compiled.terms.length; t += 1) {
    const left = edgeLexeme(compiled.terms[t]!.typedInName, "last");
    const right = edgeLexeme(compiled.terms[t + 1]!.typedInName, "first");
    if (!left || !right) continue;
    const both = intersect(
      slots,
      intersect(evaluator.slots(compiled.terms[t]!.typedInName), evaluator.slots(compiled.terms[t + 1]!.typedInName)),
    );
    const together = adjacentInName(both, index.lexemes.get(left.lexeme), index.lexemes.get(right.lexeme), WEIGHT_A);
    if (together)
      step(`terms ${t + 1} and ${t + 2} together in the name`, () =>
        addWhere(
          slots,
          scores,
          both.filter((_, i) => together[i] === 1),
          ADJACENT_IN_NAME,
        ),
      );
  }
  if (compiled.terms.length > 0) {
    const named = namedCategories(index, categoryTexts, compiled.anyTerm);
    step("names the product's category", () => {
      for (let i = 0; i < slots.length; i += 1) if (named[categoryOf[slots[i]!]!]) scores[i]! += 50;
    });
  }
  step("no other kind of product than asked", () =>
    addOnlyWhatWasAsked(categoryTexts, input, slots, scores, categoryOf),
  );
  compiled.soft.forEach((context, c) => {
    const use = context !== null && onlyGroupTokens(context, GROUP_PREFIX);
    step(use ? `context ${c + 1}: a use the use-word table knows` : `context ${c + 1}`, () =>
      addWhere(slots, scores, evaluator.slots(context), use ? USE_IN_CONTEXT : 80),
    );
  });
  // A job's products in the order they are bought: its main material first, under one more context word.
  if (compiled.lead)
    step("a job's main material", () => addWhere(slots, scores, evaluator.slots(compiled.lead!), LEAD_MATERIAL));
  // A length typed apart from a section ("47 x 75 timber 2.4") says how long the section is cut: the section is
  // the product, so the section in another length ranks above another section in that length.
  const section = input.sizes.some((size) => size.tokens[0]!.includes("x"));
  input.sizes.forEach((size) => {
    const exact = size.tokens.slice(0, size.exact ?? 1);
    const level = new Int32Array(slots.length);
    const cut = section && isLength(size) ? LENGTH_BESIDE_SECTION : 1;
    if (size.tokens.length > exact.length) raiseWhere(slots, level, sizeSlots(index, size.tokens), 200 * cut);
    raiseWhere(slots, level, sizeSlots(index, exact), 300 * cut);
    if (size.thickness) raiseWhere(slots, level, sizeSlots(index, [size.thickness]), 305);
    step(`size ${size.label}`, () => {
      for (let i = 0; i < slots.length; i += 1) scores[i]! += level[i]!;
    });
  });
  return scores;
}

/** A single measure of a metre or more: a stock length (a sheet's side is typed with the other side). */
function isLength(size: SizeConstraint): boolean {
  const mm = /^(\d+(?:\.\d+)?)mm$/.exec(size.tokens[0]!)?.[1];
  return mm !== undefined && Number(mm) >= 1000;
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
export const LEVEL = {
  anywhere: 5,
  category: 30,
  brandOrTitles: 50,
  synonymInName: 70,
  wordsInName: 85,
  typedInName: 100,
} as const;
const ADJACENT_IN_NAME = 25;
/** Over a typed word's lead over a synonym (1 − 0.7): the trade's everyday kind before a kind named after it. */
const EVERYDAY_KIND = 40;
const SAME_KIND = 40;
/** A length beside a section counts half a size: under the section's +3, over nothing. */
const LENGTH_BESIDE_SECTION = 0.5;
/** Above a maker's word typed in the name over the kind's synonym (1 − 0.7) and its kind's +0.4; under a full match's +2. */
const KIND_IN_NAME = 90;
/** Above any sizes an alternative of the same kind could add (+3 each). */
const ONE_TERM_FULL_MATCH = 1000;
/** Above a literal match's lead over a synonym's plus a named category (1 − 0.7 + 0.5): the use decides. */
const USE_IN_CONTEXT = 150;
/** A job's main material over its other kinds (use-words.ts leadOf), under a context word's +0.8. */
const LEAD_MATERIAL = 25;
const GROUP_PREFIX = groupToken("");

function sortedCopy(values: readonly number[]): Int32Array {
  return Int32Array.from(values).sort();
}

/** Adds `points` to each of `slots` also in `members` (both ascending); galloping, so the shorter list sets the cost. */
export function addWhere(slots: Int32Array, scores: Int32Array, members: Int32Array, points: number): void {
  if (members.length < slots.length) {
    let i = 0;
    for (let m = 0; m < members.length && i < slots.length; m += 1) {
      i = seek(slots, i, members[m]!);
      if (slots[i] === members[m]) scores[i]! += points;
    }
  } else {
    let j = 0;
    for (let i = 0; i < slots.length && j < members.length; i += 1) {
      j = seek(members, j, slots[i]!);
      if (members[j] === slots[i]) scores[i]! += points;
    }
  }
}

/** Raises `level` to `points` for each of `slots` also in `members`, as addWhere walks them. */
function raiseWhere(slots: Int32Array, level: Int32Array, members: Int32Array, points: number): void {
  if (members.length < slots.length) {
    let i = 0;
    for (let m = 0; m < members.length && i < slots.length; m += 1) {
      i = seek(slots, i, members[m]!);
      if (slots[i] === members[m] && level[i]! < points) level[i] = points;
    }
  } else {
    let j = 0;
    for (let i = 0; i < slots.length && j < members.length; i += 1) {
      j = seek(members, j, slots[i]!);
      if (members[j] === slots[i] && level[i]! < points) level[i] = points;
    }
  }
}
