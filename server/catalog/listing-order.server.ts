import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { numericColumn, queryCheckedRows } from "../db/query-rows.server.ts";
import type { CategorySlug } from "../../shared/categories.ts";
import type { ListingSort } from "../../shared/listing-params.ts";
import { nextSaleChangeMsSql, priceSummaryColumns, unitLabelSql } from "./offer-pricing.server.ts";
import {
  offerScopeConditions,
  productConditions,
  NO_LISTING_FILTERS,
  type ListingFilters,
} from "./listing-conditions.server.ts";
import { perCatalogueVersionUntil, type Lasting } from "./per-catalogue-version.server.ts";

/** An unsearched, unfiltered listing of some categories (none: every category) in one order. */
export interface ListingOrderKey {
  sort: ListingSort;
  categories: readonly CategorySlug[];
}

/** A listing's ORDER BY over "products" joined to the price summary `s`; ties end on the product id. */
export function orderBy(sort: ListingSort): SQL {
  const byName = sql`lower("products"."name"), "products"."id"`;
  switch (sort) {
    case "price_asc":
      return sql`s.lowest asc nulls last, ${byName}`;
    case "price_desc":
      return sql`s.lowest desc nulls last, ${byName}`;
    case "delivered_asc":
      return sql`s.lowest_total asc nulls last, ${byName}`;
    // Unit prices only compare within one unit: grouped by unit basis, cheapest first in each.
    case "unit_asc":
      return sql`${unitLabelSql(sql`"products"."measure_unit"`)} asc nulls last, s.lowest_unit_price asc nulls last, ${byName}`;
    case "merchants":
      return sql`coalesce(s.merchant_count, 0) desc, s.lowest asc nulls last, ${byName}`;
    case "name":
      return byName;
  }
}

/** Offers (alias `o`) of products in these categories only. */
export function inCategories(categories: readonly string[]): SQL {
  return sql`o.product_id in (select c.id from products c where c.category in (${sql.join(
    categories.map((c) => sql`${c}`),
    sql`, `,
  )}))`;
}

/** The offers a listing's price summaries are built from: those in scope, of the chosen categories only. */
export function summaryScopeConditions(filters: ListingFilters): SQL {
  const offerScope = offerScopeConditions(filters);
  return filters.categories.length > 0 ? sql`${offerScope} and ${inCategories(filters.categories)}` : offerScope;
}

const orderRow = z.object({ ids: z.string().nullable(), lastsMs: numericColumn.nullable() });

/**
 * Every visible product of the listing, in its order, with how long that order lasts. One statement, so the
 * order and the next sale change are read at the same now(). The ids travel as one text ("3,1,2"): one row to
 * parse instead of one per product, and both drivers read text the same way. The name order reads no offer and
 * no clock: it lasts until the catalogue changes.
 */
async function readListingOrder(db: Db, key: ListingOrderKey): Promise<Lasting<Int32Array>> {
  const filters: ListingFilters = { ...NO_LISTING_FILTERS, categories: key.categories };
  const where = await productConditions(db, filters);
  const [row] = await queryCheckedRows(
    db,
    key.sort === "name"
      ? sql`
    select string_agg("products"."id"::text, ',' order by ${orderBy("name")}) as ids, null as "lastsMs"
    from products
    where ${where}`
      : sql`
    with s as materialized (
      select o.product_id, ${priceSummaryColumns("o")}
      from offers o
      where ${summaryScopeConditions(filters)}
      group by o.product_id
    )
    select string_agg("products"."id"::text, ',' order by ${orderBy(key.sort)}) as ids,
      ${nextSaleChangeMsSql()} as "lastsMs"
    from products left join s on s.product_id = "products"."id"
    where ${where}`,
    orderRow,
  );
  const ids = row?.ids ? Int32Array.from(row.ids.split(","), Number) : new Int32Array(0);
  return { value: ids, lastsMs: row?.lastsMs ?? Infinity };
}

/**
 * The order of an unsearched listing with no merchant, price or stock filter, kept per catalogue version until
 * the next sale window opens or closes (perCatalogueVersionUntil). Such a listing's order needs every offer of
 * its categories summarised (~300k offers, 1.5–2.5 s of PostgreSQL at 100k products for /products and the home
 * page, issue 15); with the order kept, a view summarises its own page's offers only. The order is exactly the
 * summarised page's (same summary, same ORDER BY, ties ending on the id), read as fresh as the page cache's key.
 * The name order is kept too, so a name-sorted page (every category page's default) is one statement, its cards,
 * instead of two (its ids from the name index, then its cards; issue 15).
 * Keys: the six sorts × the category sets the listings name (one per category and group, and all), at most one
 * id per visible product each.
 */
export const listingOrder: (db: Db, key: ListingOrderKey) => Promise<Int32Array> = perCatalogueVersionUntil(
  readListingOrder,
  (key) => `${key.sort}|${[...key.categories].sort().join(",")}`,
);
