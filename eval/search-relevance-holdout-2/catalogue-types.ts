/**
 * The evaluator's own catalogue: one entry per real-world product, with the title each of the three invented
 * merchants writes for it (a merchant that does not stock it has no title). The feeds are generated from it
 * once (generate-feeds.ts) and committed; judgments name these keys and are expanded to feed items
 * (merchant + item id), so a judgment is about a feed row, never about how the engine groups or parses rows.
 */

export const MERCHANT_KEYS = ["a", "b", "c"] as const;
export type MerchantKey = (typeof MERCHANT_KEYS)[number];

/** Our own coarse kinds, used only to write feed product_type paths and to pick related products when judging. */
export type Kind =
  | "cement"
  | "mix"
  | "aggregate"
  | "timber"
  | "sheet"
  | "plasterboard"
  | "drylining"
  | "plaster"
  | "insulation"
  | "brick"
  | "block"
  | "roofing"
  | "drainage"
  | "skirting"
  | "lintel"
  | "damp"
  | "sealant";

export interface Product {
  key: string;
  kind: Kind;
  brand: string | null;
  /** Typical price in pounds inc. VAT for one selling unit. */
  price: number;
  titles: Partial<Record<MerchantKey, string>>;
  /** Google's unit_pricing_measure when a merchant would state it (bags, rolls, packs). */
  measure?: string;
}

export function product(
  key: string,
  kind: Kind,
  brand: string | null,
  price: number,
  a: string,
  b: string,
  c: string,
  measure?: string,
): Product {
  const titles: Partial<Record<MerchantKey, string>> = {};
  if (a) titles.a = a;
  if (b) titles.b = b;
  if (c) titles.c = c;
  return { key, kind, brand, price, titles, measure };
}
