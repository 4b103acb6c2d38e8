/**
 * Four invented merchants of held-out set 19, each writing titles and columns its own way (none as sets 9–18 do):
 *
 * - Gristhorpe Builders Merchants (RSS 2.0 XML): brand, range, noun and detail in Title Case, then sizes in an
 *   engineer's shorthand (`47 x 100mm x 2.4m lg`, sheets thickness first `18mm thk 1220 x 2440mm`, screws
 *   `4mm dia x 40mm`, pipes `15mm dia x 3m lg`, rolls `100mm thk`), then the pack in lower case in brackets last
 *   (`(25kg sack)`, `(5kg tub)`, `(5 ltr tin)`, `(310ml cartridge)`, `(200 in box)`, `(bulk bag)`); brand, GTIN,
 *   MPN, description with the use.
 * - Staxton Trade Centre (TSV, its own column order, no GTIN, no description, no image): the noun first, the
 *   detail in round brackets, then brand and range, then every size in millimetres joined by a capital X with one
 *   unit (`47 X 100 X 2400mm`, sheets the long side first `2440 X 1220 X 18mm`, pipes `15mm X 3000mm`), counts
 *   `Bx of 200`, `Pkt of 10`, weights `25kg Sack`, volumes `5Lt`.
 * - Folkton Timber & Building (CSV): the size first (`47x100`, sheets `2440x1220x18mm`, bricks `215x102.5x65mm`,
 *   screws `4x40`, pipes `15mm`), then noun, detail, brand and range, the length last in brackets in metres
 *   without a unit (`(2.4)`, `(3.0)`), the pack after a slash (`/ 25kg`, `/ 5L`, `/ 200 Pack`, `/ Bulk Bag`);
 *   brand, GTIN, MPN, description with the use.
 * - Hunmanby Home & DIY (CSV): noun and detail first, sizes with thousands separators (`47 x 100 x 2,400mm`,
 *   sheets `2,440 x 1,220 x 18mm`, pipes `15mm x 3,000mm`), counts `(Bx200)`, `(Pk10)`, volumes `5 Ltrs`, then
 *   the brand and range in capitals after an en dash (`– MILLINGTON`); brand, GTIN, description with the use.
 */
import { num, words } from "../search-relevance-holdout-3/title-kit.ts";
import type { SetMerchant } from "../search-relevance-holdout-3/feed-set-kit.ts";
import type { MerchantSlug, Product } from "./catalogue-types.ts";

export interface Merchant extends SetMerchant<Product> {
  slug: MerchantSlug;
}

export const SEED = "h19";

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
const isPipe = (p: Product): boolean => p.group === "plumb" || p.group === "drain";

/** The container a merchant names for a weight or volume. */
function container(p: Product): string {
  const k = kilosOf(p);
  if (k !== undefined) return (p.group === "agg" || p.group === "cement" || k >= 20) && k > 1 ? "sack" : "tub";
  const l = litresOf(p);
  if (l !== undefined) {
    if (p.group === "paint") return /Spirit|Soap/.test(p.noun) ? "bottle" : "tin";
    return l >= 5 ? "drum" : "bottle";
  }
  const ml = mlOf(p);
  if (ml !== undefined) return p.group === "seal" ? (ml <= 400 ? "cartridge" : "can") : "tin";
  return "";
}

const TYPE: Record<Product["group"], string> = {
  cement: "Cement & Lime",
  agg: "Sand & Aggregates",
  brick: "Bricks",
  block: "Blocks & Lintels",
  land: "Paving & Landscaping",
  timber: "Timber & Fencing",
  deck: "Decking",
  trim: "Mouldings",
  sheet: "Sheet Materials",
  board: "Plasterboard",
  plaster: "Plaster & Drylining",
  insul: "Insulation",
  roof: "Roofing",
  drain: "Drainage & Rainwater",
  plumb: "Plumbing",
  fix: "Fixings",
  seal: "Sealants & Adhesives",
  paint: "Decorating",
};

/** Gristhorpe: an engineer's shorthand (`thk`, `dia`, `lg`). */
const lg = (mm: number): string => (mm >= 1000 ? `${num(mm / 1000)}m lg` : `${mm}mm lg`);
function engSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  let s: string | undefined;
  if (p.form === "section") s = words(`${num(d[0]!)} x ${num(d[1]!)}mm`, p.length ? `x ${lg(p.length)}` : undefined);
  else if (p.form === "screw") s = `${num(d[0]!)}mm dia x ${num(d[1]!)}mm`;
  else if (p.form === "board") s = `${num(d[0]!)}mm thk ${num(d[1]!)} x ${num(d[2]!)}mm`;
  else if (p.form === "masonry") s = `${d.map(num).join(" x ")}mm`;
  else if (p.form === "single")
    s = isPipe(p)
      ? words(`${num(d[0]!)}mm dia`, p.length ? `x ${lg(p.length)}` : undefined)
      : words(`${num(d[0]!)}mm thk`, p.length ? `x ${lg(p.length)}` : undefined);
  if (!p.form) return words(p.size, p.length ? lg(p.length) : undefined) || undefined;
  return words(s, p.size) || undefined;
}

function gristPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `(${c} in ${countWord(p)!.toLowerCase()})`;
  const k = kilosOf(p);
  if (k !== undefined) return `(${num(k)}kg ${container(p)})`;
  const l = litresOf(p);
  if (l !== undefined) return `(${num(l)} ltr ${container(p)})`;
  const ml = mlOf(p);
  if (ml !== undefined) return `(${ml}ml ${container(p)})`;
  return p.pack ? `(${p.pack.toLowerCase()})` : undefined;
}

const gristhorpe: Merchant = {
  slug: "gristhorpe",
  name: "Gristhorpe Builders Merchants",
  file: "gristhorpe-builders.xml",
  website: "https://www.gristhorpe-builders.example",
  columns: columns("id title description link image_link price availability brand gtin mpn condition product_type"),
  priceLevel: 1.01,
  fills: { brand: true, gtin: true, mpn: true },
  title: (p) => words(p.brand, p.line, p.noun, p.detail, engSize(p), gristPack(p)),
  description: (p) => `${words(p.brand, p.line, p.noun, p.detail)}${p.use ? ` for ${p.use}` : ""}.`,
  productType: (p) => `Building Materials > ${TYPE[p.group]}`,
};

/** Staxton: millimetres joined by a capital X, one unit at the end. */
function bigX(p: Product): string | undefined {
  const d = p.dims ?? [];
  const X = (xs: number[]) => `${xs.map(num).join(" X ")}mm`;
  let s: string | undefined;
  if (p.form === "section") s = X(p.length ? [d[0]!, d[1]!, p.length] : [d[0]!, d[1]!]);
  else if (p.form === "screw") s = X([d[0]!, d[1]!]);
  else if (p.form === "board") s = X([Math.max(d[1]!, d[2]!), Math.min(d[1]!, d[2]!), d[0]!]);
  else if (p.form === "masonry") s = X(d);
  else if (p.form === "single") s = words(`${num(d[0]!)}mm`, p.length ? `X ${p.length}mm` : undefined);
  const size = p.size?.replace(/ x /g, " X ");
  if (!p.form) return words(size, p.length ? `${p.length}mm` : undefined) || undefined;
  return words(s, size) || undefined;
}

function staxPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `${{ Box: "Bx", Pack: "Pkt", Tub: "Tub", Bag: "Bag" }[countWord(p)!]} of ${c}`;
  const k = kilosOf(p);
  if (k !== undefined) return `${num(k)}kg ${container(p) === "sack" ? "Sack" : "Tub"}`;
  const l = litresOf(p);
  if (l !== undefined) return `${num(l)}Lt`;
  return p.pack;
}

const staxton: Merchant = {
  slug: "staxton",
  name: "Staxton Trade Centre",
  file: "staxton-trade.tsv",
  website: "https://staxton-trade.example",
  columns: columns("id availability title price mpn brand link product_type"),
  priceLevel: 0.95,
  fills: { brand: true, gtin: false, mpn: true },
  title: (p) => words(p.noun, p.detail ? `(${p.detail})` : undefined, p.brand, p.line, bigX(p), staxPack(p)),
  description: () => "",
  productType: (p) => TYPE[p.group],
};

/** Folkton: the size first, the length last in brackets in metres without a unit. */
const bareMetres = (mm: number): string => `(${(mm / 1000).toFixed(1)})`;
function sizeFirst(p: Product): string | undefined {
  const d = p.dims ?? [];
  if (p.form === "section" || p.form === "screw") return `${num(d[0]!)}x${num(d[1]!)}`;
  if (p.form === "board") return `${num(Math.max(d[1]!, d[2]!))}x${num(Math.min(d[1]!, d[2]!))}x${num(d[0]!)}mm`;
  if (p.form === "masonry") return `${d.map(num).join("x")}mm`;
  if (p.form === "single") return `${num(d[0]!)}mm`;
  return p.size;
}

function folkPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `/ ${c} Pack`;
  const l = litresOf(p);
  if (l !== undefined) return `/ ${num(l)}L`;
  return p.pack ? `/ ${p.pack}` : undefined;
}

const folkton: Merchant = {
  slug: "folkton",
  name: "Folkton Timber & Building",
  file: "folkton-timber.csv",
  website: "https://www.folkton-timber.example",
  columns: columns("id title price availability brand gtin mpn link image_link description product_type"),
  priceLevel: 0.98,
  fills: { brand: true, gtin: true, mpn: true },
  title: (p) =>
    words(
      sizeFirst(p),
      p.noun,
      p.detail,
      p.brand,
      p.line,
      p.form ? p.size : undefined,
      p.length ? bareMetres(p.length) : undefined,
      folkPack(p),
    ),
  description: (p) => (p.use ? `Use: ${p.use}.` : ""),
  productType: (p) => `Yard/${TYPE[p.group]}`,
};

/** Hunmanby: thousands separators in millimetres, the brand in capitals last. */
const thou = (n: number): string => n.toLocaleString("en-GB", { maximumFractionDigits: 2 });
function commaSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  const x = (xs: number[]) => `${xs.map(thou).join(" x ")}mm`;
  let s: string | undefined;
  if (p.form === "section") s = x(p.length ? [d[0]!, d[1]!, p.length] : [d[0]!, d[1]!]);
  else if (p.form === "screw") s = x([d[0]!, d[1]!]);
  else if (p.form === "board") s = x([Math.max(d[1]!, d[2]!), Math.min(d[1]!, d[2]!), d[0]!]);
  else if (p.form === "masonry") s = x(d);
  else if (p.form === "single") s = words(`${thou(d[0]!)}mm`, p.length ? `x ${thou(p.length)}mm` : undefined);
  if (!p.form) return words(p.size, p.length ? `${thou(p.length)}mm` : undefined) || undefined;
  return words(s, p.size) || undefined;
}

function hunPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `(${{ Box: "Bx", Pack: "Pk", Tub: "Tub", Bag: "Bag" }[countWord(p)!]}${c})`;
  const l = litresOf(p);
  if (l !== undefined) return `${num(l)} Ltrs`;
  return p.pack;
}

const hunmanby: Merchant = {
  slug: "hunmanby",
  name: "Hunmanby Home & DIY",
  file: "hunmanby-home.csv",
  website: "https://www.hunmanby-home.example",
  columns: columns("id title brand price availability link image_link gtin description product_type"),
  priceLevel: 1.06,
  fills: { brand: true, gtin: true, mpn: false },
  title(p) {
    const head = words(p.noun, p.detail, commaSize(p), hunPack(p));
    const maker = words(p.brand, p.line).toUpperCase();
    return maker ? `${head} – ${maker}` : head;
  },
  description: (p) => (p.use ? `Ideal for ${p.use}.` : ""),
  productType: (p) => `DIY > ${TYPE[p.group]}`,
};

export const MERCHANTS: readonly Merchant[] = [gristhorpe, staxton, folkton, hunmanby];
