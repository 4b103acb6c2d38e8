import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryCheckedRows } from "../db/query-rows.server.ts";
import { CARD_MERCHANTS, type ProductSummary } from "../../shared/product-summary.ts";
import { comparedOffer, isVisibleProduct, resolvedImageUrl } from "./visibility.server.ts";
import { priceSummary, unitLabelSql } from "./offer-pricing.server.ts";
import {
  lowestPriceCheckedSql,
  productSummaryRow,
  summaryDescriptionSql,
  summaryOffersSql,
  toProductSummary,
} from "./product-summary.server.ts";
import { prepareSearchFilter, scoredMatches } from "../search/search-filter.server.ts";

/**
 * Visible products the search engine finds for the text (the /compare search: typos corrected,
 * synonyms and sizes as on /search), best match first by the engine's relevance, then the most
 * widely stocked.
 */
export async function findProductsByName(db: Db, text: string, limit = 20): Promise<ProductSummary[]> {
  const search = await prepareSearchFilter(db, text);
  if (!search || search.productIds.length === 0) return [];
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
      ${summaryOffersSql(sql`products.id`, { limit: CARD_MERCHANTS })} as offers,
      ${lowestPriceCheckedSql(sql`products.id`)} as "lowestPriceChecked"
    from products
    join ${scoredMatches(search)} m on m.product_id = products.id
    left join offers o on o.product_id = products.id and ${comparedOffer("o")}
    where ${isVisibleProduct()}
    group by products.id, m.score
    order by m.score desc, "merchantCount" desc, length(products.name), products.name, products.id
    limit ${Math.max(1, Math.min(Math.trunc(limit), 50))}`,
    productSummaryRow,
  );

  return rows.map(toProductSummary);
}
