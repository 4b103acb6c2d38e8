import { intersect, union, type QueryEvaluator } from "./evaluate-query.ts";
import { conjuncts } from "./query-shapes.ts";
import type { RankInput } from "./rank-documents.ts";
import type { SearchIndex } from "./search-index.ts";
import type { QueryNode } from "./text-search-values.ts";

/**
 * The relaxed query's matches. Two terms: the last one alone (build-text-queries.ts). Three or more: every
 * product that matches most of the terms (all but a third of them, at least one missing allowed), so a query
 * that spells out one product ("maker line colour size") still finds that line's other colours and sizes after
 * it; the score puts the products matching more terms first.
 */
export function relaxedSlots(index: SearchIndex, input: RankInput): Int32Array {
  const { compiled, evaluator } = input;
  const parts = conjuncts(compiled.required);
  // A list of kinds ("bricks, blocks and lintels") relaxes to any one of them (build-text-queries.ts anyOf).
  const whole = parts.length < 3 || compiled.anyOf === true;
  let most = whole ? evaluator.slots(compiled.relaxed ?? compiled.required) : mostTerms(evaluator, parts);
  // From nothing, a section the query states ("roof window 78 x 98") is what is left of its meaning: a relaxed
  // match must have it (or a near size), or a lone word ("window") would find any window board. Not when only a pack
  // word was left out (build-text-queries.ts packLeftOut): the kind kept is the query, its other sizes rank after.
  if (fullMatchKinds(index, input) === null && !compiled.packLeftOut)
    for (const size of input.sizes)
      if (!size.bare && size.tokens[0]!.includes("x")) most = intersect(most, sizeSlots(index, size.tokens));
  // From nothing, two terms relax to the last alone (build-text-queries.ts); a size typed with them ("40mm waste
  // fittings") says which product as much as that word does: a product of exactly that size with the first word
  // matches too (it scores the size and the word).
  if (parts.length === 2 && fullMatchKinds(index, input) === null)
    most = union(most, sizedWithTerm(index, input, parts[0]!));
  return union(most, sameKind(index, input, parts));
}

/** Products of exactly a typed (not bare) size, any of them, that match the term's part. */
function sizedWithTerm(index: SearchIndex, input: RankInput, part: QueryNode): Int32Array {
  const sizes = input.sizes.filter((s) => !s.bare);
  if (sizes.length === 0) return new Int32Array(0);
  let sized: Int32Array = new Int32Array(0);
  for (const size of sizes) sized = union(sized, sizeSlots(index, size.tokens.slice(0, size.exact ?? 1)));
  return intersect(sized, input.evaluator.slots(part));
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
export function fullMatchKinds(index: SearchIndex, input: RankInput): Uint8Array | null {
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

export function sizeSlots(index: SearchIndex, tokens: readonly string[]): Int32Array {
  let out: Int32Array = new Int32Array(0);
  for (const token of tokens) {
    const list = index.sizes.get(token);
    if (list) out = union(out, list.data.subarray(0, list.length));
  }
  return out;
}
