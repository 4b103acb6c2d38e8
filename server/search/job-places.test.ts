import { describe, expect, it } from "vitest";
import { isJobPlace, JOB_PLACE_WORDS } from "./job-places.ts";
import { isReaderWord } from "./reader-words.ts";

describe("job places", () => {
  it("names rooms by the word before 'room' too, and never a product's own word", () => {
    for (const word of ["dining", "living", "ensuite", "nursery", "boxroom"]) expect(isJobPlace(word), word).toBe(true);
    for (const word of ["box", "tile", "sitting"]) expect(isJobPlace(word), word).toBe(false);
  });

  it("makes the longer place words reader words, so no catalogue word replaces them", () => {
    expect(JOB_PLACE_WORDS).toContain("dining");
    expect(JOB_PLACE_WORDS).not.toContain("loo");
    expect(isReaderWord("dining")).toBe(true);
  });
});
