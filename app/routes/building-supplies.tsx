import { data, redirect } from "react-router";
import { Link } from "~/components/ui/app-link";
import type { Route } from "./+types/building-supplies";
import { browseProducts } from "../../server/catalog/browse-products.server";
import { CATEGORY_GROUPS, findCategoryGroup, isSuppliesGroup } from "../../shared/categories";
import { listingMeta } from "~/lib/listing-meta";
import { useListingHref } from "~/components/catalog/listing-links";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { EmptyResults } from "~/components/catalog/listing-parts";
import { ProductListing } from "~/components/catalog/product-listing";
import { ListingError } from "~/components/catalog/listing-error";
import type { SitemapEntry } from "~/lib/sitemap-entry";
import { CATEGORY_NAV } from "../../shared/site";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const slug = url.searchParams.get("category") ?? "all";
  const group = slug === "all" ? null : findCategoryGroup(slug);
  if (group === undefined) throw data({ message: "Unknown category" }, { status: 404 });
  // A group with a page of its own (Bricks & Blocks) is browsed there: one place, whichever link led here.
  if (group && !isSuppliesGroup(group)) throw redirect(movedHref(group.path, url.searchParams), 301);

  const browse = await browseProducts(context.db, url.searchParams, {
    categories: group?.categories ?? [],
    defaultSort: "name",
    searchable: false,
  });
  return { ...browse, category: group?.slug ?? "all", siteUrl: context.env.SITE_URL };
}

/** The group's own page, keeping the listing settings (sort, filters, view) the address carried. */
function movedHref(path: string, params: URLSearchParams): string {
  const kept = new URLSearchParams(params);
  kept.delete("category");
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

// The filter buttons come from the taxonomy's groups; Bricks & Blocks, which has its own page, links there.
const FILTERS = [
  { slug: "all", label: "All Building Supplies", ownPage: null },
  ...CATEGORY_GROUPS.map((g) => ({ slug: g.slug, label: g.label, ownPage: isSuppliesGroup(g) ? null : g.path })),
];

export default function BuildingSupplies({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  const href = useListingHref();
  const heading = FILTERS.find((f) => f.slug === category)!.label;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumbs
        items={
          category === "all"
            ? [{ label: "Home", to: "/" }, { label: "Building Supplies" }]
            : [{ label: "Home", to: "/" }, { label: "Building Supplies", to: "/building-supplies" }, { label: heading }]
        }
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{heading}</h1>
      <p className="mt-2 max-w-3xl text-stone-700">
        Compare prices from UK builders' merchants on the materials every job needs.
      </p>

      <nav aria-label="Filter by category" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map((f) => {
            const current = f.slug === category;
            return (
              <li key={f.slug}>
                <Link
                  to={f.ownPage ?? href({ category: f.slug === "all" ? null : f.slug })}
                  preventScrollReset={!f.ownPage}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex rounded-full border px-4 py-2 text-sm font-medium transition-colors ${
                    current
                      ? "border-brand-600 bg-brand-600 text-white"
                      : "border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:text-brand-700"
                  }`}
                >
                  {f.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <ProductListing
        browse={loaderData}
        defaultSort="name"
        keep={category === "all" ? {} : { category }}
        skeletonCount={3}
        label={heading}
        empty={
          <EmptyResults title="No products found">
            <p>No products found in this category.</p>
          </EmptyResults>
        }
      />
    </div>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Building Supplies" }, { name: "robots", content: "noindex" }];
  const { category, siteUrl, params } = loaderData;
  const label = FILTERS.find((f) => f.slug === category)!.label;
  const title = category === "all" ? "Building Supplies" : `${label} - Building Supplies`;
  return listingMeta({
    title,
    description:
      category === "all"
        ? "Compare prices on cement, sand, timber, plasterboard, skirting, bricks and blocks from UK builders' merchants."
        : `Compare ${label.toLowerCase()} prices from UK builders' merchants and buy direct at the best price.`,
    siteUrl,
    canonicalPath: category === "all" ? "/building-supplies" : `/building-supplies?category=${category}`,
    params,
  });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListingError error={error} notFoundTitle="Category not found" />;
}

export const sitemap: SitemapEntry = {
  list: "path",
  // The header menu's building-supplies filters.
  queries: CATEGORY_NAV.flatMap(({ to }) => (to.startsWith("/building-supplies?") ? [to.slice(to.indexOf("?"))] : [])),
};
