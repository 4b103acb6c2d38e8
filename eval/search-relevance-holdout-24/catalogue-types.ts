/**
 * Held-out set 24's product groups and merchants. A product's fields are the shape held-out sets share
 * (eval/search-relevance-holdout-3/product-kit.ts); each merchant (merchants.ts) turns them into its own title and
 * columns, so one product reaches the site under two to four spellings. The groups are set 9's eighteen trade
 * categories, as sets 10–23 take them (a type-only import: nothing of set 9 runs here).
 */
import type { Group } from "../search-relevance-holdout-9/catalogue-types.ts";
import { productMaker, type SetProductOf } from "../search-relevance-holdout-3/product-kit.ts";

export type { Group };

export const MERCHANT_SLUGS = ["lochcarron", "golspie", "dornie", "plockton"] as const;
export type MerchantSlug = (typeof MERCHANT_SLUGS)[number];

export type Product = SetProductOf<Group, MerchantSlug>;

/** Shorthand for the catalogue files. */
export const p = productMaker<Group, MerchantSlug>();

/** The fields after key, group and price (the catalogue files' helpers take them). */
export type Rest = Omit<Product, "key" | "group" | "price">;
