// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

export const CATEGORIES = [
  "cement",
  "concrete-mortar",
  "sand",
  "aggregates",
  "timber",
  "sheet-materials",
  "plasterboard",
  "plaster",
  "bricks",
  "blocks",
  "skirting-architrave",
  "insulation",
  "roofing",
  "drainage",
  "other",
] as const;

export type Category = (typeof CATEGORIES)[number];

// Physical size of one selling unit. All lengths in mm unless the field says m.
export type Size =
  | { k: "kg"; kg: number }
  | { k: "vol"; ml: number }
  | { k: "board"; t: number; w: number; l: number }
  | { k: "section"; t: number; w: number; len: number }
  | { k: "unit"; l: number; w: number; h: number; key: "h" | "w" | "all" }
  | { k: "roll"; w: number; m: number }
  | { k: "pipe"; dia: number; m: number }
  | { k: "fitting"; dia: number; angle: number }
  | { k: "len"; mm: number }
  | { k: "fix"; d: number; l: number }
  | { k: "bulk"; kg: number }
  | { k: "tile"; l: number; w: number }
  | { k: "loft"; t: number; m2: number };

export interface ProductDef {
  key: string;
  cat: Category;
  maker?: string; // manufacturer / parent company ('' for generic)
  brand?: string; // brand shown on the pack ('' for generic)
  range?: string; // range or product name words
  ru?: boolean; // the range name alone identifies the product line
  noun: string; // what it is
  attrs?: string[]; // distinguishing descriptors, always shown
  opt?: string[]; // optional descriptors, shown by wordier shops
  colour?: string;
  size: Size;
  pack?: { n: number; of: string; word: string }; // e.g. pallet of 56 bags
  unit: string; // selling unit word
  price: number; // GBP inc VAT, typical
  fam?: string; // variant family for item_group_id
  gtin?: boolean; // the product carries a barcode
  mpn?: boolean; // the maker publishes a part number
  blurb: string; // one short sentence written for this set
}

export interface Product extends ProductDef {
  maker: string;
  brand: string;
  range: string;
  attrs: string[];
  opt: string[];
  fam: string;
  gtinCode: string;
  mpnCode: string;
  colourKey: boolean;
}

export interface Merchant {
  slug: string;
  name: string;
  format: "tsv" | "csv" | "xml";
  feed: string;
  style: string; // key into the title-style table
  affinity: Partial<Record<Category, number>>; // relative chance to stock a category
  reach: number; // overall relative size of range
  priceFactor: number;
  gtinRate: number; // share of barcoded products whose GTIN the shop fills
  mpnRate: number; // share of products with an MPN whose MPN the shop fills
  columns: string[]; // TSV/CSV column order (XML uses the same set)
}

export interface Row {
  merchant: string;
  productKey: string;
  id: string;
  title: string;
  description: string;
  link: string;
  price: string;
  sale_price: string;
  availability: string;
  brand: string;
  gtin: string;
  mpn: string;
  product_type: string;
  item_group_id: string;
  color: string;
  size: string;
}
