import type { ReactNode } from "react";
import { usePrices } from "~/lib/price-display";
import { PriceAge } from "~/components/catalog/price-age";
import { offerOutPath } from "../../../shared/out-links";
import type { BasketPricing, PricedLine, PricedSplitLine } from "../../../shared/basket";
import { quantityInUnits } from "../../../shared/quantity-label";

type Lines = Map<number, PricedLine>;

export function lineMap(pricing: BasketPricing): Lines {
  return new Map(pricing.lines.map((line) => [line.productId, line]));
}

export function lineName(lines: Lines, productId: number): string {
  return lines.get(productId)?.name ?? `Product ${productId}`;
}

export function unstatedNote(count: number): string | null {
  return count > 0 ? `Delivery not stated for ${count} ${count === 1 ? "item" : "items"}` : null;
}

/**
 * The cheapest split: its total, delivery and saving, then each merchant's lines with a Buy link through /out.
 * Laid out as one table per merchant so that the print stylesheet shows it as a clean order list.
 */
export function SplitResults({ pricing, limitControl }: { pricing: BasketPricing; limitControl: ReactNode }) {
  const { split, savings, maxMerchants } = pricing;
  const { format, marker } = usePrices();
  const lines = lineMap(pricing);
  const count = split.merchants.length;
  return (
    <section
      aria-labelledby="split-heading"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="split-heading" className="text-xl font-bold text-ink sm:text-2xl">
            Cheapest split
          </h2>
          <p className="mt-1 text-sm text-stone-700">
            {count === 0
              ? "No merchant has these products in stock right now."
              : `Each product from the merchant that makes the whole order cheapest: ${count} ${count === 1 ? "delivery" : "deliveries"}${maxMerchants ? ` (at most ${maxMerchants})` : ""}.`}
          </p>
        </div>
        {limitControl}
      </div>
      {count > 0 && (
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Figure label={`Total delivered${marker}`} value={format(split.total)} strong />
          <Figure label={`Of which delivery${marker}`} value={format(split.delivery)} />
          <Figure
            label="Saving"
            value={
              savings
                ? `${format(savings.pounds)}${marker} (${savings.percent.toLocaleString("en-GB")}%)`
                : "None against one merchant"
            }
            note={savings ? `against everything from ${savings.merchantName}` : undefined}
          />
        </dl>
      )}
      {split.unavailable.length > 0 && (
        <div role="note" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-stone-800">
          <p className="font-semibold">Not in this split:</p>
          <ul className="mt-1 list-disc pl-5">
            {split.unavailable.map((id) => (
              <li key={id}>
                {lineName(lines, id)}:{" "}
                {split.beyondLimit.includes(id)
                  ? `in stock, but not at the merchants chosen within ${maxMerchants ?? "the"} ${maxMerchants === 1 ? "delivery" : "deliveries"}`
                  : "not in stock at any merchant"}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-6 space-y-6">
        {split.merchants.map((merchant) => (
          <MerchantOrder
            key={merchant.merchantSlug}
            name={merchant.merchantName}
            lines={merchant.lines}
            names={lines}
            itemsCost={merchant.itemsCost}
            delivery={merchant.delivery}
            unstated={merchant.deliveryNotStated}
          />
        ))}
      </div>
    </section>
  );
}

function Figure({ label, value, note, strong }: { label: string; value: string; note?: string; strong?: boolean }) {
  return (
    <div className="rounded-lg bg-stone-50 p-3">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className={`mt-1 tabular-nums text-ink ${strong ? "text-2xl font-bold" : "text-lg font-semibold"}`}>
        {value}
      </dd>
      {note && <dd className="text-xs text-stone-700">{note}</dd>}
    </div>
  );
}

function MerchantOrder({
  name,
  lines,
  names,
  itemsCost,
  delivery,
  unstated,
}: {
  name: string;
  lines: PricedSplitLine[];
  names: Lines;
  itemsCost: number;
  delivery: number;
  unstated: number;
}) {
  const note = unstatedNote(unstated);
  const { format, marker } = usePrices();
  return (
    <div className="break-inside-avoid">
      <h3 className="text-lg font-semibold text-ink">{name}</h3>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full min-w-[34rem] text-left text-sm">
          <caption className="sr-only">Products to buy from {name}</caption>
          <thead className="border-b border-stone-200 text-stone-700">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Product
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Quantity
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Unit price{marker}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Line cost{marker}
              </th>
              <th scope="col" className="py-2 pl-3 print:hidden">
                <span className="sr-only">Buy</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {lines.map((line) => {
              const product = names.get(line.productId);
              return (
                <tr key={line.productId}>
                  <th scope="row" className="py-2 pr-3 font-normal text-ink">
                    {product?.name ?? `Product ${line.productId}`}
                    {line.deliveryNotStated && (
                      <span className="block text-xs text-stone-700">Delivery not stated</span>
                    )}
                    {/* The unit price may be an old one: its age, as everywhere a price is shown (decision 052). */}
                    {line.priceAge && (
                      <span className="block text-xs">
                        <PriceAge hours={line.priceAge.hours} lastChecked={line.priceAge.lastChecked} />
                      </span>
                    )}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {quantityInUnits(line.quantity, product?.unitLabel)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{format(line.price)}</td>
                  <td className="px-3 py-2 text-right font-semibold tabular-nums">{format(line.lineCost)}</td>
                  <td className="py-2 pl-3 text-right print:hidden">
                    <a
                      href={offerOutPath(line.offerId)}
                      target="_blank"
                      rel="nofollow sponsored noopener"
                      className="font-semibold text-brand-700 underline hover:text-brand-600"
                    >
                      Buy
                      <span className="sr-only">
                        {" "}
                        {product?.name} at {name} (opens in a new tab)
                      </span>
                    </a>
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot className="border-t border-stone-200">
            <tr>
              <th scope="row" colSpan={3} className="py-2 pr-3 text-right font-normal text-stone-700">
                Items
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{format(itemsCost)}</td>
              <td className="print:hidden" />
            </tr>
            <tr>
              <th scope="row" colSpan={3} className="py-2 pr-3 text-right font-normal text-stone-700">
                Delivery{note && <span className="block text-xs">{note} (counted as £0.00)</span>}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{format(delivery)}</td>
              <td className="print:hidden" />
            </tr>
            <tr>
              <th scope="row" colSpan={3} className="py-2 pr-3 text-right font-semibold text-ink">
                {name} total{marker}
              </th>
              <td className="px-3 py-2 text-right font-bold tabular-nums text-ink">{format(itemsCost + delivery)}</td>
              <td className="print:hidden" />
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
