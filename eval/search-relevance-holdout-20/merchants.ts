/**
 * Four invented merchants of held-out set 20, each writing titles and columns its own way (none as sets 9–19 do):
 *
 * - Clunbury Builders Merchants (RSS 2.0 XML): brand, range, noun and detail in Title Case, then every size in
 *   words, each dimension named (`47mm thick x 100mm wide x 2.4m long`, sheets `18mm thick x 1220mm wide x
 *   2440mm long`, screws `4mm x 40mm long`, pipes `15mm bore x 3m long`, rolls `100mm thick`, flashings and
 *   fascias `150mm wide`), then the pack in lower case in square brackets (`[25kg bag]`, `[5L tin]`,
 *   `[310ml tube]`, `[750ml can]`, `[box of 200]`, `[bulk bag]`); brand, GTIN, MPN, description with the use.
 * - Pontesford Trade Supplies (TSV, its own column order, no MPN, no description, no image): a stock system's
 *   noun in capitals first, then the detail, brand and range in Title Case, then sizes in millimetres joined by
 *   a lower-case x without a unit (`47x100x2400`, sheets the long side first `2440x1220x18`, bricks
 *   `215x102.5x65`, screws `4x40`), one bore or thickness with its unit (`15mm`, `15mm x 3000`), amounts to one
 *   decimal place (`25.0kg Bag`, `5.0Ltr`, `310ml`), counts `Box Qty 200`, `Pack Qty 10`.
 * - Wistanstow Timber Yard (CSV): the noun first, then brand and range, then the detail, then sizes with a unit
 *   on every figure and no spaces (`47mmx100mmx2400mm`, sheets thickness first `18mmx1220mmx2440mm`, screws
 *   `4mmx40mm`), the pack as a rate with "per" (`25kg per bag`, `5L per tin`, `200 per box`, `per bulk bag`);
 *   brand, MPN, description `Suitable for …`.
 * - Hopesay Home & Garden (CSV): a home store's sentence case, the brand and range first and the rest in lower
 *   case but for grades and codes (`Habberley treated sawn timber C16 47 x 100mm (2.4m)`), sheets thickness
 *   first and the face width first (`18mm, 1220 x 2440mm`), lengths in metres in brackets, the pack in lower
 *   case (`25kg bag`, `5 litre`, `(box of 200)`, `bulk bag`); brand, GTIN, description with the use.
 */
import { num, words } from "../search-relevance-holdout-3/title-kit.ts";
import type { SetMerchant } from "../search-relevance-holdout-3/feed-set-kit.ts";
import type { MerchantSlug, Product } from "./catalogue-types.ts";

export interface Merchant extends SetMerchant<Product> {
  slug: MerchantSlug;
}

export const SEED = "h20";

const columns = (names: string): readonly string[] => names.split(" ");
export const countOf = (p: Product): number | undefined => {
  const m = /^(?:Box|Pack|Tub|Bag) of (\d+)$/.exec(p.pack ?? "");
  return m ? Number(m[1]) : undefined;
};
const countWord = (p: Product): string | undefined => /^(Box|Pack|Tub|Bag) of/.exec(p.pack ?? "")?.[1];
export const litresOf = (p: Product): number | undefined => {
  const m = /^(\d+(?:\.\d+)?) Litre$/.exec(p.pack ?? "");
  return m ? Number(m[1]) : undefined;
};
export const mlOf = (p: Product): number | undefined => {
  const m = /^(\d+)ml$/.exec(p.pack ?? "");
  return m ? Number(m[1]) : undefined;
};
export const kilosOf = (p: Product): number | undefined => {
  const m = /^(\d+(?:\.\d+)?)kg$/.exec(p.pack ?? "");
  return m ? Number(m[1]) : undefined;
};

/** What a `single` size measures: a pipe's bore, a roll's or batt's thickness, a flashing's width. */
function singleIs(p: Product): "bore" | "thick" | "wide" | "" {
  if (/Pipe|Lagging/.test(p.noun)) return "bore";
  if (p.group === "insul") return "thick";
  if (p.group === "roof") return "wide";
  return "";
}

/** The container a merchant names for a weight or volume. */
function container(p: Product): string {
  const k = kilosOf(p);
  if (k !== undefined)
    return p.group === "agg" || p.group === "cement" || p.group === "plaster" || k >= 20 ? "bag" : "tub";
  const l = litresOf(p);
  if (l !== undefined) {
    if (p.group === "paint") return /Spirit|Soap/.test(p.noun) ? "bottle" : "tin";
    return l >= 5 ? "drum" : "bottle";
  }
  const ml = mlOf(p);
  if (ml !== undefined) return p.group === "seal" ? (ml <= 400 ? "tube" : "can") : "tin";
  return "";
}

const TYPE: Record<Product["group"], string> = {
  cement: "Cement, Lime & Additives",
  agg: "Aggregates",
  brick: "Bricks & Brickwork",
  block: "Blocks & Lintels",
  land: "Landscaping",
  timber: "Timber & Fencing",
  deck: "Decking",
  trim: "Mouldings & Skirting",
  sheet: "Sheet Materials",
  board: "Plasterboard",
  plaster: "Plastering",
  insul: "Insulation",
  roof: "Roofing",
  drain: "Drainage & Guttering",
  plumb: "Plumbing",
  fix: "Fixings & Fasteners",
  seal: "Sealants & Adhesives",
  paint: "Paint & Decorating",
};

/** Clunbury: each dimension named (`thick`, `wide`, `long`, `bore`). */
const long = (mm: number): string => (mm >= 1000 ? `${num(mm / 1000)}m long` : `${mm}mm long`);
function namedSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  let s: string | undefined;
  if (p.form === "section")
    s = words(`${num(d[0]!)}mm thick x ${num(d[1]!)}mm wide`, p.length ? `x ${long(p.length)}` : undefined);
  else if (p.form === "screw") s = `${num(d[0]!)}mm x ${num(d[1]!)}mm long`;
  else if (p.form === "board") {
    const [w, l] = [Math.min(d[1]!, d[2]!), Math.max(d[1]!, d[2]!)];
    s = `${num(d[0]!)}mm thick x ${num(w)}mm wide x ${num(l)}mm long`;
  } else if (p.form === "masonry") s = `${d.map(num).join(" x ")}mm`;
  else if (p.form === "single") s = words(`${num(d[0]!)}mm`, singleIs(p), p.length ? `x ${long(p.length)}` : undefined);
  if (!p.form) return words(p.size, p.length ? long(p.length) : undefined) || undefined;
  return words(s, p.size) || undefined;
}

function clunPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `[${countWord(p)!.toLowerCase()} of ${c}]`;
  const k = kilosOf(p);
  if (k !== undefined) return `[${num(k)}kg ${container(p)}]`;
  const l = litresOf(p);
  if (l !== undefined) return `[${num(l)}L ${container(p)}]`;
  const ml = mlOf(p);
  if (ml !== undefined) return `[${ml}ml ${container(p)}]`;
  return p.pack ? `[${p.pack.toLowerCase()}]` : undefined;
}

const clunbury: Merchant = {
  slug: "clunbury",
  name: "Clunbury Builders Merchants",
  file: "clunbury-builders.xml",
  website: "https://www.clunbury-builders.example",
  columns: columns("id title link price availability description brand mpn gtin image_link condition product_type"),
  priceLevel: 1.02,
  fills: { brand: true, gtin: true, mpn: true },
  title: (p) => words(p.brand, p.line, p.noun, p.detail, namedSize(p), clunPack(p)),
  description: (p) => `${words(p.brand, p.line, p.noun, p.detail)}: for ${p.use ?? "trade and DIY use"}.`,
  productType: (p) => `Building Supplies | ${TYPE[p.group]}`,
};

/** Pontesford: millimetres joined by a lower-case x, no unit; one bore or thickness with its unit. */
function joined(p: Product): string | undefined {
  const d = p.dims ?? [];
  const x = (xs: number[]) => xs.map(num).join("x");
  let s: string | undefined;
  if (p.form === "section") s = x(p.length ? [d[0]!, d[1]!, p.length] : [d[0]!, d[1]!]);
  else if (p.form === "screw") s = x([d[0]!, d[1]!]);
  else if (p.form === "board") s = x([Math.max(d[1]!, d[2]!), Math.min(d[1]!, d[2]!), d[0]!]);
  else if (p.form === "masonry") s = x(d);
  else if (p.form === "single") s = words(`${num(d[0]!)}mm`, p.length ? `x ${p.length}` : undefined);
  if (!p.form) return words(p.size, p.length ? `${p.length}mm` : undefined) || undefined;
  return words(s, p.size) || undefined;
}

const one = (n: number): string => n.toFixed(1);
function pontPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `${countWord(p)} Qty ${c}`;
  const k = kilosOf(p);
  if (k !== undefined) return `${one(k)}kg ${container(p) === "bag" ? "Bag" : "Tub"}`;
  const l = litresOf(p);
  if (l !== undefined) return `${one(l)}Ltr`;
  return p.pack;
}

const pontesford: Merchant = {
  slug: "pontesford",
  name: "Pontesford Trade Supplies",
  file: "pontesford-trade.tsv",
  website: "https://pontesford-trade.example",
  columns: columns("id title price brand availability link gtin product_type"),
  priceLevel: 0.96,
  fills: { brand: true, gtin: true, mpn: false },
  title: (p) => words(p.noun.toUpperCase(), p.detail, p.brand, p.line, joined(p), pontPack(p)),
  description: () => "",
  productType: (p) => TYPE[p.group],
};

/** Wistanstow: a unit on every figure, no spaces round the x; the pack as a rate. */
function unitEach(p: Product): string | undefined {
  const d = p.dims ?? [];
  const x = (xs: number[]) => xs.map((n) => `${num(n)}mm`).join("x");
  let s: string | undefined;
  if (p.form === "section") s = x(p.length ? [d[0]!, d[1]!, p.length] : [d[0]!, d[1]!]);
  else if (p.form === "screw") s = x([d[0]!, d[1]!]);
  else if (p.form === "board") s = x([d[0]!, Math.min(d[1]!, d[2]!), Math.max(d[1]!, d[2]!)]);
  else if (p.form === "masonry") s = x(d);
  else if (p.form === "single") s = x(p.length ? [d[0]!, p.length] : [d[0]!]);
  if (!p.form) return words(p.size, p.length ? `${p.length}mm` : undefined) || undefined;
  return words(s, p.size) || undefined;
}

function wistPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `${c} per ${countWord(p)!.toLowerCase()}`;
  const k = kilosOf(p);
  if (k !== undefined) return `${num(k)}kg per ${container(p)}`;
  const l = litresOf(p);
  if (l !== undefined) return `${num(l)}L per ${container(p)}`;
  const ml = mlOf(p);
  if (ml !== undefined) return `${ml}ml per ${container(p)}`;
  return p.pack ? `per ${p.pack.toLowerCase()}` : undefined;
}

const wistanstow: Merchant = {
  slug: "wistanstow",
  name: "Wistanstow Timber Yard",
  file: "wistanstow-timber.csv",
  website: "https://www.wistanstow-timber.example",
  columns: columns("id title link price availability brand mpn description product_type image_link"),
  priceLevel: 0.99,
  fills: { brand: true, gtin: false, mpn: true },
  title: (p) => words(p.noun, p.brand, p.line, p.detail, unitEach(p), wistPack(p)),
  description: (p) => (p.use ? `Suitable for ${p.use}.` : ""),
  productType: (p) => `Timber Yard - ${TYPE[p.group]}`,
};

/** Hopesay: sentence case after the brand and range; grades and codes (C16, OSB3, PIR, 7.3N) kept as written. */
const lowerWords = (s: string | undefined): string | undefined =>
  s?.replace(/\b[A-Z][a-z]+\b/g, (w) => w.toLowerCase()).replace(/\bupvc\b/g, "uPVC");
const metresIn = (mm: number): string => `(${num(mm / 1000)}m)`;
function homeSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  let s: string | undefined;
  if (p.form === "section") s = words(`${num(d[0]!)} x ${num(d[1]!)}mm`, p.length ? metresIn(p.length) : undefined);
  else if (p.form === "screw") s = `${num(d[0]!)} x ${num(d[1]!)}mm`;
  else if (p.form === "board") s = `${num(d[0]!)}mm, ${num(Math.min(d[1]!, d[2]!))} x ${num(Math.max(d[1]!, d[2]!))}mm`;
  else if (p.form === "masonry") s = `${d.map(num).join(" x ")}mm`;
  else if (p.form === "single") s = words(`${num(d[0]!)}mm`, p.length ? metresIn(p.length) : undefined);
  if (!p.form) return words(p.size, p.length ? metresIn(p.length) : undefined) || undefined;
  return words(s, p.size) || undefined;
}

function homePack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `(${countWord(p)!.toLowerCase()} of ${c})`;
  const k = kilosOf(p);
  if (k !== undefined) return `${num(k)}kg ${container(p)}`;
  const l = litresOf(p);
  if (l !== undefined) return `${num(l)} litre`;
  return p.pack?.toLowerCase();
}

const hopesay: Merchant = {
  slug: "hopesay",
  name: "Hopesay Home & Garden",
  file: "hopesay-home.csv",
  website: "https://www.hopesay-home.example",
  columns: columns("id brand gtin title price availability link image_link description product_type"),
  priceLevel: 1.07,
  fills: { brand: true, gtin: true, mpn: false },
  title(p) {
    const rest = words(lowerWords(p.noun), lowerWords(p.detail), homeSize(p), homePack(p));
    const head = words(p.brand, p.line);
    const text = head ? `${head} ${rest}` : rest;
    return /^u[A-Z]/.test(text) ? text : text[0]!.toUpperCase() + text.slice(1);
  },
  description: (p) => (p.use ? `Great for ${p.use}.` : ""),
  productType: (p) => `Home & Garden > DIY > ${TYPE[p.group]}`,
};

export const MERCHANTS: readonly Merchant[] = [clunbury, pontesford, wistanstow, hopesay];
