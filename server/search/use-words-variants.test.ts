import { describe, expect, it } from "vitest";
import { buildQueryTerms, tokeniseQuery } from "./parse-search-query.ts";
import { applyUseWords } from "./use-words.ts";
import { USE_VARIANTS } from "./use-words-variants.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

/** The groups the use clause ranks first, as prepare-search reads a head and its "for…" clause. */
function usedGroups(q: string): string[] {
  const t = tokeniseQuery(q);
  const head = buildQueryTerms(t.words.slice(0, t.contextFrom)).terms;
  return applyUseWords(head, t.words.slice(t.contextFrom), { task: true, text: q }).useTerms.flatMap(
    (u) => u.groupKeys,
  );
}

describe("a kind named with its use reads the variant the use needs", () => {
  it("picks the sheet, board, timber and insulation for the use", () => {
    expect(usedGroups("ply for a canoe")).toEqual(["marineply"]);
    expect(usedGroups("plasterboard for an integral garage")).toEqual(["fireboard"]);
    expect(usedGroups("timber for purlins")).toEqual(["strengthgraded", "sawn"]);
    expect(usedGroups("insulation for a warm roof")).toEqual(["pir", "multifoil"]);
    expect(usedGroups("membrane under gravel")).toEqual(["weedfabric"]);
  });

  it("picks the fixing and the paint for the use", () => {
    expect(usedGroups("screws for railway sleepers")).toEqual(["landscapescrew"]);
    expect(usedGroups("paint for a radiator")).toEqual(["metalpaint"]);
  });

  it("leaves a use with another kind's head alone", () => {
    expect(usedGroups("varnish for a canoe")).not.toContain("marineply");
    expect(usedGroups("sheets for a carport roof")).not.toContain("osb");
  });

  it("names only trade-synonym groups", () => {
    const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));
    for (const entry of USE_VARIANTS) for (const g of entry.groups) expect(keys.has(g), g).toBe(true);
  });
});
