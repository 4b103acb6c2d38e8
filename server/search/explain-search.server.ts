import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { prepareSearch } from "./prepare-search.server.ts";
import { rankSearch } from "./rank-search.server.ts";
import { searchPageStatement } from "./search-statement.server.ts";
import type { SearchRequest } from "./search-products.server.ts";

/**
 * What a search costs: the in-memory ranking's time and match count, then the executed plan of the one
 * statement that reads the page (EXPLAIN ANALYZE, BUFFERS), for benchmarks and for checking that it uses
 * the indexes. Runs the query: never expose it to visitors.
 */
export async function explainSearch(db: Db, request: SearchRequest): Promise<string[]> {
  const prepared = await prepareSearch(db, request.q);
  if (prepared.empty) return ["(no statement: the query can match nothing, so no SQL runs)"];
  const started = performance.now();
  const ranked = await rankSearch(db, prepared, request);
  const head = `in-memory index: ${ranked.allMatches} matches, ${ranked.total} in the category, page of ${ranked.page.length} ranked in ${(performance.now() - started).toFixed(2)} ms`;
  if (ranked.page.length === 0) return [head, "(no page statement: nothing to show)"];
  const rows = await queryRows<{ "QUERY PLAN": string }>(
    db,
    sql`explain (analyze, buffers) ${searchPageStatement(ranked.page)}`,
  );
  return [head, ...rows.map((r) => r["QUERY PLAN"])];
}
