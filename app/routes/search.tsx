import { useEffect } from "react";
import { isRouteErrorResponse, useLocation } from "react-router";
import type { Route } from "./+types/search";
import { cachedSearchProducts } from "../../server/search/cached-search.server";
import { parseSearchPageParams } from "../../server/search/search-params.server";
import {
  emptySearchResponse,
  MIN_SEARCH_LENGTH,
  SEARCH_PAGE_SIZE,
  type SearchResponse,
} from "../../shared/search-params";
import { SITE_NAME } from "../../shared/site";
import { searchPageIndexable } from "../../shared/search-indexing";
import { showErrorToast } from "~/lib/notify";
import { formatCount } from "../../shared/numbers";
import { ListingNotices, PageOutOfRange } from "~/components/catalog/listing-parts";
import { useListingHref } from "~/components/catalog/listing-links";
import { Pagination } from "~/components/catalog/pagination";
import { PageMessage, primaryButtonClass } from "~/components/page-message";
import { SearchEmpty, SearchResultGrid, useSearchPending } from "~/components/search/search-results";
import { SearchSpinner } from "~/components/search/search-spinner";
import { CategoryFacets, DidYouMean, SearchSortForm } from "~/components/search/search-toolbar";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = parseSearchPageParams(new URL(request.url));
  const problems = params.ignored.map(
    (name) => `The "${name}" setting in the address was not understood and was ignored.`,
  );
  const searchable = params.q.length >= MIN_SEARCH_LENGTH;
  const found: SearchResponse = searchable
    ? await cachedSearchProducts(
        context.db,
        {
          q: params.q,
          sort: params.sort,
          category: params.category,
          limit: SEARCH_PAGE_SIZE,
          offset: (params.page - 1) * SEARCH_PAGE_SIZE,
        },
        context.env.SEARCH_CACHE_SECONDS,
      )
    : emptySearchResponse(params.q);
  if (params.q.length > 0 && !searchable) problems.push("Please enter at least 2 characters to search.");
  return { params, problems, found, siteUrl: context.env.SITE_URL };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { params, problems, found } = loaderData;
  const pending = useSearchPending();
  const hrefWith = useListingHref();
  const pageCount = Math.max(1, Math.ceil(found.total / SEARCH_PAGE_SIZE));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {params.q ? `Search results for "${params.q}"` : "Search Results"}
          </h1>
          {found.total > 0 && !pending && (
            <p className="mt-2 text-stone-700">
              Found {formatCount(found.total)} {found.total === 1 ? "product" : "products"} matching your search
            </p>
          )}
          {found.correctedQuery && !pending && (
            <p className="mt-1 text-sm text-stone-600">
              Showing results for <span className="font-semibold text-ink">"{found.correctedQuery}"</span>.
            </p>
          )}
        </div>
        {found.total > 0 && <SearchSortForm q={params.q} sort={params.sort} category={params.category} />}
      </header>

      <div className="mt-4 space-y-4">
        <ListingNotices problems={problems} />
        {!pending && <DidYouMean q={params.q} suggestions={found.suggestions} />}
        {!pending && (
          <CategoryFacets
            facets={found.facets}
            current={params.category}
            hrefFor={(category) => hrefWith({ category })}
          />
        )}
      </div>

      <section aria-label="Results" className="mt-6">
        {pending ? (
          <SearchSpinner />
        ) : found.results.length > 0 ? (
          <>
            <SearchResultGrid results={found.results} />
            <div className="mt-8">
              <Pagination page={params.page} pageCount={pageCount} label="Search result pages" />
            </div>
          </>
        ) : found.total > 0 ? (
          <PageOutOfRange page={params.page} pageCount={pageCount} firstPageHref={hrefWith({})} />
        ) : (
          <SearchEmpty hasQuery={params.q.length > 0} />
        )}
      </section>
    </div>
  );
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const q = loaderData?.params.q ?? new URLSearchParams(location.search).get("q") ?? "";
  const siteUrl = loaderData?.siteUrl ?? "";
  const title = q ? `Search results for "${q}" - ${SITE_NAME}` : `Search Results - ${SITE_NAME}`;
  const canonical = q ? `${siteUrl}/search?q=${encodeURIComponent(q)}` : `${siteUrl}/search`;
  const indexable = loaderData ? searchPageIndexable(loaderData.params, loaderData.found) : false;
  return [
    { title },
    {
      name: "description",
      content: q
        ? `Compare prices for "${q}" across UK builders' merchants: every matching product with its cheapest merchants.`
        : "Search building materials and compare prices across UK builders' merchants.",
    },
    { tagName: "link", rel: "canonical", href: canonical },
    // Decision 026: only a plain search that finds what the catalogue sells is a page worth indexing.
    ...(indexable ? [] : [{ name: "robots", content: "noindex, follow" }]),
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const failed = !(isRouteErrorResponse(error) && error.status < 500);
  useEffect(() => {
    if (failed) showErrorToast("Error", "Failed to fetch search results. Please try again.");
  }, [failed, location.key]);
  return (
    <PageMessage title="Search is unavailable">
      <p role="alert">Failed to fetch search results. Please try again.</p>
      <div className="flex justify-center">
        <a href={`${location.pathname}${location.search}`} className={primaryButtonClass}>
          Try again
        </a>
      </div>
    </PageMessage>
  );
}
