import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { loadCatalogueBrands } from "./load-catalogue-brands.server.ts";
import { habitsByMerchant, type MerchantHabits } from "./normalise/merchant-habits.ts";

/**
 * The writing habits (normalise/merchant-habits.ts: keyword tails, own label) of the given merchants, found
 * over all their stored offers as rematch finds them: what curation must read too, so an offer it re-keys
 * gets the keys ingest gave it.
 */
export async function loadMerchantHabits(db: Db, merchantIds: readonly number[]): Promise<Map<number, MerchantHabits>> {
  if (merchantIds.length === 0) return new Map();
  const rows = await queryRows<{
    merchant_id: number;
    merchant_name: string;
    title: string;
    product_type: string | null;
    brand: string | null;
    mpn: string | null;
  }>(
    db,
    sql`select o.merchant_id, m.name as merchant_name, o.title, o.product_type, o.brand, o.mpn
        from offers o join merchants m on m.id = o.merchant_id
        where o.merchant_id = any(${`{${merchantIds.join(",")}}`}::int[]) order by o.id`,
  );
  return habitsByMerchant(
    rows.map((r) => ({
      title: r.title,
      productType: r.product_type,
      brand: r.brand,
      mpn: r.mpn,
      merchantName: r.merchant_name,
    })),
    (i) => Number(rows[i]!.merchant_id),
    await loadCatalogueBrands(db),
  );
}
