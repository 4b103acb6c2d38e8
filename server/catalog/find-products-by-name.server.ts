import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryCheckedRows } from "../db/query-rows.server.ts";
import { CARD_MERCHANTS, type ProductSummary } from "../../shared/product-summary.ts";
import { isVisibleProduct, resolvedImageUrl } from "./visibility.server.ts";
import { priceSummary, unitLabelSql } from "./offer-pricing.server.ts";
import {
  productSummaryRow,
  summaryDescriptionSql,
  summaryOffersSql,
  toProductSummary,
} from "./product-summary.server.ts";

/** Bounds the SQL a visitor's text can produce: a sentence pasted into the box still makes a small query. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 50;

/** The distinct whitespace-separated words of a query, lower-cased; empty when there is nothing to match. */
export function searchWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * True when every word appears somewhere in the product's name, case-insensitively.
 * `position()` rather than ILIKE so %, _ and \ in the visitor's text are matched literally.
 * Expects the outer query to select from "products" unaliased.
 */
export function nameContainsAllWords(words: string[]): SQL {
  if (words.length === 0) return sql`true`;
  return sql.join(
    words.map((w) => sql`position(lower(${w}) in lower("products"."name")) > 0`),
    sql` and `,
  );
}

/**
 * Visible products whose name contains every word of the query (the /compare search), best
 * name match first (exact, prefix, whole phrase, scattered words), then the most widely stocked.
 */
export async function findProductsByName(db: Db, text: string, limit = 20): Promise<ProductSummary[]> {
  const words = searchWords(text);
  if (words.length === 0) return [];
  const phrase = words.join(" ");
  const s = priceSummary("o");

  const rows = await queryCheckedRows(
    db,
    sql`
    select products.id, products.name, ${summaryDescriptionSql(sql`products.description`)} as description,
      products.category, ${resolvedImageUrl()} as "imageUrl",
      (${s.lowest})::float8 as "lowestPrice", (${s.highest})::float8 as "highestPrice",
      (${s.lowestTotal})::float8 as "lowestTotal", (${s.lowestUnitPrice})::float8 as "lowestUnitPrice",
      ${unitLabelSql(sql`products.measure_unit`)} as "unitLabel", ${s.merchantCount} as "merchantCount",
      ${s.inStockCount} as "inStockMerchantCount", ${s.outOfStockCount} as "outOfStockMerchantCount",
      ${summaryOffersSql(sql`products.id`, { limit: CARD_MERCHANTS })} as offers
    from products
    left join offers o on o.product_id = products.id and o.availability <> 'not_in_feed'
    where ${isVisibleProduct()} and ${nameContainsAllWords(words)}
    group by products.id
    order by
      case
        when lower(products.name) = lower(${phrase}) then 0
        when position(lower(${phrase}) in lower(products.name)) = 1 then 1
        when position(lower(${phrase}) in lower(products.name)) > 0 then 2
        else 3
      end,
      "merchantCount" desc, length(products.name), products.name, products.id
    limit ${Math.max(1, Math.min(Math.trunc(limit), 50))}`,
    productSummaryRow,
  );

  return rows.map(toProductSummary);
}
