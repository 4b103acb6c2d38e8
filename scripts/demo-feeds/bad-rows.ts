import { BRANDS } from "./brands.ts";
import { catalogue } from "./catalogue.ts";
import type { Product } from "./catalogue-types.ts";
import type { Merchant } from "./merchant-types.ts";
import { money } from "./number-format.ts";
import type { Row } from "./offer-rows.ts";
import { IMAGE_ORIGIN } from "./image-origin.ts";
import { makeTitle } from "./product-titles.ts";
import { slugify } from "../feed-kit/slugify.ts";

/** Four rows the importer must reject, woven into one merchant's feed for the demo's rejection report. */
export function addBadRows(m: Merchant, rows: Row[]): void {
  // Products this merchant does not otherwise sell, so a rejected row never shadows a good one.
  const stocked = new Set(rows.map((r) => r.productKey));
  const byKey = (...keys: string[]) => {
    const p = catalogue.find((q) => keys.includes(q.key) && !stocked.has(q.key));
    if (!p) throw new Error(`no unstocked product among ${keys.join(", ")}`);
    stocked.add(p.key);
    return p;
  };
  const mk = (id: string, p: Product, over: Record<string, string>): Row => {
    const title = makeTitle(p, m.style);
    return {
      fields: {
        id,
        title,
        description: p.desc,
        link: `https://www.${m.slug}.example/p/${id}-${slugify(title)}`,
        image_link: `${IMAGE_ORIGIN}${p.image}.svg`,
        price: `${money(p.price)} GBP`,
        availability: "in stock",
        brand: p.brand ? BRANDS[p.brand].name : "",
        condition: "new",
        product_type: m.productType(p),
        ...over,
      },
    };
  };
  const first = rows[3];
  if (!first) throw new Error("too few rows for bad-row demo");
  const bad: [number, Row][] = [
    [
      12,
      mk(
        "49990",
        byKey(
          "agg-gravel-20mm-25kg",
          "agg-shingle-10mm-25kg",
          "agg-ballast-25kg",
          "agg-pea-gravel-6mm-25kg",
          "agg-mot-type-1-25kg",
        ),
        { price: "" },
      ),
    ],
    [
      30,
      mk(
        "49991",
        byKey(
          "sheet-osb3-18-2440x1220",
          "sheet-osb3-11-2440x1220",
          "sheet-ply-spruce-18-2440x1220",
          "sheet-mdf-18-2440x1220",
        ),
        { price: "31.40 EUR" },
      ),
    ],
    [
      55,
      mk(
        first.fields.id ?? "",
        byKey(
          "plaster-thistle-multi-finish-25",
          "plaster-thistle-board-finish-25",
          "plaster-knauf-multi-finish-25",
          "plaster-thistle-bonding-25",
        ),
        {},
      ),
    ],
    [
      80,
      mk(
        "49992",
        byKey("timber-cls-38x89-2400", "timber-cls-38x89-3000", "timber-cls-38x63-2400", "timber-cls-38x63-3600"),
        { link: "javascript:alert(1)" },
      ),
    ],
  ];
  for (const [at, row] of bad.sort((x, y) => y[0] - x[0])) rows.splice(Math.min(at, rows.length), 0, row);
}
