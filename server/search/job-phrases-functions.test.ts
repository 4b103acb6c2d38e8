import { describe, expect, it } from "vitest";
import { jobPhraseOf } from "./job-phrases.ts";
import { FUNCTION_JOB_PHRASES } from "./job-phrases-functions.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const of = (q: string, task = true) => jobPhraseOf(tokeniseQuery(q).words, task, q)?.groups ?? null;

describe("what a thing does, typed in its name's place", () => {
  it("reads a function said of a thing as the kind whose titles name that function", () => {
    expect(of("something to adjust how hot the lounge radiator gets")).toEqual(["radiatorvalve"]);
    expect(of("bark keeps spreading onto the path")).toEqual(["kerb"]);
    expect(of("pipe that is bendy enough to go under the floor")).toEqual(["plasticpipe"]);
    expect(of("something to grab onto on the porch steps")).toEqual(["handrail", "newel"]);
    expect(of("make a concrete patch grip the old floor")).toEqual(["sbr", "pva"]);
    expect(of("plywood for a canoe")).toEqual(["marineply"]);
    expect(of("varnish for a narrowboat")).toEqual(["varnish"]);
    expect(of("ensuite cupboard carcass")).toEqual(["mrboard", "mdf"]);
    expect(of("starlings getting under the soffits")).toEqual(["soffit", "fasciaboard"]);
    expect(of("tint the render to match the old")).toEqual(["mortarcolour"]);
    expect(of("revive the tired decking")).toEqual(["deckingoil"]);
    expect(of("freshen up the old shed")).toContain("fencestain");
  });

  it("leaves products' own names and neighbouring jobs alone", () => {
    // A finished vanity unit is not sold; a carcass is built from board.
    expect(of("bathroom vanity unit", false)).toBeNull();
    // A retaining wall holds back soil: no edging.
    expect(of("retaining wall to hold back soil")).not.toEqual(["kerb"]);
    // "flexible" leads tap connectors' names: outside a sentence it is a product word.
    expect(of("flexible pipe", false)).toBeNull();
  });

  it("names only kinds the synonym table knows", () => {
    const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));
    for (const entry of FUNCTION_JOB_PHRASES) for (const group of entry.groups) expect(keys).toContain(group);
  });
});

describe("a wanted quality's variant ranks first among the kinds", () => {
  const read = (q: string) => jobPhraseOf(tokeniseQuery(q).words, true, q);

  it("carries the variant's title words with the reading", () => {
    expect(read("hall walls that wipe clean")?.prefer).toEqual(["silk", "vinyl", "washable", "scrubbable"]);
    expect(read("carport roof that lets light through")?.prefer).toContain("clear");
    expect(read("pointing on the garden wall want it darker")?.prefer).toContain("black");
  });

  it("carries none for a wish whose kinds have no variant to prefer", () => {
    expect(read("something to adjust how hot the lounge radiator gets")?.prefer).toBeUndefined();
  });
});
