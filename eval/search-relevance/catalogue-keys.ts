import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.server.ts";

/**
 * Per site product, the held-out catalogue keys its offers carry (`items`: "merchant|itemId" → key, from a set's
 * judgments.json). A product the matcher split holds the same key as another; one it merged holds two keys.
 */
export async function catalogueKeysOf(db: Db, items: Readonly<Record<string, string>>): Promise<Map<number, string[]>> {
  const rows = (await db.execute(
    sql`select o.product_id as id, m.slug, o.merchant_item_id as item from offers o join merchants m on m.id = o.merchant_id`,
  )) as unknown as
    { rows?: { id: number; slug: string; item: string }[] } | { id: number; slug: string; item: string }[];
  const keysOf = new Map<number, string[]>();
  for (const r of Array.isArray(rows) ? rows : (rows.rows ?? [])) {
    const key = items[`${r.slug}|${r.item}`];
    const held = keysOf.get(Number(r.id)) ?? [];
    if (key && !held.includes(key)) held.push(key);
    keysOf.set(Number(r.id), held);
  }
  return keysOf;
}
