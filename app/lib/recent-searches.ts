import {
  MAX_QUERY_LENGTH,
  MAX_RECENT_SEARCHES,
  MIN_SEARCH_LENGTH,
  RECENT_SEARCHES_KEY,
} from "../../shared/search-params";

/** The part of Web Storage used here, so tests (and callers without storage) can pass their own. */
export type RecentSearchStorage = Pick<Storage, "getItem" | "setItem">;

function browserStorage(): RecentSearchStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage blocked by privacy settings throws on access.
    return null;
  }
}

/** Newest first, at most MAX_RECENT_SEARCHES, no case-insensitive duplicates; anything malformed is dropped. */
export function cleanRecentSearches(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  const out: string[] = [];
  const seen = new Set<string>();
  for (const value of values) {
    if (typeof value !== "string") continue;
    const query = value.trim().replace(/\s+/g, " ");
    const key = query.toLowerCase();
    if (query.length < MIN_SEARCH_LENGTH || query.length > MAX_QUERY_LENGTH || seen.has(key)) continue;
    seen.add(key);
    out.push(query);
    if (out.length === MAX_RECENT_SEARCHES) break;
  }
  return out;
}

export function readRecentSearches(storage: RecentSearchStorage | null = browserStorage()): string[] {
  if (!storage) return [];
  try {
    const raw = storage.getItem(RECENT_SEARCHES_KEY);
    return raw ? cleanRecentSearches(JSON.parse(raw)) : [];
  } catch {
    return [];
  }
}

/** Puts a search first (moving an earlier copy up) and returns the new list, even when it cannot be saved. */
export function addRecentSearch(query: string, storage: RecentSearchStorage | null = browserStorage()): string[] {
  const next = cleanRecentSearches([query, ...readRecentSearches(storage)]);
  try {
    storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Full or read-only storage: the list still works for this page view.
  }
  return next;
}
