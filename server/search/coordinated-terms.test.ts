import { describe, expect, it } from "vitest";
import { coordinatedPair } from "./coordinated-terms.ts";
import { buildQueryTerms, tokeniseQuery } from "./parse-search-query.ts";

const pairOf = (q: string) => {
  const tokenised = tokeniseQuery(q);
  const pair = coordinatedPair(buildQueryTerms(tokenised.words).terms, tokenised.words, tokenised.coordinatedAt);
  return pair?.map((t) => t.words.join(" ")) ?? null;
};

describe("coordinatedPair", () => {
  it("joins the term before an 'and' with the last term after it", () => {
    expect(pairOf("screws and bolts")).toEqual(["screw", "bolt"]);
    expect(pairOf("sealants & mastics")).toEqual(["sealant", "mastic"]);
  });

  it("joins nothing when more than one term follows, or there is no 'and'", () => {
    expect(pairOf("shed and fence treatment")).toBeNull();
    expect(pairOf("wood screws")).toBeNull();
    expect(pairOf("screws and")).toBeNull();
  });
});
