import { and, eq } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { products } from "../db/schema.ts";
import { z } from "zod";
import { countColumn, numericColumn, queryCheckedRows, timestampColumn } from "../db/query-rows.server.ts";
import { categoryLabel } from "../../shared/categories.ts";
import { unitBasisLabel } from "../../shared/units.ts";
import { offerPricing } from "./offer-pricing.server.ts";
import { lowestBadge, rankOffers } from "./rank-offers.ts";
import type { ProductDetail, ProductOffer } from "../../shared/product-detail.ts";

import { safeExternalUrl, safeImageUrl } from "./safe-url.server.ts";
import { isPossibleId, isVisibleProduct, resolvedImageUrl } from "./visibility.server.ts";

/** An offer as read, checked: ProductOffer before URLs are checked and the product's unit label is added. */
const offerRow = z.object({
  id: countColumn,
  merchantId: countColumn,
  merchantSlug: z.string(),
  merchantName: z.string(),
  merchantWebsiteUrl: z.string().nullable(),
  merchantLogoUrl: z.string().nullable(),
  merchantItemId: z.string(),
  price: numericColumn,
  salePrice: numericColumn.nullable(),
  runningPrice: numericColumn,
  totalPrice: numericColumn.nullable(),
  url: z.string(),
  available: z.boolean(),
  availability: z.string(),
  lastChecked: timestampColumn,
  deliveryCost: numericColumn.nullable(),
  unitPrice: numericColumn.nullable(),
});

/** One visible product with every merchant's offer; null when absent, hidden or excluded by name. */
export async function getProductDetail(db: Db, id: number): Promise<ProductDetail | null> {
  if (!isPossibleId(id)) return null;

  const p = offerPricing("o");
  // The product and its offers side by side (two pooled connections on PostgreSQL): a product page waits for
  // one round trip here, not two. The offers of a product that turns out hidden are simply dropped.
  const productRead = db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      brand: products.brand,
      category: products.category,
      imageUrl: resolvedImageUrl(),
      facts: products.facts,
      measureUnit: products.measureUnit,
    })
    .from(products)
    .where(and(eq(products.id, id), isVisibleProduct()));
  // Offers gone from their merchant's latest feed keep their history but are no longer on sale.
  const offersRead = queryCheckedRows(
    db,
    sql`
    select o.id, m.id as "merchantId", m.slug as "merchantSlug", m.name as "merchantName",
      m.website_url as "merchantWebsiteUrl", m.logo_url as "merchantLogoUrl", o.merchant_item_id as "merchantItemId",
      o.price::float8 as price, (case when ${p.saleRunning} then o.sale_price end)::float8 as "salePrice",
      ${p.running}::float8 as "runningPrice", ${p.total}::float8 as "totalPrice", o.url, o.available, o.availability,
      o.last_checked as "lastChecked", o.delivery_cost::float8 as "deliveryCost",
      round(${p.unitPrice}, 4)::float8 as "unitPrice"
    from offers o join merchants m on m.id = o.merchant_id
    where o.product_id = ${id} and o.availability <> 'not_in_feed'`,
    offerRow,
  );
  const [[row], offerRows] = await Promise.all([productRead, offersRead]);
  if (!row) return null;
  const unitLabel = unitBasisLabel(row.measureUnit);

  const ranked = rankOffers(
    offerRows.map((o): ProductOffer => ({
      id: o.id,
      merchantId: o.merchantId,
      merchantSlug: o.merchantSlug,
      merchantName: o.merchantName,
      merchantWebsiteUrl: safeExternalUrl(o.merchantWebsiteUrl),
      merchantLogoUrl: safeImageUrl(o.merchantLogoUrl),
      merchantItemId: o.merchantItemId,
      price: o.price,
      salePrice: o.salePrice,
      runningPrice: o.runningPrice,
      totalPrice: o.totalPrice,
      url: safeExternalUrl(o.url),
      available: o.available,
      availability: o.availability,
      lastChecked: o.lastChecked.toISOString(),
      deliveryCost: o.deliveryCost,
      unitPrice: unitLabel ? o.unitPrice : null,
      unitLabel,
    })),
  );

  // Same rule as offerPricing().setsPrice: only offers that can be ordered now set the price range.
  const prices = ranked.filter((o) => o.available).map((o) => o.runningPrice);
  return {
    product: {
      id: row.id,
      name: row.name,
      description: row.description,
      brand: row.brand,
      category: row.category,
      categoryLabel: categoryLabel(row.category),
      imageUrl: safeImageUrl(row.imageUrl),
      facts: row.facts ?? {},
      measureUnit: row.measureUnit,
      unitLabel,
    },
    offers: ranked,
    lowestBadge: lowestBadge(ranked),
    lowest: prices.length > 0 ? Math.min(...prices) : null,
    highest: prices.length > 0 ? Math.max(...prices) : null,
    availableCount: ranked.filter((o) => o.available).length,
    merchantCount: new Set(ranked.map((o) => o.merchantId)).size,
  };
}

/** A route's `:id` as a product id, or null when it cannot name a product ("abc", "1.5", "007"). */
export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return isPossibleId(id) ? id : null;
}
