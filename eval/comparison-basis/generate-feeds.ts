/**
 * Comparison-basis evaluation set: generator.
 *
 * Writes seven fictional UK merchants' Google Merchant Center feeds (TSV, CSV, RSS-XML with the g: namespace)
 * plus one follow-up full feed for one merchant (to make "not in feed" offers), and expectations.json, into
 * this folder. Fully deterministic: no randomness, no clock. Sale windows are far in the past / far in the
 * future / spanning 2020–2099 so that "running now" is the same on any day this set will be used.
 *
 *   npx tsx eval/comparison-basis/generate-feeds.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const FEEDS = join(HERE, "feeds");

// ---------------------------------------------------------------------------------------------------------
// merchants (import order matters: the first merchant selling a product always states its size)

type Format = "tsv" | "csv" | "xml-nested" | "xml-flat";
interface Merchant {
  slug: string;
  name: string;
  format: Format;
  prefix: string;
  site: string;
}
const MERCHANTS: Merchant[] = [
  { slug: "harbourside-bm", name: "Harbourside Builders Merchants", format: "tsv", prefix: "HBM", site: "https://www.harbourside-bm.example.co.uk" },
  { slug: "ashdown-trade", name: "Ashdown Trade Supplies", format: "csv", prefix: "ATS", site: "https://shop.ashdowntrade.example.co.uk" },
  { slug: "pennine-timber", name: "Pennine Timber & Building Supplies", format: "xml-nested", prefix: "PTB", site: "https://www.penninetimber.example.co.uk" },
  { slug: "fenland-bc", name: "Fenland Building Centre", format: "tsv", prefix: "FBC", site: "https://fenlandbuildingcentre.example.co.uk" },
  { slug: "severn-valley", name: "Severn Valley Merchants", format: "xml-flat", prefix: "SVM", site: "https://www.severnvalleymerchants.example.co.uk" },
  { slug: "thameside-trade", name: "Thameside Trade Direct", format: "csv", prefix: "TTD", site: "https://thamesidetrade.example.co.uk" },
  { slug: "cairngorm-bs", name: "Cairngorm Builders Supply", format: "tsv", prefix: "CBS", site: "https://www.cairngormbuilders.example.co.uk" },
];

/** The one sentence Ashdown appends to every description. */
const BOILERPLATE =
  "Free next-day delivery on orders over £350 to most UK mainland postcodes, and all our prices include VAT at 20%.";

// ---------------------------------------------------------------------------------------------------------
// quantities

type Label = "per kg" | "per m" | "per m²" | "per m³" | "each";
type Q = Partial<Record<Label, number[]>>;
const kg = (n: number): Q => ({ "per kg": [n], each: [1] });
const len = (metres: number, count = 1): Q => ({
  "per m": [round(metres * count, 4)],
  each: count === 1 ? [1] : [count, 1],
});
const area = (...m2: number[]): Q => ({ "per m²": m2, each: [1] });
const areaPack = (m2: number, count: number): Q => ({ "per m²": [m2], each: [count, 1] });
const items = (n: number): Q => ({ each: [n] });
const ONE: Q = { each: [1] }; // a single bag / board / length whose size the offer does not state
const NOTHING: Q = {}; // a pack whose count the offer does not state
const EIGHT_BY_FOUR = [2.88, 2.9768, 2.9729]; // "8x4": 2400x1200, 2440x1220 or 8ft x 4ft

function round(n: number, dp = 2): number {
  const f = 10 ** dp;
  return Math.round(n * f) / f;
}

// ---------------------------------------------------------------------------------------------------------
// products

type Avail = "in_stock" | "out_of_stock" | "preorder" | "backorder";
type Window = "run" | "dateonly" | "ended" | "future" | "nodates";
interface OfferSpec {
  m: string; // merchant slug
  t: string; // title
  p: number; // price
  s?: number; // sale price
  w?: Window; // sale window
  d: number | null; // delivery (null: no shipping attribute)
  a?: Avail; // default in_stock
  u?: string; // unit_pricing_measure
  desc?: string;
  brand?: string;
  q: Q; // quantities the offer itself states
  inferQ?: Q; // the true quantity where the offer does not state it (matched by GTIN)
  gone?: boolean; // absent from the merchant's follow-up full feed → not_in_feed
}
interface ProductSpec {
  key: string;
  category: string; // product_type written by merchants that give one
  unit: Label | null; // expected unit label (null: no clear expectation)
  caps?: boolean; // every merchant writes the title in capitals
  codes?: string[]; // codes that must survive readable-casing exactly
  marker?: string; // phrase from the most informative description that the product description must carry
  offers: OfferSpec[];
}

const T = (s: string) => s; // readability marker for titles

const P: ProductSpec[] = [
  // ------------------------------------------------------------------ bagged cement, sand, aggregates (kg)
  {
    key: "cement-bluecircle-gp-25kg",
    category: "Building Materials > Cement",
    unit: "per kg",
    marker: "conforms to BS EN 197-1",
    offers: [
      { m: "harbourside-bm", t: T("Blue Circle General Purpose Cement 25kg Bag"), p: 6.95, d: 9.95, u: "25kg", q: kg(25), brand: "Blue Circle", desc: "25kg bag of general purpose cement." },
      { m: "ashdown-trade", t: "Blue Circle GP Cement 25kg Paper Sack", p: 7.49, d: 4.99, q: kg(25), desc: "Blue Circle general purpose cement in a 25kg paper sack, suitable for mortar, render and concrete mixes around the home." },
      { m: "pennine-timber", t: "Blue Circle General Purpose Portland Cement - 25kg", p: 7.2, d: 5.5, q: kg(25), desc: "Grey Portland cement that conforms to BS EN 197-1, supplied in a 25kg bag. Mix with sharp sand and aggregate for concrete, or with building sand for bricklaying mortar. Keep dry." },
      { m: "fenland-bc", t: "Blue Circle Cement Bag", p: 6.5, d: 6.5, u: "25kg", q: kg(25) },
      { m: "severn-valley", t: "General Purpose Cement 25 kg Blue Circle", p: 5.99, d: null, a: "out_of_stock", q: kg(25) },
    ],
  },
  {
    key: "cement-tarmac-mp-25kg",
    category: "Building Materials > Cement",
    unit: "per kg",
    offers: [
      { m: "harbourside-bm", t: "Tarmac Multi Purpose Cement 25kg", p: 6.4, d: 0, q: kg(25), brand: "Tarmac", desc: "Tarmac multi purpose cement, 25kg." },
      { m: "thameside-trade", t: "Tarmac Multipurpose Cement 25kg Plastic Bag", p: 5.8, s: 5.2, w: "run", d: 2.5, q: kg(25) },
      { m: "cairngorm-bs", t: "Tarmac MP Cement 25kg", p: 6.1, d: 0, q: kg(25) },
    ],
  },
  {
    key: "sand-sharp-25kg",
    category: "Building Materials > Sand",
    unit: "per kg",
    marker: "washed and graded 0-4mm",
    offers: [
      { m: "harbourside-bm", t: "Washed Sharp Sand 25kg Handy Bag", p: 4.2, d: 4.99, q: kg(25), desc: "Sharp sand, 25kg handy bag." },
      { m: "ashdown-trade", t: "Sharp Sand Handy Bag", p: 3.85, d: 4.99, q: ONE, inferQ: kg(25), desc: "Sharp sand in a handy bag that one person can lift, good for concrete mixes, screeds and laying patio slabs." },
      { m: "pennine-timber", t: "Sharp Concreting Sand Mini Bag 25kg", p: 4.5, d: 3.95, q: kg(25), desc: "Quarried sharp sand, washed and graded 0-4mm, for concrete, floor screeds and bedding paving. Coarser than building sand, so it is not meant for bricklaying mortar. 25kg bag." },
      { m: "fenland-bc", t: "Sharp Sand - Small Bag", p: 4.1, d: 5.5, u: "25 kg", q: kg(25) },
    ],
  },
  {
    key: "sand-building-25kg",
    category: "Building Materials > Sand",
    unit: "per kg",
    offers: [
      { m: "harbourside-bm", t: "Building Sand 25kg Bag", p: 3.95, d: 5.0, q: kg(25), desc: "Soft building sand for mortar." },
      { m: "ashdown-trade", t: "Soft Building Sand 25kg", p: 4.2, s: 3.2, w: "ended", d: 4.99, q: kg(25), desc: "Soft building sand for bricklaying and pointing mortar." },
      { m: "severn-valley", t: "Building Sand Handy Bag 25kg", p: 4.4, s: 3.4, w: "run", d: 5.0, q: kg(25) },
      { m: "thameside-trade", t: "Soft Sand 25kg Bag", p: 4.3, s: 2.9, w: "future", d: 4.5, q: kg(25) },
    ],
  },
  {
    key: "gravel-10mm-25kg",
    category: "Building Materials > Aggregates",
    unit: "per kg",
    offers: [
      { m: "harbourside-bm", t: "10mm Pea Gravel 25kg", p: 4.6, d: 4.99, q: kg(25), desc: "10mm pea gravel, 25kg bag." },
      { m: "pennine-timber", t: "Pea Gravel 10mm Handy Bag", p: 4.75, d: 3.5, u: "25kg", q: kg(25), desc: "Rounded pea gravel for paths and drainage." },
      { m: "cairngorm-bs", t: "10mm Washed Gravel Bag 25kg", p: 4.25, d: null, q: kg(25) },
    ],
  },
  {
    key: "type1-bulk-850kg",
    category: "Building Materials > Aggregates",
    unit: "per kg",
    offers: [
      { m: "harbourside-bm", t: "Type 1 MOT Sub-Base Bulk Bag 850kg", p: 52.0, d: 25.0, q: kg(850), desc: "Type 1 sub-base in a bulk bag." },
      { m: "ashdown-trade", t: "MOT Type 1 Sub Base Bulk Bag approx 850kg", p: 49.5, d: 35.0, q: kg(850), desc: "Crushed Type 1 sub-base for driveways and paths, compacts hard." },
      { m: "fenland-bc", t: "Type 1 Sub-Base Jumbo Bag 0.6m³", p: 47.0, d: 30.0, q: { "per m³": [0.6], each: [1] }, inferQ: kg(850) },
      { m: "severn-valley", t: "Type 1 MOT Bulk Bag 850 kg", p: 55.0, d: 0, a: "out_of_stock", q: kg(850) },
    ],
  },
  {
    key: "ballast-bulk-850kg",
    category: "Building Materials > Aggregates",
    unit: "per kg",
    offers: [
      { m: "harbourside-bm", t: "All-in Ballast Bulk Bag 850kg", p: 54.0, d: 20.0, q: kg(850), desc: "All-in ballast for concrete." },
      { m: "pennine-timber", t: "Ballast (All-in) 20mm Bulk Bag - 850kg", p: 56.0, d: 12.0, a: "backorder", q: kg(850), desc: "20mm all-in ballast, sand and gravel premixed." },
      { m: "thameside-trade", t: "Ballast All-In Bulk Bag 850kg", p: 51.0, d: 25.0, q: kg(850) },
      { m: "cairngorm-bs", t: "20mm All In Ballast Bulk Bag 850kg", p: 45.0, d: 15.0, q: kg(850), gone: true },
    ],
  },
  {
    key: "postcrete-20kg",
    category: "Building Materials > Cement",
    unit: "per kg",
    offers: [
      { m: "harbourside-bm", t: "Blue Circle Postcrete 20kg", p: 8.5, d: 4.0, q: kg(20), desc: "Rapid setting post mix." },
      { m: "ashdown-trade", t: "Postcrete Rapid Set Post Fix 20kg", p: 8.2, d: 4.99, q: kg(20), desc: "Rapid-setting post fixing mix, sets in about ten minutes." },
      { m: "severn-valley", t: "Blue Circle Postcrete Post Fix 20 kg", p: 8.9, d: 3.0, q: kg(20) },
      { m: "thameside-trade", t: "Postcrete 20kg Bag", p: 7.95, d: 5.5, q: kg(20) },
      { m: "cairngorm-bs", t: "Postcrete 20kg", p: 8.3, d: 4.2, q: kg(20) },
    ],
  },
  {
    key: "hydrated-lime-20kg",
    category: "Building Materials > Cement",
    unit: "per kg",
    offers: [
      { m: "harbourside-bm", t: "Limbux Hydrated Lime 20kg", p: 11.2, d: 5.0, q: kg(20), desc: "Hydrated lime for mortar." },
      { m: "pennine-timber", t: "Hydrated Lime Bag 20 Kg", p: 10.8, d: 5.95, q: kg(20), desc: "Hydrated lime to improve mortar workability." },
      { m: "fenland-bc", t: "Hydrated Lime", p: 10.5, d: 6.0, u: "20kg", q: kg(20) },
    ],
  },
  {
    key: "kiln-dried-sand-20kg",
    category: "Building Materials > Sand",
    unit: "per kg",
    offers: [
      { m: "severn-valley", t: "Kiln Dried Paving Sand 20kg", p: 5.2, d: 4.0, q: kg(20) },
      { m: "thameside-trade", t: "Kiln Dried Sand 20kg Bag", p: 4.9, d: 4.5, q: kg(20) },
      { m: "cairngorm-bs", t: "Kiln Dried Jointing Sand 20kg", p: 5.4, d: 3.5, q: kg(20) },
    ],
  },
  {
    key: "sharp-sand-bulk-850kg",
    category: "Building Materials > Sand",
    unit: "per kg",
    offers: [
      { m: "harbourside-bm", t: "Sharp Sand Bulk Bag 850kg", p: 48.0, d: 20.0, a: "out_of_stock", q: kg(850), desc: "Sharp sand bulk bag." },
      { m: "fenland-bc", t: "Sharp Sand Jumbo Bag 850kg", p: 46.0, d: 25.0, a: "out_of_stock", q: kg(850) },
    ],
  },
  // ------------------------------------------------------------------ timber lengths and packs (m)
  {
    key: "c24-treated-47x100-4800",
    category: "Timber > Carcassing",
    unit: "per m",
    marker: "strength graded to C24",
    offers: [
      { m: "harbourside-bm", t: "47 x 100mm C24 Treated Regularised Timber 4.8m", p: 12.4, d: 0, q: len(4.8), desc: "C24 treated timber, 4.8m." },
      { m: "ashdown-trade", t: "C24 Treated Timber 47x100 4800mm", p: 11.9, d: 6.0, q: len(4.8), desc: "Pressure treated C24 carcassing timber for joists, studwork and roof structures, supplied in 4.8m lengths." },
      { m: "pennine-timber", t: "Treated Kiln Dried C24 47 x 100 x 4800mm", p: 12.8, d: 0, q: len(4.8), desc: "Kiln dried softwood strength graded to C24 and pressure treated for Use Class 2, regularised to 47 x 100mm with eased edges. Ideal for floor joists, rafters and stud walls. 4.8m." },
      { m: "fenland-bc", t: "4x2 C24 Tanalised Timber 4.8 metre", p: 11.5, d: 5.0, q: len(4.8) },
      { m: "severn-valley", t: "47mm x 100mm C24 Treated Carcassing 4.8m Length", p: 13.5, d: null, q: len(4.8) },
    ],
  },
  {
    key: "c24-treated-47x100-4800-pack10",
    category: "Timber > Carcassing",
    unit: "per m",
    offers: [
      { m: "harbourside-bm", t: "47 x 100mm C24 Treated Timber 4.8m - Pack of 10", p: 119.0, d: 0, q: len(4.8, 10), desc: "Pack of ten 4.8m lengths." },
      { m: "pennine-timber", t: "C24 Treated 47x100x4800mm (Pack of 10 Lengths)", p: 115.0, d: 15.0, q: len(4.8, 10), desc: "Ten lengths of treated C24." },
      { m: "thameside-trade", t: "47x100 C24 Treated Timber 4.8m x 10 Lengths", p: 112.0, d: 20.0, q: len(4.8, 10) },
      { m: "cairngorm-bs", t: "47 x 100 C24 Treated 4.8m Full Pack", p: 118.0, d: 10.0, q: NOTHING, inferQ: len(4.8, 10) },
    ],
  },
  {
    key: "c16-sawn-47x75-3600",
    category: "Timber > Sawn Timber",
    unit: "per m",
    offers: [
      { m: "harbourside-bm", t: "47 x 75mm C16 Treated Sawn Timber 3.6m", p: 6.2, d: 7.5, q: len(3.6), desc: "C16 treated sawn, 3.6m." },
      { m: "fenland-bc", t: "3x2 C16 Treated Sawn 3600mm", p: 5.8, d: 8.5, q: len(3.6) },
      { m: "severn-valley", t: "47x75mm C16 Tanalised Sawn 3.6m", p: 6.6, d: 5.0, q: len(3.6) },
      { m: "cairngorm-bs", t: "C16 Treated Sawn 47 x 75 x 3.6m", p: 5.5, s: 4.95, w: "dateonly", d: 6.0, q: len(3.6) },
    ],
  },
  {
    key: "roof-batten-25x38-4800-pack6",
    category: "Timber > Roofing Battens",
    unit: "per m",
    offers: [
      { m: "harbourside-bm", t: "25 x 38mm Treated Roofing Batten 4.8m Pack of 6", p: 24.0, d: 8.0, q: len(4.8, 6), desc: "Six treated roofing battens." },
      { m: "ashdown-trade", t: "Roof Batten 25x38mm 4800mm (6 Pack)", p: 22.5, d: 9.95, q: len(4.8, 6), desc: "Graded and treated roofing battens for tile and slate roofs." },
      { m: "severn-valley", t: "Treated Roof Battens 25 x 38 x 4.8m - 6 Pack", p: 25.0, d: 0, a: "out_of_stock", q: len(4.8, 6) },
    ],
  },
  {
    key: "mdf-torus-skirting-119-4200",
    category: "Timber > Skirting",
    unit: "per m",
    offers: [
      { m: "harbourside-bm", t: "MDF Torus Skirting Board 18 x 119mm 4.2m", p: 14.0, d: 6.0, q: len(4.2), desc: "Primed MDF torus skirting." },
      { m: "pennine-timber", t: "Torus MDF Skirting 18x119x4200mm Primed", p: 15.0, d: 4.95, q: len(4.2), desc: "Primed torus skirting board." },
      { m: "fenland-bc", t: "Primed MDF Torus Skirting 18 x 119mm 4.2m", p: 12.9, d: null, a: "preorder", q: len(4.2) },
      { m: "thameside-trade", t: "Primed MDF Torus Skirting 119mm x 4200mm", p: 13.2, d: 7.5, q: len(4.2) },
    ],
  },
  {
    key: "decking-32x144-3600",
    category: "Timber > Decking",
    unit: "per m",
    offers: [
      { m: "harbourside-bm", t: "Treated Decking Board 32 x 144mm 3.6m", p: 8.4, d: 6.0, q: len(3.6), desc: "Green treated decking board." },
      { m: "ashdown-trade", t: "Green Treated Deck Board 32x144mm 3600mm", p: 7.9, d: 6.5, q: len(3.6), desc: "Reeded softwood deck board, pressure treated green for outdoor use." },
      { m: "fenland-bc", t: "32 x 144mm Decking 3.6m Treated", p: 8.9, d: 0, q: len(3.6) },
      { m: "cairngorm-bs", t: "Decking Board 3.6m Green Treated 32x144", p: 8.1, d: 7.0, q: len(3.6) },
    ],
  },
  {
    key: "batten-25x50-3000-pack10",
    category: "Timber > Battens",
    unit: "per m",
    offers: [
      { m: "fenland-bc", t: "Treated Sawn Batten 25 x 50mm 3.0m Pack of 10", p: 27.5, d: 7.0, q: len(3.0, 10) },
      { m: "severn-valley", t: "25x50mm Treated Batten 3m x 10 Pack", p: 28.9, d: 5.0, q: len(3.0, 10) },
      { m: "cairngorm-bs", t: "Treated Battens 25 x 50 x 3000mm (10 Lengths)", p: 26.0, d: 9.0, q: len(3.0, 10), gone: true },
    ],
  },
  // ------------------------------------------------------------------ boards and sheets (m²)
  {
    key: "gyproc-wallboard-12.5-2400x1200",
    category: "Building Materials > Plasterboard",
    unit: "per m²",
    marker: "paper-faced gypsum board with tapered edges",
    offers: [
      { m: "harbourside-bm", t: "British Gypsum Gyproc Wallboard 12.5mm 2400 x 1200mm Tapered Edge", p: 9.8, d: 15.0, u: "2.88sqm", q: area(2.88), brand: "British Gypsum", desc: "Standard wallboard, tapered edge." },
      { m: "ashdown-trade", t: "Gyproc Wallboard TE 12.5mm 2.4m x 1.2m", p: 9.4, d: 18.0, q: area(2.88), desc: "Gyproc wallboard for dry lining walls and ceilings, tapered edge for jointing and 12.5mm thick." },
      { m: "pennine-timber", t: "Gyproc Wallboard Tapered Edge 12.5 x 1200 x 2400mm", p: 10.2, d: 12.5, q: area(2.88), desc: "Paper-faced gypsum board with tapered edges for seamless jointing, the standard choice for dry lining walls and ceilings. 12.5mm thick, 2400 x 1200mm, one board." },
      { m: "fenland-bc", t: "Gyproc Wallboard 12.5mm 8x4 Tapered Edge", p: 9.1, d: 20.0, q: area(...EIGHT_BY_FOUR) },
      { m: "severn-valley", t: "Gyproc Wallboard 12.5mm Tapered Edge", p: 9.6, d: 14.0, q: ONE, inferQ: area(2.88) },
      { m: "thameside-trade", t: "Gyproc Wallboard 2400x1200x12.5mm TE", p: 9.95, d: 13.0, u: "2.88sqm", q: area(2.88) },
    ],
  },
  {
    key: "gyproc-mr-12.5-2400x1200",
    category: "Building Materials > Plasterboard",
    unit: "per m²",
    offers: [
      { m: "harbourside-bm", t: "Gyproc Moisture Resistant Board 12.5mm 2400 x 1200mm", p: 14.5, d: 10.0, q: area(2.88), desc: "Moisture resistant plasterboard." },
      { m: "severn-valley", t: "Gyproc MR Plasterboard 12.5mm 2.4 x 1.2m", p: 13.9, d: 12.0, q: area(2.88) },
      { m: "cairngorm-bs", t: "Moisture Resistant Plasterboard 2400x1200x12.5mm", p: 13.5, d: 9.0, a: "out_of_stock", q: area(2.88) },
    ],
  },
  {
    key: "osb3-18-2440x1220",
    category: "Sheet Materials > OSB",
    unit: "per m²",
    marker: "load-bearing in humid conditions",
    offers: [
      { m: "harbourside-bm", t: "OSB3 Board 18mm 2440 x 1220mm", p: 24.5, d: 12.0, q: area(2.9768), desc: "18mm OSB3 sheet." },
      { m: "pennine-timber", t: "Sterling OSB3 18mm 8ft x 4ft (2440 x 1220mm)", p: 25.9, d: 0, q: area(2.9768), desc: "Oriented strand board rated OSB3, load-bearing in humid conditions, for roof decking, flooring and sheathing. Square edged, 18mm thick, 2440 x 1220mm." },
      { m: "thameside-trade", t: "OSB 3 Sheet 18mm 2.44m x 1.22m", p: 23.8, d: 15.0, q: area(2.9768) },
      { m: "ashdown-trade", t: "OSB3 18mm 8x4 Sheet", p: 23.2, d: 14.0, q: area(...EIGHT_BY_FOUR), desc: "OSB3 sheet for flooring and roofing, made from bonded wood strands that resist moisture." },
    ],
  },
  {
    key: "hardwood-ply-18-2440x1220",
    category: "Sheet Materials > Plywood",
    unit: "per m²",
    offers: [
      { m: "harbourside-bm", t: "Hardwood Faced Plywood 18mm 2440 x 1220mm", p: 38.0, d: 15.0, q: area(2.9768), desc: "Hardwood faced ply." },
      { m: "fenland-bc", t: "18mm Hardwood Ply Sheet 2.44m x 1.22m", p: 36.5, d: 18.0, u: "2.98sqm", q: area(2.98, 2.9768) },
      { m: "severn-valley", t: "Hardwood Plywood 18mm 8 x 4", p: 35.0, d: 25.0, q: area(...EIGHT_BY_FOUR) },
      { m: "cairngorm-bs", t: "18mm Hardwood Ply", p: 34.0, d: 19.0, q: ONE, inferQ: area(2.9768) },
    ],
  },
  {
    key: "chipboard-p5-18-2400x600",
    category: "Sheet Materials > Chipboard",
    unit: "per m²",
    offers: [
      { m: "harbourside-bm", t: "P5 Chipboard Flooring 18mm 2400 x 600mm T&G", p: 11.8, d: 9.0, q: area(1.44), desc: "P5 tongue and groove chipboard." },
      { m: "ashdown-trade", t: "Moisture Resistant P5 Chipboard Floor 18 x 600 x 2400mm", p: 11.2, d: 9.95, q: area(1.44), desc: "Tongue and groove P5 flooring chipboard." },
      { m: "thameside-trade", t: "18mm P5 T&G Chipboard 2.4m x 0.6m", p: 12.5, s: 10.5, w: "run", d: 8.0, q: area(1.44) },
    ],
  },
  // ------------------------------------------------------------------ insulation (m²)
  {
    key: "knauf-loft-roll-200-5.61",
    category: "Insulation > Loft Roll",
    unit: "per m²",
    marker: "glass mineral wool",
    offers: [
      { m: "harbourside-bm", t: "Knauf Loft Roll 44 200mm 5.61m²", p: 24.0, d: 0, q: area(5.61), desc: "200mm loft roll, 5.61m²." },
      { m: "ashdown-trade", t: "Knauf Earthwool Loft Roll 200mm x 1140 x 4920mm", p: 22.9, d: 5.95, q: area(5.61, 5.6088), desc: "Earthwool loft insulation roll for laying between and over ceiling joists, 200mm thick." },
      { m: "pennine-timber", t: "Loft Insulation Roll 200mm - 5.61m2 Knauf", p: 25.5, d: 0, q: area(5.61), desc: "Non-combustible glass mineral wool roll for loft floors, laid between and across joists. Each 200mm roll covers 5.61m², and it is soft to handle." },
      { m: "severn-valley", t: "Knauf Loft Roll 200mm Thick", p: 21.0, d: 0, a: "out_of_stock", u: "5.61sqm", q: area(5.61) },
      { m: "fenland-bc", t: "Knauf Loft Roll 44 200mm", p: 23.0, d: 3.0, q: ONE, inferQ: area(5.61) },
    ],
  },
  {
    key: "celotex-pir-100-2400x1200",
    category: "Insulation > Insulation Boards",
    unit: "per m²",
    offers: [
      { m: "harbourside-bm", t: "Celotex PIR Insulation Board 2400 x 1200 x 100mm", p: 42.0, d: 20.0, q: area(2.88), desc: "100mm PIR board." },
      { m: "pennine-timber", t: "PIR Insulation Board 100mm 2.4m x 1.2m Celotex", p: 44.5, d: 10.0, q: area(2.88), desc: "Foil faced PIR board, 100mm." },
      { m: "thameside-trade", t: "Celotex GA4100 100mm PIR Board 2400x1200", p: 40.0, d: 25.0, q: area(2.88) },
      { m: "cairngorm-bs", t: "Celotex 100mm PIR Board 8x4", p: 41.5, d: 15.0, q: area(...EIGHT_BY_FOUR) },
    ],
  },
  {
    key: "rockwool-flexi-100-pack4",
    category: "Insulation > Slabs",
    unit: "per m²",
    offers: [
      { m: "harbourside-bm", t: "Rockwool Flexi Slab 1200 x 600 x 100mm Pack of 4 (2.88m²)", p: 31.0, d: 8.0, q: areaPack(2.88, 4), desc: "Flexible stone wool slab." },
      { m: "ashdown-trade", t: "Rockwool Flexi 100mm Slab 2.88m2 Pack", p: 30.5, d: 9.95, q: { "per m²": [2.88] }, desc: "Stone wool slab with one flexible edge for friction fitting between studs." },
      { m: "fenland-bc", t: "Rockwool Flexi Slab 100mm 1200x600mm - 4 Slabs", p: 29.0, d: null, q: areaPack(2.88, 4) },
    ],
  },
  // ------------------------------------------------------------------ bricks and blocks (each)
  {
    key: "engineering-brick-classb-single",
    category: "Bricks & Blocks > Engineering Bricks",
    unit: "each",
    offers: [
      { m: "harbourside-bm", t: "Class B Red Engineering Brick 65mm Solid", p: 0.95, d: 0, q: items(1), desc: "Solid class B engineering brick." },
      { m: "pennine-timber", t: "Engineering Brick Class B Red 65mm Solid", p: 0.89, d: 45.0, q: items(1), desc: "Dense red engineering brick." },
      { m: "fenland-bc", t: "Red Class B Engineering Brick 215 x 102.5 x 65mm", p: 0.99, d: 0, q: items(1) },
      { m: "cairngorm-bs", t: "Class B Engineering Brick Red Solid 65mm", p: 0.85, d: null, a: "out_of_stock", q: items(1) },
    ],
  },
  {
    key: "ibstock-tradesman-red-pack500",
    category: "Bricks & Blocks > Facing Bricks",
    unit: "each",
    offers: [
      { m: "harbourside-bm", t: "Ibstock Tradesman Red Multi Facing Brick 65mm Pack of 500", p: 389.0, d: 60.0, q: items(500), brand: "Ibstock", desc: "Full pack of 500 facing bricks." },
      { m: "ashdown-trade", t: "Tradesman Red Multi Facing Bricks 65mm - 500 per pack", p: 395.0, d: 49.0, q: items(500), desc: "Red multi facing brick with a light texture, 65mm, sold by the full pack." },
      { m: "severn-valley", t: "Ibstock Tradesman Red Multi 65mm Facing Bricks (500)", p: 375.0, d: 75.0, q: items(500) },
      { m: "thameside-trade", t: "Ibstock Tradesman Red Multi Facing Brick 65mm Full Pack", p: 365.0, d: 85.0, q: NOTHING, inferQ: items(500) },
    ],
  },
  {
    key: "ibstock-tradesman-red-single",
    category: "Bricks & Blocks > Facing Bricks",
    unit: "each",
    offers: [
      { m: "harbourside-bm", t: "Ibstock Tradesman Red Multi Facing Brick 65mm (single)", p: 0.98, d: 0, q: items(1), desc: "Single facing brick." },
      { m: "severn-valley", t: "Ibstock Tradesman Red Multi Facing Brick 65mm Each", p: 1.05, d: null, q: items(1) },
    ],
  },
  {
    key: "dense-block-100-7.3n",
    category: "Bricks & Blocks > Concrete Blocks",
    unit: "each",
    offers: [
      { m: "harbourside-bm", t: "Dense Concrete Block 7.3N 440 x 215 x 100mm", p: 1.85, d: 30.0, q: items(1), desc: "Dense concrete block." },
      { m: "fenland-bc", t: "100mm Dense Block 7.3N 440x215", p: 1.75, d: 35.0, q: items(1) },
      { m: "cairngorm-bs", t: "Dense Concrete Block 100mm 7.3N", p: 1.95, d: 25.0, q: items(1) },
    ],
  },
  // ------------------------------------------------------------------ drainage (m)
  {
    key: "drain-pipe-110-3m",
    category: "Drainage > Underground Pipe",
    unit: "per m",
    offers: [
      { m: "harbourside-bm", t: "110mm Underground Drainage Pipe Plain Ended 3m", p: 18.5, d: 8.0, q: len(3), desc: "110mm underground pipe, 3m." },
      { m: "pennine-timber", t: "Underground Drain Pipe 110mm x 3m Single Socket", p: 19.9, d: 0, q: len(3), desc: "Single socket drain pipe." },
      { m: "fenland-bc", t: "110mm Drain Pipe 3000mm", p: 17.8, d: 9.95, q: len(3) },
      { m: "severn-valley", t: "110mm Underground Drainage Pipe", p: 17.0, d: 5.0, q: ONE, inferQ: len(3) },
      { m: "thameside-trade", t: "FloPlast 110mm Underground Pipe 3 metre", p: 18.9, d: 6.0, q: len(3) },
    ],
  },
  {
    key: "drain-pipe-110-6m",
    category: "Drainage > Underground Pipe",
    unit: "per m",
    offers: [
      { m: "harbourside-bm", t: "110mm Underground Drainage Pipe Plain Ended 6m", p: 34.0, d: 8.0, q: len(6), desc: "110mm underground pipe, 6m." },
      { m: "ashdown-trade", t: "Underground Drainage Pipe 110mm 6 metre", p: 33.0, d: 12.0, q: len(6), desc: "Plain ended underground drainage pipe for foul and surface water." },
      { m: "cairngorm-bs", t: "110mm x 6m Underground Pipe", p: 32.0, d: 0, a: "backorder", q: len(6) },
    ],
  },
  {
    key: "downpipe-68-2500",
    category: "Drainage > Rainwater",
    unit: "per m",
    offers: [
      { m: "harbourside-bm", t: "68mm Round Downpipe Black 2.5m", p: 7.9, d: 5.0, q: len(2.5), desc: "Black round downpipe." },
      { m: "severn-valley", t: "Black Round Downpipe 68mm x 2.5m", p: 8.4, d: 4.0, q: len(2.5) },
      { m: "thameside-trade", t: "68mm Downpipe 2500mm Black", p: 7.5, s: 6.9, w: "nodates", d: 6.0, q: len(2.5) },
    ],
  },
  // ------------------------------------------------------------------ every merchant writes the title in capitals
  {
    key: "caps-c24-kd-47x150-4800",
    category: "Timber > Carcassing",
    unit: "per m",
    caps: true,
    codes: ["C24"],
    offers: [
      { m: "harbourside-bm", t: "C24 KILN DRIED REGULARISED TIMBER 47 X 150MM X 4.8M", p: 16.9, d: 0, q: len(4.8) },
      { m: "fenland-bc", t: "C24 REGULARISED KILN DRIED TIMBER 47X150MM 4.8M", p: 16.2, d: 6.0, q: len(4.8) },
      { m: "cairngorm-bs", t: "KILN DRIED C24 TIMBER 47 X 150 X 4800MM", p: 17.4, d: 0, q: len(4.8) },
    ],
  },
  {
    key: "caps-osb3-11-2440x1220",
    category: "Sheet Materials > OSB",
    unit: "per m²",
    caps: true,
    codes: ["OSB3"],
    offers: [
      { m: "harbourside-bm", t: "OSB3 STERLING BOARD 11MM 2440 X 1220MM", p: 17.8, d: 12.0, q: area(2.9768) },
      { m: "ashdown-trade", t: "STERLING OSB3 BOARD 11MM 2440 X 1220MM", p: 17.2, d: 14.0, q: area(2.9768), desc: "Sterling OSB3 board, 11mm, for sheathing and hoarding." },
      { m: "severn-valley", t: "OSB3 BOARD 11MM 2440X1220MM", p: 18.5, d: 9.0, q: area(2.9768) },
    ],
  },
  {
    key: "caps-gyproc-15-2400x1200-se",
    category: "Building Materials > Plasterboard",
    unit: "per m²",
    caps: true,
    codes: [],
    offers: [
      { m: "harbourside-bm", t: "BRITISH GYPSUM GYPROC WALLBOARD 15MM 2400 X 1200MM SQUARE EDGE", p: 12.9, d: 15.0, q: area(2.88) },
      { m: "fenland-bc", t: "GYPROC WALLBOARD 15MM 2400 X 1200MM SQUARE EDGE", p: 12.4, d: 20.0, u: "2.88sqm", q: area(2.88) },
      { m: "thameside-trade", t: "BRITISH GYPSUM WALLBOARD 15MM SQUARE EDGE 2.4M X 1.2M", p: 13.1, d: 13.0, q: area(2.88) },
    ],
  },
  {
    key: "caps-c16-sawn-47x100-3000",
    category: "Timber > Sawn Timber",
    unit: "per m",
    caps: true,
    codes: ["C16"],
    offers: [
      { m: "harbourside-bm", t: "C16 TREATED SAWN TIMBER 47 X 100MM 3.0M", p: 7.1, d: 7.5, q: len(3) },
      { m: "pennine-timber", t: "C16 TREATED SAWN TIMBER 47 X 100 X 3000MM", p: 7.4, d: 4.95, q: len(3) },
      { m: "severn-valley", t: "TREATED SAWN C16 TIMBER 47X100MM 3M", p: 6.9, d: 9.0, q: len(3) },
    ],
  },
  {
    key: "caps-type1-25kg",
    category: "Building Materials > Aggregates",
    unit: "per kg",
    caps: true,
    codes: [],
    offers: [
      { m: "harbourside-bm", t: "TYPE 1 MOT SUB BASE 25KG BAG", p: 4.4, d: 4.99, q: kg(25) },
      { m: "ashdown-trade", t: "MOT TYPE 1 SUB BASE HANDY BAG 25KG", p: 4.2, d: 4.99, q: kg(25), desc: "Type 1 sub base in a handy bag for small paths and shed bases." },
      { m: "cairngorm-bs", t: "TYPE 1 SUB BASE 25KG", p: 4.0, d: 6.5, q: kg(25) },
    ],
  },
  {
    key: "caps-sharp-sand-bulk-850kg",
    category: "Building Materials > Sand",
    unit: "per kg",
    caps: true,
    codes: [],
    offers: [
      { m: "pennine-timber", t: "WASHED SHARP SAND BULK BAG 850KG", p: 49.0, d: 18.0, q: kg(850), desc: "Bulk bag of washed sharp sand." },
      { m: "thameside-trade", t: "SHARP SAND JUMBO BAG 850KG WASHED", p: 47.5, d: 22.0, q: kg(850) },
      { m: "cairngorm-bs", t: "SHARP SAND BULK BAG - 850KG", p: 50.0, d: 0, q: kg(850) },
    ],
  },
];

// ---------------------------------------------------------------------------------------------------------
// GTINs (EAN-13, valid check digits; fictional 50-prefix company numbers)

function ean13(twelve: string): string {
  if (!/^\d{12}$/.test(twelve)) throw new Error(`bad GTIN body ${twelve}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return twelve + String((10 - (sum % 10)) % 10);
}
function validGtin(g: string): boolean {
  const d = g.split("").map(Number);
  const check = d.pop()!;
  let sum = 0;
  d.reverse().forEach((n, i) => (sum += n * (i % 2 === 0 ? 3 : 1)));
  return (10 - (sum % 10)) % 10 === check;
}

// ---------------------------------------------------------------------------------------------------------
// sale windows

const WINDOWS: Record<Window, { text: string | null; running: boolean }> = {
  run: { text: "2020-01-01T00:00:00Z/2099-12-31T23:59:59Z", running: true },
  dateonly: { text: "2020-01-01/2099-12-31", running: true },
  ended: { text: "2021-01-01T00:00:00Z/2021-02-01T00:00:00Z", running: false },
  future: { text: "2098-01-01T00:00:00Z/2098-12-31T23:59:59Z", running: false },
  nodates: { text: null, running: true },
};

// ---------------------------------------------------------------------------------------------------------
// build rows and expectations

interface Row {
  id: string;
  title: string;
  description: string;
  link: string;
  image_link: string;
  price: string;
  sale_price: string;
  sale_price_effective_date: string;
  availability: string;
  brand: string;
  gtin: string;
  condition: string;
  product_type: string;
  shipping: number | null;
  unit_pricing_measure: string;
}

const rowsByMerchant = new Map<string, Row[]>(MERCHANTS.map((m) => [m.slug, []]));
const counters = new Map<string, number>(MERCHANTS.map((m) => [m.slug, 0]));
const merchantOrder = new Map(MERCHANTS.map((m, i) => [m.slug, i]));
const expectations: unknown[] = [];

P.forEach((prod, pi) => {
  const gtin = ean13(`50${String(61842).padStart(5, "0")}${String(100 + pi * 7).padStart(5, "0")}`);
  if (!validGtin(gtin)) throw new Error("gtin");
  // the founding offer (first merchant in import order) must state the size in the expected unit
  const sorted = [...prod.offers].sort((a, b) => merchantOrder.get(a.m)! - merchantOrder.get(b.m)!);
  if (prod.unit && !sorted[0]!.q[prod.unit]) throw new Error(`${prod.key}: founding offer states no ${prod.unit}`);
  if (new Set(prod.offers.map((o) => o.m)).size !== prod.offers.length) throw new Error(`${prod.key}: merchant twice`);
  if (prod.caps) for (const o of prod.offers) if (o.t !== o.t.toUpperCase()) throw new Error(`${prod.key}: not caps`);
  const offersOut: unknown[] = [];
  for (const o of prod.offers) {
    const merchant = MERCHANTS.find((m) => m.slug === o.m)!;
    const n = counters.get(o.m)! + 1;
    counters.set(o.m, n);
    const id = `${merchant.prefix}-${String(10000 + n * 13)}`;
    let desc = o.desc ?? "";
    if (o.m === "ashdown-trade") desc = `${desc || o.t + "."} ${BOILERPLATE}`;
    const win = o.s != null ? WINDOWS[o.w ?? "nodates"] : null;
    const row: Row = {
      id,
      title: o.t,
      description: desc,
      link: `${merchant.site}/products/${id.toLowerCase()}`,
      image_link: `${merchant.site}/images/${id.toLowerCase()}.jpg`,
      price: `${o.p.toFixed(2)} GBP`,
      sale_price: o.s != null ? `${o.s.toFixed(2)} GBP` : "",
      sale_price_effective_date: win?.text ?? "",
      availability: o.a ?? "in_stock",
      brand: o.brand ?? "",
      gtin,
      condition: "new",
      product_type: o.m === "harbourside-bm" || o.m === "pennine-timber" ? prod.category : "",
      shipping: o.d,
      unit_pricing_measure: o.u ?? "",
    };
    rowsByMerchant.get(o.m)!.push(row);
    const saleRunning = o.s != null && win!.running;
    const running = saleRunning ? o.s! : o.p;
    const total = o.d == null ? null : round(running + o.d);
    offersOut.push({
      merchant: o.m,
      itemId: id,
      title: o.t,
      price: o.p,
      feedSalePrice: o.s ?? null,
      saleWindow: o.s != null ? (win!.text ?? "(no dates: always runs)") : null,
      salePrice: saleRunning ? o.s : null, // expected API salePrice (set only while the sale runs)
      running,
      delivery: o.d,
      total,
      comparable: total ?? running,
      availability: o.gone ? "not_in_feed" : (o.a ?? "in_stock"),
      feedAvailability: o.a ?? "in_stock",
      orderable: !o.gone && (o.a ?? "in_stock") !== "out_of_stock",
      unitPricingMeasure: o.u ?? null,
      qty: o.q,
      inferQty: o.inferQ ?? null,
      description: desc || null,
    });
  }
  expectations.push({
    key: prod.key,
    gtin,
    category: prod.category,
    expectedUnitLabel: prod.unit,
    capsTitles: !!prod.caps,
    codes: prod.codes ?? [],
    descriptionMarker: prod.marker ?? null,
    offers: offersOut,
  });
});

// description sanity: where a marker is set, the informative (Pennine) text must be longer than Ashdown's own
// words but shorter than Ashdown's text with the boilerplate, so "longest raw text" picks the boilerplate one.
for (const prod of P) {
  if (!prod.marker) continue;
  const pen = prod.offers.find((o) => o.m === "pennine-timber")!.desc!;
  const ash = prod.offers.find((o) => o.m === "ashdown-trade")!.desc!;
  if (!pen.toLowerCase().includes(prod.marker.toLowerCase())) throw new Error(`${prod.key}: marker not in text`);
  if (!(ash.length < pen.length && pen.length < ash.length + 1 + BOILERPLATE.length))
    throw new Error(`${prod.key}: description lengths ${ash.length} / ${pen.length} / ${ash.length + 1 + BOILERPLATE.length}`);
  for (const o of prod.offers) if (o.m !== "pennine-timber" && (o.desc ?? "").toLowerCase().includes(prod.marker.toLowerCase())) throw new Error("marker leak");
}

// ---------------------------------------------------------------------------------------------------------
// writers

const COLS = [
  "id", "title", "description", "link", "image_link", "price", "sale_price", "sale_price_effective_date",
  "availability", "brand", "gtin", "condition", "product_type", "shipping", "unit_pricing_measure",
] as const;

function shippingText(d: number | null): string {
  return d == null ? "" : `GB:::${d.toFixed(2)} GBP`;
}
function cell(r: Row, c: (typeof COLS)[number]): string {
  if (c === "shipping") return shippingText(r.shipping);
  return String(r[c]);
}
function tsv(rows: Row[]): string {
  const lines = [COLS.join("\t")];
  for (const r of rows) {
    const vals = COLS.map((c) => cell(r, c));
    for (const v of vals) if (/[\t\r\n]/.test(v)) throw new Error("tab in tsv value");
    lines.push(vals.join("\t"));
  }
  return lines.join("\n") + "\n";
}
function csvCell(v: string): string {
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}
function csv(rows: Row[]): string {
  const lines = [COLS.join(",")];
  for (const r of rows) lines.push(COLS.map((c) => csvCell(cell(r, c))).join(","));
  return lines.join("\r\n") + "\r\n";
}
function x(v: string): string {
  return v.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function xml(m: Merchant, rows: Row[], nested: boolean): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    "<channel>",
    `<title>${x(m.name)}</title>`,
    `<link>${m.site}</link>`,
    `<description>${x(m.name)} product feed</description>`,
  ];
  for (const r of rows) {
    out.push("<item>");
    for (const c of COLS) {
      if (c === "shipping") {
        if (r.shipping == null) continue;
        if (nested)
          out.push(
            `  <g:shipping><g:country>GB</g:country><g:service>Standard Delivery</g:service><g:price>${r.shipping.toFixed(2)} GBP</g:price></g:shipping>`,
          );
        else out.push(`  <g:shipping>GB::Standard Delivery:${r.shipping.toFixed(2)} GBP</g:shipping>`);
        continue;
      }
      const v = cell(r, c);
      if (v === "" && c !== "availability") continue;
      out.push(`  <g:${c}>${x(v)}</g:${c}>`);
    }
    out.push("</item>");
  }
  out.push("</channel>", "</rss>");
  return out.join("\n") + "\n";
}

mkdirSync(FEEDS, { recursive: true });
const importOrder: { slug: string; name: string; file: string; note?: string }[] = [];
for (const m of MERCHANTS) {
  const rows = rowsByMerchant.get(m.slug)!;
  const ext = m.format === "tsv" ? "tsv" : m.format === "csv" ? "csv" : "xml";
  const write = (file: string, rs: Row[]) => {
    const body = m.format === "tsv" ? tsv(rs) : m.format === "csv" ? csv(rs) : xml(m, rs, m.format === "xml-nested");
    writeFileSync(join(FEEDS, file), body);
  };
  const file = `${m.slug}.${ext}`;
  write(file, rows);
  importOrder.push({ slug: m.slug, name: m.name, file: `feeds/${file}` });
}
// Cairngorm's follow-up full feed: the same rows without the ones marked gone → those offers become not_in_feed
{
  const m = MERCHANTS.find((mm) => mm.slug === "cairngorm-bs")!;
  const goneIds = new Set<string>();
  for (const e of expectations as { offers: { merchant: string; itemId: string; availability: string }[] }[])
    for (const o of e.offers) if (o.merchant === m.slug && o.availability === "not_in_feed") goneIds.add(o.itemId);
  const rows = rowsByMerchant.get(m.slug)!.filter((r) => !goneIds.has(r.id));
  writeFileSync(join(FEEDS, `${m.slug}-update.tsv`), tsv(rows));
  importOrder.push({
    slug: m.slug,
    name: m.name,
    file: `feeds/${m.slug}-update.tsv`,
    note: `full feed without ${[...goneIds].join(", ")} (those offers become not_in_feed)`,
  });
}

const out = {
  about:
    "BuildCompare comparison-basis evaluation set (second, independent). Generated by generate-feeds.ts; do not edit by hand.",
  boilerplate: { merchant: "ashdown-trade", sentence: BOILERPLATE },
  importOrder,
  unitLabels: ["per kg", "per m", "per m²", "per m³", "each"],
  searchQueries: ["cement", "sand", "timber", "plasterboard", "insulation", "brick", "drain pipe", "osb", "ballast", "c24"],
  products: expectations,
};
writeFileSync(join(HERE, "expectations.json"), JSON.stringify(out, null, 2) + "\n");

const offerCount = (expectations as { offers: unknown[] }[]).reduce((n, e) => n + e.offers.length, 0);
console.log(`wrote ${importOrder.length} feed files for ${MERCHANTS.length} merchants: ${P.length} products, ${offerCount} offers`);
for (const m of MERCHANTS) console.log(`  ${m.slug}: ${rowsByMerchant.get(m.slug)!.length} rows (${m.format})`);
