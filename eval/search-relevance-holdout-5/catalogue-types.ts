/**
 * The shape of one real-world product in held-out set 5, before any merchant writes a title for it: held-out set
 * 4's product shape (imported: the same fields and the same reading of `dims` by `form`), with this set's
 * merchants for `nounBy`, a damp-proofing group, and `use`, what a buyer wants it for, which three merchants
 * write into their descriptions.
 *
 * Each merchant (merchants.ts) turns these fields into its own title and columns, so one product reaches the site
 * under two to five spellings. Judged queries grade products by `key`; generate-feeds.ts expands a key to every
 * feed row of the product. Keys read `<group>-<brand, or gen>-<what>` so one brand's keys share a prefix
 * (judged-query-kit.ts `brandKeys` relies on it).
 */
import type { Group as Set4Group, Product as Set4Product } from "../search-relevance-holdout-4/catalogue-types.ts";

export type { Form } from "../search-relevance-holdout-4/catalogue-types.ts";

export type Group = Set4Group | "damp";

export const MERCHANT_SLUGS = ["ollerton", "amberhurst", "kelsall", "garside", "pelham"] as const;
export type MerchantSlug = (typeof MERCHANT_SLUGS)[number];

export interface Product extends Omit<Set4Product, "group" | "nounBy" | "reach"> {
  group: Group;
  /** A merchant's own words for the noun. */
  nounBy?: Partial<Record<MerchantSlug, string>>;
  /** What a buyer uses it for, as merchants write it in descriptions ("laying patio slabs"). */
  use?: string;
  /** How many merchants stock it (2–5; default 2 or 3 drawn from the key); which ones is drawn from the key. */
  reach?: number;
}

type Rest = Omit<Product, "key" | "group" | "price">;

/** Shorthand for the catalogue files. */
export function p(group: Group, key: string, price: number, rest: Rest): Product {
  return { key, group, price, ...rest };
}
