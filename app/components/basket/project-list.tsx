import { useId } from "react";
import { Form } from "react-router";
import { Link } from "~/components/ui/app-link";
import { BASKET_MAX_QUANTITY, BASKET_MIN_QUANTITY } from "../../../shared/basket";
import { unitAfterQuantity } from "../../../shared/quantity-label";
import { secondaryButtonClass } from "~/components/page-message";

export interface ListRow {
  productId: number;
  quantity: number;
  /** Null while a product just added is being priced (its name comes with the prices). */
  name: string | null;
  unitLabel: string | null;
  inStockAnywhere: boolean;
}

/**
 * The list's lines with their quantities. One POST form, so that without JavaScript 'Update prices', each
 * 'Remove' and 'Clear list' work (the action redirects to the new address). With JavaScript a quantity takes
 * effect as it is typed (the page moves its address, debounced) and the buttons post through React Router.
 */
export function ProjectList({
  rows,
  hidden,
  texts,
  errors,
  onQuantity,
  onSubmit,
}: {
  rows: ListRow[];
  /** items, name and max: the list as the address has it, for the action. */
  hidden: Record<string, string>;
  /** What each box holds when it differs from the quantity (typed, or sent back by the action). */
  texts: Record<number, string>;
  errors: Record<number, string>;
  onQuantity: (productId: number, text: string) => void;
  /** The form posts the boxes as typed, so a quantity change still waiting to move the address is dropped. */
  onSubmit: () => void;
}) {
  const formId = useId();
  return (
    <Form method="post" replace preventScrollReset noValidate id={formId} aria-label="Your list" onSubmit={onSubmit}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* First in the form, so Enter in a quantity box updates rather than pressing the first Remove. */}
      <button type="submit" name="intent" value="update" tabIndex={-1} aria-hidden="true" className="sr-only">
        Update prices
      </button>
      <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
        {rows.map((row) => {
          const inputId = `${formId}-q-${row.productId}`;
          const error = errors[row.productId];
          const name = row.name ?? `Product ${row.productId}`;
          return (
            <li
              key={row.productId}
              className="grid gap-2 px-3 py-3 sm:grid-cols-[1fr_auto_auto] sm:items-center sm:gap-4"
            >
              <div className="min-w-0">
                <Link
                  to={`/product/${row.productId}`}
                  className="font-medium text-ink hover:text-brand-700 hover:underline"
                >
                  {row.name ?? "Adding…"}
                </Link>
                {!row.inStockAnywhere && row.name !== null && (
                  <p className="text-sm font-medium text-red-700">Not in stock at any merchant right now</p>
                )}
              </div>
              <div>
                <div className="flex items-center gap-2">
                  <label htmlFor={inputId} className="sr-only">
                    Quantity of {name}
                  </label>
                  <input
                    id={inputId}
                    name={`qty-${row.productId}`}
                    type="number"
                    inputMode="numeric"
                    min={BASKET_MIN_QUANTITY}
                    max={BASKET_MAX_QUANTITY}
                    step={1}
                    required
                    value={texts[row.productId] ?? String(row.quantity)}
                    onChange={(event) => onQuantity(row.productId, event.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : `${inputId}-unit`}
                    className="w-24 rounded-lg border border-stone-300 px-2 py-1.5 text-right tabular-nums text-ink focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 aria-invalid:border-red-600"
                  />
                  <span id={`${inputId}-unit`} className="text-sm text-stone-700">
                    {unitAfterQuantity(row.quantity, row.unitLabel)}
                  </span>
                </div>
                {error && (
                  <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
                    {error}
                  </p>
                )}
              </div>
              <button
                type="submit"
                name="intent"
                value={`remove:${row.productId}`}
                className="justify-self-start rounded-lg px-2 py-1.5 text-sm font-semibold text-red-700 underline hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:justify-self-end print:hidden"
              >
                Remove<span className="sr-only"> {name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2 print:hidden">
        <button type="submit" name="intent" value="update" className={secondaryButtonClass}>
          Update prices
        </button>
        <button type="submit" name="intent" value="clear" className={secondaryButtonClass}>
          Clear list
        </button>
      </div>
    </Form>
  );
}
