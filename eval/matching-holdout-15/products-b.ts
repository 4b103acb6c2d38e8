// @ts-nocheck
/* eslint-disable */
// Aggregates, sand, blocks, bricks, drainage.
import { mk } from './families';
import { B } from './brands';

// Loose materials: "bulk" = bulk / jumbo / tonne bag (approx 850kg), "handy" = small poly bag (approx 25kg).
function agg(cat, slug, n, erp, kind, price, o = {}) {
  const desc = kind === 'bulk' ? 'Supplied in a bulk bag of approx. 850kg (weights vary with moisture).' : 'Supplied in a small handy bag of approx. 25kg, easy to carry.';
  return mk(cat, slug, { n, erp, kind, price, pt: ['Landscaping', cat === 'sand' ? 'Sand' : 'Aggregates', o.sub || (cat === 'sand' ? 'Building Sand' : 'Gravel & Stone')], desc: o.desc || desc, ...o });
}
const MOT = ['MOT Type 1 Sub-Base', 'Type 1 MOT Sub Base', 'MOT Type 1 Crushed Stone', 'DoT Type 1 Sub-Base'];
const BAL = ['20mm All-in Ballast', 'All In Ballast 20mm', 'Ballast 20mm', 'Concreting Ballast 20mm'];
const PEA = ['10mm Pea Gravel', 'Pea Shingle 10mm', '10mm Pea Gravel Shingle', 'Pea Gravel (10mm)'];
const COTS = ['Cotswold Buff Chippings 20mm', '20mm Cotswold Chippings', 'Cotswold Stone Chippings 20mm'];
const aggregates = [
  agg('aggregates', 'mot-type-1-bulk-bag', MOT, 'MOT TYPE 1', 'bulk', 62, { sub: 'Sub-Base' }),
  agg('aggregates', 'mot-type-1-handy-bag', MOT, 'MOT TYPE 1', 'handy', 4.6, { sub: 'Sub-Base', packOf: 'mot-type-1-bulk-bag' }),
  agg('aggregates', 'all-in-ballast-20mm-bulk-bag', BAL, 'BALLAST 20MM', 'bulk', 64, { sub: 'Ballast' }),
  agg('aggregates', 'all-in-ballast-20mm-handy-bag', BAL, 'BALLAST 20MM', 'handy', 4.3, { sub: 'Ballast', packOf: 'all-in-ballast-20mm-bulk-bag' }),
  agg('aggregates', 'pea-gravel-10mm-bulk-bag', PEA, 'PEA GRAVEL 10MM', 'bulk', 82),
  agg('aggregates', 'pea-gravel-10mm-handy-bag', PEA, 'PEA GRAVEL 10MM', 'handy', 5.2, { packOf: 'pea-gravel-10mm-bulk-bag' }),
  agg('aggregates', 'gravel-20mm-bulk-bag', ['20mm Gravel', '20mm Shingle', 'Flint Gravel 20mm', '20mm Washed Gravel'], 'GRAVEL 20MM', 'bulk', 78),
  agg('aggregates', 'cotswold-chippings-20mm-bulk-bag', COTS, 'COTSWOLD CHIPS 20MM', 'bulk', 138, { sub: 'Decorative Chippings' }),
  agg('aggregates', 'cotswold-chippings-20mm-handy-bag', COTS, 'COTSWOLD CHIPS 20MM', 'handy', 6.9, { sub: 'Decorative Chippings', packOf: 'cotswold-chippings-20mm-bulk-bag' }),
  agg('aggregates', 'plum-slate-40mm-bulk-bag', ['Plum Slate Chippings 40mm', '40mm Plum Slate', 'Welsh Plum Slate Chippings 40mm'], 'PLUM SLATE 40MM', 'bulk', 165, { sub: 'Decorative Chippings' }),
  agg('aggregates', 'plum-slate-20mm-bulk-bag', ['Plum Slate Chippings 20mm', '20mm Plum Slate', 'Welsh Plum Slate Chippings 20mm'], 'PLUM SLATE 20MM', 'bulk', 159, { sub: 'Decorative Chippings' }),
  agg('aggregates', 'crushed-concrete-hardcore-bulk-bag', ['Crushed Concrete Hardcore', 'Recycled Crushed Concrete', 'Hardcore (Crushed Concrete)', 'Recycled Type 1 Crushed Concrete'], 'HARDCORE CRUSHED CONC', 'bulk', 48, { sub: 'Sub-Base', desc: 'Recycled crushed concrete for hardcore and sub-base where virgin MOT is not specified.' }),
  agg('aggregates', 'granite-chippings-14mm-bulk-bag', ['Grey Granite Chippings 14mm', '14mm Granite Chippings', 'Silver Grey Granite 14mm'], 'GRANITE CHIPS 14MM', 'bulk', 121, { sub: 'Decorative Chippings' }),
  agg('aggregates', 'scottish-pebbles-20-30mm-bulk-bag', ['Scottish Pebbles 20-30mm', '20-30mm Scottish Cobbles', 'Scottish Beach Pebbles 20-30mm'], 'SCOTTISH PEBBLES 20-30', 'bulk', 212, { sub: 'Decorative Chippings' }),
];

const BSAND = ['Building Sand', 'Soft Building Sand', 'Yellow Building Sand', 'Bricklaying Sand'];
const SSAND = ['Sharp Sand', 'Washed Sharp Sand', 'Concreting Sharp Sand', 'Sharp Sand (Grit Sand)'];
function bagSand(slug, n, erp, kg, price, desc) {
  return mk('sand', slug, { n, erp, kind: 'bag', d: { kg }, price, uw: 'bags', pt: ['Landscaping', 'Sand', 'Bagged Sand'], desc });
}
const sand = [
  agg('sand', 'building-sand-bulk-bag', BSAND, 'SAND BUILDING', 'bulk', 58),
  agg('sand', 'building-sand-handy-bag', BSAND, 'SAND BUILDING', 'handy', 4.1, { packOf: 'building-sand-bulk-bag' }),
  agg('sand', 'sharp-sand-bulk-bag', SSAND, 'SAND SHARP', 'bulk', 60, { sub: 'Sharp Sand' }),
  agg('sand', 'sharp-sand-handy-bag', SSAND, 'SAND SHARP', 'handy', 4.3, { sub: 'Sharp Sand', packOf: 'sharp-sand-bulk-bag' }),
  agg('sand', 'plastering-sand-bulk-bag', ['Plastering Sand', 'Rendering Sand', 'Plastering & Rendering Sand'], 'SAND PLASTERING', 'bulk', 72),
  agg('sand', 'red-building-sand-bulk-bag', ['Red Building Sand', 'Red Soft Sand', 'Red Bricklaying Sand'], 'SAND BUILDING RED', 'bulk', 66),
  bagSand('kiln-dried-sand-25kg', ['Kiln Dried Sand', 'Kiln Dried Paving Sand', 'Kiln Dried Jointing Sand', 'Kiln-Dried Silica Sand'], 'SAND KILN DRIED', 25, 6.9, 'Fine dry sand for brushing into block paving joints.'),
  bagSand('silver-sand-25kg', ['Silver Sand', 'Washed Silver Sand', 'Horticultural Silver Sand'], 'SAND SILVER', 25, 6.4, 'Fine washed lime-free sand for horticulture and jointing.'),
  bagSand('play-sand-15kg', ['Play Sand', 'Washed Play Sand', 'Childrens Play Sand'], 'SAND PLAY', 15, 4.6, 'Washed, non-staining sand for sandpits.'),
];

const BLK = { l: 440, h: 215 };
function blk(slug, b, n, plain, erp, th, price, o = {}) {
  return mk('blocks', slug, { b, n, plain, erp, kind: 'block', d: { ...BLK, th }, price, uw: 'blocks', pt: ['Heavy Building', 'Blocks', o.sub || 'Concrete Blocks'], desc: o.desc || 'Standard 440 x 215mm face size for walls and partitions.', ...o });
}
const DENSE = ['Dense Concrete Block 7.3N', 'Solid Dense Concrete Block 7N', 'Dense Block 7.3N Solid', 'Concrete Block Dense 7N'];
const CELCON = { g: 'celcon', sub: 'Aircrete Blocks', mat: 'Aircrete' };
const THERM = { g: 'thermalite', sub: 'Aircrete Blocks', mat: 'Aircrete' };
const blocks = [
  blk('dense-concrete-block-7n-100mm', null, DENSE, null, 'BLOCK DENSE 7.3N', 100, 2.15, { g: 'dense-block' }),
  blk('dense-concrete-block-7n-100mm-pack-72', null, DENSE, null, 'BLOCK DENSE 7.3N', 100, 149, { pack: { k: 'pallet', q: 72 }, packOf: 'dense-concrete-block-7n-100mm', desc: 'Full pack of 72 blocks, banded on a pallet.' }),
  blk('dense-concrete-block-7n-140mm', null, DENSE, null, 'BLOCK DENSE 7.3N', 140, 3.2, { g: 'dense-block' }),
  blk('medium-dense-block-3-6n-100mm', null, ['Medium Dense Concrete Block 3.6N', 'Medium Density Block 3.6N Solid', 'Concrete Block 3.6N Medium Dense'], null, 'BLOCK MED DENSE 3.6N', 100, 1.95),
  blk('hollow-dense-block-7n-215mm', null, ['Hollow Dense Concrete Block 7.3N', 'Hollow Concrete Block 7N', 'Dense Hollow Block 7.3N'], null, 'BLOCK HOLLOW DENSE 7.3N', 215, 3.9),
  blk('celcon-standard-grade-100mm', B.HH, ['Celcon Standard Grade Aircrete Block', 'Celcon Standard Grade Block 3.6N', 'Celcon Standard Grade'], 'Aircrete Block 3.6N', 'CELCON STD GRADE', 100, 2.75, CELCON),
  blk('celcon-high-strength-100mm', B.HH, ['Celcon High Strength Aircrete Block', 'Celcon High Strength Block 7N', 'Celcon High Strength'], 'Aircrete Block 7N', 'CELCON HIGH STRENGTH', 100, 3.25, CELCON),
  blk('celcon-standard-grade-140mm', B.HH, ['Celcon Standard Grade Aircrete Block', 'Celcon Standard Grade Block 3.6N', 'Celcon Standard Grade'], 'Aircrete Block 3.6N', 'CELCON STD GRADE', 140, 3.85, CELCON),
  blk('celcon-solar-grade-100mm', B.HH, ['Celcon Solar Grade Aircrete Block', 'Celcon Solar Grade Block 2.9N', 'Celcon Solar Grade'], 'Thermal Aircrete Block 2.9N', 'CELCON SOLAR GRADE', 100, 2.95, CELCON),
  blk('thermalite-shield-2000-100mm', B.THERMALITE, ['Thermalite Shield 2000 Aircrete Block', 'Thermalite Shield 2000', 'Thermalite Shield 2000 Block 2.9N'], 'Aircrete Block 2.9N', 'THERMALITE SHIELD 2000', 100, 2.7, THERM),
  blk('thermalite-hi-strength-7-100mm', B.THERMALITE, ['Thermalite Hi-Strength 7 Aircrete Block', 'Thermalite Hi-Strength 7', 'Thermalite High Strength 7N Block'], 'Aircrete Block 7N', 'THERMALITE HI-STR 7', 100, 3.15, THERM),
  blk('thermalite-trenchblock-275mm', B.THERMALITE, ['Thermalite Trenchblock', 'Thermalite Trench Block', 'Thermalite Foundation Trenchblock'], 'Foundation Trench Block', 'THERMALITE TRENCHBLOCK', 275, 9.8, { ...THERM, sub: 'Foundation Blocks' }),
  blk('tarmac-topcrete-dense-7n-100mm', B.TARMAC, ['Topcrete Dense Concrete Block 7.3N', 'Topcrete Dense Block 7.3N', 'Topcrete Solid Dense 7N'], 'Dense Concrete Block 7.3N', 'TOPCRETE DENSE 7.3N', 100, 2.3, { balts: ['Topcrete'] }),
  blk('tarmac-toplite-standard-100mm', B.TARMAC, ['Toplite Standard Lightweight Block 3.6N', 'Toplite Standard Block', 'Toplite Standard 3.6N'], 'Lightweight Concrete Block 3.6N', 'TOPLITE STANDARD 3.6N', 100, 2.6, { balts: ['Toplite'] }),
];

function brk(slug, b, n, plain, erp, price, o = {}) {
  return mk('bricks', slug, { b, n, plain, erp, kind: 'brick', d: { h: 65 }, price, uw: 'bricks', mat: 'Clay', pt: ['Heavy Building', 'Bricks', o.sub || 'Facing Bricks'], desc: o.desc || 'Clay facing brick, 215 x 102.5 x 65mm.', ...o });
}
const LRS = ['Leicester Red Stock', 'Leicester Red Stock Facing Brick', 'Leicester Red Stock Brick'];
const HER = ['London Brick Heritage', 'LBC Heritage Facing Brick', 'London Brick Company Heritage'];
const CLB = ['Class B Engineering Brick Red Perforated', 'Red Engineering Brick Class B Perforated', 'Class B Red Engineering Brick (Perforated)', 'Engineering Brick Class B Red Perf'];
const ENG = { sub: 'Engineering Bricks', desc: 'Dense, low water absorption brick for DPC courses, manholes and below ground.' };
const bricks = [
  brk('ibstock-leicester-red-stock-65mm', B.IBSTOCK, LRS, 'Red Stock Facing Brick', 'IBSTOCK LEICESTER RED STK', 0.98, { g: 'ibstock-facing' }),
  brk('ibstock-leicester-red-stock-65mm-pack-500', B.IBSTOCK, LRS, 'Red Stock Facing Brick', 'IBSTOCK LEICESTER RED STK', 447, { pack: { k: 'pack', q: 500 }, packOf: 'ibstock-leicester-red-stock-65mm', desc: 'Full pack of 500 bricks.' }),
  brk('ibstock-ivanhoe-cream-65mm', B.IBSTOCK, ['Ivanhoe Cream', 'Ivanhoe Cream Facing Brick', 'Ivanhoe Cream Brick'], 'Cream Facing Brick', 'IBSTOCK IVANHOE CREAM', 1.02, { g: 'ibstock-facing' }),
  brk('ibstock-birtley-olde-english-buff-65mm', B.IBSTOCK, ['Birtley Olde English Buff', 'Birtley Olde English Buff Facing Brick', 'Birtley Old English Buff'], 'Buff Facing Brick', 'IBSTOCK BIRTLEY OE BUFF', 1.05, { g: 'ibstock-facing' }),
  brk('lbc-heritage-65mm', B.LBC, HER, 'Heritage Facing Brick', 'LBC HERITAGE', 0.88, { g: 'lbc' }),
  brk('lbc-rustic-65mm', B.LBC, ['London Brick Rustic', 'LBC Rustic Facing Brick', 'London Brick Company Rustic'], 'Rustic Facing Brick', 'LBC RUSTIC', 0.88, { g: 'lbc' }),
  brk('lbc-brecken-grey-65mm', B.LBC, ['London Brick Brecken Grey', 'LBC Brecken Grey Facing Brick', 'London Brick Brecken Grey Multi'], 'Grey Facing Brick', 'LBC BRECKEN GREY', 0.93, { g: 'lbc' }),
  brk('lbc-heritage-65mm-pack-390', B.LBC, HER, 'Heritage Facing Brick', 'LBC HERITAGE', 336, { pack: { k: 'pack', q: 390 }, packOf: 'lbc-heritage-65mm', desc: 'Full pack of 390 bricks.' }),
  brk('wienerberger-kassandra-multi-65mm', B.WIENER, ['Kassandra Multi', 'Kassandra Multi Facing Brick', 'Kassandra Multi Stock'], 'Multi Facing Brick', 'WBG KASSANDRA MULTI', 1.1, { g: 'wienerberger' }),
  brk('wienerberger-smooth-red-65mm', B.WIENER, ['Smooth Red', 'Smooth Red Facing Brick', 'Terca Smooth Red'], 'Smooth Red Facing Brick', 'WBG SMOOTH RED', 0.96, { g: 'wienerberger' }),
  brk('class-b-engineering-red-perforated-65mm', null, CLB, null, 'ENG BRICK CL B RED PERF', 0.72, ENG),
  brk('class-b-engineering-red-solid-65mm', null, ['Class B Engineering Brick Red Solid', 'Red Engineering Brick Class B Solid', 'Class B Solid Red Engineering Brick'], null, 'ENG BRICK CL B RED SOLID', 0.79, ENG),
  brk('class-a-engineering-blue-perforated-65mm', null, ['Class A Engineering Brick Blue Perforated', 'Blue Engineering Brick Class A Perforated', 'Class A Blue Engineering Brick (Perforated)'], null, 'ENG BRICK CL A BLUE PERF', 1.16, ENG),
  brk('class-b-engineering-red-perforated-65mm-pack-400', null, CLB, null, 'ENG BRICK CL B RED PERF', 268, { ...ENG, pack: { k: 'pack', q: 400 }, packOf: 'class-b-engineering-red-perforated-65mm' }),
  brk('concrete-common-brick-65mm', null, ['Concrete Common Brick', 'Concrete Brick Common', 'Common Concrete Brick'], null, 'BRICK CONCRETE COMMON', 0.48, { mat: 'Concrete', sub: 'Common Bricks', desc: 'Concrete common brick for general building below plaster or render.' }),
];

function dr(slug, b, n, plain, erp, kind, d, price, o = {}) {
  return mk('drainage', slug, { b, n, plain, erp, kind, d, price, mat: 'PVC-U', pt: ['Drainage', o.sub || 'Underground Drainage'], desc: o.desc || 'Kitemarked PVC-U drainage component.', ...o });
}
const SOIL = ['Soil Pipe Single Socket', 'Single Socket Soil Pipe', 'Soil & Vent Pipe Single Socket', 'Soil Pipe S/S'];
const UGPE = ['Underground Drain Pipe Plain Ended', 'Underground Drainage Pipe Plain End', 'Underground Pipe PE', 'Below Ground Drain Pipe Plain Ended'];
const HRG = ['Half Round Gutter', 'Half Round Guttering', 'Half Round Gutter Length'];
const SOILO = { sub: 'Soil & Vent', g: 'floplast-soil' };
const GUT = { sub: 'Rainwater', g: 'floplast-gutter' };
const drainage = [
  dr('floplast-soil-pipe-110mm-3m-single-socket-black', B.FLOPLAST, SOIL, 'Soil Pipe Single Socket', 'SOIL PIPE S/S', 'pipe', { dia: 110, len: 3000 }, 24.6, { ...SOILO, col: 'Black', mpn: 'SP3B' }),
  dr('floplast-soil-pipe-110mm-3m-single-socket-white', B.FLOPLAST, SOIL, 'Soil Pipe Single Socket', 'SOIL PIPE S/S', 'pipe', { dia: 110, len: 3000 }, 24.6, { ...SOILO, col: 'White', mpn: 'SP3W' }),
  dr('floplast-soil-pipe-110mm-3m-single-socket-grey', B.FLOPLAST, SOIL, 'Soil Pipe Single Socket', 'SOIL PIPE S/S', 'pipe', { dia: 110, len: 3000 }, 24.6, { ...SOILO, col: 'Grey', mpn: 'SP3G' }),
  dr('floplast-underground-pipe-110mm-3m-plain', B.FLOPLAST, UGPE, 'Underground Drain Pipe Plain Ended', 'UG PIPE P/E', 'pipe', { dia: 110, len: 3000 }, 22.4, { col: 'Terracotta', mpn: 'D003', g: 'floplast-ug' }),
  dr('floplast-underground-bend-110mm-87-5-double-socket', B.FLOPLAST, ['Underground Bend Double Socket', 'Underground Short Radius Bend D/S', 'Underground Drainage Bend Double Socket'], 'Underground Bend Double Socket', 'UG BEND D/S', 'fitting', { dia: 110, ang: 87.5 }, 9.2, { col: 'Terracotta', mpn: 'D551', g: 'floplast-ug' }),
  dr('floplast-underground-bend-110mm-45-double-socket', B.FLOPLAST, ['Underground Bend Double Socket', 'Underground Short Radius Bend D/S', 'Underground Drainage Bend Double Socket'], 'Underground Bend Double Socket', 'UG BEND D/S', 'fitting', { dia: 110, ang: 45 }, 8.6, { col: 'Terracotta', mpn: 'D557', g: 'floplast-ug' }),
  dr('floplast-half-round-gutter-112mm-4m-black', B.FLOPLAST, HRG, 'Half Round Gutter', 'GUTTER H/R', 'pipe', { dia: 112, len: 4000 }, 10.6, { ...GUT, col: 'Black', mpn: 'RGH4B' }),
  dr('floplast-half-round-gutter-112mm-2m-black', B.FLOPLAST, HRG, 'Half Round Gutter', 'GUTTER H/R', 'pipe', { dia: 112, len: 2000 }, 6.3, { ...GUT, col: 'Black', mpn: 'RGH2B' }),
  dr('floplast-half-round-gutter-112mm-4m-brown', B.FLOPLAST, HRG, 'Half Round Gutter', 'GUTTER H/R', 'pipe', { dia: 112, len: 4000 }, 10.6, { ...GUT, col: 'Brown', mpn: 'RGH4BR' }),
  dr('floplast-round-downpipe-68mm-2-5m-black', B.FLOPLAST, ['Round Downpipe', 'Round Rainwater Downpipe', 'Round Down Pipe'], 'Round Downpipe', 'DOWNPIPE RND', 'pipe', { dia: 68, len: 2500 }, 8.4, { ...GUT, col: 'Black', mpn: 'RP2.5B' }),
  dr('osma-underground-pipe-110mm-3m-single-socket', B.WAVIN, ['OsmaDrain Underground Pipe Single Socket', 'OsmaDrain Pipe Single Socket', 'Osma Underground Drain Pipe S/S'], 'Underground Drain Pipe Single Socket', 'OSMADRAIN PIPE S/S', 'pipe', { dia: 110, len: 3000 }, 27.2, { col: 'Terracotta', mpn: '4D076', g: 'osmadrain' }),
  dr('osma-underground-bend-110mm-87-5-double-socket', B.WAVIN, ['OsmaDrain Bend Double Socket', 'OsmaDrain Short Radius Bend', 'Osma Underground Bend D/S'], 'Underground Bend Double Socket', 'OSMADRAIN BEND D/S', 'fitting', { dia: 110, ang: 87.5 }, 10.6, { col: 'Terracotta', mpn: '4D163', g: 'osmadrain' }),
  dr('polypipe-underground-pipe-110mm-3m-plain', B.POLYPIPE, ['Underground Drainage Pipe Plain Ended', 'Underground Pipe Plain End', 'UG Drain Pipe Plain Ended'], 'Underground Drain Pipe Plain Ended', 'PPIPE UG PIPE P/E', 'pipe', { dia: 110, len: 3000 }, 23.1, { col: 'Terracotta', mpn: 'UG430' }),
  dr('hunter-soil-pipe-110mm-3m-single-socket-grey', B.HUNTER, SOIL, 'Soil Pipe Single Socket', 'SOIL PIPE S/S', 'pipe', { dia: 110, len: 3000 }, 25.2, { sub: 'Soil & Vent', col: 'Grey', mpn: 'S403' }),
  dr('hepworth-supersleve-pipe-100mm-1-6m', B.HEPWORTH, ['SuperSleve Clay Pipe', 'SuperSleve Plain Ended Pipe', 'SuperSleve Vitrified Clay Pipe'], 'Clay Drainage Pipe', 'SUPERSLEVE PIPE', 'pipe', { dia: 100, len: 1600 }, 24.2, { mat: 'Vitrified Clay', g: 'supersleve' }),
  dr('hepworth-supersleve-coupling-100mm', B.HEPWORTH, ['SuperSleve Coupling', 'SuperSleve Polypropylene Coupling', 'SuperSleve Pipe Coupler'], 'Clay Pipe Coupling', 'SUPERSLEVE COUPLING', 'fitting', { dia: 100 }, 5.6, { mat: 'Polypropylene', g: 'supersleve' }),
];

export const PRODUCTS_B = [...aggregates, ...sand, ...blocks, ...bricks, ...drainage];
