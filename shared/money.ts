const gbp = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

// Intl formatting costs about a microsecond a call and a listing or product page formats the same few prices
// dozens of times (issue 15: ~1 % of a fresh listing's CPU). A bounded map of answers already given; emptied when
// full so a long-running server holds at most PRICE_LABELS_KEPT of them.
const PRICE_LABELS_KEPT = 5_000;
const priceLabels = new Map<number, string>();

/** Formats pounds as "£1,234.50"; always two decimals. */
export function formatPrice(pounds: number): string {
  // The map's keys cannot tell -0 from 0, which Intl writes as "-£0.00" and "£0.00".
  if (pounds === 0) return gbp.format(pounds);
  let label = priceLabels.get(pounds);
  if (label === undefined) {
    label = gbp.format(pounds);
    if (priceLabels.size >= PRICE_LABELS_KEPT) priceLabels.clear();
    priceLabels.set(pounds, label);
  }
  return label;
}

const gbpFine = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});

/** Unit prices below £1 keep a third decimal: £0.057 per kg tells a 25 kg bag from a bulk bag, £0.06 would not. */
export function formatUnitPrice(pounds: number): string {
  return pounds < 1 ? gbpFine.format(pounds) : gbp.format(pounds);
}

/** The UK standard rate of VAT, which every feed's prices include (decision 022). */
export const VAT_RATE = 0.2;

/**
 * The price without VAT at the standard rate, rounded half up to the penny (or to a tenth of a penny for the
 * fine unit prices above). Works in whole pence: pence × 5 / 6 is exact or ends in exactly .5, so no float
 * error can round a price the wrong way (12.00 / 1.2 in floats is 10.000000000000002).
 */
export function exVat(pounds: number, places: 2 | 3 = 2): number {
  const scale = places === 3 ? 1000 : 100;
  return Math.round((Math.round(pounds * scale) * 5) / 6) / scale;
}

/** The price with VAT added back, to the penny: for a figure typed in the trade view (an alert's target). */
export function incVat(pounds: number): number {
  return Math.round((Math.round(pounds * 100) * 6) / 5) / 100;
}

/** Pounds as whole pence: prices are stored with two decimals, so rounding only removes float noise. */
export function toPence(pounds: number): number {
  return Math.round(pounds * 100);
}
