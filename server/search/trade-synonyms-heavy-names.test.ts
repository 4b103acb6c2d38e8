import { describe, expect, it } from "vitest";
import { canonPhrase } from "../ingest/normalise/phrase-match.ts";
import { matchSynonymPhrases } from "./synonym-phrases.ts";
import { HEAVY_WORDS } from "./trade-synonyms-heavy-names.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const kindsOf = (typed: string) => matchSynonymPhrases(canonPhrase(typed).split(" ")).flatMap((m) => m.groupKeys);

describe("session 20 heavy-side names", () => {
  it("adds names only to groups that exist, in their alsoFrom", () => {
    for (const [key, names] of Object.entries(HEAVY_WORDS)) {
      const group = TRADE_SYNONYMS.find((g) => g.key === key);
      expect(group, key).toBeDefined();
      expect(group!.alsoFrom).toEqual(expect.arrayContaining([...names]));
    }
  });

  it("reads makers', pack, grading and American names as the stocked kind", () => {
    expect(kindsOf("blue circle")).toContain("opc");
    expect(kindsOf("loose tonne")).toContain("bulkbag");
    expect(kindsOf("bedding sand")).toContain("sharpsand");
    expect(kindsOf("canadian")).toContain("cls");
    expect(kindsOf("eavesgutter")).toContain("gutter");
    expect(kindsOf("base board")).toContain("skirting");
    expect(kindsOf("verge clips")).toContain("dryverge");
  });

  it("reads a rigid foam board by its form as every rigid board kind", () => {
    for (const typed of ["rigid insulation", "foam board", "underfloor insulation"])
      expect(kindsOf(typed)).toEqual(expect.arrayContaining(["pir", "eps", "xps"]));
  });

  it("adds no name whose words would pull an everyday word's spelling towards it, nor a job's place", () => {
    const words = new Set(
      Object.values(HEAVY_WORDS)
        .flat()
        .flatMap((n) => canonPhrase(n).split(" ")),
    );
    for (const word of ["stack", "space", "hanson", "plate"]) expect(words.has(word), word).toBe(false);
  });
});
