import { normaliseText } from "./text.ts";

/** Vocabulary phrases in normaliseText's canonical form, and finding or removing them in normalised text. */

const phraseCache = new Map<string, string>();

/** A vocabulary phrase in the same canonical form as normaliseText output, without padding. */
export function canonPhrase(phrase: string): string {
  let c = phraseCache.get(phrase);
  if (c === undefined) {
    c = normaliseText(phrase).trim();
    phraseCache.set(phrase, c);
  }
  return c;
}

/** A canonical phrase prepared for matching: padded (" c ", "" when empty) and its first word. */
export interface PhraseInfo {
  readonly padded: string;
  readonly first: string;
}

const EMPTY_PHRASE: PhraseInfo = { padded: "", first: "" };
const phraseInfoCache = new Map<string, PhraseInfo>();

export function phraseInfo(phrase: string): PhraseInfo {
  let info = phraseInfoCache.get(phrase);
  if (info === undefined) {
    const c = canonPhrase(phrase);
    const sp = c.indexOf(" ");
    info = c ? { padded: ` ${c} `, first: sp < 0 ? c : c.slice(0, sp) } : EMPTY_PHRASE;
    if (phraseInfoCache.size >= 65536) phraseInfoCache.clear();
    phraseInfoCache.set(phrase, info);
  }
  return info;
}

let wordsText: string | null = null;
let wordsSet: Set<string> = new Set();

/**
 * Every space-separated token of `text` (a superset of the words " w " can match). A padded
 * phrase " a b " can only occur in text whose tokens include "a", and removing phrases never
 * adds a token, so this is a safe first filter for hasPhrase and removePhrase runs.
 * The last text is remembered: callers test many phrases against one text.
 */
export function textWords(text: string): ReadonlySet<string> {
  if (text !== wordsText) {
    wordsSet = new Set(text.split(" "));
    wordsText = text;
  }
  return wordsSet;
}

export function hasPhrase(text: string, phrase: string): boolean {
  const { padded, first } = phraseInfo(phrase);
  return padded.length > 0 && textWords(text).has(first) && text.includes(padded);
}

export function removePhrase(text: string, phrase: string): string {
  const { padded } = phraseInfo(phrase);
  if (!padded || !text.includes(padded)) return text;
  return text.split(padded).join(" ");
}

/** removePhrase for each phrase in turn. Phrases whose first word is not a token are skipped: removal never adds one. */
export function removePhrases(text: string, phrases: readonly string[]): string {
  const words = new Set(text.split(" "));
  let s = text;
  for (const phrase of phrases) {
    const { padded, first } = phraseInfo(phrase);
    if (padded && words.has(first) && s.includes(padded)) s = s.split(padded).join(" ");
  }
  return s;
}
