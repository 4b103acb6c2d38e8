import type { PostingList } from "./posting-list.ts";
import type { QueryNode } from "./text-search-values.ts";

/** What a query tree is evaluated against: lexeme postings in slot order, and how many slots there are. */
export interface PostingSource {
  readonly lexemes: ReadonlyMap<string, PostingList>;
  readonly slotCount: number;
}

const EMPTY = new Int32Array(0);

/**
 * The slots (ascending, dead ones included: callers drop them) whose document matches a tsquery tree, with
 * PostgreSQL's `@@` semantics for what the engine's expressions use: weights, AND, OR, NOT and phrases
 * (`<->`, `<N>`: the right operand exactly N positions after the left).
 */
export function matchingSlots(source: PostingSource, node: QueryNode | null): Int32Array {
  if (!node) return EMPTY;
  switch (node.kind) {
    case "lexeme":
      return lexemeSlots(source, node.lexeme, node.weights, node.prefix);
    case "and":
      return intersect(matchingSlots(source, node.left), matchingSlots(source, node.right));
    case "or":
      return union(matchingSlots(source, node.left), matchingSlots(source, node.right));
    case "not":
      return complement(matchingSlots(source, node.operand), source.slotCount);
    case "phrase": {
      const both = intersect(matchingSlots(source, node.left), matchingSlots(source, node.right));
      const out = new Int32Array(both.length);
      let n = 0;
      for (const slot of both) if (phrasePositions(source, node, slot).length > 0) out[n++] = slot;
      return out.subarray(0, n);
    }
  }
}

function postingsFor(source: PostingSource, lexeme: string, prefix: boolean): PostingList[] {
  if (!prefix) {
    const list = source.lexemes.get(lexeme);
    return list ? [list] : [];
  }
  // Risk: a prefix scans every lexeme; the engine's own queries never use one (suggestions are a SQL prefix search).
  const out: PostingList[] = [];
  for (const [key, list] of source.lexemes) if (key.startsWith(lexeme)) out.push(list);
  return out;
}

function lexemeSlots(source: PostingSource, lexeme: string, weights: number, prefix: boolean): Int32Array {
  let result: Int32Array = EMPTY;
  for (const list of postingsFor(source, lexeme, prefix)) {
    const slots = list.slots.data;
    let own: Int32Array;
    if (weights === 0) own = slots.slice(0, list.size);
    else {
      own = new Int32Array(list.size);
      let n = 0;
      const masks = list.masks.data;
      for (let e = 0; e < list.size; e += 1) if (masks[e]! & weights) own[n++] = slots[e]!;
      own = own.subarray(0, n);
    }
    result = result.length === 0 ? own : union(result, own);
  }
  return result;
}

/** Where a (sub)query matches inside one document: the positions its last word stands at. */
function phrasePositions(source: PostingSource, node: QueryNode, slot: number): number[] {
  switch (node.kind) {
    case "lexeme": {
      const out: number[] = [];
      for (const list of postingsFor(source, node.lexeme, node.prefix)) {
        const entry = list.find(slot);
        if (entry >= 0) out.push(...list.positionsOf(entry, node.weights));
      }
      return out;
    }
    case "or":
      return [...phrasePositions(source, node.left, slot), ...phrasePositions(source, node.right, slot)];
    case "and": {
      const left = phrasePositions(source, node.left, slot);
      const right = phrasePositions(source, node.right, slot);
      return left.length > 0 && right.length > 0 ? [...left, ...right] : [];
    }
    // Never built by the engine inside a phrase; a negation has no position to chain from.
    case "not":
      return [];
    case "phrase": {
      const left = new Set(phrasePositions(source, node.left, slot));
      if (left.size === 0) return [];
      return phrasePositions(source, node.right, slot).filter((p) => left.has(p - node.distance));
    }
  }
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
