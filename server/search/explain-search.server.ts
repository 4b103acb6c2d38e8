import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { prepareSearch } from "./prepare-search.server.ts";
import { searchStatement } from "./search-statement.server.ts";
import type { SearchRequest } from "./search-products.server.ts";

/**
 * The executed plan of a search's main statement (EXPLAIN ANALYZE, BUFFERS), for benchmarks and
 * for checking that the hot paths use the indexes. Runs the query: never expose it to visitors.
 */
export async function explainSearch(db: Db, request: SearchRequest): Promise<string[]> {
  const prepared = await prepareSearch(db, request.q);
  if (prepared.empty) return ["(no statement: the query can match nothing, so no SQL runs)"];
  const rows = await queryRows<{ "QUERY PLAN": string }>(
    db,
    sql`explain (analyze, buffers) ${searchStatement(prepared, request)}`,
  );
  return rows.map((r) => r["QUERY PLAN"]);
}
