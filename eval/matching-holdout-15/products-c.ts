// @ts-nocheck
/* eslint-disable */
// Insulation, roofing, sheet materials.
import { mk } from './families';
import { B } from './brands';

function ins(slug, b, n, plain, erp, kind, d, price, o = {}) {
  return mk('insulation', slug, { b, n, plain, erp, kind, d, price, pt: ['Insulation', o.sub || 'PIR Boards'], desc: o.desc || 'Foil-faced PIR insulation board, sold per board.', uw: 'boards', ...o });
}
const gaCode = (t) => (t.length === 3 ? `GA4${t}` : `GA40${t}`);
const GA = (t) => [`GA4000 PIR Insulation Board`, `${gaCode(t)} PIR Board`, `GA4000 General Application PIR Board`, `GA4000 Insulation Board`];
const celo = (t, price) => ins(`celotex-${gaCode(t).toLowerCase()}-2400x1200`, B.CELOTEX, GA(t), 'PIR Insulation Board', `CELOTEX ${gaCode(t)}`, 'board', { th: Number(t), l: 2400, w: 1200 }, price, { mpn: gaCode(t), g: 'celotex-ga4000', mat: 'PIR' });
const TP10 = ['Thermapitch TP10 PIR Board', 'Thermapitch TP10', 'TP10 Pitched Roof Insulation Board'];
const EGP = ['Eurothane GP PIR Board', 'Eurothane GP', 'Eurothane General Purpose PIR Insulation'];
const FLEXI = ['Flexi Insulation Slab', 'Flexi Slab', 'Flexi Multi-Purpose Insulation Slab'];
const LR44 = ['Earthwool Loft Roll 44', 'Loft Roll 44 Glass Mineral Wool', 'Earthwool Loft Roll 44 Insulation'];
const MW = { sub: 'Mineral Wool', mat: 'Mineral Wool' };
const insulation = [
  celo('50', 33.5), celo('75', 43.2), celo('100', 50.4), ins('celotex-ga4025-2400x1200', B.CELOTEX, GA('25'), 'PIR Insulation Board', 'CELOTEX GA4025', 'board', { th: 25, l: 2400, w: 1200 }, 21.6, { mpn: 'GA4025', g: 'celotex-ga4000', mat: 'PIR' }),
  ins('kingspan-thermapitch-tp10-50mm', B.KINGSPAN, TP10, 'PIR Insulation Board', 'KINGSPAN TP10', 'board', { th: 50, l: 2400, w: 1200 }, 36.4, { g: 'kingspan-tp10', mat: 'PIR' }),
  ins('kingspan-thermapitch-tp10-100mm', B.KINGSPAN, TP10, 'PIR Insulation Board', 'KINGSPAN TP10', 'board', { th: 100, l: 2400, w: 1200 }, 59.8, { g: 'kingspan-tp10', mat: 'PIR' }),
  ins('kingspan-kooltherm-k107-50mm', B.KINGSPAN, ['Kooltherm K107 Pitched Roof Board', 'Kooltherm K107', 'K107 Phenolic Roof Board'], 'Phenolic Insulation Board', 'KOOLTHERM K107', 'board', { th: 50, l: 2400, w: 1200 }, 56.5, { mat: 'Phenolic', desc: 'Premium phenolic board for pitched roofs.' }),
  ins('kingspan-thermawall-tw50-50mm', B.KINGSPAN, ['Thermawall TW50 Cavity Board', 'Thermawall TW50', 'TW50 Partial Fill Cavity Board'], 'Partial Fill Cavity Board', 'KINGSPAN TW50', 'board', { th: 50, l: 1200, w: 450 }, 12.6, { sub: 'Cavity Wall', mat: 'PIR' }),
  ins('recticel-eurothane-gp-50mm', B.RECTICEL, EGP, 'PIR Insulation Board', 'RECTICEL EUROTHANE GP', 'board', { th: 50, l: 2400, w: 1200 }, 30.6, { g: 'eurothane-gp', mat: 'PIR' }),
  ins('recticel-eurothane-gp-100mm', B.RECTICEL, EGP, 'PIR Insulation Board', 'RECTICEL EUROTHANE GP', 'board', { th: 100, l: 2400, w: 1200 }, 47.1, { g: 'eurothane-gp', mat: 'PIR' }),
  ins('rockwool-flexi-50mm-pack', B.ROCKWOOL, FLEXI, 'Stone Wool Insulation Slab', 'ROCKWOOL FLEXI SLAB', 'board', { th: 50, l: 1200, w: 400 }, 30.2, { ...MW, pack: { k: 'pack', q: 12 }, uw: 'slabs', g: 'rockwool-flexi', desc: 'Flexible-edge stone wool slab for timber and steel frame walls (5.76m² per pack).' }),
  ins('rockwool-flexi-100mm-pack', B.ROCKWOOL, FLEXI, 'Stone Wool Insulation Slab', 'ROCKWOOL FLEXI SLAB', 'board', { th: 100, l: 1200, w: 400 }, 31.6, { ...MW, pack: { k: 'pack', q: 6 }, uw: 'slabs', g: 'rockwool-flexi', desc: 'Flexible-edge stone wool slab for timber and steel frame walls (2.88m² per pack).' }),
  ins('rockwool-rwa45-50mm-pack', B.ROCKWOOL, ['RWA45 Acoustic Slab', 'RWA45 Acoustic Insulation Slab', 'RWA45 Slab'], 'Acoustic Insulation Slab', 'ROCKWOOL RWA45', 'board', { th: 50, l: 1200, w: 600 }, 37.4, { ...MW, pack: { k: 'pack', q: 8 }, uw: 'slabs', desc: 'Dense acoustic stone wool slab for partitions and floors.' }),
  ins('knauf-earthwool-loft-roll-44-200mm', B.KNAUFINS, LR44, 'Loft Insulation Roll', 'KNAUF LOFT ROLL 44', 'loft', { th: 200 }, 28.6, { ...MW, sub: 'Loft Insulation', uw: 'rolls', g: 'knauf-loft-44', desc: 'Glass mineral wool roll for laying between and over joists.' }),
  ins('knauf-earthwool-loft-roll-44-100mm', B.KNAUFINS, LR44, 'Loft Insulation Roll', 'KNAUF LOFT ROLL 44', 'loft', { th: 100 }, 27.1, { ...MW, sub: 'Loft Insulation', uw: 'rolls', g: 'knauf-loft-44', desc: 'Glass mineral wool roll for laying between and over joists.' }),
  ins('isover-spacesaver-loft-roll-200mm', B.ISOVER, ['Spacesaver Loft Roll', 'Spacesaver Glass Mineral Wool Roll', 'Spacesaver Insulation Roll'], 'Loft Insulation Roll', 'ISOVER SPACESAVER', 'loft', { th: 200 }, 26.3, { ...MW, sub: 'Loft Insulation', uw: 'rolls' }),
  ins('isover-apr-1200-50mm', B.ISOVER, ['APR 1200 Acoustic Partition Roll', 'APR 1200', 'Acoustic Partition Roll APR1200'], 'Acoustic Partition Roll', 'ISOVER APR1200', 'loft', { th: 50 }, 33.2, { ...MW, sub: 'Acoustic', uw: 'rolls' }),
  ins('knauf-dritherm-37-100mm', B.KNAUFINS, ['Earthwool DriTherm Cavity Slab 37', 'DriTherm 37 Cavity Slab', 'DriTherm Cavity Slab 37 Standard'], 'Full Fill Cavity Slab', 'KNAUF DRITHERM 37', 'board', { th: 100, l: 1200, w: 455 }, 34.1, { ...MW, sub: 'Cavity Wall', uw: 'slabs' }),
];

function rf(slug, b, n, plain, erp, kind, d, price, o = {}) {
  return mk('roofing', slug, { b, n, plain, erp, kind, d, price, pt: ['Roofing', o.sub || 'Roof Tiles'], uw: 'tiles', desc: o.desc || 'Concrete interlocking roof tile, sold individually.', ...o });
}
const MODERN = ['Modern Roof Tile', 'Modern Interlocking Concrete Tile', 'Modern Concrete Roof Tile'];
const S2020 = ['20/20 Clay Interlocking Tile', '20/20 Clay Tile', '20/20 Interlocking Clay Roof Tile'];
const JUT = ['Jutland Fibre Cement Slate', 'Jutland Slate', 'Jutland Artificial Slate'];
const LEAD = (c) => [`Code ${c} Lead Flashing`, `Lead Flashing Code ${c}`, `Code ${c} Roll Lead`, `Code ${c} Milled Lead Roll`];
const LD = { sub: 'Lead & Flashing', uw: 'rolls', mat: 'Lead', desc: 'Milled sheet lead to BS EN 12588, supplied as a roll.' };
const OND = ['Classic Corrugated Bitumen Sheet', 'Classic Roofing Sheet', 'Classic Bitumen Corrugated Sheet'];
const roofing = [
  rf('marley-modern-tile-smooth-grey', B.MARLEY, MODERN, 'Concrete Interlocking Roof Tile', 'MARLEY MODERN', 'tile', {}, 2.35, { col: 'Smooth Grey', g: 'marley-modern' }),
  rf('marley-modern-tile-smooth-brown', B.MARLEY, MODERN, 'Concrete Interlocking Roof Tile', 'MARLEY MODERN', 'tile', {}, 2.35, { col: 'Smooth Brown', g: 'marley-modern' }),
  rf('marley-ludlow-plus-tile-smooth-brown', B.MARLEY, ['Ludlow Plus Roof Tile', 'Ludlow Plus Interlocking Tile', 'Ludlow Plus Concrete Tile'], 'Ludlow Plus Concrete Tile', 'MARLEY LUDLOW PLUS', 'tile', {}, 1.76, { col: 'Smooth Brown' }),
  rf('redland-49-tile-farmhouse-red', B.REDLAND, ['49 Interlocking Tile', 'Redland 49 Roof Tile', '49 Concrete Interlocking Tile'], 'Concrete Interlocking Roof Tile', 'REDLAND 49', 'tile', {}, 1.96, { col: 'Farmhouse Red' }),
  rf('redland-50-double-roman-farmhouse-red', B.REDLAND, ['50 Double Roman Tile', 'Redland 50 Double Roman', '50 Double Roman Concrete Tile'], 'Double Roman Concrete Roof Tile', 'REDLAND 50 DBL ROMAN', 'tile', {}, 2.46, { col: 'Farmhouse Red' }),
  rf('sandtoft-20-20-natural-red', B.SANDTOFT, S2020, 'Clay Interlocking Roof Tile', 'SANDTOFT 20/20', 'tile', {}, 3.12, { col: 'Natural Red', g: 'sandtoft-2020', mat: 'Clay', desc: 'Clay interlocking roof tile, sold individually.' }),
  rf('sandtoft-20-20-slate-grey', B.SANDTOFT, S2020, 'Clay Interlocking Roof Tile', 'SANDTOFT 20/20', 'tile', {}, 3.24, { col: 'Slate Grey', g: 'sandtoft-2020', mat: 'Clay', desc: 'Clay interlocking roof tile, sold individually.' }),
  rf('sandtoft-standard-pattern-pantile-natural-red', B.SANDTOFT, ['Standard Pattern Clay Pantile', 'Standard Pattern Pantile', 'Clay Pantile Standard Pattern'], 'Clay Pantile', 'SANDTOFT STD PANTILE', 'tile', {}, 2.78, { col: 'Natural Red', mat: 'Clay', desc: 'Traditional clay pantile, sold individually.' }),
  rf('cembrit-jutland-slate-600x300-blue-black', B.CEMBRIT, JUT, 'Fibre Cement Slate', 'CEMBRIT JUTLAND', 'slate', { l: 600, w: 300 }, 2.16, { col: 'Blue/Black', uw: 'slates', g: 'jutland', sub: 'Slates', mat: 'Fibre Cement', desc: 'Fibre cement roofing slate, sold individually.' }),
  rf('cembrit-jutland-slate-500x250-blue-black', B.CEMBRIT, JUT, 'Fibre Cement Slate', 'CEMBRIT JUTLAND', 'slate', { l: 500, w: 250 }, 1.74, { col: 'Blue/Black', uw: 'slates', g: 'jutland', sub: 'Slates', mat: 'Fibre Cement', desc: 'Fibre cement roofing slate, sold individually.' }),
  rf('lead-flashing-code-4-150mm-3m', null, LEAD(4), null, 'LEAD CODE 4', 'strip', { wmm: 150, len: 3 }, 46.5, LD),
  rf('lead-flashing-code-4-300mm-3m', null, LEAD(4), null, 'LEAD CODE 4', 'strip', { wmm: 300, len: 3 }, 89.5, LD),
  rf('lead-flashing-code-3-150mm-3m', null, LEAD(3), null, 'LEAD CODE 3', 'strip', { wmm: 150, len: 3 }, 36.2, LD),
  rf('tyvek-supro-breather-membrane-1-5x50m', B.TYVEK, ['Supro Breather Membrane', 'Supro Roofing Underlay', 'Supro Vapour Permeable Membrane'], 'Breathable Roofing Membrane', 'TYVEK SUPRO', 'roll', { w: 1.5, len: 50 }, 118, { sub: 'Membranes & Felt', uw: 'rolls', desc: 'Vapour-permeable roofing underlay (LR), 75m² roll.' }),
  rf('onduline-classic-sheet-black', B.ONDULINE, OND, 'Corrugated Bitumen Roof Sheet', 'ONDULINE CLASSIC', 'sheet', { l: 2000, w: 950 }, 17.6, { col: 'Black', g: 'onduline', sub: 'Roof Sheets', uw: 'sheets', desc: 'Lightweight corrugated bitumen sheet for sheds and outbuildings.' }),
  rf('onduline-classic-sheet-green', B.ONDULINE, OND, 'Corrugated Bitumen Roof Sheet', 'ONDULINE CLASSIC', 'sheet', { l: 2000, w: 950 }, 17.6, { col: 'Green', g: 'onduline', sub: 'Roof Sheets', uw: 'sheets', desc: 'Lightweight corrugated bitumen sheet for sheds and outbuildings.' }),
  rf('type-1f-reinforced-felt-1x15m', null, ['Type 1F Reinforced Bitumen Felt', 'Roofing Felt 1F Reinforced', '1F Reinforced Underlay Felt'], null, 'FELT 1F REINFORCED', 'roll', { w: 1, len: 15 }, 27.4, { sub: 'Membranes & Felt', uw: 'rolls', desc: 'Traditional reinforced bitumen underlay for pitched roofs.' }),
];

const SH_DESC = 'Full-size sheet, supplied per sheet.';
function sh(slug, b, n, plain, erp, th, l, w, price, o = {}) {
  return mk('sheet-materials', slug, { b, n, plain, erp, kind: 'board', d: { th, l, w, thAlt: o.thAlt }, price, uw: 'sheets', pt: ['Timber & Sheet', 'Sheet Materials', o.sub || 'Panels'], desc: o.desc || SH_DESC, ...o });
}
const OSB = ['SterlingOSB Zero OSB3', 'SterlingOSB Zero', 'Sterling OSB3 Zero Board', 'OSB3 SterlingOSB Zero Square Edge'];
const OSBO = { g: 'sterlingosb', sub: 'OSB', mat: 'OSB', balts: ['SterlingOSB Zero'] };
const CABER = ['CaberFloor P5 Chipboard Flooring T&G', 'CaberFloor P5 T&G', 'Caberfloor P5 Moisture Resistant Flooring'];
const MDF = ['Standard MDF Board', 'MDF Sheet', 'Medium Density Fibreboard', 'MDF Board Standard Grade'];
const MDFO = { g: 'mdf', sub: 'MDF', mat: 'MDF' };
const HWP = ['Hardwood Faced Plywood', 'Hardwood Plywood', 'Far Eastern Hardwood Faced Ply', 'Hardwood Ply WBP'];
const sheet = [
  sh('sterlingosb-zero-osb3-18mm-2440x1220', B.WF, OSB, 'OSB3 Board', 'STERLINGOSB ZERO OSB3', 18, 2440, 1220, 28.6, OSBO),
  sh('sterlingosb-zero-osb3-11mm-2440x1220', B.WF, OSB, 'OSB3 Board', 'STERLINGOSB ZERO OSB3', 11, 2440, 1220, 17.6, OSBO),
  sh('sterlingosb-zero-osb3-9mm-2440x1220', B.WF, OSB, 'OSB3 Board', 'STERLINGOSB ZERO OSB3', 9, 2440, 1220, 15.6, OSBO),
  sh('sterlingosb-zero-osb3-tg-18mm-2397x600', B.WF, ['SterlingOSB Zero OSB3 Tongue & Groove', 'SterlingOSB Zero T&G', 'Sterling OSB3 T&G Flooring Board'], 'OSB3 Tongue & Groove Board', 'STERLINGOSB ZERO T&G', 18, 2397, 600, 12.9, { ...OSBO, g: null, desc: 'Four-sided tongue & groove OSB3 for flooring and roof decks.' }),
  sh('caberfloor-p5-tg-18mm-2400x600', B.WF, CABER, 'P5 Chipboard Flooring T&G', 'CABERFLOOR P5 T&G', 18, 2400, 600, 11.4, { g: 'caberfloor', sub: 'Flooring', mat: 'Chipboard', balts: ['CaberFloor'] }),
  sh('caberfloor-p5-tg-22mm-2400x600', B.WF, CABER, 'P5 Chipboard Flooring T&G', 'CABERFLOOR P5 T&G', 22, 2400, 600, 14.2, { g: 'caberfloor', sub: 'Flooring', mat: 'Chipboard', balts: ['CaberFloor'] }),
  sh('medite-mr-mdf-18mm-2440x1220', B.MEDITE, ['MR Moisture Resistant MDF', 'MR MDF Board', 'MR Moisture Resistant Fibreboard'], 'Moisture Resistant MDF', 'MEDITE MR MDF', 18, 2440, 1220, 42.3, { sub: 'MDF', mat: 'MDF' }),
  sh('mdf-standard-18mm-2440x1220', null, MDF, null, 'MDF STD', 18, 2440, 1220, 29.4, MDFO),
  sh('mdf-standard-12mm-2440x1220', null, MDF, null, 'MDF STD', 12, 2440, 1220, 22.1, MDFO),
  sh('mdf-standard-6mm-2440x1220', null, MDF, null, 'MDF STD', 6, 2440, 1220, 14.2, MDFO),
  sh('hardboard-standard-3-2mm-2440x1220', null, ['Standard Hardboard', 'Hardboard Sheet', 'Hardboard (Standard Grade)'], null, 'HARDBOARD STD', 3.2, 2440, 1220, 9.6, { thAlt: 3, sub: 'Hardboard', mat: 'Hardboard' }),
  sh('hardwood-ply-18mm-2440x1220', null, HWP, null, 'PLY HWD FACED', 18, 2440, 1220, 46.2, { g: 'hwply', sub: 'Plywood', mat: 'Plywood' }),
  sh('hardwood-ply-12mm-2440x1220', null, HWP, null, 'PLY HWD FACED', 12, 2440, 1220, 33.4, { g: 'hwply', sub: 'Plywood', mat: 'Plywood' }),
  sh('softwood-ply-structural-18mm-2440x1220', null, ['Structural Softwood Plywood', 'Softwood Plywood', 'Spruce Structural Ply', 'Structural Softwood Ply C+/C'], null, 'PLY SWD STRUCT', 18, 2440, 1220, 38.1, { sub: 'Plywood', mat: 'Plywood' }),
  sh('shuttering-ply-18mm-2440x1220', null, ['Shuttering Plywood', 'Shuttering Ply', 'Shuttering Grade Plywood'], null, 'PLY SHUTTERING', 18, 2440, 1220, 30.2, { sub: 'Plywood', mat: 'Plywood' }),
];

export const PRODUCTS_C = [...insulation, ...roofing, ...sheet];
