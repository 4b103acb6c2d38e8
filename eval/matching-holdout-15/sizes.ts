// @ts-nocheck
/* eslint-disable */
// How a product's dimensions / pack are written, in several house styles:
//  m = metric canonical, c = compact metric, i = imperial where the trade uses it,
//  e = ERP caps, lead/rest = split for "size first" titles, attr = GMC size column.
import { metres, feet, nominal, nominalInches, inches } from './text';

export function size(p, st, r) {
  const d = p.d || {};
  switch (p.kind) {
    case 'board': {
      const th = d.thAlt && r.c(0.45) ? d.thAlt : d.th;
      const L = d.l, W = d.w;
      const fp = feet(L) && feet(W) ? [feet(L), feet(W)] : null;
      if (st === 'm') return r.p([`${L} x ${W} x ${th}mm`, `${L} x ${W}mm x ${th}mm`, `${metres(L)} x ${metres(W)} x ${th}mm`]);
      if (st === 'c') return r.p([`${th}mm ${L}x${W}`, `${L}x${W}x${th}mm`, `${th}mm ${L} x ${W}mm`]);
      if (st === 'i') return fp ? r.p([`${th}mm ${fp[0]}' x ${fp[1]}'`, `${fp[0]}ft x ${fp[1]}ft x ${th}mm`, `${th}mm ${fp[0]}x${fp[1]}`]) : `${L} x ${W} x ${th}mm`;
      if (st === 'ii') return fp ? `${L} x ${W} x ${th}mm (${fp[0]}' x ${fp[1]}')` : `${L} x ${W} x ${th}mm`;
      if (st === 'e') return r.p([`${th}X${W}X${L}`, `${th}MM ${L}X${W}`]);
      if (st === 'lead') return `${th}mm`;
      if (st === 'rest') return r.p([`${L} x ${W}mm`, `${L} x ${W}`, `${metres(L)} x ${metres(W)}`]);
      return `${L} x ${W} x ${d.th}mm`;
    }
    case 'section': {
      const { a, b, len } = d;
      const nom = nominal(a, b), ft = feet(len);
      if (st === 'm') return `${a} x ${b}mm x ${metres(len, r.c(0.5))}`;
      if (st === 'c') return r.p([`${a}x${b}mm ${len}mm`, `${a}x${b} x ${len}mm`, `${a}x${b}mm x ${metres(len)}`]);
      if (st === 'i') return nom ? r.p([`${nom} ${ft}ft`, `${nom} (${a}x${b}mm) ${ft}ft`, `${nom} x ${ft}'`]) : `${a}x${b}mm ${ft}ft`;
      if (st === 'ii') return nom ? `${a} x ${b}mm (${nominalInches(a, b)}) x ${metres(len)}` : `${a} x ${b}mm x ${metres(len)}`;
      if (st === 'e') return r.p([`${a}X${b} ${metres(len, true).toUpperCase()}`, `${a}X${b}X${len}`]);
      if (st === 'lead') return r.p([`${a} x ${b}mm`, `${a}x${b}mm`]);
      if (st === 'rest') return r.p([metres(len), `${len}mm`, `x ${metres(len, true)}`]);
      return `${a} x ${b}mm x ${metres(len)}`;
    }
    case 'mould': {
      const { a, b, len } = d;
      const inch = inches(b);
      if (st === 'm') return `${a} x ${b}mm x ${metres(len)}`;
      if (st === 'c') return r.p([`${b} x ${a}mm ${metres(len)}`, `${b}mm x ${a}mm x ${len}mm`, `${a}x${b}mm ${metres(len)}`]);
      if (st === 'i') return r.p([`${b}mm x ${metres(len)}`, `${b}mm ${metres(len)} length`]);
      if (st === 'ii') return inch ? `${a} x ${b}mm (${inch}") x ${metres(len)}` : `${a} x ${b}mm x ${metres(len)}`;
      if (st === 'e') return `${a}X${b}X${len}`;
      if (st === 'lead') return r.p([`${b}mm`, `${a} x ${b}mm`]);
      if (st === 'rest') return metres(len);
      return `${a} x ${b}mm x ${metres(len)}`;
    }
    case 'bag': {
      const kg = d.kg;
      if (st === 'c') return r.p([`${kg}kg`, `${kg} kg`, `${kg}KG`]);
      if (st === 'e') return `${kg}KG`;
      if (st === 'rest') return '';
      return `${kg}kg`;
    }
    case 'bulk':
    case 'handy':
    case 'tile':
    case 'none':
      return '';
    case 'pipe': {
      const { dia, len } = d;
      if (st === 'c') return r.p([`${dia}mm ${metres(len)}`, `${dia}mm x ${len}mm`, `${metres(len)} x ${dia}mm`]);
      if (st === 'e') return `${dia}MM X ${metres(len).toUpperCase()}`;
      if (st === 'lead') return `${dia}mm`;
      if (st === 'rest') return metres(len);
      if (st === 'i' && inches(dia)) return r.p([`${dia}mm x ${metres(len)}`, `${dia}mm (${inches(dia)}in) x ${metres(len)}`]);
      return `${dia}mm x ${metres(len)}`;
    }
    case 'fitting': {
      const { dia, ang } = d;
      if (!ang) return st === 'e' ? `${dia}MM` : `${dia}mm`;
      if (st === 'm' || st === 'attr') return `${dia}mm ${ang}°`;
      if (st === 'c' || st === 'i' || st === 'ii') return r.p([`${dia}mm x ${ang} Degree`, `${dia}mm ${ang}deg`, `${ang}° ${dia}mm`]);
      if (st === 'e') return `${dia}MM ${ang}DEG`;
      if (st === 'lead') return `${dia}mm`;
      return `${ang}°`;
    }
    case 'lintel': {
      const { len } = d;
      if (st === 'c') return r.p([metres(len), `${len}mm`, `${len}mm long`]);
      if (st === 'i' || st === 'ii') return `${len}mm (${feet(len)}ft)`;
      if (st === 'e') return `${len}`;
      if (st === 'rest') return '';
      return `${len}mm`;
    }
    case 'liquid': {
      const { l } = d;
      if (st === 'c' || st === 'i') return r.p([`${l} Litre`, `${l}ltr`, `${l}L`, `${l} Ltr`]);
      if (st === 'e') return `${l}LTR`;
      if (st === 'rest') return '';
      return `${l}L`;
    }
    case 'cart': {
      const { ml } = d;
      if (st === 'c' || st === 'i') return r.p([`${ml}ml`, `${ml} ml`, `${ml}ML`]);
      if (st === 'e') return `${ml}ML`;
      if (st === 'rest') return '';
      return `${ml}ml`;
    }
    case 'roll': {
      const { w, len } = d;
      if (st === 'c' || st === 'i') return r.p([`${len}m x ${w}m`, `${w} x ${len}m`, `${w}m x ${len}m (${+(w * len).toFixed(2)}m²)`]);
      if (st === 'e') return `${w}X${len}M`;
      if (st === 'rest') return '';
      return `${w}m x ${len}m`;
    }
    case 'strip': {
      const { wmm, len } = d;
      if (st === 'c') return r.p([`${len}m x ${wmm}mm`, `${wmm}mm x ${len}m`, `${wmm}mm ${len}m Roll`]);
      if ((st === 'i' || st === 'ii') && inches(wmm)) return r.p([`${inches(wmm)}" x ${len}m`, `${wmm}mm (${inches(wmm)}in) x ${len}m`]);
      if (st === 'e') return `${wmm}MM X ${len}M`;
      if (st === 'lead') return `${wmm}mm`;
      if (st === 'rest') return `x ${len}m`;
      return `${wmm}mm x ${len}m`;
    }
    case 'loft': {
      if (st === 'e') return `${d.th}MM`;
      if (st === 'rest') return '';
      return `${d.th}mm`;
    }
    case 'block': {
      const { l, h, th } = d;
      if (st === 'm' || st === 'attr') return `${l} x ${h} x ${th}mm`;
      if (st === 'c') return r.p([`${th}mm`, `${th}mm ${l}x${h}`, `${l}x${h}x${th}mm`]);
      if (st === 'e') return `${th}MM`;
      if (st === 'rest') return r.p([`${l} x ${h}mm`, '']);
      return `${th}mm`;
    }
    case 'brick': {
      const { h } = d;
      if (st === 'm') return r.p([`${h}mm`, `215 x 102.5 x ${h}mm`]);
      if (st === 'e') return `${h}MM`;
      if (st === 'rest') return '';
      if (st === 'attr') return `215 x 102.5 x ${h}mm`;
      return `${h}mm`;
    }
    case 'slate':
    case 'sheet': {
      const { l, w } = d;
      if (st === 'c') return r.p([`${l}x${w}mm`, `${metres(l)} x ${w}mm`, `${l} x ${w}`]);
      if (st === 'e') return `${l}X${w}`;
      if (st === 'rest') return '';
      return `${l} x ${w}mm`;
    }
    case 'screw': {
      const { dia, len } = d;
      if (st === 'c' || st === 'i') return r.p([`${dia}x${len}mm`, `${dia}mm x ${len}mm`, `${dia} x ${len}`]);
      if (st === 'e') return `${dia}X${len}`;
      if (st === 'rest') return '';
      return `${dia} x ${len}mm`;
    }
  }
  throw new Error('unknown kind ' + p.kind + ' for ' + p.key);
}

export function pack(p, st, r) {
  const k = p.pack ? p.pack.k : p.kind === 'bulk' ? 'bulk' : p.kind === 'handy' ? 'handy' : null;
  if (!k) return '';
  const q = p.pack ? p.pack.q : 0;
  const uw = p.uw || 'units';
  if (st === 'std') return { bulk: 'Bulk Bag', handy: 'Handy Bag', pallet: `Pallet of ${q}`, pack: `Pack of ${q}`, box: `Box of ${q}`, set: `Set of ${q}` }[k];
  if (st === 'erp') return r.p({ bulk: ['BB', 'BULK BAG', 'JUMBO BAG'], handy: ['HANDY BAG', '25KG BAG', 'HANDY BAG 25KG'], pallet: [`PLT${q}`, `PALLET X${q}`], pack: [`PK${q}`, `PACK${q}`], box: [`BX${q}`, `BOX ${q}`], set: [`SET${q}`, `SET OF ${q}`] }[k]);
  const alt = {
    bulk: ['Bulk Bag', 'Jumbo Bag', 'Tonne Bag', 'Bulk Bag (approx. 850kg)', 'Jumbo Bag approx 0.85t', 'Bulk Bag 850kg', 'Builders Bulk Bag'],
    handy: ['Handy Bag', '25kg Bag', 'Small Bag approx 25kg', 'Poly Bag', 'Handy Pack', 'Mini Bag 25kg'],
    pallet: [`Pallet of ${q}`, `Full Pallet (${q} ${uw})`, `Pallet (${q})`, `Pallet Deal (${q} ${uw})`],
    pack: [`Pack of ${q}`, `(${q} Pack)`, `x${q}`, `${q} per pack`, `Bundle of ${q}`],
    box: [`Box of ${q}`, `(Box of ${q})`, `${q} Pack`, `Pk ${q}`],
    set: [`Set of ${q}`, `Door Set (${q} Lengths)`, `${q} Piece Set`],
  }[k];
  return r.p(alt);
}

/** Optional "sold singly" wording for things that are also sold in packs. */
export function single(p, r) {
  if (p.pack || !['bricks', 'blocks', 'tiles', 'slates', 'sheets', 'lengths'].includes(p.uw)) return '';
  const u = p.uw.replace(/s$/, '');
  return r.p(['', 'Each', `(Single ${u.charAt(0).toUpperCase() + u.slice(1)})`, `- Sold Individually`, `per ${u}`]);
}

/** GMC unit_pricing_measure for a row. */
export function unitMeasure(p) {
  const d = p.d || {};
  const q = p.pack ? p.pack.q : 1;
  switch (p.kind) {
    case 'bag': return `${+(d.kg * q).toFixed(2)}kg`;
    case 'liquid': return `${d.l}l`;
    case 'cart': return `${d.ml}ml`;
    case 'roll': return `${+(d.w * d.len).toFixed(2)}sqm`;
    case 'board': return `${+((d.l * d.w * q) / 1e6).toFixed(2)}sqm`;
    case 'section': case 'mould': case 'pipe': return `${+((d.len * q) / 1000).toFixed(2)}m`;
    case 'strip': return `${d.len}m`;
    default: return `${q}ct`;
  }
}
