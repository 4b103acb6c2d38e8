import { availabilityLabel, unitPriceLabel } from "~/components/product/offer-labels";
import { PriceAge } from "~/components/catalog/price-age";
import { formatDate } from "../../../shared/dates";
import { Price, usePrices } from "~/lib/price-display";
import type { MerchantOffer, ProductSummary } from "../../../shared/product-summary";

/**
 * A product card's price block on a merchant's page: the merchant's own price (and what it was, on sale), its
 * stock, unit price and when it was checked, then how it stands against every merchant. Its one tag says when
 * this is the lowest delivered price.
 */
export function MerchantOfferPrice({
  product,
  offer,
  merchantName,
}: {
  product: ProductSummary;
  offer: MerchantOffer;
  merchantName: string;
}) {
  const prices = usePrices();
  const onSale = offer.salePrice !== null;
  const unit = unitPriceLabel(offer.unitPrice, product.unitLabel, prices);
  const checked = formatDate(offer.lastChecked);
  const inStock = offer.availability === "in_stock";
  return (
    <>
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <p className="text-lg font-bold tabular-nums text-ink sm:text-xl">
          <span className="sr-only">
            {merchantName} price{onSale ? " (sale)" : ""}:{" "}
          </span>
          <Price pounds={offer.effectivePrice} />
        </p>
        {onSale && (
          <p className="text-sm tabular-nums text-stone-600">
            <span className="sr-only">was </span>
            <s>{prices.format(offer.price)}</s>
          </p>
        )}
        {offer.isCheapest && (
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
            Lowest delivered price
          </span>
        )}
      </div>
      <ul className="space-y-1 text-sm text-stone-700">
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`h-2 w-2 rounded-full ${inStock ? "bg-emerald-600" : "bg-stone-400"}`} />
          <span className={inStock ? "font-medium text-emerald-800" : undefined}>{availabilityLabel(offer)}</span>
        </li>
        {unit && <li className="tabular-nums">{unit}</li>}
        <li>
          {product.merchantCount >= 2 && product.lowestPrice !== null ? (
            <>
              Lowest of {product.merchantCount} merchants:{" "}
              <span className="font-semibold tabular-nums">{prices.format(product.lowestPrice)}</span>
              {/* Another merchant's old price is labelled too (decision 052). */}
              {product.lowestPriceAgeHours !== null && product.lowestPriceChecked !== null && (
                <span className="block">
                  <PriceAge hours={product.lowestPriceAgeHours} lastChecked={product.lowestPriceChecked} />
                </span>
              )}
            </>
          ) : product.merchantCount >= 2 ? (
            `Listed by ${product.merchantCount} merchants, none in stock`
          ) : (
            "Only listed by this merchant"
          )}
        </li>
        {offer.priceAgeHours !== null ? (
          <li>
            <PriceAge hours={offer.priceAgeHours} lastChecked={offer.lastChecked} />
          </li>
        ) : (
          checked && (
            <li className="text-stone-600">
              Last checked <time dateTime={offer.lastChecked}>{checked}</time>
            </li>
          )
        )}
      </ul>
    </>
  );
}
