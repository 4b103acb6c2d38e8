/**
 * One judged query searched in-process and scored against catalogue-keyed grades, for the tuning runners over the
 * spent held-out sets' databases (tune-holdouts.ts, eval/search-sizes-dev/run.ts): the same grades and maths as the
 * sets' own run.ts.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.server.ts";
import { searchProducts } from "../../server/search/search-products.server.ts";
import { ndcgAt, productGrade } from "../search-relevance-holdout-3/score.ts";

/** Each product's judged keys, from its offers' merchant and item id ("slug|item" → key, per set). */
export async function productKeys(
  db: Db,
  keyOf: (slug: string, item: string) => string | undefined,
): Promise<Map<number, string[]>> {
  const rows = (await db.execute(
    sql`select o.product_id as id, m.slug, o.merchant_item_id as item from offers o join merchants m on m.id = o.merchant_id`,
  )) as unknown as
    { rows?: { id: number; slug: string; item: string }[] } | { id: number; slug: string; item: string }[];
  const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
  const keys = new Map<number, string[]>();
  for (const r of list) {
    const k = keyOf(r.slug, r.item);
    const held = keys.get(Number(r.id)) ?? [];
    if (k && !held.includes(k)) held.push(k);
    keys.set(Number(r.id), held);
  }
  return keys;
}

/** The first page of a query, each result's grade, and its NDCG@10 against the whole catalogue's grades. */
export async function gradedSearch(
  db: Db,
  q: string,
  grades: Readonly<Record<string, number>>,
  keys: ReadonlyMap<number, string[]>,
) {
  const res = await searchProducts(db, { q, sort: "relevance", category: null, limit: 10, offset: 0 });
  const returned = res.results.map((r) => productGrade(keys.get(r.id) ?? [], grades));
  const all = [...keys.values()].map((k) => productGrade(k, grades));
  return { results: res.results, grades: returned, ndcg: ndcgAt(returned, all) };
}
