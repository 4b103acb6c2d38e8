import { Price, usePrices } from "~/lib/price-display";
import type { Deal } from "../../../shared/deals";

/**
 * A product card's price block on /deals (passed to the one product card in place of the market's price):
 * today's lowest in-stock delivered price and where, the typical price it is compared with, and the drop in
 * pounds and per cent (decision 020).
 */
export function DealPrice({ deal }: { deal: Deal }) {
  const prices = usePrices();
  return (
    <>
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <p className="text-lg font-bold tabular-nums text-ink sm:text-xl">
          <span className="sr-only">Today: </span>
          <Price pounds={deal.todayPrice} />
        </p>
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold tabular-nums text-green-800">
          {prices.format(deal.drop)} ({deal.dropPercent}%) below typical
        </span>
      </div>
      <ul className="space-y-1 text-sm text-stone-700">
        <li>
          Lowest delivered price in stock, at <span className="font-medium text-ink">{deal.merchantName}</span>
        </li>
        <li className="tabular-nums">
          Typical price (last 90 days): <span className="font-semibold">{prices.format(deal.typicalPrice)}</span>
        </li>
      </ul>
    </>
  );
}
