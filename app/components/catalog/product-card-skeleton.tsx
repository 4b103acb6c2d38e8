import type { ReactNode } from "react";
import type { ViewMode } from "../../../shared/listing-params";

/**
 * The layout of product cards (product-card.tsx) and their loading skeletons. Kept apart from the card so the
 * page-level skeletons every page can show (PendingPage) do not load the card itself on every page.
 * Two columns even on a phone: one card a row made a page of 24 products about 15,000 px long.
 */
export const PRODUCT_GRID = "grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3";
export const PRODUCT_LIST = "grid gap-4";
/** The list item around each card: a grid cell that lets long names wrap rather than widen the column. */
export const PRODUCT_CELL = "flex min-w-0";

export function ProductCardSkeleton({ view }: { view: ViewMode }) {
  const list = view === "list";
  return (
    <div
      aria-hidden="true"
      data-skeleton="product-card"
      className={`flex animate-pulse overflow-hidden rounded-xl border border-stone-200 bg-white motion-reduce:animate-none ${
        list ? "gap-3 p-3 sm:gap-4 sm:p-4" : "flex-col"
      }`}
    >
      <div className={`aspect-[4/3] bg-stone-200 ${list ? "w-28 shrink-0 self-start rounded-lg sm:w-44" : "w-full"}`} />
      <div className={`flex flex-1 flex-col gap-3 ${list ? "" : "p-3 sm:p-4"}`}>
        <div className="h-4 w-3/4 rounded bg-stone-200" />
        <div className="h-3 w-full rounded bg-stone-200" />
        <div className="h-3 w-5/6 rounded bg-stone-200" />
        <div className="mt-2 h-5 w-24 rounded bg-stone-200" />
      </div>
    </div>
  );
}

/** Skeleton cards in a status region that names what is loading. */
export function SkeletonCards({
  count,
  view,
  label,
  className,
  children,
}: {
  count: number;
  view: ViewMode;
  label: string;
  className?: string;
  /** Placeholders shown above the cards (a page heading). */
  children?: ReactNode;
}) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{label}</span>
      {children}
      <div className={view === "list" ? PRODUCT_LIST : PRODUCT_GRID}>
        {Array.from({ length: count }, (_, i) => (
          <ProductCardSkeleton key={i} view={view} />
        ))}
      </div>
    </div>
  );
}

/** Page-level skeleton for a listing reached from another page (used by PendingPage). */
export function ListingSkeleton({ count, title }: { count: number; title: string }) {
  return (
    <SkeletonCards
      count={count}
      view="grid"
      label={`Loading ${title}…`}
      className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8"
    >
      <div aria-hidden="true" className="mb-8 animate-pulse motion-reduce:animate-none">
        <div className="h-4 w-48 rounded bg-stone-200" />
        <div className="mt-4 h-9 w-72 rounded bg-stone-200" />
        <div className="mt-3 h-4 w-96 max-w-full rounded bg-stone-200" />
      </div>
    </SkeletonCards>
  );
}
