import { describe, expect, it } from "vitest";
import { coordinatedPair, eitherTerms } from "./coordinated-terms.ts";
import { buildQueryTerms, tokeniseQuery } from "./parse-search-query.ts";

const pairOf = (q: string) => {
  const tokenised = tokeniseQuery(q);
  const terms = buildQueryTerms(tokenised.words, tokenised.coordinatedAt ?? undefined).terms;
  const pair = coordinatedPair(terms, tokenised.words, tokenised.coordinatedAt);
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

describe("two kinds joined by 'and' (session 23)", () => {
  const termsOf = (q: string) => {
    const tokenised = tokeniseQuery(q);
    return buildQueryTerms(tokenised.words, tokenised.coordinatedAt ?? undefined).terms.map((t) => t.words.join(" "));
  };

  it("reads no trade phrase across the 'and' that the table writes without one", () => {
    // "wall plug" and "gutter downpipe"-type names are typed without an "and": joined by one, they are two kinds.
    expect(pairOf("downpipes and gutters")).toEqual(["downpipe", "gutter"]);
    expect(termsOf("gutter and downpipe")).toEqual(["gutter", "downpipe"]);
    expect(termsOf("screw & plug")).toEqual(["screw", "plug"]);
    expect(termsOf("pipes and fittings")).toEqual(["pipe", "fitting"]);
  });

  it("keeps a name that the table writes with its 'and' one product", () => {
    expect(termsOf("dot and dab")).toEqual(["dot dab"]);
    expect(termsOf("crush & run")).toEqual(["crush run"]);
    expect(termsOf("wet and dry paper")).toEqual(["wet dry paper"]);
    // A pair some phrase writes with its "and" ("soil and vent pipe") stays that phrase typed short.
    expect(termsOf("soil and vent")).toEqual(["soil vent"]);
  });
});

describe("eitherTerms", () => {
  const either = (q: string) => {
    const tokenised = tokeniseQuery(q);
    const terms = buildQueryTerms(tokenised.words, tokenised.coordinatedAt ?? undefined).terms;
    return eitherTerms(terms, tokenised.words, tokenised.coordinatedAt)?.map((t) => t.words.join(" ")) ?? null;
  };

  it("reads two whole departments side by side as either", () => {
    expect(either("outdoor landscaping supplies")).toEqual(["outdoor", "landscaping"]);
    expect(either("diy decorating")).toEqual(["diy", "decorating"]);
  });

  it("reads a list of bare kinds, commas or not, as any one of them", () => {
    expect(either("sand, gravel and cement")).toEqual(["sand", "gravel", "cement"]);
    expect(either("slabs kerbs and edging")).toEqual(["slab", "kerb", "edging"]);
    // A name qualified by other words keeps the last pair only.
    expect(either("treated timber and sleepers")).toEqual(["timber", "sleeper"]);
  });

  it("leaves a kind read by its neighbour alone", () => {
    expect(either("decking boards")).toBeNull();
    expect(either("garden tools")).toBeNull();
    expect(either("roofing felt")).toBeNull();
  });
});
