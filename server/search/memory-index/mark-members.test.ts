import { describe, expect, it } from "vitest";
import { adjacentInName, markMembers, seek } from "./mark-members.ts";
import { PostingList } from "./posting-list.ts";
import { WEIGHT_A } from "./text-search-values.ts";

const ints = (...values: number[]) => Int32Array.from(values);
/** Encoded positions as the index keeps them: position << 2 | weight code. */
const at = (position: number, weight = WEIGHT_A) => (position << 2) | weight;

describe("markMembers", () => {
  it("marks the entries of slots that members also hold, whichever list is shorter", () => {
    const slots = ints(2, 5, 9, 14, 20);
    const few = new Uint8Array(slots.length);
    markMembers(slots, ints(5, 20, 21), few);
    expect([...few]).toEqual([0, 1, 0, 0, 1]);
    const many = new Uint8Array(slots.length);
    markMembers(slots, ints(0, 1, 2, 3, 4, 6, 9, 10, 11, 12, 13, 15, 30), many);
    expect([...many]).toEqual([1, 0, 1, 0, 0]);
  });
});

describe("seek", () => {
  it("finds the first index at or after from whose value is not below the target", () => {
    const list = ints(1, 3, 5, 7, 9, 11, 13);
    expect(seek(list, 0, 7)).toBe(3);
    expect(seek(list, 0, 8)).toBe(4);
    expect(seek(list, 4, 2)).toBe(4);
    expect(seek(list, 0, 99)).toBe(list.length);
  });
});

describe("adjacentInName", () => {
  it("marks the candidates whose name has the left word right before the right word", () => {
    const bonding = new PostingList();
    const plaster = new PostingList();
    // Slot 1: "bonding plaster"; slot 2: "bonding undercoat plaster"; slot 3: adjacent only in a title (B).
    bonding.add(1, [at(1)]);
    plaster.add(1, [at(2)]);
    bonding.add(2, [at(1)]);
    plaster.add(2, [at(3)]);
    bonding.add(3, [at(4, 2)]);
    plaster.add(3, [at(5, 2)]);
    expect([...(adjacentInName(ints(1, 2, 3), bonding, plaster, WEIGHT_A) ?? [])]).toEqual([1, 0, 0]);
    expect(adjacentInName(ints(2, 3), bonding, plaster, WEIGHT_A)).toBeNull();
    expect(adjacentInName(ints(1), bonding, undefined, WEIGHT_A)).toBeNull();
  });

  it("with within, also marks the right word up to that many places after the left, never before it", () => {
    const plaster = new PostingList();
    const bead = new PostingList();
    // Slot 1: "plaster bead"; slot 2: "plaster stop bead"; slot 3: "plaster stop end bead"; slot 4: "bead plaster".
    for (const [slot, right] of [
      [1, 2],
      [2, 3],
      [3, 4],
    ] as const) {
      plaster.add(slot, [at(1)]);
      bead.add(slot, [at(right)]);
    }
    plaster.add(4, [at(2)]);
    bead.add(4, [at(1)]);
    expect([...(adjacentInName(ints(1, 2, 3, 4), plaster, bead, WEIGHT_A, 2) ?? [])]).toEqual([1, 1, 0, 0]);
    expect([...(adjacentInName(ints(1, 2, 3, 4), plaster, bead, WEIGHT_A) ?? [])]).toEqual([1, 0, 0, 0]);
  });
});
