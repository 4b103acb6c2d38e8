import { useFetcher, useLocation } from "react-router";
import { PRICE_TOGGLE_FETCHER, usePrices } from "~/lib/price-display";
import { RETURN_TO_FIELD } from "../../../shared/newsletter-result";
import type { PriceDisplay } from "../../../shared/price-display";

const OPTIONS: { value: PriceDisplay; label: string }[] = [
  { value: "inc-vat", label: "inc. VAT" },
  { value: "ex-vat", label: "ex. VAT" },
];

/**
 * The trade view's switch (decision 022): two buttons of one form, so neither changes size when pressed.
 * Without JavaScript the form posts to /preferences/vat and comes back to this page; once hydrated it posts
 * through a fetcher instead (no `returnTo`, so no redirect or scroll jump) and the prices switch at once.
 * Kept to plain React Router hooks: it is in every page's first chunk.
 */
export function VatToggle({
  id,
  className = "",
  compactLabel = false,
}: {
  id: string;
  className?: string;
  /** Where the header is tight (768–1023 px), the rate is read out but not shown beside the label. */
  compactLabel?: boolean;
}) {
  const { display } = usePrices();
  const fetcher = useFetcher({ key: PRICE_TOGGLE_FETCHER });
  const location = useLocation();
  return (
    <form
      method="post"
      action="/preferences/vat"
      aria-labelledby={id}
      className={`flex shrink-0 items-center gap-2 text-sm ${className}`}
      onSubmit={(event) => {
        const choice = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
        if (!choice) return;
        event.preventDefault();
        if (choice !== display) void fetcher.submit({ prices: choice }, { method: "post", action: "/preferences/vat" });
      }}
    >
      <input type="hidden" name={RETURN_TO_FIELD} value={`${location.pathname}${location.search}`} />
      <span id={id} className="font-medium text-stone-700">
        Prices <span className={compactLabel ? "sr-only lg:not-sr-only" : undefined}>(VAT 20%)</span>
      </span>
      <span className="inline-flex rounded-md border border-stone-300 bg-white p-0.5">
        {OPTIONS.map((option) => (
          <button
            key={option.value}
            type="submit"
            name="prices"
            value={option.value}
            aria-pressed={display === option.value}
            title={option.value === "ex-vat" ? "Trade prices: excluding VAT at 20%" : "Including VAT at 20%"}
            className="rounded px-2 py-0.5 font-medium whitespace-nowrap text-stone-700 hover:bg-stone-100 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {option.label}
          </button>
        ))}
      </span>
    </form>
  );
}
