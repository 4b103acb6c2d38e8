// @ts-nocheck
/* eslint-disable */
// Seeded PRNG, small string helpers and EAN-13 maths. No dependencies.

export const SEED = 'matching-holdout-15/seed-5173';

export function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

export function mulberry32(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A PRNG stream keyed by its purpose, so every draw is stable whatever the call order elsewhere. */
export function rng(...parts) {
  const f = mulberry32(hashStr(SEED + '|' + parts.join('|')));
  const r = {
    n: f,
    c: (p) => f() < p,
    p: (a) => a[Math.floor(f() * a.length)],
    i: (lo, hi) => lo + Math.floor(f() * (hi - lo + 1)),
    shuffle(a) {
      const b = a.slice();
      for (let i = b.length - 1; i > 0; i--) {
        const j = Math.floor(f() * (i + 1));
        const t = b[i]; b[i] = b[j]; b[j] = t;
      }
      return b;
    },
    w(items, weights) {
      const tot = weights.reduce((s, x) => s + x, 0);
      let u = f() * tot;
      for (let i = 0; i < items.length; i++) { u -= weights[i]; if (u < 0) return items[i]; }
      return items[items.length - 1];
    },
  };
  return r;
}

export function clean(parts) {
  const s = parts.filter((x) => x != null && String(x).trim() !== '').join(' ').replace(/\s+/g, ' ').trim();
  const out = [];
  for (const t of s.split(' ')) {
    if (out.length && out[out.length - 1].toLowerCase() === t.toLowerCase() && !/^[-|–(]$/.test(t)) continue;
    out.push(t);
  }
  return out.join(' ').replace(/ ([,)])/g, '$1').replace(/\( /g, '(').replace(/ - -/g, ' -').replace(/[-|–]\s*$/, '').trim();
}

/** Prefix a brand unless the name already carries it. */
export function withBrand(brand, name) {
  if (!brand) return name;
  const n = name.toLowerCase(), b = brand.toLowerCase();
  if (n.includes(b)) return name;
  const first = b.split(/[\s(]+/)[0];
  if (first.length >= 4 && n.split(/\s+/).includes(first)) return name;
  return brand + ' ' + name;
}

export function slugify(s) {
  return s.toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

const KEEP = /[0-9]|^[A-Z+&/]{2,}$|^[A-Z][a-z]*[A-Z]/;
export function sentenceCase(s) {
  return s.split(' ').map((w, i) => {
    if (KEEP.test(w)) return w;
    if (i === 0) return w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();
    return w.toLowerCase();
  }).join(' ');
}

export function titleCase(s) {
  return s.split(' ').map((w) => (KEEP.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())).join(' ');
}

const TYPOS = [
  ['Plasterboard', 'Plasterbaord'], ['Insulation', 'Insualtion'], ['Cement', 'Cemment'], ['Tapered', 'Taperd'],
  ['Treated', 'Treatd'], ['Ballast', 'Balast'], ['Skirting', 'Skirtng'], ['Architrave', 'Architrive'],
  ['Chippings', 'Chipings'], ['Membrane', 'Membrain'], ['Aircrete', 'Aircreet'], ['Moisture', 'Moisure'],
  ['Resistant', 'Resistent'], ['Engineering', 'Enginering'], ['Adhesive', 'Adhesve'], ['Sealant', 'Sealent'],
  ['Lintel', 'Lintol'], ['Plywood', 'Plywod'], ['Concrete', 'Conrete'], ['Building', 'Buiding'],
  ['Gravel', 'Gravell'], ['Decking', 'Deckng'], ['Brilliant', 'Brillant'], ['Celotex', 'Celetex'],
  ['Kingspan', 'Kingpsan'], ['Thistle', 'Thisle'], ['Flashing', 'Flashng'], ['Plastering', 'Plastring'],
  ['Standard', 'Stanard'], ['Timber', 'Timbr'], ['Gutter', 'Guttter'], ['Breather', 'Breather'],
];
export function typo(s, r) {
  const c = TYPOS.filter(([a, b]) => a !== b && s.includes(a));
  if (!c.length) return s;
  const [a, b] = r.p(c);
  return s.replace(a, b);
}

export function eanCheck(d12) {
  let s = 0;
  for (let i = 0; i < 12; i++) s += Number(d12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (s % 10)) % 10);
}
export function validEan13(g) {
  return /^\d{13}$/.test(g) && eanCheck(g.slice(0, 12)) === g[12];
}
export function makeEan(r, prefix = '50') {
  let d = prefix;
  while (d.length < 12) d += String(r.i(0, 9));
  return d + eanCheck(d);
}

export function money(x) {
  return x.toFixed(2) + ' GBP';
}

/** "2.4m", "3m" / "3.0m" */
export function metres(mm, keepZero = false) {
  const v = mm / 1000;
  if (Number.isInteger(v)) return (keepZero ? v.toFixed(1) : String(v)) + 'm';
  return String(+v.toFixed(3)) + 'm';
}

const FT = { 600: 2, 900: 3, 1200: 4, 1220: 4, 1800: 6, 2100: 7, 2200: 7, 2397: 8, 2400: 8, 2440: 8, 2700: 9, 3000: 10, 3600: 12, 4200: 14, 4800: 16, 5400: 18 };
export function feet(mm) {
  return FT[mm];
}

const NOM = {
  '38x63': '3x2', '38x89': '4x2', '47x50': '2x2', '47x75': '3x2', '47x100': '4x2', '47x150': '6x2', '47x200': '8x2',
  '22x100': '4x1', '25x50': '2x1', '18x94': '4x1', '44x44': '2x2', '75x75': '3x3', '100x100': '4x4',
};
export function nominal(a, b) {
  return NOM[`${a}x${b}`] || null;
}
export function nominalInches(a, b) {
  const n = nominal(a, b);
  if (!n) return null;
  const [x, y] = n.split('x');
  return `${x}" x ${y}"`;
}
const INCH = { 119: 5, 144: 6, 169: 7, 150: 6, 300: 12, 110: 4, 100: 4 };
export function inches(mm) {
  return INCH[mm] || null;
}
