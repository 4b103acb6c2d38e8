import { describe, expect, it } from "vitest";
import { BRAND_WORDS } from "./trade-synonyms-brands.ts";
import { REGIONAL_WORDS } from "./trade-synonyms-regional.ts";
import { YARD_WORDS } from "./trade-synonyms-yard.ts";
import { COUNTER_WORDS } from "./trade-synonyms-counter.ts";
import { SLANG_WORDS } from "./trade-synonyms-slang.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

// Makers' and regional names are merged into groups by key: a key no group has would drop its names unseen.
describe("TRADE_SYNONYMS", () => {
  const keys = new Set(TRADE_SYNONYMS.map((group) => group.key));

  it("has a group for every key the makers' and regional name lists add to", () => {
    expect(Object.keys(BRAND_WORDS).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(REGIONAL_WORDS).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(YARD_WORDS).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(COUNTER_WORDS).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(SLANG_WORDS).filter((key) => !keys.has(key))).toEqual([]);
  });

  it("carries those names in the group's alsoFrom", () => {
    for (const [key, names] of [
      ...Object.entries(REGIONAL_WORDS),
      ...Object.entries(YARD_WORDS),
      ...Object.entries(COUNTER_WORDS),
      ...Object.entries(SLANG_WORDS),
    ]) {
      const group = TRADE_SYNONYMS.find((g) => g.key === key)!;
      expect(group.alsoFrom).toEqual(expect.arrayContaining([...names]));
    }
  });

  it("never uses one key for two groups", () => {
    expect(keys.size).toBe(TRADE_SYNONYMS.length);
  });
});
