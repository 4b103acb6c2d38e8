import { describe, expect, it } from "vitest";
import { buildQueryTerms, tokeniseQuery } from "./parse-search-query.ts";
import { applyUseWords } from "./use-words.ts";

/** The groups the query's first term reads, as prepare-search reads a query's head and clause. */
function groupsOf(q: string): readonly string[] | undefined {
  const t = tokeniseQuery(q);
  const r = applyUseWords(buildQueryTerms(t.words.slice(0, t.contextFrom)).terms, t.words.slice(t.contextFrom));
  return r.terms[0]?.groupKeys;
}

describe("finishing wood by the job's verb", () => {
  it("reads staining, varnishing and oiling by what is finished", () => {
    expect(groupsOf("staining an old oak dresser")).toEqual(["woodstain", "varnish"]);
    expect(groupsOf("dyeing pine shelves")).toEqual(["woodstain", "varnish"]);
    expect(groupsOf("varnishing the hall floorboards")).toEqual(["varnish"]);
    expect(groupsOf("oiling the garden bench")).toEqual(["deckingoil"]);
    // A fence is still a fence stain's job (use-verbs-decorating.ts reads it first).
    expect(groupsOf("staining the fence panels")).toEqual(["fencestain"]);
  });
});
