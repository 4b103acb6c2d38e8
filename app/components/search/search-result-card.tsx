import { useId } from "react";
import { Link } from "react-router";
import { ProductImage } from "~/components/product/product-image";
import { formatPrice } from "../../../shared/money";
import { CARD_MERCHANTS, type SearchResult } from "../../../shared/search-params";
import { PriceExtras } from "~/components/catalog/price-extras";
import { availabilityLabel } from "~/components/product/offer-labels";

/** spec.md §2 (Search results): badge, name, description, price, merchant count, first three merchants. */
export function SearchResultCard({ result, eager }: { result: SearchResult; eager: boolean }) {
  const nameId = useId();
  const href = `/product/${result.id}`;
  const shown = result.offers.slice(0, CARD_MERCHANTS);
  const more = result.merchantCount - shown.length;

  return (
    <article
      aria-labelledby={nameId}
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600/40 hover:shadow-md"
    >
      <div className="relative border-b border-stone-100">
        <ProductImage
          src={result.imageUrl}
          alt=""
          width={400}
          height={300}
          priority={eager}
          className="aspect-[4/3] h-auto w-full bg-white"
        />
        <span className="absolute left-3 top-3 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white shadow-sm">
          {capitalise(result.categoryLabel)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 id={nameId} className="font-semibold leading-snug text-ink">
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {result.name}
          </Link>
        </h2>
        {result.description && <p className="line-clamp-3 text-sm leading-6 text-stone-600">{result.description}</p>}
        <div className="mt-auto space-y-2 pt-2">
          <ResultPrice result={result} />
          <PriceExtras data={result} />
          <p className="text-sm text-stone-600">
            {result.merchantCount} {result.merchantCount === 1 ? "merchant" : "merchants"}
          </p>
          {shown.length > 0 && (
            <ul aria-label={`Prices for ${result.name}`} className="space-y-1 border-t border-stone-100 pt-2 text-sm">
              {shown.map((offer) => (
                <li key={offer.merchantSlug} className="flex justify-between gap-3">
                  <span className="truncate text-stone-700">{offer.merchantName}</span>
                  <span className="tabular-nums text-ink">
                    {offer.availability !== "in_stock" && (
                      <span className="mr-1 text-xs text-stone-600">{availabilityLabel(offer)}</span>
                    )}
                    {/* Listed in delivered-price order, so the delivered total is the figure shown where known. */}
                    <span className="font-semibold">{formatPrice(offer.totalPrice ?? offer.price)}</span>
                    {offer.totalPrice !== null && offer.totalPrice > offer.price && (
                      <span className="ml-1 text-xs text-stone-600">delivered</span>
                    )}
                  </span>
                </li>
              ))}
              {more > 0 && (
                <li className="text-stone-600">
                  +{more} more {more === 1 ? "option" : "options"}
                </li>
              )}
            </ul>
          )}
        </div>
      </div>
    </article>
  );
}

function ResultPrice({ result }: { result: SearchResult }) {
  const { lowestPrice, highestPrice } = result;
  if (lowestPrice === null) {
    return (
      <p className="text-sm font-medium text-stone-600">
        {result.merchantCount > 0 ? "Not in stock at any merchant" : "Price not available"}
      </p>
    );
  }
  const text =
    highestPrice !== null && highestPrice > lowestPrice
      ? `${formatPrice(lowestPrice)} - ${formatPrice(highestPrice)}`
      : formatPrice(lowestPrice);
  return <p className="text-lg font-bold tabular-nums text-ink">{text}</p>;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
