import type { AlertKind } from "../../shared/price-alerts.ts";

/** What an alert needs for the rule: its kind, its target (price alerts) and whether it may fire now. */
export interface AlertRuleState {
  kind: AlertKind;
  targetPrice: number | null;
  armed: boolean;
}

/**
 * fire: queue the e-mail and disarm. rearm: the condition stopped holding, so the next drop (or the next
 * return to stock) may fire again. keep: nothing changes.
 */
export type AlertDecision = "fire" | "rearm" | "keep";

/**
 * The one rule for every alert, checked after each import with the product's lowest in-stock item price
 * (null: no merchant can sell it now). An alert fires once per drop:
 * - price: fires when armed and the lowest in-stock price is at or under the target; re-arms only once that
 *   price is back above the target. Going out of stock re-arms nothing: coming back at the same low price
 *   is not a new drop.
 * - stock: fires when armed and something is in stock; re-arms when nothing is.
 */
export function decideAlert(alert: AlertRuleState, lowestInStock: number | null): AlertDecision {
  if (alert.kind === "stock") {
    const inStock = lowestInStock !== null;
    if (alert.armed) return inStock ? "fire" : "keep";
    return inStock ? "keep" : "rearm";
  }
  // A price alert without a target cannot be met (the schema refuses one; this guards a hand-edited row).
  if (alert.targetPrice === null || lowestInStock === null) return "keep";
  const atOrUnder = lowestInStock <= alert.targetPrice;
  if (alert.armed) return atOrUnder ? "fire" : "keep";
  return atOrUnder ? "keep" : "rearm";
}

/**
 * Whether a newly confirmed alert starts armed. A back-in-stock alert confirmed while the product is in
 * stock waits for it to go out of stock first: otherwise it would fire at once, about nothing that changed.
 * A price alert starts armed: if the price is already at the target, the next import says so, once.
 */
export function armedOnConfirm(kind: AlertKind, lowestInStock: number | null): boolean {
  return kind === "stock" ? lowestInStock === null : true;
}
