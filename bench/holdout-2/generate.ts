/**
 * Holdout set #2: five fictional UK merchants' Google Merchant Center feeds plus ground truth.
 *
 * Deterministic (no Math.random, no dates). Re-run with:
 *   npx tsx bench/holdout-2/generate.ts
 *
 * Writes into this directory: the five feeds, merchants.json and demo-truth.json.
 * Every product is defined once with its true facts; each merchant renders those facts in its own
 * house style, so no merchant ever states a wrong size, weight, grade or count.
 */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const OUT_DIR = dirname(fileURLToPath(import.meta.url));

// ---------------------------------------------------------------------------------------------
// Merchants
// ---------------------------------------------------------------------------------------------

type Letter = "a" | "b" | "c" | "d" | "e";

interface MerchantDef {
  letter: Letter;
  slug: string;
  name: string;
  feed: string;
}

const MERCHANTS: MerchantDef[] = [
  // (a) national DIY shed: long marketing titles, sizes in brackets at the end
  { letter: "a", slug: "hearthhome-diy", name: "Hearth & Home DIY", feed: "hearthhome-diy.tsv" },
  // (b) independent yard: short lower-case titles with stock codes
  { letter: "b", slug: "pennock-yard", name: "Pennock Yard Supplies", feed: "pennock-yard.csv" },
  // (c) roofing & drainage specialist (RSS 2.0 XML)
  { letter: "c", slug: "ridgeline-roofing", name: "Ridgeline Roofing & Drainage", feed: "ridgeline-roofing.xml" },
  // (d) general merchant with idiosyncratic weights / volumes ("25 kilo", "approx 0.8 tonne")
  { letter: "d", slug: "castlegate-bm", name: "Castlegate Builders Merchants", feed: "castlegate-bm.tsv" },
  // (e) timber-led merchant mixing imperial nominal sizes with metric
  { letter: "e", slug: "fernbrook-timber", name: "Fernbrook Timber & Building Supplies", feed: "fernbrook-timber.csv" },
];

function merchant(letter: Letter): MerchantDef {
  const m = MERCHANTS.find((x) => x.letter === letter);
  if (!m) throw new Error(`no merchant ${letter}`);
  return m;
}

// ---------------------------------------------------------------------------------------------
// Deterministic helpers
// ---------------------------------------------------------------------------------------------

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function eanCheckDigit(body12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const d = Number(body12.charAt(i));
    sum += i % 2 === 0 ? d : d * 3;
  }
  return String((10 - (sum % 10)) % 10);
}

function makeEan13(key: string): string {
  const a = String(hash(`gtin-a:${key}`) % 100000).padStart(5, "0");
  const b = String(hash(`gtin-b:${key}`) % 100000).padStart(5, "0");
  const body = `50${a}${b}`;
  return body + eanCheckDigit(body);
}

function isValidEan13(g: string): boolean {
  return /^\d{13}$/.test(g) && eanCheckDigit(g.slice(0, 12)) === g.charAt(12);
}

function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function money(n: number): string {
  return `${n.toFixed(2)} GBP`;
}

/** metres, trimmed: 3000 -> "3", 3600 -> "3.6", 2440 -> "2.44" */
function m(mm: number): string {
  return String(Number((mm / 1000).toFixed(3)));
}

/** metres with one decimal: 3000 -> "3.0" */
function m1(mm: number): string {
  return (mm / 1000).toFixed(1);
}

// ---------------------------------------------------------------------------------------------
// Product model
// ---------------------------------------------------------------------------------------------

type Cat =
  | "cement"
  | "concrete"
  | "sand"
  | "aggregate"
  | "timber"
  | "sheet"
  | "plasterboard"
  | "plaster"
  | "brick"
  | "block"
  | "moulding"
  | "insulation"
  | "roofing"
  | "drainage";

type Shape =
  | { k: "bag"; kg: number; bulk?: "bulk" | "mini" }
  | { k: "liquid"; litres: number }
  | { k: "section"; t: number; w: number; len: number; inch?: string; timber?: boolean }
  | { k: "sheet"; t: number; l: number; w: number }
  | { k: "unit"; l: number; w: number; h: number; pack: number; main: "w" | "h" }
  | { k: "pipe"; d: number; len?: number; inch?: string; label: "Dia" | "W" }
  | { k: "roll"; w: number; len: number; inch?: string }
  | { k: "quilt"; t: number; m2: number }
  | { k: "tile"; l: number; w: number };

interface Maker {
  /** manufacturer's usual trading name */
  mfr: string;
  /** parent company name, which some merchants put in the brand column */
  parent: string;
}

interface Product {
  key: string;
  cat: Cat;
  /** product_type path below the top level, e.g. "Timber > Treated Timber" */
  pt: string;
  maker?: Maker;
  /** range brand (e.g. "Albionboard") if the maker sells this under one */
  range?: string;
  /** long descriptive noun phrase, Title Case, no sizes, no brand */
  name: string;
  /** plain trade phrase, Title Case, no sizes, no brand */
  plain: string;
  /** lower-case stock-list abbreviation, no sizes */
  abbr: string;
  /** one factual sentence */
  blurb: string;
  tagline: string;
  shape: Shape;
  price: number;
  gtin?: string;
  mpn?: string;
  at: Letter[];
}

const PRODUCTS: Product[] = [];

interface AddInput extends Omit<Product, "at" | "gtin" | "tagline" | "pt"> {
  at: string;
  gtin?: boolean;
  tagline?: string;
  pt?: string;
}

const DEFAULT_PT: Record<Cat, string> = {
  cement: "Cement & Aggregates > Cement",
  concrete: "Cement & Aggregates > Concrete & Mortar",
  sand: "Cement & Aggregates > Sand",
  aggregate: "Cement & Aggregates > Aggregates",
  timber: "Timber > Structural Timber",
  sheet: "Timber > Sheet Materials",
  plasterboard: "Plastering > Plasterboard",
  plaster: "Plastering > Plaster",
  brick: "Bricks & Blocks > Bricks",
  block: "Bricks & Blocks > Blocks",
  moulding: "Timber > Mouldings",
  insulation: "Insulation",
  roofing: "Roofing",
  drainage: "Drainage",
};

const DEFAULT_TAGLINE: Record<Cat, string> = {
  cement: "Ideal for Mortar, Render & Concrete",
  concrete: "Just Add Water",
  sand: "Ideal for Building Projects",
  aggregate: "Ideal for Concrete & Groundworks",
  timber: "Ideal for Framing",
  sheet: "Ideal for Building & DIY Projects",
  plasterboard: "Ideal for Walls & Ceilings",
  plaster: "Smooth Professional Finish",
  brick: "Ideal for Walls & Extensions",
  block: "Ideal for Internal & External Walls",
  moulding: "Ready to Paint",
  insulation: "Keep Heat In & Cut Energy Bills",
  roofing: "Ideal for Pitched Roofs",
  drainage: "Ideal for Below-Ground Drainage",
};

function add(p: AddInput): void {
  const at = [...new Set(p.at.split(""))] as Letter[];
  if (at.length < 2 || at.length > 5) throw new Error(`${p.key}: needs 2-5 merchants`);
  if (PRODUCTS.some((x) => x.key === p.key)) throw new Error(`duplicate key ${p.key}`);
  if (p.gtin && !p.maker) throw new Error(`${p.key}: GTIN on unbranded product`);
  PRODUCTS.push({
    ...p,
    at,
    pt: p.pt ?? DEFAULT_PT[p.cat],
    tagline: p.tagline ?? DEFAULT_TAGLINE[p.cat],
    gtin: p.gtin ? makeEan13(p.key) : undefined,
  });
}

// ---------------------------------------------------------------------------------------------
// Makers (all fictional)
// ---------------------------------------------------------------------------------------------

const NORTHCEM: Maker = { mfr: "Northcem", parent: "Calder Materials" };
const KESTREL: Maker = { mfr: "Kestrel", parent: "Kestrel Building Products" };
const ALBION: Maker = { mfr: "Albion Gypsum", parent: "Albion Gypsum UK Ltd" };
const STRATTON: Maker = { mfr: "Stratton", parent: "Stratton Board Company" };
const VALE: Maker = { mfr: "Thermavale", parent: "Vale Insulation Group" };
const DUNMORE: Maker = { mfr: "Dunmore Insulation", parent: "Dunmore Group" };
const HARLOW: Maker = { mfr: "Harlow Roof Tiles", parent: "Harlow Building Products" };
const PENMOR: Maker = { mfr: "Penmor Slate", parent: "Penmor Quarries" };
const KERROW: Maker = { mfr: "Kerrow", parent: "Kerrow Membranes Ltd" };
const SEVERN: Maker = { mfr: "Severn Lead", parent: "Severn Metals" };
const DRAYTON: Maker = { mfr: "Drayton Plastics", parent: "Drayton Group" };
const HOLLINWOOD: Maker = { mfr: "Hollinwood Brick", parent: "Hollinwood Clay Products" };
const CORDELL: Maker = { mfr: "Cordell", parent: "Cordell Aircrete Ltd" };
const BALTIC: Maker = { mfr: "Baltic Panels", parent: "Baltic Panels UK" };
const WESTPANEL: Maker = { mfr: "Westpanel", parent: "Westpanel Industries" };
const CRESTLINE: Maker = { mfr: "Crestline Mouldings", parent: "Crestline Joinery Group" };

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

// --- Cement ---------------------------------------------------------------------------------
add({
  key: "cement-northcem-general-purpose-25kg-paper",
  cat: "cement",
  maker: NORTHCEM,
  range: "Northcem",
  name: "General Purpose Cement",
  plain: "General Purpose Cement",
  abbr: "gp cement",
  blurb: "CEM II general purpose cement in a paper sack, suitable for mortar, concrete and render.",
  shape: { k: "bag", kg: 25 },
  price: 7.45,
  gtin: true,
  mpn: "NC-GP25",
  at: "abcde",
});
add({
  key: "cement-northcem-general-purpose-25kg-weatherproof",
  cat: "cement",
  maker: NORTHCEM,
  range: "Northcem",
  name: "General Purpose Cement in Weatherproof Plastic Bag",
  plain: "General Purpose Cement Plastic Bag",
  abbr: "gp cement plastic",
  blurb: "General purpose cement packed in a weatherproof plastic bag so it can be stored outside for short periods.",
  tagline: "Weatherproof Packaging",
  shape: { k: "bag", kg: 25 },
  price: 8.25,
  gtin: true,
  mpn: "NC-GP25-WP",
  at: "abd",
});
add({
  key: "cement-kestrel-ordinary-portland-25kg",
  cat: "cement",
  maker: KESTREL,
  name: "Ordinary Portland Cement",
  plain: "Portland Cement OPC",
  abbr: "opc cement",
  blurb: "CEM I ordinary Portland cement for general building work.",
  shape: { k: "bag", kg: 25 },
  price: 7.2,
  gtin: true,
  at: "bde",
});
add({
  key: "cement-kestrel-rapid-set-10kg",
  cat: "cement",
  maker: KESTREL,
  name: "Rapid Set Cement",
  plain: "Rapid Setting Cement",
  abbr: "rapid set cement",
  blurb: "Fast setting cement for fixing posts, frames and ironwork; sets in around 15 minutes.",
  tagline: "Sets in Minutes",
  shape: { k: "bag", kg: 10 },
  price: 9.8,
  at: "ad",
});
add({
  key: "cement-northcem-white-25kg",
  cat: "cement",
  maker: NORTHCEM,
  range: "Northcem",
  name: "White Cement",
  plain: "White Cement",
  abbr: "white cement",
  blurb: "White Portland cement for decorative mortar, render and pointing.",
  tagline: "Ideal for Decorative Render & Pointing",
  shape: { k: "bag", kg: 25 },
  price: 16.5,
  gtin: true,
  mpn: "NC-WH25",
  at: "abe",
});

// --- Concrete & mortar ------------------------------------------------------------------------
add({
  key: "concrete-kestrel-postfix-20kg",
  cat: "concrete",
  maker: KESTREL,
  range: "Kestrel Postfix",
  name: "Fence Post Fixing Mix",
  plain: "Post Fix Mix",
  abbr: "post fix",
  blurb: "Ready-to-use fast setting post mix; pour into the hole and add water.",
  tagline: "Sets in 10 Minutes",
  shape: { k: "bag", kg: 20 },
  price: 7.95,
  gtin: true,
  mpn: "KBP-PF20",
  at: "abde",
});
add({
  key: "concrete-kestrel-concrete-mix-20kg",
  cat: "concrete",
  maker: KESTREL,
  name: "Ready Mixed Concrete",
  plain: "Concrete Mix",
  abbr: "concrete mix",
  blurb: "Pre-blended cement and aggregate concrete mix for small bases and repairs.",
  shape: { k: "bag", kg: 20 },
  price: 6.5,
  gtin: true,
  at: "abd",
});
add({
  key: "concrete-kestrel-mortar-mix-20kg",
  cat: "concrete",
  maker: KESTREL,
  name: "Ready Mixed Mortar",
  plain: "Mortar Mix",
  abbr: "mortar mix",
  blurb: "Pre-blended sand and cement mortar for bricklaying and pointing.",
  shape: { k: "bag", kg: 20 },
  price: 6.8,
  gtin: true,
  at: "abcd",
});
add({
  key: "concrete-northcem-mortar-plasticiser-5l",
  cat: "concrete",
  maker: NORTHCEM,
  range: "Northcem Mixplus",
  name: "Mortar Plasticiser",
  plain: "Mortar Plasticiser",
  abbr: "mortar plasticiser",
  blurb: "Liquid plasticiser that improves the workability of mortar and render.",
  tagline: "Improves Workability",
  shape: { k: "liquid", litres: 5 },
  price: 9.5,
  gtin: true,
  mpn: "NC-MP5",
  at: "abd",
});
add({
  key: "concrete-northcem-mortar-plasticiser-1l",
  cat: "concrete",
  maker: NORTHCEM,
  range: "Northcem Mixplus",
  name: "Mortar Plasticiser",
  plain: "Mortar Plasticiser",
  abbr: "mortar plasticiser",
  blurb: "Liquid plasticiser that improves the workability of mortar and render.",
  tagline: "Improves Workability",
  shape: { k: "liquid", litres: 1 },
  price: 4.2,
  mpn: "NC-MP1",
  gtin: true,
  at: "ade",
});

// --- Sand -----------------------------------------------------------------------------------
add({
  key: "sand-building-bulk-bag-850kg",
  cat: "sand",
  name: "Building Sand",
  plain: "Building Sand",
  abbr: "building sand",
  blurb: "Soft washed building sand for bricklaying mortar.",
  tagline: "Ideal for Bricklaying",
  shape: { k: "bag", kg: 850, bulk: "bulk" },
  price: 62,
  at: "abde",
});
add({
  key: "sand-building-mini-bag-450kg",
  cat: "sand",
  name: "Building Sand",
  plain: "Building Sand",
  abbr: "building sand",
  blurb: "Soft washed building sand for bricklaying mortar, in a smaller bulk bag.",
  tagline: "Ideal for Bricklaying",
  shape: { k: "bag", kg: 450, bulk: "mini" },
  price: 41,
  at: "ad",
});
add({
  key: "sand-building-25kg",
  cat: "sand",
  name: "Building Sand",
  plain: "Building Sand",
  abbr: "building sand",
  blurb: "Soft washed building sand for bricklaying mortar.",
  tagline: "Ideal for Bricklaying",
  shape: { k: "bag", kg: 25 },
  price: 4.2,
  at: "abde",
});
add({
  key: "sand-sharp-bulk-bag-850kg",
  cat: "sand",
  name: "Sharp Sand",
  plain: "Sharp Sand",
  abbr: "sharp sand",
  blurb: "Coarse washed sharp sand for concrete, screeds and paving beds.",
  tagline: "Ideal for Screeds & Paving",
  shape: { k: "bag", kg: 850, bulk: "bulk" },
  price: 64,
  at: "abcde",
});
add({
  key: "sand-sharp-25kg",
  cat: "sand",
  name: "Sharp Sand",
  plain: "Sharp Sand",
  abbr: "sharp sand",
  blurb: "Coarse washed sharp sand for concrete, screeds and paving beds.",
  tagline: "Ideal for Screeds & Paving",
  shape: { k: "bag", kg: 25 },
  price: 4.4,
  at: "abd",
});
add({
  key: "sand-plastering-bulk-bag-850kg",
  cat: "sand",
  name: "Plastering Sand",
  plain: "Plastering Sand",
  abbr: "plastering sand",
  blurb: "Fine graded sand for sand and cement render and backing coats.",
  tagline: "Ideal for Rendering",
  shape: { k: "bag", kg: 850, bulk: "bulk" },
  price: 70,
  at: "bde",
});
add({
  key: "sand-kiln-dried-silver-20kg",
  cat: "sand",
  name: "Kiln Dried Silver Sand",
  plain: "Kiln Dried Sand",
  abbr: "kiln dried sand",
  blurb: "Fine dry sand for brushing into block paving joints.",
  tagline: "Ideal for Block Paving Joints",
  shape: { k: "bag", kg: 20 },
  price: 6.5,
  at: "abe",
});

// --- Aggregates -----------------------------------------------------------------------------
add({
  key: "aggregate-ballast-bulk-bag-800kg",
  cat: "aggregate",
  name: "All-in Ballast",
  plain: "Ballast",
  abbr: "ballast",
  blurb: "Mixed sand and gravel all-in ballast for making concrete.",
  shape: { k: "bag", kg: 800, bulk: "bulk" },
  price: 60,
  at: "abde",
});
add({
  key: "aggregate-ballast-25kg",
  cat: "aggregate",
  name: "All-in Ballast",
  plain: "Ballast",
  abbr: "ballast",
  blurb: "Mixed sand and gravel all-in ballast for making concrete.",
  shape: { k: "bag", kg: 25 },
  price: 4.3,
  at: "abd",
});
add({
  key: "aggregate-gravel-20mm-bulk-bag-850kg",
  cat: "aggregate",
  name: "20mm Washed Gravel",
  plain: "Gravel 20mm",
  abbr: "20mm gravel",
  blurb: "Washed 20mm single-size gravel for concrete, drainage and driveways.",
  shape: { k: "bag", kg: 850, bulk: "bulk" },
  price: 68,
  at: "abde",
});
add({
  key: "aggregate-gravel-10mm-bulk-bag-850kg",
  cat: "aggregate",
  name: "10mm Washed Gravel",
  plain: "Gravel 10mm",
  abbr: "10mm gravel",
  blurb: "Washed 10mm single-size gravel for pipe bedding, paths and concrete.",
  shape: { k: "bag", kg: 850, bulk: "bulk" },
  price: 70,
  at: "ade",
});
add({
  key: "aggregate-gravel-20mm-25kg",
  cat: "aggregate",
  name: "20mm Washed Gravel",
  plain: "Gravel 20mm",
  abbr: "20mm gravel",
  blurb: "Washed 20mm single-size gravel for concrete, drainage and driveways.",
  shape: { k: "bag", kg: 25 },
  price: 4.6,
  at: "abe",
});
add({
  key: "aggregate-mot-type-1-bulk-bag-850kg",
  cat: "aggregate",
  name: "MOT Type 1 Sub-Base",
  plain: "MOT Type 1",
  abbr: "type 1 mot",
  blurb: "Crushed stone sub-base to DoT Type 1 for patios, paths and driveways.",
  tagline: "Ideal for Patio & Driveway Sub-Base",
  shape: { k: "bag", kg: 850, bulk: "bulk" },
  price: 58,
  at: "abde",
});
add({
  key: "aggregate-mot-type-1-25kg",
  cat: "aggregate",
  name: "MOT Type 1 Sub-Base",
  plain: "MOT Type 1",
  abbr: "type 1 mot",
  blurb: "Crushed stone sub-base to DoT Type 1 for patios, paths and driveways.",
  tagline: "Ideal for Patio & Driveway Sub-Base",
  shape: { k: "bag", kg: 25 },
  price: 4.0,
  at: "ad",
});

// --- Timber ---------------------------------------------------------------------------------
const INCH_TIMBER: Record<string, string> = {
  "47x75": "3x2",
  "47x100": "4x2",
  "47x150": "6x2",
  "47x200": "8x2",
  "47x225": "9x2",
  "38x63": "3x2",
  "38x89": "4x2",
  "25x38": "1.5x1",
  "25x50": "2x1",
};

function timber(
  grade: "C16" | "C24",
  kind: "sawn" | "reg" | "cls",
  treated: boolean,
  t: number,
  w: number,
  lenM: number,
  price: number,
  at: string,
): void {
  const len = Math.round(lenM * 1000);
  const tr = treated ? "treated" : "untreated";
  const l = lenM.toFixed(1);
  if (kind === "cls") {
    add({
      key: `timber-cls-${grade.toLowerCase()}-${t}x${w}-${l}m`,
      cat: "timber",
      pt: "Timber > CLS Studwork",
      name: "CLS Studwork Timber",
      plain: `CLS ${grade} Timber`,
      abbr: "cls",
      blurb: `Kiln dried, planed ${grade} CLS with rounded arrises for internal stud partitions.`,
      tagline: "Ideal for Stud Walls",
      shape: { k: "section", t, w, len, inch: INCH_TIMBER[`${t}x${w}`], timber: true },
      price,
      at,
    });
    return;
  }
  if (kind === "reg") {
    add({
      key: `timber-${grade.toLowerCase()}-kd-regularised-${tr}-${t}x${w}-${l}m`,
      cat: "timber",
      name: `${grade} Kiln Dried Regularised Timber${treated ? " Treated" : ""}`,
      plain: `${grade} KD Regularised${treated ? " Treated" : ""} Timber`,
      abbr: `${grade.toLowerCase()} kd reg${treated ? " tr" : ""}`,
      blurb: `Kiln dried ${grade} strength graded softwood, regularised to a consistent width${
        treated ? " and pressure treated" : "; untreated"
      }.`,
      tagline: "Ideal for Joists & Rafters",
      shape: { k: "section", t, w, len, inch: INCH_TIMBER[`${t}x${w}`], timber: true },
      price,
      at,
    });
    return;
  }
  add({
    key: `timber-${grade.toLowerCase()}-sawn-${tr}-${t}x${w}-${l}m`,
    cat: "timber",
    pt: treated ? "Timber > Treated Timber" : "Timber > Structural Timber",
    name: `${treated ? "Treated" : "Untreated"} ${grade} Sawn Timber`,
    plain: `${grade} ${treated ? "Treated" : "Untreated"} Sawn Timber`,
    abbr: `${grade.toLowerCase()} ${treated ? "tr" : "untr"} sawn`,
    blurb: treated
      ? `Strength graded ${grade} sawn softwood, pressure treated against rot and insect attack.`
      : `Strength graded ${grade} sawn softwood, untreated, for dry internal use.`,
    shape: { k: "section", t, w, len, inch: INCH_TIMBER[`${t}x${w}`], timber: true },
    price,
    at,
  });
}

timber("C16", "sawn", true, 47, 75, 3.0, 7.2, "abde");
timber("C16", "sawn", true, 47, 100, 3.0, 9.5, "abde");
timber("C16", "sawn", true, 47, 100, 3.6, 11.4, "abde");
timber("C16", "sawn", true, 47, 100, 4.8, 15.2, "abde");
timber("C24", "sawn", true, 47, 100, 3.6, 13.5, "abe");
timber("C16", "sawn", false, 47, 100, 3.6, 10.4, "bde");
timber("C16", "sawn", true, 47, 150, 4.8, 22.0, "abde");
timber("C24", "sawn", true, 47, 150, 4.8, 25.5, "bde");
timber("C24", "reg", false, 47, 150, 4.8, 27.0, "abde");
timber("C24", "reg", false, 47, 150, 3.6, 20.5, "be");
timber("C16", "sawn", true, 47, 200, 4.8, 30.0, "abde");
timber("C24", "sawn", true, 47, 225, 4.8, 38.0, "bde");
timber("C16", "cls", false, 38, 63, 2.4, 4.1, "abe");
timber("C16", "cls", false, 38, 89, 2.4, 5.2, "abde");
timber("C16", "cls", false, 38, 89, 3.0, 6.6, "abde");

// --- Sheet materials --------------------------------------------------------------------------
type SheetMat = "osb3" | "osb3-tg" | "ply-hw" | "ply-sw" | "mdf" | "mdf-mr" | "chip-p5";

const SHEET_TEXT: Record<SheetMat, { name: string; plain: string; abbr: string; blurb: string; tagline: string }> = {
  osb3: {
    name: "OSB3 Board",
    plain: "OSB3 Board",
    abbr: "osb3",
    blurb: "Oriented strand board rated OSB3 for load-bearing use in humid conditions.",
    tagline: "Ideal for Sheathing & Hoarding",
  },
  "osb3-tg": {
    name: "OSB3 Tongue & Groove Flooring Board",
    plain: "OSB3 T&G Flooring",
    abbr: "osb3 t&g",
    blurb: "Tongue and groove OSB3 panel for structural floors and flat roof decks.",
    tagline: "Ideal for Floors & Flat Roofs",
  },
  "ply-hw": {
    name: "Hardwood Faced Plywood",
    plain: "Hardwood Plywood",
    abbr: "hwd ply",
    blurb: "General purpose plywood with hardwood face veneers.",
    tagline: "Ideal for Joinery & Shelving",
  },
  "ply-sw": {
    name: "Structural Softwood Plywood",
    plain: "Softwood Structural Plywood",
    abbr: "swd ply struct",
    blurb: "Structural softwood plywood for sheathing, flooring and roof decks.",
    tagline: "Ideal for Sheathing & Decking",
  },
  mdf: {
    name: "Standard MDF Board",
    plain: "MDF Sheet",
    abbr: "mdf",
    blurb: "Medium density fibreboard with a smooth face, easy to cut and paint.",
    tagline: "Ideal for Furniture & Shelving",
  },
  "mdf-mr": {
    name: "Moisture Resistant MDF Board",
    plain: "MDF Moisture Resistant",
    abbr: "mr mdf",
    blurb: "Moisture resistant MDF (green core) for kitchens, bathrooms and window boards.",
    tagline: "Ideal for Kitchens & Bathrooms",
  },
  "chip-p5": {
    name: "P5 Chipboard Flooring Tongue & Groove",
    plain: "Chipboard Flooring P5 T&G",
    abbr: "p5 chip t&g",
    blurb: "Moisture resistant P5 grade tongue and groove chipboard flooring panel.",
    tagline: "Ideal for Floors",
  },
};

function sheet(
  mat: SheetMat,
  t: number,
  l: number,
  w: number,
  price: number,
  at: string,
  opts: { maker?: Maker; range?: string; gtin?: boolean; mpn?: string } = {},
): void {
  const tx = SHEET_TEXT[mat];
  add({
    key: `sheet-${mat}-${t}mm-${l}x${w}`,
    cat: "sheet",
    maker: opts.maker,
    range: opts.range,
    name: tx.name,
    plain: tx.plain,
    abbr: tx.abbr,
    blurb: tx.blurb,
    tagline: tx.tagline,
    shape: { k: "sheet", t, l, w },
    price,
    gtin: opts.gtin,
    mpn: opts.mpn,
    at,
  });
}

sheet("osb3", 9, 2440, 1220, 17.0, "abde", { maker: BALTIC, range: "Tuffboard" });
sheet("osb3", 11, 2440, 1220, 19.5, "abe", { maker: BALTIC, range: "Tuffboard", gtin: true });
sheet("osb3", 18, 2440, 1220, 29.0, "abde", { maker: BALTIC, range: "Tuffboard", gtin: true, mpn: "TB-OSB3-18" });
sheet("osb3-tg", 18, 2440, 590, 16.5, "bde", { maker: BALTIC, range: "Tuffboard" });
sheet("ply-hw", 18, 2440, 1220, 42.0, "abde");
sheet("ply-hw", 12, 2440, 1220, 32.0, "abe");
sheet("ply-sw", 18, 2440, 1220, 38.0, "bde");
sheet("mdf", 18, 2440, 1220, 31.0, "abde", { maker: WESTPANEL, range: "Fibrex", gtin: true, mpn: "FX-MDF18" });
sheet("mdf", 12, 2440, 1220, 24.0, "abe", { maker: WESTPANEL, range: "Fibrex" });
sheet("mdf-mr", 18, 2440, 1220, 39.0, "abd", { maker: WESTPANEL, range: "Fibrex MR" });
sheet("chip-p5", 18, 2400, 600, 14.5, "abde", { maker: WESTPANEL, range: "Floorcraft", gtin: true, mpn: "FC-P5-18" });
sheet("chip-p5", 22, 2400, 600, 17.5, "abde", { maker: WESTPANEL, range: "Floorcraft", gtin: true, mpn: "FC-P5-22" });

// --- Plasterboard ---------------------------------------------------------------------------
type BoardType = "standard" | "moisture" | "fire" | "acoustic";

const BOARD_TEXT: Record<BoardType, { name: string; abbr: string; tagline: string; blurb: string }> = {
  standard: {
    name: "Standard",
    abbr: "std",
    tagline: "Ideal for Walls & Ceilings",
    blurb: "Standard gypsum plasterboard for internal walls and ceilings.",
  },
  moisture: {
    name: "Moisture Resistant",
    abbr: "mr",
    tagline: "Ideal for Kitchens & Bathrooms",
    blurb: "Moisture resistant plasterboard with a water repellent core for humid rooms.",
  },
  fire: {
    name: "Fire Resistant",
    abbr: "fire",
    tagline: "Enhanced Fire Protection",
    blurb: "Plasterboard with a glass fibre reinforced core for enhanced fire resistance.",
  },
  acoustic: {
    name: "Acoustic",
    abbr: "acoustic",
    tagline: "Reduces Sound Transfer",
    blurb: "High density plasterboard that improves sound insulation in walls and ceilings.",
  },
};

function board(
  maker: Maker,
  range: string,
  type: BoardType,
  edge: "TE" | "SE",
  t: number,
  l: number,
  w: number,
  price: number,
  at: string,
  gtin = false,
): void {
  const tx = BOARD_TEXT[type];
  const edgeLong = edge === "TE" ? "Tapered Edge" : "Square Edge";
  add({
    key: `plasterboard-${slugify(maker.mfr)}-${type}-${edge.toLowerCase()}-${t}mm-${l}x${w}`,
    cat: "plasterboard",
    maker,
    range,
    name: `${tx.name} ${edgeLong} Plasterboard`,
    plain: `Plasterboard ${tx.name} ${edge === "TE" ? "T/E" : "S/E"}`,
    abbr: `pb ${tx.abbr} ${edge.toLowerCase()}`,
    blurb: `${tx.blurb} Supplied with ${edgeLong.toLowerCase()}s${edge === "TE" ? " for jointing and taping" : " for skimming"}.`,
    tagline: tx.tagline,
    shape: { k: "sheet", t, l, w },
    price,
    gtin,
    at,
  });
}

board(ALBION, "Albionboard", "standard", "TE", 12.5, 2400, 1200, 9.8, "abde", true);
board(ALBION, "Albionboard", "standard", "TE", 9.5, 2400, 1200, 8.9, "abde", true);
board(ALBION, "Albionboard", "standard", "TE", 12.5, 1800, 900, 6.4, "abe");
board(ALBION, "Albionboard", "standard", "SE", 12.5, 2400, 1200, 9.9, "bd");
board(ALBION, "Albionboard Aqua", "moisture", "TE", 12.5, 2400, 1200, 14.5, "abde", true);
board(ALBION, "Albionboard Fireline", "fire", "TE", 12.5, 2400, 1200, 12.4, "abd", true);
board(ALBION, "Albionboard Fireline", "fire", "TE", 15, 2400, 1200, 15.8, "bde");
board(ALBION, "Albionboard Soundguard", "acoustic", "TE", 15, 2400, 1200, 17.2, "abd", true);
board(STRATTON, "Stratton Wallboard", "standard", "TE", 12.5, 2400, 1200, 9.4, "bde", true);

// --- Plaster --------------------------------------------------------------------------------
function plaster(kind: string, abbr: string, blurb: string, kg: number, price: number, at: string, gtin = false): void {
  add({
    key: `plaster-albion-${slugify(kind)}-${kg}kg`,
    cat: "plaster",
    maker: ALBION,
    range: "Smoothcoat",
    name: `${kind} Plaster`,
    plain: `${kind} Plaster`,
    abbr,
    blurb,
    shape: { k: "bag", kg },
    price,
    gtin,
    at,
  });
}

plaster(
  "Multi-Finish",
  "multi finish",
  "Gypsum finishing plaster for most backgrounds, giving a smooth skim coat.",
  25,
  12.5,
  "abde",
  true,
);
plaster(
  "Multi-Finish",
  "multi finish",
  "Gypsum finishing plaster for most backgrounds, in a smaller handy bag.",
  10,
  7.9,
  "ae",
);
plaster("Board Finish", "board finish", "Finishing plaster formulated for skimming plasterboard.", 25, 12.2, "bd");
plaster(
  "Bonding Coat",
  "bonding",
  "Undercoat plaster for low-suction backgrounds such as concrete and engineering brick.",
  25,
  14.4,
  "abde",
  true,
);
plaster(
  "Hardwall",
  "hardwall",
  "Impact resistant gypsum undercoat plaster for masonry backgrounds.",
  25,
  13.8,
  "abd",
  true,
);

// --- Bricks ---------------------------------------------------------------------------------
function brick(
  colour: string,
  type: "Facing" | "Class B Engineering" | "Common",
  perforated: boolean,
  pack: number,
  price: number,
  at: string,
  gtin = false,
): void {
  const perf = perforated ? " Perforated" : "";
  add({
    key: `brick-hollinwood-${slugify(colour)}-${slugify(type)}${perforated ? "-perforated" : ""}-65mm-${
      pack === 1 ? "single" : `pack-${pack}`
    }`,
    cat: "brick",
    maker: HOLLINWOOD,
    name: `${colour} ${type} Brick${perf}`,
    plain: `${colour} ${type}${perf} Brick`,
    abbr: `${colour.toLowerCase()} ${type === "Class B Engineering" ? "eng b" : type.toLowerCase()}${perforated ? " perf" : ""} brick`,
    blurb:
      type === "Facing"
        ? `Clay facing brick in ${colour.toLowerCase()}, standard 215 x 102.5 x 65mm format.`
        : type === "Common"
          ? "Clay common brick for internal and rendered work."
          : `${colour} Class B engineering brick for damp courses, manholes and below-ground work.`,
    shape: { k: "unit", l: 215, w: 102.5, h: 65, pack, main: "h" },
    price,
    gtin,
    at,
  });
}

brick("Ember Red Multi", "Facing", false, 1, 0.98, "abe");
brick("Ember Red Multi", "Facing", false, 500, 445, "bde", true);
brick("Tawny Blend", "Facing", false, 1, 1.05, "abd");
brick("Red", "Class B Engineering", true, 1, 0.85, "abde");
brick("Blue", "Class B Engineering", true, 1, 1.1, "bde");
brick("Red", "Common", false, 1, 0.72, "ade");

// --- Blocks ---------------------------------------------------------------------------------
function block(
  kind: "dense" | "lightweight" | "aircrete" | "trench",
  width: number,
  strength: string,
  price: number,
  at: string,
  gtin = false,
): void {
  const aircrete = kind === "aircrete" || kind === "trench";
  const name =
    kind === "dense"
      ? `Dense Concrete Block ${strength}`
      : kind === "lightweight"
        ? `Lightweight Aggregate Block ${strength}`
        : kind === "trench"
          ? "Aircrete Foundation Trench Block"
          : `Aircrete Block ${strength === "7.3N" ? "High Strength" : "Standard Grade"} ${strength}`;
  add({
    key: `block-${aircrete ? "cordell-" : ""}${kind}-${width}mm-${slugify(strength)}`,
    cat: "block",
    maker: aircrete ? CORDELL : undefined,
    range: aircrete ? "Cordell Lite" : undefined,
    name: `${name} Solid`,
    plain:
      kind === "trench"
        ? "Trench Block"
        : name.replace(" Concrete", "").replace(" High Strength", "").replace(" Standard Grade", ""),
    abbr:
      kind === "trench"
        ? "trench blk"
        : `${kind === "dense" ? "dense" : kind === "lightweight" ? "l/w" : "aircrete"} blk ${strength.toLowerCase()}`,
    blurb:
      kind === "trench"
        ? `Aircrete trench block for foundations, ${width}mm wide, compressive strength ${strength}.`
        : `Solid ${kind === "dense" ? "dense concrete" : kind === "lightweight" ? "lightweight aggregate" : "aircrete"} block, ${width}mm wide, compressive strength ${strength}.`,
    shape: { k: "unit", l: 440, w: width, h: 215, pack: 1, main: "w" },
    price,
    gtin,
    at,
  });
}

block("dense", 100, "7.3N", 2.1, "abde");
block("dense", 140, "7.3N", 3.1, "bde");
block("lightweight", 100, "3.6N", 2.4, "de");
block("aircrete", 100, "3.6N", 2.6, "abde", true);
block("aircrete", 100, "7.3N", 3.2, "bde");
block("aircrete", 140, "3.6N", 3.7, "abd", true);
block("trench", 275, "3.6N", 8.9, "be");

// --- Skirting & architrave --------------------------------------------------------------------
function moulding(
  type: "Skirting" | "Architrave",
  profile: string,
  t: number,
  w: number,
  len: number,
  pack: number,
  inch: string,
  price: number,
  at: string,
): void {
  add({
    key: `moulding-mdf-primed-${profile.toLowerCase().replace(/[^a-z]+/g, "-")}-${type.toLowerCase()}-${t}x${w}-${m(len)}m${
      pack > 1 ? `-pack-${pack}` : ""
    }`,
    cat: "moulding",
    maker: CRESTLINE,
    pt: type === "Skirting" ? "Timber > Mouldings > Skirting" : "Timber > Mouldings > Architrave",
    name: `Primed MDF ${profile} ${type}${type === "Skirting" ? " Board" : ""}${pack > 1 ? ` – Pack of ${pack}` : ""}`,
    plain: `${profile} ${type} MDF Primed${pack > 1 ? ` (${pack} pack)` : ""}`,
    abbr: `mdf ${profile.toLowerCase().replace(" & ", "/")} ${type === "Skirting" ? "skirt" : "arch"}${pack > 1 ? ` x${pack}` : ""}`,
    blurb: `Factory primed MDF ${type.toLowerCase()} with ${/^[AEIOU]/.test(profile) ? "an" : "a"} ${profile.toLowerCase()} profile${
      pack > 1 ? `, sold as a pack of ${pack} lengths` : ", sold per length"
    }.`,
    shape: { k: "section", t, w, len, inch: inch || undefined },
    price,
    at,
  });
}

moulding("Skirting", "Torus", 18, 119, 4200, 1, '5"', 14.5, "abde");
moulding("Skirting", "Torus", 18, 144, 4200, 1, '6"', 17.2, "abe");
moulding("Skirting", "Ogee", 18, 119, 4200, 1, '5"', 14.9, "abde");
moulding("Skirting", "Chamfered & Rounded", 18, 94, 4200, 1, '4"', 11.2, "bde");
moulding("Architrave", "Torus", 18, 69, 2200, 1, "", 5.4, "abe");
moulding("Architrave", "Torus", 18, 69, 2200, 5, "", 24.5, "abd");
moulding("Architrave", "Ogee", 18, 69, 2200, 1, "", 5.6, "abde");

// --- Insulation -----------------------------------------------------------------------------
function pir(t: number, price: number, at: string, gtin = false): void {
  add({
    key: `insulation-thermavale-pir-board-${t}mm-2400x1200`,
    cat: "insulation",
    maker: VALE,
    range: "Thermavale TVB",
    pt: "Insulation > Rigid Boards",
    name: "PIR Insulation Board Foil Faced",
    plain: "PIR Insulation Board",
    abbr: "pir board",
    blurb: `Foil faced polyisocyanurate rigid insulation board, ${t}mm thick, for floors, walls and roofs.`,
    tagline: "High Performance Thermal Insulation",
    shape: { k: "sheet", t, l: 2400, w: 1200 },
    price,
    gtin,
    mpn: `TVB-${t}`,
    at,
  });
}

pir(25, 18.5, "abcd", true);
pir(50, 28.0, "abcde", true);
pir(75, 39.0, "bcd");
pir(100, 49.0, "abcde", true);

function loftRoll(t: number, m2: number, price: number, at: string, gtin = false): void {
  add({
    key: `insulation-dunmore-loft-roll-${t}mm-${m2}m2`,
    cat: "insulation",
    maker: DUNMORE,
    range: "Woolcraft",
    pt: "Insulation > Loft Insulation",
    name: "Mineral Wool Loft Insulation Roll",
    plain: "Loft Insulation Roll",
    abbr: "loft roll",
    blurb: `Glass mineral wool loft roll, ${t}mm thick, covering ${m2}m² per roll.`,
    tagline: "Easy to Handle Loft Roll",
    shape: { k: "quilt", t, m2 },
    price,
    gtin,
    at,
  });
}

loftRoll(100, 8.3, 24.0, "abcd", true);
loftRoll(170, 6.4, 29.0, "abcde", true);
loftRoll(200, 5.5, 32.0, "acd");

add({
  key: "insulation-dunmore-cavity-wall-batts-100mm-4.37m2",
  cat: "insulation",
  maker: DUNMORE,
  range: "Woolcraft",
  pt: "Insulation > Cavity Wall",
  name: "Cavity Wall Insulation Batts",
  plain: "Cavity Wall Batts",
  abbr: "cavity batts",
  blurb: "Water repellent mineral wool batts for full-fill cavity walls, 100mm thick, 4.37m² per pack.",
  tagline: "Full-Fill Cavity Insulation",
  shape: { k: "quilt", t: 100, m2: 4.37 },
  price: 26.0,
  at: "bcd",
});

// --- Roofing --------------------------------------------------------------------------------
function roofTile(
  profile: string,
  colour: string,
  l: number,
  w: number,
  price: number,
  at: string,
  gtin = false,
): void {
  add({
    key: `roofing-harlow-${slugify(profile)}-${slugify(colour)}-${l}x${w}`,
    cat: "roofing",
    maker: HARLOW,
    range: profile === "Plain" ? "Harlow" : `Harlow ${profile}`,
    pt: "Roofing > Roof Tiles",
    name: `${profile === "Plain" ? "Plain Concrete Roof Tile" : "Interlocking Concrete Roof Tile"} ${colour}`,
    plain: `${profile === "Plain" ? "Plain Tile" : `${profile} Concrete Tile`} ${colour}`,
    abbr: `${profile.toLowerCase()} tile ${colour.toLowerCase()}`,
    blurb: `${profile} profile concrete roof tile in ${colour.toLowerCase()}, sold individually.`,
    shape: { k: "tile", l, w },
    price,
    gtin,
    at,
  });
}

roofTile("Double Roman", "Slate Grey", 420, 330, 1.65, "acd", true);
roofTile("Double Roman", "Rustic Brown", 420, 330, 1.7, "cde", true);
roofTile("Plain", "Rustic Red", 265, 165, 0.62, "ce");

add({
  key: "roofing-harlow-half-round-ridge-slate-grey-450mm",
  cat: "roofing",
  maker: HARLOW,
  range: "Harlow",
  pt: "Roofing > Ridge Tiles",
  name: "Half Round Concrete Ridge Tile Slate Grey",
  plain: "Half Round Ridge Tile Slate Grey",
  abbr: "ridge half round slate grey",
  blurb: "Half round concrete ridge tile, 450mm long, in slate grey to match interlocking tiles.",
  shape: { k: "tile", l: 450, w: 250 },
  price: 9.8,
  at: "cd",
});

function slate(l: number, w: number, price: number, at: string): void {
  add({
    key: `roofing-penmor-natural-slate-${l}x${w}`,
    cat: "roofing",
    maker: PENMOR,
    pt: "Roofing > Slates",
    name: "Natural Roofing Slate",
    plain: "Natural Slate",
    abbr: "nat slate",
    blurb: `Natural blue-grey roofing slate, ${l} x ${w}mm, sold individually.`,
    shape: { k: "tile", l, w },
    price,
    at,
  });
}

slate(500, 250, 1.9, "cde");
slate(600, 300, 3.1, "cd");

function membrane(wMm: number, lenM: number, price: number, at: string, gtin = false): void {
  add({
    key: `roofing-kerrow-breathable-membrane-${m(wMm)}m-x-${lenM}m`,
    cat: "roofing",
    maker: KERROW,
    range: "Breatheline",
    pt: "Roofing > Membranes",
    name: "Breathable Roofing Membrane",
    plain: "Breather Membrane",
    abbr: "breather memb",
    blurb: `Vapour permeable roof underlay, ${m(wMm)}m wide x ${lenM}m long roll.`,
    tagline: "Vapour Permeable Underlay",
    shape: { k: "roll", w: wMm, len: lenM * 1000 },
    price,
    gtin,
    at,
  });
}

membrane(1000, 50, 58, "abcd", true);
membrane(1500, 50, 79, "cd");

function lead(code: 4 | 5, wMm: number, inch: string, price: number, at: string, gtin = false): void {
  add({
    key: `roofing-severn-lead-flashing-code-${code}-${wMm}mm-x-3m`,
    cat: "roofing",
    maker: SEVERN,
    pt: "Roofing > Lead & Flashing",
    name: `Code ${code} Lead Flashing Roll`,
    plain: `Lead Flashing Code ${code}`,
    abbr: `lead code ${code}`,
    blurb: `Milled lead sheet, Code ${code}, ${wMm}mm wide x 3m roll for flashings and weatherings.`,
    tagline: "For Flashings & Weatherings",
    shape: { k: "roll", w: wMm, len: 3000, inch },
    price,
    gtin,
    at,
  });
}

lead(4, 150, '6"', 42, "abcde", true);
lead(4, 300, '12"', 82, "bcd");
lead(5, 150, '6"', 52, "ce");

function batten(t: number, w: number, price: number, at: string): void {
  add({
    key: `roofing-batten-treated-${t}x${w}-4.8m`,
    cat: "roofing",
    pt: "Roofing > Battens",
    name: "Treated Graded Roofing Batten",
    plain: "Roofing Batten Treated Graded",
    abbr: "roof batten tr",
    blurb: `Pressure treated softwood roofing batten, graded to BS 5534, ${t} x ${w}mm.`,
    tagline: "Graded to BS 5534",
    shape: { k: "section", t, w, len: 4800, inch: INCH_TIMBER[`${t}x${w}`], timber: true },
    price,
    at,
  });
}

batten(25, 38, 3.6, "bcde");
batten(25, 50, 4.5, "cde");

// --- Drainage -------------------------------------------------------------------------------
function ugPipe(ends: "Plain Ended" | "Single Socket", lenM: number, price: number, at: string, gtin = false): void {
  add({
    key: `drainage-drayline-underground-pipe-110mm-${slugify(ends)}-${lenM}m`,
    cat: "drainage",
    maker: DRAYTON,
    range: "Drayline",
    pt: "Drainage > Underground Drainage",
    name: `Underground Drainage Pipe ${ends}`,
    plain: `Underground Pipe ${ends}`,
    abbr: `ug pipe ${ends === "Plain Ended" ? "pe" : "ss"}`,
    blurb: `110mm terracotta PVC-U underground drainage pipe, ${ends.toLowerCase()}, ${lenM}m length.`,
    shape: { k: "pipe", d: 110, len: lenM * 1000, inch: "4", label: "Dia" },
    price,
    gtin,
    mpn: `DL-UP110-${lenM}${ends === "Plain Ended" ? "PE" : "SS"}`,
    at,
  });
}

ugPipe("Plain Ended", 3, 19.5, "abcde", true);
ugPipe("Plain Ended", 6, 36.0, "bcd", true);
ugPipe("Single Socket", 3, 22.0, "cde");

function ugBend(
  angle: string,
  sockets: "Double Socket" | "Single Socket",
  price: number,
  at: string,
  gtin = false,
): void {
  add({
    key: `drainage-drayline-underground-bend-110mm-${angle.replace(".", "-")}deg-${slugify(sockets)}`,
    cat: "drainage",
    maker: DRAYTON,
    range: "Drayline",
    pt: "Drainage > Underground Drainage",
    name: `Underground ${angle}° ${sockets} Bend`,
    plain: `Underground Bend ${angle}° ${sockets}`,
    abbr: `ug bend ${angle} ${sockets === "Double Socket" ? "ds" : "ss"}`,
    blurb: `110mm PVC-U underground drainage bend, ${angle} degrees, ${sockets.toLowerCase()}.`,
    shape: { k: "pipe", d: 110, inch: "4", label: "Dia" },
    price,
    gtin,
    mpn: `DL-B110-${angle.replace(".", "")}${sockets === "Double Socket" ? "DS" : "SS"}`,
    at,
  });
}

ugBend("87.5", "Double Socket", 9.2, "abcd", true);
ugBend("45", "Double Socket", 8.6, "bce");
ugBend("87.5", "Single Socket", 7.8, "bcd");
ugBend("15", "Double Socket", 8.4, "ce");

function gutter(colour: "Black" | "White", lenM: number, price: number, at: string, gtin = false): void {
  add({
    key: `drainage-drayline-half-round-gutter-112mm-${colour.toLowerCase()}-${lenM}m`,
    cat: "drainage",
    maker: DRAYTON,
    range: "Drayline",
    pt: "Drainage > Rainwater > Guttering",
    name: `Half Round Gutter ${colour}`,
    plain: `Half Round Gutter ${colour}`,
    abbr: `hr gutter ${colour === "Black" ? "blk" : "wht"}`,
    blurb: `112mm half round PVC-U gutter in ${colour.toLowerCase()}, ${lenM}m length.`,
    tagline: "Ideal for Rainwater Systems",
    shape: { k: "pipe", d: 112, len: lenM * 1000, inch: "4.5", label: "W" },
    price,
    gtin,
    at,
  });
}

gutter("Black", 4, 8.9, "abcde", true);
gutter("White", 4, 9.1, "ace", true);
gutter("Black", 2, 5.4, "acd");

add({
  key: "drainage-drayline-round-downpipe-68mm-black-2.5m",
  cat: "drainage",
  maker: DRAYTON,
  range: "Drayline",
  pt: "Drainage > Rainwater > Downpipe",
  name: "Round Downpipe Black",
  plain: "Round Downpipe Black",
  abbr: "rd downpipe blk",
  blurb: "68mm round PVC-U rainwater downpipe in black, 2.5m length.",
  tagline: "Ideal for Rainwater Systems",
  shape: { k: "pipe", d: 68, len: 2500, inch: "2.5", label: "Dia" },
  price: 9.6,
  gtin: true,
  at: "abcd",
});
add({
  key: "drainage-drayline-half-round-fascia-bracket-112mm-black",
  cat: "drainage",
  maker: DRAYTON,
  range: "Drayline",
  pt: "Drainage > Rainwater > Gutter Fittings",
  name: "Half Round Gutter Fascia Bracket Black",
  plain: "Fascia Bracket Half Round Black",
  abbr: "hr fascia bkt blk",
  blurb: "Fascia bracket for 112mm half round gutter, black.",
  tagline: "Ideal for Rainwater Systems",
  shape: { k: "pipe", d: 112, inch: "4.5", label: "W" },
  price: 1.8,
  at: "acd",
});

// ---------------------------------------------------------------------------------------------
// Rendering per merchant
// ---------------------------------------------------------------------------------------------

interface Row {
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
  unit_pricing_measure: string;
}

function bracketDims(s: Shape): string {
  switch (s.k) {
    case "bag":
      return s.bulk ? `(Approx. ${s.kg}kg)` : `(${s.kg}kg)`;
    case "liquid":
      return `(${s.litres}L)`;
    case "section":
      return `(L)${m(s.len)}m (W)${s.w}mm (T)${s.t}mm`;
    case "sheet":
      return `(L)${m(s.l)}m (W)${m(s.w)}m (T)${s.t}mm`;
    case "unit":
      return `(L)${s.l}mm (W)${s.w}mm (H)${s.h}mm${s.pack > 1 ? ` (Pack of ${s.pack})` : ""}`;
    case "pipe":
      return `(${s.label})${s.d}mm${s.len ? ` (L)${m(s.len)}m` : ""}`;
    case "roll":
      return `(W)${s.w >= 1000 ? `${m(s.w)}m` : `${s.w}mm`} (L)${m(s.len)}m`;
    case "quilt":
      return `(T)${s.t}mm (Coverage)${s.m2}m²`;
    case "tile":
      return `(L)${s.l}mm (W)${s.w}mm`;
  }
}

function compactDims(s: Shape): string {
  switch (s.k) {
    case "bag":
      return s.bulk === "bulk" ? "bulk bag" : s.bulk === "mini" ? "mini bag" : `${s.kg}kg`;
    case "liquid":
      return `${s.litres}ltr`;
    case "section":
      return `${s.t}x${s.w} ${m1(s.len)}`;
    case "sheet":
      return `${s.t}mm ${s.l}x${s.w}`;
    case "unit":
      return `${s.l}x${s.w}x${s.h}${s.pack > 1 ? ` x${s.pack}` : ""}`;
    case "pipe":
      return `${s.d}${s.len ? ` ${m(s.len)}m` : ""}`;
    case "roll":
      return `${s.w}mm x ${m(s.len)}m`;
    case "quilt":
      return `${s.t}mm ${s.m2}m2`;
    case "tile":
      return `${s.l}x${s.w}`;
  }
}

function stockDigits(s: Shape): string {
  switch (s.k) {
    case "bag":
      return s.bulk === "bulk" ? "BB" : s.bulk === "mini" ? "MB" : String(s.kg);
    case "liquid":
      return `${s.litres}L`;
    case "section":
      return `${s.t}${s.w}${Math.round(s.len / 100)}`;
    case "sheet":
      return `${String(s.t).replace(".", "")}${Math.round(s.l / 100)}${Math.round(s.w / 100)}`;
    case "unit":
      return `${s.main === "w" ? s.w : s.h}${s.pack > 1 ? `P${s.pack}` : ""}`;
    case "pipe":
      return `${s.d}${s.len ? Math.round(s.len / 100) : ""}`;
    case "roll":
      return `${s.w}${Math.round(s.len / 1000)}`;
    case "quilt":
      return `${s.t}${Math.round(s.m2 * 10)}`;
    case "tile":
      return `${s.l}${s.w}`;
  }
}

function specDims(s: Shape): string {
  switch (s.k) {
    case "bag":
      return s.bulk === "bulk"
        ? `Bulk Bag approx ${s.kg}kg`
        : s.bulk === "mini"
          ? `Mini Bag approx ${s.kg}kg`
          : `${s.kg}kg`;
    case "liquid":
      return `${s.litres} Litre`;
    case "section":
      return `${s.t} x ${s.w}mm x ${m(s.len)}m`;
    case "sheet":
      return `${s.l} x ${s.w} x ${s.t}mm`;
    case "unit":
      return `${s.l} x ${s.w} x ${s.h}mm${s.pack > 1 ? `, Pack of ${s.pack}` : ""}`;
    case "pipe":
      return `${s.d}mm${s.len ? ` x ${m(s.len)}m` : ""}`;
    case "roll":
      return `${s.w >= 1000 ? `${m(s.w)}m` : `${s.w}mm`} x ${m(s.len)}m`;
    case "quilt":
      return `${s.t}mm, ${s.m2}m²`;
    case "tile":
      return `${s.l} x ${s.w}mm`;
  }
}

const FEET: Record<string, string> = {
  "2440x1220": "8' x 4'",
  "2400x1200": "8' x 4'",
  "1800x900": "6' x 3'",
  "2400x600": "8' x 2'",
};

function oddDims(s: Shape): string {
  switch (s.k) {
    case "bag":
      if (s.bulk === "bulk") return `- Bulk Bag (approx ${s.kg / 1000} tonne)`;
      if (s.bulk === "mini") return `- Mini Bulk Bag (approx ${s.kg / 1000} tonne)`;
      return `${s.kg} kilo`;
    case "liquid":
      return s.litres < 2 ? `${s.litres * 1000}ml` : `${s.litres} ltr`;
    case "section":
      return `${s.t} x ${s.w} x ${m1(s.len)}mtr`;
    case "sheet": {
      const ft = FEET[`${s.l}x${s.w}`];
      return ft ? `${s.t}mm ${ft}` : `${s.t}mm ${s.l} x ${s.w}mm`;
    }
    case "unit":
      return `${s.main === "w" ? s.w : s.h}mm${s.pack > 1 ? ` Full Pack (${s.pack} No.)` : ""}`;
    case "pipe":
      return `${s.d}mm${s.len ? ` x ${m(s.len)}mtr` : ""}`;
    case "roll":
      return `${s.w}mm x ${m(s.len)}mtr`;
    case "quilt":
      return `${s.t}mm - ${s.m2} sq mtr`;
    case "tile":
      return `${s.l} x ${s.w}mm`;
  }
}

function inchTitle(p: Product, brandPrefix: string): string {
  const s = p.shape;
  const nm = `${brandPrefix}${p.plain}`;
  switch (s.k) {
    case "section": {
      if (s.timber) {
        const ft = Math.round(s.len / 300);
        return `${s.inch ? `${s.inch} ` : ""}${s.t}mm x ${s.w}mm ${nm} ${m1(s.len)}m (${ft}ft)`;
      }
      return `${s.inch ? `${s.inch} ` : ""}${nm} ${s.t} x ${s.w}mm ${m(s.len)}m`;
    }
    case "sheet": {
      const ft = FEET[`${s.l}x${s.w}`];
      return ft
        ? `${ft.replace(/' x /, "x").replace(/'/g, "")} ${s.t}mm ${nm} (${s.l} x ${s.w})`
        : `${s.t}mm ${nm} ${s.l} x ${s.w}mm`;
    }
    case "pipe":
      return `${s.inch ? `${s.inch}" ` : ""}${s.d}mm ${nm}${s.len ? ` ${m(s.len)}m` : ""}`;
    case "roll":
      return s.inch ? `${nm} ${s.inch} (${s.w}mm) x ${m(s.len)}m` : `${nm} ${m(s.w)}m x ${m(s.len)}m`;
    case "bag":
      return s.bulk ? `${nm} ${s.bulk === "bulk" ? "Bulk Bag" : "Mini Bag"} ${s.kg}kg approx` : `${nm} ${s.kg}kg`;
    case "liquid":
      return `${nm} ${s.litres}L`;
    case "unit":
      return `${nm} ${s.l}x${s.w}x${s.h}mm${s.pack > 1 ? ` (${s.pack} pack)` : ""}`;
    case "quilt":
      return `${nm} ${s.t}mm ${s.m2}m2`;
    case "tile":
      return `${nm} ${s.l}x${s.w}mm`;
  }
}

function unitMeasure(s: Shape, spaced: boolean): string {
  const sp = spaced ? " " : "";
  switch (s.k) {
    case "bag":
      return `${s.kg}${sp}kg`;
    case "liquid":
      return `${s.litres}${sp}l`;
    case "section":
      return `${m(s.len)}${sp}m`;
    case "roll":
      return `${m(s.len)}${sp}m`;
    case "quilt":
      return `${s.m2}${sp}sqm`;
    default:
      return "";
  }
}

const STOCK_PREFIX: Record<Cat, string> = {
  cement: "CEM",
  concrete: "CON",
  sand: "SND",
  aggregate: "AGG",
  timber: "TIM",
  sheet: "SHT",
  plasterboard: "PLB",
  plaster: "PLS",
  brick: "BRK",
  block: "BLK",
  moulding: "MLD",
  insulation: "INS",
  roofing: "ROF",
  drainage: "DRN",
};

function productTypeFor(letter: Letter, p: Product): string {
  const h = hash(`pt:${letter}:${p.key}`);
  switch (letter) {
    case "a":
      return h % 5 === 0 ? "" : `Building Materials > ${p.pt}`;
    case "c":
      return p.pt;
    case "e":
      return h % 2 === 0 ? (p.pt.split(" > ")[0] ?? "") : "";
    default:
      return "";
  }
}

function gtinFor(letter: Letter, p: Product): string {
  if (!p.gtin) return "";
  const h = hash(`gtin-use:${letter}:${p.key}`) % 100;
  const rate: Record<Letter, number> = { a: 60, b: 30, c: 75, d: 45, e: 40 };
  if (h >= rate[letter]) return "";
  const g = p.gtin;
  if (letter === "c" && h % 2 === 0) return `0${g}`; // GTIN-14 style
  if (letter === "d" && h % 3 === 0) return `${g.charAt(0)} ${g.slice(1, 7)} ${g.slice(7)}`; // printed with spaces
  return g;
}

/** products whose unbranded description is identical to another product's (same spec, different maker) */
const NEEDS_BRAND = new Set<string>();
function markBrandCollisions(): void {
  const bySig = new Map<string, Product[]>();
  for (const p of PRODUCTS) {
    const sig = `${p.cat}|${p.abbr}|${JSON.stringify(p.shape)}`;
    bySig.set(sig, [...(bySig.get(sig) ?? []), p]);
  }
  for (const group of bySig.values()) if (group.length > 1) for (const p of group) NEEDS_BRAND.add(p.key);
}

function brandFor(letter: Letter, p: Product): string {
  const mk = p.maker;
  const h = hash(`brand:${letter}:${p.key}`);
  switch (letter) {
    case "a":
      if (mk) return p.range ?? mk.mfr;
      return ["sand", "aggregate", "timber", "sheet", "block"].includes(p.cat) && h % 3 !== 0 ? "Hearth & Home" : "";
    case "b":
      return mk && (h % 3 !== 0 || NEEDS_BRAND.has(p.key)) ? mk.mfr : "";
    case "c":
      return mk ? (p.range ?? mk.mfr) : "";
    case "d":
      if (mk) return h % 2 === 0 ? mk.parent : mk.mfr.toUpperCase();
      return "Castlegate";
    case "e":
      return mk ? mk.mfr : "";
  }
}

const usedIds = new Map<string, Set<string>>();

function initials(s: string): string {
  return s
    .split(/[\s/]+/)
    .map((w) => w.charAt(0))
    .join("")
    .replace(/[^a-z0-9]/gi, "")
    .toUpperCase();
}

function uniqueId(slug: string, base: string, alt?: string): string {
  let set = usedIds.get(slug);
  if (!set) {
    set = new Set();
    usedIds.set(slug, set);
  }
  let id = base;
  if (set.has(id) && alt && !set.has(`${base}${alt}`)) id = `${base}${alt}`;
  let n = 0;
  while (set.has(id)) {
    n++;
    id = `${base}${String.fromCharCode(64 + n)}`; // A, B, C...
  }
  set.add(id);
  return id;
}

function render(letter: Letter, p: Product, seq: number): Row {
  const mer = merchant(letter);
  const h = hash(`${letter}:${p.key}`);
  const mk = p.maker;
  const brandName = mk ? (p.range ?? mk.mfr) : "";
  // price: merchant level + deterministic jitter of up to +/- 4 %
  const level: Record<Letter, number> = { a: 1.08, b: 0.95, c: 1.0, d: 0.97, e: 1.02 };
  const jitter = 1 + (((h >>> 8) % 81) - 40) / 1000;
  const priceN = Math.max(0.2, Math.round(p.price * level[letter] * jitter * 100) / 100);
  const avail = h % 13 === 0 ? "out of stock" : h % 17 === 0 ? "backorder" : "in stock";
  let id: string;
  let title: string;
  let description: string;
  let link: string;
  let sale = "";
  let upm = "";
  let mpn = "";
  const base = `https://www.${mer.slug}.example`;
  switch (letter) {
    case "a": {
      id = uniqueId(mer.slug, String(3041000 + ((seq * 7919) % 900000)));
      const bulkWord =
        p.shape.k === "bag" && p.shape.bulk ? (p.shape.bulk === "bulk" ? " Bulk Bag" : " Mini Bulk Bag") : "";
      title = `${brandName ? `${brandName} ` : ""}${p.name}${bulkWord} – ${p.tagline} ${bracketDims(p.shape)}`;
      description = `${p.blurb} ${p.tagline}. Available for home delivery or click & collect.`;
      link = `${base}/p/${slugify(title)}/${id}`;
      if (h % 7 === 0) sale = money(Math.round(priceN * 0.9 * 100) / 100);
      upm = unitMeasure(p.shape, false);
      mpn = p.mpn && h % 2 === 0 ? p.mpn : "";
      break;
    }
    case "b": {
      id = uniqueId(mer.slug, `${STOCK_PREFIX[p.cat]}${stockDigits(p.shape)}`, initials(p.abbr));
      const mkWord =
        mk && (h % 2 === 0 || NEEDS_BRAND.has(p.key)) ? `${(mk.mfr.split(" ")[0] ?? "").toLowerCase()} ` : "";
      title = `${mkWord}${p.abbr} ${compactDims(p.shape)} - ${id}`;
      description = h % 3 === 0 ? "" : p.blurb;
      link = `${base}/stock/${id.toLowerCase()}`;
      mpn = p.mpn ?? "";
      break;
    }
    case "c": {
      id = uniqueId(mer.slug, `RL${10400 + seq * 13}`);
      title = `${brandName ? `${brandName} ` : ""}${p.name} - ${specDims(p.shape)}`;
      description = `${p.blurb}${brandName ? ` Manufactured by ${mk?.mfr ?? brandName}.` : ""}`;
      link = `${base}/products/${slugify(`${brandName} ${p.name}`)}-${id.toLowerCase()}`;
      if (h % 11 === 0) sale = money(Math.round(priceN * 0.92 * 100) / 100);
      upm = unitMeasure(p.shape, true);
      mpn = p.mpn ?? "";
      break;
    }
    case "d": {
      id = uniqueId(mer.slug, `CG-${String(200000 + seq * 37).padStart(6, "0")}`);
      const pre = mk && h % 3 === 0 ? `${mk.mfr} ` : "";
      title = `${pre}${p.plain} ${oddDims(p.shape)}`;
      description = p.blurb;
      link = `${base}/product/${id.toLowerCase()}`;
      upm = unitMeasure(p.shape, true);
      break;
    }
    case "e": {
      id = uniqueId(mer.slug, `FB${5000 + seq * 3}`);
      const pre = mk && h % 2 === 0 ? `${mk.mfr} ` : "";
      title = inchTitle(p, pre);
      description = `${p.blurb} Trade accounts welcome.`;
      link = `${base}/shop/${slugify(title)}`;
      if (h % 9 === 0) sale = money(Math.round(priceN * 0.93 * 100) / 100);
      mpn = p.mpn && h % 3 !== 0 ? p.mpn : "";
      break;
    }
  }
  return {
    id,
    title,
    description,
    link,
    price: money(priceN),
    sale_price: sale,
    availability: letter === "c" ? avail.replace(/ /g, "_") : avail,
    brand: brandFor(letter, p),
    gtin: gtinFor(letter, p),
    mpn,
    product_type: productTypeFor(letter, p),
    unit_pricing_measure: upm,
  };
}

// ---------------------------------------------------------------------------------------------
// Writers
// ---------------------------------------------------------------------------------------------

const COLUMNS: Record<Letter, (keyof Row)[]> = {
  a: [
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
    "unit_pricing_measure",
  ],
  b: ["id", "title", "description", "link", "price", "availability", "brand", "gtin", "mpn"],
  c: [
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
    "unit_pricing_measure",
  ],
  d: ["id", "title", "link", "price", "availability", "brand", "gtin", "description", "unit_pricing_measure"],
  e: [
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
  ],
};

function tsv(cols: (keyof Row)[], rows: Row[]): string {
  for (const r of rows) for (const c of cols) if (/[\t\r\n]/.test(r[c])) throw new Error(`tab/newline in ${r.id}.${c}`);
  return [cols.join("\t"), ...rows.map((r) => cols.map((c) => r[c]).join("\t"))].join("\n") + "\n";
}

function csvField(v: string): string {
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

function csv(cols: (keyof Row)[], rows: Row[]): string {
  return [cols.join(","), ...rows.map((r) => cols.map((c) => csvField(r[c])).join(","))].join("\n") + "\n";
}

function xmlEscape(v: string): string {
  return v.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function xml(mer: MerchantDef, cols: (keyof Row)[], rows: Row[]): string {
  const plain = new Set<keyof Row>(["title", "link", "description"]);
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    "  <channel>",
    `    <title>${xmlEscape(mer.name)}</title>`,
    `    <link>https://www.${mer.slug}.example/</link>`,
    `    <description>${xmlEscape(`${mer.name} product feed`)}</description>`,
  ];
  for (const r of rows) {
    out.push("    <item>");
    for (const c of cols) {
      if (!r[c]) continue;
      const tag = plain.has(c) ? c : `g:${c}`;
      out.push(`      <${tag}>${xmlEscape(r[c])}</${tag}>`);
    }
    out.push("    </item>");
  }
  out.push("  </channel>", "</rss>", "");
  return out.join("\n");
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

const gtinSeen = new Map<string, string>();
for (const p of PRODUCTS) {
  if (!p.gtin) continue;
  if (!isValidEan13(p.gtin)) throw new Error(`bad gtin ${p.key}`);
  const other = gtinSeen.get(p.gtin);
  if (other) throw new Error(`gtin clash ${p.key} / ${other}`);
  gtinSeen.set(p.gtin, p.key);
}

markBrandCollisions();
const truth: Record<string, string> = {};
const stats: string[] = [];
let totalRows = 0;
let brandedRows = 0;
let gtinRows = 0;

for (const mer of MERCHANTS) {
  const rows: Row[] = [];
  PRODUCTS.forEach((p, i) => {
    if (!p.at.includes(mer.letter)) return;
    const row = render(mer.letter, p, i);
    rows.push(row);
    const tk = `${mer.slug}:${row.id}`;
    if (truth[tk]) throw new Error(`duplicate truth key ${tk}`);
    truth[tk] = p.key;
    if (p.maker) {
      brandedRows++;
      if (row.gtin) gtinRows++;
    }
  });
  // feed order: shuffled deterministically so look-alikes are not adjacent
  rows.sort((x, y) => hash(`${mer.slug}:${x.id}`) - hash(`${mer.slug}:${y.id}`));
  const cols = COLUMNS[mer.letter];
  const body = mer.feed.endsWith(".tsv")
    ? tsv(cols, rows)
    : mer.feed.endsWith(".csv")
      ? csv(cols, rows)
      : xml(mer, cols, rows);
  writeFileSync(join(OUT_DIR, mer.feed), body);
  totalRows += rows.length;
  stats.push(`${mer.feed}: ${rows.length} rows`);
}

writeFileSync(
  join(OUT_DIR, "merchants.json"),
  JSON.stringify(
    {
      imageOrigin: "https://demo-images.buildcompare.invalid/",
      merchants: MERCHANTS.map((x) => ({
        slug: x.slug,
        name: x.name,
        websiteUrl: `https://www.${x.slug}.example/`,
        verified: false,
        feed: x.feed,
      })),
    },
    null,
    2,
  ) + "\n",
);

const sortedTruth = Object.fromEntries(Object.entries(truth).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
writeFileSync(join(OUT_DIR, "demo-truth.json"), JSON.stringify(sortedTruth, null, 2) + "\n");

const perCount = new Map<number, number>();
for (const p of PRODUCTS) perCount.set(p.at.length, (perCount.get(p.at.length) ?? 0) + 1);
console.log(stats.join("\n"));
console.log(`products: ${PRODUCTS.length}, rows: ${totalRows}`);
console.log(
  `merchants per product: ${[...perCount.entries()]
    .sort((x, y) => x[0] - y[0])
    .map(([k, v]) => `${k}→${v}`)
    .join(", ")}`,
);
console.log(`branded rows: ${brandedRows}, with GTIN: ${gtinRows} (${((100 * gtinRows) / brandedRows).toFixed(1)} %)`);
