import type { ReactNode } from "react";
import type { ProductListing as ListingData } from "../../../server/catalog/list-products.server";
import type { ListingParams, ListingSort } from "../../../shared/listing-params";
import type { CardOptions } from "./product-card";
import type { MerchantOption } from "./listing-filters";
import { ListingControls, ResultsSummary } from "./listing-controls";
import { useListingHref } from "./listing-links";
import { ListingNotices, PageOutOfRange } from "./listing-parts";
import { Pagination } from "./pagination";
import { ProductResults } from "./product-results";

interface ProductListingProps {
  listing: ListingData;
  params: ListingParams;
  problems: string[];
  merchants: MerchantOption[];
  defaultSort: ListingSort;
  /** Parameters the page owns (e.g. category) that the controls must keep. */
  keep?: Record<string, string>;
  search?: { label: string; placeholder: string };
  cards: CardOptions;
  skeletonCount: number;
  /** Names the result list for assistive technology. */
  label: string;
  /** Shown when nothing matches (a page past the end has its own message). */
  empty: ReactNode;
}

/** Controls, notices, the result grid or list, and pagination: the body every product listing shares. */
export function ProductListing(props: ProductListingProps) {
  const { listing, params, problems, merchants, defaultSort, keep, search, cards, skeletonCount, label, empty } = props;
  const href = useListingHref();
  const beyondEnd = listing.items.length === 0 && listing.total > 0;

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
        <ProductResults
          products={listing.items}
          view={params.view}
          options={cards}
          skeletonCount={skeletonCount}
          label={label}
          empty={
            beyondEnd ? (
              <PageOutOfRange page={listing.page} pageCount={listing.pageCount} firstPageHref={href({})} />
            ) : (
              empty
            )
          }
        />
        <Pagination page={listing.page} pageCount={listing.pageCount} label="Product pages" />
      </section>
    </>
  );
}
