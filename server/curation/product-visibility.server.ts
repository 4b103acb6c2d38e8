import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";

/** Operator curation: a hidden product appears nowhere — pages, search, API, sitemap. */
export async function hideProduct(db: Db, productId: number, reason: string | null): Promise<boolean> {
  const result = await queryRows(
    db,
    sql`
    insert into hidden_products (product_id, reason)
    select id, ${reason} from products where id = ${productId}
    on conflict (product_id) do update set reason = excluded.reason
    returning product_id`,
  );
  return result.length > 0;
}
export async function unhideProduct(db: Db, productId: number): Promise<boolean> {
  const result = await queryRows(
    db,
    sql`delete from hidden_products where product_id = ${productId} returning product_id`,
  );
  return result.length > 0;
}
