import { useEffect, useState } from "react";
import { MAX_QUERY_LENGTH, MIN_SEARCH_LENGTH, searchHref } from "../../../shared/search-params";

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

function parseSuggestions(body: unknown): string[] {
  const list = (body as { suggestions?: unknown } | null)?.suggestions;
  if (!Array.isArray(list)) throw new Error("Unexpected /api/suggest response");
  // Unique, as each becomes a keyed list item.
  return [...new Set(list.filter((s): s is string => typeof s === "string"))];
}

/**
 * Server suggestions for a (debounced, trimmed) query. The last list stays while the next one loads,
 * and a failed fetch only logs (spec.md §8) and keeps the list it had.
 */
export function useSuggestions(query: string, enabled: boolean): { suggestions: string[]; loading: boolean } {
  const [state, setState] = useState<{ query: string; list: string[] }>({ query: "", list: [] });
  const wanted = enabled && query.length >= MIN_SEARCH_LENGTH && query.length <= MAX_QUERY_LENGTH;

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    fetch(`/api/suggest?q=${encodeURIComponent(query)}`, {
      signal: controller.signal,
      headers: { accept: "application/json" },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return parseSuggestions(await response.json());
      })
      .then((list) => setState({ query, list }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // console.warn, not error: spec.md §8 says the failure is logged only, and the visitor carries on.
        console.warn(`Search suggestions for "${query}" failed:`, error);
        setState((s) => ({ query, list: s.list }));
      });
    return () => controller.abort();
  }, [query, wanted]);

  if (!wanted) return { suggestions: [], loading: false };
  return { suggestions: state.list, loading: state.query !== query };
}

/**
 * On /search the address bar follows the typed text without a navigation (spec.md §4). Keeping
 * history.state lets React Router handle back/forward as usual; text equal to the page's own query
 * puts the page's full address (sort, category) back.
 */
export function useAddressBarMirror(text: string, active: boolean, pageQuery: string, pageHref: string): void {
  useEffect(() => {
    if (!active) return;
    const q = text.trim();
    const href = q === pageQuery.trim() ? pageHref : q ? searchHref(q) : "/search";
    const { pathname, search, hash } = window.location;
    if (href !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, "", href);
  }, [text, active, pageQuery, pageHref]);
}
