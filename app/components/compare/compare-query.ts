/** The compare search runs on more than 2 characters and waits 300 ms after typing. */
export const MIN_QUERY_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;
export const RESULT_LIMIT = 20;
export const MAX_QUERY_LENGTH = 100;

/** Control characters cannot be typed but can be put in a URL; PostgreSQL rejects NUL outright. */
export function normaliseQuery(raw: string): string {
  return raw
    .replace(/\p{Cc}+/gu, " ")
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

export function isSearchable(query: string): boolean {
  return query.length >= MIN_QUERY_LENGTH;
}

/** The page's whole state lives in its URL: `/compare?q=…&product=…`, so it is shareable and server-rendered. */
export function compareHref(query: string, productId: number | null = null): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (productId !== null && isSearchable(query)) params.set("product", String(productId));
  const search = params.toString();
  return search ? `/compare?${search}` : "/compare";
}
