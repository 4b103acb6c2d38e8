import type { CategorySlug, Product } from "./catalogue-types.ts";
import type { TitleStyle } from "./title-style.ts";

export type Format = "tsv" | "csv" | "xml";

export interface Merchant {
  slug: string;
  name: string;
  verified: boolean;
  format: Format;
  colour: string;
  accent: string;
  style: TitleStyle;
  /** Category weights for choosing which products it stocks (0 = never). */
  stocks: Partial<Record<CategorySlug, number>>;
  priceFactor: number;
  rounding: "pence" | "ninetynine" | "fivep";
  idFor: (n: number, p: Product) => string;
  gtin: "plain" | "spaced" | "gtin14" | "none";
  gtinRate: number;
  mpn: boolean;
  identifierExists: boolean;
  unitPricing: boolean;
  salesRate: number;
  oosRate: number;
  legacyAvailability: boolean;
  noImageRate: number;
  shipping?: (price: number, p: Product) => { text: string; price: number; service?: string } | undefined;
  productType: (p: Product) => string;
  columns?: string[];
  bom?: boolean;
  crlf?: boolean;
  descStyle: "plain" | "tagline" | "multiline" | "html" | "ampersand";
}
