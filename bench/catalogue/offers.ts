import { formatGtin } from "../../scripts/feed-kit/gtin.ts";
import { chance, drawWeighted, rngFrom, shuffle, stableUnit, type Rng } from "../../scripts/feed-kit/seeded-random.ts";
import type { CatalogueProduct } from "./build-catalogue.ts";
import type { MerchantStyle } from "./merchant-styles.ts";
import { retailPrice, round2, unitMeasure } from "./model.ts";
import { brandSpelling, renderTitle } from "./title-style.ts";

/** One merchant's offer of one product, as its feed (or the search benchmark's insert) carries it. */
export interface Offer {
  productId: number;
  itemId: string;
  title: string;
  link: string;
  imageLink: string | null;
  price: number;
  salePrice: number | null;
  availability: "in_stock" | "out_of_stock" | "backorder" | "preorder";
  /** The feed's brand field: the brand as this merchant spells it, its own brand, or nothing. */
  brand: string | null;
  gtin: string | null;
  mpn: string | null;
  /** Bulk bags go by pallet, the rest by standard delivery (free over £50). */
  shipping: { service: "Pallet" | "Standard"; price: number } | null;
  unitMeasure: string | null;
  /** The "changed" variant moved this price (about 10 % of rows); every other field is the same. */
  changed: boolean;
}

/**
 * A merchant's range of `count` products: weighted sampling without replacement (Efraimidis–Spirakis),
 * so popular lines recur across merchants and each leans to its own categories.
 */
export function selectRange(
  style: MerchantStyle,
  catalogue: readonly CatalogueProduct[],
  seed: string,
  count: number,
): CatalogueProduct[] {
  const rng = rngFrom(`${seed}:${style.slug}:range`);
  const keyed = catalogue.map((p) => {
    const weight = (style.categoryWeights[p.category] ?? 1) * popularity(seed, p);
    return { p, key: -Math.log(1 - rng()) / weight };
  });
  keyed.sort((a, b) => a.key - b.key);
  return shuffle(
    rngFrom(`${seed}:${style.slug}:order`),
    keyed.slice(0, count).map((k) => k.p),
  );
}

const popularity = (seed: string, p: CatalogueProduct) => 0.3 + 1.7 * stableUnit(`${seed}:popularity:${p.id}`) ** 2;

/** 1 to 6 merchants per product, about 3 on average, as [count, probability]. */
const STOCKISTS = [
  [1, 0.15],
  [2, 0.25],
  [3, 0.25],
  [4, 0.17],
  [5, 0.1],
  [6, 0.08],
] as const;

/**
 * Which merchants stock each product (search benchmark: every product has offers): a count from
 * STOCKISTS, then merchants drawn by reach and category leaning, without replacement.
 */
export function stockists(styles: readonly MerchantStyle[], product: CatalogueProduct, rng: Rng): MerchantStyle[] {
  let ticket = rng();
  const count = STOCKISTS.find(([, p]) => (ticket -= p) < 0)?.[0] ?? 6;
  const pool = styles.map((s) => ({ item: s, weight: s.reach * (s.categoryWeights[product.category] ?? 1) }));
  return drawWeighted(rng, pool, count);
}

function itemId(style: MerchantStyle, index: number): string {
  return style.idPrefix ? `${style.idPrefix}${100000 + index * 3 + 7}` : String(index * 7 + 11).padStart(6, "0");
}

function formatMpn(mpn: string, format: MerchantStyle["mpnFormat"]): string {
  return format === "lower" ? mpn.toLowerCase() : format === "no-dash" ? mpn.replace(/-/g, "") : mpn;
}

function availability(rng: Rng): Offer["availability"] {
  const r = rng();
  return r < 0.86 ? "in_stock" : r < 0.94 ? "out_of_stock" : r < 0.98 ? "backorder" : "preorder";
}

/**
 * The `index`-th item of a merchant's feed. Every draw comes from the merchant and product, so the
 * base and changed variants are the same row but for about 10 % of prices.
 */
export function makeOffer(
  style: MerchantStyle,
  p: CatalogueProduct,
  index: number,
  seed: string,
  variant: "base" | "changed" = "base",
): Offer {
  const rng = rngFrom(`${seed}:${style.slug}:${p.id}`);
  const id = itemId(style, index);
  const title = renderTitle(p, style, rng);
  let price = retailPrice(p.price * style.priceFactor * (0.92 + rng() * 0.16));
  const sale = chance(rng, style.saleRate) ? round2(price * 0.85) : null;
  const change = rngFrom(`${seed}:${style.slug}:${p.id}:change`);
  const changed = variant === "changed" && chance(change, 0.1);
  if (changed) {
    const next = retailPrice(price * (0.85 + change() * 0.3));
    price = next === price ? round2(price + 1) : next;
  }
  const brand = p.brand ? brandSpelling(p, style) : style.ownBrand;
  const heavy = p.size.kind === "weight" && p.size.kg >= 400;
  const measure = unitMeasure(p.size);
  return {
    productId: p.id,
    itemId: id,
    title,
    link: `https://www.${style.slug}.example/product/${id}`,
    imageLink: chance(rng, 0.95) ? `https://images.${style.slug}.example/${id}.jpg` : null,
    price,
    salePrice: sale !== null && sale < price ? sale : null,
    availability: availability(rng),
    brand: brand && chance(rng, style.brandFieldRate) ? brand : null,
    gtin: p.gtin && chance(rng, style.gtinRate) ? formatGtin(p.gtin, style.gtinFormat) : null,
    mpn: p.mpn && chance(rng, style.mpnRate) ? formatMpn(p.mpn, style.mpnFormat) : null,
    shipping: chance(rng, 0.7)
      ? { service: heavy ? "Pallet" : "Standard", price: heavy ? 45 : price > 50 ? 0 : 5.99 }
      : null,
    unitMeasure: measure && chance(rng, style.unitMeasureRate) ? measure : null,
    changed,
  };
}
