import { useFetcher, useLocation } from "react-router";
import { PRICE_TOGGLE_FETCHER, usePrices } from "~/lib/price-display";

const ACTION = "/preferences/vat";

/**
 * The trade view's switch (decision 022): one toggle button (aria-pressed) whose text never changes, so
 * nothing moves when it is pressed. Without JavaScript it posts the other choice to /preferences/vat with
 * `returnTo` and comes back to this page; once hydrated it posts through a fetcher instead (no `returnTo`, so
 * no redirect or scroll jump) and the prices switch at once. It is in every page's first chunk and the product
 * page's JavaScript budget is nearly spent: keep it to plain markup and React Router hooks.
 */
export function VatToggle({ className = "" }: { className?: string }) {
  const { exVat } = usePrices();
  const fetcher = useFetcher({ key: PRICE_TOGGLE_FETCHER });
  const { pathname, search } = useLocation();
  const prices = exVat ? "inc-vat" : "ex-vat";
  return (
    <form
      method="post"
      action={ACTION}
      className={`shrink-0 text-sm ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        void fetcher.submit({ prices }, { method: "post", action: ACTION });
      }}
    >
      {/* RETURN_TO_FIELD of shared/newsletter-result.ts, which the route reads; named here to keep this chunk small. */}
      <input type="hidden" name="returnTo" value={pathname + search} />
      <button
        name="prices"
        value={prices}
        aria-pressed={exVat}
        className="rounded-md border border-stone-300 px-2 py-1 font-medium text-stone-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
      >
        Prices ex. VAT (20%)
      </button>
    </form>
  );
}
