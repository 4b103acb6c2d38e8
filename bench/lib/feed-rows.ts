import { retailPrice, round2, type CatalogueProduct } from "./catalogue-types.ts";
import type { MerchantStyle } from "./merchant-styles.ts";
import { chance, rngFrom, shuffle, stableUnit, type Rng } from "../../scripts/feed-kit/seeded-random.ts";
import { brandSpelling, renderTitle } from "./title-style.ts";

export interface FeedItem {
  productId: string;
  fields: Record<string, string>;
  /** Price before and after the ~10 % change of the "changed" variant (equal when unchanged). */
  changed: boolean;
}

/** Picks the merchant's range: weighted sampling without replacement (Efraimidis–Spirakis), so popular lines recur across merchants. */
export function selectRange(
  style: MerchantStyle,
  catalogue: readonly CatalogueProduct[],
  seed: string,
  count: number,
): CatalogueProduct[] {
  const rng = rngFrom(`${seed}:${style.slug}:range`);
  const keyed = catalogue.map((p) => {
    const popularity = 0.3 + 1.7 * stableUnit(`${seed}:popularity:${p.id}`) ** 2;
    const weight = (style.categoryWeights[p.category] ?? 1) * popularity;
    return { p, key: -Math.log(1 - rng()) / weight };
  });
  keyed.sort((a, b) => a.key - b.key);
  return shuffle(
    rngFrom(`${seed}:${style.slug}:order`),
    keyed.slice(0, count).map((k) => k.p),
  );
}

function itemId(style: MerchantStyle, index: number): string {
  return style.idPrefix ? `${style.idPrefix}${100000 + index * 3 + 7}` : String(index * 7 + 11).padStart(6, "0");
}

function formatGtin(gtin: string, format: MerchantStyle["gtinFormat"]): string {
  if (format === "gtin14") return `0${gtin}`;
  if (format === "spaced") return `${gtin[0]} ${gtin.slice(1, 7)} ${gtin.slice(7)}`;
  if (format === "dashed") return `${gtin.slice(0, 3)}-${gtin.slice(3, 7)}-${gtin.slice(7, 12)}-${gtin[12]}`;
  return gtin;
}

function formatMpn(mpn: string, format: MerchantStyle["mpnFormat"]): string {
  return format === "lower" ? mpn.toLowerCase() : format === "no-dash" ? mpn.replace(/-/g, "") : mpn;
}

function productType(p: CatalogueProduct, style: MerchantStyle): string {
  const parts = p.productType.split(" > ");
  if (style.productTypeStyle === "last") return parts.at(-1)!;
  if (style.productTypeStyle === "erp") return parts.slice(-2).join("/").toUpperCase();
  return p.productType;
}

function availability(rng: Rng, legacy: boolean): string {
  const r = rng();
  const value = r < 0.86 ? "in_stock" : r < 0.94 ? "out_of_stock" : r < 0.98 ? "backorder" : "preorder";
  return legacy ? value.replace("_", " ") : value;
}

function description(p: CatalogueProduct, style: MerchantStyle, title: string): string {
  const lines = [`${p.name}.`, `Supplied by ${style.name}.`, `Category: ${p.productType.split(" > ").at(-1)}.`];
  if (!style.htmlDescriptions) return `${title}. ${lines.join(" ")}`;
  return `<p><strong>${title}</strong></p><ul>${lines.map((l) => `<li>${l}</li>`).join("")}</ul>`;
}

const money = (pounds: number) => `${pounds.toFixed(2)} GBP`;

/** One merchant's feed rows for the base or changed variant; both share every field except ~10 % of prices. */
export function merchantItems(
  style: MerchantStyle,
  range: readonly CatalogueProduct[],
  seed: string,
  variant: "base" | "changed",
): FeedItem[] {
  return range.map((p, index) => {
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
    const brandText = p.brand ? brandSpelling(p, style) : style.ownBrand;
    const heavy = p.size.kind === "weight" && p.size.kg >= 400;
    const fields: Record<string, string> = {
      id,
      title,
      description: description(p, style, title),
      link: `https://www.${style.slug}.example/product/${id}`,
      image_link: chance(rng, 0.95) ? `https://images.${style.slug}.example/${id}.jpg` : "",
      price: money(price),
      sale_price: sale !== null && sale < price ? money(sale) : "",
      availability: availability(rng, style.legacyAvailability),
      brand: brandText && chance(rng, style.brandFieldRate) ? brandText : "",
      gtin: p.gtin && chance(rng, style.gtinRate) ? formatGtin(p.gtin, style.gtinFormat) : "",
      mpn: p.mpn && chance(rng, style.mpnRate) ? formatMpn(p.mpn, style.mpnFormat) : "",
      product_type: productType(p, style),
      shipping: chance(rng, 0.7)
        ? `GB::${heavy ? "Pallet" : "Standard"}:${money(heavy ? 45 : price > 50 ? 0 : 5.99)}`
        : "",
      unit_pricing_measure: p.unitMeasure && chance(rng, style.unitMeasureRate) ? p.unitMeasure : "",
    };
    return { productId: p.id, fields, changed };
  });
}
