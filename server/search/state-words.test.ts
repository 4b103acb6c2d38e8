import { describe, expect, it } from "vitest";
import { tokeniseQuery } from "./parse-search-query.ts";
import { isReaderWord } from "./reader-words.ts";
import { isStateWord } from "./state-words.ts";

describe("isStateWord", () => {
  it("knows the words for what went wrong, in the reader's canonical form", () => {
    for (const w of ["snapped", "rotten", "wobbly", "draughty", "leaking", "squeaky", "jammed", "blew"])
      expect(isStateWord(w)).toBe(true);
  });

  it("leaves out products' words and the jobs that share a state's word", () => {
    for (const w of ["sticking", "stick", "waterproof", "frost", "damp", "cold", "fence", "paint"])
      expect(isStateWord(w)).toBe(false);
  });

  it("knows a state verb in every tense the verb table lists", () => {
    // Only "swollen", "came" and "blew" are written in the list; their other forms follow from verb-forms.ts.
    for (const w of ["swelled", "come", "blowing", "breaking", "froze", "slid", "sliding", "rattled"])
      expect(isStateWord(w)).toBe(true);
    // A form that names what is bought or done stays a word to search.
    for (const w of ["crack", "rot", "bend", "hanging", "lean", "bow"]) expect(isStateWord(w)).toBe(false);
  });

  it("keeps a state word from being corrected into a catalogue word", () => {
    expect(isReaderWord("sliding")).toBe(true);
    expect(isReaderWord("swelled")).toBe(true);
  });

  it("reads how often and how badly as part of the problem, never a misspelt product", () => {
    for (const w of ["always", "constantly", "really", "again"])
      expect(isStateWord(tokeniseQuery(w).words[0]!)).toBe(true);
    expect(isReaderWord("really")).toBe(true);
  });
});
