/**
 * Five invented merchants of held-out set 5, each writing titles and columns its own way (none of sets 3/4's
 * styles): what a search engine must cope with is case, trade shorthand, noun-first or size-first titles,
 * labelled sizes, imperial yard names, the brand in the title, in brackets or only in a column, own nouns.
 *
 * - Ollerton Building Supplies (TSV): web-shop style, brand first, every figure with its unit
 *   ("47mm x 100mm x 4.8m", "2400mm x 1200mm x 12.5mm", "4 x 40mm", "200 Pack"); brand, GTIN, MPN.
 * - Amberhurst Trade Counter (CSV): noun first in capitals, brand last, trade shorthand (TE, MR, FR, CSK PZ,
 *   GALV, BLK, TRT, JUMBO BAG, "(200)"), sizes joined by X; no brand column, no description.
 * - Kelsall Home & Garden (CSV): DIY store style with labelled sizes ("(L)4.8m (W)100mm (T)47mm",
 *   "(Dia)110mm"), details in lower case, ", Pack of 200", ", 25kg Bag"; brand, GTIN, condition, shipping.
 * - Garside Timber & Sheet (TSV): yard style, size first with imperial names ("4x2 (47x100mm) … 4.8m",
 *   "8x4 18mm …"), brand in brackets at the end, "x200" packs; GTIN, description.
 * - Pelham Build Online (CSV): web-shop sentence case, own nouns, no brand in the title (brand column only),
 *   range and detail in brackets, width before thickness ("100 x 47mm, 4800mm long"), bulk bags with weight.
 */
import type { MerchantSlug, Product } from "./catalogue-types.ts";
import { num, words } from "../search-relevance-holdout-3/title-kit.ts";
import type { Merchant as Set4Merchant } from "../search-relevance-holdout-4/merchants.ts";

/** Set 4's merchant fields for name, feed file, website, columns and price level; the title writers are this set's. */
export interface Merchant extends Pick<Set4Merchant, "name" | "file" | "website" | "columns" | "priceLevel"> {
  slug: MerchantSlug;
  title(p: Product): string;
  description(p: Product, title: string): string;
  productType(p: Product): string;
  /** Which identity columns this merchant fills. */
  fills: { brand: boolean; gtin: boolean; mpn: boolean };
}

const GROUP_NAME: Record<Product["group"], string> = {
  cement: "Cement & Aggregates",
  aggregate: "Cement & Aggregates",
  timber: "Timber",
  sheet: "Sheet Materials",
  plasterboard: "Plasterboard",
  plaster: "Plastering",
  brick: "Bricks & Blocks",
  block: "Bricks & Blocks",
  insulation: "Insulation",
  roofing: "Roofing",
  damp: "Damp Proofing",
  drainage: "Drainage & Rainwater",
  fixings: "Fixings",
  skirting: "Mouldings",
  adhesive: "Adhesives & Sealants",
  tool: "Tools",
};

/** A feed's header: Google Merchant Center attribute names, in the merchant's column order. */
const attributes = (names: string): readonly string[] => names.split(" ");

const form = (p: Product) => p.form ?? (p.dims ? "single" : undefined);
const metres = (mm: number) => `${num(mm / 1000)}m`;
const isScrew = (p: Product) => p.group === "fixings" && form(p) === "section";
/** Title-case words to lower case, codes (C16, 7.3N, PIR, MOT) kept. */
const lowerWords = (s: string) => s.replace(/\b([A-Z])([a-z]+)\b/g, (_, a: string, b: string) => a.toLowerCase() + b);
/** Bricks are written length x width x height (215 x 102.5 x 65), blocks length x height x width (440 x 215 x 100). */
const masonry = (p: Product): number[] => {
  const [l, h, w] = p.dims!;
  return p.group === "brick" ? [l!, w!, h!] : [l!, h!, w!];
};
const idealFor = (p: Product) => (p.use ? ` Ideal for ${p.use}.` : "");

const ollerton: Merchant = {
  slug: "ollerton",
  name: "Ollerton Building Supplies",
  file: "ollerton-building.tsv",
  website: "https://www.ollerton-supplies.example",
  columns: attributes(
    "id title description link image_link price availability brand gtin mpn product_type unit_pricing_measure",
  ),
  priceLevel: 1,
  fills: { brand: true, gtin: true, mpn: true },
  title(p) {
    const d = p.dims ?? [];
    let size: string | undefined;
    const f = form(p);
    if (f === "section") size = isScrew(p) ? `${num(d[0]!)} x ${num(d[1]!)}mm` : `${num(d[0]!)}mm x ${num(d[1]!)}mm`;
    else if (f === "board")
      size = d[0] ? `${num(d[2]!)}mm x ${num(d[1]!)}mm x ${num(d[0])}mm` : `${num(d[2]!)} x ${num(d[1]!)}mm`;
    else if (f === "masonry") size = `${masonry(p).map(num).join(" x ")}mm`;
    else if (f === "single") size = `${num(d[0]!)}mm`;
    if (p.length) size = size ? `${size} x ${metres(p.length)}` : metres(p.length);
    const pack = p.pack?.replace(/^(?:Box|Pack) of (\d+)$/, "$1 Pack");
    return words(p.brand, p.line, p.noun, p.detail, size, pack);
  },
  description: (p, title) => `${title}.${idealFor(p)}`,
  productType: (p) => `Building Materials > ${GROUP_NAME[p.group]}`,
};

const AMBERHURST_SHORT: [RegExp, string][] = [
  [/Tapered Edge/g, "TE"],
  [/Square Edge/g, "SE"],
  [/Moisture Resistant/g, "MR"],
  [/Fire Resistant/g, "FR"],
  [/Countersunk Pozi/g, "CSK PZ"],
  [/Galvanised/g, "GALV"],
  [/Treated/g, "TRT"],
  [/Single Socket/g, "S/SKT"],
  [/Tongue & Groove/g, "T&G"],
  [/\bBlack\b/g, "BLK"],
  [/\bWhite\b/g, "WHT"],
  [/\bGrey\b/g, "GRY"],
  [/Ready Mixed/g, "R/MIX"],
  [/Bulk Bag/g, "JUMBO BAG"],
  [/(?:Box|Pack) of (\d+)/g, "($1)"],
];

const amberhurst: Merchant = {
  slug: "amberhurst",
  name: "Amberhurst Trade Counter",
  file: "amberhurst-trade.csv",
  website: "https://amberhurst-trade.example",
  columns: attributes("id title link price availability mpn product_type"),
  priceLevel: 0.96,
  fills: { brand: false, gtin: false, mpn: true },
  title(p) {
    const d = p.dims ?? [];
    let size: string | undefined;
    const f = form(p);
    if (f === "section") size = `${num(d[0]!)}X${num(d[1]!)}` + (isScrew(p) ? "MM" : "");
    else if (f === "board") size = (d[0] ? [d[0], d[1]!, d[2]!] : [d[2]!, d[1]!]).map(num).join("X") + "MM";
    else if (f === "masonry") size = `${masonry(p).map(num).join("X")}MM`;
    else if (f === "single") size = `${num(d[0]!)}MM`;
    if (p.length) size = words(size, metres(p.length));
    let t = words(p.nounBy?.amberhurst ?? p.noun, p.line, p.detail, size, p.pack, p.brand);
    for (const [re, to] of AMBERHURST_SHORT) t = t.replace(re, to);
    return t.toUpperCase();
  },
  description: () => "",
  productType: (p) => GROUP_NAME[p.group].toUpperCase(),
};

const kelsall: Merchant = {
  slug: "kelsall",
  name: "Kelsall Home & Garden",
  file: "kelsall-home-garden.csv",
  website: "https://www.kelsall-homegarden.example",
  columns: attributes(
    "id title description link image_link price availability condition brand gtin product_type shipping",
  ),
  priceLevel: 1.07,
  fills: { brand: true, gtin: true, mpn: false },
  title(p) {
    const d = p.dims ?? [];
    const parts: string[] = [];
    const f = form(p);
    if (f === "section") {
      if (isScrew(p)) parts.push(`(Dia)${num(d[0]!)}mm`, `(L)${num(d[1]!)}mm`);
      else parts.push(...(p.length ? [`(L)${metres(p.length)}`] : []), `(W)${num(d[1]!)}mm`, `(T)${num(d[0]!)}mm`);
    } else if (f === "board") {
      const w = d[1]! >= 1000 ? metres(d[1]!) : `${num(d[1]!)}mm`;
      if (d[0]) parts.push(`(L)${metres(d[2]!)}`, `(W)${w}`, `(T)${num(d[0])}mm`);
      else parts.push(`(L)${num(d[2]!)}mm`, `(W)${num(d[1]!)}mm`);
    } else if (f === "masonry") parts.push(`(L)${num(d[0]!)}mm`, `(W)${num(d[2]!)}mm`, `(H)${num(d[1]!)}mm`);
    else if (f === "single") {
      const label =
        { drainage: "(Dia)", fixings: "(Dia)", insulation: "(T)", damp: "(W)", roofing: "(W)", tool: "(L)" }[
          p.group as string
        ] ?? "";
      parts.push(`${label}${num(d[0]!)}mm`);
    }
    if (p.length && !(f === "section" && !isScrew(p))) parts.push(`(L)${metres(p.length)}`);
    const pack = !p.pack
      ? ""
      : /^\d+kg$/.test(p.pack)
        ? `, ${p.pack} Bag`
        : `, ${p.pack.replace(/^Box of/, "Pack of")}`;
    return words(p.brand, p.line, p.noun, p.detail && lowerWords(p.detail), ...parts) + pack;
  },
  description: (p, title) => `${title}.${idealFor(p)} Free click and collect.`,
  productType: (p) => `Home & Garden > Building > ${GROUP_NAME[p.group]}`,
};

const garside: Merchant = {
  slug: "garside",
  name: "Garside Timber & Sheet",
  file: "garside-timber.tsv",
  website: "https://garside-timber.example",
  columns: attributes("id title link price availability gtin product_type description"),
  priceLevel: 0.98,
  fills: { brand: false, gtin: true, mpn: false },
  title(p) {
    const d = p.dims ?? [];
    let front: string | undefined;
    let back: string | undefined;
    const f = form(p);
    if (f === "section") {
      if (isScrew(p)) front = `${d[0]!.toFixed(1)} x ${num(d[1]!)}mm`;
      else front = p.nominal ? `${p.nominal} (${num(d[0]!)}x${num(d[1]!)}mm)` : `${num(d[0]!)}x${num(d[1]!)}mm`;
    } else if (f === "board") {
      if (p.nominal === "8x4") front = `8x4 ${num(d[0]!)}mm`;
      else {
        front = d[0] ? `${num(d[0])}mm` : undefined;
        back = `${num(d[2]!)}x${num(d[1]!)}mm`;
      }
    } else if (f === "masonry" && p.group === "brick") back = `${masonry(p).map(num).join("x")}mm`;
    else if (f === "masonry") {
      front = `${num(d[2]!)}mm`;
      back = `${num(d[0]!)}x${num(d[1]!)}mm`;
    } else if (f === "single") front = `${num(d[0]!)}mm`;
    if (p.length) back = words(back, metres(p.length));
    const kg = p.pack && /^\d+(\.\d+)?kg$/.test(p.pack);
    const pack = p.pack && !kg ? p.pack.replace(/^(?:Box|Pack) of (\d+)$/, "x$1") : undefined;
    const body = words(kg ? p.pack : undefined, front, p.line, p.nounBy?.garside ?? p.noun, p.detail, back, pack);
    return body + (p.brand ? ` (${p.brand})` : "");
  },
  description: (p) => `${GROUP_NAME[p.group]} from the yard. Collection or delivery on our own wagons.`,
  productType: (p) => (["timber", "sheet", "skirting"].includes(p.group) ? "Timber & Sheet" : "Building Materials"),
};

/** Sentence case that keeps codes (OSB3, PIR, MDF, EPS70, MOT) as written. */
const sentenceKeep = (s: string) => {
  const lowered = lowerWords(s);
  return lowered[0]!.toUpperCase() + lowered.slice(1);
};

const pelham: Merchant = {
  slug: "pelham",
  name: "Pelham Build Online",
  file: "pelham-build.csv",
  website: "https://pelhambuild.example",
  columns: attributes("id title link image_link price availability brand product_type description"),
  priceLevel: 1.03,
  fills: { brand: true, gtin: false, mpn: false },
  title(p) {
    const d = p.dims ?? [];
    let size: string | undefined;
    const f = form(p);
    if (f === "section")
      size = isScrew(p) ? `${d[0]!.toFixed(1)} x ${num(d[1]!)}mm` : `${num(d[1]!)} x ${num(d[0]!)}mm`;
    else if (f === "board")
      size = d[0] ? `${num(d[1]!)} x ${num(d[2]!)} x ${num(d[0])}mm` : `${num(d[1]!)} x ${num(d[2]!)}mm`;
    else if (f === "masonry") size = `${num(d[0]!)} x ${num(d[1]!)} x ${num(d[2]!)}mm`;
    else if (f === "single")
      size =
        p.group === "drainage"
          ? `${num(d[0]!)}mm dia`
          : p.group === "insulation"
            ? `${num(d[0]!)}mm thick`
            : `${num(d[0]!)}mm`;
    const long = p.length ? `${p.length}mm long` : undefined;
    const inside = [p.line, p.detail && lowerWords(p.detail)].filter(Boolean).join(", ");
    const noun = p.nounBy?.pelham ?? sentenceKeep(p.noun);
    const pack = !p.pack
      ? undefined
      : p.pack === "Bulk Bag"
        ? "bulk bag (approx. 850kg)"
        : /^\d+kg$/.test(p.pack)
          ? `${p.pack} bag`
          : p.pack.toLowerCase();
    return [words(noun, inside && `(${inside})`, size), long, pack].filter(Boolean).join(", ");
  },
  description: (p) => `${p.use ? `Suitable for ${p.use}. ` : ""}Next-day delivery on most orders.`,
  productType: (p) => GROUP_NAME[p.group],
};

export const MERCHANTS: readonly Merchant[] = [ollerton, amberhurst, kelsall, garside, pelham];
