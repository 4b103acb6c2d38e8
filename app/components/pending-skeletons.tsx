import type { ReactNode } from "react";
import { ProductSkeleton } from "./product/product-skeleton";
import { MerchantSkeleton } from "./merchants/merchant-skeleton";
import { MerchantsSkeleton } from "./merchants/merchants-skeleton";
import { ListingSkeleton } from "./catalog/product-card-skeleton";
import { SearchSpinner } from "./search/search-spinner";

/**
 * The destinations' skeletons (pending-page.tsx), in their own chunk: they are shown only during a client-side
 * navigation, so a first view never needs them. Add a pattern here when a page gets its own skeleton.
 */
const SKELETONS: Array<{ pattern: RegExp; render: () => ReactNode }> = [
  { pattern: /^\/product\/[^/]+\/?$/, render: () => <ProductSkeleton /> },
  { pattern: /^\/merchants\/?$/, render: () => <MerchantsSkeleton /> },
  { pattern: /^\/merchants\/[^/]+\/?$/, render: () => <MerchantSkeleton /> },
  // Three skeleton cards on building supplies, six on bricks and blocks.
  { pattern: /^\/building-supplies\/?$/, render: () => <ListingSkeleton count={3} title="building supplies" /> },
  { pattern: /^\/bricks-and-blocks\/?$/, render: () => <ListingSkeleton count={6} title="bricks and blocks" /> },
  { pattern: /^\/products\/?$/, render: () => <ListingSkeleton count={6} title="products" /> },
  // A spinner while search results load.
  {
    pattern: /^\/search\/?$/,
    render: () => (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <SearchSpinner />
      </div>
    ),
  },
];

/** The skeleton for a destination path, or null when it has none (the current page then stays on screen). */
export function skeletonFor(pathname: string): ReactNode {
  return SKELETONS.find((s) => s.pattern.test(pathname))?.render() ?? null;
}
