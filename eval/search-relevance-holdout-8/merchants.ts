/**
 * Five invented merchants of held-out set 8, each writing titles and columns its own way (none copies set 7's):
 *
 * - Hexworth Builders Supply (RSS 2.0 XML): brand first in title case, sizes after a comma ("47 x 100mm, 3.6m",
 *   boards "2.4m x 1.2m x 12.5mm"), packs "Pk 200"; brand, GTIN, MPN, description with the use.
 * - Thistleby Trade Supplies (TSV): noun first, the yard's inch name before the metric section ("4x2 (47x100mm)"),
 *   sheets "8x4 (2440x1220mm) 18mm", packs "200no", the brand last in capitals after a dash; GTIN only.
 * - Greyfriars Building Supplies (CSV): brand first, trade shorthand (P/BRD, T/E, S/E, M/R, F/R, TAN, GALV, R/MIX,
 *   JUMBO BAG), boards in metres "2.4 x 1.2m 12.5mm", packs "(Bx 200)"; brand and MPN columns, use in description.
 * - Pollards DIY & Garden (CSV): no brand in the title (brand column), labelled sizes with feet and inches
 *   ("(L)2.4m (7ft 10in)", "(T)18mm (W)1220 (L)2440mm (8ft x 4ft)"), packs spelled out; GTIN, use in description.
 * - Hallowfield Timber & Build (TSV): lower case, one joined size ("47x100x3600", "12.5x1200x2400"), "tr" for treated,
 *   "te", "se", "mr", "200no", brand last in brackets; no brand column, no description.
 */
import { num, words } from "../search-relevance-holdout-3/title-kit.ts";
import type { SetMerchant } from "../search-relevance-holdout-3/feed-set-kit.ts";
import type { MerchantSlug, Product } from "./catalogue-types.ts";

export interface Merchant extends SetMerchant<Product> {
  slug: MerchantSlug;
}

const GROUP_NAME: Record<Product["group"], string> = {
  cement: "Cement, Mortar & Concrete",
  agg: "Sand & Aggregates",
  brick: "Bricks",
  block: "Blocks & Lintels",
  damp: "Damp Proofing & Membranes",
  paving: "Paving & Landscaping",
  timber: "Timber",
  deck: "Decking",
  fence: "Fencing",
  sheet: "Sheet Materials",
  trim: "Skirting & Mouldings",
  board: "Plasterboard",
  plaster: "Plastering",
  insul: "Insulation",
  roof: "Roofing",
  drain: "Drainage & Guttering",
  fix: "Screws, Nails & Fixings",
  glue: "Adhesives, Sealants & Tiling",
  tool: "Hand Tools & PPE",
};

const attributes = (names: string): readonly string[] => names.split(" ");
const metres = (mm: number) => `${num(mm / 1000)}m`;
/** 2400 → "7ft 10in", 1830 → "6ft". */
function feetInches(mm: number): string {
  const inches = Math.round(mm / 25.4);
  const ft = Math.floor(inches / 12);
  const rest = inches % 12;
  return rest === 0 ? `${ft}ft` : `${ft}ft ${rest}in`;
}
/** The line, unless the merchant's own noun already says it. */
const lineFor = (p: Product, noun: string) =>
  p.line && noun.toLowerCase().includes(p.line.toLowerCase()) ? undefined : p.line;
const packOf = (p: Product, to: string) => p.pack?.replace(/^(?:Box|Pack) of (\d+)$/, to);

const hexworth: Merchant = {
  slug: "hexworth",
  name: "Hexworth Builders Supply",
  file: "hexworth-builders.xml",
  website: "https://www.hexworth-supply.example",
  columns: attributes("id title description link image_link price availability brand gtin mpn product_type"),
  priceLevel: 1,
  fills: { brand: true, gtin: true, mpn: true },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? metres(p.length) : undefined;
    let size: string | undefined;
    if (p.form === "section") size = words(`${num(d[0]!)} x ${num(d[1]!)}mm`, L && `, ${L}`).replace(" ,", ",");
    else if (p.form === "screw") size = `${num(d[0]!)} x ${num(d[1]!)}mm`;
    else if (p.form === "board")
      size =
        d[2]! >= 1000
          ? `${metres(d[2]!)} x ${metres(d[1]!)} x ${num(d[0]!)}mm`
          : `${d.slice(1).map(num).join(" x ")} x ${num(d[0]!)}mm`;
    else if (p.form === "masonry") size = `${d.map(num).join(" x ")}mm`;
    else if (p.form === "single") size = words(`${num(d[0]!)}mm`, L && `x ${L}`);
    else size = words(p.size, L);
    const noun = p.nounBy?.hexworth ?? p.noun;
    const head = words(p.brand, lineFor(p, noun), noun, p.detail);
    return [head, size, packOf(p, "Pk $1")].filter(Boolean).join(", ");
  },
  description: (p, title) => `${title}.${p.use ? ` Used for ${p.use}.` : ""} Trade account prices on request.`,
  productType: (p) => `Building Supplies > ${GROUP_NAME[p.group]}`,
};

const thistleby: Merchant = {
  slug: "thistleby",
  name: "Thistleby Trade Supplies",
  file: "thistleby-trade.tsv",
  website: "https://thistleby-trade.example",
  columns: attributes("id title link price availability gtin product_type"),
  priceLevel: 0.95,
  fills: { brand: false, gtin: true, mpn: false },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? metres(p.length) : undefined;
    let size: string | undefined;
    if (p.form === "section")
      size = words(p.nominal, `${p.nominal ? "(" : ""}${num(d[0]!)}x${num(d[1]!)}mm${p.nominal ? ")" : ""}`, L);
    else if (p.form === "screw") size = `${num(d[0]!)}x${num(d[1]!)}mm`;
    else if (p.form === "board")
      size = words(
        p.nominal,
        `${p.nominal ? "(" : ""}${num(d[2]!)}x${num(d[1]!)}mm${p.nominal ? ")" : ""}`,
        `${num(d[0]!)}mm`,
      );
    else if (p.form === "masonry") size = `${d.map(num).join("x")}mm`;
    else if (p.form === "single") size = words(`${num(d[0]!)}mm`, L);
    else size = words(p.size, L);
    const noun = p.nounBy?.thistleby ?? p.noun;
    return words(noun, lineFor(p, noun), p.detail, size, packOf(p, "$1no"), p.brand && `- ${p.brand.toUpperCase()}`);
  },
  description: () => "",
  productType: (p) => GROUP_NAME[p.group],
};

const GREYFRIARS_SHORT: [RegExp, string][] = [
  [/\bPLASTERBOARD\b/g, "P/BRD"],
  [/TAPERED EDGE/g, "T/E"],
  [/SQUARE EDGE/g, "S/E"],
  [/MOISTURE RESISTANT/g, "M/R"],
  [/FIRE RESISTANT/g, "F/R"],
  [/\bTREATED\b/g, "TAN"],
  [/GALVANISED/g, "GALV"],
  [/READY MIXED/g, "R/MIX"],
  [/BULK BAG/g, "JUMBO BAG"],
  [/(?:BOX|PACK) OF (\d+)/g, "(BX $1)"],
];

const greyfriars: Merchant = {
  slug: "greyfriars",
  name: "Greyfriars Building Supplies",
  file: "greyfriars-building.csv",
  website: "https://greyfriars-building.example",
  columns: attributes("id title link price availability brand mpn product_type description"),
  priceLevel: 0.92,
  fills: { brand: true, gtin: false, mpn: true },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? metres(p.length) : undefined;
    let size: string | undefined;
    if (p.form === "section") size = words(`${num(d[0]!)}X${num(d[1]!)}MM`, L && `X ${L}`);
    else if (p.form === "screw") size = `${num(d[0]!)}X${num(d[1]!)}MM`;
    else if (p.form === "board")
      size =
        d[2]! >= 1000
          ? `${num(d[2]! / 1000)} X ${num(d[1]! / 1000)}M ${num(d[0]!)}MM`
          : `${num(d[2]!)}X${num(d[1]!)}X${num(d[0]!)}MM`;
    else if (p.form === "masonry") size = `${d.map(num).join("X")}MM`;
    else if (p.form === "single") size = words(`${num(d[0]!)}MM`, L);
    else size = words(p.size, L);
    const noun = p.nounBy?.greyfriars ?? p.noun;
    let t = words(p.brand, lineFor(p, noun), noun, p.detail, size, p.pack).toUpperCase();
    for (const [re, to] of GREYFRIARS_SHORT) t = t.replace(re, to);
    return t;
  },
  description: (p) => (p.use ? `Suitable for ${p.use}.` : ""),
  productType: (p) => GROUP_NAME[p.group].toUpperCase(),
};

const pollards: Merchant = {
  slug: "pollards",
  name: "Pollards DIY & Garden",
  file: "pollards-diy.csv",
  website: "https://www.pollards-diy.example",
  columns: attributes("id title description link image_link price availability condition brand gtin product_type"),
  priceLevel: 1.12,
  fills: { brand: true, gtin: true, mpn: false },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? `(L)${metres(p.length)} (${feetInches(p.length)})` : undefined;
    let size: string | undefined;
    if (p.form === "section") size = words(`${num(d[0]!)} x ${num(d[1]!)}mm`, L);
    else if (p.form === "screw") size = `${num(d[0]!)} x ${num(d[1]!)}mm`;
    else if (p.form === "board")
      size = words(
        `(T)${num(d[0]!)}mm (W)${num(d[1]!)} (L)${num(d[2]!)}mm`,
        p.nominal && `(${p.nominal.replace(/(\d+)x(\d+)/, "$1ft x $2ft")})`,
      );
    else if (p.form === "masonry") size = `${d.map(num).join(" x ")}mm`;
    else if (p.form === "single") size = words(`${num(d[0]!)}mm`, L);
    else size = words(p.size, L);
    const noun = p.nounBy?.pollards ?? p.noun;
    return words(lineFor(p, noun), noun, p.detail, size && `- ${size}`, p.pack && `- ${p.pack}`);
  },
  description: (p, title) => `${title}.${p.use ? ` Great for ${p.use}.` : ""} Free click and collect.`,
  productType: (p) => `Home > DIY & Building > ${GROUP_NAME[p.group]}`,
};

const HALLOWFIELD_SHORT: [RegExp, string][] = [
  [/\bpressure treated\b|\btreated\b/g, "tr"],
  [/tapered edge/g, "te"],
  [/square edge/g, "se"],
  [/moisture resistant/g, "mr"],
  [/(?:box|pack) of (\d+)/g, "$1no"],
];

const hallowfield: Merchant = {
  slug: "hallowfield",
  name: "Hallowfield Timber & Build",
  file: "hallowfield-timber.tsv",
  website: "https://hallowfield-tb.example",
  columns: attributes("id title link price availability product_type"),
  priceLevel: 0.97,
  fills: { brand: false, gtin: false, mpn: false },
  title(p) {
    const d = p.dims ?? [];
    let size: string | undefined;
    if (p.form === "section")
      size = [...d, p.length]
        .filter((x) => x !== undefined)
        .map(num)
        .join("x");
    else if (p.form === "screw") size = `${num(d[0]!)}x${num(d[1]!)}`;
    else if (p.form === "board" || p.form === "masonry") size = d.map(num).join("x");
    else if (p.form === "single") size = words(`${num(d[0]!)}mm`, p.length && `x ${p.length}mm`);
    else size = words(p.size, p.length && `${p.length}mm`);
    const noun = p.nounBy?.hallowfield ?? p.noun;
    let t = words(lineFor(p, noun), p.detail, noun, size, p.pack).toLowerCase();
    for (const [re, to] of HALLOWFIELD_SHORT) t = t.replace(re, to);
    return t + (p.brand ? ` (${p.brand.toLowerCase()})` : "");
  },
  description: () => "",
  productType: (p) =>
    ["timber", "deck", "sheet", "trim", "fence"].includes(p.group) ? "Timber" : "Building Materials",
};

export const MERCHANTS: readonly Merchant[] = [hexworth, thistleby, greyfriars, pollards, hallowfield];
