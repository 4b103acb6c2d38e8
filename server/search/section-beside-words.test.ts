import { describe, expect, it } from "vitest";
import { SearchIndex } from "./memory-index/search-index.ts";
import { indexRow } from "./memory-index/test-helpers.ts";
import { productSizeTokens } from "./size-tokens.ts";
import { sectionBesideWords, sectionTokens } from "./section-beside-words.ts";
import { tokeniseQuery } from "./parse-search-query.ts";

/** An index of invented products, each with its name's size tokens, in the order given (slot = position). */
function indexOf(rows: ReadonlyArray<[name: string, visible?: boolean]>): SearchIndex {
  const index = new SearchIndex();
  rows.forEach(([name, visible = true], i) =>
    index.upsert({ ...indexRow(i + 1), nameKey: name, sizes: productSizeTokens(name), category: "timber", visible }),
  );
  return index;
}

describe("sectionBesideWords", () => {
  const index = indexOf([
    ["deck joist 47 x 150mm x 3.6m"],
    ["regularised timber c24 47 x 225mm x 6m"],
    ["regularised timber c24 47 x 225mm x 4.8m", false],
    ["plasterboard 2400 x 1200 x 12.5mm"],
  ]);
  const sizesOf = (q: string) => tokeniseQuery(q).sizes;

  it("adds the visible products of the section typed when no word match is cut to it", () => {
    // "joist" found only the deck joist (slot 0); the 47 x 225 is the merchant's other word for a joist.
    expect([...sectionBesideWords(index, sizesOf("47 x 225 joist"), Int32Array.from([0]))!.slots]).toEqual([1]);
  });

  it("adds nothing when a word match holds the size in any reading, or no product does", () => {
    expect(sectionBesideWords(index, sizesOf("47 x 225 timber"), Int32Array.from([1]))).toBeNull();
    // "8x4" reads 2440 x 1220 first; the board holding 2400 x 1200 is the same size to a buyer.
    expect(sectionBesideWords(index, sizesOf("12.5mm plasterboard 8x4"), Int32Array.from([3]))).toBeNull();
    expect(sectionBesideWords(index, sizesOf("63 x 38 joist"), Int32Array.from([0]))).toBeNull();
  });

  it("reads only sizes of two sides or more typed with their numbers", () => {
    expect(sectionTokens(sizesOf("joist 6m"))).toEqual([]);
    expect(sectionTokens(sizesOf("kingspan 100"))).toEqual([]);
    expect(sectionTokens(sizesOf("47 x 225 joist 6m"))).toEqual(["47x225"]);
  });
});
