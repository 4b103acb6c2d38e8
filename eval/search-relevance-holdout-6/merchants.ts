/**
 * Five invented merchants of held-out set 6, each writing titles and columns its own way:
 *
 * - Quenby Builders Merchants (TSV): brand first, segments joined by " - ", sizes thickness first with one
 *   trailing unit ("47 x 100 x 3600mm", "12.5 x 1200 x 2400mm"), "Box of 200"; brand, GTIN, MPN, description.
 * - Halsham Trade Supplies (CSV): capitals, size first and compact ("47X100 3.6M", "12.5MM 1200X2400"), trade
 *   shorthand (T/E, S/E, M/R, F/R, G/P, CSK PZ, TANALISED for treated, BX200, PK400), brand last; MPN only.
 * - Fernhill DIY (CSV): no brand in the title (brand column only), sheets in feet with metres in brackets
 *   ("8ft x 4ft (2.44m x 1.22m) 18mm"), lengths with feet ("3.6m (12ft)"), own nouns; brand, GTIN, description.
 * - Brockley Timber Yard (TSV): lower case, size first with the inch name ("4x2 47x100 … 3.6m", "8x4 18mm"),
 *   "t/e", "mr", "t&g", "200/box", brand after " - "; GTIN.
 * - Wrenbury Build Direct (CSV): comma-separated attributes, noun first ("Plasterboard, Standard, tapered edge,
 *   1200 x 2400 x 12.5mm"), width before thickness, brand column only; description with the use.
 */
import { num, words } from "../search-relevance-holdout-3/title-kit.ts";
import type { MerchantSlug, Product } from "./catalogue-types.ts";

export interface Merchant {
  slug: MerchantSlug;
  name: string;
  file: string;
  website: string;
  columns: readonly string[];
  priceLevel: number;
  title(p: Product): string;
  description(p: Product, title: string): string;
  productType(p: Product): string;
  /** Which identity columns this merchant fills. */
  fills: { brand: boolean; gtin: boolean; mpn: boolean };
}

const GROUP_NAME: Record<Product["group"], string> = {
  cement: "Cement & Mortar",
  agg: "Sand & Aggregates",
  brick: "Bricks",
  block: "Blocks & Lintels",
  damp: "Damp Proofing",
  paving: "Paving & Landscaping",
  timber: "Timber & Decking",
  fence: "Fencing",
  sheet: "Sheet Materials",
  trim: "Mouldings",
  board: "Plasterboard",
  plaster: "Plastering",
  insul: "Insulation",
  roof: "Roofing",
  drain: "Drainage & Rainwater",
  fix: "Fixings",
  glue: "Adhesives & Sealants",
  tool: "Hand Tools",
};

const attributes = (names: string): readonly string[] => names.split(" ");
const metres = (mm: number) => `${num(mm / 1000)}m`;
const feet = (mm: number) => `${Math.round(mm / 304.8)}ft`;
const isKg = (pack?: string) => !!pack && /^\d+(\.\d+)?kg$/.test(pack);
/** Title-case words to lower case; codes (C16, 7.3N, PIR, MDF, OSB3) kept. */
const lowerWords = (s: string) => s.replace(/\b([A-Z])([a-z]+)\b/g, (_, a: string, b: string) => a.toLowerCase() + b);
/** The line, unless the merchant's own noun already says it ("Pressure Treated Sawn Timber" for a Treated line). */
const lineFor = (p: Product, noun: string) =>
  p.line && noun.toLowerCase().includes(p.line.toLowerCase()) ? undefined : p.line;

const quenby: Merchant = {
  slug: "quenby",
  name: "Quenby Builders Merchants",
  file: "quenby-builders.tsv",
  website: "https://www.quenby-bm.example",
  columns: attributes("id title description link image_link price availability brand gtin mpn product_type"),
  priceLevel: 1,
  fills: { brand: true, gtin: true, mpn: true },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length;
    let size: string | undefined;
    if (p.form === "section") size = L ? `${num(d[0]!)} x ${num(d[1]!)} x ${L}mm` : `${num(d[0]!)} x ${num(d[1]!)}mm`;
    else if (p.form === "screw") size = `${num(d[0]!)} x ${num(d[1]!)}mm`;
    else if (p.form === "board" || p.form === "masonry") size = `${d.map(num).join(" x ")}mm`;
    else if (p.form === "single") size = `${num(d[0]!)}mm` + (L ? ` x ${metres(L)}` : "");
    else if (p.size) size = L ? `${p.size} x ${L}mm` : p.size;
    else if (L) size = `${L}mm`;
    return [words(p.brand, p.line, p.noun, p.detail), size, p.pack].filter(Boolean).join(" - ");
  },
  description: (p, title) => `${title}.${p.use ? ` Ideal for ${p.use}.` : ""}`,
  productType: (p) => `Building Materials > ${GROUP_NAME[p.group]}`,
};

const HALSHAM_SHORT: [RegExp, string][] = [
  [/TAPERED EDGE/g, "T/E"],
  [/SQUARE EDGE/g, "S/E"],
  [/MOISTURE RESISTANT/g, "M/R"],
  [/FIRE RESISTANT/g, "F/R"],
  [/GENERAL PURPOSE/g, "G/P"],
  [/MULTI-PURPOSE/g, "M/P"],
  [/COUNTERSUNK POZI/g, "CSK PZ"],
  [/GALVANISED/g, "GALV"],
  [/\bTREATED\b/g, "TANALISED"],
  [/READY MIXED/g, "READYMIX"],
  [/TONGUE & GROOVE/g, "T&G"],
  [/BOX OF (\d+)/g, "BX$1"],
  [/PACK OF (\d+)/g, "PK$1"],
];

const halsham: Merchant = {
  slug: "halsham",
  name: "Halsham Trade Supplies",
  file: "halsham-trade.csv",
  website: "https://halsham-trade.example",
  columns: attributes("id title link price availability mpn product_type"),
  priceLevel: 0.95,
  fills: { brand: false, gtin: false, mpn: true },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? metres(p.length) : undefined;
    let size: string | undefined;
    if (p.form === "section") size = words(`${num(d[0]!)}X${num(d[1]!)}`, L);
    else if (p.form === "screw") size = `${num(d[0]!)}X${num(d[1]!)}MM`;
    else if (p.form === "board") size = `${num(d[0]!)}MM ${num(d[1]!)}X${num(d[2]!)}`;
    else if (p.form === "masonry") size = `${d.map(num).join("X")}MM`;
    else if (p.form === "single") size = words(`${num(d[0]!)}MM`, L);
    else size = words(p.size?.replace(/ x /g, "X"), L);
    const noun = p.nounBy?.halsham ?? p.noun;
    let t = words(size, lineFor(p, noun), p.detail, noun, p.pack, p.brand).toUpperCase();
    for (const [re, to] of HALSHAM_SHORT) t = t.replace(re, to);
    return t;
  },
  description: () => "",
  productType: (p) => GROUP_NAME[p.group].toUpperCase(),
};

const fernhill: Merchant = {
  slug: "fernhill",
  name: "Fernhill DIY",
  file: "fernhill-diy.csv",
  website: "https://www.fernhill-diy.example",
  columns: attributes("id title description link image_link price availability condition brand gtin product_type"),
  priceLevel: 1.08,
  fills: { brand: true, gtin: true, mpn: false },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length;
    const withFeet = (mm: number) => `${metres(mm)} (${feet(mm)})`;
    let size: string | undefined;
    if (p.form === "section") size = `${num(d[0]!)}mm x ${num(d[1]!)}mm` + (L ? ` x ${withFeet(L)}` : "");
    else if (p.form === "screw") size = `${num(d[0]!)} x ${num(d[1]!)}mm`;
    else if (p.form === "board")
      size = p.nominal
        ? `${p.nominal.replace(/(\d+)x(\d+)/, "$1ft x $2ft")} (${metres(d[2]!)} x ${metres(d[1]!)}) ${num(d[0]!)}mm`
        : `${d[2]}mm x ${d[1]}mm x ${num(d[0]!)}mm`;
    else if (p.form === "masonry") size = `${d.map(num).join(" x ")}mm`;
    else if (p.form === "single") {
      const what = p.group === "insul" ? " thick" : p.group === "damp" || p.group === "roof" ? " wide" : "";
      size = `${num(d[0]!)}mm${what}` + (L ? ` x ${metres(L)}` : "");
    } else if (p.size) size = L ? `${p.size} x ${metres(L)}` : p.size;
    else if (L) size = withFeet(L);
    const pack = !p.pack
      ? undefined
      : p.pack === "Bulk Bag"
        ? "- Large Bag (approx. 800kg)"
        : isKg(p.pack)
          ? `- ${p.pack} Bag`
          : `- ${p.pack.replace(/^(?:Box|Pack) of (\d+)$/, "$1 Pack")}`;
    const noun = p.nounBy?.fernhill ?? p.noun;
    return words(lineFor(p, noun), noun, p.detail, size, pack);
  },
  description: (p, title) => `${title}.${p.use ? ` Perfect for ${p.use}.` : ""} Free click & collect in one hour.`,
  productType: (p) => `DIY > Building > ${GROUP_NAME[p.group]}`,
};

const BROCKLEY_SHORT: [RegExp, string][] = [
  [/tapered edge/g, "t/e"],
  [/square edge/g, "s/e"],
  [/moisture resistant/g, "mr"],
  [/tongue & groove/g, "t&g"],
  [/general purpose/g, "gp"],
  [/countersunk pozi/g, "csk pz"],
  [/box of (\d+)/g, "$1/box"],
  [/pack of (\d+)/g, "$1/pack"],
];

const brockley: Merchant = {
  slug: "brockley",
  name: "Brockley Timber Yard",
  file: "brockley-yard.tsv",
  website: "https://brockley-yard.example",
  columns: attributes("id title link price availability gtin product_type description"),
  priceLevel: 0.97,
  fills: { brand: false, gtin: true, mpn: false },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? metres(p.length) : undefined;
    let front: string | undefined;
    if (p.form === "section") front = words(p.nominal, `${num(d[0]!)}x${num(d[1]!)}`);
    else if (p.form === "screw") front = `${num(d[0]!)}x${num(d[1]!)}`;
    else if (p.form === "board")
      front = p.nominal === "8x4" ? `8x4 ${num(d[0]!)}mm` : `${num(d[0]!)}mm ${num(d[2]!)}x${num(d[1]!)}`;
    else if (p.form === "masonry") front = d.map(num).join("x");
    else if (p.form === "single") front = `${num(d[0]!)}mm`;
    else front = p.size?.replace(/ x /g, "x");
    const kg = isKg(p.pack) ? p.pack : undefined;
    const noun = p.nounBy?.brockley ?? p.noun;
    let t = words(kg, front, lineFor(p, noun), p.detail, noun, L, kg ? undefined : p.pack).toLowerCase();
    for (const [re, to] of BROCKLEY_SHORT) t = t.replace(re, to);
    return t + (p.brand ? ` - ${p.brand.toLowerCase()}` : "");
  },
  description: (p) => `${GROUP_NAME[p.group]} from Brockley yard. Trade accounts welcome; delivery on our own lorries.`,
  productType: (p) => (["timber", "sheet", "trim", "fence"].includes(p.group) ? "Timber & Sheet" : "Builders Merchant"),
};

const wrenbury: Merchant = {
  slug: "wrenbury",
  name: "Wrenbury Build Direct",
  file: "wrenbury-build.csv",
  website: "https://wrenburybuild.example",
  columns: attributes("id title link image_link price availability brand product_type description"),
  priceLevel: 1.03,
  fills: { brand: true, gtin: false, mpn: false },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? `${metres(p.length)} long` : undefined;
    let size: string | undefined;
    if (p.form === "section") size = `${num(d[1]!)} x ${num(d[0]!)}mm`;
    else if (p.form === "screw") size = `${d[0]!.toFixed(1)} x ${num(d[1]!)}mm`;
    else if (p.form === "board") size = `${num(d[1]!)} x ${num(d[2]!)} x ${num(d[0]!)}mm`;
    else if (p.form === "masonry") size = `${d.map(num).join(" x ")}mm`;
    else if (p.form === "single") size = p.group === "drain" ? `${num(d[0]!)}mm diameter` : `${num(d[0]!)}mm`;
    else size = p.size;
    const noun = p.nounBy?.wrenbury ?? p.noun;
    const pack = p.pack === "Bulk Bag" ? "bulk bag" : p.pack?.replace(/^(Box|Pack) of/, (m) => m.toLowerCase());
    return [noun, lineFor(p, noun), p.detail && lowerWords(p.detail), size, L, pack].filter(Boolean).join(", ");
  },
  description: (p) => `${p.use ? `Use it for ${p.use}. ` : ""}Free delivery over £300.`,
  productType: (p) => GROUP_NAME[p.group],
};

export const MERCHANTS: readonly Merchant[] = [quenby, halsham, fernhill, brockley, wrenbury];
