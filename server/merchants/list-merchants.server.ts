import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { isVisibleProduct } from "../catalog/visibility.server.ts";
import { safeExternalUrl, safeImageUrl } from "../catalog/safe-url.server.ts";
import { queryRows } from "../db/query-rows.server.ts";

export interface MerchantSummary {
  id: number;
  slug: string;
  name: string;
  websiteUrl: string | null;
  logoUrl: string | null;
  verified: boolean;
  /** Visible products this merchant currently lists (available or not). */
  productCount: number;
}

export async function listMerchants(db: Db): Promise<MerchantSummary[]> {
  const result = await queryRows<MerchantSummary>(
    db,
    sql`
    select m.id, m.slug, m.name, m.website_url as "websiteUrl", m.logo_url as "logoUrl", m.verified,
      (select count(distinct o.product_id)::int from offers o join products on products.id = o.product_id
        where o.merchant_id = m.id and o.availability <> 'not_in_feed' and ${isVisibleProduct()}) as "productCount"
    from merchants m
    order by m.name`,
  );
  // Operators type these URLs in; only http(s) (and our own logo paths) may become links or images.
  return result.map((m) => ({
    ...m,
    websiteUrl: safeExternalUrl(m.websiteUrl),
    logoUrl: safeImageUrl(m.logoUrl),
  }));
}
