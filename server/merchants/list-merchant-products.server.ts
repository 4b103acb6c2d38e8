import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { safeExternalUrl, safeImageUrl } from "../catalog/safe-url.server.ts";
import { isVisibleProduct, resolvedImageUrl } from "../catalog/visibility.server.ts";
import { offerPricing, unitLabelSql } from "../catalog/offer-pricing.server.ts";
import { matchesSearch, prepareSearchFilter } from "../search/search-filter.server.ts";
import { MERCHANT_PRODUCTS_PAGE_SIZE, type MerchantProductSort } from "../../shared/merchant-product-params.ts";

export interface MerchantProduct {
  productId: number;
  name: string;
  imageUrl: string | null;
  /** The merchant's offer shown: its cheapest when it lists the product more than once. */
  offerId: number;
  price: number;
  salePrice: number | null;
  /** What the visitor pays here for the item: the sale price while it runs. */
  effectivePrice: number;
  available: boolean;
  availability: string;
  unitPrice: number | null;
  unitLabel: string | null;
  lastChecked: string;
  url: string | null;
  /** Lowest item price of an offer that can be ordered now across every merchant, this one included; null when none. */
  lowestPrice: number | null;
  merchantCount: number;
  /**
   * This merchant's offer is in stock with the lowest delivered price of the in-stock offers (ties
   * included), and at least one other merchant lists the product.
   */
  isCheapest: boolean;
}

export interface MerchantProductPage {
  /** Every matching product, not just this page's. */
  total: number;
  items: MerchantProduct[];
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

interface Row {
  total: number;
  productId: number | null;
  name: string;
  imageUrl: string | null;
  offerId: number;
  price: number | string;
  salePrice: number | string | null;
  effectivePrice: number | string;
  available: boolean;
  availability: string;
  unitPrice: number | string | null;
  unitLabel: string | null;
  lastChecked: Date | string;
  url: string;
  lowestPrice: number | string | null;
  merchantCount: number;
  isCheapest: boolean | null;
}

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

  const rows = await queryRows<Row>(
    db,
    sql`
    with mine as (
      select distinct on (o.product_id) o.product_id, o.id as offer_id, o.price,
        case when ${p.saleRunning} then o.sale_price end as sale_price, ${p.running} as effective_price,
        ${p.comparable} as comparable, o.available, o.availability, round(${p.unitPrice}, 4) as unit_price,
        ${unitLabelSql(sql`products.measure_unit`)} as unit_label, o.last_checked, o.url
      from offers o
      join products on products.id = o.product_id
      where o.merchant_id = ${query.merchantId} and o.availability <> 'not_in_feed'
        and ${isVisibleProduct()} and ${matchesSearch(search, sql`products.id`)}
      order by o.product_id, o.available desc, ${p.comparable}, o.id
    ), counted as (
      select count(*)::int as total from mine
    )
    select counted.total, pg.* from counted
    left join lateral (
      select paged.product_id as "productId", products.name, ${resolvedImageUrl()} as "imageUrl",
        paged.offer_id as "offerId", paged.price::float8 as price, paged.sale_price::float8 as "salePrice",
        paged.effective_price::float8 as "effectivePrice", paged.available, paged.availability,
        paged.unit_price::float8 as "unitPrice", paged.unit_label as "unitLabel", paged.last_checked as "lastChecked",
        paged.url, market.lowest::float8 as "lowestPrice", market.merchants as "merchantCount", paged.position,
        (paged.available and paged.comparable <= market.lowest_comparable) as "isCheapest"
      from (
        select mine.*, row_number() over (order by ${ORDER[query.sort ?? "name"]}) as position
        from mine
        join products on products.id = mine.product_id
        order by position
        limit ${pageSize} offset ${(page - 1) * pageSize}
      ) paged
      join products on products.id = paged.product_id
      -- Only the page's rows look up the other merchants' prices.
      cross join lateral (
        select min(${p2.running}) filter (where ${p2.setsPrice}) as lowest,
          min(${p2.comparable}) filter (where o2.availability = 'in_stock') as lowest_comparable,
          count(distinct o2.merchant_id)::int as merchants
        from offers o2 where o2.product_id = paged.product_id and o2.availability <> 'not_in_feed'
      ) market
    ) pg on true
    order by pg.position`,
  );

  const total = Number(rows[0]?.total ?? 0);
  const items = rows
    .filter((r) => r.productId !== null)
    .map((r): MerchantProduct => {
      const effectivePrice = Number(r.effectivePrice);
      const lowestPrice = r.lowestPrice === null ? null : Number(r.lowestPrice);
      const merchantCount = Number(r.merchantCount);
      return {
        productId: Number(r.productId),
        name: r.name,
        imageUrl: safeImageUrl(r.imageUrl),
        offerId: Number(r.offerId),
        price: Number(r.price),
        salePrice: r.salePrice === null ? null : Number(r.salePrice),
        effectivePrice,
        available: r.available,
        availability: r.availability,
        unitPrice: r.unitPrice === null ? null : Number(r.unitPrice),
        unitLabel: r.unitLabel,
        lastChecked: new Date(r.lastChecked).toISOString(),
        url: safeExternalUrl(r.url),
        lowestPrice,
        merchantCount,
        isCheapest: merchantCount >= 2 && r.isCheapest === true,
      };
    });
  return { total, items };
}
