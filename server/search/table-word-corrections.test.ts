// Corrections towards words only the query reader's tables know (choose-correction.ts): split from
// choose-correction.test.ts for length.
import { describe, expect, it } from "vitest";
import { nearerCorrection, onlyWordOneEditFrom, onlyWordSoundingLike, restoresLetter } from "./choose-correction.ts";

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
