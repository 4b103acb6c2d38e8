// @ts-nocheck
// Helpers shared by the merchant house styles: names, nouns, brands, typos, category labels.
import { hashStr } from './prng.ts';

const NOUN = {
  Plasterboard: 'Plasterboard',
  'Finishing Plaster': 'Plaster',
  'Undercoat Plaster': 'Plaster',
  Cement: 'Cement',
  'Aircrete Blocks': 'Block',
  'Concrete Blocks': 'Block',
  'Facing Bricks': 'Facing Brick',
  'Common Bricks': 'Brick',
  'Roof Tiles': 'Roof Tile',
  'PIR Insulation Board': 'Insulation Board',
  'Loft Insulation': 'Insulation',
};

/** Name plus a generic noun ("Plaster", "Plasterboard") when the name does not already say it. */
export function withNoun(p, name) {
  const noun = NOUN[p.sub];
  if (!noun) return name;
  const low = name.toLowerCase();
  return noun.split(' ').some((w) => low.includes(w.toLowerCase())) ? name : `${name} ${noun}`;
}

/** mode: 'canon' = first name, 'hash' = a stable per-merchant choice among the variants. */
export function pickName(p, slug, mode) {
  if (mode === 'canon' || p.names.length === 1) return p.names[0];
  return p.names[hashStr(slug + p.key) % p.names.length];
}

/** Brand words for a title, skipped when the chosen name already carries them. */
export function brandWords(p, mode, name) {
  if (!p.brand || mode === 'none') return '';
  let b = p.brand;
  if (mode === 'line') b = p.line || p.brand;
  if (mode === 'parent') b = TITLE_PARENT[p.brand] ? `${TITLE_PARENT[p.brand]} ${p.brand}` : p.brand;
  if (mode === 'short') b = SHORT[p.brand] || p.brand;
  const low = name.toLowerCase();
  if (low.includes(b.toLowerCase())) return '';
  if (p.line && low.startsWith(p.line.toLowerCase()) && mode === 'line') return '';
  return b;
}

// parent names that UK merchants really do put in front of the brand in titles
const TITLE_PARENT = {
  'Blue Circle': 'Tarmac',
  Limbux: 'Tarmac',
  Thermalite: 'Forterra',
  Rugby: 'Cemex',
  Osma: 'Wavin',
  Sandtoft: 'Wienerberger',
  Everbuild: 'Sika',
};

/** True when a title names the maker (brand, sub-brand or short form), so a blank brand column is still fair. */
export function titleNamesBrand(p, title) {
  if (!p.brand) return true;
  const t = title.toLowerCase();
  return [p.brand, p.line, SHORT[p.brand]].some((x) => x && t.includes(x.toLowerCase()));
}

/** product_type path with repeated neighbours removed ("Lintels > Lintels" -> "Lintels"). */
export const ptypePath = (sep, ...parts) => parts.filter((x, i) => x && x !== parts[i - 1]).join(sep);

const SHORT = {
  'British Gypsum': 'BG',
  'Blue Circle': 'BC',
  'Knauf Insulation': 'Knauf',
  'West Fraser': 'WF',
  'Evo-Stik': 'Evostik',
  'Dulux Trade': 'Dulux',
  "Johnstone's Trade": 'Johnstones',
  'Crown Trade': 'Crown',
  'James Hardie': 'Hardie',
  'H+H': 'H&H',
  'Red Gorilla': 'Gorilla',
};

const TYPOS = [
  ['Plasterboard', 'Plasterbaord'],
  ['Insulation', 'Insualtion'],
  ['Thermalite', 'Thermolite'],
  ['Celotex', 'Celetex'],
  ['Kingspan', 'Kingpsan'],
  ['Treated', 'Treatd'],
  ['Architrave', 'Architrive'],
  ['Skirting', 'Skirtting'],
  ['Ballast', 'Balast'],
  ['Chippings', 'Chipings'],
  ['Engineering', 'Engineerng'],
  ['Perforated', 'Perferated'],
  ['Moisture', 'Moisure'],
  ['Tapered', 'Taperd'],
  ['Resistant', 'Resistent'],
  ['Membrane', 'Membrain'],
  ['Sulfacrete', 'Sulphacrete'],
  ['Sulfate', 'Sulphate'],
  ['Postcrete', 'Postcreat'],
  ['Square', 'Sqaure'],
  ['Cement', 'Cemnet'],
  ['Gorilla', 'Gorrila'],
  ['Plasticiser', 'Plasticizer'],
  ['Hardwall', 'Hardwal'],
  ['Mastercrete', 'Mastercreet'],
  ['Guttering', 'Gutering'],
  ['Downpipe', 'Down Pipe'],
  ['Multi-Finish', 'Multi-Finsh'],
  ['Bonding', 'Bondng'],
  ['Granite', 'Granit'],
  ['Interlocking', 'Interlockng'],
  ['Carcassing', 'Carcasing'],
];

/** One realistic misspelling: a known trade misspelling if a word matches, else an adjacent-letter swap. */
export function typo(text, r) {
  const known = TYPOS.filter(([a]) => text.includes(a));
  if (known.length) {
    const [a, b] = r.pick(known);
    return text.replace(a, b);
  }
  const words = text.split(' ');
  const idx = words.map((w, i) => (/^[A-Za-z]{6,}$/.test(w) ? i : -1)).filter((i) => i >= 0);
  if (!idx.length) return text;
  const i = r.pick(idx);
  const w = words[i];
  const j = r.int(1, w.length - 3);
  words[i] = w.slice(0, j) + w[j + 1] + w[j] + w.slice(j + 2);
  return words.join(' ');
}

export const MARKETING = [
  'Best Price',
  'Trade Price',
  'Next Day Delivery',
  'Top Quality',
  'In Stock Now',
  'Great Value',
  'Trade Quality',
  'Fast Delivery',
  'Lowest Price Guaranteed',
  'Bulk Discounts',
];

export const CAT_LABEL = {
  aggregates: ['Aggregates', 'Aggregates & Sub-Base'],
  blocks: ['Blocks', 'Bricks & Blocks'],
  bricks: ['Bricks', 'Bricks & Blocks'],
  cement: ['Cement', 'Cement & Lime'],
  'concrete-mortar': ['Concrete & Mortar', 'Ready Mixes'],
  drainage: ['Drainage', 'Plumbing & Drainage'],
  insulation: ['Insulation', 'Insulation'],
  plaster: ['Plaster', 'Plastering'],
  plasterboard: ['Plasterboard', 'Drylining'],
  roofing: ['Roofing', 'Roofing'],
  sand: ['Sand', 'Sand & Aggregates'],
  'sheet-materials': ['Sheet Materials', 'Panel Products'],
  'skirting-architrave': ['Skirting & Architrave', 'Mouldings'],
  timber: ['Timber', 'Timber & Joinery'],
};
const OTHER_LABEL = {
  Sealants: ['Sealants & Adhesives', 'Sealants'],
  Adhesives: ['Sealants & Adhesives', 'Adhesives'],
  Admixtures: ['Cement Additives', 'Admixtures'],
  Paint: ['Decorating', 'Paint'],
  Fixings: ['Fixings', 'Screws'],
  Membranes: ['Damp Proofing', 'Membranes & DPC'],
  Lintels: ['Lintels', 'Lintels'],
  Tools: ['Tools', 'Site Equipment'],
};
/** variant 0 = short label, 1 = alternative label */
export const catLabel = (p, v = 0) => (p.cat === 'other' ? OTHER_LABEL[p.sub][v] : CAT_LABEL[p.cat][v]);

export const slugify = (s) =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');

export const isLoose = (p) => ['bulk', 'midi'].includes(p.s.bag);
export const isHeavy = (p) => isLoose(p) || (p.s.pack && p.s.pack[1] === 'pallet') || p.price > 150;
