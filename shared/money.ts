const gbp = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats pounds as "£1,234.50"; always two decimals. */
export function formatPrice(pounds: number): string {
  return gbp.format(pounds);
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
