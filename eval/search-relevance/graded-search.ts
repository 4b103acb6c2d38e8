/**
 * One judged query searched in-process and scored against catalogue-keyed grades, for the tuning runners over the
 * spent held-out sets' databases (tune-holdouts.ts, eval/search-sizes-dev/run.ts): the same grades and maths as the
 * sets' own run.ts.
 */
import type { Db } from "../../server/db/client.server.ts";
import { searchProducts } from "../../server/search/search-products.server.ts";
import { ndcgAt, productGrade } from "../search-relevance-holdout-3/score.ts";

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
