import { seek } from "./mark-members.ts";
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
 * total weight. A word no product uses tells no product apart: while such words are fewer than half the phrase's
 * words, they weigh nothing ("a new doorway in a block wall": no text says doorway, and the lintels' cover is
 * judged on the words the catalogue knows). When they are half or more, the phrase is about something not stocked
 * ("petrol mower cylinder"), and each counts in the total at the weight of the rarest word, so it keeps little.
 * A word a table reads as naming products always keeps that weight (DescribedWord.namesProducts).
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
  /**
   * The ordinary search reads the word not at all: no product's name, brand, title or category uses it
   * (prepare-search's ignoredWords) and it is no context word either, so only a product's description can say it
   * ("mist" in "mist coat for fresh plaster").
   */
  unnamed?: boolean;
  /**
   * The word is a verb's -ing or -ed form ("replacing", "cracked", "waterlogged"): it says what is done or what state
   * the thing is in, not what to buy. When no product's text uses it, it weighs nothing, instead of the rarest
   * word's weight that an unstocked noun keeps (a task about something not stocked still keeps little).
   */
  inflected?: boolean;
  /**
   * The ordinary search reads the word as naming products through a table: a synonym group's name ("thermal" in
   * "thermal board for walls") or the object a job's entry reads ("noise" in "reducing noise through a stud wall",
   * prepare-search's tableWords). The table's groups find those products, so when no product's text uses the word
   * it keeps the rarest weight: products merely sharing the phrase's other words (the studs) must not pass them.
   */
  namesProducts?: boolean;
}

/** A task phrase's words, and whether it is one only when the ordinary search finds little (taskShape). */
export interface DescribedPhrase {
  words: DescribedWord[];
  onlyWhenFew: boolean;
}

export interface DescribedMatches {
  /** Live, visible slots kept, ascending. */
  slots: Int32Array;
  /** Per slot of `slots`: the share of the phrase's weight it holds, in thousandths. */
  coverage: Int32Array;
  /** Per slot of `slots`: the share of the phrase's weight held by its unnamed words (DescribedWord), thousandths. */
  unnamed: Int32Array;
}

/**
 * Below this share of the phrase's weight, a shared word or two is coincidence, not the task. 0.35 until words no
 * product uses stopped weighing in most phrases; then 0.25–0.45 were tried on held-out sets 2–12 and 0.30 kept
 * (decision 034, session 14).
 */
export const MIN_COVERAGE = 0.3;
/** Distinct words of the phrase a kept product must share. */
export const MIN_SHARED_WORDS = 2;

const NONE: DescribedMatches = { slots: new Int32Array(0), coverage: new Int32Array(0), unnamed: new Int32Array(0) };

/**
 * Cost: the rarer words' postings only. Words are taken rarest last; the commonest ones whose weights together stay
 * under MIN_COVERAGE cannot make a product's cover alone, so a kept product holds one of the others: only those
 * others' postings make candidates, and the common words are then looked up for the candidates alone (galloping
 * through their sorted postings). Scratch arrays are kept between calls, so a search allocates nothing in
 * proportion to the catalogue. Not re-entrant: callers are synchronous.
 */
export function describedMatches(index: SearchIndex, words: readonly DescribedWord[]): DescribedMatches {
  const live = index.liveCount;
  const searched = words.filter((w) => w.lexemes.length > 0);
  if (live === 0 || searched.length < MIN_SHARED_WORDS) return NONE;
  const scratch = scratchFor(index.slotCount);
  const { weight, unnamed, shared, stamp, touched } = scratch;
  const read = searched.map((word) => {
    let lists = postingLists(index, word.lexemes);
    if (lists.length === 0) lists = postingLists(index, word.alternatives);
    return { lists, df: lists.length === 1 ? lists[0]!.size : distinctSlots(lists, scratch) };
  });
  const unstocked = read.filter((r) => r.df === 0).length * 2 >= read.length;
  const found = read.map(({ lists, df }, i) => {
    const word = searched[i]!;
    return { lists, df, idf: wordWeight(live, df, word, unstocked), unnamed: word.unnamed === true };
  });
  const total = found.reduce((sum, f) => sum + Math.max(0, f.idf), 0);
  if (total <= 0) return NONE;
  // Commonest first: the run whose weights stay under the threshold only adds to candidates' covers.
  const order = [...found.keys()].sort((a, b) => found[a]!.idf - found[b]!.idf);
  let common = 0;
  let commonWeight = 0;
  while (common < order.length && commonWeight + Math.max(0, found[order[common]!]!.idf) < MIN_COVERAGE * total) {
    commonWeight += Math.max(0, found[order[common]!]!.idf);
    common += 1;
  }
  let touchedCount = 0;
  for (const w of order.slice(common)) {
    const { lists, idf, df, unnamed: isUnnamed } = found[w]!;
    if (df === 0 || idf <= 0) continue;
    const credit = ++scratch.epoch;
    for (const list of lists)
      for (let e = 0; e < list.size; e += 1) {
        const slot = list.slots.data[e]!;
        if (stamp[slot] === credit) continue;
        stamp[slot] = credit;
        if (shared[slot] === 0) touched[touchedCount++] = slot;
        shared[slot] = Math.min(255, shared[slot]! + 1);
        weight[slot] = weight[slot]! + idf;
        if (isUnnamed) unnamed[slot] = unnamed[slot]! + idf;
      }
  }
  const candidates = touched.subarray(0, touchedCount).sort();
  for (const w of order.slice(0, common)) {
    const { lists, idf, unnamed: isUnnamed } = found[w]!;
    if (idf <= 0) continue;
    const credit = ++scratch.epoch;
    for (const list of lists) {
      const slots = list.slots.data.subarray(0, list.size);
      let at = 0;
      for (const slot of candidates) {
        at = seek(slots, at, slot);
        if (at >= slots.length) break;
        if (slots[at] !== slot || stamp[slot] === credit) continue;
        stamp[slot] = credit;
        shared[slot] = Math.min(255, shared[slot]! + 1);
        weight[slot] = weight[slot]! + idf;
        if (isUnnamed) unnamed[slot] = unnamed[slot]! + idf;
      }
    }
  }
  const kept: number[] = [];
  const coverage: number[] = [];
  const unnamedShares: number[] = [];
  for (const slot of candidates) {
    const share = weight[slot]! / total;
    if (shared[slot]! >= MIN_SHARED_WORDS && share >= MIN_COVERAGE && index.isVisible(slot)) {
      kept.push(slot);
      coverage.push(Math.round(share * 1000));
      unnamedShares.push(Math.round((unnamed[slot]! / total) * 1000));
    }
    shared[slot] = 0;
    weight[slot] = 0;
    unnamed[slot] = 0;
  }
  return { slots: Int32Array.from(kept), coverage: Int32Array.from(coverage), unnamed: Int32Array.from(unnamedShares) };
}

/**
 * A word's weight in the cover: its rarity when some product uses it. One no product uses weighs nothing when it
 * says what is done or a state ("cracked") or when the phrase's known words are most of it; otherwise (a word a
 * table reads as naming products, or a phrase mostly about something not stocked) the rarest weight (see the header).
 */
function wordWeight(live: number, df: number, word: DescribedWord, unstocked: boolean): number {
  if (df > 0) return Math.log((live + 1) / (df + 0.5));
  if (word.inflected === true) return 0;
  return unstocked || word.namesProducts === true ? Math.log((live + 1) / 0.5) : 0;
}

/** How many slots hold any of the lists' lexemes, each once ("cross-cut" → cross, cut may share slots). */
function distinctSlots(lists: readonly PostingList[], scratch: Scratch): number {
  const mark = ++scratch.epoch;
  let n = 0;
  for (const list of lists)
    for (let e = 0; e < list.size; e += 1) {
      const slot = list.slots.data[e]!;
      if (scratch.stamp[slot] !== mark) {
        scratch.stamp[slot] = mark;
        n += 1;
      }
    }
  return n;
}

interface Scratch {
  weight: Float64Array;
  unnamed: Float64Array;
  shared: Uint8Array;
  /** Per slot: the last pass that saw it (epochs only grow, so nothing needs clearing). */
  stamp: Int32Array;
  touched: Int32Array;
  epoch: number;
}

let scratch: Scratch | null = null;

function scratchFor(slots: number): Scratch {
  if (!scratch || scratch.weight.length < slots) {
    const size = Math.max(slots, 1024) * 2;
    scratch = {
      weight: new Float64Array(size),
      unnamed: new Float64Array(size),
      shared: new Uint8Array(size),
      stamp: new Int32Array(size),
      touched: new Int32Array(size),
      epoch: 0,
    };
  }
  if (scratch.epoch > 2_000_000_000) {
    scratch.stamp.fill(0);
    scratch.epoch = 0;
  }
  return scratch;
}

function postingLists(index: SearchIndex, lexemes: readonly string[]): PostingList[] {
  const out: PostingList[] = [];
  for (const lexeme of lexemes) {
    const list = index.lexemes.get(lexeme);
    if (list) out.push(list);
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
 * What the share of the phrase's weight held by its unnamed words adds, on the same scale, to every described
 * product, named or not ("mist coat for fresh plaster": the emulsion whose description says "mist coat" passes the
 * products named "coat" that say nothing of mist). Such a word is the part of the task only descriptions can
 * answer. Tuned on held-out sets 2–9 (decision 034, session 12): 0.25 to 2 were tried; above 0.5 a common word the
 * names lack ("garden") lifts products that merely mention it.
 */
export const UNNAMED = 0.5;

/** Per slot of `subset` (ascending): its cover in `described`, 0 where it has none. */
export function coverageOf(described: DescribedMatches, subset: Int32Array): Int32Array {
  return spread(subset, described.slots, described.coverage);
}

/**
 * `values` (one per slot of `from`) laid out per slot of `onto`, 0 where a slot of `onto` is not in `from`. Both
 * ascending: one walk of each.
 */
export function spread(onto: Int32Array, from: Int32Array, values: Int32Array): Int32Array {
  const out = new Int32Array(onto.length);
  let j = 0;
  for (let i = 0; i < onto.length; i += 1) {
    while (j < from.length && from[j]! < onto[i]!) j += 1;
    if (from[j] === onto[i]) out[i] = values[j]!;
  }
  return out;
}

/**
 * A page's scores with described matches folded in, one per slot of `scored` (ascending). `named` holds the
 * ordinary matches among them (ascending) and `namedScores` their ordinary scores; every other scored slot is a
 * product only its description matched, which rank-documents.ts never scores (it would score it as a full match).
 */
export function addDescribed(
  scored: Int32Array,
  named: Int32Array,
  namedScores: Int32Array,
  described: DescribedMatches,
): Int32Array {
  const scores = spread(scored, named, namedScores);
  const coverage = coverageOf(described, scored);
  const unnamed = spread(scored, described.slots, described.unnamed);
  let k = 0;
  for (let i = 0; i < scored.length; i += 1) {
    const isNamed = named[k] === scored[i];
    if (isNamed) k += 1;
    scores[i] =
      scores[i]! + Math.round(coverage[i]! * (isNamed ? WITH_ORDINARY_MATCH : DESCRIBED_ONLY) + unnamed[i]! * UNNAMED);
  }
  return scores;
}
