import { describe, expect, it } from "vitest";
import { canonPhrase } from "../ingest/normalise/phrase-match.ts";
import { buildQueryTerms } from "./parse-search-query.ts";
import { matchSynonymPhrases } from "./synonym-phrases.ts";
import { OUTSIDE_GROUPS, OUTSIDE_WORDS } from "./trade-synonyms-outside-kinds.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const kindsOf = (typed: string) => matchSynonymPhrases(canonPhrase(typed).split(" ")).flatMap((m) => m.groupKeys);
const termsOf = (typed: string) => buildQueryTerms(canonPhrase(typed).split(" ")).terms;

describe("session 22 outside kinds by colour, shape and feature", () => {
  it("adds one-way names only to groups that exist, and new groups under unused keys", () => {
    for (const [key, names] of Object.entries(OUTSIDE_WORDS)) {
      const group = TRADE_SYNONYMS.find((g) => g.key === key);
      expect(group, key).toBeDefined();
      expect(group!.alsoFrom).toEqual(expect.arrayContaining([...names]));
    }
    for (const group of OUTSIDE_GROUPS) expect(TRADE_SYNONYMS.filter((g) => g.key === group.key)).toHaveLength(1);
  });

  it("reads a decorative stone's colour name as the stone of that colour", () => {
    expect(kindsOf("golden gravel")).toEqual(["cotswoldchippings"]);
    expect(kindsOf("purple gravel")).toEqual(["slatechippings"]);
    expect(kindsOf("silver gravel")).toEqual(["granitechippings"]);
    expect(kindsOf("white chippings")).toEqual(["marblechippings"]);
    // The stones stay in the broad group too, which still answers "chippings" alone.
    expect(kindsOf("slate chippings")).toEqual(["chippings"]);
    // Either order: the kind first, then its colour, is one phrase too.
    expect(kindsOf("slate chips purple")).toEqual(["slatechippings"]);
    expect(kindsOf("gravel golden")).toEqual(["cotswoldchippings"]);
    // A merchant's own title words stay word by word: the exact name keeps its neighbours.
    expect(kindsOf("plum slate chippings")).toEqual(["chippings"]);
  });

  it("leaves a colour before a fencing board, a tile or paving to the words after it", () => {
    expect(termsOf("grey gravel boards").map((t) => t.groupKeys)).toEqual([[], ["gravelboard"]]);
    expect(kindsOf("white marble tiles")).not.toContain("marblechippings");
  });

  it("reads a drain by its shape, a lintel by its wall or feature and a weep vent by its hole", () => {
    expect(kindsOf("linear drain")).toEqual(["channeldrain"]);
    expect(kindsOf("cavity tray lintel")).toEqual(["cavitylintel"]);
    expect(kindsOf("internal wall lintel")).toEqual(["boxlintel"]);
    expect(kindsOf("precast lintel")).toEqual(["concretelintel"]);
    expect(kindsOf("weep holes")).toEqual(["weepvent"]);
    expect(kindsOf("weepholes")).toEqual(["weepvent"]);
  });

  it("reads a composite board by its material and underground pipe by the soil stack's name", () => {
    expect(kindsOf("plastic wood decking")).toEqual(["compositedeck"]);
    expect(kindsOf("underground soil pipe")).toEqual(["drainpipe"]);
    expect(kindsOf("soil pipe underground")).toEqual(["drainpipe"]);
    // The soil stack itself is still its own kind.
    expect(kindsOf("soil pipe")).toEqual(["soilpipe"]);
  });
});
