/**
 * Four invented merchants of held-out set 9, each writing titles and columns its own way:
 *
 * - Brackenfold Builders Merchants (RSS 2.0 XML): brand first in title case, every size with its unit
 *   ("47mm x 150mm x 4.8m", sheets "2440mm x 1220mm x 18mm"), packs "(200 Pack)"; brand, GTIN, MPN, description
 *   with the use.
 * - Marshgate Trade Centre (TSV): capitals, noun first, the yard's inch name before the metric size ("6X2 47X150MM
 *   4.8M"), trade shorthand (PLBD, TE, SE, TRTD, GALV, MR, BX200, PK10), brand last in square brackets; GTIN only.
 * - Tollbridge DIY & Garden (CSV): no brand in the title (brand column), width before thickness for timber
 *   ("150 x 47mm x 4.8m (15ft 9in)"), sheets in feet first ("8ft x 4ft (2440 x 1220mm) 18mm"), packs "Pack of 200";
 *   GTIN, description with the use.
 * - Ingleby Timber & Build (CSV): lower case, brand first, one joined size ("47x150x4800", "18x1220x2440"), "tr" for
 *   treated, "te", "se", "mr", "x200" packs; brand column, no description.
 */
import { num, words } from "../search-relevance-holdout-3/title-kit.ts";
import type { SetMerchant } from "../search-relevance-holdout-3/feed-set-kit.ts";
import type { MerchantSlug, Product } from "./catalogue-types.ts";

export interface Merchant extends SetMerchant<Product> {
  slug: MerchantSlug;
}

const GROUP_NAME: Record<Product["group"], string> = {
  cement: "Cement, Lime & Mortar",
  agg: "Sand, Gravel & Aggregates",
  timber: "Timber & Fencing",
  deck: "Decking",
  trim: "Mouldings & Skirting",
  sheet: "Sheet Materials",
  board: "Plasterboard & Drylining",
  plaster: "Plaster & Beads",
  brick: "Bricks",
  block: "Blocks & Lintels",
  insul: "Insulation",
  roof: "Roofing",
  drain: "Drainage & Rainwater",
  fix: "Fixings & Fasteners",
  seal: "Sealants, Adhesives & Tiling",
  paint: "Paint & Decorating",
  land: "Landscaping & Paving",
  plumb: "Plumbing",
};

const columns = (names: string): readonly string[] => names.split(" ");
const metres = (mm: number): string => `${num(mm / 1000)}m`;
/** 4800 → "15ft 9in", 1800 → "5ft 11in". */
function feet(mm: number): string {
  const inches = Math.round(mm / 25.4);
  const ft = Math.floor(inches / 12);
  return inches % 12 === 0 ? `${ft}ft` : `${ft}ft ${inches % 12}in`;
}
/** The line, unless the merchant's own noun already says it. */
const lineFor = (p: Product, noun: string): string | undefined =>
  p.line && noun.toLowerCase().includes(p.line.toLowerCase()) ? undefined : p.line;
const countOf = (p: Product): string | undefined => /^(?:Box|Pack) of (\d+)$/.exec(p.pack ?? "")?.[1];

const brackenfold: Merchant = {
  slug: "brackenfold",
  name: "Brackenfold Builders Merchants",
  file: "brackenfold-builders.xml",
  website: "https://www.brackenfold-bm.example",
  columns: columns("id title description link image_link price availability brand gtin mpn product_type"),
  priceLevel: 1,
  fills: { brand: true, gtin: true, mpn: true },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? metres(p.length) : undefined;
    let size: string | undefined;
    if (p.form === "section") size = [`${num(d[0]!)}mm`, `${num(d[1]!)}mm`, L].filter(Boolean).join(" x ");
    else if (p.form === "screw") size = `${num(d[0]!)} x ${num(d[1]!)}mm`;
    else if (p.form === "board") size = `${num(d[2]!)}mm x ${num(d[1]!)}mm x ${num(d[0]!)}mm`;
    else if (p.form === "masonry") size = d.map((x) => `${num(x)}mm`).join(" x ");
    else if (p.form === "single") size = [`${num(d[0]!)}mm`, L].filter(Boolean).join(" x ");
    else size = [p.size, L].filter(Boolean).join(" x ");
    const noun = p.nounBy?.brackenfold ?? p.noun;
    const n = countOf(p);
    return words(p.brand, lineFor(p, noun), noun, p.detail, size, n ? `(${n} Pack)` : p.pack);
  },
  description: (p, title) =>
    `${title}.${p.use ? ` Ideal for ${p.use}.` : ""} Collect from branch or next day delivery.`,
  productType: (p) => `Building Materials > ${GROUP_NAME[p.group]}`,
};

const MARSHGATE_SHORT: [RegExp, string][] = [
  [/\bPLASTERBOARD\b/g, "PLBD"],
  [/TAPERED EDGE/g, "TE"],
  [/SQUARE EDGE/g, "SE"],
  [/MOISTURE RESISTANT/g, "MR"],
  [/\bTREATED\b/g, "TRTD"],
  [/GALVANISED/g, "GALV"],
  [/(?:BOX|PACK) OF (\d+)/g, "BX$1"],
];

const marshgate: Merchant = {
  slug: "marshgate",
  name: "Marshgate Trade Centre",
  file: "marshgate-trade.tsv",
  website: "https://marshgate-trade.example",
  columns: columns("id title link price availability gtin product_type"),
  priceLevel: 0.94,
  fills: { brand: false, gtin: true, mpn: false },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? metres(p.length) : undefined;
    let size: string | undefined;
    if (p.form === "section") size = words(p.nominal, `${num(d[0]!)}x${num(d[1]!)}mm`, L);
    else if (p.form === "screw") size = `${num(d[0]!)}x${num(d[1]!)}mm`;
    else if (p.form === "board") size = words(p.nominal, `${num(d[2]!)}x${num(d[1]!)}x${num(d[0]!)}mm`);
    else if (p.form === "masonry") size = `${d.map(num).join("x")}mm`;
    else if (p.form === "single") size = words(`${num(d[0]!)}mm`, L);
    else size = words(p.size, L);
    const noun = p.nounBy?.marshgate ?? p.noun;
    let t = words(noun, lineFor(p, noun), p.detail, size, p.pack).toUpperCase();
    for (const [re, to] of MARSHGATE_SHORT) t = t.replace(re, to);
    return p.brand ? `${t} [${p.brand.toUpperCase()}]` : t;
  },
  description: () => "",
  productType: (p) => GROUP_NAME[p.group].toUpperCase(),
};

const tollbridge: Merchant = {
  slug: "tollbridge",
  name: "Tollbridge DIY & Garden",
  file: "tollbridge-diy.csv",
  website: "https://www.tollbridge-diy.example",
  columns: columns("id title description link image_link price availability condition brand gtin product_type"),
  priceLevel: 1.1,
  fills: { brand: true, gtin: true, mpn: false },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? `${metres(p.length)} (${feet(p.length)})` : undefined;
    let size: string | undefined;
    if (p.form === "section") size = words(`${num(d[1]!)} x ${num(d[0]!)}mm`, L && `x ${L}`);
    else if (p.form === "screw") size = `${num(d[0]!)} x ${num(d[1]!)}mm`;
    else if (p.form === "board")
      size = words(
        p.nominal && p.nominal.replace(/(\d+)x(\d+)/, "$1ft x $2ft"),
        p.nominal ? `(${num(d[2]!)} x ${num(d[1]!)}mm)` : `${num(d[2]!)} x ${num(d[1]!)}mm`,
        `${num(d[0]!)}mm`,
      );
    else if (p.form === "masonry") size = `${d.map(num).join(" x ")}mm`;
    else if (p.form === "single") size = words(`${num(d[0]!)}mm`, L && `x ${L}`);
    else size = words(p.size, L);
    const noun = p.nounBy?.tollbridge ?? p.noun;
    return words(lineFor(p, noun), noun, p.detail && `- ${p.detail}`, size && `- ${size}`, p.pack && `- ${p.pack}`);
  },
  description: (p, title) => `${title}.${p.use ? ` Perfect for ${p.use}.` : ""} Order online, pick up in store.`,
  productType: (p) => `DIY > Building & Garden > ${GROUP_NAME[p.group]}`,
};

const INGLEBY_SHORT: [RegExp, string][] = [
  [/\btreated\b/g, "tr"],
  [/tapered edge/g, "te"],
  [/square edge/g, "se"],
  [/moisture resistant/g, "mr"],
  [/(?:box|pack) of (\d+)/g, "x$1"],
];

const ingleby: Merchant = {
  slug: "ingleby",
  name: "Ingleby Timber & Build",
  file: "ingleby-timber.csv",
  website: "https://ingleby-tb.example",
  columns: columns("id title link price availability brand product_type"),
  priceLevel: 0.97,
  fills: { brand: true, gtin: false, mpn: false },
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
    else size = words(p.size, p.length && `x ${p.length}mm`);
    const noun = p.nounBy?.ingleby ?? p.noun;
    let t = words(p.brand, lineFor(p, noun), p.detail, noun, size, p.pack).toLowerCase();
    for (const [re, to] of INGLEBY_SHORT) t = t.replace(re, to);
    return t;
  },
  description: () => "",
  productType: (p) => (["timber", "deck", "sheet", "trim"].includes(p.group) ? "Timber & Sheet" : "Building"),
};

export const MERCHANTS: readonly Merchant[] = [brackenfold, marshgate, tollbridge, ingleby];
