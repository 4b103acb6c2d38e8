/**
 * Four invented merchants of held-out set 14, each writing titles and columns its own way (none as sets 9–13 do):
 *
 * - Cresswick Building Supplies (RSS 2.0 XML): the pack first and a spaced hyphen ("Pack of 200 - …", "25kg Bag -
 *   …", "5 Litre - …"), then brand, range, noun and detail, then the size with words ("47mm x 100mm, 2.4m Long",
 *   "18mm Thick, 2440 x 1220mm"); a two-level `g:product_type` path; brand, GTIN, MPN, description with the use.
 * - Tenterley Trade (TSV): web-shop variant rows: "Brand Range Noun - Detail / Size / Pack" with `item_group_id`,
 *   `size` and `color` columns, sections all in millimetres ("47x100x2400mm"), pipe sizes with "Ø", counts
 *   "Qty 200", litres "5L"; brand and GTIN.
 * - Burnstow Timber & Builders (CSV, quoted commas): brand, range, noun and the maker's part number in brackets,
 *   then detail, size and count after commas; metric first with the yard's inch name in brackets ("47 x 100mm
 *   (4x2), 2.4m", sheets "2440 x 1220 x 18mm (8x4)"), counts "200 No.", litres "5 Ltr", bulk "Jumbo Bag"; brand,
 *   MPN, description with the use.
 * - Saxcote Home Store (CSV, price first): long shop titles with a selling phrase first and the noun late, sheet
 *   faces in metres ("2.44m x 1.22m x 18mm"), lengths "2.4 Metre", counts "x200", the brand last after a dash;
 *   brand, GTIN, a marketing description with the use.
 */
import { hash, num, words } from "../search-relevance-holdout-3/title-kit.ts";
import type { SetMerchant } from "../search-relevance-holdout-3/feed-set-kit.ts";
import type { MerchantSlug, Product } from "./catalogue-types.ts";

export interface Merchant extends SetMerchant<Product> {
  slug: MerchantSlug;
}

/** The seed of feed-rows.ts: Burnstow prints the same part number the shared draw writes in its `mpn` column. */
export const SEED = "h14";

const columns = (names: string): readonly string[] => names.split(" ");
const countOf = (p: Product): string | undefined => /^(?:Box|Pack|Bag) of (\d+)$/.exec(p.pack ?? "")?.[1];
const litresOf = (p: Product): string | undefined => /^(\d+(?:\.\d+)?) Litre$/.exec(p.pack ?? "")?.[1];
const weightOf = (p: Product): string | undefined => /^\d+(?:\.\d+)?k?g$/.exec(p.pack ?? "")?.[0];
const metres = (mm: number): string => `${num(mm / 1000)}m`;
const PIPE_GROUPS = new Set<Product["group"]>(["drain", "plumb"]);
const mpnOf = (p: Product): string =>
  p.brand ? `${p.brand.slice(0, 3).toUpperCase()}-${(hash(`${SEED}-mpn|${p.key}`) % 90000) + 10000}` : "";

const TYPE: Record<Product["group"], [string, string]> = {
  cement: ["Building Materials", "Cement & Mortar"],
  agg: ["Building Materials", "Sand & Aggregates"],
  brick: ["Building Materials", "Bricks"],
  block: ["Building Materials", "Blocks & Lintels"],
  land: ["Garden & Landscaping", "Paving"],
  timber: ["Timber", "Timber & Fencing"],
  deck: ["Garden & Landscaping", "Decking"],
  trim: ["Timber", "Skirting & Mouldings"],
  sheet: ["Timber", "Sheet Materials"],
  board: ["Drylining", "Plasterboard"],
  plaster: ["Drylining", "Plaster & Beads"],
  insul: ["Insulation", "Insulation"],
  roof: ["Roofing", "Roofing"],
  drain: ["Drainage", "Drainage & Guttering"],
  plumb: ["Plumbing & Heating", "Pipe & Fittings"],
  fix: ["Ironmongery", "Screws, Nails & Fixings"],
  seal: ["Adhesives & Sealants", "Sealants & Adhesives"],
  paint: ["Decorating", "Paint & Decorating"],
};

const cresswick: Merchant = {
  slug: "cresswick",
  name: "Cresswick Building Supplies",
  file: "cresswick-building.xml",
  website: "https://www.cresswick-building.example",
  columns: columns("id title description link image_link price availability condition brand gtin mpn product_type"),
  priceLevel: 1.04,
  fills: { brand: true, gtin: true, mpn: true },
  title(p) {
    const d = p.dims ?? [];
    const L = p.length ? `${metres(p.length)} Long` : undefined;
    let size: string | undefined;
    if (p.form === "section") size = words(`${num(d[0]!)}mm x ${num(d[1]!)}mm`, L && `, ${L}`).replace(" ,", ",");
    else if (p.form === "screw") size = `${num(d[0]!)} x ${num(d[1]!)}mm`;
    else if (p.form === "board") size = `${num(d[0]!)}mm Thick, ${num(d[2]!)} x ${num(d[1]!)}mm`;
    else if (p.form === "masonry") size = `${d.map(num).join(" x ")}mm`;
    else if (p.form === "single") size = [`${num(d[0]!)}mm`, L].filter(Boolean).join(", ");
    else size = L;
    size = [size, p.size].filter(Boolean).join(", ") || undefined;
    const n = countOf(p);
    const l = litresOf(p);
    const w = weightOf(p);
    const tub = p.group === "fix" || p.group === "seal" || p.group === "paint" || p.group === "land";
    const lead = n ? `Pack of ${n}` : l ? `${l} Litre` : w ? `${w} ${tub ? "Tub" : "Bag"}` : p.pack;
    const name = words(p.brand, p.line, p.noun, p.detail);
    return `${lead ? `${lead} - ` : ""}${name}${size ? `, ${size}` : ""}`;
  },
  description: (p, title) => `${title.replace(/^[^-]+ - /, "")}.${p.use ? ` Suitable for ${p.use}.` : ""}`,
  productType: (p) => TYPE[p.group].join(" > "),
};

/** Tenterley's size variant ("47x100x2400mm", "2440 x 1220 x 18mm", "Ø15mm 3m"). */
export function tenterleySize(p: Product): string | undefined {
  const d = p.dims ?? [];
  const L = p.length ? metres(p.length) : undefined;
  if (p.form === "section")
    return p.length ? `${num(d[0]!)}x${num(d[1]!)}x${p.length}mm` : `${num(d[0]!)}x${num(d[1]!)}mm`;
  if (p.form === "screw") return `${num(d[0]!)} x ${num(d[1]!)}mm`;
  if (p.form === "board") return `${num(d[2]!)} x ${num(d[1]!)} x ${num(d[0]!)}mm`;
  if (p.form === "masonry") return `${d.map(num).join(" x ")}mm`;
  const single = p.form === "single" ? `${PIPE_GROUPS.has(p.group) ? "Ø" : ""}${num(d[0]!)}mm` : undefined;
  return words(single, p.size, L) || undefined;
}

const tenterley: Merchant = {
  slug: "tenterley",
  name: "Tenterley Trade",
  file: "tenterley-trade.tsv",
  website: "https://tenterley-trade.example",
  columns: columns("id item_group_id title price availability size color brand gtin link product_type"),
  priceLevel: 0.97,
  fills: { brand: true, gtin: true, mpn: false },
  title(p) {
    const n = countOf(p);
    const l = litresOf(p);
    const pack = n ? `Qty ${n}` : l ? `${l}L` : p.pack;
    const variant = [p.detail, tenterleySize(p), pack].filter(Boolean).join(" / ");
    return `${words(p.brand, p.line, p.noun)}${variant ? ` - ${variant}` : ""}`;
  },
  description: (_p, title) => title,
  productType: (p) => TYPE[p.group][1],
};

/** Burnstow's size: metric first, the yard's inch name in brackets, the length after a comma. */
function burnstowSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  const nominal = p.nominal ? ` (${p.nominal})` : "";
  const L = p.length ? metres(p.length) : undefined;
  if (p.form === "section") return [`${num(d[0]!)} x ${num(d[1]!)}mm${nominal}`, L].filter(Boolean).join(", ");
  if (p.form === "screw") return `${num(d[0]!)} x ${num(d[1]!)}mm`;
  if (p.form === "board") return `${num(d[2]!)} x ${num(d[1]!)} x ${num(d[0]!)}mm${nominal}`;
  if (p.form === "masonry") return `${d.map(num).join(" x ")}mm`;
  const single = p.form === "single" ? `${num(d[0]!)}mm` : undefined;
  return [single, p.size && `${p.size}${nominal}`, L].filter(Boolean).join(", ") || undefined;
}

const burnstow: Merchant = {
  slug: "burnstow",
  name: "Burnstow Timber & Builders",
  file: "burnstow-timber.csv",
  website: "https://www.burnstow-timber.example",
  columns: columns("id title description link image_link price availability brand mpn product_type condition"),
  priceLevel: 0.93,
  fills: { brand: true, gtin: false, mpn: true },
  title(p) {
    const n = countOf(p);
    const l = litresOf(p);
    const pack = n ? `${n} No.` : l ? `${l} Ltr` : p.pack === "Bulk Bag" ? "Jumbo Bag" : p.pack;
    const name = words(p.brand, p.line, p.noun, p.brand && `(${mpnOf(p)})`);
    return [name, p.detail, burnstowSize(p), pack].filter(Boolean).join(", ");
  },
  description: (p) => (p.use ? `For ${p.use}.` : ""),
  productType: (p) => TYPE[p.group][0],
};

const PITCH: Record<Product["group"], string> = {
  cement: "Professional Grade",
  agg: "Premium Quality",
  brick: "Traditional",
  block: "Quality Building",
  land: "Hard Wearing",
  timber: "Premium Quality",
  deck: "Long Lasting",
  trim: "Ready To Paint",
  sheet: "Multi Purpose",
  board: "Trade Quality",
  plaster: "Professional Finish",
  insul: "Energy Saving",
  roof: "Weatherproof",
  drain: "Heavy Duty",
  plumb: "Leak Free",
  fix: "Strong & Durable",
  seal: "High Performance",
  paint: "Decorator's Choice",
};

/** Saxcote's size: sheet faces in metres, lengths "2.4 Metre". */
function saxcoteSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  const L = p.length ? `${num(p.length / 1000)} Metre` : undefined;
  if (p.form === "section") return words(`${num(d[0]!)} x ${num(d[1]!)}mm`, L);
  if (p.form === "screw") return `${num(d[0]!)}mm x ${num(d[1]!)}mm`;
  if (p.form === "board") return `${metres(d[2]!)} x ${metres(d[1]!)} x ${num(d[0]!)}mm`;
  if (p.form === "masonry") return d.map((x) => `${num(x)}mm`).join(" x ");
  return words(p.form === "single" ? `${num(d[0]!)}mm` : undefined, p.size, L) || undefined;
}

const saxcote: Merchant = {
  slug: "saxcote",
  name: "Saxcote Home Store",
  file: "saxcote-home.csv",
  website: "https://saxcote-home.example",
  columns: columns("price title id availability link brand product_type gtin description image_link"),
  priceLevel: 1.09,
  fills: { brand: true, gtin: true, mpn: false },
  title(p) {
    const n = countOf(p);
    const l = litresOf(p);
    const pack = n ? `x${n}` : l ? `${l}L` : p.pack === "Bulk Bag" ? "Large Bulk Bag" : p.pack;
    const body = words(PITCH[p.group], p.detail, p.line, p.noun, saxcoteSize(p), pack);
    return p.brand ? `${body} - ${p.brand}` : body;
  },
  description: (p, title) =>
    `${title}. ${p.use ? `Perfect for ${p.use}.` : ""} Order online for delivery or click and collect.`.replace(
      "  ",
      " ",
    ),
  productType: (p) => TYPE[p.group].join(" / "),
};

export const MERCHANTS: readonly Merchant[] = [cresswick, tenterley, burnstow, saxcote];
