import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { countColumn, queryCheckedRows } from "../db/query-rows.server.ts";
import { comparedOffer, isVisibleProduct } from "./visibility.server.ts";

export interface CatalogueStats {
  /** Merchants with at least one offer on a visible product. */
  merchants: number;
  /** Visible products with at least one offer. */
  products: number;
  /** Offers on visible products: the prices a visitor can compare today. */
  prices: number;
}

const catalogueStatsRow = z.object({ merchants: countColumn, products: countColumn, prices: countColumn });

/**
 * Real counts for the home page's claims. Offers gone from their merchant's latest feed
 * ('not_in_feed') are no longer on sale, so they count towards nothing.
 */
export async function getCatalogueStats(db: Db): Promise<CatalogueStats> {
  const rows: CatalogueStats[] = await queryCheckedRows(
    db,
    sql`
    select count(distinct o.merchant_id)::int as "merchants",
      count(distinct o.product_id)::int as "products",
      count(*)::int as "prices"
    from offers o
    join products on products.id = o.product_id
    where ${comparedOffer("o")} and ${isVisibleProduct()}`,
    catalogueStatsRow,
  );
  return rows[0] ?? { merchants: 0, products: 0, prices: 0 };
}
