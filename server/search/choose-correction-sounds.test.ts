// Corrections by sound (choose-correction.ts, sound-key.ts): split from choose-correction.test.ts for length.
import { describe, expect, it } from "vitest";
import { chooseCorrection, soundKey, type VocabularyCandidate } from "./choose-correction.ts";

describe("chooseCorrection: a real English word by sound", () => {
  it("takes only a word that sounds just as it does, never a near sound", () => {
    // Invented: "bidder" is a word of its own, a sound from "biter"; a doubled slip of it ("biddder") is no word, so the near sound is taken.
    expect(chooseCorrection("bidder", [{ term: "biter", productCount: 20 }])).toBeNull();
    expect(chooseCorrection("biddder", [{ term: "biter", productCount: 20 }])).toBe("biter");
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
    expect(chooseCorrection("tuembal", [{ term: "timber", productCount: 40 }])).toBeNull();
    expect(chooseCorrection("tmibur", [{ term: "timber", productCount: 40 }])).toBeNull();
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

describe("chooseCorrection: a short word spelt as it sounds", () => {
  const words: VocabularyCandidate[] = [
    { term: "glue", productCount: 5 },
    { term: "screw", productCount: 30 },
    { term: "grout", productCount: 8 },
  ];

  it("reads the oo sound spelt ew or ue alike, in four or five letters", () => {
    // Invented: two edits from the catalogue's words, one sound with them.
    expect(chooseCorrection("glew", words)).toBe("glue");
    expect(chooseCorrection("scrue", words)).toBe("screw");
    expect(soundKey("glew")).toBe(soundKey("glue"));
  });

  it("takes only the exact sound in a short word, and never bends a real one", () => {
    // "glet" sounds near "glue" but not as it: two edits in four letters are another word.
    expect(chooseCorrection("glet", words)).toBeNull();
    // "blew" is a word of its own: it is no "blue" typed by sound.
    expect(chooseCorrection("blew", [{ term: "blue", productCount: 9 }])).toBeNull();
  });
});

describe("chooseCorrection: a first sound spelt another way", () => {
  const words: VocabularyCandidate[] = [
    { term: "cement", productCount: 12 },
    { term: "cellotherm", productCount: 3 },
    { term: "quickfix", productCount: 4 },
    { term: "coping", productCount: 7 },
  ];

  it("reads an s typed for a soft c, and kw for qu", () => {
    // Invented brand-like words, spelt by ear.
    expect(chooseCorrection("selotherm", words)).toBe("cellotherm");
    expect(chooseCorrection("kwickfix", words)).toBe("quickfix");
    expect(soundKey("kwickfix")).toBe(soundKey("quickfix"));
  });

  it("never reads an s for a hard c, nor a k for one", () => {
    expect(chooseCorrection("sopping", words)).toBeNull();
    expect(chooseCorrection("kopping", words)).toBeNull();
  });
});

describe("soundKey: a long e and an unstressed ending spelt by ear", () => {
  it("reads ea as ee, and -or or -ar at the end as -er", () => {
    // Invented spellings of one sound each.
    expect(soundKey("seelant")).toBe(soundKey("sealant"));
    expect(soundKey("connecters")).toBe(soundKey("connectors"));
    expect(soundKey("cellor")).toBe(soundKey("cellar"));
    expect(chooseCorrection("beedings", [{ term: "beading", productCount: 6 }])).toBe("beading");
  });
});
