/**
 * The synthetic catalogue's vocabulary: what an underlying product is, before any merchant writes a title
 * for it. One model serves every benchmark: the import benchmarks write it as merchant feeds (each merchant
 * spelling, abbreviating and sizing it its own way, with the truth kept), the search benchmark inserts it.
 */
import type { CategorySlug } from "../../shared/categories.ts";

/** A word of a title (or a brand): forms[0] is the canonical spelling, the rest are merchants' synonyms. */
export interface Term {
  forms: readonly string[];
  /** What abbreviating merchants write instead ("TRTD"). */
  abbr?: string;
  /** Carries no identity ("Sawn", "Timber"): terse merchants leave it out. */
  optional?: boolean;
}

export type Size =
  | { kind: "section"; t: number; w: number; len: number }
  | { kind: "sheet"; t: number; l: number; w: number }
  | { kind: "profile"; t: number; h: number; len: number }
  | { kind: "weight"; kg: number }
  | { kind: "thickness"; t: number }
  | { kind: "pipe"; dia: number; angle: number | null; len: number | null }
  | { kind: "roll"; t: number; area: number }
  | { kind: "strip"; w: number; len: number }
  | { kind: "face"; l: number; w: number }
  /** Sizes no merchant rewrites ("380ml", "M10 x 100mm"): written as they are. */
  | { kind: "label"; text: string }
  | { kind: "none" };

/**
 * A product family: every product in it is one brand, one option of each word slot (in order), one size
 * and one pack. Options are written compactly, see `options()`.
 */
export interface Family {
  category: CategorySlug;
  /** The product_type path merchants' feeds carry. */
  type: string;
  /** Products of this family in a 100,000-product catalogue; smaller catalogues scale it down. */
  share: number;
  brands: readonly (Term | null)[];
  slots: Record<string, readonly (Term | null)[]>;
  sizes: readonly Size[];
  packs: readonly number[];
  /** Price range of one unit, in pounds, before the pack multiplies it. */
  price: readonly [number, number];
  /** Description sentences; `{slot}` and `{brand}` are filled with the product's canonical words. */
  describe: readonly string[];
}

interface FamilySpec {
  category: CategorySlug;
  type: string;
  share: number;
  brands?: string;
  words: Record<string, string>;
  sizes?: readonly Size[];
  packs?: readonly number[];
  price: readonly [number, number];
  describe: readonly string[];
}

/**
 * Options separated by commas; each is synonyms separated by "|", then "=ABBR" for the abbreviation;
 * a leading "?" marks a word terse merchants drop; "-" is no word at all (an unbranded product, no colour).
 * "Treated|Tanalised=TRTD, Kiln Dried" is two options, the first with a synonym and an abbreviation.
 */
export function options(list: string): (Term | null)[] {
  return list.split(",").map((spec) => {
    let text = spec.trim();
    if (text === "-") return null;
    const optional = text.startsWith("?");
    if (optional) text = text.slice(1);
    const [words = "", abbr] = text.split("=");
    const term: Term = { forms: words.split("|").map((w) => w.trim()) };
    if (abbr) term.abbr = abbr.trim();
    if (optional) term.optional = true;
    return term;
  });
}

export function family(spec: FamilySpec): Family {
  const slots: Family["slots"] = {};
  for (const [slot, list] of Object.entries(spec.words)) slots[slot] = options(list);
  return {
    category: spec.category,
    type: spec.type,
    share: spec.share,
    brands: spec.brands ? options(spec.brands) : [null],
    slots,
    sizes: spec.sizes ?? [{ kind: "none" }],
    packs: spec.packs ?? [1],
    price: spec.price,
    describe: spec.describe,
  };
}

/** How many products a family can make (some combinations are not sold: see build-catalogue). */
export function combinations(f: Family): number {
  return Object.values(f.slots).reduce((n, list) => n * list.length, f.brands.length * f.sizes.length * f.packs.length);
}

/** "47x100 47x150" → pairs of numbers. */
const pairs = (list: string) => list.split(" ").map((p) => p.split("x").map(Number) as [number, number]);

/** Every section in every length (mm), as timber is sold. */
export const sections = (list: string, lengths: readonly number[]): Size[] =>
  pairs(list).flatMap(([t, w]) => lengths.map((len): Size => ({ kind: "section", t, w, len })));

/** Mouldings: thickness × height × length. */
export const profiles = (list: string, lengths: readonly number[]): Size[] =>
  pairs(list).flatMap(([t, h]) => lengths.map((len): Size => ({ kind: "profile", t, h, len })));

/** Boards: each length × width in each thickness. */
export const sheets = (list: string, thicknesses: readonly number[]): Size[] =>
  pairs(list).flatMap(([l, w]) => thicknesses.map((t): Size => ({ kind: "sheet", t, l, w })));

export const weights = (kgs: readonly number[]): Size[] => kgs.map((kg) => ({ kind: "weight", kg }));

/** Bricks (65, 73) and blocks (the rest) by their thickness; the face size follows from it. */
export const thicknesses = (ts: readonly number[]): Size[] => ts.map((t) => ({ kind: "thickness", t }));

export const pipes = (dias: readonly number[], angles: readonly (number | null)[], lens: readonly (number | null)[]) =>
  dias.flatMap((dia) => angles.flatMap((angle) => lens.map((len): Size => ({ kind: "pipe", dia, angle, len }))));

export const strips = (widths: readonly number[], lengths: readonly number[]): Size[] =>
  widths.flatMap((w) => lengths.map((len): Size => ({ kind: "strip", w, len })));

export const faces = (list: string): Size[] => pairs(list).map(([l, w]) => ({ kind: "face", l, w }));

export const labels = (list: string): Size[] => list.split(",").map((text) => ({ kind: "label", text: text.trim() }));

/** Lengths in mm from metres: metres(1.8, 6, 0.3) is 1800, 2100 … 6000. */
export function metres(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let m = from; m <= to + 1e-9; m += step) out.push(Math.round(m * 1000));
  return out;
}

export function canonicalSize(size: Size): string {
  switch (size.kind) {
    case "section":
      return `${size.t} x ${size.w} x ${size.len}mm`;
    case "sheet":
      return `${size.l} x ${size.w} x ${size.t}mm`;
    case "profile":
      return `${size.t} x ${size.h} x ${size.len}mm`;
    case "weight":
      return `${size.kg}kg`;
    case "thickness":
      return `${size.t}mm`;
    case "pipe":
      return [`${size.dia}mm`, size.angle ? `${size.angle}°` : "", size.len ? `${size.len / 1000}m` : ""]
        .filter(Boolean)
        .join(" ");
    case "roll":
      return `${size.t}mm ${size.area}m²`;
    case "strip":
      return `${size.w}mm x ${size.len / 1000}m`;
    case "face":
      return `${size.l} x ${size.w}mm`;
    case "label":
      return size.text;
    case "none":
      return "";
  }
}

/** The unit_pricing_measure a merchant may give: length, area or weight, where the size has one. */
export function unitMeasure(size: Size): string | null {
  if (size.kind === "section" || size.kind === "profile") return `${size.len / 1000}m`;
  if (size.kind === "sheet") return `${Math.round((size.l * size.w) / 1e4) / 100}sqm`;
  if (size.kind === "strip") return `${Math.round((size.w * size.len) / 1e4) / 100}sqm`;
  if (size.kind === "roll") return `${size.area}sqm`;
  if (size.kind === "weight") return `${size.kg}kg`;
  return null;
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Retail-looking price: ends in .49/.99/.00 above £5, pence otherwise. */
export function retailPrice(value: number): number {
  if (value < 5) return Math.max(0.15, round2(value));
  const pounds = Math.floor(value);
  const tail = value - pounds < 0.4 ? 0.49 : value - pounds < 0.8 ? 0.99 : 1;
  return round2(pounds + tail);
}
