// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.
/* eslint-disable */
/**
 * matching-holdout-8 — independent evaluation set for product matching.
 *
 * Writes nine fictional UK builders' merchant feeds (Google Merchant Center
 * style: TSV, CSV and RSS 2.0 XML) plus merchants.json, demo-truth.json,
 * categories.json and README.md into this directory.
 *
 * Deterministic: a seeded PRNG (FNV-1a + mulberry32) is used throughout, no
 * Date.now / Math.random, and only Node built-ins.
 *
 *   cd /work/main && npx tsx eval/matching-holdout-8/generate.ts
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

const OUT_DIR = path.resolve(process.cwd(), 'eval', 'matching-holdout-8');
fs.mkdirSync(OUT_DIR, { recursive: true });

// ------------------------------------------------------------------ PRNG
function hash32(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
function mulberry32(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const SEED = 'matching-holdout-8/v1';
const rng = (label) => mulberry32(hash32(SEED + '|' + label));
const pick = (r, a) => a[Math.floor(r() * a.length)];
function weighted(r, pairs) {
  const tot = pairs.reduce((s, [, w]) => s + w, 0);
  let x = r() * tot;
  for (const [v, w] of pairs) {
    x -= w;
    if (x < 0) return v;
  }
  return pairs[pairs.length - 1][0];
}
function shuffle(r, a) {
  const b = a.slice();
  for (let i = b.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [b[i], b[j]] = [b[j], b[i]];
  }
  return b;
}

// --------------------------------------------------------------- helpers
const num = (x) => String(Math.round(Number(x) * 1000) / 1000); // 12.5 -> "12.5", 3 -> "3"
const d1 = (x) => Number(x).toFixed(1); // 3 -> "3.0"
const FT = { 2400: 8, 2440: 8, 3000: 10, 3600: 12, 4200: 14, 4800: 16, 2100: 7 };
const W = (...a) =>
  a
    .filter((x) => x !== undefined && x !== null && String(x).trim() !== '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
const slugify = (s) =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');

function eanCheck(d12) {
  let s = 0;
  for (let i = 0; i < 12; i++) s += Number(d12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (s % 10)) % 10);
}
function validEan13(g) {
  return /^\d{13}$/.test(g) && eanCheck(g.slice(0, 12)) === g[12];
}

// ------------------------------------------------------------- catalogue
// Each product is the *true* product. k = spec kind, s = spec numbers.
const PRODUCTS = [];
const DROP_BRAND_IN_SHORT = new Set(['British Gypsum', 'West Fraser', 'H+H', 'DuPont']);
const MPN_CODE = {
  'Blue Circle': 'BC', Hanson: 'HAN', Cemex: 'CMX', Limbux: 'LBX', 'St. Astier': 'STA', Marshalls: 'MAR',
  Tarmac: 'TAR', Sika: 'SIK', 'West Fraser': 'WF', SmartPly: 'SMP', Medite: 'MED', 'British Gypsum': 'BG',
  Knauf: 'KNF', Siniat: 'SIN', Forterra: 'FOR', Ibstock: 'IBS', Wienerberger: 'WBG', Thermalite: 'THL',
  'H+H': 'HH', Celotex: 'CEL', Kingspan: 'KS', Recticel: 'REC', 'Knauf Insulation': 'KI', Isover: 'ISO',
  Rockwool: 'RW', Marley: 'MLY', Redland: 'RED', Sandtoft: 'SAN', Onduline: 'OND', DuPont: 'DPT', IKO: 'IKO',
  FloPlast: 'FP', Wavin: 'WAV', Polypipe: 'PP', Hepworth: 'HEP', Everbuild: 'EVB', UniBond: 'UNB', CT1: 'CT',
  'Dulux Trade': 'DLX', Timco: 'TIM', Visqueen: 'VQ', OX: 'OX',
};
const usedGtins = new Set();
const usedMpns = new Set();

function brandRange(p) {
  if (!p.brand) return p.range || '';
  if (!p.range) return p.brand;
  return p.range.startsWith(p.brand) ? p.range : p.brand + ' ' + p.range;
}

function P(o) {
  const p = { names: {}, nfs: {}, extra: [], facts: '', ...o };
  if (!p.key || !p.cat || !p.k || !p.s || !p.price) throw new Error('bad product ' + JSON.stringify(o));
  p.nf = p.nf ?? p.name;
  if (p.short === undefined) {
    if (p.brand && p.range) p.short = DROP_BRAND_IN_SHORT.has(p.brand) ? p.range : brandRange(p);
    else p.short = p.brand || p.range || '';
  }
  const r = rng('ids|' + p.key);
  if (p.brand) {
    // synthetic identifiers — not real manufacturer codes
    const wantGtin = p.gtin !== false && !['bricks', 'blocks'].includes(p.cat) && r() < 0.85;
    if (wantGtin) {
      let g;
      do {
        let d = '50';
        for (let i = 0; i < 10; i++) d += Math.floor(r() * 10);
        g = d + eanCheck(d);
      } while (usedGtins.has(g));
      usedGtins.add(g);
      p.gtin = g;
    } else p.gtin = null;
    let mp;
    do {
      const code = MPN_CODE[p.brand] || 'X';
      let digits = '';
      const nd = r() < 0.5 ? 5 : 4;
      for (let i = 0; i < nd; i++) digits += Math.floor(r() * 10);
      const suf = r() < 0.3 ? pick(r, ['A', 'B', 'P', 'S', 'TE', 'X', 'UK']) : '';
      mp = `${code}-${digits}${suf}`;
    } while (usedMpns.has(mp.replace(/[^A-Z0-9]/gi, '').toUpperCase()));
    usedMpns.add(mp.replace(/[^A-Z0-9]/gi, '').toUpperCase());
    p.mpn = mp;
  } else {
    p.gtin = null;
    p.mpn = null;
  }
  PRODUCTS.push(p);
  return p;
}

// ---------------------------------------------------------------- CEMENT
const BC = { brand: 'Blue Circle', parent: 'Tarmac' };
const GP = { name: 'General Purpose Cement', nf: 'Cement General Purpose', names: { dun: 'Cement' } };
P({ key: 'cem-bc-gp-25kg', cat: 'cement', ...BC, ...GP, k: 'bag', s: { kg: 25, pkg: 'paper' }, price: 7.25,
  facts: 'Blue Circle General Purpose Cement is a CEM II/A-LL 32.5R Portland-limestone cement for general concreting, bricklaying mortar and rendering. Supplied in a 25kg paper sack - keep dry and off the ground.' });
P({ key: 'cem-bc-gp-25kg-plastic', cat: 'cement', ...BC, ...GP, k: 'bag', s: { kg: 25, pkg: 'plastic' }, price: 8.2,
  facts: 'Blue Circle General Purpose Cement (CEM II/A-LL 32.5R) packed in a weather-resistant 25kg plastic bag, so it can be stored outside on site for short periods.' });
P({ key: 'cem-bc-gp-25kg-pallet56', cat: 'cement', ...BC, ...GP, k: 'pallet', s: { kg: 25, n: 56 }, price: 392, not: ['bb', 'kes'],
  facts: 'Full pallet of Blue Circle General Purpose Cement: 56 x 25kg paper sacks (1.4 tonnes), shrink-wrapped. Kerbside delivery by tail-lift or crane offload.' });
P({ key: 'cem-bc-mastercrete-25kg', cat: 'cement', ...BC, range: 'Mastercrete', name: 'Cement', nf: 'Cement', k: 'bag', s: { kg: 25 }, price: 8.45,
  facts: 'Blue Circle Mastercrete is a Portland cement with an added plasticiser for a smoother, more workable mix - ideal for mortars and renders. 25kg bag.' });
P({ key: 'cem-bc-snowcrete-25kg', cat: 'cement', ...BC, range: 'Snowcrete', name: 'White Cement', nf: 'Cement White', k: 'bag', s: { kg: 25 }, price: 14.6,
  facts: 'Blue Circle Snowcrete is a white Portland cement for white or pastel coloured concrete, mortar and render. 25kg bag.' });
P({ key: 'cem-bc-sulfacrete-25kg', cat: 'cement', ...BC, range: 'Sulfacrete', name: 'Sulfate Resisting Cement', nf: 'Cement Sulfate Resisting', k: 'bag', s: { kg: 25 }, price: 12.9,
  facts: 'Blue Circle Sulfacrete is a sulfate-resisting cement for concrete in contact with sulfate-bearing soils and groundwater. 25kg bag.' });
const HAN = { brand: 'Hanson', parent: 'Heidelberg Materials', range: 'Multicem', name: 'Cement', nf: 'Cement' };
P({ key: 'cem-hanson-multicem-25kg', cat: 'cement', ...HAN, k: 'bag', s: { kg: 25, pkg: 'paper' }, price: 7.45,
  facts: 'Hanson Multicem is a CEM II general purpose cement for concrete, mortar and render. 25kg paper sack.' });
P({ key: 'cem-hanson-multicem-25kg-plastic', cat: 'cement', ...HAN, k: 'bag', s: { kg: 25, pkg: 'plastic' }, price: 8.35,
  facts: 'Hanson Multicem general purpose cement in a 25kg weatherproof plastic bag for outdoor storage on site.' });
P({ key: 'cem-cemex-rugby-premium-25kg', cat: 'cement', brand: 'Cemex', parent: 'Cemex', range: 'Rugby Premium', name: 'Cement', nf: 'Cement', k: 'bag', s: { kg: 25 }, price: 7.35,
  facts: 'Cemex Rugby Premium is a CEM II/A-LL 32.5R general purpose cement made at the Rugby works. 25kg bag.' });
P({ key: 'cem-limbux-hydrated-lime-25kg', cat: 'cement', brand: 'Limbux', parent: 'Singleton Birch', name: 'Hydrated Lime', nf: 'Lime Hydrated', k: 'bag', s: { kg: 25 }, price: 11.9,
  facts: 'Limbux hydrated lime (CL90-S) is added to sand and cement mortars and renders to improve workability and reduce cracking. 25kg bag.' });
P({ key: 'cem-st-astier-nhl3.5-25kg', cat: 'cement', brand: 'St. Astier', parent: 'St. Astier', name: 'Natural Hydraulic Lime NHL 3.5', nf: 'Lime NHL 3.5 Natural Hydraulic', k: 'bag', s: { kg: 25 }, price: 22.5,
  facts: 'St. Astier NHL 3.5 is a moderately hydraulic natural lime for breathable mortars, renders and pointing on traditional and listed buildings. 25kg bag.' });

// ------------------------------------------------------- CONCRETE-MORTAR
const PC = { ...BC, range: 'Postcrete', name: 'Rapid Setting Post Mix', nf: 'Post Mix Rapid Setting' };
P({ key: 'cm-bc-postcrete-20kg', cat: 'concrete-mortar', ...PC, k: 'bag', s: { kg: 20 }, price: 8.1,
  facts: 'Blue Circle Postcrete is a ready-mixed rapid setting concrete for fixing fence, gate and washing-line posts: pour into the hole, add water, and it sets in 5-10 minutes. Single 20kg bag.' });
P({ key: 'cm-bc-postcrete-20kg-x10', cat: 'concrete-mortar', ...PC, k: 'bag', s: { kg: 20 }, pack: 10, price: 74, not: ['kes'],
  facts: 'Multi-buy of ten 20kg bags of Blue Circle Postcrete rapid setting post mix - roughly one bag per fence post.' });
P({ key: 'cm-bc-concrete-mix-20kg', cat: 'concrete-mortar', ...BC, name: 'Ready to Use Concrete Mix', nf: 'Concrete Mix Ready to Use', k: 'bag', s: { kg: 20 }, price: 7.6,
  facts: 'Pre-blended cement, sand and aggregate - just add water. For small concreting jobs, bases and bedding. 20kg bag.' });
P({ key: 'cm-bc-mortar-mix-20kg', cat: 'concrete-mortar', ...BC, name: 'Ready to Use Mortar Mix', nf: 'Mortar Mix Ready to Use', k: 'bag', s: { kg: 20 }, price: 7.6,
  facts: 'Pre-blended cement and sand mortar for bricklaying, pointing and small repairs - just add water. 20kg bag.' });
for (const c of ['Buff', 'Grey', 'Black']) {
  P({ key: `cm-marshalls-weatherpoint365-${c.toLowerCase()}-20kg`, cat: 'concrete-mortar', brand: 'Marshalls', parent: 'Marshalls', range: 'Weatherpoint 365',
    name: 'Paving Jointing Compound', nf: 'Jointing Compound Paving', k: 'bag', s: { kg: 20, tub: true }, colour: c, grp: 'wp365', price: 39.5,
    facts: `Marshalls Weatherpoint 365 is a ready-to-use, brush-in jointing compound for patio joints 3mm and wider that can be laid in light rain. Colour: ${c}. 20kg tub.` });
}
P({ key: 'cm-tarmac-fast-drying-screed-25kg', cat: 'concrete-mortar', brand: 'Tarmac', parent: 'Tarmac', name: 'Fast Drying Floor Screed', nf: 'Screed Floor Fast Drying', k: 'bag', s: { kg: 25 }, price: 9.9,
  facts: 'Polymer-modified sand and cement floor screed for bonded and unbonded screeds 25-75mm thick; light foot traffic after 3-4 hours. 25kg bag.' });
P({ key: 'cm-sika-monotop612-25kg', cat: 'concrete-mortar', brand: 'Sika', parent: 'Sika', range: 'MonoTop-612', name: 'Concrete Repair Mortar', nf: 'Repair Mortar Concrete', k: 'bag', s: { kg: 25 }, price: 34.5,
  facts: 'Sika MonoTop-612 is a one-component, polymer-modified, fibre-reinforced R4 class repair mortar for structural concrete repairs 6-50mm thick. 25kg bag.' });

// ------------------------------------------------------------------ SAND
const SAND = {
  sharp: { name: 'Sharp Sand', nf: 'Sand Sharp', names: { dun: 'Sharp Sand (Concreting)' }, facts: 'Washed, coarse grit sharp sand (0-4mm) for concrete, floor screeds and bedding paving slabs.' },
  building: { name: 'Building Sand', nf: 'Sand Building Soft', names: { dun: 'Soft Building Sand', afon: 'Building Sand (Soft)' }, facts: 'Fine, soft yellow building sand (0-2mm) for bricklaying and blockwork mortar.' },
  plastering: { name: 'Plastering Sand', nf: 'Sand Plastering', names: { dun: 'Plastering / Rendering Sand' }, facts: 'Washed plastering sand graded for sand and cement renders and floating coats.' },
};
const LOOSE_PRICE = { bulk: 56, mini: 38, small: 4.25 };
for (const [t, d] of Object.entries(SAND)) {
  for (const bag of t === 'plastering' ? ['bulk', 'small'] : ['bulk', 'mini', 'small']) {
    const kg = bag === 'bulk' ? 850 : bag === 'mini' ? 400 : 25;
    P({ key: `snd-${t}-${bag === 'small' ? '25kg' : bag + '-bag'}`, cat: 'sand', ...d, k: 'loose', s: { bag, kg }, price: LOOSE_PRICE[bag] * (t === 'plastering' ? 1.1 : 1), not: bag !== 'small' ? ['kes'] : [] });
  }
}
P({ key: 'snd-kiln-dried-25kg', cat: 'sand', name: 'Kiln Dried Sand', nf: 'Sand Kiln Dried', k: 'loose', s: { bag: 'small', kg: 25 }, price: 6.9,
  facts: 'Fine, dry, free-flowing kiln dried sand for brushing into block paving joints. Low dust.' });
P({ key: 'snd-silver-25kg', cat: 'sand', name: 'Silver Sand', nf: 'Sand Silver', k: 'loose', s: { bag: 'small', kg: 25 }, price: 6.4,
  facts: 'Fine, washed, lime-free silica sand (silver sand) for horticulture, lawn top dressing and light-coloured pointing mortars.' });
P({ key: 'snd-play-15kg', cat: 'sand', name: 'Play Sand', nf: 'Sand Play', k: 'loose', s: { bag: 'small', kg: 15 }, price: 4.6,
  facts: 'Washed, non-staining play sand tested to EN 71 for children\'s sandpits. Not for building use.' });

// ------------------------------------------------------------ AGGREGATES
const AGG = [
  ['ballast', { name: 'All-in Ballast', nf: 'Ballast All-in 20mm', names: { dun: 'Ballast (All-in)', bb: 'All in Ballast' }, facts: 'All-in ballast: a mix of 20mm-down gravel and sharp sand for general concreting - just add cement.' }, ['bulk', 'mini', 'small'], 1],
  ['gravel-10mm', { name: '10mm Pea Gravel', nf: 'Gravel 10mm Pea Shingle', names: { dun: '10mm Shingle', afon: '10mm Pea Gravel / Shingle' }, facts: 'Washed, rounded 10mm pea gravel (shingle) for paths, drainage and concrete.' }, ['bulk', 'small'], 1.15],
  ['gravel-20mm', { name: '20mm Gravel', nf: 'Gravel 20mm', names: { dun: '20mm Shingle' }, facts: 'Washed 20mm gravel for drainage, soakaways, driveways and concrete.' }, ['bulk', 'small'], 1.15],
  ['mot-type1', { name: 'MOT Type 1 Sub-Base', nf: 'Sub-Base MOT Type 1', names: { dun: 'Type 1 MOT (Sub-Base)' }, facts: 'Crushed MOT Type 1 granular sub-base (40mm down to dust) for compacting under patios, paths and driveways.' }, ['bulk', 'small'], 0.9],
  ['cotswold-buff-20mm', { name: 'Cotswold Buff Chippings 20mm', nf: 'Chippings Cotswold Buff 20mm', names: { dun: 'Cotswold Stone Chippings 20mm' }, facts: 'Decorative honey-coloured Cotswold limestone chippings, 20mm, for gardens and driveways.' }, ['bulk', 'small'], 1.9],
  ['slate-plum-40mm', { name: 'Plum Slate Chippings 40mm', nf: 'Slate Chippings Plum 40mm', facts: 'Decorative Welsh plum (purple-red) slate chippings, 40mm, for borders and mulching.' }, ['bulk'], 2.4],
  ['slate-blue-40mm', { name: 'Blue Slate Chippings 40mm', nf: 'Slate Chippings Blue 40mm', facts: 'Decorative Welsh blue-grey slate chippings, 40mm, for borders and mulching.' }, ['bulk'], 2.4],
];
for (const [t, d, bags, f] of AGG) {
  for (const bag of bags) {
    const kg = bag === 'bulk' ? 850 : bag === 'mini' ? 400 : 25;
    P({ key: `agg-${t}-${bag === 'small' ? '25kg' : bag + '-bag'}`, cat: 'aggregates', ...d, k: 'loose', s: { bag, kg }, price: LOOSE_PRICE[bag] * f, not: bag !== 'small' ? ['kes'] : [] });
  }
}

// ---------------------------------------------------------------- TIMBER
const TREAT_UC2 = ['Treatment', 'Pressure treated (Use Class 2), green tint'];
const C24TR = { name: 'C24 Treated Kiln Dried Regularised Timber', nf: 'Timber C24 Regularised KD Treated', names: { oak: 'C24 Treated Regularised Carcassing', kes: 'C24 Treated Timber', afon: 'C24 Treated KD Regularised Timber' },
  extra: [['Grade', 'C24 strength graded'], TREAT_UC2, ['Moisture', 'Kiln dried']], facts: 'Strength graded C24 kiln dried carcassing with regularised, eased edges, pressure treated against rot and insect attack. For joists, rafters, stud walls and decking frames.' };
const C16TR = { name: 'C16 Treated Kiln Dried Regularised Timber', nf: 'Timber C16 Regularised KD Treated', names: { oak: 'C16 Treated Regularised Carcassing', kes: 'C16 Treated Timber', afon: 'C16 Treated KD Regularised Timber' },
  extra: [['Grade', 'C16 strength graded'], TREAT_UC2, ['Moisture', 'Kiln dried']], facts: 'Strength graded C16 kiln dried carcassing with regularised, eased edges, pressure treated. For general structural framing where C24 is not specified.' };
const tim = (key, o) => P({ key, cat: 'timber', k: 'section', material: 'Softwood', ...o });
tim('tim-c24-tr-47x100-4.8m', { ...C24TR, s: { t: 47, w: 100, l: 4800, imp: '4x2' }, price: 19.9, grp: 'c24-4x2-tr' });
tim('tim-c24-tr-47x100-3.6m', { ...C24TR, s: { t: 47, w: 100, l: 3600, imp: '4x2' }, price: 14.8, grp: 'c24-4x2-tr' });
tim('tim-c24-untreated-47x100-4.8m', { name: 'C24 Kiln Dried Regularised Timber (Untreated)', nf: 'Timber C24 Regularised KD Untreated', names: { oak: 'C24 Untreated Regularised Carcassing', kes: 'C24 Untreated Kiln Dried Timber', afon: 'C24 Untreated KD Regularised Timber' },
  extra: [['Grade', 'C24 strength graded'], ['Treatment', 'Untreated (white)'], ['Moisture', 'Kiln dried']], s: { t: 47, w: 100, l: 4800, imp: '4x2' }, price: 18.2,
  facts: 'Strength graded C24 kiln dried regularised carcassing, supplied untreated for internal use such as floor joists and partitions.' });
tim('tim-c16-tr-47x100-4.8m', { ...C16TR, s: { t: 47, w: 100, l: 4800, imp: '4x2' }, price: 16.9 });
tim('tim-c24-tr-47x150-4.8m', { ...C24TR, s: { t: 47, w: 150, l: 4800, imp: '6x2' }, price: 29.5 });
tim('tim-c24-tr-47x150-3.6m', { ...C24TR, s: { t: 47, w: 150, l: 3600, imp: '6x2' }, price: 22.1 });
tim('tim-c16-tr-47x75-3.6m', { ...C16TR, s: { t: 47, w: 75, l: 3600, imp: '3x2' }, price: 10.2 });
tim('tim-c16-tr-47x75-2.4m', { ...C16TR, s: { t: 47, w: 75, l: 2400, imp: '3x2' }, price: 6.9 });
const CLS = { name: 'CLS Studwork Timber', nf: 'Timber CLS Studwork', names: { oak: 'CLS Studwork Timber (C16, Untreated)' },
  extra: [['Grade', 'C16 CLS, planed with rounded arrises'], ['Treatment', 'Untreated, kiln dried']], facts: 'Canadian Lumber Standard (CLS) studwork: planed all round with rounded edges, kiln dried and untreated, for internal stud partitions.' };
tim('tim-cls-38x89-2.4m', { ...CLS, s: { t: 38, w: 89, l: 2400, imp: '4x2' }, price: 5.8, grp: 'cls-38x89' });
tim('tim-cls-38x89-3.0m', { ...CLS, s: { t: 38, w: 89, l: 3000, imp: '4x2' }, price: 7.3, grp: 'cls-38x89' });
tim('tim-cls-38x63-2.4m', { ...CLS, s: { t: 38, w: 63, l: 2400, imp: '3x2' }, price: 4.3, grp: 'cls-38x63' });
tim('tim-cls-38x63-3.0m', { ...CLS, s: { t: 38, w: 63, l: 3000, imp: '3x2' }, price: 5.4, grp: 'cls-38x63' });
const BATTEN = { name: 'Treated Roofing Batten', nf: 'Batten Roofing Treated', names: { kes: 'Treated Roofing Batten (BS 5534)' },
  extra: [['Grade', 'Graded to BS 5534'], ['Treatment', 'Pressure treated']], facts: 'Pressure treated sawn softwood tile batten, graded and marked to BS 5534 for slating and tiling.' };
tim('tim-batten-25x50-4.8m', { ...BATTEN, s: { t: 25, w: 50, l: 4800, imp: '2x1' }, price: 4.7 });
tim('tim-batten-25x38-4.8m', { ...BATTEN, s: { t: 25, w: 38, l: 4800, imp: '1.5x1' }, price: 3.8 });
tim('tim-sleeper-100x200-2.4m', { name: 'Treated Softwood Garden Sleeper', nf: 'Sleeper Softwood Treated', s: { t: 100, w: 200, l: 2400, imp: '8x4' }, price: 23.5,
  extra: [['Treatment', 'Pressure treated (Use Class 4), green']], facts: 'New (not reclaimed) pressure treated softwood landscaping sleeper for raised beds, steps and edging.' });
tim('tim-pse-whitewood-18x94-2.4m', { name: 'Planed Square Edge Whitewood (PSE)', nf: 'PSE Whitewood Planed', s: { t: 18, w: 94, l: 2400, imp: '1x4' }, price: 5.9,
  extra: [['Finish', 'Planed all round, square edges'], ['Nominal size', 'ex 25 x 100mm'], ['Treatment', 'Untreated']], facts: 'Planed square edge whitewood for general joinery, framing and shelving.' });

// -------------------------------------------------------- SHEET MATERIALS
const WF = { brand: 'West Fraser', parent: 'West Fraser' };
const sht = (key, o) => P({ key, cat: 'sheet-materials', k: 'sheet', ...o });
const OSBZ = { ...WF, range: 'SterlingOSB Zero', name: 'OSB3 Board', nf: 'OSB3 Board', material: 'OSB', extra: [['Grade', 'OSB3'], ['Edge', 'Square edge']],
  facts: 'SterlingOSB Zero is an OSB3 structural board made with zero added formaldehyde, for flooring, roofing and wall sheathing in humid conditions.' };
sht('sht-sterlingosb-zero-osb3-18mm', { ...OSBZ, s: { l: 2440, w: 1220, t: 18 }, price: 27.9 });
sht('sht-sterlingosb-zero-osb3-11mm', { ...OSBZ, s: { l: 2440, w: 1220, t: 11 }, price: 17.9 });
sht('sht-sterlingosb-zero-osb3-9mm', { ...OSBZ, s: { l: 2440, w: 1220, t: 9 }, price: 15.2 });
sht('sht-sterlingosb-zero-tg-18mm', { ...OSBZ, name: 'OSB3 T&G Flooring Board', nf: 'OSB3 Flooring Board T&G', s: { l: 2400, w: 600, t: 18 }, price: 16.4,
  extra: [['Grade', 'OSB3'], ['Edge', 'Tongue & groove']], facts: 'SterlingOSB Zero tongue and groove OSB3 flooring panel, zero added formaldehyde, for floating and joisted floors.' });
const SMP = { brand: 'SmartPly', parent: 'Medite Smartply', name: 'OSB3 Board', nf: 'OSB3 Board', material: 'OSB', extra: [['Grade', 'OSB3'], ['Edge', 'Square edge']],
  facts: 'SmartPly OSB3 is a structural oriented strand board for use in humid conditions - sheathing, roofing and flooring.' };
sht('sht-smartply-osb3-18mm', { ...SMP, s: { l: 2440, w: 1220, t: 18 }, price: 27.2 });
sht('sht-smartply-osb3-11mm', { ...SMP, s: { l: 2440, w: 1220, t: 11 }, price: 17.4 });
sht('sht-medite-premier-mdf-18mm', { brand: 'Medite', parent: 'Medite Smartply', range: 'Premier', name: 'MDF Board', nf: 'MDF Board', material: 'MDF', s: { l: 2440, w: 1220, t: 18 }, price: 34.5,
  extra: [['Type', 'Standard (not moisture resistant)']], facts: 'Medite Premier is a high quality general purpose MDF panel with a smooth, consistent surface for joinery, shelving and furniture.' });
sht('sht-medite-mr-mdf-18mm', { brand: 'Medite', parent: 'Medite Smartply', range: 'MR', name: 'Moisture Resistant MDF Board', nf: 'MDF Board Moisture Resistant', material: 'MDF', s: { l: 2440, w: 1220, t: 18 }, price: 42.5,
  extra: [['Type', 'Moisture resistant (green core)']], facts: 'Medite MR is a moisture resistant MDF with a green core for kitchens, bathrooms and other humid interiors.' });
sht('sht-mdf-standard-18mm', { name: 'Standard MDF Board', nf: 'MDF Board Standard', material: 'MDF', s: { l: 2440, w: 1220, t: 18 }, price: 29.9,
  extra: [['Type', 'Standard (not moisture resistant)']], facts: 'Unbranded general purpose standard MDF sheet for internal joinery, shelving and boxing in.' });
sht('sht-mdf-standard-12mm', { name: 'Standard MDF Board', nf: 'MDF Board Standard', material: 'MDF', s: { l: 2440, w: 1220, t: 12 }, price: 22.8,
  extra: [['Type', 'Standard (not moisture resistant)']], facts: 'Unbranded general purpose standard MDF sheet for internal joinery, shelving and boxing in.' });
const HWPLY = { name: 'Hardwood Faced Plywood', nf: 'Plywood Hardwood Faced', material: 'Plywood', extra: [['Grade', 'BB/BB faces, EN 636-2 Class 2 exterior bond']],
  facts: 'Hardwood faced plywood with a Class 2 exterior bond for general construction, van lining and joinery.' };
sht('sht-ply-hardwood-faced-18mm', { ...HWPLY, s: { l: 2440, w: 1220, t: 18 }, price: 43 });
sht('sht-ply-hardwood-faced-12mm', { ...HWPLY, s: { l: 2440, w: 1220, t: 12 }, price: 32 });
sht('sht-ply-shuttering-18mm', { name: 'Shuttering Plywood', nf: 'Plywood Shuttering', material: 'Plywood', s: { l: 2440, w: 1220, t: 18 }, price: 28.5,
  extra: [['Grade', 'Shuttering / formwork grade']], facts: 'Economy shuttering plywood for concrete formwork, site hoarding and temporary works. Not for decorative use.' });
const CAB = { ...WF, range: 'CaberFloor P5', name: 'T&G Chipboard Flooring', nf: 'Chipboard Flooring T&G', material: 'Chipboard', extra: [['Grade', 'P5 moisture resistant'], ['Edge', 'Tongue & groove, 4 edges']],
  facts: 'CaberFloor P5 is a moisture resistant tongue and groove chipboard flooring panel for joisted and floating floors.' };
sht('sht-caberfloor-p5-tg-18mm', { ...CAB, s: { l: 2400, w: 600, t: 18 }, price: 12.6 });
sht('sht-caberfloor-p5-tg-22mm', { ...CAB, s: { l: 2400, w: 600, t: 22 }, price: 15.2 });
sht('sht-hardboard-standard-3.2mm', { name: 'Standard Hardboard', nf: 'Hardboard Standard', material: 'Hardboard', s: { l: 2440, w: 1220, t: 3.2 }, price: 10.5,
  facts: 'Standard hardboard sheet, smooth one side, for floor overlay, backing panels and surface protection.' });

// ----------------------------------------------------------- PLASTERBOARD
const BG = { brand: 'British Gypsum', parent: 'Saint-Gobain' };
const pb = (key, o) => P({ key, cat: 'plasterboard', k: 'sheet', material: 'Gypsum', nfs: { pen: 'Plasterboard' }, name: 'Tapered Edge Plasterboard', nf: 'Plasterboard Tapered Edge',
  extra: [['Edge', 'Tapered edge']], s: { l: 2400, w: 1200, t: 12.5 }, ...o });
const WBF = 'Gyproc WallBoard is the standard British Gypsum plasterboard for lining walls and ceilings.';
pb('pb-gyproc-wallboard-te-12.5-2400x1200', { ...BG, range: 'Gyproc WallBoard', price: 9.6, facts: WBF + ' Tapered edges for seamless jointing.' });
pb('pb-gyproc-wallboard-se-12.5-2400x1200', { ...BG, range: 'Gyproc WallBoard', name: 'Square Edge Plasterboard', nf: 'Plasterboard Square Edge', extra: [['Edge', 'Square edge']], price: 9.6, facts: WBF + ' Square edges, for boards that will be skim coated.' });
pb('pb-gyproc-wallboard-te-12.5-3000x1200', { ...BG, range: 'Gyproc WallBoard', s: { l: 3000, w: 1200, t: 12.5 }, price: 12.2, facts: WBF + ' Longer 3m board for taller walls. Tapered edges.' });
pb('pb-gyproc-wallboard-te-9.5-2400x1200', { ...BG, range: 'Gyproc WallBoard', s: { l: 2400, w: 1200, t: 9.5 }, price: 8.7, facts: WBF + ' Thinner 9.5mm board, mainly for ceilings. Tapered edges.' });
pb('pb-gyproc-wallboard-te-15-2400x1200', { ...BG, range: 'Gyproc WallBoard', s: { l: 2400, w: 1200, t: 15 }, price: 13.1, facts: WBF + ' Heavier 15mm board for improved sound and fire performance. Tapered edges.' });
pb('pb-gyproc-handiboard-te-12.5-1200x900', { ...BG, range: 'Gyproc HandiBoard', s: { l: 1200, w: 900, t: 12.5 }, price: 6.4, facts: 'Gyproc HandiBoard is a smaller plasterboard sized to fit in a car and through loft hatches. Tapered edges.' });
pb('pb-gyproc-moisture-resistant-te-12.5-2400x1200', { ...BG, range: 'Gyproc Moisture Resistant', price: 13.4, facts: 'Gyproc Moisture Resistant board has a water-repellent core and green facing for bathrooms and kitchens. Tapered edges.' });
pb('pb-gyproc-fireline-te-12.5-2400x1200', { ...BG, range: 'Gyproc FireLine', price: 13.9, facts: 'Gyproc FireLine has glass fibre and additives in the core for enhanced fire resistance. Pink facing, tapered edges.' });
pb('pb-gyproc-soundbloc-te-12.5-2400x1200', { ...BG, range: 'Gyproc SoundBloc', price: 14.6, facts: 'Gyproc SoundBloc has a higher density core for improved sound insulation. Blue facing, tapered edges.' });
pb('pb-knauf-wallboard-te-12.5-2400x1200', { brand: 'Knauf', parent: 'Knauf', range: 'Wallboard', price: 9.0, facts: 'Knauf Wallboard is a standard gypsum plasterboard for internal walls and ceilings. Tapered edges.' });
pb('pb-knauf-moisture-panel-te-12.5-2400x1200', { brand: 'Knauf', parent: 'Knauf', range: 'Moisture Panel', price: 12.6, facts: 'Knauf Moisture Panel has a water-resistant core and green face paper for humid areas. Tapered edges.' });
pb('pb-siniat-gtec-standard-te-12.5-2400x1200', { brand: 'Siniat', parent: 'Etex', range: 'GTEC Standard Board', price: 8.8, facts: 'Siniat GTEC Standard Board is a general purpose plasterboard for walls and ceilings. Tapered edges.' });
pb('pb-siniat-gtec-fire-te-12.5-2400x1200', { brand: 'Siniat', parent: 'Etex', range: 'GTEC Fire Board', price: 12.7, facts: 'Siniat GTEC Fire Board has a glass-fibre reinforced core for fire-rated partitions and ceilings. Pink face, tapered edges.' });

// ---------------------------------------------------------------- PLASTER
const pl = (key, o) => P({ key, cat: 'plaster', k: 'bag', s: { kg: 25 }, ...o });
pl('pl-thistle-multifinish-25kg', { ...BG, range: 'Thistle MultiFinish', name: 'Finishing Plaster', nf: 'Plaster Finishing', price: 12.6,
  facts: 'Thistle MultiFinish is a gypsum finishing plaster for both plasterboard and undercoat backgrounds, giving a smooth, hard surface. Setting time approx 90 minutes.' });
pl('pl-thistle-boardfinish-25kg', { ...BG, range: 'Thistle BoardFinish', name: 'Finishing Plaster', nf: 'Plaster Finishing', price: 12.3,
  facts: 'Thistle BoardFinish is a gypsum finishing plaster for plasterboard and other low-suction backgrounds.' });
pl('pl-thistle-bonding-coat-25kg', { ...BG, range: 'Thistle Bonding Coat', name: 'Undercoat Plaster', nf: 'Plaster Undercoat', price: 15.1,
  facts: 'Thistle Bonding Coat is an undercoat plaster for low-suction backgrounds such as concrete and engineering brick.' });
pl('pl-thistle-hardwall-25kg', { ...BG, range: 'Thistle Hardwall', name: 'Undercoat Plaster', nf: 'Plaster Undercoat', price: 14.8,
  facts: 'Thistle Hardwall is a high impact resistant undercoat plaster for most masonry backgrounds, with quicker drying.' });
pl('pl-thistle-universal-one-coat-25kg', { ...BG, range: 'Thistle Universal One Coat', name: 'Plaster', nf: 'Plaster One Coat', price: 16.9,
  facts: 'Thistle Universal One Coat combines undercoat and finish in a single plaster for most backgrounds, up to 50mm in one pass.' });
pl('pl-thistle-dri-coat-25kg', { ...BG, range: 'Thistle Dri-Coat', name: 'Renovating Plaster', nf: 'Plaster Renovating', price: 18.6,
  facts: 'Thistle Dri-Coat is a cement-based renovating plaster for use after installation of a damp proof course.' });
pl('pl-knauf-multifinish-25kg', { brand: 'Knauf', parent: 'Knauf', range: 'MultiFinish', name: 'Finishing Plaster', nf: 'Plaster Finishing', price: 11.7,
  facts: 'Knauf MultiFinish is a gypsum finishing plaster for plasterboard and undercoat plasters, giving a smooth, hard-wearing surface.' });
pl('pl-gyproc-joint-filler-12.5kg', { ...BG, range: 'Gyproc Joint Filler', name: 'Jointing Compound', nf: 'Jointing Compound', s: { kg: 12.5 }, price: 17.2,
  facts: 'Gyproc Joint Filler is a setting-type jointing compound for bedding tape and filling joints in tapered edge plasterboard.' });
pl('pl-gyproc-easi-fill-10kg', { ...BG, range: 'Gyproc Easi-Fill', name: 'Jointing Compound', nf: 'Jointing Compound', s: { kg: 10 }, price: 17.6,
  facts: 'Gyproc Easi-Fill is an easy-sanding, multi-purpose setting joint filler for plasterboard joints and small repairs.' });
pl('pl-gyproc-easi-fill-5kg', { ...BG, range: 'Gyproc Easi-Fill', name: 'Jointing Compound', nf: 'Jointing Compound', s: { kg: 5 }, price: 11.2,
  facts: 'Gyproc Easi-Fill is an easy-sanding, multi-purpose setting joint filler for plasterboard joints and small repairs. Handy 5kg bag.' });

// ---------------------------------------------------------------- BRICKS
const FOR = { brand: 'Forterra', parent: 'Forterra' };
const brk = (key, o) => P({ key, cat: 'bricks', k: 'brick', material: 'Clay', s: { h: 65 }, ...o });
brk('brk-forterra-lbc-common-65mm', { ...FOR, range: 'LBC Common', name: 'Brick', nf: 'Brick', each: true, price: 0.98,
  facts: 'The classic London Brick Company fletton common brick from Forterra, for general building and internal work where appearance is not critical. Price per brick.' });
brk('brk-forterra-lbc-common-65mm-pack390', { ...FOR, range: 'LBC Common', name: 'Brick', nf: 'Brick', pack: 390, price: 349, not: ['kes'],
  facts: 'Full pack of 390 London Brick Company common bricks from Forterra, delivered on a crane-offload vehicle. Price per pack.' });
brk('brk-forterra-lbc-rustic-65mm', { ...FOR, range: 'LBC Rustic', name: 'Facing Brick', nf: 'Brick Facing', each: true, price: 1.18,
  facts: 'LBC Rustic is a textured red-brown facing brick from the Forterra London Brick Company range. Price per brick.' });
brk('brk-forterra-lbc-rustic-65mm-pack390', { ...FOR, range: 'LBC Rustic', name: 'Facing Brick', nf: 'Brick Facing', pack: 390, price: 429, not: ['kes'],
  facts: 'Full pack of 390 LBC Rustic facing bricks from Forterra. Price per pack.' });
brk('brk-forterra-lbc-sandfaced-65mm', { ...FOR, range: 'LBC Sandfaced', name: 'Facing Brick', nf: 'Brick Facing', each: true, price: 1.18,
  facts: 'LBC Sandfaced is a sand-textured orange-red facing brick from the London Brick Company range. Price per brick.' });
brk('brk-forterra-lbc-heritage-65mm', { ...FOR, range: 'LBC Heritage', name: 'Facing Brick', nf: 'Brick Facing', each: true, price: 1.22,
  facts: 'LBC Heritage is a mellow multi-coloured facing brick with a weathered appearance. Price per brick.' });
brk('brk-forterra-lbc-golden-buff-65mm', { ...FOR, range: 'LBC Golden Buff', name: 'Facing Brick', nf: 'Brick Facing', each: true, price: 1.24,
  facts: 'LBC Golden Buff is a light buff facing brick from the London Brick Company range. Price per brick.' });
brk('brk-ibstock-class-b-red-perforated-65mm', { brand: 'Ibstock', parent: 'Ibstock', name: 'Class B Red Perforated Engineering Brick', nf: 'Brick Engineering Class B Red Perforated', each: true, price: 0.86,
  facts: 'Ibstock red Class B engineering brick, perforated (with holes), high strength and low water absorption for DPC courses, manholes and below-ground work. Price each.' });
brk('brk-ibstock-class-b-red-solid-65mm', { brand: 'Ibstock', parent: 'Ibstock', name: 'Class B Red Solid Engineering Brick', nf: 'Brick Engineering Class B Red Solid', each: true, price: 1.08,
  facts: 'Ibstock red Class B engineering brick, solid (no holes or frog), for copings, steps and exposed below-ground work. Price each.' });
brk('brk-forterra-class-b-red-perforated-65mm', { ...FOR, name: 'Class B Red Perforated Engineering Brick', nf: 'Brick Engineering Class B Red Perforated', each: true, price: 0.84,
  facts: 'Forterra red Class B engineering brick, perforated, for DPC courses, inspection chambers and below-ground work. Price each.' });
brk('brk-wienerberger-class-a-blue-solid-65mm', { brand: 'Wienerberger', parent: 'Wienerberger', name: 'Staffordshire Blue Class A Solid Engineering Brick', nf: 'Brick Engineering Class A Blue Solid', each: true, price: 1.46,
  facts: 'Wienerberger smooth Staffordshire blue Class A engineering brick, solid, for high-strength, low-absorption structural work. Price each.' });
brk('brk-wienerberger-kassandra-multi-65mm', { brand: 'Wienerberger', parent: 'Wienerberger', range: 'Kassandra Multi', name: 'Facing Brick', nf: 'Brick Facing', each: true, price: 1.12,
  facts: 'Wienerberger Kassandra Multi is a red-based multi facing brick with a sand-creased texture. Price each.' });
brk('brk-wienerberger-smeed-dean-london-yellow-multi-stock-65mm', { brand: 'Wienerberger', parent: 'Wienerberger', range: 'Smeed Dean London Yellow Multi Stock', name: 'Facing Brick', nf: 'Brick Facing', each: true, price: 1.48,
  facts: 'Traditional soft-mud yellow London stock facing brick from the Smeed Dean works. Price each.' });
brk('brk-ibstock-ivanhoe-cream-65mm', { brand: 'Ibstock', parent: 'Ibstock', range: 'Ivanhoe Cream', name: 'Facing Brick', nf: 'Brick Facing', each: true, price: 1.06,
  facts: 'Ibstock Ivanhoe Cream is a smooth cream-coloured wirecut facing brick. Price each.' });

// ---------------------------------------------------------------- BLOCKS
const blk = (key, o) => P({ key, cat: 'blocks', k: 'block', each: true, ...o });
const THL = { brand: 'Thermalite', parent: 'Forterra', name: 'Aircrete Block', nf: 'Block Aircrete', material: 'Aircrete' };
blk('blk-thermalite-shield-2000-100mm-3.6n', { ...THL, range: 'Shield 2000', s: { t: 100, n: 3.6 }, price: 3.05,
  facts: 'Thermalite Shield 2000 is a lightweight 3.6N/mm² aircrete block for inner leaves of cavity walls and internal walls, with good thermal performance.' });
blk('blk-thermalite-hi-strength-7-100mm-7.3n', { ...THL, range: 'Hi-Strength 7', s: { t: 100, n: 7.3 }, price: 3.7,
  facts: 'Thermalite Hi-Strength 7 is a 7.3N/mm² aircrete block for loadbearing walls where higher strength is specified.' });
blk('blk-thermalite-trenchblock-275mm', { ...THL, range: 'Trenchblock', name: 'Aircrete Foundation Block', nf: 'Block Foundation Aircrete', s: { t: 275, n: 3.6 }, price: 10.4,
  facts: 'Thermalite Trenchblock is a full-width aircrete foundation block laid in trenches below DPC level, for 275mm cavity walls.' });
const HH = { brand: 'H+H', parent: 'H+H', name: 'Aircrete Block', nf: 'Block Aircrete', material: 'Aircrete' };
blk('blk-hh-celcon-standard-grade-100mm-3.6n', { ...HH, range: 'Celcon Standard Grade', s: { t: 100, n: 3.6 }, price: 2.98,
  facts: 'H+H Celcon Standard Grade is a 3.6N/mm² aircrete block for walls above and below DPC.' });
blk('blk-hh-celcon-solar-grade-100mm-2.9n', { ...HH, range: 'Celcon Solar Grade', s: { t: 100, n: 2.9 }, price: 3.15,
  facts: 'H+H Celcon Solar Grade is a 2.9N/mm² aircrete block with the lowest thermal conductivity in the Celcon range.' });
blk('blk-hh-celcon-high-strength-100mm-7.3n', { ...HH, range: 'Celcon High Strength', s: { t: 100, n: 7.3 }, price: 3.62,
  facts: 'H+H Celcon High Strength is a 7.3N/mm² aircrete block for heavily loaded walls.' });
blk('blk-hh-celcon-foundation-300mm', { ...HH, range: 'Celcon Foundation', name: 'Aircrete Block', nf: 'Block Foundation Aircrete', s: { t: 300, n: 3.6 }, price: 10.9,
  facts: 'H+H Celcon Foundation Block is a full-width aircrete block for foundations below DPC, for 300mm cavity walls.' });
blk('blk-tarmac-toplite-standard-100mm-3.6n', { brand: 'Tarmac', parent: 'Tarmac', range: 'Toplite Standard', name: 'Lightweight Aggregate Block', nf: 'Block Lightweight Aggregate', material: 'Lightweight aggregate concrete', s: { t: 100, n: 3.6 }, price: 2.7,
  facts: 'Tarmac Topblock Toplite Standard is a lightweight aggregate concrete block, 3.6N/mm², for internal and external walls.' });
const DENSE = { name: 'Dense Concrete Block Solid', nf: 'Block Dense Concrete Solid', material: 'Dense concrete', facts: 'Solid dense aggregate concrete block, 7.3N/mm², for foundations, loadbearing walls and garden walls. Heavy - approx 20kg+.' };
blk('blk-dense-solid-100mm-7.3n', { ...DENSE, s: { t: 100, n: 7.3 }, price: 2.15 });
blk('blk-dense-solid-140mm-7.3n', { ...DENSE, s: { t: 140, n: 7.3 }, price: 3.3 });
blk('blk-dense-hollow-215mm-7.3n', { name: 'Hollow Dense Concrete Block', nf: 'Block Dense Concrete Hollow', material: 'Dense concrete', s: { t: 215, n: 7.3 }, price: 4.05,
  facts: 'Hollow dense concrete block, 7.3N/mm², for retaining and reinforced walls where the cores are filled with concrete.' });

// -------------------------------------------------- SKIRTING / ARCHITRAVE
const mld = (key, o) => P({ key, cat: 'skirting-architrave', k: 'moulding', ...o });
const MDFP = (profile, what) => ({ name: `Primed MDF ${profile} ${what}`, nf: `${what} MDF ${profile} Primed`, material: 'MDF',
  extra: [['Profile', profile], ['Material', 'MDF, factory primed']], facts: `${profile} profile ${what.toLowerCase()} in MDF, factory primed and ready for painting. Single profile (not reversible).` });
mld('sk-mdf-torus-18x119-4.2m', { ...MDFP('Torus', 'Skirting'), s: { t: 18, h: 119, l: 4200 }, price: 11.8 });
mld('sk-mdf-torus-18x144-4.2m', { ...MDFP('Torus', 'Skirting'), s: { t: 18, h: 144, l: 4200 }, price: 13.9 });
mld('sk-mdf-ogee-18x119-4.2m', { ...MDFP('Ogee', 'Skirting'), s: { t: 18, h: 119, l: 4200 }, price: 11.8 });
mld('sk-mdf-ogee-18x144-4.2m', { ...MDFP('Ogee', 'Skirting'), s: { t: 18, h: 144, l: 4200 }, price: 13.9 });
mld('sk-mdf-chamfered-rounded-18x119-4.2m', { ...MDFP('Chamfered & Rounded', 'Skirting'), s: { t: 18, h: 119, l: 4200 }, price: 10.9 });
mld('sk-mdf-lambs-tongue-18x169-4.2m', { ...MDFP('Lambs Tongue', 'Skirting'), s: { t: 18, h: 169, l: 4200 }, price: 16.8 });
mld('sk-mdf-pencil-round-18x94-4.2m', { ...MDFP('Pencil Round', 'Skirting'), s: { t: 18, h: 94, l: 4200 }, price: 9.4 });
mld('sk-redwood-torus-20x144-4.2m', { name: 'Redwood Torus Skirting', nf: 'Skirting Redwood Torus', material: 'Softwood', s: { t: 20, h: 144, l: 4200 }, price: 17.5,
  extra: [['Profile', 'Torus'], ['Material', 'Redwood softwood, unprimed'], ['Nominal size', 'ex 25 x 150mm']], facts: 'Torus profile skirting machined from selected redwood softwood, supplied unprimed for staining or painting.' });
mld('sk-redwood-chamfered-rounded-15x94-4.2m', { name: 'Redwood Chamfered & Rounded Skirting', nf: 'Skirting Redwood Chamfered & Rounded', material: 'Softwood', s: { t: 15, h: 94, l: 4200 }, price: 8.9,
  extra: [['Profile', 'Chamfered & Rounded'], ['Material', 'Redwood softwood, unprimed'], ['Nominal size', 'ex 19 x 100mm']], facts: 'Chamfered and rounded skirting in redwood softwood, unprimed.' });
mld('ar-mdf-torus-18x69-2.1m', { ...MDFP('Torus', 'Architrave'), s: { t: 18, h: 69, l: 2100 }, price: 4.4 });
mld('ar-mdf-torus-18x69-2.1m-pack5', { ...MDFP('Torus', 'Architrave'), s: { t: 18, h: 69, l: 2100 }, pack: 5, price: 19.5 });
mld('ar-mdf-ogee-18x69-2.1m', { ...MDFP('Ogee', 'Architrave'), s: { t: 18, h: 69, l: 2100 }, price: 4.4 });
mld('ar-redwood-chamfered-rounded-15x44-2.1m', { name: 'Redwood Chamfered & Rounded Architrave', nf: 'Architrave Redwood Chamfered & Rounded', material: 'Softwood', s: { t: 15, h: 44, l: 2100 }, price: 3.3,
  extra: [['Profile', 'Chamfered & Rounded'], ['Material', 'Redwood softwood, unprimed'], ['Nominal size', 'ex 19 x 50mm']], facts: 'Chamfered and rounded architrave in redwood softwood, unprimed.' });

// ------------------------------------------------------------ INSULATION
const ins = (key, o) => P({ key, cat: 'insulation', ...o });
const PIRB = { name: 'PIR Insulation Board', nf: 'Insulation Board PIR', k: 'sheet', material: 'PIR' };
const CEL = { brand: 'Celotex', parent: 'Saint-Gobain', range: 'GA4000', ...PIRB, facts: 'Celotex GA4000 is a general application foil-faced PIR insulation board for pitched roofs, walls and floors. Thermal conductivity 0.022 W/mK.' };
ins('ins-celotex-ga4000-100mm', { ...CEL, s: { l: 2400, w: 1200, t: 100 }, price: 49.5 });
ins('ins-celotex-ga4000-75mm', { ...CEL, s: { l: 2400, w: 1200, t: 75 }, price: 39.9 });
ins('ins-celotex-ga4000-50mm', { ...CEL, s: { l: 2400, w: 1200, t: 50 }, price: 29.9 });
ins('ins-celotex-cw4000-50mm', { brand: 'Celotex', parent: 'Saint-Gobain', range: 'CW4000', name: 'PIR Cavity Wall Insulation Board', nf: 'Insulation Board PIR Cavity Wall', k: 'sheet', material: 'PIR', s: { l: 1200, w: 450, t: 50 }, price: 8.9,
  facts: 'Celotex CW4000 is a foil-faced PIR board sized to fit between wall ties for partial-fill cavity wall insulation. Price per board.' });
const KSTP = { brand: 'Kingspan', parent: 'Kingspan', range: 'Thermapitch TP10', ...PIRB, facts: 'Kingspan Thermapitch TP10 is a PIR insulation board for pitched roofs, fitted between and over rafters. Thermal conductivity 0.022 W/mK.' };
ins('ins-kingspan-thermapitch-tp10-100mm', { ...KSTP, s: { l: 2400, w: 1200, t: 100 }, price: 53 });
ins('ins-kingspan-thermapitch-tp10-50mm', { ...KSTP, s: { l: 2400, w: 1200, t: 50 }, price: 32 });
ins('ins-kingspan-thermafloor-tf70-100mm', { brand: 'Kingspan', parent: 'Kingspan', range: 'Thermafloor TF70', name: 'PIR Floor Insulation Board', nf: 'Insulation Board PIR Floor', k: 'sheet', material: 'PIR', s: { l: 2400, w: 1200, t: 100 }, price: 51,
  facts: 'Kingspan Thermafloor TF70 is a PIR floor insulation board for use under screed or chipboard on ground-bearing and suspended floors.' });
const REC = { brand: 'Recticel', parent: 'Recticel', range: 'Eurothane GP', ...PIRB, facts: 'Recticel Eurothane GP is a general purpose foil-faced PIR insulation board for roofs, walls and floors.' };
ins('ins-recticel-eurothane-gp-100mm', { ...REC, s: { l: 2400, w: 1200, t: 100 }, price: 46 });
ins('ins-recticel-eurothane-gp-50mm', { ...REC, s: { l: 2400, w: 1200, t: 50 }, price: 27.5 });
const LOFT = { brand: 'Knauf Insulation', parent: 'Knauf', range: 'Earthwool Loft Roll 44', name: 'Glass Mineral Wool Insulation', nf: 'Insulation Loft Roll Glass Mineral Wool', k: 'roll', material: 'Glass mineral wool', grp: 'loft44', erp: 'LOFT ROLL 44 KNAUF EARTHWOOL GMW',
  facts: 'Knauf Insulation Earthwool Loft Roll 44 is a soft, low-itch glass mineral wool roll for insulating between and over ceiling joists. Thermal conductivity 0.044 W/mK.' };
ins('ins-knauf-earthwool-loft-roll-44-100mm', { ...LOFT, s: { t: 100, w: 1140, len: 11.71, area: 13.35 }, price: 29.5 });
ins('ins-knauf-earthwool-loft-roll-44-170mm', { ...LOFT, s: { t: 170, w: 1140, len: 6.89, area: 7.85 }, price: 27 });
ins('ins-knauf-earthwool-loft-roll-44-200mm', { ...LOFT, s: { t: 200, w: 1140, len: 5.61, area: 6.4 }, price: 26.5 });
ins('ins-isover-spacesaver-200mm', { brand: 'Isover', parent: 'Saint-Gobain', range: 'Spacesaver', name: 'Loft Insulation Roll', nf: 'Insulation Loft Roll', k: 'roll', material: 'Glass mineral wool', s: { t: 200, w: 1160, len: 5.5, area: 6.38 }, price: 25,
  facts: 'Isover Spacesaver is a compression-packed glass mineral wool roll for loft insulation between and over joists.' });
const FLEXI = { brand: 'Rockwool', parent: 'Rockwool', range: 'Flexi', name: 'Insulation Slab', nf: 'Insulation Slab Stone Wool', k: 'slabs', material: 'Stone wool',
  facts: 'Rockwool Flexi is a stone wool slab with a flexible edge that friction-fits between studs, joists and rafters. Non-combustible (A1).' };
ins('ins-rockwool-flexi-100mm', { ...FLEXI, s: { t: 100, l: 1200, w: 400, n: 6, area: 2.88 }, price: 33.5 });
ins('ins-rockwool-flexi-50mm', { ...FLEXI, s: { t: 50, l: 1200, w: 400, n: 12, area: 5.76 }, price: 33 });
ins('ins-rockwool-rwa45-100mm', { brand: 'Rockwool', parent: 'Rockwool', range: 'RWA45', name: 'Acoustic Insulation Slab', nf: 'Insulation Slab Acoustic', k: 'slabs', material: 'Stone wool', s: { t: 100, l: 1200, w: 600, n: 4, area: 2.88 }, price: 31,
  facts: 'Rockwool RWA45 is a dense stone wool slab for acoustic insulation in partitions and separating floors.' });

// --------------------------------------------------------------- ROOFING
const rf = (key, o) => P({ key, cat: 'roofing', ...o });
for (const c of ['Smooth Grey', 'Smooth Brown']) {
  rf(`rf-marley-modern-${slugify(c)}`, { brand: 'Marley', parent: 'Marley', range: 'Modern', name: 'Interlocking Concrete Roof Tile', nf: 'Roof Tile Interlocking Concrete', k: 'tile', s: {}, colour: c, grp: 'marley-modern', price: 2.25, material: 'Concrete',
    facts: `Marley Modern is a slim-profile interlocking concrete roof tile for pitches down to 17.5 degrees. Colour: ${c}. Price per tile.` });
}
rf('rf-redland-49-breckland-brown', { brand: 'Redland', parent: 'BMI', range: '49', name: 'Concrete Roof Tile', nf: 'Roof Tile Concrete', k: 'tile', s: {}, colour: 'Breckland Brown', price: 1.65, material: 'Concrete',
  facts: 'Redland 49 is a small-format interlocking concrete tile with a traditional plain-tile look. Colour: Breckland Brown. Price per tile.' });
rf('rf-sandtoft-20-20-natural-red', { brand: 'Sandtoft', parent: 'Wienerberger', range: '20/20', name: 'Clay Interlocking Roof Tile', nf: 'Roof Tile Clay Interlocking', k: 'tile', s: {}, colour: 'Natural Red', price: 2.05, material: 'Clay',
  facts: 'Sandtoft 20/20 is a flat interlocking clay roof tile, laid at 20 tiles per square metre. Colour: Natural Red. Price per tile.' });
for (const c of ['Black', 'Red', 'Green']) {
  rf(`rf-onduline-classic-${c.toLowerCase()}`, { brand: 'Onduline', parent: 'Onduline', range: 'Classic', name: 'Corrugated Bitumen Roofing Sheet', nf: 'Roofing Sheet Corrugated Bitumen', k: 'sheet', s: { l: 2000, w: 950 }, colour: c, grp: 'onduline-classic', price: 19.5, material: 'Bitumen', not: ['dun'],
    facts: `Onduline Classic is a lightweight corrugated bitumen roofing sheet for sheds, garages and outbuildings. Colour: ${c}.` });
}
const LEAD = { name: 'Code 4 Lead Flashing', nf: 'Lead Flashing Code 4', k: 'lead', material: 'Lead', extra: [['Code', 'Code 4 (1.80mm, 20.41kg/m²)']], facts: 'Milled lead sheet to BS EN 12588, Code 4, supplied in a roll for flashings and soakers.' };
rf('rf-lead-code4-150mm-3m', { ...LEAD, s: { w: 150, lm: 3 }, price: 46 });
rf('rf-lead-code4-240mm-3m', { ...LEAD, s: { w: 240, lm: 3 }, price: 72 });
rf('rf-lead-code4-150mm-6m', { ...LEAD, s: { w: 150, lm: 6 }, price: 89 });
rf('rf-tyvek-supro-1.5x50m', { brand: 'DuPont', parent: 'DuPont', range: 'Tyvek Supro', name: 'Breathable Roofing Membrane', nf: 'Roofing Membrane Breathable', k: 'membrane', s: { w: 1.5, l: 50 }, price: 118,
  facts: 'DuPont Tyvek Supro is a vapour-permeable (breathable) roofing underlay for warm and cold pitched roofs.' });
rf('rf-marley-universal-dry-ridge-kit-6m', { brand: 'Marley', parent: 'Marley', range: 'Universal Dry Ridge Kit', name: '', nf: 'Dry Ridge Kit Universal', erp: 'DRY RIDGE KIT MARLEY UNIVERSAL', k: 'lenm', s: { lm: 6 }, price: 62,
  facts: 'Marley Universal Dry Ridge Kit for mechanically fixing ridge tiles without mortar. Covers 6m of ridge; ridge tiles not included.' });
rf('rf-iko-green-mineral-shed-felt-10m', { brand: 'IKO', parent: 'IKO', name: 'Green Mineral Shed Felt', nf: 'Shed Felt Green Mineral', k: 'membrane', s: { w: 1, l: 10 }, price: 27,
  facts: 'IKO green mineral-surfaced shed felt for sheds and outbuildings. Roll 10m x 1m.' });
rf('rf-iko-sanded-shed-felt-10m', { brand: 'IKO', parent: 'IKO', name: 'Sanded Shed Felt', nf: 'Shed Felt Sanded', k: 'membrane', s: { w: 1, l: 10 }, price: 18.5,
  facts: 'IKO economy sand-surfaced shed felt for sheds and temporary structures. Roll 10m x 1m.' });

// -------------------------------------------------------------- DRAINAGE
const dr = (key, o) => P({ key, cat: 'drainage', ...o });
const FP = { brand: 'FloPlast', parent: 'Aliaxis' };
for (const c of ['Black', 'White', 'Brown']) {
  dr(`dr-floplast-112mm-half-round-gutter-4m-${c.toLowerCase()}`, { ...FP, name: 'Half Round Gutter', nf: 'Gutter Half Round', k: 'pipe', s: { d: 112, lm: 4 }, colour: c, grp: 'fp-hr112-4m', price: 14.2, not: ['dun'], material: 'PVC-U',
    facts: `FloPlast 112mm half round PVC-U gutter for domestic roofs. Colour: ${c}. Length 4m.` });
}
dr('dr-floplast-112mm-half-round-gutter-2m-black', { ...FP, name: 'Half Round Gutter', nf: 'Gutter Half Round', k: 'pipe', s: { d: 112, lm: 2 }, colour: 'Black', price: 8.4, not: ['dun'], material: 'PVC-U',
  facts: 'FloPlast 112mm half round PVC-U gutter. Colour: Black. Shorter 2m length.' });
dr('dr-floplast-68mm-round-downpipe-2.5m-black', { ...FP, name: 'Round Downpipe', nf: 'Downpipe Round', k: 'pipe', s: { d: 68, lm: 2.5 }, colour: 'Black', price: 11.2, not: ['dun'], material: 'PVC-U',
  facts: 'FloPlast 68mm round PVC-U downpipe, plain ended. Colour: Black. Length 2.5m.' });
dr('dr-floplast-68mm-round-downpipe-5.5m-black', { ...FP, name: 'Round Downpipe', nf: 'Downpipe Round', k: 'pipe', s: { d: 68, lm: 5.5 }, colour: 'Black', price: 21.9, not: ['dun'], material: 'PVC-U',
  facts: 'FloPlast 68mm round PVC-U downpipe, plain ended. Colour: Black. Length 5.5m.' });
dr('dr-floplast-112mm-half-round-union-bracket-black', { ...FP, name: 'Half Round Gutter Union Bracket', nf: 'Gutter Union Bracket Half Round', k: 'fitting', s: { d: 112 }, colour: 'Black', price: 3.4, not: ['dun'], material: 'PVC-U',
  facts: 'FloPlast union bracket (fitting) for joining two lengths of 112mm half round gutter. Colour: Black.' });
dr('dr-wavin-osma-110mm-underground-pipe-3m', { brand: 'Wavin', parent: 'Orbia', range: 'OSMA Underground', name: 'Drainage Pipe Single Socket', nf: 'Drainage Pipe Underground Single Socket', k: 'pipe', s: { d: 110, lm: 3 }, price: 34, material: 'PVC-U',
  extra: [['Colour', 'Terracotta']], facts: 'Wavin OSMA 110mm underground drainage pipe with a single socket, terracotta, to BS EN 1401.' });
dr('dr-wavin-osma-110mm-underground-bend-87.5', { brand: 'Wavin', parent: 'Orbia', range: 'OSMA Underground', name: 'Bend Single Socket', nf: 'Bend Underground Single Socket', k: 'fitting', s: { d: 110, ang: 87.5 }, price: 14.5, material: 'PVC-U',
  extra: [['Colour', 'Terracotta']], facts: 'Wavin OSMA 110mm underground drainage bend (fitting), 87.5 degrees, single socket/spigot, terracotta.' });
dr('dr-polypipe-110mm-underground-pipe-3m', { brand: 'Polypipe', parent: 'Genuit', name: 'Underground Drainage Pipe Single Socket', nf: 'Drainage Pipe Underground Single Socket', k: 'pipe', s: { d: 110, lm: 3 }, price: 29.5, material: 'PVC-U',
  extra: [['Colour', 'Terracotta']], facts: 'Polypipe 110mm underground drainage pipe with single socket, terracotta, to BS EN 1401.' });
dr('dr-floplast-110mm-underground-pipe-3m', { ...FP, name: 'Underground Drainage Pipe Single Socket', nf: 'Drainage Pipe Underground Single Socket', k: 'pipe', s: { d: 110, lm: 3 }, price: 28.9, material: 'PVC-U',
  extra: [['Colour', 'Terracotta']], facts: 'FloPlast 110mm underground drainage pipe with single socket, terracotta.' });
dr('dr-hepworth-supersleve-100mm-1.6m', { brand: 'Hepworth', parent: 'Wavin', range: 'SuperSleve', name: 'Clay Drainage Pipe', nf: 'Drainage Pipe Clay', k: 'pipe', s: { d: 100, lm: 1.6 }, price: 21.5, material: 'Vitrified clay',
  facts: 'Hepworth SuperSleve plain-ended vitrified clay drainage pipe, joined with SuperSleve couplings.' });
for (const [d, price] of [[40, 9.1], [32, 7.6]]) {
  dr(`dr-floplast-${d}mm-solvent-weld-waste-pipe-3m-white`, { ...FP, name: 'Solvent Weld Waste Pipe', nf: 'Waste Pipe Solvent Weld', k: 'pipe', s: { d, lm: 3 }, colour: 'White', price, not: ['dun'], material: 'ABS',
    facts: `FloPlast ${d}mm solvent weld waste pipe for sinks, baths and showers. Colour: White. Length 3m.` });
}
dr('dr-wavin-osma-110mm-soil-pipe-3m-grey', { brand: 'Wavin', parent: 'Orbia', range: 'OSMA Soil', name: 'Pipe Single Socket', nf: 'Soil Pipe Single Socket', k: 'pipe', s: { d: 110, lm: 3 }, colour: 'Grey', price: 35, not: ['dun'], material: 'PVC-U',
  facts: 'Wavin OSMA 110mm above-ground soil pipe with single ring-seal socket. Colour: Grey. Length 3m.' });

// ----------------------------------------------------------------- OTHER
const oth = (key, o) => P({ key, cat: 'other', ...o });
const EB = { brand: 'Everbuild', parent: 'Sika' };
oth('oth-everbuild-502-pva-1l', { ...EB, range: '502', name: 'All Purpose Weatherproof PVA', nf: 'PVA All Purpose Weatherproof', k: 'vol', s: { L: 1 }, price: 6.8,
  facts: 'Everbuild 502 is a weatherproof PVA adhesive, primer, sealer and admixture for internal and external use.' });
oth('oth-everbuild-502-pva-5l', { ...EB, range: '502', name: 'All Purpose Weatherproof PVA', nf: 'PVA All Purpose Weatherproof', k: 'vol', s: { L: 5 }, price: 20.5,
  facts: 'Everbuild 502 is a weatherproof PVA adhesive, primer, sealer and admixture for internal and external use.' });
oth('oth-everbuild-sbr-bond-5l', { ...EB, range: 'SBR Bond', name: 'Bonding Agent', nf: 'Bonding Agent SBR', k: 'vol', s: { L: 5 }, price: 25.5,
  facts: 'Everbuild SBR Bond is a styrene butadiene rubber bonding agent and admixture for renders, screeds and repair mortars.' });
oth('oth-everbuild-mortar-plasticiser-5l', { ...EB, name: 'Mortar Plasticiser', nf: 'Plasticiser Mortar', k: 'vol', s: { L: 5 }, price: 9.9,
  facts: 'Everbuild Mortar Plasticiser replaces lime in sand and cement mortars to improve workability and frost resistance.' });
oth('oth-unibond-no-more-nails-original-365g', { brand: 'UniBond', parent: 'Henkel', range: 'No More Nails Original', name: 'Grab Adhesive', nf: 'Adhesive Grab', k: 'cart', s: { g: 365 }, price: 8.9,
  facts: 'UniBond No More Nails Original is a high-strength grab adhesive in a standard cartridge for bonding wood, metal, plaster and masonry.' });
for (const [c, price] of [['White', 12.9], ['Clear', 13.6]]) {
  oth(`oth-ct1-sealant-adhesive-290ml-${c.toLowerCase()}`, { brand: 'CT1', parent: 'C-Tec', name: 'Sealant & Construction Adhesive', nf: 'Sealant & Construction Adhesive', k: 'cart', s: { ml: 290 }, colour: c, grp: 'ct1', price,
    facts: `CT1 is a hybrid polymer sealant and construction adhesive that works on wet surfaces and even under water. Colour: ${c}. 290ml cartridge.` });
}
for (const [L, price] of [[10, 69], [5, 43]]) {
  oth(`oth-dulux-trade-vinyl-matt-pbw-${L}l`, { brand: 'Dulux Trade', parent: 'AkzoNobel', range: 'Vinyl Matt', name: 'Emulsion Paint', nf: 'Paint Emulsion', k: 'vol', s: { L }, colour: 'Pure Brilliant White', grp: 'dlx-vm-pbw', price,
    facts: `Dulux Trade Vinyl Matt is a durable, low-sheen emulsion for interior walls and ceilings. Colour: Pure Brilliant White. ${L} litre tub.` });
}
oth('oth-dulux-trade-supermatt-pbw-10l', { brand: 'Dulux Trade', parent: 'AkzoNobel', range: 'Supermatt', name: 'Emulsion Paint', nf: 'Paint Emulsion', k: 'vol', s: { L: 10 }, colour: 'Pure Brilliant White', price: 63,
  facts: 'Dulux Trade Supermatt is a breathable, flat matt emulsion ideal for new plaster. Colour: Pure Brilliant White. 10 litre tub.' });
for (const [l, price] of [[100, 13.2], [80, 11.4]]) {
  oth(`oth-timco-c2-strong-fix-5.0x${l}-box100`, { brand: 'Timco', parent: 'Timco', range: 'C2 Strong-Fix', name: 'Multi-Purpose Premium Screws', nf: 'Screws Multi-Purpose Premium', k: 'screw', s: { d: 5, l }, pack: 100, price,
    facts: `Timco C2 Strong-Fix premium multi-purpose wood screws, double countersunk, PZ2 drive, yellow zinc. 5.0 x ${l}mm, box of 100.` });
}
for (const [g, price] of [[1200, 74], [1000, 59]]) {
  oth(`oth-visqueen-${g}-gauge-dpm-4x25m`, { brand: 'Visqueen', parent: 'Visqueen', name: `${g} Gauge Damp Proof Membrane`, nf: `DPM ${g} Gauge`, k: 'membrane', s: { w: 4, l: 25 }, colour: 'Black', price,
    facts: `Visqueen ${g} gauge (${g === 1200 ? '300' : '250'} micron) polythene damp proof membrane for use under concrete floor slabs. Roll 4m x 25m.` });
}
for (const [inch, mm, price] of [[14, 356, 32], [16, 406, 36]]) {
  oth(`oth-ox-pro-plasterers-trowel-${inch}in`, { brand: 'OX', parent: 'OX Tools', range: 'Pro', name: 'Plasterers Finishing Trowel', nf: 'Trowel Plasterers Finishing', k: 'tool', s: { in: inch, mm }, price,
    facts: `OX Pro plasterer's finishing trowel with a hardened stainless steel blade and soft-grip handle. Blade ${inch}" (${mm}mm).` });
}

// ---------------------------------------------------------------- GROUPS
// Where one merchant lists variants under one item_group_id with a color/size column.
const GROUPS = {
  'onduline-classic': { m: 'hp', attr: 'color' },
  'fp-hr112-4m': { m: 'bb', attr: 'color' },
  wp365: { m: 'kes', attr: 'color' },
  'cls-38x89': { m: 'oak', attr: 'size' },
  'cls-38x63': { m: 'oak', attr: 'size' },
  'c24-4x2-tr': { m: 'oak', attr: 'size' },
  'marley-modern': { m: 'pen', attr: 'color' },
  ct1: { m: 'afon', attr: 'color' },
  loft44: { m: 'ng', attr: 'size' },
  'dlx-vm-pbw': { m: 'kes', attr: 'size' },
};
function variantSize(p, mk) {
  const s = p.s;
  if (p.k === 'section') return `${num(s.l / 1000)}m (${FT[s.l]}ft)`;
  if (p.k === 'roll') return `${s.t}mm`;
  if (p.k === 'vol') return `${num(s.L)}L`;
  throw new Error('no variant size for ' + p.key);
}

// ---------------------------------------------------------- ERP ABBREVS
const ABBREV = [
  ['PURE BRILLIANT WHITE', 'PBW'], ['GENERAL PURPOSE', 'GP'], ['TAPERED EDGE', 'TE'], ['SQUARE EDGE', 'SE'], ['MOISTURE RESISTANT', 'MR'],
  ['KILN DRIED', 'KD'], ['CHAMFERED & ROUNDED', 'CH&RD'], ['HALF ROUND', 'H/R'], ['SINGLE SOCKET', 'S/S'], ['READY TO USE', 'RTU'],
  ['ALL PURPOSE', 'AP'], ['GLASS MINERAL WOOL', 'GMW'], ['STONE WOOL', 'SW'], ['RAPID SETTING', 'RAPID SET'], ['DAMP PROOF MEMBRANE', 'DPM'],
  ['HIGH STRENGTH', 'HS'], ['SOLVENT WELD', 'S/W'], ['MULTI-PURPOSE', 'M/P'], ['SULFATE RESISTING', 'SR'], ['NATURAL HYDRAULIC', 'NAT HYD'],
  ['PLASTERBOARD', 'PLBD'], ['WALLBOARD', 'WB'], ['CEMENT', 'CEM'], ['UNTREATED', 'UNTR'], ['TREATED', 'TRTD'], ['REGULARISED', 'REG'],
  ['TIMBER', 'TMB'], ['INSULATION', 'INS'], ['BOARD', 'BRD'], ['SKIRTING', 'SKTG'], ['ARCHITRAVE', 'ARCH'], ['ENGINEERING', 'ENG'],
  ['PERFORATED', 'PERF'], ['CONCRETE', 'CONC'], ['MORTAR', 'MORT'], ['PLASTICISER', 'PLAST'], ['UNDERGROUND', 'U/G'], ['DOWNPIPE', 'D/PIPE'],
  ['GUTTER', 'GUTT'], ['BRACKET', 'BRKT'], ['STANDARD', 'STD'], ['SMOOTH', 'SMTH'], ['PRIMED', 'PRMD'], ['MEMBRANE', 'MEMB'],
  ['BREATHABLE', 'BRTH'], ['WEATHERPROOF', 'WPRF'], ['HYDRATED', 'HYD'], ['BUILDING', 'BLDG'], ['PLASTERING', 'PLSTG'], ['FINISHING', 'FIN'],
  ['UNDERCOAT', 'U/COAT'], ['JOINTING', 'JNT'], ['COMPOUND', 'CMPD'], ['FLOORING', 'FLR'], ['CHIPBOARD', 'CHIPBD'], ['PLYWOOD', 'PLY'],
  ['HARDWOOD', 'HWD'], ['SOFTWOOD', 'SWD'], ['REDWOOD', 'RWD'], ['WHITEWOOD', 'WWD'], ['CORRUGATED', 'CORR'], ['BITUMEN', 'BIT'],
  ['ROOFING', 'RFG'], ['INTERLOCKING', 'I/LOCK'], ['BLACK', 'BLK'], ['WHITE', 'WHT'], ['GREY', 'GRY'], ['BROWN', 'BRN'], ['GREEN', 'GRN'],
  ['SCREWS', 'SCRW'], ['PREMIUM', 'PREM'], ['SEALANT', 'SEAL'], ['ADHESIVE', 'ADH'], ['CONSTRUCTION', 'CONST'], ['EMULSION', 'EMUL'],
  ['GAUGE', 'G'], ['FACING', 'FCG'], ['COMMON', 'COMM'], ['FOUNDATION', 'FDN'], ['AIRCRETE', 'AIRCR'], ['LIGHTWEIGHT', 'LWT'],
  ['AGGREGATE', 'AGG'], ['SOLID', 'SLD'], ['HOLLOW', 'HLW'], ['DRAINAGE', 'DRN'], ['PLASTERERS', 'PLSTRS'], ['TROWEL', 'TRWL'],
  ['STUDWORK', 'STUD'], ['BATTEN', 'BATT'], ['SLEEPER', 'SLPR'], ['CHIPPINGS', 'CHIPS'], ['COTSWOLD', 'COTS'], ['SUB-BASE', 'SUB BASE'],
  ['REPAIR', 'REP'], ['SCREED', 'SCRD'], ['JOINT FILLER', 'JNT FILLER'], ['RENOVATING', 'RENOV'], ['ACOUSTIC', 'ACOUS'],
];
const ABBREV_RE = ABBREV.map(([k, v]) => [new RegExp('(^|[^A-Z0-9])' + k.replace(/[.*+?^${}()|[\]\\&\/]/g, '\\$&') + '(?=$|[^A-Z0-9])', 'g'), v]);
function abbrev(s) {
  let out = s;
  for (const [re, v] of ABBREV_RE) out = out.replace(re, (m0, pre) => pre + v);
  return out.replace(/\s+/g, ' ').trim();
}

// first sentence of a manufacturer blurb ("St. Astier" and "approx. 850kg" are not sentence ends)
function firstSentence(t) {
  const m = t.match(/^(.*?[a-z0-9)]{2}\.)\s+[A-Z]/);
  return m ? m[1] : t;
}

function maybeTypo(str, r, prob) {
  if (r() >= prob) return str;
  const words = str.split(' ');
  const idx = words.map((w, i) => (/^[A-Za-z]{6,}$/.test(w) ? i : -1)).filter((i) => i >= 0);
  if (!idx.length) return str;
  const wi = pick(r, idx);
  const w = words[wi];
  const i = 1 + Math.floor(r() * (w.length - 3));
  let nw;
  if (w[i] === w[i + 1]) nw = w.slice(0, i) + w.slice(i + 1);
  else nw = w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  words[wi] = nw;
  return words.join(' ');
}

// ---------------------------------------------------------- SPEC PAIRS
function specPairs(p) {
  const s = p.s;
  const out = [];
  switch (p.k) {
    case 'bag':
      out.push(['Weight', `${num(s.kg)}kg`]);
      out.push(['Packaging', s.tub ? 'Plastic tub' : s.pkg === 'plastic' ? 'Weatherproof plastic bag' : s.pkg === 'paper' ? 'Paper sack' : 'Bag']);
      break;
    case 'pallet':
      out.push(['Quantity', `${s.n} x ${s.kg}kg paper sacks (full pallet)`], ['Total weight', `${num((s.n * s.kg) / 1000)} tonnes`]);
      break;
    case 'loose':
      out.push(['Bag', s.bag === 'small' ? `${s.kg}kg bag` : s.bag === 'mini' ? `Mini bulk bag, approx. ${s.kg}kg` : `Bulk bag, approx. ${s.kg}kg (0.85 tonne)`]);
      break;
    case 'section':
      out.push(['Finished size', `${s.t} x ${s.w}mm`], ['Length', `${num(s.l / 1000)}m`]);
      break;
    case 'sheet':
      out.push(['Dimensions', `${s.l} x ${s.w}mm`]);
      if (s.t) out.push(['Thickness', `${num(s.t)}mm`]);
      break;
    case 'roll':
      out.push(['Thickness', `${s.t}mm`], ['Roll length', `${num(s.len)}m`], ['Roll width', `${s.w}mm`], ['Coverage per roll', `${num(s.area)}m²`]);
      break;
    case 'slabs':
      out.push(['Thickness', `${s.t}mm`], ['Slab size', `${s.l} x ${s.w}mm`], ['Slabs per pack', String(s.n)], ['Coverage per pack', `${num(s.area)}m²`]);
      break;
    case 'moulding':
      out.push(['Finished size', `${s.t} x ${s.h}mm`], ['Length', `${num(s.l / 1000)}m`]);
      break;
    case 'brick':
      out.push(['Size', '215 x 102.5 x 65mm']);
      out.push(['Sold as', p.pack ? `Full pack of ${p.pack} bricks` : 'Single brick (price each)']);
      break;
    case 'block':
      out.push(['Size', `440 x 215 x ${s.t}mm`], ['Compressive strength', `${num(s.n)}N/mm²`], ['Sold as', 'Single block (price each)']);
      break;
    case 'tile':
      out.push(['Sold as', 'Single tile (price each)']);
      break;
    case 'lead':
      out.push(['Width', `${s.w}mm`], ['Length', `${num(s.lm)}m`]);
      break;
    case 'membrane':
      out.push(['Roll size', `${num(s.w)}m x ${num(s.l)}m`]);
      break;
    case 'pipe':
      out.push(['Diameter', `${s.d}mm`], ['Length', `${num(s.lm)}m`]);
      break;
    case 'fitting':
      out.push(['Size', `${s.d}mm`]);
      if (s.ang) out.push(['Angle', `${num(s.ang)}°`]);
      break;
    case 'vol':
      out.push(['Volume', `${num(s.L)} litre${s.L === 1 ? '' : 's'}`]);
      break;
    case 'cart':
      out.push(['Size', s.g ? `${s.g}g cartridge` : `${s.ml}ml cartridge`]);
      break;
    case 'screw':
      out.push(['Size', `${d1(s.d)} x ${s.l}mm`], ['Quantity', `Box of ${p.pack}`]);
      break;
    case 'tool':
      out.push(['Blade size', `${s.in}" (${s.mm}mm)`]);
      break;
    case 'lenm':
      out.push(['Length', `${num(s.lm)}m`]);
      break;
  }
  for (const e of p.extra) out.push(e);
  if (p.colour) out.push(['Colour', p.colour]);
  if (p.pack && !['brick', 'screw'].includes(p.k)) out.push(['Pack quantity', `${p.pack}`]);
  return out;
}

// ------------------------------------------------------------ MERCHANTS
const nm = (p, mk) => (p.names[mk] !== undefined ? p.names[mk] : p.name);
const nfx = (p, mk) => (p.nfs[mk] !== undefined ? p.nfs[mk] : p.nf);

function szStd(p) {
  // Harcourt & Pryce style: metric, spaced "x"
  const s = p.s;
  switch (p.k) {
    case 'bag': return `${num(s.kg)}kg` + (s.tub ? ' Tub' : s.pkg === 'plastic' ? ' Plastic Bag' : '');
    case 'pallet': return `${s.kg}kg - Full Pallet (${s.n} Bags)`;
    case 'loose': return s.bag === 'small' ? `${s.kg}kg Bag` : s.bag === 'mini' ? 'Mini Bag' : 'Bulk Bag';
    case 'section': return `${s.t} x ${s.w}mm x ${num(s.l / 1000)}m`;
    case 'sheet': return s.t ? `${s.l} x ${s.w} x ${num(s.t)}mm` : `${s.l} x ${s.w}mm`;
    case 'roll': return `${s.t}mm x ${s.w}mm x ${num(s.len)}m (${num(s.area)}m²)`;
    case 'slabs': return `${s.t}mm ${s.l} x ${s.w}mm (${s.n} Slabs, ${num(s.area)}m²)`;
    case 'moulding': return `${s.t} x ${s.h}mm x ${num(s.l / 1000)}m`;
    case 'brick': return `${s.h}mm`;
    case 'block': return `440 x 215 x ${s.t}mm ${num(s.n)}N`;
    case 'tile': return '';
    case 'lead': return `${s.w}mm x ${num(s.lm)}m`;
    case 'membrane': return `${num(s.w)}m x ${num(s.l)}m`;
    case 'pipe': return `${s.d}mm x ${num(s.lm)}m`;
    case 'fitting': return s.ang ? `${s.d}mm ${num(s.ang)}°` : `${s.d}mm`;
    case 'vol': return `${num(s.L)}L`;
    case 'cart': return s.g ? `${s.g}g` : `${s.ml}ml`;
    case 'screw': return `${d1(s.d)} x ${s.l}mm`;
    case 'tool': return `${s.in}in (${s.mm}mm)`;
    case 'lenm': return `${num(s.lm)}m`;
  }
  throw new Error('kind ' + p.k);
}

const M = {};

// 1. Harcourt & Pryce — national chain, XML, brand-first metric titles
M.hp = {
  slug: 'harcourt-pryce', name: 'Harcourt & Pryce Builders Merchants', format: 'xml', file: 'harcourt-pryce.xml', type: 'National chain (220+ branches)',
  mult: 1.06, round: '99', saleRate: 0.08, gtinRate: 0.5, mpnRate: 0.6, avail: [['in_stock', 88], ['out_of_stock', 6], ['backorder', 4], ['preorder', 2]],
  title(p, omit) {
    const sz = omit === 'size' ? '' : szStd(p);
    const col = omit === 'color' ? '' : p.colour;
    const pk = p.pack ? (p.k === 'screw' ? `(Box of ${p.pack})` : `- Pack of ${p.pack}`) : '';
    return W(brandRange(p), nm(p, 'hp'), sz, col, pk);
  },
  brandCol(p) { return p.brand || 'Harcourt & Pryce'; },
  mpnFmt: (m) => m,
  gtinFmt: (g) => g,
  ptype: {
    cement: 'Building Materials > Cement, Sand & Aggregates > Cement & Lime', 'concrete-mortar': 'Building Materials > Cement, Sand & Aggregates > Ready Mixed Concrete & Mortar',
    sand: 'Building Materials > Cement, Sand & Aggregates > Sand', aggregates: 'Building Materials > Cement, Sand & Aggregates > Gravel & Aggregates',
    timber: 'Timber & Joinery > Carcassing & Treated Timber', 'sheet-materials': 'Timber & Joinery > Sheet Materials', plasterboard: 'Drylining & Plastering > Plasterboard',
    plaster: 'Drylining & Plastering > Plaster & Jointing', bricks: 'Building Materials > Bricks', blocks: 'Building Materials > Blocks', 'skirting-architrave': 'Timber & Joinery > Mouldings > Skirting & Architrave',
    insulation: 'Insulation', roofing: 'Roofing', drainage: 'Drainage & Rainwater', other: 'Sundries & Tools',
  },
  desc(p, t) {
    const pairs = specPairs(p).map(([k, v]) => `${k}: ${v}`).join('; ');
    return `${t}. ${p.facts} Specification - ${pairs}.`;
  },
};

// 2. Trentside — ERP upper-case exporter, TSV
function szTR(p) {
  const s = p.s;
  switch (p.k) {
    case 'bag': return `${num(s.kg)}KG` + (s.tub ? ' TUB' : s.pkg === 'plastic' ? ' PLASTIC' : s.pkg === 'paper' ? ' PAPER' : '');
    case 'pallet': return `${s.kg}KG PAPER PALLET X${s.n}`;
    case 'loose': return s.bag === 'small' ? `${s.kg}KG BAG` : s.bag === 'mini' ? `MINI BAG ${s.kg}KG` : 'BULK BAG';
    case 'section': return `${s.t}X${s.w} ${d1(s.l / 1000)}M`;
    case 'sheet': return s.t ? `${num(s.t)}X${s.w}X${s.l}MM` : `${s.l}X${s.w}MM`;
    case 'roll': return `${s.t}MM ${num(s.len)}M`;
    case 'slabs': return `${s.t}MM ${s.l}X${s.w} PK${s.n}`;
    case 'moulding': return `${s.t}X${s.h}X${s.l}MM`;
    case 'brick': return `${s.h}MM`;
    case 'block': return `${s.t}MM ${num(s.n)}N`;
    case 'tile': return '';
    case 'lead': return `${s.w}MMX${num(s.lm)}M`;
    case 'membrane': return `${num(s.w)}X${num(s.l)}M`;
    case 'pipe': return `${s.d}MMX${num(s.lm)}M`;
    case 'fitting': return s.ang ? `${s.d}MM ${num(s.ang)}DEG` : `${s.d}MM`;
    case 'vol': return `${num(s.L)}LTR`;
    case 'cart': return s.g ? `${s.g}G` : `${s.ml}ML`;
    case 'screw': return `${d1(s.d)}X${s.l}`;
    case 'tool': return `${s.in}IN`;
    case 'lenm': return `${num(s.lm)}M`;
  }
}
const TR_PREFIX = { cement: 'CEM', 'concrete-mortar': 'MIX', sand: 'SND', aggregates: 'AGG', timber: 'TMB', 'sheet-materials': 'SHT', plasterboard: 'PLB', plaster: 'PLS', bricks: 'BRK', blocks: 'BLK', 'skirting-architrave': 'MLD', insulation: 'INS', roofing: 'RFG', drainage: 'DRN', other: 'SUN' };
M.tr = {
  slug: 'trentside-supply', name: 'Trentside Builders Supply Ltd', format: 'tsv', file: 'trentside-supply.tsv', type: 'Trade merchant, raw ERP export (upper case, abbreviations)',
  mult: 0.97, round: 'pennies', saleRate: 0, gtinRate: 0.3, mpnRate: 0.75, avail: [['in_stock', 78], ['out_of_stock', 8], ['backorder', 12], ['preorder', 2]],
  columns: ['id', 'title', 'description', 'price', 'availability', 'link', 'brand', 'mpn', 'gtin', 'product_type'],
  title(p, omit) {
    const sz = omit === 'size' ? '' : szTR(p);
    const col = omit === 'color' ? '' : p.colour;
    const pk = p.pack ? (p.k === 'screw' ? `BX${p.pack}` : p.k === 'brick' ? `PACK ${p.pack}` : `PK${p.pack}`) : '';
    return abbrev(W(p.erp ?? W(nfx(p, 'tr'), p.short), sz, col, pk).toUpperCase());
  },
  brandCol(p) { return p.brand ? (p.parent || p.brand).toUpperCase() : ''; },
  mpnFmt: (m) => m.replace(/[^A-Za-z0-9]/g, '').toUpperCase(),
  gtinFmt: (g) => '0' + g,
  ptype: { cement: 'HB-CEM', 'concrete-mortar': 'HB-MIX', sand: 'HB-AGG-SAND', aggregates: 'HB-AGG', timber: 'TMB-CARC', 'sheet-materials': 'TMB-SHEET', plasterboard: 'DRY-PLB', plaster: 'DRY-PLS', bricks: 'HB-BRICK', blocks: 'HB-BLOCK', 'skirting-architrave': 'TMB-MLD', insulation: 'INS', roofing: 'RFG', drainage: 'PLM-DRN', other: 'SUNDRY' },
  desc(p, t) {
    const pairs = specPairs(p).map(([k, v]) => `${k}=${v}`).join(' | ').toUpperCase();
    const uom = p.k === 'pallet' ? 'PAL' : p.pack ? (p.k === 'screw' ? 'BOX' : 'PACK') : 'EA';
    return `${t} | ${pairs} | UOM=${uom}`;
  },
};

// 3. BrickBox Direct — discount online shop, CSV, SEO tails, typos
function szBB(p) {
  const s = p.s;
  switch (p.k) {
    case 'bag': return `${num(s.kg)}kg` + (s.tub ? ' Tub' : s.pkg === 'plastic' ? ' Weatherproof Plastic Bag' : '');
    case 'pallet': return `${s.kg}kg x ${s.n} Bags (Full Pallet)`;
    case 'loose': return s.bag === 'small' ? `${s.kg}kg Bag` : s.bag === 'mini' ? 'Mini Bulk Bag' : 'Jumbo Bag';
    case 'section': return `${s.t}mm x ${s.w}mm x ${num(s.l / 1000)}m`;
    case 'sheet': return s.t ? `${s.l}mm x ${s.w}mm x ${num(s.t)}mm` : `${s.l}mm x ${s.w}mm`;
    case 'roll': return `${s.t}mm x ${num(s.len)}m Roll`;
    case 'slabs': return `${s.t}mm - ${s.n} Slabs (${num(s.area)}m2)`;
    case 'moulding': return `${s.h}mm x ${s.t}mm x ${s.l}mm`;
    case 'brick': return `${s.h}mm`;
    case 'block': return `${s.t}mm ${num(s.n)}N`;
    case 'tile': return '';
    case 'lead': return `${s.w}mm x ${num(s.lm)}m Roll`;
    case 'membrane': return `${num(s.w)}m x ${num(s.l)}m`;
    case 'pipe': return `${s.d}mm x ${num(s.lm)}m`;
    case 'fitting': return s.ang ? `${s.d}mm ${num(s.ang)} Degree` : `${s.d}mm`;
    case 'vol': return `${num(s.L)} Litre`;
    case 'cart': return s.g ? `${s.g}g` : `${s.ml}ml`;
    case 'screw': return `${d1(s.d)}x${s.l}mm`;
    case 'tool': return `${s.in}"`;
    case 'lenm': return `${num(s.lm)}m`;
  }
}
const BB_CAT = { cement: 'Cement', 'concrete-mortar': 'Concrete & Mortar Mixes', sand: 'Building Sand & Sharp Sand', aggregates: 'Gravel & Aggregates', timber: 'Timber', 'sheet-materials': 'Sheet Materials',
  plasterboard: 'Plasterboard', plaster: 'Plaster & Plastering', bricks: 'Bricks', blocks: 'Building Blocks', 'skirting-architrave': 'Skirting & Architrave', insulation: 'Insulation',
  roofing: 'Roofing', drainage: 'Guttering & Drainage', other: 'Building Sundries' };
const BB_SEO = ['Cheap Building Supplies UK', 'Trade Prices Online', 'Next Day Delivery', 'Best Price Guaranteed', 'Free UK Delivery Over £150', 'BrickBox Direct'];
M.bb = {
  slug: 'brickbox-direct', name: 'BrickBox Direct', format: 'csv', file: 'brickbox-direct.csv', eol: '\r\n', type: 'Discount online-only shop',
  mult: 0.91, round: 'bb', saleRate: 0.35, gtinRate: 0.35, mpnRate: 0.2, avail: [['in_stock', 80], ['out_of_stock', 12], ['backorder', 3], ['preorder', 5]],
  columns: ['id', 'title', 'description', 'link', 'price', 'sale_price', 'availability', 'brand', 'gtin', 'mpn', 'product_type', 'item_group_id', 'color'],
  title(p, omit, r) {
    const sz = omit === 'size' ? '' : szBB(p);
    const col = omit === 'color' ? '' : p.colour;
    let pk = '';
    if (p.pack) pk = p.k === 'screw' ? `Box of ${p.pack}` : pick(r, [`x${p.pack}`, `(Pack of ${p.pack})`, `${p.pack} Pack`]);
    const core = maybeTypo(W(brandRange(p), nm(p, 'bb'), sz, col, pk), r, 0.035);
    let t = `${core} | ${BB_CAT[p.cat]} | ${pick(r, BB_SEO)}`;
    if (t.length > 150) t = `${core} | ${BB_CAT[p.cat]}`;
    if (t.length > 150) t = core;
    return { title: t, plain: core };
  },
  brandCol(p, r) { return p.brand && r() < 0.7 ? p.brand : ''; },
  mpnFmt: (m) => m.toLowerCase(),
  gtinFmt: (g, r) => (r() < 0.5 ? `${g[0]} ${g.slice(1, 7)} ${g.slice(7)}` : g),
  ptype: { cement: 'Building Supplies > Cement', 'concrete-mortar': 'Building Supplies > Concrete & Mortar', sand: 'Building Supplies > Sand', aggregates: 'Landscaping > Gravel & Aggregates', timber: 'Timber', 'sheet-materials': 'Timber > Sheet Materials',
    plasterboard: 'Building Supplies > Plasterboard', plaster: 'Building Supplies > Plaster', bricks: 'Building Supplies > Bricks', blocks: 'Building Supplies > Blocks', 'skirting-architrave': 'Timber > Mouldings', insulation: 'Insulation', roofing: 'Roofing', drainage: 'Plumbing & Drainage', other: 'Sundries' },
  desc(p, t) {
    const pairs = specPairs(p).map(([k, v]) => `${k}: ${v}`).join(', ');
    return `${t} at discount trade prices from BrickBox Direct. ${firstSentence(p.facts)} Product details: ${pairs}. Order online 24/7 - free UK mainland delivery on orders over £150, no trade account needed.`;
  },
};

// 4. Oakhurst — timber specialist, CSV, imperial-first timber, multi-line descriptions
M.oak = {
  slug: 'oakhurst-timber', name: 'Oakhurst Timber & Sheet Materials', format: 'csv', file: 'oakhurst-timber.csv', eol: '\n', type: 'Timber & sheet materials specialist',
  mult: 0.97, round: 'oak', saleRate: 0, gtinRate: 0.2, mpnRate: 0.3, avail: [['in_stock', 90], ['out_of_stock', 5], ['backorder', 5]],
  columns: ['id', 'item_group_id', 'title', 'description', 'product_type', 'brand', 'material', 'size', 'color', 'price', 'availability', 'link', 'mpn', 'gtin'],
  title(p, omit) {
    const s = p.s;
    const col = omit === 'color' ? '' : p.colour;
    if (p.k === 'section') {
      const len = omit === 'size' ? '' : `- ${FT[s.l]}ft / ${num(s.l / 1000)}m`;
      return W(`${s.imp} (${s.t} x ${s.w}mm)`, nm(p, 'oak'), len);
    }
    if (p.k === 'sheet') {
      const dims = s.l >= 2400 && s.w >= 1200 ? `8ft x 4ft (${s.l} x ${s.w}mm)` : `${s.l} x ${s.w}mm`;
      return W(p.short, nm(p, 'oak'), s.t ? `${num(s.t)}mm -` : '-', dims, col);
    }
    if (p.k === 'moulding') return W(nm(p, 'oak'), `${s.t} x ${s.h}mm - ${num(s.l / 1000)}m`, p.pack ? `(Pack of ${p.pack})` : '');
    return W(brandRange(p), nm(p, 'oak'), omit === 'size' ? '' : szStd(p), col, p.pack ? (p.k === 'screw' ? `(Box of ${p.pack})` : `(Pack of ${p.pack})`) : '');
  },
  brandCol(p) { return p.brand || (['timber', 'sheet-materials', 'skirting-architrave'].includes(p.cat) ? 'Oakhurst' : ''); },
  mpnFmt: (m) => m,
  gtinFmt: (g) => g,
  ptype: { timber: 'Timber > Carcassing & Studwork', 'sheet-materials': 'Sheet Materials', 'skirting-architrave': 'Mouldings > Skirting & Architrave', insulation: 'Insulation', roofing: 'Roofing & Cladding', other: 'Fixings, Adhesives & Tools' },
  desc(p, t) {
    const pairs = specPairs(p).map(([k, v]) => `${k}: ${v}`).join('\n');
    const tail = ['timber', 'sheet-materials', 'skirting-architrave'].includes(p.cat) ? '\nStored under cover in our racking. Cutting service available - ask at the counter.' : '';
    return `${p.facts}\n${pairs}${tail}`;
  },
};

// 5. J. Penhallow & Sons — regional family merchant (Cornwall), XML with plain <title>, product-first
function szPEN(p) {
  const s = p.s;
  switch (p.k) {
    case 'bag': return `${num(s.kg)}kg` + (s.tub ? ' Tub' : s.pkg === 'plastic' ? ' (Plastic Bag)' : '');
    case 'pallet': return `${s.kg}kg (Pallet of ${s.n})`;
    case 'loose': return s.bag === 'small' ? `Small Bag ${s.kg}kg` : s.bag === 'mini' ? `Mini Bag approx ${s.kg}kg` : 'Tonne Bag';
    case 'section': return `${s.t}mm x ${s.w}mm ${num(s.l / 1000)}m`;
    case 'sheet': return s.t ? `${num(s.t)}mm ${num(s.l / 1000)}m x ${num(s.w / 1000)}m` : `${num(s.l / 1000)}m x ${num(s.w / 1000)}m`;
    case 'roll': return `${s.t}mm (${num(s.area)}m2)`;
    case 'slabs': return `${s.t}mm Pack ${num(s.area)}m2`;
    case 'moulding': return `${s.t} x ${s.h}mm ${num(s.l / 1000)}m`;
    case 'brick': return `${s.h}mm`;
    case 'block': return `${s.t}mm ${num(s.n)}N`;
    case 'tile': return '';
    case 'lead': return `${s.w}mm x ${num(s.lm)}m`;
    case 'membrane': return `${num(s.w)}m x ${num(s.l)}m`;
    case 'pipe': return `${s.d}mm ${num(s.lm)}m`;
    case 'fitting': return s.ang ? `${s.d}mm ${num(s.ang)}°` : `${s.d}mm`;
    case 'vol': return `${num(s.L)} Litre`;
    case 'cart': return s.g ? `${s.g}g` : `${s.ml}ml`;
    case 'screw': return `${d1(s.d)} x ${s.l}mm`;
    case 'tool': return `${s.in}"`;
    case 'lenm': return `${num(s.lm)}m`;
  }
}
M.pen = {
  slug: 'penhallow-sons', name: 'J. Penhallow & Sons', format: 'xml', file: 'penhallow-sons.xml', plainTitle: true, type: 'Regional family merchant (Truro, est. 1919)',
  mult: 1.03, round: 'pen', saleRate: 0, gtinRate: 0.1, mpnRate: 0.12, avail: [['in_stock', 85], ['out_of_stock', 10], ['backorder', 5]],
  title(p, omit, r) {
    const sz = omit === 'size' ? '' : szPEN(p);
    const col = omit === 'color' ? '' : p.colour;
    const pk = p.pack ? (p.k === 'screw' ? `(Box ${p.pack})` : `(${p.pack})`) : '';
    const body = maybeTypo(W(nfx(p, 'pen'), sz, col, pk), r, 0.03);
    return p.brand ? `${body} - ${p.short}` : body;
  },
  brandCol(p, r) { return p.brand && r() < 0.5 ? p.brand : ''; },
  mpnFmt: (m) => m.replace('-', ' '),
  gtinFmt: (g) => g,
  ptype: { cement: 'Heavy Building > Cement & Lime', 'concrete-mortar': 'Heavy Building > Ready Mixes', sand: 'Heavy Building > Sand', aggregates: 'Heavy Building > Stone & Gravel', timber: 'Timber', 'sheet-materials': 'Timber > Boards',
    plasterboard: 'Plastering > Boards', plaster: 'Plastering > Plasters', bricks: 'Heavy Building > Bricks', blocks: 'Heavy Building > Blocks', 'skirting-architrave': 'Timber > Mouldings', insulation: 'Insulation', roofing: 'Roofing', drainage: 'Drainage & Guttering', other: 'Sundries' },
  desc(p) {
    const pairs = specPairs(p).map(([k, v]) => `${k} - ${v}.`).join(' ');
    return `${p.facts} ${pairs} Collect from our Truro yard or we can deliver on our own lorries anywhere in Cornwall.`;
  },
};

// 6. Northgate — size-first titles, TSV
function ngParts(p) {
  const s = p.s;
  switch (p.k) {
    case 'bag': return [`${num(s.kg)}kg`, s.tub ? 'Tub' : s.pkg === 'plastic' ? 'Plastic Bag' : ''];
    case 'pallet': return [`${s.n} x ${s.kg}kg`, '(Full Pallet)'];
    case 'loose': return s.bag === 'small' ? [`${s.kg}kg`, 'Bag'] : s.bag === 'mini' ? [`${s.kg}kg Mini Bag`, ''] : [`${s.kg}kg Bulk Bag`, ''];
    case 'section': return [`${s.t}x${s.w}mm ${num(s.l / 1000)}m`, ''];
    case 'sheet': return s.t ? [`${num(s.t)}mm`, `${s.l}x${s.w}mm`] : [`${s.l}x${s.w}mm`, ''];
    case 'roll': return [`${s.t}mm`, `(${num(s.len)}m x ${s.w}mm)`];
    case 'slabs': return [`${s.t}mm`, `${s.l}x${s.w}mm (${s.n} per pack)`];
    case 'moulding': return [`${s.t}x${s.h}mm ${num(s.l / 1000)}m`, ''];
    case 'brick': return [`${s.h}mm`, ''];
    case 'block': return [`${s.t}mm`, `${num(s.n)}N 440x215`];
    case 'tile': return ['', ''];
    case 'lead': return [`${s.w}mm x ${num(s.lm)}m`, ''];
    case 'membrane': return [`${num(s.w)}m x ${num(s.l)}m`, ''];
    case 'pipe': return [`${s.d}mm x ${num(s.lm)}m`, ''];
    case 'fitting': return [`${s.d}mm`, s.ang ? `${num(s.ang)}°` : ''];
    case 'vol': return [`${num(s.L)}L`, ''];
    case 'cart': return [s.g ? `${s.g}g` : `${s.ml}ml`, ''];
    case 'screw': return [`${d1(s.d)}x${s.l}mm`, ''];
    case 'tool': return [`${s.in}in`, ''];
    case 'lenm': return [`${num(s.lm)}m`, ''];
  }
}
M.ng = {
  slug: 'northgate-building-supplies', name: 'Northgate Building Supplies', format: 'tsv', file: 'northgate-building-supplies.tsv', type: 'Independent multi-branch merchant (Yorkshire)',
  mult: 1.0, round: '99', saleRate: 0.05, gtinRate: 0.35, mpnRate: 0.4, avail: [['in_stock', 86], ['out_of_stock', 9], ['backorder', 5]],
  columns: ['id', 'title', 'description', 'link', 'price', 'sale_price', 'availability', 'brand', 'gtin', 'mpn', 'product_type', 'item_group_id', 'size', 'color'],
  title(p, omit) {
    const [pre, suf] = omit === 'size' ? ['', ''] : ngParts(p);
    const col = omit === 'color' ? '' : p.colour;
    const pk = p.pack ? (p.k === 'screw' ? `(${p.pack})` : `(${p.pack} Pack)`) : '';
    return W(pre, p.short, nm(p, 'ng'), col, suf, pk);
  },
  brandCol(p) { return p.brand || ''; },
  mpnFmt: (m) => m,
  gtinFmt: (g) => g,
  ptype: { cement: 'Cement & Lime', 'concrete-mortar': 'Concrete & Mortar', sand: 'Sand', aggregates: 'Aggregates', timber: 'Timber', 'sheet-materials': 'Sheet Materials', plasterboard: 'Plasterboard', plaster: 'Plaster',
    bricks: 'Bricks', blocks: 'Blocks', 'skirting-architrave': 'Mouldings', insulation: 'Insulation', roofing: 'Roofing', drainage: 'Drainage', other: 'Sundries' },
  desc(p) {
    const pairs = specPairs(p).map(([k, v]) => `${k}: ${v}`).join(' | ');
    return hash32('ng-desc|' + p.key) % 10 < 6 ? `${pairs} -- ${p.facts}` : pairs;
  },
};

// 7. Dunmore — landscape & builders yard, CSV, bag words
function szDUN(p) {
  const s = p.s;
  switch (p.k) {
    case 'bag': return `${num(s.kg)}kg` + (s.tub ? ' Tub' : s.pkg === 'plastic' ? ' Plastic Bag' : '');
    case 'pallet': return `${s.kg}kg - Full Pallet of ${s.n}`;
    case 'block': return `${s.t}mm ${num(s.n)}N (440x215)`;
    case 'fitting': return s.ang ? `${s.d}mm ${num(s.ang)} deg` : `${s.d}mm`;
    case 'tool': return `${s.in}"`;
    default: return szStd(p);
  }
}
M.dun = {
  slug: 'dunmore-yard', name: 'Dunmore Landscape & Builders Yard', format: 'csv', file: 'dunmore-yard.csv', eol: '\n', type: 'Aggregates / landscaping builders yard',
  mult: 0.96, round: 'dun', saleRate: 0, gtinRate: 0.1, mpnRate: 0, avail: [['in_stock', 90], ['out_of_stock', 8], ['preorder', 2]],
  columns: ['id', 'title', 'description', 'price', 'availability', 'link', 'brand', 'gtin', 'product_type'],
  title(p, omit) {
    const s = p.s;
    if (p.k === 'loose') {
      const bw = s.bag === 'small' ? `Handy Bag (${s.kg}kg)` : s.bag === 'mini' ? `Mini Bag (approx ${s.kg}kg)` : 'Dumpy Bag';
      return `${nm(p, 'dun')} - ${bw}`;
    }
    const col = omit === 'color' ? '' : p.colour;
    const pk = p.pack ? (p.k === 'brick' ? `- Pack of ${p.pack}` : p.k === 'screw' ? `(Box of ${p.pack})` : `x ${p.pack}`) : '';
    const each = p.each && ['bricks', 'blocks'].includes(p.cat) ? '- each' : '';
    return W(brandRange(p), nm(p, 'dun'), omit === 'size' ? '' : szDUN(p), col, pk, each);
  },
  brandCol(p) { return p.brand || 'Dunmore'; },
  mpnFmt: (m) => m,
  gtinFmt: (g) => g,
  ptype: { cement: 'Cement', 'concrete-mortar': 'Cement', sand: 'Sand', aggregates: 'Aggregates & Decorative Stone', bricks: 'Bricks & Blocks', blocks: 'Bricks & Blocks', drainage: 'Drainage', other: 'Yard Sundries' },
  desc(p) {
    const pairs = specPairs(p).map(([k, v]) => `${k}: ${v}`).join('. ');
    const del = p.k === 'loose' && p.s.bag !== 'small' ? ' Delivered by our own HIAB crane lorries - please make sure there is clear access and a hard standing.' : '';
    return `${p.facts} ${pairs}.${del}`;
  },
};

// 8. Kestrel Trade Direct — online trade shop, XML, comma-separated attributes
function szKES(p) {
  const s = p.s;
  switch (p.k) {
    case 'bag': return `${num(s.kg)}kg` + (s.tub ? ' tub' : s.pkg === 'plastic' ? ' plastic bag' : '');
    case 'loose': return `${s.kg}kg bag`;
    case 'section': return `${s.t}mm x ${s.w}mm, ${num(s.l / 1000)} metre`;
    case 'sheet':
      if (p.cat === 'sheet-materials' && s.l >= 2400 && s.w >= 1200) return `${num(s.t)}mm, 8' x 4' (${s.l} x ${s.w}mm)`;
      return s.t ? `${num(s.t)}mm x ${num(s.w / 1000)}m x ${num(s.l / 1000)}m` : `${s.l} x ${s.w}mm`;
    case 'roll': return `${s.t}mm x ${num(s.len)}m`;
    case 'slabs': return `${s.t}mm, ${s.n} slabs per pack`;
    case 'moulding': return `${s.t}mm x ${s.h}mm, ${num(s.l / 1000)} metre`;
    case 'brick': return `${s.h}mm`;
    case 'block': return `${s.t}mm ${num(s.n)}N`;
    case 'tile': return '';
    case 'lead': return `${s.w}mm x ${num(s.lm)}m`;
    case 'membrane': return `${num(s.w)}m x ${num(s.l)}m`;
    case 'pipe': return `${s.d}mm x ${num(s.lm)}m`;
    case 'fitting': return s.ang ? `${s.d}mm, ${num(s.ang)} degree` : `${s.d}mm`;
    case 'vol': return `${num(s.L)} litre`;
    case 'cart': return s.g ? `${s.g}g` : `${s.ml}ml`;
    case 'screw': return `${d1(s.d)} x ${s.l}mm`;
    case 'tool': return `${s.in} inch`;
    case 'lenm': return `${num(s.lm)}m`;
    case 'pallet': return `${s.n} x ${s.kg}kg`;
  }
}
M.kes = {
  slug: 'kestrel-trade', name: 'Kestrel Trade Direct', format: 'xml', file: 'kestrel-trade.xml', type: 'Online trade supplier (courier delivery)',
  mult: 1.04, round: 'kes', saleRate: 0.1, gtinRate: 0.45, mpnRate: 0.5, avail: [['in_stock', 82], ['out_of_stock', 8], ['backorder', 6], ['preorder', 4]],
  title(p, omit) {
    const sz = omit === 'size' ? '' : szKES(p);
    const col = omit === 'color' ? '' : p.colour;
    const pk = p.pack ? (p.k === 'screw' ? `box of ${p.pack}` : `${p.pack} pack`) : '';
    return [W(brandRange(p), nm(p, 'kes')), sz, col, pk].filter((x) => x && x.trim()).join(', ');
  },
  brandCol(p) { return p.brand || ''; },
  mpnFmt: (m) => m.replace(/[^A-Za-z0-9]/g, '').toLowerCase(),
  gtinFmt: (g, r) => (r() < 0.3 ? '0' + g : g),
  ptype: { cement: 'Building Materials > Cement', 'concrete-mortar': 'Building Materials > Concrete & Mortar', sand: 'Building Materials > Sand', aggregates: 'Building Materials > Aggregates', timber: 'Timber > Carcassing',
    'sheet-materials': 'Timber > Sheet Materials', plasterboard: 'Drylining > Plasterboard', plaster: 'Drylining > Plaster & Fillers', 'skirting-architrave': 'Timber > Mouldings', insulation: 'Insulation',
    roofing: 'Roofing', drainage: 'Drainage & Rainwater', other: 'Sundries' },
  desc(p) {
    return `${p.facts}\n` + specPairs(p).map(([k, v]) => `• ${k}: ${v}`).join('\n');
  },
};

// 9. Afon — regional merchant (West Wales), TSV, category-first titles, distributor in brand col
function szAFON(p) {
  const s = p.s;
  switch (p.k) {
    case 'bag': return s.tub ? `${num(s.kg)}kg Tub` : `${num(s.kg)}kg Bag` + (s.pkg === 'plastic' ? ' (Plastic)' : '');
    case 'pallet': return `${s.kg}kg Pallet x${s.n}`;
    case 'loose': return s.bag === 'small' ? `${s.kg}kg Bag` : s.bag === 'mini' ? 'Mini Bag' : 'Bulk Bag';
    case 'section': return `${s.t}x${s.w} x ${s.l}mm`;
    case 'sheet': return s.t ? `${num(s.t)}mm ${num(s.l / 1000)} x ${num(s.w / 1000)}m` : `${s.l} x ${s.w}mm`;
    case 'roll': return `${s.t}mm ${num(s.area)}m2 Roll`;
    case 'slabs': return `${s.t}mm ${s.l}x${s.w} (${num(s.area)}m2 pack)`;
    case 'moulding': return `${s.t}x${s.h} x ${s.l}mm`;
    case 'brick': return `${s.h}mm`;
    case 'block': return `${s.t}mm ${num(s.n)}N`;
    case 'tile': return '';
    case 'lead': return `${s.w}mm x ${num(s.lm)}m`;
    case 'membrane': return `${num(s.w)}m x ${num(s.l)}m`;
    case 'pipe': return `${s.d}mm x ${num(s.lm)}m`;
    case 'fitting': return s.ang ? `${s.d}mm x ${num(s.ang)}deg` : `${s.d}mm`;
    case 'vol': return `${num(s.L)}Ltr`;
    case 'cart': return s.g ? `${s.g}g` : `${s.ml}ml`;
    case 'screw': return `${d1(s.d)}x${s.l}mm`;
    case 'tool': return `${s.in}"`;
    case 'lenm': return `${num(s.lm)}m`;
  }
}
const AFON_CAT = { cement: 'Cement', 'concrete-mortar': 'Concrete & Mortar', sand: 'Sand', aggregates: 'Aggregates', timber: 'Timber', 'sheet-materials': 'Sheet Material', plasterboard: 'Plasterboard',
  plaster: 'Plaster', bricks: 'Bricks', blocks: 'Blocks', 'skirting-architrave': 'Mouldings', insulation: 'Insulation', roofing: 'Roofing', drainage: 'Drainage', other: 'Sundries' };
const AFON_DIST = { plasterboard: 'CCF', plaster: 'CCF', insulation: 'SIG' };
M.afon = {
  slug: 'afon-builders', name: 'Afon Builders Merchants', format: 'tsv', file: 'afon-builders.tsv', type: 'Regional merchant (Carmarthenshire), category-first titles',
  mult: 1.0, round: 'pennies', saleRate: 0, gtinRate: 0.2, mpnRate: 0.3, avail: [['in_stock', 84], ['out_of_stock', 10], ['backorder', 6]],
  columns: ['id', 'title', 'price', 'availability', 'link', 'brand', 'mpn', 'gtin', 'item_group_id', 'color', 'description', 'product_type'],
  title(p, omit) {
    const sz = omit === 'size' ? '' : szAFON(p);
    const col = omit === 'color' ? '' : p.colour;
    const pk = p.pack ? (p.k === 'screw' ? `Box of ${p.pack}` : `Pk of ${p.pack}`) : '';
    const cw = p.cat === 'drainage' && /Gutter|Downpipe/.test(p.name) ? 'Rainwater' : AFON_CAT[p.cat];
    return `${cw} - ${W(brandRange(p), nm(p, 'afon'), sz, col, pk)}`;
  },
  brandCol(p) { return AFON_DIST[p.cat] && p.brand ? AFON_DIST[p.cat] : p.brand || ''; },
  mpnFmt: (m) => m.replace('-', '/'),
  gtinFmt: (g) => g,
  ptype: { cement: 'CEMENT & LIME', 'concrete-mortar': 'CEMENT & LIME', sand: 'SAND & AGGREGATES', aggregates: 'SAND & AGGREGATES', timber: 'TIMBER', 'sheet-materials': 'SHEET MATERIALS', plasterboard: 'DRYLINING',
    plaster: 'DRYLINING', bricks: 'BRICKS & BLOCKS', blocks: 'BRICKS & BLOCKS', 'skirting-architrave': 'JOINERY', insulation: 'INSULATION', roofing: 'ROOFING', drainage: 'DRAINAGE', other: 'GENERAL SUNDRIES' },
  desc(p) {
    const pairs = specPairs(p).map(([k, v]) => `${k}: ${v}`).join(', ');
    return `${firstSentence(p.facts)} Spec: ${pairs}. Trade account holders - call the Carmarthen branch for your price.`;
  },
};
const MERCHANT_ORDER = ['hp', 'tr', 'bb', 'oak', 'pen', 'ng', 'dun', 'kes', 'afon'];

// ------------------------------------------------------- WHO SELLS WHAT
const CAT_W = {
  cement: { hp: 3, tr: 3, bb: 2, pen: 2, ng: 2, dun: 3, kes: 1, afon: 2 },
  'concrete-mortar': { hp: 3, tr: 2, bb: 2.5, pen: 2, ng: 2, dun: 2.5, kes: 2, afon: 2 },
  sand: { hp: 3, tr: 2, bb: 2, pen: 2, ng: 2, dun: 5, kes: 1.5, afon: 2 },
  aggregates: { hp: 3, tr: 2, bb: 2, pen: 2, ng: 2, dun: 5, kes: 1.5, afon: 2 },
  timber: { hp: 3, tr: 2, oak: 7, pen: 2, ng: 2, kes: 1.5, afon: 2 },
  'sheet-materials': { hp: 3, tr: 2, oak: 7, pen: 2, ng: 2, kes: 1.5, afon: 2 },
  plasterboard: { hp: 3, tr: 3, bb: 2, pen: 2, ng: 2.5, kes: 2, afon: 2 },
  plaster: { hp: 3, tr: 3, bb: 2, pen: 2, ng: 2.5, kes: 2, afon: 2 },
  bricks: { hp: 3, tr: 2, bb: 3, pen: 2, ng: 2, dun: 3, afon: 2 },
  blocks: { hp: 3, tr: 2, bb: 2, pen: 2, ng: 2, dun: 3, afon: 2 },
  'skirting-architrave': { hp: 2, tr: 1.5, oak: 7, pen: 1.5, ng: 1, kes: 2, afon: 1.5 },
  insulation: { hp: 3, tr: 2, bb: 2.5, oak: 1, pen: 1.5, ng: 2, kes: 2.5, afon: 2 },
  roofing: { hp: 3, tr: 2, bb: 2, oak: 1, pen: 2.5, kes: 2, afon: 2 },
  drainage: { hp: 3, tr: 2, bb: 2.5, pen: 2, ng: 2, dun: 1.5, kes: 2.5, afon: 2 },
  other: { hp: 3, tr: 2, bb: 3, oak: 1, pen: 1.5, ng: 1.5, dun: 1, kes: 3, afon: 1.5 },
};
function allowed(p, mk) {
  if (!(mk in CAT_W[p.cat])) return false;
  if (p.not && p.not.includes(mk)) return false;
  if (p.k === 'pallet' && ['bb', 'kes'].includes(mk)) return false;
  if (mk === 'oak' && p.cat === 'roofing' && !['membrane', 'sheet'].includes(p.k)) return false;
  if (mk === 'oak' && p.cat === 'insulation' && p.k === 'roll') return false;
  if (mk === 'dun' && p.cat === 'other' && !['membrane', 'vol', 'tool'].includes(p.k)) return false;
  return true;
}
const SELLERS = {};
for (const p of PRODUCTS) {
  const r = rng('sellers|' + p.key);
  const elig = MERCHANT_ORDER.filter((mk) => allowed(p, mk));
  const forced = [];
  if (p.grp && GROUPS[p.grp]) forced.push(GROUPS[p.grp].m);
  for (const f of forced) if (!elig.includes(f)) throw new Error(`group merchant ${f} not eligible for ${p.key}`);
  let k = weighted(r, [[2, 13], [3, 25], [4, 30], [5, 20], [6, 12]]);
  k = Math.max(k, 2, forced.length);
  k = Math.min(k, 6, elig.length);
  if (k < 2) throw new Error('not enough sellers for ' + p.key);
  const chosen = [...forced];
  let pool = elig.filter((m) => !chosen.includes(m)).map((m) => [m, CAT_W[p.cat][m]]);
  while (chosen.length < k) {
    const m = weighted(r, pool);
    chosen.push(m);
    pool = pool.filter(([x]) => x !== m);
  }
  SELLERS[p.key] = MERCHANT_ORDER.filter((m) => chosen.includes(m));
}

// ------------------------------------------------------------ PRICING
function endPrice(v, style, r) {
  if (v < 3) return Math.max(0.25, Math.round(v * 100) / 100);
  switch (style) {
    case '99': return Math.round(v) - 0.01;
    case 'pennies': return Math.round(v * 100) / 100;
    case 'bb': return Math.round(v) - (r() < 0.5 ? 0.01 : 0.03);
    case 'oak': return Math.round(v * 2) / 2 - 0.05;
    case 'pen': return Math.round(v * 2) / 2;
    case 'dun': return v >= 20 ? Math.round(v) : Math.round(v * 10) / 10;
    case 'kes': return Math.round(v) - (r() < 0.7 ? 0.01 : 0.05);
  }
  throw new Error('round ' + style);
}
const money = (x) => `${x.toFixed(2)} GBP`;

// ------------------------------------------------------------ ID SCHEMES
function makeIdGen(mk) {
  const r = rng('idgen|' + mk);
  let n = { hp: 104000, tr: 0, bb: 10200, oak: 3100, pen: 1100, ng: 200000, dun: 1000, kes: 400100, afon: 21000 }[mk];
  const perCat = {};
  return (p) => {
    n += 1 + Math.floor(r() * (mk === 'tr' ? 3 : 17));
    switch (mk) {
      case 'hp': return `HP${n}`;
      case 'tr': {
        const pre = TR_PREFIX[p.cat];
        perCat[pre] = (perCat[pre] || 0) + 1 + Math.floor(r() * 4);
        return `${pre}${String(perCat[pre] * 10).padStart(5, '0')}`;
      }
      case 'bb': return `BBX-${n}`;
      case 'oak': return `OT${String(n).padStart(5, '0')}`;
      case 'pen': return `JP${n}`;
      case 'ng': return `NG${n}`;
      case 'dun': return `D${n}`;
      case 'kes': return `KT-${n}`;
      case 'afon': return `AFN${n}`;
    }
  };
}
function linkFor(mk, m, id, title, p) {
  const base = `https://www.${m.slug}.example`;
  const s = slugify(title.split(' | ')[0]);
  switch (mk) {
    case 'hp': return `${base}/products/${s}-${id.toLowerCase()}`;
    case 'tr': return `${base}/catalogue/item/${encodeURIComponent(id)}`;
    case 'bb': return `${base}/${s}/p/${id.toLowerCase()}`;
    case 'oak': return `${base}/shop/${p.cat}/${s}?sku=${id}`;
    case 'pen': return `${base}/product.php?id=${id}`;
    case 'ng': return `${base}/p/${id}/${s}`;
    case 'dun': return `${base}/products/${s}-${id.toLowerCase()}`;
    case 'kes': return `${base}/product/${s}/?variant=${id.toLowerCase()}`;
    case 'afon': return `${base}/catalogue/${id}`;
  }
}

// ------------------------------------------------------------- BUILD ROWS
const FEEDS = {};
for (const mk of MERCHANT_ORDER) {
  const m = M[mk];
  const nextId = makeIdGen(mk);
  const groupIds = {};
  const rows = [];
  for (const p of PRODUCTS) {
    if (!SELLERS[p.key].includes(mk)) continue;
    const r = rng(`row|${mk}|${p.key}`);
    const g = p.grp && GROUPS[p.grp] && GROUPS[p.grp].m === mk ? GROUPS[p.grp] : null;
    const omit = g ? g.attr : null;
    const tt = m.title(p, omit, r);
    const title = typeof tt === 'string' ? tt : tt.title;
    const plain = typeof tt === 'string' ? tt : tt.plain;
    let id;
    let itemGroup = '';
    if (g) {
      if (!groupIds[p.grp]) groupIds[p.grp] = nextId(p);
      itemGroup = groupIds[p.grp];
      const vcode = (omit === 'color' ? p.colour : variantSize(p, mk)).toUpperCase().replace(/\(.*\)/, '').replace(/[^A-Z0-9.]+/g, '').replace(/\./g, '');
      id = `${itemGroup}-${vcode}`;
    } else id = nextId(p);
    const base = p.price * m.mult * (p.cat === 'timber' && mk === 'oak' ? 0.97 : 1) * (0.95 + 0.1 * r());
    const price = endPrice(base, m.round, r);
    let sale = '';
    if (r() < m.saleRate) {
      const sv = endPrice(price * (0.8 + 0.13 * r()), m.round, r);
      if (sv < price - 0.01) sale = money(sv);
    }
    const availability = weighted(r, m.avail);
    const gtin = p.gtin && r() < m.gtinRate ? m.gtinFmt(p.gtin, r) : '';
    const mpn = p.mpn && r() < m.mpnRate ? m.mpnFmt(p.mpn) : '';
    const row = {
      id, title, description: m.desc(p, plain), link: linkFor(mk, m, id, title, p), price: money(price), sale_price: sale, availability,
      brand: m.brandCol(p, r), gtin, mpn, product_type: m.ptype[p.cat] || '', item_group_id: itemGroup,
      color: p.colour && (omit === 'color' || ['hp', 'bb', 'oak', 'ng', 'kes', 'afon'].includes(mk)) ? p.colour : '',
      size: omit === 'size' ? variantSize(p, mk) : mk === 'oak' && ['section', 'moulding'].includes(p.k) ? `${num(p.s.l / 1000)}m` : '',
      material: mk === 'oak' ? p.material || '' : '',
      _key: p.key, _cat: p.cat,
    };
    rows.push(row);
  }
  // feed order: ERP and Afon sorted by code; others in a stable shuffled "database" order
  let ordered;
  if (mk === 'tr' || mk === 'afon') ordered = rows.slice().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  else if (mk === 'hp' || mk === 'oak') ordered = rows;
  else ordered = shuffle(rng('order|' + mk), rows);
  FEEDS[mk] = ordered;
}

// --------------------------------------------------------------- CHECKS
const problems = [];
const truth = {};
const catsOut = {};
const sellersCount = {};
for (const mk of MERCHANT_ORDER) {
  const m = M[mk];
  const ids = new Set();
  const links = new Set();
  const sigs = new Map();
  for (const row of FEEDS[mk]) {
    if (ids.has(row.id)) problems.push(`${mk}: duplicate id ${row.id}`);
    ids.add(row.id);
    if (links.has(row.link)) problems.push(`${mk}: duplicate link ${row.link}`);
    links.add(row.link);
    if (!row.link.startsWith(`https://www.${m.slug}.example/`)) problems.push(`${mk}: bad link ${row.link}`);
    if (row.title.length > 150) problems.push(`${mk}: title too long (${row.title.length}) ${row.title}`);
    if (row.description.length > 5000) problems.push(`${mk}: description too long ${row.id}`);
    if (!/^\d+\.\d{2} GBP$/.test(row.price)) problems.push(`${mk}: bad price ${row.price}`);
    const sig = [row.title, row.description, row.color, row.size, row.brand].join('\u0001');
    if (sigs.has(sig) && sigs.get(sig) !== row._key) problems.push(`${mk}: indistinguishable rows for ${row._key} and ${sigs.get(sig)}`);
    sigs.set(sig, row._key);
    if (row.gtin) {
      const g = row.gtin.replace(/\s/g, '').replace(/^0(?=\d{13}$)/, '');
      if (!validEan13(g)) problems.push(`${mk}: invalid gtin ${row.gtin}`);
    }
    truth[`${m.slug}:${row.id}`] = row._key;
    sellersCount[row._key] = (sellersCount[row._key] || 0) + 1;
  }
}
for (const p of PRODUCTS) {
  catsOut[p.key] = p.cat;
  const c = sellersCount[p.key] || 0;
  if (c < 2 || c > 6) problems.push(`product ${p.key} sold by ${c} merchants`);
}
const CATS = ['cement', 'concrete-mortar', 'sand', 'aggregates', 'timber', 'sheet-materials', 'plasterboard', 'plaster', 'bricks', 'blocks', 'skirting-architrave', 'insulation', 'roofing', 'drainage', 'other'];
for (const c of CATS) {
  const n = PRODUCTS.filter((p) => p.cat === c).length;
  if (n < 8) problems.push(`category ${c} has only ${n} products`);
}
const keysSeen = new Set();
for (const p of PRODUCTS) {
  if (keysSeen.has(p.key)) problems.push('duplicate key ' + p.key);
  keysSeen.add(p.key);
  if (!CATS.includes(p.cat)) problems.push('bad cat ' + p.cat);
}
if (problems.length) {
  console.error(problems.join('\n'));
  throw new Error(`${problems.length} consistency problem(s)`);
}

// ------------------------------------------------------------- WRITERS
const xmlEsc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const csvField = (v) => {
  const s = v == null ? '' : String(v);
  return /[",\r\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
};
const tsvField = (v) => (v == null ? '' : String(v)).replace(/[\t\r\n]+/g, ' ');

function writeDelimited(mk) {
  const m = M[mk];
  const cols = m.columns;
  const rows = FEEDS[mk];
  let out;
  if (m.format === 'tsv') {
    out = [cols.join('\t'), ...rows.map((r) => cols.map((c) => tsvField(r[c])).join('\t'))].join('\n') + '\n';
  } else {
    const eol = m.eol || '\n';
    out = [cols.join(','), ...rows.map((r) => cols.map((c) => csvField(r[c])).join(','))].join(eol) + eol;
  }
  fs.writeFileSync(path.join(OUT_DIR, m.file), out, 'utf8');
}
function writeXml(mk) {
  const m = M[mk];
  const L = [];
  L.push('<?xml version="1.0" encoding="UTF-8"?>');
  L.push('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
  L.push('  <channel>');
  L.push(`    <title>${xmlEsc(m.name)} - product feed</title>`);
  L.push(`    <link>https://www.${m.slug}.example/</link>`);
  L.push(`    <description>${xmlEsc(m.name)} Google Shopping feed</description>`);
  for (const r of FEEDS[mk]) {
    L.push('    <item>');
    const el = (tag, v) => {
      if (v !== '' && v != null) L.push(`      <${tag}>${xmlEsc(v)}</${tag}>`);
    };
    if (m.plainTitle) {
      el('title', r.title);
      el('link', r.link);
      el('description', r.description);
      el('g:id', r.id);
    } else {
      el('g:id', r.id);
      el('g:title', r.title);
      el('g:description', r.description);
      el('g:link', r.link);
    }
    el('g:price', r.price);
    el('g:sale_price', r.sale_price);
    el('g:availability', r.availability);
    el('g:condition', 'new');
    el('g:brand', r.brand);
    el('g:gtin', r.gtin);
    el('g:mpn', r.mpn);
    el('g:product_type', r.product_type);
    el('g:item_group_id', r.item_group_id);
    el('g:color', r.color);
    el('g:size', r.size);
    L.push('    </item>');
  }
  L.push('  </channel>');
  L.push('</rss>');
  fs.writeFileSync(path.join(OUT_DIR, m.file), L.join('\n') + '\n', 'utf8');
}
for (const mk of MERCHANT_ORDER) (M[mk].format === 'xml' ? writeXml : writeDelimited)(mk);

const json = (o) => JSON.stringify(o, null, 2) + '\n';
fs.writeFileSync(
  path.join(OUT_DIR, 'merchants.json'),
  json({
    imageOrigin: 'https://demo-images.buildcompare.invalid/',
    merchants: MERCHANT_ORDER.map((mk) => ({ slug: M[mk].slug, name: M[mk].name, websiteUrl: `https://www.${M[mk].slug}.example/`, verified: false, feed: M[mk].file })),
  }),
);
fs.writeFileSync(path.join(OUT_DIR, 'demo-truth.json'), json(truth));
fs.writeFileSync(path.join(OUT_DIR, 'categories.json'), json(catsOut));

// --------------------------------------------------------------- README
const totalRows = MERCHANT_ORDER.reduce((s, mk) => s + FEEDS[mk].length, 0);
const catRows = {};
for (const mk of MERCHANT_ORDER) for (const r of FEEDS[mk]) catRows[r._cat] = (catRows[r._cat] || 0) + 1;
const sellerHist = {};
for (const p of PRODUCTS) sellerHist[sellersCount[p.key]] = (sellerHist[sellersCount[p.key]] || 0) + 1;
const exampleAny = (mk, cats) => {
  const out = [];
  for (const c of cats) {
    const r = FEEDS[mk].find((x) => x._cat === c);
    if (r) out.push('`' + r.title + '`');
  }
  return out.slice(0, 6).join(', ');
};
const STYLE_NOTES = {
  hp: 'Brand-first, metric and fully spelled out (`2400 x 1200 x 12.5mm`, `47 x 100mm x 4.8m`), `- Pack of N`, `Bulk Bag`/`Mini Bag`. Brand column = maker; commodities branded with the merchant\'s own name ("Harcourt & Pryce"). Lists Onduline Classic colours as variants under one `item_group_id` with the colour only in `g:color`. `g:title`, ~50% GTIN, ~60% MPN (canonical `BG-12345` form).',
  tr: 'Raw ERP export: upper case, noun-first, trade abbreviations (`CEM GP`, `PLBD TE`, `TMB C24 REG KD TRTD`, `INS BRD PIR`, `GUTT H/R`, `BLK`=black), sizes as `12.5X1200X2400MM`, `47X100 4.8M`, `25KG PAPER`, `PK10`. Brand column holds the parent company (TARMAC, SAINT-GOBAIN, HEIDELBERG MATERIALS, SIKA...) and is empty for commodities. GTINs exported as 14 digits with a leading 0; MPNs upper case without punctuation. Descriptions are `KEY=VALUE` dumps. Backorders common.',
  bb: 'Discount online shop: brand + product + size then a pipe-separated SEO tail (`| Cement | Trade Prices Online`). Bulk bags are `Jumbo Bag`, plastic cement is `Weatherproof Plastic Bag`, packs written `x10` / `(Pack of 10)` / `10 Pack`. Brand column blank on ~30% of rows. Occasional typos in titles. Heavy use of `sale_price`. GTINs sometimes printed with spaces (`5 012345 678901`), MPNs lower case. CSV with CRLF line endings; FloPlast gutter colours listed as variants (colour only in `color`).',
  oak: 'Timber specialist: imperial-first carcassing (`4x2 (47 x 100mm) C24 Treated Regularised Carcassing - 16ft / 4.8m`), sheets as `18mm - 8ft x 4ft (2440 x 1220mm)`, mouldings `18 x 119mm - 4.2m`. CLS and C24 4x2 lengths listed as variants with the length only in the `size` column. Fills `material`. Brand = maker or "Oakhurst" for commodity timber/boards/mouldings. Multi-line (quoted) CSV descriptions.',
  pen: 'Family merchant: product-first / noun-first titles with the brand or range at the end after a dash (`Cement General Purpose 25kg - Blue Circle`), metres for sheets (`12.5mm 2.4m x 1.2m`), bulk bags are `Tonne Bag`, packs `(10)`. Plasterboard titles never state the edge (tapered/square is only in the description). Marley Modern colours as variants (colour only in `g:color`). Plain RSS `<title>`/`<link>`/`<description>`; brand column filled on only about half the rows; occasional typos.',
  ng: 'Size-first titles (`25kg Blue Circle General Purpose Cement`, `12.5mm Gyproc WallBoard Tapered Edge Plasterboard 2400x1200mm`, `850kg Bulk Bag Sharp Sand`), range-level brand names without the parent (Gyproc, not British Gypsum). Knauf Earthwool Loft Roll 44 thicknesses listed as variants with the thickness only in `size`. Pipe-separated spec descriptions.',
  dun: 'Landscape/aggregates yard: `Sharp Sand (Concreting) - Dumpy Bag`, `Handy Bag (25kg)`, `Mini Bag (approx 400kg)`; bulk bag weight only in the description. Blue Circle GP cement is just `Blue Circle Cement 25kg` (General Purpose only in the description). Bricks/blocks `- each`. Brand column "Dunmore" for commodities. Minimal columns, no MPNs.',
  kes: 'Online trade shop: brand + product, then comma-separated attributes (`..., 12.5mm x 1.2m x 2.4m`, `..., 47mm x 100mm, 3.6 metre`, `..., 18mm, 8\' x 4\' (2440 x 1220mm)`, `10 pack`). Loft roll titles omit coverage. Weatherpoint 365 colours and Dulux Vinyl Matt PBW tub sizes listed as variants (colour only in `g:color`, volume only in `g:size`). GTIN sometimes 14-digit, MPN lower case with no punctuation. Bullet-list descriptions.',
  afon: 'Category-first titles (`Cement - Blue Circle General Purpose Cement 25kg Bag`, `Timber - C24 Treated KD Regularised Timber 47x100 x 4800mm`, `Rainwater - FloPlast ...`), lengths in mm, `Pk of 5`. Brand column holds the distributor (CCF for drylining, SIG for insulation) instead of the maker for those categories. CT1 colours as variants. MPNs written `BG/12345`.',
};
const fileRows = MERCHANT_ORDER.map((mk) => `| \`${M[mk].file}\` | ${M[mk].name} (\`${M[mk].slug}\`) | ${M[mk].format.toUpperCase()} | ${FEEDS[mk].length} | ${M[mk].type} |`).join('\n');
const catTable = CATS.map((c) => `| ${c} | ${PRODUCTS.filter((p) => p.cat === c).length} | ${catRows[c] || 0} |`).join('\n');
const styleSection = MERCHANT_ORDER.map((mk) => `### ${M[mk].name} — \`${M[mk].file}\`\n\n${STYLE_NOTES[mk]}\n\nExamples: ${exampleAny(mk, ['cement', 'plasterboard', 'timber', 'sheet-materials', 'sand', 'skirting-architrave', 'insulation', 'bricks', 'drainage', 'roofing'])}\n`).join('\n');

const README = `# matching-holdout-8

An independent hold-out evaluation set for the product matcher: nine fictional UK builders'
merchants publishing Google Merchant Center style feeds (TSV, CSV and RSS 2.0 XML) for the same
pool of real-world building products, plus the true product identity of every row.

The set was written from a product/merchant point of view only, without looking at the matcher,
its tests, or earlier hold-out sets. All merchants, domains (\`*.example\`), SKUs, GTINs and MPNs are
fictional. GTINs are synthetic EAN-13s with valid check digits; MPNs are synthetic part codes.
Brands and product names are real UK ones, used descriptively.

## Regenerate

\`\`\`sh
cd /work/main && npx tsx eval/matching-holdout-8/generate.ts
\`\`\`

\`generate.ts\` is deterministic (seeded FNV-1a + mulberry32 PRNG, no clock, Node built-ins only)
and writes every other file in this directory. Running it twice gives byte-identical output. It also
fails loudly if an internal consistency check fails (duplicate ids/links, two different products
with indistinguishable rows at one merchant, title > 150 chars, invalid GTIN check digit, a product
sold by fewer than 2 or more than 6 merchants, a category with fewer than 8 products).

## Files

| File | Merchant | Format | Rows | Kind of merchant |
|---|---|---|---:|---|
${fileRows}
| **total** | | | **${totalRows}** | |

- \`merchants.json\` — merchant list (\`slug\`, \`name\`, \`websiteUrl\`, \`verified\`, \`feed\`) and \`imageOrigin\`.
- \`demo-truth.json\` — \`"<merchant-slug>:<row id>"\` → true product key, for every row of every feed (${totalRows} entries).
- \`categories.json\` — true product key → category slug (${PRODUCTS.length} products).

## Products and rows per category

| Category | Products | Rows |
|---|---:|---:|
${catTable}
| **total** | **${PRODUCTS.length}** | **${totalRows}** |

Merchants per product: ${Object.keys(sellerHist).sort().map((k) => `${k} merchants: ${sellerHist[k]} products`).join('; ')}. No singletons.

## Truth conventions

Two rows share a key exactly when a shopper could buy one instead of the other: same maker where
the maker matters (cement, plaster, plasterboard, insulation, bricks, blocks, boards, branded
sundries), same size, thickness, length, weight, pack quantity, grade, treatment, edge, profile,
colour and finish. Commodity products without a maker (sand, aggregates, carcassing timber, CLS,
unbranded MDF/plywood, MDF and redwood mouldings, Code 4 lead, dense concrete blocks) are matched on
specification alone; the merchant's own name in the brand column does not make them different
products. A bulk bag is the same product whether it is called bulk, jumbo, dumpy or tonne bag (all
approx. 850kg), but a mini bag (approx. 400kg) and a 25kg bag are different products. A merchant
that leaves a detail out of the title always states it in the description or in the
\`color\`/\`size\` column.

## House styles

${styleSection}
## Planted look-alikes (different keys)

- **Cement:** Blue Circle General Purpose 25kg paper sack vs the same in a plastic bag vs a full pallet of 56; Blue Circle GP vs Mastercrete vs Snowcrete (white) vs Sulfacrete; Blue Circle vs Hanson Multicem vs Cemex Rugby Premium (same weight, different maker); Hanson Multicem paper vs plastic; hydrated lime vs NHL 3.5.
- **Concrete & mortar:** Postcrete single 20kg bag vs pack of 10; Blue Circle ready-to-use concrete mix vs mortar mix (same brand, same 20kg); Marshalls Weatherpoint 365 Buff / Grey / Black.
- **Sand:** sharp vs building (soft) vs plastering sand; bulk bag vs mini bag vs 25kg bag of the same sand; kiln dried vs silver vs play sand.
- **Aggregates:** 10mm vs 20mm gravel; bulk vs mini vs 25kg ballast; MOT Type 1 bulk vs 25kg; plum vs blue slate 40mm; Cotswold 20mm bulk vs 25kg.
- **Timber:** C24 vs C16 47x100 4.8m; C24 treated vs untreated; 3.6m vs 4.8m of the same section; 47x100 vs 47x150 vs 47x75; CLS 38x89 vs 38x63 and 2.4m vs 3.0m (variants at Oakhurst); 25x50 vs 25x38 battens.
- **Sheet materials:** SterlingOSB Zero vs SmartPly OSB3 (same size/thickness, different maker); OSB3 18/11/9mm; square edge OSB vs T&G flooring; Medite Premier vs Medite MR vs unbranded standard MDF; MDF 18 vs 12mm; hardwood faced vs shuttering plywood; CaberFloor P5 18 vs 22mm.
- **Plasterboard:** Gyproc WallBoard tapered vs square edge; 9.5 / 12.5 / 15mm; 2400 vs 3000 long; HandiBoard 1200x900; standard vs moisture resistant vs FireLine vs SoundBloc; British Gypsum vs Knauf vs Siniat (same size and edge).
- **Plaster:** Thistle MultiFinish vs BoardFinish vs Knauf MultiFinish; Bonding Coat vs Hardwall; Easi-Fill 10kg vs 5kg vs Joint Filler 12.5kg.
- **Bricks:** LBC Common / Rustic single brick vs pack of 390; LBC Common vs Rustic vs Sandfaced vs Heritage vs Golden Buff; Class B red perforated vs solid; Ibstock vs Forterra Class B perforated.
- **Blocks:** Thermalite Shield 2000 3.6N vs Hi-Strength 7 7.3N; Thermalite vs Celcon vs Toplite 100mm 3.6N; Celcon Standard vs Solar vs High Strength; dense solid 100 vs 140mm vs hollow 215mm; Trenchblock 275 vs Celcon Foundation 300.
- **Skirting & architrave:** torus vs ogee vs chamfered & rounded vs lambs tongue vs pencil round; 119 vs 144mm; MDF vs redwood torus; architrave single length vs pack of 5.
- **Insulation:** Celotex GA4000 vs Kingspan TP10 vs Recticel Eurothane GP at 100mm and 50mm; GA4000 100/75/50mm; TP10 vs Thermafloor TF70; GA4000 vs CW4000 50mm; Loft Roll 44 100/170/200mm; Knauf vs Isover 200mm roll; Rockwool Flexi 100 vs 50mm vs RWA45 100mm.
- **Roofing:** Marley Modern Smooth Grey vs Smooth Brown; Onduline Black / Red / Green; Code 4 lead 150mm vs 240mm wide, 3m vs 6m long; green mineral vs sanded shed felt.
- **Drainage:** FloPlast half round gutter Black / White / Brown and 4m vs 2m; downpipe 2.5m vs 5.5m; gutter length vs union bracket (fitting); Wavin OSMA vs Polypipe vs FloPlast 110mm x 3m underground pipe; pipe vs 87.5° bend; 40mm vs 32mm waste pipe.
- **Other:** Everbuild 502 PVA 1L vs 5L; 502 PVA vs SBR Bond; CT1 White vs Clear; Dulux Trade Vinyl Matt 10L vs 5L vs Supermatt 10L; Timco C2 5.0x100 vs 5.0x80; Visqueen 1200 vs 1000 gauge DPM; OX trowel 14in vs 16in.

## Identifiers

GTINs exist for most branded non-masonry products and are shown on a minority of rows (plain
13 digits, spaced \`5 012345 678901\`, or 14 digits with a leading 0). The same product always has the
same GTIN. MPNs are shown on some rows and vary in case and punctuation between merchants
(\`BG-12345\`, \`BG12345\`, \`bg-12345\`, \`bg12345\`, \`BG 12345\`, \`BG/12345\`).
`;
fs.writeFileSync(path.join(OUT_DIR, 'README.md'), README, 'utf8');

console.log(`matching-holdout-8: ${PRODUCTS.length} products, ${totalRows} rows in ${MERCHANT_ORDER.length} feeds -> ${OUT_DIR}`);
