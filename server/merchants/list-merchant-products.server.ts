import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { queryCheckedRows, countColumn, numericColumn } from "../db/query-rows.server.ts";
import { CARD_MERCHANTS, type ProductAtMerchant } from "../../shared/product-summary.ts";
import { safeExternalUrl } from "../catalog/safe-url.server.ts";
import { priceAgeHours } from "../catalog/stale-offers.server.ts";
import { comparedOffer, isVisibleProduct, resolvedImageUrl } from "../catalog/visibility.server.ts";
import { offerPricing, priceSummaryColumns, unitLabelSql } from "../catalog/offer-pricing.server.ts";
import {
  lowestPriceCheckedSql,
  productSummaryRow,
  summaryDescriptionSql,
  summaryOffersSql,
  toProductSummary,
} from "../catalog/product-summary.server.ts";
import { matchesSearch, prepareSearchFilter } from "../search/search-filter.server.ts";
import { MERCHANT_PRODUCTS_PAGE_SIZE, type MerchantProductSort } from "../../shared/merchant-product-params.ts";

export interface MerchantProductPage {
  /** Every matching product, not just this page's. */
  total: number;
  items: ProductAtMerchant[];
}

export interface MerchantProductQuery {
  merchantId: number;
  /** Search text, matched by the search engine as on the product listings; blank lists everything. */
  q?: string;
  sort?: MerchantProductSort;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

/** The product's summary columns (its whole market), then this merchant's offer under "offer…" names. */
const Row = productSummaryRow.extend({
  total: countColumn,
  offerId: countColumn,
  offerPrice: numericColumn,
  offerSalePrice: numericColumn.nullable(),
  offerEffectivePrice: numericColumn,
  offerAvailable: z.boolean(),
  offerAvailability: z.string(),
  offerUnitPrice: numericColumn.nullable(),
  offerLastChecked: z.union([z.date(), z.string()]).transform((d) => new Date(d).toISOString()),
  offerUrl: z.string(),
  isCheapest: z.boolean().nullable(),
});

const ORDER: Record<MerchantProductSort, SQL> = {
  name: sql`lower(products.name), products.name, products.id`,
  price_asc: sql`mine.effective_price, lower(products.name), products.id`,
  price_desc: sql`mine.effective_price desc, lower(products.name), products.id`,
};

/**
 * A merchant's visible products with its own prices and the market's lowest, one page at a time.
 * One query: the count comes from the same filtered set, and an out-of-range page still returns it.
 */
export async function listMerchantProducts(db: Db, query: MerchantProductQuery): Promise<MerchantProductPage> {
  const p = offerPricing("o");
  const p2 = offerPricing("o2");
  const pageSize = Math.max(1, Math.min(query.pageSize ?? MERCHANT_PRODUCTS_PAGE_SIZE, 100));
  const page = Math.max(1, Math.trunc(query.page ?? 1));
  const search = await prepareSearchFilter(db, query.q ?? "");

  // Only the page's rows (first 'lateral') look up the other merchants' offers (second 'lateral').
  const rows = await queryCheckedRows(
    db,
    sql`
    with mine as (
      select distinct on (o.product_id) o.product_id, o.id as offer_id, o.price,
        case when ${p.saleRunning} then o.sale_price end as sale_price, ${p.running} as effective_price,
        ${p.comparable} as comparable, o.available, o.availability, round(${p.unitPrice}, 4) as unit_price,
        ${unitLabelSql(sql`products.measure_unit`)} as unit_label, o.last_checked, o.url
      from offers o
      join products on products.id = o.product_id
      where o.merchant_id = ${query.merchantId} and ${comparedOffer("o")}
        and ${isVisibleProduct()} and ${matchesSearch(search, sql`products.id`)}
      order by o.product_id, o.available desc, ${p.comparable}, o.id
    ), counted as (
      select count(*)::int as total from mine
    )
    select counted.total, pg.* from counted
    left join lateral (
      select paged.product_id as id, products.name,
        ${summaryDescriptionSql(sql`products.description`)} as description, products.category,
        ${resolvedImageUrl()} as "imageUrl", market.lowest::float8 as "lowestPrice",
        market.highest::float8 as "highestPrice", market.lowest_total::float8 as "lowestTotal",
        market.lowest_unit_price::float8 as "lowestUnitPrice", paged.unit_label as "unitLabel",
        market.merchant_count as "merchantCount", market.in_stock_count as "inStockMerchantCount",
        market.out_of_stock_count as "outOfStockMerchantCount",
        ${summaryOffersSql(sql`paged.product_id`, { limit: CARD_MERCHANTS })} as offers,
        ${lowestPriceCheckedSql(sql`paged.product_id`)} as "lowestPriceChecked",
        paged.offer_id as "offerId", paged.price::float8 as "offerPrice", paged.sale_price::float8 as "offerSalePrice",
        paged.effective_price::float8 as "offerEffectivePrice", paged.available as "offerAvailable",
        paged.availability as "offerAvailability", paged.unit_price::float8 as "offerUnitPrice",
        paged.last_checked as "offerLastChecked", paged.url as "offerUrl", paged.position,
        (paged.available and paged.comparable <= market.lowest_comparable) as "isCheapest"
      from (
        select mine.*, row_number() over (order by ${ORDER[query.sort ?? "name"]}) as position
        from mine
        join products on products.id = mine.product_id
        order by position
        limit ${pageSize} offset ${(page - 1) * pageSize}
      ) paged
      join products on products.id = paged.product_id
      cross join lateral (
        select ${priceSummaryColumns("o2")},
          min(${p2.comparable}) filter (where o2.availability = 'in_stock') as lowest_comparable
        from offers o2 where o2.product_id = paged.product_id and ${comparedOffer("o2")}
      ) market
    ) pg on true
    order by pg.position`,
    // With no product on this page the one row has only the count.
    z.union([Row, z.object({ total: countColumn, id: z.null() })]),
  );

  const total = rows[0]?.total ?? 0;
  const items = rows.flatMap((r): ProductAtMerchant[] => {
    if (r.id === null) return [];
    const product = toProductSummary(r);
    return [
      {
        product,
        offer: {
          offerId: r.offerId,
          price: r.offerPrice,
          salePrice: r.offerSalePrice,
          effectivePrice: r.offerEffectivePrice,
          available: r.offerAvailable,
          availability: r.offerAvailability,
          unitPrice: r.offerUnitPrice,
          lastChecked: r.offerLastChecked,
          priceAgeHours: priceAgeHours(r.offerLastChecked),
          url: safeExternalUrl(r.offerUrl),
          isCheapest: product.merchantCount >= 2 && r.isCheapest === true,
        },
      },
    ];
  });
  return { total, items };
}
