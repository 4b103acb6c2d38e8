import type { PostingList } from "./posting-list.ts";
import { sharedOrSlots, sharedPhrase } from "./term-sets.ts";
import { nodeKey } from "./node-key.ts";
import type { QueryNode } from "./text-search-values.ts";

/** What a query tree is evaluated against: lexeme postings in slot order, and how many slots there are. */
export interface PostingSource {
  readonly lexemes: ReadonlyMap<string, PostingList>;
  readonly slotCount: number;
  /** The lists of every lexeme starting with a prefix; without it, a prefix scans every lexeme. */
  lexemesStartingWith?(prefix: string): PostingList[];
}

const EMPTY = new Int32Array(0);

/**
 * The slots (ascending, dead ones included: callers drop them) whose document matches a tsquery tree, with
 * PostgreSQL's `@@` semantics for what the engine's expressions use: weights, AND, OR, NOT and phrases
 * (`<->`, `<N>`: the right operand exactly N positions after the left). One evaluator serves one search:
 * a subtree asked for again (the relaxed query repeats every term; scoring asks for each term by weight)
 * is answered from its memo.
 */
export class QueryEvaluator {
  private readonly memo = new Map<string, Int32Array>();
  private readonly positionalMemo = new Map<string, PositionalSet>();
  constructor(readonly source: PostingSource) {}

  slots(node: QueryNode | null): Int32Array {
    if (!node) return EMPTY;
    const key = nodeKey(node);
    let out = this.memo.get(key);
    if (!out) {
      out = this.evaluate(node);
      this.memo.set(key, out);
    }
    return out;
  }

  private evaluate(node: QueryNode): Int32Array {
    switch (node.kind) {
      case "lexeme": {
        let result: Int32Array = EMPTY;
        for (const list of postingsFor(this.source, node.lexeme, node.prefix)) {
          result = union(result, lexemeSlots(list, node.weights));
        }
        return result;
      }
      case "and":
        return intersect(this.slots(node.left), this.slots(node.right));
      case "or":
        return sharedOrSlots(this.source, node, () => union(this.slots(node.left), this.slots(node.right)));
      case "not":
        return complement(this.slots(node.operand), this.source.slotCount);
      case "phrase":
        return this.positional(node).slots;
    }
  }

  /** Phrase matching by walking position lists in slot order; see chainPositional. */
  private positional(node: QueryNode): PositionalSet {
    const key = nodeKey(node);
    const known = this.positionalMemo.get(key);
    if (known) return known;
    let out: PositionalSet;
    switch (node.kind) {
      case "lexeme":
        out = NO_POSITIONS;
        for (const list of postingsFor(this.source, node.lexeme, node.prefix)) {
          out = mergePositional(out, lexemePositional(list, node.weights), "either");
        }
        break;
      case "or":
        out = mergePositional(this.positional(node.left), this.positional(node.right), "either");
        break;
      case "and":
        out = mergePositional(this.positional(node.left), this.positional(node.right), "both");
        break;
      // Never built by the engine inside a phrase; a negation has no position to chain from.
      case "not":
        out = NO_POSITIONS;
        break;
      case "phrase":
        out = sharedPhrase(
          this.source,
          node,
          () => chainPositional(this.positional(node.left), this.positional(node.right), node.distance),
          (set) => set.slots.length + set.positions.length,
        );
    }
    this.positionalMemo.set(key, out);
    return out;
  }
}

/** For one-off questions (tests, category texts): a fresh evaluator. */
export function matchingSlots(source: PostingSource, node: QueryNode | null): Int32Array {
  return new QueryEvaluator(source).slots(node);
}

/** Matching slots (ascending) with, per slot, the ascending positions the (sub)query ends at. */
interface PositionalSet {
  slots: Int32Array;
  /** positions[starts[i] .. starts[i + 1]) belong to slots[i]; starts has one more entry than slots. */
  starts: Int32Array;
  positions: Int32Array;
}

const NO_POSITIONS: PositionalSet = { slots: EMPTY, starts: new Int32Array(1), positions: EMPTY };

/**
 * Weight-filtered views of a posting list, kept with the list until it changes: a common word's slots or
 * positions are derived once per index change, not once per search.
 */
const derived = new WeakMap<
  PostingList,
  { version: number; slots: Map<number, Int32Array>; positional: Map<number, PositionalSet> }
>();

function derivedFor(list: PostingList) {
  let entry = derived.get(list);
  if (!entry || entry.version !== list.version) {
    entry = { version: list.version, slots: new Map(), positional: new Map() };
    derived.set(list, entry);
  }
  return entry;
}

function lexemePositional(list: PostingList, weights: number): PositionalSet {
  const cache = derivedFor(list);
  const known = cache.positional.get(weights);
  if (known) return known;
  const made = buildLexemePositional(list, weights);
  cache.positional.set(weights, made);
  return made;
}

function buildLexemePositional(list: PostingList, weights: number): PositionalSet {
  const slots = new Int32Array(list.size);
  const starts = new Int32Array(list.size + 1);
  const positions = new Int32Array(list.positions.length);
  let n = 0;
  let p = 0;
  const data = list.positions.data;
  for (let e = 0; e < list.size; e += 1) {
    const from = list.starts.data[e]!;
    const to = e + 1 < list.size ? list.starts.data[e + 1]! : list.positions.length;
    const begin = p;
    for (let i = from; i < to; i += 1) {
      const encoded = data[i]!;
      if (weights === 0 || weights & (1 << (encoded & 3))) positions[p++] = encoded >> 2;
    }
    if (p > begin) {
      slots[n] = list.slots.data[e]!;
      starts[n] = begin;
      n += 1;
    }
  }
  starts[n] = p;
  return { slots: slots.subarray(0, n), starts: starts.subarray(0, n + 1), positions: positions.subarray(0, p) };
}

/** OR ("either") or AND ("both") of two positional sets; a slot's positions are the sorted union. */
function mergePositional(a: PositionalSet, b: PositionalSet, mode: "either" | "both"): PositionalSet {
  if (mode === "either" && a.slots.length === 0) return b;
  if (mode === "either" && b.slots.length === 0) return a;
  const slots = new Int32Array(a.slots.length + b.slots.length);
  const starts = new Int32Array(slots.length + 1);
  const positions = new Int32Array(a.positions.length + b.positions.length);
  let n = 0;
  let p = 0;
  let i = 0;
  let j = 0;
  const copy = (set: PositionalSet, k: number) => {
    for (let x = set.starts[k]!; x < set.starts[k + 1]!; x += 1) positions[p++] = set.positions[x]!;
  };
  while (i < a.slots.length || j < b.slots.length) {
    const x = i < a.slots.length ? a.slots[i]! : Infinity;
    const y = j < b.slots.length ? b.slots[j]! : Infinity;
    if (x === y) {
      slots[n] = x;
      starts[n++] = p;
      let u = a.starts[i]!;
      let v = b.starts[j]!;
      const uEnd = a.starts[i + 1]!;
      const vEnd = b.starts[j + 1]!;
      while (u < uEnd || v < vEnd) {
        const pu = u < uEnd ? a.positions[u]! : Infinity;
        const pv = v < vEnd ? b.positions[v]! : Infinity;
        positions[p++] = Math.min(pu, pv);
        if (pu <= pv) u += 1;
        if (pv <= pu) v += 1;
      }
      i += 1;
      j += 1;
    } else if (x < y) {
      if (mode === "either") {
        slots[n] = x;
        starts[n++] = p;
        copy(a, i);
      }
      i += 1;
    } else {
      if (mode === "either") {
        slots[n] = y;
        starts[n++] = p;
        copy(b, j);
      }
      j += 1;
    }
  }
  starts[n] = p;
  return { slots: slots.subarray(0, n), starts: starts.subarray(0, n + 1), positions: positions.subarray(0, p) };
}

/** `left <distance> right`: the right's positions that stand exactly `distance` after one of the left's. */
function chainPositional(left: PositionalSet, right: PositionalSet, distance: number): PositionalSet {
  const slots = new Int32Array(Math.min(left.slots.length, right.slots.length));
  const starts = new Int32Array(slots.length + 1);
  const positions = new Int32Array(right.positions.length);
  let n = 0;
  let p = 0;
  let i = 0;
  let j = 0;
  while (i < left.slots.length && j < right.slots.length) {
    const x = left.slots[i]!;
    const y = right.slots[j]!;
    if (x < y) i += 1;
    else if (y < x) j += 1;
    else {
      const begin = p;
      let u = left.starts[i]!;
      const uEnd = left.starts[i + 1]!;
      for (let v = right.starts[j]!; v < right.starts[j + 1]!; v += 1) {
        const want = right.positions[v]! - distance;
        while (u < uEnd && left.positions[u]! < want) u += 1;
        if (u < uEnd && left.positions[u] === want) positions[p++] = right.positions[v]!;
      }
      if (p > begin) {
        slots[n] = x;
        starts[n++] = begin;
      }
      i += 1;
      j += 1;
    }
  }
  starts[n] = p;
  return { slots: slots.subarray(0, n), starts: starts.subarray(0, n + 1), positions: positions.subarray(0, p) };
}

function postingsFor(source: PostingSource, lexeme: string, prefix: boolean): PostingList[] {
  if (!prefix) {
    const list = source.lexemes.get(lexeme);
    return list ? [list] : [];
  }
  if (source.lexemesStartingWith) return source.lexemesStartingWith(lexeme);
  const out: PostingList[] = [];
  for (const [key, list] of source.lexemes) if (key.startsWith(lexeme)) out.push(list);
  return out;
}

function lexemeSlots(list: PostingList, weights: number): Int32Array {
  const cache = derivedFor(list);
  const known = cache.slots.get(weights);
  if (known) return known;
  let own: Int32Array;
  if (weights === 0) own = list.slots.data.slice(0, list.size);
  else {
    own = new Int32Array(list.size);
    let n = 0;
    const masks = list.masks.data;
    const slots = list.slots.data;
    for (let e = 0; e < list.size; e += 1) if (masks[e]! & weights) own[n++] = slots[e]!;
    own = own.slice(0, n);
  }
  cache.slots.set(weights, own);
  return own;
}

export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length === 0 || b.length === 0) return EMPTY;
  if (a.length > b.length) [a, b] = [b, a];
  const out = new Int32Array(a.length);
  let n = 0;
  let j = 0;
  for (let i = 0; i < a.length; i += 1) {
    const v = a[i]!;
    // Gallop through the longer list: a rare word against a common one costs the rare one's length.
    let step = 1;
    while (j + step < b.length && b[j + step]! < v) step *= 2;
    let lo = j;
    let hi = Math.min(j + step, b.length - 1);
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (b[mid]! < v) lo = mid + 1;
      else hi = mid;
    }
    j = lo;
    if (j >= b.length) break;
    if (b[j] === v) out[n++] = v;
  }
  return out.subarray(0, n);
}

export function union(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x < y) {
      out[n++] = x;
      i += 1;
    } else if (y < x) {
      out[n++] = y;
      j += 1;
    } else {
      out[n++] = x;
      i += 1;
      j += 1;
    }
  }
  while (i < a.length) out[n++] = a[i++]!;
  while (j < b.length) out[n++] = b[j++]!;
  return out.subarray(0, n);
}

function complement(a: Int32Array, slotCount: number): Int32Array {
  const out = new Int32Array(slotCount - a.length);
  let n = 0;
  let j = 0;
  for (let s = 0; s < slotCount; s += 1) {
    if (j < a.length && a[j] === s) j += 1;
    else out[n++] = s;
  }
  return out.subarray(0, n);
}
