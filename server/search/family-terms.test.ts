import { describe, expect, it } from "vitest";
import { asFamily, everydayExpression, namedModifiers, pairEverydayKinds, phraseHeadFamily } from "./family-terms.ts";
import { everydayKindsOf } from "./department-words.ts";
import { groupToken } from "./synonym-phrases.ts";
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

  it("keeps a kind's own name from relaxing from nothing when the catalogue holds no word of its modifier", () => {
    // "mortar sand" is building sand's own name and sand's family holds it. Where no product's name holds "mortar",
    // the family's other sands are other products, as a plastic soil pipe is for a copper pipe where nothing is copper.
    expect(namedModifiers(lone("mortar sand"))).toEqual(["mortar"]);
    const foreign = phraseHeadFamily(lone("mortar sand"), () => false);
    expect(foreign?.groupKeys).toContain("buildingsand");
    expect(foreign?.besideMatchesOnly).toBe(true);
    // Where names hold the modifier (other mortar products), it keeps its meaning among the family: it relaxes.
    expect(phraseHeadFamily(lone("mortar sand"), (w) => w === "mortar")?.besideMatchesOnly).toBeUndefined();
    // A loose name has no modifiers to look up.
    expect(namedModifiers(lone("lag bolt"))).toEqual([]);
  });

  it("gives nothing for a head that heads no family or a query of more than the phrase", () => {
    // Since session 20 "anchor" heads the anchor shelf (department-kinds-finishing.ts): "sleeve anchor" relaxes too.
    expect(phraseHeadFamily(lone("white spirit"))).toBeUndefined();
    expect(phraseHeadFamily([...lone("mortar sand"), { words: ["bulk"], groupKeys: [] }])).toBeUndefined();
  });
});

describe("pairEverydayKinds", () => {
  const bare = (w: string) => ({ words: [w], groupKeys: [] as string[] });

  it("gives each side of two bare kind words its everyday kinds", () => {
    const kinds = pairEverydayKinds([bare("block"), bare("brick")]);
    expect(kinds?.[0]).toContain("concreteblock");
    expect(kinds?.[1]).toContain("facingbrick");
  });

  it("gives none when a side has no everyday kinds, so neither side's products are ranked last", () => {
    // Since session 20 "sealant" names its own group first (department-kinds-finishing.ts); a trowel has no everyday kinds.
    expect(pairEverydayKinds([bare("block"), bare("trowel")])).toBeUndefined();
    expect(pairEverydayKinds(null)).toBeUndefined();
  });
});

describe("everydayExpression", () => {
  it("excludes the family's other kinds but never the typed word's own quality group (session 24)", () => {
    const timber = asFamily({ words: ["timber"], groupKeys: ["timber"] });
    const expression = everydayExpression(timber, everydayKindsOf(["timber"])!);
    expect(expression).toContain(groupToken("cls"));
    expect(expression).toContain(groupToken("planed"));
    expect(expression).not.toContain(groupToken("timber"));
  });
});
