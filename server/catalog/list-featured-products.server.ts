import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { offers, products } from "../db/schema.ts";
import { categoryLabel } from "../../app/lib/categories.ts";
import { safeImageUrl } from "./safe-url.server.ts";
import { isVisibleProduct, resolvedImageUrl } from "./visibility.server.ts";

export interface FeaturedProduct {
  id: number;
  name: string;
  description: string;
  category: string;
  categoryLabel: string;
  imageUrl: string | null;
  /** Cheapest effective price (sale price when lower) across all merchants, as on the product page; null without offers. */
  lowestPrice: number | null;
  merchantCount: number;
}

/** Visible products, most widely stocked first: a stand-in for the curated home page. */
export async function listFeaturedProducts(db: Db, limit = 12): Promise<FeaturedProduct[]> {
  const lowestPrice = sql<number | null>`min(least(${offers.price}, ${offers.salePrice}))`.mapWith(Number);
  const merchantCount = sql<number>`count(distinct ${offers.merchantId})::int`.mapWith(Number);

  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      category: products.category,
      imageUrl: resolvedImageUrl(),
      lowestPrice,
      merchantCount,
    })
    .from(products)
    // Offers gone from their merchant's latest feed are no longer on sale.
    .leftJoin(offers, and(eq(offers.productId, products.id), ne(offers.availability, "not_in_feed")))
    .where(isVisibleProduct())
    .groupBy(products.id)
    .orderBy(desc(merchantCount), asc(products.name), asc(products.id))
    .limit(Math.max(1, Math.min(limit, 100)));

  return rows.map((r) => ({
    ...r,
    categoryLabel: categoryLabel(r.category),
    imageUrl: safeImageUrl(r.imageUrl),
    lowestPrice: r.lowestPrice,
  }));
}
