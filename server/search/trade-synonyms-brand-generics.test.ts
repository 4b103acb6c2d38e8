import { describe, expect, it } from "vitest";
import { canonPhrase } from "../ingest/normalise/phrase-match.ts";
import { matchSynonymPhrases } from "./synonym-phrases.ts";
import { BRAND_GENERIC_WORDS } from "./trade-synonyms-brand-generics.ts";
import { SHAPE_GROUPS, SHAPE_TITLES, SHAPE_WORDS } from "./trade-synonyms-shape-names.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const kindsOf = (typed: string) => matchSynonymPhrases(canonPhrase(typed).split(" ")).flatMap((m) => m.groupKeys);
const phrasesOf = (typed: string) => matchSynonymPhrases(canonPhrase(typed).split(" ")).map((m) => m.words.join(" "));

describe("session 23 makers' names used for the kind, and fittings by their shape", () => {
  it("adds names only to groups that exist, in their alsoFrom, and titles to their terms", () => {
    for (const words of [BRAND_GENERIC_WORDS, SHAPE_WORDS])
      for (const [key, names] of Object.entries(words)) {
        const group = TRADE_SYNONYMS.find((g) => g.key === key);
        expect(group, key).toBeDefined();
        expect(group!.alsoFrom).toEqual(expect.arrayContaining([...names]));
      }
    for (const [key, titles] of Object.entries(SHAPE_TITLES))
      expect(TRADE_SYNONYMS.find((g) => g.key === key)!.terms).toEqual(expect.arrayContaining([...titles]));
    for (const group of SHAPE_GROUPS) expect(TRADE_SYNONYMS.filter((g) => g.key === group.key)).toHaveLength(1);
  });

  it("reads a maker's name, split or misspelt, as the kind whatever maker is stocked", () => {
    expect(kindsOf("jab lite")).toContain("eps");
    expect(kindsOf("rock wool")).toContain("mineralwool");
    expect(kindsOf("hep 2 o")).toContain("pushfit");
    expect(kindsOf("evo stick")).toEqual(expect.arrayContaining(["pva", "grabadhesive", "sealant"]));
    expect(kindsOf("sirapite")).toEqual(["multifinish"]);
    expect(kindsOf("astro grass")).toEqual(["artificialgrass"]);
    expect(kindsOf("typar")).toEqual(["breathable"]);
    expect(kindsOf("sure stop")).toEqual(["stoptap"]);
    // A one-edit typo is no name here: the correction finds the stocked maker's own spelling first.
    expect(kindsOf("celetex")).toEqual([]);
    // A creosote substitute is a wood preserver as much as a fence treatment.
    expect(kindsOf("creosote")).toEqual(expect.arrayContaining(["fencestain", "woodstain"]));
  });

  it("reads the flexible tap connector's slang only with a tap or hose word", () => {
    expect(kindsOf("flexi tap hose")).toEqual(["tapconnector"]);
    // "flexi" alone is flexible tile adhesive or a flexible slab too: no phrase.
    expect(kindsOf("flexi")).toEqual([]);
  });

  it("keeps a maker's name apart from the kind's own phrase beside it", () => {
    // No "<maker> <kind word>" phrase swallows the kind's own phrase beside the maker.
    expect(phrasesOf("jab lite polystyrene board")).toEqual(["jab lite", "polystyrene board"]);
    expect(phrasesOf("sirapite finishing plaster")).toEqual(["sirapite", "finishing plaster"]);
  });

  it("reads a fitting's letter name as that shape or fitting", () => {
    expect(kindsOf("t piece")).toEqual(["pipetee"]);
    expect(kindsOf("y branch")).toEqual(["drainjunction"]);
    expect(kindsOf("y fitting")).toEqual(["drainjunction"]);
    expect(kindsOf("underground junction")).toEqual(["drainjunction"]);
  });
});
