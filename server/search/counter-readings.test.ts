import { describe, expect, it } from "vitest";
import { counterReadings, kindIndex, MAX_COUNTER_READINGS } from "./counter-readings.ts";
import type { QueryTerm } from "./parse-search-query.ts";

const plain = (words: string): QueryTerm => ({ words: words.split(" "), groupKeys: [] });
const kind = (words: string, key: string): QueryTerm => ({ words: words.split(" "), groupKeys: [key] });

describe("counterReadings", () => {
  it("keeps the kind and the words before it, moving the words after it behind 'for', fewest moved first", () => {
    const terms = [plain("clay"), kind("roof tile", "rooftile"), plain("black"), plain("ridge")];
    const texts = counterReadings(terms, [], []).map((g) => g.map((r) => r.text));
    expect(texts).toEqual([
      ["clay roof tile black for ridge", "clay roof tile ridge for black"],
      ["clay roof tile for black ridge"],
    ]);
  });

  it("moves nothing typed before the head noun: it makes the kind", () => {
    expect(counterReadings([plain("steel"), plain("garage"), plain("door")], [], [])).toEqual([]);
  });

  it("keeps sizes with the kind and the typed context after the moved words", () => {
    const groups = counterReadings([plain("pipe"), plain("brown")], [plain("drive")], ["110mm"]);
    expect(groups).toEqual([[{ text: "pipe 110mm for brown drive", kept: 1, describingMoved: 1 }]]);
  });

  it("counts the describing words a reading moves", () => {
    const groups = counterReadings([kind("roof tile", "rooftile"), plain("slate"), plain("rustic")], [], []);
    expect(groups[0]!.map((r) => [r.text, r.describingMoved])).toEqual([
      ["roof tile slate for rustic", 1],
      ["roof tile rustic for slate", 0],
    ]);
  });

  it("has nothing to try for one term or a long sentence", () => {
    expect(counterReadings([plain("cement")], [], [])).toEqual([]);
    expect(counterReadings("a b c d e f g".split(" ").map(plain), [], [])).toEqual([]);
  });

  it("tries at most MAX_COUNTER_READINGS readings", () => {
    const terms = [kind("roof tile", "rooftile"), ..."bb cc dd ee ff".split(" ").map(plain)];
    expect(counterReadings(terms, [], []).flat()).toHaveLength(MAX_COUNTER_READINGS);
  });
});

describe("kindIndex", () => {
  it("is the last term a trade table names as a kind, else the last term", () => {
    expect(kindIndex([kind("soil pipe", "soilpipe"), plain("outdoor"), plain("brown")])).toBe(0);
    expect(kindIndex([plain("outdoor"), plain("brown"), plain("sleeper")])).toBe(2);
    expect(kindIndex([plain("sleeper"), plain("rustic"), plain("brown")])).toBe(0);
  });
});
