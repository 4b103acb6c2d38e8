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
