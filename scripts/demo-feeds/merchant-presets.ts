import type { CategorySlug, Product } from "./catalogue-types.ts";
import { money } from "./number-format.ts";

export const ALL = (w: number): Partial<Record<CategorySlug, number>> => ({
  cement: w,
  "concrete-mortar": w,
  sand: w,
  aggregates: w,
  timber: w,
  "sheet-materials": w,
  plasterboard: w,
  plaster: w,
  bricks: w,
  blocks: w,
  "skirting-architrave": w,
  insulation: w,
  roofing: w,
  drainage: w,
  other: w,
});
export const defaultType = (p: Product) => `Building Materials > ${p.type[0]} > ${p.type[1]}`;
export const flat =
  (cost: number, freeOver?: number, heavy?: number, service = "") =>
  (price: number, p: Product) => {
    const isHeavy = p.size.t === "bulk" || (p.pack !== undefined && p.cat === "bricks");
    const c = isHeavy && heavy !== undefined ? heavy : freeOver !== undefined && price >= freeOver ? 0 : cost;
    return { text: `GB::${service}:${money(c)} GBP`, price: c, service };
  };
export const packOf = (n: number) => `Pack of ${n}`;
