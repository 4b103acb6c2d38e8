// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.
/* eslint-disable */

// The eight fictional merchants: coverage, ids, links, titles, descriptions and
// how thoroughly each one fills the optional feed fields.

import type { Product } from "./products-a";
import { CAT } from "./cats";
import type { Rng } from "./prng";
import {
  join,
  fullName,
  slugify,
  compactSize,
  sentenceCase,
  diySize,
  tradeAbbr,
  truncateWords,
  unitWord,
} from "./text";

export interface Merchant {
  slug: string;
  name: string;
  format: "tsv" | "csv" | "xml";
  columns?: string[];
  cats: Record<string, number>; // selling weight per category (absent = not sold)
  priceFactor: number;
  brandField: number; // probability of filling brand for branded products
  genericBrand?: string; // what goes in brand for unbranded goods, if anything
  gtin: number; // probability of a GTIN when the product has one
  mpn: number; // probability of an MPN when the product has one
  sizeField: number;
  colorField: number;
  materialField: number;
  groupField: boolean;
  productType: (p: Product) => string;
  id: (p: Product, r: Rng, seq: number) => string;
  link: (p: Product, id: string, title: string) => string;
  title: (p: Product, r: Rng) => string;
  desc: (p: Product, r: Rng) => string;
}

const ALL = (w: number, over: Record<string, number> = {}): Record<string, number> => {
  const o: Record<string, number> = {};
  for (const c of Object.keys(CAT)) o[c] = w;
  for (const [k, v] of Object.entries(over)) {
    if (v === 0) delete o[k];
    else o[k] = v;
  }
  return o;
};

/** Colour only appears in a title when it tells variants apart (set by generate.ts). */
const col = (p: Product): string | undefined => (p.colorMatters ? p.color : undefined);
const use = (p: Product, r: Rng): string => r.pick(CAT[p.cat].use);
const qLower = (p: Product): string => (p.q ? p.q.toLowerCase() : "");

const COLS_A = [
  "id",
  "title",
  "description",
  "link",
  "price",
  "sale_price",
  "availability",
  "brand",
  "gtin",
  "mpn",
  "product_type",
  "item_group_id",
  "color",
  "size",
  "material",
];
const COLS_B = [
  "id",
  "title",
  "link",
  "price",
  "availability",
  "brand",
  "mpn",
  "gtin",
  "product_type",
  "description",
  "sale_price",
  "size",
  "color",
  "material",
  "item_group_id",
];
const COLS_C = [
  "id",
  "title",
  "brand",
  "price",
  "sale_price",
  "availability",
  "link",
  "gtin",
  "mpn",
  "size",
  "color",
  "material",
  "product_type",
  "item_group_id",
  "description",
];

export const MERCHANTS: Merchant[] = [
  {
    slug: "harrowgate-trade",
    name: "Harrowgate Trade Supplies",
    format: "tsv",
    columns: COLS_A,
    cats: ALL(3, { "skirting-architrave": 2 }),
    priceFactor: 1.0,
    brandField: 1,
    gtin: 0.1,
    mpn: 0.3,
    sizeField: 0.9,
    colorField: 0.8,
    materialField: 0,
    groupField: false,
    productType: (p) => `${CAT[p.cat].dept} > ${CAT[p.cat].leaf}`,
    id: (p, r) => `HTS${r.int(100000, 999999)}`,
    link: (p, id, t) => `https://www.harrowgate-trade.example/product/${slugify(t)}/${id.toLowerCase()}`,
    title: (p, r) => {
      const size = r.chance(0.12) ? compactSize(p.size) : p.size;
      return join(fullName(p), col(p), size, p.q);
    },
    desc: (p, r) =>
      `${fullName(p)}, ${p.size}${p.q ? ", " + qLower(p) : ""}. ${r.pick(["Ideal", "Suitable", "Designed"])} ${use(p, r)}.`,
  },
  {
    slug: "kestrel-bm",
    name: "Kestrel Builders Merchants",
    format: "csv",
    columns: COLS_B,
    cats: ALL(3, { "skirting-architrave": 1, insulation: 2 }),
    priceFactor: 0.95,
    brandField: 0.45,
    gtin: 0,
    mpn: 0.12,
    sizeField: 0,
    colorField: 0.1,
    materialField: 0,
    groupField: false,
    productType: (p) => CAT[p.cat].leaf.toUpperCase(),
    id: (p, r) => String(r.int(10000, 99999)),
    link: (p, id) => `https://www.kestrel-bm.example/shop/item/${id}`,
    title: (p, r) => {
      const brand = p.brand && p.nameUnique && r.chance(0.15) ? undefined : p.brand;
      let t = tradeAbbr(join(brand, p.name, p.size, p.q, col(p)));
      if (r.chance(0.2)) t = t.replace(/(\d)(KG|MM|M|L)\b/, "$1 $2");
      return t;
    },
    desc: (p, r) =>
      `${fullName(p)} ${p.size}${p.q ? " (" + p.q + ")" : ""}. ${r.pick(["Collect from the yard or add to a delivery.", "Trade account prices available at the counter.", "Available for collection or local delivery."])}`,
  },
  {
    slug: "fenwick-home",
    name: "Fenwick Home & Build",
    format: "xml",
    cats: ALL(3, { bricks: 1, blocks: 1, aggregates: 2, drainage: 2 }),
    priceFactor: 1.14,
    brandField: 1,
    genericBrand: "Fenwick Essentials",
    gtin: 0.5,
    mpn: 0,
    sizeField: 0.7,
    colorField: 1,
    materialField: 0.8,
    groupField: true,
    productType: (p) => `Building & Hardware > ${CAT[p.cat].dept} > ${CAT[p.cat].leaf}`,
    id: (p, r) => `FHB-${r.int(1000000, 9999999)}`,
    link: (p, id, t) => `https://www.fenwick-home.example/${slugify(t)}/${id.slice(4)}.html`,
    title: (p, r) => {
      const qs = (p.q ?? "").split(", ").filter((x) => x);
      const packs = qs.filter((x) => /^(Pack|Pallet|Box) of/.test(x));
      const rest = p.qMatters ? qs.filter((x) => !packs.includes(x)).join(" ") : "";
      const head = join(p.brand, sentenceCase(join(p.name, rest)));
      const pack = packs.length ? `, ${packs[0]}` : "";
      const c = col(p) ? `, ${sentenceCase(col(p))}` : "";
      return `${head}${c}, ${diySize(p.size)}${pack}`;
    },
    desc: (p, r) =>
      `This ${sentenceCase(p.name).toLowerCase()} ${p.brand ? "from " + p.brand + " " : ""}is ideal ${use(p, r)}. Sold as a single ${unitWord(p)}.`,
  },
  {
    slug: "buildbay-direct",
    name: "BuildBay Direct",
    format: "csv",
    columns: COLS_C,
    cats: ALL(2, {
      timber: 0,
      "skirting-architrave": 1,
      bricks: 1,
      blocks: 0,
      cement: 3,
      plaster: 3,
      insulation: 3,
      other: 3,
    }),
    priceFactor: 1.1,
    brandField: 0.9,
    genericBrand: "Unbranded",
    gtin: 0.5,
    mpn: 0.3,
    sizeField: 0.5,
    colorField: 0.9,
    materialField: 0.3,
    groupField: false,
    productType: (p) => `Home & Garden > Building Materials > ${CAT[p.cat].leaf}`,
    id: (p, r) => `BBD-${r.letters(2)}${r.digits(4)}`,
    link: (p, id, t) =>
      `https://www.buildbay-direct.example/listing/${id.toLowerCase()}/${slugify(t).slice(0, 40).replace(/-+$/, "")}`,
    title: (p, r) => {
      const kw = CAT[p.cat].keywords;
      const base = join(fullName(p), p.size, p.q, col(p));
      const tail = r.pick(["Fast UK Delivery", "Next Day Delivery", "Trade Quality", "Free Delivery Over £50"]);
      return truncateWords(`${base} | ${kw[0]} | ${kw[r.int(1, 2)]} | ${tail}`, 150);
    },
    desc: (p, r) =>
      `Genuine ${fullName(p)} (${p.size}) ${use(p, r)}. ${r.pick(["Dispatched from our UK warehouse.", "Fast dispatch, tracked delivery.", "Bulk discounts available on request."])}`,
  },
  {
    slug: "oakridge-timber",
    name: "Oakridge Timber & Building Supplies",
    format: "tsv",
    columns: COLS_C,
    cats: {
      timber: 5,
      "sheet-materials": 5,
      "skirting-architrave": 5,
      plasterboard: 3,
      insulation: 2,
      plaster: 1,
      other: 1,
      roofing: 1,
    },
    priceFactor: 0.97,
    brandField: 0.8,
    gtin: 0.04,
    mpn: 0.06,
    sizeField: 0.2,
    colorField: 0,
    materialField: 1,
    groupField: true,
    productType: (p) => CAT[p.cat].leaf,
    id: (p, r, seq) => `${p.cat.slice(0, 3).toUpperCase()}-${String(seq).padStart(4, "0")}`,
    link: (p, id, t) => `https://www.oakridge-timber.example/products/${slugify(t)}`,
    title: (p, r) => {
      const size = r.chance(0.75) ? compactSize(p.size) : p.size;
      const brand = p.brand && r.chance(0.3) ? `(${p.brand})` : undefined;
      return join(size, brand ? p.name : fullName(p), p.q, col(p), brand);
    },
    desc: (p, r) =>
      `${p.size} ${p.name}${p.q ? ", " + qLower(p) : ""}. ${r.pick(["Cut to length service available.", "Stocked in our yard.", "Machined in-house.", "Delivered on our own vehicles."])}`,
  },
  {
    slug: "slatefield-roofing",
    name: "Slatefield Roofing & Drainage Centre",
    format: "xml",
    cats: {
      roofing: 6,
      drainage: 6,
      other: 3,
      insulation: 3,
      timber: 1,
      cement: 1,
      sand: 1,
      "concrete-mortar": 1,
      plasterboard: 1,
    },
    priceFactor: 1.02,
    brandField: 1,
    gtin: 0.12,
    mpn: 0.45,
    sizeField: 1,
    colorField: 1,
    materialField: 0.5,
    groupField: true,
    productType: (p) => `${CAT[p.cat].dept} / ${CAT[p.cat].leaf}`,
    id: (p, r) => `SF${r.int(10000, 99999)}`,
    link: (p, id, t) => `https://www.slatefield-roofing.example/catalogue/${id}-${slugify(t)}`,
    title: (p, r) => {
      const parts = [fullName(p)];
      if (col(p)) parts.push(col(p));
      parts.push(join(p.size, p.q));
      return parts.join(" - ");
    },
    desc: (p, r) =>
      `${fullName(p)}${p.color ? " in " + p.color.toLowerCase() : ""}, ${p.size}. ${r.pick(["Roofing and drainage specialists since 1987.", "Call the branch for quantity pricing.", "Ready for collection from all branches."])}`,
  },
  {
    slug: "tradesaver-online",
    name: "TradeSaver Online",
    format: "csv",
    columns: COLS_A,
    cats: ALL(3, { sand: 1, aggregates: 1, timber: 0, "skirting-architrave": 1, roofing: 2 }),
    priceFactor: 0.92,
    brandField: 1,
    gtin: 0.15,
    mpn: 0.25,
    sizeField: 1,
    colorField: 0.5,
    materialField: 0,
    groupField: false,
    productType: (p) => CAT[p.cat].dept,
    id: (p, r) => `ts-${r.int(100000, 999999)}`,
    link: (p, id) => `https://www.tradesaver-online.example/p/${id}`,
    title: (p, r) => {
      const inner = join(p.name, col(p) ? ", " + col(p) : "").replace(/ ,/g, ",");
      const qq = p.q ? ` (${p.q})` : "";
      return `${inner}, ${p.size}${qq}${p.brand ? " - " + p.brand : ""}`;
    },
    desc: (p, r) =>
      `${r.pick(["Save on", "Low prices on", "Trade prices on"])} ${fullName(p)} ${p.size}, ${use(p, r)}.`,
  },
  {
    slug: "marsh-lane-bs",
    name: "Marsh Lane Building Supplies",
    format: "tsv",
    columns: COLS_B,
    cats: ALL(3, { "skirting-architrave": 2, drainage: 2 }),
    priceFactor: 1.0,
    brandField: 0.7,
    genericBrand: "Marsh Lane",
    gtin: 0,
    mpn: 0.15,
    sizeField: 0.4,
    colorField: 0.6,
    materialField: 0.4,
    groupField: false,
    productType: (p) => `${CAT[p.cat].dept}|${CAT[p.cat].noun}`,
    id: (p, r) => `ML-${String(r.int(1000, 99999)).padStart(6, "0")}`,
    link: (p, id) => `https://www.marsh-lane-bs.example/item?sku=${id}`,
    title: (p, r) => {
      const noun = CAT[p.cat].noun.toUpperCase();
      const q = p.q
        ? p.q.replace("Tapered Edge", "TE").replace("Square Edge", "SE").replace("Tongue & Groove", "T&G")
        : "";
      const body = join(fullName(p), compactSize(p.size), q, col(p));
      return r.chance(0.08) ? body : `${noun} - ${body}`;
    },
    desc: (p, r) =>
      `${fullName(p)} ${p.size}. ${r.pick(["Order before 2pm for next day local delivery.", "Prices shown exclude delivery.", "Part of our everyday range."])}`,
  },
];
