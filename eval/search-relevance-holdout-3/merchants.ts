/**
 * Five invented merchants, each writing titles its own way. What differs is what a search engine must cope
 * with: case, abbreviations, where the size goes, metres or millimetres, brand in the title or only in a column.
 *
 * - Ashcombe Builders Merchants (TSV): tidy title case, brand column, GTIN and MPN.
 * - Pennine Trade Supplies (CSV): capitals and trade shorthand (4X2, M/R, T/E, BX200), no brand column, £ prices.
 * - Harrowgate Home & Trade (CSV): long DIY-shop titles, sizes reversed in mm with feet/inches, brand, GTIN, MPN.
 * - Tolworth Timber & Building (TSV): size first ("47 x 100mm … 3.6m"), brand only in the title, GTIN.
 * - Kestrel Build Centre (CSV): sentence case, no brand in the title (brand column only), sizes largest first.
 */
import type { MerchantSlug, Product } from "./catalogue-types.ts";
import { inches, metres, num, sentence, sheetFeet, thicknessAndFace, words } from "./title-kit.ts";

export interface Merchant {
  slug: MerchantSlug;
  name: string;
  file: string;
  website: string;
  columns: readonly string[];
  /** Price multiplier around the catalogue's typical price. */
  priceLevel: number;
  title(p: Product): string;
  price(n: number): string;
  productType(p: Product): string;
  hasBrand: boolean;
  hasGtin: boolean;
  hasMpn: boolean;
  description(p: Product, title: string): string;
}

const BLURB: Record<Product["group"], string> = {
  cement: "Bagged cement and mixes for mortar, concrete and fence posts.",
  aggregate: "Graded aggregate delivered by crane-off lorry or in handy bags.",
  timber: "Softwood timber, graded and cut to stock lengths.",
  sheet: "Sheet material for flooring, sheathing, joinery and shuttering.",
  plasterboard: "Gypsum board for lining walls and ceilings.",
  plaster: "Gypsum plaster for walls and ceilings.",
  brick: "Clay brick, priced per brick.",
  block: "Concrete masonry block, priced per block.",
  insulation: "Thermal insulation for lofts, walls, roofs and floors.",
  roofing: "Roofing product for pitched and flat roofs.",
  drainage: "PVC-U pipework and fittings.",
  fixings: "Fixings and fasteners for trade and DIY.",
  skirting: "Interior moulding, ready to fit.",
  adhesive: "Adhesive or sealant in a trade pack.",
};

const ASHCOMBE_TYPES: Record<Product["group"], string> = {
  cement: "Building Materials > Cement & Mortar",
  aggregate: "Building Materials > Sand & Aggregates",
  timber: "Timber > Sawn & Planed Timber",
  sheet: "Timber > Sheet Materials",
  plasterboard: "Drylining > Plasterboard",
  plaster: "Drylining > Plaster",
  brick: "Building Materials > Bricks",
  block: "Building Materials > Blocks",
  insulation: "Insulation",
  roofing: "Roofing",
  drainage: "Drainage & Plumbing",
  fixings: "Fixings",
  skirting: "Timber > Mouldings",
  adhesive: "Adhesives & Sealants",
};

const GBP = (n: number) => `${n.toFixed(2)} GBP`;

const ashcombe: Merchant = {
  slug: "ashcombe",
  name: "Ashcombe Builders Merchants",
  file: "ashcombe-builders.tsv",
  website: "https://www.ashcombe-builders.example",
  columns: [
    "id",
    "title",
    "description",
    "link",
    "image_link",
    "price",
    "availability",
    "brand",
    "gtin",
    "mpn",
    "product_type",
    "unit_pricing_measure",
  ],
  priceLevel: 1,
  hasBrand: true,
  hasGtin: true,
  hasMpn: true,
  title(p) {
    let size: string | undefined;
    if (p.dims && p.length) size = `${p.dims.map(num).join(" x ")}mm x ${metres(p.length)}`;
    else if (p.dims) size = `${p.dims.map(num).join(" x ")}mm`;
    return words(p.brand, p.line, p.noun, p.detail, size, p.pack);
  },
  price: GBP,
  productType: (p) => ASHCOMBE_TYPES[p.group],
  description: (p, title) => `${title}. ${BLURB[p.group]}`,
};

const PENNINE_SHORT: [RegExp, string][] = [
  [/Tapered Edge/i, "T/E"],
  [/Square Edge/i, "S/E"],
  [/Moisture Resistant/i, "M/R"],
  [/Tongue & Groove/i, "T&G"],
  [/Single Socket/i, "S/S"],
  [/Double Socket/i, "D/S"],
  [/Galvanised/i, "GALV"],
  [/Insulation/i, "INSUL"],
  [/Concrete/i, "CONC"],
  [/Box of (\d+)/i, "BX$1"],
  [/Pack of (\d+)/i, "PK$1"],
  [/Tub of (\d+)/i, "TUB $1"],
  [/ Bag$/i, ""],
];

const pennine: Merchant = {
  slug: "pennine",
  name: "Pennine Trade Supplies",
  file: "pennine-trade.csv",
  website: "https://pennine-trade.example",
  columns: ["id", "title", "link", "price", "availability", "mpn", "product_type"],
  priceLevel: 0.96,
  hasBrand: false,
  hasGtin: false,
  hasMpn: true,
  title(p) {
    const tf = thicknessAndFace(p);
    let size: string | undefined;
    if (tf) size = `${num(tf.t)}MM ${[...tf.face].sort((a, b) => b - a).join("X")}`;
    else if (p.dims && p.dims.length === 2) size = p.dims.map(num).join("X") + (p.length ? "" : "MM");
    else if (p.dims) size = `${num(p.dims[0]!)}MM`;
    const lead = p.nominal && p.group === "timber" ? p.nominal : undefined;
    let t = words(
      lead,
      p.brand,
      p.line,
      p.nounBy?.pennine ?? p.noun,
      p.detail,
      size,
      p.length && metres(p.length),
      p.pack,
    );
    for (const [re, to] of PENNINE_SHORT) t = t.replace(re, to);
    return t.toUpperCase().replace(/\s+/g, " ").trim();
  },
  price: (n) => `£${n.toFixed(2)}`,
  productType: (p) => p.group.toUpperCase(),
  description: () => "",
};

const harrowgate: Merchant = {
  slug: "harrowgate",
  name: "Harrowgate Home & Trade",
  file: "harrowgate-home-trade.csv",
  website: "https://www.harrowgate-hometrade.example",
  columns: [
    "id",
    "title",
    "description",
    "link",
    "image_link",
    "price",
    "availability",
    "brand",
    "gtin",
    "mpn",
    "product_type",
    "shipping",
  ],
  priceLevel: 1.07,
  hasBrand: true,
  hasGtin: true,
  hasMpn: true,
  title(p) {
    const tf = thicknessAndFace(p);
    let size: string | undefined;
    if (tf) {
      const feet = sheetFeet(tf.face);
      size = `${num(tf.t)}mm x ${tf.face.map((n) => `${num(n)}mm`).join(" x ")}${feet ? ` (${feet})` : ""}`;
    } else if (p.dims && p.dims.length === 2) {
      const mm = [...p.dims].reverse().map((n) => `${num(n)}mm`);
      if (p.length) mm.push(`${p.length}mm`);
      size = mm.join(" x ") + (p.nominal && p.group === "timber" ? ` (${inches(p.nominal)})` : "");
    } else if (p.dims) {
      size = p.length ? `${num(p.dims[0]!)}mm x ${metres(p.length)}` : `${num(p.dims[0]!)}mm`;
    }
    const head = words(p.brand, p.line, p.nounBy?.harrowgate ?? p.noun);
    return [head, p.detail, size, p.pack].filter(Boolean).join(" - ");
  },
  price: GBP,
  productType: (p) => `Home & Trade > ${sentence(p.group)}`,
  description: (p, title) =>
    `${title}. ${BLURB[p.group]} Order online for next-day delivery or collect in store from our Harrowgate branch.`,
};

const tolworth: Merchant = {
  slug: "tolworth",
  name: "Tolworth Timber & Building",
  file: "tolworth-timber.tsv",
  website: "https://tolworth-timber.example",
  columns: ["id", "title", "description", "link", "price", "availability", "gtin", "product_type"],
  priceLevel: 0.99,
  hasBrand: false,
  hasGtin: true,
  hasMpn: false,
  title(p) {
    const tf = thicknessAndFace(p);
    let front: string | undefined;
    let back: string | undefined;
    if (tf) {
      front = `${num(tf.t)}mm`;
      back =
        p.group === "block"
          ? `${tf.face.join(" x ")}mm`
          : tf.face
              .map((n) => metres(n))
              .reverse()
              .join(" x ");
    } else if (p.dims) {
      front = `${p.dims.map(num).join(" x ")}mm`;
      back = p.length ? metres(p.length, true) : undefined;
    }
    return words(front, p.brand, p.line, p.nounBy?.tolworth ?? p.noun, p.detail, back, p.pack);
  },
  price: GBP,
  productType: (p) => (p.group === "timber" || p.group === "sheet" || p.group === "skirting" ? "Timber" : "Building"),
  description: (p) => BLURB[p.group],
};

const kestrel: Merchant = {
  slug: "kestrel",
  name: "Kestrel Build Centre",
  file: "kestrel-build.csv",
  website: "https://kestrelbuild.example",
  columns: ["id", "title", "description", "link", "image_link", "price", "availability", "brand", "product_type"],
  priceLevel: 1.03,
  hasBrand: true,
  hasGtin: false,
  hasMpn: false,
  title(p) {
    let size: string | undefined;
    if (p.dims)
      size =
        [...p.dims]
          .sort((a, b) => b - a)
          .map(num)
          .join("x") + "mm";
    const noun = p.nounBy?.kestrel ?? sentence(p.noun);
    const detail = p.detail?.toLowerCase();
    const tail = p.pack ? `(${p.pack})` : undefined;
    return words(noun, p.line, detail && `, ${detail}`, size, p.length && metres(p.length), tail).replace(" ,", ",");
  },
  price: (n) => `GBP ${n.toFixed(2)}`,
  productType: (p) => sentence(p.group),
  description: (p) => `${BLURB[p.group]} Trade accounts welcome.`,
};

export const MERCHANTS: readonly Merchant[] = [ashcombe, pennine, harrowgate, tolworth, kestrel];
