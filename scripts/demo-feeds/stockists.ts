import { catalogue } from "./catalogue.ts";
import type { Merchant } from "./merchant-types.ts";
import { MERCHANTS } from "./merchants.ts";
import { drawWeighted, pick, rngFrom } from "../feed-kit/seeded-random.ts";

function chooseStockists(): Map<string, Merchant[]> {
  const stockists = new Map<string, Merchant[]>();
  const r = rngFrom("assortment");
  const counts = [1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 6, 6, 7];
  for (const p of catalogue) {
    const want = r() < 0.035 ? 1 : pick(r, counts.slice(1));
    const pool = MERCHANTS.map((m) => ({ item: m, weight: m.stocks[p.cat] ?? 0 })).filter((x) => x.weight > 0);
    stockists.set(p.key, drawWeighted(r, pool, want));
  }
  return stockists;
}

export const stockists = chooseStockists();
