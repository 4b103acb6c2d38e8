import type { CategorySlug } from "../../shared/categories.ts";

export type DimensionStyle = "spaced" | "each-mm" | "all-mm" | "compact" | "nominal" | "imperial";
export type Layout = "brand-first" | "brand-first-dash-size" | "brand-last-dash" | "lead-first" | "erp" | "comma";

/** How one merchant writes its feed: every choice is fixed per merchant, as a real export would be. */
export interface MerchantStyle {
  /** 1-based, inserted as merchants.id by the search benchmark. */
  id: number;
  slug: string;
  name: string;
  format: "tsv" | "csv" | "xml";
  idPrefix: string;
  ownBrand: string | null;
  ownBrandPrefix: boolean;
  layout: Layout;
  dims: DimensionStyle;
  upper: boolean;
  synonymRate: number;
  abbreviate: boolean;
  dropOptional: boolean;
  brandVariantRate: number;
  fillers: readonly string[];
  fillerRate: number;
  packStyle: "pack-of" | "bracket" | "pk" | "dash-pack";
  gtinRate: number;
  gtinFormat: "plain" | "spaced" | "gtin14" | "dashed";
  mpnRate: number;
  mpnFormat: "as-is" | "lower" | "no-dash";
  brandFieldRate: number;
  saleRate: number;
  unitMeasureRate: number;
  htmlDescriptions: boolean;
  legacyAvailability: boolean;
  productTypeStyle: "full" | "last" | "erp";
  priceFactor: number;
  /** How much more (or less) than its share of each category the merchant stocks. */
  categoryWeights: Partial<Record<CategorySlug, number>>;
  /** How likely it stocks a given product, relative to the others (search benchmark). */
  reach: number;
}

const base = {
  ownBrand: null,
  ownBrandPrefix: false,
  upper: false,
  synonymRate: 0.3,
  abbreviate: false,
  dropOptional: false,
  brandVariantRate: 0.2,
  fillers: [],
  fillerRate: 0,
  packStyle: "pack-of",
  gtinRate: 0.5,
  gtinFormat: "plain",
  mpnRate: 0.3,
  mpnFormat: "as-is",
  brandFieldRate: 0.9,
  saleRate: 0.04,
  unitMeasureRate: 0.3,
  htmlDescriptions: false,
  legacyAvailability: false,
  productTypeStyle: "full",
  priceFactor: 1,
  categoryWeights: {},
} satisfies Partial<MerchantStyle>;

/** The ten benchmark merchants, biggest first: reach falls from 1.5 to 0.6 down the list. */
export const MERCHANT_STYLES: MerchantStyle[] = (
  [
    {
      ...base,
      slug: "northgate-builders",
      name: "Northgate Builders Merchants",
      format: "tsv",
      idPrefix: "NG-",
      ownBrand: "Northgate",
      layout: "brand-first",
      dims: "spaced",
      gtinRate: 0.7,
      priceFactor: 1.0,
    },
    {
      ...base,
      slug: "pennine-trade",
      name: "Pennine Trade Supplies",
      format: "csv",
      idPrefix: "PT",
      layout: "brand-first",
      dims: "each-mm",
      synonymRate: 0.5,
      fillers: ["FSC", "Trade Quality"],
      fillerRate: 0.1,
      gtinRate: 0.8,
      gtinFormat: "gtin14",
      mpnRate: 0.6,
      priceFactor: 1.06,
      packStyle: "bracket",
    },
    {
      ...base,
      slug: "homecraft-diy",
      name: "Homecraft DIY",
      format: "xml",
      idPrefix: "hc",
      ownBrand: "Homecraft",
      ownBrandPrefix: true,
      layout: "brand-first-dash-size",
      dims: "all-mm",
      synonymRate: 0.2,
      gtinRate: 0.4,
      htmlDescriptions: true,
      priceFactor: 1.1,
      saleRate: 0.1,
      categoryWeights: { drainage: 0.6, bricks: 0.6, blocks: 0.6 },
    },
    {
      ...base,
      slug: "selby-trade-yard",
      name: "Selby Trade Yard",
      format: "tsv",
      idPrefix: "",
      layout: "lead-first",
      dims: "nominal",
      synonymRate: 0.6,
      abbreviate: true,
      dropOptional: true,
      brandVariantRate: 0.5,
      fillers: ["Each"],
      fillerRate: 0.4,
      brandFieldRate: 0.3,
      gtinRate: 0.1,
      mpnRate: 0.1,
      priceFactor: 0.95,
      legacyAvailability: true,
      productTypeStyle: "last",
    },
    {
      ...base,
      slug: "mkr-supplies",
      name: "MKR Supplies",
      format: "csv",
      idPrefix: "MK",
      ownBrand: "MKR",
      layout: "erp",
      dims: "compact",
      upper: true,
      abbreviate: true,
      dropOptional: true,
      synonymRate: 0.2,
      packStyle: "pk",
      gtinRate: 0.6,
      gtinFormat: "spaced",
      mpnRate: 0.5,
      mpnFormat: "no-dash",
      priceFactor: 0.97,
      productTypeStyle: "erp",
      unitMeasureRate: 0,
    },
    {
      ...base,
      slug: "bridgeway-merchants",
      name: "Bridgeway Merchants",
      format: "xml",
      idPrefix: "BW",
      layout: "brand-last-dash",
      dims: "imperial",
      synonymRate: 0.4,
      brandVariantRate: 0.4,
      brandFieldRate: 0.5,
      gtinRate: 0.3,
      gtinFormat: "dashed",
      priceFactor: 1.03,
      packStyle: "dash-pack",
    },
    {
      ...base,
      slug: "toolhub-direct",
      name: "Toolhub Direct",
      format: "tsv",
      idPrefix: "TH",
      layout: "comma",
      dims: "each-mm",
      synonymRate: 0.35,
      gtinRate: 0.9,
      mpnRate: 0.8,
      mpnFormat: "lower",
      priceFactor: 0.99,
      categoryWeights: { timber: 0.5, "skirting-architrave": 0.6, drainage: 1.5, insulation: 1.4, other: 1.5 },
    },
    {
      ...base,
      slug: "quickbuild-online",
      name: "QuickBuild Online",
      format: "xml",
      idPrefix: "QB-",
      layout: "brand-first",
      dims: "spaced",
      synonymRate: 0.45,
      fillers: ["| Next Day Delivery", "- Best Price", "| Trade Price", "- In Stock Now"],
      fillerRate: 0.5,
      htmlDescriptions: true,
      saleRate: 0.15,
      priceFactor: 1.01,
    },
    {
      ...base,
      slug: "oakfield-timber",
      name: "Oakfield Timber & Building",
      format: "tsv",
      idPrefix: "OT",
      ownBrand: "Oakfield",
      layout: "lead-first",
      dims: "spaced",
      synonymRate: 0.5,
      abbreviate: true,
      brandFieldRate: 0.6,
      gtinRate: 0.2,
      priceFactor: 0.98,
      categoryWeights: { timber: 3, "sheet-materials": 2.5, "skirting-architrave": 2.5, drainage: 0.3, roofing: 0.3 },
    },
    {
      ...base,
      slug: "county-roofing-drainage",
      name: "County Roofing & Drainage",
      format: "csv",
      idPrefix: "CRD",
      layout: "brand-last-dash",
      dims: "spaced",
      synonymRate: 0.3,
      gtinRate: 0.6,
      mpnRate: 0.5,
      priceFactor: 1.02,
      categoryWeights: { roofing: 4, drainage: 3, timber: 0.3, "skirting-architrave": 0.2 },
    },
  ] satisfies Omit<MerchantStyle, "id" | "reach">[]
).map((style, i) => ({ ...style, id: i + 1, reach: 1.5 - i * 0.1 }));
