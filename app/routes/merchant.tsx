import { data, isRouteErrorResponse, redirect } from "react-router";
import { Link } from "~/components/ui/app-link";
import { z } from "zod";
import type { Route } from "./+types/merchant";
import { findMerchantSlugById, getMerchant } from "../../server/merchants/get-merchant.server";
import { listMerchantProducts } from "../../server/merchants/list-merchant-products.server";
import { listRecentMerchantRatings } from "../../server/merchants/list-merchant-ratings.server";
import { correctedSearchText } from "../../server/search/search-filter.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Pagination } from "~/components/catalog/pagination";
import { MerchantOfferPrice } from "~/components/catalog/merchant-offer-price";
import { ProductCard } from "~/components/catalog/product-card";
import { PRODUCT_CELL } from "~/components/catalog/product-card-skeleton";
import { ExternalLinkIcon } from "~/components/merchants/external-link-icon";
import { merchantPath, productCountLabel } from "~/components/merchants/merchant-card";
import { MerchantLogo } from "~/components/merchants/merchant-logo";
import { MerchantProductToolbar } from "~/components/merchants/merchant-product-toolbar";
import { MERCHANT_PRODUCT_SORTS, MERCHANT_PRODUCTS_PAGE_SIZE, SORT_LABELS } from "../../shared/merchant-product-params";
import { MerchantStats } from "~/components/merchants/merchant-stats";
import { MerchantRatingsSection } from "~/components/merchants/merchant-ratings";
import { VerifiedBadge } from "~/components/merchants/verified-badge";
import { PageMessage, primaryButtonClass, secondaryButtonClass } from "~/components/page-message";
import { pageTitle, truncate } from "~/lib/seo";
import { SITE_NAME } from "../../shared/site";
import { merchantOutPath } from "../../shared/out-links";
import { countMerchantVisitorsThisMonth } from "../../server/clicks/count-merchant-visitors.server";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const merchant = await getMerchant(context.db, params.id);
  if (!merchant) {
    // Links from before slugs named the merchant by id: send them (and search engines) to the slug URL.
    const slug = /^[1-9]\d{0,9}$/.test(params.id) ? await findMerchantSlugById(context.db, Number(params.id)) : null;
    if (slug) throw redirect(`${merchantPath(slug)}${url.search}`, 301);
    throw data({ message: "Merchant not found" }, { status: 404 });
  }

  const { q, sort, page } = SearchSchema.parse(Object.fromEntries(url.searchParams));
  const [{ total, items }, correctedQuery, ratings, visitors] = await Promise.all([
    listMerchantProducts(context.db, { merchantId: merchant.id, q, sort, page }),
    correctedSearchText(context.db, q),
    listRecentMerchantRatings(context.db, [merchant.id]),
    countMerchantVisitorsThisMonth(context.db, merchant.id),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / MERCHANT_PRODUCTS_PAGE_SIZE));
  if (page > pageCount) {
    const params = new URLSearchParams(url.search);
    if (pageCount === 1) params.delete("page");
    else params.set("page", String(pageCount));
    const search = params.toString();
    throw redirect(`${url.pathname}${search ? `?${search}` : ""}`);
  }

  const path = merchantPath(merchant.slug);
  return {
    merchant,
    ratings: ratings.get(merchant.id) ?? null,
    visitors,
    items,
    total,
    q,
    correctedQuery,
    sort,
    page,
    pageCount,
    // Search and sort only reorder this page's content; each page of the full list is its own canonical URL.
    canonicalUrl: `${context.env.SITE_URL}${path}${page > 1 ? `?page=${page}` : ""}`,
  };
}

const SearchSchema = z.object({
  q: z
    .string()
    .catch("")
    .transform((s) =>
      s
        .replace(/\p{Cc}+/gu, " ")
        .trim()
        .slice(0, 100),
    ),
  sort: z.enum(MERCHANT_PRODUCT_SORTS).catch("name"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export default function MerchantPage({ loaderData }: Route.ComponentProps) {
  const { merchant, ratings, visitors, items, total, q, correctedQuery, sort, page, pageCount } = loaderData;
  const first = (page - 1) * MERCHANT_PRODUCTS_PAGE_SIZE + 1;
  const last = first + items.length - 1;
  const clearSearchHref = sort === "name" ? merchantPath(merchant.slug) : `${merchantPath(merchant.slug)}?sort=${sort}`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Breadcrumbs
        items={[{ label: "Home", to: "/" }, { label: "Merchants", to: "/merchants" }, { label: merchant.name }]}
      />

      <header className="mt-6 flex flex-col gap-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center">
        <div className="flex h-20 w-60 max-w-full shrink-0 items-center justify-center rounded-xl bg-stone-50 p-2">
          <MerchantLogo src={merchant.logoUrl} width={224} height={56} priority className="w-56 max-w-full" />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{merchant.name}</h1>
            {merchant.verified && <VerifiedBadge />}
          </div>
          <p className="mt-2 text-stone-700">
            {productCountLabel(merchant.productCount)} with prices taken from the merchant's own product feed.
          </p>
        </div>
        {merchant.websiteUrl && (
          <a
            href={merchantOutPath(merchant.slug)}
            target="_blank"
            rel="nofollow sponsored noopener"
            className={`self-start sm:self-center ${secondaryButtonClass}`}
          >
            Visit Website<span className="sr-only"> for {merchant.name} (opens in a new tab)</span>
            <ExternalLinkIcon />
          </a>
        )}
      </header>

      <MerchantStats merchant={merchant} visitorsThisMonth={visitors} />
      {ratings && <MerchantRatingsSection name={merchant.name} ratings={ratings} />}

      <section aria-labelledby="merchant-products-heading" className="mt-12">
        <h2 id="merchant-products-heading" className="text-xl font-bold text-ink sm:text-2xl">
          Products from {merchant.name}
        </h2>
        {merchant.productCount > 0 && <MerchantProductToolbar q={q} sort={sort} merchantName={merchant.name} />}

        <p role="status" className="mt-4 text-sm text-stone-600">
          {total > 0 &&
            `Showing ${first}–${last} of ${productCountLabel(total)}${q ? ` matching "${q}"` : ""}, sorted by ${SORT_LABELS[sort]}.`}
          {total > 0 && correctedQuery && <span className="block">Showing results for "{correctedQuery}".</span>}
        </p>

        {items.length > 0 ? (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
            {items.map(({ product, offer }) => (
              <li
                key={product.id}
                className={`${PRODUCT_CELL} ${offer.isCheapest ? "rounded-xl ring-2 ring-emerald-600" : ""}`}
              >
                <ProductCard
                  product={product}
                  merchantPrice={<MerchantOfferPrice product={product} offer={offer} merchantName={merchant.name} />}
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-4 rounded-xl border border-dashed border-stone-300 bg-stone-50 px-6 py-10 text-center text-stone-700">
            {q ? (
              <>
                <p>
                  No products from {merchant.name} match "{q}".
                </p>
                <Link to={clearSearchHref} className={`mt-4 ${primaryButtonClass}`}>
                  Clear search
                </Link>
              </>
            ) : (
              <>
                <p>This merchant has no products listed right now.</p>
                <Link to="/merchants" className={`mt-4 ${secondaryButtonClass}`}>
                  See all merchants
                </Link>
              </>
            )}
          </div>
        )}

        <Pagination page={page} pageCount={pageCount} label="Merchant product pages" />
      </section>
    </div>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Merchant not found") }, { name: "robots", content: "noindex" }];
  const { merchant, page, canonicalUrl } = loaderData;
  const description = truncate(
    `${merchant.name}: prices on ${productCountLabel(merchant.productCount).replace("product", "building product")} compared with other UK builders' merchants. See what is in stock and where it is cheapest.`,
  );
  const title =
    page > 1 ? `${merchant.name} - Products and prices (page ${page})` : `${merchant.name} - Products and prices`;
  return [
    { title: `${title} | ${SITE_NAME}` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    { property: "og:title", content: merchant.name },
    { property: "og:description", content: description },
    { property: "og:url", content: canonicalUrl },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PageMessage title={missing ? "Merchant not found" : "Something went wrong"}>
      <p role={missing ? undefined : "alert"}>
        {missing
          ? `We couldn't find this merchant. It may have left ${SITE_NAME}, or the address may be mistyped.`
          : "Failed to load merchant details. Please try again later."}
      </p>
      <div className="flex justify-center">
        <Link to="/merchants" className={primaryButtonClass}>
          Back to Merchants
        </Link>
      </div>
    </PageMessage>
  );
}
