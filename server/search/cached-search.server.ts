import { LRUCache } from "lru-cache";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import type { SearchResponse, SuggestResponse } from "../../shared/search-params.ts";
import { searchProducts, type SearchRequest } from "./search-products.server.ts";
import { suggestSearches } from "./suggest-searches.server.ts";

/**
 * Popular searches repeat all day while the catalogue changes at most with each import, so answers are
 * kept per process until the catalogue changes, and for SEARCH_CACHE_SECONDS at most (0 = off).
 * The catalogue's version (a row bumped by triggers on everything an answer shows, migration 0010) is
 * read at most once per VERSION_CHECK_MS and is part of every key: after an import or a curation change,
 * the next requests miss and compute afresh, while answers from before simply age out of the LRU.
 * Identical concurrent requests share one query, and an answer past its time is served once more while
 * its replacement is computed. Keyed per database handle: tests on several databases never share answers.
 */
export const VERSION_CHECK_MS = 1000;

type Compute = () => Promise<object>;

interface CacheState {
  answers: LRUCache<string, object, Compute>;
  version: number;
  checkedAt: number;
  checking: Promise<void> | null;
}

const states = new WeakMap<Db, CacheState>();

function stateFor(db: Db, seconds: number): CacheState {
  let state = states.get(db);
  if (!state) {
    state = {
      answers: new LRUCache<string, object, Compute>({
        max: 2000,
        ttl: seconds * 1000,
        allowStale: true,
        fetchMethod: (_key, _stale, { context }) => context(),
      }),
      version: -1,
      checkedAt: -Infinity,
      checking: null,
    };
    states.set(db, state);
  }
  return state;
}

async function currentVersion(db: Db, state: CacheState, now: number): Promise<number> {
  if (now - state.checkedAt >= VERSION_CHECK_MS) {
    state.checking ??= queryRows<{ version: number }>(
      db,
      sql`select version::float8 as version from catalogue_version where id = 1`,
    )
      .then(([row]) => {
        state.version = row?.version ?? 0;
        state.checkedAt = Date.now();
      })
      .finally(() => {
        state.checking = null;
      });
    await state.checking;
  }
  return state.version;
}

async function cached<T extends object>(db: Db, seconds: number, key: string, compute: () => Promise<T>): Promise<T> {
  if (seconds <= 0) return compute();
  const state = stateFor(db, seconds);
  const version = await currentVersion(db, state, Date.now());
  const value = await state.answers.fetch(`${version}\u0000${key}`, { context: compute });
  return value as T;
}

/** Tests only: forget when the version was last read, so the next request reads it. */
export function forgetCatalogueVersionCheck(db: Db): void {
  const state = states.get(db);
  if (state) state.checkedAt = -Infinity;
}

export function cachedSearchProducts(db: Db, request: SearchRequest, seconds: number): Promise<SearchResponse> {
  const key = `s\u0000${request.q.trim().toLowerCase()}\u0000${request.sort}\u0000${request.category ?? ""}\u0000${request.limit}\u0000${request.offset}`;
  return cached(db, seconds, key, () => searchProducts(db, request));
}

export function cachedSuggestSearches(db: Db, q: string, seconds: number): Promise<SuggestResponse> {
  return cached(db, seconds, `g\u0000${q.trim().toLowerCase()}`, () => suggestSearches(db, q));
}
