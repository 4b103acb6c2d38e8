import { insulation, plasterboard } from "./catalogue-boards.ts";
import { aggregates, bricksBlocks } from "./catalogue-masonry.ts";
import { drainage, roofing } from "./catalogue-roof-drain.ts";
import type { Category, CatalogueProduct, ProductSpec, Size } from "./catalogue-types.ts";
import { sheet, skirting } from "./catalogue-sheet.ts";
import { timber } from "./catalogue-timber.ts";
import { hashString, rngFrom, shuffle } from "../../scripts/feed-kit/seeded-random.ts";

/** How many distinct underlying products each category contributes (30,000 in all). */
export const CATEGORY_TARGETS: Record<Category, number> = {
  timber: 8500,
  sheet: 700,
  skirting: 6000,
  plasterboard: 700,
  aggregates: 1000,
  "bricks-blocks": 4500,
  insulation: 1900,
  drainage: 5000,
  roofing: 1700,
};

const GENERATORS: Record<Category, () => Iterable<ProductSpec>> = {
  timber,
  sheet,
  skirting,
  plasterboard,
  aggregates,
  "bricks-blocks": bricksBlocks,
  insulation,
  drainage,
  roofing,
};

export function ean13(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return first12 + ((10 - (sum % 10)) % 10);
}

export function canonicalSize(size: Size): string {
  switch (size.kind) {
    case "section":
      return `${size.t} x ${size.w} x ${size.len}mm`;
    case "sheet":
      return `${size.l} x ${size.w} x ${size.t}mm`;
    case "profile":
      return `${size.t} x ${size.h} x ${size.len}mm`;
    case "weight":
      return `${size.kg}kg`;
    case "thickness":
      return `${size.t}mm`;
    case "pipe":
      return [`${size.dia}mm`, size.angle ? `${size.angle}°` : "", size.len ? `${size.len / 1000}m` : ""]
        .filter(Boolean)
        .join(" ");
    case "roll":
      return `${size.t}mm ${size.area}m²`;
    case "strip":
      return `${size.w}mm x ${size.len / 1000}m`;
    case "face":
      return `${size.l} x ${size.w}mm`;
    case "none":
      return "";
  }
}

/** Builds the deterministic catalogue: each category's combinations, shuffled by seed, cut to its target. */
export function buildCatalogue(seed: string): CatalogueProduct[] {
  const products: CatalogueProduct[] = [];
  let itemNumber = 0;
  for (const category of Object.keys(CATEGORY_TARGETS) as Category[]) {
    const all = [...GENERATORS[category]()];
    const target = CATEGORY_TARGETS[category];
    if (all.length < target)
      throw new Error(`category ${category} has only ${all.length} combinations, needs ${target}`);
    const chosen = shuffle(rngFrom(`${seed}:catalogue:${category}`), all).slice(0, target);
    for (const spec of chosen) {
      itemNumber++;
      const id = `p${String(products.length + 1).padStart(5, "0")}`;
      const brandCode = spec.brand ? 1000 + (hashString(spec.brand.name) % 9000) : 0;
      const gtin = spec.brand ? ean13(`50${brandCode}${String(itemNumber).padStart(6, "0")}`) : null;
      const mpn = spec.brand
        ? `${spec.brand.mpnPrefix}-${(hashString(id) % 46656).toString(36).toUpperCase().padStart(3, "0")}${itemNumber % 100}`
        : null;
      const name = [
        spec.brand?.name,
        ...spec.terms.map((t) => t.forms[0]),
        canonicalSize(spec.size),
        spec.pack ? `(pack of ${spec.pack})` : "",
      ]
        .filter(Boolean)
        .join(" ");
      products.push({ ...spec, id, gtin, mpn, name });
    }
  }
  return products;
}
