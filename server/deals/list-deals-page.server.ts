import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryCheckedRows } from "../db/query-rows.server.ts";
import { comparedOffer, resolvedImageUrl } from "../catalog/visibility.server.ts";
import { priceSummaryColumns, unitLabelSql } from "../catalog/offer-pricing.server.ts";
import {
  lowestPriceCheckedSql,
  productSummaryRow,
  summaryDescriptionSql,
  summaryOffersSql,
  toProductSummary,
} from "../catalog/product-summary.server.ts";
import { categoryLabel } from "../../shared/categories.ts";
import { CARD_MERCHANTS, type ProductSummary } from "../../shared/product-summary.ts";
import { DEALS_PAGE_SIZE, type Deal, type DealCategory, type DealsPage } from "../../shared/deals.ts";
import { findDeals } from "./find-deals.server.ts";

/**
 * One page of /deals: the deals of a category (or all), biggest percentage drop first, each with the product
 * as every card shows it, and how many deals each category has today so the filter only offers real choices.
 */
export async function listDealsPage(
  db: Db,
  query: { category?: string; page: number },
  now: Date = new Date(),
): Promise<DealsPage> {
  const all = await findDeals(db, now);
  const counts = new Map<string, number>();
  for (const deal of all) counts.set(deal.category, (counts.get(deal.category) ?? 0) + 1);
  const categories: DealCategory[] = [...counts]
    .map(([slug, count]) => ({ slug, label: categoryLabel(slug), count }))
    .sort((a, b) => a.label.localeCompare(b.label));

  const matching = query.category === undefined ? all : all.filter((d) => d.category === query.category);
  const pageCount = Math.max(1, Math.ceil(matching.length / DEALS_PAGE_SIZE));
  const page = Math.max(1, Math.trunc(query.page));
  const slice = matching.slice((page - 1) * DEALS_PAGE_SIZE, page * DEALS_PAGE_SIZE);
  const summaries = await loadSummaries(
    db,
    slice.map((d) => d.productId),
  );

  const deals = slice.flatMap((figures): Deal[] => {
    const product = summaries.get(figures.productId);
    // Hidden between the two reads: left out rather than drawn half.
    if (!product) return [];
    const { productId: _id, name: _name, category: _category, ...rest } = figures;
    return [{ product, ...rest }];
  });
  return { deals, total: matching.length, allTotal: all.length, categories, page, pageCount };
}

async function loadSummaries(db: Db, ids: readonly number[]): Promise<Map<number, ProductSummary>> {
  if (ids.length === 0) return new Map();
  const list = `{${ids.join(",")}}`;
  const rows = await queryCheckedRows(
    db,
    sql`
    select "products"."id" as id, "products"."name" as name,
      ${summaryDescriptionSql(sql`"products"."description"`)} as description,
      "products"."category" as category, ${resolvedImageUrl()} as "imageUrl",
      s.lowest::float8 as "lowestPrice", s.highest::float8 as "highestPrice",
      s.lowest_total::float8 as "lowestTotal", s.lowest_unit_price::float8 as "lowestUnitPrice",
      ${unitLabelSql(sql`"products"."measure_unit"`)} as "unitLabel",
      s.merchant_count as "merchantCount", s.in_stock_count as "inStockMerchantCount",
      s.out_of_stock_count as "outOfStockMerchantCount",
      ${summaryOffersSql(sql`"products"."id"`, { limit: CARD_MERCHANTS })} as offers,
      ${lowestPriceCheckedSql(sql`"products"."id"`)} as "lowestPriceChecked"
    from products
    cross join lateral (
      select ${priceSummaryColumns("o")} from offers o
      where o.product_id = "products"."id" and ${comparedOffer("o")}
    ) s
    where "products"."id" = any(${list}::int[])`,
    productSummaryRow,
  );
  return new Map(rows.map((row) => [row.id, toProductSummary(row)]));
}
