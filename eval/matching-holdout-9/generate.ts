// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.
/* eslint-disable */
/**
 * matching-holdout-9 generator.
 *
 * Writes nine Google-Merchant-Center-style feeds for fictional UK builders' merchants, plus
 * merchants.json, demo-truth.json, categories.json and README.md, into this directory.
 *
 * Deterministic: every random choice comes from a seeded PRNG keyed by a string label
 * (FNV-1a -> mulberry32), so re-running gives byte-identical files.
 *
 *   cd /work/main && npx tsx eval/matching-holdout-9/generate.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT = join(process.cwd(), 'eval', 'matching-holdout-9');

// ---------------------------------------------------------------------------------------------
// PRNG
// ---------------------------------------------------------------------------------------------
function fnv1a(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const SEED = 'matching-holdout-9/v1';
function R(label) {
  return mulberry32(fnv1a(SEED + '|' + label));
}
function pickWeighted(r, items, weights) {
  const total = weights.reduce((a, b) => a + b, 0);
  let x = r() * total;
  for (let i = 0; i < items.length; i++) {
    x -= weights[i];
    if (x < 0) return items[i];
  }
  return items[items.length - 1];
}

// ---------------------------------------------------------------------------------------------
// Catalogue of true products
// ---------------------------------------------------------------------------------------------
const CATEGORIES = [
  'cement', 'concrete-mortar', 'sand', 'aggregates', 'timber', 'sheet-materials', 'plasterboard', 'plaster',
  'bricks', 'blocks', 'skirting-architrave', 'insulation', 'roofing', 'drainage', 'other',
];

const PRODUCTS = [];
const FAMILIES = [];
function fam(id, cat, common, variants) {
  if (!CATEGORIES.includes(cat)) throw new Error('bad category ' + cat);
  FAMILIES.push(id);
  variants.forEach((v, i) => {
    PRODUCTS.push({
      fam: id, famIndex: i + 1, cat,
      brand: null, maker: null, parent: null, line: '', line2: '', quals: [], noun: '', note: '', optNote: '',
      color: '', material: '', sub: '', force: [], groupAt: [], d: '',
      ...common, ...v,
    });
  });
}
const kg = (n, tub) => ({ k: 'kg', kg: n, tub: !!tub });
const bag = (b) => ({ k: 'sandbag', bag: b });
const sheet = (t, w, l) => ({ k: 'sheet', t, w, l });
const board = (t, w, l) => ({ k: 'board', t, w, l });
const timber = (t, w, l) => ({ k: 'timber', t, w, l });
const profile = (t, w, l, extra) => ({ k: 'profile', t, w, l, ...(extra || {}) });
const brick = (n) => ({ k: 'brick', n });
const block = (t, str) => ({ k: 'block', t, l: 440, h: 215, str });
const pipe = (d, lm) => ({ k: 'pipe', d, lm });
const fitting = (d) => ({ k: 'fitting', d });
const litre = (L) => ({ k: 'litre', L });
const each = () => ({ k: 'each' });

// ---- cement ----------------------------------------------------------------------------------
fam('blue-circle-gp-cement', 'cement', {
  brand: 'Blue Circle', maker: 'Tarmac', parent: 'Tarmac', quals: ['General Purpose'], noun: 'Cement',
  d: 'Blue Circle General Purpose Cement is a CEM II Portland limestone cement for everyday concreting, bricklaying mortars and rendering.',
}, [
  { key: 'blue-circle-gp-cement-25kg', size: kg(25), price: 7.95 },
  { key: 'blue-circle-gp-cement-pallet-56', size: { k: 'pallet', kg: 25, n: 56 }, price: 399 },
]);
fam('blue-circle-mastercrete', 'cement', {
  brand: 'Blue Circle', maker: 'Tarmac', parent: 'Tarmac', line: 'Mastercrete', quals: ['Original'], noun: 'Cement', optNote: 'Paper Bag',
  d: 'Mastercrete Original is a high quality Portland cement with an added plasticiser, giving smooth workable mixes for mortar, concrete and render.',
}, [{ key: 'blue-circle-mastercrete-25kg-paper', size: kg(25), price: 8.45 }]);
fam('blue-circle-mastercrete-plastic', 'cement', {
  brand: 'Blue Circle', maker: 'Tarmac', parent: 'Tarmac', line: 'Mastercrete', quals: ['Original'], noun: 'Cement', note: 'Plastic Bag',
  d: 'Mastercrete Original cement in a weatherproof plastic bag that can be stored outside for up to 3 months.',
}, [{ key: 'blue-circle-mastercrete-25kg-plastic', size: kg(25), price: 9.25 }]);
fam('blue-circle-snowcrete', 'cement', {
  brand: 'Blue Circle', maker: 'Tarmac', parent: 'Tarmac', line: 'Snowcrete', quals: ['White'], noun: 'Cement',
  d: 'Snowcrete is a white Portland cement for decorative concrete, white mortars, renders and pointing.',
}, [{ key: 'blue-circle-snowcrete-white-cement-25kg', size: kg(25), price: 15.5 }]);
fam('hanson-multicem', 'cement', {
  brand: 'Hanson', maker: 'Hanson', parent: 'Heidelberg Materials', line: 'Multicem', noun: 'Cement',
  d: 'Hanson Multicem is a general purpose Portland cement suitable for concrete, mortar, render and screed mixes.',
}, [{ key: 'hanson-multicem-cement-25kg', size: kg(25), price: 7.49 }]);
fam('castle-portland-cement', 'cement', {
  brand: 'Castle', maker: 'Castle Cement', parent: 'Heidelberg Materials', quals: ['Original', 'Portland'], noun: 'Cement',
  d: 'Castle Original Portland Cement (CEM I) for general construction, masonry mortar and concreting.',
}, [{ key: 'castle-original-portland-cement-25kg', size: kg(25), price: 7.6 }]);
fam('castle-sulfate-resisting', 'cement', {
  brand: 'Castle', maker: 'Castle Cement', parent: 'Heidelberg Materials', quals: ['Sulfate Resisting'], noun: 'Cement',
  d: 'Sulfate resisting cement for foundations, drainage work and concrete in contact with sulfate bearing soils or groundwater.',
}, [{ key: 'castle-sulfate-resisting-cement-25kg', size: kg(25), price: 11.95 }]);
fam('rugby-premium', 'cement', {
  brand: 'Rugby', maker: 'CEMEX', parent: 'CEMEX', line: 'Premium', noun: 'Cement', optNote: 'Paper Bag',
  d: 'Rugby Premium is a high strength general purpose cement for concrete, mortar and render.',
}, [{ key: 'rugby-premium-cement-25kg-paper', size: kg(25), price: 7.85 }]);
fam('rugby-premium-plastic', 'cement', {
  brand: 'Rugby', maker: 'CEMEX', parent: 'CEMEX', line: 'Premium', noun: 'Cement', note: 'Plastic Bag',
  d: 'Rugby Premium cement packed in a weather resistant plastic bag for outdoor storage on site.',
}, [{ key: 'rugby-premium-cement-25kg-plastic', size: kg(25), price: 8.95 }]);

// ---- concrete & mortar -------------------------------------------------------------------------
fam('blue-circle-postcrete', 'concrete-mortar', {
  brand: 'Blue Circle', maker: 'Tarmac', parent: 'Tarmac', line: 'Postcrete', quals: ['Rapid Setting'], noun: 'Post Mix',
  d: 'Rapid setting concrete for fixing fence posts: pour into the hole, add water and the post is firm in 5 to 10 minutes.',
}, [{ key: 'blue-circle-postcrete-20kg', size: kg(20), price: 8.95 }]);
fam('hanson-rapid-post-mix', 'concrete-mortar', {
  brand: 'Hanson', maker: 'Hanson', parent: 'Heidelberg Materials', quals: ['Rapid Set'], noun: 'Post Mix',
  d: 'Fast setting dry concrete mix for fence posts, washing line poles and signs. No mixing needed.',
}, [{ key: 'hanson-rapid-set-post-mix-20kg', size: kg(20), price: 7.99 }]);
fam('tarmac-rtu-concrete', 'concrete-mortar', {
  brand: 'Tarmac', maker: 'Tarmac', parent: 'Tarmac', quals: ['Ready to Use'], noun: 'Concrete Mix',
  d: 'Pre-blended cement and aggregate concrete mix, just add water. For paths, bases, steps and general concreting.',
}, [{ key: 'tarmac-ready-to-use-concrete-20kg', size: kg(20), price: 7.25 }]);
fam('tarmac-rtu-hs-concrete', 'concrete-mortar', {
  brand: 'Tarmac', maker: 'Tarmac', parent: 'Tarmac', quals: ['Ready to Use', 'High Strength'], noun: 'Concrete Mix',
  d: 'High strength pre-mixed concrete for structural bases, footings and heavy duty repairs. Just add water.',
}, [{ key: 'tarmac-ready-to-use-high-strength-concrete-20kg', size: kg(20), price: 7.95 }]);
fam('tarmac-rtu-mortar', 'concrete-mortar', {
  brand: 'Tarmac', maker: 'Tarmac', parent: 'Tarmac', quals: ['Ready to Use'], noun: 'Mortar Mix',
  d: 'Pre-blended sand and cement mortar for bricklaying, blocklaying and pointing. Just add water.',
}, [
  { key: 'tarmac-ready-to-use-mortar-20kg', size: kg(20), price: 7.45 },
  { key: 'tarmac-ready-to-use-mortar-bulk-bag', size: bag('bulk'), price: 168 },
]);
fam('tarmac-rtu-screed', 'concrete-mortar', {
  brand: 'Tarmac', maker: 'Tarmac', parent: 'Tarmac', quals: ['Ready to Use'], noun: 'Floor Screed',
  d: 'Sand and cement floor screed for levelling internal floors from 25mm to 75mm thick. Just add water.',
}, [{ key: 'tarmac-ready-to-use-floor-screed-20kg', size: kg(20), price: 7.6 }]);
fam('marshalls-weatherpoint-365', 'concrete-mortar', {
  brand: 'Marshalls', maker: 'Marshalls', parent: 'Marshalls', line: 'Weatherpoint 365', quals: ['Paving'], noun: 'Jointing Compound',
  groupAt: ['solent-trade-centre'],
  d: 'Resin based, all weather paving jointing compound for natural stone and concrete paving with joints of 3mm or more. Brush in and it sets in the joint.',
}, [
  { key: 'marshalls-weatherpoint-365-buff-20kg', size: kg(20, true), color: 'Buff', price: 42.5 },
  { key: 'marshalls-weatherpoint-365-grey-20kg', size: kg(20, true), color: 'Grey', price: 42.5 },
  { key: 'marshalls-weatherpoint-365-black-20kg', size: kg(20, true), color: 'Black', price: 44.0 },
]);

// ---- sand ----------------------------------------------------------------------------------------
fam('building-sand', 'sand', {
  quals: ['Building'], noun: 'Sand',
  d: 'Soft building sand for bricklaying and blocklaying mortars. Graded and screened.',
}, [
  { key: 'building-sand-bulk-bag', size: bag('bulk'), price: 62 },
  { key: 'building-sand-handy-bag', size: bag('handy'), price: 4.25 },
  { key: 'building-sand-mini-bulk-bag', size: bag('minibulk'), price: 42 },
]);
fam('sharp-sand', 'sand', {
  quals: ['Sharp', '?Washed'], noun: 'Sand',
  d: 'Washed sharp sand for concrete mixes, floor screeds and bedding block paving.',
}, [
  { key: 'sharp-sand-bulk-bag', size: bag('bulk'), price: 64 },
  { key: 'sharp-sand-handy-bag', size: bag('handy'), price: 4.35 },
]);
fam('plastering-sand', 'sand', {
  quals: ['Plastering'], noun: 'Sand',
  d: 'Fine washed plastering sand for sand and cement renders and backing coats.',
}, [
  { key: 'plastering-sand-bulk-bag', size: bag('bulk'), price: 68 },
  { key: 'plastering-sand-handy-bag', size: bag('handy'), price: 4.6 },
]);
fam('red-building-sand', 'sand', {
  quals: ['Red', 'Building'], noun: 'Sand',
  d: 'Red building sand for a warmer coloured mortar joint, popular with red stock and multi bricks.',
}, [{ key: 'red-building-sand-bulk-bag', size: bag('bulk'), price: 72 }]);
fam('kiln-dried-sand', 'sand', {
  quals: ['Kiln Dried', '?Paving'], noun: 'Sand',
  d: 'Fine kiln dried silica sand for brushing into the joints of block paving. Free flowing and dust dry.',
}, [
  { key: 'kiln-dried-sand-20kg', size: kg(20), price: 6.5 },
  { key: 'kiln-dried-sand-25kg', size: kg(25), price: 7.75 },
]);
fam('silver-sand', 'sand', {
  quals: ['Silver'], noun: 'Sand',
  d: 'Clean washed silver sand for horticulture, lawn top dressing and jointing.',
}, [{ key: 'silver-sand-25kg', size: kg(25), price: 6.95 }]);
fam('play-sand', 'sand', {
  quals: ['Washed', 'Play'], noun: 'Sand',
  d: 'Washed and graded play sand for sandpits, non-staining and safety tested to EN 71-3.',
}, [{ key: 'play-sand-15kg', size: kg(15), price: 5.49 }]);

// ---- aggregates --------------------------------------------------------------------------------------
fam('gravel-10mm', 'aggregates', {
  quals: ['10mm'], noun: 'Gravel', d: '10mm washed gravel (shingle) for concrete, drainage and decorative use.',
}, [
  { key: 'gravel-10mm-bulk-bag', size: bag('bulk'), price: 68 },
  { key: 'gravel-10mm-handy-bag', size: bag('handy'), price: 4.75 },
]);
fam('gravel-20mm', 'aggregates', {
  quals: ['20mm'], noun: 'Gravel', d: '20mm washed gravel for concrete mixes, soakaways and drainage runs.',
}, [
  { key: 'gravel-20mm-bulk-bag', size: bag('bulk'), price: 66 },
  { key: 'gravel-20mm-handy-bag', size: bag('handy'), price: 4.7 },
]);
fam('all-in-ballast', 'aggregates', {
  quals: ['All-in'], noun: 'Ballast', d: 'All-in ballast (20mm to dust) for mixing general purpose concrete with cement.',
}, [
  { key: 'all-in-ballast-bulk-bag', size: bag('bulk'), price: 58 },
  { key: 'all-in-ballast-handy-bag', size: bag('handy'), price: 4.1 },
]);
fam('mot-type-1', 'aggregates', {
  quals: ['MOT Type 1'], noun: 'Sub-Base', d: 'Crushed MOT Type 1 sub-base for driveways, patios and paths. Compacts to a firm base.',
}, [
  { key: 'mot-type-1-bulk-bag', size: bag('bulk'), price: 55 },
  { key: 'mot-type-1-handy-bag', size: bag('handy'), price: 3.95 },
]);
fam('cotswold-chippings-20mm', 'aggregates', {
  quals: ['Cotswold Buff', '20mm'], noun: 'Chippings', d: 'Warm honey coloured limestone chippings for driveways, paths and borders.',
}, [
  { key: 'cotswold-buff-chippings-20mm-bulk-bag', size: bag('bulk'), price: 135 },
  { key: 'cotswold-buff-chippings-20mm-handy-bag', size: bag('handy'), price: 7.95 },
]);
fam('granite-dust', 'aggregates', {
  quals: ['0-6mm'], noun: 'Granite Dust', d: 'Crushed granite dust for bedding flags and as a fine sub-base blinding layer.',
}, [{ key: 'granite-dust-0-6mm-bulk-bag', size: bag('bulk'), price: 60 }]);

// ---- timber ----------------------------------------------------------------------------------------------
fam('cls-c16', 'timber', {
  quals: ['C16'], noun: 'CLS Timber', material: 'Softwood', sub: 'Studwork',
  d: 'Regularised kiln dried CLS studwork timber with rounded arrises, for internal stud partitions. Untreated.',
}, [
  { key: 'cls-c16-38x63-2400', size: timber(38, 63, 2400), price: 4.2 },
  { key: 'cls-c16-38x89-2400', size: timber(38, 89, 2400), price: 5.6 },
  { key: 'cls-c16-38x89-3000', size: timber(38, 89, 3000), price: 7.1 },
]);
fam('c16-treated-sawn', 'timber', {
  quals: ['C16', 'Treated'], noun: 'Sawn Timber', material: 'Softwood',
  d: 'Strength graded C16 sawn softwood, pressure treated for use in floors, roofs and external framing.',
}, [
  { key: 'c16-treated-47x100-3600', size: timber(47, 100, 3600), price: 10.8 },
  { key: 'c16-treated-47x100-4800', size: timber(47, 100, 4800), price: 14.4 },
  { key: 'c16-treated-47x150-4800', size: timber(47, 150, 4800), price: 20.8 },
  { key: 'c16-treated-47x75-3600', size: timber(47, 75, 3600), price: 7.9 },
]);
fam('c16-untreated-sawn', 'timber', {
  quals: ['C16', 'Untreated', '?Kiln Dried'], noun: 'Sawn Timber', material: 'Softwood',
  d: 'Strength graded C16 kiln dried softwood, untreated, for internal structural work.',
}, [{ key: 'c16-untreated-47x100-4800', size: timber(47, 100, 4800), price: 13.6 }]);
fam('c24-treated-sawn', 'timber', {
  quals: ['C24', 'Treated'], noun: 'Sawn Timber', material: 'Softwood',
  d: 'C24 strength graded softwood, pressure treated. Higher strength grade for longer joist and rafter spans.',
}, [
  { key: 'c24-treated-47x100-4800', size: timber(47, 100, 4800), price: 16.9 },
  { key: 'c24-treated-47x150-4800', size: timber(47, 150, 4800), price: 24.2 },
  { key: 'c24-treated-47x200-4800', size: timber(47, 200, 4800), price: 33.5 },
]);
fam('c24-untreated-sawn', 'timber', {
  quals: ['C24', 'Untreated', '?Kiln Dried'], noun: 'Sawn Timber', material: 'Softwood',
  d: 'C24 strength graded kiln dried softwood, untreated, regularised for floor joists.',
}, [{ key: 'c24-untreated-47x150-4800', size: timber(47, 150, 4800), price: 22.5 }]);
fam('treated-fence-post', 'timber', {
  quals: ['Treated', '?Sawn'], noun: 'Fence Post', material: 'Softwood', sub: 'Fencing',
  d: 'Green pressure treated softwood fence post for closeboard and panel fencing.',
}, [
  { key: 'fence-post-treated-75x75-2400', size: timber(75, 75, 2400), price: 8.4 },
  { key: 'fence-post-treated-100x100-2400', size: timber(100, 100, 2400), price: 14.9 },
]);
fam('treated-decking-board', 'timber', {
  quals: ['Treated', 'Reversible'], noun: 'Decking Board', material: 'Softwood', sub: 'Decking',
  d: 'Pressure treated reversible softwood deck board with a grooved face and a smooth face.',
}, [
  { key: 'decking-board-32x144-3600', size: timber(32, 144, 3600), price: 13.2 },
  { key: 'decking-board-32x144-4800', size: timber(32, 144, 4800), price: 17.6 },
]);

// ---- sheet materials ---------------------------------------------------------------------------------
fam('sterlingosb-zero', 'sheet-materials', {
  brand: 'SterlingOSB', maker: 'West Fraser', parent: 'West Fraser', line: 'Zero', noun: 'OSB3 Board', material: 'OSB',
  d: 'SterlingOSB Zero OSB3 is a load bearing board for humid conditions, made with no added formaldehyde. Square edged.',
}, [
  { key: 'sterlingosb-zero-osb3-9mm-2440x1220', size: sheet(9, 1220, 2440), price: 16.5 },
  { key: 'sterlingosb-zero-osb3-11mm-2440x1220', size: sheet(11, 1220, 2440), price: 18.9 },
  { key: 'sterlingosb-zero-osb3-18mm-2440x1220', size: sheet(18, 1220, 2440), price: 29.5 },
]);
fam('sterlingosb-zero-tg', 'sheet-materials', {
  brand: 'SterlingOSB', maker: 'West Fraser', parent: 'West Fraser', line: 'Zero', quals: ['Tongue & Groove'], noun: 'OSB3 Board', material: 'OSB',
  d: 'Tongue and groove SterlingOSB Zero OSB3 flooring panel for floors and flat roof decks.',
}, [{ key: 'sterlingosb-zero-osb3-tg-18mm-2397x590', size: sheet(18, 590, 2397), price: 17.4 }]);
fam('smartply-osb3', 'sheet-materials', {
  brand: 'SmartPly', maker: 'Coillte', parent: 'Coillte', noun: 'OSB3 Board', material: 'OSB',
  d: 'SmartPly OSB3 structural board for walls, floors and roofs in humid conditions. Square edged.',
}, [
  { key: 'smartply-osb3-11mm-2440x1220', size: sheet(11, 1220, 2440), price: 19.4 },
  { key: 'smartply-osb3-18mm-2440x1220', size: sheet(18, 1220, 2440), price: 30.2 },
]);
fam('hardwood-plywood', 'sheet-materials', {
  quals: ['Hardwood Faced', '?EN636-2'], noun: 'Plywood', material: 'Plywood',
  d: 'Hardwood faced plywood, class 2 bond for humid interior and protected exterior use. B/BB face.',
}, [
  { key: 'hardwood-plywood-9mm-2440x1220', size: sheet(9, 1220, 2440), price: 24.5 },
  { key: 'hardwood-plywood-12mm-2440x1220', size: sheet(12, 1220, 2440), price: 30.5 },
  { key: 'hardwood-plywood-18mm-2440x1220', size: sheet(18, 1220, 2440), price: 42.0 },
]);
fam('shuttering-plywood', 'sheet-materials', {
  quals: ['Shuttering'], noun: 'Plywood', material: 'Plywood',
  d: 'Economy softwood shuttering plywood for formwork, hoarding and temporary works.',
}, [{ key: 'shuttering-plywood-18mm-2440x1220', size: sheet(18, 1220, 2440), price: 28.5 }]);
fam('mdf-standard', 'sheet-materials', {
  quals: ['Standard'], noun: 'MDF', material: 'MDF',
  d: 'Standard grade medium density fibreboard for internal joinery, shelving and furniture.',
}, [
  { key: 'mdf-standard-12mm-2440x1220', size: sheet(12, 1220, 2440), price: 22.4 },
  { key: 'mdf-standard-18mm-2440x1220', size: sheet(18, 1220, 2440), price: 29.9 },
]);
fam('medite-mr', 'sheet-materials', {
  brand: 'Medite', maker: 'Coillte', parent: 'Coillte', line: 'MR', quals: ['Moisture Resistant'], noun: 'MDF', material: 'MDF',
  d: 'Medite MR moisture resistant MDF for kitchens, bathrooms and other humid interior applications. Green core.',
}, [{ key: 'medite-mr-mdf-18mm-2440x1220', size: sheet(18, 1220, 2440), price: 41.5 }]);
fam('egger-p5-flooring', 'sheet-materials', {
  brand: 'Egger', maker: 'Egger', parent: 'Egger', line: 'Peel Clean Xtra', quals: ['P5', 'Tongue & Groove'], noun: 'Chipboard Flooring', material: 'Chipboard',
  d: 'Egger Peel Clean Xtra moisture resistant P5 chipboard flooring with a peelable protective film. Tongue and groove on all four edges.',
}, [
  { key: 'egger-p5-tg-chipboard-18mm-2400x600', size: sheet(18, 600, 2400), price: 14.8 },
  { key: 'egger-p5-tg-chipboard-22mm-2400x600', size: sheet(22, 600, 2400), price: 18.9 },
]);

// ---- plasterboard ----------------------------------------------------------------------------------
const BG = { brand: 'Gyproc', maker: 'British Gypsum', parent: 'Saint-Gobain', noun: 'Plasterboard' };
fam('gyproc-wallboard-te', 'plasterboard', {
  ...BG, line: 'WallBoard', quals: ['Tapered Edge'],
  d: 'Gyproc WallBoard is a standard gypsum plasterboard for walls and ceilings. Tapered edges for jointing.',
}, [
  { key: 'gyproc-wallboard-te-12.5mm-2400x1200', size: sheet(12.5, 1200, 2400), price: 11.4 },
  { key: 'gyproc-wallboard-te-9.5mm-2400x1200', size: sheet(9.5, 1200, 2400), price: 10.2 },
  { key: 'gyproc-wallboard-te-15mm-2400x1200', size: sheet(15, 1200, 2400), price: 15.8 },
  { key: 'gyproc-wallboard-te-12.5mm-2400x900', size: sheet(12.5, 900, 2400), price: 9.1 },
]);
fam('gyproc-wallboard-se', 'plasterboard', {
  ...BG, line: 'WallBoard', quals: ['Square Edge'],
  d: 'Gyproc WallBoard with square edges, for plaster skim finishing.',
}, [{ key: 'gyproc-wallboard-se-12.5mm-2400x1200', size: sheet(12.5, 1200, 2400), price: 11.6 }]);
fam('gyproc-fireline', 'plasterboard', {
  ...BG, line: 'FireLine', quals: ['Tapered Edge'],
  d: 'Gyproc FireLine has a glass fibre reinforced core for enhanced fire resistance. Pink face paper.',
}, [{ key: 'gyproc-fireline-te-12.5mm-2400x1200', size: sheet(12.5, 1200, 2400), price: 15.2 }]);
fam('gyproc-moisture-resistant', 'plasterboard', {
  ...BG, line: 'Moisture Resistant', quals: ['Tapered Edge'],
  d: 'Gyproc Moisture Resistant board with a water repellent core for bathrooms and kitchens. Green face paper.',
}, [{ key: 'gyproc-moisture-resistant-te-12.5mm-2400x1200', size: sheet(12.5, 1200, 2400), price: 16.4 }]);
fam('gyproc-soundbloc', 'plasterboard', {
  ...BG, line: 'SoundBloc', quals: ['Tapered Edge'],
  d: 'Gyproc SoundBloc has a higher density core for improved sound insulation in walls and floors. Blue face paper.',
}, [
  { key: 'gyproc-soundbloc-te-12.5mm-2400x1200', size: sheet(12.5, 1200, 2400), price: 15.9 },
  { key: 'gyproc-soundbloc-te-15mm-2400x1200', size: sheet(15, 1200, 2400), price: 18.7 },
]);
const KN = { brand: 'Knauf', maker: 'Knauf', parent: 'Knauf', noun: 'Plasterboard' };
fam('knauf-wallboard-te', 'plasterboard', {
  ...KN, line: 'Wallboard', quals: ['Tapered Edge'],
  d: 'Knauf Wallboard standard plasterboard for lining walls and ceilings, tapered edges for taping and jointing.',
}, [
  { key: 'knauf-wallboard-te-12.5mm-2400x1200', size: sheet(12.5, 1200, 2400), price: 10.6 },
  { key: 'knauf-wallboard-te-9.5mm-2400x1200', size: sheet(9.5, 1200, 2400), price: 9.6 },
]);
fam('knauf-fire-panel', 'plasterboard', {
  ...KN, line: 'Fire Panel', quals: ['Tapered Edge'],
  d: 'Knauf Fire Panel with glass fibre and additives in the core for fire rated partitions and ceilings.',
}, [{ key: 'knauf-fire-panel-te-12.5mm-2400x1200', size: sheet(12.5, 1200, 2400), price: 14.2 }]);
fam('knauf-moisture-panel', 'plasterboard', {
  ...KN, line: 'Moisture Panel', quals: ['Tapered Edge'],
  d: 'Knauf Moisture Panel with a silicone treated core for areas of intermittent high humidity.',
}, [{ key: 'knauf-moisture-panel-te-12.5mm-2400x1200', size: sheet(12.5, 1200, 2400), price: 15.1 }]);
const SI = { brand: 'Siniat', maker: 'Siniat', parent: 'Etex', noun: 'Plasterboard' };
fam('siniat-gtec-standard', 'plasterboard', {
  ...SI, line: 'GTEC Standard', quals: ['Tapered Edge'],
  d: 'Siniat GTEC Standard Board for general internal walls and ceilings.',
}, [{ key: 'siniat-gtec-standard-te-12.5mm-2400x1200', size: sheet(12.5, 1200, 2400), price: 10.3 }]);
fam('siniat-gtec-moisture', 'plasterboard', {
  ...SI, line: 'GTEC Moisture', quals: ['Tapered Edge'],
  d: 'Siniat GTEC Moisture Board with a water resistant core for wet areas.',
}, [{ key: 'siniat-gtec-moisture-te-12.5mm-2400x1200', size: sheet(12.5, 1200, 2400), price: 14.9 }]);
fam('siniat-gtec-fire', 'plasterboard', {
  ...SI, line: 'GTEC Fire', quals: ['Tapered Edge'],
  d: 'Siniat GTEC Fire Board for fire protection in partitions, walls and ceilings.',
}, [{ key: 'siniat-gtec-fire-te-12.5mm-2400x1200', size: sheet(12.5, 1200, 2400), price: 13.8 }]);

// ---- plaster ---------------------------------------------------------------------------------------------
const TH = { brand: 'Thistle', maker: 'British Gypsum', parent: 'Saint-Gobain', noun: 'Plaster' };
fam('thistle-multi-finish', 'plaster', { ...TH, line: 'Multi-Finish', d: 'Thistle Multi-Finish is a finish plaster for both plasterboard and undercoat backgrounds, giving a smooth hard-wearing surface.' },
  [{ key: 'thistle-multi-finish-25kg', size: kg(25), price: 12.8 }]);
fam('thistle-board-finish', 'plaster', { ...TH, line: 'Board Finish', d: 'Thistle Board Finish is a finishing plaster designed for application onto plasterboard.' },
  [{ key: 'thistle-board-finish-25kg', size: kg(25), price: 12.6 }]);
fam('thistle-bonding-coat', 'plaster', { ...TH, line: 'Bonding Coat', d: 'Thistle Bonding Coat undercoat plaster for low suction backgrounds such as concrete and plasterboard.' },
  [{ key: 'thistle-bonding-coat-25kg', size: kg(25), price: 15.2 }]);
fam('thistle-hardwall', 'plaster', { ...TH, line: 'Hardwall', d: 'Thistle Hardwall is a high impact resistant undercoat plaster for masonry backgrounds.' },
  [{ key: 'thistle-hardwall-25kg', size: kg(25), price: 16.4 }]);
fam('thistle-tough-coat', 'plaster', { ...TH, line: 'Tough Coat', d: 'Thistle Tough Coat undercoat plaster for most masonry backgrounds, quick to apply.' },
  [{ key: 'thistle-tough-coat-25kg', size: kg(25), price: 15.9 }]);
fam('thistle-universal-one-coat', 'plaster', { ...TH, line: 'UniversalOneCoat', d: 'Thistle UniversalOneCoat is a one coat plaster that can be used as both undercoat and finish on most backgrounds.' },
  [{ key: 'thistle-universalonecoat-25kg', size: kg(25), price: 17.9 }]);
fam('knauf-multi-finish', 'plaster', { brand: 'Knauf', maker: 'Knauf', parent: 'Knauf', line: 'Multi-Finish', noun: 'Plaster', d: 'Knauf Multi-Finish gypsum finish plaster for plasterboard and sand and cement backgrounds.' },
  [{ key: 'knauf-multi-finish-25kg', size: kg(25), price: 11.9 }]);
fam('gyproc-easi-fill', 'plaster', {
  brand: 'Gyproc', maker: 'British Gypsum', parent: 'Saint-Gobain', line: 'Easi-Fill', quals: ['Multi-Purpose'], noun: 'Filler',
  d: 'Gyproc Easi-Fill is a lightweight jointing and multi-purpose filler for plasterboard joints and making good. Easy sanding.',
}, [
  { key: 'gyproc-easi-fill-5kg', size: kg(5), price: 14.5 },
  { key: 'gyproc-easi-fill-10kg', size: kg(10), price: 24.9 },
]);
fam('gyproc-joint-filler', 'plaster', {
  brand: 'Gyproc', maker: 'British Gypsum', parent: 'Saint-Gobain', quals: ['Joint'], noun: 'Filler',
  d: 'Gyproc Joint Filler for bedding tape and filling tapered edge plasterboard joints.',
}, [{ key: 'gyproc-joint-filler-12.5kg', size: kg(12.5), price: 18.4 }]);

// ---- bricks ---------------------------------------------------------------------------------------------
fam('ibstock-tradesman-heather', 'bricks', {
  brand: 'Ibstock', maker: 'Ibstock', parent: 'Ibstock', line: 'Tradesman', quals: ['Heather'], noun: 'Facing Brick',
  d: 'Ibstock Tradesman Heather is a wirecut facing brick with a heather (blue-brown) colouring, F2 S2 frost resistant.',
}, [
  { key: 'ibstock-tradesman-heather-65mm-single', size: brick(1), price: 0.98 },
  { key: 'ibstock-tradesman-heather-65mm-pack-500', size: brick(500), price: 455 },
]);
fam('ibstock-ivanhoe-cream', 'bricks', {
  brand: 'Ibstock', maker: 'Ibstock', parent: 'Ibstock', line: 'Ivanhoe', quals: ['Cream'], noun: 'Facing Brick',
  d: 'Ibstock Ivanhoe Cream is a smooth cream wirecut facing brick.',
}, [{ key: 'ibstock-ivanhoe-cream-65mm-single', size: brick(1), price: 1.12 }]);
fam('london-brick-heather', 'bricks', {
  brand: 'London Brick', maker: 'Forterra', parent: 'Forterra', quals: ['Heather'], noun: 'Facing Brick',
  d: 'Forterra London Brick Heather, a pressed fletton facing brick with a mottled heather colouring.',
}, [{ key: 'london-brick-heather-65mm-single', size: brick(1), price: 0.89 }]);
fam('london-brick-rustic', 'bricks', {
  brand: 'London Brick', maker: 'Forterra', parent: 'Forterra', quals: ['Rustic'], noun: 'Facing Brick',
  d: 'Forterra London Brick Rustic, a pressed fletton facing brick with a combed rustic texture.',
}, [{ key: 'london-brick-rustic-65mm-single', size: brick(1), price: 0.89 }]);
fam('london-brick-common', 'bricks', {
  brand: 'London Brick', maker: 'Forterra', parent: 'Forterra', noun: 'Common Brick',
  d: 'Forterra London Brick common for general building work where appearance is not important.',
}, [{ key: 'london-brick-common-65mm-single', size: brick(1), price: 0.72 }]);
fam('wienerberger-kassandra-multi', 'bricks', {
  brand: 'Wienerberger', maker: 'Wienerberger', parent: 'Wienerberger', line: 'Kassandra', quals: ['Multi'], noun: 'Facing Brick',
  d: 'Wienerberger Kassandra Multi is a red multi stock facing brick with a soft sandfaced texture.',
}, [{ key: 'wienerberger-kassandra-multi-65mm-single', size: brick(1), price: 1.05 }]);
fam('wienerberger-class-b-perforated', 'bricks', {
  brand: 'Wienerberger', maker: 'Wienerberger', parent: 'Wienerberger', quals: ['Class B', 'Red', 'Perforated'], noun: 'Engineering Brick',
  d: 'Class B red engineering brick, perforated (3 hole), for manholes, below DPC work and retaining walls.',
}, [
  { key: 'wienerberger-class-b-red-perforated-65mm-single', size: brick(1), price: 0.78 },
  { key: 'wienerberger-class-b-red-perforated-65mm-pack-400', size: brick(400), price: 289 },
]);
fam('wienerberger-class-b-solid', 'bricks', {
  brand: 'Wienerberger', maker: 'Wienerberger', parent: 'Wienerberger', quals: ['Class B', 'Red', 'Solid'], noun: 'Engineering Brick',
  d: 'Class B red engineering brick, solid (no holes or frog), for copings, steps and below DPC work.',
}, [{ key: 'wienerberger-class-b-red-solid-65mm-single', size: brick(1), price: 0.92 }]);
fam('ibstock-class-b-perforated', 'bricks', {
  brand: 'Ibstock', maker: 'Ibstock', parent: 'Ibstock', quals: ['Class B', 'Red', 'Perforated'], noun: 'Engineering Brick',
  d: 'Ibstock Class B red engineering brick, perforated, low water absorption for below ground and DPC courses.',
}, [{ key: 'ibstock-class-b-red-perforated-65mm-single', size: brick(1), price: 0.81 }]);
fam('michelmersh-hampshire-red-stock', 'bricks', {
  brand: 'Michelmersh', maker: 'Michelmersh', parent: 'Michelmersh', line: 'Hampshire', quals: ['Red Stock'], noun: 'Facing Brick',
  d: 'Michelmersh Hampshire Red Stock is a handmade-look soft red stock facing brick fired in Hampshire.',
}, [{ key: 'michelmersh-hampshire-red-stock-65mm-single', size: brick(1), price: 1.38 }]);

// ---- blocks ------------------------------------------------------------------------------------------------
const THM = { brand: 'Thermalite', maker: 'Forterra', parent: 'Forterra', noun: 'Aircrete Block' };
fam('thermalite-shield-2000', 'blocks', { ...THM, line: 'Shield 2000', d: 'Thermalite Shield 2000 is a lightweight aircrete block with excellent thermal insulation for inner leaves and partitions.' }, [
  { key: 'thermalite-shield-2000-100mm', size: block(100, '3.6N'), price: 3.4 },
  { key: 'thermalite-shield-2000-140mm', size: block(140, '3.6N'), price: 4.9 },
]);
fam('thermalite-hi-strength-7', 'blocks', { ...THM, line: 'Hi-Strength 7', d: 'Thermalite Hi-Strength 7 aircrete block for loadbearing walls in multi-storey and below DPC work.' }, [
  { key: 'thermalite-hi-strength-7-100mm', size: block(100, '7.3N'), price: 4.2 },
]);
fam('thermalite-trenchblock', 'blocks', { ...THM, line: 'Trenchblock', d: 'Thermalite Trenchblock for fast foundation walls below DPC, laid flat in the trench.' }, [
  { key: 'thermalite-trenchblock-300mm', size: block(300, '3.6N'), price: 11.9 },
]);
const HH = { brand: 'Celcon', maker: 'H+H', parent: 'H+H UK', noun: 'Aircrete Block' };
fam('celcon-standard', 'blocks', { ...HH, quals: ['Standard Grade'], d: 'H+H Celcon Standard Grade aircrete block for inner leaves of cavity walls, partitions and separating walls.' }, [
  { key: 'celcon-standard-grade-100mm', size: block(100, '3.6N'), price: 3.3 },
  { key: 'celcon-standard-grade-140mm', size: block(140, '3.6N'), price: 4.75 },
]);
fam('celcon-high-strength', 'blocks', { ...HH, quals: ['High Strength'], d: 'H+H Celcon High Strength aircrete block for higher loadbearing applications.' }, [
  { key: 'celcon-high-strength-100mm', size: block(100, '7.3N'), price: 4.05 },
]);
fam('celcon-foundation', 'blocks', { ...HH, quals: ['Foundation'], d: 'H+H Celcon Foundation Block for building foundation walls quickly below DPC.' }, [
  { key: 'celcon-foundation-block-300mm', size: block(300, '3.6N'), price: 11.4 },
]);
fam('tarmac-topblock-dense', 'blocks', {
  brand: 'Tarmac', maker: 'Tarmac', parent: 'Tarmac', line: 'Topblock', quals: ['Dense', 'Solid'], noun: 'Concrete Block',
  d: 'Tarmac Topblock dense aggregate concrete block for loadbearing walls, foundations and below ground use.',
}, [
  { key: 'tarmac-topblock-dense-solid-100mm', size: block(100, '7.3N'), price: 2.35 },
  { key: 'tarmac-topblock-dense-solid-140mm', size: block(140, '7.3N'), price: 3.45 },
]);
fam('tarmac-toplite-standard', 'blocks', {
  brand: 'Tarmac', maker: 'Tarmac', parent: 'Tarmac', line: 'Toplite', quals: ['Standard'], noun: 'Lightweight Block',
  d: 'Tarmac Toplite Standard lightweight aggregate block with good thermal performance for cavity wall inner leaves.',
}, [{ key: 'tarmac-toplite-standard-100mm', size: block(100, '3.6N'), price: 2.9 }]);
fam('dense-concrete-block', 'blocks', {
  quals: ['Dense', 'Solid'], noun: 'Concrete Block',
  d: 'Dense solid concrete block for general loadbearing masonry, foundations and garden walls.',
}, [{ key: 'dense-solid-concrete-block-7n-100mm', size: block(100, '7.3N'), price: 2.1 }]);

// ---- skirting & architrave -----------------------------------------------------------------------------------
fam('mdf-torus-skirting', 'skirting-architrave', {
  quals: ['?Primed', 'MDF', 'Torus'], noun: 'Skirting', material: 'MDF',
  d: 'Primed MDF skirting board in a classic torus profile, ready for painting.',
}, [
  { key: 'mdf-torus-skirting-18x119-4200', size: profile(18, 119, 4200), price: 11.9 },
  { key: 'mdf-torus-skirting-18x144-4200', size: profile(18, 144, 4200), price: 14.2 },
  { key: 'mdf-torus-skirting-18x169-4200', size: profile(18, 169, 4200), price: 16.8 },
]);
fam('mdf-ogee-skirting', 'skirting-architrave', {
  quals: ['?Primed', 'MDF', 'Ogee'], noun: 'Skirting', material: 'MDF',
  d: 'Primed MDF skirting board with a traditional ogee profile.',
}, [{ key: 'mdf-ogee-skirting-18x144-4200', size: profile(18, 144, 4200), price: 14.2 }]);
fam('mdf-chamfered-skirting', 'skirting-architrave', {
  quals: ['?Primed', 'MDF', 'Chamfered & Rounded'], noun: 'Skirting', material: 'MDF',
  d: 'Primed MDF skirting with a simple chamfered and rounded profile for modern interiors.',
}, [{ key: 'mdf-chamfered-rounded-skirting-18x119-4200', size: profile(18, 119, 4200), price: 11.7 }]);
fam('mdf-bullnose-skirting', 'skirting-architrave', {
  quals: ['?Primed', 'MDF', 'Bullnose'], noun: 'Skirting', material: 'MDF',
  d: 'Primed MDF skirting with a bullnose (pencil rounded) top edge.',
}, [{ key: 'mdf-bullnose-skirting-18x119-4200', size: profile(18, 119, 4200), price: 11.8 }]);
fam('softwood-torus-skirting', 'skirting-architrave', {
  quals: ['Softwood', 'Torus'], noun: 'Skirting', material: 'Softwood',
  d: 'Redwood softwood skirting in a torus profile, finger jointed, for staining or painting.',
}, [{ key: 'softwood-torus-skirting-19x144-4200', size: profile(19, 144, 4200, { nomT: 25, nomW: 150 }), price: 17.9 }]);
fam('softwood-ogee-skirting', 'skirting-architrave', {
  quals: ['Softwood', 'Ogee'], noun: 'Skirting', material: 'Softwood',
  d: 'Redwood softwood skirting in an ogee profile, finger jointed, for staining or painting.',
}, [{ key: 'softwood-ogee-skirting-19x144-4200', size: profile(19, 144, 4200, { nomT: 25, nomW: 150 }), price: 17.9 }]);
fam('mdf-torus-architrave', 'skirting-architrave', {
  quals: ['?Primed', 'MDF', 'Torus'], noun: 'Architrave', material: 'MDF',
  d: 'Primed MDF architrave in a torus profile to match torus skirting. Single length.',
}, [{ key: 'mdf-torus-architrave-18x69-2100', size: profile(18, 69, 2100), price: 5.2 }]);
fam('mdf-torus-architrave-set', 'skirting-architrave', {
  quals: ['?Primed', 'MDF', 'Torus'], noun: 'Architrave', note: 'Door Set', material: 'MDF',
  d: 'Primed MDF torus architrave door set: five lengths, enough to trim both sides of a standard internal door.',
}, [{ key: 'mdf-torus-architrave-door-set-18x69-2100', size: profile(18, 69, 2100, { n: 5 }), price: 24.5 }]);
fam('mdf-ogee-architrave', 'skirting-architrave', {
  quals: ['?Primed', 'MDF', 'Ogee'], noun: 'Architrave', material: 'MDF',
  d: 'Primed MDF architrave in an ogee profile. Single length.',
}, [{ key: 'mdf-ogee-architrave-18x69-2100', size: profile(18, 69, 2100), price: 5.2 }]);
fam('softwood-torus-architrave', 'skirting-architrave', {
  quals: ['Softwood', 'Torus'], noun: 'Architrave', material: 'Softwood',
  d: 'Redwood softwood torus architrave, finger jointed. Single length.',
}, [{ key: 'softwood-torus-architrave-19x69-2100', size: profile(19, 69, 2100, { nomT: 25, nomW: 75 }), price: 6.9 }]);

// ---- insulation --------------------------------------------------------------------------------------------------
const PIR = { quals: ['PIR'], noun: 'Insulation Board', sub: 'PIR Boards' };
fam('celotex-ga4000', 'insulation', {
  ...PIR, brand: 'Celotex', maker: 'Celotex', parent: 'Saint-Gobain', line: 'GA4000',
  d: 'Celotex GA4000 general application PIR insulation board with foil facings, for pitched roofs, walls and floors. Lambda 0.022 W/mK.',
}, [
  { key: 'celotex-ga4050-50mm-2400x1200', line2: 'GA4050', size: board(50, 1200, 2400), price: 26.9 },
  { key: 'celotex-ga4075-75mm-2400x1200', line2: 'GA4075', size: board(75, 1200, 2400), price: 34.5 },
  { key: 'celotex-ga4100-100mm-2400x1200', line2: 'GA4100', size: board(100, 1200, 2400), price: 41.9 },
]);
fam('kingspan-tp10', 'insulation', {
  ...PIR, brand: 'Kingspan', maker: 'Kingspan Insulation', parent: 'Kingspan Group', line: 'Thermapitch TP10',
  d: 'Kingspan Thermapitch TP10 rigid thermoset insulation board for pitched roofs, with composite foil facings.',
}, [
  { key: 'kingspan-thermapitch-tp10-50mm-2400x1200', size: board(50, 1200, 2400), price: 27.8 },
  { key: 'kingspan-thermapitch-tp10-100mm-2400x1200', size: board(100, 1200, 2400), price: 44.6 },
]);
fam('recticel-eurothane-gp', 'insulation', {
  ...PIR, brand: 'Recticel', maker: 'Recticel', parent: 'Recticel', line: 'Eurothane GP',
  d: 'Recticel Eurothane GP general purpose PIR board with aluminium foil facings for floors, walls and roofs.',
}, [
  { key: 'recticel-eurothane-gp-50mm-2400x1200', size: board(50, 1200, 2400), price: 25.6 },
  { key: 'recticel-eurothane-gp-100mm-2400x1200', size: board(100, 1200, 2400), price: 40.2 },
]);
fam('ecotherm-eco-versal', 'insulation', {
  ...PIR, brand: 'Ecotherm', maker: 'Ecotherm', parent: 'Ecotherm', line: 'Eco-Versal',
  d: 'Ecotherm Eco-Versal multi-purpose PIR insulation board, foil faced both sides.',
}, [{ key: 'ecotherm-eco-versal-100mm-2400x1200', size: board(100, 1200, 2400), price: 38.9 }]);
fam('xtratherm-thin-r', 'insulation', {
  ...PIR, brand: 'Xtratherm', maker: 'Xtratherm', parent: 'Unilin', line: 'Thin-R',
  d: 'Xtratherm Thin-R PIR board with low emissivity foil facings for walls, floors and roofs.',
}, [{ key: 'xtratherm-thin-r-100mm-2400x1200', size: board(100, 1200, 2400), price: 39.5 }]);
fam('knauf-earthwool-loft-roll-44', 'insulation', {
  brand: 'Knauf Insulation', maker: 'Knauf Insulation', parent: 'Knauf', line: 'Earthwool', quals: ['44'], noun: 'Loft Roll', sub: 'Loft Insulation',
  d: 'Knauf Insulation Earthwool Loft Roll 44 glass mineral wool for insulating between and over ceiling joists. Non-combustible, Euroclass A1.',
}, [
  { key: 'knauf-earthwool-loft-roll-44-200mm', size: { k: 'roll', t: 200, w: 1140, lm: 5.61, m2: 6.4 }, price: 27.5 },
  { key: 'knauf-earthwool-loft-roll-44-100mm', size: { k: 'roll', t: 100, w: 1140, lm: 11.73, m2: 13.37 }, price: 21.9 },
]);
fam('superglass-multi-roll-44', 'insulation', {
  brand: 'Superglass', maker: 'Superglass', parent: 'Superglass', line: 'Multi-Roll', quals: ['44'], noun: 'Loft Roll', sub: 'Loft Insulation',
  d: 'Superglass Multi-Roll 44 glass wool roll, perforated to split into narrower widths for joist spacings.',
}, [{ key: 'superglass-multi-roll-44-200mm', size: { k: 'roll', t: 200, w: 1160, lm: 5.5, m2: 6.38 }, price: 26.4 }]);
fam('isover-spacesaver', 'insulation', {
  brand: 'Isover', maker: 'Isover', parent: 'Saint-Gobain', line: 'Spacesaver', noun: 'Loft Roll', sub: 'Loft Insulation',
  d: 'Isover Spacesaver glass mineral wool loft roll, compression packed for easy handling.',
}, [{ key: 'isover-spacesaver-loft-roll-200mm', size: { k: 'roll', t: 200, w: 1160, lm: 5.2, m2: 6.03 }, price: 26.9 }]);
fam('rockwool-roll', 'insulation', {
  brand: 'Rockwool', maker: 'Rockwool', parent: 'ROCKWOOL Group', quals: ['Stone Wool'], noun: 'Insulation Roll', sub: 'Loft Insulation',
  d: 'ROCKWOOL stone wool roll for lofts and between timber joists. Non-combustible with acoustic benefits.',
}, [{ key: 'rockwool-roll-100mm', size: { k: 'roll', t: 100, w: 1200, lm: 7.0, m2: 8.4 }, price: 29.9 }]);
fam('rockwool-rwa45', 'insulation', {
  brand: 'Rockwool', maker: 'Rockwool', parent: 'ROCKWOOL Group', line: 'RWA45', quals: ['Acoustic'], noun: 'Insulation Slab', sub: 'Slabs',
  d: 'ROCKWOOL RWA45 acoustic slab for partitions and separating floors.',
}, [{ key: 'rockwool-rwa45-50mm-1200x600-pack-12', size: { k: 'slab', t: 50, w: 600, l: 1200, n: 12, m2: 8.64 }, price: 34.0 }]);
fam('rockwool-flexi', 'insulation', {
  brand: 'Rockwool', maker: 'Rockwool', parent: 'ROCKWOOL Group', line: 'Flexi', noun: 'Insulation Slab', sub: 'Slabs',
  d: 'ROCKWOOL Flexi slab with a flexible edge for a friction fit between studs and rafters.',
}, [{ key: 'rockwool-flexi-100mm-1200x600-pack-4', size: { k: 'slab', t: 100, w: 600, l: 1200, n: 4, m2: 2.88 }, price: 39.5 }]);

// ---- roofing ----------------------------------------------------------------------------------------------------
const MAR = { brand: 'Marley', maker: 'Marley', parent: 'Marshalls' };
fam('marley-modern', 'roofing', {
  ...MAR, line: 'Modern', quals: ['Interlocking', 'Concrete'], noun: 'Roof Tile', sub: 'Roof Tiles', groupAt: ['tamar-valley-building'],
  d: 'Marley Modern is a large format, flat profile interlocking concrete tile for roof pitches down to 15 degrees. Price per tile.',
}, [
  { key: 'marley-modern-tile-smooth-grey', size: each(), color: 'Smooth Grey', price: 2.45 },
  { key: 'marley-modern-tile-smooth-brown', size: each(), color: 'Smooth Brown', price: 2.45 },
]);
fam('marley-ludlow-plus', 'roofing', {
  ...MAR, line: 'Ludlow Plus', quals: ['Interlocking', 'Concrete'], noun: 'Roof Tile', sub: 'Roof Tiles',
  d: 'Marley Ludlow Plus double pantile profile interlocking concrete tile. Price per tile.',
}, [{ key: 'marley-ludlow-plus-tile-old-english-dark-red', size: each(), color: 'Old English Dark Red', price: 1.35 }]);
fam('redland-49', 'roofing', {
  brand: 'Redland', maker: 'Redland', parent: 'BMI', line: '49', quals: ['Concrete'], noun: 'Roof Tile', sub: 'Roof Tiles',
  d: 'Redland 49 traditional granular faced concrete interlocking tile. Price per tile.',
}, [{ key: 'redland-49-tile-farmhouse-red', size: each(), color: 'Farmhouse Red', price: 1.3 }]);
fam('redland-renown', 'roofing', {
  brand: 'Redland', maker: 'Redland', parent: 'BMI', line: 'Renown', quals: ['Concrete'], noun: 'Roof Tile', sub: 'Roof Tiles',
  d: 'Redland Renown low profile through-coloured concrete interlocking tile. Price per tile.',
}, [{ key: 'redland-renown-tile-slate-grey', size: each(), color: 'Slate Grey', price: 2.1 }]);
fam('sandtoft-20-20', 'roofing', {
  brand: 'Sandtoft', maker: 'Sandtoft', parent: 'Wienerberger', line: '20/20', quals: ['Clay', 'Interlocking'], noun: 'Roof Tile', sub: 'Roof Tiles',
  d: 'Sandtoft 20/20 flat interlocking clay tile with a slate-like appearance. Price per tile.',
}, [{ key: 'sandtoft-20-20-clay-tile-natural-red', size: each(), color: 'Natural Red', price: 2.85 }]);
fam('russell-grampian', 'roofing', {
  brand: 'Russell', maker: 'Russell Roof Tiles', parent: 'Russell Roof Tiles', line: 'Grampian', quals: ['Concrete'], noun: 'Roof Tile', sub: 'Roof Tiles',
  d: 'Russell Grampian thin leading edge concrete interlocking tile. Price per tile.',
}, [{ key: 'russell-grampian-tile-slate-grey', size: each(), color: 'Slate Grey', price: 1.95 }]);
fam('roofing-batten', 'roofing', {
  quals: ['Treated', '?BS5534'], noun: 'Roofing Batten', material: 'Softwood', sub: 'Battens',
  d: 'Graded and treated softwood tiling batten, colour coded and marked to BS 5534.',
}, [
  { key: 'roofing-batten-treated-25x38-4800', size: timber(25, 38, 4800), price: 3.6 },
  { key: 'roofing-batten-treated-25x50-4800', size: timber(25, 50, 4800), price: 4.6 },
]);
fam('marley-universal-dry-verge', 'roofing', {
  ...MAR, line: 'Universal', quals: ['Dry Verge'], noun: 'Unit', sub: 'Dry Fix',
  d: 'Marley universal dry verge unit, mortar free verge system for interlocking tiles. Price per unit.',
}, [{ key: 'marley-universal-dry-verge-unit-black', size: each(), color: 'Black', price: 4.2 }]);
fam('glidevale-protect-vp400', 'roofing', {
  brand: 'Glidevale', maker: 'Glidevale Protect', parent: 'Glidevale Protect', line: 'Protect VP400', quals: ['Breathable'], noun: 'Roofing Membrane', sub: 'Membranes',
  d: 'Vapour permeable (breather) roofing underlay for warm and cold pitched roofs.',
}, [{ key: 'glidevale-protect-vp400-membrane-1mx50m', size: { k: 'rollw', w: 1000, lm: 50 }, price: 62 }]);
fam('evo-stik-flashband', 'roofing', {
  brand: 'Evo-Stik', maker: 'Bostik', parent: 'Bostik', line: 'Flashband', quals: ['Original', 'Self-Adhesive'], noun: 'Flashing Tape', sub: 'Flashing',
  d: 'Evo-Stik Flashband Original self-adhesive bitumen flashing tape with a grey aluminium finish, for sealing and repairs.',
}, [
  { key: 'evo-stik-flashband-150mm-x-10m', size: { k: 'rollw', w: 150, lm: 10 }, price: 24.5 },
  { key: 'evo-stik-flashband-100mm-x-10m', size: { k: 'rollw', w: 100, lm: 10 }, price: 17.8 },
]);
fam('marley-rivendale', 'roofing', {
  ...MAR, line: 'Rivendale', quals: ['Fibre Cement'], noun: 'Slate', sub: 'Slates',
  d: 'Marley Rivendale fibre cement slate, smooth finish, lightweight alternative to natural slate. Price per slate.',
}, [{ key: 'marley-rivendale-slate-600x300-blue-black', size: { k: 'plate', l: 600, w: 300 }, color: 'Blue/Black', price: 3.1 }]);

// ---- drainage ------------------------------------------------------------------------------------------------------
const FP = { brand: 'FloPlast', maker: 'FloPlast', parent: 'FloPlast', sub: 'Rainwater' };
fam('floplast-hr-gutter', 'drainage', {
  ...FP, quals: ['Half Round'], noun: 'Gutter', groupAt: ['fenland-merchants'],
  d: 'FloPlast 112mm half round PVC-U gutter for domestic roofs.',
}, [
  { key: 'floplast-half-round-gutter-112mm-4m-black', size: pipe(112, 4), color: 'Black', price: 10.8 },
  { key: 'floplast-half-round-gutter-112mm-4m-brown', size: pipe(112, 4), color: 'Brown', price: 10.8 },
  { key: 'floplast-half-round-gutter-112mm-4m-white', size: pipe(112, 4), color: 'White', price: 10.4 },
  { key: 'floplast-half-round-gutter-112mm-2m-black', size: pipe(112, 2), color: 'Black', price: 6.4 },
]);
fam('floplast-round-downpipe', 'drainage', {
  ...FP, quals: ['Round'], noun: 'Downpipe',
  d: 'FloPlast 68mm round PVC-U downpipe, plain ended.',
}, [
  { key: 'floplast-round-downpipe-68mm-2.5m-black', size: pipe(68, 2.5), color: 'Black', price: 8.9 },
  { key: 'floplast-round-downpipe-68mm-5.5m-black', size: pipe(68, 5.5), color: 'Black', price: 17.6 },
]);
fam('floplast-hr-union-bracket', 'drainage', {
  ...FP, quals: ['Half Round'], noun: 'Gutter Union Bracket',
  d: 'Union bracket for joining two lengths of FloPlast 112mm half round gutter.',
}, [{ key: 'floplast-half-round-union-bracket-112mm-black', size: fitting(112), color: 'Black', price: 3.2 }]);
fam('floplast-downpipe-shoe', 'drainage', {
  ...FP, quals: ['Round'], noun: 'Downpipe Shoe',
  d: 'Shoe for the foot of a FloPlast 68mm round downpipe, directs water away from the wall.',
}, [{ key: 'floplast-round-downpipe-shoe-68mm-black', size: fitting(68), color: 'Black', price: 2.9 }]);
const WV = { brand: 'Wavin', maker: 'Wavin', parent: 'Wavin' };
fam('osmadrain-pipe', 'drainage', {
  ...WV, line: 'OsmaDrain', quals: ['Plain Ended'], noun: 'Underground Drain Pipe', sub: 'Underground Drainage',
  d: 'Wavin OsmaDrain 110mm PVC-U underground drainage pipe, terracotta colour, plain ended.',
}, [
  { key: 'wavin-osmadrain-110mm-pipe-3m', size: pipe(110, 3), price: 22.5 },
  { key: 'wavin-osmadrain-110mm-pipe-6m', size: pipe(110, 6), price: 41.9 },
]);
fam('osmadrain-bend-ss', 'drainage', {
  ...WV, line: 'OsmaDrain', quals: ['87.5°', 'Single Socket'], noun: 'Bend', sub: 'Underground Drainage',
  d: 'Wavin OsmaDrain 110mm 87.5 degree bend, single socket with ring seal.',
}, [{ key: 'wavin-osmadrain-110mm-87-bend-single-socket', size: fitting(110), price: 11.2 }]);
fam('osmadrain-bend-ds', 'drainage', {
  ...WV, line: 'OsmaDrain', quals: ['87.5°', 'Double Socket'], noun: 'Bend', sub: 'Underground Drainage',
  d: 'Wavin OsmaDrain 110mm 87.5 degree bend, double socket with ring seals.',
}, [{ key: 'wavin-osmadrain-110mm-87-bend-double-socket', size: fitting(110), price: 12.4 }]);
fam('polypipe-underground-pipe', 'drainage', {
  brand: 'Polypipe', maker: 'Polypipe', parent: 'Genuit Group', quals: ['Plain Ended'], noun: 'Underground Drain Pipe', sub: 'Underground Drainage',
  d: 'Polypipe 110mm PVC-U underground drainage pipe, terracotta colour, plain ended.',
}, [{ key: 'polypipe-underground-110mm-pipe-3m', size: pipe(110, 3), price: 20.8 }]);
fam('hepworth-supersleve', 'drainage', {
  brand: 'Hepworth', maker: 'Hepworth', parent: 'Wavin', line: 'SuperSleve', quals: ['Clay'], noun: 'Drain Pipe', sub: 'Underground Drainage',
  d: 'Hepworth SuperSleve vitrified clay drainage pipe with a polypropylene coupling.',
}, [{ key: 'hepworth-supersleve-100mm-pipe-1.6m', size: pipe(100, 1.6), price: 18.9 }]);
fam('osmasoil-pipe', 'drainage', {
  ...WV, line: 'OsmaSoil', quals: ['Single Socket'], noun: 'Soil Pipe', sub: 'Soil & Waste',
  d: 'Wavin OsmaSoil 110mm PVC-U soil pipe with a ring seal socket, for above ground soil stacks.',
}, [{ key: 'wavin-osmasoil-110mm-soil-pipe-3m-grey', size: pipe(110, 3), color: 'Grey', price: 27.6 }]);

// ---- other (sundries) ------------------------------------------------------------------------------------------
fam('everbuild-sbr', 'other', {
  brand: 'Everbuild', maker: 'Everbuild', parent: 'Sika', line: 'SBR', quals: ['Waterproof'], noun: 'Bond & Primer', sub: 'Bonding Agents',
  groupAt: ['humber-yard-supplies'],
  d: 'Everbuild SBR waterproof bonding agent, primer and admixture for sand and cement renders, screeds and mortars.',
}, [
  { key: 'everbuild-sbr-bond-1l', size: litre(1), price: 8.4 },
  { key: 'everbuild-sbr-bond-5l', size: litre(5), price: 24.9 },
]);
fam('sikaflex-11fc', 'other', {
  brand: 'Sika', maker: 'Sika', parent: 'Sika', line: 'Sikaflex-11FC+', quals: ['Multi-Purpose'], noun: 'Adhesive Sealant', sub: 'Adhesives & Sealants',
  groupAt: ['cotswold-stone-timber'],
  d: 'Sikaflex-11FC+ polyurethane multi-purpose adhesive and joint sealant, bonds to most building materials.',
}, [
  { key: 'sikaflex-11fc-300ml-white', size: { k: 'ml', ml: 300 }, color: 'White', price: 10.9 },
  { key: 'sikaflex-11fc-300ml-grey', size: { k: 'ml', ml: 300 }, color: 'Grey', price: 10.9 },
]);
fam('unibond-no-more-nails', 'other', {
  brand: 'Unibond', maker: 'Henkel', parent: 'Henkel', line: 'No More Nails', quals: ['Original'], noun: 'Grab Adhesive', sub: 'Adhesives & Sealants',
  d: 'Unibond No More Nails Original high strength grab adhesive cartridge for skirting, panelling and fixtures.',
}, [{ key: 'unibond-no-more-nails-original-365g', size: { k: 'g', g: 365 }, price: 6.9 }]);
fam('timco-c2-strong-fix', 'other', {
  brand: 'Timco', maker: 'Timco', parent: 'Timco', line: 'C2 Strong-Fix', quals: ['Multi-Purpose'], noun: 'Wood Screws', sub: 'Fixings',
  d: 'Timco C2 Strong-Fix premium multi-purpose countersunk wood screws, PZ2 drive, yellow zinc finish.',
}, [
  { key: 'timco-c2-strong-fix-5.0x50-box-200', size: { k: 'screws', d: 5.0, l: 50, n: 200 }, price: 9.8 },
  { key: 'timco-c2-strong-fix-5.0x60-box-200', size: { k: 'screws', d: 5.0, l: 60, n: 200 }, price: 11.4 },
  { key: 'timco-c2-strong-fix-4.0x40-box-200', size: { k: 'screws', d: 4.0, l: 40, n: 200 }, price: 6.9 },
]);
fam('catnic-cg90-100', 'other', {
  brand: 'Catnic', maker: 'Catnic', parent: 'Tata Steel', line: 'CG90/100', quals: ['Cavity Wall'], noun: 'Steel Lintel', sub: 'Lintels',
  d: 'Catnic CG90/100 standard duty galvanised steel cavity wall lintel for 90-105mm cavities with 100mm inner leaf.',
}, [
  { key: 'catnic-cg90-100-lintel-1200mm', size: { k: 'len', mm: 1200 }, price: 38.5 },
  { key: 'catnic-cg90-100-lintel-1500mm', size: { k: 'len', mm: 1500 }, price: 47.9 },
]);
fam('ig-l1s-100', 'other', {
  brand: 'IG', maker: 'IG Lintels', parent: 'IG Lintels', line: 'L1/S 100', quals: ['Cavity Wall'], noun: 'Steel Lintel', sub: 'Lintels',
  d: 'IG L1/S 100 standard duty cavity wall steel lintel for 90-105mm cavities.',
}, [{ key: 'ig-l1s-100-lintel-1200mm', size: { k: 'len', mm: 1200 }, price: 36.9 }]);
fam('supreme-prestressed-lintel', 'other', {
  brand: 'Supreme', maker: 'Supreme Concrete', parent: 'Supreme Concrete', quals: ['Prestressed'], noun: 'Concrete Lintel', sub: 'Lintels',
  d: 'Supreme prestressed concrete lintel for internal and external openings in 100mm masonry.',
}, [{ key: 'supreme-prestressed-concrete-lintel-100x65-1200mm', size: { k: 'lintel', w: 100, h: 65, l: 1200 }, price: 9.4 }]);
fam('visqueen-dpm', 'other', {
  brand: 'Visqueen', maker: 'Visqueen', parent: 'Berry BPI', quals: ['1200 Gauge'], noun: 'Damp Proof Membrane', sub: 'Damp Proofing',
  d: 'Visqueen 1200 gauge (300 micron) polythene damp proof membrane for use under concrete floor slabs.',
}, [{ key: 'visqueen-1200g-dpm-4mx25m', size: { k: 'rollw', w: 4000, lm: 25 }, price: 62 }]);
fam('visqueen-dpc', 'other', {
  brand: 'Visqueen', maker: 'Visqueen', parent: 'Berry BPI', noun: 'Damp Proof Course', sub: 'Damp Proofing',
  d: 'Visqueen polyethylene damp proof course for brick and block walls.',
}, [
  { key: 'visqueen-dpc-100mm-x-30m', size: { k: 'rollw', w: 100, lm: 30 }, price: 8.9 },
  { key: 'visqueen-dpc-150mm-x-30m', size: { k: 'rollw', w: 150, lm: 30 }, price: 12.9 },
]);
fam('ancon-staifix-rt2', 'other', {
  brand: 'Ancon', maker: 'Ancon', parent: 'Leviat', line: 'Staifix RT2', quals: ['Stainless Steel'], noun: 'Wall Ties', sub: 'Wall Ties',
  d: 'Ancon Staifix RT2 type 2 stainless steel cavity wall ties for masonry to masonry.',
}, [
  { key: 'ancon-staifix-rt2-wall-ties-200mm-box-250', size: { k: 'ties', l: 200, n: 250 }, price: 58 },
  { key: 'ancon-staifix-rt2-wall-ties-225mm-box-250', size: { k: 'ties', l: 225, n: 250 }, price: 64 },
]);
fam('expamet-553-angle-bead', 'other', {
  brand: 'Expamet', maker: 'Expamet', parent: 'Expamet', line: '553', quals: ['Galvanised'], noun: 'Angle Bead', sub: 'Plaster Beads',
  d: 'Expamet 553 galvanised steel standard angle bead for protecting external plaster corners.',
}, [
  { key: 'expamet-553-angle-bead-3000mm', size: { k: 'len', mm: 3000 }, price: 3.4 },
  { key: 'expamet-553-angle-bead-2400mm', size: { k: 'len', mm: 2400 }, price: 2.9 },
]);
fam('dulux-trade-vinyl-matt-pbw', 'other', {
  brand: 'Dulux Trade', maker: 'AkzoNobel', parent: 'AkzoNobel', line: 'Vinyl Matt', quals: ['Pure Brilliant White'], noun: 'Emulsion', sub: 'Paint',
  groupAt: ['pennine-build-supplies'],
  d: 'Dulux Trade Vinyl Matt emulsion, a durable low sheen finish for interior walls and ceilings.',
}, [
  { key: 'dulux-trade-vinyl-matt-pbw-5l', size: litre(5), price: 46 },
  { key: 'dulux-trade-vinyl-matt-pbw-2.5l', size: litre(2.5), price: 28.9 },
]);

// ---------------------------------------------------------------------------------------------
// Look-alikes planted (documented in README; keys validated)
// ---------------------------------------------------------------------------------------------
const LOOKALIKES = [
  ['blue-circle-mastercrete-25kg-paper', 'blue-circle-mastercrete-25kg-plastic', 'same cement, paper bag vs weatherproof plastic bag'],
  ['rugby-premium-cement-25kg-paper', 'rugby-premium-cement-25kg-plastic', 'paper vs plastic bag'],
  ['blue-circle-gp-cement-25kg', 'blue-circle-gp-cement-pallet-56', 'single bag vs full pallet of 56'],
  ['blue-circle-gp-cement-25kg', 'hanson-multicem-cement-25kg', 'general purpose 25kg cement from different makers (also Castle, Rugby)'],
  ['blue-circle-postcrete-20kg', 'hanson-rapid-set-post-mix-20kg', 'rapid set post mix, different makers'],
  ['tarmac-ready-to-use-mortar-20kg', 'tarmac-ready-to-use-mortar-bulk-bag', '20kg bag vs bulk bag'],
  ['tarmac-ready-to-use-concrete-20kg', 'tarmac-ready-to-use-high-strength-concrete-20kg', 'standard vs high strength mix'],
  ['marshalls-weatherpoint-365-buff-20kg', 'marshalls-weatherpoint-365-grey-20kg', 'colour variants (also black); Solent lists them under one item_group_id'],
  ['sharp-sand-bulk-bag', 'sharp-sand-handy-bag', 'bulk bag vs handy (25kg) bag'],
  ['building-sand-bulk-bag', 'building-sand-mini-bulk-bag', 'bulk (~850kg) vs mini bulk (~450kg)'],
  ['building-sand-bulk-bag', 'red-building-sand-bulk-bag', 'building sand vs red building sand'],
  ['building-sand-bulk-bag', 'plastering-sand-bulk-bag', 'sand types (also sharp sand)'],
  ['kiln-dried-sand-20kg', 'kiln-dried-sand-25kg', 'neighbouring bag weights'],
  ['gravel-10mm-bulk-bag', 'gravel-20mm-bulk-bag', 'gravel size'],
  ['all-in-ballast-bulk-bag', 'mot-type-1-bulk-bag', 'ballast vs sub-base'],
  ['c16-treated-47x100-3600', 'c16-treated-47x100-4800', 'length 3.6m vs 4.8m (12ft vs 16ft at Humber)'],
  ['c16-treated-47x100-4800', 'c24-treated-47x100-4800', 'C16 vs C24'],
  ['c16-treated-47x100-4800', 'c16-untreated-47x100-4800', 'treated vs untreated'],
  ['c24-treated-47x150-4800', 'c24-untreated-47x150-4800', 'treated vs untreated'],
  ['cls-c16-38x89-2400', 'cls-c16-38x89-3000', 'CLS length'],
  ['cls-c16-38x89-2400', 'c16-treated-47x100-3600', '"4x2" CLS vs "4x2" sawn at the imperial merchant'],
  ['sterlingosb-zero-osb3-11mm-2440x1220', 'sterlingosb-zero-osb3-18mm-2440x1220', 'thickness'],
  ['sterlingosb-zero-osb3-18mm-2440x1220', 'sterlingosb-zero-osb3-tg-18mm-2397x590', 'square edge sheet vs T&G flooring panel'],
  ['sterlingosb-zero-osb3-18mm-2440x1220', 'smartply-osb3-18mm-2440x1220', 'OSB3 18mm from different makers'],
  ['mdf-standard-18mm-2440x1220', 'medite-mr-mdf-18mm-2440x1220', 'standard vs moisture resistant MDF'],
  ['hardwood-plywood-18mm-2440x1220', 'shuttering-plywood-18mm-2440x1220', 'hardwood faced vs shuttering ply'],
  ['egger-p5-tg-chipboard-18mm-2400x600', 'egger-p5-tg-chipboard-22mm-2400x600', 'thickness'],
  ['gyproc-wallboard-te-12.5mm-2400x1200', 'gyproc-wallboard-se-12.5mm-2400x1200', 'tapered vs square edge'],
  ['gyproc-wallboard-te-12.5mm-2400x1200', 'gyproc-wallboard-te-12.5mm-2400x900', '1200 vs 900 wide'],
  ['gyproc-wallboard-te-12.5mm-2400x1200', 'gyproc-wallboard-te-15mm-2400x1200', 'thickness (also 9.5mm)'],
  ['gyproc-wallboard-te-12.5mm-2400x1200', 'knauf-wallboard-te-12.5mm-2400x1200', 'same spec, different maker (also Siniat GTEC Standard)'],
  ['gyproc-fireline-te-12.5mm-2400x1200', 'gyproc-moisture-resistant-te-12.5mm-2400x1200', 'fire vs moisture vs acoustic (SoundBloc) boards'],
  ['knauf-fire-panel-te-12.5mm-2400x1200', 'siniat-gtec-fire-te-12.5mm-2400x1200', 'fire board from different makers'],
  ['thistle-multi-finish-25kg', 'knauf-multi-finish-25kg', '"Multi-Finish" from two makers'],
  ['thistle-multi-finish-25kg', 'thistle-board-finish-25kg', 'finish plasters'],
  ['gyproc-easi-fill-5kg', 'gyproc-easi-fill-10kg', 'pack size'],
  ['ibstock-tradesman-heather-65mm-single', 'ibstock-tradesman-heather-65mm-pack-500', 'single brick vs pack of 500'],
  ['ibstock-tradesman-heather-65mm-single', 'london-brick-heather-65mm-single', '"Heather" bricks from two makers'],
  ['wienerberger-class-b-red-perforated-65mm-single', 'wienerberger-class-b-red-solid-65mm-single', 'perforated vs solid'],
  ['wienerberger-class-b-red-perforated-65mm-single', 'ibstock-class-b-red-perforated-65mm-single', 'Class B perforated, different makers'],
  ['wienerberger-class-b-red-perforated-65mm-single', 'wienerberger-class-b-red-perforated-65mm-pack-400', 'single vs pack of 400'],
  ['celcon-standard-grade-100mm', 'celcon-high-strength-100mm', '3.6N vs 7.3N'],
  ['celcon-standard-grade-100mm', 'celcon-standard-grade-140mm', 'block width'],
  ['celcon-standard-grade-100mm', 'thermalite-shield-2000-100mm', 'aircrete 100mm, different makers'],
  ['tarmac-topblock-dense-solid-100mm', 'dense-solid-concrete-block-7n-100mm', 'branded vs unbranded dense block'],
  ['mdf-torus-skirting-18x144-4200', 'softwood-torus-skirting-19x144-4200', 'MDF vs softwood'],
  ['mdf-torus-skirting-18x144-4200', 'mdf-ogee-skirting-18x144-4200', 'torus vs ogee'],
  ['mdf-torus-skirting-18x119-4200', 'mdf-torus-skirting-18x144-4200', 'height 119 vs 144 vs 169'],
  ['mdf-torus-skirting-18x119-4200', 'mdf-chamfered-rounded-skirting-18x119-4200', 'profiles (also bullnose)'],
  ['mdf-torus-architrave-18x69-2100', 'mdf-torus-architrave-door-set-18x69-2100', 'single length vs 5-length door set'],
  ['celotex-ga4050-50mm-2400x1200', 'celotex-ga4100-100mm-2400x1200', 'thickness (also 75mm)'],
  ['celotex-ga4100-100mm-2400x1200', 'kingspan-thermapitch-tp10-100mm-2400x1200', '100mm PIR, different makers (also Recticel, Ecotherm, Xtratherm)'],
  ['knauf-earthwool-loft-roll-44-100mm', 'knauf-earthwool-loft-roll-44-200mm', 'roll thickness'],
  ['knauf-earthwool-loft-roll-44-200mm', 'superglass-multi-roll-44-200mm', '200mm loft roll, different makers (also Isover Spacesaver)'],
  ['marley-modern-tile-smooth-grey', 'marley-modern-tile-smooth-brown', 'tile colour; Tamar lists them under one item_group_id'],
  ['redland-renown-tile-slate-grey', 'russell-grampian-tile-slate-grey', 'slate grey concrete tiles, different makers'],
  ['roofing-batten-treated-25x38-4800', 'roofing-batten-treated-25x50-4800', 'batten section'],
  ['evo-stik-flashband-150mm-x-10m', 'evo-stik-flashband-100mm-x-10m', 'width'],
  ['floplast-half-round-gutter-112mm-4m-black', 'floplast-half-round-gutter-112mm-4m-brown', 'rainwater colours (also white); Fenland uses item_group_id + color'],
  ['floplast-half-round-gutter-112mm-4m-black', 'floplast-half-round-gutter-112mm-2m-black', 'length 4m vs 2m'],
  ['floplast-half-round-gutter-112mm-4m-black', 'floplast-half-round-union-bracket-112mm-black', 'pipe vs fitting'],
  ['floplast-round-downpipe-68mm-2.5m-black', 'floplast-round-downpipe-68mm-5.5m-black', 'length'],
  ['wavin-osmadrain-110mm-pipe-3m', 'wavin-osmadrain-110mm-pipe-6m', 'length'],
  ['wavin-osmadrain-110mm-pipe-3m', 'polypipe-underground-110mm-pipe-3m', 'same spec, different maker'],
  ['wavin-osmadrain-110mm-pipe-3m', 'wavin-osmasoil-110mm-soil-pipe-3m-grey', 'underground pipe vs soil pipe'],
  ['wavin-osmadrain-110mm-87-bend-single-socket', 'wavin-osmadrain-110mm-87-bend-double-socket', 'single vs double socket'],
  ['everbuild-sbr-bond-1l', 'everbuild-sbr-bond-5l', '1L vs 5L; Humber lists them under one item_group_id + size'],
  ['sikaflex-11fc-300ml-white', 'sikaflex-11fc-300ml-grey', 'colour; Cotswold lists them under one item_group_id + color'],
  ['timco-c2-strong-fix-5.0x50-box-200', 'timco-c2-strong-fix-5.0x60-box-200', 'screw length'],
  ['catnic-cg90-100-lintel-1200mm', 'catnic-cg90-100-lintel-1500mm', 'lintel length'],
  ['catnic-cg90-100-lintel-1200mm', 'ig-l1s-100-lintel-1200mm', 'same duty lintel, different maker'],
  ['visqueen-dpc-100mm-x-30m', 'visqueen-dpc-150mm-x-30m', 'DPC width'],
  ['ancon-staifix-rt2-wall-ties-200mm-box-250', 'ancon-staifix-rt2-wall-ties-225mm-box-250', 'tie length'],
  ['dulux-trade-vinyl-matt-pbw-5l', 'dulux-trade-vinyl-matt-pbw-2.5l', '5L vs 2.5L; Pennine lists them under one item_group_id + size'],
];

// ---------------------------------------------------------------------------------------------
// GTIN / MPN assignment (per product, shared by every merchant that shows them)
// ---------------------------------------------------------------------------------------------
function ean13(body12) {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body12[i]) * (i % 2 === 0 ? 1 : 3);
  return body12 + String((10 - (sum % 10)) % 10);
}
function validEan(s) {
  const d = s.replace(/\s/g, '').replace(/^0(?=\d{13}$)/, '');
  return /^\d{13}$/.test(d) && ean13(d.slice(0, 12)) === d;
}
const MPNCODE = {
  'Blue Circle': 'BC', Hanson: 'HAN', Castle: 'CAS', Rugby: 'RUG', Tarmac: 'TMC', Marshalls: 'MSH', SterlingOSB: 'SOSB',
  SmartPly: 'SPL', Medite: 'MED', Egger: 'EGR', Gyproc: 'BG', Thistle: 'BG', Knauf: 'KNF', Siniat: 'SIN', Ibstock: 'IBS',
  'London Brick': 'LBC', Wienerberger: 'WBR', Michelmersh: 'MMB', Thermalite: 'THL', Celcon: 'HHC', Celotex: 'CTX',
  Kingspan: 'KSP', Recticel: 'REC', Ecotherm: 'ECO', Xtratherm: 'XTR', 'Knauf Insulation': 'KI', Superglass: 'SGL',
  Isover: 'ISO', Rockwool: 'RW', Marley: 'MRL', Redland: 'RDL', Sandtoft: 'SDT', Russell: 'RUS', Glidevale: 'GVP',
  'Evo-Stik': 'EVO', FloPlast: 'FP', Wavin: 'WAV', Polypipe: 'PP', Hepworth: 'HEP', Everbuild: 'EVB', Sika: 'SIKA',
  Unibond: 'UNB', Timco: 'TIM', Catnic: 'CAT', IG: 'IG', Supreme: 'SUP', Visqueen: 'VSQ', Ancon: 'ANC', Expamet: 'EXP',
  'Dulux Trade': 'DLX',
};
{
  const usedG = new Set();
  const usedM = new Set();
  for (const p of PRODUCTS) {
    const r = R('ids:' + p.key);
    p.gtin = '';
    p.mpn = '';
    if (!p.brand) continue;
    if (r() < 0.62) {
      let g;
      do {
        let body = '50';
        for (let i = 0; i < 10; i++) body += String(Math.floor(r() * 10));
        g = ean13(body);
      } while (usedG.has(g));
      usedG.add(g);
      p.gtin = g;
    }
    if (r() < 0.68) {
      const code = MPNCODE[p.brand];
      if (!code) throw new Error('no MPN code for ' + p.brand);
      let m;
      do {
        const n = 1000 + Math.floor(r() * 899000);
        const suf = r() < 0.3 ? ['A', 'B', 'GR', 'X', 'P', 'BK'][Math.floor(r() * 6)] : '';
        m = `${code}-${n}${suf}`;
      } while (usedM.has(m));
      usedM.add(m);
      p.mpn = m;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Merchants
// ---------------------------------------------------------------------------------------------
const CAT_AFF_DEFAULT = Object.fromEntries(CATEGORIES.map((c) => [c, 1]));
const MERCHANTS = [
  {
    code: 'P', slug: 'pennine-build-supplies', name: 'Pennine Build Supplies', town: 'Huddersfield', format: 'tsv',
    pf: 1.0, gtinRate: 0.45, gtinFmt: 'plain', mpnRate: 0.4, mpnFmt: 'asis', saleRate: 0.04, typoRate: 0.025, optRate: 0.6, optNoteRate: 0.3,
    useLine2: true, colorCol: false, materialCol: false,
    cols: ['id', 'title', 'description', 'link', 'price', 'sale_price', 'availability', 'brand', 'gtin', 'mpn', 'product_type', 'item_group_id', 'color', 'size'],
    aff: {},
    style: 'TSV. Category noun first, then brand and range, then qualifiers and size ("Sand Sharp Washed 25kg Bag", "Plasterboard Gyproc WallBoard Tapered Edge 12.5mm 2400x1200mm"). Compact metric sizes, "Pack of 500"/"Box of 200". Lists Dulux Trade Vinyl Matt 2.5L/5L as one item_group_id with a size column. Brand column empty on commodities.',
  },
  {
    code: 'T', slug: 'tamar-valley-building', name: 'Tamar Valley Building Supplies', town: 'Launceston', format: 'csv',
    pf: 1.06, gtinRate: 0.25, gtinFmt: 'plain', mpnRate: 0.2, mpnFmt: 'lower', saleRate: 0.06, typoRate: 0.1, optRate: 0.4, optNoteRate: 0.2,
    useLine2: false, colorCol: false, materialCol: false,
    cols: ['id', 'title', 'description', 'link', 'price', 'sale_price', 'availability', 'brand', 'gtin', 'mpn', 'product_type', 'item_group_id', 'color', 'size'],
    aff: { timber: 1.4, 'sheet-materials': 1.3, roofing: 1.3, 'skirting-architrave': 1.2, drainage: 0.8 },
    style: 'CSV (quotes only when needed). Everything lower case, brand included ("blue circle mastercrete original cement 25kg"), dimensions "2400 x 1200 x 12.5mm", "x500" packs, "jumbo bag"/"mini bag"/"half tonne bag". Most typos. Lists Marley Modern tiles in two colours under one item_group_id with a color column.',
  },
  {
    code: 'F', slug: 'fenland-merchants', name: 'Fenland Merchants', town: 'Wisbech', format: 'xml',
    pf: 0.97, gtinRate: 0.6, gtinFmt: 'plain', mpnRate: 0.5, mpnFmt: 'asis', saleRate: 0.05, typoRate: 0, optRate: 0.5, optNoteRate: 0.5,
    useLine2: false, colorCol: true, materialCol: true,
    xmlTitle: 'g:title', xmlLink: 'g:link', xmlDesc: 'g:description',
    aff: { bricks: 1.3, blocks: 1.3, drainage: 1.1 },
    style: 'RSS 2.0 with <g:title>. Title Case with the maker in brackets at the end ("WallBoard Tapered Edge Plasterboard 12.5mm x 1200mm x 2400mm (Gyproc)"), every dimension with its own "mm", "Tonne Bag"/"Handy Bag", "(Pack Of 500)". Fills color and material. FloPlast half round gutter in three colours and two lengths under one item_group_id with color and size columns.',
  },
  {
    code: 'S', slug: 'solent-trade-centre', name: 'Solent Trade Centre', town: 'Southampton', format: 'csv',
    pf: 1.03, gtinRate: 0.5, gtinFmt: 'plain', mpnRate: 0.4, mpnFmt: 'nopunct', saleRate: 0.12, typoRate: 0.04, optRate: 0.7, optNoteRate: 0.4,
    useLine2: true, colorCol: true, materialCol: false,
    cols: ['id', 'title', 'brand', 'price', 'sale_price', 'availability', 'link', 'description', 'product_type', 'gtin', 'mpn', 'item_group_id', 'color', 'size'],
    aff: { other: 1.4, insulation: 1.3, drainage: 1.2, aggregates: 0.7, sand: 0.8 },
    style: 'CSV. Natural order titles followed by pipe-separated SEO tails ("... 2400 x 1200mm 12.5mm | Next Day Delivery | Trade Prices"), "Dumpy Bag"/"Poly Bag 25kg"/"Midi Bag", "500 Pack", long sales descriptions, most sale prices. Marshalls Weatherpoint 365 colours under one item_group_id with color.',
  },
  {
    code: 'M', slug: 'mercia-builders-supply', name: 'Mercia Builders Supply', town: 'Walsall', format: 'tsv',
    pf: 0.94, gtinRate: 0, gtinFmt: 'plain', mpnRate: 0.8, mpnFmt: 'erp', saleRate: 0, typoRate: 0, optRate: 0.5, optNoteRate: 0.6,
    useLine2: true, colorCol: false, materialCol: false,
    cols: ['id', 'title', 'brand', 'mpn', 'price', 'availability', 'link', 'product_type', 'description', 'item_group_id', 'color', 'size'],
    aff: { cement: 1.3, plasterboard: 1.3, plaster: 1.3, bricks: 1.2, 'skirting-architrave': 0.8 },
    style: 'TSV ERP export. Upper case with trade abbreviations, noun first ("PLBD GYP WALLBD T/E 12.5MM 2400X1200", "CEM B/CIRCLE MASTERCRETE ORIG PLAS BAG 25KG", "PK500", "BULK BAG"). No GTIN column, MPNs as supplier codes without punctuation, "GENERIC" brand on commodities, description often blank or an upper case spec line.',
  },
  {
    code: 'C', slug: 'clydeside-building-supplies', name: 'Clydeside Building Supplies', town: 'Glasgow', format: 'xml',
    pf: 1.02, gtinRate: 0.55, gtinFmt: 'gtin14', mpnRate: 0.5, mpnFmt: 'asis', saleRate: 0.03, typoRate: 0, optRate: 0.5, optNoteRate: 0.3,
    useLine2: false, colorCol: true, materialCol: false,
    xmlTitle: 'title', xmlLink: 'link', xmlDesc: 'description',
    aff: { insulation: 1.2, plaster: 1.2, plasterboard: 1.1, sand: 0.7, aggregates: 0.8 },
    style: 'RSS 2.0 with plain <title>/<link>/<description>. Size, bag and pack always in a separate size column and left out of the title ("Gyproc WallBoard Tapered Edge Plasterboard" + size "2400 x 1200 x 12.5mm"; "Sharp Washed Sand" + size "Bulk Bag (approx 850kg)"); colour always in the color column. Every family with two or more listed sizes/colours shares an item_group_id. GTINs written as 14 digits with a leading 0.',
  },
  {
    code: 'W', slug: 'weald-downs-merchants', name: 'Weald & Downs Builders Merchants', town: 'Uckfield', format: 'csv',
    pf: 1.08, gtinRate: 0.35, gtinFmt: 'plain', mpnRate: 0.3, mpnFmt: 'space', saleRate: 0, typoRate: 0.02, optRate: 0.5, optNoteRate: 0.5,
    useLine2: true, colorCol: false, materialCol: true, quoteAll: true,
    cols: ['id', 'title', 'description', 'product_type', 'brand', 'mpn', 'gtin', 'price', 'availability', 'link', 'size', 'color', 'material', 'item_group_id'],
    aff: { bricks: 1.3, roofing: 1.3, timber: 1.1, blocks: 1.1 },
    style: 'CSV with every field quoted. Dimensions spaced with "mm" only at the end ("47 x 100 x 4800 mm", "12.5 x 1200 x 2400 mm"), "Tanalised" for treated, "(500)" packs. Brand column holds the parent company or distributor (Saint-Gobain for Gyproc/Thistle/Celotex/Isover, Tarmac for Blue Circle, Heidelberg Materials for Hanson/Castle, Etex for Siniat, Forterra for London Brick/Thermalite, Wavin for Hepworth, Sika for Everbuild, Leviat for Ancon ...), with the maker named in the title and description.',
  },
  {
    code: 'H', slug: 'humber-yard-supplies', name: 'Humber Yard Supplies', town: 'Hull', format: 'tsv',
    pf: 0.95, gtinRate: 0.3, gtinFmt: 'spaced', mpnRate: 0.2, mpnFmt: 'lowernopunct', saleRate: 0.03, typoRate: 0.08, optRate: 0.4, optNoteRate: 0.2,
    useLine2: false, colorCol: false, materialCol: false,
    cols: ['id', 'title', 'description', 'price', 'sale_price', 'availability', 'link', 'brand', 'gtin', 'mpn', 'product_type', 'item_group_id', 'size', 'color'],
    aff: { timber: 1.5, 'sheet-materials': 1.5, sand: 1.3, aggregates: 1.3, 'skirting-architrave': 1.2, other: 0.7, insulation: 0.8 },
    style: 'TSV. Imperial sizes for timber, sheets and mouldings ("4x2 C16 Treated Sawn Timber 16ft", "SterlingOSB Zero OSB3 Board 8ft x 4ft x 3/4in", "6in Primed MDF Torus Skirting 14ft"), metric actual sizes only in the description; "TE"/"SE" edges, "Dumpy Bag", "Pk500". Puts its own name "Humber Yard" as brand on unbranded commodities. GTINs written with spaces. Everbuild SBR 1L/5L under one item_group_id with size.',
  },
  {
    code: 'K', slug: 'cotswold-stone-timber', name: 'Cotswold Stone & Timber', town: 'Cirencester', format: 'xml',
    pf: 1.1, gtinRate: 0.3, gtinFmt: 'plain', mpnRate: 0.25, mpnFmt: 'asis', saleRate: 0.08, typoRate: 0, optRate: 0.5, optNoteRate: 0.5,
    useLine2: false, colorCol: true, materialCol: false,
    xmlTitle: 'g:title', xmlLink: 'g:link', xmlDesc: 'g:description',
    aff: { aggregates: 1.6, sand: 1.4, timber: 1.3, 'skirting-architrave': 1.1, plasterboard: 0.6, insulation: 0.7, plaster: 0.8 },
    style: 'RSS 2.0 with <g:title>. "Name - size in Colour" titles, sheet sizes in metres ("2.4m x 1.2m x 12.5mm"), timber as "47mm x 100mm x 4.8m", "Pressure Treated", "and" for "&", bags in words only ("Handy Bag", "Bulk Bag") with the weight in the description, "box 200"/"pack of 500". Sikaflex-11FC+ colours under one item_group_id with color.',
  },
];
for (const m of MERCHANTS) {
  m.file = m.slug + '.' + m.format;
  m.website = `https://www.${m.slug}.example/`;
}
const MBY = Object.fromEntries(MERCHANTS.map((m) => [m.slug, m]));

// ---------------------------------------------------------------------------------------------
// Size rendering
// ---------------------------------------------------------------------------------------------
const FT = { 590: '2ft', 600: '2ft', 900: '3ft', 1200: '4ft', 1220: '4ft', 1500: '5ft', 2100: '7ft', 2397: '8ft', 2400: '8ft', 2440: '8ft', 3000: '10ft', 3600: '12ft', 4200: '14ft', 4800: '16ft' };
const FRAC = { 9: '3/8in', 9.5: '3/8in', 11: '7/16in', 12: '1/2in', 12.5: '1/2in', 15: '5/8in', 18: '3/4in', 22: '7/8in' };
const NOM = { '47x100': '4x2', '47x150': '6x2', '47x200': '8x2', '47x75': '3x2', '38x63': '3x2', '38x89': '4x2', '75x75': '3x3', '100x100': '4x4', '25x38': '1.5x1', '25x50': '2x1' };
const INCH = { 119: '5in', 144: '6in', 169: '7in', 69: '3in' };
function need(map, k) {
  if (!(k in map)) throw new Error('missing imperial mapping for ' + k);
  return map[k];
}
function mtr(mmv) {
  const v = mmv / 1000;
  return (Number.isInteger(v) ? v.toFixed(1) : String(v)) + 'm';
}
function pack(c, n, kind) {
  switch (c) {
    case 'P': return kind === 'box' ? `Box of ${n}` : `Pack of ${n}`;
    case 'T': return `x${n}`;
    case 'F': return kind === 'box' ? `(Box Of ${n})` : `(Pack Of ${n})`;
    case 'S': return `${n} Pack`;
    case 'M': return kind === 'box' ? `BX${n}` : `PK${n}`;
    case 'C': return kind === 'box' ? `(Box of ${n})` : `Pack of ${n}`;
    case 'W': return `(${n})`;
    case 'H': return `Pk${n}`;
    case 'K': return kind === 'box' ? `box ${n}` : `pack of ${n}`;
  }
  throw new Error('pack ' + c);
}
const BAGWORDS = {
  P: { handy: '25kg Bag', bulk: 'Bulk Bag', minibulk: 'Mini Bulk Bag' },
  T: { handy: 'mini bag', bulk: 'jumbo bag', minibulk: 'half tonne bag' },
  F: { handy: 'Handy Bag', bulk: 'Tonne Bag', minibulk: 'Half Tonne Bag' },
  S: { handy: 'Poly Bag 25kg', bulk: 'Dumpy Bag', minibulk: 'Midi Bag' },
  M: { handy: '25KG BAG', bulk: 'BULK BAG', minibulk: 'MIDI BAG' },
  C: { handy: 'Handy Bag (approx 25kg)', bulk: 'Bulk Bag (approx 850kg)', minibulk: 'Mini Bulk Bag (approx 450kg)' },
  W: { handy: 'Handy Bag', bulk: 'Bulk Bag (approx 850kg)', minibulk: 'Mini Bulk Bag (approx 450kg)' },
  H: { handy: '25kg Bag', bulk: 'Dumpy Bag', minibulk: 'Half Tonne Bag' },
  K: { handy: 'Handy Bag', bulk: 'Bulk Bag', minibulk: 'Mini Bulk Bag' },
};
function dims3(c, t, w, l) {
  switch (c) {
    case 'P': return `${t}mm ${l}x${w}mm`;
    case 'T': return `${l} x ${w} x ${t}mm`;
    case 'F': return `${t}mm x ${w}mm x ${l}mm`;
    case 'S': return `${l} x ${w}mm ${t}mm`;
    case 'M': return `${t}MM ${l}X${w}`;
    case 'C': return `${l} x ${w} x ${t}mm`;
    case 'W': return `${t} x ${w} x ${l} mm`;
    case 'H': return `${l}x${w}x${t}mm`;
    case 'K': return l % 10 === 0 && w % 10 === 0 ? `${mtr(l)} x ${mtr(w)} x ${t}mm` : `${l}mm x ${w}mm x ${t}mm`;
  }
  throw new Error('dims3 ' + c);
}
function timberDims(c, t, w, l) {
  switch (c) {
    case 'P': return `${t}x${w}mm ${mtr(l)}`;
    case 'T': return `${t} x ${w}mm x ${mtr(l)}`;
    case 'F': return `${t}mm x ${w}mm x ${l}mm`;
    case 'S': return `${t} x ${w}mm ${mtr(l)}`;
    case 'M': return `${t}X${w} ${mtr(l).toUpperCase()}`;
    case 'C': return `${t} x ${w}mm x ${mtr(l)}`;
    case 'W': return `${t} x ${w} x ${l} mm`;
    case 'H': return NOM[`${t}x${w}`] ? need(FT, l) : `${t}x${w}mm ${need(FT, l)}`;
    case 'K': return `${t}mm x ${w}mm x ${mtr(l)}`;
  }
  throw new Error('timberDims ' + c);
}
function humberPrefix(p) {
  const s = p.size;
  if (s.k === 'timber') return NOM[`${s.t}x${s.w}`] || '';
  if (s.k === 'profile') return need(INCH, s.w);
  return '';
}
function sizeStr(p, c) {
  const s = p.size;
  const U = (x) => x.toUpperCase();
  switch (s.k) {
    case 'kg': {
      const cont = s.tub ? 'Tub' : 'Bag';
      return { P: `${s.kg}kg`, T: `${s.kg}kg`, F: `${s.kg}kg`, S: `${s.kg}kg`, M: `${s.kg}KG`, C: `${s.kg}kg ${cont}`, W: `${s.kg} kg`, H: `${s.kg}kg`, K: `${s.kg}kg ${cont}` }[c];
    }
    case 'sandbag': return BAGWORDS[c][s.bag];
    case 'pallet':
      return {
        P: `${s.kg}kg Pallet of ${s.n}`, T: `${s.kg}kg x${s.n} full pallet`, F: `${s.kg}kg (Pallet Of ${s.n} Bags)`, S: `${s.kg}kg Full Pallet ${s.n} Pack`,
        M: `${s.kg}KG PLT${s.n}`, C: `Pallet of ${s.n} x ${s.kg}kg`, W: `${s.kg} kg Full Pallet (${s.n})`, H: `${s.kg}kg Pallet Pk${s.n}`, K: `Full Pallet of ${s.n} x ${s.kg}kg Bags`,
      }[c];
    case 'sheet':
      if (c === 'H') return `${need(FT, s.l)} x ${need(FT, s.w)} x ${need(FRAC, s.t)}`;
      return dims3(c, s.t, s.w, s.l);
    case 'board':
      if (c === 'H') return `${need(FT, s.l)} x ${need(FT, s.w)} x ${s.t}mm`;
      return dims3(c, s.t, s.w, s.l);
    case 'timber': return timberDims(c, s.t, s.w, s.l);
    case 'profile': {
      let base = c === 'H' ? need(FT, s.l) : timberDims(c, s.t, s.w, s.l);
      if (s.n) base += ' ' + pack(c, s.n, 'pack');
      return base;
    }
    case 'roll': {
      const a = s.m2.toFixed(2);
      return {
        P: `${s.t}mm x ${s.lm}m (${a}m²)`, T: `${s.t}mm ${a}m2`, F: `${s.t}mm x ${s.w}mm x ${s.lm}m`, S: `${s.t}mm ${a}m²`, M: `${s.t}MM ${a}M2`,
        C: `${s.t}mm (${a}m² roll)`, W: `${s.t} x ${s.w} x ${Math.round(s.lm * 1000)} mm`, H: `${s.t}mm (${a}m2)`, K: `${s.t}mm thick (${a}m²)`,
      }[c];
    }
    case 'slab': {
      const a = s.m2.toFixed(2);
      const base = c === 'K' ? `${s.t}mm` : dims3(c, s.t, s.w, s.l);
      const pk = pack(c, s.n, 'pack');
      if (c === 'P' || c === 'C' || c === 'K') return `${base} ${pk} (${a}m²)`;
      return `${base} ${pk}`;
    }
    case 'brick': {
      if (s.n === 1) return { P: '65mm', T: '65mm', F: '215mm x 102.5mm x 65mm', S: '65mm Single', M: '65MM EACH', C: 'Single Brick', W: '215 x 102.5 x 65 mm', H: '65mm Each', K: '65mm' }[c];
      const base = { P: '65mm', T: '65mm', F: '215mm x 102.5mm x 65mm', S: '65mm', M: '65MM', C: '', W: '215 x 102.5 x 65 mm', H: '65mm', K: '65mm' }[c];
      return (base ? base + ' ' : '') + pack(c, s.n, 'pack');
    }
    case 'block':
      return {
        P: `${s.t}mm ${s.l}x${s.h}mm ${s.str}`, T: `${s.l} x ${s.h} x ${s.t}mm ${s.str}`, F: `${s.t}mm (${s.l}mm x ${s.h}mm) ${s.str}`, S: `${s.t}mm ${s.str}`,
        M: `${s.l}X${s.h}X${s.t} ${s.str}`, C: `${s.l} x ${s.h} x ${s.t}mm`, W: `${s.l} x ${s.h} x ${s.t} mm ${s.str}`, H: `${s.t}mm`, K: `${s.l}mm x ${s.h}mm x ${s.t}mm`,
      }[c];
    case 'each': return c === 'C' ? 'Each' : '';
    case 'pipe':
      return {
        P: `${s.d}mm x ${s.lm}m`, T: `${s.d}mm x ${s.lm}m`, F: `${s.d}mm x ${Math.round(s.lm * 1000)}mm`, S: `${s.d}mm ${s.lm}m`, M: `${s.d}MM X ${s.lm}M`,
        C: `${s.d}mm x ${s.lm}m`, W: `${s.d} x ${Math.round(s.lm * 1000)} mm`, H: `${s.d}mm x ${s.lm}m`, K: `${s.d}mm x ${s.lm}m`,
      }[c];
    case 'fitting': return c === 'M' ? `${s.d}MM` : c === 'W' ? `${s.d} mm` : `${s.d}mm`;
    case 'litre':
      return { P: `${s.L}L`, T: `${s.L} litre`, F: `${s.L} Litre`, S: `${s.L}Ltr`, M: `${s.L}LTR`, C: `${s.L} Litre`, W: `${s.L} L`, H: `${s.L}Ltr`, K: `${s.L} Litre` }[c];
    case 'ml': return c === 'M' ? `${s.ml}ML` : c === 'W' ? `${s.ml} ml` : c === 'C' ? `${s.ml}ml Cartridge` : `${s.ml}ml`;
    case 'g': return c === 'M' ? `${s.g}G` : c === 'W' ? `${s.g} g` : c === 'C' ? `${s.g}g Cartridge` : `${s.g}g`;
    case 'screws': {
      const d = s.d.toFixed(1);
      const dim = { P: `${d}x${s.l}mm`, T: `${d} x ${s.l}mm`, F: `${d}mm x ${s.l}mm`, S: `${d} x ${s.l}mm`, M: `${d}X${s.l}`, C: `${d} x ${s.l}mm`, W: `${d} x ${s.l} mm`, H: `${d}x${s.l}mm`, K: `${d}mm x ${s.l}mm` }[c];
      return `${dim} ${pack(c, s.n, 'box')}`;
    }
    case 'ties': {
      const dim = c === 'M' ? `${s.l}MM` : c === 'W' ? `${s.l} mm` : `${s.l}mm`;
      return `${dim} ${pack(c, s.n, 'box')}`;
    }
    case 'len': return c === 'M' ? `${s.mm}MM` : c === 'W' ? `${s.mm} mm` : c === 'K' ? mtr(s.mm) : `${s.mm}mm`;
    case 'lintel':
      return {
        P: `${s.w}x${s.h}mm ${s.l}mm`, T: `${s.w} x ${s.h} x ${s.l}mm`, F: `${s.w}mm x ${s.h}mm x ${s.l}mm`, S: `${s.w} x ${s.h}mm ${s.l}mm`, M: `${s.w}X${s.h} ${s.l}MM`,
        C: `${s.w} x ${s.h} x ${s.l}mm`, W: `${s.w} x ${s.h} x ${s.l} mm`, H: `${s.w}x${s.h}mm ${need(FT, s.l)}`, K: `${s.w}mm x ${s.h}mm x ${mtr(s.l)}`,
      }[c];
    case 'rollw': {
      if (c === 'W') return s.w >= 1000 ? `${s.w / 1000} m x ${s.lm} m` : `${s.w} mm x ${s.lm} m`;
      const ws = s.w >= 1000 ? `${s.w / 1000}m` : `${s.w}mm`;
      const out = `${ws} x ${s.lm}m`;
      return c === 'M' ? U(out) : out;
    }
    case 'plate':
      return { P: `${s.l}x${s.w}mm`, T: `${s.l} x ${s.w}mm`, F: `${s.l}mm x ${s.w}mm`, S: `${s.l} x ${s.w}mm`, M: `${s.l}X${s.w}`, C: `${s.l} x ${s.w}mm`, W: `${s.l} x ${s.w} mm`, H: `${s.l}x${s.w}mm`, K: `${s.l}mm x ${s.w}mm` }[c];
  }
  throw new Error('unknown size kind ' + s.k);
}
function specSentence(p) {
  const s = p.size;
  switch (s.k) {
    case 'kg': return `Supplied in a ${s.kg}kg ${s.tub ? 'tub' : 'bag'}.`;
    case 'sandbag': return { handy: 'Handy bag, approx. 25kg.', bulk: 'Bulk bag, approx. 850kg.', minibulk: 'Mini bulk bag, approx. 450kg.' }[s.bag];
    case 'pallet': return `Full pallet of ${s.n} x ${s.kg}kg bags.`;
    case 'sheet': case 'board': return `Sheet size ${s.l} x ${s.w}mm, ${s.t}mm thick.`;
    case 'timber': return `Actual section ${s.t} x ${s.w}mm, length ${s.l / 1000}m.`;
    case 'profile':
      return `Finished size ${s.t} x ${s.w}mm${s.nomT ? ` (nominal ${s.nomT} x ${s.nomW}mm)` : ''}, length ${s.l / 1000}m${s.n ? `; pack of ${s.n} lengths` : ''}.`;
    case 'roll': return `${s.t}mm thick roll, ${s.w}mm wide x ${s.lm}m long, covers ${s.m2.toFixed(2)}m².`;
    case 'slab': return `Pack of ${s.n} slabs, ${s.l} x ${s.w} x ${s.t}mm, covers ${s.m2.toFixed(2)}m².`;
    case 'brick': return `Work size 215 x 102.5 x 65mm.` + (s.n > 1 ? ` Sold as a full pack of ${s.n} bricks.` : ' Price is per brick.');
    case 'block': return `Block size ${s.l} x ${s.h} x ${s.t}mm, compressive strength ${s.str}/mm².`;
    case 'each': return '';
    case 'pipe': return `${s.d}mm, ${s.lm}m length.`;
    case 'fitting': return `Fits ${s.d}mm systems.`;
    case 'litre': return `${s.L} litre container.`;
    case 'ml': return `${s.ml}ml cartridge.`;
    case 'g': return `${s.g}g cartridge.`;
    case 'screws': return `Size ${s.d.toFixed(1)} x ${s.l}mm, box of ${s.n}.`;
    case 'ties': return `${s.l}mm long, box of ${s.n}.`;
    case 'len': return `Length ${s.mm}mm.`;
    case 'lintel': return `Section ${s.w} x ${s.h}mm, length ${s.l}mm.`;
    case 'rollw': return `Roll size ${s.w >= 1000 ? s.w / 1000 + 'm' : s.w + 'mm'} x ${s.lm}m.`;
    case 'plate': return `Slate size ${s.l} x ${s.w}mm, price per slate.`;
  }
  throw new Error('spec ' + s.k);
}

// ---------------------------------------------------------------------------------------------
// Title rendering
// ---------------------------------------------------------------------------------------------
function esc(s) {
  return s.replace(/[.*+?^${}()|[\]\\\/]/g, '\\$&');
}
function replWord(s, a, b) {
  return s.replace(new RegExp(`(^|\\s)${esc(a)}(?=\\s|$)`, 'g'), `$1${b}`);
}
const SYN = {
  W: [['Tongue & Groove', 'T&G'], ['Treated', 'Tanalised']],
  K: [['Treated', 'Pressure Treated']],
  H: [['Tapered Edge', 'TE'], ['Square Edge', 'SE']],
  F: [['Tongue & Groove', 'T&G']],
};
function syn(c, s) {
  if (!s) return s;
  for (const [a, b] of SYN[c] || []) s = replWord(s, a, b);
  if (c === 'K') s = s.replace(/ & /g, ' and ');
  return s;
}
const ABBR = [
  ['TONGUE & GROOVE', 'T&G'], ['TAPERED EDGE', 'T/E'], ['SQUARE EDGE', 'S/E'], ['GENERAL PURPOSE', 'GP'], ['MOISTURE RESISTANT', 'MR'],
  ['HIGH STRENGTH', 'H/STR'], ['READY TO USE', 'RTU'], ['HALF ROUND', 'H/RND'], ['PLAIN ENDED', 'P/E'], ['SINGLE SOCKET', 'S/SKT'],
  ['DOUBLE SOCKET', 'D/SKT'], ['PURE BRILLIANT WHITE', 'PBW'], ['STAINLESS STEEL', 'STNLS'], ['SULFATE RESISTING', 'SR'],
  ['RAPID SETTING', 'RAPID'], ['RAPID SET', 'RAPID'], ['HARDWOOD FACED', 'HWD FACED'], ['CHAMFERED & ROUNDED', 'C&R'],
  ['SELF-ADHESIVE', 'S/ADH'], ['FIBRE CEMENT', 'FIB CEM'], ['DAMP PROOF MEMBRANE', 'DPM'], ['DAMP PROOF COURSE', 'DPC'],
  ['UNDERGROUND DRAIN PIPE', 'U/G PIPE'], ['FACING BRICK', 'FACING BRK'], ['ENGINEERING BRICK', 'ENG BRK'], ['COMMON BRICK', 'COMMON BRK'],
  ['PLASTIC BAG', 'PLAS BAG'], ['PAPER BAG', 'PAPER BAG'], ['DECKING BOARD', 'DECK BRD'], ['INSULATION BOARD', 'INSUL BRD'],
  ['INSULATION SLAB', 'INSUL SLAB'], ['INSULATION ROLL', 'INSUL ROLL'], ['BOND & PRIMER', 'BOND/PRIMER'], ['SOIL PIPE', 'SOIL PIPE'],
  ['PLASTERBOARD', 'PLBD'], ['CEMENT', 'CEM'], ['UNTREATED', 'UNTRTD'], ['TREATED', 'TRTD'], ['TIMBER', 'TMBR'], ['PERFORATED', 'PERF'],
  ['SOLID', 'SLD'], ['STANDARD', 'STD'], ['FOUNDATION', 'FDN'], ['LIGHTWEIGHT', 'LTWT'], ['SKIRTING', 'SKRT'], ['ARCHITRAVE', 'ARCHV'],
  ['PLYWOOD', 'PLY'], ['CHIPBOARD', 'CHIPBD'], ['FLOORING', 'FLRG'], ['GUTTER', 'GUTT'], ['DOWNPIPE', 'D/PIPE'], ['BRACKET', 'BRKT'],
  ['BLACK', 'BLK'], ['BROWN', 'BRN'], ['WHITE', 'WHT'], ['GREY', 'GRY'], ['BUILDING', 'BLDG'], ['PLASTERING', 'PLAST'], ['WASHED', 'WSHD'],
  ['KILN DRIED', 'KD'], ['INTERLOCKING', 'INTLK'], ['CONCRETE', 'CONC'], ['BREATHABLE', 'BRTH'], ['MEMBRANE', 'MEMB'],
  ['WATERPROOF', 'W/PROOF'], ['ADHESIVE', 'ADH'], ['SEALANT', 'SEAL'], ['MULTI-PURPOSE', 'M/P'], ['GALVANISED', 'GALV'],
  ['PRESTRESSED', 'P/S'], ['GYPROC', 'GYP'], ['BLUE CIRCLE', 'B/CIRCLE'], ['WIENERBERGER', 'WBGR'], ['KNAUF INSULATION', 'KNAUF INS'],
  ['DULUX TRADE', 'DULUX TRD'], ['EVERBUILD', 'EVB'], ['REVERSIBLE', 'REV'], ['WALLBOARD', 'WALLBD'], ['THERMALITE', 'THERM'],
  ['MICHELMERSH', 'MICHMSH'], ['CAVITY WALL', 'CAV'], ['ORIGINAL', 'ORIG'], ['JOINTING COMPOUND', 'JNT CMPD'], ['87.5°', '87.5DEG'],
];
function abbr(s) {
  for (const [a, b] of ABBR) s = replWord(s, a, b);
  return s;
}
function J(...a) {
  return a.filter((x) => x && String(x).trim()).join(' ').replace(/\s+/g, ' ').trim();
}
const TYPOS = {
  Plasterboard: 'Plasterbaord', Insulation: 'Insualtion', Treated: 'Treaed', Skirting: 'Skirtng', Architrave: 'Architrive',
  Cement: 'Cemnet', Engineering: 'Engineeering', Membrane: 'Membrain', Aircrete: 'Airctete', Chippings: 'Chipings',
  Gutter: 'Guttering', Downpipe: 'Down Pipe', Tapered: 'Taperd', Resistant: 'Resistent', Ballast: 'Balast', Plastering: 'Plastring',
  Flooring: 'Floorng', Kiln: 'Klin', Mortar: 'Morter', Concrete: 'Concrete', Breathable: 'Breatheable', Adhesive: 'Adhesvie',
  Galvanised: 'Galvanized', Interlocking: 'Interlockng', Bullnose: 'Bull Nose', Studwork: 'Stud Work', Granite: 'Granit',
};
function matchCase(src, word) {
  if (src === src.toUpperCase()) return word.toUpperCase();
  if (src === src.toLowerCase()) return word.toLowerCase();
  return word;
}
function applyTypo(title, r) {
  const words = Object.keys(TYPOS).filter((w) => TYPOS[w] !== w && new RegExp(`\\b${w}\\b`, 'i').test(title));
  if (!words.length) return { title, typo: false };
  const w = words[Math.floor(r() * words.length)];
  return { title: title.replace(new RegExp(`\\b${w}\\b`, 'i'), (mm) => matchCase(mm, TYPOS[w])), typo: true };
}
const SOLENT_TAILS = ['Next Day Delivery', 'Trade Prices', 'Best Price Guaranteed', 'Click & Collect Southampton', 'Free Delivery Over £500', 'Solent Trade Centre', 'In Stock Now', 'Buy Online'];
const SOLENT_CAT_TAIL = {
  cement: 'Cement Supplier', 'concrete-mortar': 'Concrete & Mortar', sand: 'Sand Supplier Hampshire', aggregates: 'Aggregates Delivered',
  timber: 'Timber Merchant', 'sheet-materials': 'Sheet Materials', plasterboard: 'Plasterboard Sheets', plaster: 'Plastering Supplies',
  bricks: 'Bricks Southampton', blocks: 'Building Blocks', 'skirting-architrave': 'Mouldings', insulation: 'Insulation',
  roofing: 'Roofing Supplies', drainage: 'Drainage', other: 'Building Sundries',
};

function renderTitle(p, m, r, omit) {
  const c = m.code;
  const b = p.brand || '';
  const L = m.useLine2 && p.line2 && !omit.size ? p.line2 : p.line;
  // optional words are a house habit: decided once per merchant and product family, not per row
  const ro = R(`opt:${m.slug}:${p.fam}`);
  let Q = p.quals.filter((q) => !q.startsWith('?') || ro() < m.optRate).map((q) => q.replace(/^\?/, '')).join(' ');
  let N = p.noun;
  let note = p.note;
  if (!note && p.optNote && ro() < m.optNoteRate) note = p.optNote;
  Q = syn(c, Q);
  N = syn(c, N);
  note = syn(c, note);
  const S = omit.size ? '' : sizeStr(p, c);
  const C = omit.color ? '' : p.color;
  switch (c) {
    case 'P': return J(N, b, L, Q, C, note, S);
    case 'T': return J(b, L, Q, N, note, S, C).toLowerCase();
    case 'F': return J(L, Q, N, note, S, C) + (b ? ` (${b})` : '');
    case 'S': return J(b, L, Q, N, note, S, C);
    case 'M': return J(abbr(J(N, b, L, Q, C, note).toUpperCase()), S);
    case 'C': return J(b, L, Q, N, note);
    case 'W': return J(b, L, Q, N, note, S, C);
    case 'H': return J(omit.size ? '' : humberPrefix(p), b, L, Q, N, note, S, C);
    case 'K': return J(b, L, Q, N, note) + (S ? ` - ${S}` : '') + (C ? ` in ${C}` : '');
  }
  throw new Error('title ' + c);
}

// ---------------------------------------------------------------------------------------------
// Taxonomy, descriptions, prices, ids, links
// ---------------------------------------------------------------------------------------------
const TAXO = {
  cement: ['Building Materials', 'Cement'],
  'concrete-mortar': ['Building Materials', 'Concrete & Mortar Mixes'],
  sand: ['Sand & Aggregates', 'Sand'],
  aggregates: ['Sand & Aggregates', 'Gravel & Sub-Base'],
  timber: ['Timber', 'Carcassing Timber'],
  'sheet-materials': ['Timber', 'Sheet Materials'],
  plasterboard: ['Plastering & Drylining', 'Plasterboard'],
  plaster: ['Plastering & Drylining', 'Plaster & Fillers'],
  bricks: ['Bricks & Blocks', 'Bricks'],
  blocks: ['Bricks & Blocks', 'Blocks'],
  'skirting-architrave': ['Timber', 'Mouldings'],
  insulation: ['Insulation', 'Insulation'],
  roofing: ['Roofing', 'Roofing'],
  drainage: ['Drainage & Rainwater', 'Drainage'],
  other: ['Building Sundries', 'Sundries'],
};
const MERCIA_CAT = {
  cement: 'HVY', 'concrete-mortar': 'HVY', sand: 'AGG', aggregates: 'AGG', timber: 'TIM', 'sheet-materials': 'TIM', plasterboard: 'DRY',
  plaster: 'DRY', bricks: 'MAS', blocks: 'MAS', 'skirting-architrave': 'JNY', insulation: 'INS', roofing: 'ROF', drainage: 'DRN', other: 'SUN',
};
const MERCIA_ID = {
  cement: 'CEM', 'concrete-mortar': 'CON', sand: 'SND', aggregates: 'AGG', timber: 'TMB', 'sheet-materials': 'SHT', plasterboard: 'PLB',
  plaster: 'PLS', bricks: 'BRK', blocks: 'BLK', 'skirting-architrave': 'MLD', insulation: 'INS', roofing: 'ROF', drainage: 'DRN', other: 'SUN',
};
function productType(p, m) {
  const [g, s0] = TAXO[p.cat];
  const s = p.sub || s0;
  switch (m.code) {
    case 'P': return `${g} > ${s}`;
    case 'T': return `${g}/${s}`.toLowerCase();
    case 'F': return `Home > ${g} > ${s}`;
    case 'S': return `${g} | ${s}`;
    case 'M': return `${MERCIA_CAT[p.cat]}/${s.toUpperCase()}`;
    case 'C': return `${g} > ${s}`;
    case 'W': return s;
    case 'H': return `Yard > ${g}`;
    case 'K': return p.cat === 'sand' || p.cat === 'aggregates' ? `Landscaping & Aggregates > ${s}` : `${g} > ${s}`;
  }
}
function describe(p, m, r) {
  const spec = specSentence(p);
  const maker = p.maker || p.brand;
  switch (m.code) {
    case 'P': return `${p.d} ${spec}`;
    case 'T': return `${p.d} ${spec} Collect from our Launceston yard or ask about delivery across Cornwall and west Devon.`;
    case 'F': return `${p.d} ${spec}${maker ? ` Manufactured by ${maker}.` : ''}`;
    case 'S':
      return `${p.d} ${spec} Order online from Solent Trade Centre for next day delivery across Hampshire, Dorset and the Isle of Wight, or click and collect from our Southampton branch. Trade accounts available - ask in branch for account pricing on larger orders.`;
    case 'M': return r() < 0.35 ? '' : spec.toUpperCase();
    case 'C': return `${p.d} ${spec}`;
    case 'W': return `${p.d} ${spec}${maker ? ` Manufacturer: ${maker}.` : ''} Delivered from our Uckfield yard across East Sussex and West Kent.`;
    case 'H': return `${p.d} ${spec}`;
    case 'K': return `${p.d} ${spec} Available for collection from our Cirencester yard or delivery across Gloucestershire and Wiltshire.`;
  }
}
function roundPrice(v, c) {
  let out;
  if (v < 3) out = Math.round(v * 100) / 100;
  else {
    switch (c) {
      case 'P': out = Math.round(v * 10) / 10 - 0.01; break;
      case 'F': out = v >= 10 ? Math.floor(v) + (v % 1 < 0.5 ? 0.49 : 0.99) : Math.round(v * 20) / 20; break;
      case 'S': out = v >= 5 ? Math.round(v) - 0.01 : Math.round(v * 100) / 100; break;
      case 'C': out = Math.round(v * 2) / 2 - 0.05; break;
      case 'H': out = v >= 5 ? Math.round(v) - 0.01 : Math.round(v * 100) / 100; break;
      case 'K': out = v >= 20 ? Math.round(v * 2) / 2 : Math.round(v * 20) / 20; break;
      default: out = Math.round(v * 100) / 100;
    }
  }
  return Math.max(0.01, Math.round(out * 100) / 100);
}
function fmtGtin(g, f) {
  if (f === 'gtin14') return '0' + g;
  if (f === 'spaced') return `${g[0]} ${g.slice(1, 7)} ${g.slice(7)}`;
  return g;
}
function fmtMpn(s, f) {
  switch (f) {
    case 'lower': return s.toLowerCase();
    case 'nopunct': return s.replace(/[-\s]/g, '');
    case 'erp': return s.replace(/[-\s]/g, '').toUpperCase();
    case 'space': return s.replace(/-/g, ' ');
    case 'lowernopunct': return s.replace(/[-\s]/g, '').toLowerCase();
    default: return s;
  }
}
function slugify(s) {
  return s.toLowerCase().replace(/[²]/g, '2').replace(/°/g, '').replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

// ---------------------------------------------------------------------------------------------
// Assign products to merchants
// ---------------------------------------------------------------------------------------------
const listing = Object.fromEntries(MERCHANTS.map((m) => [m.slug, []]));
const sellers = {};
for (const p of PRODUCTS) {
  const r = R('assign:' + p.key);
  const n = pickWeighted(r, [2, 3, 4, 5, 6], [15, 26, 30, 19, 10]);
  const chosen = [...p.groupAt];
  while (chosen.length < n) {
    const cands = MERCHANTS.filter((m) => !chosen.includes(m.slug));
    const w = cands.map((m) => ({ ...CAT_AFF_DEFAULT, ...m.aff })[p.cat]);
    chosen.push(pickWeighted(r, cands, w).slug);
  }
  sellers[p.key] = MERCHANTS.map((m) => m.slug).filter((s) => chosen.includes(s));
  for (const s of sellers[p.key]) listing[s].push(p);
}

// ---------------------------------------------------------------------------------------------
// Build rows
// ---------------------------------------------------------------------------------------------
const truth = {};
const rowsBy = {};
const allLinks = new Set();
for (const m of MERCHANTS) {
  const c = m.code;
  const prods = listing[m.slug];
  const usedIds = new Set();
  const idr = R('idgen:' + m.slug);
  const famNum = {};
  // members of each family listed here
  const famMembers = {};
  for (const p of prods) (famMembers[p.fam] = famMembers[p.fam] || []).push(p);
  const rows = [];
  for (const p of prods) {
    const r = R(`row:${m.slug}:${p.key}`);
    const members = famMembers[p.fam];
    const grouped = (c === 'C' && members.length > 1) || (p.groupAt.includes(m.slug) && members.length > 1);
    let omit = { size: false, color: false };
    if (c === 'C') omit = { size: true, color: true };
    else if (grouped) {
      omit = {
        size: new Set(members.map((q) => sizeStr(q, c))).size > 1,
        color: new Set(members.map((q) => q.color)).size > 1,
      };
    }
    // id
    let id;
    do {
      const n = Math.floor(idr() * 1e7);
      switch (c) {
        case 'P': id = 'PBS' + String(10000 + (n % 90000)); break;
        case 'T': id = String(100000 + (n % 900000)); break;
        case 'F': id = 'FEN-' + String(1000 + (n % 9000)); break;
        case 'S': id = 'S' + String(1000000 + (n % 9000000)); break;
        case 'M': id = MERCIA_ID[p.cat] + String(n % 100000).padStart(5, '0'); break;
        case 'C': {
          if (!famNum[p.fam]) {
            let f;
            do f = 10000 + Math.floor(idr() * 90000); while (Object.values(famNum).includes(f));
            famNum[p.fam] = f;
          }
          id = `CB${famNum[p.fam]}-${members.indexOf(p) + 1}`;
          break;
        }
        case 'W': id = 'WD' + String(100000 + (n % 900000)); break;
        case 'H': id = 'HY' + String(1000 + (n % 9000)); break;
        case 'K': id = 'cst-' + String(10000 + (n % 90000)); break;
      }
    } while (usedIds.has(id));
    usedIds.add(id);

    let title = renderTitle(p, m, r, omit);
    let typo = false;
    if (m.typoRate && r() < m.typoRate) ({ title, typo } = applyTypo(title, r));
    const baseTitle = title;
    if (c === 'S') {
      const tails = [SOLENT_CAT_TAIL[p.cat]];
      const k = 1 + Math.floor(r() * 3);
      for (let i = 0; i < k; i++) {
        const t = SOLENT_TAILS[Math.floor(r() * SOLENT_TAILS.length)];
        if (!tails.includes(t)) tails.push(t);
      }
      if (r() < 0.5) tails.shift();
      for (const t of tails) if ((title + ' | ' + t).length <= 150) title += ' | ' + t;
    }
    if (title.length > 150) throw new Error(`title too long at ${m.slug}: ${title}`);

    const sizeCol = c === 'C' || (grouped && omit.size) ? sizeStr(p, c) : '';
    const colorCol = p.color && (m.colorCol || (grouped && omit.color)) ? (c === 'T' ? p.color.toLowerCase() : p.color) : '';
    const itemGroup = grouped
      ? c === 'C'
        ? 'CBG' + famNum[p.fam]
        : { P: 'PBS-G-', T: 'tv-grp-', F: 'FEN-G-', S: 'STC-GRP-', H: 'HYG-', K: 'cst-g-' }[c] + (c === 'S' || c === 'F' ? String(1000 + (fnv1a(p.fam) % 9000)) : slugify(p.fam))
      : '';

    const base = p.price * m.pf * (0.95 + r() * 0.1);
    const price = roundPrice(base, c);
    let sale = '';
    if (m.saleRate && r() < m.saleRate) {
      const sp = roundPrice(price * (0.85 + r() * 0.1), c);
      if (sp < price) sale = sp.toFixed(2) + ' GBP';
    }
    const ar = r();
    const availability = ar < 0.86 ? 'in_stock' : ar < 0.94 ? 'out_of_stock' : ar < 0.98 ? 'backorder' : 'preorder';
    const gtin = p.gtin && r() < m.gtinRate ? fmtGtin(p.gtin, m.gtinFmt) : '';
    const mpn = p.mpn && r() < m.mpnRate ? fmtMpn(p.mpn, m.mpnFmt) : '';
    let brand = '';
    switch (c) {
      case 'T': brand = (p.brand || '').toLowerCase(); break;
      case 'M': brand = (p.brand || 'GENERIC').toUpperCase(); break;
      case 'W': brand = p.parent || p.brand || ''; break;
      case 'H': brand = p.brand || 'Humber Yard'; break;
      default: brand = p.brand || '';
    }
    const description = describe(p, m, r);
    if (description.length > 5000) throw new Error('description too long');
    const host = m.website.replace(/\/$/, '');
    let link;
    switch (c) {
      case 'P': link = `${host}/products/${slugify(baseTitle).slice(0, 60).replace(/-+$/, '')}-${id.toLowerCase()}`; break;
      case 'T': link = `${host}/shop/${p.cat}/${id}`; break;
      case 'F': link = `${host}/p/${id}/${slugify(baseTitle).slice(0, 60).replace(/-+$/, '')}`; break;
      case 'S': link = `${host}/${slugify(baseTitle).slice(0, 70).replace(/-+$/, '')}.html?sku=${id}`; break;
      case 'M': link = `${host}/item.aspx?code=${id}`; break;
      case 'C': link = `${host}/catalogue/${p.fam}?variant=${id}`; break;
      case 'W': link = `${host}/product/${id}/`; break;
      case 'H': link = `${host}/yard/${id.toLowerCase()}`; break;
      case 'K': link = `${host}/${slugify(TAXO[p.cat][0])}/${slugify(baseTitle).slice(0, 70).replace(/-+$/, '')}-${id}`; break;
    }
    if (allLinks.has(link)) throw new Error('duplicate link ' + link);
    allLinks.add(link);
    rows.push({
      _key: p.key, _typo: typo,
      id, title, description, link,
      price: price.toFixed(2) + ' GBP', sale_price: sale, availability, brand, gtin, mpn,
      product_type: productType(p, m), item_group_id: itemGroup, color: colorCol, size: sizeCol,
      material: m.materialCol ? p.material : '',
    });
  }
  rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // within-merchant distinguishability: different products must never look identical
  const seen = {};
  for (const row of rows) {
    const sig = [row.title.toLowerCase(), row.size.toLowerCase(), row.color.toLowerCase()].join('|');
    if (seen[sig] && seen[sig] !== row._key) throw new Error(`indistinguishable rows at ${m.slug}: ${sig} (${seen[sig]} / ${row._key})`);
    seen[sig] = row._key;
  }
  for (const row of rows) truth[`${m.slug}:${row.id}`] = row._key;
  rowsBy[m.slug] = rows;
}

// ---------------------------------------------------------------------------------------------
// Serialisers
// ---------------------------------------------------------------------------------------------
function csvField(v, all) {
  const s = String(v ?? '');
  if (all || /[",\r\n]/.test(s)) return '"' + s.replace(/"/g, '""') + '"';
  return s;
}
function toCsv(m, rows) {
  const lines = [m.cols.map((c) => csvField(c, m.quoteAll)).join(',')];
  for (const r of rows) lines.push(m.cols.map((c) => csvField(r[c], m.quoteAll)).join(','));
  return lines.join('\r\n') + '\r\n';
}
function toTsv(m, rows) {
  const clean = (v) => String(v ?? '').replace(/[\t\r\n]+/g, ' ');
  const lines = [m.cols.join('\t')];
  for (const r of rows) lines.push(m.cols.map((c) => clean(r[c])).join('\t'));
  return lines.join('\n') + '\n';
}
function xmlEsc(s) {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
function toXml(m, rows) {
  const out = [];
  out.push('<?xml version="1.0" encoding="UTF-8"?>');
  out.push('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
  out.push('  <channel>');
  out.push(`    <title>${xmlEsc(m.name)} - product feed</title>`);
  out.push(`    <link>${xmlEsc(m.website)}</link>`);
  out.push(`    <description>${xmlEsc(`Products from ${m.name}, ${m.town}`)}</description>`);
  for (const r of rows) {
    out.push('    <item>');
    const el = (tag, v) => {
      if (v !== '' && v != null) out.push(`      <${tag}>${xmlEsc(v)}</${tag}>`);
    };
    el('g:id', r.id);
    el(m.xmlTitle, r.title);
    el(m.xmlDesc, r.description);
    el(m.xmlLink, r.link);
    el('g:price', r.price);
    el('g:sale_price', r.sale_price);
    el('g:availability', r.availability);
    el('g:brand', r.brand);
    el('g:gtin', r.gtin);
    el('g:mpn', r.mpn);
    el('g:product_type', r.product_type);
    el('g:item_group_id', r.item_group_id);
    el('g:color', r.color);
    el('g:size', r.size);
    el('g:material', r.material);
    out.push('    </item>');
  }
  out.push('  </channel>');
  out.push('</rss>');
  return out.join('\n') + '\n';
}

// ---------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------
const keys = PRODUCTS.map((p) => p.key);
if (new Set(keys).size !== keys.length) throw new Error('duplicate product key');
for (const p of PRODUCTS) {
  const n = sellers[p.key].length;
  if (n < 2 || n > 6) throw new Error(`product ${p.key} sold by ${n}`);
  if (p.gtin && !validEan(p.gtin)) throw new Error('bad gtin');
}
for (const cat of CATEGORIES) {
  const n = PRODUCTS.filter((p) => p.cat === cat).length;
  if (n < 8) throw new Error(`category ${cat} has ${n} products`);
}
for (const [a, b] of LOOKALIKES) for (const k of [a, b]) if (!keys.includes(k)) throw new Error('look-alike key missing: ' + k);
const totalRows = Object.values(rowsBy).reduce((a, r) => a + r.length, 0);
if (totalRows < 650 || totalRows > 900) throw new Error('row total out of range: ' + totalRows);
if (PRODUCTS.length < 170 || PRODUCTS.length > 220) throw new Error('product total out of range: ' + PRODUCTS.length);
for (const rows of Object.values(rowsBy)) for (const r of rows) if (r.gtin && !validEan(r.gtin)) throw new Error('bad gtin ' + r.gtin);

// ---------------------------------------------------------------------------------------------
// Write files
// ---------------------------------------------------------------------------------------------
mkdirSync(OUT, { recursive: true });
for (const m of MERCHANTS) {
  const rows = rowsBy[m.slug];
  const body = m.format === 'csv' ? toCsv(m, rows) : m.format === 'tsv' ? toTsv(m, rows) : toXml(m, rows);
  writeFileSync(join(OUT, m.file), body);
}
writeFileSync(
  join(OUT, 'merchants.json'),
  JSON.stringify(
    {
      imageOrigin: 'https://demo-images.buildcompare.invalid/',
      merchants: MERCHANTS.map((m) => ({ slug: m.slug, name: m.name, websiteUrl: m.website, verified: false, feed: m.file })),
    },
    null,
    2,
  ) + '\n',
);
writeFileSync(join(OUT, 'demo-truth.json'), JSON.stringify(truth, null, 2) + '\n');
const cats = {};
for (const k of [...keys].sort()) cats[k] = PRODUCTS.find((p) => p.key === k).cat;
writeFileSync(join(OUT, 'categories.json'), JSON.stringify(cats, null, 2) + '\n');

// ---------------------------------------------------------------------------------------------
// README
// ---------------------------------------------------------------------------------------------
{
  const L = [];
  const nProducts = PRODUCTS.length;
  L.push('# matching-holdout-9');
  L.push('');
  L.push(
    `Independent hold-out set for product matching: ${MERCHANTS.length} fictional UK builders' merchants publish Google Merchant Center feeds ` +
      `(${MERCHANTS.filter((m) => m.format === 'tsv').length} TSV, ${MERCHANTS.filter((m) => m.format === 'csv').length} CSV, ` +
      `${MERCHANTS.filter((m) => m.format === 'xml').length} RSS 2.0 XML) with ${totalRows} rows covering ${nProducts} true products. ` +
      'Every product is sold by 2 to 6 merchants; there are no singletons.',
  );
  L.push('');
  L.push(
    'The set was written from scratch without looking at the matcher, its tests or earlier hold-out sets. Brands and product ranges are real UK ' +
      'building-materials names; merchants, SKUs, GTINs, MPNs, prices and URLs are synthetic (GTINs are valid EAN-13 with a correct check digit).',
  );
  L.push('');
  L.push('## Regenerate');
  L.push('');
  L.push('```');
  L.push('cd /work/main && npx tsx eval/matching-holdout-9/generate.ts');
  L.push('```');
  L.push('');
  L.push(
    '`generate.ts` is the only source: it writes every other file in this directory. It uses a seeded PRNG (FNV-1a label hash into mulberry32) ' +
      'and no clock, so re-running it gives byte-identical files. It also checks its own output: row and product totals, 2-6 sellers per product, ' +
      '>= 8 products per category, title <= 150 and description <= 5000 characters, unique ids and links, valid GTIN check digits, and that no ' +
      'two different products at one merchant share the same title + size + colour.',
  );
  L.push('');
  L.push('## Files');
  L.push('');
  L.push('| File | Merchant | Town | Format | Rows |');
  L.push('|---|---|---|---|---:|');
  for (const m of MERCHANTS) L.push(`| \`${m.file}\` | ${m.name} (\`${m.slug}\`) | ${m.town} | ${m.format.toUpperCase()} | ${rowsBy[m.slug].length} |`);
  L.push(`| **total** | | | | **${totalRows}** |`);
  L.push('');
  L.push('Other files:');
  L.push('');
  L.push('- `merchants.json` - merchant list (slug, name, website on the merchant\'s own `.example` domain, `verified: false`, feed file name) and `imageOrigin`.');
  L.push('- `demo-truth.json` - maps `"<merchant-slug>:<row id>"` to the true product key for every feed row.');
  L.push('- `categories.json` - maps every true product key to one of the 15 categories.');
  L.push('');
  L.push('## Categories');
  L.push('');
  L.push('| Category | Products | Rows |');
  L.push('|---|---:|---:|');
  const rowCount = {};
  for (const k of Object.values(truth)) rowCount[k] = (rowCount[k] || 0) + 1;
  for (const cat of CATEGORIES) {
    const ps = PRODUCTS.filter((p) => p.cat === cat);
    L.push(`| ${cat} | ${ps.length} | ${ps.reduce((a, p) => a + rowCount[p.key], 0)} |`);
  }
  L.push(`| **total** | **${nProducts}** | **${totalRows}** |`);
  L.push('');
  L.push('Sellers per product: ' + [2, 3, 4, 5, 6].map((n) => `${n} merchants: ${PRODUCTS.filter((p) => sellers[p.key].length === n).length}`).join(', ') + '.');
  L.push('');
  L.push('## Truth rules');
  L.push('');
  L.push(
    '- Two rows share a key exactly when a shopper could buy one instead of the other: same maker where the maker matters (cement, plasterboard, plaster, ' +
      'insulation, bricks, blocks, roofing, drainage, sundries, branded sheets), same size / pack / grade / colour / finish / length.',
  );
  L.push('- Unbranded commodities (sand, aggregates, sawn and CLS timber, generic ply/MDF, skirting and architrave, battens, unbranded dense block) share a key across merchants when type, grade and size agree, whatever brand the merchant puts on them.');
  L.push('- A single brick and a pack of bricks, one bag and a pallet, one architrave length and a door set, a 25kg bag and a bulk bag are different products.');
  L.push('- Everything needed to tell products apart is published by each merchant, in the title or in the size / color columns or the description (for example Cotswold gives bag weights only in the description, Humber gives metric sizes only in the description).');
  L.push('');
  L.push('## Merchant house styles');
  L.push('');
  for (const m of MERCHANTS) {
    const ex = rowsBy[m.slug].slice(0, 3).map((r) => '`' + r.title + '`' + (r.size ? ` (size \`${r.size}\`)` : '')).join('; ');
    L.push(`- **${m.name}** (\`${m.file}\`): ${m.style} Examples: ${ex}.`);
  }
  L.push('');
  L.push('Cross-cutting noise: GTINs on a minority of rows (never at Mercia; plain 13 digits, 14 digits with a leading 0 at Clydeside, spaced at Humber); ' +
    'MPNs on some rows with per-merchant case and punctuation (`CTX-123456`, `ctx-123456`, `CTX123456`, `CTX 123456`, `ctx123456`); optional qualifiers ' +
    '("Washed", "Primed", "Kiln Dried", "Paving", "BS5534", "EN636-2", "Paper Bag") present at some merchants and not others; occasional typos ' +
    `(${Object.values(rowsBy).flat().filter((r) => r._typo).length} rows, e.g. "Plasterbaord", "Insualtion", "Treaed"); sale prices, out-of-stock, backorder and preorder rows.`);
  L.push('');
  L.push('## Look-alikes planted (different products)');
  L.push('');
  L.push('| Product A | Product B | Difference |');
  L.push('|---|---|---|');
  for (const [a, b, why] of LOOKALIKES) L.push(`| \`${a}\` | \`${b}\` | ${why} |`);
  L.push('');
  L.push('Variant listings: ' +
    MERCHANTS.map((m) => {
      const groups = new Set(rowsBy[m.slug].filter((r) => r.item_group_id).map((r) => r.item_group_id));
      return groups.size ? `${m.name} ${groups.size} item_group_id${groups.size > 1 ? 's' : ''}` : null;
    }).filter(Boolean).join('; ') + '. Every variant row has its own key.');
  L.push('');
  writeFileSync(join(OUT, 'README.md'), L.join('\n'));
}

console.log(`wrote ${MERCHANTS.length} feeds, ${totalRows} rows, ${PRODUCTS.length} products to ${OUT}`);
