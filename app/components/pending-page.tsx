import type { ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { ProductSkeleton } from "./product/product-skeleton";
import { MerchantSkeleton } from "./merchants/merchant-skeleton";
import { MerchantsSkeleton } from "./merchants/merchants-skeleton";
import { ListingSkeleton } from "./catalog/product-card-skeleton";
import { SearchSpinner } from "./search/search-spinner";

/**
 * While a client-side navigation loads, the previous page stays mounted; this swaps it
 * for the destination's skeleton. Add a pattern here when a page gets its own skeleton.
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

export function PendingPage({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  // Revalidations and search-param changes on the same page keep the page on screen.
  if (navigation.state === "loading" && navigation.location.pathname !== location.pathname) {
    const match = SKELETONS.find((s) => s.pattern.test(navigation.location.pathname));
    if (match) return <>{match.render()}</>;
  }
  return <>{children}</>;
}
