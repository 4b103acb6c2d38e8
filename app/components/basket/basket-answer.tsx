import { useId } from "react";
import { Link } from "~/components/ui/app-link";
import { MAX_DELIVERY_CHOICES } from "../../../shared/price-comparison-params";
import { CALCULATORS_PATH } from "../../../shared/projects";
import { secondaryButtonClass } from "~/components/page-message";
import { DeliveryModelNote, SingleMerchants } from "./single-merchants";
import type { BasketPricing } from "../../../shared/basket";
import { SplitResults } from "./split-results";

/** Linked from the empty list and under the list. */
export const CALCULATORS_LINK_TEXT = "Work out quantities with the calculators";

/**
 * The answer for a priced list: the cheapest split (with the 'at most N deliveries' control), every single
 * merchant's total, the delivery model, and the exports (CSV of the split, print).
 */
export function BasketAnswer({
  pricing,
  hidden,
  csvHref,
  hydrated,
  pending,
  onMaxChange,
}: {
  pricing: BasketPricing;
  /** items and name, carried by the limit's GET form. */
  hidden: Record<string, string>;
  csvHref: string;
  hydrated: boolean;
  pending: boolean;
  onMaxChange: (max: number | null) => void;
}) {
  const selectId = useId();
  const current = pricing.maxMerchants;
  const choices: readonly number[] =
    current !== null && !MAX_DELIVERY_CHOICES.includes(current as 1)
      ? [...MAX_DELIVERY_CHOICES, current]
      : MAX_DELIVERY_CHOICES;
  const limitControl = (
    <form
      method="get"
      action="/price-comparison"
      // With JavaScript the choice applies as it is made; Apply stays (nothing moves when the page hydrates).
      onSubmit={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        const value = new FormData(event.currentTarget).get("max");
        onMaxChange(typeof value === "string" && value !== "" ? Number(value) : null);
      }}
      className="flex items-end gap-2 print:hidden"
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor={selectId} className="block text-sm font-semibold text-stone-800">
          Deliveries
        </label>
        <select
          id={selectId}
          name="max"
          // Uncontrolled (reset when the priced limit changes): the choice shows at once while the page re-prices.
          key={current ?? "any"}
          defaultValue={current === null ? "" : String(current)}
          onChange={(event) => onMaxChange(event.target.value === "" ? null : Number(event.target.value))}
          className="mt-1 rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm text-ink"
        >
          <option value="">Any number</option>
          {choices.map((n) => (
            <option key={n} value={n}>
              At most {n}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={secondaryButtonClass}>
        Apply
      </button>
    </form>
  );

  return (
    <div aria-busy={pending} className={`space-y-6 transition-opacity ${pending ? "opacity-60" : ""}`}>
      <SplitResults pricing={pricing} limitControl={limitControl} />
      {pricing.split.merchants.length > 0 && (
        <div className="flex flex-wrap gap-2 print:hidden">
          <a href={csvHref} download className={secondaryButtonClass}>
            Download CSV<span className="sr-only"> of the cheapest split</span>
          </a>
          {hydrated && (
            <button type="button" className={secondaryButtonClass} onClick={() => window.print()}>
              Print
            </button>
          )}
        </div>
      )}
      <SingleMerchants pricing={pricing} />
      <DeliveryModelNote />
    </div>
  );
}

/** The list is empty: the ways to fill it. */
export function EmptyList() {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 p-6 text-center sm:p-8">
      <p className="font-semibold text-ink">Your list is empty</p>
      <p className="mx-auto mt-2 max-w-prose text-stone-700">
        Search above to add products, or press 'Add to project' on any product. We'll price the whole list at every
        merchant, delivery included, and find the cheapest way to buy it.
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Link to={CALCULATORS_PATH} className={secondaryButtonClass}>
          {CALCULATORS_LINK_TEXT}
        </Link>
        <Link to="/building-supplies" className={secondaryButtonClass}>
          Browse building supplies
        </Link>
      </div>
    </div>
  );
}
