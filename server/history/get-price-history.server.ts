import { sql, type SQL } from "drizzle-orm";
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
 * The history's query for one product, in parts: one text for the statement below and for the product page's
 * statement, which reads the points with the product (server/catalog/product-page-data.server.ts). `productId`,
 * `from` and `to` are SQL (placeholders or a column); `from` and `to` may be null (open window).
 */
function pricePointsParts(productId: unknown, from: unknown, to: unknown) {
  const ctes = sql`
  with obs as (
    select po.offer_id, po.price, po.sale_price, po.observed_at, po.id
    from price_observations po
    join offers o on o.id = po.offer_id
    where o.product_id = ${productId}
      and (${to}::timestamptz is null or po.observed_at <= ${to}::timestamptz)
  ),
  carried as (
    select distinct on (offer_id) offer_id, price, sale_price, ${from}::timestamptz as observed_at, id, true as carried
    from obs
    where ${from}::timestamptz is not null and observed_at < ${from}::timestamptz
    order by offer_id, observed_at desc, id desc
  ),
  inside as (
    select offer_id, price, sale_price, observed_at, id, false as carried
    from obs
    where ${from}::timestamptz is null or observed_at >= ${from}::timestamptz
  ),
  picked as (select * from carried union all select * from inside)`;
  // [name, expression] of each column of a point, in pointRow's order.
  const columns: [string, SQL][] = [
    ["offerId", sql`p.offer_id`],
    ["merchantSlug", sql`m.slug`],
    ["merchantName", sql`m.name`],
    ["price", sql`coalesce(least(p.sale_price, p.price), p.price)::float8`],
    ["regularPrice", sql`p.price::float8`],
    ["observedAt", sql`p.observed_at`],
    ["carried", sql`p.carried`],
    // Ingest marks an offer missing from a full feed 'not_in_feed' and stamps last_changed_at at that moment.
    ["leftFeedAt", sql`case when o.availability = 'not_in_feed' then o.last_changed_at end`],
  ];
  const source = sql`from picked p
  join offers o on o.id = p.offer_id
  join merchants m on m.id = o.merchant_id`;
  const order = sql`p.observed_at, p.carried desc, p.offer_id, p.id`;
  return { ctes, columns, source, order };
}

/**
 * Named (server/db/named-statement.server.ts): product pages whose joint statement failed and the history API run
 * it, so its text is built once and PostgreSQL parses and plans it once per pooled connection (decision 040).
 */
const readPricePoints = (() => {
  const { ctes, columns, source, order } = pricePointsParts(
    sql.placeholder("productId"),
    sql.placeholder("from"),
    sql.placeholder("to"),
  );
  const list = sql.join(
    columns.map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  );
  return namedStatement("product_price_history", sql`${ctes} select ${list} ${source} order by ${order}`, pointRow);
})();

/**
 * The same points as one JSON array (oldest first, as getPriceHistory orders them), for a statement that reads
 * them beside other columns; parsePricePoints checks and converts it.
 */
export function pricePointsJson(productId: unknown, from: unknown, to: unknown): SQL {
  const { ctes, columns, source, order } = pricePointsParts(productId, from, to);
  const pairs = sql.join(
    columns.map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`),
    sql`, `,
  );
  return sql`(${ctes} select coalesce(json_agg(json_build_object(${pairs}) order by ${order}), '[]'::json) ${source})`;
}

/** pricePointsJson's array, checked, as getPriceHistory answers it. */
export function parsePricePoints(json: unknown): PricePoint[] {
  return z.array(pointRow).parse(json).map(toPricePoint);
}

function toPricePoint(r: z.output<typeof pointRow>): PricePoint {
  return {
    offerId: r.offerId,
    merchantSlug: r.merchantSlug,
    merchantName: r.merchantName,
    price: r.price,
    regularPrice: r.regularPrice,
    observedAt: r.observedAt.toISOString(),
    leftFeedAt: r.leftFeedAt?.toISOString() ?? null,
  };
}

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
  return rows.map(toPricePoint);
}
