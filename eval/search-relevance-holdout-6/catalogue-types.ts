/**
 * The shape of one real-world product in held-out set 6, before any merchant writes a title for it. Each merchant
 * (merchants.ts) turns these fields into its own title and columns, so one product reaches the site under two to
 * five spellings. Judged queries grade products by `key`; generate-feeds.ts expands a key to every feed row of the
 * product. Keys read `<group>-<brand, or gen>-<what>` (group one lower-case word) so one brand's keys share a
 * prefix (judged-query-kit.ts `brandKeys` relies on it).
 *
 * Written for this set alone (set 5's shape extends set 4's catalogue types, which this set's evaluator may not
 * open); only the field names follow the same idea.
 */
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

/**
 * How `dims` read: `section` [thickness, width] in mm (timber, mouldings, battens); `screw` [diameter, length];
 * `board` [thickness, width, length] (sheets, plasterboard, slabs); `masonry` the three sizes in the trade's own
 * order (bricks 215 × 102.5 × 65, blocks 440 × 215 × 100); `single` one leading size (a diameter, a thickness or
 * a width). Anything else goes in `size`, written the same by every merchant.
 */
export type Form = "section" | "screw" | "board" | "masonry" | "single";

export const MERCHANT_SLUGS = ["quenby", "halsham", "fernhill", "brockley", "wrenbury"] as const;
export type MerchantSlug = (typeof MERCHANT_SLUGS)[number];

export interface Product {
  key: string;
  group: Group;
  /** A typical shelf price in GBP; each merchant varies it. */
  price: number;
  brand?: string;
  /** A maker's range or line name ("Aqua", "Postmate") or a grade ("General Purpose"). */
  line?: string;
  noun: string;
  /** Variant words in Title Case ("Tapered Edge", "Red Multi Stock", "7.3N"). */
  detail?: string;
  dims?: number[];
  form?: Form;
  /** A length in mm (timber, pipe, lintel, bead). */
  length?: number;
  /** A literal size when dims do not fit ("4m x 25m", "11in / 280mm"). */
  size?: string;
  /** "25kg", "Bulk Bag", "Box of 200", "Pack of 500", "290ml", "5 Litre". */
  pack?: string;
  /** The yard's inch name of a timber section ("4x2") or a sheet ("8x4"). */
  nominal?: string;
  /** A merchant's own words for the noun. */
  nounBy?: Partial<Record<MerchantSlug, string>>;
  /** What a buyer uses it for, as merchants write it in descriptions ("setting fence posts"). */
  use?: string;
  /** How many merchants stock it (2–5; default 2 or 3 drawn from the key). */
  reach?: number;
}

type Rest = Omit<Product, "key" | "group" | "price">;

/** Shorthand for the catalogue files. */
export function p(group: Group, key: string, price: number, rest: Rest): Product {
  if (!key.startsWith(`${group}-`)) throw new Error(`key ${key} does not start with its group ${group}`);
  return { key, group, price, ...rest };
}
