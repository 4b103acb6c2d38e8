import { sql } from "drizzle-orm";
import { z } from "zod";
import { offerPricing } from "../catalog/offer-pricing.server.ts";
import type { Db } from "../db/client.server.ts";
import { countColumn, queryCheckedRows, timestampColumn } from "../db/query-rows.server.ts";
import { safeExternalUrl, safeImageUrl } from "../catalog/safe-url.server.ts";
import { isPossibleId, isVisibleProduct } from "../catalog/visibility.server.ts";
import type { MerchantDetail } from "../../shared/merchants.ts";
import { merchantSummaryRow } from "./list-merchants.server.ts";

/** A merchant as read, checked: MerchantDetail before its URLs are checked. */
const merchantDetailRow = merchantSummaryRow.extend({
  inStockCount: countColumn,
  comparedCount: countColumn,
  cheapestCount: countColumn,
  lastImportAt: timestampColumn.transform((at) => at.toISOString()).nullable(),
});

const merchantSlugRow = z.object({ slug: z.string() });

/**
 * One merchant by slug with figures derived from the data we hold: ratings are never invented. Prices
 * compare like the product page: delivered price (item price where delivery is not stated) of offers that
 * can be ordered now (in stock, pre-order, back-order).
 */
export async function getMerchant(db: Db, slug: string): Promise<MerchantDetail | null> {
  const p = offerPricing("o");
  const rows: MerchantDetail[] = await queryCheckedRows(
    db,
    sql`
    with merchant as (
      select id, slug, name, website_url, logo_url, verified from merchants where slug = ${slug}
    ), mine as (
      select o.product_id, min(${p.comparable}) filter (where ${p.setsPrice}) as price,
        bool_or(o.availability = 'in_stock') as available
      from offers o
      join products on products.id = o.product_id
      where o.merchant_id = (select id from merchant) and o.availability <> 'not_in_feed' and ${isVisibleProduct()}
      group by o.product_id
    ), market as (
      select o.product_id, min(${p.comparable}) filter (where ${p.setsPrice}) as lowest,
        count(distinct o.merchant_id) as merchants
      from offers o
      where o.product_id in (select product_id from mine) and o.availability <> 'not_in_feed'
      group by o.product_id
    )
    select merchant.id, merchant.slug, merchant.name, merchant.website_url as "websiteUrl",
      merchant.logo_url as "logoUrl", merchant.verified,
      (select count(*)::int from mine) as "productCount",
      (select count(*)::int from mine where mine.available) as "inStockCount",
      (select count(*)::int from mine join market using (product_id) where market.merchants >= 2) as "comparedCount",
      (select count(*)::int from mine join market using (product_id)
        where market.merchants >= 2 and mine.price <= market.lowest) as "cheapestCount",
      (select max(fi.finished_at) from feed_imports fi
        where fi.merchant_slug = merchant.slug and fi.status = 'applied') as "lastImportAt"
    from merchant`,
    merchantDetailRow,
  );
  const [row] = rows;
  if (!row) return null;
  return { ...row, websiteUrl: safeExternalUrl(row.websiteUrl), logoUrl: safeImageUrl(row.logoUrl) };
}

/** Old /merchants/{id} links: the slug of the merchant with that numeric id, or null. */
export async function findMerchantSlugById(db: Db, id: number): Promise<string | null> {
  if (!isPossibleId(id)) return null;
  const [row] = await queryCheckedRows(db, sql`select slug from merchants where id = ${id}`, merchantSlugRow);
  return row?.slug ?? null;
}
