/** The synthetic catalogue's vocabulary: what an underlying product is, before any merchant writes a title for it. */

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
  | { kind: "none" };

/** A word of a title; forms[0] is the canonical spelling, the rest are merchants' synonyms. */
export interface Term {
  forms: readonly string[];
  abbr?: string;
  /** Carries no identity (e.g. "Sawn", "Timber"): terse merchants leave it out. */
  optional?: boolean;
}

export interface Brand {
  name: string;
  /** Spellings seen in feeds' brand fields and titles. */
  variants: readonly string[];
  mpnPrefix: string;
}

export type Category =
  | "timber"
  | "sheet"
  | "skirting"
  | "plasterboard"
  | "aggregates"
  | "bricks-blocks"
  | "insulation"
  | "drainage"
  | "roofing";

export interface ProductSpec {
  category: Category;
  productType: string;
  /** Manufacturer brand; null for commodities (compared by specification, whoever sells them). */
  brand: Brand | null;
  terms: Term[];
  size: Size;
  pack: number | null;
  price: number;
  unitMeasure: string | null;
}

export interface CatalogueProduct extends ProductSpec {
  id: string;
  gtin: string | null;
  mpn: string | null;
  name: string;
}

export function term(forms: string | readonly string[], options: { abbr?: string; optional?: boolean } = {}): Term {
  return { forms: typeof forms === "string" ? [forms] : forms, ...options };
}

export function brand(name: string, variants: readonly string[], mpnPrefix: string): Brand {
  return { name, variants: [name, ...variants], mpnPrefix };
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Retail-looking price: ends in .99/.49/.00 above £5, pence otherwise. */
export function retailPrice(value: number): number {
  if (value < 5) return Math.max(0.15, round2(value));
  const pounds = Math.floor(value);
  const tail = value - pounds < 0.4 ? 0.49 : value - pounds < 0.8 ? 0.99 : 1;
  return round2(pounds + tail);
}

export function* cartesian<T extends Record<string, readonly unknown[]>>(
  axes: T,
): Generator<{ [K in keyof T]: T[K][number] }> {
  const keys = Object.keys(axes) as (keyof T)[];
  const index = keys.map(() => 0);
  if (keys.some((k) => axes[k]!.length === 0)) return;
  for (;;) {
    const item = {} as { [K in keyof T]: T[K][number] };
    keys.forEach((k, i) => (item[k] = axes[k]![index[i]!] as T[typeof k][number]));
    yield item;
    let i = keys.length - 1;
    while (i >= 0 && ++index[i]! === axes[keys[i]!]!.length) index[i--] = 0;
    if (i < 0) return;
  }
}
