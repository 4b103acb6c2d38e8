import type { Db } from "../db/client.server.ts";
import type { CategorySlug } from "../../shared/categories.ts";
import { NO_LISTING_FILTERS } from "./listing-conditions.server.ts";
import { listProducts } from "./list-products.server.ts";

export interface ShowcaseProduct {
  id: number;
  name: string;
  imageUrl: string | null;
  /** Cheapest effective price (sale price when lower) among offers still in a feed. */
  lowestPrice: number;
  merchantCount: number;
}

/**
 * The visible product of a category that the most merchants currently list (ties: cheaper, then
 * by name): the home page's category card points at it instead of a hard-coded id. Null when no
 * product of the category has an offer.
 */
export async function findShowcaseProduct(db: Db, category: CategorySlug): Promise<ShowcaseProduct | null> {
  const { items } = await listProducts(db, {
    ...NO_LISTING_FILTERS,
    categories: [category],
    sort: "merchants",
    page: 1,
    pageSize: 1,
  });
  const top = items[0];
  if (!top || top.lowestPrice === null || top.merchantCount === 0) return null;
  return {
    id: top.id,
    name: top.name,
    imageUrl: top.imageUrl,
    lowestPrice: top.lowestPrice,
    merchantCount: top.merchantCount,
  };
}
