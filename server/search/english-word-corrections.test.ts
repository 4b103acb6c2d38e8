import { describe, expect, it } from "vitest";
import { hardCAsK, realWordMayBecome, soundCorrection } from "./english-word-corrections.ts";

describe("realWordMayBecome", () => {
  it("keeps a real word from a catalogue word one changed letter away", () => {
    // Typed as meant, for something else: a pushing, a bats, a wiring loom are not misspelt stock.
    expect(realWordMayBecome("pushing", "pashing")).toBe(false);
    expect(realWordMayBecome("bats", "bets")).toBe(false);
    expect(realWordMayBecome("wiring", "waring")).toBe(false);
    // A typed plural against its correction's singular: "bats" is no "bet".
    expect(realWordMayBecome("bats", "bet")).toBe(false);
  });

  it("still lets a real word be a slip of the finger, a sound-alike, or another kind of edit", () => {
    // "t" beside "r"; "grate" and "great" are not one changed letter; a made-up word is always free.
    expect(realWordMayBecome("rave", "tave")).toBe(true);
    expect(realWordMayBecome("lumbr", "lumbar")).toBe(true);
    expect(realWordMayBecome("hinje", "hinge")).toBe(true);
  });

  it("keeps a real word from a correction by sound", () => {
    // Further than a slip reaches: a neighbour must confirm it (real-word-pairs.server.ts).
    expect(realWordMayBecome("guitar", "gutter")).toBe(false);
    expect(realWordMayBecome("grate", "great")).toBe(false);
    // A real word one letter longer is still free ("bricky" is a bricklayer's brick).
    expect(realWordMayBecome("bricky", "brick")).toBe(true);
  });
});

describe("soundCorrection", () => {
  it("is a real word corrected further than a spelling slip reaches", () => {
    expect(soundCorrection("lentil", "lintel")).toBe(true);
    expect(soundCorrection("bored", "board")).toBe(true);
    // One swap is a slip; a word that is no English word is a misspelling, whatever the distance.
    expect(soundCorrection("timbre", "timber")).toBe(false);
    expect(soundCorrection("lintol", "lintel")).toBe(false);
    expect(soundCorrection("guiter", "gutter")).toBe(false);
  });
});

describe("hardCAsK", () => {
  it("reads a first k as the hard c it sounds, in a word that is no English word", () => {
    expect(hardCAsK("kopper", "copper")).toBe(true);
    expect(hardCAsK("klamp", "clamp")).toBe(true);
    // A soft c, another second letter, a real word: no.
    expect(hardCAsK("kement", "cement")).toBe(false);
    expect(hardCAsK("kupper", "copper")).toBe(false);
    expect(hardCAsK("keeping", "ceeping")).toBe(false);
  });
});
