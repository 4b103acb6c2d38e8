import { describe, expect, it } from "vitest";
import { buildQueryTerms, tokeniseQuery } from "./parse-search-query.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";
import { applyUseWords } from "./use-words.ts";
import { TILING_VERBS } from "./use-verbs-tiling.ts";

/** The groups the query's first term reads, as prepare-search reads a query's head and clause. */
function groupsOf(q: string): readonly string[] | undefined {
  const t = tokeniseQuery(q);
  const r = applyUseWords(buildQueryTerms(t.words.slice(0, t.contextFrom)).terms, t.words.slice(t.contextFrom));
  return r.terms[0]?.groupKeys;
}

describe("tiling jobs by the leading verb", () => {
  it("reads tiles stuck or put up as tile adhesive and grout, not a grab adhesive", () => {
    expect(groupsOf("sticking mosaic tiles round a basin")).toEqual(["tileadhesive", "grout"]);
    expect(groupsOf("putting wall tiles up in the cloakroom")).toEqual(["tileadhesive", "grout"]);
    expect(groupsOf("sticking skirting to a wall")?.[0]).toBe("grabadhesive");
  });

  it("reads tiling onto a board as the backer board first", () => {
    expect(groupsOf("tiling onto boards in an en suite")?.[0]).toBe("cementboard");
    expect(groupsOf("tiling a utility room floor")).toEqual(["tileadhesive", "grout"]);
    expect(groupsOf("regrouting the bath surround")).toEqual(["grout"]);
  });

  it("names only synonym groups the trade tables define", () => {
    const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));
    for (const entry of TILING_VERBS) for (const group of entry.groups) expect(keys, group).toContain(group);
  });
});
