import { describe, expect, it } from "vitest";
import type { WordAnalysis } from "./analyse-query-words.server.ts";
import { correctWords, readAgain, shortPlurals } from "./correct-query-words.ts";

const unknown = (correction: string | null, extra: Partial<WordAnalysis> = {}): WordAnalysis => ({
  stopword: false,
  strong: false,
  known: false,
  correction,
  split: null,
  ...extra,
});

describe("shortPlurals", () => {
  it("looks up as typed a plural read four letters or shorter, or read five or more with no correction", () => {
    const analysis = new Map([
      ["bol", unknown(null)],
      ["nsil", unknown("nail")],
      ["acrso", unknown(null)],
    ]);
    expect(shortPlurals("coach bols", analysis)).toEqual(["bols"]);
    expect(shortPlurals("nsils for shed felt", analysis)).toEqual(["nsils"]);
    expect(shortPlurals("stones acrsos the lawn", analysis)).toEqual(["acrsos"]);
  });

  it("leaves a word read with a correction of its own, a word products use, and a word not read shorter", () => {
    const analysis = new Map([
      ["spaceer", unknown("spacer")],
      ["slab", { ...unknown(null), strong: true, known: true }],
      ["wrold", unknown(null)],
    ]);
    expect(shortPlurals("tile spaceers", analysis)).toEqual([]);
    expect(shortPlurals("slabs", analysis)).toEqual([]);
    expect(shortPlurals("wrold", analysis)).toEqual([]);
  });
});

describe("shortPlurals: a word ending -ss typed with one s", () => {
  it("looks up as typed a word read short even when its reading has a correction of its own", () => {
    // "harness" typed "harnes" reads "harne", which sounds like "harn": the typed word is looked up too.
    const analysis = new Map([["harne", unknown("harn")]]);
    expect(shortPlurals("safety harnes", analysis)).toEqual(["harnes"]);
    // A consonant before the s is a plural's ending: its reading's correction stands.
    expect(shortPlurals("timbrs", new Map([["timbr", unknown("timber")]]))).toEqual([]);
  });
});

describe("correctWords with a doubtful correction", () => {
  it("keeps a word its caller may not bend, and corrects the rest", () => {
    const analysis = new Map([
      ["rushing", unknown("rusting")],
      ["gutter", unknown(null, { strong: true })],
      ["rustinf", unknown("rusting")],
    ]);
    const corrections: Array<{ from: string; to: string }> = [];
    // The caller (prepare-search.server.ts) bends a real word only when a neighbour confirms it (real-word-pairs).
    const mayBend = (word: string) => word !== "rushing";
    expect(correctWords(["gutter", "rushing"], analysis, corrections, mayBend)).toEqual(["gutter", "rushing"]);
    expect(correctWords(["gutter", "rustinf"], analysis, corrections, mayBend)).toEqual(["gutter", "rusting"]);
    expect(corrections).toEqual([{ from: "rustinf", to: "rusting" }]);
  });
});

describe("readAgain", () => {
  it("reads again a correction that completes a trade phrase, or one to a reader word", () => {
    const analysis = new Map([
      ["naiil", unknown("nail")],
      ["undr", unknown("under", { readerCorrection: true })],
    ]);
    // Words as the reader reads them: singular.
    expect(readAgain(["no", "more", "naiil"], analysis)).toEqual([{ from: "naiil", to: "nail" }]);
    expect(readAgain(["layer", "undr", "tiles"], analysis)).toEqual([{ from: "undr", to: "under" }]);
  });

  it("never reads a pack word or a colour word as another word", () => {
    // A reader word one letter from a pack word ("stack") or from a colour ("grey" as "grew") is another thing.
    const analysis = new Map([
      ["sack", unknown("stack", { readerCorrection: true })],
      ["grey", unknown("grew", { readerCorrection: true })],
      ["stak", unknown("stack", { readerCorrection: true })],
    ]);
    expect(readAgain(["rubble", "sack"], analysis)).toEqual([]);
    expect(readAgain(["grey", "paint"], analysis)).toEqual([]);
    expect(readAgain(["soil", "stak"], analysis)).toEqual([{ from: "stak", to: "stack" }]);
  });

  it("leaves a catalogue correction that completes no phrase", () => {
    const analysis = new Map([["naiil", unknown("nail")]]);
    expect(readAgain(["galvanised", "naiil"], analysis)).toEqual([]);
  });

  it("reads again a word corrected by sound, beyond the spelling slips, beside other words", () => {
    const analysis = new Map([
      ["boured", unknown("board")],
      ["tymbar", unknown("timber")],
      ["timbar", unknown("timber")],
    ]);
    expect(readAgain(["roof", "boured"], analysis)).toEqual([{ from: "boured", to: "board" }]);
    expect(readAgain(["tymbar", "lengths"], analysis)).toEqual([{ from: "tymbar", to: "timber" }]);
    // One edit is a spelling slip, corrected in place; a word alone has nothing beside it to read again.
    expect(readAgain(["timbar", "lengths"], analysis)).toEqual([]);
    expect(readAgain(["tymbar"], analysis)).toEqual([]);
  });
});

describe("correctWords beside a trade phrase's other word", () => {
  it("completes the phrase from a typo, never from a real English word", () => {
    // "shower trap" is a trade phrase; "tray" is a word of its own, for another product no title here may print.
    const analysis = new Map([
      ["trpa", unknown(null)],
      ["tray", unknown(null)],
    ]);
    const corrections: Array<{ from: string; to: string }> = [];
    expect(correctWords(["shower", "trpa"], analysis, corrections)).toEqual(["shower", "trap"]);
    expect(correctWords(["shower", "tray"], analysis, corrections)).toEqual(["shower", "tray"]);
    expect(corrections).toEqual([{ from: "trpa", to: "trap" }]);
  });

  it("reads again no real English word a catalogue correction would complete a phrase with", () => {
    const analysis = new Map([
      ["tray", unknown("trap")],
      ["connecter", unknown("connector")],
    ]);
    expect(readAgain(["shower", "tray"], analysis)).toEqual([]);
    // Five letters or more, the catalogue's correction is made anyway: read again, its phrase is read too.
    expect(readAgain(["tap", "connecter"], analysis)).toEqual([{ from: "connecter", to: "connector" }]);
  });
});
