/**
 * Merchant boilerplate in descriptions ("Free next-day delivery on orders over £150. Prices include VAT.")
 * says nothing about the product, yet when the founding offer's description carries it, it becomes the
 * product text on every listing card. A sentence the merchant repeats on most of its items is that
 * merchant talking, whatever its wording, so it is found by frequency within one merchant's feed rather
 * than by a phrase list.
 *
 * Pure. Splitting is a single linear scan: descriptions run to tens of kilobytes and must not meet a
 * backtracking regex.
 */

/** A sentence is boilerplate when at least this share of the feed's non-empty descriptions carries it. */
export const BOILERPLATE_SHARE = 0.5;
/** Below this many described items, repetition proves nothing (two items can share a sentence by chance). */
export const MIN_DESCRIBED_ITEMS = 5;

/** Normalised sentences (see sentenceKey) a merchant repeats on most of its items. */
export type Boilerplate = ReadonlySet<string>;

interface Sentence {
  /** The original text, with the whitespace that follows it. */
  text: string;
  key: string;
}

const TERMINATORS = new Set([".", "!", "?", "…", "。", "！", "？"]);
/** Closing marks that belong to the sentence they end: `…VAT.)` or `"…today!"`. */
const CLOSERS = new Set([")", "]", '"', "'", "\u201d", "\u2019"]);
/** Each line is its own sentence, whether or not it ends with a full stop. */
const LINE_BREAKS = new Set(["\n", "\r"]);
/** So is each bullet; the bullet opens the item it marks, so it goes with it when the item is removed. */
const BULLETS = new Set(["•", "·", "|"]);
const WHITESPACE = /\s/;

/** Sentences with their original text; concatenated they are exactly `description`. */
function splitSentences(description: string): Sentence[] {
  const sentences: Sentence[] = [];
  const n = description.length;
  let start = 0;
  let i = 0;
  while (i < n) {
    const ch = description[i]!;
    let end = -1;
    if (LINE_BREAKS.has(ch)) end = i + 1;
    else if (BULLETS.has(ch) && i > start) {
      push(sentences, description.slice(start, i));
      start = i;
    } else if (TERMINATORS.has(ch)) {
      let j = i + 1;
      while (j < n && (TERMINATORS.has(description[j]!) || CLOSERS.has(description[j]!))) j += 1;
      // "12.5mm", "£1.50", "www.example.com": a full stop inside a token does not end a sentence.
      if (j === n || WHITESPACE.test(description[j]!)) end = j;
      else i = j - 1;
    }
    if (end >= 0) {
      while (end < n && WHITESPACE.test(description[end]!)) end += 1;
      push(sentences, description.slice(start, end));
      start = end;
      i = end;
      continue;
    }
    i += 1;
  }
  if (start < n) push(sentences, description.slice(start));
  return sentences;
}

function push(sentences: Sentence[], text: string): void {
  sentences.push({ text, key: sentenceKey(text) });
}

/**
 * Comparison form: lower-case, single-spaced, without the bullets, dashes and punctuation around it, so
 * "Prices include VAT." and "prices  include VAT" are one sentence. Loops rather than anchored regexes,
 * which backtrack quadratically on long runs of spaces.
 */
export function sentenceKey(text: string): string {
  const collapsed = text.toLowerCase().replace(/\s+/g, " ");
  let start = 0;
  let end = collapsed.length;
  while (start < end && !isWordChar(collapsed[start]!)) start += 1;
  while (end > start && !isWordChar(collapsed[end - 1]!)) end -= 1;
  return collapsed.slice(start, end);
}

const WORD_CHAR = /[\p{L}\p{N}£$€%]/u;
function isWordChar(ch: string): boolean {
  return WORD_CHAR.test(ch);
}

/**
 * The sentences repeated on at least half of one merchant's described items. Pass every description of
 * that merchant's feed (changed and unchanged rows alike): repetition is a property of the whole feed.
 */
export function findBoilerplate(descriptions: Iterable<string | null | undefined>): Set<string> {
  const counts = new Map<string, number>();
  let described = 0;
  for (const description of descriptions) {
    if (!description || !description.trim()) continue;
    described += 1;
    // Once per description: a sentence said twice in one item is not said on two items.
    const seen = new Set<string>();
    for (const { key } of splitSentences(description)) {
      if (!key || seen.has(key)) continue;
      seen.add(key);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const found = new Set<string>();
  if (described < MIN_DESCRIBED_ITEMS) return found;
  for (const [key, count] of counts) if (count >= BOILERPLATE_SHARE * described) found.add(key);
  return found;
}

/** `description` without its boilerplate sentences, trimmed; '' when nothing else was said. */
export function stripBoilerplate(description: string, boilerplate: Boilerplate): string {
  if (boilerplate.size === 0 || !description) return description.trim();
  let out = "";
  for (const sentence of splitSentences(description)) if (!boilerplate.has(sentence.key)) out += sentence.text;
  return out.trim();
}
