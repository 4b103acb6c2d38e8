// Corrections towards words only the query reader's tables know (choose-correction.ts): split from
// choose-correction.test.ts for length.
import { describe, expect, it } from "vitest";
import {
  nearerCorrection,
  onlyWordOneEditFrom,
  onlyWordSoundingLike,
  restoresLetter,
  tableMayCorrect,
} from "./choose-correction.ts";
import { consonantsOf } from "./sound-key.ts";
import { isEnglishWord } from "./english-words.ts";
import { tableWords } from "./reader-words.ts";

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

  it("on a tie, keeps a catalogue word reached by two letters swapped or a neighbouring key", () => {
    // "lintle" swaps the catalogue's lintel's last two letters; "lintle" + "s" restores a table's word.
    expect(nearerCorrection("lintle", "lintel", "lintles")).toBe("lintel");
    // "gtout": g typed for the r beside it, as near as the table's word with a letter restored.
    expect(nearerCorrection("gtout", "grout", "gtrout")).toBe("grout");
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

describe("a word only the tables know, as a correction target", () => {
  it("is weaker than a catalogue word: one edit more, unless it restores a dropped letter", () => {
    // Invented words: "plinther" is one changed letter from the table's "plinthed" and two from the catalogue's
    // "plinthers"; the catalogue's is taken. A sound-alike catalogue word counts one edit ("gorleigh" for "gorley").
    expect(nearerCorrection("plinther", "plinthers", "plinthed")).toBe("plinthers");
    expect(nearerCorrection("gorley", "gorleigh", "galley")).toBe("gorleigh");
    // Restoring a dropped letter is the commonest slip: the table's word still wins at equal spelling distance.
    expect(nearerCorrection("uner", "user", "under")).toBe("under");
  });

  it("never takes a real English word, except by restoring a dropped letter", () => {
    expect(tableMayCorrect("stove", "stone")).toBe(false);
    expect(tableMayCorrect("tray", "trap")).toBe(false);
    expect(nearerCorrection("contract", null, "contact")).toBeNull();
    expect(nearerCorrection("contract", "contractor", "contact")).toBe("contractor");
    expect(tableMayCorrect("thee", "three")).toBe(true);
    // A vowel heard, not seen, keeps the word's consonants: the same word spelt another way.
    expect(tableMayCorrect("connecter", "connector")).toBe(true);
    // A typo that is no word is a typo of the table's word.
    expect(tableMayCorrect("stoen", "stone")).toBe(true);
  });

  it("pulls no real English word towards any word of any table by a changed or added consonant", () => {
    // Every table (trade phrases, jobs, uses, places, clause words) at once, so a word added to one later cannot pull
    // real words towards it: "space" in a job phrase once took a no-match query's word to loft roll.
    const pulled: string[] = [];
    const letters = "abcdefghijklmnopqrstuvwxyz";
    for (const target of tableWords()) {
      const typos = new Set<string>();
      for (let i = 1; i <= target.length; i++)
        for (const c of letters)
          typos.add(target.slice(0, i) + c + target.slice(i + 1)).add(target.slice(0, i) + c + target.slice(i));
      // The word list first: the sound key is the dearer check, and only real words need it.
      const real = [...typos].filter((typed) => typed !== target && isEnglishWord(typed));
      for (const typed of real)
        if (consonantsOf(typed) !== consonantsOf(target) && nearerCorrection(typed, null, target) !== null)
          pulled.push(`${typed} → ${target}`);
    }
    expect(pulled.slice(0, 10)).toEqual([]);
  });
});
