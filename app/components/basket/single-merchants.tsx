import { usePrices } from "~/lib/price-display";
import { PriceAge } from "~/components/catalog/price-age";
import type { BasketPricing } from "../../../shared/basket";
import { lineMap, lineName, unstatedNote } from "./split-results";

/**
 * Every merchant's total for the lines it has in stock, merchants with everything first (the engine's order),
 * with the lines each lacks named: a total that leaves products out is not comparable and says so.
 */
export function SingleMerchants({ pricing }: { pricing: BasketPricing }) {
  const lines = lineMap(pricing);
  const { format, marker } = usePrices();
  if (pricing.single.length === 0) return null;
  return (
    <section
      aria-labelledby="single-heading"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="single-heading" className="text-xl font-bold text-ink sm:text-2xl">
        Everything from one merchant
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        One delivery: each merchant's total for the products it has in stock. Merchants that have everything come first.
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Totals by merchant</caption>
          <thead className="border-b border-stone-200 text-stone-700">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Merchant
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Items
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Delivery
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Total{marker}
              </th>
              <th scope="col" className="py-2 pl-3 font-semibold">
                Missing
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {pricing.single.map((merchant) => {
              const note = unstatedNote(merchant.deliveryNotStated);
              return (
                <tr key={merchant.merchantSlug} className="align-top">
                  <th scope="row" className="py-2 pr-3 font-semibold text-ink">
                    {merchant.merchantName}
                    {merchant.complete && (
                      <span className="ml-2 rounded-md bg-green-100 px-1.5 py-0.5 text-xs font-semibold text-green-800">
                        Has everything
                      </span>
                    )}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {format(merchant.itemsCost)}
                    {/* The oldest price in this total, past the label limit (decision 052). */}
                    {merchant.oldestPriceAge && (
                      <span className="block text-xs">
                        <PriceAge
                          hours={merchant.oldestPriceAge.hours}
                          lastChecked={merchant.oldestPriceAge.lastChecked}
                        />
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {format(merchant.delivery)}
                    {note && <span className="block text-xs text-stone-700">{note}</span>}
                  </td>
                  <td className="px-3 py-2 text-right font-semibold tabular-nums text-ink">{format(merchant.total)}</td>
                  <td className="py-2 pl-3 text-stone-800">
                    {merchant.missing.length === 0 ? (
                      <span className="text-stone-700">None</span>
                    ) : (
                      <>
                        <span className="font-semibold text-red-700">{merchant.missing.length} missing:</span>{" "}
                        {merchant.missing.map((id) => lineName(lines, id)).join(", ")}
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The delivery model the totals follow (decision 021), stated where the totals are. */
export function DeliveryModelNote() {
  const { exVat } = usePrices();
  return (
    <section
      aria-labelledby="delivery-model-heading"
      className="rounded-xl bg-stone-50 p-4 text-sm leading-6 text-stone-800"
    >
      <h2 id="delivery-model-heading" className="font-semibold text-ink">
        How delivery is counted
      </h2>
      <p className="mt-1">
        Merchants state delivery per item but charge it per order, so a merchant's delivery for your list is the highest
        delivery charge among the items you buy from it. Where a merchant doesn't state delivery for an item it counts
        as £0.00 and the total says 'delivery not stated'.{" "}
        {exVat ? "Prices are shown ex. VAT: merchants' prices with VAT at 20% taken off." : "Prices include VAT."} They
        come from merchants' feeds, so check the final price on the merchant's site.
      </p>
    </section>
  );
}
