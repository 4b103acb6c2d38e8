/**
 * Since session 24: a typed word the catalogue's titles only print as the head of a run-together word ("soil" in
 * "Topsoil", "paper" in "Wallpaper", "light" in "Skylight", "proof" in "Weatherproof"). Such a word is no typo and no
 * unknown word: it names what the compound names, so the query reads it as that compound (analyse-query-words.server.ts,
 * as a correction the searcher is shown). Only a word no title carries whole is read so; a title that carries it
 * whole always matches it as typed. Where to extend: FALSE_PREFIXES for a Latin prefix that reads as an English word.
 */
import { isEnglishWord } from "./english-words.ts";

/** Heads shorter than this are too often a word's tail by chance ("carpet": car + pet, "outlet": out + let). */
export const MIN_HEAD = 4;
const MIN_FIRST = 3;

/**
 * Prefixes of Latin words the English list also holds as words ("pro" + "file" is no file, "con" + "tractor", "per"
 * + "son"): a compound starting so is no run-together English pair.
 */
const FALSE_PREFIXES: ReadonlySet<string> = new Set(
  "pro con com per pre sub dis mis non par car bar cat for ant ban pan tar war ten".split(" "),
);

/** Heads that are a suffix, not a word said alone ("breath" + "able", "heat" + "less"). */
const SUFFIX_HEADS: ReadonlySet<string> = new Set(
  "able ible less ness ment ship ward wards wise some like ling".split(" "),
);

/** Endings that make a word of another (deck + ing is no "dec" + "king", plaster + er no "plas" + "terer"). */
const INFLECTIONS = ["ing", "ings", "er", "ers", "ed", "s", "es"];

/**
 * Is `compound` a run-together word ending in `head`: an English first part of three letters or more, then the head
 * (four letters or more, an English word), and not the head's letters ending another word's inflection ("decking" is
 * deck + ing, not dec + king)?
 */
export function isCompoundOf(compound: string, head: string): boolean {
  if (head.length < MIN_HEAD || !compound.endsWith(head) || SUFFIX_HEADS.has(head)) return false;
  const first = compound.slice(0, compound.length - head.length);
  if (first.length < MIN_FIRST || !/^[a-z]+$/.test(first) || FALSE_PREFIXES.has(first)) return false;
  if (!isEnglishWord(first) || !isEnglishWord(head)) return false;
  for (const ending of INFLECTIONS) {
    if (!compound.endsWith(ending)) continue;
    const stem = compound.slice(0, compound.length - ending.length);
    if (stem.length > first.length && isEnglishWord(stem)) return false;
  }
  return true;
}

/** One catalogue word and how many products its names use it in. */
export interface CompoundCandidate {
  term: string;
  productCount: number;
}

/**
 * The catalogue compound a word is the head of: the one most products use (then the shorter), or null when no
 * candidate is a run-together word ending in it. Callers pass only words no title carries whole.
 */
export function compoundHeadReading(word: string, candidates: readonly CompoundCandidate[]): string | null {
  let best: CompoundCandidate | null = null;
  for (const c of candidates) {
    if (!isCompoundOf(c.term, word)) continue;
    if (
      !best ||
      c.productCount > best.productCount ||
      (c.productCount === best.productCount && c.term.length < best.term.length)
    )
      best = c;
  }
  return best?.term ?? null;
}
