import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { usePrices } from "~/lib/price-display";
import { MAX_QUERY_LENGTH, MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS } from "../../../shared/search-params";
import { useDebouncedValue } from "~/components/search/palette-hooks";
import { SearchSpinner } from "~/components/search/search-spinner";

/** A search result as the list's search shows it. */
export interface SearchHit {
  id: number;
  name: string;
  categoryLabel: string;
  lowestPrice: number | null;
}

export const INLINE_SEARCH_LIMIT = 8;

function readHits(body: unknown): SearchHit[] {
  const { results } = (body ?? {}) as { results?: unknown };
  if (!Array.isArray(results)) throw new Error("Unexpected /api/search response");
  return results.flatMap((r: unknown) => {
    const p = r as Partial<SearchHit> | null;
    return typeof p?.id === "number" && typeof p.name === "string"
      ? [
          {
            id: p.id,
            name: p.name,
            categoryLabel: typeof p.categoryLabel === "string" ? p.categoryLabel : "",
            lowestPrice: typeof p.lowestPrice === "number" ? p.lowestPrice : null,
          },
        ]
      : [];
  });
}

type Found = { q: string; hits: SearchHit[]; failed: boolean };

/**
 * Adds products by searching the catalogue with the site's one search engine (decision 017): /api/search as
 * the header's search uses it. Without JavaScript it is a GET form: the page's loader runs the same search and
 * each result is a small GET form carrying the list (`add`). With JavaScript results follow the typing and
 * Add puts the product on the list at once. A list of results with an Add button each (not a combobox): every
 * result is reachable with Tab, and the count is announced.
 */
export function InlineSearch({
  serverQuery,
  serverHits,
  hydrated,
  hidden,
  listed,
  onAdd,
}: {
  /** The `q` the server searched for (no JavaScript) and what it found. */
  serverQuery: string;
  serverHits: SearchHit[] | null;
  hydrated: boolean;
  /** The list's own parameters, carried by every form so that nothing is lost. */
  hidden: Record<string, string>;
  /** Ids already on the list. */
  listed: ReadonlySet<number>;
  onAdd: (hit: SearchHit) => void;
}) {
  const inputId = useId();
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const prices = usePrices();
  const [text, setText] = useState(serverQuery);
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [found, setFound] = useState<Found | null>(
    serverHits ? { q: serverQuery, hits: serverHits, failed: false } : null,
  );
  const wanted = q.length >= MIN_SEARCH_LENGTH;

  useEffect(() => {
    if (!hydrated || !wanted || found?.q === q) return;
    const controller = new AbortController();
    fetch(`/api/search?q=${encodeURIComponent(q)}&limit=${INLINE_SEARCH_LIMIT}`, {
      signal: controller.signal,
      headers: { accept: "application/json" },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return readHits(await response.json());
      })
      .then((hits) => setFound({ q, hits, failed: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`Search for "${q}" failed:`, error);
        setFound({ q, hits: [], failed: true });
      });
    return () => controller.abort();
    // found is read to skip a search already done (the server's, on the first render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, wanted, hydrated]);

  const loading = hydrated && wanted && found?.q !== q;
  const shown = wanted && found && found.q === q ? found : !hydrated ? found : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    // With JavaScript the results already follow the box.
    if (hydrated) event.preventDefault();
  }

  return (
    <section aria-labelledby={`${inputId}-heading`} className="print:hidden">
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold text-ink">
        Add products
      </h2>
      <form method="get" action="/price-comparison" onSubmit={submit} className="mt-2 flex gap-2" role="search">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={inputId} className="sr-only">
          Search products to add
        </label>
        <input
          id={inputId}
          ref={inputRef}
          type="search"
          name="q"
          value={text}
          maxLength={MAX_QUERY_LENGTH}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search products to add, e.g. cement"
          aria-describedby={statusId}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink placeholder:text-stone-600 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
        />
        <button
          type="submit"
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Search
        </button>
      </form>
      <p id={statusId} role="status" className="mt-2 text-sm text-stone-700 empty:hidden">
        {loading
          ? ""
          : shown?.failed
            ? "Search failed. Check your connection and try again."
            : shown
              ? shown.hits.length === 0
                ? `No products found for "${shown.q}"`
                : `${shown.hits.length} ${shown.hits.length === 1 ? "product" : "products"} found for "${shown.q}"`
              : ""}
      </p>
      {/* The search page's spinner (it announces 'Searching…'); results replace it. */}
      {loading && <SearchSpinner />}
      {shown && shown.hits.length > 0 && (
        <ul
          className="mt-2 divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white"
          aria-label="Search results"
        >
          {shown.hits.map((hit) => (
            <li key={hit.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <a href={`/product/${hit.id}`} className="font-medium text-ink hover:text-brand-700 hover:underline">
                  {hit.name}
                </a>
                <p className="text-xs text-stone-700">
                  {hit.categoryLabel}
                  {hit.lowestPrice !== null && ` · from ${prices.format(hit.lowestPrice)}${prices.marker}`}
                </p>
              </div>
              {listed.has(hit.id) ? (
                <span className="shrink-0 text-sm text-stone-700">On the list</span>
              ) : (
                <form
                  method="get"
                  action="/price-comparison"
                  onSubmit={(event) => {
                    if (!hydrated) return;
                    event.preventDefault();
                    onAdd(hit);
                    // The button gives way to 'On the list': keep keyboard focus in the search, ready for the next.
                    inputRef.current?.focus();
                  }}
                >
                  {Object.entries(hidden).map(([name, value]) => (
                    <input key={name} type="hidden" name={name} value={value} />
                  ))}
                  <input type="hidden" name="add" value={`${hit.id}:1`} />
                  <button
                    type="submit"
                    className="shrink-0 rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    Add<span className="sr-only"> {hit.name}</span>
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
