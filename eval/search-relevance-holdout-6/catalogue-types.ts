/**
 * The shape of one real-world product in held-out set 6, before any merchant writes a title for it. Each merchant
 * (merchants.ts) turns these fields into its own title and columns, so one product reaches the site under two to
 * five spellings. Judged queries grade products by `key`; generate-feeds.ts expands a key to every feed row of the
 * product. Keys read `<group>-<brand, or gen>-<what>` (group one lower-case word) so one brand's keys share a
 * prefix (judged-query-kit.ts `brandKeys` relies on it).
 *
 * Written for this set alone (set 5's shape extends set 4's catalogue types, which this set's evaluator may not
 * open); only the field names follow the same idea. The fields now live in
 * eval/search-relevance-holdout-3/product-kit.ts, shared with set 7.
 */
import { productMaker, type SetProductOf } from "../search-relevance-holdout-3/product-kit.ts";

export type { Form } from "../search-relevance-holdout-3/product-kit.ts";

export type Group =
  | "cement"
  | "agg"
  | "brick"
  | "block"
  | "damp"
  | "timber"
  | "fence"
  | "sheet"
  | "trim"
  | "board"
  | "plaster"
  | "insul"
  | "roof"
  | "drain"
  | "fix"
  | "glue"
  | "tool"
  | "paving";

export const MERCHANT_SLUGS = ["quenby", "halsham", "fernhill", "brockley", "wrenbury"] as const;
export type MerchantSlug = (typeof MERCHANT_SLUGS)[number];

export type Product = SetProductOf<Group, MerchantSlug>;

/** Shorthand for the catalogue files. */
export const p = productMaker<Group, MerchantSlug>();
