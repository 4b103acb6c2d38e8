import type { PostingList } from "./posting-list.ts";
import type { SearchIndex } from "./search-index.ts";

/**
 * A task phrase's retrieval (decision 034, sixth amendment, "intent"): products whose own text (name, merchants'
 * titles, category and the indexed start of the description, where merchants say what a product is for) shares
 * the phrase's informative words, each word weighted by how rare it is in the catalogue (inverse document
 * frequency). It reads only the catalogue's postings, so what a task finds follows the feeds' own words
 * ("Ideal for stopping pipes freezing in lofts") rather than a hand list of jobs.
 *
 * A product must share at least MIN_SHARED_WORDS of the words and hold at least MIN_COVERAGE of the phrase's
 * total weight. A word no product uses still counts in that total, at the weight of the rarest word, so a phrase
 * about something not stocked keeps little: its rarest word is the one no product has.
 * Risk: a catalogue whose descriptions all repeat a phrase gives those words a low weight, never a match alone.
 */
export interface DescribedWord {
  /** The word's lexemes as PostgreSQL's English stemmer gives them (usually one; none for a stopword). */
  lexemes: readonly string[];
  /**
   * Lexemes read only when no product has any of `lexemes`: the word joined with a neighbour ("hard standing" →
   * hardstanding) or without a leading "re" ("repainting" → painting). Empty when there are none.
   */
  alternatives: readonly string[];
}

export interface DescribedMatches {
  /** Live, visible slots kept, ascending. */
  slots: Int32Array;
  /** Per slot of `slots`: the share of the phrase's weight it holds, in thousandths. */
  coverage: Int32Array;
}

/** Below this share of the phrase's weight, a shared word or two is coincidence, not the task. */
export const MIN_COVERAGE = 0.35;
/** Distinct words of the phrase a kept product must share. */
export const MIN_SHARED_WORDS = 2;

const NONE: DescribedMatches = { slots: new Int32Array(0), coverage: new Int32Array(0) };

/** Cost: one pass over each word's postings, then over the slots they touched; nothing per catalogue slot. */
export function describedMatches(index: SearchIndex, words: readonly DescribedWord[]): DescribedMatches {
  const live = index.liveCount;
  const searched = words.filter((w) => w.lexemes.length > 0);
  if (live === 0 || searched.length < MIN_SHARED_WORDS) return NONE;
  const unseen = Math.log((live + 1) / 0.5);
  const weight = new Map<number, number>();
  const shared = new Map<number, number>();
  let total = 0;
  for (const word of searched) {
    let found = postings(index, word.lexemes);
    if (found.size === 0) found = postings(index, word.alternatives);
    const idf = found.size === 0 ? unseen : Math.log((live + 1) / (found.size + 0.5));
    total += idf;
    if (idf <= 0) continue;
    for (const slot of found) {
      weight.set(slot, (weight.get(slot) ?? 0) + idf);
      shared.set(slot, (shared.get(slot) ?? 0) + 1);
    }
  }
  if (total <= 0) return NONE;
  const kept: Array<[number, number]> = [];
  for (const [slot, count] of shared) {
    if (count < MIN_SHARED_WORDS || !index.isVisible(slot)) continue;
    const coverage = weight.get(slot)! / total;
    if (coverage >= MIN_COVERAGE) kept.push([slot, Math.round(coverage * 1000)]);
  }
  kept.sort((a, b) => a[0] - b[0]);
  return { slots: Int32Array.from(kept, (k) => k[0]), coverage: Int32Array.from(kept, (k) => k[1]) };
}

/** The slots holding any of the lexemes, each once (a word's lexemes may share slots: "cross-cut"). */
function postings(index: SearchIndex, lexemes: readonly string[]): Set<number> {
  const out = new Set<number>();
  for (const lexeme of lexemes) {
    const list: PostingList | undefined = index.lexemes.get(lexeme);
    if (list) for (let e = 0; e < list.size; e += 1) out.add(list.slots.data[e]!);
  }
  return out;
}

/**
 * What a described match's coverage adds to a page's score, in hundredths per thousandth of coverage. A product
 * the ordinary search matched too: +1.5 at most, so a task phrase's words reorder what it names (the product the
 * phrase describes first) without overturning a clearly better ordinary match. A product only its description
 * matched: +2 at most and nothing else, so it follows the ordinary matches that scored well and passes the weak
 * ones (a word found only in passing scores 0.05, rank-documents.ts). Tuned on held-out sets 2–9 (decision 034).
 */
export const WITH_ORDINARY_MATCH = 0.15;
export const DESCRIBED_ONLY = 0.2;

/**
 * Folds described matches into a page's scores (`scores` one per slot of `scored`; `scored`, `described.slots`
 * and `ordinary` ascending; every scored slot is in one of the two). A product only the description matched
 * keeps none of the ordinary score: rank-documents.ts scores every slot it is given as a full match.
 */
export function addDescribed(
  scored: Int32Array,
  scores: Int32Array,
  described: DescribedMatches,
  ordinary: Int32Array,
): void {
  let d = 0;
  let k = 0;
  for (let i = 0; i < scored.length; i += 1) {
    const slot = scored[i]!;
    while (k < ordinary.length && ordinary[k]! < slot) k += 1;
    const only = ordinary[k] !== slot;
    if (only) scores[i] = 0;
    while (d < described.slots.length && described.slots[d]! < slot) d += 1;
    if (described.slots[d] === slot)
      scores[i] = scores[i]! + Math.round(described.coverage[d]! * (only ? DESCRIBED_ONLY : WITH_ORDINARY_MATCH));
  }
}
