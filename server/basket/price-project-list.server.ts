import type { BasketItem, BasketPricing } from "../../shared/basket.ts";
import type { Db } from "../db/client.server.ts";
import { priceBasket } from "./price-basket.server.ts";
import { SolveTimeLimitError } from "./run-highs.ts";

export interface PricedProjectList {
  /** The list as priced: the one asked for without the ids that name no visible product. */
  items: BasketItem[];
  /** Ids left out because no visible product has them (removed, hidden or mistyped): the page names them. */
  droppedIds: number[];
  /** Null for an empty list (nothing to price), or when the split could not be proved cheapest in time. */
  pricing: BasketPricing | null;
  /** The solver's time limit was reached (a very long list under a tight delivery limit): the page says so. */
  timedOut: boolean;
}

/**
 * Prices the /price-comparison page's list. Where the API answers 400 for an unknown id, the page keeps
 * what it can: a shared link or a stored project outlives products that are merged away or hidden, so those
 * lines are dropped, named, and the rest priced. A second pass covers a product hidden between the two reads.
 */
export async function priceProjectList(
  db: Db,
  items: readonly BasketItem[],
  maxMerchants: number | null,
): Promise<PricedProjectList> {
  let listed = [...items];
  const droppedIds: number[] = [];
  for (let pass = 0; pass < 3 && listed.length > 0; pass++) {
    let outcome;
    try {
      outcome = await priceBasket(db, { items: listed, maxMerchants });
    } catch (error) {
      if (!(error instanceof SolveTimeLimitError)) throw error;
      return { items: listed, droppedIds, pricing: null, timedOut: true };
    }
    if (outcome.ok) return { items: listed, droppedIds, pricing: outcome.pricing, timedOut: false };
    const unknown = new Set(outcome.unknownProductIds);
    // An answer naming no listed id would loop for nothing: fail loudly (the page's error boundary says so).
    if (!listed.some((item) => unknown.has(item.productId))) {
      throw new Error(`priceBasket named unknown ids ${[...unknown].join(",")} that are not in the list`);
    }
    droppedIds.push(...listed.filter((item) => unknown.has(item.productId)).map((item) => item.productId));
    listed = listed.filter((item) => !unknown.has(item.productId));
  }
  if (listed.length > 0) throw new Error("The list kept changing while it was priced");
  return { items: listed, droppedIds, pricing: null, timedOut: false };
}
