// @ts-nocheck
/* eslint-disable */
// Skirting & architrave, timber, sundries ("other").
import { mk } from './families';
import { B } from './brands';

function sk(slug, n, erp, a, b, len, price, o = {}) {
  return mk('skirting-architrave', slug, { n, erp, kind: 'mould', d: { a, b, len }, price, uw: 'lengths', mat: o.mat || 'MDF', pt: ['Timber & Sheet', 'Mouldings', o.sub || 'Skirting'], desc: o.desc || 'Primed MDF moulding, ready for painting, sold per length.', ...o });
}
const prof = (p, kind) => [`Primed MDF ${p} ${kind}`, `MDF ${p} ${kind} Primed`, `${p} ${kind} Primed MDF`, `${p} Profile MDF ${kind}`];
const TOR = { g: 'mdf-torus' };
const ARC = { sub: 'Architrave' };
const PINE = { mat: 'Redwood', desc: 'Knotty redwood (pine) moulding, unfinished, sold per length.' };
const skirting = [
  sk('mdf-torus-skirting-18x119-4-2m', prof('Torus', 'Skirting'), 'SKIRT MDF TORUS PRIMED', 18, 119, 4200, 12.6, TOR),
  sk('mdf-torus-skirting-18x144-4-2m', prof('Torus', 'Skirting'), 'SKIRT MDF TORUS PRIMED', 18, 144, 4200, 14.8, TOR),
  sk('mdf-ogee-skirting-18x119-4-2m', prof('Ogee', 'Skirting'), 'SKIRT MDF OGEE PRIMED', 18, 119, 4200, 12.6),
  sk('mdf-chamfered-rounded-skirting-18x119-4-2m', ['Primed MDF Chamfered & Rounded Skirting', 'MDF Chamfered and Rounded Skirting Primed', 'C&R Skirting Primed MDF', 'Chamfered & Rounded MDF Skirting Board'], 'SKIRT MDF C&R PRIMED', 18, 119, 4200, 11.6),
  sk('mdf-bullnose-skirting-18x119-4-2m', prof('Bullnose', 'Skirting'), 'SKIRT MDF BULLNOSE PRIMED', 18, 119, 4200, 11.4),
  sk('mdf-lambs-tongue-skirting-18x144-4-2m', ['Primed MDF Lambs Tongue Skirting', "MDF Lamb's Tongue Skirting Primed", 'Lambs Tongue Skirting Primed MDF'], 'SKIRT MDF LAMBS TONGUE PRIMED', 18, 144, 4200, 14.6),
  sk('mdf-pencil-round-skirting-18x119-4-2m', prof('Pencil Round', 'Skirting'), 'SKIRT MDF PENCIL RND PRIMED', 18, 119, 4200, 11.2),
  sk('redwood-torus-skirting-19x119-4-2m', ['Redwood Torus Skirting', 'Pine Torus Skirting Board', 'Softwood Torus Skirting', 'Redwood Torus Skirting (Knotty Pine)'], 'SKIRT REDWOOD TORUS', 19, 119, 4200, 16.4, PINE),
  sk('mdf-torus-architrave-18x69-2-2m', prof('Torus', 'Architrave'), 'ARCH MDF TORUS PRIMED', 18, 69, 2200, 5.2, { ...ARC, g: 'mdf-torus-arch' }),
  sk('mdf-ogee-architrave-18x69-2-2m', prof('Ogee', 'Architrave'), 'ARCH MDF OGEE PRIMED', 18, 69, 2200, 5.2, ARC),
  sk('mdf-pencil-round-architrave-18x69-2-2m', prof('Pencil Round', 'Architrave'), 'ARCH MDF PENCIL RND PRIMED', 18, 69, 2200, 4.8, ARC),
  sk('mdf-torus-architrave-18x69-2-2m-door-set-5', prof('Torus', 'Architrave'), 'ARCH MDF TORUS PRIMED', 18, 69, 2200, 23.5, { ...ARC, pack: { k: 'set', q: 5 }, packOf: 'mdf-torus-architrave-18x69-2-2m', desc: 'Door set: five lengths, enough to case one side of a standard door.' }),
  sk('redwood-ogee-architrave-19x69-2-1m', ['Redwood Ogee Architrave', 'Pine Ogee Architrave', 'Softwood Ogee Architrave'], 'ARCH REDWOOD OGEE', 19, 69, 2100, 6.2, { ...ARC, ...PINE }),
];

function tb(slug, n, erp, a, b, len, price, o = {}) {
  return mk('timber', slug, { n, erp, kind: 'section', d: { a, b, len }, price, uw: 'lengths', mat: o.mat || 'Softwood', pt: ['Timber & Sheet', 'Timber', o.sub || 'Carcassing'], desc: o.desc, ...o });
}
const CLS = ['CLS Studwork Timber', 'CLS Kiln Dried Stud', 'Canadian Lumber Standard (CLS) Stud', 'CLS Regularised Whitewood', 'CLS Planed Timber'];
const CLSO = { g: 'cls', sub: 'CLS', desc: 'Kiln dried, planed, rounded-edge whitewood for stud partitions (untreated).' };
const C16 = ['C16 Treated Sawn Timber', 'Treated C16 Carcassing Timber', 'C16 Tanalised Regularised Timber', 'C16 Treated Kiln Dried Carcassing'];
const C16O = { g: 'c16', desc: 'Strength graded C16, pressure treated, regularised.' };
const C24 = ['C24 Treated Sawn Timber', 'Treated C24 Structural Carcassing', 'C24 Tanalised Regularised Timber', 'C24 Kiln Dried Treated Joist'];
const C24O = { g: 'c24', desc: 'Strength graded C24, pressure treated, regularised.' };
const SAWN = ['Treated Sawn Timber', 'Tanalised Sawn Timber', 'Pressure Treated Sawn Timber', 'Green Treated Sawn'];
const SAWNO = { sub: 'Sawn Timber', desc: 'Ungraded pressure treated sawn softwood for general external use.' };
const BAT = ['Treated Roofing Batten BS5534', 'Graded Roofing Batten Treated', 'Tanalised Roof Batten BS5534', 'BS5534 Treated Batten'];
const BATO = { g: 'batten', sub: 'Roofing Battens', desc: 'Graded and treated to BS 5534, red dyed for identification.' };
const DECK = ['Treated Grooved Decking Board', 'Pressure Treated Decking Board Green', 'Reversible Decking Board Treated', 'Grooved Softwood Decking'];
const DECKO = { g: 'decking', sub: 'Decking', desc: 'Reversible grooved/plain softwood decking, pressure treated.' };
const POST = ['Treated Fence Post', 'Pressure Treated Fence Post', 'Tanalised Timber Fence Post', 'Green Treated Fence Post'];
const POSTO = { g: 'fence-post', sub: 'Fencing', desc: 'Pressure treated softwood post for fencing.' };
const timber = [
  tb('cls-38x63-2-4m', CLS, 'CLS', 38, 63, 2400, 3.7, CLSO),
  tb('cls-38x63-3-0m', CLS, 'CLS', 38, 63, 3000, 4.6, CLSO),
  tb('cls-38x89-2-4m', CLS, 'CLS', 38, 89, 2400, 5.0, CLSO),
  tb('cls-38x89-3-0m', CLS, 'CLS', 38, 89, 3000, 6.3, CLSO),
  tb('cls-38x63-2-4m-pack-10', CLS, 'CLS', 38, 63, 2400, 35.5, { ...CLSO, g: null, pack: { k: 'pack', q: 10 }, packOf: 'cls-38x63-2-4m' }),
  tb('c16-treated-47x100-3-6m', C16, 'C16 TREATED REG', 47, 100, 3600, 8.6, C16O),
  tb('c16-treated-47x100-4-8m', C16, 'C16 TREATED REG', 47, 100, 4800, 11.4, C16O),
  tb('c16-treated-47x75-3-0m', C16, 'C16 TREATED REG', 47, 75, 3000, 6.0, C16O),
  tb('c24-treated-47x100-3-6m', C24, 'C24 TREATED REG', 47, 100, 3600, 9.9, C24O),
  tb('c24-treated-47x150-4-8m', C24, 'C24 TREATED REG', 47, 150, 4800, 17.4, C24O),
  tb('c24-treated-47x200-4-8m', C24, 'C24 TREATED REG', 47, 200, 4800, 23.5, C24O),
  tb('c24-kiln-dried-untreated-47x100-3-6m', ['C24 Kiln Dried Untreated Timber', 'C24 KD Regularised Carcassing (Untreated)', 'Untreated C24 Structural Timber', 'C24 Kiln Dried Whitewood'], 'C24 KD UNTREATED', 47, 100, 3600, 9.2, { desc: 'Strength graded C24, kiln dried, untreated for internal use.' }),
  tb('sawn-treated-47x50-3-6m', SAWN, 'SAWN TREATED', 47, 50, 3600, 4.7, SAWNO),
  tb('sawn-treated-22x100-3-0m', SAWN, 'SAWN TREATED', 22, 100, 3000, 3.6, SAWNO),
  tb('roofing-batten-treated-25x50-4-8m', BAT, 'BATTEN ROOF TREATED', 25, 50, 4800, 4.3, BATO),
  tb('roofing-batten-treated-25x38-4-8m', BAT, 'BATTEN ROOF TREATED', 25, 38, 4800, 3.4, BATO),
  tb('roofing-batten-treated-25x50-3-6m', BAT, 'BATTEN ROOF TREATED', 25, 50, 3600, 3.3, BATO),
  tb('par-redwood-18x94-2-4m', ['Planed All Round Redwood', 'PAR Redwood Timber', 'Redwood PAR Planed Timber', 'Planed Square Edge Redwood'], 'PAR REDWOOD', 18, 94, 2400, 6.6, { sub: 'Planed Timber', mat: 'Redwood', desc: 'Joinery quality planed redwood; finished size quoted.' }),
  tb('par-whitewood-44x44-2-4m', ['Planed All Round Whitewood', 'PAR Whitewood Timber', 'Whitewood PAR Planed'], 'PAR WHITEWOOD', 44, 44, 2400, 6.1, { sub: 'Planed Timber', mat: 'Whitewood', desc: 'Planed whitewood; finished size quoted.' }),
  tb('decking-board-treated-28x120-3-6m', DECK, 'DECKING BOARD GREEN', 28, 120, 3600, 7.6, DECKO),
  tb('decking-board-treated-28x120-4-8m', DECK, 'DECKING BOARD GREEN', 28, 120, 4800, 10.2, DECKO),
  tb('fence-post-treated-75x75-2-4m', POST, 'FENCE POST TREATED', 75, 75, 2400, 9.6, POSTO),
  tb('fence-post-treated-100x100-2-4m', POST, 'FENCE POST TREATED', 100, 100, 2400, 15.2, POSTO),
  tb('fence-post-treated-75x75-1-8m', POST, 'FENCE POST TREATED', 75, 75, 1800, 7.4, POSTO),
];

function ot(slug, b, n, plain, erp, kind, d, price, o = {}) {
  return mk('other', slug, { b, n, plain, erp, kind, d, price, pt: ['Sundries', o.sub || 'Sealants & Adhesives'], desc: o.desc || 'Trade quality sundry item.', ...o });
}
const STX = { g: 'stixall', desc: 'Hybrid polymer adhesive and sealant that bonds wet surfaces and works underwater.' };
const SBR = { g: 'sbr', sub: 'Admixtures', desc: 'Styrene butadiene bonding agent and primer for renders and screeds.' };
const S11 = ['Sikaflex-11 FC+ Adhesive Sealant', 'Sikaflex 11FC+', 'Sikaflex-11FC Purform Adhesive & Sealant'];
const S11O = { g: 'sikaflex-11fc', desc: 'Multi-purpose polyurethane joint sealant and adhesive, C3 cartridge.' };
const VM = ['Vinyl Matt Pure Brilliant White', 'Vinyl Matt Emulsion PBW', 'Vinyl Matt Brilliant White Emulsion'];
const PAINT = { sub: 'Paint', g: 'dt-vm', desc: 'Trade emulsion for interior walls and ceilings.' };
const LIN = { sub: 'Lintels', mat: 'Galvanised Steel', desc: 'Galvanised steel lintel for standard cavity walls.' };
const CLIN = { sub: 'Lintels', mat: 'Concrete', desc: 'Prestressed concrete lintel for internal and external walls.' };
const DPC = ['Polythene Damp Proof Course', 'DPC Roll', 'Damp Proof Course Polythene', 'Polyethylene DPC'];
const C2 = ['C2 Strong-Fix Multi-Purpose Premium Screws', 'C2 Strong-Fix Screws', 'C2 Strong Fix Wood Screws PZ'];
const other = [
  ot('everbuild-stixall-extreme-power-290ml-white', B.EVERBUILD, ['Stixall Extreme Power Adhesive & Sealant', 'Stixall Extreme Power', 'Stixall Adhesive Sealant'], 'Hybrid Polymer Adhesive & Sealant', 'STIXALL EXTREME POWER', 'cart', { ml: 290 }, 7.6, { ...STX, col: 'White', mpn: 'STIXWH' }),
  ot('everbuild-stixall-crystal-clear-290ml', B.EVERBUILD, ['Stixall Crystal Clear', 'Stixall Crystal Clear Adhesive & Sealant', 'Stixall Clear Adhesive'], 'Clear Hybrid Adhesive & Sealant', 'STIXALL CRYSTAL CLEAR', 'cart', { ml: 290 }, 9.1, { ...STX, col: 'Clear', mpn: 'STIXCC' }),
  ot('everbuild-sbr-bonding-agent-5l', B.EVERBUILD, ['SBR Waterproof Bonding Agent', 'SBR Bonding Agent & Primer', 'SBR Bond'], 'SBR Bonding Agent', 'SBR BONDING AGENT', 'liquid', { l: 5 }, 17.5, { ...SBR, mpn: 'SBR5' }),
  ot('everbuild-sbr-bonding-agent-1l', B.EVERBUILD, ['SBR Waterproof Bonding Agent', 'SBR Bonding Agent & Primer', 'SBR Bond'], 'SBR Bonding Agent', 'SBR BONDING AGENT', 'liquid', { l: 1 }, 6.8, { ...SBR, mpn: 'SBR1' }),
  ot('sika-sikaflex-11fc-300ml-grey', B.SIKA, S11, 'PU Adhesive Sealant', 'SIKAFLEX 11FC', 'cart', { ml: 300 }, 9.4, { ...S11O, col: 'Grey' }),
  ot('sika-sikaflex-11fc-300ml-white', B.SIKA, S11, 'PU Adhesive Sealant', 'SIKAFLEX 11FC', 'cart', { ml: 300 }, 9.4, { ...S11O, col: 'White' }),
  ot('sika-febmix-plasticiser-5l', B.SIKA, ['Febmix Plasticiser', 'Febmix Admix Mortar Plasticiser', 'FEB Mix Plasticiser'], 'Mortar Plasticiser', 'FEBMIX PLASTICISER', 'liquid', { l: 5 }, 11.2, { balts: ['Feb', 'Sika Feb'], sub: 'Admixtures', desc: 'Air-entraining plasticiser, replaces lime in mortar.' }),
  ot('everbuild-frost-proofer-5l', B.EVERBUILD, ['Frost Proofer & Accelerator', 'Frost Proofer', 'Frostproofer Concrete Accelerator'], 'Frost Proofer', 'FROST PROOFER', 'liquid', { l: 5 }, 12.4, { sub: 'Admixtures', desc: 'Accelerating admixture to protect fresh mortar and concrete from frost.' }),
  ot('evo-stik-gripfill-solvent-free-350ml', B.EVOSTIK, ['Gripfill Solvent Free', 'Gripfill Solvent Free Gap Filling Adhesive', 'Gripfill SF Grab Adhesive'], 'Gap Filling Adhesive Solvent Free', 'GRIPFILL SOLVENT FREE', 'cart', { ml: 350 }, 6.4, { desc: 'Gap-filling grab adhesive for skirting, architrave and panelling.' }),
  ot('evo-stik-wood-adhesive-exterior-1l', B.EVOSTIK, ['Wood Adhesive Exterior', 'Exterior Wood Adhesive', 'Weatherproof Wood Adhesive'], 'Exterior Wood Glue', 'WOOD ADH EXTERIOR', 'liquid', { l: 1 }, 9.8, { desc: 'Water-resistant PVA wood adhesive (D3).' }),
  ot('dulux-trade-vinyl-matt-pbw-10l', B.DULUX, VM, 'Brilliant White Matt Emulsion', 'DT VINYL MATT PBW', 'liquid', { l: 10 }, 56.4, PAINT),
  ot('dulux-trade-vinyl-matt-pbw-5l', B.DULUX, VM, 'Brilliant White Matt Emulsion', 'DT VINYL MATT PBW', 'liquid', { l: 5 }, 33.2, PAINT),
  ot('dulux-trade-supermatt-magnolia-10l', B.DULUX, ['Supermatt Magnolia', 'Supermatt Emulsion Magnolia', 'Super Matt Magnolia'], 'Magnolia Matt Emulsion', 'DT SUPERMATT MAGNOLIA', 'liquid', { l: 10 }, 49.6, { ...PAINT, g: null }),
  ot('dulux-trade-diamond-matt-pbw-5l', B.DULUX, ['Diamond Matt Pure Brilliant White', 'Diamond Matt Emulsion PBW', 'Diamond Matt Brilliant White'], 'Durable Brilliant White Matt Emulsion', 'DT DIAMOND MATT PBW', 'liquid', { l: 5 }, 58.2, { ...PAINT, g: null }),
  ot('catnic-cg90-100-lintel-1200mm', B.CATNIC, ['CG90/100 Cavity Wall Lintel', 'CG90/100 Steel Lintel', 'CG 90/100 Standard Duty Cavity Lintel'], 'Steel Cavity Wall Lintel', 'CATNIC CG90/100', 'lintel', { len: 1200 }, 41.2, { ...LIN, g: 'catnic-cg90', mpn: 'CG90/100-1200' }),
  ot('catnic-cg90-100-lintel-1500mm', B.CATNIC, ['CG90/100 Cavity Wall Lintel', 'CG90/100 Steel Lintel', 'CG 90/100 Standard Duty Cavity Lintel'], 'Steel Cavity Wall Lintel', 'CATNIC CG90/100', 'lintel', { len: 1500 }, 51.4, { ...LIN, g: 'catnic-cg90', mpn: 'CG90/100-1500' }),
  ot('ig-l1-s-100-lintel-1200mm', B.IG, ['L1/S 100 Cavity Wall Lintel', 'L1/S100 Standard Cavity Lintel', 'L1/S 100 Steel Lintel'], 'Steel Cavity Wall Lintel', 'IG L1/S100', 'lintel', { len: 1200 }, 38.6, { ...LIN, mpn: 'L1/S100-1200' }),
  ot('concrete-lintel-prestressed-100x65-1200mm', null, ['Prestressed Concrete Lintel 100 x 65mm', 'Concrete Lintel 100x65 Prestressed', 'Pre-Stressed Concrete Lintel (100 x 65)'], null, 'LINTEL CONC P/S 100X65', 'lintel', { len: 1200 }, 9.2, CLIN),
  ot('concrete-lintel-prestressed-100x140-1200mm', null, ['Prestressed Concrete Lintel 100 x 140mm', 'Concrete Lintel 100x140 Prestressed', 'Pre-Stressed Concrete Lintel (100 x 140)'], null, 'LINTEL CONC P/S 100X140', 'lintel', { len: 1200 }, 16.4, CLIN),
  ot('visqueen-dpm-1200-gauge-4x25m-black', B.VISQUEEN, ['1200 Gauge Damp Proof Membrane', '1200g DPM', 'DPM 1200 Gauge Polythene'], 'Damp Proof Membrane 1200 Gauge', 'VISQUEEN DPM 1200G', 'roll', { w: 4, len: 25 }, 62.5, { col: 'Black', sub: 'Membranes & DPC', desc: 'Heavy duty polythene DPM for under floor slabs.' }),
  ot('dpc-polythene-112-5mm-30m', null, DPC, null, 'DPC', 'strip', { wmm: 112.5, len: 30 }, 6.6, { g: 'dpc', sub: 'Membranes & DPC', desc: 'Polyethylene damp proof course roll for 100mm blockwork and brickwork.' }),
  ot('dpc-polythene-100mm-30m', null, DPC, null, 'DPC', 'strip', { wmm: 100, len: 30 }, 6.1, { g: 'dpc', sub: 'Membranes & DPC', desc: 'Polyethylene damp proof course roll.' }),
  ot('timco-c2-strong-fix-5-0x70-box-100', B.TIMCO, C2, 'Multi-Purpose Wood Screws', 'TIMCO C2 SCREW', 'screw', { dia: '5.0', len: 70 }, 8.4, { pack: { k: 'box', q: 100 }, g: 'timco-c2', sub: 'Fixings', desc: 'Zinc & yellow passivated, PZ2 countersunk, twin thread.' }),
  ot('timco-c2-strong-fix-5-0x50-box-200', B.TIMCO, C2, 'Multi-Purpose Wood Screws', 'TIMCO C2 SCREW', 'screw', { dia: '5.0', len: 50 }, 9.8, { pack: { k: 'box', q: 200 }, g: 'timco-c2', sub: 'Fixings', desc: 'Zinc & yellow passivated, PZ2 countersunk, twin thread.' }),
];

export const PRODUCTS_D = [...skirting, ...timber, ...other];
