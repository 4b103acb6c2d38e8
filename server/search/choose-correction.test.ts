import { describe, expect, it } from "vitest";
import { chooseCorrection, equallyNear, maxEdits, type VocabularyCandidate } from "./choose-correction.ts";

/** A small catalogue vocabulary, with how many products use each word. */
const VOCABULARY: VocabularyCandidate[] = [
  { term: "cement", productCount: 40 },
  { term: "plasterboard", productCount: 25 },
  { term: "plaster", productCount: 30 },
  { term: "insulation", productCount: 18 },
  { term: "timber", productCount: 60 },
  { term: "damp", productCount: 12 },
  { term: "brick", productCount: 22 },
  { term: "sand", productCount: 15 },
  { term: "ballast", productCount: 6 },
];

describe("chooseCorrection", () => {
  it.each([
    ["cemnet", "cement"],
    ["plasterbord", "plasterboard"],
    ["insulaton", "insulation"],
    ["timbre", "timber"],
    ["balast", "ballast"],
    ["plastrbord", "plasterboard"],
  ])("corrects %s to %s", (typed, expected) => {
    expect(chooseCorrection(typed, VOCABULARY)).toBe(expected);
  });

  it("never bends an English word into a catalogue word with another first letter", () => {
    const vocabulary: VocabularyCandidate[] = [
      { term: "ridge", productCount: 9 },
      { term: "handles", productCount: 4 },
      { term: "plumbing", productCount: 7 },
    ];
    // Real words the catalogue lacks: a fridge, candles, clumping litter are not stocked things misspelt.
    expect(chooseCorrection("fridge", vocabulary)).toBeNull();
    expect(chooseCorrection("candles", vocabulary)).toBeNull();
    expect(chooseCorrection("clumping", vocabulary)).toBeNull();
    // A slip that is no English word still may.
    expect(chooseCorrection("pridge", vocabulary)).toBe("ridge");
    // And an English word keeps its other corrections: "timbre" is still timber.
    expect(chooseCorrection("timbre", VOCABULARY)).toBe("timber");
  });

  it("keeps the first letter of a short word: lamp is not damp", () => {
    expect(chooseCorrection("lamp", VOCABULARY)).toBeNull();
    expect(chooseCorrection("lamps", [{ term: "damps", productCount: 50 }])).toBeNull();
    expect(chooseCorrection("lamps", [{ term: "lumps", productCount: 1 }])).toBe("lumps");
  });

  it("never corrects a word under four letters", () => {
    expect(chooseCorrection("snd", VOCABULARY)).toBeNull();
    expect(chooseCorrection("san", [{ term: "sand", productCount: 99 }])).toBeNull();
  });

  it("gives short words one edit and longer words two", () => {
    // Two edits from cement: too far for a six-letter word.
    expect(chooseCorrection("cmenet", [{ term: "cement", productCount: 1 }])).toBeNull();
    expect(maxEdits("tap")).toBe(0);
    expect(maxEdits("cemennt")).toBe(1);
    expect(maxEdits("plasterbord")).toBe(2);
  });

  it("prefers fewer edits, then the word more products use", () => {
    const close = [
      { term: "sands", productCount: 50 },
      { term: "sandy", productCount: 5 },
      { term: "sande", productCount: 9 },
    ];
    expect(chooseCorrection("sandz", close)).toBe("sands");
    expect(chooseCorrection("sandz", close.slice(1))).toBe("sande");
    expect(chooseCorrection("plasterbord", [...VOCABULARY, { term: "plasterboards", productCount: 999 }])).toBe(
      "plasterboard",
    );
  });

  it("among equally near words, prefers one that restores a dropped letter over a more used one", () => {
    const near = [
      { term: "cls", productCount: 300 },
      { term: "clay", productCount: 90 },
      { term: "class", productCount: 10 },
    ];
    expect(chooseCorrection("clas", near)).toBe("class");
    // Without a restoring candidate, the more used word wins as before.
    expect(chooseCorrection("clas", near.slice(0, 2))).toBe("cls");
  });

  it("measures a typed plural against the catalogue word's plural, when titles hold only the singular", () => {
    const tiles = [{ term: "tile", productCount: 9 }];
    // A doubled or dropped letter in a plural the reader does not read as one ("tiless", "tles").
    expect(chooseCorrection("tiless", tiles)).toBe("tile");
    expect(chooseCorrection("tles", tiles)).toBe("tile");
    // Two edits even as a plural: still too far for a short word.
    expect(chooseCorrection("tlees", tiles)).toBeNull();
    // A word nearer as spelt is measured as spelt, and beats a plural-only fit on a tie.
    expect(chooseCorrection("bols", [{ term: "bolt", productCount: 5 }])).toBe("bolt");
    expect(
      chooseCorrection("sans", [
        { term: "sawn", productCount: 11 },
        { term: "sand", productCount: 7 },
      ]),
    ).toBe("sand");
    expect(
      chooseCorrection("clas", [
        { term: "clay", productCount: 90 },
        { term: "class", productCount: 10 },
      ]),
    ).toBe("class");
  });

  it("does not prefer the more used word when it needs more edits", () => {
    expect(
      chooseCorrection("insulaton", [
        { term: "insulation", productCount: 1 },
        { term: "insulations", productCount: 500 },
      ]),
    ).toBe("insulation");
  });

  it("returns null when nothing is close, or the word itself is a candidate", () => {
    expect(chooseCorrection("xylophone", VOCABULARY)).toBeNull();
    expect(chooseCorrection("cement", VOCABULARY)).toBeNull();
    expect(chooseCorrection("cemnet", [])).toBeNull();
  });
});

describe("equallyNear", () => {
  it("lists the other words as near as the chosen one, same first letter, the more used first", () => {
    const near = [
      { term: "block", productCount: 90 },
      { term: "black", productCount: 40 },
      { term: "back", productCount: 60 },
      { term: "clock", productCount: 99 },
      { term: "bloc", productCount: 1 },
    ];
    expect(chooseCorrection("blck", near)).toBe("block");
    // "back" is one edit from "blck" too; "clock" is two and "bloc" another letter; at most two.
    expect(equallyNear("blck", "block", near)).toEqual(["back", "black"]);
    expect(equallyNear("blck", "block", near.slice(0, 1))).toEqual([]);
  });
});

describe("chooseCorrection sounds", () => {
  it("does not read a word as a much shorter one that sounds alike", () => {
    expect(chooseCorrection("blockss", [{ term: "box", productCount: 50 }])).toBeNull();
  });
});

describe("chooseCorrection between words equally near", () => {
  it("keeps the typed first letter before the commoner word", () => {
    const vocabulary = [
      { term: "racking", productCount: 3 },
      { term: "packing", productCount: 40 },
    ];
    // "ravking" is one letter from each; a typist rarely misses the first letter.
    expect(chooseCorrection("ravking", vocabulary)).toBe("racking");
  });

  it("takes the letter typed with a key beside the right one before the commoner word", () => {
    const vocabulary = [
      { term: "coated", productCount: 2 },
      { term: "coaxed", productCount: 30 },
    ];
    // "r" is beside "t", not "x": coated.
    expect(chooseCorrection("coared", vocabulary)).toBe("coated");
  });

  it("reads a first k as a hard c in a word no dictionary holds", () => {
    expect(chooseCorrection("kopper", [{ term: "copper", productCount: 5 }])).toBe("copper");
    expect(chooseCorrection("klamp", [{ term: "clamp", productCount: 5 }])).toBe("clamp");
  });
});
