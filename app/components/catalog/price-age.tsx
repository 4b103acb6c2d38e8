/**
 * The age label of a price whose feed has not refreshed it for STALE_OFFER_LABEL_HOURS (decision 047): every
 * place that shows an offer's price shows this instead of its plain "Last checked" date. `hours` comes from the
 * server (priceAgeHours in server/catalog/stale-offers.server.ts), so the HTML and its hydration agree.
 * The words are here only: change them here.
 */
export function priceAgeText(hours: number): string {
  if (hours < 48) return `Price checked ${hours} ${hours === 1 ? "hour" : "hours"} ago`;
  return `Price checked ${Math.floor(hours / 24)} days ago`;
}

export function PriceAge({ hours, lastChecked }: { hours: number; lastChecked: string }) {
  return (
    <span className="font-medium text-amber-800">
      <time dateTime={lastChecked}>{priceAgeText(hours)}</time>
    </span>
  );
}
