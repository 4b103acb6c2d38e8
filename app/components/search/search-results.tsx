import { Link, useNavigation } from "react-router";
import { findCategoryGroup } from "../../../shared/categories";
import type { ProductSummary } from "../../../shared/product-summary";
import { ProductCard } from "~/components/catalog/product-card";
import { PRODUCT_CELL, PRODUCT_GRID } from "~/components/catalog/product-card-skeleton";

/** True while a client-side navigation to a search page is loading. */
export function useSearchPending(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === "/search";
}

export function SearchResultGrid({ results }: { results: ProductSummary[] }) {
  return (
    <ul aria-label="Search results" className={PRODUCT_GRID}>
      {results.map((result, index) => (
        <li key={result.id} className={PRODUCT_CELL}>
          <ProductCard product={result} heading="h2" eager={index < 2} />
        </li>
      ))}
    </ul>
  );
}

const BROWSE_GROUPS = [findCategoryGroup("timber")!, findCategoryGroup("bricks")!];

/** The empty state, with the three browse links (the two groups' links as the menus have them). */
export function SearchEmpty({ hasQuery }: { hasQuery: boolean }) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
      <p className="text-lg font-semibold text-ink">
        {hasQuery ? "No results found. Try a different search term." : "Enter a search term to see results."}
      </p>
      <nav aria-label="Browse instead" className="mt-6">
        <ul className="flex flex-wrap justify-center gap-3 text-sm font-semibold">
          <li>
            <BrowseLink to="/building-supplies">All Building Supplies</BrowseLink>
          </li>
          {BROWSE_GROUPS.map((group) => (
            <li key={group.slug}>
              <BrowseLink to={group.path}>{group.label}</BrowseLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function BrowseLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex rounded-lg border border-stone-300 bg-white px-4 py-2.5 text-stone-800 shadow-sm hover:bg-stone-50"
    >
      {children}
    </Link>
  );
}
