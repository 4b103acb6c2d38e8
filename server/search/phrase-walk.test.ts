import { describe, expect, it } from "vitest";
import { forEachPhraseAt, leadingParts } from "./phrase-walk.ts";

const table = new Set(["tile", "tile adhesive", "tile adhesive rapid set grey", "wall tile", "ready mixed tile grout"]);
const leading = leadingParts(table);

/** What documentGroupKeys looked up before: every slice of up to maxWords words from i, joined. */
function everySlice(words: string[], i: number, maxWords: number): string[] {
  const out: string[] = [];
  for (let n = 1; n <= maxWords && i + n <= words.length; n++) out.push(words.slice(i, i + n).join(" "));
  return out;
}

function found(words: string[], i: number, maxWords: number): string[] {
  const hits: string[] = [];
  forEachPhraseAt(words, i, maxWords, leading, (phrase) => {
    if (table.has(phrase)) hits.push(phrase);
  });
  return hits;
}

describe("forEachPhraseAt", () => {
  it("finds the table phrases every slice would, at every start and bound", () => {
    const words = "wall tile adhesive rapid set grey ready mixed tile grout tile".split(" ");
    for (const maxWords of [1, 2, 5, 6])
      for (let i = 0; i < words.length; i++)
        expect(found(words, i, maxWords)).toEqual(everySlice(words, i, maxWords).filter((p) => table.has(p)));
  });

  it("stops growing once no phrase starts with the words so far", () => {
    const visited: string[] = [];
    forEachPhraseAt(["tile", "spacers", "adhesive"], 0, 6, leading, (phrase) => visited.push(phrase));
    expect(visited).toEqual(["tile", "tile spacers"]);
  });

  it("leading parts are the proper beginnings of each phrase", () => {
    expect([...leadingParts(["a b c", "d"])].sort()).toEqual(["a", "a b"]);
  });
});
