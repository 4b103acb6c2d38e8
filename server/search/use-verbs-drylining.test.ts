import { describe, expect, it } from "vitest";
import { buildQueryTerms, tokeniseQuery } from "./parse-search-query.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";
import { applyUseWords } from "./use-words.ts";
import { DRYLINING_VERBS } from "./use-verbs-drylining.ts";

/** The groups the query's first term reads, as prepare-search reads a query's head and clause. */
function groupsOf(q: string): readonly string[] | undefined {
  const t = tokeniseQuery(q);
  const r = applyUseWords(buildQueryTerms(t.words.slice(0, t.contextFrom)).terms, t.words.slice(t.contextFrom));
  return r.terms[0]?.groupKeys;
}

describe("drylining jobs by the leading verb", () => {
  it("reads boards dot and dabbed as drywall adhesive and the boards", () => {
    expect(groupsOf("dot and dab plasterboard on a block wall")).toEqual(["dabadhesive", "plasterboard"]);
    // Plasterboard stuck on is the adhesive's job alone (the plain "stick" entry): the boards are had already.
    expect(groupsOf("gluing plasterboard to a brick wall")?.[0]).toBe("grabadhesive");
    // Trim stuck up is a grab adhesive's job, and a bonding plaster is a product.
    expect(groupsOf("sticking skirting board on")?.[0]).toBe("grabadhesive");
    expect(groupsOf("bonding plaster onto brick")).toEqual(["bondingplaster"]);
  });

  it("names only synonym groups the trade tables define", () => {
    const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));
    for (const entry of DRYLINING_VERBS) for (const group of entry.groups) expect(keys, group).toContain(group);
  });
});
