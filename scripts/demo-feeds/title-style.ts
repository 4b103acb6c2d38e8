type Dims = "spaced" | "spacedEach" | "compact" | "descmm" | "nominal" | "inch";

export interface TitleStyle {
  brand: "name" | "alt" | "upper";
  dims: Dims;
  order: "brandFirst" | "sizeFirst" | "coreFirst" | "comma";
  core: 0 | 1 | 2;
  upper: boolean;
  /** Merchant's own name used as the brand of unbranded commodities. */
  ownBrand?: string;
  bulkWord: string;
  packWord: (n: number) => string;
  singleWord: string;
  filler: { rate: number; words: string[] };
}

export const CANONICAL: TitleStyle = {
  brand: "name",
  dims: "spaced",
  order: "brandFirst",
  core: 0,
  upper: false,
  bulkWord: "Bulk Bag",
  packWord: (n) => `(Pack of ${n})`,
  singleWord: "",
  filler: { rate: 0, words: [] },
};
