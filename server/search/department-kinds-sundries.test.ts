import { describe, expect, it } from "vitest";
import { SUNDRIES_DEPARTMENT_KINDS, SUNDRIES_EVERYDAY_KINDS, tradeSundriesWord } from "./department-kinds-sundries.ts";
import { everydayKindsOf, kindFamilyOf } from "./department-words.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { isReaderWord } from "./reader-words.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

describe("a trade's sundries", () => {
  const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));

  it("names only synonym groups, and ranks first only kinds it asks for", () => {
    for (const [word, kinds] of Object.entries(SUNDRIES_DEPARTMENT_KINDS)) {
      for (const key of kinds) expect(keys, `${word}: ${key}`).toContain(key);
      for (const key of SUNDRIES_EVERYDAY_KINDS[word] ?? []) expect(kinds, `${word}: ${key}`).toContain(key);
      expect(isReaderWord(word), word).toBe(true);
    }
  });

  it("reads a trade word and a sundries word after it as one word", () => {
    expect(tokeniseQuery("bricklaying accessories").words).toEqual(["bricklayingsundry"]);
    expect(tokeniseQuery("plumbers consumables").words).toEqual(["plumbersundry"]);
    expect(tradeSundriesWord("tiling", "sundry")).toBe("tilingsundry");
    expect(tradeSundriesWord(undefined, "sundry")).toBeNull();
  });

  it("asks for the trade's small things, not its main product", () => {
    const brickwork = kindFamilyOf("brickworksundry");
    expect(brickwork).toEqual(expect.arrayContaining(["walltie", "dpc", "cavitytray"]));
    expect(brickwork).not.toContain("facingbrick");
    expect(kindFamilyOf("plasteringsundry")).not.toContain("multifinish");
    expect(everydayKindsOf(["plasteringsundry"])).toEqual(expect.arrayContaining(["anglebead", "scrimtape"]));
    expect(everydayKindsOf(["fencingsundry"])).not.toContain("fencepanel");
  });

  it("reads the wood-care aisle by what it cares for", () => {
    expect(tokeniseQuery("shed care").words).toEqual(["woodcare"]);
    expect(tokeniseQuery("timber care products").words).toEqual(["woodcare"]);
    expect(tokeniseQuery("skin care").words).toEqual(["skin", "care"]);
  });

  it("leaves a sundries word after a kind with no sundries list, or alone, as before", () => {
    expect(tokeniseQuery("screw accessories").words).toEqual(["screw"]);
    expect(tokeniseQuery("sundries").words).toEqual(["sundry"]);
  });
});
