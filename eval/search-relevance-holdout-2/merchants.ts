/**
 * The three invented merchants and how each writes its feed: columns, ids, price and stock spellings, delivery,
 * descriptions. Everything varies by a hash of the product key, so the feeds are the same on every generation.
 */
import { createHash } from "node:crypto";
import type { Kind, MerchantKey, Product } from "./catalogue-types.ts";

export interface Merchant {
  key: MerchantKey;
  slug: string;
  name: string;
  file: string;
  website: string;
  separator: "\t" | ",";
  columns: readonly string[];
}

export const MERCHANTS: readonly Merchant[] = [
  {
    key: "a",
    slug: "thornbury-builders",
    name: "Thornbury Builders Merchants",
    file: "thornbury-builders.tsv",
    website: "https://www.thornbury-bm.example",
    separator: "\t",
    columns: [
      "id",
      "title",
      "description",
      "link",
      "image_link",
      "price",
      "sale_price",
      "availability",
      "brand",
      "gtin",
      "mpn",
      "condition",
      "product_type",
      "shipping",
      "unit_pricing_measure",
    ],
  },
  {
    key: "b",
    slug: "calder-rusk",
    name: "Calder & Rusk Trade Supplies",
    file: "calder-rusk.csv",
    website: "https://www.calder-rusk.example",
    separator: ",",
    columns: [
      "id",
      "title",
      "price",
      "availability",
      "link",
      "image_link",
      "brand",
      "product_type",
      "shipping",
      "description",
    ],
  },
  {
    key: "c",
    slug: "yardley-home-trade",
    name: "Yardley Home & Trade",
    file: "yardley-home-trade.csv",
    website: "https://www.yardley-home-trade.example",
    separator: ",",
    columns: [
      "id",
      "title",
      "description",
      "price",
      "sale_price",
      "availability",
      "condition",
      "brand",
      "gtin",
      "link",
      "image_link",
      "product_type",
      "shipping",
      "unit_pricing_measure",
      "unit_pricing_base_measure",
    ],
  },
];

/** A number in [0, 1) fixed by the text. */
export function hash01(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32BE(0) / 2 ** 32;
}

const KIND_TEXT: Record<Kind, { path: string; trade: string; sentence: string }> = {
  cement: {
    path: "Cement & Concrete > Cement",
    trade: "CEMENT",
    sentence: "Portland cement for mortar, render and concrete. Keep dry and store off the ground.",
  },
  mix: {
    path: "Cement & Concrete > Mixes & Additives",
    trade: "CEMENT & MIXES",
    sentence: "Bagged product for mortar and concrete work.",
  },
  aggregate: {
    path: "Aggregates > Sand & Gravel",
    trade: "AGGREGATES",
    sentence: "Graded aggregate for building, concreting and landscaping.",
  },
  timber: {
    path: "Timber > Sawn & Planed Timber",
    trade: "TIMBER",
    sentence: "Softwood timber, cut to the stated length.",
  },
  sheet: {
    path: "Timber > Sheet Materials",
    trade: "SHEET MATERIALS",
    sentence: "Sheet material for construction, flooring and joinery.",
  },
  plasterboard: {
    path: "Drylining > Plasterboard",
    trade: "PLASTERBOARD",
    sentence: "Gypsum plasterboard for walls and ceilings.",
  },
  drylining: { path: "Drylining > Accessories", trade: "DRYLINING", sentence: "Drylining accessory." },
  plaster: {
    path: "Plaster & Render > Plaster",
    trade: "PLASTER",
    sentence: "Gypsum plaster, 3 month shelf life from manufacture.",
  },
  insulation: { path: "Insulation", trade: "INSULATION", sentence: "Thermal insulation product." },
  brick: { path: "Bricks & Blocks > Bricks", trade: "BRICKS", sentence: "Clay brick to BS EN 771-1." },
  block: { path: "Bricks & Blocks > Blocks", trade: "BLOCKS", sentence: "Masonry block for walls and foundations." },
  roofing: { path: "Roofing", trade: "ROOFING", sentence: "Roofing product." },
  drainage: { path: "Drainage & Rainwater", trade: "DRAINAGE", sentence: "Drainage and rainwater system component." },
  skirting: { path: "Timber > Mouldings", trade: "MOULDINGS", sentence: "Interior moulding, sold per length." },
  lintel: { path: "Bricks & Blocks > Lintels", trade: "LINTELS", sentence: "Lintel for openings in masonry walls." },
  damp: { path: "Damp Proofing", trade: "DPC/DPM", sentence: "Damp proofing product." },
  sealant: { path: "Sealants & Adhesives", trade: "SEALANTS", sentence: "Sealant, adhesive or building chemical." },
};

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);

function gtin13(key: string): string {
  const body = "50" + String(Math.floor(hash01(`gtin:${key}`) * 1e10)).padStart(10, "0");
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

/** The merchant's own item id for a product: each merchant numbers its catalogue its own way. */
export function itemId(m: Merchant, p: Product, index: number): string {
  if (m.key === "a") return `TBM-${String(10200 + index * 7)}`;
  if (m.key === "b") return `CR-${p.kind.slice(0, 3).toUpperCase()}-${String(400 + index).padStart(4, "0")}`;
  return String(730000 + index * 13);
}

/** One feed row, as the merchant writes it, keyed by column name. */
export function row(m: Merchant, p: Product, index: number): Record<string, string> {
  const title = p.titles[m.key]!;
  const id = itemId(m, p, index);
  const text = KIND_TEXT[p.kind];
  const h = hash01(`${m.key}:${p.key}`);
  const factor = { a: 1, b: 0.94, c: 1.07 }[m.key] * (0.95 + hash01(`price:${m.key}:${p.key}`) * 0.1);
  const price = Math.max(0.2, Math.round(p.price * factor * 100) / 100);
  const out = h < 0.07;
  const back = !out && m.key === "b" && h < 0.1;
  const link = `${m.website}/p/${slugify(id)}-${slugify(title)}`;
  const image = `${m.website}/img/${slugify(id)}.jpg`;
  const heavy = [
    "cement",
    "mix",
    "aggregate",
    "timber",
    "sheet",
    "plasterboard",
    "plaster",
    "brick",
    "block",
    "lintel",
  ];
  if (m.key === "a") {
    return {
      id,
      title,
      link,
      price: `${price.toFixed(2)} GBP`,
      sale_price: "",
      description: `${title}. ${text.sentence}`,
      image_link: image,
      availability: out ? "out of stock" : "in stock",
      brand: p.brand ?? "",
      gtin: p.brand ? gtin13(p.key) : "",
      mpn: "",
      condition: "new",
      product_type: `Building Materials > ${text.path}`,
      shipping: `GB:::${heavy.includes(p.kind) ? "6.50" : "4.95"} GBP`,
      unit_pricing_measure: p.measure ?? "",
    };
  }
  if (m.key === "b") {
    return {
      id,
      title,
      link,
      image_link: image,
      price: `£${price.toFixed(2)}`,
      availability: out ? "out_of_stock" : back ? "backorder" : "in_stock",
      brand: p.brand?.toUpperCase() ?? "",
      product_type: text.trade,
      // Calder & Rusk prices delivery by postcode: only small items state it.
      shipping: heavy.includes(p.kind) ? "" : "GB:::5.00 GBP",
      description: `${text.sentence} Trade counter stock, collection from our yard or delivery on our own vehicles.`,
    };
  }
  const sale = hash01(`sale:${p.key}`) < 0.08 ? `${(Math.round(price * 90) / 100).toFixed(2)} GBP` : "";
  return {
    id,
    title,
    link,
    image_link: image,
    description: `${title}. ${text.sentence} Order by 2pm for next working day delivery on most items.`,
    price: `${price.toFixed(2)} GBP`,
    sale_price: sale,
    availability: out ? "Out of Stock" : "In Stock",
    condition: "new",
    brand: p.brand ?? "",
    gtin: p.brand && hash01(`g:${p.key}`) < 0.7 ? gtin13(p.key) : "",
    product_type: `Building Supplies > ${text.path}`,
    shipping: `GB:::${price >= 50 ? "0.00" : "5.99"} GBP`,
    unit_pricing_measure: p.measure ?? "",
    unit_pricing_base_measure: p.measure ? (p.measure.endsWith("sqm") ? "1sqm" : "1kg") : "",
  };
}

/** Family timber is not stocked everywhere: Calder & Rusk lacks a few sections, Yardley about a third. */
export function stocks(m: Merchant, p: Product): boolean {
  if (p.titles[m.key] === undefined) return false;
  if (!/^tim-(c16|c24|cls|batten|post|par)/.test(p.key)) return true;
  const h = hash01(`stock:${m.key}:${p.key}`);
  return m.key === "a" || (m.key === "b" ? h >= 0.1 : h >= 0.3);
}
