import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { queryCheckedRows, countColumn } from "../db/query-rows.server.ts";
import type { ListingSort } from "../../shared/listing-params.ts";
import type { ProductListing } from "../../shared/product-summary.ts";
import { priceSummaryColumns } from "./offer-pricing.server.ts";
import { listingOrder, orderBy, summaryScopeConditions } from "./listing-order.server.ts";
import { listingPageRows } from "./listing-page-rows.server.ts";
import {
  cardColumnsSql,
  productSummaryRow,
  type ProductSummaryRow,
  toProductSummary,
} from "./product-summary.server.ts";
import {
  offerScopeConditions,
  productConditions,
  requiresScopedOffer,
  type ListingFilters,
} from "./listing-conditions.server.ts";

// Built once: zod compiles a schema's parser on its first use, so a schema made per request (an inline
// `.extend()` or `z.object()`) paid that compilation on every listing (~3 % of a fresh render, issue 15).
const listingRow = productSummaryRow.extend({ total: countColumn });
const countRow = z.object({ total: countColumn });

export interface ProductListingQuery extends ListingFilters {
  sort: ListingSort;
  page: number;
  pageSize: number;
}

/**
 * One page of visible products with price statistics. Merchant, price and stock filters
 * scope the offers considered: the card's "From" price and merchant count then describe
 * exactly the offers the visitor asked for, and a product with none of them drops out.
 */
export async function listProducts(
  db: Db,
  query: ProductListingQuery,
  // Tests: `keptOrder: false` reads the order afresh with every offer summarised, as before decision 045.
  { keptOrder = true }: { keptOrder?: boolean } = {},
): Promise<ProductListing> {
  const pageSize = Math.max(1, Math.min(query.pageSize, 100));
  const page = Math.max(1, query.page);
  const offset = (page - 1) * pageSize;
  const sort = keptOrder ? keptOrderSort(query) : null;
  // The page's ids are cut from a kept order: the cards come from one named statement
  // (listing-page-rows.server.ts), the same rows in the same order as summarisedPage's and nameOrderedPage's.
  if (sort) {
    const kept = await listingOrder(db, { sort, categories: query.categories });
    const ids = Array.from(kept.subarray(Math.min(offset, kept.length), Math.min(offset + pageSize, kept.length)));
    const pageRows = await listingPageRows(db, ids, query.categories);
    return listing(pageRows, pageRows.length > 0 || page > 1 ? kept.length : 0, page, pageSize);
  }

  const offerScope = offerScopeConditions(query);
  // A category listing aggregates only its own products' offers (a quarter of the demo catalogue for timber),
  // not every offer in the catalogue, before the page is cut.
  const summaryScope = summaryScopeConditions(query);
  const where = await productConditions(db, query);
  const join = requiresScopedOffer(query) ? sql`join` : sql`left join`;

  // `page`: one page of rows with their price summaries, their position and the count of every match.
  const rows = await queryCheckedRows(
    db,
    sql`
    with ${
      pageFirst(query)
        ? nameOrderedPage(where, offerScope, pageSize, page)
        : summarisedPage(query, where, summaryScope, join, pageSize, page)
    }
    select ${cardColumnsSql("page", offerScope)},
      page.total::int as total
    from page join products on "products"."id" = page.id
    order by page.position`,
    listingRow,
  );

  // Past the last page the window count is lost with the rows; count separately so the
  // page can say how many products exist and link back.
  const total = rows[0] ? rows[0].total : page > 1 ? await countOnly(db, where, summaryScope, join) : 0;
  return listing(rows, total, page, pageSize);
}

function listing(rows: ProductSummaryRow[], total: number, page: number, pageSize: number): ProductListing {
  return {
    items: rows.map(toProductSummary),
    total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/**
 * The page's rows, their position and the count of every match, each row with its price summary (columns of
 * `page`). Two steps so the per-row extras (merchants' offers, image overrides) run for one page of rows only,
 * not for every match the window count sees. The price summary is materialised: inlined, the planner may
 * re-aggregate offers once per product when its estimates are off.
 */
function summarisedPage(
  query: ProductListingQuery,
  where: SQL,
  summaryScope: SQL,
  join: SQL,
  size: number,
  page: number,
): SQL {
  return sql`s as materialized (
      select o.product_id, ${priceSummaryColumns("o")}
      from offers o
      where ${summaryScope}
      group by o.product_id
    ),
    page as (
      select "products"."id" as id, s.lowest, s.highest, s.lowest_total, s.lowest_unit_price, s.merchant_count,
        s.in_stock_count, s.out_of_stock_count, row_number() over (order by ${orderBy(query.sort)}) as position,
        count(*) over () as total
      from products ${join} s on s.product_id = "products"."id"
      where ${where}
      order by position
      limit ${size} offset ${(page - 1) * size}
    )`;
}

/**
 * Sorted by name with no merchant, price or stock filter, neither the order, the conditions nor the count read a
 * price summary (every matching product is listed, priced or not): the page is cut from the products alone and
 * only its rows' offers are summarised. Same rows as summarisedPage(); on a 100k-product catalogue a category's
 * listing summarised ~100k offers per request before (issue 15). Unsearched, such a page is cut from the kept
 * name order instead (keptOrderSort); this reads a searched one.
 */
function pageFirst(query: ProductListingQuery): boolean {
  return query.sort === "name" && !requiresScopedOffer(query);
}

function nameOrderedPage(where: SQL, offerScope: SQL, size: number, page: number): SQL {
  // The page is read in name order from products_name_order_idx (migration 0024), stopping after `size` rows,
  // and the count is its own aggregate. A window count (count(*) over ()) needed every match sorted by name first:
  // on a 100k-product catalogue a category group's first page sorted ~33k rows per view (issue 15). The ORDER BY
  // must stay lower(name), id, exactly the index's columns, or PostgreSQL goes back to sorting every match.
  const offset = (page - 1) * size;
  return sql`ids as materialized (
      select q.id, ${offset}::bigint + row_number() over (order by q.name_key, q.id) as position, c.total
      from (${nameOrderedIdsSql(where, size, offset)}) q
      cross join (select count(*) as total from products where ${where}) c
    ),
    ${summariesOfIds(offerScope)}`;
}

/** One page of the matching products' ids in name order, read from the index as nameOrderedPage says. */
function nameOrderedIdsSql(where: SQL, size: number, offset: number): SQL {
  return sql`select "products"."id" as id, lower("products"."name") as name_key
    from products
    where ${where}
    order by ${orderBy("name")}
    limit ${size} offset ${offset}`;
}

/**
 * Unsearched and with no merchant, price or stock filter, whatever the sort: the listing's whole order is kept
 * per catalogue version (listing-order.server.ts), so the page's ids are cut from it and only their offers are
 * summarised. Same rows in the same order as summarisedPage() and nameOrderedPage() (listing-order.server.test.ts).
 * The visibility conditions are applied again, so a product hidden since the order was read never shows (the page
 * is one row short until the version is seen to move, ≤ CATALOGUE_VERSION_CHECK_MS).
 */
function keptOrderSort(query: ProductListingQuery): ListingSort | null {
  if (requiresScopedOffer(query) || query.text.trim() !== "") return null;
  return query.sort;
}

/** The price summaries (`s`) and the page (`page`) of the rows an `ids` CTE (id, position, total) names. */
function summariesOfIds(offerScope: SQL): SQL {
  return sql`s as materialized (
      select o.product_id, ${priceSummaryColumns("o")}
      from offers o
      where ${offerScope} and o.product_id in (select id from ids)
      group by o.product_id
    ),
    page as (
      select ids.id, s.lowest, s.highest, s.lowest_total, s.lowest_unit_price, s.merchant_count,
        s.in_stock_count, s.out_of_stock_count, ids.position, ids.total
      from ids left join s on s.product_id = ids.id
    )`;
}

async function countOnly(db: Db, where: SQL, summaryScope: SQL, join: SQL): Promise<number> {
  const [row] = await queryCheckedRows(
    db,
    sql`
    with s as materialized (
      select o.product_id, ${priceSummaryColumns("o")}
      from offers o where ${summaryScope} group by o.product_id
    )
    select count(*)::int as total
    from products ${join} s on s.product_id = "products"."id"
    where ${where}`,
    countRow,
  );
  return row?.total ?? 0;
}
