import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { numericColumn } from "../db/query-rows.server.ts";
import { namedStatement } from "../db/named-statement.server.ts";
import { resolvedImageUrl } from "../catalog/visibility.server.ts";
import {
  lowestPriceCheckedByProductSql,
  outOfStockCountsSql,
  productSummaryRow,
  summaryDescriptionSql,
  summaryOffersByProductSql,
  toProductSummary,
} from "../catalog/product-summary.server.ts";
import type { ProductSummary } from "../../shared/product-summary.ts";

/**
 * One page of search results in the columns of server/catalog/product-summary.server.ts, in the order the
 * engine ranked them (memory-index/order-matches.ts), with their merchants' prices read now: the index orders
 * by prices, the page shows PostgreSQL's. `score` is the relevance in hundredths. Every row also carries the
 * catalogue version read in the same snapshot (migration 0010), so the caller knows whether the index it ranked
 * on was current for the rows it shows without a round trip of its own.
 * The ids and scores go as two text parameters, so the statement's text is the same for every page and
 * PostgreSQL can keep its plan (readSearchPage). Scores go as JavaScript prints them, exactly as a number
 * parameter would.
 */
export function searchPageStatement(page: ReadonlyArray<{ productId: number; score: number }>): SQL {
  const { ids, scores } = pageParameters(page);
  return pageStatement(sql`${ids}`, sql`${scores}`);
}

/** The two text parameters of a page: its product ids and their scores, comma-separated. */
function pageParameters(page: ReadonlyArray<{ productId: number; score: number }>) {
  return { ids: page.map((p) => p.productId).join(","), scores: page.map((p) => p.score / 100).join(",") };
}

function pageStatement(ids: SQL, scores: SQL): SQL {
  const pageIds = sql`string_to_array(${ids}, ',')::int[]`;
  return sql`
    select page.position, page.product_id as id, "products"."name" as name,
      ${summaryDescriptionSql(sql`"products"."description"`)} as description,
      d.category, ${resolvedImageUrl()} as "imageUrl",
      d.lowest_price::float8 as "lowestPrice", d.highest_price::float8 as "highestPrice",
      d.lowest_total::float8 as "lowestTotal", d.lowest_unit_price::float8 as "lowestUnitPrice",
      d.unit_label as "unitLabel", d.merchant_count as "merchantCount",
      d.in_stock_count as "inStockMerchantCount",
      coalesce(out_of_stock.count, 0) as "outOfStockMerchantCount", page.score, summary_offers.offers,
      lowest_checked.checked as "lowestPriceChecked",
      (select v.version::text from catalogue_version v where v.id = 1) as "catalogueVersion"
    from unnest(${pageIds}, string_to_array(${scores}, ',')::float8[])
      with ordinality as page(product_id, score, position)
    join search_documents d on d.product_id = page.product_id
    join products on "products"."id" = page.product_id
    left join ${summaryOffersByProductSql(pageIds)} summary_offers on summary_offers.product_id = page.product_id
    left join ${outOfStockCountsSql(pageIds)} out_of_stock on out_of_stock.product_id = page.product_id
    left join ${lowestPriceCheckedByProductSql(pageIds)} lowest_checked on lowest_checked.product_id = page.product_id
    order by page.position`;
}

const SearchPageRow = productSummaryRow.extend({ catalogueVersion: numericColumn });

/** A page's products and the catalogue version they were read at. */
export interface SearchPage {
  results: ProductSummary[];
  /** Null when no row came back (every product of the page gone since it was ranked). */
  version: number | null;
}

/**
 * Built once with placeholders for the page's ids and scores: every search fills in the same text, so
 * PostgreSQL parses and plans it once per connection (server/db/named-statement.server.ts).
 */
const readPageRows = namedStatement(
  "search_page",
  pageStatement(sql`${sql.placeholder("ids")}`, sql`${sql.placeholder("scores")}`),
  SearchPageRow,
);

/** Reads a ranked page; PGlite runs it as an ordinary statement. */
export async function readSearchPage(
  db: Db,
  page: ReadonlyArray<{ productId: number; score: number }>,
): Promise<SearchPage> {
  const rows = await readPageRows(db, pageParameters(page));
  return { results: rows.map(toProductSummary), version: rows[0]?.catalogueVersion ?? null };
}
