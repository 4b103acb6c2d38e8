/**
 * How much of a held-out set's NDCG@10 loss sits on products the matcher split (one catalogue product held by
 * two or more site products): each query is scored as returned, and again with every split product's later
 * copies dropped from the answer and the ideal list counting each catalogue product once. Read-only.
 *   npx tsx eval/search-relevance/split-loss.ts <db-url> <set folder under eval/, e.g. search-relevance-holdout-7>
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../../server/db/client.server.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { searchProducts } from "../../server/search/search-products.server.ts";
import { catalogueKeysOf } from "./site-offers.ts";
import { mean, ndcgAt, productGrade } from "../search-relevance-holdout-3/score.ts";

const [url, set] = process.argv.slice(2);
if (!url || !set) throw new Error("usage: split-loss.ts <db-url> <set folder>");
const data = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "..", set, "judgments.json"), "utf8")) as {
  items: Record<string, string>;
  queries: { q: string; kind: string; grades: Record<string, number> }[];
};
const database = await openDatabase(url);
await ensureSearchIndex(database.db);
const keysOf = await catalogueKeysOf(database.db, data.items);
const productsOfKey = new Map<string, number>();
for (const keys of keysOf.values()) for (const k of keys) productsOfKey.set(k, (productsOfKey.get(k) ?? 0) + 1);
const split = new Set([...productsOfKey].filter(([, n]) => n > 1).map(([k]) => k));
const byKind = new Map<string, { actual: number[]; merged: number[] }>();
const touched: string[] = [];
for (const j of data.queries) {
  const res = await searchProducts(database.db, { q: j.q, sort: "relevance", category: null, limit: 10, offset: 0 });
  const actual = ndcgAt(
    res.results.map((r) => productGrade(keysOf.get(r.id) ?? [], j.grades)),
    [...keysOf.values()].map((k) => productGrade(k, j.grades)),
  );
  // As if each split product were one: later copies leave the answer; the ideal counts each key once.
  const seen = new Set<string>();
  const mergedReturned: number[] = [];
  for (const r of res.results) {
    const keys = keysOf.get(r.id) ?? [];
    if (keys.length > 0 && keys.every((k) => seen.has(k))) continue;
    for (const k of keys) seen.add(k);
    mergedReturned.push(productGrade(keys, j.grades));
  }
  const merged = ndcgAt(
    mergedReturned,
    [...productsOfKey.keys()].map((k) => j.grades[k] ?? 0),
  );
  const entry = byKind.get(j.kind) ?? { actual: [], merged: [] };
  entry.actual.push(actual);
  entry.merged.push(merged);
  byKind.set(j.kind, entry);
  if (merged - actual > 0.001) touched.push(`${(merged - actual).toFixed(3)} [${j.kind}] '${j.q}'`);
}
await database.close();
const all = [...byKind.values()];
const actual = mean(all.flatMap((e) => e.actual));
const merged = mean(all.flatMap((e) => e.merged));
console.log(`${set}: ${split.size} of ${productsOfKey.size} catalogue products split across site products`);
console.log(`overall ${actual.toFixed(3)} as returned, ${merged.toFixed(3)} with split products counted once`);
console.log(`loss ${(1 - actual).toFixed(3)}, of which on split products ${(merged - actual).toFixed(3)}`);
for (const [kind, e] of byKind) console.log(`  ${kind}: ${mean(e.actual).toFixed(3)} → ${mean(e.merged).toFixed(3)}`);
for (const t of touched.sort().reverse()) console.log(`  ${t}`);
process.exit(0);
