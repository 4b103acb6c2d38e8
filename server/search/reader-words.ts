import { onlyWordOneEditFrom, onlyWordSoundingLike } from "./choose-correction.ts";
import { CONTEXT_WORDS } from "./parse-search-query.ts";
import { SECTION_NUMBER_WORDS } from "./spoken-sizes.ts";
import { vocabularyWordFor, phraseWords } from "./synonym-phrases.ts";
import { USE_VERBS } from "./use-verbs.ts";
import { USE_WORDS } from "./use-words-table.ts";
import { JOB_PHRASE_WORDS } from "./job-phrases.ts";
import { JOB_PLACE_WORDS } from "./job-places.ts";
import { STATE_WORD_LIST } from "./state-words.ts";
import { WHOLE_TRADE_DEPARTMENT_KINDS } from "./department-kinds-whole-trade.ts";
import { SUNDRIES_DEPARTMENT_KINDS } from "./department-kinds-sundries.ts";
import { TOOLS_DEPARTMENT_KINDS } from "./department-kinds-trade-tools.ts";

/**
 * Words the query reader itself acts on though no title uses them: clause words ("under", "between"), the jobs and
 * what they are done to (use-verbs*.ts: "laying", "ceiling", "cellar"), the uses (use-words.ts), the problems and things of
 * job-phrases.ts ("brighten", "rainwater"), the rooms and places of job-places.ts ("dining") and the number words
 * of a trade section ("three by two", parse-search-query.ts). A typo of one
 * found nothing, because corrections were drawn from the catalogue's words and the trade phrases only, so
 * "insulation uner concrete floor" and "layng a patio" lost the reading their correct spelling gets.
 * Where to extend: a new table of words the reader acts on belongs here too.
 */
const READER_WORDS: readonly string[] = [
  ...new Set(
    [
      ...CONTEXT_WORDS,
      ...Object.keys(SECTION_NUMBER_WORDS),
      ...USE_VERBS.flatMap((v) => [...v.verbs, ...(v.objects ?? [])]),
      ...USE_WORDS.flatMap((u) => u.uses.flatMap((use) => use.split(" "))),
      ...JOB_PHRASE_WORDS,
      ...JOB_PLACE_WORDS,
      ...STATE_WORD_LIST,
      // Session 22: a whole trade's or shop's word ("groundworks", "leadwork") is read whole, not split in two.
      ...Object.keys(WHOLE_TRADE_DEPARTMENT_KINDS),
      // Session 23: an aisle's run-together name ("woodcare"), which split in two names nothing.
      "woodcare",
      // A trade's sundries read as one word ("brickwork sundries": department-kinds-sundries.ts).
      ...Object.keys(SUNDRIES_DEPARTMENT_KINDS),
      // Session 24: and a trade's tools ("decorating tools": department-kinds-trade-tools.ts).
      ...Object.keys(TOOLS_DEPARTMENT_KINDS),
    ].filter((w) => /^[a-z]{4,}$/.test(w)),
  ),
];

const READER_WORD_SET: ReadonlySet<string> = new Set(READER_WORDS);

/** A word the query reader acts on ("connecting", "under"), four letters or more. */
export function isReaderWord(word: string): boolean {
  return READER_WORD_SET.has(word);
}

/**
 * The trade-phrase word (vocabularyWordFor) or reader word one edit from `word`, with the same first letter, when
 * exactly one fits. Six letters or more; four or five only when the fit restores a dropped letter ("uner" → "under",
 * "layng" → "laying"): a short real word is too often one letter from a reader word ("stove", "stone").
 * Else the one such word it sounds like (onlyWordSoundingLike: "raphters", "creozote"). Null otherwise.
 */
export function readerWordFor(word: string): string | null {
  return vocabularyWordFor(word) ?? onlyWordOneEditFrom(word, READER_WORDS) ?? onlyWordSoundingLike(word, soundable());
}

/** Every word only the tables know as a correction target (phrase and reader words), for the table-wide check. */
export function tableWords(): readonly string[] {
  return soundable();
}

let SOUNDABLE: readonly string[] | null = null;

/** The phrase and reader words, once: built on first use, after both tables have loaded. */
function soundable(): readonly string[] {
  SOUNDABLE ??= [...new Set([...phraseWords(), ...READER_WORDS])];
  return SOUNDABLE;
}

/**
 * A job the reader knows, done again: "re" before one of its -ing words ("repainting", "retiling", "regrouting")
 * reads as that job. The word is a real word, not a typo, so it is read so before any correction is weighed: one
 * edit from it there is often another job ("repainting" → "repointing"). Null otherwise, or when the whole word is
 * the reader's own ("repointing", "rendering").
 */
export function jobDoneAgain(word: string): string | null {
  if (!/^re[a-z]{3,}ing$/.test(word) || READER_WORD_SET.has(word)) return null;
  const job = word.slice(2);
  return READER_WORD_SET.has(job) ? job : null;
}
