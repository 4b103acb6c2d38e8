/**
 * Lists the matcher's mistakes on a labelled feed set: wrong merges (offers of different true products
 * on one product) and misses (one true product split over several products). Usage:
 *   npx tsx bench/matching-report.ts [feeds-dir]   (default data/feeds; needs merchants.json + demo-truth.json)
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client.server.ts";
import { queryRows } from "../server/db/query-rows.server.ts";
import { loadDemo } from "../server/ingest/load-demo.server.ts";
import { pairwiseQuality } from "../server/ingest/quality/pairwise-quality.ts";

const dir = path.resolve(process.argv[2] ?? "data/feeds");
const truth = JSON.parse(fs.readFileSync(path.join(dir, "demo-truth.json"), "utf8")) as Record<string, string>;
const database = await openDatabase("pglite:memory");
await loadDemo(database.db, { dir });
const offers = await queryRows<{
  merchant: string;
  item: string;
  product_id: number;
  title: string;
  brand: string | null;
  reason: string;
}>(
  database.db,
  sql`select m.slug as merchant, o.merchant_item_id as item, o.product_id, o.title, o.brand, o.match_reason as reason
      from offers o join merchants m on m.id = o.merchant_id order by o.product_id`,
);
const labelled = offers.map((o) => ({ ...o, truth: truth[`${o.merchant}:${o.item}`] ?? "?" }));
const quality = pairwiseQuality(
  labelled.map((o) => ({ merchant: o.merchant, truth: o.truth, predicted: o.product_id })),
);
console.log(JSON.stringify(quality));

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const byProduct = groupBy(labelled, (o) => o.product_id);
console.log("\n=== WRONG MERGES (one product, several true products) ===");
for (const [productId, members] of byProduct) {
  if (new Set(members.map((m) => m.truth)).size > 1) {
    console.log(`product #${productId}`);
    for (const m of members) console.log(`   [${m.truth}] ${m.merchant}: ${m.title} {brand ${m.brand}} — ${m.reason}`);
  }
}
console.log("\n=== MISSES (one true product on several products) ===");
for (const [truthKey, members] of groupBy(labelled, (o) => o.truth)) {
  if (new Set(members.map((m) => m.product_id)).size > 1) {
    console.log(`truth ${truthKey}`);
    for (const m of members)
      console.log(`   #${m.product_id} ${m.merchant}: ${m.title} {brand ${m.brand}} — ${m.reason.slice(0, 160)}`);
  }
}
await database.close();
