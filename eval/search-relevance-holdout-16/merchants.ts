/**
 * Four invented merchants of held-out set 16, each writing titles and columns its own way (none as sets 9–15 do):
 *
 * - Gransmoor Builders Merchants (RSS 2.0 XML): brand, range, noun and detail in Title Case, then every attribute
 *   in a JSON-like suffix from the web shop's variant data (`{"size":"47x100mm","length":"2400mm"}`, sheets
 *   `{"thickness":"18mm","size":"1220x2440mm"}`, `{"qty":200}`, `{"weight":"25kg"}`, `{"volume":"5L"}`); brand,
 *   GTIN, MPN, description with the use; a one-level `g:product_type`.
 * - Tockwith Trade Counter (TSV, no GTIN, no description): the size first, written with the multiplication sign
 *   (`47×100mm × 2.4m`, sheets length first `2440×1220×18mm`, bricks `215×102.5×65mm`), then noun and detail, then
 *   brand and range, parts split by middle dots; weights and volumes lead when there is no size (`25kg · …`),
 *   counts last in the engineer's "off" (`· 200 off`); brand and MPN columns.
 * - Ruswarp Timber & Hardware (CSV): the brand with a registered sign (`Fellbeck® …`), imperial first and metric
 *   in brackets for everything: sections `4 x 2in (100 x 47mm)`, lengths in feet `8ft (2.4m)`, sheets
 *   `8ft x 4ft x 3/4in (2440 x 1220 x 18mm)`, screws by gauge `No.8 x 1 1/2in (4 x 40mm)`, bores `1/2in (15mm)`,
 *   weights in pounds `55lb (25kg)`, volumes in gallons, pints and fluid ounces, counts `- 200 Pieces`; brand,
 *   GTIN, description with the use.
 * - Pilsdon Home & Build (CSV, no identifiers): a stores catalogue's inverted index titles, the head noun first
 *   and its qualifiers after a comma (`Timber, Treated Sawn; C16; 47 x 100mm; 2.4m; Fellbeck`), parts split by
 *   semicolons, sheets thickness first then face short side first (`18mm; 1220 x 2440mm`), counts `200 units`,
 *   brand and range last; `identifier_exists` "no" and a Google category column.
 */
import { num, words } from "../search-relevance-holdout-3/title-kit.ts";
import type { SetMerchant } from "../search-relevance-holdout-3/feed-set-kit.ts";
import type { MerchantSlug, Product } from "./catalogue-types.ts";

export interface Merchant extends SetMerchant<Product> {
  slug: MerchantSlug;
}

export const SEED = "h16";

const columns = (names: string): readonly string[] => names.split(" ");
const countOf = (p: Product): [string, string] | undefined => {
  const m = /^(Box|Pack|Tub|Bag) of (\d+)$/.exec(p.pack ?? "");
  return m ? [m[1]!, m[2]!] : undefined;
};
const litresOf = (p: Product): number | undefined => {
  const m = /^(\d+(?:\.\d+)?) Litre$/.exec(p.pack ?? "");
  return m ? Number(m[1]) : undefined;
};
const mlOf = (p: Product): number | undefined => {
  const m = /^(\d+)ml$/.exec(p.pack ?? "");
  return m ? Number(m[1]) : undefined;
};
const kilosOf = (p: Product): number | undefined => {
  const m = /^(\d+(?:\.\d+)?)kg$/.exec(p.pack ?? "");
  return m ? Number(m[1]) : undefined;
};
const gramsOf = (p: Product): number | undefined => {
  const m = /^(\d+)g$/.exec(p.pack ?? "");
  return m ? Number(m[1]) : undefined;
};
const metres = (mm: number): string => `${num(mm / 1000)}m`;

const TYPE: Record<Product["group"], string> = {
  cement: "Cement & Lime",
  agg: "Aggregates",
  brick: "Bricks",
  block: "Blocks & Lintels",
  land: "Landscaping",
  timber: "Timber & Fencing",
  deck: "Decking",
  trim: "Mouldings",
  sheet: "Sheet Materials",
  board: "Plasterboard",
  plaster: "Plaster & Beads",
  insul: "Insulation",
  roof: "Roofing",
  drain: "Drainage & Guttering",
  plumb: "Plumbing",
  fix: "Fixings",
  seal: "Adhesives & Sealants",
  paint: "Paint & Decorating",
};

/** Gransmoor: the web shop's variant data as a JSON-like suffix. */
function gransmoorAttributes(p: Product): string {
  const d = p.dims ?? [];
  const a: [string, string | number][] = [];
  if (p.form === "section" || p.form === "screw") a.push(["size", `${num(d[0]!)}x${num(d[1]!)}mm`]);
  else if (p.form === "board") a.push(["thickness", `${num(d[0]!)}mm`], ["size", `${num(d[1]!)}x${num(d[2]!)}mm`]);
  else if (p.form === "masonry") a.push(["size", `${d.map(num).join("x")}mm`]);
  else if (p.form === "single") a.push(["size", `${num(d[0]!)}mm`]);
  if (p.size) a.push([a.length ? "spec" : "size", p.size]);
  if (p.length) a.push(["length", `${p.length}mm`]);
  const c = countOf(p);
  const l = litresOf(p);
  if (c) a.push(["qty", Number(c[1])]);
  else if (l !== undefined) a.push(["volume", `${num(l)}L`]);
  else if (mlOf(p) !== undefined || gramsOf(p) !== undefined || kilosOf(p) !== undefined)
    a.push([mlOf(p) !== undefined ? "volume" : "weight", p.pack!]);
  else if (p.pack) a.push(["pack", p.pack.toLowerCase()]);
  if (a.length === 0) return "";
  return `{${a.map(([k, v]) => `"${k}":${typeof v === "number" ? v : `"${v}"`}`).join(",")}}`;
}

const gransmoor: Merchant = {
  slug: "gransmoor",
  name: "Gransmoor Builders Merchants",
  file: "gransmoor-builders.xml",
  website: "https://www.gransmoor-builders.example",
  columns: columns("id title link price availability brand gtin mpn product_type description image_link condition"),
  priceLevel: 1.01,
  fills: { brand: true, gtin: true, mpn: true },
  title: (p) => words(p.brand, p.line, p.noun, p.detail, gransmoorAttributes(p)),
  description: (p) => `${words(p.brand, p.line, p.noun, p.detail)}.${p.use ? ` For ${p.use}.` : ""}`,
  productType: (p) => TYPE[p.group],
};

/** Tockwith: the size first with the multiplication sign. */
function tockwithSize(p: Product): string {
  const d = p.dims ?? [];
  let dims = "";
  if (p.form === "section" || p.form === "screw") dims = `${num(d[0]!)}×${num(d[1]!)}mm`;
  else if (p.form === "board") dims = `${num(d[2]!)}×${num(d[1]!)}×${num(d[0]!)}mm`;
  else if (p.form === "masonry") dims = `${d.map(num).join("×")}mm`;
  else if (p.form === "single") dims = `${num(d[0]!)}mm`;
  const size = p.size?.replace(/ x /g, "×");
  const base = words(dims, size);
  return p.length ? (base ? `${base} × ${metres(p.length)}` : metres(p.length)) : base;
}

const tockwith: Merchant = {
  slug: "tockwith",
  name: "Tockwith Trade Counter",
  file: "tockwith-trade.tsv",
  website: "https://tockwith-trade.example",
  columns: columns("id title brand mpn price availability link product_type"),
  priceLevel: 0.96,
  fills: { brand: true, gtin: false, mpn: true },
  title(p) {
    const c = countOf(p);
    const l = litresOf(p);
    const pack = c ? undefined : l !== undefined ? `${num(l)}L` : p.pack;
    let lead = tockwithSize(p);
    let tail = pack;
    if (!lead && pack) {
      lead = pack;
      tail = undefined;
    }
    const parts = [lead, words(p.noun, p.detail), words(p.brand, p.line), tail, c ? `${c[1]} off` : undefined];
    return parts.filter(Boolean).join(" · ");
  },
  description: () => "",
  productType: (p) => TYPE[p.group],
};

/** Inches to the nearest eighth (under 2in) or quarter, as a yard writes them: 0.75 → "3/4", 8.5 → "8 1/2". */
function fraction(inches: number, coarse = false): string {
  const step = inches < 2 && !coarse ? 8 : 4;
  let whole = Math.floor(inches);
  let part = Math.round((inches - whole) * step);
  if (part === step) {
    whole += 1;
    part = 0;
  }
  if (part === 0) return String(whole);
  let [n, den] = [part, step];
  while (n % 2 === 0 && den % 2 === 0) [n, den] = [n / 2, den / 2];
  return whole ? `${whole} ${n}/${den}` : `${n}/${den}`;
}
/** Sizes a yard writes by their own inch name rather than the nearest eighth. */
const INCH_NAME: Record<string, string> = { "7.5": "5/16", "11": "7/16", "200": "8" };
const inch = (mm: number, coarse = false): string => INCH_NAME[num(mm)] ?? fraction(mm / 25.4, coarse);
/** Feet as a yard calls a length: the nearest whole foot when within about 2 %, else feet and inches. */
function feet(mm: number): string {
  const inches = mm / 25.4;
  const ft = Math.round(inches / 12);
  if (Math.abs(inches - ft * 12) <= inches * 0.02 + 1) return `${ft}ft`;
  const whole = Math.floor(inches / 12);
  return `${whole}ft ${Math.round(inches - whole * 12)}in`;
}
const BORE: Record<string, string> = {
  "15": "1/2",
  "22": "3/4",
  "32": "1 1/4",
  "40": "1 1/2",
  "68": "2 1/2",
  "110": "4",
  "112": "4 1/2",
};
const GAUGE: Record<string, string> = { "3.5": "No.6", "4": "No.8", "4.5": "No.9", "5": "No.10" };

function ruswarpSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  if (p.form === "section") {
    if (p.nominal) return `${p.nominal.replace("x", " x ")}in (${num(d[1]!)} x ${num(d[0]!)}mm)`;
    return `${inch(d[0]!)} x ${inch(d[1]!)}in (${num(d[0]!)} x ${num(d[1]!)}mm)`;
  }
  if (p.form === "screw") {
    const g = GAUGE[num(d[0]!)];
    return `${g ?? `${inch(d[0]!)}in`} x ${inch(d[1]!, true)}in (${num(d[0]!)} x ${num(d[1]!)}mm)`;
  }
  if (p.form === "board")
    return `${feet(d[2]!)} x ${feet(d[1]!)} x ${inch(d[0]!)}in (${num(d[2]!)} x ${num(d[1]!)} x ${num(d[0]!)}mm)`;
  if (p.form === "masonry") return `${d.map((x) => inch(x)).join(" x ")}in (${d.map(num).join(" x ")}mm)`;
  if (p.form === "single") {
    const pipe = p.group === "plumb" || p.group === "drain";
    return `${(pipe && BORE[num(d[0]!)]) || inch(d[0]!)}in (${num(d[0]!)}mm)`;
  }
  return undefined;
}

function ruswarpPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c) return `- ${c[1]} Pieces`;
  const k = kilosOf(p);
  if (k !== undefined) return `${Math.round(k * 2.2046)}lb (${p.pack})`;
  const g = gramsOf(p);
  if (g !== undefined) return `${num(g / 28.35)}oz (${p.pack})`;
  const l = litresOf(p);
  if (l !== undefined)
    return l >= 4.5 ? `${(l * 0.22).toFixed(1)} gal (${num(l)}L)` : `${(l * 1.76).toFixed(1)} pints (${num(l)}L)`;
  const ml = mlOf(p);
  if (ml !== undefined) return `${(ml / 28.41).toFixed(1)} fl oz (${ml}ml)`;
  if (p.pack === "Bulk Bag") return "Bulk Bag (approx. 1 ton)";
  return p.pack;
}

const ruswarp: Merchant = {
  slug: "ruswarp",
  name: "Ruswarp Timber & Hardware",
  file: "ruswarp-timber.csv",
  website: "https://www.ruswarp-timber.example",
  columns: columns("id title price availability link image_link brand gtin description product_type"),
  priceLevel: 0.99,
  fills: { brand: true, gtin: true, mpn: false },
  title(p) {
    const L = p.length ? `${feet(p.length)} (${metres(p.length)})` : undefined;
    return words(p.brand && `${p.brand}®`, p.line, p.noun, p.detail, ruswarpSize(p), L, p.size, ruswarpPack(p));
  },
  description: (p) => (p.use ? `Suitable for ${p.use}.` : ""),
  productType: (p) => `Building & Timber > ${TYPE[p.group]}`,
};

/** Two-word heads the stores catalogue keeps together when it inverts a noun. */
const HEADS = ["Stop End", "Running Outlet", "Fascia Bracket", "Patio Pack", "Roof Tile", "Ridge Tile", "Paving Slab"];

function inverted(noun: string): string {
  const head = HEADS.find((h) => noun.endsWith(` ${h}`));
  const ws = noun.split(" ");
  const n = head ? 2 : 1;
  if (ws.length <= n) return noun;
  return `${ws.slice(-n).join(" ")}, ${ws.slice(0, -n).join(" ")}`;
}

function pilsdonSize(p: Product): string[] {
  const d = p.dims ?? [];
  const out: string[] = [];
  if (p.form === "section" || p.form === "screw") out.push(`${num(d[0]!)} x ${num(d[1]!)}mm`);
  else if (p.form === "board") out.push(`${num(d[0]!)}mm`, `${num(d[1]!)} x ${num(d[2]!)}mm`);
  else if (p.form === "masonry") out.push(`${d.map(num).join(" x ")}mm`);
  else if (p.form === "single") out.push(`${num(d[0]!)}mm`);
  if (p.length) out.push(metres(p.length));
  if (p.size) out.push(p.size);
  return out;
}

const pilsdon: Merchant = {
  slug: "pilsdon",
  name: "Pilsdon Home & Build",
  file: "pilsdon-home.csv",
  website: "https://pilsdon-home.example",
  columns: columns(
    "id title link price availability brand identifier_exists google_product_category product_type condition",
  ),
  priceLevel: 1.05,
  fills: { brand: true, gtin: false, mpn: false },
  title(p) {
    const c = countOf(p);
    const l = litresOf(p);
    const pack = c ? `${c[1]} units` : l !== undefined ? `${num(l)}L` : p.pack;
    return [inverted(p.noun), p.detail, ...pilsdonSize(p), pack, words(p.brand, p.line)].filter(Boolean).join("; ");
  },
  description: () => "",
  productType: (p) => TYPE[p.group],
};

export const MERCHANTS: readonly Merchant[] = [gransmoor, tockwith, ruswarp, pilsdon];
