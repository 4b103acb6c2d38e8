import { describe, expect, it } from "vitest";
import {
  chooseCorrection,
  equallyNear,
  nearerCorrection,
  onlyWordOneEditFrom,
  onlyWordSoundingLike,
  restoresLetter,
  maxEdits,
  soundKey,
  type VocabularyCandidate,
} from "./choose-correction.ts";

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

describe("chooseCorrection: a word spelt as it sounds", () => {
  const brands: VocabularyCandidate[] = [
    { term: "kelvix", productCount: 4 },
    { term: "kelsall", productCount: 9 },
    { term: "thermalite", productCount: 6 },
  ];

  it.each([
    ["kelvicks", "kelvix"],
    ["thermalight", "thermalite"],
  ])("corrects %s to %s though it is three edits away", (typed, expected) => {
    expect(chooseCorrection(typed, brands)).toBe(expected);
  });

  it("keeps the first letter, or reads a leading ph as f, and a minimum length", () => {
    expect(chooseCorrection("chelvicks", brands)).toBeNull();
    expect(chooseCorrection("phinish", [{ term: "finish", productCount: 3 }])).toBe("finish");
    // A "k" for a "c" is not read alike at the start: "keeping" must not become "coping".
    expect(chooseCorrection("keeping", [{ term: "coping", productCount: 30 }])).toBeNull();
    expect(chooseCorrection("kelvik", [{ term: "kelvix", productCount: 1 }])).toBe("kelvix");
    expect(chooseCorrection("kelks", brands)).toBeNull();
  });

  it("reads a final -a as the -er British speech drops the r of, and only that exact sound", () => {
    const words = ["copper", "coping", "plaster"].map((term) => ({ term, productCount: 10 }));
    expect(chooseCorrection("coppa", words)).toBe("copper");
    expect(chooseCorrection("plasta", words)).toBe("plaster");
    // Another sound ("cobba") is not read so, nor a vowel before the "a" ("coppia").
    expect(chooseCorrection("cobba", words)).toBeNull();
    expect(chooseCorrection("coppia", words)).toBeNull();
  });

  it("folds the spellings of one sound into one key", () => {
    expect(soundKey("kelvicks")).toBe(soundKey("kelvix"));
    expect(soundKey("phibre")).toBe(soundKey("fibre"));
    expect(soundKey("kelvicks")).not.toBe(soundKey("kelsall"));
    // The long "a" spelt "ei", "ai", "ay" or "a" with a silent final "e".
    expect(soundKey("aquavale")).toBe(soundKey("aquaveil"));
    expect(soundKey("weathervayl")).toBe(soundKey("weatherveil"));
    expect(soundKey("aquavale")).not.toBe(soundKey("aquavall"));
    // Session 16: "-tion" as said, the British "or" of "caulk", the long "o" spelt as in "home".
    expect(soundKey("ventilashun")).toBe(soundKey("ventilation"));
    expect(soundKey("extenshun")).toBe(soundKey("extension"));
    expect(soundKey("cork")).toBe(soundKey("caulk"));
    expect(soundKey("lome")).toBe(soundKey("loam"));
    expect(soundKey("cork")).not.toBe(soundKey("cook"));
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

describe("nearerCorrection", () => {
  it("takes the trade word when it is fewer edits away than the catalogue's", () => {
    expect(nearerCorrection("guuttering", "shuttering", "guttering")).toBe("guttering");
  });

  it("keeps the catalogue's word on a tie, and either when the other is missing", () => {
    expect(nearerCorrection("cource", "course", "source")).toBe("course");
    expect(nearerCorrection("cource", null, "course")).toBe("course");
    expect(nearerCorrection("cource", "course", null)).toBe("course");
  });

  it("on a tie, takes the word that restores a dropped letter", () => {
    expect(nearerCorrection("thee", "tee", "three")).toBe("three");
    expect(nearerCorrection("uner", "user", "under")).toBe("under");
    // Both restore one: the catalogue's, as before.
    expect(nearerCorrection("tes", "test", "tees")).toBe("test");
  });
});

describe("restoresLetter", () => {
  it("is true only when the correction puts back one dropped letter", () => {
    expect(restoresLetter("bick", "brick")).toBe(true);
    expect(restoresLetter("knuf", "knauf")).toBe(true);
    expect(restoresLetter("bulb", "bulk")).toBe(false);
    expect(restoresLetter("bick", "block")).toBe(false);
    expect(restoresLetter("lamp", "clamp")).toBe(false);
  });
});

describe("chooseCorrection sounds", () => {
  it("does not read a word as a much shorter one that sounds alike", () => {
    expect(chooseCorrection("blockss", [{ term: "box", productCount: 50 }])).toBeNull();
  });
});

describe("onlyWordOneEditFrom", () => {
  it("takes the one word a single edit away with the same first letter", () => {
    expect(onlyWordOneEditFrom("gutering", ["guttering", "shuttering"])).toBe("guttering");
    expect(onlyWordOneEditFrom("gutterign", ["guttering"])).toBe("guttering");
    expect(onlyWordOneEditFrom("kutering", ["guttering"])).toBeNull();
  });

  it("takes nothing when two fit, or nothing is one edit away", () => {
    expect(onlyWordOneEditFrom("sealnt", ["sealant", "sealent"])).toBeNull();
    expect(onlyWordOneEditFrom("slant", ["sealant"])).toBeNull();
  });

  it("bends a four- or five-letter word only by restoring a dropped letter", () => {
    expect(onlyWordOneEditFrom("uner", ["under"])).toBe("under");
    expect(onlyWordOneEditFrom("stove", ["stone"])).toBeNull();
    expect(onlyWordOneEditFrom("tap", ["tape"])).toBeNull();
  });
});

describe("onlyWordSoundingLike", () => {
  it("takes the one table word that sounds as typed, a leading ph read as f, a typed plural as the singular", () => {
    expect(onlyWordSoundingLike("creozote", ["creosote", "cement"])).toBe("creosote");
    expect(onlyWordSoundingLike("phencing", ["fencing", "fixing"])).toBe("fencing");
    expect(onlyWordSoundingLike("raphters", ["rafter", "render"])).toBe("rafter");
  });

  it("takes nothing for a near sound, two words alike, a short word or another first sound", () => {
    expect(onlyWordSoundingLike("creosite", ["creosote"])).toBeNull();
    expect(onlyWordSoundingLike("kreosote", ["creosote"])).toBeNull();
    expect(onlyWordSoundingLike("phlag", ["flag"])).toBe("flag");
    expect(onlyWordSoundingLike("phag", ["fag"])).toBeNull();
    expect(onlyWordSoundingLike("sizal", ["sisal", "sisall"])).toBeNull();
  });
});

describe("chooseCorrection: a shorter word with its vowels misheard", () => {
  const words: VocabularyCandidate[] = [
    { term: "timber", productCount: 40 },
    { term: "sealant", productCount: 12 },
    { term: "board", productCount: 90 },
    { term: "bead", productCount: 9 },
    { term: "brad", productCount: 3 },
  ];

  it("takes the word with the same first letter and consonants, two edits at most", () => {
    expect(chooseCorrection("tymbar", words)).toBe("timber");
    expect(chooseCorrection("seelent", words)).toBe("sealant");
    expect(chooseCorrection("seelnt", [{ term: "sealant", productCount: 12 }])).toBe("sealant");
    // "brad" shares the consonants too, but is further and has no vowel after its first letter.
    expect(chooseCorrection("bourde", words)).toBe("board");
  });

  it("takes nothing for other consonants, more than two edits, or under five letters", () => {
    expect(chooseCorrection("tumblr", words)).toBeNull();
    expect(chooseCorrection("tuembar", [{ term: "timber", productCount: 40 }])).toBeNull();
    expect(chooseCorrection("tmibar", [{ term: "timber", productCount: 40 }])).toBeNull();
    expect(chooseCorrection("baud", words)).toBeNull();
    expect(chooseCorrection("phlag", [{ term: "plug", productCount: 30 }])).toBeNull();
  });

  it("hears a 'ch' after the first letter as the 'k' it is often said as", () => {
    expect(soundKey("ankor")).toBe(soundKey("anchor"));
    expect(soundKey("chip")).not.toBe(soundKey("kip"));
  });
});

describe("chooseCorrection: a long word with its vowels misheard", () => {
  const blocks: VocabularyCandidate[] = [
    { term: "aircrete", productCount: 8 },
    { term: "concrete", productCount: 30 },
  ];

  it("takes the one word with the same first letter and consonants", () => {
    expect(chooseCorrection("areocrete", blocks)).toBe("aircrete");
  });

  it("takes nothing for a short word, other consonants, or two words alike", () => {
    expect(chooseCorrection("areocrite", [{ term: "aircrete", productCount: 8 }])).toBe("aircrete");
    expect(chooseCorrection("areocrade", blocks)).toBeNull();
    // Both are three edits from the typed word; the consonants cannot choose.
    expect(chooseCorrection("areocrete", [...blocks, { term: "airecreet", productCount: 1 }])).toBeNull();
    expect(chooseCorrection("erkreet", [{ term: "eircrete", productCount: 1 }])).toBeNull();
  });
});
