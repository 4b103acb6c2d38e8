import { describe, expect, it } from "vitest";
import {
  addDescribed,
  coverageOf,
  DESCRIBED_ONLY,
  describedMatches,
  MIN_COVERAGE,
  UNNAMED,
  WITH_ORDINARY_MATCH,
  type DescribedWord,
} from "./described-matches.ts";
import { SearchIndex } from "./search-index.ts";
import { indexRow } from "./test-helpers.ts";

/** An index of documents given as lists of lexemes (weights do not matter here: every part counts). */
function indexOf(documents: string[][], hidden: number[] = []): SearchIndex {
  const index = new SearchIndex();
  documents.forEach((lexemes, i) => {
    const document = lexemes.map((l, p) => `'${l}':${p + 1}`).join(" ");
    index.upsert({ ...indexRow(i + 1), document, visible: !hidden.includes(i + 1) });
  });
  return index;
}

const word = (lexeme: string, alternatives: string[] = []): DescribedWord => ({ lexemes: [lexeme], alternatives });

/** Filler documents so that the test words are rare, as task words are in a real catalogue. */
const filler = Array.from({ length: 40 }, (_, i) => [`filler${i}`, "cement"]);

describe("describedMatches", () => {
  const index = indexOf([
    ["foam", "pipe", "lag", "stop", "freez", "loft"], // slot 0: what "stop pipes freezing" describes
    ["copper", "pipe"], // slot 1: shares one word only
    ["stop", "pipe", "valv"], // slot 2: shares two common-ish words
    ...filler,
  ]);

  it("keeps the products sharing most of the phrase's weight, the best covered highest", () => {
    const found = describedMatches(index, [word("stop"), word("pipe"), word("freez"), word("attic")]);
    expect([...found.slots]).toEqual([0, 2]);
    const [lagging, valve] = [...found.coverage] as [number, number];
    expect(lagging).toBeGreaterThan(valve);
    expect(valve).toBeGreaterThanOrEqual(MIN_COVERAGE * 1000);
  });

  it("keeps nothing when the phrase's rarest words are ones no product has", () => {
    const found = describedMatches(index, [word("petrol"), word("mower"), word("cylind"), word("pipe"), word("stop")]);
    expect([...found.slots]).toEqual([]);
  });

  it("weighs an -ing or -ed word no product uses at nothing, and an unstocked noun too while known words are most", () => {
    // Roofs and tiles are common words here, each in many products' text, as in a real catalogue.
    const common = Array.from({ length: 40 }, (_, i) => [`filler${i}`, i % 2 === 0 ? "roof" : "tile"]);
    const tiles = indexOf([["roof", "tile", "interlock"], ["roof", "batten"], ["floor", "tile"], ...common]);
    const cracked = { ...word("crack"), inflected: true };
    // "replacing a cracked roof tile": no text says cracked, which is the tile's state, not something to buy.
    expect([...describedMatches(tiles, [cracked, word("roof"), word("tile")]).slots]).toEqual([0]);
    // "a new doorway in a block wall": one unknown noun of three tells no product apart, so it weighs nothing.
    expect([...describedMatches(tiles, [word("doorway"), word("roof"), word("tile")]).slots]).toEqual([0]);
    // Half the words unknown: the phrase is about something not stocked, and they outweigh the rest.
    expect([...describedMatches(tiles, [word("hot"), word("tub"), word("roof"), word("tile")]).slots]).toEqual([]);
    // An -ing or -ed word weighs nothing even then.
    const state = [cracked, { ...word("warp"), inflected: true }, word("roof"), word("tile")];
    expect([...describedMatches(tiles, state).slots]).toEqual([0]);
  });

  it("keeps the rarest weight for a word a table reads as naming products, though no text uses it", () => {
    // Boards and walls are common words, as in a real catalogue.
    const common = Array.from({ length: 40 }, (_, i) => [`filler${i}`, i % 2 === 0 ? "board" : "wall"]);
    const boards = indexOf([["insul", "plasterboard"], ["board", "wall"], ["board", "shelf"], ...common]);
    // "thermal board for walls": "thermal" names insulated plasterboard (a synonym group), found by the group.
    const thermal = { ...word("thermal"), namesProducts: true };
    expect([...describedMatches(boards, [thermal, word("board"), word("wall")]).slots]).toEqual([]);
    expect([...describedMatches(boards, [word("thermal"), word("board"), word("wall")]).slots]).toEqual([1]);
  });

  it("needs two shared words, so a one-word overlap never matches", () => {
    expect([...describedMatches(index, [word("freez"), word("zzz")]).slots]).toEqual([]);
  });

  it("reads a word's alternatives only when its own lexemes find nothing", () => {
    const joined = indexOf([["hardstand", "track"], ["hard", "wear"], ...filler]);
    // "hard standing for a farm track": "hard" is in the catalogue, so only "standing" falls back to "hardstand".
    const found = describedMatches(joined, [word("hard", ["hardstand"]), word("stand", ["hardstand"]), word("track")]);
    expect([...found.slots]).toEqual([0]);
    // Two of three equally rare words: had "hard" read its alternative too, the cover would be whole.
    expect([...found.coverage]).toEqual([667]);
  });

  it("measures the share held by the words the ordinary search left out", () => {
    const unnamed = { ...word("mist"), unnamed: true };
    const found = describedMatches(index, [word("stop"), word("pipe"), word("freez"), unnamed]);
    // No product says "mist": nothing holds an unnamed share.
    expect([...found.unnamed]).toEqual([0, 0]);
    const freezing = { ...word("freez"), unnamed: true };
    const again = describedMatches(index, [word("stop"), word("pipe"), freezing]);
    expect([...again.slots]).toEqual([0, 2]);
    const [lagging, valve] = [...again.unnamed] as [number, number];
    expect(lagging).toBeGreaterThan(0);
    expect(valve).toBe(0);
    expect(lagging).toBeLessThan(again.coverage[0]!);
  });

  it("never returns a hidden product", () => {
    const withHidden = indexOf([["stop", "pipe", "freez"], ...filler], [1]);
    expect([...describedMatches(withHidden, [word("stop"), word("pipe"), word("freez")]).slots]).toEqual([]);
  });
});

describe("addDescribed", () => {
  it("adds coverage to ordinary matches and gives a described-only product its coverage alone", () => {
    const scored = Int32Array.from([1, 4, 7]);
    const named = Int32Array.from([1, 4]);
    const described = {
      slots: Int32Array.from([4, 7]),
      coverage: Int32Array.from([800, 600]),
      unnamed: Int32Array.from([0, 0]),
    };
    const scores = addDescribed(scored, named, Int32Array.from([300, 250]), described);
    expect([...scores]).toEqual([300, 250 + Math.round(800 * WITH_ORDINARY_MATCH), Math.round(600 * DESCRIBED_ONLY)]);
  });

  it("adds the share of the phrase held by words no product's name uses, to named and described-only alike", () => {
    const scored = Int32Array.from([1, 4, 7]);
    const described = {
      slots: Int32Array.from([4, 7]),
      coverage: Int32Array.from([500, 500]),
      unnamed: Int32Array.from([0, 400]),
    };
    const scores = addDescribed(scored, Int32Array.from([1, 4]), Int32Array.from([300, 250]), described);
    expect(scores[1]).toBe(250 + Math.round(500 * WITH_ORDINARY_MATCH));
    expect(scores[2]).toBe(Math.round(500 * DESCRIBED_ONLY + 400 * UNNAMED));
  });
});

describe("coverageOf", () => {
  it("reads the cover of each slot of a subset, 0 for a slot the description did not match", () => {
    const described = {
      slots: Int32Array.from([2, 5, 9]),
      coverage: Int32Array.from([400, 500, 900]),
      unnamed: Int32Array.from([0, 0, 0]),
    };
    expect([...coverageOf(described, Int32Array.from([1, 5, 9, 12]))]).toEqual([0, 500, 900, 0]);
  });
});
