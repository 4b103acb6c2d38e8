import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { countColumn, numericColumn, timestampColumn } from "../db/query-rows.server.ts";
import { namedStatement } from "../db/named-statement.server.ts";

export interface PricePoint {
  offerId: number;
  merchantSlug: string;
  merchantName: string;
  /** What a buyer paid at that moment: the sale price when one ran, else the price. */
  price: number;
  regularPrice: number;
  observedAt: string;
  /** When the offer left its merchant's feed (its line ends there); null while it is in the feed. */
  leftFeedAt: string | null;
}

export interface HistoryWindow {
  /** Inclusive. The price each offer had at this instant is carried in as a point dated exactly `from`. */
  from?: Date;
  /** Inclusive. */
  to?: Date;
}

const pointRow = z.object({
  offerId: countColumn,
  merchantSlug: z.string(),
  merchantName: z.string(),
  price: numericColumn,
  regularPrice: numericColumn,
  observedAt: timestampColumn,
  leftFeedAt: timestampColumn.nullable(),
  carried: z.boolean(),
});

/**
 * Named (server/db/named-statement.server.ts): every product page runs it, so its text is built once and
 * PostgreSQL parses and plans it once per pooled connection (issue 15, decision 040).
 */
const readPricePoints = namedStatement(
  "product_price_history",
  sql`
  with obs as (
    select po.offer_id, po.price, po.sale_price, po.observed_at, po.id
    from price_observations po
    join offers o on o.id = po.offer_id
    where o.product_id = ${sql.placeholder("productId")}
      and (${sql.placeholder("to")}::timestamptz is null or po.observed_at <= ${sql.placeholder("to")}::timestamptz)
  ),
  carried as (
    select distinct on (offer_id) offer_id, price, sale_price, ${sql.placeholder("from")}::timestamptz as observed_at, id, true as carried
    from obs
    where ${sql.placeholder("from")}::timestamptz is not null and observed_at < ${sql.placeholder("from")}::timestamptz
    order by offer_id, observed_at desc, id desc
  ),
  inside as (
    select offer_id, price, sale_price, observed_at, id, false as carried
    from obs
    where ${sql.placeholder("from")}::timestamptz is null or observed_at >= ${sql.placeholder("from")}::timestamptz
  ),
  picked as (select * from carried union all select * from inside)
  select p.offer_id as "offerId", m.slug as "merchantSlug", m.name as "merchantName",
    coalesce(least(p.sale_price, p.price), p.price)::float8 as price, p.price::float8 as "regularPrice",
    p.observed_at as "observedAt", p.carried,
    -- Ingest marks an offer missing from a full feed 'not_in_feed' and stamps last_changed_at at that moment.
    case when o.availability = 'not_in_feed' then o.last_changed_at end as "leftFeedAt"
  from picked p
  join offers o on o.id = p.offer_id
  join merchants m on m.id = o.merchant_id
  order by p.observed_at, p.carried desc, p.offer_id, p.id`,
  pointRow,
);

/**
 * Every recorded price change of every offer of a product inside the window, oldest first (by time, then offer).
 * With `from`, each offer's last observation before `from` is returned dated `from`, so a chart of the window
 * starts with the price then in force instead of an empty stretch. Visibility is the caller's job (see the
 * history API route): this reads any product id.
 */
export async function getPriceHistory(db: Db, productId: number, window: HistoryWindow = {}): Promise<PricePoint[]> {
  // ISO text rather than Date parameters: both drivers (PGlite, node-postgres) read it the same way.
  const from = window.from?.toISOString() ?? null;
  const to = window.to?.toISOString() ?? null;
  const rows = await readPricePoints(db, { productId, from, to });
  return rows.map((r) => ({
    offerId: r.offerId,
    merchantSlug: r.merchantSlug,
    merchantName: r.merchantName,
    price: r.price,
    regularPrice: r.regularPrice,
    observedAt: r.observedAt.toISOString(),
    leftFeedAt: r.leftFeedAt?.toISOString() ?? null,
  }));
}
