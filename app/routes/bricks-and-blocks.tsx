import type { Route } from "./+types/bricks-and-blocks";
import { browseProducts } from "../../server/catalog/browse-products.server";
import { findCategoryGroup } from "../../shared/categories";
import { filterCount } from "../../shared/listing-params";
import { listingMeta } from "~/lib/listing-meta";
import { ClearLink, useListingHref } from "~/components/catalog/listing-links";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { EmptyResults } from "~/components/catalog/listing-parts";
import { ProductListing } from "~/components/catalog/product-listing";
import { ListingError } from "~/components/catalog/listing-error";
import type { SitemapEntry } from "~/lib/sitemap-entry";

const BRICKS = findCategoryGroup("bricks")!;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const browse = await browseProducts(context.db, url.searchParams, {
    categories: BRICKS.categories,
    defaultSort: "name",
    searchable: true,
  });
  return { ...browse, siteUrl: context.env.SITE_URL };
}

export default function BricksAndBlocks({ loaderData }: Route.ComponentProps) {
  const { params } = loaderData;
  const href = useListingHref();
  const filtered = filterCount(params) > 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumbs
        items={[{ label: "Home", to: "/" }, { label: "Products", to: "/products" }, { label: "Bricks & Blocks" }]}
      />
      <header className="mt-4">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Bricks & Blocks</h1>
        <p className="mt-2 max-w-3xl text-stone-700">
          Facing bricks, engineering bricks, dense and aerated concrete blocks: compare prices across UK builders'
          merchants before you order.
        </p>
      </header>

      <ProductListing
        browse={loaderData}
        defaultSort="name"
        search={{ label: "Search bricks and blocks", placeholder: "Search bricks and blocks…" }}
        skeletonCount={6}
        label="Bricks and blocks"
        empty={
          <EmptyResults title="No products found">
            <p>
              {params.q
                ? `No bricks or blocks match "${params.q}"`
                : filtered
                  ? "No bricks or blocks match your filters."
                  : "No bricks or blocks are currently available."}
            </p>
            {(params.q || filtered) && (
              <div className="flex flex-wrap justify-center gap-2">
                {params.q && <ClearLink to={href({ q: null })}>Clear Search</ClearLink>}
                {filtered && (
                  <ClearLink to={href({ merchant: null, min: null, max: null, stock: null })}>Clear filters</ClearLink>
                )}
              </div>
            )}
          </EmptyResults>
        }
      />
    </div>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Bricks & Blocks" }, { name: "robots", content: "noindex" }];
  return listingMeta({
    title: "Bricks & Blocks",
    description:
      "Compare prices on facing bricks, engineering bricks and concrete blocks from UK builders' merchants, then buy direct.",
    siteUrl: loaderData.siteUrl,
    canonicalPath: "/bricks-and-blocks",
    params: loaderData.params,
  });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListingError error={error} notFoundTitle="Page not found" />;
}

export const sitemap: SitemapEntry = { list: "path" };
