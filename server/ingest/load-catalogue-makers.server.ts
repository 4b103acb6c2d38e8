import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { catalogueMakers } from "./normalise/catalogue-makers.ts";

/**
 * The makers (normalise/catalogue-makers.ts) named in every stored offer's brand column, with `more` (the feed
 * being imported): what rematch finds over all offers, so an import, a rematch and curation read a title alike.
 */
export async function loadCatalogueMakers(db: Db, more: Iterable<string | null | undefined> = []): Promise<string[]> {
  const rows = await queryRows<{ brand: string }>(
    db,
    sql`select distinct brand from offers where brand is not null and brand <> ''`,
  );
  return catalogueMakers([...rows.map((r) => r.brand), ...more]);
}
