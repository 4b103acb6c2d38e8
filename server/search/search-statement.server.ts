import { sql, type SQL } from "drizzle-orm";
import { resolvedImageUrl } from "../catalog/visibility.server.ts";
import { outOfStockCountSql, summaryDescriptionSql, summaryOffersSql } from "../catalog/product-summary.server.ts";

/**
 * One page of search results in the columns of server/catalog/product-summary.server.ts, in the order the
 * engine ranked them (memory-index/order-matches.ts), with their merchants' prices read now: the index orders
 * by prices, the page shows PostgreSQL's. `score` is the relevance in hundredths.
 */
export function searchPageStatement(page: ReadonlyArray<{ productId: number; score: number }>): SQL {
  const ids = sql`array[${sql.join(
    page.map((p) => sql`${p.productId}`),
    sql`, `,
  )}]::int[]`;
  const scores = sql`array[${sql.join(
    page.map((p) => sql`${p.score / 100}`),
    sql`, `,
  )}]::float8[]`;
  return sql`
    select page.position, page.product_id as id, "products"."name" as name,
      ${summaryDescriptionSql(sql`"products"."description"`)} as description,
      d.category, ${resolvedImageUrl()} as "imageUrl",
      d.lowest_price::float8 as "lowestPrice", d.highest_price::float8 as "highestPrice",
      d.lowest_total::float8 as "lowestTotal", d.lowest_unit_price::float8 as "lowestUnitPrice",
      d.unit_label as "unitLabel", d.merchant_count as "merchantCount",
      d.in_stock_count as "inStockMerchantCount",
      ${outOfStockCountSql(sql`page.product_id`)} as "outOfStockMerchantCount", page.score,
      ${summaryOffersSql(sql`page.product_id`)} as offers
    from unnest(${ids}, ${scores}) with ordinality as page(product_id, score, position)
    join search_documents d on d.product_id = page.product_id
    join products on "products"."id" = page.product_id
    order by page.position`;
}
