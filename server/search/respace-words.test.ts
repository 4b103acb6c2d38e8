import { describe, expect, it } from "vitest";
import type { WordAnalysis } from "./analyse-query-words.server.ts";
import { compoundSplits, joinCandidates, splitWords, typedJoins, typoRest, wordSplits } from "./respace-words.ts";

const word = (strong: boolean, split: [string, string] | null = null): WordAnalysis => ({
  stopword: false,
  strong,
  known: strong,
  correction: null,
  split,
});

describe("splitWords", () => {
  it("splits a word the catalogue lacks into the two catalogue words it is made of", () => {
    const analysis = new Map([["peashingle", word(false, ["pea", "shingle"])]]);
    expect(splitWords(["peashingle", "bulk"], analysis)).toEqual(["pea", "shingle", "bulk"]);
  });

  it("splits a word typed for a two-word trade phrase, and never a word the catalogue uses", () => {
    const analysis = new Map([
      ["pvaglue", word(false)],
      ["sharp", word(true)],
    ]);
    expect(splitWords(["pvaglue", "sharp"], analysis)).toEqual(["pva", "glue", "sharp"]);
  });
});

describe("compoundSplits", () => {
  it("lists each unknown word made of two catalogue words with its split, to read the query again", () => {
    const analysis = new Map([
      ["quickset", word(false, ["quick", "set"])],
      ["cement", word(true)],
    ]);
    expect(compoundSplits(["quickset", "cement"], analysis)).toEqual([{ from: "quickset", to: "quick set" }]);
    expect(compoundSplits(["cement"], analysis)).toEqual([]);
  });
});

describe("joinCandidates and typedJoins", () => {
  const never = () => false;

  it("joins an unknown word with its neighbour when the join is a catalogue word", () => {
    const analysis = new Map([
      ["hard", word(false)],
      ["wood", word(true)],
      ["ply", word(true)],
    ]);
    const candidates = joinCandidates("hard wood ply", analysis);
    expect(candidates.map((c) => c.word)).toEqual(["hardwood"]);
    expect(typedJoins(candidates, new Map([["hardwood", word(true)]]), never)).toEqual([
      { from: "hard wood", to: "hardwood", word: "hardwood", at: 0 },
    ]);
  });

  it("never joins a unit said after a number to the word after it", () => {
    const analysis = new Map([
      ["mil", word(false)],
      ["sheet", word(true)],
    ]);
    expect(joinCandidates("6 mil sheet", analysis)).toEqual([]);
    expect(joinCandidates("mil sheet", analysis).map((c) => c.word)).toEqual(["milsheet"]);
  });

  it("never joins a grammar word into a misspelt catalogue word", () => {
    const analysis = new Map([
      ["to", { ...word(false), stopword: true }],
      ["day", word(true)],
    ]);
    const candidates = joinCandidates("to day", analysis);
    expect(candidates[0]?.grammar).toBe(true);
    // "today" as typed would be read joined; "tooday"'s correction never takes the grammar word in.
    expect(typedJoins(candidates, new Map([["today", { ...word(false), correction: "toddy" }]]), never)).toEqual([]);
  });

  it("joins a grammar word that starts the trade's compounds to its neighbour, spelt right only", () => {
    // The tokeniser drops the grammar word: only the other word is analysed.
    const analysis = new Map([["sill", word(true)]]);
    const candidates = joinCandidates("under sill", analysis);
    expect(candidates.map((c) => [c.word, c.grammar, c.onlyMisspelt])).toEqual([["undersill", true, undefined]]);
    expect(typedJoins(candidates, new Map([["undersill", word(true)]]), never).map((j) => j.to)).toEqual(["undersill"]);
    // A misspelt join never takes the grammar word in, and a grammar word that starts no compound is not looked up.
    expect(
      typedJoins(candidates, new Map([["undersill", { ...word(false), correction: "undersell" }]]), never),
    ).toEqual([]);
    expect(joinCandidates("after sill", analysis)).toEqual([]);
    // A pair the trade phrases read as typed stays theirs, its grammar word kept by the tokeniser ("down pipe").
    expect(joinCandidates("down pipe", new Map([["pipe", word(true)]]))).toEqual([]);
  });

  it("joins a short first word and its neighbour when the join is one slip from a catalogue word", () => {
    const analysis = new Map([
      ["fle", word(true)],
      ["board", word(true)],
    ]);
    const candidates = joinCandidates("fle board", analysis);
    const misspelt = { ...word(false), correction: "fibreboard" };
    // Two known words are joined only as a misspelt catalogue word: "flexboard" would be, "fleboard" is too far.
    expect(typedJoins(candidates, new Map([["fleboard", { ...word(false), correction: "flexboard" }]]), never)).toEqual(
      [{ from: "fle board", to: "fleboard", word: "fleboard", at: 0, onlyMisspelt: true }],
    );
    expect(typedJoins(candidates, new Map([["fleboard", misspelt]]), never)).toEqual([]);
    expect(typedJoins(candidates, new Map([["fleboard", word(true)]]), never)).toEqual([]);
    // A first word of five letters or more is corrected alone: "brikk wall" is no misspelt "brikkwall".
    const longer = joinCandidates(
      "brik wall",
      new Map([
        ["brik", word(false)],
        ["wall", word(true)],
      ]),
    );
    expect(typedJoins(longer, new Map([["brikkwall", { ...word(false), correction: "brickwall" }]]), never)).toEqual(
      [],
    );
    // Never a typed word with a letter stuck on: "a board" is no misspelt "aboard" for board.
    const stuck = joinCandidates(
      "a board",
      new Map([
        ["a", word(true)],
        ["board", word(true)],
      ]),
    );
    expect(typedJoins(stuck, new Map([["aboard", { ...word(false), correction: "board" }]]), never)).toEqual([]);
  });

  it("joins the words as typed, not as read: a plural or an abbreviation the reader expands", () => {
    // "greys" reads singular ("grey") and "insul" reads "insulation": their joins as read are no word.
    const analysis = new Map([
      ["grey", word(false)],
      ["tone", word(false)],
      ["ation", word(false)],
      ["insulation", word(true)],
    ]);
    expect(joinCandidates("greys tone", analysis).map((c) => [c.to, c.word])).toEqual([["greystone", "greystone"]]);
    expect(joinCandidates("insul ation", analysis).map((c) => c.word)).toEqual(["insulation"]);
  });

  it("never re-spaces words the catalogue uses, nor joins into a word it does not", () => {
    const analysis = new Map([
      ["sharp", word(true)],
      ["sand", word(true)],
      ["blorp", word(false)],
    ]);
    expect(joinCandidates("sharp sand", analysis)).toEqual([]);
    const candidates = joinCandidates("blorp sand", analysis);
    expect(typedJoins(candidates, new Map([["blorpsand", word(false)]]), never)).toEqual([]);
  });

  it("joins into a one-word trade phrase or a word the reader acts on, never two joins sharing a word", () => {
    const analysis = new Map([
      ["sheet", word(false)],
      ["rock", word(false)],
      ["connec", word(false)],
      ["ting", word(false)],
    ]);
    const unknown = new Map([["sheetrock", word(false)]]);
    expect(typedJoins(joinCandidates("sheet rock", analysis), unknown, never).map((j) => j.to)).toEqual(["sheetrock"]);
    const reader = (w: string) => w === "connecting" || w === "tingsheet";
    const joins = typedJoins(joinCandidates("connec ting sheet", analysis), new Map(), reader);
    expect(joins.map((j) => j.to)).toEqual(["connecting"]);
  });
});

describe("wordSplits", () => {
  const clauseOnly = () => false;

  it("offers a clause word run into an unknown word, either side, the rest to look up", () => {
    const analysis = new Map([
      ["plasterboardfor", word(false)],
      ["forbricklaying", word(false)],
      ["sand", word(true)],
    ]);
    expect(wordSplits(["plasterboardfor", "forbricklaying", "sand"], analysis, clauseOnly)).toEqual([
      { word: "plasterboardfor", respaced: "plasterboard for", rest: "plasterboard" },
      { word: "forbricklaying", respaced: "for bricklaying", rest: "bricklaying" },
    ]);
  });

  it("splits off a word typed before a noun only when it comes first", () => {
    const analysis = new Map([
      ["newlawn", word(false)],
      ["thefloor", word(false)],
      ["lathe", word(false)],
    ]);
    const known = (w: string) => w === "floor";
    expect(wordSplits(["newlawn", "thefloor", "lathe"], analysis, known)).toEqual([
      { word: "newlawn", respaced: "new lawn", rest: "lawn" },
      { word: "thefloor", respaced: "the floor", rest: null },
    ]);
  });

  it("splits off a word the reader knows, read as the reader reads it, and looks up nothing when both are", () => {
    const analysis = new Map([
      ["slabsfor", word(false)],
      ["fixingbetween", word(false)],
      ["svppipe", word(false)],
    ]);
    const known = (w: string) => ["slab", "fixing", "between", "svp"].includes(w);
    expect(wordSplits(["slabsfor"], analysis, known)[0]).toEqual({
      word: "slabsfor",
      respaced: "slabs for",
      rest: null,
    });
    expect(wordSplits(["fixingbetween"], analysis, known)[0]!.rest).toBeNull();
    expect(wordSplits(["svppipe"], analysis, known)).toEqual([{ word: "svppipe", respaced: "svp pipe", rest: "pipe" }]);
  });

  it("never splits a word the reader knows whole", () => {
    const analysis = new Map([["woodwork", word(false)]]);
    const known = (w: string) => ["woodwork", "work"].includes(w);
    expect(wordSplits(["woodwork"], analysis, known)).toEqual([]);
  });

  it("never splits a word the catalogue uses, one it corrects, nor leaves a rest under four letters", () => {
    const analysis = new Map([
      ["insulation", word(true)],
      ["fort", word(false)],
      ["toweld", { ...word(false), correction: "topweld" }],
    ]);
    expect(wordSplits(["insulation", "fort", "toweld"], analysis, clauseOnly)).toEqual([]);
  });
});

describe("typoRest", () => {
  const misspelt = (correction: string | null): WordAnalysis => ({ ...word(false), correction });

  it("reads a trade phrase's word run into a misspelt catalogue word as the two words, the rest corrected", () => {
    const split = { word: "multifinsh", respaced: "multi finsh", rest: "finsh" };
    expect(typoRest(split, new Map([["finsh", misspelt("finish")]]))).toBe(true);
    // Nothing near enough to correct: no guess.
    expect(typoRest(split, new Map([["finsh", misspelt(null)]]))).toBe(false);
  });

  it("never vouches for a guessed rest beside a clause word, nor for a rest under five letters", () => {
    expect(
      typoRest({ word: "forsnad", respaced: "for snad", rest: "snad" }, new Map([["snad", misspelt("sand")]])),
    ).toBe(false);
    expect(
      typoRest(
        { word: "withgravle", respaced: "with gravle", rest: "gravle" },
        new Map([["gravle", misspelt("gravel")]]),
      ),
    ).toBe(false);
  });
});
