/**
 * Four invented merchants of held-out set 12, each writing titles and columns its own way (none as sets 9, 10 or 11
 * do):
 *
 * - Rushmere Trade Counter (TSV): the trade counter's upper-case shorthand ("TRTD", "P/BD", "T/E", "M/R", "GALV",
 *   "S/S", "WHT"), sizes joined with "X" and lengths in metres ("47X100MM X 4.8M"), counts "BX200", the brand last
 *   in brackets; its own column order; brand and GTIN.
 * - Hollinsclough Home (RSS 2.0 XML): long marketing titles, the brand and name then a dash and what it is for, the
 *   size only at the end after a bar ("| 47 x 100 mm, 2.4 m long"), counts "200 pcs"; a `g:product_type` path
 *   with its own separator ("DIY & Building / Timber / Sawn Timber"); brand, GTIN, MPN, description.
 * - Fenlow Builders Merchants (CSV, quoted commas): a stock code first ("FN-T4216"), then noun, detail, size and
 *   the brand in brackets; yard sizes in inches only for named sections ("4" x 2", 16ft"), other lengths in feet
 *   only, sheets "8' x 4', 18mm", counts "200pc"; brand, MPN, description.
 * - Garrowby DIY (CSV, link first and another column order): the pack count before the name ("200 x"), lengths and
 *   sheet faces in centimetres ("47mm x 100mm x 240cm", "244cm x 122cm x 18mm"), sacks "25 Kilo Bag"; brand only.
 */
import { num, words } from "../search-relevance-holdout-3/title-kit.ts";
import type { SetMerchant } from "../search-relevance-holdout-3/feed-set-kit.ts";
import type { MerchantSlug, Product } from "./catalogue-types.ts";

export interface Merchant extends SetMerchant<Product> {
  slug: MerchantSlug;
}

const GROUP_PATH: Record<Product["group"], [string, string]> = {
  cement: ["Building Supplies", "Cement & Mixes"],
  agg: ["Building Supplies", "Sand & Gravel"],
  brick: ["Building Supplies", "Bricks"],
  block: ["Building Supplies", "Blocks & Lintels"],
  land: ["Garden", "Paving & Landscaping"],
  timber: ["Timber", "Sawn & Fencing Timber"],
  deck: ["Garden", "Decking"],
  trim: ["Timber", "Mouldings & Skirting"],
  sheet: ["Timber", "Sheet Materials"],
  board: ["Drylining & Plaster", "Plasterboard"],
  plaster: ["Drylining & Plaster", "Plaster & Beading"],
  insul: ["Insulation", "Loft, Wall & Floor"],
  roof: ["Roofing", "Tiles, Felt & Flashing"],
  drain: ["Drainage", "Below & Above Ground"],
  plumb: ["Plumbing", "Pipe & Fittings"],
  fix: ["Fixings", "Screws, Nails & Plugs"],
  seal: ["Fixings", "Sealants & Adhesives"],
  paint: ["Decorating", "Paint & Sundries"],
};

const columns = (names: string): readonly string[] => names.split(" ");
const countOf = (p: Product): string | undefined => /^(?:Box|Pack|Bag) of (\d+)$/.exec(p.pack ?? "")?.[1];
/** The line, unless the merchant's own noun already says it. */
const lineFor = (p: Product, noun: string): string | undefined =>
  p.line && noun.toLowerCase().includes(p.line.toLowerCase()) ? undefined : p.line;
/** A yard's feet for a length, to the nearest foot (2400 → 8ft, 4800 → 16ft). */
const feet = (mm: number): string => `${Math.max(1, Math.round(mm / 300))}ft`;

const RUSHMERE_SHORT: [RegExp, string][] = [
  [/\bTREATED\b/g, "TRTD"],
  [/\bPLASTERBOARD\b/g, "P/BD"],
  [/\bTAPERED EDGE\b/g, "T/E"],
  [/\bSQUARE EDGE\b/g, "S/E"],
  [/\bMOISTURE RESISTANT\b/g, "M/R"],
  [/\bGALVANISED\b/g, "GALV"],
  [/\bSTAINLESS STEEL\b/g, "S/S"],
  [/\bWHITE\b/g, "WHT"],
  [/\bBLACK\b/g, "BLK"],
  [/\bTONGUE & GROOVE\b/g, "T&G"],
  [/\bINSULATION\b/g, "INSUL"],
  [/\bCOMPRESSION\b/g, "COMP"],
  [/\bCONCRETE\b/g, "CONC"],
];

const rushmere: Merchant = {
  slug: "rushmere",
  name: "Rushmere Trade Counter",
  file: "rushmere-trade.tsv",
  website: "https://rushmere-trade.example",
  columns: columns("id gtin title brand price availability link product_type"),
  priceLevel: 0.97,
  fills: { brand: true, gtin: true, mpn: false },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? `X ${num(p.length / 1000)}M` : undefined;
    let size: string | undefined;
    if (p.form === "section") size = words(`${num(d[0]!)}X${num(d[1]!)}MM`, L);
    else if (p.form === "screw") size = `${d[0]!.toFixed(1)}X${num(d[1]!)}`;
    else if (p.form === "board") size = `${num(d[2]!)}X${num(d[1]!)}X${num(d[0]!)}MM`;
    else if (p.form === "masonry") size = d.map(num).join("X");
    else if (p.form === "single") size = words(`${num(d[0]!)}MM`, L);
    else size = words(p.size, L);
    const noun = p.nounBy?.rushmere ?? p.noun;
    const n = countOf(p);
    let t = words(noun, p.detail, size, n ? `BX${n}` : p.pack).toUpperCase();
    for (const [re, to] of RUSHMERE_SHORT) t = t.replace(re, to);
    const maker = words(p.brand, lineFor(p, noun)).toUpperCase();
    return maker ? `${t} (${maker})` : t;
  },
  description: () => "",
  productType: (p) => GROUP_PATH[p.group][1],
};

const hollins: Merchant = {
  slug: "hollins",
  name: "Hollinsclough Home",
  file: "hollinsclough-home.xml",
  website: "https://www.hollinsclough-home.example",
  columns: columns("id title description link image_link price availability condition brand gtin mpn product_type"),
  priceLevel: 1.09,
  fills: { brand: true, gtin: true, mpn: true },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? `${num(p.length / 1000)} m long` : undefined;
    let size: string | undefined;
    if (p.form === "section") size = [`${num(d[0]!)} x ${num(d[1]!)} mm`, L].filter(Boolean).join(", ");
    else if (p.form === "screw") size = `${num(d[0]!)} x ${num(d[1]!)} mm`;
    else if (p.form === "board") size = `${num(d[1]!)} x ${num(d[2]!)} mm, ${num(d[0]!)} mm thick`;
    else if (p.form === "masonry") size = `${d.map(num).join(" x ")} mm`;
    else if (p.form === "single") size = [`${num(d[0]!)} mm`, L].filter(Boolean).join(", ");
    else size = [p.size, L].filter(Boolean).join(", ");
    const noun = p.nounBy?.hollins ?? p.noun;
    const n = countOf(p);
    const pack = n ? `${n} pcs` : p.pack?.replace(/^(\d+(?:\.\d+)?)kg$/, "$1 kg");
    const tail = [size, pack].filter(Boolean).join(", ");
    const name = words(p.brand, lineFor(p, noun), noun, p.detail);
    const pitch = p.use ? ` – Ideal for ${p.use}` : "";
    const room = 150 - name.length - (tail ? tail.length + 3 : 0);
    const cut = pitch.length <= room ? pitch : pitch.slice(0, Math.max(0, room)).replace(/\s+\S*$/, "");
    return `${name}${cut.length > 14 ? cut : ""}${tail ? ` | ${tail}` : ""}`;
  },
  description: (p, title) => `${title}. Home delivery or click and collect.${p.use ? ` Suits ${p.use}.` : ""}`,
  productType: (p) => `DIY & Building / ${GROUP_PATH[p.group][0]} / ${GROUP_PATH[p.group][1]}`,
};

const fenlow: Merchant = {
  slug: "fenlow",
  name: "Fenlow Builders Merchants",
  file: "fenlow-builders.csv",
  website: "https://www.fenlow-bm.example",
  columns: columns("id title link price availability brand mpn description product_type image_link condition"),
  priceLevel: 1.01,
  fills: { brand: true, gtin: false, mpn: true },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? feet(p.length) : undefined;
    let size: string | undefined;
    if (p.form === "section") {
      const face = p.nominal ? p.nominal.replace(/(\d+)x(\d+)/, '$1" x $2"') : `${num(d[0]!)} x ${num(d[1]!)}mm`;
      size = [face, L].filter(Boolean).join(", ");
    } else if (p.form === "screw") size = `${num(d[0]!)} x ${num(d[1]!)}mm`;
    else if (p.form === "board")
      size = p.nominal
        ? `${p.nominal.replace(/(\d+)x(\d+)/, "$1' x $2'")}, ${num(d[0]!)}mm`
        : `${num(d[2]!)} x ${num(d[1]!)} x ${num(d[0]!)}mm`;
    else if (p.form === "masonry") size = `${d.map(num).join(" x ")}mm`;
    else if (p.form === "single") size = [`${num(d[0]!)}mm`, L].filter(Boolean).join(", ");
    else size = [p.size, L].filter(Boolean).join(", ");
    const noun = p.nounBy?.fenlow ?? p.noun;
    const n = countOf(p);
    const code = `FN-${p.group[0]!.toUpperCase()}${String(p.key.length * 97 + p.price * 10)
      .replace(/\D/g, "")
      .slice(0, 4)}`;
    const maker = words(p.brand, lineFor(p, noun));
    const body = [noun, p.detail, size, n ? `${n}pc` : p.pack].filter(Boolean).join(", ");
    return `${code} ${body}${maker ? ` (${maker})` : ""}`;
  },
  description: (p, title) =>
    `${title.replace(/^FN-\S+ /, "")}.${p.use ? ` For ${p.use}.` : ""} Trade prices on account.`,
  productType: (p) => GROUP_PATH[p.group][1],
};

const garrowby: Merchant = {
  slug: "garrowby",
  name: "Garrowby DIY",
  file: "garrowby-diy.csv",
  website: "https://garrowby-diy.example",
  columns: columns("link title price id availability brand description image_link product_type"),
  priceLevel: 1.05,
  fills: { brand: true, gtin: false, mpn: false },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? `${num(p.length / 10)}cm` : undefined;
    let size: string | undefined;
    if (p.form === "section") size = words(`${num(d[0]!)}mm x ${num(d[1]!)}mm`, L && `x ${L}`);
    else if (p.form === "screw") size = `${num(d[0]!)} x ${num(d[1]!)}mm`;
    else if (p.form === "board")
      size =
        d[2]! >= 1000
          ? `${num(d[2]! / 10)}cm x ${num(d[1]! / 10)}cm x ${num(d[0]!)}mm`
          : `${num(d[2]!)} x ${num(d[1]!)} x ${num(d[0]!)}mm`;
    else if (p.form === "masonry") size = `${d.map(num).join(" x ")}mm`;
    else if (p.form === "single") size = words(`${num(d[0]!)}mm`, L && `x ${L}`);
    else size = words(p.size, L && `x ${L}`);
    const noun = p.nounBy?.garrowby ?? p.noun;
    const n = countOf(p);
    const pack =
      p.pack && !n
        ? p.pack.replace(/^(\d+)kg$/, (_, k: string) => `${k} Kilo${Number(k) >= 20 ? " Bag" : ""}`)
        : undefined;
    return words(n && `${n} x`, p.brand, lineFor(p, noun), noun, p.detail, size, pack);
  },
  description: (p) => (p.use ? `Great for ${p.use}.` : ""),
  productType: (p) => `${GROUP_PATH[p.group][0]} > ${GROUP_PATH[p.group][1]}`,
};

export const MERCHANTS: readonly Merchant[] = [rushmere, hollins, fenlow, garrowby];
