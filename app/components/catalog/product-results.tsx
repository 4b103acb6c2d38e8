import type { ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import type { ProductCard as ProductCardData } from "../../../server/catalog/list-products.server";
import type { ViewMode } from "../../../shared/listing-params";
import { ProductCard, ProductCardSkeleton, type CardOptions } from "./product-card";

interface ProductResultsProps {
  products: ProductCardData[];
  view: ViewMode;
  options: CardOptions;
  /** Skeleton cards shown while a client-side navigation within this page loads (spec.md §9). */
  skeletonCount: number;
  /** Rendered instead of the grid when there are no products. */
  empty: ReactNode;
  label: string;
}

const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";
const LIST = "grid gap-4";

/** True while this page's own URL (filters, sort, page) is changing client-side. */
export function useListingPending(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === "loading" && navigation.location.pathname === location.pathname;
}

export function ProductResults({ products, view, options, skeletonCount, empty, label }: ProductResultsProps) {
  const pending = useListingPending();
  const layout = view === "list" ? LIST : GRID;

  if (pending) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">Loading products…</span>
        <div className={layout}>
          {Array.from({ length: skeletonCount }, (_, i) => (
            <ProductCardSkeleton key={i} view={view} />
          ))}
        </div>
      </div>
    );
  }
  if (products.length === 0) return <>{empty}</>;
  return (
    <ul aria-label={label} className={layout}>
      {products.map((product, index) => (
        <li key={product.id} className="flex flex-col [&>article]:flex-1">
          <ProductCard product={product} view={view} options={options} eager={index < 2} />
        </li>
      ))}
    </ul>
  );
}

/** Page-level skeleton for a listing reached from another page (used by PendingPage). */
export function ListingSkeleton({ count, title }: { count: number; title: string }) {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <span className="sr-only">Loading {title}…</span>
      <div aria-hidden="true" className="animate-pulse motion-reduce:animate-none">
        <div className="h-4 w-48 rounded bg-stone-200" />
        <div className="mt-4 h-9 w-72 rounded bg-stone-200" />
        <div className="mt-3 h-4 w-96 max-w-full rounded bg-stone-200" />
      </div>
      <div className={`mt-8 ${GRID}`}>
        {Array.from({ length: count }, (_, i) => (
          <ProductCardSkeleton key={i} view="grid" />
        ))}
      </div>
    </div>
  );
}
