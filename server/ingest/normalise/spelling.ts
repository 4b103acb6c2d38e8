/**
 * Misspelt trade words in titles ("Treaed", "skirtng", "architrive") read as the vocabulary word one
 * edit away, so the fact the word carries (treated, skirting, architrave) is not lost and the offer can
 * still meet the same product from merchants who spell it right.
 *
 * A word is corrected only when all of these hold, so a real name is never rewritten: it has at least
 * MIN_LETTERS letters and no digit; it is neither a vocabulary, category or brand word nor an English
 * word (the `word-list` package, ~274,000 words); and exactly one vocabulary word is one edit away
 * (Damerau-Levenshtein: one letter added, dropped, changed, or two neighbours swapped) with the same
 * first letter, and the word is not that vocabulary word with letters added at its end ("plasterb" is a
 * cut "plasterboard", not "plaster"; "Fibrex" a maker, not "fibre"). The row's brand is never corrected,
 * and a title in which fewer than half the words are known (another language: "vierge" is French, not a
 * verge) is left as it is. Anything else — a range name we do not know, an MPN, a word two edits away —
 * stays.
 *
 * A word written without its vowels ("Cncrt", "Glvnsd", "Mmbrn": yard and ERP exports shorten every word this way, not
 * a listed few) reads as the one vocabulary word whose letters, vowels dropped after the first, it is. Only a word
 * with no vowel after its first letter, at least four letters (or three written "Fnc", in title case: a capitalised
 * "FSC" or "PIR" is an acronym), known to no dictionary, and matching exactly one vocabulary word ("Blck" is block or
 * black: it stays). A doubled letter may be written once too ("Prstrsd" prestressed, "Hlw" hollow).
 *
 * A word cut short and closed with a full stop ("Trea. Sawn Timb.", "Galv. Joist Hngr": a short till field) reads as
 * the one vocabulary word it begins (at least two letters longer). A cut that is itself a word ("Brick." ending a
 * sentence, "Gene.") and a cut several vocabulary words begin ("Resi." resisting, resistant) stay. Cuts of fewer than MIN_CUT_LETTERS letters ("Ext.", "No.") are too ambiguous to read.
 */
import fs from "node:fs";
import damerauLevenshtein from "damerau-levenshtein";
import wordListPath from "word-list";
import { allBrandPhrases } from "./brands.ts";
import { categoryWords } from "./categories/index.ts";
import { normaliseText } from "./text.ts";
import { TRADE_ABBREVIATIONS } from "./trade-abbreviations.ts";
import { vocabularyPhrases } from "./vocabulary-terms.ts";
import { wordListLookup, type WordLookup } from "./word-list-lookup.ts";

/** Shorter words have too many real neighbours ("sheet"/"sheen") for one edit to mean a typo. */
export const MIN_LETTERS = 6;

interface Dictionaries {
  /** The words corrections lead to, by length. */
  targetsByLength: Map<number, string[]>;
  /** Vocabulary words by their letters without vowels after the first ("concrete" under "cncrt"); several: ambiguous. */
  targetsBySkeleton: Map<string, string[]>;
  /** Vocabulary words of MIN_LETTERS - 1 letters or more, the words a cut word is read as. */
  targets: readonly string[];
  /** Words never corrected: the targets, brand words and English. */
  known: WordLookup;
}

let dictionaries: Dictionaries | null = null;
/** Answers by word; emptied when full, so a long-running server reading ever new words stays bounded. */
const corrections = new Map<string, string>();
const MAX_CORRECTIONS = 50_000;

function load(): Dictionaries {
  if (dictionaries) return dictionaries;
  const words = (phrases: Iterable<string>) => [...phrases].flatMap((p) => normaliseText(p).trim().split(" "));
  const vocabulary = [
    ...words(vocabularyPhrases()),
    ...categoryWords(),
    ...words(TRADE_ABBREVIATIONS.map(([, expansion]) => expansion)),
  ];
  const targets = new Set(vocabulary.filter((w) => w.length >= MIN_LETTERS - 1 && /^[a-z]+$/.test(w)));
  const english = wordListLookup(fs.readFileSync(wordListPath));
  const ours = new Set(vocabulary);
  for (const w of words(allBrandPhrases())) ours.add(w);
  for (const [abbreviation] of TRADE_ABBREVIATIONS) for (const w of abbreviation.split(" ")) ours.add(w);
  const known: WordLookup = { has: (word) => ours.has(word) || english.has(word) };
  const targetsByLength = new Map<number, string[]>();
  for (const w of targets) {
    const list = targetsByLength.get(w.length);
    if (list) list.push(w);
    else targetsByLength.set(w.length, [w]);
  }
  const targetsBySkeleton = new Map<string, string[]>();
  for (const w of new Set(vocabulary)) {
    const key = vowelless(w);
    if (!/^[a-z]{4,}$/.test(w) || key === w || key.length < 3) continue;
    // A doubled letter is often written once as well ("Prstrsd", "Hlw", "Ylw"): the word is found under both.
    for (const k of new Set([key, singleLetters(key)])) {
      if (k.length < 3) continue;
      const list = targetsBySkeleton.get(k);
      if (list) list.push(w);
      else targetsBySkeleton.set(k, [w]);
    }
  }
  dictionaries = { targets: [...targets], targetsByLength, targetsBySkeleton, known };
  return dictionaries;
}

/** A word's first letter and its letters after it that are not vowels ("y" stays: "plywd" is plywood). */
function vowelless(word: string): string {
  return word[0] + word.slice(1).replace(/[aeiou]/g, "");
}

/** Doubled letters written once ("prstrssd" → "prstrsd"). */
function singleLetters(skeleton: string): string {
  return skeleton.replace(/(.)\1+/g, "$1");
}

/** Shortest vowel-dropped word read: "Cmnt"; three letters only in title case ("Fnc"), see above. */
const MIN_VOWELLESS_LETTERS = 4;
const VOWELLESS_RE = /^[a-z][b-df-hj-np-tv-z]+$/;

/** The one vocabulary word a known-to-no-dictionary word without vowels shortens, or null. */
function expandVowelless(word: string, dictionaries: Dictionaries): string | null {
  if (!VOWELLESS_RE.test(word) || dictionaries.known.has(word)) return null;
  const single = normaliseText(word).trim();
  for (const form of single !== word && VOWELLESS_RE.test(single) ? [word, single] : [word]) {
    const targets = dictionaries.targetsBySkeleton.get(form);
    if (targets) return targets.length === 1 ? targets[0]! : null;
  }
  return null;
}

/** A title's three-letter word read without its vowels only in title case: "Fnc", never "FSC" or "PIR" (acronyms). */
function shortVowelless(written: string): string | null {
  return /^\p{Lu}\p{Ll}{2}$/u.test(written) ? expandVowelless(written.toLowerCase(), load()) : null;
}

/** The vocabulary word a lower-case word is a one-edit misspelling (or a vowel-dropped form) of, or the word itself. */
export function correctWord(word: string): string {
  if (word.length < MIN_VOWELLESS_LETTERS || !/^[a-z]+$/.test(word)) return word;
  if (word.length < MIN_LETTERS) return expandVowelless(word, load()) ?? word;
  const cached = corrections.get(word);
  if (cached !== undefined) return cached;
  const { targetsByLength, known } = load();
  // Plurals are compared as the singular the vocabulary holds ("chpipings" is "chipping" misspelt).
  const single = normaliseText(word).trim();
  const forms = single !== word && /^[a-z]+$/.test(single) ? [word, single] : [word];
  let result = word;
  const vowelless = expandVowelless(word, load());
  if (vowelless) result = vowelless;
  else if (!forms.some((f) => known.has(f))) {
    const near = new Set<string>();
    for (const form of forms) {
      for (const length of [form.length - 1, form.length, form.length + 1]) {
        for (const target of targetsByLength.get(length) ?? []) {
          if (target[0] !== form[0] || form.startsWith(target)) continue;
          if (damerauLevenshtein(form, target).steps === 1) near.add(target);
        }
      }
    }
    if (near.size === 1) result = [...near][0]!;
  }
  if (corrections.size >= MAX_CORRECTIONS) corrections.clear();
  corrections.set(word, result);
  return result;
}

/** Shortest cut word read ("Timb."): three letters begin too many words. */
const MIN_CUT_LETTERS = 4;
const cuts = new Map<string, string | null>();

/** The one vocabulary word at least two letters longer that a cut word begins, or null. */
function expandCut(cut: string): string | null {
  const cached = cuts.get(cut);
  if (cached !== undefined) return cached;
  const { targets, known } = load();
  // A word of its own ("Brick.", "Sand.") ending a sentence of a description is not cut.
  if (known.has(cut)) {
    cuts.set(cut, null);
    return null;
  }
  const found = targets.filter((w) => w.length >= cut.length + 2 && w.startsWith(cut));
  const result = found.length === 1 ? found[0]! : null;
  if (cuts.size >= MAX_CORRECTIONS) cuts.clear();
  cuts.set(cut, result);
  return result;
}

/** Words cut short before a full stop ("Timb.", "Galv.") written out; a cut no one word begins stays. */
function withCutWordsRead(title: string): string {
  if (!title.includes(".")) return title;
  return title.replace(/(?<![\p{L}\d.])(\p{L}{4,6})\.(?=\s|$|,)/gu, (m, cut: string) => {
    if (cut.length < MIN_CUT_LETTERS) return m;
    return expandCut(cut.toLowerCase()) ?? m;
  });
}

/**
 * The raw title with each misspelt word replaced (in lower case; later stages fold case anyway).
 * `keep`: text whose words are never corrected (the row's brand column).
 */
export function correctSpelling(raw: string, keep: string | null = null): string {
  const { known } = load();
  const title = withCutWordsRead(raw);
  const kept = new Set(keep ? normaliseText(keep).trim().split(" ") : []);
  const written = title.match(/\p{L}{3,}/gu) ?? [];
  // A word read without its vowels is a known word written short, not a word of another language.
  const recognised = written.filter((word) => {
    const w = word.toLowerCase();
    if (known.has(w) || kept.has(w) || known.has(normaliseText(w).trim())) return true;
    return (w.length === 3 ? shortVowelless(word) : expandVowelless(w, load())) !== null;
  }).length;
  if (recognised * 2 < written.length) return title;
  return title.replace(/\p{L}+/gu, (word) => {
    const lower = word.toLowerCase();
    if (kept.has(lower)) return word;
    const corrected = lower.length === 3 ? (shortVowelless(word) ?? lower) : correctWord(lower);
    return corrected === lower ? word : corrected;
  });
}
