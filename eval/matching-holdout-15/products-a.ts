// @ts-nocheck
/* eslint-disable */
// Plasterboard, plaster, cement, concrete & mortar.
import { mk } from './families';
import { B } from './brands';

const PB_DESC = 'Gypsum plasterboard for drylining walls and ceilings, sold per sheet.';
function pb(slug, b, n, plain, erp, th, l, w, price, o = {}) {
  return mk('plasterboard', slug, {
    b, n, plain, erp, kind: 'board', d: { th, l, w }, price, mat: 'Gypsum', uw: 'sheets',
    pt: ['Drylining', 'Plasterboard', o.sub || 'Standard Plasterboard'], desc: o.desc || PB_DESC, ...o,
  });
}
const TE = (r) => [`${r} Tapered Edge`, `${r} TE`, `${r} Plasterboard Tapered Edge`, `${r} T/E Plasterboard`];
const SE = (r) => [`${r} Square Edge`, `${r} SE`, `${r} Plasterboard Square Edge`];

const plasterboard = [
  pb('gyproc-wallboard-12-5-te-2400x1200', B.BG, TE('Gyproc WallBoard'), 'Standard Plasterboard Tapered Edge', 'GYPROC WALLBOARD T/E', 12.5, 2400, 1200, 9.6, { g: 'gyproc-wallboard' }),
  pb('gyproc-wallboard-12-5-se-2400x1200', B.BG, SE('Gyproc WallBoard'), 'Standard Plasterboard Square Edge', 'GYPROC WALLBOARD S/E', 12.5, 2400, 1200, 9.9, { g: 'gyproc-wallboard' }),
  pb('gyproc-wallboard-9-5-te-2400x1200', B.BG, TE('Gyproc WallBoard'), 'Standard Plasterboard Tapered Edge', 'GYPROC WALLBOARD T/E', 9.5, 2400, 1200, 8.9, { g: 'gyproc-wallboard' }),
  pb('gyproc-wallboard-12-5-te-2400x900', B.BG, TE('Gyproc WallBoard'), 'Standard Plasterboard Tapered Edge', 'GYPROC WALLBOARD T/E', 12.5, 2400, 900, 8.3, { g: 'gyproc-wallboard' }),
  pb('gyproc-wallboard-15-te-2400x1200', B.BG, TE('Gyproc WallBoard'), 'Standard Plasterboard Tapered Edge', 'GYPROC WALLBOARD T/E', 15, 2400, 1200, 13.2, { g: 'gyproc-wallboard' }),
  pb('gyproc-wallboard-12-5-te-2700x1200', B.BG, TE('Gyproc WallBoard'), 'Standard Plasterboard Tapered Edge', 'GYPROC WALLBOARD T/E', 12.5, 2700, 1200, 11.4, { g: 'gyproc-wallboard' }),
  pb('gyproc-soundbloc-12-5-te-2400x1200', B.BG, ['Gyproc SoundBloc Tapered Edge', 'Gyproc Soundbloc TE', 'Gyproc SoundBloc Acoustic Plasterboard TE'], 'Acoustic Plasterboard Tapered Edge', 'GYPROC SOUNDBLOC T/E', 12.5, 2400, 1200, 15.1, { sub: 'Acoustic Plasterboard', desc: 'Higher density acoustic plasterboard for partitions and separating walls.' }),
  pb('gyproc-fireline-12-5-te-2400x1200', B.BG, ['Gyproc FireLine Tapered Edge', 'Gyproc Fireline TE', 'Gyproc FireLine Fire Resistant Plasterboard'], 'Fire Resistant Plasterboard Tapered Edge', 'GYPROC FIRELINE T/E', 12.5, 2400, 1200, 14.2, { sub: 'Fire Board', desc: 'Glass-fibre reinforced core for improved fire resistance (pink face).' }),
  pb('gyproc-moisture-resistant-12-5-te-2400x1200', B.BG, ['Gyproc Moisture Resistant Tapered Edge', 'Gyproc MR Board TE', 'Gyproc Moisture Resistant Plasterboard (Green)'], 'Moisture Resistant Plasterboard Tapered Edge', 'GYPROC MR T/E', 12.5, 2400, 1200, 15.6, { sub: 'Moisture Resistant', desc: 'Water-repellent core for kitchens and bathrooms (green face).' }),
  pb('gyproc-handiboard-12-5-te-1200x600', B.BG, ['Gyproc Handiboard Tapered Edge', 'Gyproc HandiBoard TE', 'Gyproc Handiboard Plasterboard'], 'Handy Size Plasterboard Tapered Edge', 'GYPROC HANDIBOARD T/E', 12.5, 1200, 600, 4.9, { desc: 'Small-format board that fits in a car, ideal for patching and small jobs.' }),
  pb('knauf-wallboard-12-5-te-2400x1200', B.KNAUF, ['Knauf Wallboard Tapered Edge', 'Knauf Standard Wallboard TE', 'Knauf Plasterboard Wallboard TE'], 'Standard Plasterboard Tapered Edge', 'KNAUF WALLBOARD T/E', 12.5, 2400, 1200, 8.8, { g: 'knauf-wallboard' }),
  pb('knauf-wallboard-9-5-se-1800x900', B.KNAUF, ['Knauf Wallboard Square Edge', 'Knauf Wallboard SE', 'Knauf Plasterboard Square Edge'], 'Plasterboard Square Edge', 'KNAUF WALLBOARD S/E', 9.5, 1800, 900, 5.6, { g: 'knauf-wallboard' }),
  pb('knauf-moisture-panel-12-5-te-2400x1200', B.KNAUF, ['Knauf Moisture Panel Tapered Edge', 'Knauf Moisture Panel TE', 'Knauf Moisture Resistant Board TE'], 'Moisture Resistant Plasterboard Tapered Edge', 'KNAUF MOISTURE PANEL T/E', 12.5, 2400, 1200, 14.1, { sub: 'Moisture Resistant' }),
  pb('siniat-gtec-standard-12-5-te-2400x1200', B.SINIAT, ['Siniat GTEC Standard Board Tapered Edge', 'Siniat GTEC Standard TE', 'Siniat Standard Plasterboard TE'], 'Standard Plasterboard Tapered Edge', 'SINIAT GTEC STD T/E', 12.5, 2400, 1200, 8.6),
  pb('siniat-gtec-fire-15-te-2400x1200', B.SINIAT, ['Siniat GTEC Fire Board Tapered Edge', 'Siniat GTEC Fire TE', 'Siniat Fire Resistant Plasterboard TE'], 'Fire Board Tapered Edge', 'SINIAT GTEC FIRE T/E', 15, 2400, 1200, 13.6, { sub: 'Fire Board' }),
  pb('kingspan-k118-62-5-2400x1200', B.KINGSPAN, ['Kooltherm K118 Insulated Plasterboard', 'K118 Insulated Plasterboard', 'Kooltherm K118 Thermal Laminate Board'], 'Insulated Plasterboard', 'KOOLTHERM K118 INS P/B', 62.5, 2400, 1200, 66, { sub: 'Insulated Plasterboard', desc: 'Phenolic insulation bonded to 12.5mm plasterboard for dry-lining external walls.' }),
];

const PL_DESC = 'Gypsum plaster in a 25kg bag.';
function pl(slug, b, n, plain, erp, kg, price, o = {}) {
  return mk('plaster', slug, { b, n, plain, erp, kind: 'bag', d: { kg }, price, uw: 'bags', pt: ['Plastering', o.sub || 'Plaster'], desc: o.desc || PL_DESC, ...o });
}
const THISTLE = { balts: ['Thistle'] };
const plaster = [
  pl('thistle-multi-finish-25kg', B.BG, ['Thistle Multi-Finish', 'Thistle Multi Finish Plaster', 'Thistle MultiFinish Finishing Plaster', 'Thistle Multi-Finish Gypsum Finish'], 'Multi-Finish Plaster', 'THISTLE MULTI FINISH', 25, 11.6, { ...THISTLE, g: 'thistle', sub: 'Finishing Plaster', desc: 'Finishing plaster for both plasterboard and undercoats.' }),
  pl('thistle-board-finish-25kg', B.BG, ['Thistle Board Finish', 'Thistle Board Finish Plaster', 'Thistle BoardFinish Plaster'], 'Board Finish Plaster', 'THISTLE BOARD FINISH', 25, 11.9, { ...THISTLE, g: 'thistle', sub: 'Finishing Plaster', desc: 'Finishing plaster for plasterboard and low-suction backgrounds.' }),
  pl('thistle-bonding-coat-25kg', B.BG, ['Thistle Bonding Coat', 'Thistle Bonding Undercoat Plaster', 'Thistle Bonding'], 'Bonding Undercoat Plaster', 'THISTLE BONDING', 25, 13.2, { ...THISTLE, g: 'thistle', sub: 'Undercoat Plaster' }),
  pl('thistle-hardwall-25kg', B.BG, ['Thistle Hardwall', 'Thistle Hardwall Undercoat Plaster', 'Thistle Hard Wall'], 'Hardwall Undercoat Plaster', 'THISTLE HARDWALL', 25, 13.6, { ...THISTLE, g: 'thistle', sub: 'Undercoat Plaster' }),
  pl('thistle-browning-25kg', B.BG, ['Thistle Browning', 'Thistle Browning Undercoat', 'Thistle Browning Plaster'], 'Browning Undercoat Plaster', 'THISTLE BROWNING', 25, 12.1, { ...THISTLE, g: 'thistle', sub: 'Undercoat Plaster' }),
  pl('thistle-universal-one-coat-25kg', B.BG, ['Thistle Universal One Coat', 'Thistle UniversalOneCoat Plaster', 'Thistle One Coat Plaster'], 'One Coat Plaster', 'THISTLE UNI ONE COAT', 25, 14.8, { ...THISTLE, g: 'thistle' }),
  pl('thistle-multi-finish-25kg-pallet-50', B.BG, ['Thistle Multi-Finish', 'Thistle Multi Finish Plaster', 'Thistle MultiFinish Finishing Plaster'], 'Multi-Finish Plaster', 'THISTLE MULTI FINISH', 25, 545, { ...THISTLE, pack: { k: 'pallet', q: 50 }, packOf: 'thistle-multi-finish-25kg', sub: 'Finishing Plaster', desc: 'Full pallet of 50 bags, delivered by crane-offload vehicle.' }),
  pl('knauf-multi-finish-25kg', B.KNAUF, ['Knauf Multi-Finish', 'Knauf Multi Finish Plaster', 'Knauf MultiFinish'], 'Multi-Finish Plaster', 'KNAUF MULTI FINISH', 25, 10.9, { sub: 'Finishing Plaster' }),
  pl('knauf-mp75-25kg', B.KNAUF, ['Knauf MP75 Multi-Purpose Plaster', 'Knauf MP75 Projection Plaster', 'Knauf MP 75 Gypsum Plaster'], 'Machine Applied Gypsum Plaster', 'KNAUF MP75', 25, 12.9, { desc: 'Lightweight one-coat gypsum plaster for machine or hand application.' }),
  pl('gyproc-easi-fill-10kg', B.BG, ['Gyproc Easi-Fill', 'Gyproc EasiFill Jointing Compound', 'Gyproc Easi-Fill Joint Filler'], 'Jointing Compound', 'GYPROC EASIFILL', 10, 17.2, { g: 'easi-fill', sub: 'Jointing', desc: 'Powder jointing compound for taping and filling plasterboard joints.' }),
  pl('gyproc-easi-fill-5kg', B.BG, ['Gyproc Easi-Fill', 'Gyproc EasiFill Jointing Compound', 'Gyproc Easi-Fill Joint Filler'], 'Jointing Compound', 'GYPROC EASIFILL', 5, 10.4, { g: 'easi-fill', sub: 'Jointing', desc: 'Powder jointing compound for taping and filling plasterboard joints.' }),
  pl('gyproc-joint-filler-12-5kg', B.BG, ['Gyproc Joint Filler', 'Gyproc Jointfiller', 'Gyproc Joint Filler Compound'], 'Joint Filler', 'GYPROC JOINT FILLER', 12.5, 15.8, { sub: 'Jointing', desc: 'Setting joint filler for bedding tape and first fill coats.' }),
];

const CEM_DESC = 'Bagged cement for mortar, concrete and render.';
function cm(slug, b, n, plain, erp, kg, price, o = {}) {
  return mk('cement', slug, { b, n, plain, erp, kind: 'bag', d: { kg }, price, uw: 'bags', pt: ['Heavy Building', 'Cement & Lime', o.sub || 'Cement'], desc: o.desc || CEM_DESC, ...o });
}
const GP = ['General Purpose Cement', 'General Purpose Cement (Paper Bag)', 'GP Cement Paper Sack', 'General Purpose Portland Cement'];
const cement = [
  cm('blue-circle-general-purpose-25kg-paper', B.BC, GP, 'General Purpose Cement', 'CEMENT GP PAPER', 25, 7.3, { g: 'bc-gp' }),
  cm('blue-circle-general-purpose-25kg-plastic', B.BC, ['General Purpose Cement Plastic Bag', 'General Purpose Cement (Weatherproof Plastic)', 'GP Cement in Plastic Pack', 'General Purpose Cement - Weather Resistant Plastic Bag'], 'General Purpose Cement Plastic Bag', 'CEMENT GP PLASTIC', 25, 8.5, { g: 'bc-gp', desc: 'Same cement in a weatherproof plastic bag that can be stored outside.' }),
  cm('blue-circle-general-purpose-25kg-pallet-56', B.BC, GP, 'General Purpose Cement', 'CEMENT GP PAPER', 25, 382, { pack: { k: 'pallet', q: 56 }, packOf: 'blue-circle-general-purpose-25kg-paper', desc: 'Full pallet of 56 paper bags.' }),
  cm('blue-circle-mastercrete-25kg', B.BC, ['Mastercrete Cement', 'Mastercrete Original Cement', 'Mastercrete Portland Cement'], 'Mastercrete Cement', 'CEMENT MASTERCRETE', 25, 8.1, { desc: 'Premium fast-strength cement for high early strength concrete.' }),
  cm('blue-circle-snowcrete-25kg', B.BC, ['Snowcrete White Cement', 'Snowcrete', 'Snowcrete White Portland Cement'], 'White Cement', 'CEMENT SNOWCRETE WHITE', 25, 16.4, { sub: 'White Cement', desc: 'White Portland cement for decorative render and pointing.' }),
  cm('blue-circle-sulfacrete-25kg', B.BC, ['Sulfacrete Sulfate Resisting Cement', 'Sulfacrete', 'Sulfacrete SR Cement'], 'Sulfate Resisting Cement', 'CEMENT SULFACRETE SR', 25, 11.8),
  cm('hanson-multicem-25kg', B.HANSON, ['Multicem Cement', 'Multicem', 'Multicem General Purpose Cement'], 'General Purpose Cement', 'CEMENT MULTICEM', 25, 7.7),
  cm('castle-portland-cement-25kg', B.CASTLE, ['Portland Cement', 'OPC Portland Cement', 'Portland Cement CEM I'], 'Portland Cement', 'CEMENT OPC', 25, 7.5),
  cm('cemex-portland-cement-25kg', B.CEMEX, ['Portland Cement', 'Rugby Portland Cement', 'Portland Cement CEM II'], 'Portland Cement', 'CEMENT PORTLAND', 25, 7.1),
  cm('tarmac-limbux-hydrated-lime-25kg', B.TARMAC, ['Limbux Hydrated Lime', 'Limbux Hydrated Builders Lime', 'Limbux Lime'], 'Hydrated Lime', 'LIME HYDRATED LIMBUX', 25, 12.6, { balts: ['Buxton Lime'], sub: 'Lime', desc: 'Hydrated builders lime for mortar and render.' }),
];

const CM_DESC = 'Pre-blended dry mix, just add water.';
function cmix(slug, b, n, plain, erp, kind, d, price, o = {}) {
  return mk('concrete-mortar', slug, { b, n, plain, erp, kind, d, price, uw: 'bags', pt: ['Heavy Building', 'Concrete & Mortar', o.sub || 'Bagged Mixes'], desc: o.desc || CM_DESC, ...o });
}
const DCM = ['Dry Concrete Mix', 'Dry Ready Mix Concrete', 'Concrete Mix (Ballast & Cement)', 'Ready Mixed Dry Concrete'];
const concreteMortar = [
  cmix('blue-circle-postcrete-20kg', B.BC, ['Postcrete', 'Postcrete Rapid Setting Post Mix', 'Postcrete Fence Post Concrete'], 'Rapid Set Post Mix', 'POSTCRETE', 'bag', { kg: 20 }, 8.6, { desc: 'Rapid-setting concrete for fence posts; no mixing required.' }),
  cmix('blue-circle-ready-to-use-concrete-20kg', B.BC, ['Ready to Use Concrete', 'Ready to Use Concrete Mix', 'Ready-Mixed Concrete'], 'Ready to Use Concrete', 'RTU CONCRETE', 'bag', { kg: 20 }, 6.9, { g: 'bc-rtu' }),
  cmix('blue-circle-ready-to-use-mortar-20kg', B.BC, ['Ready to Use Mortar', 'Ready to Use Mortar Mix', 'Ready-Mixed Mortar'], 'Ready to Use Mortar', 'RTU MORTAR', 'bag', { kg: 20 }, 6.9, { g: 'bc-rtu' }),
  cmix('dry-mortar-mix-25kg', null, ['Dry Mortar Mix', 'Ready Mixed Dry Mortar', 'Bricklaying Mortar Mix', 'Dry Mortar Mix (Sand & Cement)'], null, 'MORTAR MIX DRY', 'bag', { kg: 25 }, 5.9),
  cmix('dry-concrete-mix-25kg', null, DCM, null, 'CONCRETE MIX DRY', 'bag', { kg: 25 }, 5.8),
  cmix('dry-concrete-mix-bulk-bag', null, DCM, null, 'CONCRETE MIX DRY', 'bulk', {}, 142, { packOf: 'dry-concrete-mix-25kg', sub: 'Bulk Mixes', desc: 'Dry-batched concrete in a bulk bag (approx. 850kg), mix on site.' }),
  cmix('sand-cement-screed-25kg', null, ['Sand & Cement Screed Mix', 'Dry Screed Mix', 'Sand and Cement Floor Screed'], null, 'SCREED MIX', 'bag', { kg: 25 }, 6.2),
  cmix('f-ball-stopgap-300-20kg', B.FBALL, ['Stopgap 300 Smoothing Underlayment', 'Stopgap 300 Floor Levelling Compound', 'Stopgap 300 Self Smoothing Compound'], 'Floor Levelling Compound', 'STOPGAP 300', 'bag', { kg: 20 }, 24.5, { sub: 'Floor Levelling', desc: 'Protein-free smoothing underlayment for floors before tiling or vinyl.' }),
];

export const PRODUCTS_A = [...plasterboard, ...plaster, ...cement, ...concreteMortar];
