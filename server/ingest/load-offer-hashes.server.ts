import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";

/**
 * Item id → content hash of a merchant's offers as last imported. Read outside the import's transaction
 * as a hint only: the transaction compares hashes again before it treats a row as unchanged.
 */
export async function loadOfferHashes(db: Db, merchantSlug: string): Promise<Map<string, string>> {
  const rows = await queryRows<{ merchant_item_id: string; content_hash: string }>(
    db,
    sql`select o.merchant_item_id, o.content_hash from offers o join merchants m on m.id = o.merchant_id
        where m.slug = ${merchantSlug} and o.availability <> 'not_in_feed'`,
  );
  return new Map(rows.map((r) => [r.merchant_item_id, r.content_hash]));
}
