import { describe, expect, it } from "vitest";
import { isPackWord, isTierWord } from "./pack-and-tier-words.ts";

describe("isPackWord", () => {
  it("reads a word for how a product is sold as a pack, not a kind", () => {
    expect(isPackWord({ words: ["tub"], groupKeys: [] })).toBe(true);
    expect(isPackWord({ words: ["sand"], groupKeys: [] })).toBe(false);
    // A pack word that is also a group's name is that group ("sheet" of a roof sheet group): no pack.
    expect(isPackWord({ words: ["tub"], groupKeys: ["trug"] })).toBe(false);
  });

  it("reads a bulk or dumpy bag as the yard's pack (session 23)", () => {
    expect(isPackWord({ words: ["dumpy", "bag"], groupKeys: ["bulkbag"] })).toBe(true);
    expect(isPackWord({ words: ["bulk", "bag"], groupKeys: ["bulkbag", "ballast"] })).toBe(false);
  });

  it("keeps tier words apart from pack words", () => {
    expect(isTierWord({ words: ["trade"], groupKeys: [] })).toBe(true);
    expect(isPackWord({ words: ["trade"], groupKeys: [] })).toBe(false);
  });
});
