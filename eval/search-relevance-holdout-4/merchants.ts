/**
 * Five invented merchants of held-out set 4, each writing titles and columns its own way. What differs is what a
 * search engine must cope with: case, trade shorthand, where the size goes and in which order, metres or
 * millimetres, imperial in brackets, the brand in the title or only in a column, the merchant's own nouns.
 *
 * - Quarrington Building Supplies (TSV): title case, a dash before the size, "100 x 47mm x 4.8m"; brand, GTIN, MPN.
 * - Fenmoor Trade Depot (CSV): capitals and shorthand (4X2, M/R, F/R, T/E, P/BOARD, TRTD, BX200), sizes all in
 *   mm joined by X, thickness first; no brand column, no description; £ prices.
 * - Wychbury Home & Build (CSV): DIY titles in " | " parts, sizes reversed with imperial in brackets
 *   ((4" x 2") 16ft, (8ft x 4ft), (4in)); brand, GTIN, condition, shipping.
 * - Caldmoor Timber Yard (TSV): size first ("47 x 100mm", "12.5mm"), lengths as "4.80m", faces in metres; brand
 *   only in the title; GTIN.
 * - Ryeford Build Direct (CSV): sentence case, no brand in the title (brand column only), every size largest
 *   first in mm ("4800x100x47mm"), its own nouns, pack in brackets.
 */
import type { MerchantSlug, Product } from "./catalogue-types.ts";
import { num, sentence, words } from "../search-relevance-holdout-3/title-kit.ts";

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
  cement: "Bagged cement, mortar and concrete mixes.",
  aggregate: "Sands, ballast, sub-base and gravels, bagged or in bulk.",
  timber: "Softwood timber cut to stock lengths.",
  sheet: "Sheet material for floors, walls, joinery and shuttering.",
  plasterboard: "Gypsum board for walls and ceilings.",
  plaster: "Gypsum plaster and finishing products.",
  brick: "Clay brick, sold singly.",
  block: "Concrete masonry, sold singly.",
  insulation: "Thermal and acoustic insulation.",
  roofing: "Roof coverings, underlays and flashings.",
  drainage: "PVC-U drainage and rainwater systems.",
  fixings: "Screws, anchors, nails and connectors.",
  skirting: "Interior mouldings, ready to fit.",
  adhesive: "Adhesives, sealants and foams.",
  tool: "Hand tools for the building trades.",
};

const form = (p: Product) => p.form ?? (p.dims ? "single" : undefined);
const m = (mm: number) => `${num(mm / 1000)}m`;

/** Trade lengths in feet, as DIY shops print them next to metres. */
const FEET: Record<number, string> = {
  1200: "4ft",
  1800: "6ft",
  2100: "7ft",
  2200: "7ft",
  2400: "8ft",
  2500: "8ft",
  3000: "10ft",
  3600: "12ft",
  4000: "13ft",
  4200: "14ft",
  4800: "16ft",
  6000: "20ft",
};
function faceFeet(a: number, b: number): string | undefined {
  const [lo, hi] = [Math.min(a, b), Math.max(a, b)];
  if ((lo === 1200 || lo === 1220) && hi >= 2400) return "8ft x 4ft";
  if (lo === 900 && hi === 1800) return "6ft x 3ft";
  if (lo === 600 && hi === 2400) return "8ft x 2ft";
  return undefined;
}
const INCH = (mm: number) => `${Math.round(mm / 25.4)}in`;

const quarrington: Merchant = {
  slug: "quarrington",
  name: "Quarrington Building Supplies",
  file: "quarrington-building.tsv",
  website: "https://www.quarrington-supplies.example",
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
    const d = p.dims ?? [];
    let size: string | undefined;
    const f = form(p);
    if (f === "section") size = `${d.map(num).join(" x ")}mm` + (p.length ? ` x ${m(p.length)}` : "");
    else if (f === "board")
      size = d[0] ? `${num(d[0])}mm ${num(d[2]!)} x ${num(d[1]!)}mm` : `${num(d[2]!)} x ${num(d[1]!)}mm`;
    else if (f === "masonry") size = `${d.map(num).join(" x ")}mm`;
    else if (f === "single") size = `${num(d[0]!)}mm` + (p.length ? ` x ${m(p.length)}` : "");
    const tail = words(size, p.pack);
    // A tab-separated feed: inch marks written out, so no cell carries a quote character.
    return (words(p.brand, p.line, p.noun, p.detail) + (tail ? ` - ${tail}` : "")).replace(/(\d)"/g, "$1in");
  },
  price: (n) => `${n.toFixed(2)} GBP`,
  productType: (p) => `Building Supplies > ${sentence(p.group)}`,
  description: (p, title) => `${title}. ${BLURB[p.group]}`,
};

const FENMOOR_SHORT: [RegExp, string][] = [
  [/Tapered Edge/gi, "T/E"],
  [/Square Edge/gi, "S/E"],
  [/Moisture Resistant/gi, "M/R"],
  [/Fire Resistant/gi, "F/R"],
  [/Tongue & Groove/gi, "T&G"],
  [/Plasterboard/gi, "P/BOARD"],
  [/Treated/gi, "TRTD"],
  [/Countersunk/gi, "CSK"],
  [/Single Socket/gi, "S/S"],
  [/Double Socket/gi, "D/S"],
  [/Galvanised/gi, "GALV"],
  [/Insulation/gi, "INSUL"],
  [/Box of (\d+)/gi, "BX$1"],
  [/Pack of (\d+)/gi, "PK$1"],
  [/Underground/gi, "U/G"],
];

const fenmoor: Merchant = {
  slug: "fenmoor",
  name: "Fenmoor Trade Depot",
  file: "fenmoor-trade.csv",
  website: "https://fenmoor-trade.example",
  columns: ["id", "title", "link", "price", "availability", "mpn", "product_type"],
  priceLevel: 0.95,
  hasBrand: false,
  hasGtin: false,
  hasMpn: true,
  title(p) {
    const d = p.dims ?? [];
    let size: string | undefined;
    const f = form(p);
    if (f === "section") size = [...d, ...(p.length ? [p.length] : [])].map(num).join("X") + "MM";
    else if (f === "board") size = (d[0] ? [d[0], d[1]!, d[2]!] : [d[1]!, d[2]!]).map(num).join("X") + "MM";
    else if (f === "masonry") size = d.map(num).join("X");
    else if (f === "single") size = `${num(d[0]!)}MM` + (p.length ? ` X ${m(p.length)}` : "");
    const lead = p.nominal && p.group === "timber" ? p.nominal : undefined;
    let t = words(lead, p.brand, p.line, p.nounBy?.fenmoor ?? p.noun, p.detail, size, p.pack);
    for (const [re, to] of FENMOOR_SHORT) t = t.replace(re, to);
    return t.toUpperCase();
  },
  price: (n) => `£${n.toFixed(2)}`,
  productType: (p) => p.group.toUpperCase(),
  description: () => "",
};

const wychbury: Merchant = {
  slug: "wychbury",
  name: "Wychbury Home & Build",
  file: "wychbury-home-build.csv",
  website: "https://www.wychbury-homebuild.example",
  columns: [
    "id",
    "title",
    "description",
    "link",
    "image_link",
    "price",
    "availability",
    "condition",
    "brand",
    "gtin",
    "product_type",
    "shipping",
  ],
  priceLevel: 1.08,
  hasBrand: true,
  hasGtin: true,
  hasMpn: false,
  title(p) {
    const d = p.dims ?? [];
    let size: string | undefined;
    const f = form(p);
    if (f === "section") {
      size = [...d]
        .reverse()
        .map((n) => `${num(n)}mm`)
        .join(" x ");
      if (p.length) size += ` x ${m(p.length)}`;
      const imperial = [
        p.nominal && p.group === "timber" ? p.nominal.replace(/(\d+)x(\d+)/, '$1" x $2"') : "",
        p.length ? FEET[p.length] : "",
      ];
      if (imperial.some(Boolean)) size += ` (${imperial.filter(Boolean).join(" x ")})`;
    } else if (f === "board") {
      const feet = faceFeet(d[1]!, d[2]!);
      size = `${num(d[2]!)}mm x ${num(d[1]!)}mm` + (d[0] ? ` x ${num(d[0])}mm` : "") + (feet ? ` (${feet})` : "");
    } else if (f === "masonry") size = `${d.map(num).join(" x ")}mm`;
    else if (f === "single") {
      size = `${num(d[0]!)}mm (${INCH(d[0]!)})`;
      if (p.length) size += ` x ${m(p.length)}`;
    }
    const head = words(p.brand, p.line, p.nounBy?.wychbury ?? p.noun);
    return [head, p.detail, size, p.pack].filter(Boolean).join(" | ");
  },
  price: (n) => `${n.toFixed(2)} GBP`,
  productType: (p) => `DIY & Build > ${sentence(p.group)}`,
  description: (p, title) => `${title}. ${BLURB[p.group]} Free click and collect from Wychbury stores.`,
};

const caldmoor: Merchant = {
  slug: "caldmoor",
  name: "Caldmoor Timber Yard",
  file: "caldmoor-timber.tsv",
  website: "https://caldmoor-timber.example",
  columns: ["id", "title", "link", "price", "availability", "gtin", "product_type", "description"],
  priceLevel: 0.99,
  hasBrand: false,
  hasGtin: true,
  hasMpn: false,
  title(p) {
    const d = p.dims ?? [];
    let front: string | undefined;
    let back: string | undefined;
    const f = form(p);
    if (f === "section") {
      front = `${d.map(num).join(" x ")}mm`;
      back = p.length ? `${(p.length / 1000).toFixed(2)}m` : undefined;
    } else if (f === "board") {
      front = d[0] ? `${num(d[0])}mm` : undefined;
      back = `${d[2]! / 1000} x ${d[1]! / 1000}m`;
    } else if (f === "masonry") {
      front = `${num(d[d.length - 1]!)}mm`;
      back = `${d.slice(0, -1).map(num).join(" x ")}mm`;
    } else if (f === "single") {
      front = `${num(d[0]!)}mm`;
      back = p.length ? `${(p.length / 1000).toFixed(2)}m` : undefined;
    }
    const t = words(front, p.brand, p.line, p.nounBy?.caldmoor ?? p.noun, p.detail, back, p.pack);
    return t.replace(/(\d)"/g, "$1 inch");
  },
  price: (n) => `${n.toFixed(2)} GBP`,
  productType: (p) => (["timber", "sheet", "skirting"].includes(p.group) ? "Timber & Boards" : "Building"),
  description: (p) => BLURB[p.group],
};

const ryeford: Merchant = {
  slug: "ryeford",
  name: "Ryeford Build Direct",
  file: "ryeford-build.csv",
  website: "https://ryefordbuild.example",
  columns: ["id", "title", "link", "image_link", "price", "availability", "brand", "product_type", "description"],
  priceLevel: 1.03,
  hasBrand: true,
  hasGtin: false,
  hasMpn: false,
  title(p) {
    const all = [...(p.dims ?? []).filter((n) => n > 0), ...(p.length ? [p.length] : [])];
    const size = all.length
      ? `${[...all]
          .sort((a, b) => b - a)
          .map(num)
          .join("x")}mm`
      : undefined;
    const noun = p.nounBy?.ryeford ?? sentence(p.noun);
    const detail = [p.line, p.detail?.toLowerCase()].filter(Boolean).join(" ");
    const tail = p.pack ? `(${p.pack.toLowerCase()})` : undefined;
    return words(noun + (detail ? `, ${detail}` : ""), size, tail);
  },
  price: (n) => `${n.toFixed(2)} GBP`,
  productType: (p) => sentence(p.group),
  description: (p) => `${BLURB[p.group]} Delivered nationwide.`,
};

export const MERCHANTS: readonly Merchant[] = [quarrington, fenmoor, wychbury, caldmoor, ryeford];
