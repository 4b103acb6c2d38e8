import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { countColumn, queryCheckedRows } from "../db/query-rows.server.ts";
import { chooseCorrection, equallyNear, nearerCorrection } from "./choose-correction.ts";
import { spellingSkeleton } from "./sound-key.ts";
import { isReaderWord, jobDoneAgain, readerWordFor } from "./reader-words.ts";
import { compoundHeadReading, MIN_HEAD } from "./compound-heads.ts";
import { isEnglishWord } from "./english-words.ts";

export interface WordAnalysis {
  /** PostgreSQL's English configuration ignores the word ("about", "their"). */
  stopword: boolean;
  /** A name, brand, merchant title or category uses the word, or a word with the same stem. */
  strong: boolean;
  /** Some product's text contains it, descriptions included. */
  known: boolean;
  /** The nearest catalogue word, for a word that is not strong; null when nothing is close. */
  correction: string | null;
  /**
   * Two catalogue words the word is made of ("peashingle" → pea, shingle), for a word that is not strong; null when
   * no split into words of three letters or more gives two words the catalogue's names use.
   */
  split: [string, string] | null;
  /**
   * The correction is a word the query reader acts on (reader-words.ts: a clause word, a job, a trade-phrase word),
   * whether or not titles use it too: the query is read again with it (prepare-search.server.ts), so clauses, jobs
   * and phrases are read as from the correct spelling.
   */
  readerCorrection?: true;
  /** Other catalogue words as near as the catalogue's correction (equallyNear): only the other words can choose. */
  alsoNear?: string[];
  /**
   * Since session 24: the run-together catalogue word an English word no title carries whole is the head of ("soil":
   * topsoil), read in its place (compound-heads.ts, correct-query-words.ts). Absent: none.
   */
  compound?: string;
}

/**
 * The vocabulary only changes when feeds are imported, so a word's analysis is kept briefly per
 * process: a minute for words the catalogue uses, ten seconds for the rest, so a word an import in
 * another process has just added is found soon. Imports in this process clear the cache.
 */
const KNOWN_TTL_MS = 60_000;
const UNKNOWN_TTL_MS = 10_000;
const caches = new WeakMap<Db, LRUCache<string, WordAnalysis>>();
/**
 * The same answers labelled with a catalogue version, for callers that know the version they answer for and
 * check it after (the palette, suggest-searches.server.ts): at that version the vocabulary is the one analysed,
 * however long ago, so a word typed again is not re-read every ten seconds. The label is the version the caller
 * held before reading, never newer than what was read; a caller that finds the catalogue moved on redoes its
 * work at the new version, which these entries do not serve.
 */
const atVersion = new WeakMap<Db, LRUCache<string, { version: number; analysis: WordAnalysis }>>();

const candidateRow = z.object({ term: z.string(), productCount: countColumn });
const wordRow = z.object({
  word: z.string(),
  stopword: z.boolean(),
  strong: z.boolean(),
  known: z.boolean(),
  /** json_agg over no candidates (or a strong word, which needs none) is null. */
  candidates: z.array(candidateRow).nullable(),
  split: z.string().nullable(),
  compounds: z.array(candidateRow).nullable(),
});

function cacheFor(db: Db): LRUCache<string, WordAnalysis> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, WordAnalysis>({ max: 20_000, ttl: KNOWN_TTL_MS });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * One round trip for all uncached words: where the catalogue uses each, and candidate corrections:
 * nearest catalogue words by trigrams, the word with one letter left out, plus the commonest words of similar
 * length with the same first letter (a swap like "snad" shares almost no trigrams with "sand"). Callers pass words of letters
 * only: they are spliced into a tsquery string.
 */
export async function analyseQueryWords(
  db: Db,
  words: readonly string[],
  options: { catalogueVersion?: number } = {},
): Promise<Map<string, WordAnalysis>> {
  const cache = cacheFor(db);
  const { catalogueVersion } = options;
  let labelled = atVersion.get(db);
  if (catalogueVersion !== undefined && !labelled) {
    labelled = new LRUCache({ max: 20_000 });
    atVersion.set(db, labelled);
  }
  const out = new Map<string, WordAnalysis>();
  const missing: string[] = [];
  for (const word of new Set(words)) {
    const same = catalogueVersion === undefined ? undefined : labelled?.get(word);
    const hit = same && same.version === catalogueVersion ? same.analysis : cache.get(word);
    if (hit) out.set(word, hit);
    else missing.push(word);
  }
  if (missing.length === 0) return out;

  // One SELECT per word, joined: with each word a constant, the planner uses the GIN and GiST
  // indexes; as a column of a lateral join it may scan every document instead.
  const selects = missing.map(
    (word) => sql`
    select ${word}::text as word, s.stopword, s.strong, s.known,
      case when s.strong or s.stopword then null else (select json_agg(json_build_object('term', c.term, 'productCount', c.product_count))
        from (
          (select term, product_count from search_terms order by term <-> ${word}::text limit 12)
          union
          (select term, product_count from search_terms where term = any(${lettersDropped(word)}::text[]))
          union
          (select term, product_count from search_terms
            where term like ${`${word.slice(0, 1)}%`} and length(term) between ${word.length - 2} and ${word.length + 2}
            order by product_count desc limit 60)
          ${spokenStart(word)}
          ${sameSkeleton(word)}
        ) c) end as candidates,
      case when s.strong or s.stopword then null else (select l.term || ' ' || r.term
        from generate_series(3, length(${word}::text) - 3) i
        join search_terms l on l.term = left(${word}::text, i)
        join search_terms r on r.term = substr(${word}::text, i + 1)
        order by least(l.product_count, r.product_count) desc, i limit 1) end as split,
      case when s.strong or s.stopword or length(${word}::text) < ${MIN_HEAD} then null else (select json_agg(json_build_object('term', h.term, 'productCount', h.product_count))
        from (select term, product_count from search_terms where term like ${`%${word}`} and length(term) >= ${word.length + 3}
          order by product_count desc limit 20) h) end as compounds
    from (select st.stopword,
        not st.stopword and (exists (select 1 from search_terms t where t.term = ${word})
          or exists (select 1 from search_documents d where d.document @@ to_tsquery('english', ${`${word}:ABC`}))) as strong,
        not st.stopword and exists (select 1 from search_documents d
          where d.document @@ to_tsquery('english', ${word})) as known
      from (select numnode(to_tsquery('english', ${word})) = 0 as stopword) st) s`,
  );
  const rows = await queryCheckedRows(db, sql.join(selects, sql` union all `), wordRow);
  for (const row of rows) {
    // A word the query reader acts on ("repainting", "under") is a real word too, though no title uses it: it must not
    // be bent into a catalogue word one edit away ("repointing").
    const untouched = row.strong || row.stopword || row.known || isReaderWord(row.word);
    const catalogue = untouched ? null : chooseCorrection(row.word, row.candidates ?? []);
    // A job done again ("repainting") is read as the job before any nearer correction ("repointing") is weighed.
    const redone = untouched ? null : jobDoneAgain(row.word);
    const reader = untouched ? null : (redone ?? readerWordFor(row.word));
    const correction = redone ?? nearerCorrection(row.word, catalogue, reader);
    // An English word no title carries whole, which a title prints as the head of a run-together word ("soil" in
    // "Topsoil"): that word names it (compound-heads.ts), though a trade phrase holds it too ("soil pipe"). Not a job
    // ("laying" is no bricklaying).
    const compound =
      row.strong || row.stopword || !isEnglishWord(row.word) || /ing$/.test(row.word)
        ? null
        : compoundHeadReading(row.word, row.compounds ?? []);
    const analysis: WordAnalysis = {
      stopword: row.stopword,
      strong: row.strong,
      known: row.known,
      // A word some description uses is a real word, not a typo: "water" must not become "wafer".
      // A trade word only the synonym list knows ("guttering" when titles say "gutter") is a correction too, and so
      // is a word only the query reader acts on (reader-words.ts: "under", "laying"); the fewer edits wins.
      correction,
      split: splitPair(row.split),
      ...(correction !== null && correction === reader ? { readerCorrection: true } : {}),
      ...(catalogue !== null && correction === catalogue
        ? { alsoNear: equallyNear(row.word, catalogue, row.candidates ?? []) }
        : {}),
      ...(compound !== null ? { compound } : {}),
    };
    cache.set(row.word, analysis, { ttl: analysis.known ? KNOWN_TTL_MS : UNKNOWN_TTL_MS });
    if (catalogueVersion !== undefined) labelled?.set(row.word, { version: catalogueVersion, analysis });
    out.set(row.word, analysis);
  }
  return out;
}

/**
 * The word with each one letter left out: a doubled or stray letter ("screeed") is found by its exact correction,
 * which the nearest-trigram and commonest-word candidates can miss beside longer words ("screened").
 */
function lettersDropped(word: string): string {
  const out = new Set<string>();
  for (let i = 0; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1));
  return `{${[...out].join(",")}}`;
}

/**
 * A word typed "ph" for an "f" ("phencing"): the commonest words starting with "f" too, which the first-letter
 * candidates cannot hold, so chooseCorrection's sound match can find them. Nothing for any other word.
 */
function spokenStart(word: string) {
  if (!word.startsWith("ph")) return sql``;
  return sql`union
          (select term, product_count from search_terms
            where term like 'f%' and length(term) between ${word.length - 3} and ${word.length + 1}
            order by product_count desc limit 60)`;
}

/**
 * A word of five to seven letters typed with other vowels ("tymbar"): the commonest words with its first letter, about
 * its length and its consonants as spelt (spellingSkeleton), which the trigram candidates can miss when the vowels
 * were most of the trigrams; chooseCorrection checks them by sound. Reads only the first letter's words (prefix index).
 */
function sameSkeleton(word: string) {
  if (!/^[a-z]{5,7}$/.test(word)) return sql``;
  return sql`union
          (select term, product_count from search_terms
            where term like ${`${word.slice(0, 1)}%`} and length(term) between ${word.length - 1} and ${word.length + 1}
              and regexp_replace(translate(substr(term, 2), 'aeiouy', ''), '(.)\\1+', '\\1', 'g') = ${spellingSkeleton(word)}
            order by product_count desc limit 8)`;
}

function splitPair(split: string | null): [string, string] | null {
  const [left, right, ...more] = split?.split(" ") ?? [];
  return left && right && more.length === 0 ? [left, right] : null;
}

/** After an import in the same process: forget what the vocabulary looked like. */
export function clearWordAnalysisCache(db: Db): void {
  caches.delete(db);
  atVersion.delete(db);
}
