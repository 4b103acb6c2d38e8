import type { BasketItem, BasketOutcome } from "../../shared/basket.ts";
import type { Db } from "../db/client.server.ts";
import { assembleBasketPricing } from "./assemble-basket-pricing.ts";
import type { BasketLineOffers } from "./basket-model.ts";
import { loadBasketOffers } from "./load-basket-offers.server.ts";

/**
 * Prices a project basket (decision 021): every merchant's total for the lines it has in stock, the exact
 * cheapest split (optionally over at most maxMerchants merchants) and the saving. Ids that name no visible
 * product come back as unknownProductIds, and nothing is priced: the caller says which ids to fix.
 */
export async function priceBasket(
  db: Db,
  input: { items: BasketItem[]; maxMerchants: number | null },
): Promise<BasketOutcome> {
  const loaded = await loadBasketOffers(db, input.items);
  if (!loaded.ok) return loaded;
  const lines: BasketLineOffers[] = input.items.map((item) => ({
    productId: item.productId,
    quantity: item.quantity,
    offers: loaded.offers.filter((offer) => offer.productId === item.productId),
  }));
  return { ok: true, pricing: await assembleBasketPricing(lines, loaded.products, input.maxMerchants, loaded.ages) };
}
