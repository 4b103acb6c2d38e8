/**
 * Four invented merchants of held-out set 17, each writing titles and columns its own way (none as sets 9–16 do):
 *
 * - Scarrington Building Supplies (RSS 2.0 XML): a DIY chain's labelled dimensions after brand, range, noun and
 *   detail, the longest first with a bracketed letter before each (`(L)2.4m (W)100mm (T)47mm`, sheets
 *   `(L)2440mm (W)1220mm (T)18mm`, bricks `(L)215mm (W)102.5mm (H)65mm`, blocks `(L)440mm (H)215mm (W)100mm`,
 *   screws and pipes `(Dia)4mm (L)40mm`), counts `(Qty)200`, weights and volumes after a comma (`, 25kg`, `, 5L`);
 *   brand, GTIN, MPN, description with the use, `unit_pricing_measure` for weights and volumes.
 * - Thrumpton Trade Centre (TSV, no GTIN, no description): an ERP's stock descriptions: the supplier's four-letter
 *   code in capitals first (`HOCK`), the words shortened by dropping vowels (`Trtd Swn Tmbr C16`, `Tprd Edg
 *   Plstrbrd`), `&` for "and", sizes joined (`47x100mm`), screws with a one-decimal gauge (`4.0x40mm`), lengths and
 *   sheet faces in two-decimal metres (`2.40m`, `2.40x1.20m x 12.5mm`), counts `(200's)`, `25kgs`, `5lt`; brand
 *   and MPN columns.
 * - Ellerker Timber Yard (CSV): the brand and range in square brackets first (`[Hockwold] …`), sizes with "by"
 *   (`47 by 100mm`, sheets `2440 by 1220 by 18mm`), lengths after an at sign (`@ 2.4m`), packs named by their
 *   container before the amount (`Sack 25kg`, `Tin 5L`, `Tube 310ml`, `Dumpy Bag`), counts `(sold in 200s)`;
 *   brand, MPN, description with the use.
 * - Brightling DIY (CSV): the size straight after the brand and before the name (`Hockwold 47 x 100mm Treated
 *   Sawn Timber C16 - 2.4m Length`, sheets the thickness there and the face after a hyphen), counts hyphenated
 *   (`200-Pack`), weights and volumes in brackets with plural litres (`(25kg)`, `(5 Litres)`); brand, GTIN, a
 *   shipping column.
 */
import { num, words } from "../search-relevance-holdout-3/title-kit.ts";
import type { SetMerchant } from "../search-relevance-holdout-3/feed-set-kit.ts";
import type { MerchantSlug, Product } from "./catalogue-types.ts";

export interface Merchant extends SetMerchant<Product> {
  slug: MerchantSlug;
}

export const SEED = "h17";

const columns = (names: string): readonly string[] => names.split(" ");
export const countOf = (p: Product): number | undefined => {
  const m = /^(?:Box|Pack|Tub|Bag) of (\d+)$/.exec(p.pack ?? "");
  return m ? Number(m[1]) : undefined;
};
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
export const gramsOf = (p: Product): number | undefined => {
  const m = /^(\d+)g$/.exec(p.pack ?? "");
  return m ? Number(m[1]) : undefined;
};
const metres = (mm: number): string => `${num(mm / 1000)}m`;
const metres2 = (mm: number): string => `${(mm / 1000).toFixed(2)}m`;
const isPipe = (p: Product): boolean => p.group === "plumb" || p.group === "drain";

const TYPE: Record<Product["group"], string> = {
  cement: "Cement, Lime & Additives",
  agg: "Sand, Gravel & Aggregates",
  brick: "Bricks & DPC",
  block: "Blocks & Lintels",
  land: "Paving & Landscaping",
  timber: "Timber & Fencing",
  deck: "Decking",
  trim: "Skirting & Mouldings",
  sheet: "Sheet Materials",
  board: "Plasterboard",
  plaster: "Plaster & Drylining",
  insul: "Insulation",
  roof: "Roofing",
  drain: "Drainage & Rainwater",
  plumb: "Plumbing & Heating",
  fix: "Screws, Nails & Fixings",
  seal: "Sealants & Adhesives",
  paint: "Decorating",
};

/** Scarrington: the DIY chain's bracketed letters before each dimension. */
function labelled(p: Product): string {
  const d = p.dims ?? [];
  const L = p.length ? `(L)${metres(p.length)}` : undefined;
  const mm = (x: number) => `${num(x)}mm`;
  if (p.form === "section") return words(L, `(W)${mm(d[1]!)}`, `(T)${mm(d[0]!)}`);
  if (p.form === "screw") return words(`(Dia)${mm(d[0]!)}`, `(L)${mm(d[1]!)}`);
  if (p.form === "board") return words(`(L)${mm(d[2]!)}`, `(W)${mm(d[1]!)}`, `(T)${mm(d[0]!)}`);
  if (p.form === "masonry")
    return p.group === "block"
      ? words(`(L)${mm(d[0]!)}`, `(H)${mm(d[1]!)}`, `(W)${mm(d[2]!)}`)
      : words(`(L)${mm(d[0]!)}`, `(W)${mm(d[1]!)}`, `(H)${mm(d[2]!)}`);
  if (p.form === "single") return words(`(${isPipe(p) ? "Dia" : "T"})${mm(d[0]!)}`, L);
  return L ?? "";
}

const scarrington: Merchant = {
  slug: "scarrington",
  name: "Scarrington Building Supplies",
  file: "scarrington-building.xml",
  website: "https://www.scarrington-building.example",
  columns: columns(
    "id title description link image_link price availability brand gtin mpn product_type unit_pricing_measure condition",
  ),
  priceLevel: 1.03,
  fills: { brand: true, gtin: true, mpn: true },
  title(p) {
    const c = countOf(p);
    const l = litresOf(p);
    const base = words(
      p.brand,
      p.line,
      p.noun,
      p.detail,
      labelled(p),
      p.size,
      c !== undefined ? `(Qty)${c}` : undefined,
    );
    const pack = c !== undefined ? undefined : l !== undefined ? `${num(l)}L` : p.pack;
    return pack ? `${base}, ${pack}` : base;
  },
  description: (p) => `${words(p.brand, p.line, p.noun, p.detail)}.${p.use ? ` Ideal for ${p.use}.` : ""}`,
  productType: (p) => `Building Supplies > ${TYPE[p.group]}`,
};

/** Thrumpton's ERP shortens words by dropping vowels (its own list); other words stay whole. */
const SHORT: Record<string, string> = {
  Treated: "Trtd",
  Sawn: "Swn",
  Timber: "Tmbr",
  Regularised: "Rglrsd",
  Plasterboard: "Plstrbrd",
  Plaster: "Plstr",
  Tapered: "Tprd",
  Square: "Sq",
  Edge: "Edg",
  Cement: "Cmnt",
  Concrete: "Cncrt",
  Insulation: "Insltn",
  Board: "Brd",
  Skirting: "Skrtng",
  Architrave: "Archtrv",
  Galvanised: "Glvnsd",
  Hardwood: "Hrdwd",
  Plywood: "Plywd",
  Moisture: "Mstr",
  Resistant: "Rsstnt",
  Brick: "Brck",
  Block: "Blck",
  Underground: "Undrgrnd",
  Compression: "Cmprssn",
  Screws: "Scrws",
  Adhesive: "Adhsv",
  Emulsion: "Emlsn",
  Brilliant: "Brllnt",
  Paving: "Pvng",
  Fence: "Fnc",
  Panel: "Pnl",
  Roofing: "Rfng",
  Gutter: "Gttr",
  Flooring: "Flrng",
  Membrane: "Mmbrn",
  Sealant: "Slnt",
  and: "&",
};
const shorten = (s: string | undefined): string | undefined =>
  s
    ?.split(" ")
    .map((w) => SHORT[w] ?? w)
    .join(" ");

function thrumptonSize(p: Product): string {
  const d = p.dims ?? [];
  const L = p.length ? metres2(p.length) : undefined;
  if (p.form === "section") return words(`${num(d[0]!)}x${num(d[1]!)}mm`, L);
  if (p.form === "screw") return `${d[0]!.toFixed(1)}x${num(d[1]!)}mm`;
  if (p.form === "board") return `${(d[2]! / 1000).toFixed(2)}x${(d[1]! / 1000).toFixed(2)}m x ${num(d[0]!)}mm`;
  if (p.form === "masonry") return `${d.map(num).join("x")}mm`;
  if (p.form === "single") return words(`${num(d[0]!)}mm`, L);
  return L ?? "";
}

function thrumptonPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `(${c}'s)`;
  const k = kilosOf(p);
  if (k !== undefined) return `${num(k)}kgs`;
  const l = litresOf(p);
  if (l !== undefined) return `${num(l)}lt`;
  return p.pack;
}

const thrumpton: Merchant = {
  slug: "thrumpton",
  name: "Thrumpton Trade Centre",
  file: "thrumpton-trade.tsv",
  website: "https://thrumpton-trade.example",
  columns: columns("id mpn title price availability link brand product_type"),
  priceLevel: 0.95,
  fills: { brand: true, gtin: false, mpn: true },
  title: (p) =>
    words(
      p.brand?.slice(0, 4).toUpperCase(),
      p.line,
      shorten(p.noun),
      shorten(p.detail),
      thrumptonSize(p),
      p.size?.replace(/ x /g, "x"),
      thrumptonPack(p),
    ),
  description: () => "",
  productType: (p) => TYPE[p.group],
};

/** Ellerker: sizes with "by", a length after an at sign. */
function ellerkerSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  const by = (xs: number[]) => `${xs.map(num).join(" by ")}mm`;
  let s: string | undefined;
  if (p.form === "section" || p.form === "screw") s = by([d[0]!, d[1]!]);
  else if (p.form === "board") s = by([d[2]!, d[1]!, d[0]!]);
  else if (p.form === "masonry") s = by(d);
  else if (p.form === "single") s = `${num(d[0]!)}mm`;
  const size = p.size?.replace(/ x /g, " by ");
  return words(s, size, p.length ? `@ ${metres(p.length)}` : undefined) || undefined;
}

function ellerkerPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `(sold in ${c}s)`;
  const k = kilosOf(p);
  if (k !== undefined) return `${k >= 10 ? "Sack" : "Tub"} ${p.pack}`;
  const g = gramsOf(p);
  if (g !== undefined) return `Tub ${p.pack}`;
  const l = litresOf(p);
  if (l !== undefined) return `${p.group === "paint" ? "Tin" : "Can"} ${num(l)}L`;
  const ml = mlOf(p);
  if (ml !== undefined)
    return `${p.group === "seal" && ml <= 400 ? "Tube" : p.group === "seal" ? "Can" : "Tin"} ${p.pack}`;
  if (p.pack === "Bulk Bag") return "Dumpy Bag";
  return p.pack;
}

const ellerker: Merchant = {
  slug: "ellerker",
  name: "Ellerker Timber Yard",
  file: "ellerker-timber.csv",
  website: "https://www.ellerker-timber.example",
  columns: columns("id brand title price availability link mpn description product_type"),
  priceLevel: 0.99,
  fills: { brand: true, gtin: false, mpn: true },
  title(p) {
    const head = p.brand ? `[${words(p.brand, p.line)}]` : p.line;
    const name = words(head, p.noun, p.detail);
    return [name, ellerkerSize(p), ellerkerPack(p)].filter(Boolean).join(", ");
  },
  description: (p) => (p.use ? `For ${p.use}.` : ""),
  productType: (p) => `Yard > ${TYPE[p.group]}`,
};

/** Brightling: the size between the brand and the name, the rest after a hyphen. */
function brightlingLead(p: Product): string | undefined {
  const d = p.dims ?? [];
  if (p.form === "section" || p.form === "screw") return `${num(d[0]!)} x ${num(d[1]!)}mm`;
  if (p.form === "board") return `${num(d[0]!)}mm`;
  if (p.form === "masonry") return `${d.map(num).join(" x ")}mm`;
  if (p.form === "single") return `${num(d[0]!)}mm`;
  return undefined;
}

function brightlingTail(p: Product): string | undefined {
  const d = p.dims ?? [];
  const face = p.form === "board" ? `${num(d[2]!)} x ${num(d[1]!)}mm` : undefined;
  return words(face, p.size, p.length ? `${metres(p.length)} Length` : undefined) || undefined;
}

function brightlingPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `${c}-Pack`;
  const l = litresOf(p);
  if (l !== undefined) return `(${num(l)} ${l === 1 ? "Litre" : "Litres"})`;
  return p.pack ? `(${p.pack})` : undefined;
}

const brightling: Merchant = {
  slug: "brightling",
  name: "Brightling DIY",
  file: "brightling-diy.csv",
  website: "https://brightling-diy.example",
  columns: columns("id title description link image_link availability price brand gtin product_type shipping"),
  priceLevel: 1.06,
  fills: { brand: true, gtin: true, mpn: false },
  title(p) {
    const name = words(p.brand, brightlingLead(p), p.line, p.noun, p.detail);
    const tail = brightlingTail(p);
    return words(tail ? `${name} - ${tail}` : name, brightlingPack(p));
  },
  description: (p) => (p.use ? `Great for ${p.use}.` : ""),
  productType: (p) => TYPE[p.group],
};

export const MERCHANTS: readonly Merchant[] = [scarrington, thrumpton, ellerker, brightling];
