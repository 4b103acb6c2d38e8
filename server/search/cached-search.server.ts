import { LRUCache } from "lru-cache";
import type { Db } from "../db/client.server.ts";
import type { SearchResponse } from "../../app/lib/search-params.ts";
import { searchProducts, type SearchRequest } from "./search-products.server.ts";
import { suggestSearches } from "./suggest-searches.server.ts";

/**
 * Popular searches repeat within seconds; an answer is reused for SEARCH_CACHE_SECONDS per process
 * (0 = off). Prices in a cached answer are at most that old. Keyed per database handle so tests on
 * several databases in one process never share answers.
 */
const caches = new WeakMap<Db, LRUCache<string, Promise<unknown>>>();

function cacheFor(db: Db, seconds: number): LRUCache<string, Promise<unknown>> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, Promise<unknown>>({ max: 2000, ttl: seconds * 1000 });
    caches.set(db, cache);
  }
  return cache;
}

function cached<T>(db: Db, seconds: number, key: string, compute: () => Promise<T>): Promise<T> {
  if (seconds <= 0) return compute();
  const cache = cacheFor(db, seconds);
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  // The promise is stored, so concurrent identical requests share one query; a failure is not kept.
  const pending = compute();
  cache.set(key, pending);
  pending.catch(() => cache.delete(key));
  return pending;
}

export function cachedSearchProducts(db: Db, request: SearchRequest, seconds: number): Promise<SearchResponse> {
  const key = `s\u0000${request.q.trim().toLowerCase()}\u0000${request.sort}\u0000${request.category ?? ""}\u0000${request.limit}\u0000${request.offset}`;
  return cached(db, seconds, key, () => searchProducts(db, request));
}

export function cachedSuggestSearches(db: Db, q: string, seconds: number): Promise<string[]> {
  return cached(db, seconds, `g\u0000${q.trim().toLowerCase()}`, () => suggestSearches(db, q));
}
