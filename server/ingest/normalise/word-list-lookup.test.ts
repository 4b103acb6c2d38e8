import { readFileSync } from "node:fs";
import wordListPath from "word-list";
import { describe, expect, it } from "vitest";
import { wordListLookup } from "./word-list-lookup.ts";

/** What the lookup stands in for. */
const asSet = (text: string) => new Set(text.split("\n"));

describe("wordListLookup", () => {
  it("answers as a Set of the lines would, for lines out of order, non-ASCII, blank and CR-ended ones", () => {
    const text = "apple\nbanana\nbanan\ncherry\ncafé\n\nzebra\r\nzed\nabc\nzed\nzz";
    const lookup = wordListLookup(Buffer.from(text));
    const set = asSet(text);
    const probes = [...set, "appl", "applee", "banan", "bananas", "caf", "cafe", "café", "zebra", "zebra\r", "", "ab"];
    probes.push("abcd", "zz", "zzz", "Apple", "ünter", "a");
    for (const word of probes) expect([word, lookup.has(word)]).toEqual([word, set.has(word)]);
    // A final line break ends the file with an empty line, as split reads it.
    expect(wordListLookup(Buffer.from("b\nc\n")).has("")).toBe(true);
    expect(wordListLookup(Buffer.from("b\nc")).has("")).toBe(false);
  });

  it("finds every word of the English list and none of a letter away from it that the list lacks", () => {
    const text = readFileSync(wordListPath, "utf8");
    const set = asSet(text);
    const lookup = wordListLookup(Buffer.from(text));
    const words = [...set];
    expect(words.every((w) => lookup.has(w))).toBe(true);
    const near = words.flatMap((w) => [`${w}q`, w.slice(1), `${w.slice(0, -1)}z`]);
    expect(near.filter((w) => lookup.has(w) !== set.has(w))).toEqual([]);
  });
});
