/**
 * NDCG@10 of the sizes dev set (judged-queries.ts), in-process like tune-holdouts.ts, over copies of the spent
 * held-out sets 5 and 6 (their feeds imported, e.g. `createdb -T tune_h5`). Prints the mean and each query below 1.
 *   npx tsx eval/search-sizes-dev/run.ts <h5-db-url> <h6-db-url> [--all]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../server/db/client.server.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { searchProducts } from "../../server/search/search-products.server.ts";
import { mean, ndcgAt, productGrade } from "../search-relevance-holdout-3/score.ts";
import { SIZE_DEV_QUERIES } from "./judged-queries.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const [h5Url, h6Url] = process.argv.slice(2);
const showAll = process.argv.includes("--all");
if (!h5Url || !h6Url) throw new Error("usage: run.ts <h5-db-url> <h6-db-url> [--all]");

const scores: number[] = [];
for (const [set, url] of [
  [5, h5Url],
  [6, h6Url],
] as const) {
  const { items } = JSON.parse(
    readFileSync(path.join(ROOT, `eval/search-relevance-holdout-${set}/judgments.json`), "utf8"),
  ) as { items: Record<string, string> };
  const database = await openDatabase(url);
  try {
    await ensureSearchIndex(database.db);
    const rows = (await database.db.execute(
      sql`select o.product_id as id, m.slug, o.merchant_item_id as item from offers o join merchants m on m.id = o.merchant_id`,
    )) as unknown as { rows: { id: number; slug: string; item: string }[] };
    const keys = new Map<number, string[]>();
    for (const r of rows.rows) {
      const key = items[`${r.slug}|${r.item}`];
      const held = keys.get(Number(r.id)) ?? [];
      if (key && !held.includes(key)) held.push(key);
      keys.set(Number(r.id), held);
    }
    const known = new Set([...keys.values()].flat());
    for (const j of SIZE_DEV_QUERIES.filter((x) => x.set === set)) {
      for (const key of Object.keys(j.grades)) if (!known.has(key)) throw new Error(`unknown key ${key} in '${j.q}'`);
      const res = await searchProducts(database.db, {
        q: j.q,
        sort: "relevance",
        category: null,
        limit: 10,
        offset: 0,
      });
      const grades = res.results.map((r) => productGrade(keys.get(r.id) ?? [], j.grades));
      const all = [...keys.values()].map((k) => productGrade(k, j.grades));
      const score = ndcgAt(grades, all);
      scores.push(score);
      if (score < 0.999 || showAll) {
        console.log(`- ${score.toFixed(3)} [set ${set}] '${j.q}'`);
        res.results.slice(0, 5).forEach((r, i) => console.log(`    (${grades[i]}) ${r.name}`));
      }
    }
  } finally {
    await database.close();
  }
}
console.log(`\n== sizes dev set: ${scores.length} queries, NDCG@10 ${mean(scores).toFixed(3)}`);
process.exit(0);
