/**
 * Price and back-in-stock alerts, as the product page's alert box and the server both need them.
 * The firing rule itself is server/alerts/alert-rule.ts.
 */
export const ALERT_KINDS = ["price", "stock"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The target the alert box suggests: 5% under today's lowest in-stock price, to the penny below. */
export const DEFAULT_TARGET_DISCOUNT = 0.05;

/**
 * The suggested target for a product whose lowest in-stock item price is `lowest` (null: nothing in stock,
 * so there is nothing to take 5% from and the box suggests a back-in-stock alert instead). Rounded down to
 * whole pence, in integer pence so that 19.99 × 0.95 does not become 18.990000000000002.
 */
export function defaultTargetPrice(lowest: number | null): number | null {
  if (lowest === null || !(lowest > 0)) return null;
  const pence = Math.floor(Math.round(lowest * 100) * (1 - DEFAULT_TARGET_DISCOUNT));
  return pence >= 1 ? pence / 100 : null;
}

/** A target as the box shows it: "12.50" (the field is in pounds, the £ sign sits beside it). */
export function targetPriceText(target: number | null): string {
  return target === null ? "" : target.toFixed(2);
}
