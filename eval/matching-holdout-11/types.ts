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

/** Typed size information; every style formats it its own way. */
export type Spec =
  | { k: "kg"; v: number } // bagged goods
  | { k: "bulk"; kg: number } // bulk / tonne bag, approximate weight
  | { k: "l"; v: number } // litres
  | { k: "ml"; v: number } // cartridges
  | { k: "g"; v: number } // small cartridges sold by weight
  | { k: "sheet"; l: number; w: number; t: number } // boards, mm
  | { k: "timber"; t: number; w: number; len: number; nom?: string } // mm
  | { k: "mould"; t: number; w: number; len: number } // mm
  | { k: "brick"; l: number; w: number; h: number } // mm
  | { k: "block"; l: number; h: number; t: number } // mm, t = wall thickness
  | { k: "roll"; t: number; len: number; w: number; m2: number } // insulation roll: t mm, len m, w mm
  | { k: "pipe"; d: number; len: number } // mm, mm
  | { k: "fit"; d: number; angle?: number } // fittings
  | { k: "tile"; l: number; w: number } // mm
  | { k: "rollm"; w: number; len: number } // membranes, metres
  | { k: "strip"; wmm: number; len: number } // lead / dpc: width mm, length m
  | { k: "fix"; d: number; l: number; qty: number } // screws / nails
  | { k: "lintel"; len: number; h?: number; w?: number } // mm
  | { k: "each" };

export interface Prod {
  key: string;
  cat: Category;
  brand?: string; // trading brand as printed on the pack
  maker?: string; // parent manufacturer, used by some merchants
  range?: string; // named product range within the brand
  q?: string[]; // qualifiers written before the noun
  noun: string; // generic product noun
  post?: string[]; // qualifiers written after the noun
  aka?: string[]; // alternative descriptive names (no brand, no size)
  spec: Spec;
  colour?: string;
  material?: string;
  grade?: string; // C24, 7.3N, Class B, P5, NHL 3.5 ...
  pack?: number; // number of pieces when sold as a pack
  unit: string; // bag, sheet, length, each, roll, box, tube, tub, coil, pack
  price: number; // typical retail price inc VAT, GBP (synthetic)
  d: string; // short factual phrase for descriptions
  tags?: string[];
  abbr?: string; // optional trade-counter stem
  colourVariant?: boolean; // filled by catalog.ts: a sibling differs only by colour
  group?: string; // filled by catalog.ts when the product shares brand/range/noun with a sibling
  gtin?: string; // filled by catalog.ts
  mpn?: string; // filled by catalog.ts
}

/** Compact constructor so the catalogue files stay readable. */
export function P(key: string, cat: Category, o: Omit<Prod, "key" | "cat">): Prod {
  return { key, cat, ...o };
}
