const gbp = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats pounds as "£1,234.50"; always two decimals (spec.md §9). */
export function formatPrice(pounds: number): string {
  return gbp.format(pounds);
}
