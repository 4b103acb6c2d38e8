import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { chooseCorrection, type VocabularyCandidate } from "./choose-correction.ts";

export interface WordAnalysis {
  /** PostgreSQL's English configuration ignores the word ("about", "their"). */
  stopword: boolean;
  /** A name, brand, merchant title or category uses the word, or a word with the same stem. */
  strong: boolean;
  /** Some product's text contains it, descriptions included. */
  known: boolean;
  /** The nearest catalogue word, for a word that is not strong; null when nothing is close. */
  correction: string | null;
}

/**
 * The vocabulary only changes when feeds are imported, so a word's analysis is kept briefly per
 * process: a minute for words the catalogue uses, ten seconds for the rest, so a word an import in
 * another process has just added is found soon. Imports in this process clear the cache.
 */
const KNOWN_TTL_MS = 60_000;
const UNKNOWN_TTL_MS = 10_000;
const caches = new WeakMap<Db, LRUCache<string, WordAnalysis>>();

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
 * nearest catalogue words by trigrams, plus the commonest words of similar length with the same first
 * letter (a swap like "snad" shares almost no trigrams with "sand"). Callers pass words of letters
 * only: they are spliced into a tsquery string.
 */
export async function analyseQueryWords(db: Db, words: readonly string[]): Promise<Map<string, WordAnalysis>> {
  const cache = cacheFor(db);
  const out = new Map<string, WordAnalysis>();
  const missing: string[] = [];
  for (const word of new Set(words)) {
    const hit = cache.get(word);
    if (hit) out.set(word, hit);
    else missing.push(word);
  }
  if (missing.length === 0) return out;

  const rows = await queryRows<{
    word: string;
    stopword: boolean;
    strong: boolean;
    known: boolean;
    candidates: VocabularyCandidate[] | null;
  }>(
    db,
    sql`
    select w.word, numnode(plainto_tsquery('english', w.word)) = 0 as stopword, s.strong, k.known,
      case when s.strong then null else (select json_agg(json_build_object('term', c.term, 'productCount', c.product_count))
        from (
          (select term, product_count from search_terms order by term <-> w.word limit 12)
          union
          (select term, product_count from search_terms
            where term like left(w.word, 1) || '%' and length(term) between length(w.word) - 2 and length(w.word) + 2
            order by product_count desc limit 60)
        ) c) end as candidates
    from json_array_elements_text(${JSON.stringify(missing)}::json) as w(word)
    cross join lateral (select exists (select 1 from search_terms t where t.term = w.word)
        or exists (select 1 from search_documents d, to_tsquery('english', w.word || ':ABC') tq
          where numnode(tq) > 0 and d.document @@ tq) as strong) s
    cross join lateral (select s.strong
        or exists (select 1 from search_documents d, plainto_tsquery('english', w.word) tq
          where numnode(tq) > 0 and d.document @@ tq) as known) k`,
  );
  for (const row of rows) {
    const analysis: WordAnalysis = {
      stopword: row.stopword,
      strong: row.strong,
      known: row.known,
      correction: row.strong || row.stopword ? null : chooseCorrection(row.word, row.candidates ?? []),
    };
    cache.set(row.word, analysis, { ttl: analysis.known ? KNOWN_TTL_MS : UNKNOWN_TTL_MS });
    out.set(row.word, analysis);
  }
  return out;
}

/** After an import in the same process: forget what the vocabulary looked like. */
export function clearWordAnalysisCache(db: Db): void {
  caches.delete(db);
}
