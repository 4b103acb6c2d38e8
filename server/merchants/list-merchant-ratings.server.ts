import { sql } from "drizzle-orm";
import { z } from "zod";
import { offerPricing } from "../catalog/offer-pricing.server.ts";
import { comparedOffer, isVisibleProduct } from "../catalog/visibility.server.ts";
import type { Db } from "../db/client.server.ts";
import { catalogueVersionOf } from "../db/catalogue-version.server.ts";
import { countColumn, queryCheckedRows, timestampColumn } from "../db/query-rows.server.ts";
import { rateMerchant, type MerchantRatingCounts, type MerchantRatings } from "../../shared/merchant-ratings.ts";

const ratingRow = z.object({
  merchantId: countColumn,
  verified: z.boolean(),
  comparedProducts: countColumn,
  cheapestProducts: countColumn,
  listedOffers: countColumn,
  inStockOffers: countColumn,
  deliveryStatedOffers: countColumn,
  lastImportAt: timestampColumn.transform((at) => at.toISOString()).nullable(),
});

/**
 * The data-derived ratings (shared/merchant-ratings.ts) of the given merchants, or of every merchant, in one
 * statement: a page asks once, whatever the number of merchants or products.
 *
 * - Counted offers: in the merchant's current feed (not 'not_in_feed') on a product we show (isVisibleProduct).
 * - Cheapest: per product and merchant, the lowest comparable price of its orderable offers (offerPricing: the
 *   delivered total, or the item price where delivery is not stated, as the offers list orders them). A product
 *   counts when at least two merchants have such a price; the merchant is cheapest when its price equals the
 *   lowest, so a tie counts for every tied merchant. The market is read over all merchants even when only some
 *   are asked for.
 * - Freshness: the last feed import with status 'applied' (an identical feed re-applied counts: it was checked).
 */
export async function listMerchantRatings(
  db: Db,
  merchantIds?: readonly number[],
): Promise<Map<number, MerchantRatings>> {
  const counts = await readRatingCounts(db, merchantIds);
  return rateAt(counts, Date.now(), merchantIds);
}

type RatingCounts = Omit<MerchantRatingCounts, "lastImportAgeSeconds">;

/** The counts behind the ratings, per merchant; the age of the last import is left to rateAt (it moves with time). */
async function readRatingCounts(db: Db, merchantIds?: readonly number[]): Promise<Map<number, RatingCounts>> {
  if (merchantIds?.length === 0) return new Map();
  const p = offerPricing("o");
  const chosen =
    merchantIds === undefined
      ? sql`true`
      : sql`m.id in (${sql.join(
          merchantIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const rows = await queryCheckedRows(
    db,
    sql`
    with listed as materialized (
      select o.merchant_id, o.product_id, o.availability, o.delivery_cost,
        case when ${p.setsPrice} then ${p.comparable} end as price
      from offers o join products on products.id = o.product_id
      where ${comparedOffer("o")} and ${isVisibleProduct()}
    ), priced as (
      select merchant_id, product_id, min(price) as price
      from listed where price is not null group by merchant_id, product_id
    ), market as (
      -- Window aggregates, not a join of priced to its own per-product summary: the planner estimates one row
      -- for 'listed' (the name-exclusion filter), chose a nested loop over priced × market and spent ~35 ms
      -- of the product page's ~40 ms here on the demo catalogue (EXPLAIN ANALYZE, issue 15).
      select merchant_id, price, min(price) over (partition by product_id) as lowest,
        count(*) over (partition by product_id) as merchants
      from priced
    ), compared as (
      select merchant_id, count(*) as compared, count(*) filter (where price = lowest) as cheapest
      from market
      where merchants >= 2
      group by merchant_id
    ), offer_counts as (
      select merchant_id, count(*) as listed,
        count(*) filter (where availability = 'in_stock') as in_stock,
        count(*) filter (where delivery_cost is not null) as delivery_stated
      from listed group by merchant_id
    ), imports as (
      select merchant_slug, max(finished_at) as last_import_at
      from feed_imports where status = 'applied' group by merchant_slug
    )
    select m.id as "merchantId", m.verified,
      coalesce(compared.compared, 0)::int as "comparedProducts",
      coalesce(compared.cheapest, 0)::int as "cheapestProducts",
      coalesce(offer_counts.listed, 0)::int as "listedOffers",
      coalesce(offer_counts.in_stock, 0)::int as "inStockOffers",
      coalesce(offer_counts.delivery_stated, 0)::int as "deliveryStatedOffers",
      imports.last_import_at as "lastImportAt"
    from merchants m
    left join compared on compared.merchant_id = m.id
    left join offer_counts on offer_counts.merchant_id = m.id
    left join imports on imports.merchant_slug = m.slug
    where ${chosen}`,
    ratingRow,
  );
  return new Map(rows.map(({ merchantId, ...counts }) => [merchantId, counts]));
}

/**
 * Ratings of the given merchants (all when undefined) at `now`: the freshness is measured here, on the web
 * server's clock, so figures read long ago still say how old each merchant's last import is now.
 */
function rateAt(
  counts: Map<number, RatingCounts>,
  now: number,
  merchantIds?: readonly number[],
): Map<number, MerchantRatings> {
  const ids = merchantIds ?? [...counts.keys()];
  return new Map(
    ids.flatMap((id) => {
      const c = counts.get(id);
      if (!c) return [];
      const lastImportAgeSeconds =
        c.lastImportAt === null ? null : Math.floor((now - Date.parse(c.lastImportAt)) / 1000);
      return [[id, rateMerchant({ ...c, lastImportAgeSeconds })] as const];
    }),
  );
}

/**
 * The least time between two readings for the pages. The figures are market-wide (every offer of every visible
 * product: ~3.5 ms of PostgreSQL on the demo catalogue, ~750 ms at 100,000 products), so while an import keeps
 * moving the catalogue version they are read at most once a second per process, as before decision 029.
 */
export const RECENT_RATINGS_MS = 1000;

const recent = new WeakMap<Db, { version: number; readAt: number; reading: Promise<Map<number, RatingCounts>> }>();

/**
 * listMerchantRatings for the pages (decision 029): one reading per catalogue version (migration 0020 makes every
 * table the figures read move it), so between imports the pages never read them again; while the version moves,
 * at most one reading per RECENT_RATINGS_MS per process and database. Concurrent views share one reading and a
 * failed reading is not kept. The reading is labelled with the version seen before it started, so a change
 * committed while it ran is read again. The tests of the figures read afresh with listMerchantRatings.
 */
export async function listRecentMerchantRatings(
  db: Db,
  merchantIds?: readonly number[],
): Promise<Map<number, MerchantRatings>> {
  const version = await catalogueVersionOf(db).current();
  const now = Date.now();
  let entry = recent.get(db);
  if (!entry || (entry.version !== version && now - entry.readAt >= RECENT_RATINGS_MS)) {
    const reading = readRatingCounts(db);
    entry = { version, readAt: now, reading };
    recent.set(db, entry);
    reading.catch(() => {
      if (recent.get(db)?.reading === reading) recent.delete(db);
    });
  }
  return rateAt(await entry.reading, Date.now(), merchantIds);
}
