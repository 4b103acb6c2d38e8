import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { products } from "../db/schema.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { offerPricing } from "../catalog/offer-pricing.server.ts";
import { isPossibleId, isVisibleProduct } from "../catalog/visibility.server.ts";

export interface AlertProduct {
  id: number;
  name: string;
  /** Lowest item price among offers that can be ordered now; null when nothing is in stock. */
  lowestInStock: number | null;
}

/** A visible product an alert can be set on, with its lowest in-stock price; null when absent or hidden. */
export async function findAlertProduct(db: Db, id: number): Promise<AlertProduct | null> {
  if (!isPossibleId(id)) return null;
  const [row] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.id, id), isVisibleProduct()));
  if (!row) return null;
  return { id: row.id, name: row.name, lowestInStock: await lowestInStockPrice(db, id) };
}

/** The product's lowest in-stock item price now (the rule the product page's "from" price uses). */
export async function lowestInStockPrice(db: Db, productId: number): Promise<number | null> {
  const p = offerPricing("o");
  const [row] = await queryRows<{ lowest: number | null }>(
    db,
    sql`select min(${p.running})::float8 as lowest from offers o where o.product_id = ${productId} and ${p.setsPrice}`,
  );
  return row?.lowest === null || row?.lowest === undefined ? null : Number(row.lowest);
}
