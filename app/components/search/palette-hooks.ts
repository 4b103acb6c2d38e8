import { useEffect, useState } from "react";
import {
  MAX_QUERY_LENGTH,
  MIN_SEARCH_LENGTH,
  searchHref,
  type ProductSuggestion,
  type SuggestResponse,
} from "../../../shared/search-params";

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

function parseSuggestions(body: unknown): SuggestResponse {
  const { suggestions, products } = (body ?? {}) as { suggestions?: unknown; products?: unknown };
  if (!Array.isArray(suggestions)) throw new Error("Unexpected /api/suggest response");
  return {
    // Unique, as each becomes a keyed list item.
    suggestions: [...new Set(suggestions.filter((s): s is string => typeof s === "string"))],
    products: Array.isArray(products) ? products.filter(isProductSuggestion) : [],
  };
}

function isProductSuggestion(value: unknown): value is ProductSuggestion {
  const p = value as Partial<ProductSuggestion> | null;
  return (
    typeof p?.id === "number" &&
    typeof p.name === "string" &&
    typeof p.categoryLabel === "string" &&
    (p.imageUrl === null || typeof p.imageUrl === "string") &&
    (p.lowestPrice === null || typeof p.lowestPrice === "number")
  );
}

const NO_SUGGESTIONS: SuggestResponse = { suggestions: [], products: [] };

/**
 * Server suggestions for a (debounced, trimmed) query. The last list stays while the next one loads,
 * and a failed fetch only logs and keeps the list it had.
 */
export function useSuggestions(query: string, enabled: boolean): SuggestResponse & { loading: boolean } {
  const [state, setState] = useState<{ query: string; answer: SuggestResponse }>({ query: "", answer: NO_SUGGESTIONS });
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
      .then((answer) => setState({ query, answer }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // console.warn, not error: a failed suggestion fetch is only logged, and the visitor carries on.
        console.warn(`Search suggestions for "${query}" failed:`, error);
        setState((s) => ({ query, answer: s.answer }));
      });
    return () => controller.abort();
  }, [query, wanted]);

  if (!wanted) return { ...NO_SUGGESTIONS, loading: false };
  return { ...state.answer, loading: state.query !== query };
}

/**
 * On /search the address bar follows the typed text without a navigation. Keeping
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
