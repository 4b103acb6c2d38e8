import { describe, expect, it } from "vitest";
import { matchingSlots } from "./evaluate-query.ts";
import { hasPhrase, mergeLists, PrefixPostings } from "./prefix-postings.ts";
import { SearchIndex } from "./search-index.ts";
import { parseTsquery } from "./text-search-values.ts";
import { indexRow } from "./test-helpers.ts";

/** A document per tsvector text, product ids from 1. */
function indexOf(documents: readonly string[]): SearchIndex {
  const index = new SearchIndex();
  documents.forEach((document, i) => index.upsert({ ...indexRow(i + 1), document }));
  return index;
}

// Weights vary per document and lexeme, so a merged list must keep each slot's weights from every lexeme.
const DOCUMENTS = [
  "'plasterboard':1A 'gyproc':2B 'board':3C",
  "'plaster':1A 'multi':2A 'purpos':3A",
  "'plank':4C 'scaffold':1A,2B",
  "'sand':1A 'sharp':2A 'plasterboard':5C",
  "'pla':1 'cement':2A",
  "'plasterboard':1A 'plank':2B 'plaster':3C",
  "'timber':1A 'treat':2A",
];

describe("merged prefix postings", () => {
  it("answer prefix expressions exactly as the index's own lists do, weights included", () => {
    const index = indexOf(DOCUMENTS);
    // A document comes and goes: its old slot stays in the lists, dead, as in the index itself.
    index.upsert({ ...indexRow(8), document: "'plasterboard':1B 'sand':2A" });
    index.upsert({ ...indexRow(8), document: "'plank':1A" });
    const merged = new PrefixPostings(index);
    const expressions = [
      "'pla':*",
      "'pla':*A",
      "'pla':*B",
      "'pla':*AB",
      "'plaster':*C",
      "'pl':*A & 'sand':A",
      "'s':*AB & 'pla':*",
      "'board' | 'sc':*A",
      "!'pla':*A",
      "'zzz':*",
      "'timber':*",
    ];
    for (const expression of expressions) {
      const tree = parseTsquery(expression);
      expect([...matchingSlots(merged, tree)], expression).toEqual([...matchingSlots(index, tree)]);
    }
    expect(merged.lexemesStartingWith("pla")).toHaveLength(1);
    expect(merged.lexemesStartingWith("pla")[0]).toBe(merged.lexemesStartingWith("pla")[0]);
    expect(merged.lexemesStartingWith("timb")).toEqual(index.lexemesStartingWith("timb"));
  });

  it("merges by sorting a few slots and by scanning many, with the same result", () => {
    const index = indexOf(DOCUMENTS);
    const lists = index.lexemesStartingWith("p");
    const few = mergeLists(lists, 1_000);
    const many = mergeLists(lists, 8);
    for (const list of [few, many]) {
      expect([...list.slots.data.subarray(0, list.size)]).toEqual([0, 1, 2, 3, 4, 5]);
      // 'plasterboard':1A, 'plank':2B and 'plaster':3C in slot 5: A, B and C.
      expect(list.masks.data[5]).toBe((1 << 3) | (1 << 2) | (1 << 1));
    }
  });

  it("tells which expressions need positions", () => {
    expect(hasPhrase(parseTsquery("'a' & 'b':*"))).toBe(false);
    expect(hasPhrase(parseTsquery("'a' & !('b' <-> 'c')"))).toBe(true);
    expect(hasPhrase(null)).toBe(false);
  });
});
