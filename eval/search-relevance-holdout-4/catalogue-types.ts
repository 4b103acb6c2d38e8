/**
 * The shape of one real-world product in held-out set 4, before any merchant writes a title for it.
 *
 * Each merchant (merchants.ts) turns these fields into its own title, columns and price, so one product reaches
 * the site under two to five spellings. Judged queries grade products by `key`; generate-feeds.ts expands a key
 * to every feed row of the product. Keys read `<group>-<brand, or gen>-<what>` so a brand's keys share a prefix.
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
  | "adhesive"
  | "tool";

export const MERCHANT_SLUGS = ["quarrington", "fenmoor", "wychbury", "caldmoor", "ryeford"] as const;
export type MerchantSlug = (typeof MERCHANT_SLUGS)[number];

/**
 * How `dims` reads (set by the catalogue helpers, never guessed by a merchant):
 * - section: [thickness, width] in mm (timber, mouldings, battens, screws: gauge x length), `length` apart;
 * - board: [thickness, width, length] in mm (sheets, plasterboard, insulation boards, slates: [0, w, l]);
 * - masonry: [length, height, width] in mm, as bricks and blocks are written (440 x 215 x 100);
 * - single: one figure in mm (pipe bore, gravel size, roll thickness, trowel blade), `length` apart.
 */
export type Form = "section" | "board" | "masonry" | "single";

export interface Product {
  key: string;
  group: Group;
  form?: Form;
  /** Invented maker; absent for unbranded goods. */
  brand?: string;
  /** The maker's range name ("Aqualine"). */
  line?: string;
  /** What it is, in title case ("Moisture Resistant Plasterboard"). */
  noun: string;
  /** A qualifier written after the noun ("Tapered Edge", "C16", "Black"). */
  detail?: string;
  dims?: number[];
  /** Length in mm written apart from the section (timber, skirting, pipe, gutter, roll). */
  length?: number;
  /** Pack or contents as written ("25kg", "Bulk Bag", "Box of 200", "310ml", "Pack of 10"). */
  pack?: string;
  /** The trade's nominal name for a timber section ("4x2"), which some merchants lead with. */
  nominal?: string;
  /** A merchant's own words for the noun. */
  nounBy?: Partial<Record<MerchantSlug, string>>;
  /** Typical price in pounds inc. VAT; merchants vary around it. */
  price: number;
  /** How many merchants stock it (2–5, default 3); which ones is drawn from the key. */
  reach?: number;
}

export function p(group: Group, key: string, price: number, rest: Omit<Product, "key" | "group" | "price">): Product {
  return { key, group, price, ...rest };
}
