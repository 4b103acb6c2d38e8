import { useFetcher, useLocation } from "react-router";
import { PRICE_TOGGLE_FETCHER, usePrices } from "~/lib/price-display";

const ACTION = "/preferences/vat";

/**
 * The trade view's switch (decision 022): two buttons of one form, so neither changes size when pressed.
 * Without JavaScript the form posts to /preferences/vat with `returnTo` and comes back to this page; once
 * hydrated it posts through a fetcher instead (no `returnTo`, so no redirect or scroll jump) and the prices
 * switch at once. It is in every page's first chunk (the product page's JavaScript budget is nearly spent):
 * keep it to plain markup and React Router hooks.
 */
export function VatToggle({ id, className = "" }: { id: string; className?: string }) {
  const { display } = usePrices();
  const fetcher = useFetcher({ key: PRICE_TOGGLE_FETCHER });
  const { pathname, search } = useLocation();
  return (
    <form
      method="post"
      action={ACTION}
      aria-labelledby={id}
      className={`flex shrink-0 items-center gap-2 text-sm ${className}`}
      onSubmit={(event) => {
        const prices = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
        if (!prices) return;
        event.preventDefault();
        void fetcher.submit({ prices }, { method: "post", action: ACTION });
      }}
    >
      {/* RETURN_TO_FIELD of shared/newsletter-result.ts, which the route reads; named here to keep this chunk small. */}
      <input type="hidden" name="returnTo" value={pathname + search} />
      <span id={id} className="font-medium text-stone-700">
        Prices <span className="md:max-lg:sr-only">(VAT 20%)</span>
      </span>
      <span className="inline-flex rounded-md border border-stone-300 p-0.5">
        {(["inc", "ex"] as const).map((basis) => (
          <button
            key={basis}
            name="prices"
            value={`${basis}-vat`}
            aria-pressed={display === `${basis}-vat`}
            className="rounded px-2 py-0.5 font-medium whitespace-nowrap text-stone-700 hover:bg-stone-100 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {basis}. VAT
          </button>
        ))}
      </span>
    </form>
  );
}
