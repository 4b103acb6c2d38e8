import { describe, expect, it } from "vitest";
import { refinementWords } from "./refinement-words.ts";

const NONE = new Set<string>();

describe("refinementWords", () => {
  it("suggests words some results use but not all, most used first", () => {
    const names = [
      "Gyproc Tapered Edge Plasterboard",
      "Gyproc Square Edge Plasterboard",
      "Knauf Tapered Edge Plasterboard",
      "Gyproc Moisture Resistant Plasterboard",
    ];
    expect(refinementWords(names, new Set(["plasterboard"]))).toEqual(["edge", "gyproc", "tapered"]);
  });

  it("orders words used equally often alphabetically", () => {
    expect(
      refinementWords(["Red Facing Brick", "Blue Facing Brick", "Red Common Brick", "Blue Common Brick"], NONE),
    ).toEqual(["blue", "common", "facing"]);
  });

  it("skips searched words, short words, words with digits and packaging words", () => {
    const names = ["Sharp Sand 25kg Bulk Bag Premium", "Sharp Sand 25kg Bulk Bag Premium", "Sharp Sand Tonne Loose"];
    expect(refinementWords(names, new Set(["sharp"]))).toEqual([]);
  });

  it("counts a word once per name", () => {
    expect(refinementWords(["Oak Oak Oak Veneer", "Pine Board", "Pine Strip"], NONE)).toEqual(["pine"]);
  });

  it("needs at least two names", () => {
    expect(refinementWords(["Gyproc Tapered Edge Plasterboard"], NONE)).toEqual([]);
    expect(refinementWords([], NONE)).toEqual([]);
  });

  it("canonicalises names first, so plurals and case meet", () => {
    expect(refinementWords(["Facing Bricks", "facing brick", "Concrete Block"], NONE)).toEqual(["brick", "facing"]);
  });
});
