/**
 * Four invented merchants of held-out set 13, each writing titles and columns its own way (none as sets 9–12 do):
 *
 * - Pellingham Home & Garden (RSS 2.0 XML): titles led by a category word and a spaced hyphen
 *   ("Timber - Timberlode Treated Sawn Timber C16 - 47 x 100mm x 2.4m"), counts "(200 Pack)"; a three-level
 *   `g:product_type` path with " > "; brand, GTIN, MPN, description with the use.
 * - Brackenby Trade Supplies (TSV): colour and finish words first, then brand, range and noun, metric and imperial
 *   joined by a slash ("47x100mm 2.4m/8ft", sheets "2440x1220mm/8x4ft 18mm"), litres "10L", and a pricing word
 *   last ("- Per Length", "- Each", "- Per Pack", "- Per Bag", "- Per m²"); brand and GTIN.
 * - Askwith Builders Merchant (CSV, quoted commas): the trade counter's capitals with its own slashed shorthand
 *   ("PLSTBD", "TAP/EDGE", "MOIST/RES", "P/TREAT", "BRIL/WHT", "GALVD"), sizes joined by a slash ("47/100MM",
 *   "2.4MTR", sheets "2440/1220/18MM"), counts "200NO", brand first; brand, MPN.
 * - Quernmoor DIY (CSV, link and price first): brand and noun, the size after a comma with inch names "4x2in",
 *   lengths in feet and inches ("7ft 10in"), sheets "18mm x 4ft x 8ft", then the pack after a spaced hyphen
 *   ("- 200 Per Box", "- 25kg Sack", "- 5L Tin"); brand only, description with the use.
 */
import { num, words } from "../search-relevance-holdout-3/title-kit.ts";
import type { SetMerchant } from "../search-relevance-holdout-3/feed-set-kit.ts";
import type { MerchantSlug, Product } from "./catalogue-types.ts";

export interface Merchant extends SetMerchant<Product> {
  slug: MerchantSlug;
}

const GROUP_PATH: Record<Product["group"], [string, string, string]> = {
  cement: ["Building Materials", "Cement, Lime & Mixes", "Cement"],
  agg: ["Building Materials", "Aggregates", "Aggregates"],
  brick: ["Building Materials", "Bricks & DPC", "Bricks"],
  block: ["Building Materials", "Blocks & Lintels", "Blocks"],
  land: ["Garden", "Paving & Landscaping", "Paving"],
  timber: ["Timber", "Timber & Fencing", "Timber"],
  deck: ["Garden", "Decking", "Decking"],
  trim: ["Timber", "Mouldings", "Mouldings"],
  sheet: ["Timber", "Sheet Materials", "Sheet Materials"],
  board: ["Interiors", "Plasterboard", "Plasterboard"],
  plaster: ["Interiors", "Plaster & Accessories", "Plastering"],
  insul: ["Insulation", "Insulation", "Insulation"],
  roof: ["Roofing", "Roofing Materials", "Roofing"],
  drain: ["Drainage", "Drainage & Rainwater", "Drainage"],
  plumb: ["Plumbing", "Pipe & Fittings", "Plumbing"],
  fix: ["Hardware", "Fixings & Fasteners", "Fixings"],
  seal: ["Hardware", "Sealants & Adhesives", "Sealants"],
  paint: ["Decorating", "Paint & Decorating", "Decorating"],
};

const columns = (names: string): readonly string[] => names.split(" ");
const countOf = (p: Product): string | undefined => /^(?:Box|Pack|Bag) of (\d+)$/.exec(p.pack ?? "")?.[1];
const litresOf = (p: Product): string | undefined => /^(\d+(?:\.\d+)?) Litre$/.exec(p.pack ?? "")?.[1];
/** Whole feet for a length (2400 → 8ft, 1830 → 6ft). */
const feet = (mm: number): string => `${Math.max(1, Math.round(mm / 304.8))}ft`;
/** Feet and inches for a length (2400 → 7ft 10in, 3000 → 9ft 10in). */
function feetInches(mm: number): string {
  const total = Math.round(mm / 25.4);
  const [f, i] = [Math.floor(total / 12), total % 12];
  return i === 0 ? `${f}ft` : `${f}ft ${i}in`;
}
/** The colour or finish words a product's detail leads with (Brackenby writes them first). */
const COLOUR =
  /^(?:Brilliant White|Pure Brilliant White|Pure White|White|Black|Grey|Clear|Magnolia|Sandstone|Red Multi|Buff Blend|Buff Riven|Grey Riven|Buff|Brindle|Charcoal|Slate Grey|Antique Brown|Walnut|Autumn Brown|Forest Green|Natural Clear|Natural|Treated Green|Green Mineral|Green|Yellow|Terracotta)\b/;

const pellingham: Merchant = {
  slug: "pellingham",
  name: "Pellingham Home & Garden",
  file: "pellingham-home.xml",
  website: "https://www.pellingham-home.example",
  columns: columns("id title description link image_link price availability condition brand gtin mpn product_type"),
  priceLevel: 1.06,
  fills: { brand: true, gtin: true, mpn: true },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? `${num(p.length / 1000)}m` : undefined;
    let size: string | undefined;
    if (p.form === "section") size = `${num(d[0]!)} x ${num(d[1]!)}mm${L ? ` x ${L}` : ""}`;
    else if (p.form === "screw") size = `${num(d[0]!)} x ${num(d[1]!)}mm`;
    else if (p.form === "board") size = `${num(d[2]!)} x ${num(d[1]!)} x ${num(d[0]!)}mm`;
    else if (p.form === "masonry") size = `${d.map(num).join(" x ")}mm`;
    else if (p.form === "single") size = `${num(d[0]!)}mm${L ? ` x ${L}` : ""}`;
    else size = [p.size, L].filter(Boolean).join(" x ") || undefined;
    const n = countOf(p);
    const tail = words(size, n ? `(${n} Pack)` : p.pack);
    const name = words(p.brand, p.line, p.nounBy?.pellingham ?? p.noun, p.detail);
    return `${GROUP_PATH[p.group][2]} - ${name}${tail ? ` - ${tail}` : ""}`;
  },
  description: (p, title) => `${title.replace(/^[^-]+ - /, "")}.${p.use ? ` Ideal for ${p.use}.` : ""}`,
  productType: (p) => GROUP_PATH[p.group].slice(0, 2).concat(GROUP_PATH[p.group][2]).join(" > "),
};

const brackenby: Merchant = {
  slug: "brackenby",
  name: "Brackenby Trade Supplies",
  file: "brackenby-trade.tsv",
  website: "https://brackenby-trade.example",
  columns: columns("id title price availability brand gtin link product_type"),
  priceLevel: 0.96,
  fills: { brand: true, gtin: true, mpn: false },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? `${num(p.length / 1000)}m/${feet(p.length)}` : undefined;
    let size: string | undefined;
    if (p.form === "section") size = words(`${num(d[0]!)}x${num(d[1]!)}mm`, L);
    else if (p.form === "screw") size = `${num(d[0]!)}x${num(d[1]!)}mm`;
    else if (p.form === "board")
      size = p.nominal
        ? `${num(d[2]!)}x${num(d[1]!)}mm/${p.nominal}ft ${num(d[0]!)}mm`
        : `${num(d[2]!)}x${num(d[1]!)}mm ${num(d[0]!)}mm`;
    else if (p.form === "masonry") size = `${d.map(num).join("x")}mm`;
    else if (p.form === "single") size = words(`${num(d[0]!)}mm`, L);
    else size = words(p.size === "per m²" ? undefined : p.size, L);
    const colour = COLOUR.exec(p.detail ?? "")?.[0];
    const rest = colour ? (p.detail ?? "").slice(colour.length).trim() : p.detail;
    const n = countOf(p);
    const l = litresOf(p);
    const pack = n ? `${n} Pack` : l ? `${l}L` : p.pack;
    const per =
      p.size === "per m²"
        ? "Per m²"
        : n
          ? "Per Pack"
          : p.length && p.form !== "single"
            ? "Per Length"
            : /kg|Bulk Bag/.test(p.pack ?? "")
              ? "Per Bag"
              : "Each";
    return `${words(colour, rest, p.brand, p.line, p.nounBy?.brackenby ?? p.noun, size, pack)} - ${per}`;
  },
  description: () => "",
  productType: (p) => GROUP_PATH[p.group][1],
};

const ASKWITH_SHORT: [RegExp, string][] = [
  [/\bPLASTERBOARD\b/g, "PLSTBD"],
  [/\bTAPERED EDGE\b/g, "TAP/EDGE"],
  [/\bSQUARE EDGE\b/g, "SQ/EDGE"],
  [/\bMOISTURE RESISTANT\b/g, "MOIST/RES"],
  [/\bFIRE RESISTANT\b/g, "FIRE/RES"],
  [/\bPRESSURE TREATED\b/g, "P/TREAT"],
  [/\bBRILLIANT WHITE\b/g, "BRIL/WHT"],
  [/\bGALVANISED\b/g, "GALVD"],
  [/\bSTAINLESS STEEL\b/g, "ST/STL"],
  [/\bCOUNTERSUNK\b/g, "C/SUNK"],
  [/\bREADY MIXED\b/g, "R/MIX"],
  [/\bINSULATION\b/g, "INSUL"],
  [/\bCOMPRESSION\b/g, "COMPR"],
  [/\bTONGUE & GROOVE\b/g, "T/G"],
];

const askwith: Merchant = {
  slug: "askwith",
  name: "Askwith Builders Merchant",
  file: "askwith-builders.csv",
  website: "https://www.askwith-bm.example",
  columns: columns("id title description price availability link brand mpn product_type condition"),
  priceLevel: 1.0,
  fills: { brand: true, gtin: false, mpn: true },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? `${num(p.length / 1000)}MTR` : undefined;
    let size: string | undefined;
    if (p.form === "section") size = words(`${num(d[0]!)}/${num(d[1]!)}MM`, L);
    else if (p.form === "screw") size = `${num(d[0]!)}/${num(d[1]!)}MM`;
    else if (p.form === "board") size = `${num(d[2]!)}/${num(d[1]!)}/${num(d[0]!)}MM`;
    else if (p.form === "masonry") size = `${d.map(num).join("/")}MM`;
    else if (p.form === "single") size = words(`${num(d[0]!)}MM`, L);
    else size = words(p.size === "per m²" ? "PER M2" : p.size, L);
    const n = countOf(p);
    const l = litresOf(p);
    const pack = n ? `${n}NO` : l ? `${l}LTR` : p.pack;
    let t = words(p.brand, p.line, p.nounBy?.askwith ?? p.noun, p.detail, size, pack).toUpperCase();
    for (const [re, to] of ASKWITH_SHORT) t = t.replace(re, to);
    return t;
  },
  description: (p) => (p.use ? `For ${p.use}. Collect from the yard or deliver on our own vehicles.` : ""),
  productType: (p) => GROUP_PATH[p.group][1],
};

const quernmoor: Merchant = {
  slug: "quernmoor",
  name: "Quernmoor DIY",
  file: "quernmoor-diy.csv",
  website: "https://quernmoor-diy.example",
  columns: columns("link price title brand id availability product_type description image_link"),
  priceLevel: 1.08,
  fills: { brand: true, gtin: false, mpn: false },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? feetInches(p.length) : undefined;
    let size: string | undefined;
    if (p.form === "section")
      size = [p.nominal ? `${p.nominal}in` : `${num(d[0]!)} x ${num(d[1]!)}mm`, L].filter(Boolean).join(", ");
    else if (p.form === "screw") size = `${num(d[0]!)} x ${num(d[1]!)}mm`;
    else if (p.form === "board")
      size = p.nominal
        ? `${num(d[0]!)}mm x ${p.nominal.replace(/(\d+)x(\d+)/, "$2ft x $1ft")}`
        : `${num(d[0]!)} x ${num(d[1]!)} x ${num(d[2]!)}mm`;
    else if (p.form === "masonry") size = `${d.map(num).join(" x ")}mm`;
    else if (p.form === "single") size = [`${num(d[0]!)}mm`, L].filter(Boolean).join(", ");
    else size = [p.size, L].filter(Boolean).join(", ") || undefined;
    const n = countOf(p);
    const l = litresOf(p);
    const pack = n
      ? `${n} Per ${/^Box/.test(p.pack!) ? "Box" : "Pack"}`
      : l
        ? `${l}L Tin`
        : /^\d+kg$/.test(p.pack ?? "") && Number.parseInt(p.pack!, 10) >= 10
          ? `${p.pack} Sack`
          : p.pack;
    const name = words(p.brand, p.line, p.nounBy?.quernmoor ?? p.noun, p.detail);
    return `${name}${size ? `, ${size}` : ""}${pack ? ` - ${pack}` : ""}`;
  },
  description: (p) => (p.use ? `Perfect for ${p.use}.` : ""),
  productType: (p) => `${GROUP_PATH[p.group][0]}/${GROUP_PATH[p.group][1]}`,
};

export const MERCHANTS: readonly Merchant[] = [pellingham, brackenby, askwith, quernmoor];
