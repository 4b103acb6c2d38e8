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

  add(slot: number, encodedPositions: readonly number[]): void {
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

  /** The entry for a slot, or -1 (binary search over the ordered slots). */
  find(slot: number): number {
    const slots = this.slots.data;
    let lo = 0;
    let hi = this.slots.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const s = slots[mid]!;
      if (s === slot) return mid;
      if (s < slot) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** Positions (position number, not encoded) of an entry with one of `weights` (0 = any). */
  positionsOf(entry: number, weights: number): number[] {
    const from = this.starts.data[entry]!;
    const to = entry + 1 < this.starts.length ? this.starts.data[entry + 1]! : this.positions.length;
    const out: number[] = [];
    for (let i = from; i < to; i += 1) {
      const p = this.positions.data[i]!;
      if (weights === 0 || weights & (1 << (p & 3))) out.push(p >> 2);
    }
    return out;
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
