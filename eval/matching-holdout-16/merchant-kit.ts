// @ts-nocheck
// Small helpers shared by the merchant house-style modules.

export const site = (slug) => `https://www.${slug}.example/`;
export const LEAD = ['thk', 'sect', 'block', 'mm', 'dia', 'str', 'screw'];
export const rest = (toks, keys) => toks.filter((t) => !keys.includes(t.k)).map((t) => t.t);

export const ERP_UNIT = {
  each: 'EA',
  bag: 'BAG',
  sheet: 'SHT',
  length: 'LGTH',
  pallet: 'PLT',
  pack: 'PK',
  'bulk bag': 'BB',
  'handy bag': 'HB',
  'midi bag': 'MB',
  tub: 'TUB',
  roll: 'ROLL',
  cartridge: 'CART',
  tin: 'TIN',
  box: 'BOX',
  board: 'BRD',
  set: 'SET',
};

export const GPC = {
  aggregates: 'Hardware > Building Materials > Aggregates',
  sand: 'Hardware > Building Materials > Aggregates',
  cement: 'Hardware > Building Consumables > Masonry Consumables',
  timber: 'Hardware > Building Materials > Lumber',
  'concrete-mortar': 'Hardware > Building Consumables > Masonry Consumables',
};
export const salePrice = (x) => `${(Math.round(x * 0.9 * 100) / 100).toFixed(2)} GBP`;

export function unitPricing(p) {
  const s = p.s;
  if (s.bag === 'bulk' || s.bag === 'midi') return `${s.bw} kg`;
  if (s.kg && !s.pack) return `${s.kg} kg`;
  if (s.pack && s.pack[1] === 'pack' && p.cat === 'bricks') return `${s.pack[0]} ct`;
  if (s.dims && !s.pack) return `${((s.dims[0] * s.dims[1]) / 1e6).toFixed(2)} sqm`;
  if (s.len && !s.pack) return `${s.len} m`;
  if (s.vol) return `${s.vol} l`;
  if (s.ml) return `${s.ml} ml`;
  return '';
}

export const ABBR = [
  [/Square Edge/g, 'SE'],
  [/Tapered Edge/g, 'TE'],
  [/Moisture Resistant/g, 'MR'],
  [/\bTreated\b/g, 'Tr'],
  [/General Purpose/g, 'GP'],
  [/Tongue & Groove/g, 'T&G'],
  [/Regularised/g, 'Reg'],
  [/Engineering/g, 'Eng'],
  [/Perforated/g, 'Perf'],
  [/Kiln Dried/g, 'KD'],
  [/Plasterboard/g, 'P/Brd'],
  [/Insulation/g, 'Insul'],
  [/Chamfered & Rounded/g, 'C&R'],
  [/Interlocking/g, 'Intlk'],
  [/Standard/g, 'Std'],
  [/Multi-Purpose/g, 'MP'],
];
export const abbreviate = (s) => ABBR.reduce((acc, [re, to]) => acc.replace(re, to), s);
