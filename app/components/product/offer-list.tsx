import { formatPrice } from "~/lib/money";
import { formatDate } from "~/lib/dates";
import { availabilityLabel, deliveryLabel, unitPriceLabel } from "./offer-labels";
import type { ProductOffer } from "../../../server/catalog/get-product-detail.server";

export function OfferList({ offers, productName }: { offers: ProductOffer[]; productName: string }) {
  if (offers.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-stone-50 px-6 py-10 text-center text-stone-700">
        No pricing information available
      </p>
    );
  }
  return (
    <ol className="space-y-3" aria-label={`Prices for ${productName}, lowest first`}>
      {offers.map((offer, index) => (
        <OfferRow key={offer.id} offer={offer} cheapest={index === 0 && offers.length > 1} />
      ))}
    </ol>
  );
}

function OfferRow({ offer, cheapest }: { offer: ProductOffer; cheapest: boolean }) {
  const onSale = offer.salePrice !== null && offer.salePrice < offer.price;
  const delivery = deliveryLabel(offer.deliveryCost);
  const unit = unitPriceLabel(offer.unitPrice, offer.unitLabel);
  const checked = formatDate(offer.lastChecked);

  return (
    <li
      className={`grid gap-4 rounded-xl border bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-center sm:p-5 ${
        cheapest ? "border-emerald-600 ring-1 ring-emerald-600" : "border-stone-200"
      }`}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base font-semibold text-ink">{offer.merchantName}</h3>
          {cheapest && (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              Lowest price
            </span>
          )}
        </div>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
          <li className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={`h-2 w-2 rounded-full ${offer.available ? "bg-emerald-600" : "bg-stone-400"}`}
            />
            <span className={offer.available ? "font-medium text-emerald-800" : "text-stone-700"}>
              {availabilityLabel(offer)}
            </span>
          </li>
          {delivery && <li>{delivery}</li>}
          {unit && <li>{unit}</li>}
          {checked && (
            <li>
              Last checked <time dateTime={offer.lastChecked}>{checked}</time>
            </li>
          )}
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:flex-nowrap sm:justify-end">
        <p className="mr-auto text-right sm:mr-2">
          {onSale ? (
            <>
              <span className="block text-2xl font-bold tabular-nums text-ink">
                <span className="sr-only">Sale price </span>
                {formatPrice(offer.salePrice!)}
              </span>
              <span className="block text-sm tabular-nums text-stone-600">
                <span className="sr-only">was </span>
                <s>{formatPrice(offer.price)}</s>
              </span>
            </>
          ) : (
            <span className="block text-2xl font-bold tabular-nums text-ink">{formatPrice(offer.price)}</span>
          )}
        </p>
        {offer.url && (
          <a
            href={offer.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Buy Now<span className="sr-only"> at {offer.merchantName} (opens in a new tab)</span>
          </a>
        )}
        {offer.merchantWebsiteUrl && (
          <a
            href={offer.merchantWebsiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center justify-center rounded-lg border border-stone-300 bg-white px-4 py-2.5 text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Visit Store<span className="sr-only">, {offer.merchantName} website (opens in a new tab)</span>
          </a>
        )}
      </div>
    </li>
  );
}
