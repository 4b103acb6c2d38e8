/**
 * Four invented merchants of held-out set 21, each writing titles and columns its own way (none as sets 9–20 do):
 *
 * - Kirknewton Builders Merchants (RSS 2.0 XML): brand, range, noun and detail in Title Case, then the size with
 *   one unit on the last figure of the face and lengths in metres after a space (`47 x 100mm 2.4m`, sheets the
 *   long side first `2440 x 1220 x 18mm`, screws `4 x 40mm`, pipes `15mm 3m`), then the amount and the stock
 *   system's unit of measure in capitals in square brackets: `25kg [BAG]`, `5L [TIN]`, `5L [DRUM]`,
 *   `310ml [TUBE]`, `750ml [CAN]`, `200 [BOX]`, `10 [PK]`, `250 [TUB]`, `[BULK BAG]`, and for things sold
 *   singly `[LGTH]` (timber and other lengths), `[SHT]` (sheets and boards), `[ROLL]`, `[EA]`.
 * - Lowick Trade Counter (TSV, its own column order, no GTIN, no description, no image): the noun first, then the
 *   detail, then the size in millimetres with spaced x and one unit at the end (`47 x 100 x 2400mm`, sheets the
 *   long side first `2440 x 1220 x 18mm`, pipes `110mm 3000mm`), the pack (`25kg`, `5L`, `Ctn 200`, `Pk 10`,
 *   `Tub 250`, `Bulk Bag`), and the brand and range last in round brackets (`(Hartburn)`, `(Capheaton General
 *   Purpose)`).
 * - Belford Timber & Builders (CSV): brand, range, noun and detail first, then after an en dash every size with
 *   the multiplication sign and the unit spaced off in SI style (`47 × 100 mm × 2.4 m`, sheets thickness first
 *   with the face short side first and the sheet's area `18 × 1220 × 2440 mm (2.98 m²)`, bricks
 *   `215 × 102.5 × 65 mm`, pipes `110 mm × 3 m`), then after another en dash the pack in lower case (`25 kg bag`,
 *   `5 L tin`, `310 ml cartridge`, `box of 200`, `bulk bag`); brand, MPN, GTIN, description with the use.
 * - Chatton Home & DIY (CSV, GTIN and brand before the title): a home store's brand first, then the detail before
 *   the noun (`Hartburn C16 Treated Sawn Timber`, `Glanton Tapered Edge Plasterboard`), the face in round brackets
 *   with a unit on every figure (`(47mm x 100mm)`, sheets `(1220mm x 2440mm)`, bricks `(215mm x 102.5mm x 65mm)`),
 *   then `2.4m Long`, `18mm Thick`, `150mm Wide`, and the pack in Title Case words (`25kg Bag`, `5 Litre Tin`,
 *   `310ml Cartridge`, `Pack of 200`, `Bulk Bag`); brand, GTIN, description `Perfect for …`.
 */
import { num, words } from "../search-relevance-holdout-3/title-kit.ts";
import type { SetMerchant } from "../search-relevance-holdout-3/feed-set-kit.ts";
import type { MerchantSlug, Product } from "./catalogue-types.ts";

export interface Merchant extends SetMerchant<Product> {
  slug: MerchantSlug;
}

export const SEED = "h21";

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
function container(p: Product): "bag" | "tub" | "tin" | "drum" | "bottle" | "tube" | "can" | "" {
  const k = kilosOf(p);
  if (k !== undefined)
    return p.group === "agg" || p.group === "cement" || (p.group === "plaster" && k >= 20) || k >= 20 ? "bag" : "tub";
  const l = litresOf(p);
  if (l !== undefined) {
    if (p.group === "paint") return /Spirit|Soap/.test(p.noun) ? "bottle" : "tin";
    return l >= 5 ? "drum" : "bottle";
  }
  const ml = mlOf(p);
  if (ml !== undefined) return p.group === "seal" ? (ml <= 400 ? "tube" : "can") : "tin";
  return "";
}

const TYPE: Record<Product["group"], string> = {
  cement: "Cement, Lime & Additives",
  agg: "Aggregates",
  brick: "Bricks & Brickwork",
  block: "Blocks & Lintels",
  land: "Landscaping",
  timber: "Timber & Fencing",
  deck: "Decking",
  trim: "Mouldings & Skirting",
  sheet: "Sheet Materials",
  board: "Plasterboard",
  plaster: "Plastering",
  insul: "Insulation",
  roof: "Roofing",
  drain: "Drainage & Guttering",
  plumb: "Plumbing",
  fix: "Fixings & Fasteners",
  seal: "Sealants & Adhesives",
  paint: "Paint & Decorating",
};

const metresOf = (mm: number): string => (mm >= 1000 ? `${num(mm / 1000)}m` : `${mm}mm`);
const face = (p: Product): [number, number] => {
  const d = p.dims ?? [];
  return [Math.min(d[1]!, d[2]!), Math.max(d[1]!, d[2]!)];
};

/** Kirknewton: one unit on the face, the length in metres after a space. */
function kirkSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  const len = p.length ? metresOf(p.length) : undefined;
  let s: string | undefined;
  if (p.form === "section") s = words(`${num(d[0]!)} x ${num(d[1]!)}mm`, len);
  else if (p.form === "screw") s = `${num(d[0]!)} x ${num(d[1]!)}mm`;
  else if (p.form === "board") {
    const [w, l] = face(p);
    s = `${num(l)} x ${num(w)} x ${num(d[0]!)}mm`;
  } else if (p.form === "masonry") s = `${d.map(num).join(" x ")}mm`;
  else if (p.form === "single") s = words(`${num(d[0]!)}mm`, len);
  if (!p.form) return words(p.size, len) || undefined;
  return words(s, p.size) || undefined;
}

const UOM: Record<string, string> = {
  bag: "BAG",
  tub: "TUB",
  tin: "TIN",
  drum: "DRUM",
  bottle: "BTL",
  tube: "TUBE",
  can: "CAN",
};
function kirkUnit(p: Product): string {
  const c = countOf(p);
  if (c !== undefined)
    return `${c} [${({ Box: "BOX", Pack: "PK", Tub: "TUB", Bag: "BAG" } as const)[countWord(p) as "Box"]}]`;
  const k = kilosOf(p);
  if (k !== undefined) return `${num(k)}kg [${UOM[container(p)]}]`;
  const l = litresOf(p);
  if (l !== undefined) return `${num(l)}L [${UOM[container(p)]}]`;
  const ml = mlOf(p);
  if (ml !== undefined) return `${ml}ml [${UOM[container(p)]}]`;
  if (p.pack) return `[${p.pack.toUpperCase()}]`;
  if (p.form === "board") return "[SHT]";
  if (/Roll|Felt|Membrane|Fabric|Multifoil|Tape|Grass|Damp Proof|Coil/.test(words(p.noun, p.detail))) return "[ROLL]";
  if (p.form === "section" || p.length) return "[LGTH]";
  return "[EA]";
}

const kirknewton: Merchant = {
  slug: "kirknewton",
  name: "Kirknewton Builders Merchants",
  file: "kirknewton-builders.xml",
  website: "https://www.kirknewton-builders.example",
  columns: columns("id title description link image_link price availability condition brand gtin mpn product_type"),
  priceLevel: 1.01,
  fills: { brand: true, gtin: true, mpn: true },
  title: (p) => words(p.brand, p.line, p.noun, p.detail, kirkSize(p), kirkUnit(p)),
  description: (p) => `${words(p.brand, p.line, p.noun, p.detail)}. Use for ${p.use ?? "trade and DIY work"}.`,
  productType: (p) => `Trade > ${TYPE[p.group]}`,
};

/** Lowick writes lengths in millimetres, coils and rolls of 10 m and more in metres. */
const lowickLength = (mm: number): string => (mm >= 10000 ? `${num(mm / 1000)}m` : `${mm}mm`);

/** Lowick: millimetres with spaced x and one unit at the end; the brand and range last in brackets. */
function lowickSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  let s: string | undefined;
  if (p.form === "section") s = `${[d[0]!, d[1]!, ...(p.length ? [p.length] : [])].map(num).join(" x ")}mm`;
  else if (p.form === "screw") s = `${num(d[0]!)} x ${num(d[1]!)}mm`;
  else if (p.form === "board") {
    const [w, l] = face(p);
    s = `${num(l)} x ${num(w)} x ${num(d[0]!)}mm`;
  } else if (p.form === "masonry") s = `${d.map(num).join(" x ")}mm`;
  else if (p.form === "single") s = words(`${num(d[0]!)}mm`, p.length ? lowickLength(p.length) : undefined);
  if (!p.form) return words(p.size, p.length ? lowickLength(p.length) : undefined) || undefined;
  return words(s, p.size) || undefined;
}

function lowickPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined)
    return `${({ Box: "Ctn", Pack: "Pk", Tub: "Tub", Bag: "Bag" } as const)[countWord(p) as "Box"]} ${c}`;
  const k = kilosOf(p);
  if (k !== undefined) return `${num(k)}kg`;
  const l = litresOf(p);
  if (l !== undefined) return `${num(l)}L`;
  return p.pack;
}

const lowick: Merchant = {
  slug: "lowick",
  name: "Lowick Trade Counter",
  file: "lowick-trade.tsv",
  website: "https://lowick-trade.example",
  columns: columns("id link title price brand mpn availability product_type"),
  priceLevel: 0.97,
  fills: { brand: true, gtin: false, mpn: true },
  title(p) {
    const maker = words(p.brand, p.line);
    return words(p.noun, p.detail, lowickSize(p), lowickPack(p), maker ? `(${maker})` : undefined);
  },
  description: () => "",
  productType: (p) => TYPE[p.group],
};

/** Belford: SI style, the multiplication sign and a spaced unit; a sheet's area after its size. */
const si = (s: string): string => s.replace(/(\d)(mm|m²|m|kg|L|ml)\b/g, "$1 $2").replace(/(\d) x (\d)/g, "$1 × $2");
function belfordSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  const len = p.length ? (p.length >= 1000 ? `${num(p.length / 1000)} m` : `${p.length} mm`) : undefined;
  let s: string | undefined;
  if (p.form === "section") s = words(`${num(d[0]!)} × ${num(d[1]!)} mm`, len ? `× ${len}` : undefined);
  else if (p.form === "screw") s = `${num(d[0]!)} × ${num(d[1]!)} mm`;
  else if (p.form === "board") {
    const [w, l] = face(p);
    s = `${num(d[0]!)} × ${num(w)} × ${num(l)} mm (${num((w * l) / 1e6)} m²)`;
  } else if (p.form === "masonry") s = `${d.map(num).join(" × ")} mm`;
  else if (p.form === "single") s = words(`${num(d[0]!)} mm`, len ? `× ${len}` : undefined);
  if (!p.form)
    return words(p.size ? si(p.size) : undefined, len ? (p.size ? `× ${len}` : len) : undefined) || undefined;
  return words(s, p.size ? si(p.size) : undefined) || undefined;
}

function belfordPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `${countWord(p)!.toLowerCase()} of ${c}`;
  const k = kilosOf(p);
  if (k !== undefined) return `${num(k)} kg ${container(p)}`;
  const l = litresOf(p);
  if (l !== undefined) return `${num(l)} L ${container(p)}`;
  const ml = mlOf(p);
  if (ml !== undefined) return `${ml} ml ${container(p) === "tube" ? "cartridge" : container(p)}`;
  return p.pack?.toLowerCase();
}

const belford: Merchant = {
  slug: "belford",
  name: "Belford Timber & Builders",
  file: "belford-timber.csv",
  website: "https://www.belford-timber.example",
  columns: columns("id title price availability link image_link brand mpn gtin description product_type"),
  priceLevel: 0.99,
  fills: { brand: true, gtin: true, mpn: true },
  title(p) {
    const size = belfordSize(p);
    const pack = belfordPack(p);
    return [words(p.brand, p.line, p.noun, p.detail), size, pack].filter(Boolean).join(" – ");
  },
  description: (p) => (p.use ? `For ${p.use}.` : ""),
  productType: (p) => `Belford Yard: ${TYPE[p.group]}`,
};

/** Chatton: the detail before the noun, the face in brackets with a unit on every figure, then Long/Thick/Wide. */
function chattonSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  const len = p.length ? `${metresOf(p.length)} Long` : undefined;
  let s: string | undefined;
  if (p.form === "section") s = words(`(${num(d[0]!)}mm x ${num(d[1]!)}mm)`, len);
  else if (p.form === "screw") s = `(${num(d[0]!)}mm x ${num(d[1]!)}mm)`;
  else if (p.form === "board") {
    const [w, l] = face(p);
    s = `(${num(w)}mm x ${num(l)}mm) ${num(d[0]!)}mm Thick`;
  } else if (p.form === "masonry") s = `(${d.map((n) => `${num(n)}mm`).join(" x ")})`;
  else if (p.form === "single") {
    const what = singleIs(p);
    s =
      what === "bore"
        ? words(`(${num(d[0]!)}mm)`, len)
        : words(`${num(d[0]!)}mm ${what === "thick" ? "Thick" : "Wide"}`, len);
  }
  if (!p.form) return words(p.size, len) || undefined;
  return words(s, p.size) || undefined;
}

const title = (s: string): string => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());
function chattonPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `${countWord(p)} of ${c}`;
  const k = kilosOf(p);
  if (k !== undefined) return `${num(k)}kg ${title(container(p))}`;
  const l = litresOf(p);
  if (l !== undefined) return `${num(l)} Litre ${title(container(p))}`;
  const ml = mlOf(p);
  if (ml !== undefined) return `${ml}ml ${container(p) === "tube" ? "Cartridge" : title(container(p))}`;
  return p.pack;
}

const chatton: Merchant = {
  slug: "chatton",
  name: "Chatton Home & DIY",
  file: "chatton-home.csv",
  website: "https://www.chatton-home.example",
  columns: columns("id gtin brand title description price availability link image_link product_type"),
  priceLevel: 1.06,
  fills: { brand: true, gtin: true, mpn: false },
  title: (p) => words(p.brand, p.line, p.detail, p.noun, chattonSize(p), chattonPack(p)),
  description: (p) => (p.use ? `Perfect for ${p.use}.` : ""),
  productType: (p) => `Home & DIY > Building > ${TYPE[p.group]}`,
};

export const MERCHANTS: readonly Merchant[] = [kirknewton, lowick, belford, chatton];
