import type { ReactNode } from "react";
import type { MerchantDetail } from "../../../shared/merchants";
import { formatCount } from "../../../shared/numbers";

/**
 * Counts about the merchant's listing. Its ratings (cheapest share, freshness, stock, delivery) are in
 * MerchantRatingsSection (merchant-ratings.tsx), computed in one place.
 */
export function MerchantStats({ merchant }: { merchant: MerchantDetail }) {
  const { productCount } = merchant;

  return (
    <section aria-labelledby="merchant-figures-heading" className="mt-6">
      <h2 id="merchant-figures-heading" className="sr-only">
        {merchant.name} at a glance
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Products listed" value={formatCount(productCount)}>
          Products in the merchant's current feed.
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
