/**
 * Holdout set #4 — deterministic generator for five fictional merchant feeds
 * (Google Merchant Center attributes) plus ground truth.
 *
 *   npx tsx bench/holdout-4/generate.ts
 *
 * Writes, next to this file:
 *   brickyard-direct.tsv, castleford-trade.csv, millbrook-building.xml,
 *   ashworth-pike.tsv, harbour-lane.csv, merchants.json, demo-truth.json
 *
 * Everything is derived from a fixed seed, so re-running gives byte-identical
 * output. GTINs are synthetic (UK "50" prefix, valid EAN-13 check digit); they
 * are consistent per product across merchants but are NOT the manufacturers'
 * real barcodes.
 */
import { writeFileSync } from "node:fs";
import { dirname, join as pathJoin } from "node:path";
import { fileURLToPath } from "node:url";

const OUT = dirname(fileURLToPath(import.meta.url));

// ---------------------------------------------------------------- utilities

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function rng(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function ean13(body12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body12[i]) * (i % 2 === 0 ? 1 : 3);
  return body12 + String((10 - (sum % 10)) % 10);
}

function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/×/g, "x")
    .replace(/°/g, "")
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const money = (n: number) => `${n.toFixed(2)} GBP`;
const metres = (mm: number) => String(mm / 1000);

// ---------------------------------------------------------------- model

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
  | "skirting"
  | "insulation"
  | "roofing"
  | "drainage";

type M = "BD" | "CT" | "MB" | "AP" | "HL";
const MERCHANTS: M[] = ["BD", "CT", "MB", "AP", "HL"];

/** size rendered in each merchant's house style */
interface Sz {
  a: string; // Brickyard Direct
  b: string; // Castleford Trade (upper-case, size first)
  c: string; // Millbrook (metres, ×)
  d: string; // Ashworth & Pike (thickness first, all mm)
  e: string; // Harbour Lane (imperial hints)
}

interface Prod {
  key: string;
  cat: Cat;
  brand?: string; // brand as it appears in titles (often the range brand)
  mfr?: string; // manufacturer
  parent?: string; // parent company / group
  alias?: string; // alternative spelling used by some merchants
  core: string; // product name
  cs?: string; // Castleford short form of core
  kind?: string; // generic noun, e.g. "Plasterboard"
  q?: string; // qualifiers, long form
  qs?: string; // qualifiers, abbreviated
  size: Sz;
  pack?: number;
  price: number; // typical GBP price inc VAT
  gtin?: boolean;
  mpn?: string;
  desc: string;
  upm?: string; // unit_pricing_measure
  n?: number; // force number of merchants
}

// ---------------------------------------------------------------- size helpers

function imperialBoard(l: number, w: number): string | undefined {
  const k = `${l}x${w}`;
  const map: Record<string, string> = {
    "2400x1200": "8' x 4'",
    "2440x1220": "8' x 4'",
    "1800x900": "6' x 3'",
    "2400x600": "8' x 2'",
    "2397x600": "8' x 2'",
    "1200x600": "4' x 2'",
  };
  return map[k];
}

function board(t: number, l: number, w: number): Sz {
  const imp = imperialBoard(l, w);
  return {
    a: `${l}mm x ${w}mm x ${t}mm`,
    b: `${t}MM ${l}X${w}`,
    c: `${t}mm, ${metres(l)}m × ${metres(w)}m`,
    d: `${t} x ${w} x ${l}mm`,
    e: imp ? `${t}mm, ${imp} (${l} x ${w}mm)` : `${t}mm, ${l} x ${w}mm`,
  };
}

function timber(t: number, w: number, len: number, nominal?: string): Sz {
  return {
    a: `${t}mm x ${w}mm x ${len}m`,
    b: `${t}X${w} ${len}M`,
    c: `${t} × ${w}mm, ${len}m`,
    d: `${t} x ${w} x ${Math.round(len * 1000)}mm`,
    e: nominal ? `${nominal} (${t} x ${w}mm) x ${len}m` : `${t} x ${w}mm x ${len}m`,
  };
}

function bag(kg: number): Sz {
  return { a: `${kg}kg`, b: `${kg}KG`, c: `${kg}kg bag`, d: `${kg}kg`, e: `${kg} kg` };
}

function bulk(): Sz {
  return {
    a: "Bulk Bag (approx. 850kg)",
    b: "BULK BAG",
    c: "jumbo bag (approx. 850kg)",
    d: "Bulk Bag",
    e: "Dumpy Bag",
  };
}

function brick(): Sz {
  return { a: "215mm x 102.5mm x 65mm", b: "65MM", c: "65mm", d: "215 x 102.5 x 65mm", e: "65mm" };
}

function block(t: number): Sz {
  return { a: `440mm x 215mm x ${t}mm`, b: `${t}MM`, c: `${t}mm`, d: `440 x 215 x ${t}mm`, e: `${t}mm` };
}

function pipe(dia: number, len: number): Sz {
  return {
    a: `${dia}mm x ${len}m`,
    b: `${dia}MM X ${len}M`,
    c: `${dia}mm, ${len}m`,
    d: `${dia}mm x ${Math.round(len * 1000)}mm`,
    e: `${dia}mm ${len}m`,
  };
}

function bend(dia: number, ang: number): Sz {
  return {
    a: `${dia}mm ${ang}°`,
    b: `${dia}MM ${ang}DEG`,
    c: `${dia}mm, ${ang}°`,
    d: `${dia}mm x ${ang} deg`,
    e: `${dia}mm ${ang} Degree`,
  };
}

function thick(t: number): Sz {
  return { a: `${t}mm`, b: `${t}MM`, c: `${t}mm thick`, d: `${t}mm`, e: `${t}mm` };
}

function dims2(l: number, w: number): Sz {
  return {
    a: `${l}mm x ${w}mm`,
    b: `${l}X${w}`,
    c: `${l} × ${w}mm`,
    d: `${w} x ${l}mm`,
    e: `${l} x ${w}mm`,
  };
}

function rollm(w: number, l: number): Sz {
  return { a: `${w}m x ${l}m`, b: `${w}M X ${l}M`, c: `${w}m × ${l}m roll`, d: `${w} x ${l}m`, e: `${w}m x ${l}m` };
}

const none: Sz = { a: "", b: "", c: "", d: "", e: "" };

// ---------------------------------------------------------------- brand shorthands

const GYPROC = { brand: "Gyproc", mfr: "British Gypsum", parent: "Saint-Gobain", alias: "Gyproc" } as const;
const THISTLE = {
  brand: "Thistle",
  mfr: "British Gypsum",
  parent: "Saint-Gobain",
  alias: "British Gypsum Thistle",
} as const;
const BLUECIRCLE = { brand: "Blue Circle", mfr: "Tarmac", parent: "Tarmac", alias: "Tarmac Blue Circle" } as const;
const HANSON = { brand: "Hanson", mfr: "Hanson", parent: "Heidelberg Materials", alias: "Hanson Cement" } as const;
const CEMEX = { brand: "Cemex", mfr: "CEMEX", parent: "CEMEX", alias: "CEMEX UK" } as const;
const STERLING = {
  brand: "SterlingOSB Zero",
  mfr: "West Fraser",
  parent: "West Fraser",
  alias: "Sterling OSB",
} as const;
const SMARTPLY = { brand: "SmartPly", mfr: "MEDITE SMARTPLY", parent: "Coillte", alias: "Smartply" } as const;
const MEDITE = { brand: "MEDITE", mfr: "MEDITE SMARTPLY", parent: "Coillte", alias: "Medite" } as const;
const CABERFLOOR = {
  brand: "CaberFloor",
  mfr: "West Fraser",
  parent: "West Fraser",
  alias: "Norbord Caberfloor",
} as const;
const KNAUF = { brand: "Knauf", mfr: "Knauf", parent: "Knauf", alias: "Knauf Drywall" } as const;
const SINIAT = { brand: "Siniat", mfr: "Siniat", parent: "Etex", alias: "Siniat GTEC" } as const;
const LBC = { brand: "London Brick", mfr: "Forterra", parent: "Forterra", alias: "LBC" } as const;
const IBSTOCK = { brand: "Ibstock", mfr: "Ibstock", parent: "Ibstock plc", alias: "Ibstock Brick" } as const;
const WIENER = { brand: "Wienerberger", mfr: "Wienerberger", parent: "Wienerberger", alias: "Terca" } as const;
const CELCON = { brand: "H+H Celcon", mfr: "H+H", parent: "H+H UK", alias: "Celcon" } as const;
const THERMALITE = { brand: "Thermalite", mfr: "Forterra", parent: "Forterra", alias: "Thermalite" } as const;
const CELOTEX = { brand: "Celotex", mfr: "Celotex", parent: "Saint-Gobain", alias: "Celotex" } as const;
const KINGSPAN = {
  brand: "Kingspan",
  mfr: "Kingspan Insulation",
  parent: "Kingspan Group",
  alias: "Kingspan",
} as const;
const RECTICEL = { brand: "Recticel Eurothane", mfr: "Recticel", parent: "Recticel", alias: "Recticel" } as const;
const ROCKWOOL = { brand: "Rockwool", mfr: "ROCKWOOL", parent: "ROCKWOOL Group", alias: "ROCKWOOL" } as const;
const KNAUFINS = {
  brand: "Knauf Insulation",
  mfr: "Knauf Insulation",
  parent: "Knauf",
  alias: "Knauf Earthwool",
} as const;
const ISOVER = { brand: "Isover", mfr: "Isover", parent: "Saint-Gobain", alias: "Saint-Gobain Isover" } as const;
const MARLEY = { brand: "Marley", mfr: "Marley", parent: "Marley", alias: "Marley Roofing" } as const;
const MARLEYET = { brand: "Marley Eternit", mfr: "Marley", parent: "Etex", alias: "Marley" } as const;
const TYVEK = { brand: "Tyvek", mfr: "DuPont", parent: "DuPont", alias: "DuPont Tyvek" } as const;
const ONDULINE = { brand: "Onduline", mfr: "Onduline", parent: "Onduline", alias: "Onduline" } as const;
const FLOPLAST = { brand: "FloPlast", mfr: "FloPlast", parent: "FloPlast", alias: "Floplast" } as const;
const OSMA = { brand: "Wavin OSMA", mfr: "Wavin", parent: "Wavin", alias: "OSMA" } as const;
const POLYPIPE = { brand: "Polypipe", mfr: "Polypipe", parent: "Genuit Group", alias: "Polypipe" } as const;

// ---------------------------------------------------------------- catalogue (true products)

const P: Prod[] = [
  // ---- cement
  {
    key: "cement-bluecircle-mastercrete-25kg-paper",
    cat: "cement",
    ...BLUECIRCLE,
    core: "Mastercrete Original Cement",
    cs: "MASTERCRETE CEMENT",
    q: "Paper Bag",
    qs: "PAPER",
    size: bag(25),
    price: 7.25,
    gtin: true,
    upm: "25 kg",
    desc: "Portland cement blended with a plasticising additive for a smooth, workable mix. Suitable for general concreting, bricklaying mortar and rendering. Supplied in a 25kg paper sack; store dry and off the ground.",
  },
  {
    key: "cement-bluecircle-mastercrete-25kg-plastic",
    cat: "cement",
    ...BLUECIRCLE,
    core: "Mastercrete Original Cement",
    cs: "MASTERCRETE CEMENT",
    q: "Weatherproof Plastic Bag",
    qs: "PLASTIC",
    size: bag(25),
    price: 8.4,
    gtin: true,
    upm: "25 kg",
    desc: "The same plasticised Mastercrete Portland cement in a 25kg weatherproof plastic bag that can be stored outside for longer. For concrete, mortar and render.",
  },
  {
    key: "cement-bluecircle-general-purpose-25kg",
    cat: "cement",
    ...BLUECIRCLE,
    core: "General Purpose Cement",
    cs: "GP CEMENT",
    size: bag(25),
    price: 6.6,
    upm: "25 kg",
    desc: "General purpose Portland-limestone cement for everyday concrete, mortar and render mixes. 25kg paper bag.",
  },
  {
    key: "cement-hanson-multicem-25kg",
    cat: "cement",
    ...HANSON,
    core: "Multicem Cement",
    cs: "MULTICEM",
    size: bag(25),
    price: 6.95,
    gtin: true,
    upm: "25 kg",
    desc: "Multi-purpose cement suitable for concrete, mortar and rendering on building and DIY projects. 25kg paper bag.",
  },
  {
    key: "cement-cemex-general-purpose-25kg",
    cat: "cement",
    ...CEMEX,
    core: "General Purpose Cement",
    cs: "GP CEMENT",
    size: bag(25),
    price: 6.8,
    upm: "25 kg",
    desc: "General purpose cement for concreting, bricklaying and rendering. 25kg paper sack.",
  },
  {
    key: "cement-bluecircle-snowcrete-white-25kg",
    cat: "cement",
    ...BLUECIRCLE,
    core: "Snowcrete White Cement",
    cs: "SNOWCRETE WHITE",
    size: bag(25),
    price: 16.5,
    gtin: true,
    upm: "25 kg",
    desc: "White Portland cement for decorative concrete, pointing and white or coloured renders where a bright, clean finish is wanted. 25kg bag.",
  },

  // ---- concrete / mortar
  {
    key: "concrete-bluecircle-postcrete-20kg",
    cat: "concrete",
    ...BLUECIRCLE,
    core: "Postcrete",
    cs: "POSTCRETE",
    kind: "Post Fix Concrete",
    q: "Rapid Setting",
    qs: "RAPID SET",
    size: bag(20),
    price: 8.1,
    gtin: true,
    upm: "20 kg",
    desc: "Rapid-setting concrete for fixing fence posts, washing-line poles and signs. Pour dry into the hole and add water – no mixing needed; sets in 5 to 10 minutes. 20kg bag.",
  },
  {
    key: "concrete-dry-ready-mix-concrete-25kg",
    cat: "concrete",
    core: "Dry Ready Mixed Concrete",
    cs: "READYMIX CONCRETE",
    size: bag(25),
    price: 5.2,
    upm: "25 kg",
    desc: "Pre-blended dry mix of cement, sand and aggregate – just add water. For small concrete jobs, bases and footings.",
  },
  {
    key: "concrete-dry-mortar-mix-25kg",
    cat: "concrete",
    core: "Dry Mortar Mix",
    cs: "MORTAR MIX",
    size: bag(25),
    price: 5.1,
    upm: "25 kg",
    desc: "Pre-blended dry mortar of cement and building sand for bricklaying, blocklaying and pointing. Add water and mix.",
  },
  {
    key: "concrete-post-mix-20kg-generic",
    cat: "concrete",
    core: "Post Mix",
    cs: "POST MIX",
    kind: "Post Fix Concrete",
    q: "Fast Setting",
    qs: "FAST SET",
    size: bag(20),
    price: 6.2,
    upm: "20 kg",
    desc: "Fast setting dry concrete for setting fence posts. Add directly to the hole and pour in water.",
  },

  // ---- sand
  {
    key: "sand-building-bulk",
    cat: "sand",
    core: "Building Sand",
    cs: "BUILDING SAND",
    q: "Soft",
    qs: "SOFT",
    size: bulk(),
    price: 62,
    upm: "850 kg",
    desc: "Washed soft building sand for bricklaying and general mortar. Supplied in a bulk bag of approximately 850kg, delivered by crane offload.",
  },
  {
    key: "sand-sharp-bulk",
    cat: "sand",
    core: "Sharp Sand",
    cs: "SHARP SAND",
    q: "Washed Concreting",
    qs: "WASHED",
    size: bulk(),
    price: 64,
    upm: "850 kg",
    desc: "Coarse washed sharp sand for screeds, concrete mixes and laying paving. Bulk bag, approx. 850kg.",
  },
  {
    key: "sand-building-25kg",
    cat: "sand",
    core: "Building Sand",
    cs: "BUILDING SAND",
    q: "Soft",
    qs: "SOFT",
    size: bag(25),
    price: 3.6,
    upm: "25 kg",
    desc: "Soft building sand in a handy mini bag for bricklaying mortar and small repairs.",
  },
  {
    key: "sand-sharp-25kg",
    cat: "sand",
    core: "Sharp Sand",
    cs: "SHARP SAND",
    q: "Washed Concreting",
    qs: "WASHED",
    size: bag(25),
    price: 3.7,
    upm: "25 kg",
    desc: "Washed sharp sand in a mini bag for small concrete, screed and paving jobs.",
  },

  // ---- aggregates
  {
    key: "agg-gravel-20mm-bulk",
    cat: "aggregate",
    core: "20mm Gravel",
    cs: "20MM GRAVEL",
    q: "Washed",
    qs: "WASHED",
    size: bulk(),
    price: 66,
    upm: "850 kg",
    desc: "Washed 20mm gravel (shingle) for concrete, drainage and landscaping. Bulk bag of roughly 850kg.",
  },
  {
    key: "agg-gravel-10mm-bulk",
    cat: "aggregate",
    core: "10mm Gravel",
    cs: "10MM GRAVEL",
    q: "Washed",
    qs: "WASHED",
    size: bulk(),
    price: 68,
    upm: "850 kg",
    desc: "Washed 10mm pea gravel for pipe bedding, paths and drainage. Bulk bag, approx. 850kg.",
  },
  {
    key: "agg-mot-type1-bulk",
    cat: "aggregate",
    core: "MOT Type 1 Sub-Base",
    cs: "MOT TYPE 1",
    size: bulk(),
    price: 58,
    upm: "850 kg",
    desc: "Crushed stone graded from 40mm down to dust, to the Type 1 sub-base specification. Compacts hard for driveways, patios and under slabs.",
  },
  {
    key: "agg-ballast-bulk",
    cat: "aggregate",
    core: "All-in Ballast",
    cs: "ALL IN BALLAST",
    q: "20mm",
    qs: "20MM",
    size: bulk(),
    price: 63,
    upm: "850 kg",
    desc: "Ready-blended mix of sharp sand and 20mm gravel for concreting. Add cement and water. Bulk bag, approx. 850kg.",
  },
  {
    key: "agg-gravel-20mm-25kg",
    cat: "aggregate",
    core: "20mm Gravel",
    cs: "20MM GRAVEL",
    q: "Washed",
    qs: "WASHED",
    size: bag(25),
    price: 3.9,
    upm: "25 kg",
    desc: "Washed 20mm gravel in a mini bag, ideal for small concrete mixes and soakaway top-ups.",
  },

  // ---- timber
  {
    key: "timber-c24-treated-47x100-4.8",
    cat: "timber",
    core: "C24 Treated Regularised Timber",
    cs: "C24 TRTD REG",
    kind: "",
    size: timber(47, 100, 4.8, `4" x 2"`),
    price: 17.9,
    upm: "4.8 m",
    desc: "Kiln dried, strength graded C24 softwood, regularised with eased edges and pressure treated against rot and insect attack. For joists, rafters and stud work.",
  },
  {
    key: "timber-c24-treated-47x100-3.6",
    cat: "timber",
    core: "C24 Treated Regularised Timber",
    cs: "C24 TRTD REG",
    size: timber(47, 100, 3.6, `4" x 2"`),
    price: 13.6,
    upm: "3.6 m",
    desc: "Kiln dried C24 strength graded softwood, regularised and pressure treated. For joists, rafters, plates and framing.",
  },
  {
    key: "timber-c16-treated-47x100-4.8",
    cat: "timber",
    core: "C16 Treated Regularised Timber",
    cs: "C16 TRTD REG",
    size: timber(47, 100, 4.8, `4" x 2"`),
    price: 15.4,
    upm: "4.8 m",
    desc: "Kiln dried C16 strength graded softwood, regularised and pressure treated. A general grade for framing and non-critical structural work.",
  },
  {
    key: "timber-c24-treated-47x150-4.8",
    cat: "timber",
    core: "C24 Treated Regularised Timber",
    cs: "C24 TRTD REG",
    size: timber(47, 150, 4.8, `6" x 2"`),
    price: 26.8,
    upm: "4.8 m",
    desc: "Kiln dried, C24 strength graded, regularised and pressure treated softwood for floor joists and roof members.",
  },
  {
    key: "timber-cls-38x89-2.4",
    cat: "timber",
    core: "CLS Studwork Timber",
    cs: "CLS",
    q: "C16 Planed",
    qs: "C16",
    size: timber(38, 89, 2.4),
    price: 5.4,
    upm: "2.4 m",
    desc: "Planed kiln dried whitewood with rounded arrises, C16 graded. The standard section for internal stud partition walls.",
  },
  {
    key: "timber-cls-38x63-2.4",
    cat: "timber",
    core: "CLS Studwork Timber",
    cs: "CLS",
    q: "C16 Planed",
    qs: "C16",
    size: timber(38, 63, 2.4),
    price: 4.3,
    upm: "2.4 m",
    desc: "Planed kiln dried C16 whitewood with rounded edges – the narrower section for non-loadbearing partitions and boxing in.",
  },
  {
    key: "timber-batten-25x38-4.8",
    cat: "timber",
    core: "Treated Roofing Batten",
    cs: "ROOF BATTEN TRTD",
    q: "BS 5534 Graded",
    qs: "BS5534",
    size: timber(25, 38, 4.8, `1.5" x 1"`),
    price: 3.3,
    upm: "4.8 m",
    desc: "Pressure treated sawn softwood roof tile batten, graded and marked to BS 5534. Dyed red for identification.",
  },
  {
    key: "timber-batten-25x50-4.8",
    cat: "timber",
    core: "Treated Roofing Batten",
    cs: "ROOF BATTEN TRTD",
    q: "BS 5534 Graded",
    qs: "BS5534",
    size: timber(25, 50, 4.8, `2" x 1"`),
    price: 4.2,
    upm: "4.8 m",
    desc: "Pressure treated sawn softwood roof batten graded to BS 5534, for larger rafter spans. Dyed red.",
  },
  {
    key: "timber-batten-25x38-4.8-pack10",
    cat: "timber",
    core: "Treated Roofing Batten",
    cs: "ROOF BATTEN TRTD",
    q: "BS 5534 Graded",
    qs: "BS5534",
    size: timber(25, 38, 4.8, `1.5" x 1"`),
    pack: 10,
    price: 30.5,
    upm: "48 m",
    desc: "Bundle of ten pressure treated, BS 5534 graded sawn softwood roof battens, each 4.8m long. Dyed red.",
  },

  // ---- sheet materials
  {
    key: "sheet-sterlingosb-zero-osb3-18-2440x1220",
    cat: "sheet",
    ...STERLING,
    core: "OSB3",
    cs: "OSB3",
    kind: "Board",
    q: "Square Edge",
    qs: "SE",
    size: board(18, 2440, 1220),
    price: 29.5,
    gtin: true,
    upm: "2.98 sqm",
    desc: "OSB/3 oriented strand board made with zero added formaldehyde resin. Load-bearing for use in humid conditions – roofing, flooring, wall sheathing and hoarding.",
  },
  {
    key: "sheet-sterlingosb-zero-osb3-11-2440x1220",
    cat: "sheet",
    ...STERLING,
    core: "OSB3",
    cs: "OSB3",
    kind: "Board",
    q: "Square Edge",
    qs: "SE",
    size: board(11, 2440, 1220),
    price: 19.8,
    gtin: true,
    upm: "2.98 sqm",
    desc: "11mm OSB/3 with no added formaldehyde. A common thickness for timber frame wall sheathing and site hoarding.",
  },
  {
    key: "sheet-sterlingosb-zero-osb3-tg-18-2397x600",
    cat: "sheet",
    ...STERLING,
    core: "OSB3",
    cs: "OSB3",
    kind: "Flooring Board",
    q: "Tongue & Groove",
    qs: "T&G",
    size: board(18, 2397, 600),
    price: 14.2,
    gtin: true,
    upm: "1.44 sqm",
    desc: "Tongue and groove OSB/3 flooring panel with zero added formaldehyde, for floors and flat roof decks on joists.",
  },
  {
    key: "sheet-smartply-osb3-18-2440x1220",
    cat: "sheet",
    ...SMARTPLY,
    core: "OSB3",
    cs: "OSB3",
    kind: "Board",
    q: "Square Edge",
    qs: "SE",
    size: board(18, 2440, 1220),
    price: 30.9,
    gtin: true,
    upm: "2.98 sqm",
    desc: "Irish-made OSB3 panel for structural use in humid conditions. Suitable for flooring, roofing and wall sheathing.",
  },
  {
    key: "sheet-medite-mr-mdf-18-2440x1220",
    cat: "sheet",
    ...MEDITE,
    core: "MR MDF",
    cs: "MR MDF",
    kind: "Board",
    q: "Moisture Resistant",
    size: board(18, 2440, 1220),
    price: 44.5,
    gtin: true,
    upm: "2.98 sqm",
    desc: "Moisture resistant MDF panel for joinery in kitchens, bathrooms and other humid interiors. Green-tinted core for identification.",
  },
  {
    key: "sheet-mdf-18-2440x1220",
    cat: "sheet",
    core: "MDF",
    cs: "MDF",
    kind: "Board",
    q: "Standard",
    qs: "STD",
    size: board(18, 2440, 1220),
    price: 29.9,
    upm: "2.98 sqm",
    desc: "Standard medium density fibreboard with a smooth face for shelving, furniture and general interior joinery.",
  },
  {
    key: "sheet-mdf-12-2440x1220",
    cat: "sheet",
    core: "MDF",
    cs: "MDF",
    kind: "Board",
    q: "Standard",
    qs: "STD",
    size: board(12, 2440, 1220),
    price: 22.4,
    upm: "2.98 sqm",
    desc: "Standard 12mm MDF sheet for cabinet backs, panelling and interior joinery.",
  },
  {
    key: "sheet-hardwood-ply-18-2440x1220",
    cat: "sheet",
    core: "Hardwood Faced Plywood",
    cs: "HWD PLY",
    q: "Class 2 Glue Bond",
    qs: "CL2",
    size: board(18, 2440, 1220),
    price: 46.0,
    upm: "2.98 sqm",
    desc: "Hardwood faced plywood with a class 2 (humid conditions) glue bond. General purpose sheet for joinery, shelving and boxing.",
  },
  {
    key: "sheet-caberfloor-p5-18-2400x600",
    cat: "sheet",
    ...CABERFLOOR,
    core: "P5 Chipboard Flooring",
    cs: "P5 CHIPBOARD FLOORING",
    q: "Tongue & Groove",
    qs: "T&G",
    size: board(18, 2400, 600),
    price: 11.2,
    gtin: true,
    upm: "1.44 sqm",
    desc: "Moisture resistant P5 tongue and groove particleboard flooring panel for joisted floors and floating floors.",
  },
  {
    key: "sheet-caberfloor-p5-22-2400x600",
    cat: "sheet",
    ...CABERFLOOR,
    core: "P5 Chipboard Flooring",
    cs: "P5 CHIPBOARD FLOORING",
    q: "Tongue & Groove",
    qs: "T&G",
    size: board(22, 2400, 600),
    price: 13.9,
    gtin: true,
    upm: "1.44 sqm",
    desc: "22mm moisture resistant P5 tongue and groove flooring panel – the thicker grade for wider joist centres.",
  },

  // ---- plasterboard
  {
    key: "pb-gyproc-wallboard-12.5-2400x1200-te",
    cat: "plasterboard",
    ...GYPROC,
    core: "WallBoard",
    cs: "WALLBOARD",
    kind: "Plasterboard",
    q: "Tapered Edge",
    qs: "TE",
    size: board(12.5, 2400, 1200),
    price: 9.6,
    gtin: true,
    upm: "2.88 sqm",
    desc: "Standard gypsum plasterboard with an ivory face and tapered edges for seamless jointing. For walls, ceilings and partitions.",
  },
  {
    key: "pb-gyproc-wallboard-12.5-2400x1200-se",
    cat: "plasterboard",
    ...GYPROC,
    core: "WallBoard",
    cs: "WALLBOARD",
    kind: "Plasterboard",
    q: "Square Edge",
    qs: "SE",
    size: board(12.5, 2400, 1200),
    price: 9.6,
    gtin: true,
    upm: "2.88 sqm",
    desc: "Standard gypsum plasterboard with square edges, intended to receive a skim coat of plaster finish.",
  },
  {
    key: "pb-gyproc-wallboard-9.5-2400x1200-te",
    cat: "plasterboard",
    ...GYPROC,
    core: "WallBoard",
    cs: "WALLBOARD",
    kind: "Plasterboard",
    q: "Tapered Edge",
    qs: "TE",
    size: board(9.5, 2400, 1200),
    price: 8.7,
    gtin: true,
    upm: "2.88 sqm",
    desc: "Thinner 9.5mm gypsum plasterboard with tapered edges for ceilings and linings on close-centred framing.",
  },
  {
    key: "pb-gyproc-wallboard-12.5-1800x900-te",
    cat: "plasterboard",
    ...GYPROC,
    core: "WallBoard",
    cs: "WALLBOARD",
    kind: "Plasterboard",
    q: "Tapered Edge",
    qs: "TE",
    size: board(12.5, 1800, 900),
    price: 6.4,
    gtin: true,
    upm: "1.62 sqm",
    desc: "Smaller format standard plasterboard that is easier to carry and fit in tight spaces. Tapered edges.",
  },
  {
    key: "pb-gyproc-moistureshield-12.5-2400x1200-te",
    cat: "plasterboard",
    ...GYPROC,
    core: "MoistureShield",
    cs: "MOISTURESHIELD",
    kind: "Plasterboard",
    q: "Tapered Edge",
    qs: "TE",
    size: board(12.5, 2400, 1200),
    price: 15.8,
    gtin: true,
    upm: "2.88 sqm",
    desc: "Moisture resistant plasterboard with a water-repellent core, for bathrooms, kitchens and other humid rooms. Green face.",
  },
  {
    key: "pb-gyproc-fireline-12.5-2400x1200-te",
    cat: "plasterboard",
    ...GYPROC,
    core: "FireLine",
    cs: "FIRELINE",
    kind: "Plasterboard",
    q: "Tapered Edge",
    qs: "TE",
    size: board(12.5, 2400, 1200),
    price: 14.6,
    upm: "2.88 sqm",
    desc: "Fire resistant plasterboard with glass fibre and additives in the core, for fire-rated walls and ceilings. Pink face.",
  },
  {
    key: "pb-gyproc-soundbloc-12.5-2400x1200-te",
    cat: "plasterboard",
    ...GYPROC,
    core: "SoundBloc",
    cs: "SOUNDBLOC",
    kind: "Plasterboard",
    q: "Tapered Edge",
    qs: "TE",
    size: board(12.5, 2400, 1200),
    price: 15.2,
    gtin: true,
    upm: "2.88 sqm",
    desc: "Higher density acoustic plasterboard for improved sound insulation in partitions and separating walls. Blue face.",
  },
  {
    key: "pb-knauf-wallboard-12.5-2400x1200-te",
    cat: "plasterboard",
    ...KNAUF,
    core: "Wallboard",
    cs: "WALLBOARD",
    kind: "Plasterboard",
    q: "Tapered Edge",
    qs: "TE",
    size: board(12.5, 2400, 1200),
    price: 9.2,
    gtin: true,
    upm: "2.88 sqm",
    desc: "Standard plasterboard for lining walls and ceilings, with tapered edges for jointing or skim finishing.",
  },
  {
    key: "pb-siniat-gtec-standard-12.5-2400x1200-te",
    cat: "plasterboard",
    ...SINIAT,
    core: "GTEC Standard Board",
    cs: "GTEC STANDARD",
    kind: "Plasterboard",
    q: "Tapered Edge",
    qs: "TE",
    size: board(12.5, 2400, 1200),
    price: 8.9,
    upm: "2.88 sqm",
    desc: "General purpose gypsum plasterboard for internal walls and ceilings. Tapered edges for taping and jointing.",
  },
  {
    key: "pb-knauf-moisture-panel-12.5-2400x1200-te",
    cat: "plasterboard",
    ...KNAUF,
    core: "Moisture Panel",
    cs: "MOISTURE PANEL",
    kind: "Plasterboard",
    q: "Tapered Edge",
    qs: "TE",
    size: board(12.5, 2400, 1200),
    price: 14.9,
    upm: "2.88 sqm",
    desc: "Moisture resistant plasterboard with a water-repellent treated core for areas of intermittent high humidity.",
  },

  // ---- plaster
  {
    key: "plaster-thistle-multifinish-25kg",
    cat: "plaster",
    ...THISTLE,
    core: "MultiFinish",
    cs: "MULTIFINISH",
    kind: "Plaster",
    size: bag(25),
    price: 12.8,
    gtin: true,
    upm: "25 kg",
    desc: "Gypsum finish plaster for a smooth, hard surface over both undercoat plasters and plasterboard. Sets in approximately 1.5 to 2 hours.",
  },
  {
    key: "plaster-thistle-boardfinish-25kg",
    cat: "plaster",
    ...THISTLE,
    core: "BoardFinish",
    cs: "BOARDFINISH",
    kind: "Plaster",
    size: bag(25),
    price: 12.5,
    gtin: true,
    upm: "25 kg",
    desc: "Finish plaster designed for skimming plasterboard and other low suction backgrounds.",
  },
  {
    key: "plaster-thistle-bonding-coat-25kg",
    cat: "plaster",
    ...THISTLE,
    core: "Bonding Coat",
    cs: "BONDING",
    kind: "Plaster",
    q: "Undercoat",
    qs: "UNDERCOAT",
    size: bag(25),
    price: 14.6,
    upm: "25 kg",
    desc: "Undercoat plaster for low suction backgrounds such as concrete and engineering brick, or surfaces treated with a bonding agent.",
  },
  {
    key: "plaster-thistle-hardwall-25kg",
    cat: "plaster",
    ...THISTLE,
    core: "Hardwall",
    cs: "HARDWALL",
    kind: "Plaster",
    q: "Undercoat",
    qs: "UNDERCOAT",
    size: bag(25),
    price: 14.2,
    gtin: true,
    upm: "25 kg",
    desc: "High impact resistant undercoat plaster for most masonry backgrounds, with a quicker drying time.",
  },
  {
    key: "plaster-thistle-durafinish-25kg",
    cat: "plaster",
    ...THISTLE,
    core: "DuraFinish",
    cs: "DURAFINISH",
    kind: "Plaster",
    size: bag(25),
    price: 15.9,
    upm: "25 kg",
    desc: "Finish plaster with improved surface hardness and resistance to knocks and scuffs, for busy areas.",
  },
  {
    key: "plaster-gyproc-easifill-10kg",
    cat: "plaster",
    ...GYPROC,
    core: "Easi-Fill",
    cs: "EASI-FILL",
    kind: "Jointing Compound",
    size: bag(10),
    price: 17.5,
    gtin: true,
    upm: "10 kg",
    desc: "Setting-type powder filler for bedding tape and filling plasterboard joints, gaps and holes. Sands easily to a smooth finish.",
  },
  {
    key: "plaster-gyproc-easifill-5kg",
    cat: "plaster",
    ...GYPROC,
    core: "Easi-Fill",
    cs: "EASI-FILL",
    kind: "Jointing Compound",
    size: bag(5),
    price: 10.9,
    gtin: true,
    upm: "5 kg",
    desc: "Smaller bag of the setting-type powder filler for plasterboard joints and general repairs.",
  },

  // ---- bricks
  {
    key: "brick-lbc-common-65",
    cat: "brick",
    ...LBC,
    core: "Common Brick",
    cs: "COMMON",
    kind: "",
    q: "Fletton",
    qs: "FLETTON",
    size: brick(),
    price: 0.92,
    upm: "1 ct",
    desc: "Fletton clay common brick for general building work below ground or where the brickwork will be rendered or hidden.",
  },
  {
    key: "brick-lbc-rustic-65",
    cat: "brick",
    ...LBC,
    core: "Rustic Facing Brick",
    cs: "RUSTIC",
    q: "Fletton",
    qs: "FLETTON",
    size: brick(),
    price: 1.15,
    gtin: true,
    upm: "1 ct",
    desc: "Fletton facing brick with a textured red-brown rustic face.",
  },
  {
    key: "brick-lbc-heather-65",
    cat: "brick",
    ...LBC,
    core: "Heather Facing Brick",
    cs: "HEATHER",
    q: "Fletton",
    qs: "FLETTON",
    size: brick(),
    price: 1.15,
    upm: "1 ct",
    desc: "Fletton facing brick in a soft heather (purple-brown) shade with a textured face.",
  },
  {
    key: "brick-ibstock-ivanhoe-cream-65",
    cat: "brick",
    ...IBSTOCK,
    core: "Ivanhoe Cream Facing Brick",
    cs: "IVANHOE CREAM",
    q: "Wirecut",
    qs: "WIRECUT",
    size: brick(),
    price: 1.3,
    upm: "1 ct",
    desc: "Wirecut clay facing brick in a light cream colour.",
  },
  {
    key: "brick-wienerberger-kassandra-multi-65",
    cat: "brick",
    ...WIENER,
    core: "Kassandra Multi Facing Brick",
    cs: "KASSANDRA MULTI",
    q: "Stock",
    qs: "STOCK",
    size: brick(),
    price: 1.1,
    upm: "1 ct",
    desc: "Multi-coloured red stock facing brick with a traditional appearance.",
  },
  {
    key: "brick-engineering-class-b-red-solid-65",
    cat: "brick",
    core: "Class B Engineering Brick",
    cs: "CLASS B ENG BRICK",
    q: "Red Solid",
    qs: "RED SOLID",
    size: brick(),
    price: 0.78,
    upm: "1 ct",
    desc: "Red Class B clay engineering brick, solid (unperforated). Low water absorption and high strength for damp proof courses, manholes and below-ground work.",
  },
  {
    key: "brick-engineering-class-b-red-perforated-65",
    cat: "brick",
    core: "Class B Engineering Brick",
    cs: "CLASS B ENG BRICK",
    q: "Red Perforated",
    qs: "RED PERF",
    size: brick(),
    price: 0.72,
    upm: "1 ct",
    desc: "Red Class B clay engineering brick with perforations. Dense and durable for below-DPC and ground-level work.",
  },
  {
    key: "brick-engineering-class-b-red-solid-65-pack400",
    cat: "brick",
    core: "Class B Engineering Brick",
    cs: "CLASS B ENG BRICK",
    q: "Red Solid",
    qs: "RED SOLID",
    size: brick(),
    pack: 400,
    price: 295,
    upm: "400 ct",
    desc: "Full pack of 400 red solid Class B clay engineering bricks. Delivered on a crane-offload vehicle.",
  },
  {
    key: "brick-engineering-class-a-blue-solid-65",
    cat: "brick",
    core: "Class A Engineering Brick",
    cs: "CLASS A ENG BRICK",
    q: "Blue Solid",
    qs: "BLUE SOLID",
    size: brick(),
    price: 1.45,
    upm: "1 ct",
    desc: "Blue Class A clay engineering brick, solid. Very low water absorption and very high strength for demanding structural and below-ground work.",
  },

  // ---- blocks
  {
    key: "block-celcon-standard-3.6n-100",
    cat: "block",
    ...CELCON,
    core: "Standard Grade Aircrete Block",
    cs: "CELCON STANDARD BLOCK",
    q: "3.6N",
    qs: "3.6N",
    size: block(100),
    price: 2.45,
    gtin: true,
    upm: "1 ct",
    desc: "Lightweight aerated concrete block, 3.6 N/mm² compressive strength, for inner leaf, partition and foundation walls. Easy to cut and chase.",
  },
  {
    key: "block-celcon-standard-3.6n-140",
    cat: "block",
    ...CELCON,
    core: "Standard Grade Aircrete Block",
    cs: "CELCON STANDARD BLOCK",
    q: "3.6N",
    qs: "3.6N",
    size: block(140),
    price: 3.45,
    upm: "1 ct",
    desc: "140mm aerated concrete block, 3.6 N/mm², for thicker inner leaves and solid walls where better thermal performance is needed.",
  },
  {
    key: "block-celcon-high-strength-7.3n-100",
    cat: "block",
    ...CELCON,
    core: "High Strength Aircrete Block",
    cs: "CELCON HIGH STRENGTH BLOCK",
    q: "7.3N",
    qs: "7.3N",
    size: block(100),
    price: 2.95,
    upm: "1 ct",
    desc: "Higher density aerated concrete block, 7.3 N/mm², for more heavily loaded walls and below-ground use.",
  },
  {
    key: "block-thermalite-shield-3.6n-100",
    cat: "block",
    ...THERMALITE,
    core: "Shield 2000 Aircrete Block",
    cs: "SHIELD 2000 BLOCK",
    q: "3.6N",
    qs: "3.6N",
    size: block(100),
    price: 2.5,
    gtin: true,
    upm: "1 ct",
    desc: "General purpose aircrete block, 3.6 N/mm², for inner leaves, partitions and foundations.",
  },
  {
    key: "block-thermalite-hi-strength-7-100",
    cat: "block",
    ...THERMALITE,
    core: "Hi-Strength 7 Aircrete Block",
    cs: "HI-STRENGTH 7 BLOCK",
    q: "7.3N",
    qs: "7.3N",
    size: block(100),
    price: 3.0,
    upm: "1 ct",
    desc: "Aircrete block with 7.3 N/mm² compressive strength for higher loadings and below-ground applications.",
  },
  {
    key: "block-dense-7.3n-solid-100",
    cat: "block",
    core: "Dense Concrete Block",
    cs: "DENSE BLOCK",
    q: "7.3N Solid",
    qs: "7.3N SOLID",
    size: block(100),
    price: 1.85,
    upm: "1 ct",
    desc: "Solid dense aggregate concrete block, 7.3 N/mm². For loadbearing walls, foundations and garden walls.",
  },

  // ---- skirting & architrave
  {
    key: "skirt-mdf-torus-skirting-18x119-4.2",
    cat: "skirting",
    core: "MDF Torus Skirting",
    cs: "MDF TORUS SKIRTING",
    q: "Primed",
    qs: "PRIMED",
    size: timber(18, 119, 4.2),
    price: 14.5,
    upm: "4.2 m",
    desc: "Primed MDF skirting board with a classic torus profile. Knot-free and ready to paint.",
  },
  {
    key: "skirt-mdf-torus-skirting-18x144-4.2",
    cat: "skirting",
    core: "MDF Torus Skirting",
    cs: "MDF TORUS SKIRTING",
    q: "Primed",
    qs: "PRIMED",
    size: timber(18, 144, 4.2),
    price: 17.9,
    upm: "4.2 m",
    desc: "Taller primed MDF torus skirting board for rooms with higher ceilings. Ready to paint.",
  },
  {
    key: "skirt-mdf-ogee-skirting-18x119-4.2",
    cat: "skirting",
    core: "MDF Ogee Skirting",
    cs: "MDF OGEE SKIRTING",
    q: "Primed",
    qs: "PRIMED",
    size: timber(18, 119, 4.2),
    price: 14.5,
    upm: "4.2 m",
    desc: "Primed MDF skirting board with a traditional ogee profile. Ready to paint.",
  },
  {
    key: "skirt-mdf-torus-architrave-18x69-2.2",
    cat: "skirting",
    core: "MDF Torus Architrave",
    cs: "MDF TORUS ARCHITRAVE",
    q: "Primed",
    qs: "PRIMED",
    size: timber(18, 69, 2.2),
    price: 5.6,
    upm: "2.2 m",
    desc: "Primed MDF architrave with a torus profile to trim door linings.",
  },
  {
    key: "skirt-mdf-torus-architrave-18x69-2.2-pack5",
    cat: "skirting",
    core: "MDF Torus Architrave",
    cs: "MDF TORUS ARCHITRAVE",
    q: "Primed",
    qs: "PRIMED",
    size: timber(18, 69, 2.2),
    pack: 5,
    price: 24.5,
    upm: "11 m",
    desc: "Door set pack of five primed MDF torus architrave lengths – enough to trim both faces of one standard door.",
  },
  {
    key: "skirt-softwood-torus-ogee-skirting-25x150",
    cat: "skirting",
    core: "Softwood Torus/Ogee Skirting",
    cs: "S/W TORUS/OGEE SKIRTING",
    q: "Reversible",
    qs: "REV",
    size: timber(25, 150, 4.2, `6" x 1"`),
    price: 16.8,
    upm: "4.2 m",
    desc: "Planed redwood skirting machined with a torus profile on one face and an ogee profile on the other. Nominal 25 x 150mm, finished size smaller after planing.",
  },

  // ---- insulation
  {
    key: "ins-celotex-ga4100-100-2400x1200",
    cat: "insulation",
    ...CELOTEX,
    core: "GA4000 PIR Insulation Board",
    cs: "GA4000 PIR BOARD",
    q: "Foil Faced",
    qs: "FOIL",
    size: board(100, 2400, 1200),
    price: 52,
    gtin: true,
    mpn: "GA4100",
    upm: "2.88 sqm",
    desc: "Foil faced polyisocyanurate (PIR) insulation board for pitched roofs, walls and floors. 100mm thick.",
  },
  {
    key: "ins-celotex-ga4050-50-2400x1200",
    cat: "insulation",
    ...CELOTEX,
    core: "GA4000 PIR Insulation Board",
    cs: "GA4000 PIR BOARD",
    q: "Foil Faced",
    qs: "FOIL",
    size: board(50, 2400, 1200),
    price: 31,
    gtin: true,
    mpn: "GA4050",
    upm: "2.88 sqm",
    desc: "Foil faced PIR insulation board, 50mm, for general application in roofs, walls and floors.",
  },
  {
    key: "ins-celotex-ga4025-25-2400x1200",
    cat: "insulation",
    ...CELOTEX,
    core: "GA4000 PIR Insulation Board",
    cs: "GA4000 PIR BOARD",
    q: "Foil Faced",
    qs: "FOIL",
    size: board(25, 2400, 1200),
    price: 21.5,
    mpn: "GA4025",
    upm: "2.88 sqm",
    desc: "Thin 25mm foil faced PIR board for topping up insulation and lining where space is limited.",
  },
  {
    key: "ins-kingspan-thermapitch-tp10-100-2400x1200",
    cat: "insulation",
    ...KINGSPAN,
    core: "Thermapitch TP10",
    cs: "TP10",
    kind: "PIR Board",
    size: board(100, 2400, 1200),
    price: 58,
    gtin: true,
    upm: "2.88 sqm",
    desc: "Rigid PIR insulation board for pitched roofs, fitted between and over rafters. Composite foil facings both sides.",
  },
  {
    key: "ins-kingspan-thermafloor-tf70-100-2400x1200",
    cat: "insulation",
    ...KINGSPAN,
    core: "Thermafloor TF70",
    cs: "TF70",
    kind: "PIR Floor Board",
    size: board(100, 2400, 1200),
    price: 56,
    upm: "2.88 sqm",
    desc: "Rigid PIR floor insulation board for use under screeds or timber floating floors on ground-bearing slabs and suspended concrete floors.",
  },
  {
    key: "ins-recticel-eurothane-gp-100-2400x1200",
    cat: "insulation",
    ...RECTICEL,
    core: "GP PIR Insulation Board",
    cs: "GP PIR BOARD",
    q: "Foil Faced",
    qs: "FOIL",
    size: board(100, 2400, 1200),
    price: 49,
    gtin: true,
    upm: "2.88 sqm",
    desc: "General purpose foil faced PIR insulation board for floors, walls and pitched roofs.",
  },
  {
    key: "ins-rockwool-rwa45-50-1200x600",
    cat: "insulation",
    ...ROCKWOOL,
    core: "RWA45 Acoustic Slab",
    cs: "RWA45 SLAB",
    kind: "",
    q: "Stone Wool",
    qs: "",
    size: board(50, 1200, 600),
    price: 36,
    gtin: true,
    upm: "1 pack",
    desc: "Stone wool acoustic insulation slab for partitions, floors and ceilings. Non-combustible. Sold by the pack.",
  },
  {
    key: "ins-rockwool-flexi-100-1200x600",
    cat: "insulation",
    ...ROCKWOOL,
    core: "Flexi Slab",
    cs: "FLEXI SLAB",
    q: "Stone Wool",
    qs: "",
    size: board(100, 1200, 600),
    price: 38,
    upm: "1 pack",
    desc: "Stone wool insulation slab with one flexible edge for a friction fit between studs, joists and rafters. Sold by the pack.",
  },
  {
    key: "ins-knauf-loft-roll-44-200",
    cat: "insulation",
    ...KNAUFINS,
    core: "Loft Roll 44",
    cs: "LOFT ROLL 44",
    q: "Mineral Wool",
    qs: "",
    size: thick(200),
    price: 29,
    gtin: true,
    upm: "1 roll",
    desc: "Glass mineral wool loft insulation roll for laying between and over ceiling joists. 200mm thick.",
  },
  {
    key: "ins-knauf-loft-roll-44-100",
    cat: "insulation",
    ...KNAUFINS,
    core: "Loft Roll 44",
    cs: "LOFT ROLL 44",
    q: "Mineral Wool",
    qs: "",
    size: thick(100),
    price: 27,
    upm: "1 roll",
    desc: "Glass mineral wool loft roll for laying between joists. 100mm thick.",
  },
  {
    key: "ins-isover-spacesaver-200",
    cat: "insulation",
    ...ISOVER,
    core: "Spacesaver Loft Roll",
    cs: "SPACESAVER",
    q: "Glass Mineral Wool",
    qs: "",
    size: thick(200),
    price: 31,
    upm: "1 roll",
    desc: "Compression-packed glass mineral wool roll for insulating lofts between and over joists. 200mm thick.",
  },

  // ---- roofing
  {
    key: "roof-marley-modern-smooth-grey",
    cat: "roofing",
    ...MARLEY,
    core: "Modern Concrete Roof Tile",
    cs: "MODERN TILE",
    q: "Smooth Grey",
    qs: "SMOOTH GREY",
    size: none,
    price: 1.45,
    upm: "1 ct",
    desc: "Flat profile interlocking concrete roof tile with a clean, slate-like appearance. Smooth grey finish.",
  },
  {
    key: "roof-marley-modern-smooth-brown",
    cat: "roofing",
    ...MARLEY,
    core: "Modern Concrete Roof Tile",
    cs: "MODERN TILE",
    q: "Smooth Brown",
    qs: "SMOOTH BROWN",
    size: none,
    price: 1.45,
    upm: "1 ct",
    desc: "Flat profile interlocking concrete roof tile with a slate-like look. Smooth brown finish.",
  },
  {
    key: "roof-marley-ludlow-major-smooth-brown",
    cat: "roofing",
    ...MARLEY,
    core: "Ludlow Major Concrete Roof Tile",
    cs: "LUDLOW MAJOR TILE",
    q: "Smooth Brown",
    qs: "SMOOTH BROWN",
    size: none,
    price: 1.35,
    upm: "1 ct",
    desc: "Large format interlocking concrete tile with a low-profile roll, for economical coverage. Smooth brown finish.",
  },
  {
    key: "roof-marley-rivendale-600x300-blue-black",
    cat: "roofing",
    ...MARLEYET,
    core: "Rivendale Fibre Cement Slate",
    cs: "RIVENDALE SLATE",
    q: "Blue/Black",
    qs: "BLUE/BLACK",
    size: dims2(600, 300),
    price: 2.2,
    upm: "1 ct",
    desc: "Fibre cement roof slate with a lightly textured surface and bevelled edges, giving the look of natural slate.",
  },
  {
    key: "roof-marley-rivendale-500x250-blue-black",
    cat: "roofing",
    ...MARLEYET,
    core: "Rivendale Fibre Cement Slate",
    cs: "RIVENDALE SLATE",
    q: "Blue/Black",
    qs: "BLUE/BLACK",
    size: dims2(500, 250),
    price: 1.75,
    upm: "1 ct",
    desc: "Smaller format fibre cement slate with a natural slate appearance. Blue/black colour.",
  },
  {
    key: "roof-tyvek-supro-1.5x50",
    cat: "roofing",
    ...TYVEK,
    core: "Supro Breathable Roofing Membrane",
    cs: "SUPRO MEMBRANE",
    q: "Vapour Permeable",
    qs: "",
    size: rollm(1.5, 50),
    price: 118,
    gtin: true,
    upm: "75 sqm",
    desc: "Vapour permeable roofing underlay for pitched roofs, suitable for use with or without a ventilated batten space. 75m² roll.",
  },
  {
    key: "roof-onduline-classic-2000x950-black",
    cat: "roofing",
    ...ONDULINE,
    core: "Classic Corrugated Bitumen Sheet",
    cs: "CLASSIC SHEET",
    q: "Black",
    qs: "BLACK",
    size: dims2(2000, 950),
    price: 17.9,
    gtin: true,
    upm: "1.9 sqm",
    desc: "Lightweight corrugated bitumen roofing sheet for sheds, garages, carports and outbuildings. Black.",
  },
  {
    key: "roof-onduline-classic-2000x950-green",
    cat: "roofing",
    ...ONDULINE,
    core: "Classic Corrugated Bitumen Sheet",
    cs: "CLASSIC SHEET",
    q: "Green",
    qs: "GREEN",
    size: dims2(2000, 950),
    price: 17.9,
    gtin: true,
    upm: "1.9 sqm",
    desc: "Lightweight corrugated bitumen roofing sheet for sheds and outbuildings. Green.",
  },

  // ---- drainage
  {
    key: "drain-floplast-68-round-downpipe-2.5-black",
    cat: "drainage",
    ...FLOPLAST,
    core: "Round Downpipe",
    cs: "RND DOWNPIPE",
    q: "Black",
    qs: "BLK",
    size: pipe(68, 2.5),
    price: 9.4,
    gtin: true,
    upm: "2.5 m",
    desc: "68mm round PVC-U rainwater downpipe, plain ended. Black.",
  },
  {
    key: "drain-floplast-68-round-downpipe-2.5-grey",
    cat: "drainage",
    ...FLOPLAST,
    core: "Round Downpipe",
    cs: "RND DOWNPIPE",
    q: "Grey",
    qs: "GRY",
    size: pipe(68, 2.5),
    price: 9.4,
    upm: "2.5 m",
    desc: "68mm round PVC-U rainwater downpipe, plain ended. Grey.",
  },
  {
    key: "drain-floplast-68-round-downpipe-4-black",
    cat: "drainage",
    ...FLOPLAST,
    core: "Round Downpipe",
    cs: "RND DOWNPIPE",
    q: "Black",
    qs: "BLK",
    size: pipe(68, 4),
    price: 14.2,
    upm: "4 m",
    desc: "68mm round PVC-U rainwater downpipe in a longer 4m length. Black.",
  },
  {
    key: "drain-floplast-112-half-round-gutter-4-black",
    cat: "drainage",
    ...FLOPLAST,
    core: "Half Round Gutter",
    cs: "H/R GUTTER",
    q: "Black",
    qs: "BLK",
    size: pipe(112, 4),
    price: 13.5,
    gtin: true,
    upm: "4 m",
    desc: "112mm half round PVC-U gutter length for domestic roofs. Black.",
  },
  {
    key: "drain-osma-110-underground-pipe-3-plain",
    cat: "drainage",
    ...OSMA,
    core: "Underground Drain Pipe",
    cs: "UG PIPE",
    q: "Plain Ended",
    qs: "P/E",
    size: pipe(110, 3),
    price: 23.5,
    gtin: true,
    upm: "3 m",
    desc: "110mm PVC-U underground drainage pipe, plain ended, orange-brown. For foul and surface water drainage.",
  },
  {
    key: "drain-osma-110-underground-pipe-6-plain",
    cat: "drainage",
    ...OSMA,
    core: "Underground Drain Pipe",
    cs: "UG PIPE",
    q: "Plain Ended",
    qs: "P/E",
    size: pipe(110, 6),
    price: 44,
    upm: "6 m",
    desc: "110mm PVC-U underground drainage pipe in a 6m length, plain ended.",
  },
  {
    key: "drain-polypipe-110-underground-pipe-3-plain",
    cat: "drainage",
    ...POLYPIPE,
    core: "Underground Drain Pipe",
    cs: "UG PIPE",
    q: "Plain Ended",
    qs: "P/E",
    size: pipe(110, 3),
    price: 22.5,
    gtin: true,
    upm: "3 m",
    desc: "110mm PVC-U underground drainage pipe, plain ended, for below-ground foul and surface water systems.",
  },
  {
    key: "drain-osma-110-underground-bend-87.5-ds",
    cat: "drainage",
    ...OSMA,
    core: "Underground Bend",
    cs: "UG BEND",
    q: "Double Socket",
    qs: "D/S",
    size: bend(110, 87.5),
    price: 13.8,
    gtin: true,
    upm: "1 ct",
    desc: "110mm 87.5 degree underground drainage bend with a ring seal socket at each end.",
  },
  {
    key: "drain-osma-110-underground-bend-45-ds",
    cat: "drainage",
    ...OSMA,
    core: "Underground Bend",
    cs: "UG BEND",
    q: "Double Socket",
    qs: "D/S",
    size: bend(110, 45),
    price: 12.6,
    upm: "1 ct",
    desc: "110mm 45 degree underground drainage bend with ring seal sockets at both ends.",
  },
  {
    key: "drain-polypipe-110-underground-bend-45-ss",
    cat: "drainage",
    ...POLYPIPE,
    core: "Underground Bend",
    cs: "UG BEND",
    q: "Single Socket",
    qs: "S/S",
    size: bend(110, 45),
    price: 9.9,
    upm: "1 ct",
    desc: "110mm 45 degree underground drainage bend with one socket and one spigot end.",
  },
];

// ---------------------------------------------------------------- merchants

interface MerchantDef {
  code: M;
  slug: string;
  name: string;
  file: string;
  priceFactor: number;
  weight: Partial<Record<Cat, number>>;
}

const MDEF: Record<M, MerchantDef> = {
  BD: {
    code: "BD",
    slug: "brickyard-direct",
    name: "Brickyard Direct",
    file: "brickyard-direct.tsv",
    priceFactor: 1.0,
    weight: {},
  },
  CT: {
    code: "CT",
    slug: "castleford-trade",
    name: "Castleford Trade Supplies",
    file: "castleford-trade.csv",
    priceFactor: 0.95,
    weight: {
      cement: 1.5,
      sand: 1.5,
      aggregate: 1.5,
      block: 1.4,
      brick: 1.4,
      drainage: 1.2,
      skirting: 0.5,
      insulation: 0.8,
    },
  },
  MB: {
    code: "MB",
    slug: "millbrook-building",
    name: "Millbrook Building Supplies",
    file: "millbrook-building.xml",
    priceFactor: 1.07,
    weight: { plaster: 1.5, plasterboard: 1.4, insulation: 1.4, skirting: 1.3, aggregate: 0.6, sand: 0.7, brick: 0.7 },
  },
  AP: {
    code: "AP",
    slug: "ashworth-pike",
    name: "Ashworth & Pike",
    file: "ashworth-pike.tsv",
    priceFactor: 0.98,
    weight: { roofing: 1.5, drainage: 1.4, brick: 1.2 },
  },
  HL: {
    code: "HL",
    slug: "harbour-lane",
    name: "Harbour Lane Timber & Builders",
    file: "harbour-lane.csv",
    priceFactor: 1.03,
    weight: { timber: 2.0, sheet: 2.0, skirting: 1.8, cement: 0.7, brick: 0.4, block: 0.6, drainage: 0.6 },
  },
};

function pickMerchants(p: Prod): M[] {
  const r = rng(`merchants:${p.key}`);
  const x = r();
  const n = p.n ?? (x < 0.3 ? 2 : x < 0.68 ? 3 : x < 0.9 ? 4 : 5);
  const pool = [...MERCHANTS];
  const out: M[] = [];
  while (out.length < n) {
    const ws = pool.map((m) => MDEF[m].weight[p.cat] ?? 1);
    const tot = ws.reduce((a, b) => a + b, 0);
    let t = r() * tot;
    let idx = 0;
    for (; idx < ws.length - 1; idx++) {
      t -= ws[idx]!;
      if (t <= 0) break;
    }
    out.push(pool[idx]!);
    pool.splice(idx, 1);
  }
  return MERCHANTS.filter((m) => out.includes(m));
}

// ---------------------------------------------------------------- titles

const join = (...parts: (string | undefined)[]) =>
  parts
    .filter((s) => s !== undefined && s.trim() !== "")
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();

const CAT_LABEL: Record<Cat, string> = {
  cement: "Cement",
  concrete: "Concrete & Mortar",
  sand: "Sand",
  aggregate: "Aggregates",
  timber: "Timber",
  sheet: "Sheet Materials",
  plasterboard: "Plasterboard",
  plaster: "Plaster",
  brick: "Bricks",
  block: "Blocks",
  skirting: "Mouldings",
  insulation: "Insulation",
  roofing: "Roofing",
  drainage: "Drainage",
};

/** lower-case ordinary words but keep codes/abbreviations such as C16, BS, 7.3N, PIR */
function soft(s: string): string {
  return s
    .split(" ")
    .map((w) => (/\d/.test(w) || (w.length > 1 && w === w.toUpperCase()) ? w : w.toLowerCase()))
    .join(" ");
}

function titleFor(m: M, p: Prod, r: () => number, brandCol: string): string {
  switch (m) {
    case "BD": {
      // Brand first, "mm" on every number, " x " separators, "(Pack of N)"
      const t = join(p.brand, p.core, p.q, p.kind, p.size.a);
      return p.pack ? `${t} (Pack of ${p.pack})` : t;
    }
    case "CT": {
      // Upper-case trade counter style: size first, abbreviations, PK suffix
      const brand = p.brand
        ? p.brand.toUpperCase().replace("WAVIN OSMA", "OSMA").replace("H+H CELCON", "H+H")
        : undefined;
      // sometimes the brand only lives in the brand column
      const dropBrand = brandCol !== "" && r() < 0.2;
      const t = join(p.size.b, dropBrand ? undefined : brand, p.cs ?? p.core.toUpperCase(), p.qs);
      return p.pack ? `${t} PK${p.pack}` : t;
    }
    case "MB": {
      // Descriptive sentence style with en dash, metres and ×, marketing tail
      let t = join(p.brand, p.core, p.kind ? soft(p.kind) : undefined);
      if (p.q) t += ` – ${soft(p.q)}`;
      if (p.size.c) t += `, ${p.size.c}`;
      if (p.pack) t += ` – pack of ${p.pack}`;
      const x = r();
      if (x < 0.18) t += " | Trade Price";
      else if (x < 0.3) t += " | Next Day Delivery";
      return t;
    }
    case "AP": {
      // Category prefix, abbreviated qualifiers, thickness-first sizes
      const t = `${CAT_LABEL[p.cat]} - ${join(p.brand, p.core, p.qs, p.size.d)}`;
      return p.pack ? `${t} x${p.pack}` : t;
    }
    case "HL": {
      // Range/brand then comma-separated details, imperial hints with quotes
      const boardy = p.cat === "sheet" || p.cat === "plasterboard" || p.cat === "insulation";
      const dropBrand = boardy && brandCol !== "" && r() < 0.35;
      let t = join(dropBrand ? undefined : p.brand, p.core);
      if (p.q) t += `, ${p.q}`;
      if (p.size.e) t += `, ${p.size.e}`;
      if (p.pack) t += ` - Bundle of ${p.pack}`;
      return t;
    }
  }
}

function brandFor(m: M, p: Prod, r: () => number): string {
  const commodity = !p.brand;
  switch (m) {
    case "BD":
      return p.brand ?? "";
    case "CT":
      return commodity ? "Castleford" : (p.mfr ?? p.brand ?? "").toUpperCase();
    case "MB":
      if (commodity) return "";
      return r() < 0.15 ? "" : (p.mfr ?? p.brand ?? "");
    case "AP":
      return commodity ? "Ashworth & Pike" : (p.parent ?? p.mfr ?? "");
    case "HL":
      if (commodity) return r() < 0.5 ? "Harbour Lane" : "";
      return r() < 0.2 ? "" : (p.alias ?? p.brand ?? "");
  }
}

function descFor(m: M, p: Prod, r: () => number): string {
  const first = p.desc.split(/(?<=\.)\s/)[0] ?? p.desc;
  switch (m) {
    case "BD":
      return p.desc;
    case "CT":
      return first;
    case "MB": {
      const tails = [
        "Order before 2pm for next-day delivery across our area.",
        "Collect from any Millbrook branch or have it delivered to site.",
        "Trade account holders receive additional discount at checkout.",
      ];
      return `${p.desc} ${tails[Math.floor(r() * tails.length)]}`;
    }
    case "AP": {
      // spec-sheet style built from attributes plus the closing sentence
      const parts = p.desc.split(/(?<=\.)\s/);
      const last = parts[parts.length - 1] ?? "";
      const spec = [`Product: ${join(p.brand, p.core)}`];
      if (p.q) spec.push(`Type: ${p.q}`);
      if (p.size.d) spec.push(`Size: ${p.size.d}`);
      if (p.pack) spec.push(`Pack quantity: ${p.pack}`);
      return `${spec.join(". ")}. ${last}`;
    }
    case "HL": {
      const joinery = p.cat === "timber" || p.cat === "sheet" || p.cat === "skirting";
      return `${first} ${joinery ? "Cut-to-size service available in store." : "Local delivery available."}`;
    }
  }
}

const PT: Record<M, Record<Cat, string>> = {
  BD: {
    cement: "Building Materials > Cement",
    concrete: "Building Materials > Concrete & Mortar",
    sand: "Building Materials > Sand",
    aggregate: "Building Materials > Aggregates",
    timber: "Timber > Structural Timber",
    sheet: "Timber > Sheet Materials",
    plasterboard: "Drylining > Plasterboard",
    plaster: "Drylining > Plaster",
    brick: "Building Materials > Bricks",
    block: "Building Materials > Blocks",
    skirting: "Timber > Mouldings",
    insulation: "Insulation",
    roofing: "Roofing",
    drainage: "Drainage & Plumbing",
  },
  CT: {
    cement: "HEAVYSIDE",
    concrete: "HEAVYSIDE",
    sand: "AGGREGATES",
    aggregate: "AGGREGATES",
    timber: "TIMBER",
    sheet: "SHEET MATERIALS",
    plasterboard: "DRYLINING",
    plaster: "DRYLINING",
    brick: "BRICKS & BLOCKS",
    block: "BRICKS & BLOCKS",
    skirting: "JOINERY",
    insulation: "INSULATION",
    roofing: "ROOFING",
    drainage: "CIVILS & DRAINAGE",
  },
  MB: {
    cement: "Home > Building Supplies > Cement & Aggregates > Cement",
    concrete: "Home > Building Supplies > Cement & Aggregates > Concrete & Mortar Mixes",
    sand: "Home > Building Supplies > Cement & Aggregates > Sand",
    aggregate: "Home > Building Supplies > Cement & Aggregates > Gravel & Stone",
    timber: "Home > Timber > Carcassing",
    sheet: "Home > Timber > Sheet Materials",
    plasterboard: "Home > Plastering > Plasterboard",
    plaster: "Home > Plastering > Plaster",
    brick: "Home > Building Supplies > Bricks",
    block: "Home > Building Supplies > Blocks",
    skirting: "Home > Timber > Skirting & Architrave",
    insulation: "Home > Insulation",
    roofing: "Home > Roofing",
    drainage: "Home > Drainage",
  },
  AP: {
    cement: "",
    concrete: "",
    sand: "",
    aggregate: "",
    timber: "Timber",
    sheet: "Panels",
    plasterboard: "Plasterboard",
    plaster: "Plaster",
    brick: "",
    block: "",
    skirting: "Joinery",
    insulation: "Insulation",
    roofing: "Roofing",
    drainage: "Below Ground",
  },
  HL: {
    cement: "Builders Merchant",
    concrete: "Builders Merchant",
    sand: "Builders Merchant",
    aggregate: "Builders Merchant",
    timber: "Timber",
    sheet: "Sheet Material",
    plasterboard: "Builders Merchant",
    plaster: "Builders Merchant",
    brick: "Builders Merchant",
    block: "Builders Merchant",
    skirting: "Mouldings",
    insulation: "Insulation",
    roofing: "Roofing",
    drainage: "Plumbing & Drainage",
  },
};

// ---------------------------------------------------------------- rows

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

function gtinOf(p: Prod): string | undefined {
  if (!p.gtin || !p.brand) return undefined;
  const r = rng(`gtin:${p.key}`);
  let body = "50";
  for (let i = 0; i < 10; i++) body += String(Math.floor(r() * 10));
  return ean13(body);
}

function gtinFor(m: M, g: string, r: () => number): string {
  const show: Record<M, number> = { BD: 0.5, CT: 0.35, MB: 0.6, AP: 0.45, HL: 0.3 };
  if (r() >= show[m]) return "";
  switch (m) {
    case "CT":
      return `0${g}`;
    case "AP":
      return `${g.slice(0, 1)} ${g.slice(1, 7)} ${g.slice(7)}`;
    case "HL":
      return r() < 0.5 ? `0${g}` : g;
    default:
      return g;
  }
}

const rowsBy: Record<M, Row[]> = { BD: [], CT: [], MB: [], AP: [], HL: [] };
const truth: Record<string, string> = {};
const idSeen = new Set<string>();

function makeId(m: M, r: () => number): string {
  for (;;) {
    let id: string;
    const n = Math.floor(r() * 900000) + 100000;
    switch (m) {
      case "BD":
        id = `BD-${String(n).slice(0, 5)}`;
        break;
      case "CT":
        id = String(n);
        break;
      case "MB":
        id = `mb${n.toString(36)}`;
        break;
      case "AP":
        id = `AP/${String(n).slice(0, 3)}/${String(n).slice(3)}`;
        break;
      case "HL":
        id = `HLT${String(n).slice(0, 4)}`;
        break;
    }
    const k = `${m}:${id}`;
    if (!idSeen.has(k)) {
      idSeen.add(k);
      return id;
    }
  }
}

for (const p of P) {
  const gtin = gtinOf(p);
  for (const m of pickMerchants(p)) {
    const def = MDEF[m];
    const r = rng(`row:${m}:${p.key}`);
    const id = makeId(m, r);
    const brandCol = brandFor(m, p, r);
    const title = titleFor(m, p, r, brandCol);
    const jitter = 0.93 + r() * 0.14;
    const price = Math.max(0.5, p.price * def.priceFactor * jitter);
    const rounded = price < 5 ? Math.round(price * 100) / 100 : Math.round(price * 4) / 4 - 0.01;
    const onSale = r() < 0.13;
    const sale = onSale ? Math.round(rounded * (0.82 + r() * 0.1) * 100) / 100 : undefined;
    const av = r();
    let availability: string;
    if (m === "CT") availability = av < 0.9 ? "in stock" : "out of stock";
    else if (m === "HL") availability = av < 0.85 ? "in_stock" : av < 0.95 ? "backorder" : "out_of_stock";
    else if (m === "MB") availability = av < 0.88 ? "in_stock" : av < 0.95 ? "preorder" : "out_of_stock";
    else availability = av < 0.92 ? "in_stock" : "out_of_stock";

    const linkSlug = slugify(title.replace(/ \| .*$/, ""))
      .slice(0, 90)
      .replace(/-+$/, "");
    let link: string;
    switch (m) {
      case "BD":
        link = `https://www.${def.slug}.example/products/${linkSlug}`;
        break;
      case "CT":
        link = `https://www.${def.slug}.example/p/${id}`;
        break;
      case "MB":
        link = `https://www.${def.slug}.example/shop/${slugify(CAT_LABEL[p.cat])}/${linkSlug}`;
        break;
      case "AP":
        link = `https://www.${def.slug}.example/product/${id.replace(/\//g, "-")}/${linkSlug}`;
        break;
      case "HL":
        link = `https://www.${def.slug}.example/${linkSlug}.html`;
        break;
    }

    const upmShow = m === "MB" || m === "AP" || (m === "BD" && r() < 0.5);
    rowsBy[m].push({
      id,
      title,
      description: descFor(m, p, r),
      link,
      price: money(rounded),
      sale_price: sale !== undefined ? money(sale) : "",
      availability,
      brand: brandCol,
      gtin: gtin ? gtinFor(m, gtin, r) : "",
      mpn: p.mpn && (m === "BD" || m === "AP" || m === "MB") ? p.mpn : "",
      product_type: PT[m][p.cat],
      unit_pricing_measure: upmShow && p.upm ? p.upm : "",
    });
    truth[`${def.slug}:${id}`] = p.key;
  }
}

// ---------------------------------------------------------------- sanity checks

const keys = new Set<string>();
for (const p of P) {
  if (keys.has(p.key)) throw new Error(`duplicate key ${p.key}`);
  keys.add(p.key);
}
for (const m of MERCHANTS) {
  const seen = new Map<string, string>();
  for (const row of rowsBy[m]) {
    const k = `${row.title.toLowerCase()}|${row.brand.toLowerCase()}`;
    if (seen.has(k)) throw new Error(`${m}: duplicate title "${row.title}"`);
    seen.set(k, row.id);
    for (const v of Object.values(row)) {
      if (/[\t\r\n]/.test(v)) throw new Error(`control char in ${m} ${row.id}`);
      if ((m === "BD" || m === "AP") && v.includes('"')) throw new Error(`quote in TSV field ${m} ${row.id}`);
    }
  }
}
for (const p of P) {
  const n = Object.values(truth).filter((k) => k === p.key).length;
  if (n < 2 || n > 5) throw new Error(`${p.key} stocked at ${n} merchants`);
}

// ---------------------------------------------------------------- writers

const COLS: Record<M, (keyof Row)[]> = {
  BD: [
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
  CT: ["id", "title", "description", "link", "price", "sale_price", "availability", "brand", "gtin", "product_type"],
  MB: [
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
  AP: [
    "id",
    "title",
    "brand",
    "price",
    "sale_price",
    "availability",
    "link",
    "description",
    "product_type",
    "gtin",
    "mpn",
    "unit_pricing_measure",
  ],
  HL: ["id", "title", "description", "link", "price", "sale_price", "availability", "brand", "gtin", "product_type"],
};

function tsv(m: M): string {
  const cols = COLS[m];
  const lines = [cols.join("\t")];
  for (const row of rowsBy[m]) lines.push(cols.map((c) => row[c]).join("\t"));
  return lines.join("\n") + "\n";
}

function csvField(v: string): string {
  return /[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

function csv(m: M): string {
  const cols = COLS[m];
  const lines = [cols.join(",")];
  for (const row of rowsBy[m]) lines.push(cols.map((c) => csvField(row[c])).join(","));
  return lines.join("\r\n") + "\r\n";
}

function xmlEsc(v: string): string {
  return v.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function xml(m: M): string {
  const def = MDEF[m];
  const plain = new Set<keyof Row>(["title", "link", "description"]);
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    "  <channel>",
    `    <title>${xmlEsc(def.name)}</title>`,
    `    <link>https://www.${def.slug}.example/</link>`,
    `    <description>${xmlEsc(def.name)} product feed</description>`,
  ];
  for (const row of rowsBy[m]) {
    out.push("    <item>");
    for (const c of COLS[m]) {
      const v = row[c];
      if (v === "") continue;
      const tag = plain.has(c) ? c : `g:${c}`;
      out.push(`      <${tag}>${xmlEsc(v)}</${tag}>`);
    }
    out.push("    </item>");
  }
  out.push("  </channel>", "</rss>");
  return out.join("\n") + "\n";
}

for (const m of MERCHANTS) {
  const def = MDEF[m];
  const body = def.file.endsWith(".tsv") ? tsv(m) : def.file.endsWith(".csv") ? csv(m) : xml(m);
  writeFileSync(join_(def.file), body);
}

function join_(f: string): string {
  return pathJoin(OUT, f);
}

writeFileSync(
  join_("merchants.json"),
  JSON.stringify(
    {
      imageOrigin: "https://demo-images.buildcompare.invalid/",
      merchants: MERCHANTS.map((m) => ({
        slug: MDEF[m].slug,
        name: MDEF[m].name,
        websiteUrl: `https://www.${MDEF[m].slug}.example/`,
        verified: false,
        feed: MDEF[m].file,
      })),
    },
    null,
    2,
  ) + "\n",
);

const sortedTruth = Object.fromEntries(Object.entries(truth).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
writeFileSync(join_("demo-truth.json"), JSON.stringify(sortedTruth, null, 2) + "\n");

// ---------------------------------------------------------------- summary

const total = Object.keys(truth).length;
const brandedKeys = new Set(P.filter((p) => p.brand).map((p) => p.key));
const brandedRows = Object.values(truth).filter((k) => brandedKeys.has(k)).length;
const gtinRows = MERCHANTS.flatMap((m) => rowsBy[m]).filter((r) => r.gtin !== "").length;
console.log(`products: ${P.length}  rows: ${total}  branded-product rows: ${brandedRows}  rows with gtin: ${gtinRows}`);
for (const m of MERCHANTS) console.log(`  ${MDEF[m].file}: ${rowsBy[m].length}`);
