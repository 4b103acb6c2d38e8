import type { PostingList } from "./posting-list.ts";

/**
 * Sets `marks[i]` for each `slots[i]` that is also in `members` (both ascending). Walks the shorter list and
 * gallops through the longer, so a rare kind against many matches, or few matches against a common word,
 * costs the shorter length (times a log), not both.
 */
export function markMembers(slots: Int32Array, members: Int32Array, marks: Uint8Array): void {
  if (slots.length === 0 || members.length === 0) return;
  if (members.length < slots.length) {
    let i = 0;
    for (let m = 0; m < members.length && i < slots.length; m += 1) {
      i = seek(slots, i, members[m]!);
      if (slots[i] === members[m]) marks[i] = 1;
    }
  } else {
    let j = 0;
    for (let i = 0; i < slots.length && j < members.length; i += 1) {
      j = seek(members, j, slots[i]!);
      if (members[j] === slots[i]) marks[i] = 1;
    }
  }
}

/**
 * The entries of `slots` (ascending) whose document has `left` immediately followed by `right` at weight A
 * in `list`s' positions (or up to `within` positions after it): adjacency checked only where it can matter (the
 * candidates), never over whole lists.
 */
export function adjacentInName(
  slots: Int32Array,
  left: PostingList | undefined,
  right: PostingList | undefined,
  weightA: number,
  within = 1,
): Uint8Array | null {
  if (!left || !right || slots.length === 0) return null;
  const marks = new Uint8Array(slots.length);
  const ls = left.slots.data.subarray(0, left.size);
  const rs = right.slots.data.subarray(0, right.size);
  let a = 0;
  let b = 0;
  let any = false;
  for (let i = 0; i < slots.length; i += 1) {
    const slot = slots[i]!;
    a = seek(ls, a, slot);
    if (a >= ls.length) break;
    if (ls[a] !== slot) continue;
    b = seek(rs, b, slot);
    if (b >= rs.length) break;
    if (rs[b] !== slot) continue;
    if (followsAt(left, a, right, b, weightA, within)) {
      marks[i] = 1;
      any = true;
    }
  }
  return any ? marks : null;
}

function followsAt(
  left: PostingList,
  a: number,
  right: PostingList,
  b: number,
  weight: number,
  within: number,
): boolean {
  const lp = left.positions.data;
  const rp = right.positions.data;
  const lEnd = a + 1 < left.size ? left.starts.data[a + 1]! : left.positions.length;
  const rEnd = b + 1 < right.size ? right.starts.data[b + 1]! : right.positions.length;
  for (let u = left.starts.data[a]!; u < lEnd; u += 1) {
    if ((lp[u]! & 3) !== weight) continue;
    const at = lp[u]! >> 2;
    for (let v = right.starts.data[b]!; v < rEnd; v += 1) {
      const gap = (rp[v]! >> 2) - at;
      if ((rp[v]! & 3) === weight && gap >= 1 && gap <= within) return true;
    }
  }
  return false;
}

/** The first index ≥ from whose value is ≥ target (galloping, then binary search). */
export function seek(list: Int32Array, from: number, target: number): number {
  if (from >= list.length || list[from]! >= target) return from;
  let step = 1;
  while (from + step < list.length && list[from + step]! < target) step *= 2;
  let lo = from + (step >> 1);
  let hi = Math.min(from + step, list.length);
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
