// @ts-nocheck
// Renders a product's structured spec into size tokens in a merchant's house format.

const FT_LEN = { 1.8: 6, 2.1: 7, 2.4: 8, 2.44: 8, 3: 10, 3.05: 10, 3.6: 12, 4.2: 14, 4.8: 16, 5.4: 18, 6: 20 };
const FT_SHEET = { 2400: 8, 2440: 8, 1200: 4, 1220: 4, 1800: 6, 900: 3, 600: 2 };
// nominal imperial names the UK trade uses for common sawn/planed sections (width x thickness)
const NOM = {
  '47x100': [4, 2],
  '47x75': [3, 2],
  '47x150': [6, 2],
  '38x63': [3, 2],
  '38x89': [4, 2],
  '25x50': [2, 1],
  '25x38': [1.5, 1],
  '22x100': [4, 1],
  '75x75': [3, 3],
  '100x100': [4, 4],
  '18x44': [2, 1],
  '18x94': [4, 1],
};
const BLOCK_IN = { 100: '4"', 140: '5.5"', 215: '9"', 300: '12"' };
const DIA_IN = { 110: '4"' };
const IMPERIAL_LEN_CATS = ['timber', 'skirting-architrave', 'roofing'];

export const n = (x) => String(Number.isInteger(x) ? x : +x.toFixed(2));
const m = (x, keep0) => (keep0 && Number.isInteger(x) ? x.toFixed(1) : n(x)) + 'm';

function len(p, v, mode) {
  const ft = IMPERIAL_LEN_CATS.includes(p.cat) ? FT_LEN[v] : undefined;
  if (mode === 'mm') return `${Math.round(v * 1000)}mm`;
  if (mode === 'm1') return m(v, true);
  if (mode === 'ft') return ft ? `${ft}ft` : m(v);
  if (mode === 'both') return ft ? `${m(v)} (${ft}ft)` : m(v);
  if (mode === 'ftBoth') return ft ? `${ft}ft (${m(v)})` : m(v);
  if (mode === 'erp') return `${Math.round(v * 1000)}MM`;
  return m(v);
}

function sect(v, mode) {
  const [a, b] = v;
  const nom = NOM[`${a}x${b}`];
  const nomTxt = nom ? `${nom[0]}x${nom[1]}` : null;
  if (mode === 'rev') return `${b} x ${a}mm`;
  if (mode === 'tight') return `${a}x${b}mm`;
  if (mode === 'nom') return nomTxt || `${a}x${b}mm`;
  if (mode === 'in') return nom ? `${nom[0]}" x ${nom[1]}"` : `${a} x ${b}mm`;
  if (mode === 'nomMm') return nomTxt ? `${a} x ${b}mm (${nomTxt})` : `${a} x ${b}mm`;
  if (mode === 'erp') return `${a}X${b}`;
  return `${a} x ${b}mm`;
}

function dims(v, mode) {
  const [L, W, T] = v;
  const hasT = T !== undefined;
  const fL = FT_SHEET[L];
  const fW = FT_SHEET[W];
  const mm = hasT ? `${L} x ${W} x ${n(T)}mm` : `${L} x ${W}mm`;
  if (mode === 'tight') return [{ k: 'dims', t: hasT ? `${L}x${W}x${n(T)}mm` : `${L}x${W}mm` }];
  if (mode === 'thk' && hasT)
    return [
      { k: 'thk', t: `${n(T)}mm` },
      { k: 'lw', t: `${L} x ${W}mm` },
    ];
  if (mode === 'thkM' && hasT && L % 10 === 0 && W % 10 === 0)
    return [{ k: 'dims', t: `${n(T)}mm x ${m(L / 1000)} x ${m(W / 1000)}` }];
  if (mode === 'ft' && fL && fW) return [{ k: 'dims', t: `${fL}ft x ${fW}ft${hasT ? ` x ${n(T)}mm` : ''}` }];
  if (mode === 'nom' && fL && fW)
    return [{ k: 'lw', t: `${fL}x${fW}` }, ...(hasT ? [{ k: 'thk', t: `${n(T)}mm` }] : [])];
  if (mode === 'nom' && hasT)
    return [
      { k: 'thk', t: `${n(T)}mm` },
      { k: 'lw', t: `${L} x ${W}mm` },
    ];
  if (mode === 'erp') return [{ k: 'dims', t: hasT ? `${n(T)}X${W}X${L}MM` : `${W}X${L}MM` }];
  return [{ k: 'dims', t: mm }];
}

function block(p, v, mode) {
  const [L, H, T] = v;
  if (p.full || mode === 'full') return `${L} x ${H} x ${T}mm`;
  if (mode === 'in' && BLOCK_IN[T]) return BLOCK_IN[T];
  if (mode === 'erp') return `${T}MM`;
  return `${T}mm`;
}

function strength(v, mode) {
  if (mode === 'Nmm') return `${n(v)}N/mm²`;
  if (mode === 'newton') return `${n(v)} Newton`;
  if (mode === 'n0') return `${Number.isInteger(v) ? v.toFixed(1) : n(v)}N`;
  return `${n(v)}N`;
}

function pack(v, mode) {
  const [q, u] = v;
  const word = { pallet: 'Pallet', box: 'Box', set: 'Set', pack: 'Pack' }[u];
  if (mode === 'erp') return `${{ pallet: 'PLT', box: 'BX', set: 'SET', pack: 'PK' }[u]}${q}`;
  if (mode === 'x') return `x${q}`;
  if (mode === 'pk') return u === 'pallet' ? `Pallet (${q} bags)` : `${q}pk`;
  if (mode === 'paren') return `(${word} of ${q})`;
  return `${word} of ${q}`;
}

function bagWeight(kg, mode) {
  if (mode === 'paren') return `(approx ${kg}kg)`;
  if (mode === 'plain') return `${kg}kg`;
  if (mode === 'tonne') return `(approx ${n(kg / 1000)} tonne)`;
  return '';
}

const erpCase = (t, f) => (f.erp ? t.toUpperCase() : t);

/**
 * f: merchant format, e.g. { dims:'mm', len:'m', sect:'mm', block:'thk', str:'N', kg:'kg', vol:'L', dia:'mm',
 *    pack:'packOf', bulk:'Bulk Bag', midi:'Midi Bag', handy:'Handy Bag', handyKg:true, bulkKg:'paren', bagWord:false }
 * Returns ordered tokens [{k, t}].
 */
export function specTokens(p, f) {
  const s = p.s || {};
  const out = [];
  const push = (k, t) => t && out.push({ k, t: erpCase(t, f) });
  if (s.str) push('str', f.erp ? `${n(s.str)}N` : strength(s.str, f.str));
  if (s.block) push('block', block(p, s.block, f.erp ? 'erp' : f.block));
  if (s.mm) push('mm', `${s.mm}mm`);
  if (s.dia) push('dia', f.dia === 'in' && DIA_IN[s.dia] ? DIA_IN[s.dia] : `${s.dia}mm`);
  if (s.sect) push('sect', sect(s.sect, f.erp ? 'erp' : f.sect));
  if (s.dims) for (const d of dims(s.dims, f.erp ? 'erp' : f.dims)) push(d.k, d.t);
  if (s.screw)
    push('screw', f.erp ? `${s.screw[0].toFixed(1)}X${s.screw[1]}` : `${s.screw[0].toFixed(1)} x ${s.screw[1]}mm`);
  if (s.len) push('len', len(p, s.len, f.erp ? 'erp' : f.len));
  if (s.roll) push('roll', f.erp ? `${n(s.roll[0])}X${s.roll[1]}M` : `${m(s.roll[0])} x ${m(s.roll[1])}`);
  if (s.dpc) push('dpc', f.erp ? `${s.dpc[0]}MMX${s.dpc[1]}M` : `${s.dpc[0]}mm x ${s.dpc[1]}m`);
  const showKg = s.kg && !(s.bag === 'handy' && !f.handyKg);
  if (showKg) push('kg', f.kg === 'spaced' ? `${n(s.kg)} kg` : `${n(s.kg)}kg`);
  if (s.g) push('g', `${s.g}g`);
  if (s.vol) push('vol', f.vol === 'litre' ? `${s.vol} Litre` : f.vol === 'ltr' ? `${s.vol}ltr` : `${s.vol}L`);
  if (s.ml) push('ml', `${s.ml}ml`);
  if (s.pack) push('pack', pack(s.pack, f.erp ? 'erp' : f.pack));
  if (s.bag === 'bulk') push('bag', [f.bulk || 'Bulk Bag', bagWeight(s.bw, f.bulkKg)].filter(Boolean).join(' '));
  if (s.bag === 'midi') push('bag', [f.midi || 'Midi Bag', bagWeight(s.bw, f.bulkKg)].filter(Boolean).join(' '));
  if (s.bag === 'handy') push('bag', f.handy || 'Handy Bag');
  if (s.bag === 'bag' && f.bagWord) push('bag', 'Bag');
  return out;
}

export const join = (...parts) =>
  parts
    .flat()
    .filter((x) => x !== null && x !== undefined && x !== '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,)])/g, '$1')
    .trim();

export const tokText = (toks, keys) => toks.filter((t) => !keys || keys.includes(t.k)).map((t) => t.t);

const COL_ERP = {
  Black: 'BLK',
  Grey: 'GRY',
  White: 'WHT',
  Brown: 'BRN',
  Green: 'GRN',
  Red: 'RED',
  Buff: 'BUFF',
  'Smooth Grey': 'SMTH GRY',
  'Smooth Brown': 'SMTH BRN',
  'Old English Dark Red': 'OEDR',
  'Breckland Brown': 'BRK BRN',
  'Breckland Black': 'BRK BLK',
  'Natural Red': 'NAT RED',
  'Slate Grey': 'SLT GRY',
  'Pure Brilliant White': 'PBW',
  'Brilliant White': 'BR WHT',
  Magnolia: 'MAGN',
  'Stone Grey': 'STN GRY',
  'Crystal Clear': 'CLR',
};
export const colErp = (c) => (c ? COL_ERP[c] || c.toUpperCase() : '');
