import type { ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import type { ListingParams, ListingSort } from "../../../shared/listing-params";
import type { CardListing } from "../../../shared/product-summary";
import type { MerchantOption } from "./listing-filters";
import { ListingControls, ResultsSummary } from "./listing-controls";
import { useListingHref } from "./listing-links";
import { ListingNotices, PageOutOfRange } from "./listing-parts";
import { Pagination } from "./pagination";
import { ProductCard } from "./product-card";
import { PRODUCT_CELL, PRODUCT_GRID, PRODUCT_LIST, SkeletonCards } from "./product-card-skeleton";

interface ProductListingProps {
  /** What the route's loader browsed (browseProducts' result), passed on whole. */
  browse: { listing: CardListing; params: ListingParams; problems: string[]; merchants: MerchantOption[] };
  defaultSort: ListingSort;
  /** Parameters the page owns (e.g. category) that the controls must keep. */
  keep?: Record<string, string>;
  search?: { label: string; placeholder: string };
  skeletonCount: number;
  /** Names the result list for assistive technology. */
  label: string;
  /** Shown when nothing matches (a page past the end has its own message). */
  empty: ReactNode;
}

/** Controls, notices, the result grid or list, and pagination: the body every product listing shares. */
export function ProductListing(props: ProductListingProps) {
  const { browse, defaultSort, keep, search, skeletonCount, label, empty } = props;
  const { listing, params, problems, merchants } = browse;
  const href = useListingHref();
  const beyondEnd = listing.items.length === 0 && listing.total > 0;
  const pending = useListingPending();

  return (
    <>
      <div className="mt-6 space-y-4">
        <ListingControls params={params} defaultSort={defaultSort} merchants={merchants} keep={keep} search={search} />
        <ListingNotices problems={problems} />
        <div aria-live="polite">
          <ResultsSummary
            total={listing.total}
            page={listing.page}
            pageSize={listing.pageSize}
            noun={["product", "products"]}
          />
        </div>
      </div>

      <section aria-labelledby="results-heading" className="mt-6">
        <h2 id="results-heading" className="sr-only">
          Products
        </h2>
        {pending ? (
          <SkeletonCards count={skeletonCount} view={params.view} label="Loading products…" />
        ) : listing.items.length === 0 ? (
          beyondEnd ? (
            <PageOutOfRange page={listing.page} pageCount={listing.pageCount} firstPageHref={href({})} />
          ) : (
            empty
          )
        ) : (
          <ul aria-label={label} className={params.view === "list" ? PRODUCT_LIST : PRODUCT_GRID}>
            {listing.items.map((product, index) => (
              <li key={product.id} className={PRODUCT_CELL}>
                <ProductCard product={product} view={params.view} eager={index < 2} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={listing.page} pageCount={listing.pageCount} label="Product pages" />
      </section>
    </>
  );
}

/** True while this page's own URL (filters, sort, page) is changing client-side. */
function useListingPending(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === "loading" && navigation.location.pathname === location.pathname;
}
