import { describe, expect, it } from "vitest";
import { conjuncts, edgeLexeme, hasPhrase, onlyGroupTokens, phraseAsAnd } from "./query-shapes.ts";
import { parseTsquery } from "./text-search-values.ts";

const tree = (text: string) => parseTsquery(text)!;

describe("query shapes", () => {
  it("splits a top-level AND into its parts, keeping alternatives and phrases whole", () => {
    const parts = conjuncts(tree("'stanmor':ABC & ( 'roof':ABC <-> 'tile':ABC | 'zzsynrooftil':ABC ) & 'grey':ABC"));
    expect(parts.map((p) => p.kind)).toEqual(["lexeme", "or", "lexeme"]);
    expect(conjuncts(null)).toEqual([]);
  });

  it("reads a phrase's words in any order and place", () => {
    const phrase = tree("'bond':A <-> 'plaster':A");
    expect(hasPhrase(phrase)).toBe(true);
    const apart = phraseAsAnd(phrase);
    expect(apart.kind).toBe("and");
    expect(hasPhrase(apart)).toBe(false);
  });

  it("finds the words a typed term starts and ends with, and none for alternatives", () => {
    const phrase = tree("'concret':A <-> 'roof':A <-> 'tile':A");
    expect(edgeLexeme(phrase, "first")).toMatchObject({ lexeme: "concret" });
    expect(edgeLexeme(phrase, "last")).toMatchObject({ lexeme: "tile" });
    expect(edgeLexeme(tree("'a':A | 'b':A"), "first")).toBeNull();
  });

  it("tells a use (synonym-group tokens only) from context words", () => {
    expect(onlyGroupTokens(tree("'zzsynpostfix' | 'zzsynjoist'"), "zzsyn")).toBe(true);
    expect(onlyGroupTokens(tree("'fenc' <-> 'post' | 'zzsynfencepost'"), "zzsyn")).toBe(false);
  });
});
