import type { CategorySlug, Product } from "./catalogue-types.ts";
import type { Format, Merchant } from "./merchant-types.ts";
import { money } from "./number-format.ts";
import { CANONICAL, type TitleStyle } from "./title-style.ts";

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

/** What a merchant does unless its entry says otherwise. */
const DEFAULTS = {
  verified: true,
  rounding: "pence",
  mpn: false,
  identifierExists: false,
  unitPricing: false,
  legacyAvailability: false,
  productType: defaultType,
  descStyle: "plain",
} satisfies Partial<Merchant>;

type MerchantEntry = Omit<Merchant, keyof typeof DEFAULTS | "format" | "style"> &
  Partial<Pick<Merchant, keyof typeof DEFAULTS>> & { style?: Partial<TitleStyle> };

/** One feed format's merchants: the defaults filled in, each title style CANONICAL but for what it changes. */
export const merchantsOf = (format: Format, entries: MerchantEntry[]): Merchant[] =>
  entries.map(({ style, ...entry }) => ({ ...DEFAULTS, ...entry, format, style: { ...CANONICAL, ...style } }));
