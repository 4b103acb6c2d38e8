/**
 * Seeded random baskets over the products the API lists: 1–6 lines (1–maxLines), quantities 1–50 (often small), half of
 * them with maxMerchants 1–3. A basket whose exhaustive search would exceed `leafLimit` assignments is drawn
 * again, so every basket is checked exactly.
 */
import { rngFrom, shuffle } from "../../scripts/feed-kit/seeded-random.ts";
import type { Line, TruthOffer } from "./exhaustive.ts";

export interface Basket {
  lines: Line[];
  maxMerchants: number | null;
}

export function basketQuery(basket: Basket): string {
  const items = basket.lines.map((l) => `${l.productId}:${l.quantity}`).join(",");
  return `items=${items}${basket.maxMerchants === null ? "" : `&maxMerchants=${basket.maxMerchants}`}`;
}

export function drawBaskets(
  seed: string,
  count: number,
  productIds: readonly number[],
  inStock: (productId: number) => readonly TruthOffer[],
  maxLines = 6,
  leafLimit = 3_000_000,
): Basket[] {
  const rng = rngFrom(`basket-split:${seed}:baskets`);
  const withStock = productIds.filter((id) => inStock(id).length > 0);
  const without = productIds.filter((id) => inStock(id).length === 0);
  // Products one merchant lists twice in stock: the choice between the two listings is a trap worth visiting.
  const twice = withStock.filter((id) => {
    const slugs = inStock(id).map((o) => o.merchantSlug);
    return new Set(slugs).size < slugs.length;
  });
  const baskets: Basket[] = [];
  while (baskets.length < count) {
    const size = 1 + Math.floor(rng() * maxLines);
    const chosen = new Set<number>();
    for (let tries = 0; chosen.size < size && tries < 100; tries++) {
      const r = rng();
      const pool = r < 0.08 && without.length ? without : r < 0.25 && twice.length ? twice : withStock;
      chosen.add(pool[Math.floor(rng() * pool.length)]!);
    }
    const maxMerchants = rng() < 0.5 ? null : 1 + Math.floor(rng() * 3);
    const lines = shuffle(rng, [...chosen]).map((productId) => ({
      productId,
      quantity: rng() < 0.5 ? 1 + Math.floor(rng() * 5) : 1 + Math.floor(rng() * 50),
    }));
    const leaves = lines.reduce((n, l) => {
      const k = inStock(l.productId).length;
      return n * (k + (k === 0 || maxMerchants !== null ? 1 : 0));
    }, 1);
    if (leaves <= leafLimit) baskets.push({ lines, maxMerchants });
  }
  return baskets;
}
