import { LRUCache } from "lru-cache";
import type { Db } from "../db/client.server.ts";
import { catalogueVersionOf } from "../db/catalogue-version.server.ts";
import type { SearchResponse, SuggestResponse } from "../../shared/search-params.ts";
import { searchProducts, type SearchRequest } from "./search-products.server.ts";
import { suggestSearches } from "./suggest-searches.server.ts";

/**
 * Popular searches repeat all day while the catalogue changes at most with each import, so answers are
 * kept per process until the catalogue changes, and for SEARCH_CACHE_SECONDS at most (0 = off).
 * The catalogue's version (a row bumped by triggers on everything an answer shows, migration 0010) comes
 * from the process's one reader (server/db/catalogue-version.server.ts, read at most every 250 ms, shared
 * with the page cache so neither stores an older answer under a newer version) and is part of every key:
 * after an import or a curation change, the next requests miss and compute afresh, while answers from
 * before simply age out of the LRU.
 * Identical concurrent requests share one query, and an answer past its time is served once more while
 * its replacement is computed. Keyed per database handle: tests on several databases never share answers.
 */
type Compute = () => Promise<object>;

const states = new WeakMap<Db, LRUCache<string, object, Compute>>();

function answersFor(db: Db, seconds: number): LRUCache<string, object, Compute> {
  let answers = states.get(db);
  if (!answers) {
    answers = new LRUCache<string, object, Compute>({
      max: 2000,
      ttl: seconds * 1000,
      allowStale: true,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
    states.set(db, answers);
  }
  return answers;
}

async function cached<T extends object>(db: Db, seconds: number, key: string, compute: () => Promise<T>): Promise<T> {
  if (seconds <= 0) return compute();
  const version = await catalogueVersionOf(db).current();
  const value = await answersFor(db, seconds).fetch(`${version}\u0000${key}`, { context: compute });
  return value as T;
}

/** Tests only: forget when the version was last read, so the next request reads it. */
export function forgetCatalogueVersionCheck(db: Db): void {
  catalogueVersionOf(db).forget();
}

export function cachedSearchProducts(db: Db, request: SearchRequest, seconds: number): Promise<SearchResponse> {
  const key = `s\u0000${request.q.trim().toLowerCase()}\u0000${request.sort}\u0000${request.category ?? ""}\u0000${request.limit}\u0000${request.offset}`;
  return cached(db, seconds, key, () => searchProducts(db, request));
}

export function cachedSuggestSearches(db: Db, q: string, seconds: number): Promise<SuggestResponse> {
  return cached(db, seconds, `g\u0000${q.trim().toLowerCase()}`, () => suggestSearches(db, q));
}
