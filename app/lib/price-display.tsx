import { createContext, useContext, type ReactNode } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import { exVat, formatPrice, formatUnitPrice } from "../../shared/money";
import { isPriceDisplay, type PriceDisplay } from "../../shared/price-display";

/**
 * The one way a page shows a price (decision 022): every component formats through `usePrices()` or `<Price>`,
 * never `formatPrice` directly, so the trade toggle reaches every price on every page. Prices arrive inc. VAT
 * (as stored and as the JSON API gives them); ex. VAT they are divided by 1.2 to the penny (`exVat`).
 */

/** The toggle's fetcher (app/components/layout/vat-toggle.tsx): its pending choice shows before the server answers. */
export const PRICE_TOGGLE_FETCHER = "price-display";

export interface Prices {
  exVat: boolean;
  /** "£10.00": the amount only; add `marker` (or use `<Price>`) so the reader knows which it is. */
  format: (pounds: number) => string;
  /** As `format`, keeping a third decimal below £1 (formatUnitPrice). */
  formatUnit: (pounds: number) => string;
  /** " ex. VAT" in the trade view, "" otherwise: for prices inside sentences and labels. */
  marker: string;
}

const INC_VAT: Prices = {
  exVat: false,
  format: formatPrice,
  formatUnit: formatUnitPrice,
  marker: "",
};

const EX_VAT: Prices = {
  exVat: true,
  format: (pounds) => formatPrice(exVat(pounds)),
  // Three decimals when the ex-VAT figure is under £1, as formatUnitPrice shows it (£1.10 inc. is £0.917 ex.).
  formatUnit: (pounds) => formatUnitPrice(exVat(pounds, exVat(pounds, 3) < 1 ? 3 : 2)),
  marker: " ex. VAT",
};

/** For code outside React's tree (the price history rendered to markup by its loader). */
export function pricesFor(display: PriceDisplay): Prices {
  return display === "ex-vat" ? EX_VAT : INC_VAT;
}

const PriceDisplayContext = createContext<PriceDisplay>("inc-vat");

interface RootData {
  priceDisplay: PriceDisplay;
}

/**
 * Read once per page (root.tsx's Layout): the root loader's preference from the cookie, or the toggle's choice
 * while it is being saved, so the switch is instant and the prices never flash back.
 */
export function PriceDisplayProvider({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const pending = useFetcher({ key: PRICE_TOGGLE_FETCHER }).formData?.get("prices");
  const display = isPriceDisplay(pending) ? pending : (root?.priceDisplay ?? "inc-vat");
  return <PriceDisplayContext.Provider value={display}>{children}</PriceDisplayContext.Provider>;
}

export function usePrices(): Prices {
  return pricesFor(useContext(PriceDisplayContext));
}

/** A price with its marker, small and after the figure, so a column of prices still lines up on the £ sign. */
export function Price({ pounds }: { pounds: number }) {
  return (
    <>
      {usePrices().format(pounds)}
      <VatMarker />
    </>
  );
}

/** The trade view's marker, for a figure built by hand (a range "£8.33 - £10.00 ex. VAT" gets one). */
export function VatMarker() {
  return usePrices().exVat ? <span className="ml-1 text-[0.75em]">ex. VAT</span> : null;
}
