import { describe, expect, it } from "vitest";
import { QueryEvaluator } from "./evaluate-query.ts";
import { SearchIndex, type IndexedDocument } from "./search-index.ts";
import { suggestNames } from "./suggest-names.ts";
import { parseTsquery } from "./text-search-values.ts";
import { indexRow } from "./test-helpers.ts";

const WORDS = ["cement", "cemex", "sand", "sharp", "board", "plaster", "plasterboard", "lime", "block"];

/** A product whose name and document hold a few of WORDS; merchant counts vary so popularity decides ties. */
function product(productId: number, seed: number): IndexedDocument {
  const words = [WORDS[seed % WORDS.length]!, WORDS[(seed * 7 + 3) % WORDS.length]!, `${seed % 5}kg`];
  return {
    ...indexRow(productId),
    document: words
      .slice(0, 2)
      .map((w, i) => `'${w}':${i + 1}${seed % 4 === 0 ? "B" : "A"}`)
      .join(" "),
    nameKey: words.join(" "),
    merchantCount: seed % 3,
    inStockCount: seed % 2,
    visible: seed % 11 !== 0,
  };
}

/** The ranking suggestNames promises, by sorting every match: the reference it must equal. */
function reference(index: SearchIndex, typed: string, inName: string, anywhere: string, limit: number): number[] {
  const evaluator = new QueryEvaluator(index);
  const named = new Set(evaluator.slots(parseTsquery(inName)));
  const names = index.nameKey;
  const rankOf = (slot: number) => (names[slot]!.startsWith(typed) ? 2 : 0) + (named.has(slot) ? 1 : 0);
  return [...evaluator.slots(parseTsquery(anywhere))]
    .filter((slot) => index.isVisible(slot))
    .sort(
      (a, b) =>
        rankOf(b) - rankOf(a) ||
        index.merchantCount.data[b]! - index.merchantCount.data[a]! ||
        index.inStockCount.data[b]! - index.inStockCount.data[a]! ||
        names[a]!.length - names[b]!.length ||
        index.productId.data[a]! - index.productId.data[b]!,
    )
    .slice(0, limit)
    .map((slot) => index.productId.data[slot]!);
}

const QUERIES: Array<[typed: string, inName: string, anywhere: string]> = [
  ["ce", "'ce':*A", "'ce':*ABC"],
  ["cem", "'cem':*A", "'cem':*ABC"],
  ["cement s", "'cement':A & 's':*A", "'cement':ABC & 's':*ABC"],
  ["sand", "'sand':*A", "'sand':*ABC"],
  ["board", "'board':*A", "'board':*ABC"],
  ["plaster", "'plaster':*A", "'plaster':*ABC"],
  ["lime b", "'lime':A & 'b':*A", "'lime':ABC & 'b':*ABC"],
  ["zz", "'zz':*A", "'zz':*ABC"],
];

function expectReference(index: SearchIndex) {
  for (const [typed, inName, anywhere] of QUERIES) {
    for (const limit of [1, 5, 40]) {
      const query = { typed, inName: parseTsquery(inName), anywhere: parseTsquery(anywhere) };
      const found = suggestNames(index, new QueryEvaluator(index), query, limit);
      expect(found, `${typed} (${limit})`).toEqual(reference(index, typed, inName, anywhere, limit));
    }
  }
}

describe("suggestNames", () => {
  it("ranks as sorting every match would, before and after documents are added, changed and compacted", () => {
    const index = new SearchIndex();
    for (let id = 1; id <= 400; id += 1) index.upsert(product(id, id));
    expectReference(index);
    // A few new slots: the name order made above does not cover them, so they are compared in full.
    for (let id = 401; id <= 420; id += 1) index.upsert(product(id, id * 3));
    for (let id = 1; id <= 10; id += 1) index.upsert(product(id, id + 5));
    expectReference(index);
    // Many: the order is remade.
    for (let id = 1; id <= 300; id += 1) index.upsert(product(id, id * 13));
    expectReference(index);
    // Compaction renumbers every slot.
    for (let round = 0; round < 4; round += 1)
      for (let id = 1; id <= 420; id += 1) index.upsert(product(id, id + round));
    index.compactIfWasteful();
    expect(index.slotCount).toBe(420);
    expectReference(index);
  });
});
