import { describe, expect, it } from "vitest";
import { alignTokens, softlyAmong } from "./soft-tokens.ts";

describe("alignTokens", () => {
  it("pairs a word misspelt by one edit with the word meant", () => {
    const aligned = alignTokens(["waterprofer"], ["waterproofer"]);
    expect(aligned.soft).toEqual([{ kind: "typo", a: ["waterprofer"], b: ["waterproofer"] }]);
    expect(aligned.onlyA).toEqual([]);
    expect(alignTokens(["baord"], ["board"]).soft[0]?.kind).toBe("typo");
  });

  it("does not read short words or words of another first letter as typos", () => {
    expect(alignTokens(["felt"], ["feet"]).soft).toEqual([]);
    expect(alignTokens(["sanded"], ["banded"]).soft).toEqual([]);
  });

  it("pairs a shop's abbreviation with the word it shortens", () => {
    expect(alignTokens(["sel"], ["selected"]).soft[0]?.kind).toBe("prefix");
    expect(alignTokens(["lt", "multi"], ["light", "multi"]).soft).toEqual([
      { kind: "skeleton", a: ["lt"], b: ["light"] },
    ]);
    expect(alignTokens(["rnd"], ["round"]).soft[0]?.kind).toBe("skeleton");
    // A two-letter prefix begins too many words; a vowel after the first letter is no consonant skeleton.
    expect(alignTokens(["co"], ["corrugated"]).soft).toEqual([]);
    expect(alignTokens(["ra"], ["round"]).soft).toEqual([]);
  });

  it("pairs initials and words written as one with the two words they stand for", () => {
    expect(alignTokens(["mp", "screw"], ["multi", "purpose", "screw"])).toEqual({
      shared: ["screw"],
      soft: [{ kind: "initials", a: ["mp"], b: ["multi", "purpose"] }],
      onlyA: [],
      onlyB: [],
    });
    expect(alignTokens(["dri", "wall"], ["driwall"]).soft).toEqual([
      { kind: "compound", a: ["dri", "wall"], b: ["driwall"] },
    ]);
  });

  it("never pairs words with digits (model codes must agree exactly) and pairs each word once", () => {
    expect(alignTokens(["pz2"], ["pz3"]).soft).toEqual([]);
    expect(alignTokens(["eps70"], ["eps"]).soft).toEqual([]);
    const aligned = alignTokens(["sel"], ["selected", "select"]);
    expect(aligned.soft).toHaveLength(1);
    expect(aligned.onlyB).toHaveLength(1);
  });
});

describe("softlyAmong", () => {
  it("finds a range name written another way among a title's words", () => {
    expect(softlyAmong("easifill", ["easi", "fill"])).toBe(true);
    expect(softlyAmong("easifill", ["easi"])).toBe(true);
    expect(softlyAmong("heather", ["brindle"])).toBe(false);
  });
});
