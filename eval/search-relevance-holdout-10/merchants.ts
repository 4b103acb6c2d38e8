/**
 * Four invented merchants of held-out set 10, each writing titles and columns its own way (none as set 9's do):
 *
 * - Quayhurst Building Supplies (RSS 2.0 XML): brand and a colon first ("Fellgarth: Sawn Timber ..."), sections
 *   and lengths all in millimetres ("47 x 100mm x 2400mm"), sheets width first ("1220 x 2440 x 18mm"), counts
 *   "200No"; brand, GTIN, MPN, description with the use.
 * - Haddlesey Trade Supplies (TSV): sentence case, the size first ("3.6m 47x100mm ..."), sheets "18mm 2440x1220",
 *   trade shorthand (p/board, t/e, s/e, m/r, f/r), counts "200pk", brand last in round brackets; GTIN only.
 * - Wyvernbrook Home & Garden (CSV): no brand in the title (brand column), Title Case, the size after a comma,
 *   length first in metres and inches for sections ("2.4m x 100mm x 47mm (4in x 2in)"), sheets in feet when they
 *   have a yard name ("8ft x 4ft x 18mm"), bags "25kg Bag", counts "200 pcs"; GTIN, description with the use.
 * - Coldharbour Timber & Builders (CSV): capitals, brand first, yard shorthand (TAN, PB, T/E, S/E, MR, FR, GALV,
 *   S/STEEL), width before thickness ("100X47 3.6M"), sheets "2440X1220X18MM", counts "PK200"; brand column only.
 */
import { num, words } from "../search-relevance-holdout-3/title-kit.ts";
import type { SetMerchant } from "../search-relevance-holdout-3/feed-set-kit.ts";
import type { MerchantSlug, Product } from "./catalogue-types.ts";

export interface Merchant extends SetMerchant<Product> {
  slug: MerchantSlug;
}

const GROUP_NAME: Record<Product["group"], string> = {
  cement: "Cement & Mortar",
  agg: "Aggregates & Sand",
  timber: "Timber",
  deck: "Decking & Garden Timber",
  trim: "Skirting & Architrave",
  sheet: "Sheet Materials",
  board: "Plasterboard",
  plaster: "Plastering",
  brick: "Bricks & DPC",
  block: "Blocks & Lintels",
  insul: "Insulation",
  roof: "Roofing",
  drain: "Drainage & Guttering",
  fix: "Fixings",
  seal: "Sealants & Adhesives",
  paint: "Decorating",
  land: "Landscaping",
  plumb: "Plumbing",
};

const columns = (names: string): readonly string[] => names.split(" ");
const metres = (mm: number): string => `${num(mm / 1000)}m`;
/** The line, unless the merchant's own noun already says it. */
const lineFor = (p: Product, noun: string): string | undefined =>
  p.line && noun.toLowerCase().includes(p.line.toLowerCase()) ? undefined : p.line;
const countOf = (p: Product): string | undefined => /^(?:Box|Pack) of (\d+)$/.exec(p.pack ?? "")?.[1];
/** "4x2" → "4in x 2in"; "8x4" → "8ft x 4ft". */
const nominalIn = (n: string, unit: string): string => n.replace(/(\d+)x(\d+)/, `$1${unit} x $2${unit}`);

const quayhurst: Merchant = {
  slug: "quayhurst",
  name: "Quayhurst Building Supplies",
  file: "quayhurst-building.xml",
  website: "https://www.quayhurst-bs.example",
  columns: columns("id title description link image_link price availability brand gtin mpn product_type"),
  priceLevel: 1.03,
  fills: { brand: true, gtin: true, mpn: true },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? `${num(p.length)}mm` : undefined;
    let size: string | undefined;
    if (p.form === "section") size = [`${num(d[0]!)} x ${num(d[1]!)}mm`, L].filter(Boolean).join(" x ");
    else if (p.form === "screw") size = `${num(d[0]!)} x ${num(d[1]!)}mm`;
    else if (p.form === "board") size = `${num(d[1]!)} x ${num(d[2]!)} x ${num(d[0]!)}mm`;
    else if (p.form === "masonry") size = `${d.map(num).join(" x ")}mm`;
    else if (p.form === "single") size = [`${num(d[0]!)}mm`, L].filter(Boolean).join(" x ");
    else size = [p.size, L].filter(Boolean).join(" x ");
    const noun = p.nounBy?.quayhurst ?? p.noun;
    const n = countOf(p);
    const rest = words(lineFor(p, noun), noun, p.detail, size, n ? `${n}No` : p.pack);
    return p.brand ? `${p.brand}: ${rest}` : rest;
  },
  description: (p, title) => `${title}.${p.use ? ` Suitable for ${p.use}.` : ""} Trade accounts welcome.`,
  productType: (p) => `Building Supplies / ${GROUP_NAME[p.group]}`,
};

const HADDLESEY_SHORT: [RegExp, string][] = [
  [/\bplasterboard\b/g, "p/board"],
  [/tapered edge/g, "t/e"],
  [/square edge/g, "s/e"],
  [/moisture resistant/g, "m/r"],
  [/fire resistant/g, "f/r"],
];

const haddlesey: Merchant = {
  slug: "haddlesey",
  name: "Haddlesey Trade Supplies",
  file: "haddlesey-trade.tsv",
  website: "https://haddlesey-trade.example",
  columns: columns("id title link price availability gtin product_type"),
  priceLevel: 0.95,
  fills: { brand: false, gtin: true, mpn: false },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? metres(p.length) : undefined;
    let size: string | undefined;
    if (p.form === "section") size = words(L, `${num(d[0]!)}x${num(d[1]!)}mm`);
    else if (p.form === "screw") size = `${num(d[0]!)}x${num(d[1]!)}mm`;
    else if (p.form === "board") size = `${num(d[0]!)}mm ${num(d[2]!)}x${num(d[1]!)}`;
    else if (p.form === "masonry") size = `${d.map(num).join("x")}mm`;
    else if (p.form === "single") size = words(L, `${num(d[0]!)}mm`);
    else size = words(L, p.size);
    const noun = p.nounBy?.haddlesey ?? p.noun;
    const n = countOf(p);
    let t = words(size, lineFor(p, noun), noun, p.detail, n ? `${n}pk` : p.pack).toLowerCase();
    for (const [re, to] of HADDLESEY_SHORT) t = t.replace(re, to);
    t = t[0]!.toUpperCase() + t.slice(1);
    return p.brand ? `${t} (${p.brand})` : t;
  },
  description: () => "",
  productType: (p) => GROUP_NAME[p.group],
};

const wyvernbrook: Merchant = {
  slug: "wyvernbrook",
  name: "Wyvernbrook Home & Garden",
  file: "wyvernbrook-home.csv",
  website: "https://www.wyvernbrook.example",
  columns: columns("id title description link image_link price availability condition brand gtin product_type"),
  priceLevel: 1.12,
  fills: { brand: true, gtin: true, mpn: false },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? metres(p.length) : undefined;
    let size: string | undefined;
    if (p.form === "section")
      size = words(
        [L, `${num(d[1]!)}mm`, `${num(d[0]!)}mm`].filter(Boolean).join(" x "),
        p.nominal && `(${nominalIn(p.nominal, "in")})`,
      );
    else if (p.form === "screw") size = `${num(d[0]!)}mm x ${num(d[1]!)}mm`;
    else if (p.form === "board")
      size = p.nominal
        ? `${nominalIn(p.nominal, "ft")} x ${num(d[0]!)}mm`
        : `${metres(d[2]!)} x ${metres(d[1]!)} x ${num(d[0]!)}mm`;
    else if (p.form === "masonry") size = `${d.map(num).join(" x ")}mm`;
    else if (p.form === "single") size = [`${num(d[0]!)}mm`, L].filter(Boolean).join(" x ");
    else size = [p.size, L].filter(Boolean).join(" x ");
    const noun = p.nounBy?.wyvernbrook ?? p.noun;
    const n = countOf(p);
    const pack = n ? `${n} pcs` : p.pack && /kg$/.test(p.pack) ? `${p.pack} Bag` : p.pack;
    const tail = [size, pack].filter(Boolean).join(", ");
    const head = words(lineFor(p, noun), noun, p.detail);
    return tail ? `${head}, ${tail}` : head;
  },
  description: (p, title) => `${title}.${p.use ? ` Great for ${p.use}.` : ""} Free click and collect.`,
  productType: (p) => `Home & Garden > Building Materials > ${GROUP_NAME[p.group]}`,
};

const COLDHARBOUR_SHORT: [RegExp, string][] = [
  [/\bTREATED\b/g, "TAN"],
  [/\bPLASTERBOARD\b/g, "PB"],
  [/TAPERED EDGE/g, "T/E"],
  [/SQUARE EDGE/g, "S/E"],
  [/MOISTURE RESISTANT/g, "MR"],
  [/FIRE RESISTANT/g, "FR"],
  [/GALVANISED/g, "GALV"],
  [/STAINLESS STEEL/g, "S/STEEL"],
];

const coldharbour: Merchant = {
  slug: "coldharbour",
  name: "Coldharbour Timber & Builders",
  file: "coldharbour-timber.csv",
  website: "https://coldharbour-tb.example",
  columns: columns("id title link price availability brand product_type"),
  priceLevel: 0.98,
  fills: { brand: true, gtin: false, mpn: false },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? metres(p.length) : undefined;
    let size: string | undefined;
    if (p.form === "section") size = words(`${num(d[1]!)}x${num(d[0]!)}`, L);
    else if (p.form === "screw") size = `${num(d[0]!)}x${num(d[1]!)}`;
    else if (p.form === "board") size = `${num(d[2]!)}x${num(d[1]!)}x${num(d[0]!)}mm`;
    else if (p.form === "masonry") size = d.map(num).join("x");
    else if (p.form === "single") size = words(`${num(d[0]!)}mm`, L);
    else size = words(p.size, L);
    const noun = p.nounBy?.coldharbour ?? p.noun;
    const n = countOf(p);
    let t = words(p.brand, lineFor(p, noun), p.detail, noun, size, n ? `PK${n}` : p.pack).toUpperCase();
    for (const [re, to] of COLDHARBOUR_SHORT) t = t.replace(re, to);
    return t;
  },
  description: () => "",
  productType: (p) => GROUP_NAME[p.group].toUpperCase(),
};

export const MERCHANTS: readonly Merchant[] = [quayhurst, haddlesey, wyvernbrook, coldharbour];
