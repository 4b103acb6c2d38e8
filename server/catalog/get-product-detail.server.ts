import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { z } from "zod";
import { countColumn, numericColumn, timestampColumn } from "../db/query-rows.server.ts";
import { namedStatement } from "../db/named-statement.server.ts";
import { categoryLabel } from "../../shared/categories.ts";
import { unitBasisLabel } from "../../shared/units.ts";
import { offerPricing } from "./offer-pricing.server.ts";
import { lowestBadge, rankOffers } from "./rank-offers.ts";
import type { ProductDetail, ProductOffer } from "../../shared/product-detail.ts";

import { safeExternalUrl, safeImageUrl } from "./safe-url.server.ts";
import { priceAgeHours } from "./stale-offers.server.ts";
import { comparedOffer, isPossibleId, isVisibleProduct, resolvedImageUrl } from "./visibility.server.ts";

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

export const productRow = z.object({
  id: countColumn,
  name: z.string(),
  description: z.string(),
  brand: z.string().nullable(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  facts: z.record(z.string(), z.string()),
  measureUnit: z.string().nullable(),
  offers: z.array(offerRow),
});

const p = offerPricing("o");

/**
 * The product and its offers in one statement (issue 15: each round trip cost the page more CPU, in Node and in
 * PostgreSQL, than the rows it carried). The offers ride as JSON: numbers come out as float8 would (the shortest
 * exact text) and timestamps as ISO text, which the row schema reads as it read the columns. No order:
 * rankOffers orders them completely. Offers gone from their merchant's latest feed keep their history but are no
 * longer on sale. Named (server/db/named-statement.server.ts): its text is built once and PostgreSQL parses and
 * plans it once per pooled connection instead of on every product page (decision 040).
 */
const readProductWithOffers = namedStatement("product_detail_with_offers", productWithOffersSql(sql``), productRow);

/**
 * readProductWithOffers' text with `extraColumns` (", <expression> as name", …) after the offers: the product
 * page reads its price trend's history in the same statement (product-page-data.server.ts).
 */
export function productWithOffersSql(extraColumns: SQL): SQL {
  return sql`
    select "products"."id" as id, "products"."name" as name, "products"."description" as description,
      "products"."brand" as brand, "products"."category" as category, ${resolvedImageUrl()} as "imageUrl",
      "products"."facts" as facts, "products"."measure_unit" as "measureUnit",
      (select coalesce(json_agg(json_build_object(
          'id', o.id, 'merchantId', m.id, 'merchantSlug', m.slug, 'merchantName', m.name,
          'merchantWebsiteUrl', m.website_url, 'merchantLogoUrl', m.logo_url, 'merchantItemId', o.merchant_item_id,
          'price', o.price::float8, 'salePrice', (case when ${p.saleRunning} then o.sale_price end)::float8,
          'runningPrice', ${p.running}::float8, 'totalPrice', ${p.total}::float8, 'url', o.url,
          'available', o.available, 'availability', o.availability, 'lastChecked', o.last_checked,
          'deliveryCost', o.delivery_cost::float8, 'unitPrice', round(${p.unitPrice}, 4)::float8)), '[]'::json)
        from offers o join merchants m on m.id = o.merchant_id
        where o.product_id = "products"."id" and ${comparedOffer("o")}) as offers${extraColumns}
    from products
    where "products"."id" = ${sql.placeholder("id")} and ${isVisibleProduct()}`;
}

/** One visible product with every merchant's offer; null when absent, hidden or excluded by name. */
export async function getProductDetail(db: Db, id: number): Promise<ProductDetail | null> {
  if (!isPossibleId(id)) return null;
  const [row] = await readProductWithOffers(db, { id });
  return row ? toProductDetail(row) : null;
}

/** A row of productWithOffersSql as the page shows it: URLs checked, offers ranked, the price range. */
export function toProductDetail(row: z.output<typeof productRow>): ProductDetail {
  const offerRows = row.offers;
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
      priceAgeHours: priceAgeHours(o.lastChecked),
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
