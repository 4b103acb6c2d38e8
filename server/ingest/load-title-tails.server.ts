import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { titleTailsByMerchant } from "./normalise/title-tails.ts";

/**
 * The repeated keyword tails (normalise/title-tails.ts) of the given merchants, found over all their stored
 * offers as rematch finds them: what curation must cut too, so an offer it re-keys gets the keys ingest gave it.
 */
export async function loadTitleTails(db: Db, merchantIds: readonly number[]): Promise<Map<number, string[]>> {
  if (merchantIds.length === 0) return new Map();
  const rows = await queryRows<{
    merchant_id: number;
    merchant_name: string;
    title: string;
    product_type: string | null;
    brand: string | null;
  }>(
    db,
    sql`select o.merchant_id, m.name as merchant_name, o.title, o.product_type, o.brand
        from offers o join merchants m on m.id = o.merchant_id
        where o.merchant_id = any(${`{${merchantIds.join(",")}}`}::int[]) order by o.id`,
  );
  return titleTailsByMerchant(
    rows.map((r) => ({ title: r.title, productType: r.product_type, brand: r.brand, merchantName: r.merchant_name })),
    (i) => Number(rows[i]!.merchant_id),
  );
}
