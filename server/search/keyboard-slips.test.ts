import { describe, expect, it } from "vitest";
import { areNeighbourKeys, isKeySlip, isSwap } from "./keyboard-slips.ts";

describe("keyboard slips", () => {
  it("knows keys beside each other in a row and touching across rows", () => {
    expect(areNeighbourKeys("c", "v")).toBe(true);
    expect(areNeighbourKeys("r", "t")).toBe(true);
    // Across rows: "s" sits under "w" and "e", over "z" and "x".
    expect(areNeighbourKeys("s", "e")).toBe(true);
    expect(areNeighbourKeys("s", "x")).toBe(true);
    expect(areNeighbourKeys("f", "p")).toBe(false);
    expect(areNeighbourKeys("a", "u")).toBe(false);
  });

  it("reads one letter typed with a neighbouring key as a slip, and nothing else", () => {
    expect(isKeySlip("rovking", "rocking")).toBe(true);
    expect(isKeySlip("grouy", "grout")).toBe(true);
    // A changed letter from across the keyboard, two changes, another length: no slip.
    expect(isKeySlip("pocking", "rocking")).toBe(false);
    expect(isKeySlip("grpuy", "grout")).toBe(false);
    expect(isKeySlip("grot", "grout")).toBe(false);
    expect(isKeySlip("grout", "grout")).toBe(false);
  });

  it("reads two neighbouring letters the other way round as a swap", () => {
    expect(isSwap("boatrd", "boartd")).toBe(true);
    expect(isSwap("tiel", "tile")).toBe(true);
    expect(isSwap("tiel", "tell")).toBe(false);
    expect(isSwap("tile", "tile")).toBe(false);
  });
});
