import { describe, expect, it } from "vitest";
import { matchingSlots, QueryEvaluator } from "./evaluate-query.ts";
import { SearchIndex } from "./search-index.ts";
import { heldIntegersBound } from "./term-sets.ts";
import { parseTsquery, type QueryNode } from "./text-search-values.ts";
import { indexRow } from "./test-helpers.ts";

/** Enough documents that the sets are worth keeping (term-sets.ts keeps none under 256 integers). */
function documents(): string[] {
  return Array.from({ length: 1200 }, (_, i) =>
    i % 3 === 0
      ? "'planed':1A 'squar':2A 'edg':3A 'timber':4A"
      : i % 3 === 1
        ? "'wood':1A 'edg':2A 'squar':3A"
        : "'timber':1B 'squar':2A 'edg':3A",
  );
}

function indexOf(texts: readonly string[], from = 1): SearchIndex {
  const index = new SearchIndex();
  texts.forEach((document, i) => index.upsert({ ...indexRow(from + i), document }));
  return index;
}

function node(text: string): QueryNode {
  const parsed = parseTsquery(text);
  if (!parsed) throw new Error(`not a query: ${text}`);
  return parsed;
}

const SYNONYMS = node("'timber':A | 'wood':A | 'lumber':A");
const PHRASE = node("'squar':A <-> 'edg':A");
/** A product name's three words, and a term typed as a phrase with its synonym (decision 056). */
const THREE_WORDS = node("'squar':A <-> 'edg':A <-> 'timber':A");
const PHRASE_OR_SYNONYM = node("'planed':A <-> 'squar':A | 'wood':A");

/** The same documents, written the same way, in a new index: nothing kept from another search applies. */
function fresh(apply: (index: SearchIndex) => void): SearchIndex {
  const index = indexOf(documents());
  apply(index);
  return index;
}

describe("sets kept across searches", () => {
  it("are reused by the next search while the index is unchanged", () => {
    const index = indexOf(documents());
    const first = new QueryEvaluator(index);
    const second = new QueryEvaluator(index);
    expect(first.slots(SYNONYMS).length).toBe(800);
    expect(second.slots(SYNONYMS)).toBe(first.slots(SYNONYMS));
    expect(first.slots(PHRASE).length).toBe(800);
    expect(second.slots(PHRASE)).toBe(first.slots(PHRASE));
    expect(first.slots(THREE_WORDS).length).toBe(400);
    expect(second.slots(THREE_WORDS)).toBe(first.slots(THREE_WORDS));
    expect(first.slots(PHRASE_OR_SYNONYM).length).toBe(800);
    expect(second.slots(PHRASE_OR_SYNONYM)).toBe(first.slots(PHRASE_OR_SYNONYM));
  });

  it("follow every change to the lists they were made from, as a fresh index answers", () => {
    const changes: Array<(index: SearchIndex) => void> = [
      // A new lexeme of the OR appears ('lumber' was missing).
      (index) => index.upsert({ ...indexRow(1000), document: "'lumber':1A" }),
      // An existing list grows; the phrase gains a document.
      (index) => index.upsert({ ...indexRow(1001), document: "'squar':1A 'edg':2A 'wood':3A" }),
      // A product changes: its old slot dies (still listed, as in a fresh evaluation), the new one is appended.
      (index) => index.upsert({ ...indexRow(2), document: "'timber':1A 'squar':2A 'edg':3A" }),
      // Most products go and the index is compacted: every list is replaced by a renumbered copy.
      (index) => {
        for (let id = 1; id <= 1500; id += 1) if (id % 10 !== 0) index.remove(id);
        index.compactIfWasteful();
      },
    ];
    const index = indexOf(documents());
    const applied: Array<(index: SearchIndex) => void> = [];
    const kept = [SYNONYMS, PHRASE, THREE_WORDS, PHRASE_OR_SYNONYM];
    for (const change of changes) {
      for (const query of kept) matchingSlots(index, query);
      change(index);
      applied.push(change);
      const reference = fresh((other) => applied.forEach((c) => c(other)));
      for (const query of kept)
        expect(Array.from(matchingSlots(index, query))).toEqual(Array.from(matchingSlots(reference, query)));
    }
    expect(index.slotCount).toBeLessThan(600);
  });

  it("are not shared between indexes, nor between weights or phrase distances", () => {
    const a = indexOf(documents());
    const b = indexOf(documents().slice(0, 300));
    expect(matchingSlots(b, SYNONYMS).length).toBe(200);
    expect(matchingSlots(a, SYNONYMS).length).toBe(800);
    expect(matchingSlots(a, node("'timber' | 'wood' | 'lumber'")).length).toBe(1200);
    expect(matchingSlots(a, node("'squar':A <2> 'edg':A")).length).toBe(0);
    expect(matchingSlots(a, node("'edg':A <-> 'squar':A")).length).toBe(400);
    // Same lexemes, another shape: a phrase of an OR is not the OR of a phrase.
    expect(matchingSlots(a, PHRASE_OR_SYNONYM).length).toBe(800);
    expect(matchingSlots(a, node("'planed':A <-> ('squar':A | 'wood':A)")).length).toBe(400);
    expect(matchingSlots(a, node("'edg':A <-> 'squar':A <-> 'timber':A")).length).toBe(0);
  });

  it("may hold more as the index grows, so a larger catalogue keeps as many of its larger sets", () => {
    expect(heldIntegersBound(1_200)).toBe(4_000_000);
    expect(heldIntegersBound(100_000)).toBe(4_000_000);
    expect(heldIntegersBound(250_000)).toBe(4_000_000);
    expect(heldIntegersBound(1_000_000)).toBe(16_000_000);
    expect(heldIntegersBound(2_000_000)).toBe(2 * heldIntegersBound(1_000_000));
  });
});
