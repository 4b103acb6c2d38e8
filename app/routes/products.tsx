import type { Route } from "./+types/products";
import { browseProducts } from "../../server/catalog/browse-products.server";
import { countProductsByCategoryForPage } from "../../server/catalog/count-products-by-category.server";
import { NO_LISTING_FILTERS } from "../../server/catalog/listing-conditions.server";
import { CATEGORIES, categoryLabel, isCategorySlug } from "../../shared/categories";
import { filterCount } from "../../shared/listing-params";
import { listingMeta } from "~/lib/listing-meta";
import { ClearLink, useListingHref } from "~/components/catalog/listing-links";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { EmptyResults } from "~/components/catalog/listing-parts";
import { ProductListing } from "~/components/catalog/product-listing";
import { ListingError } from "~/components/catalog/listing-error";
import { CategoryChip } from "~/components/catalog/category-chip";
import type { SitemapEntry } from "~/lib/sitemap-entry";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get("category") ?? "";
  const category = isCategorySlug(raw) ? raw : null;
  const browse = await browseProducts(context.db, url.searchParams, {
    categories: category ? [category] : [],
    defaultSort: "merchants",
    searchable: true,
  });
  if (raw && !category) browse.problems.push(`There is no category "${raw.slice(0, 40)}"; showing every category.`);
  const categoryCounts = await countProductsByCategoryForPage(context.db, {
    ...NO_LISTING_FILTERS,
    text: browse.params.q,
    merchantSlugs: browse.params.merchants,
    minPrice: browse.params.minPrice,
    maxPrice: browse.params.maxPrice,
    inStockOnly: browse.params.inStock,
  });
  return { ...browse, category, categoryCounts, siteUrl: context.env.SITE_URL };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { params, category, categoryCounts } = loaderData;
  const href = useListingHref();
  const filtered = filterCount(params) > 0;
  const allCount = categoryCounts.reduce((sum, c) => sum + c.count, 0);
  const heading = category ? categoryLabel(category) : "All Products";

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumbs
        items={
          category
            ? [{ label: "Home", to: "/" }, { label: "Products", to: "/products" }, { label: heading }]
            : [{ label: "Home", to: "/" }, { label: "Products" }]
        }
      />
      <header className="mt-4">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{heading}</h1>
        <p className="mt-2 max-w-3xl text-stone-700">
          Every product we track, with the price range across merchants and where it is in stock.
        </p>
      </header>

      <nav aria-label="Filter by category" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          <CategoryChip to={href({ category: null })} current={!category} label="All" count={allCount} />
          {categoryCounts
            .filter((c) => c.count > 0 || c.slug === category)
            .map((c) => (
              <CategoryChip
                key={c.slug}
                to={href({ category: c.slug })}
                current={c.slug === category}
                label={c.label}
                count={c.count}
              />
            ))}
        </ul>
      </nav>

      <ProductListing
        browse={loaderData}
        defaultSort="merchants"
        keep={category ? { category } : {}}
        search={{ label: "Search products", placeholder: "Search by name, brand or size…" }}
        skeletonCount={6}
        label={heading}
        empty={
          <EmptyResults title="No products found">
            <p>
              {params.q
                ? `No products match "${params.q}"${category ? ` in ${heading}` : ""}.`
                : filtered
                  ? "No products match your filters."
                  : "No products are currently available in this category."}
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              {params.q && <ClearLink to={href({ q: null })}>Clear Search</ClearLink>}
              {filtered && (
                <ClearLink to={href({ merchant: null, min: null, max: null, stock: null })}>Clear filters</ClearLink>
              )}
              {category && <ClearLink to={href({ category: null })}>All categories</ClearLink>}
            </div>
          </EmptyResults>
        }
      />
    </div>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Products" }, { name: "robots", content: "noindex" }];
  const { category, siteUrl, params } = loaderData;
  const label = category ? categoryLabel(category) : null;
  return listingMeta({
    title: label ? `${label} - Products` : "All Products",
    description: label
      ? `Compare ${label.toLowerCase()} prices across UK builders' merchants: price ranges, stock and the cheapest merchant.`
      : "Browse every building material we track, with price ranges across UK builders' merchants and stock at a glance.",
    siteUrl,
    canonicalPath: category ? `/products?category=${category}` : "/products",
    params,
  });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListingError error={error} notFoundTitle="Page not found" />;
}

export const sitemap: SitemapEntry = {
  list: "path",
  queries: CATEGORIES.map((category) => `?category=${encodeURIComponent(category.slug)}`),
};
