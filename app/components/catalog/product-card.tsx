import { useId, type ReactNode } from "react";
import { Link } from "~/components/ui/app-link";
import { ProductImage } from "~/components/product/product-image";
import { FavouriteButton } from "~/components/favourites/favourite-button";
import { AddToProjectButton } from "~/components/basket/add-to-project-button";
import { availabilityLabel, unitPriceLabel } from "~/components/product/offer-labels";
import { PriceAge } from "~/components/catalog/price-age";
import { Price, usePrices, VatMarker } from "~/lib/price-display";
import type { ViewMode } from "../../../shared/listing-params";
import { CARD_MERCHANTS, type CardProduct } from "../../../shared/product-summary";

interface ProductCardProps {
  /** Any product summary: a card reads only CardProduct's fields. */
  product: CardProduct;
  view?: ViewMode;
  /** h2 where the cards are the page's main content under its h1 (search), h3 under a section heading. */
  heading?: "h2" | "h3";
  /** The first cards of a page are likely above the fold: load them eagerly for LCP. */
  eager?: boolean;
  /**
   * On a merchant's page, its own price block (merchant-offer-price.tsx) in place of the market's price, tag and
   * merchants; passed in so that pages without it do not load it.
   */
  merchantPrice?: ReactNode;
}

const TAG_TONES = {
  saving: "bg-green-100 text-green-800",
  stock: "bg-sky-100 text-sky-900",
  muted: "bg-stone-100 text-stone-700",
};

/**
 * The one product card: /building-supplies, /bricks-and-blocks, /products, /search, the home page's popular
 * products and a merchant's page all draw a product with it, so a product reads the same everywhere: image and
 * category, name, description, price or price range, delivered and unit price, merchant count, one honest tag,
 * the cheapest merchants to buy from now, and 'Compare Prices'. A price whose feed has not refreshed it for
 * STALE_OFFER_LABEL_HOURS carries its age (price-age.tsx), the lowest price under the figure and each listed merchant's
 * under its name (decision 052). Layout: product-card-skeleton.tsx. On a phone's
 * two-column grid the description and the merchants are left out (the product page has both).
 * Mixed text is written as one template string (`${count} merchants`), not JSX pieces: React writes each piece
 * as its own text node with a `<!-- -->` between, ~160 per listing of 24 cards, each a step of the server render
 * (issue 15). The text shown is the same.
 */
export function ProductCard({
  product,
  view = "grid",
  heading: Heading = "h3",
  eager = false,
  merchantPrice,
}: ProductCardProps) {
  const nameId = useId();
  const href = `/product/${product.id}`;
  const list = view === "list";
  const { tag } = product;
  const prices = usePrices();
  // The tag's text is made on the server inc. VAT (shared/product-tag.ts, also in /api/search); the trade view
  // restates its saving from the same two prices.
  const tagLabel =
    tag?.tone === "saving" && prices.exVat && product.lowestPrice !== null && product.highestPrice !== null
      ? `Save ${prices.format(product.highestPrice - product.lowestPrice)} by comparing`
      : tag?.label;

  return (
    <article
      aria-labelledby={nameId}
      className={`flex flex-1 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-600/40 ${
        list ? "gap-3 p-3 sm:gap-4 sm:p-4" : "flex-col"
      }`}
    >
      <div
        className={`relative shrink-0 border-stone-100 ${list ? "w-28 self-start overflow-hidden rounded-lg border sm:w-44" : "border-b"}`}
      >
        <ProductImage
          src={product.imageUrl}
          alt=""
          width={400}
          height={300}
          priority={eager}
          className="aspect-[4/3] h-auto w-full bg-white"
        />
        <span className="absolute left-2 top-2 rounded-md bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white shadow-sm">
          {product.categoryLabel}
        </span>
        <FavouriteButton
          productId={product.id}
          name={product.name}
          price={product.lowestPrice}
          className="absolute right-2 top-2"
        />
      </div>
      <div className={`flex min-w-0 flex-1 flex-col gap-2 ${list ? "" : "p-3 sm:p-4"}`}>
        <Heading id={nameId} className="text-sm font-semibold leading-snug text-ink wrap-anywhere sm:text-base">
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {product.name}
          </Link>
        </Heading>
        {product.description && (
          <p className={`line-clamp-2 text-sm leading-6 text-stone-600 ${list ? "" : "max-sm:hidden"}`}>
            {product.description}
          </p>
        )}
        <div className="mt-auto space-y-2 pt-1">
          {merchantPrice ?? (
            <>
              <PriceLines product={product} />
              {/* A product without merchants has no tag either (productTag). */}
              {product.merchantCount > 0 && (
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
                  <span>{`${product.merchantCount} ${product.merchantCount === 1 ? "merchant" : "merchants"}`}</span>
                  {tag && (
                    <span className={`rounded-md px-2 py-0.5 text-xs font-semibold ${TAG_TONES[tag.tone]}`}>
                      {tagLabel}
                    </span>
                  )}
                </p>
              )}
              <CardOffers product={product} />
            </>
          )}
          <Link
            to={href}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-600 hover:underline"
          >
            Compare Prices<span className="sr-only">{` for ${product.name}`}</span>
            <span aria-hidden="true">→</span>
          </Link>
          <AddToProjectButton productId={product.id} name={product.name} />
        </div>
      </div>
    </article>
  );
}

/**
 * The price: a range 'low - high' when merchants' prices differ, else 'From £x.xx', or why there is no price.
 * Under it the lowest delivered price where a merchant states delivery, and the lowest unit price in the product's
 * one unit, so a single brick and a pack of 500 compare fairly.
 */
function PriceLines({ product }: { product: CardProduct }) {
  const prices = usePrices();
  const { lowestPrice: low, highestPrice: high } = product;
  const figure = "text-base font-bold tabular-nums text-ink sm:text-lg";
  if (low === null) {
    return (
      <p className="text-sm font-medium text-stone-600">
        {product.merchantCount > 0 ? "Not in stock at any merchant" : "Price not available"}
      </p>
    );
  }
  const unit = unitPriceLabel(product.lowestUnitPrice, product.unitLabel, prices);
  // The first offer is the lowest delivered one (or item price where delivery is not stated, which is no
  // delivered price): say 'delivered' only for a stated delivery.
  const [best] = product.offers;
  const delivered = best?.available && best.totalPrice;
  return (
    <>
      {high !== null && high > low ? (
        <p className={figure}>
          {`${prices.format(low)} - ${prices.format(high)}`}
          <VatMarker />
        </p>
      ) : (
        <p className="text-sm text-stone-700">
          From{" "}
          <span className={figure}>
            <Price pounds={low} />
          </span>
        </p>
      )}
      {/* The lowest price's own age, past the label limit (decision 052): the price a card leads with. */}
      {product.lowestPriceAgeHours !== null && product.lowestPriceChecked !== null && (
        <p className="text-sm">
          <PriceAge hours={product.lowestPriceAgeHours} lastChecked={product.lowestPriceChecked} />
        </p>
      )}
      {(delivered || unit) && (
        <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-stone-700">
          {delivered && (
            <span>
              <span className="font-semibold tabular-nums">{prices.format(delivered)}</span> delivered
            </span>
          )}
          {unit && <span className="tabular-nums">{unit}</span>}
        </p>
      )}
    </>
  );
}

/**
 * The cheapest merchants to buy from now, in delivered-price order, then '+N more options'. Offers that cannot
 * be ordered now set no price, so they are counted in the options but not listed.
 */
function CardOffers({ product }: { product: CardProduct }) {
  const prices = usePrices();
  const shown = product.offers.filter((o) => o.available).slice(0, CARD_MERCHANTS);
  const more = product.merchantCount - shown.length;
  if (shown.length === 0) return null;
  return (
    <ul
      aria-label={`Prices for ${product.name}${prices.marker}`}
      className="space-y-1 border-t border-stone-100 pt-2 text-sm max-sm:hidden"
    >
      {shown.map((offer) => (
        <li key={offer.merchantSlug} className="flex justify-between gap-3">
          <span className="min-w-0 text-stone-700">
            <span className="block truncate">{offer.merchantName}</span>
            {/* An old price says so on its own line, so the row stays one line for every fresh one (decision 052). */}
            {offer.priceAgeHours !== null && (
              <span className="block text-xs">
                <PriceAge hours={offer.priceAgeHours} lastChecked={offer.lastChecked} />
              </span>
            )}
          </span>
          <span className="flex shrink-0 items-baseline gap-1 tabular-nums text-ink [&>small]:text-xs [&>small]:text-stone-600">
            {offer.availability !== "in_stock" && <small>{availabilityLabel(offer)}</small>}
            {/* Listed in delivered-price order, so the delivered total is the figure shown where known. */}
            <b>{prices.format(offer.totalPrice ?? offer.price)}</b>
            {offer.totalPrice !== null && offer.totalPrice > offer.price && <small>delivered</small>}
          </span>
        </li>
      ))}
      {more > 0 && <li className="text-stone-600">{`+${more} more ${more === 1 ? "option" : "options"}`}</li>}
    </ul>
  );
}
