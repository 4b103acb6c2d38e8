// Deterministic generator for bench/holdout-3: six fictional merchant feeds in
// Google Merchant Center format (2 TSV, 2 CSV, 2 RSS/XML) plus merchants.json
// and demo-truth.json.   Run:  npx tsx bench/holdout-3/generate.ts
//
// GTINs and MPNs are synthetic (valid check digits, consistent per product)
// and are not the manufacturers' real codes.

import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PRODUCTS, type Cat, type Product } from "./products.ts";

const OUT = dirname(fileURLToPath(import.meta.url));

// ---------------------------------------------------------------- utilities
function hash(str: string): number {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}
function rng(seed: string): () => number {
  let a = hash("holdout-3|" + seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/°/g, "")
    .replace(/&/g, "and")
    .replace(/\+/g, "plus")
    .replace(/[^a-z0-9.]+/g, "-")
    .replace(/\.(?![0-9])/g, "")
    .replace(/^-+|-+$/g, "");
const clean = (s: string) => s.replace(/\s+/g, " ").trim();
const money = (n: number) => `${n.toFixed(2)} GBP`;

function ean13(key: string): string {
  const h1 = hash("gtin1|" + key);
  const h2 = hash("gtin2|" + key);
  const body = ("50" + String(h1 % 100000).padStart(5, "0") + String(h2 % 100000).padStart(5, "0")).slice(0, 12);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}

// ---------------------------------------------------------------- merchants
type Slug =
  | "hammerton-diy"
  | "oakline-timber"
  | "brackley-builders"
  | "buildzap-direct"
  | "pennine-building-supplies"
  | "drainright";

interface Merchant {
  slug: Slug;
  name: string;
  feed: string;
  priceFactor: number;
  weights: Partial<Record<Cat, number>>;
}

const ALL: Cat[] = [
  "cement",
  "concrete",
  "sand",
  "aggregates",
  "timber",
  "sheet",
  "plasterboard",
  "plaster",
  "bricks",
  "blocks",
  "skirting",
  "insulation",
  "roofing",
  "drainage",
];
const every = (w: number): Partial<Record<Cat, number>> => Object.fromEntries(ALL.map((c) => [c, w]));

const MERCHANTS: Merchant[] = [
  {
    slug: "hammerton-diy",
    name: "Hammerton DIY & Home",
    feed: "hammerton-diy.tsv",
    priceFactor: 1.12,
    weights: { ...every(1.1), sand: 0.8, aggregates: 0.8, bricks: 0.8, blocks: 0.8 },
  },
  {
    slug: "oakline-timber",
    name: "Oakline Timber & Sheet Materials",
    feed: "oakline-timber.csv",
    priceFactor: 1.0,
    weights: { timber: 3.5, sheet: 3.5, skirting: 3, plasterboard: 1.1, plaster: 0.6, insulation: 1, roofing: 1.2 },
  },
  {
    slug: "brackley-builders",
    name: "Brackley Builders Merchants",
    feed: "brackley-builders.xml",
    priceFactor: 0.93,
    weights: {
      cement: 2,
      concrete: 1.8,
      sand: 2,
      aggregates: 2,
      bricks: 2.2,
      blocks: 2.2,
      plasterboard: 1.6,
      plaster: 1.6,
      insulation: 1.3,
      roofing: 1.3,
      drainage: 1.1,
      timber: 0.8,
      sheet: 0.8,
    },
  },
  {
    slug: "buildzap-direct",
    name: "BuildZap Direct",
    feed: "buildzap-direct.csv",
    priceFactor: 0.95,
    weights: every(1),
  },
  {
    slug: "pennine-building-supplies",
    name: "Pennine Building Supplies",
    feed: "pennine-building-supplies.tsv",
    priceFactor: 1.03,
    weights: { ...every(1), drainage: 0.5, skirting: 0.8 },
  },
  {
    slug: "drainright",
    name: "DrainRight Plumbing & Drainage",
    feed: "drainright.xml",
    priceFactor: 0.98,
    weights: { drainage: 50, cement: 0.35, concrete: 0.3, sand: 0.4, aggregates: 0.5 },
  },
];

// ------------------------------------------------------- assignment of rows
function chooseMerchants(p: Product): Merchant[] {
  const r = rng("assign|" + p.k);
  const eligible = MERCHANTS.filter((m) => (m.weights[p.c] ?? 0) > 0);
  const x = r();
  let n = x < 0.3 ? 2 : x < 0.7 ? 3 : x < 0.9 ? 4 : 5;
  n = Math.min(n, eligible.length);
  const pool = eligible.map((m) => ({ m, w: m.weights[p.c]! }));
  const chosen: Merchant[] = [];
  while (chosen.length < n) {
    const tot = pool.reduce((a, b) => a + b.w, 0);
    let t = r() * tot;
    let i = 0;
    while (i < pool.length - 1 && t >= pool[i]!.w) t -= pool[i++]!.w;
    chosen.push(pool[i]!.m);
    pool.splice(i, 1);
  }
  return chosen;
}

// ------------------------------------------------------------ text helpers
function lineOrBrand(p: Product): string {
  if (!p.ln) return p.b ?? "";
  if (!p.b) return p.ln;
  const first = p.b.split(/\s+/)[0]!.toLowerCase();
  return p.ln.toLowerCase().includes(first) ? p.ln : `${p.b} ${p.ln}`;
}

const BULK: Record<Slug, string> = {
  "hammerton-diy": "Bulk Bag",
  "oakline-timber": "Bulk Bag",
  "brackley-builders": "BULK BAG",
  "buildzap-direct": "Jumbo Bag Tonne Bag",
  "pennine-building-supplies": "Dumpy Bag",
  drainright: "Bulk Bag",
};
const specFor = (p: Product, s: Slug) => (p.s ?? "").replace("Bulk Bag", BULK[s]);

const ABBR: [RegExp, string][] = [
  [/BLUE CIRCLE/g, "BC"],
  [/BRITISH GYPSUM/g, "BG"],
  [/PLASTERBOARD/g, "PBD"],
  [/TAPERED EDGE/g, "TE"],
  [/SQUARE EDGE/g, "SE"],
  [/MOISTURE RESISTANT/g, "MR"],
  [/UNDERGROUND/g, "U/G"],
  [/SINGLE SOCKET/g, "S/S"],
  [/DOUBLE SOCKET/g, "D/S"],
  [/REGULARISED/g, "REG"],
  [/CARCASSING/g, "CARC"],
  [/UNTREATED/g, "UNTRTD"],
  [/TREATED/g, "TRTD"],
  [/KILN DRIED/g, "KD"],
  [/INSULATION/g, "INS"],
  [/ENGINEERING/g, "ENG"],
  [/PERFORATED/g, "PERF"],
  [/GENERAL PURPOSE/g, "GP"],
  [/BREATHABLE/g, "BRTH"],
  [/MEMBRANE/g, "MEMB"],
  [/AIRCRETE/g, "AIRC"],
  [/BLOCK/g, "BLK"],
  [/CONCRETE/g, "CONC"],
  [/FACING BRICK/g, "FACING"],
  [/DRAINAGE/g, "DRN"],
  [/PLAIN ENDED/g, "P/E"],
  [/GALVANISED STEEL/g, "GALV"],
  [/ROOF TILE/g, "TILE"],
  [/INTERLOCKING/g, "INTLK"],
  [/SKIRTING/g, "SKIRT"],
  [/ARCHITRAVE/g, "ARCH"],
  [/PRIMED/g, "PRM"],
  [/PLASTER(?!BOARD|ING)/g, "PLSTR"],
  [/ WITH /g, " "],
  [/TONGUE & GROOVE/g, "T&G"],
  [/ & /g, "+"],
  [/MORTAR PLASTICISER/g, "MORTAR PLAST"],
  [/°/g, "DEG"],
  [/ (\d+)MM (\d+)M$/, " $1MM $2M"],
];
function terse(p: Product): string {
  let t = `${lineOrBrand(p)} ${p.n}`.toUpperCase();
  for (const [re, to] of ABBR) t = t.replace(re, to);
  const s = specFor(p, "brackley-builders").toUpperCase().replace(/ X /g, "X").replace(/MMX/g, "MM ");
  const col = p.col ? " " + p.col.toUpperCase() : "";
  const pk = p.pk ? " PK" + p.pk.replace(/\D/g, "") : "";
  return clean(`${t} ${s}${col}${pk}`).replace(/\b(\w+) \1\b/g, "$1");
}

const FEATURE: Record<Cat, string> = {
  cement: "Building Cement",
  concrete: "Mortar & Concrete",
  sand: "Building & Landscaping",
  aggregates: "Building & Landscaping",
  timber: "Construction Timber",
  sheet: "Sheet Material",
  plasterboard: "Drylining",
  plaster: "Plastering",
  bricks: "Sold Individually",
  blocks: "Sold Individually",
  skirting: "Mouldings",
  insulation: "Thermal Insulation",
  roofing: "Roofing",
  drainage: "Drainage",
};
const ZAPKW: Record<Cat, string> = {
  cement: "Cement Bag Mortar Concrete Building",
  concrete: "Ready Mix Bag Concrete Mortar",
  sand: "Sand Building Landscaping",
  aggregates: "Gravel Aggregate Driveway Sub Base Stone",
  timber: "Timber Wood Stud Joist Framing Softwood",
  sheet: "Sheet Board Panel",
  plasterboard: "Plasterboard Drywall Sheet Board",
  plaster: "Plaster Skim Plastering Bag",
  bricks: "Brick Bricks Building Wall",
  blocks: "Block Building Blocks Wall Lightweight",
  skirting: "Skirting Board Moulding Trim",
  insulation: "Insulation Thermal Warm Energy Saving",
  roofing: "Roof Roofing Shed",
  drainage: "Drainage Pipe Drain Plumbing",
};
const ZAPSUFFIX = [
  "| Next Day Delivery",
  "- Trade Price",
  "| Free Delivery Over £150",
  "- Best Price UK",
  "| Cheap",
  "",
];

function title(p: Product, m: Slug, r: () => number): string {
  const lob = lineOrBrand(p);
  const spec = specFor(p, m);
  switch (m) {
    case "hammerton-diy": {
      const mfr = p.m && r() < 0.5 && !lob.includes(p.m) ? p.m + " " : "";
      const feat = p.pk && p.c === "bricks" ? "" : (p.f ?? FEATURE[p.c]);
      return clean(
        `${mfr}${lob} ${p.n} ${spec}${p.col ? " - " + p.col : ""}${p.pk ? " - " + p.pk : ""}${feat ? " - " + feat : ""}`,
      );
    }
    case "oakline-timber": {
      if (p.c === "timber") return clean(`${p.n}${/Timber|Batten/.test(p.n) ? "" : " Timber"} ${spec} (${p.nom})`);
      return clean(`${lob} ${p.n} ${spec}${p.col ? " " + p.col : ""}${p.pk ? " (" + p.pk + ")" : ""}`);
    }
    case "brackley-builders":
      return terse(p);
    case "buildzap-direct": {
      const is8x4 = /2400 x 1200|2440 x 1220/.test(spec) ? " 8x4" : "";
      const alt = p.alts && r() < 0.5 ? " " + p.alts[0] : "";
      const sfx = pick(r, ZAPSUFFIX);
      return clean(
        `${lob} ${p.n} ${spec}${p.col ? " " + p.col : ""}${p.pk ? " " + p.pk : ""}${is8x4} ${ZAPKW[p.c]}${alt} ${sfx}`,
      );
    }
    case "pennine-building-supplies": {
      if (p.c === "timber") return clean(`${p.imp} ${p.n}`);
      const size = p.imp
        ? p.c === "bricks" || p.c === "blocks" || (p.c === "insulation" && !/ft/.test(p.imp))
          ? `${spec} (${p.imp})`
          : `${p.imp}`
        : spec;
      return clean(`${p.n} ${size}${p.col ? " " + p.col : ""}${p.pk ? " " + p.pk : ""}${lob ? " - " + lob : ""}`);
    }
    case "drainright":
      return clean(`${lob}${p.mpn ? " " + p.mpn : ""} ${p.n} ${spec}${p.col ? " " + p.col : ""}`);
  }
}

function description(p: Product, m: Slug, r: () => number): string {
  const spec = specFor(p, m);
  switch (m) {
    case "hammerton-diy":
      return clean(
        `${p.d}${/\d/.test(spec) ? " Size: " + spec + "." : ""} Home delivery or click & collect from your local store.`,
      );
    case "oakline-timber":
      return clean(`${p.d}${p.c === "timber" ? " Cut-to-length service available at our yards." : ""}`);
    case "brackley-builders":
      return p.d.split(/(?<=\.)\s/)[0]!;
    case "buildzap-direct":
      return clean(
        `${p.d} ${pick(r, ["Order online at trade prices.", "Fast UK delivery.", "Great value, buy online today."])}`,
      );
    case "pennine-building-supplies":
      return clean(`${p.d}${p.imp && p.s ? ` Metric size ${p.s}.` : ""}`);
    case "drainright":
      return p.d;
  }
}

function brandField(p: Product, m: Slug, r: () => number): string | undefined {
  const x = r();
  if (!p.b) {
    if (m === "hammerton-diy") return x < 0.5 ? "Hammerton" : undefined;
    if (m === "oakline-timber") return x < 0.7 ? "Oakline Timber" : undefined;
    if (m === "buildzap-direct") return x < 0.4 ? "BuildZap" : undefined;
    return undefined;
  }
  switch (m) {
    case "hammerton-diy":
      return x < 0.7 ? p.b : (p.m ?? p.b);
    case "oakline-timber":
      return x < 0.85 ? p.b : undefined;
    case "brackley-builders":
      return x < 0.45 ? (p.m ?? p.alts?.[0] ?? p.b).toUpperCase() : x < 0.8 ? p.b.toUpperCase() : undefined;
    case "buildzap-direct":
      return x < 0.15 ? undefined : x < 0.6 ? p.b : pick(r, p.alts ?? [p.b]);
    case "pennine-building-supplies":
      return x < 0.6 ? p.b : x < 0.75 ? (p.alts?.[0] ?? p.b) : undefined;
    case "drainright":
      return x < 0.9 ? p.b : undefined;
  }
}

const GTIN_P: Record<Slug, number> = {
  "hammerton-diy": 0.6,
  "oakline-timber": 0.3,
  "brackley-builders": 0.2,
  "buildzap-direct": 0.4,
  "pennine-building-supplies": 0.2,
  drainright: 0.5,
};
function gtinField(p: Product, m: Slug, r: () => number): string | undefined {
  if (!p.g) return undefined;
  if (r() >= GTIN_P[m]) return undefined;
  const e = ean13(p.k);
  if (m === "brackley-builders") return "0" + e;
  if (m === "buildzap-direct" && r() < 0.4) return `${e[0]} ${e.slice(1, 7)} ${e.slice(7)}`;
  if (m === "pennine-building-supplies" && r() < 0.5) return "0" + e;
  return e;
}

const PTYPE: Record<Slug, Record<Cat, string>> = {
  "hammerton-diy": {
    cement: "Building Materials > Cement, Sand & Aggregates > Cement",
    concrete: "Building Materials > Cement, Sand & Aggregates > Concrete & Mortar",
    sand: "Building Materials > Cement, Sand & Aggregates > Sand",
    aggregates: "Building Materials > Cement, Sand & Aggregates > Gravel & Aggregates",
    timber: "Timber > Construction Timber",
    sheet: "Timber > Sheet Materials",
    plasterboard: "Building Materials > Plasterboard & Drylining",
    plaster: "Building Materials > Plaster & Render",
    bricks: "Building Materials > Bricks",
    blocks: "Building Materials > Blocks",
    skirting: "Timber > Skirting & Architrave",
    insulation: "Building Materials > Insulation",
    roofing: "Building Materials > Roofing",
    drainage: "Plumbing & Drainage > Drainage",
  },
  "oakline-timber": {
    cement: "Building",
    concrete: "Building",
    sand: "Building",
    aggregates: "Building",
    timber: "Timber/Carcassing",
    sheet: "Sheet Materials",
    plasterboard: "Drylining/Plasterboard",
    plaster: "Drylining/Plaster",
    bricks: "Building",
    blocks: "Building",
    skirting: "Mouldings/Skirting & Architrave",
    insulation: "Insulation",
    roofing: "Roofing",
    drainage: "Building",
  },
  "brackley-builders": {
    cement: "HEAVYSIDE/CEMENT",
    concrete: "HEAVYSIDE/MORTAR+CONCRETE",
    sand: "HEAVYSIDE/SAND",
    aggregates: "HEAVYSIDE/AGGREGATES",
    timber: "TIMBER/CARC",
    sheet: "TIMBER/SHEET",
    plasterboard: "DRYLINING/BOARD",
    plaster: "DRYLINING/PLASTER",
    bricks: "HEAVYSIDE/BRICKS",
    blocks: "HEAVYSIDE/BLOCKS",
    skirting: "TIMBER/MOULDINGS",
    insulation: "INSULATION",
    roofing: "ROOFING",
    drainage: "DRAINAGE",
  },
  "buildzap-direct": {
    cement: "Building Supplies",
    concrete: "Building Supplies",
    sand: "Landscaping",
    aggregates: "Landscaping",
    timber: "Timber",
    sheet: "Timber",
    plasterboard: "Building Supplies",
    plaster: "Building Supplies",
    bricks: "Building Supplies",
    blocks: "Building Supplies",
    skirting: "Timber",
    insulation: "Insulation",
    roofing: "Roofing",
    drainage: "Plumbing",
  },
  "pennine-building-supplies": {
    cement: "Heavy Building > Cement",
    concrete: "Heavy Building > Mortar & Concrete",
    sand: "Heavy Building > Sand",
    aggregates: "Heavy Building > Aggregates",
    timber: "Timber > Sawn & Treated",
    sheet: "Timber > Boards",
    plasterboard: "Plastering > Boards",
    plaster: "Plastering > Plaster",
    bricks: "Heavy Building > Bricks",
    blocks: "Heavy Building > Blocks",
    skirting: "Timber > Mouldings",
    insulation: "Insulation",
    roofing: "Roofing",
    drainage: "Drainage",
  },
  drainright: {
    cement: "Groundworks > Cement",
    concrete: "Groundworks > Concrete",
    sand: "Groundworks > Sand",
    aggregates: "Groundworks > Pipe Bedding",
    timber: "",
    sheet: "",
    plasterboard: "",
    plaster: "",
    bricks: "",
    blocks: "",
    skirting: "",
    insulation: "",
    roofing: "",
    drainage: "Drainage",
  },
};
function drainPtype(p: Product): string {
  if (/Gutter|Downpipe/.test(p.n)) return "Drainage > Rainwater";
  if (/Soil|Waste/.test(p.n)) return "Drainage > Soil & Waste";
  if (/Channel/.test(p.n)) return "Drainage > Surface Water";
  return /Pipe/.test(p.n) ? "Drainage > Underground > Pipe" : "Drainage > Underground > Fittings";
}

// ---------------------------------------------------------------- rows
interface Row {
  id: string;
  title: string;
  description: string;
  link: string;
  price: string;
  sale_price?: string;
  availability: string;
  brand?: string;
  gtin?: string;
  mpn?: string;
  product_type?: string;
  unit_pricing_measure?: string;
  key: string;
  branded: boolean;
}

const usedIds = new Map<Slug, Set<string>>();
function makeId(m: Slug, p: Product, r: () => number): string {
  const set = usedIds.get(m) ?? new Set<string>();
  usedIds.set(m, set);
  for (let attempt = 0; ; attempt++) {
    const n = hash(`id|${m}|${p.k}|${attempt}`);
    let id: string;
    switch (m) {
      case "hammerton-diy":
        id = String(100000 + (n % 900000));
        break;
      case "oakline-timber":
        id = `OT-${p.c.slice(0, 3).toUpperCase()}-${String(n % 100000).padStart(5, "0")}`;
        break;
      case "brackley-builders":
        id = `BB${String(n % 10000000).padStart(7, "0")}`;
        break;
      case "buildzap-direct":
        id = `bz_${n.toString(16).padStart(8, "0")}`;
        break;
      case "pennine-building-supplies":
        id = `PBS/${String(n % 10000).padStart(4, "0")}${"ABCDEFGH"[n % 8]}`;
        break;
      case "drainright":
        id = `DR${String(n % 100000).padStart(5, "0")}`;
        break;
    }
    if (!set.has(id)) {
      set.add(id);
      void r;
      return id;
    }
  }
}

function priceFor(p: Product, m: Merchant, r: () => number): number {
  const v = p.pr * m.priceFactor * (0.95 + r() * 0.1);
  if (v < 2) return Math.round(v * 100) / 100;
  if (m.slug === "hammerton-diy" || m.slug === "buildzap-direct") {
    // charm pricing: x.99 above £10, x.x9 below
    return v >= 10 ? Math.floor(v) + 0.99 : Math.round(Math.round(v * 10) - 0.1) / 10 + 0.09;
  }
  return Math.round(v * 20) / 20;
}

function link(m: Slug, id: string, t: string, p: Product): string {
  const base = `https://www.${m}.example`;
  const s = slugify(t).slice(0, 80).replace(/-+$/, "");
  switch (m) {
    case "hammerton-diy":
      return `${base}/p/${s}/${id}`;
    case "oakline-timber":
      return `${base}/products/${s}`;
    case "brackley-builders":
      return `${base}/product/${id}`;
    case "buildzap-direct":
      return `${base}/${s}-${id.replace("bz_", "")}.html`;
    case "pennine-building-supplies":
      return `${base}/shop/${p.c}/${id.replace("/", "-")}`;
    case "drainright":
      return `${base}/products/${id}/${s}`;
  }
}

const rows = new Map<Slug, Row[]>(MERCHANTS.map((m) => [m.slug, []]));
for (const p of PRODUCTS) {
  for (const m of chooseMerchants(p)) {
    const r = rng(`row|${m.slug}|${p.k}`);
    const t = title(p, m.slug, r);
    const id = makeId(m.slug, p, r);
    const pr = priceFor(p, m, r);
    const saleP =
      m.slug === "buildzap-direct"
        ? 0.3
        : m.slug === "hammerton-diy"
          ? 0.15
          : m.slug === "pennine-building-supplies"
            ? 0.08
            : 0.04;
    const sale = r() < saleP ? Math.round(pr * (0.82 + r() * 0.1) * 100) / 100 : undefined;
    const av = r();
    const underscore = m.slug === "brackley-builders" || m.slug === "drainright";
    const availability = av < 0.87 ? "in stock" : av < 0.95 ? "out of stock" : "backorder";
    const upmP = {
      "hammerton-diy": 0.75,
      "oakline-timber": 0.5,
      "brackley-builders": 0.3,
      "buildzap-direct": 0.3,
      "pennine-building-supplies": 0.2,
      drainright: 0.4,
    }[m.slug];
    const ptP = {
      "hammerton-diy": 0.95,
      "oakline-timber": 0.8,
      "brackley-builders": 0.9,
      "buildzap-direct": 0.5,
      "pennine-building-supplies": 0.6,
      drainright: 1,
    }[m.slug];
    let product_type: string | undefined = r() < ptP ? PTYPE[m.slug][p.c] || undefined : undefined;
    if (m.slug === "drainright" && p.c === "drainage") product_type = drainPtype(p);
    const mpnP =
      m.slug === "drainright" || m.slug === "brackley-builders" ? 0.9 : m.slug === "oakline-timber" ? 0.6 : 0.4;
    rows.get(m.slug)!.push({
      id,
      title: t,
      description: description(p, m.slug, r),
      link: link(m.slug, id, t, p),
      price: money(pr),
      sale_price: sale !== undefined ? money(sale) : undefined,
      availability: underscore ? availability.replace(" ", "_") : availability,
      brand: brandField(p, m.slug, r),
      gtin: gtinField(p, m.slug, r),
      mpn: p.mpn && r() < mpnP ? p.mpn : undefined,
      product_type,
      unit_pricing_measure: p.u && r() < upmP ? p.u : undefined,
      key: p.k,
      branded: !!p.b,
    });
  }
}

// Shuffle row order per merchant deterministically (feeds are not sorted by category).
for (const [slug, list] of rows) {
  const r = rng("order|" + slug);
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
}

// ---------------------------------------------------------------- writers
type Col = keyof Row;
const COLS: Record<Slug, Col[]> = {
  "hammerton-diy": [
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
  "pennine-building-supplies": [
    "id",
    "title",
    "price",
    "availability",
    "brand",
    "gtin",
    "product_type",
    "link",
    "description",
    "sale_price",
    "unit_pricing_measure",
  ],
  "oakline-timber": [
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
    "unit_pricing_measure",
    "sale_price",
  ],
  "buildzap-direct": [
    "id",
    "title",
    "description",
    "price",
    "sale_price",
    "link",
    "availability",
    "brand",
    "gtin",
    "mpn",
    "product_type",
    "unit_pricing_measure",
  ],
  "brackley-builders": [
    "id",
    "title",
    "link",
    "description",
    "price",
    "sale_price",
    "availability",
    "brand",
    "gtin",
    "mpn",
    "product_type",
    "unit_pricing_measure",
  ],
  drainright: [
    "id",
    "title",
    "description",
    "link",
    "price",
    "sale_price",
    "availability",
    "brand",
    "mpn",
    "gtin",
    "product_type",
    "unit_pricing_measure",
  ],
};

function tsv(slug: Slug): string {
  const cols = COLS[slug];
  const lines = [cols.join("\t")];
  for (const row of rows.get(slug)!) {
    lines.push(cols.map((c) => String(row[c] ?? "").replace(/[\t\r\n]+/g, " ")).join("\t"));
  }
  return lines.join("\n") + "\n";
}

function csvCell(v: string, always: boolean): string {
  return always || /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}
function csv(slug: Slug, quoteAll: boolean): string {
  const cols = COLS[slug];
  const lines = [cols.map((c) => csvCell(c, false)).join(",")];
  for (const row of rows.get(slug)!) lines.push(cols.map((c) => csvCell(String(row[c] ?? ""), quoteAll)).join(","));
  return lines.join("\r\n") + "\r\n";
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
function xml(m: Merchant, plainRss: boolean): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    "<channel>",
    `<title>${esc(m.name)} product feed</title>`,
    `<link>https://www.${m.slug}.example/</link>`,
    `<description>${esc(m.name)} Google Merchant Center feed</description>`,
  ];
  for (const row of rows.get(m.slug)!) {
    out.push("<item>");
    for (const c of COLS[m.slug]) {
      const v = row[c];
      if (v === undefined || v === "") continue;
      const tag = plainRss && (c === "title" || c === "link" || c === "description") ? c : `g:${c}`;
      out.push(`  <${tag}>${esc(String(v))}</${tag}>`);
    }
    out.push("</item>");
  }
  out.push("</channel>", "</rss>");
  return out.join("\n") + "\n";
}

for (const m of MERCHANTS) {
  let body: string;
  switch (m.slug) {
    case "hammerton-diy":
    case "pennine-building-supplies":
      body = tsv(m.slug);
      break;
    case "oakline-timber":
      body = csv(m.slug, false);
      break;
    case "buildzap-direct":
      body = csv(m.slug, true);
      break;
    case "brackley-builders":
      body = xml(m, true);
      break;
    case "drainright":
      body = xml(m, false);
      break;
  }
  writeFileSync(join(OUT, m.feed), body);
}

writeFileSync(
  join(OUT, "merchants.json"),
  JSON.stringify(
    {
      imageOrigin: "https://demo-images.buildcompare.invalid/",
      merchants: MERCHANTS.map((m) => ({
        slug: m.slug,
        name: m.name,
        websiteUrl: `https://www.${m.slug}.example/`,
        verified: false,
        feed: m.feed,
      })),
    },
    null,
    2,
  ) + "\n",
);

const truth: Record<string, string> = {};
for (const m of MERCHANTS) for (const row of rows.get(m.slug)!) truth[`${m.slug}:${row.id}`] = row.key;
writeFileSync(join(OUT, "demo-truth.json"), JSON.stringify(truth, null, 2) + "\n");

// ---------------------------------------------------------------- checks & stats
const problems: string[] = [];
for (const m of MERCHANTS) {
  const titles = new Map<string, string>();
  for (const row of rows.get(m.slug)!) {
    const prev = titles.get(row.title.toLowerCase());
    if (prev) problems.push(`${m.slug}: duplicate title "${row.title}" (${prev} / ${row.key})`);
    titles.set(row.title.toLowerCase(), row.key);
  }
}
const allRows = [...rows.values()].flat();
const perProduct = new Map<string, number>();
for (const r of allRows) perProduct.set(r.key, (perProduct.get(r.key) ?? 0) + 1);
for (const p of PRODUCTS) {
  const n = perProduct.get(p.k) ?? 0;
  if (n < 2 || n > 5) problems.push(`${p.k}: ${n} merchants`);
}
if (new Set(PRODUCTS.map((p) => p.k)).size !== PRODUCTS.length) problems.push("duplicate product keys");
const gt = new Map<string, string>();
for (const p of PRODUCTS)
  if (p.g) {
    const e = ean13(p.k);
    if (gt.has(e)) problems.push(`GTIN clash ${p.k} ${gt.get(e)}`);
    gt.set(e, p.k);
  }
const branded = allRows.filter((r) => r.branded);
const dist = [2, 3, 4, 5].map((n) => `${n}:${[...perProduct.values()].filter((v) => v === n).length}`).join(" ");
console.log(`products ${PRODUCTS.length}, rows ${allRows.length}, merchants-per-product ${dist}`);
for (const m of MERCHANTS) console.log(`  ${m.feed.padEnd(32)} ${rows.get(m.slug)!.length} rows`);
console.log(
  `branded rows ${branded.length}, with gtin ${branded.filter((r) => r.gtin).length} (${((100 * branded.filter((r) => r.gtin).length) / branded.length).toFixed(1)}%)`,
);
if (problems.length) {
  console.error("PROBLEMS:\n" + problems.join("\n"));
  process.exitCode = 1;
}
