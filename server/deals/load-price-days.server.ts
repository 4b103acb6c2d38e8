import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { countColumn, numericColumn, queryCheckedRows } from "../db/query-rows.server.ts";
import { namedStatement } from "../db/named-statement.server.ts";
import { offerPricing } from "../catalog/offer-pricing.server.ts";
import { isVisibleProduct, shownOffer } from "../catalog/visibility.server.ts";
import { DEAL_RULES } from "../../shared/deals.ts";
import { toPence } from "../../shared/money.ts";
import { daysBefore, type RecordedPrice } from "./deal-rules.ts";

/**
 * The two reads behind the deal rules (docs/decisions/020-typical-price-and-deals.md): today's lowest in-stock
 * delivered price of visible products, and the prices history recorded for their offers over the window.
 * Shared by the deals list and the product page's trend note so both price a product the same way.
 */

export interface TodayLowest {
  productId: number;
  name: string;
  category: string;
  todayPence: number;
  offerId: number;
  merchantName: string;
  merchantSlug: string;
}

const TodayRow = z.object({
  productId: countColumn,
  name: z.string(),
  category: z.string(),
  price: numericColumn,
  offerId: countColumn,
  merchantName: z.string(),
  merchantSlug: z.string(),
});

/** UK midnight at the start of `day`, as a timestamptz. */
function ukMidnight(day: unknown): SQL {
  return sql`((${day}::date)::timestamp at time zone 'Europe/London')`;
}

/**
 * Each visible product's cheapest offer that is in stock now (availability 'in_stock': pre-order and
 * back-order cannot be bought today), by delivered total, ties by merchant name. `changedSince` keeps only
 * products with a price recorded on or after that day: a product none of whose offers changed price in the
 * window cannot be cheaper today than on every day of it, so it can never be a deal.
 */
export async function loadTodayLowest(
  db: Db,
  filter: { productId?: number; changedSince?: string },
): Promise<TodayLowest[]> {
  const p = offerPricing("o");
  const byProduct = filter.productId === undefined ? sql`true` : sql`products.id = ${filter.productId}`;
  const changed =
    filter.changedSince === undefined
      ? sql`true`
      : sql`exists (select 1 from offers o2 join price_observations po on po.offer_id = o2.id
          where o2.product_id = products.id and po.observed_at >= ${ukMidnight(filter.changedSince)})`;
  return (
    await queryCheckedRows(
      db,
      sql`
      select distinct on (products.id) products.id as "productId", products.name, products.category,
        ${p.comparable}::float8 as price, o.id as "offerId", m.name as "merchantName", m.slug as "merchantSlug"
      from products
      join offers o on o.product_id = products.id and o.availability = 'in_stock' and ${shownOffer("o")}
      join merchants m on m.id = o.merchant_id
      where ${byProduct} and ${isVisibleProduct()} and ${changed}
      order by products.id, ${p.comparable}, m.name, o.id`,
      TodayRow,
    )
  ).map(({ price, ...row }) => ({ ...row, todayPence: toPence(price) }));
}

const PriceRow = z.object({ productId: countColumn, offerId: countColumn, day: z.string(), price: numericColumn });

/**
 * The recorded prices of every offer of these products that matter for the window before `today`: those
 * recorded in it, plus each offer's last one before it (still in force on its first day). A recorded price is
 * what a buyer paid: the sale price where one was recorded and lower (history does not keep the sale window,
 * so this can only make the typical price lower, never a deal bigger), plus the delivery the offer states now
 * (history does not keep delivery; the same cost on both sides means a delivery change never looks like a deal).
 * One text for both callers: `ids` is a '{1,2,3}' int array, `today` and `windowStart` are UK days.
 */
function recordedPricesSql(ids: unknown, today: unknown, windowStart: unknown): SQL {
  const { columns, source, order } = recordedPricesParts(ids, today, windowStart);
  return sql`
    select ${columns.productId} as "productId", ${columns.offerId} as "offerId", ${columns.day} as day,
      ${columns.price} as price
    ${source}
    order by ${order}`;
}

/**
 * recordedPricesSql as one JSON array (objects with the same four fields, in the same order), for a statement
 * that reads it beside other things: the product page reads it with the product (issue 15,
 * server/catalog/product-page-data.server.ts), one round trip fewer per page. The float8 price is written as
 * the column's own text, so parseRecordedPrices reads the same numbers as loadRecordedPrices does.
 */
export function recordedPricesJson(ids: unknown, today: unknown, windowStart: unknown): SQL {
  const { columns, source, order } = recordedPricesParts(ids, today, windowStart);
  return sql`(select coalesce(json_agg(json_build_object('productId', ${columns.productId}, 'offerId',
      ${columns.offerId}, 'day', ${columns.day}, 'price', ${columns.price}) order by ${order}), '[]'::json)
    ${source})`;
}

/** One text for both shapes above; `ids` is an int array (text '{1,2,3}' or an array expression). */
function recordedPricesParts(ids: unknown, today: unknown, windowStart: unknown) {
  return {
    columns: {
      productId: sql`o.product_id`,
      offerId: sql`o.id`,
      day: sql`to_char(po.observed_at at time zone 'Europe/London', 'YYYY-MM-DD')`,
      price: sql`(least(po.price, coalesce(po.sale_price, po.price)) + coalesce(o.delivery_cost, 0))::float8`,
    },
    source: sql`from offers o
    join price_observations po on po.offer_id = o.id
    where o.product_id = any(${ids}::int[]) and po.observed_at < ${ukMidnight(today)}
      and (po.observed_at >= ${ukMidnight(windowStart)} or po.id = (
        select before.id from price_observations before
        where before.offer_id = o.id and before.observed_at < ${ukMidnight(windowStart)}
        order by before.observed_at desc, before.id desc limit 1))`,
    order: sql`o.id, po.observed_at, po.id`,
  };
}

/**
 * Named (server/db/named-statement.server.ts): every product page's trend note runs it for its one product.
 * Planning was ~1.1 ms of PostgreSQL per run against ~0.2 ms executing it (EXPLAIN ANALYZE on the 100k bench
 * catalogue); prepared once per pooled connection, PostgreSQL moves to a generic plan after five runs (issue 15,
 * decision 050). The deals list keeps the unnamed text: its many ids are planned for what they are.
 */
const readRecordedPrices = namedStatement(
  "recorded_prices_for_trend",
  recordedPricesSql(sql.placeholder("ids"), sql.placeholder("today"), sql.placeholder("windowStart")),
  PriceRow,
);

/** recordedPricesSql's rows by product, each product's in the order its offers recorded them. */
export async function loadRecordedPrices(
  db: Db,
  productIds: readonly number[],
  today: string,
): Promise<Map<number, RecordedPrice[]>> {
  if (productIds.length === 0) return new Map();
  const windowStart = trendWindowStart(today);
  const ids = `{${productIds.join(",")}}`;
  const rows =
    productIds.length === 1
      ? await readRecordedPrices(db, { ids, today, windowStart })
      : await queryCheckedRows(db, recordedPricesSql(ids, today, windowStart), PriceRow);
  return byProduct(rows);
}

/** The first UK day of the window loadRecordedPrices reads before `today`. */
export function trendWindowStart(today: string): string {
  return daysBefore(today, DEAL_RULES.windowDays)[0]!;
}

/** recordedPricesJson's array, checked, as loadRecordedPrices answers. */
export function parseRecordedPrices(json: unknown): Map<number, RecordedPrice[]> {
  return byProduct(z.array(PriceRow).parse(json));
}

function byProduct(rows: readonly z.output<typeof PriceRow>[]): Map<number, RecordedPrice[]> {
  const found = new Map<number, RecordedPrice[]>();
  for (const row of rows) {
    const price: RecordedPrice = { offerId: row.offerId, day: row.day, pence: toPence(row.price) };
    const list = found.get(row.productId);
    if (list) list.push(price);
    else found.set(row.productId, [price]);
  }
  return found;
}
