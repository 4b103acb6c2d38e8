import { describe, expect, it } from "vitest";
import { aboutSomethingElse } from "./about-something-else.ts";
import type { QueryTerm } from "./parse-search-query.ts";

const plain = (w: string): QueryTerm => ({ words: [w], groupKeys: [] });
const bare = { sectionAsked: false, sentence: false };

describe("aboutSomethingElse", () => {
  it("reads everyday words outnumbering the catalogue's plain words as what the query is about", () => {
    expect(aboutSomethingElse([plain("bench")], new Set(["garden", "cushion"]), bare)).toBe(true);
    // A word that only says how it comes says no what: "bulk" and a pole.
    expect(aboutSomethingElse([plain("bulk"), plain("pole")], new Set(["curtain", "brass"]), bare)).toBe(true);
  });

  it("leaves them out beside a kind the vocabulary names, a section, in a sentence, or when they are fewer", () => {
    const kind: QueryTerm = { words: ["gravel"], groupKeys: ["chippings"] };
    expect(aboutSomethingElse([kind], new Set(["garden", "cushion"]), bare)).toBe(false);
    expect(aboutSomethingElse([plain("bench")], new Set(["garden", "cushion"]), { ...bare, sectionAsked: true })).toBe(
      false,
    );
    expect(aboutSomethingElse([plain("mortar")], new Set(["make", "softer"]), { ...bare, sentence: true })).toBe(false);
    expect(aboutSomethingElse([plain("bench"), plain("oak")], new Set(["garden", "cushion"]), bare)).toBe(false);
    expect(aboutSomethingElse([plain("bench")], new Set(["garden"]), bare)).toBe(false);
    // Words that only describe are no other thing asked for; a place is ("dining", "garden").
    expect(aboutSomethingElse([plain("bench")], new Set(["small", "replacement"]), bare)).toBe(false);
    // A maker's or trade name no dictionary holds is no everyday word.
    expect(aboutSomethingElse([plain("bench")], new Set(["garden", "zorbex"]), bare)).toBe(false);
  });
});
