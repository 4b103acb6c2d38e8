import { describe, expect, it } from "vitest";
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
});
