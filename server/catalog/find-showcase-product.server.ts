import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { offers, products } from "../db/schema.ts";
import { safeImageUrl } from "./safe-url.server.ts";
import { isVisibleProduct, resolvedImageUrl } from "./visibility.server.ts";

export interface ShowcaseProduct {
  id: number;
  name: string;
  imageUrl: string | null;
  /** Cheapest effective price (sale price when lower) among offers still in a feed. */
  lowestPrice: number;
  merchantCount: number;
}

/**
 * The visible product of a category that the most merchants currently list: the home page's
 * category card points at it instead of a hard-coded id. Null when no product of the category has an offer.
 */
export async function findShowcaseProduct(db: Db, category: string): Promise<ShowcaseProduct | null> {
  const merchantCount = sql<number>`count(distinct ${offers.merchantId})::int`.mapWith(Number);
  // least() ignores a null sale price.
  const lowestPrice = sql<number>`min(least(${offers.price}, ${offers.salePrice}))`.mapWith(Number);

  const [row] = await db
    .select({ id: products.id, name: products.name, imageUrl: resolvedImageUrl(), lowestPrice, merchantCount })
    .from(products)
    .innerJoin(offers, and(eq(offers.productId, products.id), ne(offers.availability, "not_in_feed")))
    .where(and(eq(products.category, category), isVisibleProduct()))
    .groupBy(products.id)
    .orderBy(desc(merchantCount), asc(products.name), asc(products.id))
    .limit(1);

  return row ? { ...row, imageUrl: safeImageUrl(row.imageUrl) } : null;
}
