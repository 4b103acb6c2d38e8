/**
 * Four invented merchants of held-out set 11, each writing titles and columns its own way (none as sets 9 or 10 do):
 *
 * - Tilbrook Trade Depot (RSS 2.0 XML): noun first, then " - " and the brand and range, then the size; lengths in
 *   feet with metres after ("47 x 100mm - 8ft (2.4m)"), sheets in feet when they have a yard name ("8' x 4' x
 *   18mm"), counts "200 No."; a `g:product_type` path ("Building Materials > Timber & Sheet > Timber"); brand, GTIN,
 *   MPN, description with the use.
 * - Alderwick Supplies (TSV): lower case, brand first, every dimension with its own unit, width first ("100mm x 47mm
 *   x 2.4 mtr"), sheets length first ("2440mm x 1220mm x 18mm"), counts "x200", weights "25 kg", shorthand "t&g",
 *   "plasterbd", "galv"; the columns in their own order; GTIN only.
 * - Crossgill Timber Yard (CSV, quoted commas): Title Case, parts separated by commas ("Sawbury Treated Sawn
 *   Timber, C16, 4" x 2" (47 x 100mm), 2.4m"), the inch name before the metric size for sections and sheets, bags
 *   "25kg Bag", counts as the pack ("Box of 200"); brand, GTIN, MPN, description with the use.
 * - Oxhey Home & Build (CSV, title first and another column order): noun and detail first, the size joined without
 *   spaces and width first ("100x47x2400mm"), counts "Pk 200", the brand last after "by"; brand column, MPN.
 */
import { num, words } from "../search-relevance-holdout-3/title-kit.ts";
import type { SetMerchant } from "../search-relevance-holdout-3/feed-set-kit.ts";
import type { MerchantSlug, Product } from "./catalogue-types.ts";

export interface Merchant extends SetMerchant<Product> {
  slug: MerchantSlug;
}

const GROUP_PATH: Record<Product["group"], [string, string]> = {
  cement: ["Heavy Building", "Cement, Lime & Mortar"],
  agg: ["Heavy Building", "Sand & Aggregates"],
  brick: ["Heavy Building", "Bricks"],
  block: ["Heavy Building", "Blocks & Lintels"],
  land: ["Garden & Landscaping", "Paving"],
  timber: ["Timber & Sheet", "Timber"],
  deck: ["Garden & Landscaping", "Decking"],
  trim: ["Timber & Sheet", "Mouldings"],
  sheet: ["Timber & Sheet", "Sheet Materials"],
  board: ["Drylining", "Plasterboard"],
  plaster: ["Drylining", "Plaster & Beads"],
  insul: ["Insulation", "Insulation"],
  roof: ["Roofing", "Roofing"],
  drain: ["Drainage", "Drainage & Rainwater"],
  plumb: ["Plumbing & Heating", "Pipe & Fittings"],
  fix: ["Tools & Fixings", "Fixings"],
  seal: ["Tools & Fixings", "Sealants & Adhesives"],
  paint: ["Decorating", "Paint & Sundries"],
};

const columns = (names: string): readonly string[] => names.split(" ");
const metres = (mm: number): string => `${num(mm / 1000)}m`;
/** The yard's feet for a length: 2400 → "8ft" (merchants round to the nearest foot in 300 mm steps). */
const feet = (mm: number): string => `${Math.max(1, Math.round(mm / 300))}ft`;
/** The line, unless the merchant's own noun already says it. */
const lineFor = (p: Product, noun: string): string | undefined =>
  p.line && noun.toLowerCase().includes(p.line.toLowerCase()) ? undefined : p.line;
const countOf = (p: Product): string | undefined => /^(?:Box|Pack) of (\d+)$/.exec(p.pack ?? "")?.[1];

const tilbrook: Merchant = {
  slug: "tilbrook",
  name: "Tilbrook Trade Depot",
  file: "tilbrook-trade.xml",
  website: "https://www.tilbrook-depot.example",
  columns: columns("id title description link image_link price availability condition brand gtin mpn product_type"),
  priceLevel: 1.02,
  fills: { brand: true, gtin: true, mpn: true },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? `${feet(p.length)} (${metres(p.length)})` : undefined;
    let size: string | undefined;
    if (p.form === "section") size = [`${num(d[0]!)} x ${num(d[1]!)}mm`, L].filter(Boolean).join(" - ");
    else if (p.form === "screw") size = `${d[0]!.toFixed(1)} x ${num(d[1]!)}mm`;
    else if (p.form === "board")
      size = p.nominal
        ? `${p.nominal.replace(/(\d+)x(\d+)/, "$1' x $2'")} x ${num(d[0]!)}mm`
        : `${num(d[2]!)} x ${num(d[1]!)} x ${num(d[0]!)}mm`;
    else if (p.form === "masonry") size = `${d.map(num).join(" x ")}mm`;
    else if (p.form === "single") size = [`${num(d[0]!)}mm`, L].filter(Boolean).join(" - ");
    else size = [p.size, L].filter(Boolean).join(" - ");
    const noun = p.nounBy?.tilbrook ?? p.noun;
    const n = countOf(p);
    const maker = words(p.brand, lineFor(p, noun));
    return [words(noun, p.detail), maker, size, n ? `${n} No.` : p.pack].filter(Boolean).join(" - ");
  },
  description: (p, title) =>
    `${title}.${p.use ? ` Ideal for ${p.use}.` : ""} Collect from the depot or have it delivered.`,
  productType: (p) => `Building Materials > ${GROUP_PATH[p.group].join(" > ")}`,
};

const ALDERWICK_SHORT: [RegExp, string][] = [
  [/tongue & groove/g, "t&g"],
  [/\bplasterboard\b/g, "plasterbd"],
  [/galvanised/g, "galv"],
];

const alderwick: Merchant = {
  slug: "alderwick",
  name: "Alderwick Supplies",
  file: "alderwick-supplies.tsv",
  website: "https://alderwick-supplies.example",
  columns: columns("id price availability title link gtin product_type"),
  priceLevel: 0.96,
  fills: { brand: false, gtin: true, mpn: false },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? `${num(p.length / 1000)} mtr` : undefined;
    let size: string | undefined;
    if (p.form === "section") size = words(`${num(d[1]!)}mm x ${num(d[0]!)}mm`, L && `x ${L}`);
    else if (p.form === "screw") size = `${num(d[0]!)} x ${num(d[1]!)}mm`;
    else if (p.form === "board") size = `${num(d[2]!)}mm x ${num(d[1]!)}mm x ${num(d[0]!)}mm`;
    else if (p.form === "masonry") size = d.map((x) => `${num(x)}mm`).join(" x ");
    else if (p.form === "single") size = words(`${num(d[0]!)}mm`, L);
    else size = words(p.size, L);
    const noun = p.nounBy?.alderwick ?? p.noun;
    const n = countOf(p);
    const pack = n ? `x${n}` : p.pack?.replace(/^(\d+(?:\.\d+)?)kg$/, "$1 kg");
    let t = words(p.brand, lineFor(p, noun), noun, p.detail, size, pack).toLowerCase();
    for (const [re, to] of ALDERWICK_SHORT) t = t.replace(re, to);
    return t;
  },
  description: () => "",
  productType: (p) => GROUP_PATH[p.group][1],
};

const crossgill: Merchant = {
  slug: "crossgill",
  name: "Crossgill Timber Yard",
  file: "crossgill-timber.csv",
  website: "https://www.crossgill-timber.example",
  columns: columns("id title description link image_link price availability condition brand gtin mpn product_type"),
  priceLevel: 1.08,
  fills: { brand: true, gtin: true, mpn: true },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? metres(p.length) : undefined;
    let size: string | undefined;
    if (p.form === "section") {
      const metric = `${num(d[0]!)} x ${num(d[1]!)}mm`;
      const inch = p.nominal?.replace(/(\d+)x(\d+)/, '$1" x $2"');
      size = [inch ? `${inch} (${metric})` : metric, L].filter(Boolean).join(", ");
    } else if (p.form === "screw") size = `${num(d[0]!)} x ${num(d[1]!)}mm`;
    else if (p.form === "board") {
      const face = `${num(d[2]!)} x ${num(d[1]!)}mm`;
      const ft = p.nominal?.replace(/(\d+)x(\d+)/, "$1' x $2'");
      size = [ft ? `${ft} (${face})` : face, `${num(d[0]!)}mm`].join(", ");
    } else if (p.form === "masonry") size = `${d.map(num).join(" x ")}mm`;
    else if (p.form === "single") size = [`${num(d[0]!)}mm`, L].filter(Boolean).join(", ");
    else size = [p.size, L].filter(Boolean).join(", ");
    const noun = p.nounBy?.crossgill ?? p.noun;
    // Only sacks are "Bag"s: a 1 kg pack of nails or a 3 kg tub of grout keeps its own pack word.
    const pack = p.pack && /^[1-9]\d+kg$/.test(p.pack) ? `${p.pack} Bag` : p.pack;
    return [words(p.brand, lineFor(p, noun), noun), p.detail, size, pack].filter(Boolean).join(", ");
  },
  description: (p, title) => `${title}.${p.use ? ` Used for ${p.use}.` : ""} Yard collection or local delivery.`,
  productType: (p) => GROUP_PATH[p.group][1],
};

const oxhey: Merchant = {
  slug: "oxhey",
  name: "Oxhey Home & Build",
  file: "oxhey-home.csv",
  website: "https://oxhey-homebuild.example",
  columns: columns("title id price availability brand link image_link mpn product_type description"),
  priceLevel: 1.1,
  fills: { brand: true, gtin: false, mpn: true },
  title(p) {
    const d = p.dims ?? [];
    let size: string | undefined;
    if (p.form === "section") size = `${[d[1]!, d[0]!, ...(p.length ? [p.length] : [])].map(num).join("x")}mm`;
    else if (p.form === "screw") size = `${num(d[0]!)}x${num(d[1]!)}mm`;
    else if (p.form === "board") size = `${num(d[2]!)}x${num(d[1]!)}x${num(d[0]!)}mm`;
    else if (p.form === "masonry") size = `${d.map(num).join("x")}mm`;
    else if (p.form === "single") size = words(`${num(d[0]!)}mm`, p.length && `x ${num(p.length)}mm`);
    else size = words(p.size, p.length && `x ${num(p.length)}mm`);
    const noun = p.nounBy?.oxhey ?? p.noun;
    const n = countOf(p);
    const head = words(lineFor(p, noun), noun, p.detail, size, n ? `Pk ${n}` : p.pack);
    return p.brand ? `${head} by ${p.brand}` : head;
  },
  description: (p) => (p.use ? `For ${p.use}.` : ""),
  productType: (p) => `${GROUP_PATH[p.group][0]} / ${GROUP_PATH[p.group][1]}`,
};

export const MERCHANTS: readonly Merchant[] = [tilbrook, alderwick, crossgill, oxhey];
