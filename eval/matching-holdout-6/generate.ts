/**
 * Matching holdout 6: generator.
 *
 * Writes ten fictional UK builders'-merchant feeds (Google Merchant Center attributes;
 * TSV, CSV and RSS 2.0 with the g: namespace) plus merchants.json, demo-truth.json,
 * categories.json and README.md into this folder.
 *
 * Deterministic: only node: built-ins and its own seeded PRNG, so running it twice gives
 * byte-identical files.
 *
 *   npx tsx eval/matching-holdout-6/generate.ts
 *
 * GTINs are synthetic ("50" prefix, valid EAN-13 check digit), identical for a product at
 * every merchant that shows one; they are not the manufacturers' real barcodes. MPNs are
 * synthetic too, except where a maker's product code is also its name (GA4100, TP10, RWA45).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const OUT = dirname(fileURLToPath(import.meta.url));

/* ------------------------------------------------------------------ PRNG & helpers */

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32, seeded from a string. */
class Rng {
  private s: number;
  constructor(seed: string) {
    this.s = fnv1a("holdout-6:" + seed) || 1;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) | 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(a: readonly T[]): T {
    return at(a, Math.floor(this.next() * a.length));
  }
}
const rng = (...parts: (string | number)[]): Rng => new Rng(parts.join("|"));

function at<T>(a: readonly T[], i: number): T {
  const v = a[i];
  if (v === undefined) throw new Error(`index ${i} out of range (${a.length})`);
  return v;
}

/** EAN-13 check digit over the first 12 digits. */
function ean13(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return first12 + String((10 - (sum % 10)) % 10);
}

const f = (x: number): string => String(Math.round(x * 1000) / 1000);
const m = (mm: number): string => f(mm / 1000);
const m1 = (mm: number): string => {
  const v = mm / 1000;
  return Number.isInteger(v) ? v.toFixed(1) : f(v);
};
const cm = (mm: number): string => f(mm / 10);
const FT: Record<number, string> = {
  1500: "5ft", 1800: "6ft", 2100: "7ft", 2400: "8ft", 3000: "10ft", 3600: "12ft", 4200: "14ft", 4800: "16ft", 5400: "18ft",
};
const ft = (mm: number): string => FT[mm] ?? `${Math.round(mm / 304.8)}ft`;
const INCH: Record<string, string> = {
  "3": '1/8"', "6": '1/4"', "9": '3/8"', "9.5": '3/8"', "11": '7/16"', "12": '1/2"', "12.5": '1/2"', "15": '5/8"',
  "18": '3/4"', "22": '7/8"', "25": '1"',
};
const inch = (t: number): string => INCH[f(t)] ?? "";
const feet = (mm: number): number => Math.round(mm / 304.8);
const J = (...parts: (string | undefined | false | null)[]): string =>
  parts.filter((x): x is string => !!x).join(" ").replace(/\s+/g, " ").replace(/ ,/g, ",").trim();
const slug = (s: string): string =>
  s.toLowerCase().replace(/&/g, " and ").replace(/×/g, "x").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
const firstSentence = (s: string): string => {
  const mm = /(?<!approx)\.\s+(?=[A-Z])/.exec(s);
  return mm ? s.slice(0, mm.index + 1) : s;
};

/* ------------------------------------------------------------------ catalogue types */

const CATS = [
  "cement", "concrete-mortar", "sand", "aggregates", "timber", "sheet-materials", "plasterboard", "plaster", "bricks",
  "blocks", "skirting-architrave", "insulation", "roofing", "drainage", "other",
] as const;
type Cat = (typeof CATS)[number];

type Size =
  | { k: "wt"; kg: number; bag: "bag" | "mini" | "bulk" | "tub" }
  | { k: "vol"; l: number }
  | { k: "board"; t: number; w: number; l: number }
  | { k: "timber"; t: number; w: number; l: number; imp?: string; fin?: [number, number] }
  | { k: "mould"; t: number; w: number; l: number; imp?: string; fin?: [number, number] }
  | { k: "pipe"; d: number; l: number }
  | { k: "fit"; d: number; angle?: number }
  | { k: "item"; dims: number[] }
  | { k: "roll"; w: number; l: number; t?: number; m2?: number }
  | { k: "slabs"; t: number; w: number; l: number; n: number; m2: number };

interface Group {
  merchant: string;
  id: string;
  attr: "color" | "size";
  value: string;
}

interface Prod {
  key: string;
  cat: Cat;
  sub: string;
  brand?: string;
  parent?: string;
  /** range-brand or alternative spelling some merchants use (Sterling OSB, LBC, Osma...) */
  range?: string;
  name: string;
  /** per-merchant wording alternatives; a merchant always takes alts[alt % length] */
  alts?: string[];
  erp?: string;
  /** colour or pack variant written after the name */
  v?: string;
  size: Size;
  pack?: number;
  packWord?: "Pack" | "Pallet" | "Set";
  desc: string;
  price: number;
  g?: boolean;
  gtin?: string;
  mpn?: string;
  group?: Group;
}

const PRODUCTS: Prod[] = [];
const add = (p: Prod): void => {
  if (PRODUCTS.some((q) => q.key === p.key)) throw new Error("duplicate key " + p.key);
  PRODUCTS.push(p);
};

const wt = (kg: number, bag: "bag" | "mini" | "bulk" | "tub" = "bag"): Size => ({ k: "wt", kg, bag });
const brd = (t: number, w: number, l: number): Size => ({ k: "board", t, w, l });
const tim = (t: number, w: number, l: number, imp?: string, fin?: [number, number]): Size => ({ k: "timber", t, w, l, imp, fin });
const mld = (t: number, w: number, l: number, imp?: string, fin?: [number, number]): Size => ({ k: "mould", t, w, l, imp, fin });
const pipe = (d: number, l: number): Size => ({ k: "pipe", d, l });
const fit = (d: number, angle?: number): Size => ({ k: "fit", d, angle });
const item = (...dims: number[]): Size => ({ k: "item", dims });
const roll = (w: number, l: number, t?: number, m2?: number): Size => ({ k: "roll", w, l, t, m2 });
const slabs = (t: number, w: number, l: number, n: number, m2: number): Size => ({ k: "slabs", t, w, l, n, m2 });
const vol = (l: number): Size => ({ k: "vol", l });

/* ------------------------------------------------------------------ catalogue: cement */

const BC = { brand: "Blue Circle", parent: "Tarmac" };
add({ key: "cement-bluecircle-gp-25kg", cat: "cement", sub: "Cement", ...BC, name: "General Purpose Cement", size: wt(25), price: 6.95, g: true,
  desc: "CEM II Portland-composite cement for general concreting, bricklaying and rendering. Supplied in a 25kg paper sack; keep dry and off the ground." });
add({ key: "cement-bluecircle-gp-25kg-pallet56", cat: "cement", sub: "Cement", ...BC, name: "General Purpose Cement", size: wt(25), pack: 56, packWord: "Pallet", price: 372,
  desc: "Full pallet of 56 x 25kg bags of Blue Circle General Purpose Cement, shrink-wrapped. Kerbside delivery by tail-lift or crane offload." });
add({ key: "cement-bluecircle-mastercrete-25kg-paper", cat: "cement", sub: "Cement", ...BC, name: "Mastercrete Original Cement", v: "Paper Bag", size: wt(25), price: 7.45,
  desc: "Enhanced CEM II cement with a plasticising additive for a smoother, more workable mix and better freeze-thaw resistance. 25kg paper sack." });
add({ key: "cement-bluecircle-mastercrete-25kg-plastic", cat: "cement", sub: "Cement", ...BC, name: "Mastercrete Original Cement", v: "Plastic Bag", size: wt(25), price: 7.95, g: true,
  desc: "Mastercrete Original packed in a 25kg weatherproof plastic bag that can be stored outside for up to three months. Ideal for concrete, mortar and render." });
add({ key: "cement-bluecircle-snowcrete-25kg", cat: "cement", sub: "Cement", ...BC, name: "Snowcrete White Cement", size: wt(25), price: 15.5, g: true,
  desc: "White Portland cement for decorative concrete, white renders and light-coloured pointing mortars. 25kg bag." });
add({ key: "cement-hanson-multicem-25kg", cat: "cement", sub: "Cement", brand: "Hanson", parent: "Heidelberg Materials", name: "Multicem Cement", erp: "MULTICEM", size: wt(25), price: 6.8, g: true,
  desc: "Multi-purpose CEM II cement suitable for concrete, mortar and rendering on building and DIY projects. 25kg paper sack." });
add({ key: "cement-cemex-gp-25kg", cat: "cement", sub: "Cement", brand: "Cemex", name: "General Purpose Cement", size: wt(25), price: 6.6,
  desc: "General purpose cement for everyday concreting, bricklaying and rendering work. 25kg bag." });
add({ key: "cement-rugby-premium-25kg", cat: "cement", sub: "Cement", brand: "Rugby", parent: "Cemex", name: "Premium Cement", size: wt(25), price: 7.6, g: true,
  desc: "Premium cement with added plasticiser and air entrainer for a smooth, cohesive mix. Suitable for concrete, mortar and render. 25kg bag." });
add({ key: "cement-hydrated-lime-25kg", cat: "cement", sub: "Lime", name: "Hydrated Lime", alts: ["Hydrated Lime", "Hydrated Lime", "Builders Hydrated Lime"], size: wt(25), price: 12.9,
  desc: "Calcium hydroxide building lime, added to cement mortars and renders to improve workability and reduce shrinkage cracking. 25kg bag." });

/* ------------------------------------------------------------------ concrete & mortar */

add({ key: "cm-bluecircle-postcrete-20kg", cat: "concrete-mortar", sub: "Post Fix", ...BC, name: "Postcrete", size: wt(20), price: 7.5, g: true,
  desc: "Rapid-setting concrete for fixing fence posts, gates and washing-line poles. Pour into the hole, add water and the post is set in 5 to 10 minutes. 20kg bag." });
add({ key: "cm-postfix-20kg", cat: "concrete-mortar", sub: "Post Fix", brand: "Postfix", name: "Fast Setting Post Mix", size: wt(20), price: 6.9,
  desc: "Fast setting post mix for fence posts and gate posts; no mixing required. Sets firm in around 10 minutes. 20kg bag." });
add({ key: "cm-bluecircle-rtu-concrete-20kg", cat: "concrete-mortar", sub: "Ready Mixed", ...BC, name: "Ready to Use Concrete", size: wt(20), price: 6.5,
  desc: "Pre-blended cement, sand and aggregate; just add water. For small concreting jobs such as shed bases, steps and paths. 20kg bag." });
add({ key: "cm-bluecircle-rtu-mortar-20kg", cat: "concrete-mortar", sub: "Ready Mixed", ...BC, name: "Ready to Use Mortar", size: wt(20), price: 6.5,
  desc: "Pre-blended mortar of cement, sand and additives for bricklaying, pointing and repairs; just add water. 20kg bag." });
const DRY_CONC = ["Dry Ready Mixed Concrete", "Ready Mixed Concrete", "Dry Mix Concrete", "Concrete Mix"];
const DRY_MORT = ["Dry Ready Mixed Mortar", "Ready Mixed Mortar", "Dry Mix Mortar", "Mortar Mix"];
add({ key: "cm-dry-concrete-25kg", cat: "concrete-mortar", sub: "Ready Mixed", name: "Dry Ready Mixed Concrete", alts: DRY_CONC, size: wt(25), price: 5.2,
  desc: "Dry pre-mixed concrete (cement, sand and 10mm aggregate) for bases, footings and post holes. Add water and mix. 25kg bag." });
add({ key: "cm-dry-mortar-25kg", cat: "concrete-mortar", sub: "Ready Mixed", name: "Dry Ready Mixed Mortar", alts: DRY_MORT, size: wt(25), price: 5.2,
  desc: "Dry pre-mixed general purpose mortar for bricklaying and blockwork. Add water and mix. 25kg bag." });
add({ key: "cm-dry-concrete-bulk", cat: "concrete-mortar", sub: "Ready Mixed", name: "Dry Ready Mixed Concrete", alts: DRY_CONC, size: wt(850, "bulk"), price: 96,
  desc: "Bulk bag of dry pre-mixed concrete, approx. 850kg, for larger bases and slabs. Crane offload to driveway." });
add({ key: "cm-floor-screed-25kg", cat: "concrete-mortar", sub: "Screed", name: "Dry Floor Screed", alts: ["Dry Floor Screed", "Floor Screed Mix", "Sand & Cement Screed", "Screed Mix"], size: wt(25), price: 5.6,
  desc: "Dry sand and cement screed mix for levelling floors before the final finish. Add water and mix to a semi-dry consistency. 25kg bag." });
const MS = { brand: "Marshalls" };
add({ key: "cm-marshalls-weatherpoint365-buff-15kg", cat: "concrete-mortar", sub: "Jointing Compound", ...MS, name: "Weatherpoint 365 Paving Jointing Compound", v: "Buff", size: wt(15, "tub"), price: 44.5, g: true,
  desc: "Ready-to-use, all-weather jointing compound for natural stone and concrete paving; brush into joints with a minimum 5mm width. 15kg tub, buff." });
add({ key: "cm-marshalls-weatherpoint365-grey-15kg", cat: "concrete-mortar", sub: "Jointing Compound", ...MS, name: "Weatherpoint 365 Paving Jointing Compound", v: "Grey", size: wt(15, "tub"), price: 44.5, g: true,
  desc: "Ready-to-use, all-weather jointing compound for natural stone and concrete paving; brush into joints with a minimum 5mm width. 15kg tub, grey." });

/* ------------------------------------------------------------------ sand */

interface Fam {
  base: string;
  alts: string[];
  desc: string;
  v: [string, Size, number][];
}
function family(cat: Cat, sub: string, fam: Fam, extra: Partial<Prod> = {}): void {
  for (const [suffix, size, price] of fam.v) {
    const what = size.k === "wt" && size.bag === "bulk" ? " Bulk bag, approx. 850kg, crane offload." : size.k === "wt" && size.bag === "mini" ? " Mini bag, approx. 450kg." : size.k === "wt" ? ` ${size.kg}kg bag.` : "";
    add({ key: `${fam.base}-${suffix}`, cat, sub, name: at(fam.alts, 0), alts: fam.alts, size, price, desc: fam.desc + what, ...extra });
  }
}
family("sand", "Sand", { base: "sand-sharp", alts: ["Sharp Sand", "Sharp Sand", "Washed Sharp Sand", "Sharp Sand"],
  desc: "Coarse washed sand for concrete, floor screeds and laying paving.",
  v: [["25kg", wt(25), 4.1], ["mini", wt(450, "mini"), 35], ["bulk", wt(850, "bulk"), 58]] });
family("sand", "Sand", { base: "sand-building", alts: ["Building Sand", "Soft Sand", "Building Sand", "Builders Sand"],
  desc: "Fine soft sand for bricklaying and general mortar mixes.",
  v: [["25kg", wt(25), 3.9], ["mini", wt(450, "mini"), 34], ["bulk", wt(850, "bulk"), 56]] });
family("sand", "Sand", { base: "sand-plastering", alts: ["Plastering Sand", "Plastering Sand", "Fine Plastering Sand"],
  desc: "Clean, well graded fine sand for sand and cement renders and backing coats.",
  v: [["25kg", wt(25), 4.3], ["mini", wt(450, "mini"), 38], ["bulk", wt(850, "bulk"), 62]] });
family("sand", "Sand", { base: "sand-kiln-dried", alts: ["Kiln Dried Sand", "Kiln Dried Paving Sand", "Kiln Dried Jointing Sand"],
  desc: "Dry, free-flowing fine sand for brushing into block paving joints.",
  v: [["25kg", wt(25), 7.0], ["20kg", wt(20), 5.9]] });
family("sand", "Sand", { base: "sand-silver", alts: ["Silver Sand", "Silver Sand", "Washed Silver Sand"],
  desc: "Pale, fine washed silica sand for light-coloured mortars, horticulture and lawn dressing.",
  v: [["25kg", wt(25), 5.5], ["bulk", wt(850, "bulk"), 88]] });
family("sand", "Sand", { base: "sand-red-building", alts: ["Red Building Sand", "Red Soft Sand", "Red Building Sand", "Red Builders Sand"],
  desc: "Red-toned soft building sand giving a warm mortar colour to match local brickwork.",
  v: [["25kg", wt(25), 4.4], ["bulk", wt(850, "bulk"), 68]] });
family("sand", "Sand", { base: "sand-play", alts: ["Play Sand", "Children's Play Sand", "Play Sand"],
  desc: "Washed, non-staining sand tested for use in children's sand pits.",
  v: [["15kg", wt(15), 4.6]] });

/* ------------------------------------------------------------------ aggregates */

family("aggregates", "Aggregates", { base: "agg-ballast", alts: ["All-in Ballast", "Ballast", "20mm All-in Ballast", "Concreting Ballast"],
  desc: "Mix of sharp sand and 20mm gravel for general concreting; add cement and water.",
  v: [["25kg", wt(25), 3.9], ["mini", wt(450, "mini"), 36], ["bulk", wt(850, "bulk"), 56]] });
family("aggregates", "Sub-Base", { base: "agg-mot-type1", alts: ["MOT Type 1", "MOT Type 1 Sub-Base", "Type 1 Sub Base", "DTp1 Sub-Base"],
  desc: "Crushed limestone sub-base graded 40mm to dust for paths, patios and driveways; compacts to a firm base.",
  v: [["25kg", wt(25), 3.9], ["bulk", wt(850, "bulk"), 52]] });
family("aggregates", "Sub-Base", { base: "agg-recycled-type1", alts: ["Recycled MOT Type 1", "Recycled Type 1 Sub-Base", "Crushed Concrete Type 1"],
  desc: "Recycled crushed concrete and hardcore graded to Type 1 for sub-bases and hardstanding.",
  v: [["bulk", wt(850, "bulk"), 42]] });
family("aggregates", "Aggregates", { base: "agg-gravel-10mm", alts: ["10mm Gravel", "10mm Shingle", "10mm Gravel", "10mm Pea Gravel"],
  desc: "Washed 10mm rounded gravel for pipe bedding, concrete and paths.",
  v: [["25kg", wt(25), 4.2], ["bulk", wt(850, "bulk"), 66]] });
family("aggregates", "Aggregates", { base: "agg-gravel-20mm", alts: ["20mm Gravel", "20mm Shingle", "20mm Gravel", "20mm Gravel"],
  desc: "Washed 20mm gravel for drainage, soakaways and concrete.",
  v: [["25kg", wt(25), 4.2], ["bulk", wt(850, "bulk"), 66]] });
const chip = (key: string, alts: string[], colour: string, desc: string, size: Size, price: number, wren: boolean): void =>
  add({ key, cat: "aggregates", sub: "Decorative Aggregates", name: at(alts, 0), alts, size, price, desc,
    group: wren ? { merchant: "wrenfield-diy", id: "decorative-chippings", attr: "color", value: colour } : undefined });
chip("agg-cotswold-chippings-20mm-20kg", ["Cotswold Chippings 20mm", "Cotswold Buff Chippings 20mm", "Cotswold Stone Chippings 20mm"], "Cotswold Buff",
  "Warm honey-coloured limestone chippings, 20mm, for driveways, paths and borders. 20kg bag.", wt(20), 6.5, true);
chip("agg-cotswold-chippings-20mm-bulk", ["Cotswold Chippings 20mm", "Cotswold Buff Chippings 20mm", "Cotswold Stone Chippings 20mm"], "Cotswold Buff",
  "Warm honey-coloured limestone chippings, 20mm, for driveways, paths and borders. Bulk bag, approx. 850kg.", wt(850, "bulk"), 112, false);
chip("agg-red-granite-chippings-20mm-20kg", ["Red Granite Chippings 20mm", "Red Granite Chippings 20mm", "Red Granite Decorative Chippings 20mm"], "Red Granite",
  "Angular red granite chippings, 20mm, for a hard-wearing decorative finish. 20kg bag.", wt(20), 7.5, true);
chip("agg-blue-slate-40mm-20kg", ["Blue Slate Chippings 40mm", "Blue Slate Chippings 40mm", "Blue/Grey Slate Chippings 40mm"], "Blue Slate",
  "Flat blue-grey Welsh slate chippings, 40mm, for borders and mulching. 20kg bag.", wt(20), 8.5, true);
chip("agg-plum-slate-40mm-20kg", ["Plum Slate Chippings 40mm", "Plum Slate Chippings 40mm", "Purple Plum Slate Chippings 40mm"], "Plum Slate",
  "Flat plum-purple slate chippings, 40mm, that darken when wet. 20kg bag.", wt(20), 8.5, true);
chip("agg-polar-white-chippings-14mm-20kg", ["Polar White Chippings 14mm", "Polar White Chippings 14mm", "Polar White Decorative Chippings 14mm"], "Polar White",
  "Bright white marble-effect chippings, 14mm, for contemporary gardens and borders. 20kg bag.", wt(20), 9.5, true);
chip("agg-golden-gravel-20mm-20kg", ["Golden Gravel 20mm", "Golden Flint Gravel 20mm", "Golden Gravel 20mm"], "Golden Gravel",
  "Rounded golden flint gravel, 20mm, for driveways and paths. 20kg bag.", wt(20), 6.9, true);

/* ------------------------------------------------------------------ timber */

function sawn(grade: string, treated: boolean, t: number, w: number, l: number, imp: string, price: number): void {
  const G = grade;
  add({
    key: `timber-${G.toLowerCase()}-${treated ? "treated" : "untreated"}-${t}x${w}-${m(l)}m`, cat: "timber", sub: "Carcassing",
    name: treated ? `${G} Treated Sawn Timber` : `${G} Kiln Dried Sawn Timber`,
    alts: treated
      ? [`${G} Treated Sawn Timber`, `Treated Sawn ${G} Timber`, `${G} Pressure Treated Carcassing`, `${G} Tanalised Regularised Carcassing`]
      : [`${G} Kiln Dried Sawn Timber`, `Untreated Sawn ${G} Timber`, `${G} KD Untreated Carcassing`, `${G} Kiln Dried Untreated Regularised Carcassing`],
    size: tim(t, w, l, imp), price,
    desc: treated
      ? `Strength graded ${G} softwood, pressure treated for joists, rafters, studwork and framing. Regularised ${t} x ${w}mm, ${m(l)}m long.`
      : `Kiln dried, strength graded ${G} softwood, untreated, for internal structural use. Regularised ${t} x ${w}mm, ${m(l)}m long.`,
  });
}
sawn("C16", true, 47, 100, 3000, "4x2", 9.6);
sawn("C16", true, 47, 100, 3600, "4x2", 11.5);
sawn("C16", true, 47, 100, 4800, "4x2", 15.3);
sawn("C24", true, 47, 100, 4800, "4x2", 17.9);
sawn("C24", false, 47, 100, 4800, "4x2", 16.4);
sawn("C24", true, 47, 150, 4800, "6x2", 27.2);
sawn("C24", true, 47, 200, 4800, "8x2", 36.5);
sawn("C16", true, 47, 75, 3000, "3x2", 7.8);
sawn("C16", true, 47, 50, 3600, "2x2", 6.9);
const CLS = ["CLS Timber", "CLS Studwork", "CLS Stud C16", "CLS Timber C16 Kiln Dried"];
for (const [t, w, l, imp, price] of [[38, 89, 2400, "4x2", 5.9], [38, 89, 3000, "4x2", 7.4], [38, 63, 2400, "3x2", 4.6]] as const) {
  add({ key: `timber-cls-${t}x${w}-${m(l)}m`, cat: "timber", sub: "CLS", name: at(CLS, 0), alts: CLS, size: tim(t, w, l, imp), price,
    desc: `Kiln dried C16 CLS (Canadian Lumber Standard) studwork with rounded arrises, ${t} x ${w}mm, ${m(l)}m. For internal stud partitions and framing.` });
}
const PAR = ["PAR Timber", "PSE Timber", "Planed All Round Softwood", "PSE Whitewood"];
const PAR_T = ["Treated PAR Timber", "Treated PSE Timber", "Treated Planed All Round Softwood", "PSE Treated Whitewood"];
for (const [t, w, l, imp, a, b, price, treated] of [
  [25, 50, 2400, "2x1", 21, 44, 4.2, false], [25, 50, 3000, "2x1", 21, 44, 5.2, false], [25, 100, 2400, "4x1", 21, 94, 7.9, false],
  [50, 50, 2400, "2x2", 44, 44, 7.5, false], [25, 150, 2400, "6x1", 21, 144, 11.8, false], [25, 50, 2400, "2x1", 21, 44, 4.8, true],
] as const) {
  add({ key: `timber-planed-${treated ? "treated-" : ""}${t}x${w}-${m(l)}m`, cat: "timber", sub: "Planed Timber",
    name: at(treated ? PAR_T : PAR, 0), alts: treated ? PAR_T : PAR, size: tim(t, w, l, imp, [a, b]), price,
    desc: `${treated ? "Pressure treated planed" : "Planed all round"} whitewood, nominal ${t} x ${w}mm, finished size approx. ${a} x ${b}mm. ${m(l)}m length.` });
}
const POST = ["Treated Fence Post", "Tanalised Fence Post", "Pressure Treated Timber Post", "Fence Post Treated"];
for (const [t, l, imp, price] of [[75, 2400, "3x3", 11], [100, 2400, "4x4", 19], [75, 3000, "3x3", 14]] as const) {
  add({ key: `timber-fence-post-${t}x${t}-${m(l)}m`, cat: "timber", sub: "Fence Posts", name: at(POST, 0), alts: POST, size: tim(t, t, l, imp), price,
    desc: `Pressure treated (UC4) softwood fence post, ${t} x ${t}mm, ${m(l)}m long, for setting in concrete or post mix.` });
}
const DECK = ["Treated Grooved Decking Board", "Decking Board Green Treated", "Reversible Grooved Decking Board Treated", "Grooved Decking Treated"];
for (const [l, price] of [[3600, 14.5], [4800, 19.2]] as const) {
  add({ key: `timber-decking-32x144-${m(l)}m`, cat: "timber", sub: "Decking", name: at(DECK, 0), alts: DECK, size: tim(32, 144, l), price,
    desc: `Reversible pressure treated softwood decking board, grooved one face and reeded the other, 32 x 144mm, ${m(l)}m.` });
}
const FEATHER = ["Treated Featheredge Board", "Featheredge Fence Board Treated", "Pressure Treated Featheredge", "Featheredge Treated"];
for (const [l, price] of [[1800, 2.4], [1500, 2.0]] as const) {
  add({ key: `timber-featheredge-22x125-${m(l)}m`, cat: "timber", sub: "Fencing", name: at(FEATHER, 0), alts: FEATHER, size: tim(22, 125, l), price,
    desc: `Pressure treated featheredge fence board, 125mm wide tapering from 22mm, ${m(l)}m long, for close-board fencing.` });
}
add({ key: "timber-gravel-board-22x150-3.0m", cat: "timber", sub: "Fencing", name: "Treated Timber Gravel Board",
  alts: ["Treated Timber Gravel Board", "Gravel Board Treated", "Pressure Treated Gravel Board"], size: tim(22, 150, 3000), price: 8.4,
  desc: "Pressure treated softwood gravel board, 22 x 150mm, 3.0m, fitted at the foot of close-board fencing." });

/* ------------------------------------------------------------------ sheet materials */

const OSB = ["OSB3 Board", "OSB3 Sheet", "OSB/3 Board", "OSB3 Structural Board"];
const STERLING = { brand: "SterlingOSB", range: "Sterling OSB", parent: "West Fraser" };
const SMARTPLY = { brand: "SmartPly", range: "Smartply", parent: "Medite Smartply" };
const MEDITE = { brand: "Medite", range: "MEDITE", parent: "Medite Smartply" };
for (const [t, price, g] of [[18, 29.5, true], [11, 19.4, false], [9, 16.6, true]] as const) {
  add({ key: `sheet-sterlingosb-osb3-${t}-2440x1220`, cat: "sheet-materials", sub: "OSB", ...STERLING, name: at(OSB, 0), alts: OSB, size: brd(t, 1220, 2440), price, g,
    desc: `Structural OSB3 board for use in humid conditions: roof decking, flooring, sheathing and hoarding. ${t}mm, 2440 x 1220mm, square edge.` });
}
add({ key: "sheet-sterlingosb-zero-tg-18-2397x600", cat: "sheet-materials", sub: "OSB", ...STERLING, name: "Zero OSB3 T&G Flooring Board", size: brd(18, 600, 2397), price: 17.6,
  desc: "Formaldehyde-free OSB3 flooring panel with tongue and groove on all four edges, 18mm x 2397 x 600mm, for floors on joists up to 600mm centres." });
for (const [t, price] of [[18, 28.4], [11, 18.9]] as const) {
  add({ key: `sheet-smartply-osb3-${t}-2440x1220`, cat: "sheet-materials", sub: "OSB", ...SMARTPLY, name: at(OSB, 0), alts: OSB, size: brd(t, 1220, 2440), price, g: t === 18,
    desc: `OSB3 structural panel for load-bearing use in humid conditions. ${t}mm, 2440 x 1220mm.` });
}
add({ key: "sheet-medite-mr-mdf-18-2440x1220", cat: "sheet-materials", sub: "MDF", ...MEDITE, name: "Moisture Resistant MDF", erp: "MR MDF", size: brd(18, 1220, 2440), price: 44, g: true,
  desc: "Moisture resistant MDF (MR) for kitchens, bathrooms and joinery in humid areas, green core. 18mm, 2440 x 1220mm." });
add({ key: "sheet-medite-mr-mdf-12-2440x1220", cat: "sheet-materials", sub: "MDF", ...MEDITE, name: "Moisture Resistant MDF", erp: "MR MDF", size: brd(12, 1220, 2440), price: 33,
  desc: "Moisture resistant MDF (MR) for humid interiors, green core. 12mm, 2440 x 1220mm." });
add({ key: "sheet-medite-premier-mdf-18-2440x1220", cat: "sheet-materials", sub: "MDF", ...MEDITE, name: "Premier MDF", size: brd(18, 1220, 2440), price: 36,
  desc: "General purpose interior MDF with a smooth, consistent surface for furniture, shelving and joinery. 18mm, 2440 x 1220mm." });
add({ key: "sheet-mdf-standard-6-2440x1220", cat: "sheet-materials", sub: "MDF", name: "Standard MDF Board", alts: ["Standard MDF Board", "MDF Sheet", "MDF Board", "Standard MDF Sheet"], size: brd(6, 1220, 2440), price: 14,
  desc: "Standard medium density fibreboard for interior panelling, backs and templates. 6mm, 2440 x 1220mm." });
const HWP = ["Hardwood Faced Plywood", "Hardwood Faced Ply", "Hardwood Plywood", "Hardwood Faced Plywood EN636"];
for (const [t, price] of [[18, 42], [12, 33], [9, 27]] as const) {
  add({ key: `sheet-ply-hardwood-${t}-2440x1220`, cat: "sheet-materials", sub: "Plywood", name: at(HWP, 0), alts: HWP, size: brd(t, 1220, 2440), price,
    desc: `Hardwood faced plywood, EN636-2 exterior bonded, B/BB face grade. ${t}mm, 2440 x 1220mm.` });
}
add({ key: "sheet-ply-shuttering-18-2440x1220", cat: "sheet-materials", sub: "Plywood", name: "Shuttering Plywood", alts: ["Shuttering Plywood", "Shuttering Ply", "Softwood Shuttering Plywood", "Shuttering Ply Softwood"], size: brd(18, 1220, 2440), price: 29,
  desc: "Softwood shuttering plywood for formwork, hoarding and temporary works. 18mm, 2440 x 1220mm." });
add({ key: "sheet-ply-marine-18-2440x1220", cat: "sheet-materials", sub: "Plywood", name: "Marine Plywood BS1088", alts: ["Marine Plywood BS1088", "Marine Ply BS1088", "BS1088 Marine Plywood"], size: brd(18, 1220, 2440), price: 78,
  desc: "Hardwood marine plywood to BS1088 with WBP bonding for boat building and wet exterior applications. 18mm, 2440 x 1220mm." });
const EGGER = { brand: "Egger" };
for (const [t, price] of [[18, 11.6], [22, 14.6]] as const) {
  add({ key: `sheet-egger-p5-tg-${t}-2400x600`, cat: "sheet-materials", sub: "Chipboard Flooring", ...EGGER, name: "P5 Chipboard Flooring T&G", size: brd(t, 600, 2400), price, g: true,
    desc: `Moisture resistant P5 chipboard flooring panel, tongue and groove on all four edges. ${t}mm, 2400 x 600mm.` });
}
add({ key: "sheet-egger-protect-p5-tg-18-2400x600", cat: "sheet-materials", sub: "Chipboard Flooring", ...EGGER, name: "Protect P5 Chipboard Flooring T&G", size: brd(18, 600, 2400), price: 16.5,
  desc: "P5 chipboard flooring with a peelable protective film that keeps the deck clean and dry for up to 60 days during construction. 18mm, 2400 x 600mm." });
add({ key: "sheet-hardboard-3-2440x1220", cat: "sheet-materials", sub: "Hardboard", name: "Standard Hardboard", alts: ["Standard Hardboard", "Hardboard Sheet", "Hardboard", "Standard Hardboard Sheet"], size: brd(3, 1220, 2440), price: 9.2,
  desc: "Smooth one side hardboard for floor protection, drawer bottoms and backing panels. 3mm, 2440 x 1220mm." });

/* ------------------------------------------------------------------ plasterboard */

const GYP = { brand: "Gyproc", parent: "British Gypsum" };
const KNAUF = { brand: "Knauf" };
const SINIAT = { brand: "Siniat", parent: "Etex" };
const pb = (key: string, b: Partial<Prod>, name: string, t: number, w: number, l: number, price: number, desc: string, g = false): void =>
  add({ key, cat: "plasterboard", sub: "Plasterboard", ...b, name, size: brd(t, w, l), price, g, desc });
pb("pb-gyproc-wallboard-12.5-2400x1200-te", GYP, "WallBoard Tapered Edge Plasterboard", 12.5, 1200, 2400, 11.2,
  "Standard gypsum plasterboard for walls and ceilings; tapered edges for jointing. 12.5mm, 2400 x 1200mm.", true);
pb("pb-gyproc-wallboard-12.5-2400x1200-se", GYP, "WallBoard Square Edge Plasterboard", 12.5, 1200, 2400, 11.2,
  "Standard gypsum plasterboard with square edges for a skim-coat plaster finish. 12.5mm, 2400 x 1200mm.");
pb("pb-gyproc-wallboard-12.5-1800x900-te", GYP, "WallBoard Tapered Edge Plasterboard", 12.5, 900, 1800, 7.6,
  "Standard gypsum plasterboard in a handy 1800 x 900mm size that fits in a car; tapered edges. 12.5mm.", true);
pb("pb-gyproc-wallboard-9.5-2400x1200-te", GYP, "WallBoard Tapered Edge Plasterboard", 9.5, 1200, 2400, 10.2,
  "Standard gypsum plasterboard for ceilings and lining; tapered edges. 9.5mm, 2400 x 1200mm.");
pb("pb-gyproc-wallboard-15-2400x1200-te", GYP, "WallBoard Tapered Edge Plasterboard", 15, 1200, 2400, 14.6,
  "Standard gypsum plasterboard for partitions needing extra stiffness; tapered edges. 15mm, 2400 x 1200mm.");
pb("pb-gyproc-soundbloc-12.5-2400x1200-te", GYP, "SoundBloc Tapered Edge Plasterboard", 12.5, 1200, 2400, 16.8,
  "Higher density acoustic plasterboard for improved sound insulation in walls and ceilings; blue face. 12.5mm, 2400 x 1200mm, tapered edge.", true);
pb("pb-gyproc-fireline-12.5-2400x1200-te", GYP, "FireLine Tapered Edge Plasterboard", 12.5, 1200, 2400, 15.9,
  "Fire-resistant plasterboard with glass fibre and vermiculite in the core; pink face. 12.5mm, 2400 x 1200mm, tapered edge.");
pb("pb-gyproc-moistureshield-12.5-2400x1200-te", GYP, "MoistureShield Tapered Edge Plasterboard", 12.5, 1200, 2400, 17.5,
  "Moisture resistant plasterboard for bathrooms and kitchens; green face. 12.5mm, 2400 x 1200mm, tapered edge.", true);
pb("pb-knauf-wallboard-12.5-2400x1200-te", KNAUF, "Wallboard Tapered Edge Plasterboard", 12.5, 1200, 2400, 10.6,
  "Standard plasterboard for drylining walls and ceilings; tapered edges. 12.5mm, 2400 x 1200mm.", true);
pb("pb-knauf-moisture-panel-12.5-2400x1200-te", KNAUF, "Moisture Panel Tapered Edge Plasterboard", 12.5, 1200, 2400, 16.4,
  "Water-repellent plasterboard for areas of high humidity such as bathrooms; tapered edges. 12.5mm, 2400 x 1200mm.");
pb("pb-knauf-soundshield-plus-12.5-2400x1200-te", KNAUF, "Soundshield Plus Tapered Edge Plasterboard", 12.5, 1200, 2400, 16.2,
  "High density acoustic plasterboard for improved sound insulation; tapered edges. 12.5mm, 2400 x 1200mm.");
pb("pb-knauf-fire-panel-12.5-2400x1200-te", KNAUF, "Fire Panel Tapered Edge Plasterboard", 12.5, 1200, 2400, 15.4,
  "Fire-resistant plasterboard with a glass fibre reinforced core; tapered edges. 12.5mm, 2400 x 1200mm.");
pb("pb-siniat-standard-12.5-2400x1200-te", SINIAT, "Standard Board Tapered Edge", 12.5, 1200, 2400, 10.3,
  "Standard plasterboard for lining walls and ceilings; tapered edges. 12.5mm, 2400 x 1200mm.", true);
pb("pb-siniat-db-12.5-2400x1200-te", SINIAT, "dB Board Tapered Edge", 12.5, 1200, 2400, 15.8,
  "Acoustic plasterboard with a high density core for sound-rated partitions; tapered edges. 12.5mm, 2400 x 1200mm.");

/* ------------------------------------------------------------------ plaster */

const TH = { brand: "Thistle", parent: "British Gypsum" };
const pl = (key: string, b: Partial<Prod>, name: string, kg: number, price: number, desc: string, g = false): void =>
  add({ key, cat: "plaster", sub: "Plaster", ...b, name, size: wt(kg), price, g, desc });
pl("plaster-thistle-multi-finish-25kg", TH, "Multi-Finish Plaster", 25, 11.6, "Gypsum finishing plaster for a smooth, high-quality final coat on both undercoat plasters and plasterboard. 25kg bag.", true);
pl("plaster-thistle-board-finish-25kg", TH, "Board Finish Plaster", 25, 11.3, "Gypsum finishing plaster designed for plasterboard and low-suction backgrounds. 25kg bag.", true);
pl("plaster-thistle-bonding-coat-25kg", TH, "Bonding Coat Plaster", 25, 13.2, "Undercoat plaster for low-suction backgrounds such as concrete and engineering brick. 25kg bag.");
pl("plaster-thistle-hardwall-25kg", TH, "Hardwall Plaster", 25, 13.5, "High impact resistant undercoat plaster for most masonry backgrounds; quicker drying. 25kg bag.", true);
pl("plaster-thistle-dri-coat-25kg", TH, "Dri-Coat Plaster", 25, 16.4, "Cement-based undercoat for replastering after installation of a damp proof course. 25kg bag.");
pl("plaster-thistle-durafinish-25kg", TH, "DuraFinish Plaster", 25, 14.8, "Finishing plaster with enhanced surface hardness for high-traffic areas. 25kg bag.");
pl("plaster-thistle-universal-one-coat-25kg", TH, "Universal One Coat Plaster", 25, 14.2, "Single-coat plaster that can be applied thick or thin to most backgrounds and finished in one go. 25kg bag.");
pl("plaster-knauf-multi-finish-25kg", KNAUF, "Multi-Finish Plaster", 25, 10.9, "Gypsum finishing plaster for plasterboard and undercoats, giving a smooth hard surface. 25kg bag.", true);
pl("plaster-knauf-mp75-30kg", KNAUF, "MP75 Machine Plaster", 30, 14.6, "Gypsum one-coat projection plaster for spray application on masonry backgrounds. 30kg bag.");

/* ------------------------------------------------------------------ bricks */

const LBC = { brand: "London Brick", range: "LBC", parent: "Forterra" };
const IB = { brand: "Ibstock" };
const WB = { brand: "Wienerberger" };
const BRK = [215, 102.5, 65];
const brick = (key: string, sub: string, b: Partial<Prod>, name: string, price: number, desc: string, extra: Partial<Prod> = {}): void =>
  add({ key, cat: "bricks", sub, ...b, name, size: item(...BRK), price, desc, ...extra });
brick("brick-lbc-heather-65", "Facing Bricks", LBC, "Heather Facing Brick", 1.06, "Fletton facing brick with a smooth heather-toned face. 215 x 102.5 x 65mm, sold individually.", { g: true });
brick("brick-lbc-rustic-65", "Facing Bricks", LBC, "Rustic Facing Brick", 1.06, "Fletton facing brick with a textured rustic red face. 215 x 102.5 x 65mm, sold individually.", { g: true });
brick("brick-lbc-rustic-65-pk390", "Facing Bricks", LBC, "Rustic Facing Brick", 398, "Full pack of 390 London Brick Rustic facing bricks, 215 x 102.5 x 65mm. Crane offload.", { pack: 390, packWord: "Pack" });
brick("brick-lbc-brecken-grey-65", "Facing Bricks", LBC, "Brecken Grey Facing Brick", 1.16, "Fletton facing brick in a dark grey with a sandfaced texture. 215 x 102.5 x 65mm, sold individually.");
brick("brick-ibstock-class-b-red-perforated-65", "Engineering Bricks", IB, "Class B Red Engineering Brick Perforated", 0.86, "Class B perforated red engineering brick for DPC courses, manholes and below-ground work. 215 x 102.5 x 65mm.");
brick("brick-ibstock-class-b-red-solid-65", "Engineering Bricks", IB, "Class B Red Engineering Brick Solid", 1.04, "Class B solid (unfrogged) red engineering brick for cappings, steps and below-ground work. 215 x 102.5 x 65mm.");
brick("brick-ibstock-class-b-blue-perforated-65", "Engineering Bricks", IB, "Class B Blue Engineering Brick Perforated", 1.15, "Class B perforated blue engineering brick, low water absorption, for DPC courses and plinths. 215 x 102.5 x 65mm.");
brick("brick-wienerberger-class-b-red-perforated-65", "Engineering Bricks", WB, "Class B Red Engineering Brick Perforated", 0.82, "Class B perforated red engineering brick, frost resistant, for below DPC and manholes. 215 x 102.5 x 65mm.");
brick("brick-wienerberger-kassandra-multi-65", "Facing Bricks", WB, "Kassandra Multi Facing Brick", 0.96, "Wirecut facing brick in a blend of reds with a light texture. 215 x 102.5 x 65mm.", { g: true });
brick("brick-wienerberger-warnham-red-multi-65", "Facing Bricks", WB, "Warnham Red Multi Stock Facing Brick", 1.24, "Soft-mud stock facing brick with a creased, multi-red face. 215 x 102.5 x 65mm.");
add({ key: "brick-common-65", cat: "bricks", sub: "Common Bricks", name: "Common Brick", alts: ["Common Brick", "Solid Common Brick", "Class 3 Common Brick", "Common Brick"], size: item(...BRK), price: 0.74,
  desc: "Clay common brick for internal walls and work that will be rendered or hidden. 215 x 102.5 x 65mm." });

/* ------------------------------------------------------------------ blocks */

const THL = { brand: "Thermalite", parent: "Forterra" };
const CEL = { brand: "Celcon", parent: "H+H" };
const TOP = { brand: "Toplite", parent: "Tarmac" };
const block = (key: string, sub: string, b: Partial<Prod>, name: string, t: number, price: number, desc: string, g = false): void =>
  add({ key, cat: "blocks", sub, ...b, name, size: item(440, 215, t), price, g, desc });
block("block-thermalite-shield-3.6n-100", "Aircrete Blocks", THL, "Shield Aircrete Block 3.6N", 100, 2.92, "Aircrete block, 3.6N/mm² compressive strength, for inner leaves, partitions and foundations. 440 x 215 x 100mm.", true);
block("block-thermalite-shield-3.6n-140", "Aircrete Blocks", THL, "Shield Aircrete Block 3.6N", 140, 4.3, "Aircrete block, 3.6N/mm², in a 140mm width for thicker walls. 440 x 215 x 140mm.");
block("block-thermalite-hi-strength-7.3n-100", "Aircrete Blocks", THL, "Hi-Strength 7 Aircrete Block 7.3N", 100, 3.4, "High strength aircrete block, 7.3N/mm², for loadbearing walls. 440 x 215 x 100mm.", true);
block("block-thermalite-turbo-2.9n-100", "Aircrete Blocks", THL, "Turbo Aircrete Block 2.9N", 100, 3.2, "Lightweight, high thermal performance aircrete block, 2.9N/mm². 440 x 215 x 100mm.");
block("block-thermalite-trenchblock-3.6n-300", "Aircrete Blocks", THL, "Trenchblock 3.6N", 300, 11.6, "Solid aircrete foundation block laid flat to replace trench fill. 440 x 215 x 300mm.");
block("block-celcon-standard-3.6n-100", "Aircrete Blocks", CEL, "Standard Grade Aircrete Block 3.6N", 100, 2.96, "Standard grade aircrete block, 3.6N/mm², for cavity and partition walls. 440 x 215 x 100mm.", true);
block("block-celcon-high-strength-7.3n-100", "Aircrete Blocks", CEL, "High Strength Aircrete Block 7.3N", 100, 3.5, "High strength aircrete block, 7.3N/mm², for heavier loadings. 440 x 215 x 100mm.");
block("block-toplite-standard-3.6n-100", "Aircrete Blocks", TOP, "Standard Aircrete Block 3.6N", 100, 2.86, "Lightweight aircrete block, 3.6N/mm², easy to cut and chase. 440 x 215 x 100mm.");
const DENSE = ["Dense Concrete Block 7.3N", "Solid Dense Block 7N", "Concrete Block Dense 7.3N", "Dense Solid Concrete Block 7.3N"];
for (const [t, price] of [[100, 2.62], [140, 3.92]] as const) {
  add({ key: `block-dense-7.3n-${t}`, cat: "blocks", sub: "Dense Blocks", name: at(DENSE, 0), alts: DENSE, size: item(440, 215, t), price,
    desc: `Solid dense concrete block, 7.3N/mm², for loadbearing walls, foundations and below-ground use. 440 x 215 x ${t}mm.` });
}

/* ------------------------------------------------------------------ skirting & architrave */

function moulding(mat: "MDF" | "Pine", profile: string, kind: "Skirting" | "Architrave", t: number, w: number, l: number, price: number,
  opts: { imp?: string; fin?: [number, number]; pack?: number; group?: Group } = {}): void {
  const mdf = mat === "MDF";
  const alts = mdf
    ? [`MDF ${profile} ${kind}`, `Primed MDF ${profile} ${kind}`, `${profile} MDF ${kind} Primed`, `MDF ${kind} ${profile} Primed`]
    : [`Pine ${profile} ${kind}`, `Softwood ${profile} ${kind}`, `${profile} Pine ${kind}`, `Redwood ${profile} ${kind}`];
  const fin = opts.fin;
  add({
    key: `${kind === "Skirting" ? "skirting" : "architrave"}-${mat.toLowerCase()}-${slug(profile)}-${t}x${w}-${m(l)}m${opts.pack ? `-pk${opts.pack}` : ""}`,
    cat: "skirting-architrave", sub: kind, name: at(alts, 0), alts, size: mld(t, w, l, opts.imp, fin), price,
    pack: opts.pack, packWord: opts.pack ? "Set" : undefined, group: opts.group,
    desc: mdf
      ? `Primed MDF ${kind.toLowerCase()} in ${/^[AEIOU]/.test(profile) ? "an" : "a"} ${profile.toLowerCase()} profile, ready for painting. ${t} x ${w}mm, ${m(l)}m length${opts.pack ? `; door set of ${opts.pack} lengths` : ""}.`
      : `Knot-free pine ${kind.toLowerCase()} in ${/^[AEIOU]/.test(profile) ? "an" : "a"} ${profile.toLowerCase()} profile, nominal ${t} x ${w}mm (finished approx. ${fin ? `${fin[0]} x ${fin[1]}` : `${t} x ${w}`}mm), ${m(l)}m length.`,
  });
}
const torusGroup = (v: string): Group => ({ merchant: "wrenfield-diy", id: "mdf-torus-skirting", attr: "size", value: v });
moulding("MDF", "Torus", "Skirting", 18, 119, 4200, 14.2, { group: torusGroup("119mm") });
moulding("MDF", "Torus", "Skirting", 18, 144, 4200, 17.1, { group: torusGroup("144mm") });
moulding("MDF", "Torus", "Skirting", 18, 169, 4200, 20.4, { group: torusGroup("169mm") });
moulding("MDF", "Ogee", "Skirting", 18, 119, 4200, 14.2);
moulding("MDF", "Ogee", "Skirting", 18, 144, 4200, 17.1);
moulding("MDF", "Chamfered & Rounded", "Skirting", 18, 119, 4200, 13.6);
moulding("MDF", "Bullnose", "Skirting", 18, 94, 4200, 11.6);
moulding("MDF", "Pencil Round", "Skirting", 18, 119, 4200, 13.4);
moulding("Pine", "Torus", "Skirting", 25, 125, 4200, 16.2, { imp: "5x1", fin: [20, 119] });
moulding("Pine", "Ogee", "Skirting", 25, 125, 4200, 16.2, { imp: "5x1", fin: [20, 119] });
moulding("Pine", "Chamfered & Rounded", "Skirting", 25, 100, 4200, 12.6, { imp: "4x1", fin: [20, 94] });
moulding("MDF", "Torus", "Architrave", 18, 69, 2100, 5.2);
moulding("MDF", "Torus", "Architrave", 18, 69, 2100, 24.5, { pack: 5 });
moulding("MDF", "Ogee", "Architrave", 18, 69, 2100, 5.2);
moulding("MDF", "Chamfered & Rounded", "Architrave", 18, 69, 2100, 5.0);
moulding("Pine", "Torus", "Architrave", 25, 75, 2100, 5.8, { imp: "3x1", fin: [20, 69] });
moulding("Pine", "Ogee", "Architrave", 25, 75, 2100, 5.8, { imp: "3x1", fin: [20, 69] });

/* ------------------------------------------------------------------ insulation */

const CELOTEX = { brand: "Celotex", parent: "Saint-Gobain" };
const KI = { brand: "Knauf Insulation", range: "Knauf" };
const ISO = { brand: "Isover", parent: "Saint-Gobain" };
const RW = { brand: "Rockwool", range: "ROCKWOOL" };
const KS = { brand: "Kingspan" };
const pir = (key: string, b: Partial<Prod>, name: string, t: number, price: number, desc: string, mpn?: string, g = false): void =>
  add({ key, cat: "insulation", sub: "PIR Boards", ...b, name, size: brd(t, 1200, 2400), price, desc, mpn, g });
pir("ins-celotex-ga4100-100", CELOTEX, "GA4100 PIR Insulation Board", 100, 48.5, "Foil-faced PIR insulation board for walls, floors and pitched roofs, lambda 0.022 W/mK. 100mm, 2400 x 1200mm.", "GA4100", true);
pir("ins-celotex-ga4050-50", CELOTEX, "GA4050 PIR Insulation Board", 50, 29.5, "Foil-faced PIR insulation board, lambda 0.022 W/mK. 50mm, 2400 x 1200mm.", "GA4050", true);
pir("ins-celotex-ga4075-75", CELOTEX, "GA4075 PIR Insulation Board", 75, 38.5, "Foil-faced PIR insulation board, lambda 0.022 W/mK. 75mm, 2400 x 1200mm.", "GA4075");
pir("ins-recticel-eurothane-gp-100", { brand: "Recticel" }, "Eurothane GP PIR Insulation Board", 100, 46.2, "General purpose PIR insulation board with composite foil facings for floors, walls and roofs. 100mm, 2400 x 1200mm.");
pir("ins-ecotherm-eco-versal-100", { brand: "Ecotherm" }, "Eco-Versal PIR Insulation Board", 100, 45.4, "Multi-purpose PIR insulation board with low-emissivity foil facings. 100mm, 2400 x 1200mm.", undefined, true);
pir("ins-kingspan-tp10-100", KS, "Thermapitch TP10 PIR Board", 100, 55.5, "Rigid thermoset insulation for use between and over rafters in pitched roofs. 100mm, 2400 x 1200mm.", "TP10 100");
pir("ins-kingspan-tp10-120", KS, "Thermapitch TP10 PIR Board", 120, 64.5, "Rigid thermoset insulation for use between and over rafters in pitched roofs. 120mm, 2400 x 1200mm.", "TP10 120");
add({ key: "ins-knauf-earthwool-loft-roll-44-100", cat: "insulation", sub: "Loft Insulation", ...KI, name: "Earthwool Loft Roll 44", size: roll(1140, 11780, 100, 13.43), price: 26.5, g: true,
  desc: "Glass mineral wool loft roll, thermal conductivity 0.044 W/mK, combi-cut for 1140mm or split 370mm widths. 100mm thick, 13.43m² per roll." });
add({ key: "ins-knauf-earthwool-loft-roll-44-200", cat: "insulation", sub: "Loft Insulation", ...KI, name: "Earthwool Loft Roll 44", size: roll(1140, 5960, 200, 6.79), price: 26.5, g: true,
  desc: "Glass mineral wool loft roll, thermal conductivity 0.044 W/mK, for laying over joists. 200mm thick, 6.79m² per roll." });
add({ key: "ins-isover-spacesaver-200", cat: "insulation", sub: "Loft Insulation", ...ISO, name: "Spacesaver Loft Roll", size: roll(1160, 5500, 200, 6.38), price: 25.5,
  desc: "Compression-packed glass mineral wool loft insulation roll. 200mm thick, 6.38m² per roll." });
add({ key: "ins-rockwool-rwa45-50", cat: "insulation", sub: "Acoustic Insulation", ...RW, name: "RWA45 Acoustic Slab", size: slabs(50, 600, 1200, 8, 5.76), price: 36, mpn: "RWA45 50",
  desc: "Stone wool acoustic and thermal slab for partitions, floors and ceilings, 45kg/m³. 50mm, 1200 x 600mm, pack of 8 (5.76m²)." });
add({ key: "ins-rockwool-flexi-100", cat: "insulation", sub: "Mineral Wool", ...RW, name: "Flexi Insulation Slab", size: slabs(100, 600, 1200, 6, 4.32), price: 42, g: true,
  desc: "Flexible stone wool slab with one compressible edge for friction fitting between studs and rafters. 100mm, 1200 x 600mm, pack of 6 (4.32m²)." });
add({ key: "ins-isover-apr1200-50", cat: "insulation", sub: "Acoustic Insulation", ...ISO, name: "APR 1200 Acoustic Partition Roll", size: roll(1200, 13000, 50, 15.6), price: 38,
  desc: "Glass mineral wool acoustic partition roll, perforated to split into 600mm widths. 50mm thick, 15.6m² per roll." });
add({ key: "ins-knauf-earthwool-acoustic-roll-50", cat: "insulation", sub: "Acoustic Insulation", ...KI, name: "Earthwool Acoustic Roll", size: roll(1200, 13000, 50, 15.6), price: 36.5,
  desc: "Glass mineral wool roll for timber and metal stud partitions, split into two 600mm widths. 50mm thick, 15.6m² per roll." });

/* ------------------------------------------------------------------ roofing */

const MAR = { brand: "Marley" };
for (const [colour, g] of [["Smooth Grey", true], ["Smooth Brown", false], ["Anthracite", false]] as const) {
  add({ key: `roof-marley-modern-${slug(colour)}`, cat: "roofing", sub: "Roof Tiles", ...MAR, name: "Modern Interlocking Concrete Roof Tile", v: colour, size: item(420, 330), price: 1.92, g,
    desc: `Slim-profile flat interlocking concrete tile for roof pitches down to 15 degrees. ${colour}. 420 x 330mm, approx. 10 tiles per m².`,
    group: { merchant: "tamar-roofing", id: "marley-modern", attr: "color", value: colour } });
}
add({ key: "roof-marley-ludlow-major-smooth-brown", cat: "roofing", sub: "Roof Tiles", ...MAR, name: "Ludlow Major Interlocking Concrete Roof Tile", v: "Smooth Brown", size: item(413, 330), price: 1.74,
  desc: "Double-roman profile interlocking concrete tile for pitches down to 22.5 degrees. Smooth Brown. 413 x 330mm." });
add({ key: "roof-redland-49-breckland-brown", cat: "roofing", sub: "Roof Tiles", brand: "Redland", parent: "BMI", name: "49 Interlocking Concrete Roof Tile", v: "Breckland Brown", size: item(381, 229), price: 1.36,
  desc: "Small format flat interlocking concrete tile with a granular finish. Breckland Brown. 381 x 229mm." });
add({ key: "roof-sandtoft-20-20-natural-red", cat: "roofing", sub: "Roof Tiles", brand: "Sandtoft", parent: "Wienerberger", name: "20/20 Interlocking Clay Roof Tile", v: "Natural Red", size: item(370, 300), price: 2.12,
  desc: "Flat interlocking clay tile with a slimline leading edge. Natural Red. 370 x 300mm." });
for (const colour of ["Smooth Grey", "Smooth Brown"]) {
  add({ key: `roof-marley-half-round-ridge-${slug(colour)}`, cat: "roofing", sub: "Ridge Tiles", ...MAR, name: "Half Round Ridge Tile", v: colour, size: item(450), price: 9.6,
    desc: `Concrete half round ridge tile to suit Marley interlocking tiles. ${colour}. 450mm cover length.`,
    group: { merchant: "tamar-roofing", id: "marley-ridge", attr: "color", value: colour } });
}
add({ key: "roof-tyvek-supro-1.5x50m", cat: "roofing", sub: "Roofing Membranes", brand: "Tyvek", parent: "DuPont", name: "Supro Breathable Roofing Membrane", size: roll(1500, 50000, undefined, 75), price: 136, g: true,
  desc: "Vapour permeable (LR) roofing underlay for warm and cold pitched roofs; can be laid direct onto rafters. 1.5m x 50m roll (75m²)." });
add({ key: "roof-breathable-membrane-1x50m", cat: "roofing", sub: "Roofing Membranes", name: "Breathable Roofing Membrane",
  alts: ["Breathable Roofing Membrane", "Breathable Roof Underlay", "Vapour Permeable Roofing Membrane", "Breathable Membrane"], size: roll(1000, 50000, undefined, 50), price: 56,
  desc: "Three-layer spun-bonded breathable roof underlay for pitched roofs. 1m x 50m roll (50m²)." });
const BAT = ["Treated Roofing Batten", "BS5534 Graded Roofing Batten Treated", "Tanalised Roof Batten", "Roofing Batten Treated"];
for (const [t, w, l, imp, price] of [[25, 50, 4800, "2x1", 4.9], [25, 38, 4800, "1.5x1", 3.9], [25, 50, 3600, "2x1", 3.7]] as const) {
  add({ key: `roof-batten-treated-${t}x${w}-${m(l)}m`, cat: "roofing", sub: "Roofing Battens", name: at(BAT, 0), alts: BAT, size: tim(t, w, l, imp), price,
    desc: `Graded and marked to BS 5534, pressure treated softwood tiling batten, ${t} x ${w}mm, ${m(l)}m long.` });
}
for (const colour of ["Black", "Red", "Green"]) {
  add({ key: `roof-onduline-classic-${colour.toLowerCase()}`, cat: "roofing", sub: "Roofing Sheets", brand: "Onduline", name: "Classic Corrugated Bitumen Roofing Sheet", v: colour, size: item(2000, 950), price: 19.8,
    desc: `Lightweight corrugated bitumen roofing sheet for sheds, garages and outbuildings. ${colour}. 2000 x 950mm.`,
    group: { merchant: "marchwood-online", id: "onduline-classic", attr: "color", value: colour } });
}
add({ key: "roof-green-mineral-shed-felt-10m", cat: "roofing", sub: "Shed Felt", name: "Green Mineral Shed Felt",
  alts: ["Green Mineral Shed Felt", "Shed Felt Green Mineral", "Mineral Surfaced Shed Felt Green", "Green Mineral Felt"], size: roll(1000, 10000), price: 22.5,
  desc: "Mineral-surfaced bitumen felt for shed and outbuilding roofs. Green. 1m x 10m roll." });

/* ------------------------------------------------------------------ drainage */

const OSMA = { brand: "OsmaDrain", range: "Osma", parent: "Wavin" };
const OSOIL = { brand: "OsmaSoil", range: "Osma", parent: "Wavin" };
const FLO = { brand: "FloPlast", range: "Floplast" };
const PP = { brand: "Polypipe" };
const dr = (p: Omit<Prod, "cat">): void => add({ cat: "drainage", ...p });
for (const [l, price, mpn, g] of [[3000, 21.2, "4D076", true], [6000, 39.5, "4D166", false]] as const) {
  dr({ key: `drain-osmadrain-pipe-110-${m(l)}m`, sub: "Underground Drainage", ...OSMA, name: "Underground Drain Pipe Plain Ended", size: pipe(110, l), price, mpn, g,
    desc: `110mm PVC-U underground drainage pipe, plain ended, terracotta. ${m(l)}m length. Joins with OsmaDrain couplers and fittings.`,
    group: { merchant: "drayhurst-drainage", id: "osmadrain-110-pipe", attr: "size", value: `${m(l)}m` } });
}
dr({ key: "drain-osmadrain-bend-110-87.5-ss", sub: "Underground Drainage", ...OSMA, name: "Underground Single Socket Bend", size: fit(110, 87.5), price: 11.6, mpn: "4D563",
  desc: "110mm 87.5 degree single socket underground drainage bend, ring seal socket, terracotta." });
dr({ key: "drain-osmadrain-bend-110-45-ss", sub: "Underground Drainage", ...OSMA, name: "Underground Single Socket Bend", size: fit(110, 45), price: 10.6, mpn: "4D561",
  desc: "110mm 45 degree single socket underground drainage bend, ring seal socket, terracotta." });
dr({ key: "drain-osmadrain-coupler-110", sub: "Underground Drainage", ...OSMA, name: "Underground Double Socket Coupler", size: fit(110), price: 7.9, mpn: "4D107",
  desc: "110mm double socket pipe coupler for joining plain-ended underground pipe, terracotta." });
dr({ key: "drain-osmadrain-bottle-gully-110", sub: "Underground Drainage", ...OSMA, name: "Bottle Gully", size: fit(110), price: 32.5, mpn: "4D900", g: true,
  desc: "110mm outlet bottle gully with trap, for collecting rain and waste water at ground level; grid supplied." });
dr({ key: "drain-polypipe-pipe-110-3m", sub: "Underground Drainage", ...PP, name: "Underground Drain Pipe Plain Ended", size: pipe(110, 3000), price: 19.6, mpn: "UG43",
  desc: "110mm underground drainage pipe, plain ended, terracotta, 3m length." });
dr({ key: "drain-polypipe-bend-110-87.5-ss", sub: "Underground Drainage", ...PP, name: "Underground Single Socket Bend", size: fit(110, 87.5), price: 10.3, mpn: "UG421",
  desc: "110mm 87.5 degree single socket underground bend, terracotta." });
dr({ key: "drain-polypipe-inspection-chamber-320", sub: "Underground Drainage", ...PP, name: "Shallow Inspection Chamber Base", size: fit(320), price: 55.5, mpn: "UG480",
  desc: "320mm diameter shallow inspection chamber base with 110mm inlets and outlet, for depths up to 600mm." });
for (const [colour, g] of [["Black", true], ["White", false], ["Brown", false]] as const) {
  dr({ key: `drain-floplast-half-round-gutter-112-4m-${colour.toLowerCase()}`, sub: "Rainwater", ...FLO, name: "Half Round Gutter", v: colour, size: pipe(112, 4000), price: 12.6, g,
    mpn: `RG4${colour[0]}`, desc: `112mm half round PVC-U gutter, 4m length. ${colour}. Fits standard half round brackets and unions.`,
    group: { merchant: "marchwood-online", id: "floplast-half-round-gutter", attr: "color", value: colour } });
}
for (const [colour, l, price] of [["Black", 2500, 10.6], ["White", 2500, 10.6], ["Black", 5500, 20.6]] as const) {
  dr({ key: `drain-floplast-round-downpipe-68-${m(l)}m-${colour.toLowerCase()}`, sub: "Rainwater", ...FLO, name: "Round Downpipe", v: colour, size: pipe(68, l), price,
    mpn: `RP${m(l)}${colour[0]}`, desc: `68mm round PVC-U downpipe, ${m(l)}m length. ${colour}.`,
    group: l === 2500 ? { merchant: "marchwood-online", id: "floplast-68-downpipe", attr: "color", value: colour } : undefined });
}
dr({ key: "drain-floplast-downpipe-shoe-68-black", sub: "Rainwater", ...FLO, name: "Round Downpipe Shoe", v: "Black", size: fit(68), price: 3.4, mpn: "RS1B",
  desc: "68mm round downpipe shoe to direct water away from the wall at the foot of the downpipe. Black." });
dr({ key: "drain-floplast-running-outlet-112-black", sub: "Rainwater", ...FLO, name: "Half Round Gutter Running Outlet", v: "Black", size: fit(112), price: 5.3, mpn: "RO1B",
  desc: "112mm half round gutter running outlet for a 68mm round downpipe. Black." });
dr({ key: "drain-floplast-fascia-bracket-112-black", sub: "Rainwater", ...FLO, name: "Half Round Gutter Fascia Bracket", v: "Black", size: fit(112), price: 1.9, mpn: "RB1B",
  desc: "112mm half round gutter fascia bracket; fix at maximum 1m centres. Black." });
dr({ key: "drain-osmasoil-pipe-110-3m-grey-ss", sub: "Soil & Waste", ...OSOIL, name: "Soil Pipe Single Socket", v: "Grey", size: pipe(110, 3000), price: 28.5, mpn: "4S063G", g: true,
  desc: "110mm PVC-U soil pipe with a single ring seal socket, 3m length. Grey." });
dr({ key: "drain-floplast-soil-pipe-110-3m-black-ss", sub: "Soil & Waste", ...FLO, name: "Soil Pipe Single Socket", v: "Black", size: pipe(110, 3000), price: 26.2, mpn: "SP3B",
  desc: "110mm PVC-U soil pipe with a single solvent/ring seal socket, 3m length. Black." });

/* ------------------------------------------------------------------ other */

const EB = { brand: "Everbuild", parent: "Sika" };
add({ key: "other-everbuild-sbr-5l", cat: "other", sub: "Bonding & Admixtures", ...EB, name: "SBR Waterproof Bonding Agent", size: vol(5), price: 22.5, g: true,
  desc: "Styrene butadiene rubber bonding agent and admixture for renders, screeds and repairs; improves adhesion and water resistance. 5 litre." });
add({ key: "other-everbuild-sbr-25l", cat: "other", sub: "Bonding & Admixtures", ...EB, name: "SBR Waterproof Bonding Agent", size: vol(25), price: 79,
  desc: "Styrene butadiene rubber bonding agent and admixture for renders, screeds and repairs. 25 litre drum." });
add({ key: "other-everbuild-mortar-plasticiser-5l", cat: "other", sub: "Bonding & Admixtures", ...EB, name: "Mortar Plasticiser", size: vol(5), price: 9.6,
  desc: "Liquid plasticiser that replaces lime in mortar mixes for improved workability and frost resistance. 5 litre." });
const DPC = ["Damp Proof Course", "DPC Polythene", "Polyethylene Damp Proof Course", "DPC"];
for (const [w, price] of [[100, 7.6], [112.5, 8.6], [150, 11.2]] as const) {
  add({ key: `other-dpc-${f(w)}x30m`, cat: "other", sub: "Damp Proofing", name: at(DPC, 0), alts: DPC, size: roll(w, 30000), price,
    desc: `Polyethylene damp proof course to BS 6515, ${f(w)}mm wide x 30m roll.` });
}
add({ key: "other-visqueen-dpm-1200g-4x25m", cat: "other", sub: "Damp Proofing", brand: "Visqueen", name: "1200 Gauge Damp Proof Membrane", erp: "1200G DPM", size: roll(4000, 25000, undefined, 100), price: 86,
  desc: "Heavy duty 1200 gauge (300 micron) polyethylene damp proof membrane for use under concrete floor slabs. 4m x 25m roll." });
const TIES = ["Stainless Steel Wall Ties Type 2", "Cavity Wall Ties Stainless Steel Type 2", "Type 2 Stainless Wall Ties", "Wall Ties Stainless Type 2"];
for (const [l, price] of [[200, 38], [225, 42.5]] as const) {
  add({ key: `other-wall-ties-ss-type2-${l}-pk250`, cat: "other", sub: "Wall Ties", name: at(TIES, 0), alts: TIES, size: item(l), pack: 250, packWord: "Pack", price,
    desc: `Austenitic stainless steel Type 2 general purpose cavity wall ties, ${l}mm long, for cavities up to ${l === 200 ? 75 : 100}mm. Box of 250.` });
}
for (const [l, price] of [[1200, 62], [1500, 78]] as const) {
  add({ key: `other-catnic-cg90-100-${l}`, cat: "other", sub: "Lintels", brand: "Catnic", parent: "Tata Steel", name: "CG90/100 Cavity Wall Lintel", size: item(l), price, mpn: `CG90/100 ${l}`,
    desc: `Galvanised steel open-back cavity wall lintel for 90mm outer leaf and 100mm inner leaf, standard duty. ${l}mm long.` });
}

/* ------------------------------------------------------------------ GTINs & MPNs */

{
  const used = new Set<string>();
  for (const p of PRODUCTS) {
    if (!p.g) continue;
    const r = rng("gtin", p.key);
    let code = "";
    do {
      let body = "50";
      for (let i = 0; i < 10; i++) body += String(r.int(0, 9));
      code = ean13(body);
    } while (used.has(code));
    used.add(code);
    p.gtin = code;
  }
  const PFX: Record<string, string> = {
    Gyproc: "GYP", Thistle: "TH", Knauf: "KN", Siniat: "SNT", "Blue Circle": "BC", Hanson: "HMC", Cemex: "CX", Rugby: "RUG",
    SterlingOSB: "SOSB", SmartPly: "SPOSB", Medite: "MED", Egger: "EG", Marshalls: "MSH", "London Brick": "LBC", Ibstock: "IBS",
    Wienerberger: "WB", Thermalite: "THL", Celcon: "CEL", Toplite: "TPL", Recticel: "EGP", Ecotherm: "EV", "Knauf Insulation": "KI",
    Isover: "ISO", Rockwool: "RW", Marley: "MAR", Redland: "RED", Sandtoft: "SAN", Tyvek: "TYV", Onduline: "OND", Everbuild: "EVB",
    Visqueen: "VIS", Postfix: "PFX",
  };
  for (const p of PRODUCTS) {
    if (p.mpn || !p.brand) continue;
    const r = rng("mpn", p.key);
    if (!r.chance(0.55)) continue;
    const pre = PFX[p.brand] ?? p.brand.slice(0, 3).toUpperCase();
    p.mpn = `${pre}${r.int(1000, 99999)}${r.chance(0.3) ? r.pick(["A", "B", "E", "T"]) : ""}`;
  }
}

/* ------------------------------------------------------------------ shared formatting */

const ABBR: [RegExp, string][] = [
  [/\bPLANED ALL ROUND\b/g, "PAR"], [/\bPLANED SQUARE EDGE\b/g, "PSE"], [/\bTONGUE (&|AND) GROOVE\b/g, "T&G"],
  [/\bTAPERED EDGE\b/g, "TE"], [/\bSQUARE EDGE\b/g, "SE"], [/\bMOISTURE RESISTANT\b/g, "MR"], [/\bGENERAL PURPOSE\b/g, "GP"],
  [/\bPRESSURE TREATED\b/g, "TRTD"], [/\bTREATED\b/g, "TRTD"], [/\bTANALISED\b/g, "TRTD"], [/\bUNTREATED\b/g, "UNTRTD"],
  [/\bKILN DRIED\b/g, "KD"], [/\bREGULARISED\b/g, "REG"], [/\bPLASTERBOARD\b/g, "P/BOARD"], [/\bHARDWOOD FACED\b/g, "H/W FACED"],
  [/\bPLYWOOD\b/g, "PLY"], [/\bCHIPPINGS\b/g, "CHIPS"], [/\bUNDERGROUND\b/g, "U/G"], [/\bSINGLE SOCKET\b/g, "S/S"],
  [/\bDOUBLE SOCKET\b/g, "D/S"], [/\bPLAIN ENDED\b/g, "P/E"], [/\bHALF ROUND\b/g, "H/R"], [/\bDOWNPIPE\b/g, "D/PIPE"],
  [/\bENGINEERING\b/g, "ENG"], [/\bPERFORATED\b/g, "PERF"], [/\bSTANDARD\b/g, "STD"], [/\bINSULATION\b/g, "INS"],
  [/\bCHAMFERED (&|AND) ROUNDED\b/g, "C&R"], [/\bCONCRETE\b/g, "CONC"], [/\bBLACK\b/g, "BLK"], [/\bWHITE\b/g, "WHT"],
  [/\bBROWN\b/g, "BRN"], [/\bGREY\b/g, "GRY"], [/\bMEMBRANE\b/g, "MEMB"], [/\bDAMP PROOF COURSE\b/g, "DPC"],
  [/\bDAMP PROOF MEMBRANE\b/g, "DPM"], [/\bINTERLOCKING\b/g, "INTLK"], [/\bSTAINLESS STEEL\b/g, "STAINLESS"],
  [/\bFACING BRICK\b/g, "FACING"], [/\bPRIMED\b/g, "PRMD"], [/\bSKIRTING\b/g, "SKIRT"], [/\bARCHITRAVE\b/g, "ARCH"],
  [/\bROOFING\b/g, "ROOF"], [/\bWATERPROOF\b/g, "W/PROOF"], [/\bBOARD\b/g, "BRD"], [/\bPLASTER\b/g, "PLSTR"], [/\bCEMENT\b/g, "CEM"],
];
const erpify = (s: string): string => {
  let u = s.toUpperCase();
  for (const [re, to] of ABBR) u = u.replace(re, to);
  return u.replace(/\s+/g, " ").trim();
};

/** words a DIY chain writes in lower case inside a sentence-style title */
const LOWER = new Set(
  ("board plasterboard tapered edge square sand cement timber sawn treated bag sheet plywood ply flooring skirting architrave roll slab pipe " +
    "gutter downpipe bend plaster brick block facing engineering insulation membrane tile roof roofing batten post fence decking gravel " +
    "chippings ballast sub-base concrete mortar ready mixed dry kiln dried building sharp plastering soft silver play general purpose half " +
    "round running outlet fascia bracket shoe soil single socket plain ended underground drain coupler double gully interlocking corrugated " +
    "bitumen breathable damp proof course lintel cavity wall ties stainless steel waterproof bonding agent plasticiser lime hydrated white " +
    "moisture resistant hardwood faced softwood shuttering marine pine primed torus ogee chamfered rounded bullnose pencil loft acoustic partition " +
    "aircrete dense solid perforated common stud studwork carcassing regularised planed screed floor chipboard jointing paving compound mineral shed felt " +
    "green black grey brown red tub coat finish grooved reversible featheredge inspection chamber base shallow type untreated pressure tanalised " +
    "recycled crushed washed fine builders children's smooth natural structural stone decorative use to mix with fast setting gauge graded " +
    "timber whitewood redwood gravel clay stock multi ridge underlay vapour permeable polythene polyethylene machine").split(" "),
);
function sentence(s: string): string {
  return s
    .split(" ")
    .map((w, i) => (i > 0 && LOWER.has(w.toLowerCase()) && /^[A-Z][a-z'/-]*$/.test(w) ? w.toLowerCase() : w))
    .join(" ");
}

type GtinStyle = "13" | "14" | "spaced";
function gtinFmt(g: string, style: GtinStyle): string {
  if (style === "14") return "0" + g;
  if (style === "spaced") return `${g.slice(0, 1)} ${g.slice(1, 7)} ${g.slice(7)}`;
  return g;
}
type MpnStyle = "raw" | "hyphen" | "lower" | "strip" | "space" | "prefix";
function mpnFmt(mpn: string, style: MpnStyle, p: Prod): string {
  switch (style) {
    case "raw": return mpn;
    case "hyphen": return mpn.replace(/ /g, "-").replace(/^([A-Za-z]+)(\d)/, "$1-$2").replace(/^(\d[A-Z])(\d)/, "$1-$2");
    case "lower": return mpn.toLowerCase().replace(/ /g, "-");
    case "strip": return mpn.toUpperCase().replace(/[^A-Z0-9]/g, "");
    case "space": return mpn.replace(/^([A-Za-z]+)(\d)/, "$1 $2").replace(/\//g, " ");
    case "prefix": return `${(p.parent ?? p.brand ?? "").replace(/[^A-Za-z]/g, "").slice(0, 3).toUpperCase()}-${mpn.replace(/ /g, "")}`;
  }
}

/** Google unit_pricing_measure for the whole item as sold */
function unitOf(p: Prod): string {
  const s = p.size;
  const n = p.pack ?? 1;
  switch (s.k) {
    case "wt": return `${f(s.kg * n)} kg`;
    case "vol": return `${f(s.l * n)} l`;
    case "board": return `${Math.round((s.w * s.l * n) / 1e4) / 100} sqm`;
    case "timber":
    case "mould":
    case "pipe": return `${f((s.l / 1000) * n)} m`;
    case "fit": return "1 ct";
    case "item": return `${n} ct`;
    case "roll": return s.m2 ? `${s.m2} sqm` : `${f(s.l / 1000)} m`;
    case "slabs": return `${s.m2} sqm`;
  }
}

const SINGULAR: Record<string, string> = {
  Cement: "Cement", Lime: "Lime", "Post Fix": "Post Mix", "Ready Mixed": "Ready Mix", "Jointing Compound": "Paving Jointing", Screed: "Screed",
  Sand: "Sand", Aggregates: "Aggregate", "Sub-Base": "Sub-Base", "Decorative Aggregates": "Decorative Stone", Carcassing: "Carcassing",
  CLS: "CLS", "Planed Timber": "Planed Timber", "Fence Posts": "Fencing", Decking: "Decking", Fencing: "Fencing", OSB: "OSB", MDF: "MDF",
  Plywood: "Plywood", "Chipboard Flooring": "Flooring", Hardboard: "Hardboard", Plasterboard: "Plasterboard", Plaster: "Plaster",
  "Facing Bricks": "Facing Brick", "Engineering Bricks": "Engineering Brick", "Common Bricks": "Brick", "Aircrete Blocks": "Aircrete Block",
  "Dense Blocks": "Concrete Block", Skirting: "Skirting", Architrave: "Architrave", "PIR Boards": "PIR Insulation", "Loft Insulation": "Loft Insulation",
  "Mineral Wool": "Insulation Slab", "Acoustic Insulation": "Acoustic Insulation", "Roof Tiles": "Roof Tile", "Ridge Tiles": "Ridge Tile",
  "Roofing Membranes": "Membrane", "Roofing Battens": "Batten", "Roofing Sheets": "Roof Sheet", "Shed Felt": "Felt",
  "Underground Drainage": "Underground Drainage", Rainwater: "Rainwater", "Soil & Waste": "Soil Pipe", "Bonding & Admixtures": "Admixture",
  "Damp Proofing": "Damp Proofing", "Wall Ties": "Wall Ties", Lintels: "Lintel",
};
const CAT_LABEL: Record<Cat, string> = {
  cement: "Cement & Lime", "concrete-mortar": "Concrete & Mortar", sand: "Sand", aggregates: "Aggregates", timber: "Timber",
  "sheet-materials": "Sheet Materials", plasterboard: "Plasterboard", plaster: "Plaster & Render", bricks: "Bricks", blocks: "Blocks",
  "skirting-architrave": "Mouldings", insulation: "Insulation", roofing: "Roofing", drainage: "Drainage", other: "Building Sundries",
};

/* ------------------------------------------------------------------ merchants */

type Col = "id" | "title" | "brand" | "price" | "sale_price" | "availability" | "link" | "description" | "product_type" | "gtin" | "mpn" |
  "unit_pricing_measure" | "item_group_id" | "color" | "size";

interface Merchant {
  slug: string;
  name: string;
  format: "tsv" | "csv" | "xml";
  alt: number;
  style: string;
  syn?: [RegExp, string][];
  aff: Partial<Record<Cat, number>>;
  cols: Col[];
  priceF: number;
  round: "pence" | "99" | "49" | "5p";
  saleRate: number;
  oosRate: number;
  id(r: Rng, p: Prod): string;
  link(id: string, title: string, p: Prod): string;
  title(p: Prod, n: string, r: Rng): string;
  brand(p: Prod, r: Rng): string;
  desc(p: Prod, r: Rng): string;
  ptype(p: Prod): string;
  gtin(g: string, r: Rng): string;
  mpn(mpn: string, p: Prod, r: Rng): string;
  unit(p: Prod, r: Rng): string;
}

const B = (p: Prod): string => p.brand ?? "";
const isBag = (p: Prod): boolean => p.size.k === "wt" && (p.size.bag === "bulk" || p.size.bag === "mini");
const BASE_COLS: Col[] = ["id", "title", "description", "link", "price", "sale_price", "availability", "brand", "gtin", "mpn", "product_type", "unit_pricing_measure"];
const ALL_FIELDS: Col[] = [...BASE_COLS, "item_group_id", "color", "size"];

/* 1. Pennine Ridge: brand first, every number in mm, " x " */
function szPennine(p: Prod): string {
  const s = p.size;
  switch (s.k) {
    case "wt": return s.bag === "bulk" ? "Bulk Bag" : s.bag === "mini" ? "Mini Bag" : s.bag === "tub" ? `${s.kg}kg Tub` : `${s.kg}kg`;
    case "vol": return `${s.l} Litre`;
    case "board": return `${f(s.t)}mm x ${s.w}mm x ${s.l}mm`;
    case "timber":
    case "mould": { const [a, b] = s.fin ?? [s.t, s.w]; return `${a}mm x ${b}mm x ${s.l}mm`; }
    case "pipe": return `${s.d}mm x ${s.l}mm`;
    case "fit": return s.angle ? `${s.d}mm x ${s.angle}°` : `${s.d}mm`;
    case "item": return s.dims.map((d) => `${f(d)}mm`).join(" x ");
    case "roll": return s.t ? `${s.t}mm x ${s.w}mm x ${m(s.l)}m` : s.w < 1000 ? `${f(s.w)}mm x ${m(s.l)}m` : `${m(s.w)}m x ${m(s.l)}m`;
    case "slabs": return `${s.t}mm x ${s.w}mm x ${s.l}mm (Pack of ${s.n})`;
  }
}
/* 2. Tamar Valley: category first, metres, "x" without spaces */
function szTamar(p: Prod): string {
  const s = p.size;
  switch (s.k) {
    case "wt": return s.bag === "bulk" ? "Bulk Bag" : s.bag === "mini" ? "Mini Bag" : s.bag === "tub" ? `${s.kg}kg Tub` : `${s.kg}kg`;
    case "vol": return `${s.l}L`;
    case "board": return `${f(s.t)}mm ${m(s.l)}x${m(s.w)}m`;
    case "timber":
    case "mould": return `${s.t}x${s.w}mm ${m(s.l)}m`;
    case "pipe": return `${s.d}mm ${m(s.l)}m`;
    case "fit": return s.angle ? `${s.d}mm ${s.angle}deg` : `${s.d}mm`;
    case "item": return `${s.dims.map(f).join("x")}mm`;
    case "roll": return s.t ? `${s.t}mm ${s.w}mm x ${m(s.l)}m` : s.w < 1000 ? `${f(s.w)}mm x ${m(s.l)}m` : `${m(s.w)}x${m(s.l)}m`;
    case "slabs": return `${s.t}mm ${s.l}x${s.w}mm (${s.n}/pack)`;
  }
}
/* 3. Drayhurst: size first */
function szDrayhurst(p: Prod): string {
  const s = p.size;
  switch (s.k) {
    case "wt": return s.bag === "bulk" ? "Bulk Bag" : s.bag === "mini" ? "Mini Bag" : s.bag === "tub" ? `${s.kg}kg Tub` : `${s.kg}kg`;
    case "vol": return `${s.l}L`;
    case "board": return `${s.l} x ${s.w} x ${f(s.t)}mm`;
    case "timber":
    case "mould": return `${s.t} x ${s.w}mm x ${m(s.l)}m`;
    case "pipe": return `${s.d}mm x ${m(s.l)}m`;
    case "fit": return s.angle ? `${s.d}mm ${s.angle}°` : `${s.d}mm`;
    case "item": return `${s.dims.map(f).join(" x ")}mm`;
    case "roll": return s.t ? `${s.t}mm ${m(s.w)}m x ${m(s.l)}m` : s.w < 1000 ? `${f(s.w)}mm x ${m(s.l)}m` : `${m(s.w)}m x ${m(s.l)}m`;
    case "slabs": return `${s.t}mm ${s.l} x ${s.w}mm (${s.n} Pack)`;
  }
}
/* 4. Kestrel: ERP upper case */
function titleKestrel(p: Prod, n: string): string {
  const s = p.size;
  const E = p.erp ?? erpify(n);
  const BR = (p.brand ?? "").toUpperCase();
  const V = p.v ? erpify(p.v) : "";
  const PK = p.pack ? (p.packWord === "Pallet" ? `FULL PALLET (${p.pack})` : `PK${p.pack}`) : "";
  switch (s.k) {
    case "wt": {
      const q = s.bag === "bulk" ? "1T BAG" : s.bag === "mini" ? "MINI BAG" : `${s.kg}KG${s.bag === "tub" ? " TUB" : ""}`;
      return J(BR, E, V, q, PK);
    }
    case "vol": return J(BR, E, `${s.l}LTR`);
    case "board": return J(E, `${f(s.t)}MM`, `${s.l}X${s.w}`, BR);
    case "timber": return J(`${s.t}X${s.w}`, E, `${m1(s.l)}M`);
    case "mould": return J(E, `${s.t}X${s.w}MM`, `${m1(s.l)}M`, PK);
    case "pipe": return J(BR, E, `${s.d}MM X ${m1(s.l)}M`, V);
    case "fit": return J(BR, E, `${s.d}MM`, s.angle ? `${s.angle}DEG` : "", V);
    case "item": {
      const d = s.dims.length === 3 && at(s.dims, 0) === 440 ? `${at(s.dims, 2)}MM` : s.dims.length === 3 ? "65MM" : s.dims.length === 1 ? `${at(s.dims, 0)}MM` : "";
      return J(BR, E, V, d, PK);
    }
    case "roll": return J(BR, E, s.t ? `${s.t}MM` : "", s.w < 1000 ? `${f(s.w)}MM X ${m(s.l)}M` : `${m(s.w)}M X ${m(s.l)}M`);
    case "slabs": return J(BR, E, `${s.t}MM`, `${s.l}X${s.w}`, `PK${s.n}`);
  }
}
/* 5. Wrenfield: (L)(W)(T) DIY style */
function szWrenfield(p: Prod): string {
  const s = p.size;
  switch (s.k) {
    case "wt": return s.bag === "bulk" ? "bulk bag" : s.bag === "mini" ? "mini bag" : s.bag === "tub" ? `${s.kg}kg tub` : `${s.kg}kg`;
    case "vol": return `${s.l}L`;
    case "board": return `(L)${m(s.l)}m (W)${m(s.w)}m (T)${f(s.t)}mm`;
    case "timber":
    case "mould": { const [a, b] = s.fin ?? [s.t, s.w]; return `(T)${a}mm (W)${b}mm (L)${m(s.l)}m`; }
    case "pipe": return `(L)${m(s.l)}m (Dia)${s.d}mm`;
    case "fit": return s.angle ? `(Dia)${s.d}mm ${s.angle}°` : `(Dia)${s.d}mm`;
    case "item":
      if (s.dims.length === 3 && at(s.dims, 0) === 440) return `(L)440mm (H)215mm (T)${at(s.dims, 2)}mm`;
      if (s.dims.length === 3) return `(L)215mm (W)102.5mm (H)65mm`;
      if (s.dims.length === 2) return `(L)${at(s.dims, 0)}mm (W)${at(s.dims, 1)}mm`;
      return `(L)${at(s.dims, 0)}mm`;
    case "roll": return s.t ? `(L)${m(s.l)}m (W)${s.w}mm (T)${s.t}mm` : `(L)${m(s.l)}m (W)${s.w < 1000 ? f(s.w) + "mm" : m(s.w) + "m"}`;
    case "slabs": return `(L)${m(s.l)}m (W)${m(s.w)}m (T)${s.t}mm, Pack of ${s.n}`;
  }
}
/* 6. Hebden & Sowerby: imperial hints */
function titleHebden(p: Prod, n: string): string {
  const s = p.size;
  const br = B(p);
  const PK = p.pack ? `(pack of ${p.pack})` : "";
  switch (s.k) {
    case "timber": {
      const len = `- ${ft(s.l)} (${m(s.l)}m)`;
      const sec = s.fin ? `(fin. ${s.fin[0]}x${s.fin[1]}mm)` : `(${s.t}x${s.w}mm)`;
      return s.imp ? J(s.imp, n, sec, len) : J(n, `${s.t}x${s.w}mm`, len);
    }
    case "mould": {
      const len = `- ${ft(s.l)} (${m(s.l)}m)`;
      return s.imp && s.fin ? J(s.imp, n, `(fin. ${s.fin[0]}x${s.fin[1]}mm)`, len, PK) : J(n, `${s.t}x${s.w}mm`, len, PK);
    }
    case "board": {
      const i = inch(s.t);
      return J(`${feet(s.l)}'x${feet(s.w)}'`, `${f(s.t)}mm`, i ? `(${i})` : "", br, n);
    }
    case "wt": return J(br, n, p.v, s.bag === "bulk" ? "- BB" : s.bag === "mini" ? "- Mini Bag" : s.bag === "tub" ? `${s.kg}kg Tub` : `${s.kg}kg`, p.pack ? `- pallet of ${p.pack}` : "");
    case "pipe": return J(br, n, p.v, `${s.d}mm x ${m(s.l)}m`);
    case "fit": return J(br, n, p.v, `${s.d}mm`, s.angle ? `${s.angle}°` : "");
    case "item": return J(br, n, p.v, `${s.dims.map(f).join("x")}mm`, PK);
    case "roll": return J(br, n, s.t ? `${s.t}mm` : "", s.w < 1000 ? `${f(s.w)}mm x ${m(s.l)}m` : `${m(s.w)}m x ${m(s.l)}m`);
    case "slabs": return J(br, n, `${s.t}mm ${s.l}x${s.w}mm`, `(pack of ${s.n})`);
    case "vol": return J(br, n, `${s.l} ltr`);
  }
}
/* 7. Corrick: category first, en dash, " × ", metres to one decimal */
function szCorrick(p: Prod): string {
  const s = p.size;
  switch (s.k) {
    case "wt": return s.bag === "bulk" ? "(Bulk Bag)" : s.bag === "mini" ? "(Mini Bag)" : s.bag === "tub" ? `${s.kg}kg Tub` : `${s.kg}kg`;
    case "vol": return `${s.l} Litre`;
    case "board": return `${m(s.l)} × ${m(s.w)}m × ${f(s.t)}mm`;
    case "timber":
    case "mould": return `${s.t} × ${s.w}mm × ${m1(s.l)}m`;
    case "pipe": return `${s.d}mm × ${m1(s.l)}m`;
    case "fit": return s.angle ? `${s.d}mm ${s.angle}°` : `${s.d}mm`;
    case "item": return `${s.dims.map(f).join(" × ")}mm`;
    case "roll": return s.t ? `${s.t}mm, ${m(s.w)} × ${m(s.l)}m` : s.w < 1000 ? `${f(s.w)}mm × ${m(s.l)}m` : `${m(s.w)} × ${m(s.l)}m`;
    case "slabs": return `${s.t}mm, ${m(s.l)} × ${m(s.w)}m, ${s.n} per pack`;
  }
}
/* 8. Fenland: size first, "Kg", " X ", cm */
function titleFenland(p: Prod, n: string): string {
  const s = p.size;
  const hideBrand = ["cement", "plaster", "blocks", "bricks", "concrete-mortar"].includes(p.cat);
  const br = hideBrand ? "" : B(p);
  const PK = p.pack ? `Pack Of ${p.pack}` : "";
  switch (s.k) {
    case "wt":
      if (s.bag === "bulk") return J("Bulk Bag", br, n, p.v, "(Approx 850Kg)");
      if (s.bag === "mini") return J("Mini Bag", br, n, p.v, "(Approx 450Kg)");
      return J(p.pack ? `Pallet Of ${p.pack} X` : "", `${s.kg}Kg`, br, n, p.v, s.bag === "tub" ? "Tub" : "");
    case "vol": return J(`${s.l} Litre`, br, n);
    case "board": return J(`${cm(s.l)} X ${cm(s.w)}cm`, `${f(s.t)}mm`, br, n);
    case "timber":
    case "mould": return J(`${s.t} X ${s.w}mm`, br, n, `${cm(s.l)}cm`, PK);
    case "pipe": return J(`${s.d}mm X ${cm(s.l)}cm`, br, n, p.v);
    case "fit": return J(`${s.d}mm`, s.angle ? `${s.angle}°` : "", br, n, p.v);
    case "item": return J(PK, s.dims.length === 3 ? `${s.dims.map(f).join(" X ")}mm` : `${s.dims.map(f).join(" X ")}mm`, br, n, p.v);
    case "roll": return J(s.t ? `${s.t}mm` : "", s.w < 1000 ? `${f(s.w)}mm X ${m(s.l)}m` : `${cm(s.w)}cm X ${m(s.l)}m`, br, n);
    case "slabs": return J(`${s.t}mm ${cm(s.l)} X ${cm(s.w)}cm`, br, n, `(Pack Of ${s.n})`);
  }
}
/* 9. Marchwood: range-brand spellings, imperial with "by" */
function szMarchwood(p: Prod): string {
  const s = p.size;
  switch (s.k) {
    case "wt": return s.bag === "bulk" ? "Bulk Bag" : s.bag === "mini" ? "Mini Bag" : s.bag === "tub" ? `${s.kg}kg Tub` : `${s.kg}kg`;
    case "vol": return `${s.l} Litre`;
    case "board": { const i = inch(s.t); return `${f(s.t)}mm${i ? ` (${i})` : ""} ${feet(s.l)}ft by ${feet(s.w)}ft (${s.l} by ${s.w}mm)`; }
    case "timber":
    case "mould": return s.fin ? `${s.t} by ${s.w}mm (finished ${s.fin[0]} by ${s.fin[1]}mm) ${m(s.l)}m` : `${s.t} by ${s.w}mm ${m(s.l)}m`;
    case "pipe": return `${s.d}mm by ${m(s.l)}m`;
    case "fit": return s.angle ? `${s.d}mm ${s.angle} Degree` : `${s.d}mm`;
    case "item": return `${s.dims.map(f).join(" by ")}mm`;
    case "roll": return s.t ? `${s.t}mm thick, ${s.w}mm by ${m(s.l)}m (${s.m2}m²)` : s.w < 1000 ? `${f(s.w)}mm by ${m(s.l)}m` : `${m(s.w)}m by ${m(s.l)}m`;
    case "slabs": return `${s.t}mm ${s.l} by ${s.w}mm, pack of ${s.n} (${s.m2}m²)`;
  }
}
/* 10. Blackwater Sidings: product first, "mtr", brand after a dash */
function szBlackwater(p: Prod): string {
  const s = p.size;
  switch (s.k) {
    case "wt": return s.bag === "bulk" ? "Jumbo Bag" : s.bag === "mini" ? "Mini Bag" : s.bag === "tub" ? `${s.kg}kg Tub` : `${s.kg}kg`;
    case "vol": return `${s.l}ltr`;
    case "board": return `${f(s.t)}mm ${m(s.l)} x ${m(s.w)}mtr`;
    case "timber":
    case "mould": return `${s.t} x ${s.w}mm x ${m1(s.l)}mtr`;
    case "pipe": return `${s.d}mm x ${m1(s.l)}mtr`;
    case "fit": return s.angle ? `${s.d}mm ${s.angle}deg` : `${s.d}mm`;
    case "item": return `${s.dims.map(f).join(" x ")}mm`;
    case "roll": return s.t ? `${s.t}mm ${m(s.w)} x ${m(s.l)}mtr` : s.w < 1000 ? `${f(s.w)}mm x ${m(s.l)}mtr` : `${m(s.w)} x ${m(s.l)}mtr`;
    case "slabs": return `${s.t}mm ${s.l} x ${s.w}mm (${s.n} Pack)`;
  }
}

const show = (r: Rng, p: number): boolean => r.chance(p);

const MERCHANTS: Merchant[] = [
  {
    slug: "pennine-ridge", name: "Pennine Ridge Builders Merchants", format: "tsv", alt: 0,
    style: "Pennine Ridge puts the brand first and writes every number in mm with \" x \" (lengths too: 4800mm, 2400mm), gives finished sizes for planed timber and mouldings, and keeps the consumer brand (Gyproc, Blue Circle, OsmaDrain) in the brand column.",
    aff: { cement: 1, "concrete-mortar": 1, sand: 1, aggregates: 0.9, timber: 1, "sheet-materials": 1, plasterboard: 1, plaster: 1, bricks: 1, blocks: 1, "skirting-architrave": 0.9, insulation: 1, roofing: 0.6, drainage: 0.7, other: 1 },
    cols: ["id", "title", "price", "sale_price", "availability", "brand", "gtin", "mpn", "link", "description", "product_type", "unit_pricing_measure"],
    priceF: 1.0, round: "pence", saleRate: 0.06, oosRate: 0.06,
    id: (r) => `PR${r.int(100000, 999999)}`,
    link: (id, title) => `https://www.pennine-ridge.example/products/${slug(title)}-${id.toLowerCase()}`,
    title: (p, n) => J(B(p), n, p.v, szPennine(p), p.pack ? `- ${p.packWord === "Pallet" ? "Pallet" : p.packWord === "Set" ? "Set" : "Pack"} of ${p.pack}` : ""),
    brand: (p) => B(p),
    desc: (p) => p.desc,
    ptype: (p) => `Building Materials > ${CAT_LABEL[p.cat]}`,
    gtin: (g, r) => (show(r, 0.75) ? g : ""),
    mpn: (x, _p, r) => (show(r, 0.7) ? x : ""),
    unit: (p) => unitOf(p),
  },
  {
    slug: "tamar-roofing", name: "Tamar Valley Roofing Supplies", format: "csv", alt: 1,
    style: "Tamar Valley (a roofing specialist that also stocks general materials) writes the section first (\"Roof Tiles - ...\", \"Roofing Battens - ...\"), metres with \"x\" and no spaces, gives the parent company as brand (British Gypsum, Tarmac, Saint-Gobain, DuPont, BMI), and lists Marley tile and ridge colours as variants sharing item_group_id with a color column.",
    aff: { cement: 0.5, "concrete-mortar": 0.3, sand: 0.5, aggregates: 0.15, timber: 0.3, "sheet-materials": 0.5, plasterboard: 0.15, plaster: 0.1, "skirting-architrave": 0, bricks: 0, blocks: 0, insulation: 1.2, roofing: 2, drainage: 0.9, other: 0.6 },
    cols: ["id", "item_group_id", "title", "brand", "color", "price", "sale_price", "availability", "product_type", "link", "description", "gtin", "mpn", "unit_pricing_measure"],
    priceF: 1.04, round: "99", saleRate: 0.05, oosRate: 0.08,
    id: (r) => `TV-${r.int(10000, 99999)}`,
    link: (id, _t, p) => `https://www.tamar-roofing.example/shop/${slug(p.sub)}/${id.toLowerCase()}`,
    title: (p, n) => `${p.sub} - ${J(B(p), n, p.v, szTamar(p), p.pack ? `(Pack of ${p.pack})` : "")}`,
    brand: (p) => p.parent ?? p.brand ?? "",
    desc: (p) => `${p.desc} Trade accounts welcome.`,
    ptype: (p) => (p.cat === "roofing" ? `Roofing > ${p.sub}` : `General Building > ${CAT_LABEL[p.cat]}`),
    gtin: (g, r) => (show(r, 0.5) ? g : ""),
    mpn: (x, _p, r) => (show(r, 0.5) ? x : ""),
    unit: (p) => unitOf(p),
  },
  {
    slug: "drayhurst-drainage", name: "Drayhurst Drainage Direct", format: "xml", alt: 2,
    style: "Drayhurst (a drainage and groundworks specialist) puts the size first (\"110mm x 3m OsmaDrain ...\", \"25kg ...\", \"Bulk Bag ...\"), gives the parent company as brand (Wavin for OsmaDrain/OsmaSoil), shows hyphenated MPNs on most rows and spaced GTINs, and lists the 3m/6m OsmaDrain pipes as size variants of one item group.",
    aff: { cement: 0.8, "concrete-mortar": 0.8, sand: 0.9, aggregates: 1.3, timber: 0, "sheet-materials": 0, plasterboard: 0, plaster: 0, bricks: 0.35, blocks: 0.35, "skirting-architrave": 0, insulation: 0, roofing: 0, drainage: 2.2, other: 0.8 },
    cols: ALL_FIELDS,
    priceF: 0.98, round: "pence", saleRate: 0.04, oosRate: 0.05,
    id: (r) => `DD${r.int(1000, 9999)}${r.pick(["A", "B", "C", "K", "M", "T"])}`,
    link: (id) => `https://www.drayhurst-drainage.example/p/${id}`,
    title: (p, n) => J(p.pack ? `${p.pack} x` : "", szDrayhurst(p), B(p), n, p.v),
    brand: (p) => p.parent ?? p.brand ?? "",
    desc: (p) => p.desc,
    ptype: (p) => (p.cat === "drainage" ? `Drainage > ${p.sub}` : `Groundworks > ${CAT_LABEL[p.cat]}`),
    gtin: (g, r) => (show(r, 0.6) ? gtinFmt(g, r.chance(0.5) ? "spaced" : "13") : ""),
    mpn: (x, p, r) => (show(r, 0.9) ? mpnFmt(x, "hyphen", p) : ""),
    unit: (p) => unitOf(p),
  },
  {
    slug: "kestrel-tradecounter", name: "Kestrel Trade Counter", format: "csv", alt: 3,
    style: "Kestrel (an online trade counter) uses upper-case ERP titles with abbreviations (TRTD, REG, PSE, P/BOARD, TE/SE, MR, U/G, H/R, BLK, PK10, \"1T BAG\"), \"X\" without spaces, section first for timber, brand last for boards; brand column upper case and blank on about a quarter of rows; GTINs as 14 digits.",
    aff: { cement: 0.9, "concrete-mortar": 0.9, sand: 0.6, aggregates: 0.5, timber: 0.9, "sheet-materials": 0.9, plasterboard: 1, plaster: 1, bricks: 0.3, blocks: 0.4, "skirting-architrave": 0.8, insulation: 1, roofing: 0.6, drainage: 1, other: 1.1 },
    cols: ["id", "title", "description", "link", "price", "sale_price", "availability", "brand", "gtin", "mpn", "product_type", "unit_pricing_measure"],
    priceF: 0.95, round: "pence", saleRate: 0.03, oosRate: 0.07,
    id: (r) => String(r.int(1000000, 9999999)),
    link: (id) => `https://www.kestrel-tradecounter.example/item/${id}`,
    title: (p, n) => titleKestrel(p, n),
    brand: (p, r) => (p.brand && !r.chance(0.27) ? p.brand.toUpperCase() : ""),
    desc: (p) => firstSentence(p.desc),
    ptype: (p) => `${CAT_LABEL[p.cat].toUpperCase().replace(/ & /g, "/").replace(/ /g, "-")}/${p.sub.toUpperCase().replace(/ & /g, "-").replace(/ /g, "-")}`,
    gtin: (g, r) => (show(r, 0.6) ? gtinFmt(g, "14") : ""),
    mpn: (x, p, r) => (show(r, 0.5) ? mpnFmt(x, "strip", p) : ""),
    unit: (p) => unitOf(p),
  },
  {
    slug: "wrenfield-diy", name: "Wrenfield DIY & Garden", format: "xml", alt: 4,
    style: "Wrenfield (a DIY chain) writes sentence-case titles with (L)/(W)/(T) dimensions in m and mm, brands its own commodities \"Wrenfield\" in title and brand column, adds \"| Free Delivery\" to some titles, runs more sale prices, and lists MDF torus skirting heights (size) and decorative chippings (color) as item-group variants.",
    aff: { cement: 1, "concrete-mortar": 1.2, sand: 0.9, aggregates: 1, timber: 0.8, "sheet-materials": 1, plasterboard: 0.8, plaster: 1, bricks: 0.35, blocks: 0.35, "skirting-architrave": 1.6, insulation: 1, roofing: 0.6, drainage: 0.8, other: 0.6 },
    cols: ALL_FIELDS,
    priceF: 1.1, round: "99", saleRate: 0.16, oosRate: 0.07,
    id: (r) => `${r.int(100000000, 999999999)}`,
    link: (id, title) => `https://www.wrenfield-diy.example/${slug(title.replace(/\|.*$/, "")).slice(0, 90)}/p/${id}`,
    title: (p, n, r) => {
      const br = p.brand ?? "Wrenfield";
      const pk = p.pack ? (p.packWord === "Pallet" ? ` - Pallet of ${p.pack} bags` : `, Pack of ${p.pack}`) : "";
      const t = J(br, sentence(n), p.v ? p.v.toLowerCase() : "", szWrenfield(p)) + pk;
      return r.chance(0.3) ? `${t} | Free Delivery` : t;
    },
    brand: (p) => p.brand ?? "Wrenfield",
    desc: (p) => `${p.desc} Free delivery on orders over £75.`,
    ptype: (p) => `Building Supplies > ${CAT_LABEL[p.cat]} > ${p.sub}`,
    gtin: (g, r) => (show(r, 0.85) ? g : ""),
    mpn: () => "",
    unit: (p) => unitOf(p),
  },
  {
    slug: "hebden-sowerby", name: "Hebden & Sowerby Timber", format: "tsv", alt: 5,
    syn: [[/\bTreated\b/g, "Tanalised"], [/Tapered Edge/g, "T/E"], [/Square Edge/g, "S/E"]],
    style: "Hebden & Sowerby (a Pennine timber yard) leads timber and sheet titles with imperial sizes (4x2, 8'x4', 3/4\", 16ft) and gives the metric in brackets, says \"Tanalised\" and \"T/E\", writes \"BB\" for bulk bags, and leaves the brand column empty on most rows.",
    aff: { cement: 0.4, "concrete-mortar": 0.5, sand: 0.4, aggregates: 0.2, timber: 2.2, "sheet-materials": 1.7, plasterboard: 0.5, plaster: 0.3, bricks: 0, blocks: 0, "skirting-architrave": 1.5, insulation: 0.5, roofing: 0.7, drainage: 0.15, other: 0.3 },
    cols: ["id", "title", "brand", "price", "sale_price", "availability", "link", "description", "product_type", "gtin", "mpn", "unit_pricing_measure"],
    priceF: 0.97, round: "5p", saleRate: 0.04, oosRate: 0.09,
    id: (r, p) => `HS/${p.cat.slice(0, 3).toUpperCase()}/${r.int(1000, 9999)}`,
    link: (id) => `https://www.hebden-sowerby.example/catalogue/${id.replace(/\//g, "-").toLowerCase()}`,
    title: (p, n) => titleHebden(p, n),
    brand: (p, r) => (p.brand && r.chance(0.4) ? p.brand : ""),
    desc: (p) => (p.cat === "timber" || p.cat === "sheet-materials" ? `${p.desc} Cutting service available in the yard.` : p.desc),
    ptype: (p) => (p.cat === "timber" ? `Timber > ${p.sub}` : `${CAT_LABEL[p.cat]} > ${p.sub}`),
    gtin: (g, r) => (show(r, 0.2) ? g : ""),
    mpn: () => "",
    unit: (p, r) => (r.chance(0.5) ? unitOf(p) : ""),
  },
  {
    slug: "corrick-building", name: "Corrick Building Supplies", format: "xml", alt: 6,
    style: "Corrick (a Cornish builders' merchant) writes the category first with an en dash (\"Plasterboard – Gyproc ...\"), uses \"×\" and metres to one decimal, adds \"- Trade Price\" to some titles, gives the parent company as brand and \"Corrick\" for its own commodities, and writes spec-sheet descriptions.",
    aff: { cement: 1, "concrete-mortar": 1, sand: 1, aggregates: 1, timber: 1, "sheet-materials": 1, plasterboard: 1, plaster: 1, bricks: 1, blocks: 1, "skirting-architrave": 0.8, insulation: 1, roofing: 1.1, drainage: 0.9, other: 1 },
    cols: ALL_FIELDS,
    priceF: 1.06, round: "pence", saleRate: 0.07, oosRate: 0.06,
    id: (r) => `COR-${r.int(10000, 99999)}`,
    link: (id, _t, p) => `https://www.corrick-building.example/products/${slug(p.sub)}/${id.toLowerCase()}`,
    title: (p, n, r) => {
      const t = `${SINGULAR[p.sub] ?? p.sub} – ${J(B(p), n, p.v, szCorrick(p), p.pack ? `– ${p.packWord === "Pallet" ? "Pallet" : "Pack"} of ${p.pack}` : "")}`;
      return r.chance(0.25) ? `${t} - Trade Price` : t;
    },
    brand: (p) => p.parent ?? p.brand ?? "Corrick",
    desc: (p) => J(p.brand ? `Brand: ${p.brand}${p.parent ? ` (${p.parent})` : ""}.` : "", `Size: ${szCorrick(p).replace(/[()]/g, "")}.`, p.pack ? `Quantity: ${p.pack}.` : "", p.desc),
    ptype: (p) => `Home > Products > ${CAT_LABEL[p.cat]}`,
    gtin: (g, r) => (show(r, 0.5) ? g : ""),
    mpn: (x, p, r) => (show(r, 0.5) ? mpnFmt(x, "lower", p) : ""),
    unit: (p) => unitOf(p),
  },
  {
    slug: "fenland-builders", name: "Fenland Aggregates & Builders", format: "tsv", alt: 7,
    style: "Fenland (an aggregates yard and builders' merchant) puts the size first with \"Kg\" and \" X \", writes sheet and timber lengths in cm (240 X 120cm, 480cm), leaves the brand out of the title for cement, plaster, mortar, bricks and blocks (brand column only), and brands its own commodities \"Fenland\".",
    aff: { cement: 1.5, "concrete-mortar": 1.3, sand: 2.2, aggregates: 2.2, timber: 0.5, "sheet-materials": 0.3, plasterboard: 0.5, plaster: 0.6, bricks: 1.2, blocks: 1.2, "skirting-architrave": 0.1, insulation: 0.4, roofing: 0.3, drainage: 0.6, other: 0.8 },
    cols: ["id", "title", "brand", "description", "price", "sale_price", "availability", "link", "product_type", "gtin", "mpn", "unit_pricing_measure"],
    priceF: 0.93, round: "49", saleRate: 0.05, oosRate: 0.12,
    id: (r) => `F${r.int(1000, 9999)}`,
    link: (id) => `https://www.fenland-builders.example/index.php?route=product/product&product_id=${id.slice(1)}`,
    title: (p, n) => titleFenland(p, n),
    brand: (p) => p.brand ?? "Fenland",
    desc: (p) => p.desc,
    ptype: (p) => CAT_LABEL[p.cat],
    gtin: (g, r) => (show(r, 0.3) ? g : ""),
    mpn: () => "",
    unit: (p, r) => (r.chance(0.4) ? unitOf(p) : ""),
  },
  {
    slug: "marchwood-online", name: "Marchwood Merchants Online", format: "csv", alt: 8,
    style: "Marchwood (an online merchant) puts the range-brand spelling first (Sterling OSB, Smartply, MEDITE, LBC, Osma, Floplast, ROCKWOOL), writes dimensions with \"by\" plus feet for sheets, gives nominal and finished sizes for planed timber, and lists FloPlast gutter/downpipe colours and Onduline sheet colours as colour variants of shared item groups.",
    aff: { cement: 0.8, "concrete-mortar": 0.8, sand: 0.6, aggregates: 0.7, timber: 0.9, "sheet-materials": 1, plasterboard: 0.8, plaster: 0.8, bricks: 0.6, blocks: 0.5, "skirting-architrave": 1, insulation: 0.9, roofing: 0.8, drainage: 1, other: 0.8 },
    cols: ["id", "item_group_id", "title", "description", "link", "brand", "color", "price", "sale_price", "availability", "gtin", "mpn", "product_type", "unit_pricing_measure"],
    priceF: 1.0, round: "99", saleRate: 0.1, oosRate: 0.05,
    id: (r) => `MW-${r.int(0, 0xffffff).toString(16).padStart(6, "0")}`,
    link: (id, title) => `https://www.marchwood-online.example/products/${slug(title)}-${id.slice(3)}`,
    title: (p, n) => J(p.range ?? p.brand, n, p.v ? `- ${p.v}` : "", szMarchwood(p), p.pack ? `(${p.pack} ${p.packWord === "Pallet" ? "bag pallet" : "pack"})` : ""),
    brand: (p) => p.range ?? p.brand ?? "",
    desc: (p) => p.desc,
    ptype: (p) => `Shop > ${CAT_LABEL[p.cat]} > ${p.sub}`,
    gtin: (g, r) => (show(r, 0.5) ? gtinFmt(g, r.chance(0.5) ? "spaced" : "13") : ""),
    mpn: (x, p, r) => (show(r, 0.6) ? mpnFmt(x, r.chance(0.5) ? "prefix" : "space", p) : ""),
    unit: (p) => unitOf(p),
  },
  {
    slug: "blackwater-sidings", name: "Blackwater Sidings Builders Merchant", format: "csv", alt: 9,
    style: "Blackwater Sidings (a yard on an old railway siding) writes the product first and the brand last after a dash (\"Multi-Finish Plaster 25kg - Thistle\"), says \"Soft Sand\" and \"Jumbo Bag\", writes lengths in \"mtr\", adds \"| Free Delivery\" to bulk and pallet lines, and gives the parent company as brand (Heidelberg Materials, Tarmac, Forterra).",
    aff: { cement: 1, "concrete-mortar": 1, sand: 1, aggregates: 1, timber: 1, "sheet-materials": 0.8, plasterboard: 1, plaster: 1, bricks: 1.4, blocks: 1.4, "skirting-architrave": 0.6, insulation: 0.9, roofing: 0.8, drainage: 0.8, other: 1 },
    cols: ["id", "title", "brand", "price", "sale_price", "availability", "link", "description", "product_type", "gtin", "mpn", "unit_pricing_measure"],
    priceF: 1.02, round: "pence", saleRate: 0.06, oosRate: 0.06,
    id: (r) => `BW${r.int(10000, 99999)}-${r.int(10, 99)}`,
    link: (id, title) => `https://www.blackwater-sidings.example/product/${id}/${slug(title.replace(/\|.*$/, ""))}`,
    title: (p, n, r) => {
      const t = J(n, p.v, szBlackwater(p), p.pack ? `(Pack of ${p.pack})` : "", p.brand ? `- ${p.brand}` : "");
      return isBag(p) || p.packWord === "Pallet" || r.chance(0.06) ? `${t} | Free Delivery` : t;
    },
    brand: (p) => p.parent ?? p.brand ?? "Blackwater Sidings",
    desc: (p) => `${p.desc} Collect from the yard or we deliver across the county.`,
    ptype: (p) => `Building & Landscaping > ${CAT_LABEL[p.cat]}`,
    gtin: (g, r) => (show(r, 0.35) ? g : ""),
    mpn: (x, _p, r) => (show(r, 0.35) ? x : ""),
    unit: (p) => unitOf(p),
  },
];

/* ------------------------------------------------------------------ assignment */

const K_DIST: [number, number][] = [[2, 0.12], [3, 0.24], [4, 0.26], [5, 0.2], [6, 0.11], [7, 0.07]];
const assignment = new Map<string, string[]>();
for (const p of PRODUCTS) {
  const r = rng("assign", p.key);
  let u = r.next();
  let k = 4;
  for (const [kk, w] of K_DIST) {
    if (u < w) { k = kk; break; }
    u -= w;
  }
  const forced = p.group ? [p.group.merchant] : [];
  const pool = MERCHANTS.filter((mm) => !forced.includes(mm.slug) && (mm.aff[p.cat] ?? 0) > 0).map((mm) => ({ slug: mm.slug, w: mm.aff[p.cat] ?? 0 }));
  k = Math.max(2, forced.length, Math.min(7, k, forced.length + pool.length));
  const chosen = [...forced];
  while (chosen.length < k && pool.length) {
    const tot = pool.reduce((s, x) => s + x.w, 0);
    let x = r.next() * tot;
    let idx = 0;
    for (; idx < pool.length - 1; idx++) {
      x -= at(pool, idx).w;
      if (x < 0) break;
    }
    chosen.push(at(pool, idx).slug);
    pool.splice(idx, 1);
  }
  assignment.set(p.key, chosen);
}

/* ------------------------------------------------------------------ rows */

type Row = Record<Col, string>;

function roundPrice(x: number, style: Merchant["round"]): number {
  switch (style) {
    case "pence": return Math.round(x * 100) / 100;
    case "5p": return Math.max(0.05, Math.round(x * 20) / 20);
    case "99": return x < 3 ? Math.round(x * 10) / 10 - 0.01 : Math.round(x) - 0.01;
    case "49": return x < 3 ? Math.round(x * 20) / 20 : Math.round(x * 2) / 2 - 0.01;
  }
}

const rowsBy = new Map<string, { p: Prod; row: Row }[]>();
for (const mer of MERCHANTS) {
  const rows: { p: Prod; row: Row }[] = [];
  const ids = new Set<string>();
  for (const p of PRODUCTS) {
    if (!(assignment.get(p.key) ?? []).includes(mer.slug)) continue;
    const r = rng(mer.slug, p.key);
    let n = p.alts ? at(p.alts, mer.alt % p.alts.length) : p.name;
    for (const [re, to] of mer.syn ?? []) n = n.replace(re, to);
    let id = mer.id(r, p);
    while (ids.has(id)) id = mer.id(r, p);
    ids.add(id);
    const title = mer.title(p, n, r);
    const price = roundPrice(p.price * mer.priceF * (0.95 + 0.1 * r.next()), mer.round);
    const sale = r.chance(mer.saleRate) ? Math.round(price * (0.85 + 0.08 * r.next()) * 100) / 100 : 0;
    const grp = p.group && p.group.merchant === mer.slug ? p.group : undefined;
    const row: Row = {
      id, title,
      brand: mer.brand(p, r),
      price: `${price.toFixed(2)} GBP`,
      sale_price: sale > 0 && sale < price ? `${sale.toFixed(2)} GBP` : "",
      availability: r.chance(mer.oosRate) ? "out_of_stock" : "in_stock",
      link: mer.link(id, title, p),
      description: mer.desc(p, r),
      product_type: mer.ptype(p),
      gtin: p.gtin ? mer.gtin(p.gtin, r) : "",
      mpn: p.mpn ? mer.mpn(p.mpn, p, r) : "",
      unit_pricing_measure: mer.unit(p, r),
      item_group_id: grp ? `${mer.slug.slice(0, 2).toUpperCase()}-GRP-${grp.id}` : "",
      color: grp && grp.attr === "color" ? grp.value : "",
      size: grp && grp.attr === "size" ? grp.value : "",
    };
    rows.push({ p, row });
  }
  // feeds are ordered by category, then shuffled within a category
  const order = new Map(rows.map(({ p }) => [p.key, rng("order", mer.slug, p.key).next()]));
  rows.sort((a, b) => CATS.indexOf(a.p.cat) - CATS.indexOf(b.p.cat) || (order.get(a.p.key) ?? 0) - (order.get(b.p.key) ?? 0));
  rowsBy.set(mer.slug, rows);
}

/* ------------------------------------------------------------------ writers */

const csvCell = (s: string): string => (/[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const tsvCell = (s: string): string => s.replace(/[\t\r\n]+/g, " ");
const xmlEsc = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function feedText(mer: Merchant, rows: Row[]): string {
  const hasOpt = (c: Col): boolean => rows.some((r) => r[c] !== "");
  if (mer.format === "xml") {
    const lines = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
      "  <channel>",
      `    <title>${xmlEsc(mer.name)}</title>`,
      `    <link>https://www.${mer.slug}.example/</link>`,
      `    <description>${xmlEsc(mer.name)} product feed</description>`,
    ];
    for (const r of rows) {
      lines.push("    <item>");
      lines.push(`      <g:id>${xmlEsc(r.id)}</g:id>`);
      lines.push(`      <title>${xmlEsc(r.title)}</title>`);
      lines.push(`      <description>${xmlEsc(r.description)}</description>`);
      lines.push(`      <link>${xmlEsc(r.link)}</link>`);
      const g = (c: Col): void => {
        if (r[c] !== "") lines.push(`      <g:${c}>${xmlEsc(r[c])}</g:${c}>`);
      };
      (["price", "sale_price", "availability", "brand", "gtin", "mpn", "product_type", "unit_pricing_measure", "item_group_id", "color", "size"] as Col[]).forEach(g);
      lines.push("    </item>");
    }
    lines.push("  </channel>", "</rss>", "");
    return lines.join("\n");
  }
  const cols = mer.cols.filter((c) => !["item_group_id", "color", "size"].includes(c) || hasOpt(c));
  const cell = mer.format === "csv" ? csvCell : tsvCell;
  const sep = mer.format === "csv" ? "," : "\t";
  return [cols.join(sep), ...rows.map((r) => cols.map((c) => cell(r[c])).join(sep))].join("\n") + "\n";
}

/* ------------------------------------------------------------------ output */

mkdirSync(OUT, { recursive: true });
const truth: Record<string, string> = {};
const feedName = (mer: Merchant): string => `${mer.slug}.${mer.format}`;
for (const mer of MERCHANTS) {
  const rows = rowsBy.get(mer.slug) ?? [];
  for (const { p, row } of rows) {
    const k = `${mer.slug}:${row.id}`;
    if (truth[k]) throw new Error("duplicate truth key " + k);
    if (!/^\d+\.\d\d GBP$/.test(row.price) || !row.link.startsWith("https://") || !row.title) throw new Error("bad row " + k);
    truth[k] = p.key;
  }
  writeFileSync(join(OUT, feedName(mer)), feedText(mer, rows.map((x) => x.row)));
}
const sortObj = (o: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.keys(o).sort().map((k) => [k, o[k] ?? ""]));
writeFileSync(join(OUT, "demo-truth.json"), JSON.stringify(sortObj(truth), null, 2) + "\n");
writeFileSync(join(OUT, "categories.json"), JSON.stringify(sortObj(Object.fromEntries(PRODUCTS.map((p) => [p.key, p.cat]))), null, 2) + "\n");
writeFileSync(
  join(OUT, "merchants.json"),
  JSON.stringify(
    {
      imageOrigin: "https://demo-images.buildcompare.invalid/",
      merchants: MERCHANTS.map((mer) => ({ slug: mer.slug, name: mer.name, websiteUrl: `https://www.${mer.slug}.example/`, verified: false, feed: feedName(mer) })),
    },
    null,
    2,
  ) + "\n",
);

/* ------------------------------------------------------------------ README */

const totalRows = Object.keys(truth).length;
const perCat = CATS.map((c) => {
  const keys = new Set(PRODUCTS.filter((p) => p.cat === c).map((p) => p.key));
  const rows = Object.values(truth).filter((k) => keys.has(k)).length;
  return { c, products: keys.size, rows };
});
const fmtLabel: Record<Merchant["format"], string> = { tsv: "TSV", csv: "CSV", xml: "RSS 2.0 + g:" };
const pad = (s: string, n: number): string => s + " ".repeat(Math.max(0, n - s.length));
const counts = MERCHANTS.map((mer) => (rowsBy.get(mer.slug) ?? []).length);
const perProduct = PRODUCTS.map((p) => (assignment.get(p.key) ?? []).length);
const readme = [
  "# Matching holdout 6",
  "",
  "Ten fictional UK merchant feeds (Google Merchant Center attributes) with ground truth, written",
  "without looking at the matcher or its tests; of the other sets only holdout-4's README, merchants.json",
  "and the first lines of its feeds and truth file were read, for the format.",
  "",
  "Regenerate (deterministic, byte-identical): `npx tsx eval/matching-holdout-6/generate.ts`",
  "",
  `| ${pad("file", 26)} | ${pad("merchant", 38)} | ${pad("format", 12)} | rows |`,
  `| ${"-".repeat(26)} | ${"-".repeat(38)} | ${"-".repeat(12)} | ---- |`,
  ...MERCHANTS.map((mer, i) => `| ${pad(feedName(mer), 26)} | ${pad(mer.name, 38)} | ${pad(fmtLabel[mer.format], 12)} | ${pad(String(counts[i] ?? 0), 4)} |`),
  "",
  `${totalRows} rows, ${PRODUCTS.length} true products (each at ${Math.min(...perProduct)}–${Math.max(...perProduct)} merchants).`,
  "`demo-truth.json` maps `<merchant-slug>:<id>` to the true product key for every row;",
  "`categories.json` maps every true product key to its category.",
  "",
  `| ${pad("category", 20)} | products | rows |`,
  `| ${"-".repeat(20)} | -------- | ---- |`,
  ...perCat.map((x) => `| ${pad(x.c, 20)} | ${pad(String(x.products), 8)} | ${pad(String(x.rows), 4)} |`),
  "",
  "## House styles",
  "",
  ...MERCHANTS.map((mer) => `- ${mer.style}`),
  "",
  "## Look-alikes (different true keys)",
  "",
  "Neighbouring sizes (timber sections and lengths, board thickness 9/11/18mm, 9.5/12.5/15mm plasterboard,",
  "1800x900 vs 2400x1200, 100/140mm blocks, 119/144/169mm skirting, 50/75/100mm PIR, 100/200mm loft roll,",
  "DPC widths, wall-tie lengths, lintel lengths, 2.5m vs 5.5m downpipe, 3m vs 6m drain pipe); 25kg bag vs",
  "mini bag vs bulk bag; 20kg vs 25kg kiln-dried sand; sharp vs building vs plastering vs silver vs red sand;",
  "10mm vs 20mm gravel, MOT Type 1 vs recycled Type 1, chipping colours and sizes; C16 vs C24, treated vs",
  "kiln-dried, CLS 4x2 vs sawn 4x2, PAR vs treated PAR, planed 25x50 vs roofing batten 25x50; MDF vs pine and",
  "torus/ogee/chamfered & rounded/bullnose/pencil round profiles; single architrave vs door set of 5; TE vs SE;",
  "WallBoard/SoundBloc/FireLine/MoistureShield and the Knauf/Siniat equivalents; Multi-Finish vs Board Finish,",
  "Bonding vs Hardwall; LBC Heather vs Rustic vs Brecken Grey, single brick vs pack of 390, red vs blue and",
  "perforated vs solid engineering bricks; 3.6N vs 7.3N vs 2.9N blocks; General Purpose vs Mastercrete vs",
  "Snowcrete, paper vs plastic bag, single bag vs pallet of 56; Medite MR vs Premier, Egger P5 vs Protect;",
  "tile and ridge colours; gutter/downpipe/Onduline colours; downpipe vs downpipe shoe, running outlet and",
  "fascia bracket vs gutter, underground pipe vs soil pipe, 87.5° vs 45° bend; and the same spec by two",
  "makers (SterlingOSB/SmartPly, Gyproc/Knauf/Siniat, Celotex/Recticel/Ecotherm, Earthwool/Isover,",
  "OsmaDrain/Polypipe, Ibstock/Wienerberger, Thermalite/Celcon/Toplite, Blue Circle/Cemex/Hanson/Rugby,",
  "Thistle/Knauf).",
  "",
  "Same-merchant variants share an `item_group_id` and carry a `color` or `size` value: Tamar Valley",
  "(Marley Modern tile and ridge colours), Drayhurst (OsmaDrain 110mm pipe 3m/6m), Wrenfield (MDF torus",
  "skirting heights, decorative chippings) and Marchwood (FloPlast gutter and downpipe colours, Onduline).",
  "",
  "Wording differs across merchants for the same product: Building/Soft/Builders Sand, PAR/PSE/Planed All",
  "Round, Treated/Tanalised/Pressure Treated/TRTD, Bulk Bag/Jumbo Bag/1T BAG/BB, MOT Type 1/Type 1 Sub Base/DTp1.",
  "",
  "GTINs are synthetic (valid EAN-13 check digits, \"50\" prefix), the same for a product at every merchant",
  "that shows one, and written as 13 digits, as 14 with a leading 0, or with spaces. They are not the",
  "manufacturers' real barcodes. MPNs are synthetic except where the maker's code is the product name",
  "(GA4100, TP10, RWA45, CG90/100) and are formatted differently by each merchant.",
  "",
].join("\n");
writeFileSync(join(OUT, "README.md"), readme);

console.log(`wrote ${MERCHANTS.length} feeds, ${totalRows} rows, ${PRODUCTS.length} products to ${OUT}`);
for (const x of perCat) console.log(`  ${pad(x.c, 20)} ${pad(String(x.products), 4)} products ${x.rows} rows`);
MERCHANTS.forEach((mer, i) => console.log(`  ${pad(mer.slug, 22)} ${mer.format} ${counts[i]}`));
