import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { comparedOffer, isVisibleProduct } from "../catalog/visibility.server.ts";
import { safeExternalUrl, safeImageUrl } from "../catalog/safe-url.server.ts";
import { countColumn, queryCheckedRows } from "../db/query-rows.server.ts";
import type { MerchantSummary } from "../../shared/merchants.ts";

/** A merchant as read, checked: MerchantSummary before its URLs are checked. */
export const merchantSummaryRow = z.object({
  id: countColumn,
  slug: z.string(),
  name: z.string(),
  websiteUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  verified: z.boolean(),
  productCount: countColumn,
});

const feedCurrencyRow = z.object({ slug: z.string(), feed_currency: z.string().nullable() });

export async function listMerchants(db: Db): Promise<MerchantSummary[]> {
  const result: MerchantSummary[] = await queryCheckedRows(
    db,
    sql`
    with counts as materialized (
      select o.merchant_id, count(distinct o.product_id)::int as product_count
      from offers o join products on products.id = o.product_id
      where ${comparedOffer("o")} and ${isVisibleProduct()}
      group by o.merchant_id
    )
    select m.id, m.slug, m.name, m.website_url as "websiteUrl", m.logo_url as "logoUrl", m.verified,
      coalesce(counts.product_count, 0) as "productCount"
    from merchants m left join counts on counts.merchant_id = m.id
    order by m.name`,
    merchantSummaryRow,
  );
  // Operators type these URLs in; only http(s) (and our own logo paths) may become links or images.
  return result.map((m) => ({
    ...m,
    websiteUrl: safeExternalUrl(m.websiteUrl),
    logoUrl: safeImageUrl(m.logoUrl),
  }));
}

/** Merchant settings only operators see (never part of the public merchant list): the feed currency. */
export async function listMerchantFeedCurrencies(db: Db): Promise<Map<string, string | null>> {
  const rows = await queryCheckedRows(db, sql`select slug, feed_currency from merchants`, feedCurrencyRow);
  return new Map(rows.map((r) => [r.slug, r.feed_currency]));
}
