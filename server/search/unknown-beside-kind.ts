/**
 * An unknown word beside a known kind (since session 23): when a query finds nothing at all and no product name
 * holds one of the words typed before its head noun, that word may be left out, as a trade counter hands over the
 * kind and ignores the word it does not know ("<maker's name> polystyrene insulation", "flexi tap connector",
 * "premixed bagged mortar", "t bracket"). The rule tells that from "a known word inside a query about something
 * else" ("jet washer", "garden hose", "vinyl flooring": nothing) by the word's position and form:
 *
 * - Only a word before the head noun (English's last word of the query's head, before any "for …" / "and …"
 *   clause), and only when that head is a word some product name holds (or ends a trade phrase of two words or
 *   more, whose group finds the products) and the trade's vocabulary names as a kind
 *   (a synonym group's phrase ending in it, a family head or a trade: synonym-phrases.ts, department-words.ts):
 *   the kind is typed and stocked. A word that is only a maker's line, a colour or a general word ("set",
 *   "controller", "window" when no group names it) is no kind, so "<toy maker> set" stays empty.
 * - The word must have a form that says it qualifies rather than names another thing:
 *   - a single letter (a shape: "y", "t", "l", "u", "h");
 *   - no English word (the word list of english-words.ts), pronounceable (a vowel, no four consonants in a row) and
 *     four letters or more, with no English word one slip away (a letter replaced or two turned round: "vinyk" is
 *     vinyl misspelt, and names the other thing as vinyl does): a maker's name used for the whole kind, or shop slang ("jablite", "flexi", "gyproc");
 *     initialisms ("sds", "upvc", "hdmi") and keyboard noise ("qwzx") are left in, so they keep their queries
 *     empty;
 *   - an English participle in "-ed" of five letters or more ("premixed", "bagged", "boxed"): how it comes or is
 *     made, never what it is.
 * - Since its first version, also a describing word no product name holds (describing-words.ts: "mini", "sack",
 *   "half size"), before or after the head; the head is then the last word that does more than describe.
 * An English noun or adjective ("jet", "garden", "vinyl", "laminate", "copper") names the other thing the query is
 * about, so it stays and the query stays empty. Where to extend: another form that only ever qualifies.
 */

import { departmentGroupsOf } from "./department-words.ts";
import { isDescribingWord } from "./describing-words.ts";
import { matchSynonymPhrases } from "./synonym-phrases.ts";
import { familyGroupsOf } from "./synonym-kind-heads.ts";

/** A typed word of the query's head, as typed (lower case) and whether some product name holds it. */
export interface HeadWord {
  typed: string;
  /** The word canonical (normaliseText: singular), as the trade tables hold it. */
  canonical: string;
  /** Some product's name, brand, merchant title or category holds it (analyse-query-words.server.ts `strong`). */
  strong: boolean;
}

/**
 * The indices of the head's words that may be left out, or null when none may (or the head noun is not a word
 * the catalogue's names hold). `isEnglish`: english-words.ts.
 */
export function unknownBesideKind(words: readonly HeadWord[], isEnglish: (word: string) => boolean): number[] | null {
  // The head noun: the last lettered word that does more than describe ("cement mini": cement).
  const head = words.findLastIndex((w) => /^[a-z]{3,}$/.test(w.typed) && !isDescribingWord(w.typed));
  if (head < 0) return null;
  const kind = headKind(words.slice(0, head + 1).map((w) => w.canonical));
  // A phrase of the trade's (two words or more: "tap hose") finds its group's products whatever the titles print.
  if (kind === null || (kind === 1 && !words[head]!.strong)) return null;
  const out: number[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    if (i === head || word.strong) continue;
    // After the head only a word that describes how it looks, comes or is sized ("mini", "sack", "half size"):
    // one that does not is another thing the query is about, and the head found above is no head.
    if (i > head) {
      if (!/^[a-z]+$/.test(word.typed)) continue;
      if (!isDescribingWord(word.typed)) return null;
      out.push(i);
    } else if (qualifiesByForm(word.typed, isEnglish) || isDescribingWord(word.typed)) out.push(i);
  }
  return out.length > 0 ? out : null;
}

/** The word's form says it only qualifies the kind after it (see the module's comment). */
export function qualifiesByForm(word: string, isEnglish: (word: string) => boolean): boolean {
  if (/^[b-hj-z]$/.test(word)) return true;
  if (!/^[a-z]+$/.test(word)) return false;
  if (!isEnglish(word))
    return word.length >= 4 && vowels(word) >= 2 && !/[^aeiouy]{4}/.test(word) && !oneSlipFromEnglish(word, isEnglish);
  return word.length >= 5 && word.endsWith("ed") && !word.endsWith("eed");
}

/**
 * How many words of the trade's phrase naming the head noun (the last of `words`, canonical) as a kind: 1 for the
 * noun alone (a family head, a trade or a one-word group term), more for a phrase ending in it; null for no kind.
 */
function headKind(words: readonly string[]): number | null {
  const last = matchSynonymPhrases(words).at(-1);
  if (last && last.groupKeys.length > 0) return last.words.length;
  const noun = words.at(-1)!;
  return familyGroupsOf(noun).length > 0 || departmentGroupsOf(noun).length > 0 ? 1 : null;
}

/** Vowels, "y" counted after the first letter ("gyproc": two; "upvc", "xbox": one). */
function vowels(word: string): number {
  return (word.match(/[aeiou]/g) ?? []).length + (word.slice(1).match(/y/g) ?? []).length;
}

/** An English word with one letter of `word` replaced or two neighbours turned round (a misspelling of it). */
function oneSlipFromEnglish(word: string, isEnglish: (word: string) => boolean): boolean {
  for (let i = 0; i < word.length; i += 1) {
    for (let c = 97; c <= 122; c += 1) {
      const letter = String.fromCharCode(c);
      if (letter !== word[i] && isEnglish(word.slice(0, i) + letter + word.slice(i + 1))) return true;
    }
    if (i + 1 < word.length && isEnglish(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2))) return true;
  }
  return false;
}
