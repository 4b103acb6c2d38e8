import { GrowableInt32 } from "./growable.ts";

/**
 * The documents that hold one lexeme, in slot order (slots only ever grow, so appending keeps the order),
 * with the weights it has in each (a bit per weight code) and, for phrase matching, its encoded positions.
 */
export class PostingList {
  readonly slots = new GrowableInt32(2);
  readonly masks = new GrowableInt32(2);
  /** Start of each entry's positions in `positions`; the next entry's start (or the length) ends it. */
  readonly starts = new GrowableInt32(2);
  readonly positions = new GrowableInt32(2);

  /** Moves on every change, so sets derived from the list (evaluate-query.ts) know when they are stale. */
  version = 0;

  add(slot: number, encodedPositions: readonly number[]): void {
    this.version += 1;
    let mask = 0;
    for (const p of encodedPositions) mask |= 1 << (p & 3);
    // A lexeme without positions (a stripped vector) counts as weight D, as PostgreSQL counts it.
    this.slots.push(slot);
    this.masks.push(mask === 0 ? 1 : mask);
    this.starts.push(this.positions.length);
    for (const p of encodedPositions) this.positions.push(p);
  }

  get size(): number {
    return this.slots.length;
  }

  /** A copy keeping only live slots, renumbered by `renumber` (which must keep their order). */
  compacted(renumber: Int32Array): PostingList {
    const out = new PostingList();
    for (let e = 0; e < this.slots.length; e += 1) {
      const next = renumber[this.slots.data[e]!]!;
      if (next < 0) continue;
      out.slots.push(next);
      out.masks.push(this.masks.data[e]!);
      out.starts.push(out.positions.length);
      const from = this.starts.data[e]!;
      const to = e + 1 < this.starts.length ? this.starts.data[e + 1]! : this.positions.length;
      for (let i = from; i < to; i += 1) out.positions.push(this.positions.data[i]!);
    }
    return out;
  }
}
