/**
 * Four invented merchants of held-out set 22, each writing titles and columns its own way (none as sets 9–21 do):
 *
 * - Weobley Builders Merchants (RSS 2.0 XML): brand, range and noun in Title Case, the detail in square brackets
 *   (`[C16]`, `[Tapered Edge]`, `[Brilliant White]`), then the figures with the unit once in round brackets after
 *   them (`47 x 100 (mm)`, sheets the long side first `2440 x 1220 x 18 (mm)`, bricks `215 x 102.5 x 65 (mm)`,
 *   screws with the gauge to one decimal `4.0 x 40 (mm)`, bores `15 (mm)`), lengths in metres to two decimals
 *   after an x (`x 2.40m`), then the container and the amount in brackets (`Bag (25kg)`, `Tub (15kg)`,
 *   `Tin (5L)`, `Drum (5L)`, `Bottle (1L)`, `Cartridge (310ml)`, `Can (750ml)`, `Box (200)`, `Pack (10)`,
 *   `Tub (250)`, `Bulk Bag`).
 * - Dilwyn Trade Counter (TSV, its own column order, no GTIN, no description, no image): the noun first, then the
 *   brand, range and detail, then an ERP's size codes: faces joined by a lower-case x without a unit (`47x100`,
 *   sheets the long side first `2440x1220`), a letter before a single figure (`L2400` length, `T18` thickness,
 *   `D15` bore, `W150` width), then the pack in lower case (`25kg`, `5ltr`, `310ml`, `200 off`, `10 off`,
 *   `bulk bag`).
 * - Eardisland Timber & Builders (CSV, quoted commas): brand, range and noun, then the detail, sizes and pack
 *   after commas; metric first with the imperial after it in feet and inch marks in round brackets for lengths and
 *   sheet faces (`47 x 100mm, 2.4m (7' 10")`, `2440 x 1220mm (8' x 4'), 18mm`), packs `25kg Bag`, `5L Tin`,
 *   `310ml Tube`, `Box of 200`, `Bulk Bag`.
 * - Almeley Home & Garden (CSV, the availability and brand before the title): brand, range and noun, then every
 *   size with a unit on each figure and spaced x, lengths in millimetres too (`47mm x 100mm x 2400mm`; coils of
 *   10 m and more in metres, `15mm x 25m`), sheets the short side first (`1220mm x 2440mm x 18mm`), the pack as a
 *   home store writes it (`25kg Bag`, `10 Litre`, `310ml`, `200 Pack`, `Bulk Bag`), and the detail last after an
 *   en dash (`– C16`, `– Brilliant White`).
 */
import { num, words } from "../search-relevance-holdout-3/title-kit.ts";
import type { SetMerchant } from "../search-relevance-holdout-3/feed-set-kit.ts";
import type { MerchantSlug, Product } from "./catalogue-types.ts";

export interface Merchant extends SetMerchant<Product> {
  slug: MerchantSlug;
}

export const SEED = "h22";

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

/** What a `single` size measures: a pipe's bore, a roll's or batt's thickness, a flashing's or DPC's width. */
function singleIs(p: Product): "bore" | "thick" | "wide" {
  if (p.group === "insul" && !/Lagging/.test(p.noun)) return "thick";
  if (p.group === "roof" || p.group === "brick") return "wide";
  return "bore";
}

/** The container a merchant names for a weight or volume. */
function container(p: Product): "Bag" | "Tub" | "Tin" | "Drum" | "Bottle" | "Tube" | "Can" | "" {
  const k = kilosOf(p);
  if (k !== undefined) return p.group === "agg" || p.group === "cement" || k >= 20 ? "Bag" : "Tub";
  const l = litresOf(p);
  if (l !== undefined) {
    if (p.group === "paint") return /Spirit|Soap/.test(p.noun) ? "Bottle" : "Tin";
    return l >= 5 ? "Drum" : "Bottle";
  }
  const ml = mlOf(p);
  if (ml !== undefined) return p.group === "seal" ? (ml <= 400 ? "Tube" : "Can") : "Tin";
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
  trim: "Skirting & Mouldings",
  sheet: "Sheet Materials",
  board: "Plasterboard",
  plaster: "Plaster & Beads",
  insul: "Insulation",
  roof: "Roofing",
  drain: "Drainage & Rainwater",
  plumb: "Plumbing",
  fix: "Fixings",
  seal: "Sealants & Adhesives",
  paint: "Decorating",
};

const face = (p: Product): [number, number] => {
  const d = p.dims ?? [];
  return [Math.min(d[1]!, d[2]!), Math.max(d[1]!, d[2]!)];
};
const nounOf = (p: Product, m: MerchantSlug): string => p.nounBy?.[m] ?? p.noun;

/** Weobley: the unit once in brackets after the figures, lengths in metres to two decimals. */
function weobleySize(p: Product): string | undefined {
  const d = p.dims ?? [];
  const len = p.length ? `x ${(p.length / 1000).toFixed(2)}m` : undefined;
  let s: string | undefined;
  if (p.form === "section") s = words(`${num(d[0]!)} x ${num(d[1]!)} (mm)`, len);
  else if (p.form === "screw") s = `${d[0]!.toFixed(1)} x ${num(d[1]!)} (mm)`;
  else if (p.form === "board") {
    const [w, l] = face(p);
    s = `${num(l)} x ${num(w)} x ${num(d[0]!)} (mm)`;
  } else if (p.form === "masonry") s = `${d.map(num).join(" x ")} (mm)`;
  else if (p.form === "single") s = words(`${num(d[0]!)} (mm)`, len);
  if (!p.form) return words(p.size, p.size ? len : len?.slice(2)) || undefined;
  return words(s, p.size) || undefined;
}

function weobleyPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `${countWord(p)} (${c})`;
  const k = kilosOf(p);
  if (k !== undefined) return `${container(p)} (${num(k)}kg)`;
  const l = litresOf(p);
  if (l !== undefined) return `${container(p)} (${num(l)}L)`;
  const ml = mlOf(p);
  if (ml !== undefined) return `${container(p) === "Tube" ? "Cartridge" : container(p)} (${ml}ml)`;
  return p.pack;
}

const weobley: Merchant = {
  slug: "weobley",
  name: "Weobley Builders Merchants",
  file: "weobley-builders.xml",
  website: "https://www.weobley-builders.example",
  columns: columns("id title link image_link price availability condition brand gtin mpn description product_type"),
  priceLevel: 1.02,
  fills: { brand: true, gtin: true, mpn: true },
  title: (p) =>
    words(
      p.brand,
      p.line,
      nounOf(p, "weobley"),
      p.detail ? `[${p.detail}]` : undefined,
      weobleySize(p),
      weobleyPack(p),
    ),
  description: (p) => `${words(p.brand, p.line, p.noun)} for ${p.use ?? "trade and DIY work"}.`,
  productType: (p) => `Builders Merchants | ${TYPE[p.group]}`,
};

/** Dilwyn: an ERP's size codes, faces joined, a letter before a single figure. */
function dilwynSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  const len = p.length ? `L${p.length}` : undefined;
  let s: string | undefined;
  if (p.form === "section") s = words(`${num(d[0]!)}x${num(d[1]!)}`, len);
  else if (p.form === "screw") s = `${num(d[0]!)}x${num(d[1]!)}`;
  else if (p.form === "board") {
    const [w, l] = face(p);
    s = `${num(l)}x${num(w)} T${num(d[0]!)}`;
  } else if (p.form === "masonry") s = d.map(num).join("x");
  else if (p.form === "single") {
    const letter = { bore: "D", thick: "T", wide: "W" }[singleIs(p)];
    s = words(`${letter}${num(d[0]!)}`, len);
  }
  if (!p.form) return words(p.size, len) || undefined;
  return words(s, p.size) || undefined;
}

function dilwynPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `${c} off`;
  const k = kilosOf(p);
  if (k !== undefined) return `${num(k)}kg`;
  const l = litresOf(p);
  if (l !== undefined) return `${num(l)}ltr`;
  return p.pack?.toLowerCase();
}

const dilwyn: Merchant = {
  slug: "dilwyn",
  name: "Dilwyn Trade Counter",
  file: "dilwyn-trade.tsv",
  website: "https://dilwyn-trade.example",
  columns: columns("id title price availability brand mpn link product_type"),
  priceLevel: 0.96,
  fills: { brand: true, gtin: false, mpn: true },
  title: (p) => words(nounOf(p, "dilwyn"), p.brand, p.line, p.detail, dilwynSize(p), dilwynPack(p)),
  description: () => "",
  productType: (p) => TYPE[p.group].toUpperCase(),
};

/** Feet and inches to the nearest inch: 2400 → 7' 10". */
function feetInches(mm: number): string {
  const inches = Math.round(mm / 25.4);
  const ft = Math.floor(inches / 12);
  const i = inches % 12;
  return i ? `${ft}' ${i}"` : `${ft}'`;
}
const FACE_FEET: Record<string, string> = {
  "1220x2440": "8' x 4'",
  "1200x2400": "8' x 4'",
  "900x1800": "6' x 3'",
  "600x2400": "8' x 2'",
  "600x600": "2' x 2'",
  "450x450": '18" x 18"',
};
const eardLength = (mm: number): string =>
  `${num(mm >= 1000 ? mm / 1000 : mm)}${mm >= 1000 ? "m" : "mm"} (${feetInches(mm)})`;

/** Eardisland: metric first, the imperial in round brackets after lengths and sheet faces. */
function eardislandSize(p: Product): string[] {
  const d = p.dims ?? [];
  const len = p.length ? eardLength(p.length) : undefined;
  const out: (string | undefined)[] = [];
  if (p.form === "section") out.push(`${num(d[0]!)} x ${num(d[1]!)}mm`, len);
  else if (p.form === "screw") out.push(`${num(d[0]!)} x ${num(d[1]!)}mm`);
  else if (p.form === "board") {
    const [w, l] = face(p);
    const ft = FACE_FEET[`${w}x${l}`];
    out.push(words(`${num(l)} x ${num(w)}mm`, ft ? `(${ft})` : undefined), `${num(d[0]!)}mm`);
  } else if (p.form === "masonry") out.push(`${d.map(num).join(" x ")}mm`);
  else if (p.form === "single") out.push(`${num(d[0]!)}mm`, len);
  else out.push(p.size, len);
  if (p.form) out.push(p.size);
  return out.filter((x): x is string => !!x);
}

function eardislandPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `${countWord(p)} of ${c}`;
  const k = kilosOf(p);
  if (k !== undefined) return `${num(k)}kg ${container(p)}`;
  const l = litresOf(p);
  if (l !== undefined) return `${num(l)}L ${container(p)}`;
  const ml = mlOf(p);
  if (ml !== undefined) return `${ml}ml ${container(p)}`;
  return p.pack;
}

const eardisland: Merchant = {
  slug: "eardisland",
  name: "Eardisland Timber & Builders",
  file: "eardisland-timber.csv",
  website: "https://www.eardisland-timber.example",
  columns: columns("id title brand gtin mpn price availability link image_link description product_type"),
  priceLevel: 1.0,
  fills: { brand: true, gtin: true, mpn: true },
  title: (p) =>
    [words(p.brand, p.line, nounOf(p, "eardisland")), p.detail, ...eardislandSize(p), eardislandPack(p)]
      .filter(Boolean)
      .join(", "),
  description: (p) => (p.use ? `Ideal for ${p.use}.` : ""),
  productType: (p) => `Timber & Builders / ${TYPE[p.group]}`,
};

/** Almeley: a unit on every figure, lengths in millimetres, sheets the short side first. */
function almeleySize(p: Product): string | undefined {
  const d = p.dims ?? [];
  const len = p.length ? (p.length >= 10000 ? `${num(p.length / 1000)}m` : `${p.length}mm`) : undefined;
  let s: string | undefined;
  if (p.form === "section") s = [`${num(d[0]!)}mm`, `${num(d[1]!)}mm`, len].filter(Boolean).join(" x ");
  else if (p.form === "screw") s = `${num(d[0]!)}mm x ${num(d[1]!)}mm`;
  else if (p.form === "board") {
    const [w, l] = face(p);
    s = `${num(w)}mm x ${num(l)}mm x ${num(d[0]!)}mm`;
  } else if (p.form === "masonry") s = d.map((n) => `${num(n)}mm`).join(" x ");
  else if (p.form === "single") s = [`${num(d[0]!)}mm`, len].filter(Boolean).join(" x ");
  if (!p.form) return (p.size && len ? `${p.size} x ${len}` : (p.size ?? len)) || undefined;
  return words(s, p.size) || undefined;
}

function almeleyPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `${c} Pack`;
  const k = kilosOf(p);
  if (k !== undefined) return `${num(k)}kg ${container(p)}`;
  const l = litresOf(p);
  if (l !== undefined) return `${num(l)} Litre`;
  return p.pack;
}

const almeley: Merchant = {
  slug: "almeley",
  name: "Almeley Home & Garden",
  file: "almeley-home.csv",
  website: "https://www.almeley-home.example",
  columns: columns("id availability brand title price link image_link gtin product_type description"),
  priceLevel: 1.05,
  fills: { brand: true, gtin: true, mpn: false },
  title: (p) =>
    [words(p.brand, p.line, nounOf(p, "almeley"), almeleySize(p), almeleyPack(p)), p.detail]
      .filter(Boolean)
      .join(" – "),
  description: (p) => (p.use ? `Great for ${p.use}.` : ""),
  productType: (p) => `Home > Garden & DIY > ${TYPE[p.group]}`,
};

export const MERCHANTS: readonly Merchant[] = [weobley, dilwyn, eardisland, almeley];
