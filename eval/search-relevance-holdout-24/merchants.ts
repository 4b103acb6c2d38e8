/**
 * Four invented merchants of held-out set 24, each writing titles and columns its own way (none as sets 9–23 do).
 * The habits are described in README.md's merchants table; this file is the only place that writes them.
 */
import { num, words } from "../search-relevance-holdout-3/title-kit.ts";
import type { SetMerchant } from "../search-relevance-holdout-3/feed-set-kit.ts";
import type { MerchantSlug, Product } from "./catalogue-types.ts";

export interface Merchant extends SetMerchant<Product> {
  slug: MerchantSlug;
}

export const SEED = "h24";

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

/** The container a merchant names for a weight or volume. */
function container(p: Product): "Bag" | "Tub" | "Tin" | "Drum" | "Bottle" | "Cartridge" | "Can" | "" {
  const k = kilosOf(p);
  if (k !== undefined) return p.group === "agg" || p.group === "cement" || k >= 20 ? "Bag" : "Tub";
  const l = litresOf(p);
  if (l !== undefined) {
    if (p.group === "paint") return /Spirit|Soap/.test(p.noun) ? "Bottle" : "Tin";
    return l >= 5 ? "Drum" : "Bottle";
  }
  const ml = mlOf(p);
  if (ml !== undefined) return p.group === "seal" ? (ml <= 400 ? "Cartridge" : "Can") : "Tin";
  return "";
}

const TYPE: Record<Product["group"], string> = {
  cement: "Cement & Mortar",
  agg: "Sand & Aggregates",
  brick: "Bricks",
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
  plumb: "Plumbing",
  fix: "Fixings",
  seal: "Sealants & Adhesives",
  paint: "Decorating",
};

/** A board's face, the short side first. */
const face = (p: Product): [number, number] => {
  const d = p.dims ?? [];
  return [Math.min(d[1]!, d[2]!), Math.max(d[1]!, d[2]!)];
};
const metresOf = (mm: number): string => `${num(mm / 1000)}m`;

/** Lochcarron: figures joined by a lower-case x with one unit, the length after a spaced x in metres. */
function lochcarronSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  const len = p.length ? `x ${metresOf(p.length)}` : undefined;
  if (p.form === "section") return words(`${num(d[0]!)}x${num(d[1]!)}mm`, len, p.size);
  if (p.form === "screw") return `${num(d[0]!)}x${num(d[1]!)}mm`;
  if (p.form === "board") {
    const [w, l] = face(p);
    return `${num(d[0]!)}mm ${num(w)}x${num(l)}mm`;
  }
  if (p.form === "masonry") return `${d.map(num).join("x")}mm`;
  if (p.form === "single") return words(`${num(d[0]!)}mm`, len, p.size);
  return words(p.length ? metresOf(p.length) : undefined, p.size) || undefined;
}

/** Lochcarron: the whole pack in round brackets, the container before the amount. */
function lochcarronPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `(${countWord(p)} ${c})`;
  const k = kilosOf(p);
  if (k !== undefined) return `(${container(p)} ${num(k)}kg)`;
  const l = litresOf(p);
  if (l !== undefined) return `(${container(p)} ${num(l)}L)`;
  const ml = mlOf(p);
  if (ml !== undefined) return `(${container(p)} ${ml}ml)`;
  return p.pack ? `(${p.pack})` : undefined;
}

const lochcarron: Merchant = {
  slug: "lochcarron",
  name: "Lochcarron Builders Merchants",
  file: "lochcarron-builders.xml",
  website: "https://www.lochcarron-builders.example",
  columns: columns("id title link price availability brand gtin mpn product_type description image_link condition"),
  priceLevel: 1.02,
  fills: { brand: true, gtin: true, mpn: true },
  title: (p) => words(p.brand, p.line, p.noun, p.detail, lochcarronSize(p), lochcarronPack(p)),
  description: (p) => `${words(p.brand, p.line, p.noun)}. Recommended for ${p.use ?? "general building work"}.`,
  productType: (p) => `Lochcarron Builders > ${TYPE[p.group]}`,
};

/** Golspie: capitals; the face or bore leads the title, the length follows the brand. */
function golspieHead(p: Product): string | undefined {
  const d = p.dims ?? [];
  if (p.form === "section")
    return words(`${num(d[0]!)} X ${num(d[1]!)}MM`, p.nominal ? `(${p.nominal.toUpperCase()})` : undefined);
  if (p.form === "screw") return `${num(d[0]!)} X ${num(d[1]!)}MM`;
  if (p.form === "board") {
    const [w, l] = face(p);
    return `${num(l)} X ${num(w)} X ${num(d[0]!)}MM`;
  }
  if (p.form === "masonry") return `${d.map(num).join(" X ")}MM`;
  if (p.form === "single") return `${num(d[0]!)}MM`;
  return p.size?.toUpperCase();
}

function golspieTail(p: Product): string | undefined {
  const len = p.length ? metresOf(p.length).toUpperCase() : undefined;
  if (p.form === "section" || p.form === "single") return words(len, p.size?.toUpperCase()) || undefined;
  return p.form ? undefined : len;
}

function golspiePack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `${countWord(p)!.toUpperCase()} ${c}`;
  const k = kilosOf(p);
  if (k !== undefined) return `${num(k)}KG ${container(p).toUpperCase()}`;
  const l = litresOf(p);
  if (l !== undefined) return `${num(l)}LTR ${container(p).toUpperCase()}`;
  const ml = mlOf(p);
  if (ml !== undefined) return `${ml}ML ${container(p) === "Cartridge" ? "TUBE" : container(p).toUpperCase()}`;
  return p.pack?.toUpperCase();
}

const golspie: Merchant = {
  slug: "golspie",
  name: "Golspie Trade Supplies",
  file: "golspie-trade.tsv",
  website: "https://golspie-trade.example",
  columns: columns("id availability price title mpn brand product_type link"),
  priceLevel: 0.96,
  fills: { brand: true, gtin: false, mpn: true },
  title: (p) =>
    words(golspieHead(p), p.noun, p.detail, p.brand, p.line, golspieTail(p), golspiePack(p))
      .toUpperCase()
      .replace(/\s+/g, " "),
  description: () => "",
  productType: (p) => TYPE[p.group],
};

/** Dornie: a unit on every figure, the width before the thickness, sheets the long side first. */
function dornieSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  const len = p.length ? metresOf(p.length) : undefined;
  if (p.form === "section") return words(`${num(d[1]!)}mm x ${num(d[0]!)}mm`, len, p.size);
  if (p.form === "screw") return `${num(d[0]!)}mm x ${num(d[1]!)}mm`;
  if (p.form === "board") {
    const [w, l] = face(p);
    return `${num(l)}mm x ${num(w)}mm x ${num(d[0]!)}mm`;
  }
  if (p.form === "masonry") return d.map((n) => `${num(n)}mm`).join(" x ");
  if (p.form === "single") return words(`${num(d[0]!)}mm`, len, p.size);
  return words(p.size, len) || undefined;
}

function dorniePack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `${countWord(p)} of ${c}`;
  const k = kilosOf(p);
  if (k !== undefined) return `${num(k)}kg`;
  const l = litresOf(p);
  if (l !== undefined) return `${num(l)}L`;
  const ml = mlOf(p);
  if (ml !== undefined) return `${ml}ml`;
  return p.pack;
}

const dornie: Merchant = {
  slug: "dornie",
  name: "Dornie Timber & Building",
  file: "dornie-timber.csv",
  website: "https://www.dornie-timber.example",
  columns: columns("id product_type title brand price availability gtin mpn link image_link description"),
  priceLevel: 0.99,
  fills: { brand: true, gtin: true, mpn: true },
  title: (p) => {
    const head = words(p.noun, p.detail, dornieSize(p), dorniePack(p));
    return p.brand ? `${head} | ${words(p.brand, p.line)}` : head;
  },
  description: (p) => (p.use ? `Good for ${p.use}.` : ""),
  productType: (p) => `Dornie Yard | ${TYPE[p.group]}`,
};

/** Plockton: after a comma, a spaced unit on every figure; sections thickness first, sheets short side first. */
function plocktonSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  const mm = (n: number) => `${num(n)} mm`;
  const len = p.length ? `${num(p.length / 1000)} m` : undefined;
  if (p.form === "section") return words([mm(d[0]!), mm(d[1]!), len].filter(Boolean).join(" x "), p.size);
  if (p.form === "screw") return `${mm(d[0]!)} x ${mm(d[1]!)}`;
  if (p.form === "board") {
    const [w, l] = face(p);
    return `${mm(d[0]!)} x ${mm(w)} x ${mm(l)}`;
  }
  if (p.form === "masonry") return d.map(mm).join(" x ");
  if (p.form === "single") return words([mm(d[0]!), len].filter(Boolean).join(" x "), p.size);
  return words(p.size, len) || undefined;
}

function plocktonPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `Pack of ${c}`;
  const k = kilosOf(p);
  if (k !== undefined) return `${num(k)} kg ${container(p)}`;
  const l = litresOf(p);
  if (l !== undefined) return `${num(l)} L ${container(p)}`;
  const ml = mlOf(p);
  if (ml !== undefined) return `${ml} ml ${container(p)}`;
  return p.pack;
}

const plockton: Merchant = {
  slug: "plockton",
  name: "Plockton Home & DIY",
  file: "plockton-home.csv",
  website: "https://www.plockton-home.example",
  columns: columns("id gtin title price brand availability link image_link product_type description"),
  priceLevel: 1.07,
  fills: { brand: true, gtin: true, mpn: false },
  title: (p) => [words(p.brand, p.line, p.noun, p.detail), plocktonSize(p), plocktonPack(p)].filter(Boolean).join(", "),
  description: (p) => (p.use ? `Just right for ${p.use}.` : ""),
  productType: (p) => `Home & DIY > Building > ${TYPE[p.group]}`,
};

export const MERCHANTS: readonly Merchant[] = [lochcarron, golspie, dornie, plockton];
