import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { queryCheckedRows } from "../db/query-rows.server.ts";
import { safeExternalUrl, safeImageUrl } from "../catalog/safe-url.server.ts";
import { comparedOffer, isPossibleId, isVisibleProduct } from "../catalog/visibility.server.ts";
import type { MerchantDetail } from "../../shared/merchants.ts";
import { merchantSummaryRow } from "./list-merchants.server.ts";

const merchantSlugRow = z.object({ slug: z.string() });

/**
 * One merchant by slug with the number of visible products its current feed lists. Its data-derived ratings
 * (cheapest share, freshness, stock, delivery) come from listMerchantRatings, the one place they are computed.
 */
export async function getMerchant(db: Db, slug: string): Promise<MerchantDetail | null> {
  const rows: MerchantDetail[] = await queryCheckedRows(
    db,
    sql`
    select m.id, m.slug, m.name, m.website_url as "websiteUrl", m.logo_url as "logoUrl", m.verified,
      (select count(distinct o.product_id)::int from offers o join products on products.id = o.product_id
        where o.merchant_id = m.id and ${comparedOffer("o")} and ${isVisibleProduct()}) as "productCount"
    from merchants m where m.slug = ${slug}`,
    merchantSummaryRow,
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
