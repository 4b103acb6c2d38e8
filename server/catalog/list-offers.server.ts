import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { isVisibleProduct } from "./visibility.server.ts";
import { queryRows } from "../db/query-rows.server.ts";

export interface OfferListItem {
  id: number;
  productId: number;
  merchantSlug: string;
  merchantItemId: string;
  price: number;
  available: boolean;
}

/** Offers of visible products in id order, so paging with limit/offset is stable across calls. */
export async function listOffers(
  db: Db,
  options: { limit: number; offset: number; merchantSlug?: string },
): Promise<OfferListItem[]> {
  const merchantFilter = options.merchantSlug ? sql`and m.slug = ${options.merchantSlug}` : sql``;
  const result = await queryRows(
    db,
    sql`
    select o.id, o.product_id as "productId", m.slug as "merchantSlug", o.merchant_item_id as "merchantItemId",
      coalesce(least(o.sale_price, o.price), o.price)::float8 as price, o.available
    from offers o
    join merchants m on m.id = o.merchant_id
    join products on products.id = o.product_id
    where ${isVisibleProduct()} ${merchantFilter}
    order by o.id
    limit ${options.limit} offset ${options.offset}`,
  );
  return (result as unknown as OfferListItem[]).map((r) => ({ ...r, price: Number(r.price) }));
}
