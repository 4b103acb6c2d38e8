import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";

/** Takes a merchant's feed off the registry (its offers and import history stay). False when none was registered. */
export async function removeFeed(db: Db, slug: string): Promise<boolean> {
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`delete from feed_sources where merchant_slug = ${slug} returning merchant_slug as slug`,
  );
  return rows.length > 0;
}
