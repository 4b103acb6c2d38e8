import { catalogue } from "./catalogue.ts";
import type { Merchant } from "./merchant-types.ts";
import { money, round2 } from "./number-format.ts";
import { description } from "./offer-description.ts";
import { merchantPrice, unitPricing } from "./offer-pricing.ts";
import { IMAGE_ORIGIN } from "./image-origin.ts";
import { brandText, makeTitle } from "./product-titles.ts";
import { formatGtin } from "../feed-kit/gtin.ts";
import { rngFrom } from "../feed-kit/seeded-random.ts";
import { slugify } from "../feed-kit/slugify.ts";
import { stockists } from "./stockists.ts";

export interface Row {
  fields: Record<string, string>;
  shippingNested?: { country: string; service?: string; price: string };
  productKey?: string;
}

export function buildRows(m: Merchant): Row[] {
  const r = rngFrom(`offers:${m.slug}`);
  const mine = catalogue.filter((p) => stockists.get(p.key)?.includes(m));
  const rows: Row[] = [];
  mine.forEach((p, n) => {
    const id = m.idFor(n, p);
    const title = makeTitle(p, m.style, r);
    if (title.length > 150) throw new Error(`title too long: ${title}`);
    const price = merchantPrice(p.price, m, r);
    const f: Record<string, string> = {
      id,
      title,
      description: description(p, m, r),
      link: `https://www.${m.slug}.example/p/${id.toLowerCase()}-${slugify(title)}`,
      image_link: r() < m.noImageRate ? "" : `${IMAGE_ORIGIN}${p.image}.svg`,
      price: `${money(price)} GBP`,
      condition: "new",
      product_type: m.productType(p),
    };
    if (m.salesRate && r() < m.salesRate) f.sale_price = `${money(round2(price * (0.8 + r() * 0.12)))} GBP`;
    const av = r();
    let availability =
      av < m.oosRate
        ? "out_of_stock"
        : av < m.oosRate + 0.02 && m.slug !== "cairnside-building-supplies"
          ? "backorder"
          : av > 0.992
            ? "preorder"
            : "in_stock";
    if (m.legacyAvailability) availability = availability.replace("_", " ");
    f.availability = availability;
    const brand = p.brand ? brandText(p, m.style) : (m.style.ownBrand ?? "");
    if (brand) f.brand = m.style.upper ? brand.toUpperCase() : brand;
    if (p.gtin && m.gtin !== "none" && r() < m.gtinRate) f.gtin = formatGtin(p.gtin, m.gtin);
    if (p.mpn && m.mpn && r() < 0.8) f.mpn = p.mpn;
    if (m.identifierExists && !p.brand) f.identifier_exists = "no";
    const row: Row = { fields: f, productKey: p.key };
    const ship = m.shipping?.(price, p);
    if (ship) {
      f.shipping = ship.text;
      row.shippingNested = { country: "GB", service: ship.service || undefined, price: `${money(ship.price)} GBP` };
    }
    if (m.unitPricing && r() < 0.7) {
      const u = unitPricing(p.size);
      if (u) {
        f.unit_pricing_measure = u.measure;
        f.unit_pricing_base_measure = u.base;
      }
    }
    rows.push(row);
  });
  return rows;
}
