/**
 * Any held-out search set as a matching evaluation: imports its feeds/ with the checkout's built CLI (the same
 * import as run-set.ts) into a fresh PostgreSQL database and reports, from the feed items→key truth of
 * judgments.json only (its `merchants` and `items`; set 2, which has no `items`, from the items its judgments
 * name), keys split over several site products, site products merging different keys, and per merchant pair the
 * same-key pairs joined. Queries are never read or run, so it is safe on the blind sets.
 *
 *   npm run build   # once: it runs build/node/cli.js
 *   npx tsx eval/search-relevance-holdout-3/matching-splits.ts --pg postgres://… [--detail] [--json out.json] 2 3 … 12
 *
 * --detail lists every split and wrong merge with each site product's offers (merchant, title, match reason).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { freshDatabase } from "./black-box.ts";
import { importHeldOutFeeds, type HeldOutMerchant } from "./import-feeds.ts";
import { countSplits, type PlacedOffer, type SplitCount } from "./matching-split-count.ts";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const argv = process.argv.slice(2);
const opt = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const pgUrl = opt("--pg");
const jsonOut = opt("--json");
const DETAIL = argv.includes("--detail");
const sets = argv.filter((a, i) => /^\d+$/.test(a) && !["--pg", "--json"].includes(argv[i - 1] ?? ""));

interface Truth {
  merchants: HeldOutMerchant[];
  items: Record<string, string>;
}

/** The set's truth without its queries: `items` where the set has it; set 2 keeps keys only on judged items. */
function readTruth(dir: string): Truth {
  const raw = JSON.parse(readFileSync(join(dir, "judgments.json"), "utf8")) as {
    merchants: HeldOutMerchant[];
    items?: Record<string, string>;
    judgments?: { relevant: { merchant: string; itemId: string; key: string }[] }[];
  };
  if (raw.items) return { merchants: raw.merchants, items: raw.items };
  const items: Record<string, string> = {};
  for (const j of raw.judgments ?? []) for (const r of j.relevant) items[`${r.merchant}|${r.itemId}`] = r.key;
  return { merchants: raw.merchants, items };
}

async function placedOffers(url: string): Promise<PlacedOffer[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query<{ slug: string; item: string; product: number; title: string; reason: string }>(
      `SELECT m.slug, o.merchant_item_id AS item, o.product_id AS product, o.title, o.match_reason AS reason
         FROM offers o JOIN merchants m ON m.id = o.merchant_id ORDER BY o.product_id, m.slug`,
    );
    return r.rows.map((x) => ({
      merchant: x.slug,
      itemId: x.item,
      productId: Number(x.product),
      title: x.title,
      reason: x.reason,
    }));
  } finally {
    await c.end();
  }
}

function printDetail(count: SplitCount, offers: readonly PlacedOffer[], items: Record<string, string>): void {
  const show = (productId: number) => {
    for (const o of offers.filter((x) => x.productId === productId))
      console.log(
        `      #${productId} ${o.merchant}: ${o.title}  [${items[`${o.merchant}|${o.itemId}`] ?? "?"}] — ${o.reason.slice(0, 160)}`,
      );
  };
  for (const s of count.splitKeys) {
    console.log(`  split ${s.key} over ${s.products.length} products`);
    s.products.forEach(show);
  }
  for (const w of count.wrongMerges) {
    console.log(`  WRONG MERGE #${w.productId}: ${w.keys.join(" + ")}`);
    show(w.productId);
  }
}

async function main(): Promise<number> {
  if (!pgUrl || sets.length === 0) {
    console.error("usage: matching-splits.ts --pg postgres://… [--detail] [--json out.json] <set number> …");
    return 2;
  }
  const results: Record<string, SplitCount> = {};
  for (const n of sets) {
    const dir = join(ROOT, "eval", `search-relevance-holdout-${n}`);
    const truth = readTruth(dir);
    const db = await freshDatabase(pgUrl, "mat_splits");
    try {
      await importHeldOutFeeds(ROOT, dir, truth.merchants, db.url, () => {});
      const offers = await placedOffers(db.url);
      const count = countSplits(offers, truth.items);
      results[n] = count;
      const truthPairs = count.pairs.reduce((s, p) => s + p.truth, 0);
      const joined = count.pairs.reduce((s, p) => s + p.joined, 0);
      const wrong = count.pairs.reduce((s, p) => s + p.wronglyJoined, 0);
      const extra = count.splitKeys.reduce((s, k) => s + k.products.length - 1, 0);
      console.log(
        `set ${n}: ${count.keys} keys, ${count.keyedOffers} keyed offers (${count.unkeyedOffers} unkeyed) → ` +
          `${count.siteProducts} site products; split keys ${count.splitKeys.length} (+${extra} products), ` +
          `wrong-merge products ${count.wrongMerges.length}; pairs joined ${joined}/${truthPairs} ` +
          `(recall ${(joined / Math.max(1, truthPairs)).toFixed(3)}), wrongly joined ${wrong} ` +
          `(precision ${(joined / Math.max(1, joined + wrong)).toFixed(3)})`,
      );
      for (const p of count.pairs)
        console.log(`    ${p.merchants.padEnd(48)} joined ${p.joined}/${p.truth}, wrongly ${p.wronglyJoined}`);
      if (DETAIL) printDetail(count, offers, truth.items);
    } finally {
      await db.drop();
    }
  }
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 1) + "\n");
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`matching-splits failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
