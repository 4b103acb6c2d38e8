import type { ReactNode } from "react";
import type { MerchantDetail } from "../../../shared/merchants";
import { formatCount } from "../../../shared/numbers";
import { SITE_NAME } from "../../../shared/site";

/**
 * Counts about the merchant's listing and the visitors we sent it. Its ratings (cheapest share, freshness, stock,
 * delivery) are in MerchantRatingsSection (merchant-ratings.tsx), computed in one place.
 */
export function MerchantStats({
  merchant,
  visitorsThisMonth,
}: {
  merchant: MerchantDetail;
  visitorsThisMonth: number;
}) {
  const { productCount } = merchant;

  return (
    <section aria-labelledby="merchant-figures-heading" className="mt-6">
      <h2 id="merchant-figures-heading" className="sr-only">
        {merchant.name} at a glance
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Stat label="Products listed" value={formatCount(productCount)}>
          Products in the merchant's current feed.
        </Stat>
        <Stat label="Visitors sent this month" value={formatCount(visitorsThisMonth)}>
          Clicks from {SITE_NAME} through to this merchant's products or website since the 1st of this month (UTC). We
          count clicks, not people: no cookie or personal data is kept.
        </Stat>
      </dl>
    </section>
  );
}

function Stat({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <div className="flex flex-col rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="order-first mt-0 text-2xl font-bold tabular-nums text-ink">{value}</dd>
      <dd className="mt-1 text-xs leading-5 text-stone-600">{children}</dd>
    </div>
  );
}
