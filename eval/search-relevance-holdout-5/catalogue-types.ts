/**
 * The shape of one real-world product in held-out set 5, before any merchant writes a title for it.
 *
 * Each merchant (merchants.ts) turns these fields into its own title and columns, so one product reaches the site
 * under two to five spellings. Judged queries grade products by `key`; generate-feeds.ts expands a key to every
 * feed row of the product. Keys read `<group>-<brand, or gen>-<what>` so one brand's keys share a prefix
 * (judged-query-kit.ts `brandKeys` relies on it).
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
  | "damp"
  | "drainage"
  | "fixings"
  | "skirting"
  | "adhesive"
  | "tool";

export const MERCHANT_SLUGS = ["ollerton", "amberhurst", "kelsall", "garside", "pelham"] as const;
export type MerchantSlug = (typeof MERCHANT_SLUGS)[number];

/**
 * How `dims` reads (fixed by the catalogue, never guessed by a merchant):
 * - section: [thickness, width] in mm (timber, mouldings, battens; screws and bolts: gauge x length), `length` apart;
 * - board: [thickness, width, length] in mm (sheets, boards, slabs; a sheet sold without thickness has 0);
 * - masonry: [length, height, width] in mm, as bricks and blocks are written (440 x 215 x 100);
 * - single: one figure in mm (pipe or gutter size, roll thickness, gravel size, blade), `length` apart.
 */
export type Form = "section" | "board" | "masonry" | "single";

export interface Product {
  key: string;
  group: Group;
  form?: Form;
  /** Invented maker; absent for unbranded goods. */
  brand?: string;
  /** The maker's range name ("Moisture Shield"). */
  line?: string;
  /** What it is, in title case ("Moisture Resistant Plasterboard"). */
  noun: string;
  /** A qualifier written after the noun ("Tapered Edge", "C16", "Black"). */
  detail?: string;
  dims?: number[];
  /** Length in mm written apart from the section (timber, mouldings, pipe, gutter, membrane roll). */
  length?: number;
  /** Pack or contents as written ("25kg", "Bulk Bag", "Box of 200", "310ml", "Pack of 10"). */
  pack?: string;
  /** The yard's nominal inch name for a timber section or sheet face ("4x2", "8x4"). */
  nominal?: string;
  /** A merchant's own words for the noun. */
  nounBy?: Partial<Record<MerchantSlug, string>>;
  /** What a buyer uses it for, as merchants write it in descriptions ("laying patio slabs"). */
  use?: string;
  /** Typical price in pounds inc. VAT; merchants vary around it. */
  price: number;
  /** How many merchants stock it (2–5; default 2 or 3 drawn from the key); which ones is drawn from the key. */
  reach?: number;
}

type Rest = Omit<Product, "key" | "group" | "price">;

/** Shorthand for the catalogue files. */
export function p(group: Group, key: string, price: number, rest: Rest): Product {
  return { key, group, price, ...rest };
}
