/**
 * Whether a typed word is an English word (the `word-list` package, ~274,000 words, the list the feed reader's
 * spelling.ts reads), for the query's spelling correction (choose-correction.ts). Loaded once per process on first
 * use and kept as one buffer (word-list-lookup.ts), so a search process holds it at about 5 MB.
 */
import fs from "node:fs";
import wordListPath from "word-list";
import { wordListLookup, type WordLookup } from "../ingest/normalise/word-list-lookup.ts";

let english: WordLookup | null = null;

export function isEnglishWord(word: string): boolean {
  english ??= wordListLookup(fs.readFileSync(wordListPath));
  return english.has(word);
}
