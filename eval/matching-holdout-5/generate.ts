/*
 * Matching holdout set 5 — deterministic generator.
 *
 *   npx tsx eval/matching-holdout-5/generate.ts
 *
 * Writes ten fictional merchant feeds (Google Merchant Center attributes; TSV, CSV and RSS 2.0 + g:),
 * merchants.json, demo-truth.json and categories.json into this folder. Uses only node: built-ins and
 * its own seeded PRNG, so the output is byte-identical on every run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = dirname(fileURLToPath(import.meta.url));

// ───────────────────────────── PRNG ─────────────────────────────
function hashStr(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const SEED = 'buildcompare-holdout-5';
type Rng = () => number;
const rng = (label: string): Rng => mulberry32(hashStr(`${SEED}|${label}`));
function pick<T>(r: Rng, arr: readonly T[]): T {
  const v = arr[Math.floor(r() * arr.length)];
  if (v === undefined) throw new Error('pick from empty array');
  return v;
}
const between = (r: Rng, lo: number, hi: number) => lo + (hi - lo) * r();

// ───────────────────────────── GTIN ─────────────────────────────
function eanCheckDigit(d12: string): number {
  let s = 0;
  for (let i = 0; i < 12; i++) s += Number(d12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (s % 10)) % 10;
}
const usedGtins = new Set<string>();
const gtinRng = rng('gtin');
function newGtin(): string {
  for (;;) {
    let d = '50';
    for (let i = 0; i < 10; i++) d += String(Math.floor(gtinRng() * 10));
    const g = d + String(eanCheckDigit(d));
    if (!usedGtins.has(g)) {
      usedGtins.add(g);
      return g;
    }
  }
}

// ───────────────────────────── Model ─────────────────────────────
type Cat =
  | 'cement'
  | 'concrete-mortar'
  | 'sand'
  | 'aggregates'
  | 'timber'
  | 'sheet-materials'
  | 'plasterboard'
  | 'plaster'
  | 'bricks'
  | 'blocks'
  | 'skirting-architrave'
  | 'insulation'
  | 'roofing'
  | 'drainage'
  | 'other';

const CAT_LABEL: Record<Cat, string> = {
  cement: 'Cement',
  'concrete-mortar': 'Concrete & Mortar',
  sand: 'Sand',
  aggregates: 'Aggregates',
  timber: 'Timber',
  'sheet-materials': 'Sheet Materials',
  plasterboard: 'Plasterboard',
  plaster: 'Plaster',
  bricks: 'Bricks',
  blocks: 'Blocks',
  'skirting-architrave': 'Skirting & Architrave',
  insulation: 'Insulation',
  roofing: 'Roofing',
  drainage: 'Drainage',
  other: 'Building Sundries',
};

interface Q {
  l: string; // long form
  s: string; // ERP short form
}
const q = (l: string, s: string = l.toUpperCase()): Q => ({ l, s });

type Size =
  | { k: 'kg'; kg: number }
  | { k: 'bulk'; kg: number }
  | { k: 'mini'; kg: number }
  | { k: 'l'; l: number }
  | { k: 'ml'; ml: number }
  | { k: 'sheet'; t?: number; w: number; l: number }
  | { k: 'timber'; t: number; w: number; l: number; fin?: [number, number] }
  | { k: 'mould'; h?: number; t: number; l: number }
  | { k: 'roll'; t: number; w: number; l: number }
  | { k: 'pipe'; d: number; l: number }
  | { k: 'fit'; d: number }
  | { k: 'brick'; h: number }
  | { k: 'block'; t: number; n: string }
  | { k: 'strip'; w: number; l: number }
  | { k: 'len'; l: number }
  | { k: 'dims'; w: number; l: number }
  | { k: 'none' };

interface VariantGroup {
  id: string; // group id at that merchant
  merchant: string; // slug of the merchant that lists the group with item_group_id
  attr: 'color' | 'size';
  value: string; // value of the color / size column
  base: Size; // size as written in the shared title (varying dimension removed)
  keepInTitle?: boolean; // title still names the colour (titles then differ slightly)
}

interface Prod {
  key: string;
  cat: Cat;
  sub: string;
  maker?: string;
  makerShort?: string;
  parent?: string;
  range?: string;
  name: string;
  alts: string[];
  noun: string;
  short: string;
  pre: Q[];
  post: Q[];
  sz: Size;
  pack?: number;
  packKind?: 'pack' | 'pallet';
  colour?: string;
  colourFirst?: boolean;
  price: number;
  gtin?: string;
  mpn?: string;
  blurb: string;
  spec: [string, string][];
  unit: string;
  material?: string;
  vg?: VariantGroup;
}

interface In {
  key: string;
  maker?: string;
  makerShort?: string;
  parent?: string;
  range?: string;
  name: string;
  alts?: string[];
  noun?: string;
  short?: string;
  pre?: Q[];
  post?: Q[];
  sz: Size;
  pack?: number;
  packKind?: 'pack' | 'pallet';
  colour?: string;
  colourFirst?: boolean;
  price: number;
  gtin?: boolean;
  mpn?: string;
  blurb: string;
  spec?: [string, string][];
  unit?: string;
  material?: string;
  vg?: VariantGroup;
}

const num = (n: number): string => String(Number(n.toFixed(3)));

function unitFor(sz: Size, pack?: number): string {
  const mult = pack ?? 1;
  switch (sz.k) {
    case 'kg':
    case 'bulk':
    case 'mini':
      return `${num(sz.kg * mult)} kg`;
    case 'l':
      return `${num(sz.l * mult)} l`;
    case 'ml':
      return `${num(sz.ml * mult)} ml`;
    case 'sheet':
      return `${num(((sz.w * sz.l) / 1e6) * mult)} sqm`;
    case 'roll':
      return `${num(((sz.w * sz.l) / 1e6) * mult)} sqm`;
    case 'timber':
    case 'mould':
    case 'pipe':
      return `${num((sz.l / 1000) * mult)} m`;
    case 'strip':
      return `${num(sz.l / 1000)} m`;
    default:
      return `${mult} ct`;
  }
}

const PRODUCTS: Prod[] = [];
function add(cat: Cat, sub: string, i: In): void {
  if (PRODUCTS.some((p) => p.key === i.key)) throw new Error(`duplicate key ${i.key}`);
  PRODUCTS.push({
    key: i.key,
    cat,
    sub,
    maker: i.maker,
    makerShort: i.makerShort,
    parent: i.parent,
    range: i.range,
    name: i.name,
    alts: i.alts ?? [],
    noun: i.noun ?? '',
    short: i.short ?? i.name.toUpperCase(),
    pre: i.pre ?? [],
    post: i.post ?? [],
    sz: i.sz,
    pack: i.pack,
    packKind: i.packKind,
    colour: i.colour,
    colourFirst: i.colourFirst,
    price: i.price,
    gtin: i.gtin ? newGtin() : undefined,
    mpn: i.mpn,
    blurb: i.blurb,
    spec: i.spec ?? [],
    unit: i.unit ?? unitFor(i.sz, i.pack),
    material: i.material,
    vg: i.vg,
  });
}

const kg = (n: number): Size => ({ k: 'kg', kg: n });
const BULK: Size = { k: 'bulk', kg: 850 };
const MINI: Size = { k: 'mini', kg: 425 };

const TE = q('Tapered Edge', 'TE');
const SE = q('Square Edge', 'SE');
const TRTD = q('Treated', 'TRTD');
const KD = q('Kiln Dried', 'KD');
const TG = q('Tongue & Groove', 'T&G');
const PRMD = q('Primed', 'PRMD');
const PAPER = q('Paper Bag', 'PAPER');
const PLASTIC = q('Plastic Bag', 'PLASTIC');

// ───────────────────────────── Catalogue ─────────────────────────────
// Cement
{
  const bc = { maker: 'Blue Circle', parent: 'Tarmac', noun: 'Cement' };
  add('cement', 'Cement', {
    key: 'cement-bluecircle-mastercrete-25kg-paper', ...bc, range: 'Mastercrete', name: 'Mastercrete Original',
    short: 'MASTERCRETE', post: [PAPER], sz: kg(25), price: 7.35, gtin: true, mpn: 'BC-MCO-25P',
    blurb: 'Premium Portland cement with a plasticising additive for a smooth, workable mix using less water. For concrete, mortar and render.',
    spec: [['Bag', 'Paper']],
  });
  add('cement', 'Cement', {
    key: 'cement-bluecircle-mastercrete-25kg-plastic', ...bc, range: 'Mastercrete', name: 'Mastercrete Original',
    short: 'MASTERCRETE', post: [PLASTIC], sz: kg(25), price: 7.95, gtin: true, mpn: 'BC-MCO-25W',
    blurb: 'The same plasticised Mastercrete cement in a weatherproof plastic bag that can be stored outside for up to three months.',
    spec: [['Bag', 'Weatherproof plastic']],
  });
  add('cement', 'Cement', {
    key: 'cement-bluecircle-gp-25kg', ...bc, name: 'General Purpose', short: 'GP CEMENT', sz: kg(25), price: 6.45,
    gtin: true, mpn: 'BC-GP-25',
    blurb: 'General purpose Portland-limestone cement (CEM II/A-LL 32,5R) for everyday concrete, mortar and render mixes.',
    spec: [['Type', 'CEM II/A-LL 32,5R']],
  });
  add('cement', 'Cement', {
    key: 'cement-bluecircle-gp-25kg-pallet56', ...bc, name: 'General Purpose', short: 'GP CEMENT', sz: kg(25),
    pack: 56, packKind: 'pallet', price: 336, gtin: true, mpn: 'BC-GP-25-P56',
    blurb: 'A full pallet of 56 x 25kg bags of Blue Circle General Purpose cement, shrink-wrapped and delivered by crane offload.',
    spec: [['Type', 'CEM II/A-LL 32,5R']],
  });
  add('cement', 'Cement', {
    key: 'cement-bluecircle-snowcrete-25kg', ...bc, range: 'Snowcrete', name: 'Snowcrete White', short: 'SNOWCRETE WHITE',
    sz: kg(25), price: 16.2, gtin: true, mpn: 'BC-SNW-25',
    blurb: 'White Portland cement for decorative concrete, pointing and white or coloured renders where a bright, clean finish is wanted.',
    spec: [['Colour', 'White']],
  });
  const han = { maker: 'Hanson', parent: 'Heidelberg Materials', range: 'Multicem', noun: 'Cement' };
  add('cement', 'Cement', {
    key: 'cement-hanson-multicem-25kg-paper', ...han, name: 'Multicem', short: 'MULTICEM', post: [PAPER], sz: kg(25),
    price: 7.1, gtin: true, mpn: 'HAN-MC25',
    blurb: 'Multi-purpose cement suitable for concrete, mortar and rendering on building and DIY projects.',
  });
  add('cement', 'Cement', {
    key: 'cement-hanson-multicem-25kg-plastic', ...han, name: 'Multicem', short: 'MULTICEM', post: [PLASTIC], sz: kg(25),
    price: 7.7, gtin: true, mpn: 'HAN-MC25-PL',
    blurb: 'Multicem in a tough plastic bag that keeps the cement dry on site and reduces waste from split sacks.',
  });
  const cx = { maker: 'CEMEX', parent: 'CEMEX', range: 'Rugby', noun: 'Cement' };
  add('cement', 'Cement', {
    key: 'cement-cemex-rugby-premium-25kg', ...cx, name: 'Rugby Premium', short: 'RUGBY PREMIUM', sz: kg(25), price: 7.0,
    gtin: true, mpn: 'CX-RP25',
    blurb: 'High strength premium cement with a fast strength gain, for concrete and mortar in cold weather.',
  });
  add('cement', 'Cement', {
    key: 'cement-cemex-rugby-premium-25kg-plastic', ...cx, name: 'Rugby Premium', short: 'RUGBY PREMIUM', post: [PLASTIC],
    sz: kg(25), price: 7.6, gtin: true, mpn: 'CX-RP25-PL',
    blurb: 'Rugby Premium cement packed in a weather-resistant plastic bag for storage outdoors.',
  });
  add('cement', 'Cement', {
    key: 'cement-cemex-rugby-gp-25kg', ...cx, name: 'Rugby General Purpose', short: 'RUGBY GP', sz: kg(25), price: 6.3,
    gtin: true, mpn: 'CX-RGP25',
    blurb: 'General purpose cement for concreting, bricklaying and rendering. 25kg paper sack.',
  });
  add('cement', 'Lime', {
    key: 'cement-tarmac-limbux-hydrated-lime-25kg', maker: 'Tarmac', parent: 'Tarmac', range: 'Limbux',
    name: 'Limbux Hydrated Lime', short: 'LIMBUX HYD LIME', sz: kg(25), price: 12.4, gtin: true, mpn: 'TM-LBX-25',
    blurb: 'Hydrated (calcium hydroxide) building lime for adding workability to cement mortars and renders.',
  });
}

// Concrete & mortar
{
  const bc = { maker: 'Blue Circle', parent: 'Tarmac' };
  add('concrete-mortar', 'Post Mix', {
    key: 'conc-bluecircle-postcrete-20kg', ...bc, range: 'Postcrete', name: 'Postcrete', short: 'POSTCRETE', sz: kg(20),
    price: 8.6, gtin: true, mpn: 'BC-PC-20',
    blurb: 'Rapid-setting ready mixed concrete for fixing fence posts, washing line posts and signs. Just add water; sets in 5 to 10 minutes.',
  });
  add('concrete-mortar', 'Post Mix', {
    key: 'conc-bluecircle-postcrete-20kg-pk10', ...bc, range: 'Postcrete', name: 'Postcrete', short: 'POSTCRETE', sz: kg(20),
    pack: 10, price: 79, gtin: true, mpn: 'BC-PC-20-X10',
    blurb: 'Ten bags of Postcrete rapid-setting post fixing concrete, enough for around ten standard fence posts.',
  });
  add('concrete-mortar', 'Ready Mixes', {
    key: 'conc-bluecircle-rtu-concrete-20kg', ...bc, name: 'Ready to Use Concrete', short: 'RTU CONCRETE', sz: kg(20),
    price: 6.9, gtin: true, mpn: 'BC-RTUC-20',
    blurb: 'Pre-blended cement, sand and aggregate for small concreting jobs such as bases, steps and footings. Just add water.',
  });
  add('concrete-mortar', 'Ready Mixes', {
    key: 'conc-bluecircle-rtu-mortar-20kg', ...bc, name: 'Ready to Use Mortar', short: 'RTU MORTAR', sz: kg(20),
    price: 7.4, gtin: true, mpn: 'BC-RTUM-20',
    blurb: 'Pre-blended cement and building sand mortar for bricklaying, pointing and small repairs. Just add water.',
  });
  const eb = { maker: 'Everbuild', parent: 'Sika' };
  add('concrete-mortar', 'Admixtures', {
    key: 'conc-everbuild-703-plasticiser-5l', ...eb, name: '703 Liquid Mortar Plasticiser', short: '703 MORTAR PLASTICISER',
    sz: { k: 'l', l: 5 }, price: 11.8, gtin: true, mpn: 'EB-703-05',
    blurb: 'Liquid mortar plasticiser that replaces lime in mortar and render mixes, improving workability and frost resistance.',
  });
  add('concrete-mortar', 'Admixtures', {
    key: 'conc-everbuild-703-plasticiser-25l', ...eb, name: '703 Liquid Mortar Plasticiser', short: '703 MORTAR PLASTICISER',
    sz: { k: 'l', l: 25 }, price: 39.5, gtin: true, mpn: 'EB-703-25',
    blurb: 'Liquid mortar plasticiser that replaces lime in mortar and render mixes, improving workability and frost resistance.',
  });
  add('concrete-mortar', 'Admixtures', {
    key: 'conc-everbuild-704-frostproofer-5l', ...eb, name: '704 Liquid Frostproofer', short: '704 FROSTPROOFER',
    sz: { k: 'l', l: 5 }, price: 13.2, gtin: true, mpn: 'EB-704-05',
    blurb: 'Accelerating frostproofer for concrete, mortar and render, allowing work to continue in cold weather.',
  });
  add('concrete-mortar', 'Admixtures', {
    key: 'conc-everbuild-sbr-5l', ...eb, name: 'SBR Waterproof Bonding Agent', short: 'SBR BONDING AGENT',
    sz: { k: 'l', l: 5 }, price: 24.5, gtin: true, mpn: 'EB-SBR-05',
    blurb: 'Styrene butadiene rubber bonding agent and primer for screeds, renders and repair mortars.',
  });
  add('concrete-mortar', 'Repair Mortars', {
    key: 'conc-ultracrete-instant-road-repair-25kg', maker: 'UltraCrete', parent: 'Instarmac', name: 'Instant Road Repair',
    short: 'INSTANT ROAD REPAIR', sz: kg(25), price: 44, gtin: true, mpn: 'UC-IRR-25',
    blurb: 'Cold-lay bituminous repair material for potholes and trench reinstatement; can be trafficked immediately after compaction.',
  });
  add('concrete-mortar', 'Repair Mortars', {
    key: 'conc-sika-monotop-412n-25kg', maker: 'Sika', parent: 'Sika', name: 'MonoTop-412 N Repair Mortar',
    short: 'MONOTOP-412N', sz: kg(25), price: 56, gtin: true, mpn: 'SIKA-412N-25',
    blurb: 'Class R4 structural concrete repair mortar, fibre reinforced, for hand or spray application.',
  });
}

// Sand (commodities plus a few bagged by Tarmac)
{
  const defs: { id: string; name: string; alts: string[]; blurb: string; sizes: [Size, string, number][] }[] = [
    {
      id: 'sharp', name: 'Sharp Sand', alts: ['Concreting Sand', 'Washed Sharp Sand'],
      blurb: 'Coarse washed sharp sand for concrete mixes, floor screeds and bedding paving slabs.',
      sizes: [[kg(25), '25kg', 4.6], [MINI, 'mini', 42], [BULK, 'bulk', 58]],
    },
    {
      id: 'building', name: 'Building Sand', alts: ['Soft Sand', 'Yellow Building Sand'],
      blurb: 'Fine yellow soft sand for bricklaying, blocklaying and general mortar mixes.',
      sizes: [[kg(25), '25kg', 4.5], [MINI, 'mini', 41], [BULK, 'bulk', 56]],
    },
    {
      id: 'building-red', name: 'Red Building Sand', alts: ['Red Soft Sand'],
      blurb: 'Red soft sand that gives a warm-coloured mortar joint; for bricklaying and pointing.',
      sizes: [[kg(25), '25kg', 5.2], [MINI, 'mini', 47], [BULK, 'bulk', 66]],
    },
    {
      id: 'plastering', name: 'Plastering Sand', alts: ['Rendering Sand', 'Plastering & Rendering Sand'],
      blurb: 'Washed, finely graded sand for sand and cement renders and backing coats.',
      sizes: [[kg(25), '25kg', 4.9], [MINI, 'mini', 45], [BULK, 'bulk', 64]],
    },
    {
      id: 'kiln-dried', name: 'Kiln Dried Sand', alts: ['Kiln Dried Paving Sand', 'Block Paving Sand'],
      blurb: 'Fine, dry, free-flowing sand for brushing into block paving joints to lock the blocks together.',
      sizes: [[kg(20), '20kg', 5.9], [kg(25), '25kg', 6.8], [BULK, 'bulk', 135]],
    },
    {
      id: 'silver', name: 'Silver Sand', alts: ['Washed Silver Sand'],
      blurb: 'Clean, fine, lime-free silver sand for horticulture, lawn top dressing and sand pits.',
      sizes: [[kg(25), '25kg', 7.2], [BULK, 'bulk', 98]],
    },
    {
      id: 'play', name: 'Play Sand', alts: ['Washed Play Sand'],
      blurb: 'Washed, non-staining play sand for children’s sandpits and play areas.',
      sizes: [[kg(20), '20kg', 5.8]],
    },
    {
      id: 'grit', name: 'Grit Sand', alts: ['Horticultural Grit Sand', 'Lawn Grit Sand'],
      blurb: 'Coarse lime-free grit sand for lawn dressing, potting mixes and improving drainage in heavy soil.',
      sizes: [[kg(25), '25kg', 6.4]],
    },
  ];
  for (const d of defs) {
    for (const [sz, tag, price] of d.sizes) {
      const extra =
        sz.k === 'bulk'
          ? ' Supplied loose in a one-trip bulk bag.'
          : sz.k === 'mini'
            ? ' Supplied in a mini bulk bag, roughly half a standard bulk bag.'
            : '';
      add('sand', 'Sand', {
        key: `sand-${d.id}-${tag}`, name: d.name, alts: d.alts, short: d.name.toUpperCase(), sz, price,
        blurb: d.blurb + extra,
      });
    }
  }
  const tm = { maker: 'Tarmac', parent: 'Tarmac' };
  add('sand', 'Sand', {
    key: 'sand-tarmac-sharp-25kg', ...tm, name: 'Sharp Sand', short: 'SHARP SAND', sz: kg(25), price: 5.4, gtin: true,
    mpn: 'TM-SS-25', blurb: 'Tarmac washed sharp sand in a handy weatherproof bag, for concreting, screeding and paving.',
  });
  add('sand', 'Sand', {
    key: 'sand-tarmac-building-25kg', ...tm, name: 'Building Sand', short: 'BUILDING SAND', sz: kg(25), price: 5.3,
    gtin: true, mpn: 'TM-BS-25', blurb: 'Tarmac soft building sand in a handy weatherproof bag, for mortar and bricklaying.',
  });
  add('sand', 'Sand', {
    key: 'sand-tarmac-kiln-dried-25kg', ...tm, name: 'Kiln Dried Sand', short: 'KILN DRIED SAND', sz: kg(25), price: 7.4,
    gtin: true, mpn: 'TM-KDS-25', blurb: 'Tarmac kiln dried silica sand for jointing block paving. Weatherproof bag.',
  });
}

// Aggregates
{
  const defs: { id: string; name: string; alts: string[]; blurb: string; sizes: [Size, string, number][] }[] = [
    {
      id: 'ballast', name: 'All-in Ballast', alts: ['20mm Ballast', 'Concrete Ballast'],
      blurb: 'A mix of sharp sand and 20mm gravel, ready to mix with cement for general concrete.',
      sizes: [[kg(25), '25kg', 4.7], [MINI, 'mini', 43], [BULK, 'bulk', 60]],
    },
    {
      id: 'mot-type1', name: 'MOT Type 1', alts: ['Type 1 Sub-Base', 'MOT Type 1 Sub Base'],
      blurb: 'Crushed limestone sub-base graded 40mm down to dust; compacts to a firm base for paths, drives and patios.',
      sizes: [[kg(25), '25kg', 4.6], [BULK, 'bulk', 56]],
    },
    {
      id: 'recycled-type1', name: 'Recycled Type 1', alts: ['Recycled MOT Type 1', 'Crushed Concrete Type 1'],
      blurb: 'Recycled crushed concrete and masonry graded to a Type 1 specification for sub-bases.',
      sizes: [[BULK, 'bulk', 42]],
    },
    {
      id: 'gravel-10mm', name: '10mm Gravel', alts: ['10mm Pea Gravel', '10mm Shingle'],
      blurb: 'Washed rounded 10mm flint gravel for paths, drainage and decorative areas.',
      sizes: [[kg(25), '25kg', 5.1], [BULK, 'bulk', 68]],
    },
    {
      id: 'gravel-20mm', name: '20mm Gravel', alts: ['20mm Shingle', '20mm Washed Gravel'],
      blurb: 'Washed 20mm flint gravel for concrete, soakaways and drainage trenches.',
      sizes: [[kg(25), '25kg', 5.1], [BULK, 'bulk', 68]],
    },
    {
      id: 'cotswold-20mm', name: '20mm Cotswold Chippings', alts: ['Cotswold Buff Chippings 20mm'],
      blurb: 'Honey-coloured Cotswold limestone chippings for driveways, borders and paths.',
      sizes: [[kg(25), '25kg', 7.2], [BULK, 'bulk', 118]],
    },
    {
      id: 'cotswold-10mm', name: '10mm Cotswold Chippings', alts: ['Cotswold Buff Chippings 10mm'],
      blurb: 'Honey-coloured Cotswold limestone chippings for driveways, borders and paths.',
      sizes: [[kg(25), '25kg', 7.2]],
    },
    {
      id: 'golden-gravel-20mm', name: '20mm Golden Gravel', alts: ['Golden Flint Gravel 20mm'],
      blurb: 'Warm golden flint gravel for drives and decorative landscaping.',
      sizes: [[kg(25), '25kg', 6.9]],
    },
    {
      id: 'silver-granite-14mm', name: '14mm Silver Granite Chippings', alts: ['Silver Grey Granite Chippings 14mm'],
      blurb: 'Sparkling silver-grey crushed granite for contemporary gardens and driveways.',
      sizes: [[kg(25), '25kg', 7.8]],
    },
    {
      id: 'limestone-20mm', name: '20mm Limestone Chippings', alts: ['Limestone Chippings 20mm'],
      blurb: 'Crushed grey limestone chippings for drainage, paths and hardstanding.',
      sizes: [[kg(25), '25kg', 5.6]],
    },
    {
      id: 'scalpings-40mm', name: '40mm Scalpings', alts: ['Limestone Scalpings 40mm'],
      blurb: 'Crushed stone scalpings, 40mm down with fines, for farm tracks and temporary hardstanding.',
      sizes: [[BULK, 'bulk', 48]],
    },
    {
      id: 'hardcore', name: 'Hardcore', alts: ['Crushed Hardcore', 'Brick Hardcore'],
      blurb: 'Crushed brick, block and concrete hardcore for filling and building up ground levels.',
      sizes: [[BULK, 'bulk', 39]],
    },
    {
      id: 'granite-dust', name: 'Granite Dust', alts: ['Grano Dust', 'Granite Dust 0-4mm'],
      blurb: 'Fine 0-4mm crushed granite for bedding paving and artificial grass bases.',
      sizes: [[BULK, 'bulk', 62]],
    },
  ];
  for (const d of defs) {
    for (const [sz, tag, price] of d.sizes) {
      const extra = sz.k === 'bulk' ? ' Delivered in a bulk bag by crane offload.' : '';
      add('aggregates', 'Aggregates', {
        key: `agg-${d.id}-${tag}`, name: d.name, alts: d.alts, short: d.name.toUpperCase(), sz, price,
        blurb: d.blurb + extra,
      });
    }
  }
  const slate: [string, string, string][] = [
    ['plum', 'Plum', 'SC40-PLUM'],
    ['blue', 'Blue-Grey', 'SC40-BLUE'],
    ['green', 'Green', 'SC40-GRN'],
  ];
  for (const [id, colour, mpn] of slate) {
    add('aggregates', 'Decorative Aggregates', {
      key: `agg-slate-40mm-${id}-20kg`, name: 'Slate Chippings 40mm', short: 'SLATE CHIPPINGS 40MM', sz: kg(20),
      colour, colourFirst: true, price: 8.4, mpn,
      blurb: 'Angular Welsh slate chippings that deepen in colour when wet. Ideal for borders, pots and water features.',
      vg: { id: 'slate-40', merchant: 'brackenfield', attr: 'color', value: colour, base: kg(20) },
    });
  }
}

// Timber
{
  const ft = (mm: number) => Math.round(mm / 300);
  const carc = (grade: 'C16' | 'C24', treated: boolean, t: number, w: number, l: number, price: number) =>
    add('timber', 'Carcassing', {
      key: `timber-${grade.toLowerCase()}-${treated ? 'trtd' : 'kd'}-${t}x${w}-${num(l / 1000)}`,
      name: 'Carcassing Timber', alts: ['Sawn Carcassing', 'Structural Timber'], short: 'CARC',
      pre: [q(grade), treated ? TRTD : KD], sz: { k: 'timber', t, w, l }, price, material: 'Softwood',
      blurb: treated
        ? `${grade} strength-graded, kiln-dried and pressure-treated softwood with eased edges, for joists, rafters and stud walls.`
        : `${grade} strength-graded kiln-dried whitewood carcassing, untreated, for internal structural work such as joists and studs.`,
      spec: [['Grade', grade], ['Treatment', treated ? 'Pressure treated (Use Class 2)' : 'Untreated'], ['Imperial length', `${ft(l)}ft`]],
    });
  carc('C24', true, 47, 100, 2400, 8.4);
  carc('C24', true, 47, 100, 3600, 12.2);
  carc('C24', true, 47, 100, 4800, 16.4);
  carc('C16', true, 47, 100, 3600, 10.4);
  carc('C16', true, 47, 100, 4800, 13.9);
  carc('C24', true, 47, 150, 3600, 18.3);
  carc('C24', true, 47, 150, 4800, 24.4);
  carc('C24', true, 47, 200, 4800, 33.8);
  carc('C24', true, 47, 225, 4800, 39.9);
  carc('C16', true, 47, 75, 2400, 5.4);
  carc('C16', true, 47, 75, 3600, 8.1);
  carc('C24', false, 47, 100, 3600, 11.2);
  carc('C24', false, 47, 150, 4800, 22.1);

  const cls = (t: number, w: number, l: number, price: number, treated = false, pack?: number) =>
    add('timber', 'CLS', {
      key: `timber-cls-${treated ? 'trtd-' : ''}${t}x${w}-${num(l / 1000)}${pack ? `-pk${pack}` : ''}`,
      name: 'CLS Timber', alts: ['CLS Studwork', 'CLS Stud'], short: 'CLS', pre: treated ? [TRTD] : [],
      sz: { k: 'timber', t, w, l }, pack, price, material: 'Softwood',
      blurb: `Canadian Lumber Standard studding: planed, rounded-edge C16 whitewood for partition walls${treated ? ', pressure treated for use in damp areas' : ''}.`,
      spec: [['Grade', 'C16'], ['Edges', 'Rounded']],
    });
  cls(38, 63, 2400, 4.2);
  cls(38, 63, 3000, 5.3);
  cls(38, 89, 2400, 5.8);
  cls(38, 89, 3000, 7.2);
  cls(38, 63, 2400, 39.5, false, 10);
  cls(38, 89, 2400, 6.6, true);

  const pse = (t: number, w: number, fin: [number, number], l: number, price: number) =>
    add('timber', 'Planed Timber', {
      key: `timber-pse-${t}x${w}-${num(l / 1000)}`, name: 'PSE Timber', alts: ['Planed Square Edge Timber', 'PSE Whitewood'],
      short: 'PSE', sz: { k: 'timber', t, w, l, fin }, price, material: 'Whitewood',
      blurb: 'Planed square edge whitewood for battens, framing and general joinery. Nominal size quoted; finished size is smaller after planing.',
      spec: [['Finished size', `${num(fin[0])} x ${num(fin[1])}mm`]],
    });
  pse(25, 50, [20.5, 44], 2400, 4.5);
  pse(25, 50, [20.5, 44], 3000, 5.6);
  pse(25, 75, [20.5, 69], 2400, 6.2);
  pse(50, 50, [44, 44], 2400, 8.1);

  const par = (t: number, w: number, fin: [number, number], l: number, price: number) =>
    add('timber', 'Planed Timber', {
      key: `timber-par-redwood-${t}x${w}-${num(l / 1000)}`, name: 'PAR Redwood',
      alts: ['Planed All Round Redwood', 'Redwood PAR'], short: 'PAR RED', sz: { k: 'timber', t, w, l, fin }, price,
      material: 'Redwood',
      blurb: 'Planed all round Scandinavian redwood, unsorted grade, for shelving, cladding frames and joinery.',
      spec: [['Finished size', `${num(fin[0])} x ${num(fin[1])}mm`]],
    });
  par(25, 100, [19, 94], 2400, 11.2);
  par(25, 100, [19, 94], 3000, 13.9);
  par(25, 150, [19, 144], 2400, 17.3);

  const batten = (t: number, w: number, l: number, price: number) =>
    add('timber', 'Roofing Battens', {
      key: `timber-batten-trtd-${t}x${w}-${num(l / 1000)}`, name: 'Roofing Batten', alts: ['Roof Batten', 'Tile Batten'],
      short: 'ROOF BATTEN', pre: [TRTD], post: [q('BS5534')], sz: { k: 'timber', t, w, l }, price, material: 'Softwood',
      blurb: 'Treated sawn softwood roofing batten graded and marked to BS 5534 for fixing tiles and slates.',
    });
  batten(25, 38, 4800, 4.5);
  batten(25, 50, 4800, 5.8);

  const deck = (t: number, w: number, l: number, price: number) =>
    add('timber', 'Decking', {
      key: `timber-decking-trtd-${t}x${w}-${num(l / 1000)}`, name: 'Decking Board', alts: ['Deck Board', 'Grooved Decking'],
      short: 'DECKING', pre: [TRTD], sz: { k: 'timber', t, w, l }, price, material: 'Softwood',
      blurb: 'Pressure treated reversible softwood decking board, grooved on one face and smooth on the other.',
    });
  deck(32, 144, 3600, 13.1);
  deck(32, 144, 4800, 17.2);
  deck(28, 120, 3600, 9.6);

  const post = (t: number, w: number, l: number, price: number) =>
    add('timber', 'Fencing', {
      key: `timber-post-trtd-${t}x${w}-${num(l / 1000)}`, name: 'Fence Post', alts: ['Timber Post', 'Square Fence Post'],
      short: 'POST', pre: [TRTD], sz: { k: 'timber', t, w, l }, price, material: 'Softwood',
      blurb: 'Pressure treated sawn softwood fence post for concreting in or use with post spikes.',
    });
  post(75, 75, 2400, 9.2);
  post(100, 100, 2400, 15.4);
  post(100, 100, 3000, 19.1);

  add('timber', 'Sawn Timber', {
    key: 'timber-sawn-trtd-22x100-4.8', name: 'Sawn Timber', alts: ['Sawn Board', 'Rough Sawn Timber'], short: 'SAWN',
    pre: [TRTD], sz: { k: 'timber', t: 22, w: 100, l: 4800 }, price: 7.6, material: 'Softwood',
    blurb: 'Rough sawn, green pressure treated softwood board for fencing, gravel boards and garden projects.',
  });
  add('timber', 'Sawn Timber', {
    key: 'timber-sawn-untreated-22x100-4.8', name: 'Sawn Timber', alts: ['Sawn Board', 'Rough Sawn Timber'],
    short: 'SAWN', pre: [q('Untreated', 'UNTRTD')], sz: { k: 'timber', t: 22, w: 100, l: 4800 }, price: 6.5,
    material: 'Softwood', blurb: 'Rough sawn untreated whitewood board for packing, shuttering and internal use.',
  });
}

// Sheet materials
{
  const sheet = (t: number, w = 1220, l = 2440): Size => ({ k: 'sheet', t, w, l });
  const sosb = { maker: 'SterlingOSB', parent: 'West Fraser', range: 'SterlingOSB Zero', name: 'Zero OSB3', noun: 'Board', short: 'OSB3', material: 'OSB' };
  const sosbBlurb = 'Zero added formaldehyde OSB3 board for structural use in humid conditions: flooring, roof decking and wall sheathing.';
  add('sheet-materials', 'OSB', { key: 'sheet-sterlingosb-zero-osb3-9-2440x1220', ...sosb, sz: sheet(9), price: 17.2, gtin: true, mpn: 'SOSB-Z-09', blurb: sosbBlurb });
  add('sheet-materials', 'OSB', { key: 'sheet-sterlingosb-zero-osb3-11-2440x1220', ...sosb, sz: sheet(11), price: 19.4, gtin: true, mpn: 'SOSB-Z-11', blurb: sosbBlurb });
  add('sheet-materials', 'OSB', { key: 'sheet-sterlingosb-zero-osb3-15-2440x1220', ...sosb, sz: sheet(15), price: 25.8, gtin: true, mpn: 'SOSB-Z-15', blurb: sosbBlurb });
  add('sheet-materials', 'OSB', { key: 'sheet-sterlingosb-zero-osb3-18-2440x1220', ...sosb, sz: sheet(18), price: 29.2, gtin: true, mpn: 'SOSB-Z-18', blurb: sosbBlurb });
  add('sheet-materials', 'OSB', {
    key: 'sheet-sterlingosb-zero-osb3-18-tg-2397x600', ...sosb, post: [TG], sz: sheet(18, 600, 2397), price: 16.9, gtin: true,
    mpn: 'SOSB-Z-18TG', blurb: 'Tongue and groove OSB3 flooring panel, two-edge T&G, for floating and joisted floors.',
  });
  const sply = { maker: 'SmartPly', parent: 'MEDITE SMARTPLY', name: 'OSB3', noun: 'Board', short: 'OSB3', material: 'OSB' };
  const splyBlurb = 'Precision-engineered OSB3 panel from Irish forests, for load-bearing use in humid conditions.';
  add('sheet-materials', 'OSB', { key: 'sheet-smartply-osb3-9-2440x1220', ...sply, sz: sheet(9), price: 16.8, gtin: true, mpn: 'SP-OSB3-09', blurb: splyBlurb });
  add('sheet-materials', 'OSB', { key: 'sheet-smartply-osb3-11-2440x1220', ...sply, sz: sheet(11), price: 19.1, gtin: true, mpn: 'SP-OSB3-11', blurb: splyBlurb });
  add('sheet-materials', 'OSB', { key: 'sheet-smartply-osb3-18-2440x1220', ...sply, sz: sheet(18), price: 28.6, gtin: true, mpn: 'SP-OSB3-18', blurb: splyBlurb });
  add('sheet-materials', 'OSB', {
    key: 'sheet-smartply-osb3-18-tg-2397x600', ...sply, post: [TG], sz: sheet(18, 600, 2397), price: 16.5, gtin: true,
    mpn: 'SP-OSB3-18TG', blurb: 'SmartPly OSB3 tongue and groove flooring panel for joisted and floating floors.',
  });
  const hwd = (t: number, price: number, w = 1220, l = 2440) =>
    add('sheet-materials', 'Plywood', {
      key: `sheet-ply-hardwood-${t}-${l}x${w}`, name: 'Hardwood Faced Plywood',
      alts: ['Hardwood Ply', 'Far Eastern Hardwood Plywood'], short: 'HWD PLY', sz: sheet(t, w, l), price, material: 'Plywood',
      blurb: 'Hardwood faced plywood with a Class 2 (EN 314) glue bond, for general construction, hoarding and joinery.',
      spec: [['Bond', 'EN 314 Class 2']],
    });
  hwd(9, 27.5);
  hwd(12, 33.8);
  hwd(18, 45.2);
  hwd(25, 62.4);
  hwd(18, 24.9, 607, 1220);
  const swp = (t: number, price: number) =>
    add('sheet-materials', 'Plywood', {
      key: `sheet-ply-structural-softwood-${t}-2440x1220`, name: 'Structural Softwood Plywood',
      alts: ['Softwood Ply', 'Structural Ply'], short: 'SW PLY', sz: sheet(t), price, material: 'Plywood',
      blurb: 'CE2+ structural softwood plywood for roof decking, flooring and sheathing.',
    });
  swp(12, 29.9);
  swp(18, 40.2);
  const marine = (t: number, price: number) =>
    add('sheet-materials', 'Plywood', {
      key: `sheet-ply-marine-${t}-2440x1220`, name: 'Marine Plywood', alts: ['Marine Ply'], short: 'MARINE PLY',
      post: [q('BS1088')], sz: sheet(t), price, material: 'Plywood',
      blurb: 'Marine grade plywood made to BS 1088 with a WBP bond, for boats, outdoor joinery and wet areas.',
    });
  marine(12, 55.4);
  marine(18, 78.2);
  const med = { maker: 'MEDITE', parent: 'MEDITE SMARTPLY', material: 'MDF' };
  const premier = (t: number, price: number) =>
    add('sheet-materials', 'MDF', {
      key: `sheet-medite-premier-mdf-${t}-2440x1220`, ...med, range: 'MEDITE PREMIER', name: 'Premier MDF',
      short: 'PREMIER MDF', sz: sheet(t), price, gtin: true, mpn: `MED-PR-${String(t).padStart(2, '0')}`,
      blurb: 'General purpose MDF panel with a smooth, consistent surface for furniture, shelving and interior joinery.',
    });
  premier(9, 22.1);
  premier(12, 26.3);
  premier(18, 34.2);
  premier(25, 48.4);
  const mr = (t: number, price: number) =>
    add('sheet-materials', 'MDF', {
      key: `sheet-medite-mr-mdf-${t}-2440x1220`, ...med, range: 'MEDITE MR', name: 'MR MDF',
      alts: ['Moisture Resistant MDF'], short: 'MR MDF', sz: sheet(t), price, gtin: true,
      mpn: `MED-MR-${String(t).padStart(2, '0')}`,
      blurb: 'Moisture resistant MDF, green core, for kitchens, bathrooms and window boards.',
    });
  mr(12, 32.2);
  mr(18, 42.3);
  add('sheet-materials', 'MDF', {
    key: 'sheet-kronospan-mdf-18-2440x1220', maker: 'Kronospan', parent: 'Kronospan', name: 'Standard MDF', short: 'MDF',
    sz: sheet(18), price: 30.4, gtin: true, mpn: 'KR-MDF-18', material: 'MDF',
    blurb: 'Standard MDF board for interior furniture and joinery; machines cleanly and paints well.',
  });
  const cab = { maker: 'CaberFloor', parent: 'West Fraser', name: 'P5 Chipboard Flooring', short: 'P5 FLOORING', post: [TG], material: 'Chipboard' };
  add('sheet-materials', 'Chipboard', {
    key: 'sheet-caberfloor-p5-18-tg-2400x600', ...cab, sz: sheet(18, 600, 2400), price: 15.2, gtin: true, mpn: 'CF-P5-18TG',
    blurb: 'Moisture resistant P5 chipboard flooring panel, tongue and groove on all four edges.',
  });
  add('sheet-materials', 'Chipboard', {
    key: 'sheet-caberfloor-p5-22-tg-2400x600', ...cab, sz: sheet(22, 600, 2400), price: 18.1, gtin: true, mpn: 'CF-P5-22TG',
    blurb: 'Moisture resistant P5 chipboard flooring panel, tongue and groove on all four edges.',
  });
  const egg = { maker: 'EGGER', parent: 'EGGER', name: 'P5 Chipboard Flooring', short: 'P5 FLOORING', post: [TG], material: 'Chipboard' };
  add('sheet-materials', 'Chipboard', {
    key: 'sheet-egger-p5-18-tg-2400x600', ...egg, sz: sheet(18, 600, 2400), price: 14.6, gtin: true, mpn: 'EG-P5-18',
    blurb: 'EGGER P5 structural flooring board with four-edge tongue and groove for joisted floors.',
  });
  add('sheet-materials', 'Chipboard', {
    key: 'sheet-egger-p5-22-tg-2400x600', ...egg, sz: sheet(22, 600, 2400), price: 17.6, gtin: true, mpn: 'EG-P5-22',
    blurb: 'EGGER P5 structural flooring board with four-edge tongue and groove for joisted floors.',
  });
  add('sheet-materials', 'Hardboard', {
    key: 'sheet-hardboard-3.2-2440x1220', name: 'Standard Hardboard', short: 'HARDBOARD', sz: sheet(3.2), price: 9.1,
    material: 'Hardboard', blurb: 'Standard hardboard with one smooth face, for floor protection, drawer bases and backing panels.',
  });
}

// Plasterboard
{
  const pb = (t: number, w = 1200, l = 2400): Size => ({ k: 'sheet', t, w, l });
  const gy = { maker: 'Gyproc', parent: 'British Gypsum', noun: 'Plasterboard' };
  const g = (key: string, name: string, short: string, edge: Q, sz: Size, price: number, mpn: string, blurb: string) =>
    add('plasterboard', 'Plasterboard', { key, ...gy, name, short, post: [edge], sz, price, gtin: true, mpn, blurb });
  const wb = 'Standard gypsum plasterboard for lining internal walls and ceilings.';
  g('pb-gyproc-wallboard-12.5-2400x1200-te', 'WallBoard', 'WALLBOARD', TE, pb(12.5), 10.5, 'WB-1250-TE-2412', `${wb} Tapered edges for jointing.`);
  g('pb-gyproc-wallboard-12.5-2400x1200-se', 'WallBoard', 'WALLBOARD', SE, pb(12.5), 10.8, 'WB-1250-SE-2412', `${wb} Square edges for a skim finish.`);
  g('pb-gyproc-wallboard-9.5-2400x1200-te', 'WallBoard', 'WALLBOARD', TE, pb(9.5), 9.8, 'WB-0950-TE-2412', `${wb} Tapered edges for jointing.`);
  g('pb-gyproc-wallboard-12.5-1800x900-te', 'WallBoard', 'WALLBOARD', TE, pb(12.5, 900, 1800), 7.1, 'WB-1250-TE-1809', `${wb} Smaller sheet that is easier to handle in loft and refurbishment work.`);
  g('pb-gyproc-wallboard-12.5-2400x900-te', 'WallBoard', 'WALLBOARD', TE, pb(12.5, 900, 2400), 8.8, 'WB-1250-TE-2409', `${wb} 900mm wide for 450mm and 600mm stud centres.`);
  g('pb-gyproc-wallboard-15-2400x1200-te', 'WallBoard', 'WALLBOARD', TE, pb(15), 15.2, 'WB-1500-TE-2412', `${wb} Thicker board for improved robustness and sound insulation.`);
  g('pb-gyproc-moistureshield-12.5-2400x1200-te', 'MoistureShield', 'MOISTURESHIELD MR', TE, pb(12.5), 16.1, 'MS-1250-TE-2412', 'Moisture resistant plasterboard with a water-repellent core for bathrooms and kitchens.');
  g('pb-gyproc-fireline-12.5-2400x1200-te', 'FireLine', 'FIRELINE', TE, pb(12.5), 14.1, 'FL-1250-TE-2412', 'Fire resistant plasterboard with glass fibre and additives in the core for fire-rated walls and ceilings.');
  g('pb-gyproc-fireline-15-2400x1200-te', 'FireLine', 'FIRELINE', TE, pb(15), 17.2, 'FL-1500-TE-2412', 'Fire resistant plasterboard with glass fibre and additives in the core for fire-rated walls and ceilings.');
  g('pb-gyproc-soundbloc-12.5-2400x1200-te', 'SoundBloc', 'SOUNDBLOC', TE, pb(12.5), 17.4, 'SB-1250-TE-2412', 'Higher density acoustic plasterboard for improved sound insulation between rooms.');
  const kn = { maker: 'Knauf', parent: 'Knauf', noun: 'Plasterboard' };
  add('plasterboard', 'Plasterboard', { key: 'pb-knauf-wallboard-12.5-2400x1200-te', ...kn, name: 'Wallboard', short: 'WALLBOARD', post: [TE], sz: pb(12.5), price: 9.8, gtin: true, mpn: 'KN-WB-125TE', blurb: 'Knauf standard plasterboard for internal walls and ceilings, tapered edges.' });
  add('plasterboard', 'Plasterboard', { key: 'pb-knauf-wallboard-9.5-2400x1200-te', ...kn, name: 'Wallboard', short: 'WALLBOARD', post: [TE], sz: pb(9.5), price: 9.1, gtin: true, mpn: 'KN-WB-95TE', blurb: 'Knauf standard plasterboard for internal walls and ceilings, tapered edges.' });
  add('plasterboard', 'Plasterboard', { key: 'pb-knauf-moisture-panel-12.5-2400x1200-te', ...kn, name: 'Moisture Panel', short: 'MOISTURE PANEL MR', post: [TE], sz: pb(12.5), price: 14.6, gtin: true, mpn: 'KN-MP-125TE', blurb: 'Knauf moisture resistant plasterboard for areas of high humidity.' });
  add('plasterboard', 'Plasterboard', { key: 'pb-knauf-fire-panel-12.5-2400x1200-te', ...kn, name: 'Fire Panel', short: 'FIRE PANEL', post: [TE], sz: pb(12.5), price: 13.1, gtin: true, mpn: 'KN-FP-125TE', blurb: 'Knauf fire resistant plasterboard with a glass-fibre reinforced core.' });
  const si = { maker: 'Siniat', parent: 'Etex', range: 'GTEC', noun: 'Plasterboard' };
  add('plasterboard', 'Plasterboard', { key: 'pb-siniat-gtec-standard-12.5-2400x1200-te', ...si, name: 'GTEC Standard Board', short: 'GTEC STD BOARD', post: [TE], sz: pb(12.5), price: 9.5, gtin: true, mpn: 'GTEC-12.5', blurb: 'Siniat GTEC standard plasterboard for drylining walls and ceilings.' });
  add('plasterboard', 'Plasterboard', { key: 'pb-siniat-gtec-standard-9.5-2400x1200-te', ...si, name: 'GTEC Standard Board', short: 'GTEC STD BOARD', post: [TE], sz: pb(9.5), price: 8.8, gtin: true, mpn: 'GTEC-9.5', blurb: 'Siniat GTEC standard plasterboard for drylining walls and ceilings.' });
  add('plasterboard', 'Plasterboard', { key: 'pb-siniat-gtec-moisture-12.5-2400x1200-te', ...si, name: 'GTEC Moisture Board', short: 'GTEC MOISTURE MR', post: [TE], sz: pb(12.5), price: 14.1, gtin: true, mpn: 'GTEC-M-12.5', blurb: 'Siniat GTEC moisture resistant board for kitchens and bathrooms.' });
  add('plasterboard', 'Plasterboard', { key: 'pb-siniat-gtec-fire-12.5-2400x1200-te', ...si, name: 'GTEC Fire Board', short: 'GTEC FIRE', post: [TE], sz: pb(12.5), price: 12.8, gtin: true, mpn: 'GTEC-F-12.5', blurb: 'Siniat GTEC fire board with a glass-fibre reinforced gypsum core.' });
}

// Plaster
{
  const th = { maker: 'Thistle', parent: 'British Gypsum', noun: 'Plaster' };
  const t = (id: string, name: string, short: string, price: number, mpn: string, blurb: string) =>
    add('plaster', 'Plaster', { key: `plaster-thistle-${id}-25kg`, ...th, range: 'Thistle', name, short, sz: kg(25), price, gtin: true, mpn, blurb });
  t('multi-finish', 'Multi-Finish', 'MULTI-FINISH', 12.6, 'TH-MF-25', 'Gypsum finishing plaster for a smooth, high quality finish on most backgrounds, including plasterboard and undercoat plasters.');
  t('board-finish', 'Board Finish', 'BOARD FINISH', 12.9, 'TH-BF-25', 'Gypsum finishing plaster designed for skimming plasterboard and other low suction backgrounds.');
  t('hardwall', 'Hardwall', 'HARDWALL', 13.6, 'TH-HW-25', 'Gypsum undercoat plaster with high impact resistance and quicker drying, for most masonry backgrounds.');
  t('bonding-coat', 'Bonding Coat', 'BONDING COAT', 13.8, 'TH-BC-25', 'Undercoat plaster for low suction backgrounds such as concrete, engineering bricks and plasterboard.');
  t('durafinish', 'DuraFinish', 'DURAFINISH', 15.1, 'TH-DF-25', 'Finishing plaster with improved surface hardness for high-traffic areas.');
  t('browning', 'Browning', 'BROWNING', 13.1, 'TH-BR-25', 'Gypsum undercoat plaster for moderate to high suction masonry backgrounds.');
  t('dri-coat', 'Dri-Coat', 'DRI-COAT', 22.4, 'TH-DC-25', 'Cement-based undercoat for replastering after installation of a remedial damp proof course.');
  const gy = { maker: 'Gyproc', parent: 'British Gypsum' };
  add('plaster', 'Jointing', { key: 'plaster-gyproc-easi-fill-10kg', ...gy, name: 'Easi-Fill', noun: 'Jointing Compound', short: 'EASI-FILL', sz: kg(10), price: 21.8, gtin: true, mpn: 'GY-EF-10', blurb: 'Multi-purpose jointing and filling compound for taping and filling plasterboard joints, easy to sand.' });
  add('plaster', 'Jointing', { key: 'plaster-gyproc-easi-fill-5kg', ...gy, name: 'Easi-Fill', noun: 'Jointing Compound', short: 'EASI-FILL', sz: kg(5), price: 12.9, gtin: true, mpn: 'GY-EF-05', blurb: 'Multi-purpose jointing and filling compound for taping and filling plasterboard joints, easy to sand.' });
  add('plaster', 'Jointing', { key: 'plaster-gyproc-joint-filler-12.5kg', ...gy, name: 'Joint Filler', short: 'JOINT FILLER', sz: kg(12.5), price: 19.2, gtin: true, mpn: 'GY-JF-125', blurb: 'Setting-type joint filler for bedding tape and filling gaps in plasterboard.' });
  add('plaster', 'Plaster', { key: 'plaster-knauf-mp75-25kg', maker: 'Knauf', parent: 'Knauf', name: 'MP75 Projection Plaster', short: 'MP75', sz: kg(25), price: 14.2, gtin: true, mpn: 'KN-MP75-25', blurb: 'One-coat gypsum machine plaster that can also be applied by hand.' });
  add('plaster', 'Plaster', { key: 'plaster-limelite-renovating-25kg', maker: 'Limelite', name: 'Renovating Plaster', short: 'RENOVATING PLASTER', sz: kg(25), price: 25.3, gtin: true, mpn: 'LL-RP-25', blurb: 'Cement-based renovating plaster for use after damp proofing; can be applied up to 50mm in one coat.' });
}

// Bricks
{
  const lbc = { maker: 'London Brick Company', makerShort: 'LBC', parent: 'Forterra', range: 'LBC' };
  const b65: Size = { k: 'brick', h: 65 };
  add('bricks', 'Bricks', { key: 'brick-lbc-common-65', ...lbc, name: 'Common', noun: 'Brick', short: 'COMMON', sz: b65, price: 0.86, mpn: 'LBC-COM', blurb: 'Fletton common brick for general building work below ground or where it will be rendered.' });
  add('bricks', 'Bricks', { key: 'brick-lbc-common-65-pk390', ...lbc, name: 'Common', noun: 'Brick', short: 'COMMON', sz: b65, pack: 390, price: 318, mpn: 'LBC-COM-P390', blurb: 'A full pack of 390 Fletton common bricks, banded and delivered by crane offload.' });
  add('bricks', 'Bricks', { key: 'brick-lbc-rustic-65', ...lbc, name: 'Rustic', noun: 'Facing Brick', short: 'RUSTIC', sz: b65, price: 1.05, mpn: 'LBC-RUS', blurb: 'Fletton facing brick with a rustic textured face in a mixed red colour.' });
  add('bricks', 'Bricks', { key: 'brick-lbc-heather-65', ...lbc, name: 'Heather', noun: 'Facing Brick', short: 'HEATHER', sz: b65, price: 1.06, mpn: 'LBC-HEA', blurb: 'Fletton facing brick with a sand-faced heather (purple-brown) finish.' });
  add('bricks', 'Bricks', { key: 'brick-lbc-dapple-light-65', ...lbc, name: 'Dapple Light', noun: 'Facing Brick', short: 'DAPPLE LIGHT', sz: b65, price: 1.07, mpn: 'LBC-DL', blurb: 'Fletton facing brick in a light dappled buff-red blend.' });
  const fo = { maker: 'Forterra', parent: 'Forterra' };
  add('bricks', 'Bricks', { key: 'brick-forterra-class-b-red-perf-65', ...fo, name: 'Class B Engineering Brick', short: 'CLASS B ENG', post: [q('Red'), q('Perforated', 'PERF')], sz: b65, price: 0.95, mpn: 'FO-ENGB-RP65', blurb: 'Red perforated Class B engineering brick for damp proof courses, manholes and below ground work.' });
  add('bricks', 'Bricks', { key: 'brick-forterra-village-harvest-multi-65', ...fo, range: 'Village', name: 'Village Harvest Multi', noun: 'Facing Brick', short: 'VILLAGE HARVEST MULTI', sz: b65, price: 0.99, mpn: 'FO-VHM', blurb: 'Sand-faced facing brick in a warm multi-tone blend.' });
  const ib = { maker: 'Ibstock', parent: 'Ibstock' };
  add('bricks', 'Bricks', { key: 'brick-ibstock-class-b-red-perf-65', ...ib, name: 'Class B Engineering Brick', short: 'CLASS B ENG', post: [q('Red'), q('Perforated', 'PERF')], sz: b65, price: 0.92, mpn: 'IB-ENGB-R65', blurb: 'Red perforated Class B engineering brick for damp proof courses, manholes and below ground work.' });
  add('bricks', 'Bricks', { key: 'brick-ibstock-class-b-red-perf-73', ...ib, name: 'Class B Engineering Brick', short: 'CLASS B ENG', post: [q('Red'), q('Perforated', 'PERF')], sz: { k: 'brick', h: 73 }, price: 1.12, mpn: 'IB-ENGB-R73', blurb: 'Imperial-height red perforated Class B engineering brick for matching older brickwork.' });
  add('bricks', 'Bricks', { key: 'brick-ibstock-class-b-blue-perf-65', ...ib, name: 'Class B Engineering Brick', short: 'CLASS B ENG', post: [q('Blue'), q('Perforated', 'PERF')], sz: b65, price: 1.38, mpn: 'IB-ENGB-B65', blurb: 'Blue perforated Class B engineering brick for damp proof courses, copings and below ground work.' });
  add('bricks', 'Bricks', { key: 'brick-ibstock-ivanhoe-cream-65', ...ib, range: 'Ivanhoe', name: 'Ivanhoe Cream', noun: 'Facing Brick', short: 'IVANHOE CREAM', sz: b65, price: 1.21, mpn: 'IB-IVC', blurb: 'Smooth cream facing brick from the Ivanhoe range.' });
  add('bricks', 'Bricks', { key: 'brick-ibstock-ivanhoe-westminster-blend-65', ...ib, range: 'Ivanhoe', name: 'Ivanhoe Westminster Blend', noun: 'Facing Brick', short: 'IVANHOE WESTMINSTER', sz: b65, price: 1.23, mpn: 'IB-IVWB', blurb: 'Red-orange blended facing brick from the Ivanhoe range.' });
  const wi = { maker: 'Wienerberger', parent: 'Wienerberger' };
  add('bricks', 'Bricks', { key: 'brick-wienerberger-kassandra-multi-65', ...wi, name: 'Kassandra Multi', noun: 'Facing Brick', short: 'KASSANDRA MULTI', sz: b65, price: 1.11, mpn: 'WB-KAS-M', blurb: 'Multi-coloured stock-effect facing brick with a soft, creased texture.' });
  add('bricks', 'Bricks', { key: 'brick-wienerberger-warnham-red-multi-65', ...wi, name: 'Warnham Red Multi Stock', noun: 'Facing Brick', short: 'WARNHAM RED MULTI', sz: b65, price: 1.16, mpn: 'WB-WRM', blurb: 'Traditional red multi stock facing brick with a sand-creased face.' });
}

// Blocks
{
  const bl = (t: number, n: string): Size => ({ k: 'block', t, n });
  const th = { maker: 'Thermalite', parent: 'Forterra' };
  add('blocks', 'Aircrete Blocks', { key: 'block-thermalite-shield-2000-100', ...th, name: 'Shield 2000', noun: 'Aircrete Block', short: 'SHIELD 2000', sz: bl(100, '3.6N'), price: 3.3, gtin: true, mpn: 'TH-SH2-100', blurb: 'Lightweight thermal aircrete block for inner leaf walls and partitions.' });
  add('blocks', 'Aircrete Blocks', { key: 'block-thermalite-shield-2000-140', ...th, name: 'Shield 2000', noun: 'Aircrete Block', short: 'SHIELD 2000', sz: bl(140, '3.6N'), price: 4.8, gtin: true, mpn: 'TH-SH2-140', blurb: 'Lightweight thermal aircrete block for inner leaf walls and partitions.' });
  add('blocks', 'Aircrete Blocks', { key: 'block-thermalite-hi-strength-7-100', ...th, name: 'Hi-Strength 7', noun: 'Aircrete Block', short: 'HI-STRENGTH 7', sz: bl(100, '7.3N'), price: 4.2, gtin: true, mpn: 'TH-HS7-100', blurb: 'High strength aircrete block for loadbearing walls in multi-storey buildings.' });
  add('blocks', 'Aircrete Blocks', { key: 'block-thermalite-trenchblock-300', ...th, name: 'Trenchblock', short: 'TRENCHBLOCK', sz: bl(300, '3.6N'), price: 12.1, gtin: true, mpn: 'TH-TB-300', blurb: 'Large aircrete foundation block for below ground walls; replaces a cavity wall to DPC level.' });
  const ce = { maker: 'Celcon', parent: 'H+H' };
  add('blocks', 'Aircrete Blocks', { key: 'block-celcon-standard-100', ...ce, name: 'Standard Grade', noun: 'Aircrete Block', short: 'STD GRADE', sz: bl(100, '3.6N'), price: 3.2, gtin: true, mpn: 'CC-SG-100', blurb: 'Standard grade aircrete block for general walling above and below ground.' });
  add('blocks', 'Aircrete Blocks', { key: 'block-celcon-standard-140', ...ce, name: 'Standard Grade', noun: 'Aircrete Block', short: 'STD GRADE', sz: bl(140, '3.6N'), price: 4.6, gtin: true, mpn: 'CC-SG-140', blurb: 'Standard grade aircrete block for general walling above and below ground.' });
  add('blocks', 'Aircrete Blocks', { key: 'block-celcon-high-strength-100', ...ce, name: 'High Strength', noun: 'Aircrete Block', short: 'HIGH STRENGTH', sz: bl(100, '7.0N'), price: 4.1, gtin: true, mpn: 'CC-HS-100', blurb: 'High strength aircrete block for loadbearing applications.' });
  add('blocks', 'Aircrete Blocks', { key: 'block-celcon-foundation-300', ...ce, name: 'Foundation Block', short: 'FOUNDATION BLOCK', sz: bl(300, '3.6N'), price: 11.5, gtin: true, mpn: 'CC-FB-300', blurb: 'Solid aircrete foundation block for below ground walls in one wide unit.' });
  add('blocks', 'Concrete Blocks', { key: 'block-dense-solid-7.3n-100', name: 'Dense Concrete Block', alts: ['Solid Dense Block', 'Dense Block'], short: 'DENSE BLOCK', sz: bl(100, '7.3N'), price: 2.6, blurb: 'Solid dense aggregate concrete block for loadbearing walls, foundations and general construction.' });
  add('blocks', 'Concrete Blocks', { key: 'block-dense-solid-7.3n-140', name: 'Dense Concrete Block', alts: ['Solid Dense Block', 'Dense Block'], short: 'DENSE BLOCK', sz: bl(140, '7.3N'), price: 3.8, blurb: 'Solid dense aggregate concrete block for loadbearing walls, foundations and general construction.' });
  add('blocks', 'Concrete Blocks', { key: 'block-dense-hollow-7.3n-215', name: 'Hollow Dense Concrete Block', alts: ['Hollow Dense Block'], short: 'HOLLOW BLOCK', sz: bl(215, '7.3N'), price: 4.5, blurb: 'Hollow dense concrete block for retaining walls that are reinforced and filled with concrete.' });
  const tm = { maker: 'Tarmac', parent: 'Tarmac', range: 'Toplite' };
  add('blocks', 'Concrete Blocks', { key: 'block-tarmac-toplite-standard-100', ...tm, name: 'Toplite Standard Block', short: 'TOPLITE STD', sz: bl(100, '3.6N'), price: 3.1, gtin: true, mpn: 'TM-TL-S100', blurb: 'Lightweight aggregate concrete block with good thermal performance.' });
  add('blocks', 'Concrete Blocks', { key: 'block-tarmac-toplite-foundation-300', ...tm, name: 'Toplite Foundation Block', short: 'TOPLITE FOUNDATION', sz: bl(300, '3.6N'), price: 11.0, gtin: true, mpn: 'TM-TL-F300', blurb: 'Lightweight foundation block for building from footing to DPC in a single leaf.' });
  add('blocks', 'Concrete Blocks', { key: 'block-lignacite-standard-100', maker: 'Lignacite', parent: 'Lignacite', name: 'Standard Block', short: 'STANDARD BLOCK', sz: bl(100, '3.6N'), price: 2.9, mpn: 'LG-STD-100', blurb: 'Medium density concrete block containing recycled wood fibre.' });
}

// Skirting & architrave
{
  const prof: Record<string, string> = {
    Torus: 'TORUS', Ogee: 'OGEE', 'Chamfered & Rounded': 'CHAMF', 'Pencil Round': 'P/ROUND', Ovolo: 'OVOLO', Bullnose: 'BULLNOSE',
  };
  const mould = (
    mat: 'MDF' | 'Pine', profile: string, kind: 'Skirting' | 'Architrave', h: number, t: number, l: number, price: number,
    extra: Partial<In> = {},
  ) => {
    const pslug = profile.toLowerCase().replace(/ & /g, '-').replace(/ /g, '-');
    const key = `${kind === 'Skirting' ? 'skirt' : 'arch'}-${mat.toLowerCase()}-${pslug}-${h}x${num(t)}-${num(l / 1000)}${extra.pack ? `-pk${extra.pack}` : ''}`;
    add('skirting-architrave', kind, {
      key,
      name: `${profile} ${kind}`,
      alts: [kind === 'Skirting' ? `${profile} Skirting Board` : `${profile} Architrave Moulding`],
      short: `${prof[profile] ?? profile.toUpperCase()} ${kind === 'Skirting' ? 'SKIRT' : 'ARCH'}`,
      pre: [mat === 'MDF' ? q('MDF') : q('Pine')],
      post: mat === 'MDF' ? [PRMD] : [],
      sz: { k: 'mould', h, t, l },
      price,
      material: mat === 'MDF' ? 'MDF' : 'Pine',
      blurb:
        mat === 'MDF'
          ? `Primed MDF ${kind.toLowerCase()} in a ${profile.toLowerCase()} profile, ready for undercoat and top coat. Moulded in one length with no finger joints.`
          : `Planed pine ${kind.toLowerCase()} in a classic ${profile.toLowerCase()} profile, for staining, varnishing or painting.`,
      spec: [['Profile', profile], ['Material', mat === 'MDF' ? 'MDF, primed' : 'Pine, unfinished']],
      ...extra,
    });
  };
  const tvg = (h: number): Partial<In> => ({
    mpn: `MTS-${h}-18-42`,
    vg: { id: 'mdf-torus-18', merchant: 'caledonian-build', attr: 'size', value: `${h}mm`, base: { k: 'mould', t: 18, l: 4200 } },
  });
  mould('MDF', 'Torus', 'Skirting', 119, 18, 4200, 12.1, tvg(119));
  mould('MDF', 'Torus', 'Skirting', 144, 18, 4200, 14.6, tvg(144));
  mould('MDF', 'Torus', 'Skirting', 169, 18, 4200, 17.1, tvg(169));
  mould('MDF', 'Torus', 'Skirting', 119, 14.5, 4200, 10.2);
  mould('MDF', 'Ogee', 'Skirting', 119, 18, 4200, 12.4);
  mould('MDF', 'Ogee', 'Skirting', 144, 18, 4200, 15.0);
  mould('MDF', 'Ogee', 'Skirting', 169, 18, 4200, 17.4);
  mould('MDF', 'Chamfered & Rounded', 'Skirting', 94, 14.5, 4200, 8.6);
  mould('MDF', 'Chamfered & Rounded', 'Skirting', 119, 14.5, 4200, 9.6);
  mould('MDF', 'Pencil Round', 'Skirting', 94, 14.5, 4200, 8.5);
  mould('MDF', 'Pencil Round', 'Skirting', 119, 14.5, 4200, 9.5);
  mould('MDF', 'Ovolo', 'Skirting', 119, 18, 4200, 12.5);
  mould('MDF', 'Bullnose', 'Skirting', 119, 18, 4200, 12.3);
  mould('Pine', 'Torus', 'Skirting', 119, 19, 3000, 14.1);
  mould('Pine', 'Torus', 'Skirting', 144, 19, 3000, 17.2);
  mould('Pine', 'Torus', 'Skirting', 119, 19, 4200, 19.4);
  mould('Pine', 'Ogee', 'Skirting', 119, 19, 3000, 14.5);
  mould('Pine', 'Ogee', 'Skirting', 144, 19, 3000, 17.6);
  mould('Pine', 'Chamfered & Rounded', 'Skirting', 94, 15, 3000, 9.1);
  mould('MDF', 'Torus', 'Architrave', 69, 18, 2200, 4.5);
  mould('MDF', 'Torus', 'Architrave', 94, 18, 2200, 6.0);
  mould('MDF', 'Torus', 'Architrave', 69, 18, 2200, 20.5, { pack: 5, blurb: 'A door set of five lengths of primed MDF torus architrave, enough to case both sides of one internal door.' });
  mould('MDF', 'Ogee', 'Architrave', 69, 18, 2200, 4.6);
  mould('MDF', 'Chamfered & Rounded', 'Architrave', 69, 14.5, 2200, 3.8);
  mould('MDF', 'Pencil Round', 'Architrave', 69, 14.5, 2200, 3.8);
  mould('Pine', 'Torus', 'Architrave', 69, 19, 2100, 5.5);
  mould('Pine', 'Ogee', 'Architrave', 69, 19, 2100, 5.6);
  mould('Pine', 'Chamfered & Rounded', 'Architrave', 57, 15, 2100, 4.0);
}

// Insulation
{
  const ib = (t: number, w = 1200, l = 2400): Size => ({ k: 'sheet', t, w, l });
  const cel = { maker: 'Celotex', parent: 'Saint-Gobain', noun: 'PIR Insulation Board' };
  for (const t of [25, 50, 75, 100]) {
    add('insulation', 'PIR Boards', {
      key: `ins-celotex-ga4000-${t}`, ...cel, name: 'GA4000', short: 'GA4000 PIR', sz: ib(t),
      price: { 25: 18.2, 50: 24.1, 75: 33.6, 100: 41.2 }[t] ?? 0, gtin: true, mpn: `GA4${String(t).padStart(3, '0')}`,
      blurb: 'Foil-faced PIR insulation board for pitched roofs, walls and floors, with a thermal conductivity of 0.022 W/mK.',
      vg: { id: 'celotex-ga4000', merchant: 'brackenfield', attr: 'size', value: `${t}mm`, base: { k: 'sheet', w: 1200, l: 2400 } },
    });
  }
  add('insulation', 'PIR Boards', { key: 'ins-celotex-tb4000-20', ...cel, name: 'TB4000', short: 'TB4000 PIR', sz: ib(20), price: 16.4, gtin: true, mpn: 'TB4020', blurb: 'Thin PIR insulation board for thermal bridging details such as window reveals and dormer cheeks.' });
  const rec = { maker: 'Recticel', parent: 'Recticel', noun: 'PIR Insulation Board', range: 'Eurothane' };
  add('insulation', 'PIR Boards', { key: 'ins-recticel-eurothane-gp-50', ...rec, name: 'Eurothane GP', short: 'EUROTHANE GP', sz: ib(50), price: 22.3, gtin: true, mpn: 'EGP-050', blurb: 'General purpose PIR board with composite foil facings, lambda 0.022 W/mK, for roofs, walls and floors.' });
  add('insulation', 'PIR Boards', { key: 'ins-recticel-eurothane-gp-100', ...rec, name: 'Eurothane GP', short: 'EUROTHANE GP', sz: ib(100), price: 38.4, gtin: true, mpn: 'EGP-100', blurb: 'General purpose PIR board with composite foil facings, lambda 0.022 W/mK, for roofs, walls and floors.' });
  const ks = { maker: 'Kingspan', parent: 'Kingspan', range: 'Thermafloor', noun: 'Floor Insulation Board' };
  add('insulation', 'PIR Boards', { key: 'ins-kingspan-thermafloor-tf70-50', ...ks, name: 'Thermafloor TF70', short: 'TF70', sz: ib(50), price: 25.2, gtin: true, mpn: 'TF70-050', blurb: 'High performance PIR floor insulation for use under screeds or chipboard floating floors.' });
  add('insulation', 'PIR Boards', { key: 'ins-kingspan-thermafloor-tf70-100', ...ks, name: 'Thermafloor TF70', short: 'TF70', sz: ib(100), price: 42.3, gtin: true, mpn: 'TF70-100', blurb: 'High performance PIR floor insulation for use under screeds or chipboard floating floors.' });
  const ew = { maker: 'Knauf Insulation', parent: 'Knauf', range: 'Earthwool' };
  const rolls: [number, number, number][] = [[100, 8300, 27.9], [150, 5500, 29.6], [200, 5000, 30.8]];
  for (const [t, l, price] of rolls) {
    add('insulation', 'Loft Roll', {
      key: `ins-earthwool-loft-roll-44-${t}`, ...ew, name: 'Earthwool Loft Roll 44', short: 'EARTHWOOL LOFT ROLL 44',
      sz: { k: 'roll', t, w: 1140, l }, price, gtin: true, mpn: `EW-LR44-${t}`,
      blurb: 'Glass mineral wool loft insulation roll made with ECOSE binder; soft to handle and non-combustible (Euroclass A1).',
      vg: { id: 'earthwool-lr44', merchant: 'thameside-direct', attr: 'size', value: `${t}mm x ${num(l / 1000)}m`, base: { k: 'none' } },
    });
  }
  const iso = { maker: 'Isover', parent: 'Saint-Gobain', range: 'Spacesaver', noun: 'Loft Roll' };
  add('insulation', 'Loft Roll', { key: 'ins-isover-spacesaver-100', ...iso, name: 'Spacesaver', short: 'SPACESAVER', sz: { k: 'roll', t: 100, w: 1160, l: 8070 }, price: 27.2, gtin: true, mpn: 'ISO-SS-100', blurb: 'Lightweight glass mineral wool roll for insulating between and over loft joists.' });
  add('insulation', 'Loft Roll', { key: 'ins-isover-spacesaver-170', ...iso, name: 'Spacesaver', short: 'SPACESAVER', sz: { k: 'roll', t: 170, w: 1160, l: 4800 }, price: 29.1, gtin: true, mpn: 'ISO-SS-170', blurb: 'Lightweight glass mineral wool roll for insulating between and over loft joists.' });
  const rw = { maker: 'ROCKWOOL', parent: 'ROCKWOOL', noun: 'Acoustic Slab' };
  add('insulation', 'Slabs', { key: 'ins-rockwool-rwa45-50-pk8', ...rw, name: 'RWA45', short: 'RWA45 SLAB', sz: ib(50, 600, 1200), pack: 8, price: 38.6, gtin: true, mpn: 'RWA45-050', blurb: 'Stone wool acoustic slab for partitions, floors and ceilings. Non-combustible, Euroclass A1.' });
  add('insulation', 'Slabs', { key: 'ins-rockwool-rwa45-100-pk4', ...rw, name: 'RWA45', short: 'RWA45 SLAB', sz: ib(100, 600, 1200), pack: 4, price: 40.2, gtin: true, mpn: 'RWA45-100', blurb: 'Stone wool acoustic slab for partitions, floors and ceilings. Non-combustible, Euroclass A1.' });
}

// Roofing
{
  const ml = { maker: 'Marley', parent: 'Etex', noun: 'Interlocking Roof Tile' };
  const mm: [string, string, string][] = [['smooth-grey', 'Smooth Grey', 'MM-SG'], ['smooth-brown', 'Smooth Brown', 'MM-SB'], ['old-english-dark-red', 'Old English Dark Red', 'MM-OEDR']];
  for (const [id, colour, mpn] of mm) {
    add('roofing', 'Roof Tiles', {
      key: `roof-marley-modern-${id}`, ...ml, name: 'Modern', short: 'MODERN TILE', sz: { k: 'none' }, colour,
      price: 1.42, gtin: true, mpn, blurb: 'Large format flat profile concrete interlocking tile giving a slate-like appearance, for pitches down to 15°.',
      vg: { id: 'marley-modern', merchant: 'thameside-direct', attr: 'color', value: colour, base: { k: 'none' } },
    });
  }
  add('roofing', 'Roof Tiles', { key: 'roof-marley-ludlow-plus-smooth-grey', ...ml, name: 'Ludlow Plus', short: 'LUDLOW PLUS TILE', sz: { k: 'none' }, colour: 'Smooth Grey', price: 0.96, gtin: true, mpn: 'LP-SG', blurb: 'Double Roman style interlocking concrete tile, an economical choice for pitches down to 22.5°.' });
  add('roofing', 'Roof Tiles', { key: 'roof-redland-49-breckland-brown', maker: 'Redland', parent: 'BMI', name: '49', noun: 'Roof Tile', short: '49 TILE', sz: { k: 'none' }, colour: 'Breckland Brown', price: 1.12, gtin: true, mpn: 'RL49-BB', blurb: 'Small format interlocking concrete tile that mimics plain tiles at a fraction of the laying cost.' });
  add('roofing', 'Roof Tiles', { key: 'roof-redland-renown-slate-grey', maker: 'Redland', parent: 'BMI', name: 'Renown', noun: 'Roof Tile', short: 'RENOWN TILE', sz: { k: 'none' }, colour: 'Slate Grey', price: 1.31, gtin: true, mpn: 'RLREN-SG', blurb: 'Through-coloured concrete interlocking tile with a smooth finish, for pitches down to 17.5°.' });
  const lead = (w: number, l: number, price: number) =>
    add('roofing', 'Lead & Flashings', {
      key: `roof-lead-code4-${w}-${num(l / 1000)}m`, name: 'Code 4 Lead Flashing', alts: ['Code 4 Lead Roll', 'Lead Flashing Code 4'],
      short: 'CODE 4 LEAD', sz: { k: 'strip', w, l }, price, blurb: 'Milled sheet lead to BS EN 12588, Code 4 (1.8mm), for flashings, soakers and valleys.',
    });
  lead(150, 3000, 45.5);
  lead(300, 3000, 88.2);
  lead(150, 6000, 85.1);
  add('roofing', 'Felt & Membranes', { key: 'roof-iko-shed-felt-green-mineral-10m', maker: 'IKO', parent: 'IKO', name: 'Green Mineral Shed Felt', short: 'GREEN SHED FELT', sz: { k: 'strip', w: 1000, l: 10000 }, price: 28.3, gtin: true, mpn: 'IKO-SF-GRN10', blurb: 'Mineral surfaced bitumen shed felt with a green finish for sheds and garden buildings.' });
  add('roofing', 'Felt & Membranes', { key: 'roof-iko-shed-felt-sanded-10m', maker: 'IKO', parent: 'IKO', name: 'Sanded Shed Felt', short: 'SANDED SHED FELT', sz: { k: 'strip', w: 1000, l: 10000 }, price: 23.8, gtin: true, mpn: 'IKO-SF-SND10', blurb: 'Economy sand-surfaced bitumen felt for sheds and as an underlay.' });
  add('roofing', 'Felt & Membranes', { key: 'roof-klober-permo-air-50m', maker: 'Klober', parent: 'Klober', name: 'Permo Air', noun: 'Breathable Membrane', short: 'PERMO AIR', sz: { k: 'strip', w: 1500, l: 50000 }, price: 95.4, gtin: true, mpn: 'KLO-PA-50', blurb: 'Vapour and air permeable roof underlay for warm and cold roofs without counter-battens.' });
  for (const [id, colour, mpn] of [['black', 'Black', 'OND-CL-BLK'], ['red', 'Red', 'OND-CL-RED']] as const) {
    add('roofing', 'Roof Sheets', {
      key: `roof-onduline-classic-${id}`, maker: 'Onduline', parent: 'Onduline', name: 'Classic', noun: 'Corrugated Bitumen Sheet',
      short: 'CLASSIC SHEET', sz: { k: 'dims', w: 950, l: 2000 }, colour, price: 21.9, gtin: true, mpn,
      blurb: 'Lightweight corrugated bitumen roof sheet for sheds, carports and outbuildings.',
      vg: { id: 'onduline-classic', merchant: 'pennine-builders', attr: 'color', value: colour, base: { k: 'dims', w: 950, l: 2000 } },
    });
  }
}

// Drainage
{
  const fp = { maker: 'FloPlast', parent: 'FloPlast' };
  const dp: [string, string, string][] = [['black', 'Black', 'RP2.5B'], ['grey', 'Grey', 'RP2.5G'], ['brown', 'Brown', 'RP2.5BR'], ['white', 'White', 'RP2.5W']];
  for (const [id, colour, mpn] of dp) {
    add('drainage', 'Rainwater', {
      key: `drain-floplast-68-round-downpipe-2.5-${id}`, ...fp, name: 'Round Downpipe', short: 'RND DOWNPIPE',
      sz: { k: 'pipe', d: 68, l: 2500 }, colour, price: 12.1, gtin: true, mpn,
      blurb: 'PVC-U round downpipe for domestic rainwater systems, push-fit into FloPlast offsets, shoes and branches.',
      vg: { id: 'floplast-rp68-2.5', merchant: 'brackenfield', attr: 'color', value: colour, base: { k: 'pipe', d: 68, l: 2500 } },
    });
  }
  add('drainage', 'Rainwater', { key: 'drain-floplast-68-round-downpipe-4-black', ...fp, name: 'Round Downpipe', short: 'RND DOWNPIPE', sz: { k: 'pipe', d: 68, l: 4000 }, colour: 'Black', price: 17.4, gtin: true, mpn: 'RP4B', blurb: 'PVC-U round downpipe for domestic rainwater systems, push-fit into FloPlast offsets, shoes and branches.' });
  for (const [id, colour, mpn] of [['black', 'Black', 'RG4B'], ['grey', 'Grey', 'RG4G']] as const) {
    add('drainage', 'Rainwater', {
      key: `drain-floplast-112-half-round-gutter-4-${id}`, ...fp, name: 'Half Round Gutter', short: 'HR GUTTER',
      sz: { k: 'pipe', d: 112, l: 4000 }, colour, price: 14.2, gtin: true, mpn,
      blurb: '112mm half round PVC-U gutter for domestic roofs, joined with union brackets.',
      vg: { id: 'floplast-hr112-4', merchant: 'caledonian-build', attr: 'color', value: colour, base: { k: 'pipe', d: 112, l: 4000 }, keepInTitle: true },
    });
  }
  add('drainage', 'Rainwater', { key: 'drain-floplast-68-round-shoe-black', ...fp, name: 'Round Downpipe Shoe', short: 'RND SHOE', sz: { k: 'fit', d: 68 }, colour: 'Black', price: 3.5, gtin: true, mpn: 'RS1B', blurb: 'Discharge shoe for the foot of a 68mm round downpipe.' });
  add('drainage', 'Rainwater', { key: 'drain-floplast-68-round-clip-black', ...fp, name: 'Round Downpipe Clip', short: 'RND CLIP', sz: { k: 'fit', d: 68 }, colour: 'Black', price: 1.62, gtin: true, mpn: 'RC1B', blurb: 'Two-piece clip for fixing 68mm round downpipe to the wall.' });
  for (const [id, colour, mpn] of [['grey', 'Grey', '4S063G'], ['black', 'Black', '4S063B']] as const) {
    add('drainage', 'Soil & Waste', {
      key: `drain-osma-soil-110-3m-ss-${id}`, maker: 'OsmaSoil', parent: 'Wavin', range: 'OsmaSoil', name: 'Single Socket Soil Pipe',
      short: 'SOIL PIPE S/S', sz: { k: 'pipe', d: 110, l: 3000 }, colour, price: 28.3, gtin: true, mpn,
      blurb: 'PVC-U above ground soil pipe with a ring seal socket at one end, to BS EN 1329.',
      vg: { id: 'osma-soil-110-3', merchant: 'caledonian-build', attr: 'color', value: colour, base: { k: 'pipe', d: 110, l: 3000 }, keepInTitle: true },
    });
  }
  add('drainage', 'Soil & Waste', { key: 'drain-polypipe-soil-110-3m-ss-grey', maker: 'Polypipe', parent: 'Polypipe', name: 'Single Socket Soil Pipe', short: 'SOIL PIPE S/S', sz: { k: 'pipe', d: 110, l: 3000 }, colour: 'Grey', price: 26.4, gtin: true, mpn: 'SS43G', blurb: 'PVC-U soil pipe with a single ring seal socket for above ground soil and vent systems.' });
  add('drainage', 'Underground', { key: 'drain-osmadrain-pipe-110-3m', maker: 'OsmaDrain', parent: 'Wavin', range: 'OsmaDrain', name: 'Underground Drain Pipe', short: 'U/G PIPE', post: [q('Plain Ended', 'P/E')], sz: { k: 'pipe', d: 110, l: 3000 }, price: 24.2, gtin: true, mpn: '4D063', blurb: 'Terracotta coloured PVC-U underground drainage pipe to BS EN 1401.' });
  add('drainage', 'Underground', { key: 'drain-polypipe-ug-pipe-110-3m', maker: 'Polypipe', parent: 'Polypipe', name: 'Underground Drain Pipe', short: 'U/G PIPE', post: [q('Plain Ended', 'P/E')], sz: { k: 'pipe', d: 110, l: 3000 }, price: 22.4, gtin: true, mpn: 'UG43', blurb: 'Brick red PVC-U underground drainage pipe, plain ended, to BS EN 1401.' });
  add('drainage', 'Underground', { key: 'drain-osmadrain-bend-110-87.5-ss', maker: 'OsmaDrain', parent: 'Wavin', range: 'OsmaDrain', name: '87.5° Single Socket Bend', short: '87.5DEG BEND S/S', sz: { k: 'fit', d: 110 }, price: 8.1, gtin: true, mpn: '4D563', blurb: 'Underground drainage bend with one ring seal socket and one spigot end.' });
  add('drainage', 'Underground', { key: 'drain-osmadrain-bend-110-45-ss', maker: 'OsmaDrain', parent: 'Wavin', range: 'OsmaDrain', name: '45° Single Socket Bend', short: '45DEG BEND S/S', sz: { k: 'fit', d: 110 }, price: 7.8, gtin: true, mpn: '4D163', blurb: 'Underground drainage bend with one ring seal socket and one spigot end.' });
  add('drainage', 'Underground', { key: 'drain-polypipe-bend-110-87.5-ss', maker: 'Polypipe', parent: 'Polypipe', name: '87.5° Single Socket Bend', short: '87.5DEG BEND S/S', sz: { k: 'fit', d: 110 }, price: 7.5, gtin: true, mpn: 'UG420', blurb: 'Underground drainage bend with a single socket, for changes of direction at the base of a stack.' });
  add('drainage', 'Underground', { key: 'drain-osmadrain-bottle-gully-110', maker: 'OsmaDrain', parent: 'Wavin', range: 'OsmaDrain', name: 'Bottle Gully', short: 'BOTTLE GULLY', sz: { k: 'fit', d: 110 }, price: 25.1, gtin: true, mpn: '4D900', blurb: 'Trapped bottle gully with a square hopper and grid for rainwater and waste connections.' });
}

// Other
{
  const vq = { maker: 'Visqueen', parent: 'Visqueen' };
  add('other', 'DPC & Membranes', { key: 'other-visqueen-dpc-100-30m', ...vq, name: 'Damp Proof Course', short: 'DPC', sz: { k: 'strip', w: 100, l: 30000 }, price: 6.1, gtin: true, mpn: 'VQ-DPC-100', blurb: 'Polyethylene damp proof course for bedding into mortar joints in walls.' });
  add('other', 'DPC & Membranes', { key: 'other-visqueen-dpc-150-30m', ...vq, name: 'Damp Proof Course', short: 'DPC', sz: { k: 'strip', w: 150, l: 30000 }, price: 8.9, gtin: true, mpn: 'VQ-DPC-150', blurb: 'Polyethylene damp proof course for bedding into mortar joints in walls.' });
  add('other', 'DPC & Membranes', { key: 'other-visqueen-dpm-1200g-4x25m', ...vq, name: '1200 Gauge Damp Proof Membrane', short: '1200G DPM', sz: { k: 'strip', w: 4000, l: 25000 }, price: 74.5, gtin: true, mpn: 'VQ-DPM-1200', blurb: 'Heavy duty 300 micron polyethylene membrane for use under concrete floor slabs.' });
  const sx = { maker: 'Sandtex', parent: 'Crown Paints', name: 'Ultra Smooth Masonry Paint', short: 'ULTRA SMOOTH MASONRY', colour: 'Pure Brilliant White' };
  add('other', 'Paint', { key: 'other-sandtex-ultra-smooth-pbw-10l', ...sx, sz: { k: 'l', l: 10 }, price: 48.2, gtin: true, mpn: 'SX-USM-PBW-10', blurb: 'Water-based smooth masonry paint with up to 15 years protection, for brick, render and pebbledash.' });
  add('other', 'Paint', { key: 'other-sandtex-ultra-smooth-pbw-5l', ...sx, sz: { k: 'l', l: 5 }, price: 29.8, gtin: true, mpn: 'SX-USM-PBW-5', blurb: 'Water-based smooth masonry paint with up to 15 years protection, for brick, render and pebbledash.' });
  add('other', 'Sealants & Adhesives', { key: 'other-soudal-gun-grade-foam-750ml', maker: 'Soudal', parent: 'Soudal', name: 'Gun Grade Expanding Foam', short: 'GUN GRADE FOAM', sz: { k: 'ml', ml: 750 }, price: 8.2, gtin: true, mpn: 'SOU-GG-750', blurb: 'Polyurethane expanding foam for use with a foam gun, for filling gaps around frames and pipes.' });
  for (const [id, colour, mpn] of [['white', 'White', 'CT1-290-WH'], ['clear', 'Clear', 'CT1-290-CL']] as const) {
    add('other', 'Sealants & Adhesives', {
      key: `other-ct1-sealant-adhesive-290ml-${id}`, maker: 'CT1', parent: 'C-Tec', name: 'Sealant & Adhesive', short: 'SEALANT/ADHESIVE',
      sz: { k: 'ml', ml: 290 }, colour, price: 11.2, gtin: true, mpn,
      blurb: 'Hybrid polymer sealant and construction adhesive that bonds and seals almost anything, even underwater.',
      vg: { id: 'ct1-290', merchant: 'pennine-builders', attr: 'color', value: colour, base: { k: 'ml', ml: 290 } },
    });
  }
  add('other', 'Wall Ties & Fixings', { key: 'other-furfix-wall-starter-kit', maker: 'Furfix', parent: 'Simpson Strong-Tie', name: 'Wall Starter Kit', short: 'WALL STARTER KIT', sz: { k: 'none' }, price: 9.3, gtin: true, mpn: 'FUR-WSK', blurb: 'Stainless steel wall profile kit for tying new walls into existing masonry without toothing out.' });
  add('other', 'Lintels', { key: 'other-catnic-cg90-100-1200', maker: 'Catnic', parent: 'Tata Steel', name: 'CG90/100 Cavity Wall Lintel', short: 'CG90/100 LINTEL', sz: { k: 'len', l: 1200 }, price: 48.3, gtin: true, mpn: 'CN-CG90100-1200', blurb: 'Galvanised steel cavity wall lintel for 90-100mm cavities with standard loading.' });
  add('other', 'Lintels', { key: 'other-catnic-cg90-100-1500', maker: 'Catnic', parent: 'Tata Steel', name: 'CG90/100 Cavity Wall Lintel', short: 'CG90/100 LINTEL', sz: { k: 'len', l: 1500 }, price: 60.2, gtin: true, mpn: 'CN-CG90100-1500', blurb: 'Galvanised steel cavity wall lintel for 90-100mm cavities with standard loading.' });
  add('other', 'Wall Ties & Fixings', { key: 'other-wall-ties-ss-200mm-pk250', name: 'Stainless Steel Wall Ties 200mm', alts: ['Cavity Wall Ties 200mm Stainless'], short: 'S/S WALL TIES 200MM', sz: { k: 'none' }, pack: 250, price: 30.4, blurb: 'Type 2 stainless steel cavity wall ties for 50-75mm cavities.' });
}

// ───────────────────────────── Merchant house styles ─────────────────────────────
type Order = 'brand' | 'cat' | 'sentence';
type Lead = 'none' | 'thick' | 'all';
interface Style {
  order: Order;
  upper: boolean; // whole title upper case
  shortNames: boolean; // ERP short names (no noun)
  shortQuals: boolean; // TE, TRTD, T&G, PRMD…
  x: string; // dimension separator
  L: 'mm' | 'm' | 'cm'; // unit for long lengths
  keep0: boolean; // 3.0m rather than 3m
  sheetU: 'mm' | 'm' | 'cm' | 'imp';
  sheetJoin: 'each' | 'tFirst' | 'tLast';
  dimJoin: string; // between a section and its length
  lead: Lead; // where dimensional sizes go
  bagLead: boolean; // weights / volumes before the name
  kg: (n: number) => string;
  bulk: (kg: number) => string;
  mini: (kg: number) => string;
  litre: (n: number) => string;
  pack: (n: number) => string;
  pallet: (n: number) => string;
  finished: 'nominal' | 'finished' | 'both';
  imperial: boolean;
  brickFull: boolean;
  blockFull: boolean;
  tails: string[];
  tailP: number;
  brandInTitle: number;
  altP: number;
  alias: [string, string][];
  catSep: string;
  catStrip: boolean; // strip the category word from the product name (category-first ERP style)
  catLabel: (p: Prod) => string;
}

type BrandMode = 'maker' | 'upperMaker' | 'parentOrHouse' | 'parent' | 'alias' | 'range' | 'makerOrHouse' | 'none';
type GtinMode = 'none' | '13' | '14' | 'spaced';
type MpnMode = 'none' | 'canon' | 'strip' | 'space';
type Fmt = 'tsv' | 'csv' | 'xml';

interface Merchant {
  slug: string;
  name: string;
  fmt: Fmt;
  house: string;
  cols: string[];
  style: Style;
  brandMode: BrandMode;
  brandBlankP: number;
  gtinMode: GtinMode;
  gtinP: number;
  mpnMode: MpnMode;
  mpnP: number;
  availWords: [string, string];
  saleP: number;
  priceFactor: number;
  rounding: 'cents' | '9' | '99' | '49';
  affinity: Partial<Record<Cat, number>>;
  ptype: (p: Prod) => string;
  desc: (p: Prod, r: Rng, title: string, vmode: boolean) => string;
  makeId: (r: Rng, n: number) => string;
  link: (id: string, title: string, p: Prod) => string;
}

const BASE_STYLE: Style = {
  order: 'brand', upper: false, shortNames: false, shortQuals: false, x: ' x ', L: 'm', keep0: false, sheetU: 'mm',
  sheetJoin: 'tFirst', dimJoin: ' ', lead: 'none', bagLead: false, kg: (n) => `${num(n)}kg`, bulk: () => 'Bulk Bag',
  mini: () => 'Mini Bag', litre: (n) => `${n}L`, pack: (n) => `Pack of ${n}`, pallet: (n) => `Pallet of ${n}`, finished: 'nominal',
  imperial: false, brickFull: false, blockFull: false, tails: [], tailP: 0, brandInTitle: 1, altP: 0, alias: [], catSep: ' - ',
  catStrip: false, catLabel: (p) => CAT_LABEL[p.cat],
};
const style = (o: Partial<Style>): Style => ({ ...BASE_STYLE, ...o });

// ───────────────────────────── Text helpers ─────────────────────────────
function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/×/g, 'x')
    .replace(/°/g, '')
    .replace(/["']/g, '')
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/\.(?![0-9])/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
const lcWord = (w: string) => (/^[A-Z][a-z]+$/.test(w) ? w.toLowerCase() : w);
const lcWords = (s: string) => s.split(' ').map(lcWord).join(' ');
const firstSentence = (s: string) => {
  const m = /^(.*?[.!?])(\s|$)/.exec(s);
  return m?.[1] ?? s;
};
const ftOf = (mm: number): number | undefined => {
  const table: Record<number, number> = { 600: 2, 607: 2, 900: 3, 1200: 4, 1220: 4, 1800: 6, 2100: 7, 2400: 8, 2397: 8, 2440: 8, 3000: 10, 3600: 12, 4200: 14, 4800: 16 };
  return table[mm];
};
const IMP_SECTION: Record<string, string> = {
  '47x75': '3x2', '47x100': '4x2', '47x150': '6x2', '47x200': '8x2', '47x225': '9x2', '38x63': '3x2', '38x89': '4x2',
  '25x50': '2x1', '25x75': '3x1', '50x50': '2x2', '25x100': '4x1', '25x150': '6x1', '25x38': '1.5x1', '75x75': '3x3',
  '100x100': '4x4', '22x100': '4x1', '32x144': '6x1.25', '28x120': '5x1',
};
const IMP_THICK: Record<number, string> = { 9: '3/8"', 12: '1/2"', 18: '3/4"', 25: '1"' };
const IMP_MOULD: Record<number, string> = { 57: '2.25"', 69: '3"', 94: '4"', 119: '5"', 144: '6"', 169: '7"' };

function lenStr(mm: number, u: 'mm' | 'm' | 'cm', keep0: boolean): string {
  if (u === 'mm') return `${num(mm)}mm`;
  if (u === 'cm') return `${num(mm / 10)}cm`;
  const m = mm / 1000;
  return `${keep0 && Number.isInteger(m) ? m.toFixed(1) : num(m)}m`;
}

interface Parts {
  lead: string;
  tail: string;
}

function sizeParts(p: Prod, st: Style, vmode: boolean): Parts {
  const sz: Size = vmode && p.vg?.attr === 'size' ? p.vg.base : vmode && p.vg ? p.vg.base : p.sz;
  const x = st.x;
  const bag = (s: string): Parts => (st.bagLead ? { lead: s, tail: '' } : { lead: '', tail: s });
  const dim = (first: string, rest: string, join: string): Parts => {
    if (!first) return st.lead === 'none' ? { lead: '', tail: rest } : { lead: rest, tail: '' };
    if (!rest) return st.lead === 'none' ? { lead: '', tail: first } : { lead: first, tail: '' };
    if (st.lead === 'thick') return { lead: first, tail: rest };
    if (st.lead === 'all') return { lead: `${first}${join}${rest}`, tail: '' };
    return { lead: '', tail: `${first}${join}${rest}` };
  };
  switch (sz.k) {
    case 'kg':
      return bag(st.kg(sz.kg));
    case 'bulk':
      return bag(st.bulk(sz.kg));
    case 'mini':
      return bag(st.mini(sz.kg));
    case 'l':
      return bag(st.litre(sz.l));
    case 'ml':
      return bag(`${sz.ml}ml`);
    case 'none':
      return { lead: '', tail: '' };
    case 'sheet': {
      const t = sz.t !== undefined ? `${num(sz.t)}mm` : '';
      const impT = st.imperial && sz.t !== undefined && (p.sub === 'Plywood' || p.sub === 'MDF') ? IMP_THICK[sz.t] : undefined;
      const tt = impT ? `${t} (${impT})` : t;
      const fl = ftOf(sz.l);
      const fw = ftOf(sz.w);
      let dims: string;
      if (st.sheetU === 'imp' && fl && fw) dims = `${fl}'${x}${fw}'`;
      else if (st.sheetU === 'm') dims = `${num(sz.l / 1000)}m${x}${num(sz.w / 1000)}m`;
      else if (st.sheetU === 'cm') dims = `${num(sz.l / 10)}${x}${num(sz.w / 10)}cm`;
      else dims = `${sz.l}${x}${sz.w}mm`;
      if (st.sheetJoin === 'each' && sz.t !== undefined) {
        const full = `${t}${x}${sz.w}mm${x}${sz.l}mm`;
        return dim('', full, '');
      }
      if (st.sheetJoin === 'tLast' && sz.t !== undefined) {
        const full = st.sheetU === 'mm' ? `${sz.l}${x}${sz.w}${x}${num(sz.t)}mm` : `${dims}${x}${t}`;
        return st.lead === 'none' ? { lead: '', tail: full } : { lead: full, tail: '' };
      }
      return dim(tt, dims, ' ');
    }
    case 'timber': {
      const secOf = (a: number, b: number) => `${num(a)}${x}${num(b)}mm`;
      const nominal = secOf(sz.t, sz.w);
      const fin = sz.fin ? secOf(sz.fin[0], sz.fin[1]) : undefined;
      let sec = nominal;
      if (fin && st.finished === 'finished') sec = fin;
      if (fin && st.finished === 'both') sec = `${nominal} (finished ${fin})`;
      const len = lenStr(sz.l, st.L, st.keep0);
      if (st.sheetJoin === 'each') {
        const [a, b] = fin && st.finished === 'finished' ? sz.fin ?? [sz.t, sz.w] : [sz.t, sz.w];
        return dim('', `${num(a)}mm${x}${num(b)}mm${x}${sz.l}mm`, '');
      }
      if (st.imperial) {
        const hint = IMP_SECTION[`${sz.t}x${sz.w}`];
        const f = ftOf(sz.l);
        const tail = `${sec} ${len}${f ? ` (${f}ft)` : ''}`;
        return hint ? { lead: hint, tail } : { lead: '', tail };
      }
      return dim(sec, len, st.dimJoin);
    }
    case 'mould': {
      const len = lenStr(sz.l, st.L, st.keep0);
      if (st.sheetJoin === 'each') {
        return dim('', sz.h !== undefined ? `${sz.h}mm${x}${num(sz.t)}mm${x}${sz.l}mm` : `${num(sz.t)}mm${x}${sz.l}mm`, '');
      }
      const sec = sz.h !== undefined ? `${sz.h}${x}${num(sz.t)}mm` : `${num(sz.t)}mm`;
      if (st.imperial && sz.h !== undefined) {
        const hint = IMP_MOULD[sz.h];
        const f = ftOf(sz.l);
        return { lead: hint ?? '', tail: `${sec} ${len}${f ? ` (${f}ft)` : ''}` };
      }
      return dim(sec, len, st.dimJoin);
    }
    case 'roll': {
      const len = lenStr(sz.l, st.L === 'cm' ? 'm' : st.L, false);
      return dim(`${sz.t}mm`, `${sz.w}mm${x}${len}`, x);
    }
    case 'pipe': {
      const len = lenStr(sz.l, st.L, st.keep0);
      return dim(`${sz.d}mm`, len, x);
    }
    case 'fit':
      return dim(`${sz.d}mm`, '', '');
    case 'brick':
      return dim(st.brickFull ? `215${x}102.5${x}${sz.h}mm` : `${sz.h}mm`, '', '');
    case 'block':
      return dim(st.blockFull ? `440${x}215${x}${sz.t}mm` : `${sz.t}mm`, sz.n, ' ');
    case 'strip': {
      const w = sz.w >= 1000 ? `${num(sz.w / 1000)}m` : `${sz.w}mm`;
      return dim(w, `${num(sz.l / 1000)}m`, x);
    }
    case 'len':
      return dim(lenStr(sz.l, st.L === 'm' && st.keep0 ? 'm' : 'mm', st.keep0), '', '');
    case 'dims':
      return dim(`${sz.l}${x}${sz.w}mm`, '', '');
  }
}

function applyAlias(s: string, alias: [string, string][]): string {
  let out = s;
  for (const [a, b] of alias) out = out.split(a).join(b);
  return out;
}

function brandColumn(p: Prod, m: Merchant, r: Rng): string {
  let v = '';
  switch (m.brandMode) {
    case 'maker':
      v = p.maker ?? '';
      break;
    case 'upperMaker':
      v = (p.maker ?? '').toUpperCase();
      break;
    case 'parentOrHouse':
      v = p.parent ?? p.maker ?? m.house;
      break;
    case 'parent':
      v = p.parent ?? p.maker ?? '';
      break;
    case 'alias':
      v = applyAlias(p.range && p.range.length <= 12 ? p.range : p.maker ?? '', m.style.alias);
      break;
    case 'range':
      v = p.range ?? p.maker ?? '';
      break;
    case 'makerOrHouse':
      v = p.maker ?? m.house;
      break;
    case 'none':
      v = '';
  }
  if (v && r() < m.brandBlankP) v = '';
  return v;
}

function buildTitle(p: Prod, m: Merchant, r: Rng, vmode: boolean, brandCol: string): string {
  const st = m.style;
  const hasBrandCol = m.cols.includes('brand') && brandCol !== '';
  const showMaker = !!p.maker && (!hasBrandCol || r() < st.brandInTitle);
  const maker = showMaker ? (st.shortNames && p.makerShort ? p.makerShort : p.maker ?? '') : '';
  const useAlt = p.alts.length > 0 && r() < st.altP;
  const alt = useAlt ? pick(r, p.alts) : undefined;
  let name = st.shortNames ? p.short : alt ?? p.name;
  let noun = st.shortNames ? '' : p.noun;
  const qual = (qq: Q) => (st.shortQuals || st.shortNames ? qq.s : st.order === 'sentence' ? lcWords(qq.l) : qq.l);
  const pre = p.pre.map(qual);
  const post = p.post.map(qual);
  const { lead, tail } = sizeParts(p, st, vmode);
  const pack = p.pack ? (p.packKind === 'pallet' ? st.pallet(p.pack) : st.pack(p.pack)) : '';
  const showColour = !!p.colour && !(vmode && p.vg?.attr === 'color' && !p.vg.keepInTitle);
  const colour = showColour && p.colour ? (st.order === 'sentence' ? lcWords(p.colour) : p.colour) : '';
  let prefix = '';
  if (st.order === 'cat') {
    const label = st.catLabel(p);
    prefix = label + st.catSep;
    if (st.catStrip) {
      const re = new RegExp(`\\b${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
      if (re.test(name) && name.replace(re, '').trim()) name = name.replace(re, '').replace(/\s+/g, ' ').trim();
      if (re.test(noun)) noun = '';
    } else if (noun && noun.toLowerCase() === label.toLowerCase()) {
      noun = '';
    }
  }
  const colFirst = p.colourFirst ? colour : '';
  const colLast = p.colourFirst ? '' : colour;
  let title: string;
  if (st.order === 'sentence') {
    let core = [maker, colFirst, ...pre, name, lcWords(noun)].filter(Boolean).join(' ');
    if (!p.maker) core = lcWords(core);
    const rest = [...post, lead, tail, pack, colLast].filter(Boolean).join(', ');
    title = rest ? `${core} – ${rest}` : core;
    title = title.charAt(0).toUpperCase() + title.slice(1);
  } else {
    const core = [maker, colFirst, ...pre, name, noun].filter(Boolean).join(' ');
    title = prefix + [lead, core, ...post, tail, pack, colLast].filter(Boolean).join(' ');
  }
  if (st.tails.length && r() < st.tailP) title += pick(r, st.tails);
  title = applyAlias(title, st.alias);
  if (st.upper) title = title.toUpperCase();
  return title.replace(/\s+/g, ' ').trim();
}

function specPairs(p: Prod): [string, string][] {
  const s: [string, string][] = [];
  const sz = p.sz;
  switch (sz.k) {
    case 'kg':
      s.push(['Weight', `${num(sz.kg)}kg`]);
      break;
    case 'bulk':
      s.push(['Weight', `approx. ${sz.kg}kg bulk bag`]);
      break;
    case 'mini':
      s.push(['Weight', `approx. ${sz.kg}kg mini bag`]);
      break;
    case 'l':
      s.push(['Volume', `${sz.l} litres`]);
      break;
    case 'ml':
      s.push(['Volume', `${sz.ml}ml`]);
      break;
    case 'sheet':
      if (sz.t !== undefined) s.push(['Thickness', `${num(sz.t)}mm`]);
      s.push(['Size', `${sz.l} x ${sz.w}mm`]);
      break;
    case 'timber':
      s.push(['Section', `${sz.t} x ${sz.w}mm`], ['Length', `${sz.l}mm`]);
      break;
    case 'mould':
      if (sz.h !== undefined) s.push(['Height', `${sz.h}mm`]);
      s.push(['Thickness', `${num(sz.t)}mm`], ['Length', `${sz.l}mm`]);
      break;
    case 'roll':
      s.push(['Thickness', `${sz.t}mm`], ['Roll size', `${sz.w}mm x ${num(sz.l / 1000)}m`], ['Coverage', `${num((sz.w * sz.l) / 1e6)} m²`]);
      break;
    case 'pipe':
      s.push(['Diameter', `${sz.d}mm`], ['Length', `${num(sz.l / 1000)}m`]);
      break;
    case 'fit':
      s.push(['Size', `${sz.d}mm`]);
      break;
    case 'brick':
      s.push(['Size', `215 x 102.5 x ${sz.h}mm`]);
      break;
    case 'block':
      s.push(['Size', `440 x 215 x ${sz.t}mm`], ['Strength', sz.n]);
      break;
    case 'strip':
      s.push(['Width', sz.w >= 1000 ? `${num(sz.w / 1000)}m` : `${sz.w}mm`], ['Length', `${num(sz.l / 1000)}m`]);
      break;
    case 'len':
      s.push(['Length', `${sz.l}mm`]);
      break;
    case 'dims':
      s.push(['Size', `${sz.l} x ${sz.w}mm`]);
      break;
    case 'none':
      break;
  }
  for (const qq of [...p.pre, ...p.post]) {
    if (qq.l === 'Tapered Edge' || qq.l === 'Square Edge') s.push(['Edge', qq.l.split(' ')[0] ?? qq.l]);
  }
  if (p.pack) s.push(['Pack quantity', String(p.pack)]);
  if (p.colour) s.push(['Colour', p.colour]);
  return [...s, ...p.spec];
}

function longName(p: Prod): string {
  return [p.maker, ...p.pre.map((x) => x.l), p.name, p.noun, ...p.post.map((x) => x.l)].filter(Boolean).join(' ');
}
const isHeavy = (p: Prod) => p.sz.k === 'bulk' || p.sz.k === 'mini' || p.cat === 'bricks' || p.cat === 'blocks' || !!p.packKind;
const isTimberish = (p: Prod) => p.cat === 'timber' || p.cat === 'sheet-materials' || p.cat === 'skirting-architrave';

// ───────────────────────────── The ten merchants ─────────────────────────────
const digits = (r: Rng, n: number) => {
  let s = '';
  for (let i = 0; i < n; i++) s += String(Math.floor(r() * 10));
  return s;
};
const b36 = (r: Rng, n: number) => {
  let s = '';
  for (let i = 0; i < n; i++) s += '0123456789abcdefghijklmnopqrstuvwxyz'.charAt(Math.floor(r() * 36));
  return s;
};
const subLabel = (p: Prod) => (p.sub === CAT_LABEL[p.cat] ? CAT_LABEL[p.cat] : `${CAT_LABEL[p.cat]} > ${p.sub}`);

const MERCHANTS: Merchant[] = [
  {
    // Brand first, title case, every dimension in mm with units on each number, spec-sheet descriptions.
    slug: 'pennine-builders', name: 'Pennine Builders Merchants', fmt: 'tsv', house: 'Pennine',
    cols: ['id', 'title', 'brand', 'price', 'sale_price', 'availability', 'link', 'description', 'product_type', 'gtin', 'mpn', 'unit_pricing_measure', 'item_group_id', 'color'],
    style: style({ L: 'mm', sheetJoin: 'each', finished: 'finished', bulk: (k) => `Bulk Bag (approx. ${k}kg)`, mini: (k) => `Mini Bag (approx. ${k}kg)`, litre: (n) => `${n} Litre`, altP: 0.15, brickFull: true }),
    brandMode: 'maker', brandBlankP: 0, gtinMode: '13', gtinP: 0.85, mpnMode: 'canon', mpnP: 0.9,
    availWords: ['in_stock', 'out_of_stock'], saleP: 0.06, priceFactor: 1.0, rounding: 'cents', affinity: {},
    ptype: (p) => `Building Materials > ${subLabel(p)}`,
    desc: (p, r, _t, vmode) => {
      if (vmode) return p.blurb;
      const sp = specPairs(p).map(([k, v]) => `${k}: ${v}`).join('; ');
      return `${longName(p)}. Specification - ${sp}.${r() < 0.5 ? ` ${firstSentence(p.blurb)}` : ''}`;
    },
    makeId: (r) => `PBM${digits(r, 6)}`,
    link: (id, t) => `https://www.pennine-builders.example/products/${slugify(t)}-${id.toLowerCase()}`,
  },
  {
    // Size first, upper-case ERP trade-counter titles; brand often left out of the title.
    slug: 'heronsgate-trade', name: 'Heronsgate Trade Counter', fmt: 'csv', house: 'Heronsgate',
    cols: ['id', 'title', 'description', 'link', 'price', 'sale_price', 'availability', 'brand', 'product_type'],
    style: style({ upper: true, shortNames: true, shortQuals: true, x: 'X', L: 'm', keep0: true, sheetJoin: 'tLast', lead: 'thick', bagLead: true, kg: (n) => `${num(n)}KG`, bulk: () => '1T BB', mini: () => 'MINI BAG', pack: (n) => `PK${n}`, pallet: (n) => `PALLET ${n}`, brandInTitle: 0.6, blockFull: false }),
    brandMode: 'upperMaker', brandBlankP: 0.3, gtinMode: 'none', gtinP: 0, mpnMode: 'none', mpnP: 0,
    availWords: ['in stock', 'out of stock'], saleP: 0.04, priceFactor: 0.93, rounding: 'cents',
    affinity: { sand: 1.3, aggregates: 1.3, cement: 1.3, timber: 1.2 },
    ptype: (p) =>
      ({ cement: 'HEAVYSIDE', 'concrete-mortar': 'HEAVYSIDE', sand: 'HEAVYSIDE', aggregates: 'HEAVYSIDE', bricks: 'HEAVYSIDE', blocks: 'HEAVYSIDE', timber: 'TIMBER', 'sheet-materials': 'SHEET MATERIALS', plasterboard: 'DRYLINING', plaster: 'DRYLINING', 'skirting-architrave': 'JOINERY', insulation: 'INSULATION', roofing: 'ROOFING', drainage: 'DRAINAGE', other: 'SUNDRIES' } as Record<Cat, string>)[p.cat],
    desc: (p, r) => `${firstSentence(p.blurb)} ${pick(r, ['Trade counter collection available.', 'Account customers call branch for best price.', 'Sold individually.'])}`,
    makeId: (r) => digits(r, 6).replace(/^0/, '7'),
    link: (id) => `https://www.heronsgate-trade.example/p/${id}`,
  },
  {
    // Sentence-style titles with an en dash, metres and ×; parent company as brand; prose descriptions.
    slug: 'dunmore-hale', name: 'Dunmore & Hale', fmt: 'xml', house: 'Dunmore & Hale',
    cols: ['id', 'title', 'description', 'link', 'price', 'sale_price', 'availability', 'brand', 'product_type', 'unit_pricing_measure'],
    style: style({ order: 'sentence', x: ' × ', L: 'm', sheetU: 'm', lead: 'thick', kg: (n) => `${num(n)}kg bag`, bulk: (k) => `bulk bag (approx. ${k}kg)`, mini: () => 'mini bag', litre: (n) => `${n} litre`, pack: (n) => `pack of ${n}`, pallet: (n) => `pallet of ${n} bags`, finished: 'both', tails: [' | Free Local Delivery'], tailP: 0.2, altP: 0.3, blockFull: true }),
    brandMode: 'parentOrHouse', brandBlankP: 0, gtinMode: 'none', gtinP: 0, mpnMode: 'none', mpnP: 0,
    availWords: ['in_stock', 'out_of_stock'], saleP: 0.08, priceFactor: 1.06, rounding: '9', affinity: { aggregates: 0.7 },
    ptype: (p) => `Home > Building Supplies > ${CAT_LABEL[p.cat]} > ${p.sub}`,
    desc: (p, r) => `${p.blurb} ${pick(r, ['Order before 1pm for next working day delivery within 30 miles of our yards.', 'Free local delivery on orders over £150.', 'Collect from our Dunmore or Hale Street yards.'])}`,
    makeId: (r) => `dh${b36(r, 5)}`,
    link: (id, t, p) => `https://www.dunmore-hale.example/shop/${slugify(CAT_LABEL[p.cat])}/${slugify(t)}-${id}`,
  },
  {
    // Timber yard: imperial hints (4x2, 8'x4', 3/4"), range-brand spellings, brands often left out.
    slug: 'hollins-timber', name: 'Hollins Timber & Building', fmt: 'csv', house: 'Hollins',
    cols: ['id', 'title', 'price', 'availability', 'link', 'description', 'brand', 'product_type', 'material'],
    style: style({ x: 'x', L: 'm', sheetU: 'imp', lead: 'thick', imperial: true, brandInTitle: 0.8, altP: 0.5,
      alias: [['SterlingOSB', 'Sterling OSB'], ['SmartPly', 'Smartply'], ['London Brick Company', 'LBC'], ['WallBoard', 'Wallboard'], ['MEDITE', 'Medite'], ['EGGER', 'Egger'], ['CaberFloor', 'Caberfloor']] }),
    brandMode: 'alias', brandBlankP: 0.25, gtinMode: 'none', gtinP: 0, mpnMode: 'none', mpnP: 0,
    availWords: ['in stock', 'out of stock'], saleP: 0, priceFactor: 1.02, rounding: 'cents',
    affinity: { timber: 3.2, 'sheet-materials': 3, 'skirting-architrave': 3, plasterboard: 0.8, insulation: 0.7, roofing: 0.6, cement: 0.3, 'concrete-mortar': 0.3, sand: 0.35, aggregates: 0.3, bricks: 0.2, blocks: 0.2, plaster: 0.4, drainage: 0.3, other: 0.4 },
    ptype: (p) => (isTimberish(p) ? (p.cat === 'skirting-architrave' ? 'Mouldings' : p.cat === 'timber' ? 'Timber' : 'Sheet Materials') : 'Building Materials'),
    desc: (p) => `${p.blurb}${isTimberish(p) ? ' Cut to size and machining service available at our yard.' : ''}`,
    makeId: (r) => `OTB-${digits(r, 4)}`,
    link: (id) => `https://www.hollins-timber.example/product/${id.toLowerCase()}`,
  },
  {
    // Category first, thickness/weight next, parent company as brand, 14-digit GTINs, spec-sheet descriptions.
    slug: 'severn-valley', name: 'Severn Valley Supplies', fmt: 'tsv', house: 'Severn Valley',
    cols: ['id', 'title', 'brand', 'price', 'sale_price', 'availability', 'link', 'description', 'product_type', 'gtin', 'unit_pricing_measure'],
    style: style({ order: 'cat', L: 'mm', lead: 'thick', bagLead: true, bulk: (k) => `Bulk Bag ${k}kg`, mini: (k) => `Mini Bag ${k}kg`, pack: (n) => `${n} Pack`, catLabel: (p) => (p.sub === 'Cement' || p.sub === 'Aggregates' || p.sub === 'Sand' ? CAT_LABEL[p.cat] : p.sub) }),
    brandMode: 'parent', brandBlankP: 0, gtinMode: '14', gtinP: 0.7, mpnMode: 'none', mpnP: 0,
    availWords: ['in_stock', 'out_of_stock'], saleP: 0.05, priceFactor: 0.98, rounding: '9', affinity: {},
    ptype: (p) => CAT_LABEL[p.cat],
    desc: (p, r) => `Product: ${longName(p)}. ${specPairs(p).map(([k, v]) => `${k}: ${v}.`).join(' ')}${r() < 0.4 ? ` ${firstSentence(p.blurb)}` : ''}`,
    makeId: (r) => `SV/${digits(r, 3)}/${digits(r, 3)}`,
    link: (id, t) => `https://www.severn-valley.example/product/${id.replace(/\//g, '-')}/${slugify(t)}`,
  },
  {
    // Brand first, centimetres and " by ", marketing tails, spaced GTINs, MPNs with spaces; lists two item groups.
    slug: 'thameside-direct', name: 'Thameside Building Direct', fmt: 'xml', house: 'Thameside',
    cols: ['id', 'item_group_id', 'title', 'description', 'link', 'price', 'availability', 'brand', 'gtin', 'mpn', 'product_type', 'color', 'size'],
    style: style({ x: ' by ', L: 'cm', sheetU: 'cm', bulk: () => 'Dumpy Bag', mini: () => 'Mini Dumpy Bag', pack: (n) => `(${n} Pack)`, tails: [' - Best Price', ' – Trade Quality', ' | Fast Delivery'], tailP: 0.35, altP: 0.3 }),
    brandMode: 'makerOrHouse', brandBlankP: 0, gtinMode: 'spaced', gtinP: 0.6, mpnMode: 'space', mpnP: 0.7,
    availWords: ['in_stock', 'out_of_stock'], saleP: 0, priceFactor: 1.04, rounding: '99', affinity: { roofing: 1.5, insulation: 1.5 },
    ptype: (p) => `Building Materials > ${CAT_LABEL[p.cat]}`,
    desc: (p, r) => `${p.blurb} ${pick(r, ['Best price guaranteed on trade quantities.', 'Fast delivery across London and the South East.', 'Trade quality materials at online prices.'])}`,
    makeId: (r) => `TBD-${digits(r, 5)}`,
    link: (id, t, p) => `https://www.thameside-direct.example/${slugify(CAT_LABEL[p.cat])}/${slugify(t)}-${id.toLowerCase()}`,
  },
  {
    // Category word first with no separator, short edge/treatment codes, range brand, MPNs; lists three item groups.
    slug: 'caledonian-build', name: 'Caledonian Build Supply', fmt: 'csv', house: 'Caledonian',
    cols: ['id', 'item_group_id', 'title', 'brand', 'price', 'sale_price', 'availability', 'link', 'description', 'product_type', 'mpn', 'color', 'size', 'unit_pricing_measure'],
    style: style({ order: 'cat', catSep: ' ', catStrip: true, shortQuals: true, x: 'x', L: 'mm', dimJoin: ' ', pack: (n) => `PK${n}`, finished: 'finished', catLabel: (p) => p.sub }),
    brandMode: 'range', brandBlankP: 0, gtinMode: 'none', gtinP: 0, mpnMode: 'canon', mpnP: 0.85,
    availWords: ['in_stock', 'out_of_stock'], saleP: 0.05, priceFactor: 0.97, rounding: 'cents', affinity: { drainage: 1.5, 'skirting-architrave': 1.2 },
    ptype: (p) => (p.sub === CAT_LABEL[p.cat] ? p.sub : `${CAT_LABEL[p.cat]} / ${p.sub}`),
    desc: (p, _r, _t, vmode) => (vmode ? p.blurb : `${specPairs(p).map(([k, v]) => `${k} - ${v}`).join(' | ')}. ${firstSentence(p.blurb)}`),
    makeId: (r) => `CBS${digits(r, 5)}`,
    link: (id, t) => `https://www.caledonian-build.example/products/${slugify(t)}?sku=${id}`,
  },
  {
    // DIY-and-trade shed: brand first, metres, marketing tails, marketing prose; lists four item groups.
    slug: 'brackenfield', name: 'Brackenfield Home & Trade', fmt: 'xml', house: 'Brackenfield',
    cols: ['id', 'item_group_id', 'title', 'description', 'link', 'price', 'sale_price', 'availability', 'brand', 'gtin', 'mpn', 'color', 'size', 'material', 'product_type'],
    style: style({ L: 'm', sheetU: 'm', sheetJoin: 'tLast', tails: [' - Ideal for DIY & Trade', ' - Free Click & Collect', ' - Next Day Delivery'], tailP: 0.25, altP: 0.3 }),
    brandMode: 'makerOrHouse', brandBlankP: 0, gtinMode: '13', gtinP: 0.9, mpnMode: 'canon', mpnP: 0.6,
    availWords: ['in_stock', 'out_of_stock'], saleP: 0.12, priceFactor: 1.1, rounding: '49',
    affinity: { 'skirting-architrave': 1.5, plaster: 1.3, 'concrete-mortar': 1.5, other: 1.5, bricks: 0.5, blocks: 0.5 },
    ptype: (p) => `Building & Hardware > ${CAT_LABEL[p.cat]}`,
    desc: (p, r) => `${p.blurb} ${pick(r, ['Perfect for DIY and trade projects alike.', 'Free click & collect from your local Brackenfield store.', 'Home delivery available 7 days a week.'])}`,
    makeId: (r) => `bh-${digits(r, 5)}`,
    link: (id, t) => `https://www.brackenfield.example/p/${slugify(t)}/${id}`,
  },
  {
    // Upper-case brand-first ERP titles, no brand column, MPNs without punctuation.
    slug: 'wrekin-merchants', name: 'Wrekin Merchants', fmt: 'tsv', house: 'Wrekin',
    cols: ['id', 'title', 'price', 'availability', 'link', 'description', 'product_type', 'mpn'],
    style: style({ upper: true, shortNames: true, shortQuals: true, x: 'X', L: 'm', dimJoin: ' ', kg: (n) => `${num(n)}KG`, bulk: () => 'BULK BAG 1T', mini: () => 'MINI BAG', pack: (n) => `PK${n}`, pallet: (n) => `PALLET OF ${n}` }),
    brandMode: 'none', brandBlankP: 0, gtinMode: 'none', gtinP: 0, mpnMode: 'strip', mpnP: 0.75,
    availWords: ['in_stock', 'out_of_stock'], saleP: 0, priceFactor: 0.95, rounding: 'cents', affinity: {},
    ptype: (p) => CAT_LABEL[p.cat].toUpperCase(),
    desc: (_p, r, t) => `${t}. ${pick(r, ['Available for collection from all Wrekin branches.', 'Delivered by our own fleet across Shropshire and the West Midlands.'])}`,
    makeId: (r) => `W${digits(r, 7)}`,
    link: (id) => `https://www.wrekin-merchants.example/catalogue/${id}`,
  },
  {
    // Aggregates and heavyside yard: size first, jumbo bags, 14-digit GTINs on some rows, delivery boilerplate.
    slug: 'broadwater-builders', name: 'Broadwater Aggregates & Builders', fmt: 'csv', house: 'Broadwater',
    cols: ['id', 'title', 'brand', 'price', 'availability', 'link', 'description', 'product_type', 'gtin', 'unit_pricing_measure'],
    style: style({ L: 'm', sheetJoin: 'tLast', lead: 'all', bagLead: true, dimJoin: ' x ', bulk: (k) => `${k}kg Jumbo Bag`, mini: (k) => `${k}kg Mini Bag`, brandInTitle: 0.85, altP: 0.35 }),
    brandMode: 'makerOrHouse', brandBlankP: 0, gtinMode: '14', gtinP: 0.5, mpnMode: 'none', mpnP: 0,
    availWords: ['in_stock', 'out_of_stock'], saleP: 0, priceFactor: 0.99, rounding: '9',
    affinity: { sand: 3, aggregates: 3, cement: 2, 'concrete-mortar': 2, blocks: 2, bricks: 2, timber: 0.5, 'sheet-materials': 0.4, 'skirting-architrave': 0.15, insulation: 0.5, plaster: 0.6, other: 0.6 },
    ptype: (p) => CAT_LABEL[p.cat],
    desc: (p) => `${firstSentence(p.blurb)} ${isHeavy(p) ? 'Delivered by crane offload - please ensure clear access for our lorry.' : 'Delivered on a tail-lift vehicle; kerbside drop only.'}`,
    makeId: (r) => `BWA${digits(r, 4)}`,
    link: (id, t) => `https://www.broadwater-builders.example/shop/${id.toLowerCase()}/${slugify(t)}`,
  },
];
const MERCHANT_BY_SLUG = new Map(MERCHANTS.map((m) => [m.slug, m]));

// ───────────────────────────── Which merchant sells what ─────────────────────────────
const N_WEIGHTS: [number, number][] = [[2, 11], [3, 17], [4, 21], [5, 21], [6, 15], [7, 9], [8, 6]];
function drawCount(r: Rng): number {
  const total = N_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  let v = r() * total;
  for (const [n, w] of N_WEIGHTS) {
    v -= w;
    if (v < 0) return n;
  }
  return 5;
}
const ASSIGN = new Map<string, Merchant[]>();
for (const p of PRODUCTS) {
  const r = rng(`assign|${p.key}`);
  const n = drawCount(r);
  const chosen: Merchant[] = [];
  if (p.vg) {
    const m = MERCHANT_BY_SLUG.get(p.vg.merchant);
    if (!m) throw new Error(`unknown merchant ${p.vg.merchant}`);
    chosen.push(m);
  }
  while (chosen.length < n) {
    const pool = MERCHANTS.filter((m) => !chosen.includes(m));
    const weights = pool.map((m) => m.affinity[p.cat] ?? 1);
    const total = weights.reduce((a, b) => a + b, 0);
    let v = r() * total;
    let idx = 0;
    for (; idx < pool.length - 1; idx++) {
      v -= weights[idx] ?? 0;
      if (v < 0) break;
    }
    const m = pool[idx];
    if (!m) throw new Error('pool exhausted');
    chosen.push(m);
  }
  ASSIGN.set(p.key, chosen);
}

// ───────────────────────────── Rows ─────────────────────────────
interface Row {
  p: Prod;
  m: Merchant;
  f: Record<string, string>;
  price: number;
  sale?: number;
}

function roundPrice(v: number, mode: Merchant['rounding']): number {
  if (v < 2) return Math.round(v * 100) / 100;
  if (mode === 'cents') return Math.round(v * 100) / 100;
  if (mode === '9') return Math.round(v * 10) / 10 - 0.01;
  if (mode === '99') return v >= 10 ? Math.round(v) - 0.01 : Math.round(v * 10) / 10 - 0.01;
  return v >= 5 ? Math.round(v * 2) / 2 - 0.01 : Math.round(v * 10) / 10 - 0.01;
}
const money = (v: number) => `${v.toFixed(2)} GBP`;

function fmtGtin(g: string, mode: GtinMode): string {
  if (mode === '14') return `0${g}`;
  if (mode === 'spaced') return `${g.slice(0, 1)} ${g.slice(1, 7)} ${g.slice(7)}`;
  return g;
}
function fmtMpn(mpn: string, mode: MpnMode): string {
  if (mode === 'strip') return mpn.replace(/[-\s]/g, '');
  if (mode === 'space') return mpn.replace(/-/g, ' ');
  return mpn;
}

const ROWS: Row[] = [];
const usedIds = new Map<string, Set<string>>();
for (const p of PRODUCTS) {
  for (const m of ASSIGN.get(p.key) ?? []) {
    const r = rng(`row|${m.slug}|${p.key}`);
    const vmode = p.vg?.merchant === m.slug;
    const ids = usedIds.get(m.slug) ?? new Set<string>();
    usedIds.set(m.slug, ids);
    let id = m.makeId(r, ids.size);
    while (ids.has(id)) id = m.makeId(r, ids.size);
    ids.add(id);
    const brand = m.cols.includes('brand') ? brandColumn(p, m, r) : '';
    const title = buildTitle(p, m, r, vmode, brand);
    const price = roundPrice(p.price * m.priceFactor * between(r, 0.96, 1.05), m.rounding);
    const sale = m.cols.includes('sale_price') && r() < m.saleP ? roundPrice(price * between(r, 0.85, 0.94), m.rounding) : undefined;
    const f: Record<string, string> = {
      id,
      title,
      brand,
      availability: r() < 0.08 ? m.availWords[1] : m.availWords[0],
      link: m.link(id, title, p),
      description: m.desc(p, r, title, vmode),
      product_type: m.ptype(p),
      unit_pricing_measure: p.unit,
      material: p.material ?? '',
    };
    if (m.gtinMode !== 'none' && p.gtin && r() < m.gtinP) f.gtin = fmtGtin(p.gtin, m.gtinMode);
    if (m.mpnMode !== 'none' && p.mpn && (vmode || r() < m.mpnP)) f.mpn = fmtMpn(p.mpn, m.mpnMode);
    if (p.colour && m.cols.includes('color')) f.color = p.colour;
    if (vmode && p.vg) {
      f.item_group_id = `${m.house.toUpperCase().replace(/[^A-Z]/g, '').slice(0, 3)}-${p.vg.id}`;
      if (p.vg.attr === 'size') f.size = p.vg.value;
      else f.color = p.vg.value;
    }
    ROWS.push({ p, m, f, price, sale });
  }
}

// Keep the spread between the cheapest and dearest offer of a product within about 30 %.
for (const p of PRODUCTS) {
  const rows = ROWS.filter((x) => x.p === p);
  const min = Math.min(...rows.map((x) => x.price));
  for (const row of rows) {
    if (row.price > min * 1.3) row.price = Math.round(min * 1.28 * 100) / 100;
    if (row.sale !== undefined && row.sale >= row.price) row.sale = undefined;
  }
}
for (const row of ROWS) {
  row.f.price = money(row.price);
  if (row.sale !== undefined) row.f.sale_price = money(row.sale);
}

// ───────────────────────────── Writers ─────────────────────────────
const CAT_ORDER: Cat[] = ['cement', 'concrete-mortar', 'sand', 'aggregates', 'timber', 'sheet-materials', 'plasterboard', 'plaster', 'bricks', 'blocks', 'skirting-architrave', 'insulation', 'roofing', 'drainage', 'other'];

function csvCell(v: string): string {
  return /[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}
function xmlEsc(v: string): string {
  return v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
const NATIVE_XML = new Set(['title', 'description', 'link']);

function feedText(m: Merchant, rows: Row[]): string {
  if (m.fmt === 'xml') {
    const items = rows.map((row) => {
      const lines = m.cols
        .filter((c) => (row.f[c] ?? '') !== '')
        .map((c) => {
          const tag = NATIVE_XML.has(c) ? c : `g:${c}`;
          return `      <${tag}>${xmlEsc(row.f[c] ?? '')}</${tag}>`;
        });
      return `    <item>\n${lines.join('\n')}\n    </item>`;
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
      '  <channel>',
      `    <title>${xmlEsc(m.name)}</title>`,
      `    <link>https://www.${m.slug}.example/</link>`,
      `    <description>${xmlEsc(m.name)} product feed</description>`,
      ...items,
      '  </channel>',
      '</rss>',
      '',
    ].join('\n');
  }
  const sep = m.fmt === 'tsv' ? '\t' : ',';
  const cell = (v: string) => (m.fmt === 'tsv' ? v.replace(/[\t\n\r]/g, ' ') : csvCell(v));
  const lines = [m.cols.join(sep), ...rows.map((row) => m.cols.map((c) => cell(row.f[c] ?? '')).join(sep))];
  return `${lines.join('\n')}\n`;
}

function sortedObject(entries: [string, string][]): Record<string, string> {
  const o: Record<string, string> = {};
  for (const [k, v] of [...entries].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) o[k] = v;
  return o;
}

mkdirSync(OUT, { recursive: true });
const merchantsJson = {
  imageOrigin: 'https://demo-images.buildcompare.invalid/',
  merchants: MERCHANTS.map((m) => ({
    slug: m.slug,
    name: m.name,
    websiteUrl: `https://www.${m.slug}.example/`,
    verified: false,
    feed: `${m.slug}.${m.fmt}`,
  })),
};
writeFileSync(join(OUT, 'merchants.json'), `${JSON.stringify(merchantsJson, null, 2)}\n`);

const truth: [string, string][] = [];
const stats: string[] = [];
for (const m of MERCHANTS) {
  const r = rng(`order|${m.slug}`);
  const rows = ROWS.filter((x) => x.m === m)
    .map((x) => ({ x, k: CAT_ORDER.indexOf(x.p.cat) * 10 + r() * 9 }))
    .sort((a, b) => a.k - b.k)
    .map((y) => y.x);
  writeFileSync(join(OUT, `${m.slug}.${m.fmt}`), feedText(m, rows));
  for (const row of rows) truth.push([`${m.slug}:${row.f.id ?? ''}`, row.p.key]);
  stats.push(`${m.slug}.${m.fmt}\t${rows.length}`);
}
writeFileSync(join(OUT, 'demo-truth.json'), `${JSON.stringify(sortedObject(truth), null, 2)}\n`);
writeFileSync(join(OUT, 'categories.json'), `${JSON.stringify(sortedObject(PRODUCTS.map((p) => [p.key, p.cat])), null, 2)}\n`);

if (process.argv.includes('--stats')) {
  console.log(stats.join('\n'));
  console.log(`rows\t${ROWS.length}\tproducts\t${PRODUCTS.length}`);
  for (const c of CAT_ORDER) {
    const ps = PRODUCTS.filter((p) => p.cat === c);
    console.log(`${c}\t${ps.length} products\t${ROWS.filter((x) => x.p.cat === c).length} rows`);
  }
  const counts = PRODUCTS.map((p) => (ASSIGN.get(p.key) ?? []).length);
  console.log(`merchants per product: min ${Math.min(...counts)} max ${Math.max(...counts)}`);
  console.log(`gtin products ${PRODUCTS.filter((p) => p.gtin).length}, rows with gtin ${ROWS.filter((x) => x.f.gtin).length}, rows with mpn ${ROWS.filter((x) => x.f.mpn).length}`);
}
