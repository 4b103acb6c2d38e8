import { useId } from "react";
import { Form, useSubmit } from "react-router";
import { SORT_LABELS, type MerchantProductSort } from "../../../shared/merchant-product-params";
import { secondaryButtonClass } from "~/components/page-message";

/**
 * A plain GET form, so search and sort work without JavaScript; with it, a new sort applies at once.
 * Submitting drops `page`: a new search or order starts from the first page.
 */
export function MerchantProductToolbar({
  q,
  sort,
  merchantName,
}: {
  q: string;
  sort: MerchantProductSort;
  merchantName: string;
}) {
  const searchId = useId();
  const sortId = useId();
  const submit = useSubmit();

  return (
    <Form
      method="get"
      role="search"
      aria-label={`Search ${merchantName} products`}
      className="mt-4 flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      preventScrollReset
    >
      <div className="flex-1">
        <label htmlFor={searchId} className="block text-sm font-medium text-stone-700">
          Search products
        </label>
        <input
          id={searchId}
          key={q}
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          placeholder="e.g. cement 25kg"
          autoComplete="off"
          className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
      </div>
      <div>
        <label htmlFor={sortId} className="block text-sm font-medium text-stone-700">
          Sort by
        </label>
        <select
          id={sortId}
          key={sort}
          name="sort"
          defaultValue={sort}
          onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
          className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 sm:w-56"
        >
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={secondaryButtonClass}>
        Search
      </button>
    </Form>
  );
}
