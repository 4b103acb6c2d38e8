import type { Db } from "../db/client.server.ts";
import { NO_LISTING_FILTERS } from "./listing-conditions.server.ts";
import type { ProductSummary } from "../../shared/product-summary.ts";
import { listProducts } from "./list-products.server.ts";

/** Visible products, most widely stocked first: a stand-in for the curated home page. */
export async function listFeaturedProducts(db: Db, limit = 12): Promise<ProductSummary[]> {
  const listing = await listProducts(db, {
    ...NO_LISTING_FILTERS,
    sort: "merchants",
    page: 1,
    pageSize: Math.max(1, Math.min(limit, 100)),
  });
  return listing.items;
}
