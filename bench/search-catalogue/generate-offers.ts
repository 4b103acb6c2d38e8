import { categoryLabel } from "../../shared/categories.ts";
import { hashString, rngFrom, type Rng } from "../../scripts/feed-kit/seeded-random.ts";
import type { GeneratedProduct } from "./generate-products.ts";

export interface BenchMerchant {
  id: number;
  slug: string;
  name: string;
  /** How likely it stocks a product, relative to the others. */
  reach: number;
  /** Its prices relative to the shelf price. */
  priceLevel: number;
  titleStyle: "plain" | "upper" | "compact" | "suffix";
}

export interface GeneratedOffer {
  id: number;
  merchantId: number;
  productId: number;
  merchantItemId: string;
  title: string;
  description: string;
  url: string;
  imageUrl: string | null;
  price: number;
  salePrice: number | null;
  availability: "in_stock" | "out_of_stock" | "backorder" | "preorder" | "not_in_feed";
  available: boolean;
  brand: string | null;
  contentHash: string;
}

const merchant = (
  id: number,
  name: string,
  reach: number,
  priceLevel: number,
  titleStyle: BenchMerchant["titleStyle"],
) => ({
  id,
  slug: name
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-"),
  name,
  reach,
  priceLevel,
  titleStyle,
});

export const BENCH_MERCHANTS: readonly BenchMerchant[] = [
  merchant(1, "Harbour Builders Merchants", 1.5, 1.0, "plain"),
  merchant(2, "Pennine Timber & Building Supplies", 1.3, 0.97, "compact"),
  merchant(3, "Cairnside Building Supplies", 1.2, 1.04, "upper"),
  merchant(4, "Oakmere Trade Supplies", 1.1, 0.95, "suffix"),
  merchant(5, "Stonebridge Builders Merchants", 1.0, 1.02, "plain"),
  merchant(6, "Marlow & Finch", 0.9, 1.08, "plain"),
  merchant(7, "Severn Valley Building Supplies", 0.9, 0.99, "compact"),
  merchant(8, "Fenland Builders Merchants", 0.8, 1.01, "suffix"),
  merchant(9, "Kestrel Building Materials", 0.7, 0.93, "upper"),
  merchant(10, "Brookfield Trade Centre", 0.6, 1.05, "plain"),
];

/** 1 to 6 merchants per product, about 3 on average. */
const STOCKISTS = [
  [1, 0.15],
  [2, 0.25],
  [3, 0.25],
  [4, 0.17],
  [5, 0.1],
  [6, 0.08],
] as const;

function stockistCount(rng: Rng): number {
  let ticket = rng();
  for (const [count, p] of STOCKISTS) if ((ticket -= p) < 0) return count;
  return 6;
}

function pickMerchants(rng: Rng, count: number): BenchMerchant[] {
  const pool = [...BENCH_MERCHANTS];
  const chosen: BenchMerchant[] = [];
  while (chosen.length < count) {
    let ticket = rng() * pool.reduce((n, m) => n + m.reach, 0);
    const i = pool.findIndex((m) => (ticket -= m.reach) < 0);
    chosen.push(...pool.splice(i < 0 ? pool.length - 1 : i, 1));
  }
  return chosen;
}

function availability(rng: Rng): GeneratedOffer["availability"] {
  const r = rng();
  if (r < 0.82) return "in_stock";
  if (r < 0.92) return "out_of_stock";
  if (r < 0.96) return "backorder";
  if (r < 0.98) return "preorder";
  return "not_in_feed";
}

function title(m: BenchMerchant, p: GeneratedProduct): string {
  switch (m.titleStyle) {
    case "upper":
      return p.name.toUpperCase();
    case "compact":
      return p.name.replace(/(\d) x (\d)/g, "$1x$2");
    case "suffix":
      return `${p.name} - ${categoryLabel(p.category)}`;
    default:
      return p.name;
  }
}

const pence = (value: number) => Math.max(0.1, Math.round(value * 100) / 100);

/** Every product's offers: ids are 1-based and contiguous, in product order. */
export function generateOffers(seed: string, products: readonly GeneratedProduct[]): GeneratedOffer[] {
  const rng = rngFrom(`${seed}:offers`);
  const offers: GeneratedOffer[] = [];
  for (const p of products) {
    for (const m of pickMerchants(rng, stockistCount(rng))) {
      const price = pence(p.basePrice * m.priceLevel * (0.94 + rng() * 0.12));
      const salePrice = rng() < 0.1 ? pence(price * (0.75 + rng() * 0.2)) : null;
      const state = availability(rng);
      const itemId = `${m.slug.slice(0, 3).toUpperCase()}-${100000 + p.id}`;
      offers.push({
        id: offers.length + 1,
        merchantId: m.id,
        productId: p.id,
        merchantItemId: itemId,
        title: title(m, p),
        description: p.description,
        url: `https://www.${m.slug}.example/p/${itemId.toLowerCase()}`,
        imageUrl: p.imageUrl,
        price,
        salePrice,
        availability: state,
        available: state !== "out_of_stock" && state !== "not_in_feed",
        brand: p.brand,
        contentHash: (hashString(`${itemId}|${price}|${salePrice}|${state}`) >>> 0).toString(16),
      });
    }
  }
  return offers;
}
