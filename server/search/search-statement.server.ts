import { sql, type SQL } from "drizzle-orm";
import type { SearchSort } from "../../shared/search-params.ts";
import { resolvedImageUrl } from "../catalog/visibility.server.ts";
import { outOfStockCountSql, summaryDescriptionSql, summaryOffersSql } from "../catalog/product-summary.server.ts";
import type { PreparedSearch } from "./prepare-search.server.ts";
import { documentConditions, documentScore } from "./match-documents.server.ts";

export interface StatementOptions {
  sort: SearchSort;
  category: string | null;
  limit: number;
  offset: number;
  /** Use the relaxed query (a term may be missing), full matches ranked first. */
  relaxed?: boolean;
}

/**
 * One statement: the matching products with their scores (read from search_documents alone,
 * so no offer is aggregated at query time), the category counts, the total, and one page of
 * rows in the columns of server/catalog/product-summary.server.ts, with their merchants' prices. Match
 * and score are the engine's (match-documents.server.ts), sizes ranking; ties go to products in stock,
 * then to those more merchants sell. Cost grows with the number of matches (every one is scored), which
 * is why answers are cached (cached-search.server.ts).
 */
export function searchStatement(prepared: PreparedSearch, options: StatementOptions): SQL {
  const match = documentConditions(prepared, { relaxed: options.relaxed, sizes: "rank" });
  const score = documentScore(prepared, { relaxed: options.relaxed });
  const categoryFilter = options.category ? sql`where f.category = ${options.category}` : sql``;
  // The total is the chosen category's facet (or all of them): one pass over the matches counts both.
  const totalFilter = options.category ? sql`filter (where x.category = ${options.category})` : sql``;

  return sql`
    with cand as materialized (
      select d.product_id, d.category, d.lowest_price, d.highest_price, d.lowest_total, d.lowest_unit_price,
        d.unit_label, d.merchant_count, d.in_stock_count,
        ${score} as score
      from search_documents d
      where ${sql.join(match, sql` and `)} and d.visible
    ),
    page as (
      select f.product_id, f.category, f.lowest_price, f.highest_price, f.lowest_total, f.lowest_unit_price,
        f.unit_label, f.merchant_count, f.in_stock_count, f.score,
        row_number() over (order by ${orderBy(options.sort)}) as position
      from (
        select * from cand f ${categoryFilter}
        order by ${orderBy(options.sort)}
        limit ${options.limit} offset ${options.offset}
      ) f
    ),
    stats as (
      select coalesce(sum(x.n) ${totalFilter}, 0)::int as total,
        json_agg(json_build_object('category', x.category, 'count', x.n) order by x.n desc, x.category) as facets
      from (select category, count(*)::int as n from cand group by category) x
    )
    select stats.total, stats.facets, r.*
    from stats
    left join (
      select page.position, page.product_id as id, "products"."name" as name,
        ${summaryDescriptionSql(sql`"products"."description"`)} as description,
        page.category, ${resolvedImageUrl()} as "imageUrl",
        page.lowest_price::float8 as "lowestPrice", page.highest_price::float8 as "highestPrice",
        page.lowest_total::float8 as "lowestTotal", page.lowest_unit_price::float8 as "lowestUnitPrice",
        page.unit_label as "unitLabel", page.merchant_count as "merchantCount",
        page.in_stock_count as "inStockMerchantCount",
        ${outOfStockCountSql(sql`page.product_id`)} as "outOfStockMerchantCount", page.score,
        ${summaryOffersSql(sql`page.product_id`)} as offers
      from page join products on "products"."id" = page.product_id
    ) r on true
    order by r.position`;
}

function orderBy(sort: SearchSort): SQL {
  const tieBreak = sql`(f.in_stock_count > 0) desc, f.merchant_count desc, f.lowest_price asc nulls last, f.product_id`;
  switch (sort) {
    case "relevance":
      return sql`f.score desc, ${tieBreak}`;
    // A product without prices sorts as if its price were infinite.
    case "price_asc":
      return sql`f.lowest_price asc nulls last, f.score desc, f.product_id`;
    case "price_desc":
      return sql`f.lowest_price desc nulls first, f.score desc, f.product_id`;
    case "delivered_asc":
      return sql`f.lowest_total asc nulls last, f.score desc, f.product_id`;
    // Unit prices only compare within one unit: products are grouped by their unit basis, cheapest first in each.
    case "unit_asc":
      return sql`f.unit_label asc nulls last, f.lowest_unit_price asc nulls last, f.score desc, f.product_id`;
    case "merchants":
      return sql`f.merchant_count desc, f.score desc, ${tieBreak}`;
  }
}
