/**
 * Pairwise matching precision/recall on every labelled feed set we hold (npm run bench:matching).
 * data/feeds is the demo; bench/holdout-* were written independently of the matcher — note in results
 * which of them the matcher has since been tuned on.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client.server.ts";
import { queryRows } from "../server/db/query-rows.server.ts";
import { loadDemo } from "../server/ingest/load-demo.server.ts";
import { pairwiseQuality } from "../server/ingest/quality/pairwise-quality.ts";

const sets = [
  "data/feeds",
  ...fs
    .readdirSync("bench")
    .filter((d) => d.startsWith("holdout"))
    .map((d) => `bench/${d}`),
];
console.log("set                   offers  products  precision  recall");
for (const dir of sets) {
  const truth = JSON.parse(fs.readFileSync(path.join(dir, "demo-truth.json"), "utf8")) as Record<string, string>;
  const database = await openDatabase("pglite:memory");
  await loadDemo(database.db, { dir: path.resolve(dir) });
  const offers = await queryRows<{ merchant: string; item: string; product_id: number }>(
    database.db,
    sql`select m.slug as merchant, o.merchant_item_id as item, o.product_id from offers o join merchants m on m.id = o.merchant_id`,
  );
  await database.close();
  const q = pairwiseQuality(
    offers.map((o) => ({
      merchant: o.merchant,
      truth: truth[`${o.merchant}:${o.item}`] ?? "?",
      predicted: o.product_id,
    })),
  );
  const products = new Set(offers.map((o) => o.product_id)).size;
  console.log(
    `${dir.padEnd(22)}${String(offers.length).padStart(6)}${String(products).padStart(10)}${q.precision.toFixed(3).padStart(11)}${q.recall.toFixed(3).padStart(8)}`,
  );
}
