import type { BrandKey } from "./brands.ts";

export type CategorySlug =
  | "cement"
  | "concrete-mortar"
  | "sand"
  | "aggregates"
  | "timber"
  | "sheet-materials"
  | "plasterboard"
  | "plaster"
  | "bricks"
  | "blocks"
  | "skirting-architrave"
  | "insulation"
  | "roofing"
  | "drainage"
  | "other";

/** Sizes stay structured so each merchant can write them its own way. Lengths in mm. */
export type Size =
  | { t: "kg"; kg: number }
  | { t: "bulk"; kg: number }
  | { t: "len"; th: number; w: number; len: number }
  | { t: "sheet"; th: number; w: number; l: number }
  | { t: "brick"; h: number }
  | { t: "block"; th: number }
  | { t: "roll"; th: number; area: number }
  | { t: "pipe"; dia: number; len: number }
  | { t: "fit"; dia: number; angle?: number }
  | { t: "text"; s: string; inch?: string };

export interface Product {
  key: string;
  cat: CategorySlug;
  /** [department, leaf] for product_type. */
  type: [string, string];
  brand?: BrandKey;
  /** Manufacturer's range name: [full, short]. */
  line?: [string, string];
  /** What it is: [full, abbreviated trade wording, alternative wording]. */
  core: [string, string, string];
  size: Size;
  /** Pieces in a pack (bricks, slabs); undefined for single items. */
  pack?: number;
  /** True for items bought one at a time where merchants often say "Each"/"Single". */
  single?: boolean;
  price: number;
  image: string;
  desc: string;
  gtin?: string;
  mpn?: string;
  name: string;
}
