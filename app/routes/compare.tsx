import { useId, useRef } from "react";
import { Form } from "react-router";
import { Link } from "~/components/ui/app-link";
import { z } from "zod";
import type { Route } from "./+types/compare";
import { findProductsByName } from "../../server/catalog/find-products-by-name.server";
import { getProductDetail, parseProductId } from "../../server/catalog/get-product-detail.server";
import { correctedSearchText } from "../../server/search/search-filter.server";
import { CompareResults } from "~/components/compare/compare-results";
import { CompareTable } from "~/components/compare/compare-table";
import {
  isSearchable,
  MAX_QUERY_LENGTH,
  MIN_QUERY_LENGTH,
  normaliseQuery,
  RESULT_LIMIT,
} from "~/components/compare/compare-query";
import { useCompareSearch } from "~/components/compare/use-compare-search";
import { PageMessage, primaryButtonClass, secondaryButtonClass } from "~/components/page-message";
import { pageTitle } from "~/lib/seo";
import { SITE_NAME } from "../../shared/site";
import type { SitemapEntry } from "~/lib/sitemap-entry";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { q, product } = ParamsSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const searchable = isSearchable(q);
  const [results, selected, correctedQuery] = searchable
    ? await Promise.all([
        findProductsByName(context.db, q, RESULT_LIMIT),
        product === null ? null : getProductDetail(context.db, product),
        correctedSearchText(context.db, q),
      ])
    : [[], null, null];
  return {
    q,
    results,
    correctedQuery,
    selected,
    selectedMissing: searchable && product !== null && selected === null,
    // Always the bare page: a selected product's prices already have a canonical home at /product/{id},
    // and every typed query would otherwise be a separate near-duplicate URL.
    canonicalUrl: `${context.env.SITE_URL}/compare`,
  };
}

const ParamsSchema = z.object({
  q: z.string().catch("").transform(normaliseQuery),
  product: z
    .string()
    .optional()
    .catch(undefined)
    .transform((v) => parseProductId(v)),
});

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { q, results, correctedQuery, selected, selectedMissing } = loaderData;
  const selectedId = selected?.product.id ?? null;
  const { text, onTextChange, cancelPending, searching } = useCompareSearch(q, selectedId);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const statusId = useId();

  const typed = normaliseQuery(text);
  const tooShort = typed.length > 0 && !isSearchable(typed);
  // Results belong to the URL's query; hide them at once when the box is cut below the minimum.
  const active = isSearchable(typed) && isSearchable(q);
  const noMatch = active && results.length === 0;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Price Comparison</h1>
      <p className="mt-3 text-lg leading-8 text-stone-700">
        Search for a product, then pick it to see every merchant's price side by side.
      </p>

      <div className="mt-6 flex flex-wrap items-end gap-3">
        <Form
          method="get"
          action="/compare"
          role="search"
          aria-label="Price comparison"
          onSubmit={cancelPending}
          className="flex min-w-0 flex-1 basis-64 items-end gap-3"
        >
          <div className="min-w-0 flex-1">
            <label htmlFor={inputId} className="block text-sm font-medium text-stone-700">
              Product name
            </label>
            <div className="relative mt-1">
              <input
                ref={inputRef}
                id={inputId}
                type="search"
                name="q"
                value={text}
                onChange={(event) => onTextChange(event.target.value)}
                maxLength={MAX_QUERY_LENGTH}
                placeholder="e.g. sharp sand 25kg"
                autoComplete="off"
                aria-describedby={statusId}
                className="w-full rounded-lg border border-stone-300 bg-white py-2.5 pl-3 pr-10 text-base text-ink placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
              />
              {searching && <Spinner className="absolute right-3 top-1/2 -mt-2.5 h-5 w-5" />}
            </div>
          </div>
          <button type="submit" className={primaryButtonClass}>
            Search
          </button>
        </Form>
        {(text || q) && (
          <Form
            method="get"
            action="/compare"
            onSubmit={() => {
              cancelPending();
              inputRef.current?.focus();
            }}
          >
            <button type="submit" className={secondaryButtonClass}>
              Clear
            </button>
          </Form>
        )}
      </div>

      <div id={statusId} role="status" className="mt-3 text-sm text-stone-700">
        {searching ? (
          "Searching…"
        ) : tooShort ? (
          `Enter at least ${MIN_QUERY_LENGTH} characters to search.`
        ) : noMatch ? (
          <p className="mt-5 rounded-xl border border-dashed border-stone-300 bg-stone-50 px-6 py-10 text-center text-base">
            No products found. Try a different search term.
          </p>
        ) : active ? (
          `${results.length === 1 ? "1 product" : `${results.length} products`} found${
            results.length >= RESULT_LIMIT ? " (showing the best matches; add a word to narrow it down)" : ""
          }.${correctedQuery ? ` Showing results for "${correctedQuery}".` : ""}`
        ) : null}
      </div>

      <div
        aria-busy={searching}
        className={searching ? "opacity-60 transition-opacity motion-reduce:transition-none" : ""}
      >
        {active && selected && <CompareTable detail={selected} />}
        {active && selectedMissing && (
          <p className="mt-8 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
            That product is no longer listed. Choose another one below.
          </p>
        )}
        {active && results.length > 0 && <CompareResults query={q} results={results} selectedId={selectedId} />}
      </div>
    </div>
  );
}

function Spinner({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`animate-spin motion-reduce:animate-none text-brand-600 ${className}`}
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const description =
    "Search building materials and compare each merchant's price side by side, with the date every price was last checked.";
  if (!loaderData) return [{ title: pageTitle("Price Comparison") }, { name: "robots", content: "noindex" }];
  const title = loaderData.selected
    ? `${loaderData.selected.product.name} - Price Comparison | ${SITE_NAME}`
    : pageTitle("Price Comparison");
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
  ];
}

export function ErrorBoundary() {
  return (
    <PageMessage title="Price Comparison">
      <p role="alert">Failed to load products. Please try again later.</p>
      <div className="flex justify-center">
        <Link to="/compare" reloadDocument className={primaryButtonClass}>
          Try again
        </Link>
      </div>
    </PageMessage>
  );
}

export const sitemap: SitemapEntry = { list: "path" };
