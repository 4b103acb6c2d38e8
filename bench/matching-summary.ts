/**
 * Pairwise matching precision/recall on every labelled feed set we hold (npm run bench:matching), per set
 * and per category. Each set is imported into a fresh embedded database by the importer itself
 * (loadDemo → importFeed → assignProducts), so the figures are what ingest does.
 *
 * Sets: data/feeds (the demo), bench/holdout-* and eval/matching-* (written independently of the matcher;
 * results notes say which ones it has since been tuned on). Pass directories to run only those.
 * A pair is two offers of different merchants; a pair's category is its first offer's true category
 * (categories.json where the set has one, otherwise the category most of the true product's offers got).
 * "same-merchant" counts pairs of one merchant's items on one product that the truth says differ.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client.server.ts";
import { queryRows } from "../server/db/query-rows.server.ts";
import { loadDemo } from "../server/ingest/load-demo.server.ts";
import { pairwiseQuality, type LabelledAssignment } from "../server/ingest/quality/pairwise-quality.ts";

const listSets = (dir: string, prefix: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((d) => d.startsWith(prefix) && fs.existsSync(path.join(dir, d, "demo-truth.json")))
        .map((d) => `${dir}/${d}`)
    : [];
const sets =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ["data/feeds", ...listSets("bench", "holdout"), ...listSets("eval", "matching-")];

interface Offer extends LabelledAssignment {
  category: string;
}

const fmt = (n: number) => n.toFixed(3).padStart(10);
const row = (
  label: string,
  offers: number,
  products: number | string,
  q: ReturnType<typeof pairwiseQuality>,
  extra = "",
) =>
  `${label.padEnd(34)}${String(offers).padStart(7)}${String(products).padStart(9)}${fmt(q.precision)}${fmt(q.recall)}${String(q.truePairs).padStart(8)}${extra}`;

const all: Offer[] = [];
console.log(`${"set / category".padEnd(34)} offers products precision    recall   pairs`);
for (const dir of sets) {
  const truth = JSON.parse(fs.readFileSync(path.join(dir, "demo-truth.json"), "utf8")) as Record<string, string>;
  const categoriesFile = path.join(dir, "categories.json");
  const trueCategory = fs.existsSync(categoriesFile)
    ? (JSON.parse(fs.readFileSync(categoriesFile, "utf8")) as Record<string, string>)
    : null;
  const database = await openDatabase("pglite:memory");
  await loadDemo(database.db, { dir: path.resolve(dir) });
  const stored = await queryRows<{ merchant: string; item: string; product_id: number; category: string }>(
    database.db,
    sql`select m.slug as merchant, o.merchant_item_id as item, o.product_id, p.category
        from offers o join merchants m on m.id = o.merchant_id join products p on p.id = o.product_id`,
  );
  await database.close();
  const offers = stored.map((o) => ({
    merchant: o.merchant,
    truth: truth[`${o.merchant}:${o.item}`] ?? `?${o.merchant}:${o.item}`,
    predicted: `${dir}#${o.product_id}`,
    assignedCategory: o.category,
  }));
  const majority = new Map<string, string>();
  for (const [key, members] of groupBy(offers, (o) => o.truth)) {
    const counts = groupBy(members, (m) => m.assignedCategory);
    majority.set(key, [...counts].sort((a, b) => b[1].length - a[1].length)[0]![0]);
  }
  const labelled: Offer[] = offers.map((o) => ({
    merchant: o.merchant,
    truth: `${dir}:${o.truth}`,
    predicted: o.predicted,
    category: trueCategory?.[o.truth] ?? majority.get(o.truth)!,
  }));
  all.push(...labelled);
  const sameMerchant = wrongSameMerchantPairs(labelled);
  const products = new Set(labelled.map((o) => o.predicted)).size;
  console.log(
    row(
      dir,
      labelled.length,
      products,
      pairwiseQuality(labelled),
      sameMerchant ? `  same-merchant wrong: ${sameMerchant}` : "",
    ),
  );
}

console.log("\nall sets, by category");
for (const [category, members] of [...groupBy(all, (o) => o.category)].sort()) {
  console.log(row(`  ${category}`, members.length, "", pairwiseQuality(members)));
}
console.log(row("all sets", all.length, new Set(all.map((o) => o.predicted)).size, pairwiseQuality(all)));

/** Pairs of one merchant's items on one product that the truth says are different products. */
function wrongSameMerchantPairs(offers: readonly Offer[]): number {
  let wrong = 0;
  for (const members of groupBy(offers, (o) => `${o.predicted}\u0000${o.merchant}`).values())
    for (let i = 0; i < members.length; i++)
      for (let j = i + 1; j < members.length; j++) if (members[i]!.truth !== members[j]!.truth) wrong++;
  return wrong;
}

function groupBy<T, K>(items: Iterable<T>, key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
