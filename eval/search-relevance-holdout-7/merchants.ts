/**
 * Five invented merchants of held-out set 7, each writing titles and columns its own way (none copies set 6's):
 *
 * - Stanbrook Builders Merchants (TSV): noun-led title case, brand last in brackets, a unit on every size
 *   ("47mm x 100mm x 3.6m", boards largest first "2400mm x 1200mm x 12.5mm"), "(Box 200)"; brand, GTIN, MPN.
 * - Marlowe Trade Counter (CSV): capitals, brand first, trade shorthand (P/BOARD, TE, SE, MR, FR, GP, TRT for
 *   treated, R/M for ready mixed, CSK, GALV), sizes compact after the noun ("47X100MM 4.8MTR"), "X200"; MPN only.
 * - Ottery Home & Garden (CSV): no brand in the title (brand column), detail in brackets, lengths in feet first
 *   ("8ft (2.4m)"), sheets "8 x 4ft", packs "x 200"; description with the use.
 * - Caddington Sawmills (TSV): lower case, width first with the inch name in brackets ("100x47 (4x2)"), lengths
 *   in "mtr", "tanalised", "te", "mr", "200pk", brand after " / "; GTIN.
 * - Wetherden Build Direct (CSV): brand and line first, sizes with one unit and a labelled length
 *   ("38 x 89mm L2400mm"), packs in brackets "(200)"; brand column, description with the use.
 */
import { num, words } from "../search-relevance-holdout-3/title-kit.ts";
import type { SetMerchant } from "../search-relevance-holdout-3/feed-set-kit.ts";
import type { MerchantSlug, Product } from "./catalogue-types.ts";

export interface Merchant extends SetMerchant<Product> {
  slug: MerchantSlug;
}

const GROUP_NAME: Record<Product["group"], string> = {
  cement: "Cement & Aggregates",
  agg: "Cement & Aggregates",
  brick: "Bricks",
  block: "Blocks & Lintels",
  damp: "Damp Proofing",
  paving: "Landscaping",
  timber: "Timber",
  fence: "Fencing",
  sheet: "Sheet Materials",
  trim: "Mouldings & Skirting",
  board: "Plasterboard & Drylining",
  plaster: "Plaster & Render",
  insul: "Insulation",
  roof: "Roofing",
  drain: "Drainage",
  plumb: "Plumbing",
  fix: "Fixings & Fasteners",
  glue: "Adhesives & Sealants",
  tool: "Tools & Workwear",
};

const attributes = (names: string): readonly string[] => names.split(" ");
const metres = (mm: number) => `${num(mm / 1000)}m`;
const feet = (mm: number) => `${Math.round(mm / 304.8)}ft`;
/** The line, unless the merchant's own noun already says it. */
const lineFor = (p: Product, noun: string) =>
  p.line && noun.toLowerCase().includes(p.line.toLowerCase()) ? undefined : p.line;

const stanbrook: Merchant = {
  slug: "stanbrook",
  name: "Stanbrook Builders Merchants",
  file: "stanbrook-builders.tsv",
  website: "https://www.stanbrook-bm.example",
  columns: attributes("id title description link image_link price availability brand gtin mpn product_type"),
  priceLevel: 1,
  fills: { brand: true, gtin: true, mpn: true },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? metres(p.length) : undefined;
    let size: string | undefined;
    if (p.form === "section") size = [`${num(d[0]!)}mm`, `${num(d[1]!)}mm`, L].filter(Boolean).join(" x ");
    else if (p.form === "screw") size = `${d[0]!.toFixed(1)} x ${num(d[1]!)}mm`;
    else if (p.form === "board") size = `${num(d[2]!)}mm x ${num(d[1]!)}mm x ${num(d[0]!)}mm`;
    else if (p.form === "masonry") size = `${d.map(num).join(" x ")}mm`;
    else if (p.form === "single") size = words(`${num(d[0]!)}mm`, L && `x ${L}`);
    else size = words(p.size, L);
    const noun = p.nounBy?.stanbrook ?? p.noun;
    const pack = p.pack?.replace(/^(?:Box|Pack) of (\d+)$/, "(Box $1)");
    return words(noun, lineFor(p, noun), p.detail, size, pack, p.brand && `(${p.brand})`);
  },
  description: (p, title) => `${title}.${p.use ? ` Suitable for ${p.use}.` : ""} Next-day delivery on stock items.`,
  productType: (p) => `Building Materials > ${GROUP_NAME[p.group]}`,
};

const MARLOWE_SHORT: [RegExp, string][] = [
  [/\bPLASTERBOARD\b/g, "P/BOARD"],
  [/TAPERED EDGE/g, "TE"],
  [/SQUARE EDGE/g, "SE"],
  [/MOISTURE RESISTANT/g, "MR"],
  [/FIRE RESISTANT/g, "FR"],
  [/GENERAL PURPOSE/g, "GP"],
  [/\bPRESSURE TREATED\b|\bTREATED\b/g, "TRT"],
  [/READY MIXED/g, "R/M"],
  [/COUNTERSUNK/g, "CSK"],
  [/GALVANISED/g, "GALV"],
  [/(?:BOX|PACK) OF (\d+)/g, "X$1"],
];

const marlowe: Merchant = {
  slug: "marlowe",
  name: "Marlowe Trade Counter",
  file: "marlowe-trade.csv",
  website: "https://marlowe-trade.example",
  columns: attributes("id title link price availability mpn product_type"),
  priceLevel: 0.94,
  fills: { brand: false, gtin: false, mpn: true },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? `${num(p.length / 1000)}MTR` : undefined;
    let size: string | undefined;
    if (p.form === "section") size = words(`${num(d[0]!)}X${num(d[1]!)}MM`, L);
    else if (p.form === "screw") size = `${num(d[0]!)}X${num(d[1]!)}MM`;
    else if (p.form === "board") size = `${num(d[2]!)}X${num(d[1]!)}X${num(d[0]!)}MM`;
    else if (p.form === "masonry") size = `${d.map(num).join("X")}MM`;
    else if (p.form === "single") size = words(`${num(d[0]!)}MM`, L);
    else size = words(p.size?.replace(/ x /g, "X"), L);
    const noun = p.nounBy?.marlowe ?? p.noun;
    let t = words(p.brand, lineFor(p, noun), p.detail, noun, size, p.pack).toUpperCase();
    for (const [re, to] of MARLOWE_SHORT) t = t.replace(re, to);
    return t;
  },
  description: () => "",
  productType: (p) => GROUP_NAME[p.group].toUpperCase(),
};

const ottery: Merchant = {
  slug: "ottery",
  name: "Ottery Home & Garden",
  file: "ottery-home.csv",
  website: "https://www.ottery-home.example",
  columns: attributes("id title description link image_link price availability condition brand gtin product_type"),
  priceLevel: 1.1,
  fills: { brand: true, gtin: true, mpn: false },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length;
    const long = L ? `${feet(L)} (${metres(L)})` : undefined;
    let size: string | undefined;
    if (p.form === "section") size = words(long, `${num(d[0]!)} x ${num(d[1]!)}mm`);
    else if (p.form === "screw") size = `${num(d[0]!)} x ${num(d[1]!)}mm`;
    else if (p.form === "board")
      size = p.nominal
        ? `${p.nominal.replace(/x(\d+)$/, " x $1ft")} ${num(d[0]!)}mm`
        : `${d[2]} x ${d[1]} x ${num(d[0]!)}mm`;
    else if (p.form === "masonry") size = `${d.map(num).join(" x ")}mm`;
    else if (p.form === "single") size = words(`${num(d[0]!)}mm`, L && `x ${metres(L)}`);
    else size = words(p.size, long);
    const noun = p.nounBy?.ottery ?? p.noun;
    const pack = p.pack?.replace(/^(?:Box|Pack) of (\d+)$/, "x $1");
    return words(lineFor(p, noun), noun, p.detail && `(${p.detail})`, size, pack && `- ${pack}`);
  },
  description: (p, title) => `${title}.${p.use ? ` Ideal for ${p.use}.` : ""} Order online, collect in store today.`,
  productType: (p) => `Home & Garden > DIY > ${GROUP_NAME[p.group]}`,
};

const CADDINGTON_SHORT: [RegExp, string][] = [
  [/pressure treated|treated/g, "tanalised"],
  [/tapered edge/g, "te"],
  [/square edge/g, "se"],
  [/moisture resistant/g, "mr"],
  [/(?:box|pack) of (\d+)/g, "$1pk"],
];

const caddington: Merchant = {
  slug: "caddington",
  name: "Caddington Sawmills",
  file: "caddington-sawmills.tsv",
  website: "https://caddington-sawmills.example",
  columns: attributes("id title link price availability gtin product_type description"),
  priceLevel: 0.97,
  fills: { brand: false, gtin: true, mpn: false },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? `${num(p.length / 1000)}mtr` : undefined;
    let front: string | undefined;
    if (p.form === "section") front = words(`${num(d[1]!)}x${num(d[0]!)}`, p.nominal && `(${p.nominal})`);
    else if (p.form === "screw") front = `${num(d[0]!)}x${num(d[1]!)}mm`;
    else if (p.form === "board")
      front = p.nominal ? `${p.nominal} ${num(d[0]!)}mm` : `${num(d[0]!)}mm ${num(d[1]!)}x${num(d[2]!)}`;
    else if (p.form === "masonry") front = `${d.map(num).join("x")}mm`;
    else if (p.form === "single") front = `${num(d[0]!)}mm`;
    else front = p.size?.replace(/ x /g, "x");
    const noun = p.nounBy?.caddington ?? p.noun;
    let t = words(front, lineFor(p, noun), p.detail, noun, L, p.pack).toLowerCase();
    for (const [re, to] of CADDINGTON_SHORT) t = t.replace(re, to);
    return t + (p.brand ? ` / ${p.brand.toLowerCase()}` : "");
  },
  description: (p) => `${GROUP_NAME[p.group]} at Caddington Sawmills. Cut to length on request.`,
  productType: (p) => (["timber", "sheet", "trim", "fence"].includes(p.group) ? "Timber & Boards" : "Building"),
};

const wetherden: Merchant = {
  slug: "wetherden",
  name: "Wetherden Build Direct",
  file: "wetherden-build.csv",
  website: "https://wetherdenbuild.example",
  columns: attributes("id title link image_link price availability brand product_type description"),
  priceLevel: 1.02,
  fills: { brand: true, gtin: false, mpn: false },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? `L${p.length}mm` : undefined;
    let size: string | undefined;
    if (p.form === "section") size = words(`${num(d[0]!)} x ${num(d[1]!)}mm`, L);
    else if (p.form === "screw") size = `${num(d[0]!)} x ${num(d[1]!)}mm`;
    else if (p.form === "board") size = `${num(d[0]!)}mm ${num(d[2]!)} x ${num(d[1]!)}`;
    else if (p.form === "masonry") size = `${d.map(num).join(" x ")}mm`;
    else if (p.form === "single") size = words(`${num(d[0]!)}mm`, L);
    else size = words(p.size, L);
    const noun = p.nounBy?.wetherden ?? p.noun;
    const pack = p.pack?.replace(/^(?:Box|Pack) of (\d+)$/, "($1)");
    return words(p.brand, lineFor(p, noun), noun, p.detail, size, pack);
  },
  description: (p) => `${p.use ? `For ${p.use}. ` : ""}Delivered by Wetherden's own fleet.`,
  productType: (p) => GROUP_NAME[p.group],
};

export const MERCHANTS: readonly Merchant[] = [stanbrook, marlowe, ottery, caddington, wetherden];
