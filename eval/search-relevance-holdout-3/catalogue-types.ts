/**
 * The shape of one real-world product in held-out set 3, before any merchant writes a title for it.
 *
 * Each merchant (merchants.ts) turns these fields into its own title, columns and price, so the same product
 * reaches the site under three to five different spellings. Judged queries grade products by `key`; the
 * generator expands that to every feed row of the product.
 */

export type Group =
  | "cement"
  | "aggregate"
  | "timber"
  | "sheet"
  | "plasterboard"
  | "plaster"
  | "brick"
  | "block"
  | "insulation"
  | "roofing"
  | "drainage"
  | "fixings"
  | "skirting"
  | "adhesive";

export const MERCHANT_SLUGS = ["ashcombe", "pennine", "harrowgate", "tolworth", "kestrel"] as const;
export type MerchantSlug = (typeof MERCHANT_SLUGS)[number];

export interface Product {
  /** Stable judging key, also the feed rows' shared MPN-free identity; never shown to the site. */
  key: string;
  group: Group;
  /** Invented maker; absent for unbranded (generic) goods. */
  brand?: string;
  /** The maker's range name ("MoistureGuard"). */
  line?: string;
  /** What it is, in title case ("Moisture Resistant Plasterboard"). */
  noun: string;
  /** A qualifier written after the noun ("Tapered Edge", "C16", "Slate Grey"). */
  detail?: string;
  /** Cross-section or board size in mm, in the order the trade writes it (47 x 100; 12.5 x 1200 x 2400). */
  dims?: number[];
  /** Length in mm written apart from the section (timber, skirting, pipe): 3600 → "3.6m". */
  length?: number;
  /** Pack or contents as written ("25kg", "Bulk Bag", "Box of 200", "310ml"). */
  pack?: string;
  /** The trade's nominal name for a section ("4x2"), which some merchants lead with. */
  nominal?: string;
  /** A merchant's own word for the noun ("20MM ALL-IN AGGREGATE" for ballast). */
  nounBy?: Partial<Record<MerchantSlug, string>>;
  /** Typical price in pounds inc. VAT; merchants vary around it. */
  price: number;
  /** How many merchants stock it (2–5, default 3); which ones is drawn from the key. */
  reach?: number;
}

/** Shorthand used by the catalogue files: everything but key, group and price is optional. */
export function p(group: Group, key: string, price: number, rest: Omit<Product, "key" | "group" | "price">): Product {
  return { key, group, price, ...rest };
}
