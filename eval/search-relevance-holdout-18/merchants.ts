/**
 * Four invented merchants of held-out set 18, each writing titles and columns its own way (none as sets 9–17 do):
 *
 * - Kexbrough Building Supplies (RSS 2.0 XML): brand, range, noun and detail in Title Case, then every size joined
 *   by asterisks with one unit at the end, lengths in millimetres (`47*100*2400mm`, sheets thickness first
 *   `18*1220*2440mm`, bricks `215*102.5*65mm`, screws `4*40mm`, bores with a length `15*3000mm`), then the pack as
 *   its container and amount split by a slash (`Bag/25kg`, `Tin/5L`, `Drum/5L`, `Tube/310ml`, `Box/200`,
 *   `Pack/10`); brand, GTIN, MPN, description with the use, a `shipping_weight` for weighed goods.
 * - Dunsforth Trade Counter (TSV, its own column order, no GTIN, no description): an old stock system's dotted
 *   abbreviations (`Treat. Sawn Timb.`, `Plasterbd. T.E.`, `M.R.`, `F.R.`, `Galv.`, `Conc.`, `Comp.`, `Emul.`,
 *   `Brill.`), the brand after the name and before the size, sizes in millimetres without a unit (`47 x 100 x 2400`,
 *   sheets face first `2440 x 1220 x 18`, screws `4 x 40`), counts `Pk.200`, weights `25 Kg`, volumes `5 Lit.`.
 * - Tidcombe Home & Garden (CSV): a home store writing sizes in centimetres (`4.7 x 10 x 240cm`, sheets the face first `122 x
 *   244 x 1.8cm`, bricks `21.5 x 10.25 x 6.5cm`, loft rolls `10cm`, lintels `120cm`) except screws and pipe bores
 *   (`4 x 40mm`, `15mm`), the size and the pack after spaced hyphens, counts `200 Piece`, volumes `5 Litre`; brand,
 *   GTIN, description with the use.
 * - Scampston Timber & Builders (CSV): the noun first and a colon, then brand, range and detail (`Treated Sawn
 *   Timber: Sawhollow C16, 47x100mm, 2.4m`), sizes joined, sheets face first then thickness (`2440x1220mm, 18mm`),
 *   lengths in metres from a metre up, the pack as amount with its container in brackets (`25kg (bag)`, `5L (tin)`, `310ml
 *   (cartridge)`, `200 (box)`, `bulk bag`); brand, MPN, description with the use.
 */
import { num, words } from "../search-relevance-holdout-3/title-kit.ts";
import type { SetMerchant } from "../search-relevance-holdout-3/feed-set-kit.ts";
import type { MerchantSlug, Product } from "./catalogue-types.ts";

export interface Merchant extends SetMerchant<Product> {
  slug: MerchantSlug;
}

export const SEED = "h18";

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
  if (kilosOf(p) !== undefined)
    return p.group === "seal" || p.group === "paint" || p.group === "plaster" ? "Tub" : "Bag";
  if (litresOf(p) !== undefined) return p.group === "paint" ? "Tin" : "Drum";
  const ml = mlOf(p);
  if (ml !== undefined) return p.group === "seal" ? (ml <= 400 ? "Tube" : "Can") : "Tin";
  return "";
}

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
  plaster: "Plastering",
  insul: "Insulation",
  roof: "Roofing",
  drain: "Drainage",
  plumb: "Plumbing",
  fix: "Fixings",
  seal: "Sealants & Adhesives",
  paint: "Paint & Decorating",
};

/** Kexbrough: sizes joined by asterisks, one unit at the end. */
function starSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  const star = (xs: number[]) => `${xs.map(num).join("*")}mm`;
  let s: string | undefined;
  if (p.form === "section") s = star(p.length ? [d[0]!, d[1]!, p.length] : [d[0]!, d[1]!]);
  else if (p.form === "screw") s = star([d[0]!, d[1]!]);
  else if (p.form === "board" || p.form === "masonry") s = star(d);
  else if (p.form === "single") s = star(p.length ? [d[0]!, p.length] : [d[0]!]);
  const size = p.size?.replace(/ x /g, "*");
  if (!p.form) return words(size, p.length ? star([p.length]) : undefined) || undefined;
  return words(s, size) || undefined;
}

function kexPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `${countWord(p)}/${c}`;
  const k = kilosOf(p);
  if (k !== undefined) return `${container(p)}/${p.pack}`;
  const l = litresOf(p);
  if (l !== undefined) return `${container(p)}/${num(l)}L`;
  if (mlOf(p) !== undefined) return `${container(p)}/${p.pack}`;
  return p.pack;
}

const kexbrough: Merchant = {
  slug: "kexbrough",
  name: "Kexbrough Building Supplies",
  file: "kexbrough-building.xml",
  website: "https://www.kexbrough-building.example",
  columns: columns(
    "id title link image_link price availability description brand gtin mpn product_type shipping_weight condition",
  ),
  priceLevel: 1.02,
  fills: { brand: true, gtin: true, mpn: true },
  title: (p) => words(p.brand, p.line, p.noun, p.detail, starSize(p), kexPack(p)),
  description: (p) => `${words(p.brand, p.line, p.noun, p.detail)}.${p.use ? ` Suitable for ${p.use}.` : ""}`,
  productType: (p) => `Kexbrough > ${TYPE[p.group]}`,
};

/** Dunsforth's stock system abbreviates with full stops (its own list); other words stay whole. */
const DOTTED: [RegExp, string][] = [
  [/\bTapered Edge\b/g, "T.E."],
  [/\bSquare Edge\b/g, "S.E."],
  [/\bMoisture Resistant\b/g, "M.R."],
  [/\bFire Resistant\b/g, "F.R."],
  [/\bTongue and Groove\b/g, "T.& G."],
  [/\bStainless Steel\b/g, "S.Steel"],
  [/\bTreated\b/g, "Treat."],
  [/\bTimber\b/g, "Timb."],
  [/\bRegularised\b/g, "Reg."],
  [/\bPlasterboard\b/g, "Plasterbd."],
  [/\bGalvanised\b/g, "Galv."],
  [/\bConcrete\b/g, "Conc."],
  [/\bCompression\b/g, "Comp."],
  [/\bEmulsion\b/g, "Emul."],
  [/\bBrilliant\b/g, "Brill."],
  [/\bInsulation\b/g, "Insul."],
  [/\bUnderground\b/g, "Undergr."],
  [/\bAdhesive\b/g, "Adh."],
  [/\bSealant\b/g, "Seal."],
  [/\bCountersunk\b/g, "Ctsk."],
  [/\bPlywood\b/g, "Ply."],
  [/\bInterlocking\b/g, "Interlock."],
  [/\bStandard\b/g, "Std."],
  [/\bAssorted\b/g, "Asstd."],
  [/\bSelf Adhesive\b/g, "S/Adh."],
];
const dotted = (s: string | undefined): string | undefined =>
  s === undefined ? undefined : DOTTED.reduce((t, [re, to]) => t.replace(re, to), s);

function bareSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  const x = (xs: number[]) => xs.map(num).join(" x ");
  let s: string | undefined;
  if (p.form === "section") s = x(p.length ? [d[0]!, d[1]!, p.length] : [d[0]!, d[1]!]);
  else if (p.form === "screw") s = x([d[0]!, d[1]!]);
  else if (p.form === "board") s = x([d[2]!, d[1]!, d[0]!]);
  else if (p.form === "masonry") s = x(d);
  else if (p.form === "single") s = x(p.length ? [d[0]!, p.length] : [d[0]!]);
  if (!p.form) return words(p.size, p.length ? num(p.length) : undefined) || undefined;
  return words(s, p.size) || undefined;
}

function dunsPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `Pk.${c}`;
  const k = kilosOf(p);
  if (k !== undefined) return `${num(k)} Kg`;
  const l = litresOf(p);
  if (l !== undefined) return `${num(l)} Lit.`;
  const ml = mlOf(p);
  if (ml !== undefined) return `${ml} ml`;
  return p.pack;
}

const dunsforth: Merchant = {
  slug: "dunsforth",
  name: "Dunsforth Trade Counter",
  file: "dunsforth-trade.tsv",
  website: "https://dunsforth-trade.example",
  columns: columns("id price title availability brand mpn link product_type"),
  priceLevel: 0.96,
  fills: { brand: true, gtin: false, mpn: true },
  title: (p) => words(dotted(p.line), dotted(p.noun), dotted(p.detail), p.brand, bareSize(p), dunsPack(p)),
  description: () => "",
  productType: (p) => TYPE[p.group],
};

/** Tidcombe: centimetres for timber, sheets, masonry and lengths; millimetres for screws and pipe bores. */
const cm = (mm: number): string => num(mm / 10);
function cmSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  const x = (xs: number[]) => `${xs.map(cm).join(" x ")}cm`;
  let s: string | undefined;
  if (p.form === "section") s = x(p.length ? [d[0]!, d[1]!, p.length] : [d[0]!, d[1]!]);
  else if (p.form === "screw") s = `${num(d[0]!)} x ${num(d[1]!)}mm`;
  else if (p.form === "board") s = x([d[1]!, d[2]!, d[0]!]);
  else if (p.form === "masonry") s = x(d);
  else if (p.form === "single")
    s = isPipe(p)
      ? words(`${num(d[0]!)}mm`, p.length ? `x ${cm(p.length)}cm` : undefined)
      : x(p.length ? [d[0]!, p.length] : [d[0]!]);
  if (!p.form) return words(p.size, p.length ? `${cm(p.length)}cm` : undefined) || undefined;
  return words(s, p.size) || undefined;
}

function tidPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `${c} Piece`;
  const l = litresOf(p);
  if (l !== undefined) return `${num(l)} Litre`;
  return p.pack;
}

const tidcombe: Merchant = {
  slug: "tidcombe",
  name: "Tidcombe Home & Garden",
  file: "tidcombe-home.csv",
  website: "https://www.tidcombe-home.example",
  columns: columns("id link title brand gtin price availability image_link description product_type"),
  priceLevel: 1.07,
  fills: { brand: true, gtin: true, mpn: false },
  title: (p) => [words(p.brand, p.line, p.noun, p.detail), cmSize(p), tidPack(p)].filter(Boolean).join(" - "),
  description: (p) => (p.use ? `Perfect for ${p.use}.` : ""),
  productType: (p) => `Home & Garden > DIY > ${TYPE[p.group]}`,
};

/** Scampston: the noun first and a colon; sizes joined; the container in brackets after the amount. */
function joinedSize(p: Product): string[] {
  const d = p.dims ?? [];
  const L = p.length ? (p.length >= 1000 ? `${num(p.length / 1000)}m` : `${p.length}mm`) : undefined;
  const out: (string | undefined)[] = [];
  if (p.form === "section" || p.form === "screw") out.push(`${num(d[0]!)}x${num(d[1]!)}mm`, L);
  else if (p.form === "board") out.push(`${num(d[2]!)}x${num(d[1]!)}mm`, `${num(d[0]!)}mm`);
  else if (p.form === "masonry") out.push(`${d.map(num).join("x")}mm`);
  else if (p.form === "single") out.push(`${num(d[0]!)}mm`, L);
  const size = p.size?.replace(/ x /g, "x");
  if (!p.form) out.push(size, L);
  else out.push(size);
  return out.filter((s): s is string => !!s);
}

function scamPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `${c} (${countWord(p)!.toLowerCase()})`;
  const l = litresOf(p);
  const box = container(p).toLowerCase();
  if (l !== undefined) return `${num(l)}L (${box})`;
  if (mlOf(p) !== undefined) return `${p.pack} (${box === "tube" ? "cartridge" : box})`;
  if (kilosOf(p) !== undefined) return `${p.pack} (${box})`;
  return p.pack?.toLowerCase();
}

const scampston: Merchant = {
  slug: "scampston",
  name: "Scampston Timber & Builders",
  file: "scampston-timber.csv",
  website: "https://www.scampston-timber.example",
  columns: columns("id title availability price brand mpn link description product_type"),
  priceLevel: 0.99,
  fills: { brand: true, gtin: false, mpn: true },
  title(p) {
    const rest = [words(p.brand, p.line, p.detail), ...joinedSize(p), scamPack(p)].filter(Boolean).join(", ");
    return rest ? `${p.noun}: ${rest}` : p.noun;
  },
  description: (p) => (p.use ? `Used for ${p.use}.` : ""),
  productType: (p) => `Yard > ${TYPE[p.group]}`,
};

export const MERCHANTS: readonly Merchant[] = [kexbrough, dunsforth, tidcombe, scampston];
