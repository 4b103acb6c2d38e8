import { describe, expect, it } from "vitest";
import type { WordAnalysis } from "./analyse-query-words.server.ts";
import { clauseSplits, joinCandidates, respaceWords } from "./respace-words.ts";

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

describe("trade phrases in re-spacing", () => {
  it("splits a word typed for a two-word trade phrase, and joins into a one-word one", () => {
    const analysis = new Map([
      ["pvaglue", word(false)],
      ["sheet", word(false)],
      ["rock", word(false)],
    ]);
    expect(respaceWords(["pvaglue"], analysis, new Map())).toEqual(["pva", "glue"]);
    expect(respaceWords(["sheet", "rock"], analysis, new Map([["sheetrock", word(false)]]))).toEqual(["sheetrock"]);
  });
});

describe("clauseSplits", () => {
  it("offers a clause word run into an unknown word, either side", () => {
    const analysis = new Map([
      ["plasterboardfor", word(false)],
      ["forbricklaying", word(false)],
      ["sand", word(true)],
    ]);
    expect(clauseSplits(["plasterboardfor", "forbricklaying", "sand"], analysis)).toEqual([
      { word: "plasterboardfor", respaced: "plasterboard for", rest: "plasterboard" },
      { word: "forbricklaying", respaced: "for bricklaying", rest: "bricklaying" },
    ]);
  });

  it("never splits a word the catalogue uses, nor leaves a rest under four letters", () => {
    const analysis = new Map([
      ["insulation", word(true)],
      ["fort", word(false)],
    ]);
    expect(clauseSplits(["insulation", "fort"], analysis)).toEqual([]);
  });
});
