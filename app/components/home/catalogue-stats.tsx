import { formatCount } from "../../../shared/numbers";
export interface CatalogueStatsView {
  merchants: number;
  products: number;
  prices: number;
}

/** Real counts from the database only: no invented user numbers. */
export function CatalogueStats({ stats }: { stats: CatalogueStatsView }) {
  if (stats.prices === 0) {
    return (
      <p className="mx-auto max-w-7xl px-4 pt-10 text-stone-700 sm:px-6 lg:px-8">
        No prices to compare yet: merchants' prices appear here as soon as their product feeds are imported.
      </p>
    );
  }
  const items = [
    { value: stats.merchants, label: stats.merchants === 1 ? "merchant compared" : "merchants compared" },
    { value: stats.products, label: stats.products === 1 ? "product listed" : "products listed" },
    { value: stats.prices, label: stats.prices === 1 ? "price to compare" : "prices to compare" },
  ];
  return (
    <section aria-label="The catalogue today" className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 lg:px-8">
      <dl className="grid grid-cols-3 gap-4 rounded-2xl border border-stone-200 bg-white p-4 text-center shadow-sm sm:p-6">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse">
            <dt className="text-xs text-stone-700 sm:text-sm">{item.label}</dt>
            <dd className="text-2xl font-bold tabular-nums text-ink sm:text-3xl">{formatCount(item.value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-center text-sm text-stone-700">
        Prices straight from merchants' own product feeds · Independent: we don't sell, you buy direct · Free to use
      </p>
    </section>
  );
}
