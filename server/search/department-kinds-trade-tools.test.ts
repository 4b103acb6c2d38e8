import { describe, expect, it } from "vitest";
import { TOOLS_DEPARTMENT_KINDS, TOOLS_EVERYDAY_KINDS, tradeToolsWord } from "./department-kinds-trade-tools.ts";
import { everydayKindsOf, kindFamilyOf } from "./department-words.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { isReaderWord } from "./reader-words.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

describe("a trade's tools", () => {
  const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));

  it("names only synonym groups, and ranks first only kinds it asks for", () => {
    for (const [word, kinds] of Object.entries(TOOLS_DEPARTMENT_KINDS)) {
      for (const key of kinds) expect(keys, `${word}: ${key}`).toContain(key);
      for (const key of TOOLS_EVERYDAY_KINDS[word] ?? []) expect(kinds, `${word}: ${key}`).toContain(key);
      expect(isReaderWord(word), word).toBe(true);
    }
  });

  it("reads a trade word and a tool word after it as one word", () => {
    expect(tokeniseQuery("painting equipment").words).toEqual(["paintingtool"]);
    expect(tokeniseQuery("plasterers kit").words).toEqual(["plasterertool"]);
    expect(tradeToolsWord("bricklaying", "gear")).toBe("bricklayingtool");
    expect(tradeToolsWord(undefined, "tool")).toBeNull();
    expect(kindFamilyOf(tokeniseQuery("safety gear").words[0]!)).toEqual(["ppe"]);
  });

  it("asks for the trade's hand tools and what it uses up, never its main product or another trade's gun", () => {
    expect(everydayKindsOf(["decoratingtool"])).toEqual(["painttool"]);
    expect(kindFamilyOf("decoratingtool")).toEqual(expect.arrayContaining(["maskingtape", "dustsheet", "sandpaper"]));
    expect(kindFamilyOf("decoratingtool")).not.toContain("sealantgun");
    expect(kindFamilyOf("decoratingtool")).not.toContain("emulsion");
    expect(kindFamilyOf("plasteringtool")).not.toContain("multifinish");
    expect(everydayKindsOf(["bricklayertool"])).toEqual(expect.arrayContaining(["handtool", "clubhammer"]));
  });

  it("leaves a kit of a kind bought as a kit, and a tool word after no listed trade, as before", () => {
    expect(tokeniseQuery("decking kit").words).toEqual(["decking", "kit"]);
    expect(tokeniseQuery("drain rodding kit").words).toEqual(["drain", "rodding", "kit"]);
    expect(tokeniseQuery("tools").words).toEqual(["tool"]);
  });
});
