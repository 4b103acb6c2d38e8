import { Price, usePrices, VatMarker } from "~/lib/price-display";
import { formatDate } from "../../../shared/dates";
import { primaryButtonClass, secondaryButtonClass } from "~/components/page-message";
import { availabilityLabel, deliveryLabel, unitPriceLabel } from "./offer-labels";
import type { LowestBadge, ProductOffer } from "../../../shared/product-detail";
import type { MerchantRatings } from "../../../shared/merchant-ratings";
import { VerifiedBadge } from "~/components/merchants/verified-badge";
import { MerchantRatingsNote } from "~/components/merchants/merchant-ratings-note";
import { merchantOutPath, offerOutPath } from "../../../shared/out-links";
import { PriceAge } from "~/components/catalog/price-age";

export function OfferList({
  offers,
  productName,
  badge,
  merchantRatings = {},
}: {
  offers: ProductOffer[];
  productName: string;
  badge: LowestBadge | null;
  /** By merchant id: verified mark and data-derived ratings (server/merchants/list-merchant-ratings.server.ts). */
  merchantRatings?: Record<number, MerchantRatings>;
}) {
  if (offers.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-stone-50 px-6 py-10 text-center text-stone-700">
        No pricing information available
      </p>
    );
  }
  return (
    <ol className="space-y-3" aria-label={`Prices for ${productName}, lowest delivered price first`}>
      {offers.map((offer) => (
        <OfferRow
          key={offer.id}
          offer={offer}
          badge={badge?.offerId === offer.id ? badge.label : null}
          ratings={merchantRatings[offer.merchantId] ?? null}
        />
      ))}
    </ol>
  );
}

function OfferRow({
  offer,
  badge,
  ratings,
}: {
  offer: ProductOffer;
  badge: string | null;
  ratings: MerchantRatings | null;
}) {
  const prices = usePrices();
  const onSale = offer.salePrice !== null;
  const unit = unitPriceLabel(offer.unitPrice, offer.unitLabel, prices);
  const checked = formatDate(offer.lastChecked);
  const inStock = offer.availability === "in_stock";

  return (
    <li
      className={`grid gap-4 rounded-xl border p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-center sm:p-5 ${
        badge ? "border-emerald-600 bg-white ring-1 ring-emerald-600" : "border-stone-200 bg-white"
      } ${offer.available ? "" : "bg-stone-50"}`}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base font-semibold text-ink">{offer.merchantName}</h3>
          {ratings?.verified && <VerifiedBadge />}
          {badge && (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              {badge}
            </span>
          )}
        </div>
        {ratings && <MerchantRatingsNote ratings={ratings} merchantName={offer.merchantName} />}
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
          <li className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={`h-2 w-2 rounded-full ${inStock ? "bg-emerald-600" : offer.available ? "bg-amber-500" : "bg-stone-400"}`}
            />
            <span className={inStock ? "font-medium text-emerald-800" : "text-stone-700"}>
              {availabilityLabel(offer)}
            </span>
          </li>
          <li>{deliveryLabel(offer.deliveryCost, prices)}</li>
          {unit && <li>{unit}</li>}
          {offer.priceAgeHours !== null ? (
            <li>
              <PriceAge hours={offer.priceAgeHours} lastChecked={offer.lastChecked} />
            </li>
          ) : (
            checked && (
              <li>
                Last checked <time dateTime={offer.lastChecked}>{checked}</time>
              </li>
            )
          )}
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:flex-nowrap sm:justify-end">
        <div className="mr-auto text-right sm:mr-2">
          <OfferPrice offer={offer} onSale={onSale} />
        </div>
        {offer.url && (
          <a
            href={offerOutPath(offer.id)}
            target="_blank"
            rel="nofollow sponsored noopener"
            className={offer.available ? primaryButtonClass : secondaryButtonClass}
          >
            Buy Now<span className="sr-only"> at {offer.merchantName} (opens in a new tab)</span>
          </a>
        )}
        {offer.merchantWebsiteUrl && (
          <a
            href={merchantOutPath(offer.merchantSlug)}
            target="_blank"
            rel="nofollow sponsored noopener"
            className={secondaryButtonClass}
          >
            Visit Store<span className="sr-only">, {offer.merchantName} website (opens in a new tab)</span>
          </a>
        )}
      </div>
    </li>
  );
}

/** The delivered total leads when delivery is stated; otherwise the item price, which is all we know. */
function OfferPrice({ offer, onSale }: { offer: ProductOffer; onSale: boolean }) {
  const prices = usePrices();
  const item = (
    <>
      {onSale && <span className="sr-only">Sale price </span>}
      {prices.format(offer.runningPrice)}
      {onSale && (
        <>
          {" "}
          <span className="sr-only">was </span>
          <s className="text-stone-600">{prices.format(offer.price)}</s>
        </>
      )}
    </>
  );
  if (offer.totalPrice === null) {
    return (
      <p className="block text-2xl font-bold tabular-nums text-ink">
        {item}
        <VatMarker />
      </p>
    );
  }
  return (
    <>
      <p className="block text-2xl font-bold tabular-nums text-ink">
        <Price pounds={offer.totalPrice} /> <span className="text-sm font-medium text-stone-700">delivered</span>
      </p>
      <p className="block text-sm tabular-nums text-stone-700">
        Item {item}
        {offer.deliveryCost !== null && offer.deliveryCost > 0 && <> + {prices.format(offer.deliveryCost)} delivery</>}
      </p>
    </>
  );
}
