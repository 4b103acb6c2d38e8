import type { WordAnalysis } from "./analyse-query-words.server.ts";
import { matchSynonymPhrases } from "./synonym-phrases.ts";

/**
 * Words typed joined or split differently from the catalogue: "peashingle" is "pea shingle", "hard wood" is
 * "hardwood". Only a word the catalogue's names do not use is re-spaced (a real word is never changed), and only
 * into words the names do use, so a query of words the catalogue knows reads exactly as before, and gibberish
 * still finds nothing. Re-spacing comes before typo correction: an exact catalogue word beats a guessed one
 * ("hard" is one letter from "hand"). A trade phrase counts as the catalogue's words too ("sheet rock" → "sheetrock",
 * "svppipe" → "svp pipe"): the synonym table reads it as the product it names.
 */

/** Unknown words beside another word: the joined forms to look up ("hard wood" → "hardwood"). */
export function joinCandidates(words: readonly string[], analysis: ReadonlyMap<string, WordAnalysis>): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < words.length; i += 1) {
    const [left, right] = [words[i]!, words[i + 1]!];
    if (!isLetters(left) || !isLetters(right)) continue;
    if (isUnused(analysis.get(left)) || isUnused(analysis.get(right))) out.push(left + right);
  }
  return out;
}

/**
 * The words re-spaced: an unknown word beside another whose join is a catalogue word is joined with it; an
 * unknown word made of two catalogue words is split. `joined` holds the analyses of joinCandidates' words.
 */
export function respaceWords(
  words: readonly string[],
  analysis: ReadonlyMap<string, WordAnalysis>,
  joined: ReadonlyMap<string, WordAnalysis>,
): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const next = words[i + 1];
    const found = analysis.get(word);
    if (next !== undefined && (isUnused(found) || isUnused(analysis.get(next)))) {
      const together = joined.get(word + next);
      if (together?.strong || namesTradeTerm([word + next])) {
        out.push(word + next);
        i += 1;
        continue;
      }
    }
    const split = isUnused(found) ? (found!.split ?? tradePhraseSplit(word)) : null;
    if (split) out.push(...split);
    else out.push(word);
  }
  return out;
}

/** The words are one trade phrase of the synonym table, all of them. */
function namesTradeTerm(words: readonly string[]): boolean {
  const [only, ...more] = matchSynonymPhrases(words);
  return more.length === 0 && only !== undefined && only.groupKeys.length > 0 && only.words.length === words.length;
}

/** A word of letters typed for a two-word trade phrase ("pvaglue" → "pva glue"), each part three letters or more. */
function tradePhraseSplit(word: string): [string, string] | null {
  if (!isLetters(word)) return null;
  for (let i = 3; i <= word.length - 3; i += 1) {
    const pair: [string, string] = [word.slice(0, i), word.slice(i)];
    if (namesTradeTerm(pair)) return pair;
  }
  return null;
}

/**
 * Clause and joining words a buyer runs into the next word ("plasterboardfor bathroom", "sand forlaying"). Read by
 * the tokeniser only when they stand alone, so an unknown word that starts or ends with one is split off it when the
 * rest is a catalogue word (clauseSplit).
 */
const CLAUSE_WORDS = ["for", "with", "under", "in", "on", "of", "to"] as const;

export interface ClauseSplit {
  word: string;
  respaced: string;
  /** The word without its clause word: it must be a catalogue word for the split to stand. */
  rest: string;
}

/** Unknown words that may be a clause word run into a word of four letters or more: the rests to look up. */
export function clauseSplits(words: readonly string[], analysis: ReadonlyMap<string, WordAnalysis>): ClauseSplit[] {
  const out: ClauseSplit[] = [];
  for (const word of words) {
    // A word made of two catalogue words is split into them instead ("gritsand" is not "grits and"), and a word one
    // typo from a catalogue word is that word ("toweld" is "topweld", not "to weld").
    const found = analysis.get(word);
    if (!isLetters(word) || !isUnused(found) || found?.known || found?.split || found?.correction) continue;
    for (const clause of CLAUSE_WORDS) {
      if (word.length < clause.length + 4) continue;
      if (word.startsWith(clause))
        out.push({ word, respaced: `${clause} ${word.slice(clause.length)}`, rest: word.slice(clause.length) });
      if (word.endsWith(clause))
        out.push({ word, respaced: `${word.slice(0, -clause.length)} ${clause}`, rest: word.slice(0, -clause.length) });
    }
  }
  return out;
}

function isUnused(found: WordAnalysis | undefined): boolean {
  return found !== undefined && !found.strong && !found.stopword;
}

function isLetters(word: string): boolean {
  return /^[a-z]+$/.test(word);
}
