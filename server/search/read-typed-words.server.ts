import type { Db } from "../db/client.server.ts";
import { analyseQueryWords, type WordAnalysis } from "./analyse-query-words.server.ts";
import { restoresLetter } from "./choose-correction.ts";
import {
  joinCandidates,
  readAs,
  compoundSplits,
  splitWords,
  typedJoins,
  typoRest,
  wordSplits,
  type WordSplit,
} from "./respace-words.ts";
import { isReaderWord } from "./reader-words.ts";
import { isCorrectable, type tokeniseQuery } from "./parse-search-query.ts";
import { isPhraseWord, matchSynonymPhrases } from "./synonym-phrases.ts";
import { backedUp, readAgain, shortPlurals } from "./correct-query-words.ts";
import { realWordMayBecome } from "./english-word-corrections.ts";
import { pairedCorrections } from "./real-word-pairs.server.ts";

// Split out of prepare-search.server.ts (session 23): how the typed words are read before the query is built, and
// which of them make prepare-search.server.ts read the whole query again re-spaced or corrected.

/** The typed words' readings, and the re-readings (joins, splits, plurals, corrections) to read the query again with. */
export interface TypedWordsRead {
  typed: string;
  analysis: Map<string, WordAnalysis>;
  /** The readings of the words looked up as typed besides (joins, split rests, plurals read short). */
  joined: Map<string, WordAnalysis>;
  /** The head and context words, a word run together with a known one split (respace-words.ts splitWords). */
  head: string[];
  context: string[];
  /** Whether a real word may be bent into its correction (real-word-pairs.server.ts, english-word-corrections.ts). */
  mayBend: (word: string, to: string) => boolean;
  rereads: Array<{ from: string; to: string }>;
}

/** Reads the typed words of a query whose head and context are split (prepare-search.server.ts). */
export async function readTypedWords(
  db: Db,
  tokenised: ReturnType<typeof tokeniseQuery>,
  typedHead: readonly string[],
  typedContext: readonly string[],
  options: { catalogueVersion?: number; respaced?: boolean },
  joinedAt?: number,
): Promise<TypedWordsRead> {
  const lone = [...matchSynonymPhrases(typedHead, joinedAt), ...matchSynonymPhrases(typedContext)]
    .filter((s) => s.groupKeys.length === 0 && /^[a-z]+$/.test(s.words[0]!))
    .map((s) => s.words[0]!);
  const analysis = await analyseQueryWords(db, lone, options);
  const typed = tokenised.text.toLowerCase();
  // Words joined or split unlike the catalogue's ("hard wood", "peashingle"): re-spaced into its words
  // (respace-words.ts). Joins are looked up as typed and the query is read again joined, like a reader correction.
  const joins = options.respaced ? [] : joinCandidates(typed, analysis);
  // Two words run together, one a word the reader knows ("plasterboardfor bathroom", "fixingbetween"), or a
  // misspelt word only the reader acts on ("insulation uner a floor", "layng a patio": reader-words.ts): the query is
  // read again as it would have been typed, once, so it ranks as the correct spelling does (clauses and jobs are read
  // from the words as typed).
  const splits = options.respaced ? [] : wordSplits(tokenised.words, analysis, readerKnows);
  const plurals = options.respaced ? [] : shortPlurals(typed, analysis);
  const lookups = [
    ...joins.map((j) => j.word),
    ...splits.flatMap((c) => (c.rest === null ? [] : [c.rest])),
    ...plurals,
  ];
  const joined = lookups.length > 0 ? await analyseQueryWords(db, lookups, options) : analysis;
  // A compound typed as one word ("readymixed", "kilndried") is read again split, so its trade phrase and the
  // readers of its words act as on the words typed apart.
  const compounds = options.respaced ? [] : compoundSplits([...typedHead, ...typedContext], analysis);
  const head = splitWords(typedHead, analysis, isReaderWord);
  const context = splitWords(typedContext, analysis, isReaderWord);
  // A real word is bent into another by one changed letter only beside a word it stands with in some product's text
  // (real-word-pairs.server.ts): "kill dried" is kiln dried; "after flushing" keeps its flushing.
  const typedWords = typed.split(" ");
  const paired = await pairedCorrections(db, typedWords, new Map([...analysis, ...joined]));
  const mayBend = (word: string, to: string) => paired.has(word) || realWordMayBecome(word, to);
  const rereads = [
    ...compounds,
    ...typedJoins(joins, joined, isReaderWord),
    ...(options.respaced ? [] : readAgain([...head, ...context], analysis, mayBend)),
  ];
  // Per word, the first split (wordSplits orders them) whose rest some product uses, or that has no rest to look up,
  // or whose rest is a misspelt catalogue word beside a trade phrase's word (typoRest).
  const chosen = new Map<string, WordSplit>();
  for (const split of splits)
    if (!chosen.has(split.word) && (split.rest === null || joined.get(split.rest)?.known || typoRest(split, joined)))
      chosen.set(split.word, split);
  for (const split of chosen.values()) rereads.push({ from: split.word, to: split.respaced });
  // A plural read short is corrected as typed, as correctWords corrects a word: five letters or more always, four
  // backed by the rest of the query or restoring a dropped letter ("bols" → bolt beside "coach"). Read as five
  // letters or more, only to a word the reader acts on (shortPlurals).
  const backed = backedUp([...head, ...context], analysis);
  for (const word of plurals) {
    const found = joined.get(word);
    const to = found?.correction;
    // A word ending "-ss" typed with one "s" ("stainles", "hacknes", "glas") is no plural: its correction is the
    // typed word with the "s" restored, whatever its length.
    const shortRead = readAs(word).length <= 4 || found?.readerCorrection === true || to === `${word}s`;
    const allowed = to && shortRead && (isCorrectable(word) || backed || restoresLetter(word, to)) && mayBend(word, to);
    // The restored "-ss" goes first: read as a plural, the word's own correction by sound ("stainle" → stain) is
    // queued too, and would take the word.
    if (allowed && !found?.known) rereads[to === `${word}s` ? "unshift" : "push"]({ from: word, to });
  }
  return { typed, analysis, joined, head, context, mayBend, rereads };
}

/** A word the reader knows without the catalogue: one it acts on (reader-words.ts) or a trade phrase's word. */
function readerKnows(word: string): boolean {
  return isReaderWord(word) || isPhraseWord(word);
}
