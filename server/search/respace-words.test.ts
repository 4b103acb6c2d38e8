import { describe, expect, it } from "vitest";
import type { WordAnalysis } from "./analyse-query-words.server.ts";
import { joinCandidates, respaceWords } from "./respace-words.ts";

const word = (strong: boolean, split: [string, string] | null = null): WordAnalysis => ({
  stopword: false,
  strong,
  known: strong,
  correction: null,
  split,
});

describe("respaceWords", () => {
  it("splits a word the catalogue lacks into the two catalogue words it is made of", () => {
    const analysis = new Map([["peashingle", word(false, ["pea", "shingle"])]]);
    expect(respaceWords(["peashingle", "bulk"], analysis, new Map())).toEqual(["pea", "shingle", "bulk"]);
  });

  it("joins an unknown word with its neighbour when the join is a catalogue word", () => {
    const analysis = new Map([
      ["hard", word(false)],
      ["wood", word(true)],
      ["ply", word(true)],
    ]);
    expect(joinCandidates(["hard", "wood", "ply"], analysis)).toEqual(["hardwood"]);
    const joined = new Map([["hardwood", word(true)]]);
    expect(respaceWords(["hard", "wood", "ply"], analysis, joined)).toEqual(["hardwood", "ply"]);
  });

  it("never re-spaces words the catalogue uses, nor joins into a word it does not", () => {
    const analysis = new Map([
      ["sharp", word(true)],
      ["sand", word(true)],
      ["blorp", word(false)],
    ]);
    expect(joinCandidates(["sharp", "sand"], analysis)).toEqual([]);
    expect(respaceWords(["sharp", "sand"], analysis, new Map())).toEqual(["sharp", "sand"]);
    expect(respaceWords(["blorp", "sand"], analysis, new Map([["blorpsand", word(false)]]))).toEqual(["blorp", "sand"]);
  });
});
