import { describe, expect, it } from "vitest";
import { phraseHeadFamily } from "./family-terms.ts";
import { matchSynonymPhrases } from "./synonym-phrases.ts";

/** The query's one phrase as prepareSearch reads it (its words and groups). */
function lone(query: string) {
  return matchSynonymPhrases(query.split(" ")).map((m) => ({ words: m.words, groupKeys: [...m.groupKeys] }));
}

describe("phraseHeadFamily", () => {
  it("relaxes a loose trade name from nothing to its head noun's family", () => {
    // "lag bolt" is the trade's other word for a coach screw (alsoFrom): the bolt family holds what it reaches.
    const family = phraseHeadFamily(lone("lag bolt"));
    expect(family?.words).toEqual(["bolt"]);
    expect(family?.besideMatchesOnly).toBeUndefined();
  });

  it("keeps a kind's own name that its family holds from relaxing from nothing", () => {
    // "mortar sand" is building sand's own name and sand's family holds it: with none stocked, the family's other
    // sands are other products, as a plastic soil pipe is for a copper pipe.
    const family = phraseHeadFamily(lone("mortar sand"));
    expect(family?.groupKeys).toContain("buildingsand");
    expect(family?.besideMatchesOnly).toBe(true);
  });

  it("gives nothing for a head that heads no family or a query of more than the phrase", () => {
    expect(phraseHeadFamily(lone("sleeve anchor"))).toBeUndefined();
    expect(phraseHeadFamily([...lone("mortar sand"), { words: ["bulk"], groupKeys: [] }])).toBeUndefined();
  });
});
