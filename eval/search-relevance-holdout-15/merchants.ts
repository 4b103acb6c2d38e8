/**
 * Four invented merchants of held-out set 15, each writing titles and columns its own way (none as sets 9–14 do):
 *
 * - Hartsholme Builders Merchants (RSS 2.0 XML): the merchant's own stock code first ("HB41207 …"), then brand,
 *   range, noun and detail in Title Case; lengths and sheet faces in centimetres ("47 x 100mm x 240cm",
 *   "244 x 122cm x 18mm"), counts without "of" ("Box 200", "Tub 250"), litres "5 Ltr"; a `g:size` element the site
 *   does not read, a three-level Google-style `g:product_type` path; brand, GTIN, MPN, description with the use.
 * - Lindrick Trade Supplies (TSV): all lower case, noun first and the brand last after a spaced hyphen; trade
 *   shorthand (`pse`, `kd`, `u/g`, `h/r`, `c/w`, `galv`), sections "47 x 100 x 2.4m", sheets "18mm 2.44 x 1.22m",
 *   weights written loosely ("25kilo"), "5 ltr", counts per unit ("200/box", "250/tub", "10/pk"); GTIN only.
 * - Cudworth Timber & Building (CSV, quoted commas): the brand in capitals first, parts after commas, inch
 *   fractions in brackets after metric thicknesses and bores ("18mm (3/4in)", "15mm (1/2in)"), lengths in
 *   millimetres with "long" ("2400mm long"), the count in brackets last ("(200)"), "25 kilo", "5 litre", bulk bags
 *   "Tonne Bag"; brand, MPN, description with the use.
 * - Elmswell DIY Direct (CSV, brand first in its own column order): the noun first, the brand and range in round
 *   brackets, then marketplace attributes after bars ("| Size: 47 x 100mm | Length: 2.4m", "| Thickness: 18mm",
 *   "| Weight: 25kg", "| Volume: 5L", "| Pack: 200"); brand, GTIN, a shop description with the use.
 */
import { hash, num, words } from "../search-relevance-holdout-3/title-kit.ts";
import type { SetMerchant } from "../search-relevance-holdout-3/feed-set-kit.ts";
import type { MerchantSlug, Product } from "./catalogue-types.ts";

export interface Merchant extends SetMerchant<Product> {
  slug: MerchantSlug;
}

export const SEED = "h15";

const columns = (names: string): readonly string[] => names.split(" ");
const countOf = (p: Product): [string, string] | undefined => {
  const m = /^(Box|Pack|Tub|Bag) of (\d+)$/.exec(p.pack ?? "");
  return m ? [m[1]!, m[2]!] : undefined;
};
const litresOf = (p: Product): string | undefined => /^(\d+(?:\.\d+)?) Litre$/.exec(p.pack ?? "")?.[1];
const kilosOf = (p: Product): string | undefined => /^(\d+(?:\.\d+)?)kg$/.exec(p.pack ?? "")?.[1];
const metres = (mm: number): string => `${num(mm / 1000)}m`;

const TYPE: Record<Product["group"], [string, string]> = {
  cement: ["Building Materials", "Cement, Lime & Mortar"],
  agg: ["Building Materials", "Sand, Gravel & Aggregates"],
  brick: ["Building Materials", "Bricks & DPC"],
  block: ["Building Materials", "Blocks & Lintels"],
  land: ["Garden", "Paving & Landscaping"],
  timber: ["Timber", "Timber & Fencing"],
  deck: ["Garden", "Decking"],
  trim: ["Timber", "Mouldings & Skirting"],
  sheet: ["Timber", "Sheet Materials"],
  board: ["Interiors", "Plasterboard"],
  plaster: ["Interiors", "Plastering"],
  insul: ["Insulation", "Insulation"],
  roof: ["Roofing", "Roofing & Cladding"],
  drain: ["Drainage", "Drainage & Rainwater"],
  plumb: ["Plumbing", "Pipe & Fittings"],
  fix: ["Ironmongery", "Screws, Nails & Fixings"],
  seal: ["Decorating", "Sealants & Adhesives"],
  paint: ["Decorating", "Paint & Sundries"],
};

/** Hartsholme's size: millimetre sections and bores, lengths and sheet faces in centimetres. */
export function hartsholmeSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  const L = p.length ? `${num(p.length / 10)}cm` : undefined;
  let size: string | undefined;
  if (p.form === "section") size = `${num(d[0]!)} x ${num(d[1]!)}mm${L ? ` x ${L}` : ""}`;
  else if (p.form === "screw") size = `${num(d[0]!)} x ${num(d[1]!)}mm`;
  else if (p.form === "board") size = `${num(d[2]! / 10)} x ${num(d[1]! / 10)}cm x ${num(d[0]!)}mm`;
  else if (p.form === "masonry") size = `${d.map(num).join(" x ")}mm`;
  else if (p.form === "single") size = `${num(d[0]!)}mm${L ? ` x ${L}` : ""}`;
  else size = L;
  return words(size, p.size) || undefined;
}

const hartsholme: Merchant = {
  slug: "hartsholme",
  name: "Hartsholme Builders Merchants",
  file: "hartsholme-builders.xml",
  website: "https://www.hartsholme-builders.example",
  columns: columns(
    "id title description link image_link price availability condition brand gtin mpn product_type size",
  ),
  priceLevel: 1.02,
  fills: { brand: true, gtin: true, mpn: true },
  title(p) {
    const c = countOf(p);
    const l = litresOf(p);
    const pack = c ? `${c[0]} ${c[1]}` : l ? `${l} Ltr` : p.pack;
    const code = `HB${(hash(`h15-sku|${p.key}`) % 90000) + 10000}`;
    return words(code, p.brand, p.line, p.noun, p.detail, hartsholmeSize(p), pack);
  },
  description: (p) => `${words(p.brand, p.line, p.noun, p.detail)}.${p.use ? ` Used for ${p.use}.` : ""}`,
  productType: (p) => `Home & Garden > ${TYPE[p.group].join(" > ")}`,
};

const LINDRICK_SHORT: [RegExp, string][] = [
  [/planed square edge/g, "pse"],
  [/kiln dried/g, "kd"],
  [/underground/g, "u/g"],
  [/half round/g, "h/r"],
  [/ with /g, " c/w "],
  [/galvanised/g, "galv"],
  [/countersunk/g, "csk"],
];

function lindrickSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  const L = p.length ? metres(p.length) : undefined;
  if (p.form === "section") return `${num(d[0]!)} x ${num(d[1]!)}${L ? ` x ${L}` : "mm"}`;
  if (p.form === "screw") return `${num(d[0]!)}x${num(d[1]!)}`;
  if (p.form === "board") return `${num(d[0]!)}mm ${num(d[2]! / 1000)} x ${num(d[1]! / 1000)}m`;
  if (p.form === "masonry") return `${d.map(num).join("x")}mm`;
  return words(p.form === "single" ? `${num(d[0]!)}mm` : undefined, p.size, L) || undefined;
}

const lindrick: Merchant = {
  slug: "lindrick",
  name: "Lindrick Trade Supplies",
  file: "lindrick-trade.tsv",
  website: "https://lindrick-trade.example",
  columns: columns("id title price availability link image_link gtin product_type condition"),
  priceLevel: 0.95,
  fills: { brand: false, gtin: true, mpn: false },
  title(p) {
    const c = countOf(p);
    const l = litresOf(p);
    const k = kilosOf(p);
    const pack = c
      ? `${c[1]}/${c[0] === "Pack" ? "pk" : c[0].toLowerCase()}`
      : l
        ? `${l} ltr`
        : k
          ? `${k}kilo`
          : p.pack;
    const sizeAfter = p.form === "section" ? lindrickSize(p) : undefined;
    const body = words(p.noun, p.line, p.detail, sizeAfter ?? lindrickSize(p), pack).toLowerCase();
    const short = LINDRICK_SHORT.reduce((t, [re, to]) => t.replace(re, to), body);
    return p.brand ? `${short} - ${p.brand.toLowerCase()}` : short;
  },
  description: () => "",
  productType: (p) => TYPE[p.group][1],
};

/** Inch fractions the yard writes after a metric thickness or bore. */
const INCH: Record<string, string> = {
  "3": "1/8in",
  "3.2": "1/8in",
  "6": "1/4in",
  "9": "3/8in",
  "9.5": "3/8in",
  "11": "7/16in",
  "12": "1/2in",
  "12.5": "1/2in",
  "15": "5/8in",
  "18": "3/4in",
  "22": "7/8in",
  "25": "1in",
  "37.5": "1 1/2in",
  "50": "2in",
  "100": "4in",
};
const PIPE_INCH: Record<string, string> = { "15": "1/2in", "22": "3/4in", "40": "1 1/2in", "110": "4in" };

function cudworthSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  const L = p.length ? `${p.length}mm long` : undefined;
  const inch = (t: number, table: Record<string, string>) => (table[num(t)] ? ` (${table[num(t)]})` : "");
  const pipe = p.group === "plumb" || p.group === "drain";
  let size: string | undefined;
  if (p.form === "section")
    size = `${num(d[0]!)} x ${num(d[1]!)}mm${p.nominal ? ` (${p.nominal.replace("x", " x ")}in)` : ""}`;
  else if (p.form === "screw") size = `${num(d[0]!)} x ${num(d[1]!)}mm`;
  else if (p.form === "board") size = `${num(d[2]!)} x ${num(d[1]!)}mm, ${num(d[0]!)}mm${inch(d[0]!, INCH)}`;
  else if (p.form === "masonry") size = `${d.map(num).join(" x ")}mm`;
  else if (p.form === "single") size = `${num(d[0]!)}mm${pipe ? inch(d[0]!, PIPE_INCH) : ""}`;
  return [size, p.size, L].filter(Boolean).join(", ") || undefined;
}

const cudworth: Merchant = {
  slug: "cudworth",
  name: "Cudworth Timber & Building",
  file: "cudworth-timber.csv",
  website: "https://www.cudworth-timber.example",
  columns: columns("id title price availability brand mpn link image_link description product_type"),
  priceLevel: 0.98,
  fills: { brand: true, gtin: false, mpn: true },
  title(p) {
    const c = countOf(p);
    const l = litresOf(p);
    const k = kilosOf(p);
    const pack = c ? undefined : l ? `${l} litre` : k ? `${k} kilo` : p.pack === "Bulk Bag" ? "Tonne Bag" : p.pack;
    const name = words(p.brand?.toUpperCase(), p.line, p.noun);
    const parts = [name, p.detail, cudworthSize(p), pack].filter(Boolean).join(", ");
    return c ? `${parts} (${c[1]})` : parts;
  },
  description: (p) => (p.use ? `Ideal for ${p.use}.` : ""),
  productType: (p) => TYPE[p.group].join(" | "),
};

function elmswellAttributes(p: Product): string[] {
  const d = p.dims ?? [];
  const out: string[] = [];
  const extra = p.size ? `, ${p.size}` : "";
  if (p.form === "section") out.push(`Size: ${num(d[0]!)} x ${num(d[1]!)}mm${extra}`);
  else if (p.form === "screw") out.push(`Size: ${num(d[0]!)} x ${num(d[1]!)}mm${extra}`);
  else if (p.form === "board") out.push(`Size: ${num(d[2]!)} x ${num(d[1]!)}mm`, `Thickness: ${num(d[0]!)}mm`);
  else if (p.form === "masonry") out.push(`Size: ${d.map(num).join(" x ")}mm${extra}`);
  else if (p.form === "single") out.push(`Size: ${num(d[0]!)}mm${extra}`);
  else if (p.size) out.push(`Size: ${p.size}`);
  if (p.length) out.push(`Length: ${metres(p.length)}`);
  const c = countOf(p);
  const l = litresOf(p);
  if (c) out.push(`Pack: ${c[1]}`);
  else if (l) out.push(`Volume: ${l}L`);
  else if (/ml$/.test(p.pack ?? "")) out.push(`Volume: ${p.pack}`);
  else if (/^\d+(?:\.\d+)?k?g$/.test(p.pack ?? "")) out.push(`Weight: ${p.pack}`);
  else if (p.pack) out.push(`Pack: ${p.pack}`);
  return out;
}

const elmswell: Merchant = {
  slug: "elmswell",
  name: "Elmswell DIY Direct",
  file: "elmswell-diy.csv",
  website: "https://elmswell-diy.example",
  columns: columns("brand title description price availability id link image_link gtin product_type"),
  priceLevel: 1.07,
  fills: { brand: true, gtin: true, mpn: false },
  title(p) {
    const maker = p.brand ? ` (${words(p.brand, p.line)})` : p.line ? ` (${p.line})` : "";
    return [`${words(p.noun, p.detail)}${maker}`, ...elmswellAttributes(p)].join(" | ");
  },
  description: (p) => `${p.use ? `Great for ${p.use}. ` : ""}Free click and collect at every Elmswell store.`,
  productType: (p) => TYPE[p.group][1],
};

export const MERCHANTS: readonly Merchant[] = [hartsholme, lindrick, cudworth, elmswell];
