import { catalogue } from "./catalogue.ts";
import type { Merchant } from "./merchant-types.ts";
import { MERCHANTS } from "./merchants.ts";
import { pick, rngFrom } from "../feed-kit/seeded-random.ts";

function chooseStockists(): Map<string, Merchant[]> {
  const stockists = new Map<string, Merchant[]>();
  const r = rngFrom("assortment");
  const counts = [1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 6, 6, 7];
  for (const p of catalogue) {
    const want = r() < 0.035 ? 1 : pick(r, counts.slice(1));
    const pool = MERCHANTS.map((m) => ({ m, w: m.stocks[p.cat] ?? 0 })).filter((x) => x.w > 0);
    const chosen: Merchant[] = [];
    while (chosen.length < want && pool.length) {
      const total = pool.reduce((s, x) => s + x.w, 0);
      let t = r() * total;
      let i = 0;
      for (; i < pool.length - 1; i++) {
        t -= pool[i]?.w ?? 0;
        if (t <= 0) break;
      }
      const [x] = pool.splice(i, 1);
      if (x) chosen.push(x.m);
    }
    stockists.set(p.key, chosen);
  }
  return stockists;
}

export const stockists = chooseStockists();
