import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.server.ts";

/** One feed row as the site holds it: the site product it joined, and the merchant's slug and item id. */
export interface SiteOffer {
  id: number;
  slug: string;
  item: string;
}

/** Every offer of an imported held-out set's database, for mapping site products back to judged feed rows. */
export async function siteOffers(db: Db): Promise<SiteOffer[]> {
  const rows = (await db.execute(
    sql`select o.product_id as id, m.slug, o.merchant_item_id as item from offers o join merchants m on m.id = o.merchant_id`,
  )) as unknown as { rows?: SiteOffer[] } | SiteOffer[];
  return Array.isArray(rows) ? rows : (rows.rows ?? []);
}

/**
 * Per site product, the judged catalogue keys its offers carry (`keyOf`: a feed row's merchant and item id → its
 * key, per set). A product the matcher split holds the same key as another; one it merged holds two keys.
 */
export async function productKeys(
  db: Db,
  keyOf: (slug: string, item: string) => string | undefined,
): Promise<Map<number, string[]>> {
  const keys = new Map<number, string[]>();
  for (const r of await siteOffers(db)) {
    const k = keyOf(r.slug, r.item);
    const held = keys.get(Number(r.id)) ?? [];
    if (k && !held.includes(k)) held.push(k);
    keys.set(Number(r.id), held);
  }
  return keys;
}

/** productKeys for a set whose judgments.json maps "merchant|itemId" to a key (`items`). */
export function catalogueKeysOf(db: Db, items: Readonly<Record<string, string>>): Promise<Map<number, string[]>> {
  return productKeys(db, (slug, item) => items[`${slug}|${item}`]);
}
