import { LRUCache } from "lru-cache";
import type { Db } from "../db/client.server.ts";
import type { SearchResponse } from "../../app/lib/search-params.ts";
import { searchProducts, type SearchRequest } from "./search-products.server.ts";
import { suggestSearches } from "./suggest-searches.server.ts";

/**
 * Popular searches repeat within seconds; an answer is reused for SEARCH_CACHE_SECONDS per process
 * (0 = off), so prices in it are at most that old. Identical concurrent requests share one query.
 * An expired answer is served once more while its replacement is computed, so a popular broad query
 * never makes a visitor wait on expiry. Keyed per database handle: tests on several databases in one
 * process never share answers.
 */
type Compute = () => Promise<object>;
const caches = new WeakMap<Db, LRUCache<string, object, Compute>>();

function cacheFor(db: Db, seconds: number): LRUCache<string, object, Compute> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, object, Compute>({
      max: 2000,
      ttl: seconds * 1000,
      allowStale: true,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
    caches.set(db, cache);
  }
  return cache;
}

async function cached<T extends object>(db: Db, seconds: number, key: string, compute: () => Promise<T>): Promise<T> {
  if (seconds <= 0) return compute();
  const value = await cacheFor(db, seconds).fetch(key, { context: compute });
  return value as T;
}

export function cachedSearchProducts(db: Db, request: SearchRequest, seconds: number): Promise<SearchResponse> {
  const key = `s\u0000${request.q.trim().toLowerCase()}\u0000${request.sort}\u0000${request.category ?? ""}\u0000${request.limit}\u0000${request.offset}`;
  return cached(db, seconds, key, () => searchProducts(db, request));
}

export async function cachedSuggestSearches(db: Db, q: string, seconds: number): Promise<string[]> {
  const found = await cached(db, seconds, `g\u0000${q.trim().toLowerCase()}`, async () => ({
    suggestions: await suggestSearches(db, q),
  }));
  return found.suggestions;
}
