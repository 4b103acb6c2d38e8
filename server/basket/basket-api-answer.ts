import type { BasketApiAnswer, BasketPricing } from "../../shared/basket.ts";

/**
 * The engine's answer cut down to /api/basket's documented shape (README, "JSON API"): the page's extras
 * (images, out paths, unstated-delivery counts, savings) stay off the API so its contract is exactly what is
 * documented. Prices are pounds inc. VAT, as the feeds give them.
 */
export function toBasketApiAnswer(pricing: BasketPricing): BasketApiAnswer {
  return {
    lines: pricing.lines.map(({ productId, name, quantity, unitLabel }) => ({ productId, name, quantity, unitLabel })),
    single: pricing.single.map(({ merchantSlug, merchantName, itemsCost, delivery, total, missing }) => ({
      merchantSlug,
      merchantName,
      itemsCost,
      delivery,
      total,
      missing,
    })),
    split: {
      total: pricing.split.total,
      delivery: pricing.split.delivery,
      merchants: pricing.split.merchants.map(({ merchantSlug, itemsCost, delivery, lines }) => ({
        merchantSlug,
        itemsCost,
        delivery,
        lines: lines.map(({ productId, offerId, price, quantity, lineCost }) => ({
          productId,
          offerId,
          price,
          quantity,
          lineCost,
        })),
      })),
      unavailable: pricing.split.unavailable,
    },
  };
}
