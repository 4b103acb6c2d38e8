import { describe, expect, it } from "vitest";
import { canonPhrase } from "../ingest/normalise/phrase-match.ts";
import { matchSynonymPhrases } from "./synonym-phrases.ts";
import { BRAND_GENERIC_WORDS_2 } from "./trade-synonyms-brand-generics-2.ts";
import { EVERYDAY_NAME_GROUPS, EVERYDAY_NAME_WORDS } from "./trade-synonyms-everyday-names.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const kindsOf = (typed: string) => matchSynonymPhrases(canonPhrase(typed).split(" ")).flatMap((m) => m.groupKeys);

describe("session 24 makers' names, everyday names and shop short forms", () => {
  it("adds names only to groups that exist, in their alsoFrom, and each new group once", () => {
    for (const words of [BRAND_GENERIC_WORDS_2, EVERYDAY_NAME_WORDS])
      for (const [key, names] of Object.entries(words)) {
        const group = TRADE_SYNONYMS.find((g) => g.key === key);
        expect(group, key).toBeDefined();
        expect(group!.alsoFrom).toEqual(expect.arrayContaining([...names]));
      }
    for (const group of EVERYDAY_NAME_GROUPS) expect(TRADE_SYNONYMS.filter((g) => g.key === group.key)).toHaveLength(1);
  });

  it("reads a maker's or a system's name as the kind", () => {
    expect(kindsOf("supersleve")).toEqual(["drainpipe"]);
    expect(kindsOf("castle cement")).toEqual(["opc"]);
    expect(kindsOf("timloc")).toEqual(expect.arrayContaining(["cavitytray", "weepvent", "airbrick"]));
    expect(kindsOf("ob1")).toEqual(expect.arrayContaining(["grabadhesive", "sealant"]));
    expect(kindsOf("tobermore")).toEqual(expect.arrayContaining(["blockpaving", "pavingslab"]));
  });

  it("reads everyday names and shop short forms as the kind or the finish", () => {
    expect(kindsOf("bubble foil insulation")).toEqual(["multifoil"]);
    expect(kindsOf("outdoor porcelain")).toContain("porcelainpaving");
    expect(kindsOf("drop outlet")).toEqual(["gutteroutlet"]);
    expect(kindsOf("sticky back foil")).toEqual(["foiltape"]);
    expect(kindsOf("fr board")).toEqual(["fireboard"]);
    expect(kindsOf("bzp")).toEqual(["zincplated"]);
    expect(kindsOf("c/s screws")).toEqual(["woodscrew"]);
    expect(kindsOf("black jack")).toEqual(expect.arrayContaining(["roofcoating", "guttersealant"]));
  });

  it("leaves product lines' codes, everyday words and near-words out", () => {
    // A stocked line's code read as the kind pulled other lines above the line's own sizes.
    expect(kindsOf("tp10")).toEqual([]);
    expect(kindsOf("thermawrap")).toEqual([]);
    // One letter from an everyday or a catalogue word: the correction would reach them.
    expect(kindsOf("hanson")).toEqual([]);
    expect(kindsOf("mangers")).toEqual([]);
    // "dri wall" typed apart is joined to "driwall" before the tables: drywall screws, not the adhesive.
    expect(kindsOf("driwall")).toEqual([]);
    expect(kindsOf("sealer")).toEqual([]);
    expect(kindsOf("outlet")).toEqual([]);
  });
});
