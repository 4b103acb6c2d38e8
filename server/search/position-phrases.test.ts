import { describe, expect, it } from "vitest";
import { POSITION_WORDS, positionPhraseOf } from "./position-phrases.ts";
import { jobPhraseOf } from "./job-phrases.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

describe("positionPhraseOf", () => {
  it("reads an unnamed product by where it goes", () => {
    expect(positionPhraseOf("what do you put under slates on a new roof")?.groups).toEqual([
      "breathable",
      "roofunderlay",
    ]);
    expect(positionPhraseOf("something to go between the loft joists")?.groups).toEqual(["mineralwool", "pir"]);
    expect(positionPhraseOf("what should bear beneath an RSJ")?.groups).toEqual(["padstone"]);
    expect(positionPhraseOf("what goes behind wet room tiles")?.groups).toEqual(["cementboard", "mrboard"]);
  });

  it("reads every phrase of the thing, so none of them ranks the thing itself", () => {
    expect(positionPhraseOf("layer under the block paving on a drive")?.read.sort()).toEqual([
      "block",
      "drive",
      "paving",
    ]);
  });

  it("reads nothing when the product is named or no position is given", () => {
    expect(positionPhraseOf("insulation under a concrete floor")).toBeNull();
    expect(positionPhraseOf("membrane under roof tiles")).toBeNull();
    expect(positionPhraseOf("what roof tiles are best")).toBeNull();
  });

  it("is read first by jobPhraseOf, with the thing's words left out of the ranking words", () => {
    const q = "what goes under gravel on a path";
    const reading = jobPhraseOf(tokeniseQuery(q).words, true, q);
    expect(reading?.groups).toEqual(["weedfabric"]);
    expect(reading?.context).not.toContain("gravel");
  });

  it("keeps its question verbs and things from correction, and names only known groups", () => {
    expect(POSITION_WORDS).toContain("rafter");
    const keys = new Set(TRADE_SYNONYMS.map((g) => g.key));
    for (const q of ["what goes under a shed floor slab", "what goes on top of a garden wall"])
      for (const group of positionPhraseOf(q)?.groups ?? ["none"]) expect(keys, group).toContain(group);
  });

  it("seals between a bath, tray or basin and its tiles, and lets that thing rank the sealants", () => {
    const q = "what goes in the gap between the basin and the tiles";
    const reading = jobPhraseOf(tokeniseQuery(q).words, true, q);
    expect(reading?.groups).toEqual(["sealant"]);
    expect(reading?.context).toBeUndefined();
    expect(positionPhraseOf("what goes between the tiles and the shower tray")?.groups).toEqual(["sealant"]);
    // Between tiles alone is still grout.
    expect(positionPhraseOf("what goes between floor tiles")?.groups).toEqual(["grout"]);
  });
});
