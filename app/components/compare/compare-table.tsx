import { Link } from "~/components/ui/app-link";
import type { ProductDetail } from "../../../shared/product-detail";
import { ProductThumbnail } from "./product-thumbnail";
import { availabilityLabel, deliveryLabel, unitPriceLabel } from "~/components/product/offer-labels";
import { formatDate } from "../../../shared/dates";
import { usePrices } from "~/lib/price-display";
import { offerOutPath } from "../../../shared/out-links";
import { PriceAge } from "~/components/catalog/price-age";

/** The selected product's prices, one row per offer, lowest delivered price first (getProductDetail's order). */
export function CompareTable({ detail }: { detail: ProductDetail }) {
  const { product, offers, lowest, lowestBadge } = detail;
  const prices = usePrices();
  return (
    <section
      aria-labelledby="compare-selected-heading"
      className="mt-8 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-4">
        <ProductThumbnail
          src={product.imageUrl}
          width={96}
          height={72}
          className="aspect-[4/3] h-[72px] w-24 shrink-0 rounded-lg"
        />
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{product.categoryLabel}</p>
          <h2 id="compare-selected-heading" className="mt-1 text-lg font-bold text-ink sm:text-xl">
            <Link to={`/product/${product.id}`} className="hover:text-brand-700 hover:underline">
              {product.name}
            </Link>
          </h2>
          {lowest !== null && (
            <p className="mt-1 text-sm text-stone-600">
              {offers.length === 1 ? "1 price" : `${offers.length} prices`}, lowest item price {prices.format(lowest)}
              {prices.marker}
            </p>
          )}
        </div>
      </div>

      {offers.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-stone-300 bg-stone-50 px-6 py-8 text-center text-stone-700">
          No pricing information available
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Prices for {product.name} by merchant, lowest delivered price first (item price where delivery is not
              stated)
            </caption>
            <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-600">
              <tr>
                <th scope="col" className="py-2 pr-2 font-semibold sm:pr-3">
                  Merchant
                </th>
                <th scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold">
                  Price{prices.marker}
                </th>
                <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
                  Last Updated
                </th>
                <th scope="col" className="py-2 pl-2 text-right sm:pl-3 font-semibold">
                  Link
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {offers.map((offer) => {
                const onSale = offer.salePrice !== null;
                const badge = lowestBadge?.offerId === offer.id ? lowestBadge.label : null;
                const unit = unitPriceLabel(offer.unitPrice, offer.unitLabel, prices);
                return (
                  <tr key={offer.id}>
                    <th scope="row" className="py-3 pr-2 font-medium sm:pr-3 text-ink">
                      {offer.merchantName}
                      {badge && (
                        <span className="mt-1 block w-fit rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 sm:ml-2 sm:mt-0 sm:inline-block">
                          {badge}
                        </span>
                      )}
                      {offer.availability !== "in_stock" && (
                        <span className="block text-xs font-normal text-stone-600">{availabilityLabel(offer)}</span>
                      )}
                    </th>
                    <td className="px-2 py-3 sm:px-3 text-right tabular-nums">
                      <span className="font-semibold text-ink">
                        {prices.format(offer.totalPrice ?? offer.runningPrice)}
                        {offer.totalPrice !== null && <span className="font-normal text-stone-700"> delivered</span>}
                      </span>
                      <span className="block text-xs text-stone-600">
                        {offer.totalPrice !== null && offer.deliveryCost !== null && offer.deliveryCost > 0 ? (
                          <>
                            Item {prices.format(offer.runningPrice)} + {prices.format(offer.deliveryCost)}
                          </>
                        ) : (
                          deliveryLabel(offer.deliveryCost, prices)
                        )}
                      </span>
                      {onSale && (
                        <span className="block text-xs text-stone-600">
                          <span className="sr-only">was </span>
                          <s>{prices.format(offer.price)}</s>
                        </span>
                      )}
                      {unit && <span className="block text-xs text-stone-600">{unit}</span>}
                    </td>
                    <td className="px-2 py-3 sm:px-3 text-stone-700">
                      {offer.priceAgeHours !== null ? (
                        <PriceAge hours={offer.priceAgeHours} lastChecked={offer.lastChecked} />
                      ) : (
                        <time dateTime={offer.lastChecked}>{formatDate(offer.lastChecked)}</time>
                      )}
                    </td>
                    <td className="py-3 pl-2 text-right sm:pl-3">
                      {offer.url ? (
                        <a
                          href={offerOutPath(offer.id)}
                          target="_blank"
                          rel="nofollow sponsored noopener"
                          className={
                            offer.available
                              ? "inline-flex items-center rounded-md bg-brand-600 px-2.5 py-1.5 text-xs font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                              : "inline-flex items-center rounded-md border border-stone-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                          }
                        >
                          View
                          <span className="sr-only">
                            {" "}
                            {product.name} at {offer.merchantName} (opens in a new tab)
                          </span>
                        </a>
                      ) : (
                        <span className="text-stone-500">
                          <span aria-hidden="true">–</span>
                          <span className="sr-only">No link</span>
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
