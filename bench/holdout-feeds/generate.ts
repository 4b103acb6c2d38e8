// Independent holdout benchmark for product matching.
//
// Writes six fictional UK merchant feeds (Google Merchant Center style: 2 TSV, 2 CSV, 2 RSS/XML),
// merchants.json, demo-truth.json ("<merchant-slug>:<item id>" -> true product key) and products.json.
// Everything is deterministic (seeded PRNG), so re-running produces identical files.
//
//   npx tsx bench/holdout-feeds/generate.ts
//
// The catalogue and every merchant's wording were written from scratch for this holdout; the only
// rule is that each merchant states the facts of the true product correctly, in its own house style.

import { writeFileSync } from "node:fs";
import { dirname, join as joinPath } from "node:path";
import { fileURLToPath } from "node:url";

const OUT_DIR = dirname(fileURLToPath(import.meta.url));
const IMAGE_ORIGIN = "https://demo-images.buildcompare.invalid/";

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

type Rand = () => number;

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function rng(seed: string): Rand {
  let a = fnv1a(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(r: Rand, xs: readonly T[]): T {
  const x = xs[Math.floor(r() * xs.length)];
  if (x === undefined) throw new Error("pick from empty list");
  return x;
}

function shuffle<T>(r: Rand, xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Catalogue model

type Names = { full: string; short: string; trade: string };
type SheetMat = "osb3" | "hwply" | "swply" | "mdf" | "mrmdf" | "p5";

type Spec =
  | { k: "bag"; n: Names; kg: number; pack?: number; what: string }
  | { k: "bulk"; n: Names; what: string }
  | {
      k: "timber";
      use: "sawn" | "cls" | "pse" | "decking" | "post" | "batten";
      grade?: "C16" | "C24";
      treated: boolean;
      t: number;
      w: number;
      len: number;
      pack?: number;
    }
  | { k: "sheet"; mat: SheetMat; t: number; l: number; w: number }
  | { k: "pboard"; line: string; trade: string; words: string; t: number; l: number; w: number }
  | {
      k: "brick";
      type: "facing" | "engineering" | "common";
      range: string;
      colour: string;
      cls?: "A" | "B";
      perf?: boolean;
      pack: number;
    }
  | { k: "block"; type: "dense" | "aircrete"; line: string; n: number; t: number }
  | { k: "moulding"; use: "skirting" | "architrave"; profile: string; t: number; h: number; len: number; pack: number }
  | { k: "pir"; name: string; t: number }
  | { k: "loft"; line: string; t: number; m2: number }
  | { k: "eps"; grade: string; t: number }
  | { k: "tile"; line: string; colour: string }
  | { k: "slate"; origin: string; l: number; w: number }
  | { k: "felt"; line: string; colour: string; len: number; w: number }
  | { k: "membrane"; line: string; len: number; w: number }
  | {
      k: "drain";
      part: "pipe" | "bend" | "coupler" | "gully";
      line: string;
      len?: number;
      angle?: number;
      ends: string;
    };

interface Product {
  key: string;
  cat: string;
  price: number; // typical retail price inc VAT, GBP
  brands?: readonly string[]; // spellings a merchant might put in the brand column (manufacturer first)
  tb?: string; // brand / range name as it appears in titles
  tbAlways?: boolean; // the brand is part of the product's identity; every merchant names it in the title
  mpn?: string;
  gtin?: string; // 13-digit EAN, assigned below
  s: Spec;
}

const CATALOGUE: Product[] = [];
function add(p: Product): void {
  if (CATALOGUE.some((q) => q.key === p.key)) throw new Error(`duplicate key ${p.key}`);
  CATALOGUE.push(p);
}

// Brand spellings
const BLUE_CIRCLE = ["Blue Circle", "Tarmac", "Tarmac Blue Circle"] as const;
const HANSON = ["Hanson", "Heidelberg Materials", "Hanson Heidelberg Materials"] as const;
const GYPROC = ["British Gypsum", "Gyproc", "Saint-Gobain"] as const;
const THISTLE = ["British Gypsum", "Thistle", "Saint-Gobain"] as const;
const KNAUF = ["Knauf"] as const;
const KNAUF_INS = ["Knauf Insulation", "Knauf"] as const;
const CELOTEX = ["Celotex", "Saint-Gobain", "Celotex by Saint-Gobain"] as const;
const KINGSPAN = ["Kingspan", "Kingspan Insulation"] as const;
const FORTERRA = ["Forterra", "London Brick", "London Brick Company"] as const;
const WIENERBERGER = ["Wienerberger", "Terca"] as const;
const IBSTOCK = ["Ibstock", "Ibstock Brick"] as const;
const TARMAC_BLOCK = ["Tarmac", "Topcrete", "Tarmac Topcrete"] as const;
const HH = ["H+H", "Celcon", "H+H UK"] as const;
const STERLING = ["West Fraser", "SterlingOSB", "Norbord"] as const;
const EGGER = ["Egger", "EGGER"] as const;
const JABLITE = ["Jablite"] as const;
const MARLEY = ["Marley", "Marley Eternit"] as const;
const REDLAND = ["Redland", "BMI Redland", "BMI"] as const;
const IKO = ["IKO"] as const;
const KLOBER = ["Klöber", "Klober"] as const;
const OSMA = ["OSMA", "Wavin", "Wavin OSMA"] as const;
const FLOPLAST = ["FloPlast", "Floplast"] as const;

// --- Cement
add({
  key: "cement/blue-circle-general-purpose-25kg-paper",
  cat: "cement",
  price: 7.45,
  brands: BLUE_CIRCLE,
  tb: "Blue Circle",
  s: {
    k: "bag",
    kg: 25,
    what: "cement",
    n: { full: "General Purpose Cement", short: "GP Cement", trade: "OPC CEMENT" },
  },
});
add({
  key: "cement/blue-circle-general-purpose-25kg-plastic",
  cat: "cement",
  price: 8.95,
  brands: BLUE_CIRCLE,
  tb: "Blue Circle",
  s: {
    k: "bag",
    kg: 25,
    what: "cement",
    n: {
      full: "General Purpose Cement in Weatherproof Plastic Bag",
      short: "GP Cement Plastic Bag",
      trade: "OPC CEMENT PLASTIC BAG",
    },
  },
});
add({
  key: "cement/blue-circle-mastercrete-25kg",
  cat: "cement",
  price: 8.3,
  brands: BLUE_CIRCLE,
  tb: "Blue Circle",
  tbAlways: true,
  s: {
    k: "bag",
    kg: 25,
    what: "cement",
    n: { full: "Mastercrete Original Cement", short: "Mastercrete Cement", trade: "MASTERCRETE" },
  },
});
add({
  key: "cement/hanson-multicem-25kg",
  cat: "cement",
  price: 7.9,
  brands: HANSON,
  tb: "Hanson",
  tbAlways: true,
  s: {
    k: "bag",
    kg: 25,
    what: "cement",
    n: { full: "Multicem General Purpose Cement", short: "Multicem Cement", trade: "MULTICEM" },
  },
});
add({
  key: "cement/hanson-snowcrete-white-25kg",
  cat: "cement",
  price: 14.6,
  brands: HANSON,
  tb: "Hanson",
  tbAlways: true,
  s: {
    k: "bag",
    kg: 25,
    what: "white cement",
    n: { full: "Snowcrete White Cement", short: "Snowcrete White Cement", trade: "SNOWCRETE WHITE CEMENT" },
  },
});

// --- Concrete & mortar
add({
  key: "concrete/blue-circle-postcrete-20kg",
  cat: "concrete-mortar",
  price: 7.95,
  brands: BLUE_CIRCLE,
  tb: "Blue Circle",
  tbAlways: true,
  s: {
    k: "bag",
    kg: 20,
    what: "postcrete",
    n: { full: "Postcrete Rapid Setting Post Mix", short: "Postcrete", trade: "POSTCRETE" },
  },
});
add({
  key: "concrete/blue-circle-postcrete-20kg-pack-10",
  cat: "concrete-mortar",
  price: 72.0,
  brands: BLUE_CIRCLE,
  tb: "Blue Circle",
  tbAlways: true,
  s: {
    k: "bag",
    kg: 20,
    pack: 10,
    what: "postcrete",
    n: { full: "Postcrete Rapid Setting Post Mix", short: "Postcrete", trade: "POSTCRETE" },
  },
});
add({
  key: "concrete/blue-circle-ready-to-use-concrete-20kg",
  cat: "concrete-mortar",
  price: 6.8,
  brands: BLUE_CIRCLE,
  tb: "Blue Circle",
  s: {
    k: "bag",
    kg: 20,
    what: "concrete",
    n: { full: "Ready to Use Concrete", short: "Ready Mix Concrete", trade: "READY MIX CONCRETE" },
  },
});
add({
  key: "concrete/blue-circle-ready-to-use-mortar-20kg",
  cat: "concrete-mortar",
  price: 6.8,
  brands: BLUE_CIRCLE,
  tb: "Blue Circle",
  s: {
    k: "bag",
    kg: 20,
    what: "mortar",
    n: { full: "Ready to Use Mortar", short: "Ready Mix Mortar", trade: "READY MIX MORTAR" },
  },
});
add({
  key: "concrete/hanson-concrete-mix-25kg",
  cat: "concrete-mortar",
  price: 7.2,
  brands: HANSON,
  tb: "Hanson",
  s: { k: "bag", kg: 25, what: "concrete", n: { full: "Concrete Mix", short: "Concrete Mix", trade: "CONCRETE MIX" } },
});

// --- Sand
const sandBag = (key: string, kg: number, price: number, n: Names): void =>
  add({ key, cat: "sand", price, s: { k: "bag", kg, what: "sand", n } });
const looseBulk = (key: string, cat: string, price: number, n: Names): void =>
  add({ key, cat, price, s: { k: "bulk", what: cat === "sand" ? "sand" : "aggregate", n } });
sandBag("sand/building-sand-25kg", 25, 4.4, { full: "Building Sand", short: "Building Sand", trade: "BUILDING SAND" });
sandBag("sand/sharp-sand-25kg", 25, 4.6, { full: "Sharp Sand", short: "Sharp Sand", trade: "SHARP SAND" });
sandBag("sand/kiln-dried-sand-20kg", 20, 6.5, {
  full: "Kiln Dried Paving Sand",
  short: "Kiln Dried Sand",
  trade: "KILN DRIED SAND",
});
looseBulk("sand/building-sand-bulk-bag", "sand", 56, {
  full: "Building Sand",
  short: "Building Sand",
  trade: "BUILDING SAND",
});
looseBulk("sand/sharp-sand-bulk-bag", "sand", 58, { full: "Sharp Sand", short: "Sharp Sand", trade: "SHARP SAND" });
looseBulk("sand/plastering-sand-bulk-bag", "sand", 64, {
  full: "Plastering Sand",
  short: "Plastering Sand",
  trade: "PLASTERING SAND",
});

// --- Aggregates (each in a 25 kg bag and a bulk bag)
const AGGS: [string, number, number, Names][] = [
  ["ballast-20mm", 4.8, 59, { full: "20mm All-in Ballast", short: "All-in Ballast", trade: "20MM BALLAST" }],
  ["mot-type-1", 4.7, 61, { full: "MOT Type 1 Sub-base", short: "MOT Type 1", trade: "MOT TYPE 1" }],
  ["pea-gravel-10mm", 5.2, 72, { full: "10mm Pea Gravel", short: "Pea Gravel 10mm", trade: "10MM PEA GRAVEL" }],
  ["gravel-20mm", 5.1, 69, { full: "20mm Gravel", short: "Gravel 20mm", trade: "20MM GRAVEL" }],
  [
    "cotswold-chippings-20mm",
    6.9,
    98,
    { full: "Cotswold Buff Chippings 20mm", short: "Cotswold Chippings 20mm", trade: "COTSWOLD CHIPPINGS 20MM" },
  ],
];
for (const [slug, bagPrice, bulkPrice, n] of AGGS) {
  add({
    key: `aggregates/${slug}-25kg`,
    cat: "aggregates",
    price: bagPrice,
    s: { k: "bag", kg: 25, what: "aggregate", n },
  });
  looseBulk(`aggregates/${slug}-bulk-bag`, "aggregates", bulkPrice, n);
}

// --- Timber
type TimberUse = "sawn" | "cls" | "pse" | "decking" | "post" | "batten";
function timber(
  use: TimberUse,
  t: number,
  w: number,
  len: number,
  price: number,
  opts: { grade?: "C16" | "C24"; treated: boolean; pack?: number; cat?: string },
): void {
  const parts = [
    use,
    opts.grade?.toLowerCase(),
    use === "sawn" ? (opts.treated ? "treated" : "untreated") : undefined,
    `${t}x${w}`,
    `${len}mm`,
    opts.pack ? `pack-${opts.pack}` : undefined,
  ].filter((x) => x !== undefined);
  add({
    key: `${opts.cat ?? "timber"}/${parts.join("-")}`,
    cat: opts.cat ?? "timber",
    price,
    s: { k: "timber", use, grade: opts.grade, treated: opts.treated, t, w, len, pack: opts.pack },
  });
}
timber("sawn", 47, 100, 3000, 7.2, { grade: "C16", treated: true });
timber("sawn", 47, 100, 3600, 8.6, { grade: "C16", treated: true });
timber("sawn", 47, 100, 4800, 11.8, { grade: "C16", treated: true });
timber("sawn", 47, 100, 3600, 10.2, { grade: "C24", treated: true });
timber("sawn", 47, 100, 4800, 13.9, { grade: "C24", treated: true });
timber("sawn", 47, 100, 3600, 9.4, { grade: "C24", treated: false });
timber("sawn", 47, 150, 3600, 13.2, { grade: "C16", treated: true });
timber("sawn", 47, 150, 4800, 17.9, { grade: "C16", treated: true });
timber("sawn", 47, 150, 4800, 20.5, { grade: "C24", treated: true });
timber("sawn", 47, 200, 4800, 28.4, { grade: "C24", treated: true });
timber("sawn", 47, 75, 3000, 5.9, { grade: "C16", treated: true });
timber("sawn", 47, 75, 3600, 7.1, { grade: "C16", treated: true });
timber("cls", 38, 63, 2400, 3.4, { treated: false });
timber("cls", 38, 63, 3000, 4.3, { treated: false });
timber("cls", 38, 89, 2400, 4.6, { treated: false });
timber("cls", 38, 89, 3000, 5.8, { treated: false });
timber("cls", 38, 63, 2400, 31.5, { treated: false, pack: 10 });
timber("pse", 18, 94, 2400, 5.2, { treated: false });
timber("pse", 18, 144, 2400, 8.1, { treated: false });
timber("pse", 44, 44, 2400, 4.9, { treated: false });
timber("decking", 32, 125, 3600, 9.8, { treated: true });
timber("decking", 32, 125, 4800, 13.2, { treated: true });
timber("post", 75, 75, 1800, 6.4, { treated: true });
timber("post", 75, 75, 2400, 8.2, { treated: true });
timber("post", 100, 100, 2400, 13.5, { treated: true });
timber("batten", 25, 50, 4800, 3.9, { treated: true, cat: "roofing" });
timber("batten", 25, 38, 4800, 3.1, { treated: true, cat: "roofing" });

// --- Sheet materials
function sheet(
  mat: SheetMat,
  t: number,
  l: number,
  w: number,
  price: number,
  brand?: { brands: readonly string[]; tb: string },
): void {
  add({
    key: `sheet/${mat}-${t}mm-${l}x${w}`,
    cat: "sheet",
    price,
    brands: brand?.brands,
    tb: brand?.tb,
    s: { k: "sheet", mat, t, l, w },
  });
}
sheet("osb3", 9, 2440, 1220, 14.5, { brands: STERLING, tb: "SterlingOSB Zero" });
sheet("osb3", 11, 2440, 1220, 16.9, { brands: STERLING, tb: "SterlingOSB Zero" });
sheet("osb3", 18, 2440, 1220, 27.5, { brands: STERLING, tb: "SterlingOSB Zero" });
sheet("hwply", 12, 2440, 1220, 29.5);
sheet("hwply", 18, 2440, 1220, 38.0);
sheet("swply", 18, 2440, 1220, 34.0);
sheet("mdf", 12, 2440, 1220, 21.5);
sheet("mdf", 18, 2440, 1220, 28.0);
sheet("mrmdf", 18, 2440, 1220, 36.0);
sheet("p5", 18, 2400, 600, 11.2, { brands: EGGER, tb: "Egger" });
sheet("p5", 22, 2400, 600, 14.8, { brands: EGGER, tb: "Egger" });

// --- Plasterboard
function pboard(
  slug: string,
  line: string,
  trade: string,
  words: string,
  t: number,
  l: number,
  price: number,
  brands: readonly string[],
): void {
  add({
    key: `plasterboard/${slug}-${t}mm-${l}x1200-te`,
    cat: "plasterboard",
    price,
    brands,
    tb: line,
    tbAlways: true,
    s: { k: "pboard", line, trade, words, t, l, w: 1200 },
  });
}
pboard("gyproc-wallboard", "Gyproc WallBoard", "GYPROC WB", "Plasterboard", 9.5, 2400, 8.9, GYPROC);
pboard("gyproc-wallboard", "Gyproc WallBoard", "GYPROC WB", "Plasterboard", 12.5, 2400, 9.8, GYPROC);
pboard("gyproc-wallboard", "Gyproc WallBoard", "GYPROC WB", "Plasterboard", 12.5, 2700, 11.4, GYPROC);
pboard("gyproc-wallboard", "Gyproc WallBoard", "GYPROC WB", "Plasterboard", 12.5, 3000, 12.9, GYPROC);
pboard("gyproc-wallboard", "Gyproc WallBoard", "GYPROC WB", "Plasterboard", 15, 2400, 13.2, GYPROC);
pboard("gyproc-moisture-resistant", "Gyproc Moisture Resistant", "GYPROC MR", "Plasterboard", 12.5, 2400, 14.6, GYPROC);
pboard(
  "gyproc-fireline",
  "Gyproc FireLine",
  "GYPROC FIRELINE",
  "Fire Resistant Plasterboard",
  12.5,
  2400,
  13.1,
  GYPROC,
);
pboard("gyproc-fireline", "Gyproc FireLine", "GYPROC FIRELINE", "Fire Resistant Plasterboard", 15, 2400, 15.8, GYPROC);
pboard("gyproc-soundbloc", "Gyproc SoundBloc", "GYPROC SOUNDBLOC", "Acoustic Plasterboard", 12.5, 2400, 14.9, GYPROC);
pboard("gyproc-soundbloc", "Gyproc SoundBloc", "GYPROC SOUNDBLOC", "Acoustic Plasterboard", 15, 2400, 17.8, GYPROC);
pboard("knauf-wallboard", "Knauf Wallboard", "KNAUF WB", "Plasterboard", 12.5, 2400, 8.95, KNAUF);
pboard(
  "knauf-moisture-panel",
  "Knauf Moisture Panel",
  "KNAUF MR PANEL",
  "Moisture Resistant Plasterboard",
  12.5,
  2400,
  13.4,
  KNAUF,
);

// --- Plaster
function plaster(slug: string, tb: string, brands: readonly string[], n: Names, kg: number, price: number): void {
  add({
    key: `plaster/${slug}-${kg}kg`,
    cat: "plaster",
    price,
    brands,
    tb,
    tbAlways: true,
    s: { k: "bag", kg, what: "plaster", n },
  });
}
plaster(
  "thistle-multi-finish",
  "Thistle",
  THISTLE,
  { full: "Multi-Finish Plaster", short: "Multi-Finish", trade: "MULTI FINISH" },
  25,
  11.2,
);
plaster(
  "thistle-board-finish",
  "Thistle",
  THISTLE,
  { full: "Board Finish Plaster", short: "Board Finish", trade: "BOARD FINISH" },
  25,
  11.0,
);
plaster(
  "thistle-bonding-coat",
  "Thistle",
  THISTLE,
  { full: "Bonding Coat Undercoat Plaster", short: "Bonding Coat", trade: "BONDING" },
  25,
  13.5,
);
plaster(
  "thistle-hardwall",
  "Thistle",
  THISTLE,
  { full: "HardWall Undercoat Plaster", short: "HardWall", trade: "HARDWALL" },
  25,
  13.2,
);
plaster(
  "thistle-dri-coat",
  "Thistle",
  THISTLE,
  { full: "Dri-Coat Renovating Plaster", short: "Dri-Coat", trade: "DRI-COAT" },
  25,
  16.8,
);
plaster(
  "knauf-multifinish",
  "Knauf",
  KNAUF,
  { full: "MultiFinish Gypsum Plaster", short: "MultiFinish", trade: "MULTIFINISH" },
  25,
  10.5,
);

// --- Bricks (215 x 102.5 x 65 mm)
function brick(
  slug: string,
  price: number,
  brands: readonly string[],
  tb: string,
  s: Omit<Extract<Spec, { k: "brick" }>, "k">,
): void {
  add({
    key: `bricks/${slug}${s.pack > 1 ? `-pack-${s.pack}` : "-single"}`,
    cat: "bricks",
    price,
    brands,
    tb,
    tbAlways: true,
    s: { k: "brick", ...s },
  });
}
brick("lbc-heritage-65mm", 0.98, FORTERRA, "LBC", { type: "facing", range: "Heritage", colour: "Red", pack: 1 });
brick("lbc-heritage-65mm", 362, FORTERRA, "LBC", { type: "facing", range: "Heritage", colour: "Red", pack: 390 });
brick("lbc-rustic-65mm", 0.95, FORTERRA, "LBC", { type: "facing", range: "Rustic", colour: "Red", pack: 1 });
brick("lbc-common-65mm", 0.78, FORTERRA, "LBC", { type: "common", range: "Common", colour: "Pink", pack: 1 });
brick("lbc-common-65mm", 286, FORTERRA, "LBC", { type: "common", range: "Common", colour: "Pink", pack: 390 });
brick("terca-red-multi-stock-65mm", 1.05, WIENERBERGER, "Terca", {
  type: "facing",
  range: "Red Multi Stock",
  colour: "Red",
  pack: 1,
});
brick("terca-red-multi-stock-65mm", 495, WIENERBERGER, "Terca", {
  type: "facing",
  range: "Red Multi Stock",
  colour: "Red",
  pack: 500,
});
brick("terca-buff-multi-stock-65mm", 1.1, WIENERBERGER, "Terca", {
  type: "facing",
  range: "Buff Multi Stock",
  colour: "Buff",
  pack: 1,
});
brick("class-b-engineering-red-perforated-65mm", 0.85, IBSTOCK, "Ibstock", {
  type: "engineering",
  range: "Engineering",
  colour: "Red",
  cls: "B",
  perf: true,
  pack: 1,
});
brick("class-b-engineering-red-perforated-65mm", 322, IBSTOCK, "Ibstock", {
  type: "engineering",
  range: "Engineering",
  colour: "Red",
  cls: "B",
  perf: true,
  pack: 400,
});
brick("class-a-engineering-blue-perforated-65mm", 1.35, IBSTOCK, "Ibstock", {
  type: "engineering",
  range: "Engineering",
  colour: "Blue",
  cls: "A",
  perf: true,
  pack: 1,
});

// --- Blocks (440 x 215 mm face)
function block(type: "dense" | "aircrete", line: string, n: number, t: number, price: number): void {
  const brands = type === "dense" ? TARMAC_BLOCK : HH;
  add({
    key: `blocks/${type}-${n.toFixed(1)}n-${t}mm${type === "aircrete" ? `-${line.toLowerCase().replace(/\s+/g, "-")}` : ""}`,
    cat: "blocks",
    price,
    brands,
    tb: type === "dense" ? "Topcrete" : "Celcon",
    tbAlways: type === "aircrete",
    s: { k: "block", type, line, n, t },
  });
}
block("dense", "Topcrete", 7.3, 100, 2.4);
block("dense", "Topcrete", 3.6, 100, 2.2);
block("dense", "Topcrete", 7.3, 140, 3.9);
block("dense", "Topcrete", 3.6, 140, 3.6);
block("aircrete", "Celcon Standard", 3.6, 100, 3.1);
block("aircrete", "Celcon Standard", 3.6, 140, 4.5);
block("aircrete", "Celcon Standard", 3.6, 215, 6.9);
block("aircrete", "Celcon High Strength", 7.0, 100, 3.7);

// --- Skirting & architrave (primed MDF, 18 mm)
function moulding(
  use: "skirting" | "architrave",
  profile: string,
  h: number,
  len: number,
  price: number,
  pack = 1,
): void {
  const ps = profile.toLowerCase().replace(/ & /g, "-and-").replace(/\s+/g, "-");
  add({
    key: `skirting-architrave/${use}-mdf-${ps}-18x${h}-${len}mm${pack > 1 ? `-pack-${pack}` : ""}`,
    cat: "skirting-architrave",
    price,
    s: { k: "moulding", use, profile, t: 18, h, len, pack },
  });
}
moulding("skirting", "Torus", 119, 4200, 14.5);
moulding("skirting", "Torus", 144, 4200, 17.2);
moulding("skirting", "Torus", 169, 4200, 20.5);
moulding("skirting", "Ogee", 119, 4200, 14.8);
moulding("skirting", "Ogee", 144, 4200, 17.5);
moulding("skirting", "Chamfered & Rounded", 119, 4200, 14.2);
moulding("architrave", "Torus", 69, 2100, 5.6);
moulding("architrave", "Torus", 69, 2100, 26.0, 5);
moulding("architrave", "Ogee", 69, 2100, 5.7);

// --- Insulation
for (const [t, code, price] of [
  [25, "GA4025", 19.5],
  [50, "GA4050", 26.9],
  [75, "GA4075", 36.5],
  [100, "GA4100", 44.9],
] as const) {
  add({
    key: `insulation/celotex-pir-${t}mm-2400x1200`,
    cat: "insulation",
    price,
    brands: CELOTEX,
    tb: "Celotex",
    tbAlways: true,
    mpn: code,
    s: { k: "pir", name: `Celotex ${code}`, t },
  });
}
add({
  key: "insulation/kingspan-thermapitch-tp10-100mm-2400x1200",
  cat: "insulation",
  price: 47.5,
  brands: KINGSPAN,
  tb: "Kingspan",
  tbAlways: true,
  mpn: "TP10-100",
  s: { k: "pir", name: "Kingspan Thermapitch TP10", t: 100 },
});
for (const [t, m2, price] of [
  [100, 8.3, 26.5],
  [150, 6.08, 27.5],
  [200, 4.42, 26.0],
] as const) {
  add({
    key: `insulation/earthwool-loft-roll-44-${t}mm`,
    cat: "insulation",
    price,
    brands: KNAUF_INS,
    tb: "Earthwool",
    tbAlways: true,
    s: { k: "loft", line: "Earthwool Loft Roll 44", t, m2 },
  });
}
add({
  key: "insulation/eps70-50mm-2400x1200",
  cat: "insulation",
  price: 8.5,
  brands: JABLITE,
  tb: "Jablite",
  s: { k: "eps", grade: "EPS70", t: 50 },
});
add({
  key: "insulation/eps70-100mm-2400x1200",
  cat: "insulation",
  price: 15.9,
  brands: JABLITE,
  tb: "Jablite",
  s: { k: "eps", grade: "EPS70", t: 100 },
});

// --- Roofing
add({
  key: "roofing/marley-modern-tile-smooth-grey",
  cat: "roofing",
  price: 1.65,
  brands: MARLEY,
  tb: "Marley",
  tbAlways: true,
  s: { k: "tile", line: "Marley Modern", colour: "Smooth Grey" },
});
add({
  key: "roofing/marley-modern-tile-smooth-brown",
  cat: "roofing",
  price: 1.65,
  brands: MARLEY,
  tb: "Marley",
  tbAlways: true,
  s: { k: "tile", line: "Marley Modern", colour: "Smooth Brown" },
});
add({
  key: "roofing/redland-49-tile-breckland-brown",
  cat: "roofing",
  price: 1.05,
  brands: REDLAND,
  tb: "Redland",
  tbAlways: true,
  s: { k: "tile", line: "Redland 49", colour: "Breckland Brown" },
});
add({
  key: "roofing/natural-slate-spanish-500x250",
  cat: "roofing",
  price: 1.45,
  s: { k: "slate", origin: "Spanish", l: 500, w: 250 },
});
add({
  key: "roofing/natural-slate-spanish-600x300",
  cat: "roofing",
  price: 2.3,
  s: { k: "slate", origin: "Spanish", l: 600, w: 300 },
});
add({
  key: "roofing/iko-shed-felt-green-10m",
  cat: "roofing",
  price: 33.0,
  brands: IKO,
  tb: "IKO",
  s: { k: "felt", line: "Shed Felt", colour: "Green Mineral", len: 10, w: 1 },
});
add({
  key: "roofing/iko-shed-felt-green-8m",
  cat: "roofing",
  price: 27.5,
  brands: IKO,
  tb: "IKO",
  s: { k: "felt", line: "Shed Felt", colour: "Green Mineral", len: 8, w: 1 },
});
add({
  key: "roofing/klober-permo-air-membrane-50x1.5m",
  cat: "roofing",
  price: 89.0,
  brands: KLOBER,
  tb: "Klöber",
  tbAlways: true,
  s: { k: "membrane", line: "Klöber Permo Air", len: 50, w: 1.5 },
});

// --- Drainage (110 mm underground)
function drain(
  slug: string,
  price: number,
  brands: readonly string[],
  line: string,
  mpn: string,
  s: Omit<Extract<Spec, { k: "drain" }>, "k" | "line">,
): void {
  add({ key: `drainage/${slug}`, cat: "drainage", price, brands, tb: line, mpn, s: { k: "drain", line, ...s } });
}
drain("osma-110mm-pipe-plain-ended-3m", 19.5, OSMA, "OSMA", "4D063", { part: "pipe", len: 3000, ends: "plain" });
drain("osma-110mm-pipe-plain-ended-6m", 34.9, OSMA, "OSMA", "4D066", { part: "pipe", len: 6000, ends: "plain" });
drain("osma-110mm-pipe-single-socket-3m", 23.5, OSMA, "OSMA", "4D073", { part: "pipe", len: 3000, ends: "single" });
drain("osma-110mm-bend-90-double-socket", 11.8, OSMA, "OSMA", "4D163", { part: "bend", angle: 90, ends: "double" });
drain("osma-110mm-bend-45-double-socket", 10.9, OSMA, "OSMA", "4D161", { part: "bend", angle: 45, ends: "double" });
drain("osma-110mm-bend-15-double-socket", 10.6, OSMA, "OSMA", "4D160", { part: "bend", angle: 15, ends: "double" });
drain("osma-110mm-bend-90-single-socket", 10.2, OSMA, "OSMA", "4D563", { part: "bend", angle: 90, ends: "single" });
drain("osma-110mm-coupler-double-socket", 6.4, OSMA, "OSMA", "4D107", { part: "coupler", ends: "double" });
drain("floplast-110mm-bend-90-double-socket", 10.5, FLOPLAST, "FloPlast", "D561", {
  part: "bend",
  angle: 90,
  ends: "double",
});
drain("floplast-110mm-bottle-gully", 28.9, FLOPLAST, "FloPlast", "D570", { part: "gully", ends: "na" });

// ---------------------------------------------------------------------------------------------
// GTINs: a deterministic subset of branded products carries a (fictional, valid) EAN-13.

function ean13(body12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body12[i]) * (i % 2 === 0 ? 1 : 3);
  return body12 + String((10 - (sum % 10)) % 10);
}
for (const p of CATALOGUE) {
  if (!p.brands) continue;
  const r = rng(`gtin:${p.key}`);
  if (r() < 0.62) {
    const body = "50" + String(fnv1a(p.key) % 1e10).padStart(10, "0");
    p.gtin = ean13(body);
  }
}

// ---------------------------------------------------------------------------------------------
// Formatting helpers

const clean = (...xs: (string | number | undefined | false)[]): string =>
  xs
    .filter((x) => x !== undefined && x !== false && x !== "")
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
const num = (n: number): string => String(Math.round(n * 1000) / 1000);
const m1 = (mm: number): string => `${(mm / 1000).toFixed(1)}m`; // 3.0m, 3.6m
const mShort = (mm: number): string => `${num(mm / 1000)}m`; // 3m, 3.6m
const FEET: Record<number, number> = {
  1800: 6,
  2100: 7,
  2400: 8,
  2700: 9,
  3000: 10,
  3600: 12,
  4200: 14,
  4800: 16,
  6000: 20,
};
function feet(mm: number): number {
  const f = FEET[mm];
  if (f === undefined) throw new Error(`no imperial length for ${mm}mm`);
  return f;
}
const NOMINAL: Record<string, string> = {
  "47x100": "4x2",
  "47x75": "3x2",
  "47x150": "6x2",
  "47x200": "8x2",
  "38x63": "3x2",
  "38x89": "4x2",
  "25x50": "2x1",
  "25x38": "1.5x1",
  "18x94": "4x1",
  "18x144": "6x1",
  "44x44": "2x2",
};
function nominal(t: number, w: number): string {
  const n = NOMINAL[`${t}x${w}`];
  if (n === undefined) throw new Error(`no nominal size for ${t}x${w}`);
  return n;
}
const INCH: Record<number, number> = { 75: 3, 100: 4, 150: 6, 200: 8, 250: 10, 300: 12, 500: 20, 600: 24 };
function inch(mm: number): number {
  const i = INCH[mm];
  if (i === undefined) throw new Error(`no inch size for ${mm}mm`);
  return i;
}
function slugify(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
const packSuffix = (pack: number | undefined, f: (n: number) => string): string => (pack && pack > 1 ? f(pack) : "");

const SHEET_NAMES: Record<SheetMat, { full: string; mid: string; trade: string }> = {
  osb3: { full: "OSB3 Oriented Strand Board", mid: "OSB3 Board", trade: "OSB3" },
  hwply: { full: "Hardwood Faced Plywood", mid: "Hardwood Plywood", trade: "HWD PLY" },
  swply: { full: "Structural Softwood Plywood", mid: "Softwood Structural Plywood", trade: "SWD STRUCT PLY" },
  mdf: { full: "Standard MDF Board", mid: "MDF Board", trade: "MDF" },
  mrmdf: { full: "Moisture Resistant MDF Board", mid: "MR MDF Board", trade: "MR MDF" },
  p5: {
    full: "P5 Tongue & Groove Chipboard Flooring",
    mid: "P5 T&G Chipboard Flooring",
    trade: "P5 T&G CHIPBOARD FLOORING",
  },
};
const DRAIN_ENDS: Record<string, string> = {
  plain: "Plain Ended",
  single: "Single Socket",
  double: "Double Socket",
  na: "",
};

// Plain-English facts (used to build descriptions). Kept short; each merchant words them itself.
function facts(p: Product): [string, string][] {
  const s = p.s;
  switch (s.k) {
    case "bag":
      return [["Weight", `${s.kg}kg`], ...(s.pack ? ([["Quantity", `${s.pack} bags`]] as [string, string][]) : [])];
    case "bulk":
      return [["Pack", "Bulk bag, approx. 850kg"]];
    case "timber":
      return [
        ["Section", `${s.t} x ${s.w}mm`],
        ["Length", mShort(s.len)],
        ...(s.grade ? ([["Strength grade", s.grade]] as [string, string][]) : []),
        ["Treatment", s.treated ? "Pressure treated" : "Untreated"],
        ...(s.pack ? ([["Quantity", `${s.pack} lengths`]] as [string, string][]) : []),
      ];
    case "sheet":
      return [
        ["Thickness", `${s.t}mm`],
        ["Size", `${s.l} x ${s.w}mm`],
      ];
    case "pboard":
      return [
        ["Thickness", `${s.t}mm`],
        ["Size", `${s.l} x ${s.w}mm`],
        ["Edge", "Tapered"],
      ];
    case "brick":
      return [
        ["Size", "215 x 102.5 x 65mm"],
        ["Colour", s.colour],
        ...(s.cls ? ([["Class", s.cls]] as [string, string][]) : []),
        ["Quantity", s.pack > 1 ? `${s.pack} bricks` : "Single brick"],
      ];
    case "block":
      return [
        ["Size", `440 x 215 x ${s.t}mm`],
        ["Strength", `${s.n.toFixed(1)}N/mm²`],
      ];
    case "moulding":
      return [
        ["Size", `${s.t} x ${s.h}mm`],
        ["Length", mShort(s.len)],
        ["Finish", "Primed"],
        ...(s.pack > 1 ? ([["Quantity", `${s.pack} lengths`]] as [string, string][]) : []),
      ];
    case "pir":
      return [
        ["Thickness", `${s.t}mm`],
        ["Size", "2400 x 1200mm"],
      ];
    case "loft":
      return [
        ["Thickness", `${s.t}mm`],
        ["Coverage", `${s.m2}m²`],
      ];
    case "eps":
      return [
        ["Thickness", `${s.t}mm`],
        ["Size", "2400 x 1200mm"],
        ["Grade", s.grade],
      ];
    case "tile":
      return [["Colour", s.colour]];
    case "slate":
      return [
        ["Size", `${s.l} x ${s.w}mm`],
        ["Origin", s.origin],
      ];
    case "felt":
    case "membrane":
      return [["Roll size", `${s.len}m x ${s.w}m`]];
    case "drain":
      return [
        ["Diameter", "110mm"],
        ...(s.len ? ([["Length", mShort(s.len)]] as [string, string][]) : []),
        ...(s.angle ? ([["Angle", `${s.angle}°`]] as [string, string][]) : []),
        ...(DRAIN_ENDS[s.ends] ? ([["Ends", DRAIN_ENDS[s.ends] ?? ""]] as [string, string][]) : []),
      ];
  }
}

// A one-line purpose statement, with a few phrasings to vary by merchant.
function purpose(p: Product, r: Rand): string {
  const s = p.s;
  const opts: Record<Spec["k"], string[]> = {
    bag:
      s.k === "bag"
        ? ((
            {
              cement: [
                "Suitable for concrete, mortar and rendering.",
                "For general building work including mortar and concrete.",
                "A reliable cement for everyday site use.",
              ],
              "white cement": [
                "White cement for a clean, bright finish to render and pointing.",
                "Ideal where a white or coloured finish is needed.",
              ],
              postcrete: [
                "Sets posts quickly - just pour into the hole and add water.",
                "Rapid setting mix for fence and gate posts, no mixing needed.",
              ],
              concrete: [
                "Pre-blended concrete mix - just add water.",
                "Ready blended for small concreting jobs, bases and repairs.",
              ],
              mortar: [
                "Pre-blended mortar for bricklaying and pointing - just add water.",
                "Ready mixed mortar for small brickwork jobs.",
              ],
              sand: [
                "Washed and graded sand for general building use.",
                "Quality sand for mortar, screeds and general use.",
              ],
              aggregate: [
                "Hard-wearing aggregate for landscaping and construction.",
                "Graded aggregate, handy bag size for smaller jobs.",
              ],
              plaster: [
                "Gypsum plaster for interior walls and ceilings.",
                "For a smooth, hard-wearing interior plaster finish.",
              ],
            } as Record<string, string[]>
          )[s.what] ?? ["General building material."])
        : [],
    bulk: [
      "Delivered in a bulk bag by crane-offload lorry.",
      "Bulk bag - ideal for larger projects.",
      "Approx. 850kg bulk bag.",
    ],
    timber: [
      "Kiln dried softwood for general construction.",
      "Quality softwood, suitable for a wide range of building work.",
      "Sourced from sustainably managed forests.",
    ],
    sheet: [
      "Versatile sheet material for construction and joinery.",
      "Full size sheet, cut to size service available in branch.",
    ],
    pboard: ["Gypsum plasterboard for internal walls and ceilings.", "For partitions, wall linings and ceilings."],
    brick: ["Clay brick for walls, extensions and garden projects.", "Quality UK-made clay brick."],
    block: [
      "Concrete building block for internal and external walls.",
      "Load-bearing block for walls and foundations.",
    ],
    moulding: ["Primed MDF, ready for painting.", "Smooth primed MDF moulding, ready to paint."],
    pir: ["Rigid PIR insulation with foil facings for walls, floors and roofs.", "High performance insulation board."],
    loft: ["Glass mineral wool loft insulation roll.", "Easy to handle loft roll for insulating between joists."],
    eps: ["Lightweight expanded polystyrene insulation board.", "EPS board for floor and cavity insulation."],
    tile: ["Concrete interlocking roof tile.", "Durable interlocking roof tile for pitched roofs."],
    slate: ["Natural roofing slate.", "Quality natural slate for pitched roofs."],
    felt: ["Mineral surfaced felt for sheds and outbuildings.", "Hard-wearing green mineral shed felt."],
    membrane: ["Vapour permeable roofing underlay.", "Breathable membrane for pitched roofs."],
    drain: ["Underground drainage system component.", "For below-ground foul and surface water drainage."],
  };
  return pick(r, opts[s.k]);
}

// ---------------------------------------------------------------------------------------------
// Merchants

type Format = "tsv" | "csv" | "xml";
interface Row {
  id: string;
  title: string;
  description: string;
  link: string;
  image_link?: string;
  price: string;
  sale_price?: string;
  availability: string;
  brand?: string;
  gtin?: string;
  mpn?: string;
  product_type?: string;
  unit_pricing_measure?: string;
}
interface Merchant {
  slug: string;
  name: string;
  file: string;
  format: Format;
  columns: (keyof Row)[];
  priceFactor: number;
  id(seq: number, p: Product): string;
  link(id: string, title: string): string;
  title(p: Product, r: Rand): string;
  description(p: Product, r: Rand, title: string): string;
  brand(p: Product, r: Rand): string | undefined;
  gtin(p: Product, r: Rand): string | undefined;
  mpn?(p: Product, r: Rand): string | undefined;
  productType?(p: Product): string;
  unit?(p: Product): string | undefined;
  images: boolean;
  saleRate: number;
}

const titleBrand = (p: Product, r: Rand, rate: number): string | undefined =>
  p.tb && (p.tbAlways || r() < rate) ? p.tb : undefined;

const UNREACHABLE = (): never => {
  throw new Error("unreachable");
};

// ---- 1. Kestrel Trade Supplies: terse trade CAPS with abbreviations. TSV.
const kestrel: Merchant = {
  slug: "kestrel-trade",
  name: "Kestrel Trade Supplies",
  file: "kestrel-trade.tsv",
  format: "tsv",
  columns: ["id", "title", "description", "link", "price", "sale_price", "availability", "brand"],
  priceFactor: 0.93,
  saleRate: 0.06,
  images: false,
  id: (seq) => `KT${String(20417 + seq * 13)}`,
  link: (id) => `https://www.kestrel-trade.example/p/${id.toLowerCase()}`,
  title(p, r) {
    const s = p.s;
    const L = (mm: number): string => `${(mm / 1000).toFixed(1)}M`;
    let t: string;
    switch (s.k) {
      case "bag":
        t = clean(
          titleBrand(p, r, 0.6),
          s.n.trade,
          `${s.kg}KG`,
          packSuffix(s.pack, (n) => `PK${n}`),
        );
        break;
      case "bulk":
        t = clean(s.n.trade, "BULK BAG");
        break;
      case "timber": {
        const sec = `${s.t}X${s.w}`;
        switch (s.use) {
          case "sawn":
            t = clean(s.grade, s.treated ? "TRTD" : "UNTRTD", "SAWN", sec, L(s.len));
            break;
          case "cls":
            t = clean(
              "CLS",
              sec,
              L(s.len),
              packSuffix(s.pack, (n) => `PK${n}`),
            );
            break;
          case "pse":
            t = clean("PSE", sec, L(s.len));
            break;
          case "decking":
            t = clean("DECKING TRTD", sec, L(s.len));
            break;
          case "post":
            t = clean("FENCE POST TRTD", sec, L(s.len));
            break;
          case "batten":
            t = clean("ROOF BATTEN TRTD", sec, L(s.len), "BS5534");
            break;
        }
        break;
      }
      case "sheet":
        t = clean(SHEET_NAMES[s.mat].trade, `${s.t}MM`, `${s.l}X${s.w}`);
        break;
      case "pboard":
        t = clean(s.trade, `${s.t}MM`, `${s.l}X${s.w}`, "TE");
        break;
      case "brick": {
        const pk = packSuffix(s.pack, (n) => `PK${n}`);
        if (s.type === "engineering")
          t = clean("ENG BRK CLASS", s.cls, s.colour, s.perf ? "PERF" : "SOLID", "65MM", pk);
        else if (s.type === "common") t = clean(p.tb, "COMMON BRK 65MM", pk);
        else t = clean(p.tb, s.range, "FACING BRK 65MM", pk);
        break;
      }
      case "block":
        t =
          s.type === "dense"
            ? clean("DENSE BLK", `${s.t}MM`, `${s.n.toFixed(1)}N`)
            : clean(
                "AIRCRETE BLK",
                `${s.t}MM`,
                `${s.n.toFixed(1)}N`,
                s.line.replace("Standard", "STD").replace("High Strength", "HS"),
              );
        break;
      case "moulding":
        t = clean(
          "MDF",
          s.profile.replace("Chamfered & Rounded", "C&R"),
          s.use === "skirting" ? "SKIRT" : "ARCH",
          `${s.t}X${s.h}`,
          L(s.len),
          "PRIMED",
          packSuffix(s.pack, (n) => `PK${n}`),
        );
        break;
      case "pir":
        t = clean("PIR BOARD", `${s.t}MM`, "2400X1200", s.name);
        break;
      case "loft":
        t = clean("LOFT ROLL", `${s.t}MM`, `${num(s.m2)}M2`, "EARTHWOOL");
        break;
      case "eps":
        t = clean(s.grade, "BOARD", `${s.t}MM`, "2400X1200");
        break;
      case "tile":
        t = clean(s.line, "TILE", s.colour);
        break;
      case "slate":
        t = clean(s.origin, "SLATE", `${s.l}X${s.w}`);
        break;
      case "felt":
        t = clean(p.tb, "SHED FELT GREEN", `${s.len}MX${s.w}M`);
        break;
      case "membrane":
        t = clean(s.line, "BREATHER MEMB", `${num(s.len)}MX${num(s.w)}M`);
        break;
      case "drain":
        if (s.part === "pipe") t = clean("110MM UG PIPE", s.ends === "plain" ? "P/E" : "S/S", L(s.len ?? 0), s.line);
        else if (s.part === "bend")
          t = clean("110MM UG BEND", `${s.angle}DEG`, s.ends === "double" ? "D/S" : "S/S", s.line);
        else if (s.part === "coupler") t = clean("110MM UG COUPLER D/S", s.line);
        else t = clean("110MM UG BOTTLE GULLY", s.line);
        break;
      default:
        return UNREACHABLE();
    }
    return t.toUpperCase();
  },
  description(p, r) {
    if (r() < 0.55) return "";
    return facts(p)
      .map(([k, v]) => `${k}: ${v}`)
      .join(". ")
      .toUpperCase();
  },
  brand: (p, r) => (p.brands ? pick(r, p.brands.slice(0, 2)).toUpperCase() : undefined),
  gtin: () => undefined,
};

// ---- 2. Hearth & Home Building Centre: verbose retail. RSS/XML with plain title/link/description.
const hearth: Merchant = {
  slug: "hearth-home",
  name: "Hearth & Home Building Centre",
  file: "hearth-home.xml",
  format: "xml",
  columns: [
    "id",
    "title",
    "link",
    "description",
    "image_link",
    "price",
    "sale_price",
    "availability",
    "brand",
    "gtin",
    "mpn",
    "product_type",
    "unit_pricing_measure",
  ],
  priceFactor: 1.12,
  saleRate: 0.14,
  images: true,
  id: (seq) => `HH${String(100200 + seq * 7).padStart(6, "0")}`,
  link: (id, title) => `https://www.hearth-home.example/products/${slugify(title)}-${id.toLowerCase()}`,
  title(p, r) {
    const s = p.s;
    const maker = p.brands?.[0];
    switch (s.k) {
      case "bag":
        return clean(
          titleBrand(p, r, 0.9),
          s.n.full,
          `${s.kg}kg`,
          packSuffix(s.pack, (n) => `- Pack of ${n}`),
        );
      case "bulk":
        return clean(s.n.full, "Bulk Bag (approx. 850kg)");
      case "timber": {
        const d = `${s.t}mm x ${s.w}mm x ${m1(s.len)}`;
        switch (s.use) {
          case "sawn":
            return clean(s.treated ? "Treated" : "Untreated Kiln Dried", "Sawn Timber", s.grade, d);
          case "cls":
            return clean(
              "CLS Studwork Timber",
              d,
              packSuffix(s.pack, (n) => `- Pack of ${n}`),
            );
          case "pse":
            return clean("Planed Square Edge (PSE) Softwood", d);
          case "decking":
            return clean("Pressure Treated Softwood Decking Board", d);
          case "post":
            return clean("Pressure Treated Square Fence Post", d);
          case "batten":
            return clean("Treated Roofing Batten to BS5534", d);
        }
        return UNREACHABLE();
      }
      case "sheet":
        return clean(titleBrand(p, r, 0.8), SHEET_NAMES[s.mat].full, `${s.t}mm x ${s.l}mm x ${s.w}mm`);
      case "pboard":
        return clean(
          maker && !s.line.startsWith(maker) ? maker : undefined,
          s.line,
          s.words,
          `${s.t}mm x ${s.w}mm x ${s.l}mm Tapered Edge`,
        );
      case "brick": {
        const pk = packSuffix(s.pack, (n) => `- Pack of ${n}`);
        if (s.type === "engineering")
          return clean(
            maker,
            `Class ${s.cls} ${s.perf ? "Perforated" : "Solid"} Engineering Brick`,
            s.colour,
            "215mm x 102.5mm x 65mm",
            pk,
          );
        if (s.type === "common") return clean(maker, p.tb, "Common Brick 215mm x 102.5mm x 65mm", pk);
        return clean(maker, p.tb, s.range, "Facing Brick 215mm x 102.5mm x 65mm", pk);
      }
      case "block":
        return s.type === "dense"
          ? clean(maker, s.line, "Dense Concrete Block", `${s.n.toFixed(1)}N`, `440mm x 215mm x ${s.t}mm`)
          : clean(maker, s.line, "Aircrete Block", `${s.n.toFixed(1)}N`, `440mm x 215mm x ${s.t}mm`);
      case "moulding":
        return clean(
          "Primed MDF",
          s.profile,
          s.use === "skirting" ? "Skirting Board" : "Architrave",
          `${s.t}mm x ${s.h}mm x ${m1(s.len)}`,
          packSuffix(s.pack, (n) => `- Pack of ${n}`),
        );
      case "pir":
        return clean(s.name, "PIR Insulation Board", `${s.t}mm x 1200mm x 2400mm`);
      case "loft":
        return clean(maker, s.line, `${s.t}mm`, `- ${num(s.m2)}m² Roll`);
      case "eps":
        return clean(p.tb, s.grade, "Expanded Polystyrene Insulation Board", `${s.t}mm x 1200mm x 2400mm`);
      case "tile":
        return clean(s.line, "Concrete Interlocking Roof Tile -", s.colour);
      case "slate":
        return clean("Natural", s.origin, "Roofing Slate", `${s.l}mm x ${s.w}mm`);
      case "felt":
        return clean(p.tb, s.line, s.colour, `${s.len}m x ${s.w}m Roll`);
      case "membrane":
        return clean(s.line, "Breathable Roofing Membrane", `${num(s.len)}m x ${num(s.w)}m`);
      case "drain":
        if (s.part === "pipe")
          return clean(s.line, "Underground Drainage Pipe 110mm x", m1(s.len ?? 0), DRAIN_ENDS[s.ends]);
        if (s.part === "bend")
          return clean(
            s.line,
            "Underground 110mm",
            s.angle === 90 ? "87.5°" : `${s.angle}°`,
            DRAIN_ENDS[s.ends],
            "Bend",
          );
        if (s.part === "coupler") return clean(s.line, "Underground 110mm Double Socket Pipe Coupler");
        return clean(s.line, "110mm Underground Bottle Gully");
    }
  },
  description(p, r) {
    const f = facts(p)
      .map(([k, v]) => `${k}: ${v}.`)
      .join(" ");
    const close = pick(r, [
      "Available for home delivery or click & collect.",
      "Visit your local Hearth & Home branch for expert advice.",
      "Free local delivery on orders over £250.",
    ]);
    return `${purpose(p, r)} ${f} ${close}`;
  },
  brand: (p) => p.brands?.[0] ?? "Hearth & Home",
  gtin: (p, r) => (p.gtin && r() < 0.85 ? p.gtin : undefined),
  mpn: (p) => p.mpn,
  productType(p) {
    const m: Record<string, string> = {
      cement: "Building Materials > Cement, Sand & Aggregates > Cement",
      "concrete-mortar": "Building Materials > Cement, Sand & Aggregates > Concrete & Mortar",
      sand: "Building Materials > Cement, Sand & Aggregates > Sand",
      aggregates: "Building Materials > Cement, Sand & Aggregates > Aggregates",
      timber: "Timber & Sheet Materials > Timber",
      sheet: "Timber & Sheet Materials > Sheet Materials",
      plasterboard: "Building Materials > Plastering > Plasterboard",
      plaster: "Building Materials > Plastering > Plaster",
      bricks: "Building Materials > Bricks & Blocks > Bricks",
      blocks: "Building Materials > Bricks & Blocks > Blocks",
      "skirting-architrave": "Timber & Sheet Materials > Mouldings > Skirting & Architrave",
      insulation: "Building Materials > Insulation",
      roofing: "Building Materials > Roofing",
      drainage: "Building Materials > Drainage > Underground Drainage",
    };
    return m[p.cat] ?? "Building Materials";
  },
  unit: (p) => (p.s.k === "bag" && !p.s.pack ? `${p.s.kg} kg` : undefined),
};

// ---- 3. Northgate Building Materials: size first. TSV.
const northgate: Merchant = {
  slug: "northgate-materials",
  name: "Northgate Building Materials",
  file: "northgate-materials.tsv",
  format: "tsv",
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
    "product_type",
    "unit_pricing_measure",
  ],
  priceFactor: 1.0,
  saleRate: 0.1,
  images: true,
  id: (seq) => String(400310 + seq * 3),
  link: (id, title) => `https://www.northgate-materials.example/${slugify(title)}/p/${id}`,
  title(p, r) {
    const s = p.s;
    switch (s.k) {
      case "bag":
        return s.pack
          ? clean(`${s.pack} x ${s.kg}kg`, titleBrand(p, r, 0.7), s.n.short)
          : clean(`${s.kg}kg`, titleBrand(p, r, 0.7), s.n.full);
      case "bulk":
        return clean("Bulk Bag", s.n.full);
      case "timber": {
        const d = `${s.t} x ${s.w}mm x ${m1(s.len)}`;
        const pre = s.pack ? `Pack of ${s.pack} -` : undefined;
        switch (s.use) {
          case "sawn":
            return clean(d, s.grade, s.treated ? "Treated" : "Untreated", "Sawn Timber");
          case "cls":
            return clean(pre, d, "CLS Timber");
          case "pse":
            return clean(d, "PSE Timber");
          case "decking":
            return clean(d, "Treated Decking Board");
          case "post":
            return clean(d, "Treated Fence Post");
          case "batten":
            return clean(d, "Treated Roof Batten");
        }
        return UNREACHABLE();
      }
      case "sheet":
        return clean(`${s.t}mm`, `${s.l} x ${s.w}mm`, titleBrand(p, r, 0.5), SHEET_NAMES[s.mat].mid);
      case "pboard":
        return clean(`${s.t}mm`, `${s.l} x ${s.w}mm`, s.line, "TE Plasterboard");
      case "brick": {
        const pre = s.pack > 1 ? `Pack of ${s.pack} -` : undefined;
        if (s.type === "engineering")
          return clean(pre, "65mm Class", s.cls, "Engineering Brick", s.colour, s.perf ? "Perforated" : "Solid");
        if (s.type === "common") return clean(pre, "65mm", p.tb, "Common Brick");
        return clean(pre, "65mm", p.tb, s.range, "Facing Brick");
      }
      case "block":
        return s.type === "dense"
          ? clean(`${s.t}mm`, `${s.n.toFixed(1)}N`, "Dense Concrete Block 440 x 215mm")
          : clean(`${s.t}mm`, `${s.n.toFixed(1)}N`, s.line, "Aircrete Block");
      case "moulding":
        return clean(
          s.pack > 1 ? `Pack of ${s.pack} -` : undefined,
          `${s.t} x ${s.h}mm x ${m1(s.len)}`,
          s.profile,
          "MDF",
          s.use === "skirting" ? "Skirting" : "Architrave",
        );
      case "pir":
        return clean(`${s.t}mm`, s.name, "PIR Board 2400 x 1200mm");
      case "loft":
        return clean(`${s.t}mm`, s.line, `(${num(s.m2)}m²)`);
      case "eps":
        return clean(`${s.t}mm`, s.grade, "Insulation Board 2400 x 1200mm");
      case "tile":
        return clean(s.line, "Interlocking Tile -", s.colour);
      case "slate":
        return clean(`${s.l} x ${s.w}mm`, s.origin, "Natural Slate");
      case "felt":
        return clean(`${s.len}m x ${s.w}m`, p.tb, s.line, s.colour);
      case "membrane":
        return clean(`${num(s.len)}m x ${num(s.w)}m`, s.line, "Breather Membrane");
      case "drain":
        if (s.part === "pipe")
          return clean("110mm x", m1(s.len ?? 0), DRAIN_ENDS[s.ends], "Underground Pipe -", s.line);
        if (s.part === "bend") return clean("110mm", `${s.angle}°`, DRAIN_ENDS[s.ends], "Bend -", s.line);
        if (s.part === "coupler") return clean("110mm Double Socket Coupler -", s.line);
        return clean("110mm Bottle Gully -", s.line);
    }
  },
  description: (p) =>
    facts(p)
      .map(([k, v]) => `${k}: ${v}`)
      .join("; "),
  brand: (p, r) => (p.brands ? pick(r, p.brands) : undefined),
  gtin: (p, r) => (p.gtin && r() < 0.6 ? (r() < 0.5 ? `0${p.gtin}` : p.gtin) : undefined),
  mpn: (p, r) => (p.mpn && r() < 0.8 ? p.mpn : undefined),
  productType: (p) =>
    ({
      cement: "Cement",
      "concrete-mortar": "Concrete & Mortar",
      sand: "Sand",
      aggregates: "Aggregates",
      timber: "Timber",
      sheet: "Sheet Materials",
      plasterboard: "Plasterboard",
      plaster: "Plaster",
      bricks: "Bricks",
      blocks: "Blocks",
      "skirting-architrave": "Mouldings",
      insulation: "Insulation",
      roofing: "Roofing",
      drainage: "Drainage",
    })[p.cat] ?? "",
  unit(p) {
    const s = p.s;
    if (s.k === "bag" && !s.pack) return `${s.kg}kg`;
    if ((s.k === "timber" || s.k === "moulding") && !s.pack) return `${num(s.len / 1000)}m`;
    if (s.k === "sheet" || s.k === "pboard") return `${num((s.l * s.w) / 1e6)}sqm`;
    return undefined;
  },
};

// ---- 4. Old Forge Builders Merchants: imperial / nominal sizes, inch marks. CSV.
const oldForge: Merchant = {
  slug: "old-forge-builders",
  name: "Old Forge Builders Merchants",
  file: "old-forge-builders.csv",
  format: "csv",
  columns: ["id", "title", "description", "link", "price", "availability", "brand", "gtin", "product_type"],
  priceFactor: 1.03,
  saleRate: 0,
  images: false,
  id(seq, p) {
    const code: Record<string, string> = {
      cement: "CEM",
      "concrete-mortar": "CEM",
      sand: "AGG",
      aggregates: "AGG",
      timber: "TIM",
      sheet: "SHT",
      plasterboard: "PLB",
      plaster: "PLB",
      bricks: "BRK",
      blocks: "BLK",
      "skirting-architrave": "MLD",
      insulation: "INS",
      roofing: "ROF",
      drainage: "DRN",
    };
    return `OF-${code[p.cat] ?? "GEN"}-${String(1001 + seq).padStart(4, "0")}`;
  },
  link: (id, title) => `https://www.old-forge-builders.example/shop/${slugify(title)}?sku=${id}`,
  title(p, r) {
    const s = p.s;
    switch (s.k) {
      case "bag":
        return clean(
          titleBrand(p, r, 0.5),
          s.n.short,
          `${s.kg}kg`,
          packSuffix(s.pack, (n) => `(${n} Pack)`),
        );
      case "bulk":
        return clean(s.n.full, "Jumbo Bag");
      case "timber": {
        const ft = `${feet(s.len)}ft`;
        const metric = r() < 0.5 ? `(${s.t}x${s.w}mm)` : undefined;
        switch (s.use) {
          case "sawn":
            return clean(nominal(s.t, s.w), s.grade, s.treated ? "Treated" : "Untreated", "Sawn", ft, metric);
          case "cls":
            return clean(
              nominal(s.t, s.w),
              "CLS",
              ft,
              packSuffix(s.pack, (n) => `- Pack of ${n}`),
            );
          case "pse":
            return clean(nominal(s.t, s.w), "PSE", ft, metric);
          case "decking":
            return clean("Treated Decking Board", `${s.t} x ${s.w}mm`, ft);
          case "post":
            return clean(`${inch(s.t)}" x ${inch(s.w)}"`, "Treated Fence Post", ft);
          case "batten":
            return clean(nominal(s.t, s.w), "Treated Roofing Batten", ft);
        }
        return UNREACHABLE();
      }
      case "sheet":
        return clean(
          SHEET_NAMES[s.mat].trade === "OSB3" ? "OSB3" : SHEET_NAMES[s.mat].mid,
          `${s.t}mm`,
          `8x${s.w === 600 ? 2 : 4}`,
          s.w === 600 ? "Board" : "Sheet",
        );
      case "pboard":
        return clean(s.line, `${num(s.t)}mm`, `${feet(s.l)}x4`, "Tapered Edge");
      case "brick": {
        const pk = packSuffix(s.pack, (n) => `(Pack of ${n})`);
        if (s.type === "engineering")
          return clean(`Class ${s.cls}`, s.colour, "Engineering Brick", s.perf ? "Perforated" : "Solid", "65mm", pk);
        if (s.type === "common") return clean(p.tb, "Common Brick 65mm", pk);
        return clean(p.tb, s.range, "Facing Brick 65mm", pk);
      }
      case "block":
        return s.type === "dense"
          ? clean(`${s.n.toFixed(1)}N`, "Dense Block", `${s.t}mm`, s.t === 100 ? `(4")` : undefined)
          : clean(
              s.line,
              "Block",
              `${s.t}mm`,
              `${s.n.toFixed(1)}N`,
              s.t === 100 ? `(4")` : s.t === 215 ? `(9")` : undefined,
            );
      case "moulding":
        return clean(
          s.profile,
          "MDF",
          s.use === "skirting" ? "Skirting" : "Architrave",
          `${s.h}mm`,
          `${feet(s.len)}ft`,
          packSuffix(s.pack, (n) => `(Pack of ${n})`),
        );
      case "pir":
        return clean(s.name, "PIR Board", `${s.t}mm`, "8x4");
      case "loft":
        return clean(s.line, `${s.t}mm (${inch(s.t)}")`, `${num(s.m2)}m2`);
      case "eps":
        return clean(s.grade, "Polystyrene Sheet", `${s.t}mm`, "8x4");
      case "tile":
        return clean(s.line, "Roof Tile", s.colour);
      case "slate":
        return clean(s.origin, "Slate", `${inch(s.l)}" x ${inch(s.w)}"`);
      case "felt":
        return clean(p.tb, "Green Shed Felt", `${s.len}m Roll`);
      case "membrane":
        return clean(s.line, "Breather Membrane", `${num(s.len)}m x ${num(s.w)}m`);
      case "drain":
        if (s.part === "pipe")
          return clean(`4" (110mm) Underground Drain Pipe`, `${feet(s.len ?? 0)}ft`, DRAIN_ENDS[s.ends]);
        if (s.part === "bend") return clean(`4" Underground`, `${s.angle}°`, "Bend", DRAIN_ENDS[s.ends], s.line);
        if (s.part === "coupler") return clean(`4" Underground Coupler Double Socket`, s.line);
        return clean(`4" Bottle Gully`, s.line);
    }
  },
  description(p, r) {
    const s = p.s;
    let extra = "";
    if (s.k === "timber") extra = ` Actual size ${s.t} x ${s.w}mm, length ${mShort(s.len)}.`;
    if (s.k === "pboard") extra = ` Actual size ${s.l} x ${s.w}mm.`;
    if (s.k === "sheet") extra = ` Actual size ${s.l} x ${s.w}mm.`;
    return `${purpose(p, r)}${extra}`;
  },
  brand: (p, r) => (p.brands ? pick(r, p.brands) : "Old Forge"),
  gtin: (p, r) => (p.gtin && r() < 0.2 ? p.gtin : undefined),
  productType: (p) =>
    ({
      cement: "Heavyside",
      "concrete-mortar": "Heavyside",
      sand: "Landscaping & Aggregates",
      aggregates: "Landscaping & Aggregates",
      timber: "Timber",
      sheet: "Timber > Sheet",
      plasterboard: "Drylining",
      plaster: "Drylining",
      bricks: "Heavyside > Bricks",
      blocks: "Heavyside > Blocks",
      "skirting-architrave": "Timber > Mouldings",
      insulation: "Insulation",
      roofing: "Roofing",
      drainage: "Drainage",
    })[p.cat] ?? "",
};

// ---- 5. SiteSaver Direct: filler and marketing in titles. CSV.
const sitesaver: Merchant = {
  slug: "sitesaver-direct",
  name: "SiteSaver Direct",
  file: "sitesaver-direct.csv",
  format: "csv",
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
  ],
  priceFactor: 0.97,
  saleRate: 0.2,
  images: false,
  id: (seq) => `SSD-${String(3100 + seq * 11)}`,
  link: (id) => `https://www.sitesaver-direct.example/item/${id}`,
  title(p, r) {
    const s = p.s;
    let base: string;
    switch (s.k) {
      case "bag":
        base = clean(
          titleBrand(p, r, 0.8),
          s.n.full,
          `${s.kg}kg`,
          packSuffix(s.pack, (n) => `(Pack of ${n})`),
        );
        break;
      case "bulk":
        base = clean(s.n.full, "Bulk Bag");
        break;
      case "timber": {
        const d = `${s.t} x ${s.w}mm ${m1(s.len)}`;
        switch (s.use) {
          case "sawn":
            base = clean(s.grade, s.treated ? "Treated" : "Untreated", "Sawn Timber", d);
            break;
          case "cls":
            base = clean(
              "CLS Stud Timber",
              d,
              packSuffix(s.pack, (n) => `x ${n}`),
            );
            break;
          case "pse":
            base = clean("PSE Planed Timber", d);
            break;
          case "decking":
            base = clean("Treated Decking Board", d);
            break;
          case "post":
            base = clean("Treated Fence Post", d);
            break;
          case "batten":
            base = clean("Treated Roofing Batten", d);
            break;
        }
        break;
      }
      case "sheet":
        base = clean(titleBrand(p, r, 0.4), SHEET_NAMES[s.mat].full, `${s.t}mm`, `${s.l}x${s.w}mm`);
        break;
      case "pboard":
        base = clean(s.line, s.words, `${num(s.t)}mm`, `${s.l} x ${s.w}mm TE`);
        break;
      case "brick": {
        const pk = packSuffix(s.pack, (n) => `- Pack of ${n}`);
        if (s.type === "engineering")
          base = clean(`Class ${s.cls}`, s.colour, s.perf ? "Perforated" : "Solid", "Engineering Brick 65mm", pk);
        else if (s.type === "common") base = clean(p.tb, "Common Brick 65mm", pk);
        else base = clean(p.tb, s.range, s.range.includes(s.colour) ? undefined : s.colour, "Facing Brick 65mm", pk);
        break;
      }
      case "block":
        base =
          s.type === "dense"
            ? clean("Dense Concrete Block", `${s.n.toFixed(1)}N`, `${s.t}mm`)
            : clean(s.line, "Aircrete Block", `${s.t}mm`, `${s.n.toFixed(1)}N`);
        break;
      case "moulding":
        base = clean(
          s.profile,
          "Primed MDF",
          s.use === "skirting" ? "Skirting Board" : "Architrave",
          `${s.h}mm x ${m1(s.len)}`,
          packSuffix(s.pack, (n) => `(${n} Pack)`),
        );
        break;
      case "pir":
        base = clean(s.name, `${s.t}mm`, "PIR Insulation Board 2.4m x 1.2m");
        break;
      case "loft":
        base = clean("Knauf", s.line, `${s.t}mm`, `${num(s.m2)}m²`);
        break;
      case "eps":
        base = clean(p.tb, s.grade, "Insulation", `${s.t}mm`, "2400 x 1200mm");
        break;
      case "tile":
        base = clean(s.line, "Concrete Roof Tile", s.colour);
        break;
      case "slate":
        base = clean(s.origin, "Natural Slate", `${s.l}x${s.w}mm`);
        break;
      case "felt":
        base = clean(p.tb, s.line, s.colour, `${s.len}m x ${s.w}m`);
        break;
      case "membrane":
        base = clean(s.line, "Roof Membrane", `${num(s.len)}m x ${num(s.w)}m`);
        break;
      case "drain":
        if (s.part === "pipe")
          base = clean(s.line, "Underground Drainage Pipe 110mm", m1(s.len ?? 0), DRAIN_ENDS[s.ends]);
        else if (s.part === "bend")
          base = clean(s.line, "110mm", `${s.angle} Degree`, "Underground Bend", DRAIN_ENDS[s.ends]);
        else if (s.part === "coupler") base = clean(s.line, "110mm Underground Coupler Double Socket");
        else base = clean(s.line, "110mm Bottle Gully");
        break;
      default:
        return UNREACHABLE();
    }
    const pre = pick(r, ["Trade Quality ", "", "", "Top Quality ", "Trade "]);
    const post = pick(r, [
      " | Next Day Delivery",
      " | Free Delivery Over £150",
      " - Best Price Guaranteed",
      " | Trade Prices",
      "",
      " | Click & Collect",
    ]);
    return `${pre}${base}${post}`;
  },
  description(p, r) {
    const f = facts(p)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
    return `${purpose(p, r)} ${f}. ${pick(r, ["Order before 2pm for next day delivery.", "Trade accounts welcome.", "Bulk discounts available - call our sales team."])}`;
  },
  brand: (p, r) => (p.brands ? pick(r, p.brands) : "SiteSaver"),
  gtin(p, r) {
    if (!p.gtin || r() > 0.55) return undefined;
    const g = p.gtin;
    return r() < 0.5 ? `${g.slice(0, 1)} ${g.slice(1, 7)} ${g.slice(7)}` : g;
  },
  mpn: (p, r) => (p.mpn && r() < 0.5 ? p.mpn : undefined),
};

// ---- 6. Pennine Building Supplies: writes metres and millimetres inconsistently. RSS/XML, all g: elements.
function pLen(mm: number, r: Rand): string {
  return pick(r, [`${mm}mm`, mShort(mm), m1(mm), `${mm} mm`]);
}
function pDims(l: number, w: number, r: Rand): string {
  return r() < 0.5 ? `${l} x ${w}mm` : `${num(l / 1000)}m x ${num(w / 1000)}m`;
}
const pennine: Merchant = {
  slug: "pennine-building",
  name: "Pennine Building Supplies",
  file: "pennine-building.xml",
  format: "xml",
  columns: [
    "id",
    "title",
    "link",
    "description",
    "image_link",
    "price",
    "availability",
    "brand",
    "gtin",
    "mpn",
    "product_type",
  ],
  priceFactor: 1.05,
  saleRate: 0.08,
  images: true,
  id: (seq) => `PB-${String(10230 + seq * 17)}`,
  link: (id, title) => `https://www.pennine-building.example/${slugify(title)}-${id.toLowerCase()}.html`,
  title(p, r) {
    const s = p.s;
    switch (s.k) {
      case "bag":
        return clean(
          titleBrand(p, r, 0.6),
          s.n.short,
          "-",
          `${s.kg}kg`,
          packSuffix(s.pack, (n) => `(${n} x ${s.kg}kg)`),
        );
      case "bulk":
        return clean(s.n.short, "- Bulk Bag");
      case "timber": {
        const d = `${s.t}x${s.w}mm`;
        const L = pLen(s.len, r);
        switch (s.use) {
          case "sawn":
            return clean(s.grade, s.treated ? "Treated" : "Untreated", "Timber", d, "-", L);
          case "cls":
            return clean(
              "CLS",
              d,
              "-",
              L,
              packSuffix(s.pack, (n) => `(Pack ${n})`),
            );
          case "pse":
            return clean("PSE", d, "-", L);
          case "decking":
            return clean("Decking Board Treated", d, "-", L);
          case "post":
            return clean("Fence Post", d, "Treated -", L);
          case "batten":
            return clean("Roof Batten Treated", d, "-", L);
        }
        return UNREACHABLE();
      }
      case "sheet":
        return clean(titleBrand(p, r, 0.3), SHEET_NAMES[s.mat].mid, `${s.t}mm -`, pDims(s.l, s.w, r));
      case "pboard":
        return clean(s.line, `${num(s.t)}mm`, pDims(s.l, s.w, r));
      case "brick": {
        const pk = packSuffix(s.pack, (n) => `x${n}`);
        if (s.type === "engineering")
          return clean("Engineering Brick Class", s.cls, s.colour, s.perf ? "Perforated" : "Solid", "65mm", pk);
        if (s.type === "common") return clean(p.tb, "Common Brick 65mm", pk);
        return clean(p.tb, s.range, "Facing Brick 65mm", pk);
      }
      case "block":
        return s.type === "dense"
          ? clean("Concrete Block Dense", `${s.n.toFixed(1)}N`, `${s.t}mm`)
          : clean(s.line, "Aircrete", `${s.t}mm`, `${s.n.toFixed(1)}N`);
      case "moulding":
        return clean(
          "MDF",
          s.profile,
          s.use === "skirting" ? "Skirting" : "Architrave",
          `${s.t}x${s.h}`,
          "-",
          pLen(s.len, r),
          packSuffix(s.pack, (n) => `(Pack of ${n})`),
        );
      case "pir":
        return clean(s.name, "PIR", `${s.t}mm -`, pDims(2400, 1200, r));
      case "loft":
        return clean(s.line, `${s.t}mm`, `${num(s.m2)}m2`);
      case "eps":
        return clean(s.grade, "Board", `${s.t}mm`, pDims(2400, 1200, r));
      case "tile":
        return clean(s.line, s.colour, "Roof Tile");
      case "slate":
        return clean("Slate", s.origin, `${s.l}x${s.w}mm`);
      case "felt":
        return clean(p.tb, s.line, s.colour, `${s.len}m x ${s.w}m`);
      case "membrane":
        return clean(s.line, "Membrane", `${num(s.len)}m x ${r() < 0.5 ? `${s.w * 1000}mm` : `${num(s.w)}m`}`);
      case "drain":
        if (s.part === "pipe")
          return clean(s.line, "110mm Underground Pipe", DRAIN_ENDS[s.ends], "-", pLen(s.len ?? 0, r));
        if (s.part === "bend") return clean(s.line, "110mm", `${s.angle}deg`, "Bend", DRAIN_ENDS[s.ends]);
        if (s.part === "coupler") return clean(s.line, "110mm Coupler Double Socket");
        return clean(s.line, "110mm Bottle Gully");
    }
  },
  description(p, r) {
    return `${purpose(p, r)} ${facts(p)
      .map(([k, v]) => `${k}: ${v}`)
      .join(", ")}.`;
  },
  brand(p, r) {
    if (!p.brands) return undefined;
    return r() < 0.5 ? (p.brands[p.brands.length - 1] ?? p.brands[0]) : p.brands[0];
  },
  gtin: (p, r) => (p.gtin && r() < 0.45 ? p.gtin : undefined),
  mpn: (p, r) => (p.mpn && r() < 0.5 ? p.mpn : undefined),
  productType: (p) => `Building Supplies > ${p.cat.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase())}`,
};

const MERCHANTS: Merchant[] = [kestrel, hearth, northgate, oldForge, sitesaver, pennine];

// ---------------------------------------------------------------------------------------------
// Assign products to merchants (2-5 each), then render rows.

const stock = new Map<string, Product[]>(MERCHANTS.map((m) => [m.slug, []]));
for (const p of CATALOGUE) {
  const r = rng(`assign:${p.key}`);
  const x = r();
  const n = x < 0.25 ? 2 : x < 0.55 ? 3 : x < 0.85 ? 4 : 5;
  for (const m of shuffle(r, MERCHANTS).slice(0, n)) stock.get(m.slug)?.push(p);
}

const truth: Record<string, string> = {};
const rowsByMerchant = new Map<string, Row[]>();
for (const m of MERCHANTS) {
  const products = shuffle(rng(`order:${m.slug}`), stock.get(m.slug) ?? []);
  const rows: Row[] = [];
  products.forEach((p, seq) => {
    const r = rng(`${m.slug}:${p.key}`);
    const id = m.id(seq, p);
    const title = m.title(p, r);
    const price = Math.round(p.price * m.priceFactor * (0.95 + r() * 0.1) * 100) / 100;
    const onSale = r() < m.saleRate;
    const row: Row = {
      id,
      title,
      description: m.description(p, r, title),
      link: m.link(id, title),
      image_link: m.images ? `${IMAGE_ORIGIN}${m.slug}/${encodeURIComponent(id)}.jpg` : undefined,
      price: `${price.toFixed(2)} GBP`,
      sale_price: onSale ? `${(Math.round(price * (0.82 + r() * 0.12) * 100) / 100).toFixed(2)} GBP` : undefined,
      availability: r() < 0.08 ? "out_of_stock" : "in_stock",
      brand: m.brand(p, r),
      gtin: m.gtin(p, r),
      mpn: m.mpn?.(p, r),
      product_type: m.productType?.(p),
      unit_pricing_measure: m.unit?.(p),
    };
    rows.push(row);
    truth[`${m.slug}:${id}`] = p.key;
  });
  rowsByMerchant.set(m.slug, rows);
}

// ---------------------------------------------------------------------------------------------
// Writers

function tsv(cols: (keyof Row)[], rows: Row[]): string {
  const cell = (v: string | undefined): string => {
    const s = v ?? "";
    if (/[\t\r\n]/.test(s)) throw new Error(`TSV cell contains tab/newline: ${s}`);
    return s;
  };
  return [cols.join("\t"), ...rows.map((r) => cols.map((c) => cell(r[c])).join("\t"))].join("\n") + "\n";
}

function csv(cols: (keyof Row)[], rows: Row[]): string {
  const cell = (v: string | undefined): string => {
    const s = v ?? "";
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [cols.join(","), ...rows.map((r) => cols.map((c) => cell(r[c])).join(","))].join("\r\n") + "\r\n";
}

const xmlEsc = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function xml(m: Merchant, rows: Row[], plainCore: boolean): string {
  const out: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">`,
    `  <channel>`,
    `    <title>${xmlEsc(m.name)}</title>`,
    `    <link>https://www.${m.slug}.example/</link>`,
    `    <description>${xmlEsc(`${m.name} product feed`)}</description>`,
  ];
  for (const r of rows) {
    out.push(`    <item>`);
    for (const c of m.columns) {
      const v = r[c];
      if (v === undefined || v === "") continue;
      const tag = plainCore && (c === "title" || c === "link" || c === "description") ? c : `g:${c}`;
      out.push(`      <${tag}>${xmlEsc(v)}</${tag}>`);
    }
    out.push(`    </item>`);
  }
  out.push(`  </channel>`, `</rss>`);
  return out.join("\n") + "\n";
}

// ---------------------------------------------------------------------------------------------
// Sanity checks, then write.

const problems: string[] = [];
for (const m of MERCHANTS) {
  const rows = rowsByMerchant.get(m.slug) ?? [];
  const seen = new Map<string, string>();
  for (const r of rows) {
    const k = `${r.title}|${r.brand ?? ""}`;
    if (seen.has(k))
      problems.push(`${m.slug}: indistinguishable rows "${r.title}" (${seen.get(k)} / ${truth[`${m.slug}:${r.id}`]})`);
    seen.set(k, truth[`${m.slug}:${r.id}`] ?? "");
  }
  if (new Set(rows.map((r) => r.id)).size !== rows.length) problems.push(`${m.slug}: duplicate ids`);
}
const gtinToKey = new Map<string, string>();
for (const m of MERCHANTS) {
  for (const r of rowsByMerchant.get(m.slug) ?? []) {
    if (!r.gtin) continue;
    const g = r.gtin.replace(/\s+/g, "").replace(/^0(?=\d{13}$)/, "");
    if (ean13(g.slice(0, 12)) !== g) problems.push(`bad gtin ${r.gtin}`);
    const key = truth[`${m.slug}:${r.id}`] ?? "";
    const prev = gtinToKey.get(g);
    if (prev && prev !== key) problems.push(`gtin ${g} shared by ${prev} and ${key}`);
    gtinToKey.set(g, key);
  }
}
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}

for (const m of MERCHANTS) {
  const rows = rowsByMerchant.get(m.slug) ?? [];
  const body =
    m.format === "tsv"
      ? tsv(m.columns, rows)
      : m.format === "csv"
        ? csv(m.columns, rows)
        : xml(m, rows, m.slug === "hearth-home");
  writeFileSync(joinPath(OUT_DIR, m.file), body);
}
writeFileSync(
  joinPath(OUT_DIR, "merchants.json"),
  JSON.stringify(
    {
      imageOrigin: IMAGE_ORIGIN,
      merchants: MERCHANTS.map((m) => ({
        slug: m.slug,
        name: m.name,
        websiteUrl: `https://www.${m.slug}.example/`,
        verified: false,
        feed: m.file,
      })),
    },
    null,
    2,
  ) + "\n",
);
writeFileSync(joinPath(OUT_DIR, "demo-truth.json"), JSON.stringify(truth, null, 2) + "\n");

const merchantCount = new Map<string, number>();
for (const key of Object.values(truth)) merchantCount.set(key, (merchantCount.get(key) ?? 0) + 1);
writeFileSync(
  joinPath(OUT_DIR, "products.json"),
  JSON.stringify(
    CATALOGUE.map((p) => ({
      key: p.key,
      category: p.cat,
      merchants: merchantCount.get(p.key) ?? 0,
      gtin: p.gtin ?? null,
    })),
    null,
    2,
  ) + "\n",
);

// Summary
const allRows = [...rowsByMerchant.values()].flat();
const brandedRows = MERCHANTS.flatMap((m) =>
  (rowsByMerchant.get(m.slug) ?? []).filter((r) => CATALOGUE.find((p) => p.key === truth[`${m.slug}:${r.id}`])?.brands),
);
console.log(`products: ${CATALOGUE.length}, rows: ${allRows.length}`);
for (const m of MERCHANTS) console.log(`  ${m.slug} (${m.format}): ${rowsByMerchant.get(m.slug)?.length ?? 0} rows`);
console.log(`products at >=2 merchants: ${[...merchantCount.values()].filter((n) => n >= 2).length}`);
console.log(`branded rows: ${brandedRows.length}, with gtin: ${brandedRows.filter((r) => r.gtin).length}`);
