import { describe, expect, it } from "vitest";
import { compoundHeadReading, isCompoundOf } from "./compound-heads.ts";

describe("isCompoundOf", () => {
  it("reads a run-together word of two English words as ending in its head", () => {
    expect(isCompoundOf("topsoil", "soil")).toBe(true);
    expect(isCompoundOf("floorboard", "board")).toBe(true);
    expect(isCompoundOf("weatherproof", "proof")).toBe(true);
    expect(isCompoundOf("wheelbarrow", "barrow")).toBe(true);
  });

  it("refuses an inflection, a Latin prefix, a suffix and a head shorter than four letters", () => {
    expect(isCompoundOf("decking", "king")).toBe(false);
    expect(isCompoundOf("profile", "file")).toBe(false);
    expect(isCompoundOf("breathable", "able")).toBe(false);
    expect(isCompoundOf("carpet", "pet")).toBe(false);
    expect(isCompoundOf("topsoil", "psoil")).toBe(false);
    expect(isCompoundOf("soil", "soil")).toBe(false);
  });
});

describe("compoundHeadReading", () => {
  it("chooses the compound most products use, then the shorter", () => {
    const candidates = [
      { term: "sandpaper", productCount: 2 },
      { term: "wallpaper", productCount: 5 },
      { term: "flypaper", productCount: 5 },
    ];
    expect(compoundHeadReading("paper", candidates)).toBe("flypaper");
    expect(compoundHeadReading("paper", candidates.slice(0, 2))).toBe("wallpaper");
  });

  it("finds nothing when no candidate is a run-together word ending in it", () => {
    expect(compoundHeadReading("king", [{ term: "decking", productCount: 40 }])).toBeNull();
    expect(compoundHeadReading("soil", [])).toBeNull();
  });
});
