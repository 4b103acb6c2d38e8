import { data, isRouteErrorResponse, redirect } from "react-router";
import { Link } from "~/components/ui/app-link";
import type { Route } from "./+types/product";
import { parseProductId } from "../../server/catalog/get-product-detail.server";
import { getProductPageData } from "../../server/catalog/product-page-data.server";
import { findProductRedirect } from "../../server/catalog/redirect-retired-products.server";
import { listRecentMerchantRatings } from "../../server/merchants/list-merchant-ratings.server";
import { getPriceTrend, inStockLowestPence } from "../../server/deals/get-price-trend.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { DeferredOfferList } from "~/components/product/deferred-offer-list";
import { PriceTrendNote } from "~/components/product/price-trend-note";
import { ProductImage } from "~/components/product/product-image";
import { DeferredProductSpecs } from "~/components/product/deferred-product-specs";
import { DeferredPriceHistory } from "~/components/product/deferred-price-history";
import { historyRangeFor, loadPriceHistorySection, sectionForRequest } from "~/lib/price-history.server";
import { DeferredPriceAlertSection } from "~/components/product/deferred-price-alert";
import { FavouriteButton } from "~/components/favourites/favourite-button";
import { AddToProjectForm } from "~/components/basket/add-to-project-form";
import { PageMessage, primaryButtonClass } from "~/components/page-message";
import { formatPrice } from "../../shared/money";
import { priceDisplayFromCookie } from "../../shared/price-display";
import { usePrices, VatMarker } from "~/lib/price-display";
import { pageTitle, productJsonLd, truncate } from "~/lib/seo";
import { absoluteUrl, SITE_NAME } from "../../shared/site";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseProductId(params.id);
  const now = new Date();
  const url = new URL(request.url);
  // The chart's points are read with the product (one statement), for the range this URL asks for.
  const { window } = historyRangeFor(url, now);
  const page = id === null ? null : await getProductPageData(context.db, id, now, window);
  if (!page) {
    // A product merged away by matching correction lives on under the product that took its offers.
    const successor = id === null ? null : await findProductRedirect(context.db, id);
    if (successor !== null) throw redirect(`/product/${successor}`, 301);
    throw data({ message: "Product not found" }, { status: 404 });
  }
  const { detail, recorded, history } = page;
  // Independent reads of the same product: on PostgreSQL they run side by side.
  const [ratings, trend, priceHistory] = await Promise.all([
    listRecentMerchantRatings(context.db, [...new Set(detail.offers.map((o) => o.merchantId))]),
    // Today's lowest from the offers just read, and the history read with them: no statement of its own.
    getPriceTrend(context.db, detail.product.id, now, inStockLowestPence(detail.offers), recorded),
    // The chart is rendered to markup here, so it reads the trade-price preference itself (decision 022).
    loadPriceHistorySection(
      context.db,
      detail.product.id,
      detail.product.name,
      url,
      priceDisplayFromCookie(request.headers.get("Cookie")),
      now,
      history,
    ),
  ]);
  return {
    ...detail,
    merchantRatings: Object.fromEntries(ratings),
    trend,
    canonicalUrl: `${context.env.SITE_URL}/product/${detail.product.id}`,
    siteUrl: context.env.SITE_URL,
    // Sent once: in a page load's HTML, or in a client navigation's data (issue 15).
    priceHistory: sectionForRequest(priceHistory, request),
  };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, offers, lowest, highest, merchantCount, lowestBadge } = loaderData;
  const badgeOffer = lowestBadge ? offers.find((o) => o.id === lowestBadge.offerId) : undefined;
  const prices = usePrices();

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Breadcrumbs
        items={[
          { label: "Home", to: "/" },
          { label: "Building Supplies", to: "/building-supplies" },
          { label: product.name },
        ]}
        truncateCurrent
      />

      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-12">
        <div className="relative self-start overflow-hidden rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
          <FavouriteButton
            productId={product.id}
            name={product.name}
            price={lowest}
            className="absolute right-6 top-6"
          />
          <ProductImage
            src={product.imageUrl}
            alt={product.name}
            width={800}
            height={600}
            priority
            className="aspect-[4/3] h-auto w-full rounded-xl"
          />
        </div>

        <div>
          <p className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
            {product.categoryLabel}
          </p>
          <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink sm:text-3xl lg:text-4xl">{product.name}</h1>
          {product.brand && <p className="mt-2 text-sm text-stone-600">Brand: {product.brand}</p>}

          <div className="mt-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
            {lowest !== null ? (
              <>
                <p className="text-sm text-stone-600">
                  {merchantCount === 1 ? "Price" : "Lowest item price"}
                  {prices.exVat && " ex. VAT (20%)"} from{" "}
                  {merchantCount === 1 ? "1 merchant" : `${merchantCount} merchants`}
                </p>
                <p className="mt-1 text-3xl font-bold tabular-nums text-ink">
                  {prices.format(lowest)}
                  {highest !== null && highest > lowest && (
                    <span className="ml-2 text-base font-medium text-stone-600">to {prices.format(highest)}</span>
                  )}
                  <VatMarker />
                </p>
                {badgeOffer && badgeOffer.totalPrice !== null && (
                  <p className="mt-1 text-sm text-stone-700">
                    Lowest delivered:{" "}
                    <span className="font-semibold tabular-nums">{prices.format(badgeOffer.totalPrice)}</span> at{" "}
                    {badgeOffer.merchantName}
                  </p>
                )}
                <PriceTrendNote trend={loaderData.trend} />
                <a href="#prices" className={`mt-4 w-full sm:w-auto ${primaryButtonClass}`}>
                  Compare {offers.length === 1 ? "the price" : `all ${offers.length} prices`}
                </a>
              </>
            ) : (
              <p className="text-stone-700">
                {offers.length > 0
                  ? "Not in stock at any merchant right now: see each offer below"
                  : "Price not available"}
              </p>
            )}
          </div>
          <div className="mt-4">
            <AddToProjectForm productId={product.id} name={product.name} />
          </div>

          {product.description && (
            <section aria-labelledby="description-heading" className="mt-8">
              <h2 id="description-heading" className="text-lg font-semibold text-ink">
                Description
              </h2>
              <p className="mt-2 whitespace-pre-line leading-7 text-stone-700">{product.description}</p>
            </section>
          )}

          <DeferredProductSpecs facts={product.facts} />
          <DeferredPriceAlertSection productId={product.id} lowest={lowest} />
        </div>
      </div>

      <section id="prices" aria-labelledby="prices-heading" className="mt-12 scroll-mt-24">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="prices-heading" className="text-xl font-bold text-ink sm:text-2xl">
            Available From
          </h2>
          {offers.length > 0 && (
            <p className="text-sm text-stone-600">
              Sorted by delivered price (item price where delivery is not stated), lowest first
              {product.unitLabel && <>; unit prices {product.unitLabel === "each" ? "per item" : product.unitLabel}</>}
            </p>
          )}
        </div>
        <div className="mt-4">
          <DeferredOfferList
            offers={offers}
            productName={product.name}
            badge={lowestBadge}
            merchantRatings={loaderData.merchantRatings}
          />
        </div>
        {offers.length > 0 && (
          <p className="mt-4 text-xs leading-5 text-stone-600">
            Prices come from each merchant's product feed and may have changed since they were last checked. {SITE_NAME}{" "}
            is independent: we don't sell these products, you buy direct from the merchant.
          </p>
        )}
      </section>

      <DeferredPriceHistory section={loaderData.priceHistory} />
    </div>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Product Not Found") }, { name: "robots", content: "noindex" }];
  const { product, offers, lowest, highest, availableCount, merchantCount, canonicalUrl, siteUrl } = loaderData;
  const pricePart =
    lowest !== null
      ? // For search engines and shared links: inc. VAT whatever the visitor's trade view, like the JSON-LD.
        `Compare prices for ${product.name} from ${merchantCount} UK ${merchantCount === 1 ? "merchant" : "merchants"}, from ${formatPrice(lowest)}.`
      : `${product.name} at UK builders' merchants.`;
  const description = truncate(`${pricePart} ${product.description}`);
  return [
    { title: `${product.name} - Compare prices | ${SITE_NAME}` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    { property: "og:type", content: "product" },
    { property: "og:title", content: product.name },
    { property: "og:description", content: description },
    { property: "og:url", content: canonicalUrl },
    ...(product.imageUrl ? [{ property: "og:image", content: absoluteUrl(siteUrl, product.imageUrl) }] : []),
    {
      "script:ld+json": productJsonLd({
        name: product.name,
        description: product.description,
        brand: product.brand,
        imageUrl: product.imageUrl,
        canonicalUrl,
        siteUrl,
        lowest,
        highest,
        offerCount: offers.length,
        availableCount,
      }),
    },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PageMessage title={missing ? "Product Not Found" : "Something went wrong"}>
      <p>
        {missing
          ? "This product doesn't exist or is no longer listed. Have a look at our other building supplies."
          : "Failed to load product details. Please try again later."}
      </p>
      <div className="flex justify-center">
        <Link to="/building-supplies" className={primaryButtonClass}>
          Back to Building Supplies
        </Link>
      </div>
    </PageMessage>
  );
}
