// @ts-nocheck

/**
 * Size descriptors for true products and the ways merchants write them.
 *
 * A product carries one structured size (`z`). `renderSize(z)` returns the
 * same size written several ways; each merchant style picks the variant it uses:
 *   metric   "2400 x 1200 x 12.5mm"      (catalogue style)
 *   metricT  "12.5mm 2400 x 1200mm"      (thickness first)
 *   rev      "1200 x 2400 x 12.5mm"      (other order)
 *   compact  "12.5mm 2400x1200"          (ERP; upper-cased by the merchant)
 *   imperial "8' x 4' x 12.5mm"          (old yard style, falls back to metric)
 *   short    "12.5mm 2.4x1.2m"           (trade shorthand)
 *   col      value for a separate `size` column
 *   pre/post pieces around the product words for the timber-yard style ("4x2 … 12ft (3.6m)")
 */
import { num, metres, metres1 } from "./text.ts";

export const board = (t, w, l) => ({ k: "board", t, w, l });
export const tim = (t, w, l) => ({ k: "tim", t, w, l });
export const mould = (t, h, l) => ({ k: "mould", t, h, l });
export const bag = (kg) => ({ k: "bag", kg });
export const bulk = () => ({ k: "bulk" });
export const liq = (ml) => ({ k: "liq", ml });
export const pipe = (d, l) => ({ k: "pipe", d, l });
export const fit = (d, deg) => ({ k: "fit", d, deg });
export const dia = (d) => ({ k: "dia", d });
export const brick = (h) => ({ k: "brick", h });
export const block = (w) => ({ k: "block", w });
export const unit3 = (l, w, h) => ({ k: "unit3", l, w, h });
export const roll = (t, w, l, m2) => ({ k: "roll", t, w, l, m2 });
export const strip = (w, l) => ({ k: "strip", w, l });
export const tile = (l, w) => ({ k: "tile", l, w });
export const sheet2 = (l, w) => ({ k: "sheet2", l, w });
export const len = (l) => ({ k: "len", l });
export const screw = (d, l) => ({ k: "screw", d, l });
export const tape = (m, ft) => ({ k: "tape", m, ft });

/** millimetres -> feet, only for the lengths the trade really calls by feet */
const FT = {
  600: "2",
  900: "3",
  1200: "4",
  1220: "4",
  1500: "5",
  1800: "6",
  2100: "7",
  2400: "8",
  2440: "8",
  3000: "10",
  3600: "12",
  4200: "14",
  4800: "16",
  5400: "18",
};

/** finished/sawn section -> nominal imperial name used in yards */
const NOM = {
  "38x63": "3x2",
  "38x89": "4x2",
  "47x100": "4x2",
  "47x150": "6x2",
  "47x200": "8x2",
  "22x100": "4x1",
  "22x150": "6x1",
  "75x75": "3x3",
  "100x100": "4x4",
  "18x44": "2x1",
  "18x94": "4x1",
  "18x144": "6x1",
  "44x44": "2x2",
  "25x38": "1½x1",
  "25x50": "2x1",
};

const PIPE_IN = { 32: "1¼", 40: "1½", 80: "3", 110: "4", 112: "4½" };
const WIDTH_IN = { 100: "4", 150: "6", 300: "12" };
const TILE_IN = { 600: "24", 300: "12", 500: "20", 250: "10" };
const BLOCK_IN = { 100: "4", 215: "9" };
const SCREW_IMP = { "4x40": 'No.8 x 1-1/2"', "5x70": 'No.10 x 2-3/4"' };

function same(s) {
  return { metric: s, metricT: s, rev: s, compact: s, imperial: s, short: s, col: s, pre: "", post: s };
}

export function renderSize(z) {
  switch (z.k) {
    case "board": {
      const T = num(z.t),
        L = z.l,
        W = z.w;
      const ok = FT[L] && FT[W];
      return {
        metric: `${L} x ${W} x ${T}mm`,
        metricT: `${T}mm ${L} x ${W}mm`,
        rev: `${W} x ${L} x ${T}mm`,
        compact: `${T}mm ${L}x${W}`,
        imperial: ok ? `${FT[L]}' x ${FT[W]}' x ${T}mm` : `${T}mm ${metres(L)}m x ${metres(W)}m`,
        short: `${T}mm ${metres(L)}x${metres(W)}m`,
        col: `${L} x ${W} x ${T}mm`,
        pre: ok ? `${FT[L]}x${FT[W]}` : "",
        post: ok ? `${T}mm` : `${T}mm ${L} x ${W}mm`,
      };
    }
    case "tim": {
      const nom = NOM[`${z.t}x${z.w}`];
      const ft = FT[z.l];
      const m = metres1(z.l);
      return {
        metric: `${z.t} x ${z.w}mm x ${m}m`,
        metricT: `${z.t}x${z.w}mm ${m}m`,
        rev: `${z.w} x ${z.t} x ${z.l}mm`,
        compact: `${z.t}x${z.w} ${z.l}`,
        imperial: nom && ft ? `${nom} ${ft}ft` : `${z.t} x ${z.w}mm x ${m}m`,
        short: `${z.t}x${z.w} ${m}m`,
        col: `${z.t} x ${z.w}mm x ${m}m`,
        pre: nom || `${z.t}x${z.w}mm`,
        post: ft ? `${ft}ft` : `${m}m`,
      };
    }
    case "mould": {
      const T = num(z.t),
        H = z.h,
        m = metres1(z.l),
        ft = FT[z.l];
      const imp = `${H} x ${T}mm ${ft ? ft + "ft" : m + "m"}`;
      return {
        metric: `${T} x ${H}mm x ${m}m`,
        metricT: `${T}x${H}mm ${m}m`,
        rev: `${H} x ${T} x ${z.l}mm`,
        compact: `${T}x${H} ${z.l}`,
        imperial: imp,
        short: `${T}x${H} ${m}m`,
        col: `${T} x ${H} x ${z.l}mm`,
        pre: "",
        post: imp,
      };
    }
    case "bag": {
      const K = `${num(z.kg)}kg`;
      return { ...same(K), rev: `${K} Bag`, imperial: `${K} Bag`, post: `${K} Bag` };
    }
    case "bulk":
      return {
        metric: "Bulk Bag",
        metricT: "Bulk Bag (approx. 850kg)",
        rev: "Jumbo Bag",
        compact: "Bulk Bag",
        imperial: "Builders Bulk Bag",
        short: "Bulk Bag",
        col: "Bulk Bag (approx 850kg)",
        pre: "",
        post: "Builders Bulk Bag",
      };
    case "liq": {
      if (z.ml >= 1000) {
        const L = num(z.ml / 1000);
        return {
          ...same(`${L}L`),
          metric: `${L} Litre`,
          compact: `${L}LTR`,
          imperial: `${L} Ltr`,
          post: `${L} Ltr`,
          col: `${L} Litre`,
        };
      }
      return { ...same(`${z.ml}ml`), compact: `${z.ml}ML` };
    }
    case "pipe": {
      const D = z.d,
        Lm = metres(z.l),
        inch = PIPE_IN[D];
      const imp = inch ? `${inch}" x ${Lm}m` : `${D}mm x ${Lm}m`;
      return {
        metric: `${D}mm x ${Lm}m`,
        metricT: `${D}mm x ${Lm}m`,
        rev: `${Lm}m x ${D}mm`,
        compact: `${D}mm x ${Lm}m`,
        imperial: imp,
        short: `${D}mm ${Lm}m`,
        col: `${D}mm x ${Lm}m`,
        pre: "",
        post: imp,
      };
    }
    case "fit": {
      const inch = PIPE_IN[z.d];
      const imp = inch ? `${inch}" ${z.deg}°` : `${z.d}mm ${z.deg}°`;
      return {
        metric: `${z.d}mm x ${z.deg}°`,
        metricT: `${z.d}mm ${z.deg}°`,
        rev: `${z.deg}° x ${z.d}mm`,
        compact: `${z.d}mm ${z.deg}deg`,
        imperial: imp,
        short: `${z.d} ${z.deg}deg`,
        col: `${z.d}mm ${z.deg}°`,
        pre: "",
        post: imp,
      };
    }
    case "dia": {
      const inch = PIPE_IN[z.d];
      return {
        ...same(`${z.d}mm`),
        imperial: inch ? `${inch}" (${z.d}mm)` : `${z.d}mm`,
        post: inch ? `${inch}" (${z.d}mm)` : `${z.d}mm`,
      };
    }
    case "brick": {
      const H = `${z.h}mm`;
      return { ...same(H), metric: `215 x 102.5 x ${z.h}mm`, col: `215 x 102.5 x ${z.h}mm` };
    }
    case "block": {
      const W = `${z.w}mm`,
        inch = BLOCK_IN[z.w];
      const imp = inch ? `${inch}" (${z.w}mm)` : W;
      return {
        ...same(W),
        metric: `440 x 215 x ${z.w}mm`,
        compact: `${z.w}mm 440x215`,
        col: `440 x 215 x ${z.w}mm`,
        imperial: imp,
        post: imp,
      };
    }
    case "unit3":
      return { ...same(`${z.l} x ${z.w} x ${z.h}mm`), compact: `${z.l}x${z.w}x${z.h}` };
    case "roll":
      return {
        metric: `${z.t}mm x ${z.w}mm x ${z.l}m (${z.m2}m²)`,
        metricT: `${z.t}mm (${z.m2}m²)`,
        rev: `${z.m2}m² x ${z.t}mm`,
        compact: `${z.t}mm ${z.m2}m2`,
        imperial: `${z.t}mm Roll (${z.m2}m²)`,
        short: `${z.t}mm ${z.m2}m2`,
        col: `${z.t}mm x ${z.w}mm x ${z.l}m`,
        pre: "",
        post: `${z.t}mm Roll (${z.m2}m²)`,
      };
    case "strip": {
      const w = z.w >= 1000 ? `${metres(z.w)}m` : `${z.w}mm`;
      const inch = WIDTH_IN[z.w];
      const imp = inch ? `${inch}" x ${z.l}m` : `${w} x ${z.l}m`;
      return {
        metric: `${w} x ${z.l}m`,
        metricT: `${w} x ${z.l}m`,
        rev: `${z.l}m x ${w}`,
        compact: `${w} x ${z.l}m`,
        imperial: imp,
        short: `${w} ${z.l}m`,
        col: `${w} x ${z.l}m`,
        pre: "",
        post: imp,
      };
    }
    case "tile": {
      const ok = TILE_IN[z.l] && TILE_IN[z.w];
      const imp = ok ? `${TILE_IN[z.l]}" x ${TILE_IN[z.w]}"` : `${z.l} x ${z.w}mm`;
      return {
        metric: `${z.l} x ${z.w}mm`,
        metricT: `${z.l} x ${z.w}mm`,
        rev: `${z.w} x ${z.l}mm`,
        compact: `${z.l}x${z.w}`,
        imperial: imp,
        short: `${z.l}x${z.w}`,
        col: `${z.l} x ${z.w}mm`,
        pre: "",
        post: imp,
      };
    }
    case "sheet2": {
      const imp = `${metres(z.l)}m x ${metres(z.w)}m`;
      return {
        metric: `${z.l} x ${z.w}mm`,
        metricT: `${z.l} x ${z.w}mm`,
        rev: `${z.w} x ${z.l}mm`,
        compact: `${z.l}x${z.w}`,
        imperial: imp,
        short: `${metres(z.l)}x${metres(z.w)}m`,
        col: `${z.l} x ${z.w}mm`,
        pre: "",
        post: imp,
      };
    }
    case "len": {
      const imp = FT[z.l] ? `${FT[z.l]}ft (${z.l}mm)` : `${z.l}mm`;
      return { ...same(`${z.l}mm`), metricT: `${metres1(z.l)}m`, imperial: imp, post: imp };
    }
    case "screw": {
      const D = z.d.toFixed(1);
      const imp = SCREW_IMP[`${z.d}x${z.l}`] || `${D} x ${z.l}mm`;
      return {
        ...same(`${D} x ${z.l}mm`),
        compact: `${D}x${z.l}`,
        short: `${D}x${z.l}`,
        imperial: imp,
        post: `${imp} (${D} x ${z.l}mm)`,
      };
    }
    case "tape":
      return {
        ...same(`${z.m}m`),
        imperial: `${z.m}m/${z.ft}ft`,
        post: `${z.m}m/${z.ft}ft`,
        metricT: `${z.m}m/${z.ft}ft`,
      };
    default:
      throw new Error("unknown size kind " + z.k);
  }
}

/** Kinds where merchants tend to put the size before the product words. */
export function sizeFirst(z) {
  return ["board", "tim", "mould", "pipe", "strip", "roll", "tile", "sheet2"].includes(z.k);
}

/** Unit-pricing measure for kinds where it is meaningful ("25kg", "5l"). */
export function unitMeasure(z) {
  if (z.k === "bag") return { measure: `${num(z.kg)}kg`, base: "1kg" };
  if (z.k === "liq" && z.ml >= 1000) return { measure: `${num(z.ml / 1000)}l`, base: "1l" };
  return null;
}
