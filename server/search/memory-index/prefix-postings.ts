import { LRUCache } from "lru-cache";
import type { PostingSource } from "./evaluate-query.ts";
import type { GrowableInt32 } from "./growable.ts";
import { PostingList } from "./posting-list.ts";
import type { SearchIndex } from "./search-index.ts";
import type { QueryNode } from "./text-search-values.ts";

/**
 * Merged entries kept, in all: about 12 bytes each with the evaluator's weighted copies, so ≤ ~50 MB. The costly
 * prefixes are the short ones, and there are few of those: the 100k bench catalogue's 1,583 palette keystrokes
 * need 222 merged lists of 3.6M postings in all, most of them in the 86 lists over 10k.
 */
const MAX_CACHED_ENTRIES = 4_000_000;

/**
 * The palette's view of the index (suggest-names.ts): every lexeme starting with a prefix comes back as ONE list,
 * merged once and kept. The evaluator would otherwise union the lists one by one, each union copying the result so
 * far: a one-letter last word ("9mm p") has thousands of lexemes and cost tens of milliseconds per keystroke.
 * The merged list has slots and weight masks only, no positions, so it serves expressions without phrases alone
 * (`hasPhrase`); the palette's expressions are AND chains of single lexemes.
 * Risk: the cache belongs to one state of the index. The caller makes a new view whenever the index may have
 * changed (a new catalogue version), and checks the version its answer was read at.
 */
export class PrefixPostings implements PostingSource {
  private readonly merged = new LRUCache<string, PostingList>({
    maxSize: MAX_CACHED_ENTRIES,
    sizeCalculation: (list) => Math.max(1, list.size),
  });

  constructor(private readonly index: SearchIndex) {}

  get lexemes(): ReadonlyMap<string, PostingList> {
    return this.index.lexemes;
  }

  get slotCount(): number {
    return this.index.slotCount;
  }

  lexemesStartingWith(prefix: string): PostingList[] {
    const known = this.merged.get(prefix);
    if (known) return [known];
    const lists = this.index.lexemesStartingWith(prefix);
    if (lists.length <= 1) return lists;
    const list = mergeLists(lists, this.index.slotCount);
    this.merged.set(prefix, list);
    return [list];
  }
}

/** One list in slot order holding every slot of `lists`, each with the union of its weight masks. */
export function mergeLists(lists: readonly PostingList[], slotCount: number): PostingList {
  const masks = new Int32Array(slotCount);
  const touched: number[] = [];
  for (const list of lists) {
    const slots = list.slots.data;
    const own = list.masks.data;
    for (let e = 0; e < list.size; e += 1) {
      const slot = slots[e]!;
      const mask = masks[slot]!;
      if (mask === 0) touched.push(slot);
      masks[slot] = mask | own[e]!;
    }
  }
  // Few slots: sort those; many: one pass over every slot is cheaper than sorting them.
  let slots: Int32Array;
  if (touched.length * 16 < slotCount) slots = Int32Array.from(touched).sort();
  else {
    slots = new Int32Array(touched.length);
    let n = 0;
    for (let slot = 0; slot < slotCount; slot += 1) if (masks[slot] !== 0) slots[n++] = slot;
  }
  const out = new PostingList();
  fill(out.slots, slots);
  fill(
    out.masks,
    slots.map((slot) => masks[slot]!),
  );
  fill(out.starts, noPositions(slots.length));
  return out;
}

let zeros = new Int32Array(1024);

/** Every entry's positions start at 0 in an empty list: one shared zero-filled array, never written to. */
function noPositions(entries: number): Int32Array {
  if (zeros.length < entries) zeros = new Int32Array(Math.max(entries, zeros.length * 2));
  return zeros.subarray(0, entries);
}

function fill(target: GrowableInt32, values: Int32Array): void {
  target.data = values;
  target.length = values.length;
}

/** True when a tree needs positions (a phrase), which merged lists do not keep. */
export function hasPhrase(node: QueryNode | null): boolean {
  if (!node) return false;
  switch (node.kind) {
    case "lexeme":
      return false;
    case "phrase":
      return true;
    case "not":
      return hasPhrase(node.operand);
    default:
      return hasPhrase(node.left) || hasPhrase(node.right);
  }
}
