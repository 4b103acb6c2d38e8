/**
 * Four invented merchants of held-out set 23, each writing titles and columns its own way (none as sets 9–22 do).
 * The habits are described in README.md's merchants table; this file is the only place that writes them.
 */
import { num, words } from "../search-relevance-holdout-3/title-kit.ts";
import type { SetMerchant } from "../search-relevance-holdout-3/feed-set-kit.ts";
import type { MerchantSlug, Product } from "./catalogue-types.ts";

export interface Merchant extends SetMerchant<Product> {
  slug: MerchantSlug;
}

export const SEED = "h23";

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
  cement: "Cement, Lime & Mortar",
  agg: "Aggregates",
  brick: "Bricks & Brickwork",
  block: "Blocks & Lintels",
  land: "Landscaping",
  timber: "Timber & Fencing",
  deck: "Decking",
  trim: "Mouldings",
  sheet: "Sheet Materials",
  board: "Plasterboard & Drylining",
  plaster: "Plastering",
  insul: "Insulation",
  roof: "Roofing",
  drain: "Drainage & Guttering",
  plumb: "Plumbing & Heating",
  fix: "Fixings & Fasteners",
  seal: "Sealants & Adhesives",
  paint: "Paint & Decorating",
};

/** A board's face, the short side first. */
const face = (p: Product): [number, number] => {
  const d = p.dims ?? [];
  return [Math.min(d[1]!, d[2]!), Math.max(d[1]!, d[2]!)];
};
const metresOf = (mm: number): string => `${num(mm / 1000)}m`;

/** Polruan: the length leads every size, all in millimetres with one unit at the end. */
function polruanSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  if (p.form === "section")
    return words([p.length, d[1], d[0]].filter(Boolean).map(Number).map(num).join(" x ") + "mm", p.size);
  if (p.form === "screw") return `${num(d[0]!)} x ${num(d[1]!)}mm`;
  if (p.form === "board") {
    const [w, l] = face(p);
    return `${num(l)} x ${num(w)} x ${num(d[0]!)}mm`;
  }
  if (p.form === "masonry") return `${d.map(num).join(" x ")}mm`;
  const len = p.length ? (p.length >= 10000 ? metresOf(p.length) : `${p.length}mm`) : undefined;
  if (p.form === "single") return words(len ? `${len} x ${num(d[0]!)}mm` : `${num(d[0]!)}mm`, p.size);
  return words(len, p.size) || undefined;
}

function polruanPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `${countWord(p)} Of ${c}`;
  const k = kilosOf(p);
  if (k !== undefined) return `${num(k)}kg ${container(p)}`;
  const l = litresOf(p);
  if (l !== undefined) return `${num(l)}L ${container(p)}`;
  const ml = mlOf(p);
  if (ml !== undefined) return `${ml}ml ${container(p)}`;
  return p.pack;
}

const polruan: Merchant = {
  slug: "polruan",
  name: "Polruan Builders Merchants",
  file: "polruan-builders.xml",
  website: "https://www.polruan-builders.example",
  columns: columns("id title description link image_link availability price brand gtin mpn condition product_type"),
  priceLevel: 1.01,
  fills: { brand: true, gtin: true, mpn: true },
  title: (p) => words(p.brand, p.line, p.noun, p.detail ? `(${p.detail})` : undefined, polruanSize(p), polruanPack(p)),
  description: (p) => `${words(p.brand, p.line, p.noun)}. Suitable for ${p.use ?? "trade and DIY work"}.`,
  productType: (p) => `Polruan > ${TYPE[p.group]}`,
};

/** Sentence case that keeps codes and acronyms: "MDF Skirting Board" → "MDF skirting board". */
const sentence = (s: string, first: boolean): string =>
  s
    .split(" ")
    .map((w, i) => ((first && i === 0) || !/^[A-Z][a-z]+$/.test(w) ? w : w.toLowerCase()))
    .join(" ");

/** Lanivet: a unit on every figure, the thickness first; sheets thickness, then the long side. */
function lanivetSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  const len = p.length ? metresOf(p.length) : undefined;
  if (p.form === "section") return [`${num(d[0]!)}mm`, `${num(d[1]!)}mm`, len].filter(Boolean).join(" x ");
  if (p.form === "screw") return `${num(d[0]!)}mm x ${num(d[1]!)}mm`;
  if (p.form === "board") {
    const [w, l] = face(p);
    return `${num(d[0]!)}mm x ${num(l)}mm x ${num(w)}mm`;
  }
  if (p.form === "masonry") return d.map((n) => `${num(n)}mm`).join(" x ");
  if (p.form === "single") return words([`${num(d[0]!)}mm`, len].filter(Boolean).join(" x "), p.size);
  return (p.size && len ? `${p.size} x ${len}` : (p.size ?? len)) || undefined;
}

function lanivetPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `${countWord(p)!.toLowerCase()} ${c}`;
  const k = kilosOf(p);
  if (k !== undefined) return `${container(p).toLowerCase()} ${num(k)}kg`;
  const l = litresOf(p);
  if (l !== undefined) return `${container(p).toLowerCase()} ${num(l)}l`;
  const ml = mlOf(p);
  if (ml !== undefined) return `${container(p) === "Cartridge" ? "tube" : container(p).toLowerCase()} ${ml}ml`;
  return p.pack?.toLowerCase();
}

const lanivet: Merchant = {
  slug: "lanivet",
  name: "Lanivet Trade Counter",
  file: "lanivet-trade.tsv",
  website: "https://lanivet-trade.example",
  columns: columns("id title availability price brand link product_type mpn"),
  priceLevel: 0.97,
  fills: { brand: true, gtin: false, mpn: true },
  title: (p) => {
    const head = words(
      sentence(p.noun, true),
      p.detail ? sentence(p.detail, false) : undefined,
      lanivetSize(p),
      lanivetPack(p),
    );
    return p.brand ? `${head}, ${words(p.brand, p.line)}` : head;
  },
  description: () => "",
  productType: (p) => TYPE[p.group],
};

/** Gweek: the width before the thickness with the yard's inch name, lengths as "Lgth", sheets short side first. */
function gweekSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  const len = p.length ? `${metresOf(p.length)} Lgth` : undefined;
  if (p.form === "section")
    return words(`${num(d[1]!)} x ${num(d[0]!)}mm`, p.nominal ? `(${p.nominal})` : undefined, len);
  if (p.form === "screw") return `${num(d[0]!)} x ${num(d[1]!)}mm`;
  if (p.form === "board") {
    const [w, l] = face(p);
    return words(`${num(w)} x ${num(l)}mm`, p.nominal ? `(${p.nominal})` : undefined, `${num(d[0]!)}mm`);
  }
  if (p.form === "masonry") return `${d.map(num).join(" x ")}mm`;
  if (p.form === "single") return words(`${num(d[0]!)}mm`, len, p.size);
  return words(p.size, len) || undefined;
}

function gweekPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `${c}/${countWord(p)}`;
  const k = kilosOf(p);
  if (k !== undefined) return `${num(k)}kg ${container(p)}`;
  const l = litresOf(p);
  if (l !== undefined) return `${num(l)} Ltr`;
  return p.pack;
}

const gweek: Merchant = {
  slug: "gweek",
  name: "Gweek Timber & Building",
  file: "gweek-timber.csv",
  website: "https://www.gweek-timber.example",
  columns: columns("id mpn title price availability brand gtin link image_link product_type description"),
  priceLevel: 0.99,
  fills: { brand: true, gtin: true, mpn: true },
  title: (p) => words(p.brand, p.line, p.noun, p.detail, gweekSize(p), gweekPack(p)),
  description: (p) => (p.use ? `Use it for ${p.use}.` : ""),
  productType: (p) => `Gweek Yard / ${TYPE[p.group]}`,
};

/** Lamorna: every size in one pair of round brackets, one unit, lengths in millimetres; the pack after a hyphen. */
function lamornaSize(p: Product): string | undefined {
  const d = p.dims ?? [];
  let s: string | undefined;
  if (p.form === "section") s = `${[d[0]!, d[1]!, p.length].filter(Boolean).map(Number).map(num).join(" x ")}mm`;
  else if (p.form === "screw") s = `${num(d[0]!)} x ${num(d[1]!)}mm`;
  else if (p.form === "board") {
    const [w, l] = face(p);
    s = `${num(d[0]!)} x ${num(w)} x ${num(l)}mm`;
  } else if (p.form === "masonry") s = `${d.map(num).join(" x ")}mm`;
  else if (p.form === "single")
    s = p.length
      ? p.length >= 10000
        ? `${num(d[0]!)}mm x ${metresOf(p.length)}`
        : `${num(d[0]!)} x ${p.length}mm`
      : `${num(d[0]!)}mm`;
  else if (p.length) s = `${p.length}mm`;
  if (p.size?.includes("(")) return words(s ? `(${s})` : undefined, p.size) || undefined;
  const all = words(s, p.size);
  return all ? `(${all})` : undefined;
}

function lamornaPack(p: Product): string | undefined {
  const c = countOf(p);
  if (c !== undefined) return `Pack of ${c}`;
  const k = kilosOf(p);
  if (k !== undefined) return `${num(k)}kg ${container(p)}`;
  const l = litresOf(p);
  if (l !== undefined) return `${num(l)} Litre ${container(p)}`;
  const ml = mlOf(p);
  if (ml !== undefined) return `${ml}ml ${container(p)}`;
  return p.pack;
}

const lamorna: Merchant = {
  slug: "lamorna",
  name: "Lamorna DIY & Garden",
  file: "lamorna-diy.csv",
  website: "https://www.lamorna-diy.example",
  columns: columns("id title gtin brand price availability description link image_link product_type"),
  priceLevel: 1.06,
  fills: { brand: true, gtin: true, mpn: false },
  title: (p) => {
    const head = words(p.brand, p.line, p.noun, p.detail, lamornaSize(p));
    const pack = lamornaPack(p);
    return pack ? `${head} - ${pack}` : head;
  },
  description: (p) => (p.use ? `Perfect for ${p.use}.` : ""),
  productType: (p) => `DIY & Garden > ${TYPE[p.group]}`,
};

export const MERCHANTS: readonly Merchant[] = [polruan, lanivet, gweek, lamorna];
