import { useId, type ReactNode } from "react";
import type { ListingParams } from "../../../shared/listing-params";
import { ClearLink, useListingHref } from "./listing-links";
import { usePrices } from "~/lib/price-display";

export interface MerchantOption {
  slug: string;
  name: string;
}

interface ListingFiltersProps {
  params: ListingParams;
  merchants: MerchantOption[];
  activeCount: number;
  extra?: ReactNode;
}

const inputClass =
  "w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/**
 * The Filters button is a native disclosure, so it opens and closes without JavaScript
 * and keyboard and screen-reader support come from the browser.
 */
export function ListingFilters({ params, merchants, activeCount, extra }: ListingFiltersProps) {
  // A price range lives in the page's address, which must mean the same to everyone who opens it: it stays
  // inc. VAT in the trade view too, and says so (decision 022).
  const { exVat: tradeView } = usePrices();
  const ids = { min: useId(), max: useId(), stock: useId(), hint: useId() };
  const href = useListingHref();
  const clearAll = href({ merchant: null, min: null, max: null, stock: null });

  return (
    <details className="group w-full sm:w-auto">
      <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
        <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4">
          <path fill="currentColor" d="M3 4h14l-5.5 6.5V16l-3 1.5v-7L3 4Z" />
        </svg>
        Filters
        {activeCount > 0 && (
          <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">
            {activeCount}
            <span className="sr-only"> active</span>
          </span>
        )}
      </summary>
      <div className="mt-3 grid gap-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:w-[36rem] sm:grid-cols-2">
        {extra}
        {merchants.length > 0 && (
          <fieldset className="sm:row-span-2">
            <legend className="text-sm font-semibold text-ink">Merchants</legend>
            <ul className="mt-2 max-h-60 space-y-1.5 overflow-y-auto pr-1">
              {merchants.map((m) => (
                <li key={m.slug}>
                  <label className="flex items-center gap-2 text-sm text-stone-700">
                    <input
                      type="checkbox"
                      name="merchant"
                      value={m.slug}
                      defaultChecked={params.merchants.includes(m.slug)}
                      className="h-4 w-4 rounded border-stone-400 accent-brand-600"
                    />
                    {m.name}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <fieldset>
          <legend className="text-sm font-semibold text-ink">Price (£{tradeView ? " inc. VAT" : ""})</legend>
          <p id={ids.hint} className="mt-1 text-xs text-stone-600">
            {tradeView
              ? "Applies to each product's lowest price including VAT (20%), so a shared link filters the same for everyone."
              : "Applies to the lowest price shown on each product."}
          </p>
          <div className="mt-2 grid grid-cols-2 gap-2">
            <PriceField id={ids.min} name="min" label="Minimum" value={params.minPrice} hintId={ids.hint} />
            <PriceField id={ids.max} name="max" label="Maximum" value={params.maxPrice} hintId={ids.hint} />
          </div>
        </fieldset>
        <div className="flex items-center gap-2">
          <input
            id={ids.stock}
            type="checkbox"
            name="stock"
            value="1"
            defaultChecked={params.inStock}
            className="h-4 w-4 rounded border-stone-400 accent-brand-600"
          />
          <label htmlFor={ids.stock} className="text-sm text-stone-700">
            In stock only
          </label>
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Apply filters
          </button>
          {activeCount > 0 && <ClearLink to={clearAll}>Clear filters</ClearLink>}
        </div>
      </div>
    </details>
  );
}

function PriceField(props: { id: string; name: string; label: string; value: number | null; hintId: string }) {
  return (
    <div>
      <label htmlFor={props.id} className="text-xs font-medium text-stone-700">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        defaultValue={props.value ?? ""}
        aria-describedby={props.hintId}
        className={inputClass}
      />
    </div>
  );
}
