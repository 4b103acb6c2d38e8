/**
 * Basket pricing benchmark (npm run bench:basket [-- --db pglite|postgres|both] [--runs 200] [--limit-runs 30]
 * [--seed basket]).
 * Builds a realistic project list in a throwaway database — 30 lines over 10 merchants, most lines stocked by
 * most merchants, some merchants with two offers of a line, per-merchant delivery tiers (small items, standard,
 * bulky) and some unstated deliveries, among 2,000 other products — then times the real priceBasket (SQL +
 * every single merchant + the exact HiGHS split) without and with 'at most 2 / 3 deliveries', and the solver
 * alone (single merchants + split on the loaded lines, no SQL). Target (issue 14): ≤ 200 ms server time for
 * 30 lines × 10 merchants, no limit. Prints p50/p95/max per case; writes bench/out/basket-bench.json. Exits 1
 * when a no-limit p95 misses the target, 2 when the run itself failed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { openDatabase, type Db } from "../server/db/client.server.ts";
import { merchants, offers, products } from "../server/db/schema.ts";
import { priceBasket } from "../server/basket/price-basket.server.ts";
import { assembleBasketPricing } from "../server/basket/assemble-basket-pricing.ts";
import { loadBasketOffers } from "../server/basket/load-basket-offers.server.ts";
import { loadSolver } from "../server/basket/run-highs.ts";
import type { BasketLineOffers } from "../server/basket/basket-model.ts";
import type { BasketItem } from "../shared/basket.ts";
import { chance, pick, rngFrom, type Rng } from "../scripts/feed-kit/seeded-random.ts";
import { createBenchDatabase, postgresServerUrl, type DbKind } from "./lib/bench-database.ts";
import { log, runMain } from "./lib/run-main.ts";
import { renderTable } from "./lib/text-table.ts";

const OUT = path.join(import.meta.dirname, "out/basket-bench.json");
const TARGET_MS = 200;
const LINES = 30;
const MERCHANTS = 10;
const OTHER_PRODUCTS = 2000;

const { values } = parseArgs({
  options: {
    db: { type: "string" },
    runs: { type: "string", default: "200" },
    "limit-runs": { type: "string", default: "30" },
    seed: { type: "string", default: "basket" },
  },
});
const runs = Number(values.runs);
/** The limited cases take far longer per run (decision 021), so they are sampled less by default. */
const limitRuns = Number(values["limit-runs"]);

/** A line of the list: a category, a typical price in pence and how bulky it is (which delivery tier). */
const KINDS = [
  { category: "cement", facts: { pack: "25 kg" }, pence: 750, bulky: false },
  { category: "sand", facts: { pack: "bulk bag 850 kg" }, pence: 5500, bulky: true },
  { category: "aggregates", facts: { pack: "bulk bag 850 kg" }, pence: 6000, bulky: true },
  { category: "plasterboard", facts: {}, pence: 1099, bulky: true },
  { category: "timber", facts: {}, pence: 450, bulky: false },
  { category: "bricks", facts: { pack: "500 pack" }, pence: 42000, bulky: true },
  { category: "blocks", facts: {}, pence: 199, bulky: false },
  { category: "insulation", facts: { form: "board" }, pence: 3200, bulky: true },
  { category: "drainage", facts: {}, pence: 1500, bulky: false },
  { category: "other", facts: {}, pence: 899, bulky: false },
] as const;

interface Timing {
  name: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(name: string, count: number, run: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < 10; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  log(`  ${name}: p50 ${percentile(samples, 50).toFixed(1)} ms`);
  return { name, runs: count, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1)! };
}

const pounds = (pence: number) => (Math.max(1, Math.round(pence)) / 100).toFixed(2);

/** Inserts merchants, the 30 listed products with their offers, and unrelated products; returns the list. */
async function buildBasket(db: Db, rng: Rng): Promise<BasketItem[]> {
  const merchantRows = await db
    .insert(merchants)
    .values(
      Array.from({ length: MERCHANTS }, (_, m) => ({
        slug: `bench-merchant-${m + 1}`,
        name: `Bench Merchant ${m + 1}`,
        websiteUrl: `https://merchant-${m + 1}.example.co.uk/`,
      })),
    )
    .returning({ id: merchants.id });
  // Each merchant's price level and delivery tiers: small items, standard, bulky (a lorry with a crane).
  const profiles = merchantRows.map((row) => ({
    id: row.id,
    level: 0.85 + rng() * 0.35,
    tiers: { small: pick(rng, [0, 399, 499, 595]), bulky: pick(rng, [2995, 3500, 4500, 5000]) },
  }));
  const listed = await db
    .insert(products)
    .values(
      Array.from({ length: LINES + OTHER_PRODUCTS }, (_, i) => {
        const kind = KINDS[i % KINDS.length]!;
        return { name: `Bench ${kind.category} ${i + 1}`, category: kind.category, facts: { ...kind.facts } };
      }),
    )
    .returning({ id: products.id });
  const offerRows: Array<typeof offers.$inferInsert> = [];
  listed.forEach((product, i) => {
    const kind = KINDS[i % KINDS.length]!;
    const stockers = i < LINES ? profiles.filter(() => chance(rng, 0.8)) : profiles.filter(() => chance(rng, 0.3));
    for (const merchant of stockers) {
      const copies = chance(rng, 0.15) ? 2 : 1;
      for (let copy = 0; copy < copies; copy++) {
        const price = kind.pence * merchant.level * (0.9 + rng() * 0.2);
        const delivery = chance(rng, 0.1) ? null : kind.bulky ? merchant.tiers.bulky : merchant.tiers.small;
        const sku = `${product.id}-${copy}`;
        offerRows.push({
          merchantId: merchant.id,
          productId: product.id,
          merchantItemId: sku,
          title: `Bench offer ${sku}`,
          url: `https://shop.example.co.uk/${merchant.id}/${sku}`,
          price: Number(pounds(price)),
          salePrice: chance(rng, 0.1) ? Number(pounds(price * 0.9)) : null,
          deliveryCost: delivery === null ? null : Number(pounds(delivery + (copy === 1 ? 500 : 0))),
          availability: chance(rng, 0.9) ? "in_stock" : "out_of_stock",
          available: true,
          matchReason: "bench",
          contentHash: sku,
        });
      }
    }
  });
  for (let start = 0; start < offerRows.length; start += 1000) {
    await db.insert(offers).values(offerRows.slice(start, start + 1000));
  }
  return listed.slice(0, LINES).map((row) => ({ productId: row.id, quantity: 1 + Math.floor(rng() * 40) }));
}

async function benchDatabase(kind: DbKind) {
  const bench = await createBenchDatabase(kind, "basket");
  const database = await openDatabase(bench.url);
  try {
    const items = await buildBasket(database.db, rngFrom(values.seed!));
    await loadSolver();
    const loaded = await loadBasketOffers(database.db, items);
    if (!loaded.ok) throw new Error(`unknown ids ${loaded.unknownProductIds.join(", ")}`);
    const lines: BasketLineOffers[] = items.map((item) => ({
      ...item,
      offers: loaded.offers.filter((offer) => offer.productId === item.productId),
    }));
    const merchantsInPlay = new Set(loaded.offers.map((offer) => offer.merchantSlug)).size;
    const sample = await priceBasket(database.db, { items, maxMerchants: null });
    if (!sample.ok) throw new Error("basket not priced");
    const timings: Timing[] = [];
    for (const maxMerchants of [null, 2, 3]) {
      const label = maxMerchants === null ? "no limit" : `at most ${maxMerchants}`;
      const count = maxMerchants === null ? runs : limitRuns;
      timings.push(
        await time(`priceBasket (SQL + single + split), ${label}`, count, () =>
          priceBasket(database.db, { items, maxMerchants }),
        ),
      );
      timings.push(
        await time(`solver alone (single + split), ${label}`, count, () =>
          assembleBasketPricing(lines, loaded.products, maxMerchants),
        ),
      );
    }
    return {
      kind,
      lines: lines.length,
      merchants: merchantsInPlay,
      candidateOffers: loaded.offers.length,
      splitTotal: sample.pricing.split.total,
      splitMerchants: sample.pricing.split.merchants.length,
      cheapestSingle: sample.pricing.single[0]?.total ?? null,
      timings,
    };
  } finally {
    await database.close();
    await bench.drop();
  }
}

runMain("bench:basket", async () => {
  const kinds: DbKind[] =
    values.db === "both"
      ? ["pglite", "postgres"]
      : values.db === "pglite" || values.db === "postgres"
        ? [values.db]
        : postgresServerUrl()
          ? ["postgres"]
          : ["pglite"];
  const results = [];
  for (const kind of kinds) {
    log(`bench:basket on ${kind}: building ${LINES} lines over ${MERCHANTS} merchants, ${runs} runs per case…`);
    results.push(await benchDatabase(kind));
  }
  let missed = false;
  for (const result of results) {
    console.log(
      `\n${result.kind}: ${result.lines} lines, ${result.merchants} merchants, ${result.candidateOffers} in-stock offers; ` +
        `split £${result.splitTotal.toFixed(2)} over ${result.splitMerchants} merchants, cheapest single £${result.cheapestSingle?.toFixed(2)}`,
    );
    console.log(
      renderTable(
        ["case", "runs", "p50 ms", "p95 ms", "max ms"],
        result.timings.map((t) => [t.name, String(t.runs), t.p50.toFixed(1), t.p95.toFixed(1), t.max.toFixed(1)]),
      ),
    );
    // The target is the list priced as asked, with no merchant limit; limited cases are reported beside it.
    missed ||= result.timings.some((t) => t.name.endsWith("no limit") && t.p95 > TARGET_MS);
  }
  console.log(`\nTarget (no limit): p95 ≤ ${TARGET_MS} ms — ${missed ? "FAIL" : "met"}`);
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify({ runs, limitRuns, targetMs: TARGET_MS, results }, null, 2));
  return missed ? 1 : 0;
});
