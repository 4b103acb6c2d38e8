import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";

export interface PricePoint {
  merchantSlug: string;
  /** What a buyer paid at that moment: the sale price when one ran, else the price. */
  price: number;
  regularPrice: number;
  observedAt: string;
}

/** Every recorded price change of every offer of a product, oldest first. */
export async function getPriceHistory(db: Db, productId: number): Promise<PricePoint[]> {
  const result = await queryRows(
    db,
    sql`
    select m.slug as "merchantSlug", coalesce(least(po.sale_price, po.price), po.price)::float8 as price,
      po.price::float8 as "regularPrice", po.observed_at as "observedAt"
    from price_observations po
    join offers o on o.id = po.offer_id
    join merchants m on m.id = o.merchant_id
    where o.product_id = ${productId}
    order by po.observed_at, po.id`,
  );
  return (result as { merchantSlug: string; price: number; regularPrice: number; observedAt: string | Date }[]).map(
    (r) => ({
      merchantSlug: r.merchantSlug,
      price: Number(r.price),
      regularPrice: Number(r.regularPrice),
      observedAt: new Date(r.observedAt).toISOString(),
    }),
  );
}
