/** The product page's price history ranges, as `?range=` values. Add one here and it gets a link. */
export const HISTORY_RANGES = [
  { value: "30d", label: "30 days", days: 30 },
  { value: "90d", label: "90 days", days: 90 },
  { value: "1y", label: "1 year", days: 365 },
  { value: "all", label: "All", days: null },
] as const;

export type HistoryRange = (typeof HISTORY_RANGES)[number]["value"];

export const DEFAULT_HISTORY_RANGE: HistoryRange = "90d";

export function isHistoryRange(value: string): value is HistoryRange {
  return HISTORY_RANGES.some((r) => r.value === value);
}

/** The start of a range ending at `now`; null for "all" (from the first recorded price). */
export function rangeStart(range: HistoryRange, now: Date): Date | null {
  const days = HISTORY_RANGES.find((r) => r.value === range)!.days;
  return days === null ? null : new Date(now.getTime() - days * 86_400_000);
}

/**
 * What the product page's price history section shows. The figure arrives as markup rendered on the server
 * (app/lib/price-history.server.ts): the browser bundle carries only the section's frame, never the chart code.
 */
export type PriceHistorySection = {
  range: HistoryRange;
  /** Set when `?range=` was not one we offer: says which range is shown instead. */
  rangeNotice: string | null;
} & (
  | { status: "ok"; markup: string }
  /**
   * A document's first render: the markup goes into the page's HTML once and stays out of the hydration data,
   * which would otherwise carry it a second time (app/lib/held-markup.ts); `key` finds it on the server.
   */
  | { status: "held"; key: string }
  | { status: "empty" }
  | { status: "error" }
);
