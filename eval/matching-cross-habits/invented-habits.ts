/**
 * Title habits no merchant of sets 2–20 writes, invented from how UK merchants' feeds and EPOS exports title stock
 * (session 22). Each is a merchant over the shared product shape (sets 9–20's catalogues), so cross-habits.ts can
 * re-title any readable catalogue in it and count splits and wrong joins per habit. Extend by adding a habit here;
 * size and pack wording come from the helpers below so every habit covers every product form.
 */
import type { SetMerchant } from "../search-relevance-holdout-3/feed-set-kit.ts";
import type { SetProductOf } from "../search-relevance-holdout-3/product-kit.ts";
import { num, words } from "../search-relevance-holdout-3/title-kit.ts";

export type AnyProduct = SetProductOf<string, string>;
export type InventedMerchant = SetMerchant<AnyProduct>;

/** A product's pack parsed from the catalogues' shared wording. */
type Pack =
  | { kind: "count"; n: number; box: string }
  | { kind: "kg"; n: number }
  | { kind: "litre"; n: number }
  | { kind: "ml"; n: number }
  | { kind: "other"; text: string };

export function packOf(p: AnyProduct): Pack | undefined {
  const s = p.pack;
  if (!s) return undefined;
  let m = /^(Box|Pack|Tub|Bag) of (\d+)$/.exec(s);
  if (m) return { kind: "count", n: Number(m[2]), box: m[1]! };
  if ((m = /^(\d+(?:\.\d+)?)kg$/.exec(s))) return { kind: "kg", n: Number(m[1]) };
  if ((m = /^(\d+(?:\.\d+)?) Litre$/.exec(s))) return { kind: "litre", n: Number(m[1]) };
  if ((m = /^(\d+)ml$/.exec(s))) return { kind: "ml", n: Number(m[1]) };
  return { kind: "other", text: s };
}

/** The figures of a product's size, each named by what it measures (t thickness, w width, l length, d diameter). */
export interface Figure {
  mm: number;
  role: "t" | "w" | "l" | "d" | "h";
}
export function figuresOf(p: AnyProduct): Figure[] {
  const d = p.dims ?? [];
  const len: Figure[] = p.length ? [{ mm: p.length, role: "l" }] : [];
  if (p.form === "section") return [{ mm: d[0]!, role: "t" }, { mm: d[1]!, role: "w" }, ...len];
  if (p.form === "screw")
    return [
      { mm: d[0]!, role: "d" },
      { mm: d[1]!, role: "l" },
    ];
  if (p.form === "board")
    return [
      { mm: d[0]!, role: "t" },
      { mm: d[1]!, role: "w" },
      { mm: d[2]!, role: "l" },
    ];
  if (p.form === "masonry")
    return [
      { mm: d[0]!, role: "l" },
      { mm: d[1]!, role: "w" },
      { mm: d[2]!, role: "h" },
    ];
  if (p.form === "single") {
    const pipe = /Pipe|Tube|Lagging|Fitting|Elbow|Tee|Coupl/i.test(p.noun);
    return [{ mm: d[0]!, role: pipe ? "d" : "t" }, ...len];
  }
  return len;
}

export const metric = (mm: number): string => (mm >= 1000 ? `${num(mm / 1000)}m` : `${num(mm)}mm`);
/** "47 x 100mm 2.4m": the section in mm with one unit, a length of a metre or more in metres. */
export function plainSize(p: AnyProduct): string | undefined {
  const f = figuresOf(p);
  const long = f.length > 1 && f[f.length - 1]!.role === "l" && f[f.length - 1]!.mm >= 1000 && p.form !== "board";
  const face = long ? f.slice(0, -1) : f;
  const parts = [face.length ? `${face.map((x) => num(x.mm)).join(" x ")}mm` : undefined];
  if (long) parts.push(metric(f[f.length - 1]!.mm));
  return words(...parts, p.size) || undefined;
}

/** Eighths of an inch, as a yard writes them ("1 7/8in", "3/4in"); feet for a metre and over. */
export function imperial(mm: number): string {
  if (mm >= 1000) return `${num(Math.round((mm / 304.8) * 2) / 2)}ft`;
  const eighths = Math.round((mm / 25.4) * 8);
  const whole = Math.floor(eighths / 8);
  let rest = eighths % 8;
  let den = 8;
  while (rest && rest % 2 === 0) {
    rest /= 2;
    den /= 2;
  }
  const frac = rest ? `${rest}/${den}` : "";
  return `${words(whole ? String(whole) : "", frac) || "0"}in`;
}

// ---- the habits -------------------------------------------------------------------------------------------

/** 1. EPOS size codes: each figure prefixed by the letter of what it measures, no unit ("T47 W100 L2400"). */
const letterCodes = (p: AnyProduct): string =>
  words(
    p.brand,
    p.line,
    p.noun,
    p.detail,
    figuresOf(p)
      .map((f) => `${f.role.toUpperCase()}${num(f.mm)}`)
      .join(" "),
    p.size,
    p.pack,
  );

/** 2. Metric then imperial after a slash, figure group by figure group ("47 x 100mm/1 7/8 x 4in 2.4m/8ft"). */
function slashImperial(p: AnyProduct): string {
  const f = figuresOf(p);
  const long = f.length > 1 && f[f.length - 1]!.role === "l" && f[f.length - 1]!.mm >= 1000;
  const face = long ? f.slice(0, -1) : f;
  const faceText = face.length
    ? `${face.map((x) => num(x.mm)).join(" x ")}mm/${
        face.some((x) => x.mm >= 1000)
          ? face.map((x) => imperial(x.mm)).join(" x ")
          : `${face.map((x) => imperial(x.mm).replace(/in$/, "")).join(" x ")}in`
      }`
    : undefined;
  const lenText = long ? `${metric(f[f.length - 1]!.mm)}/${imperial(f[f.length - 1]!.mm)}` : undefined;
  return words(p.brand, p.line, p.noun, p.detail, faceText, lenText, p.size, p.pack);
}

/** 3. The variant detail last, after a spaced dash ("Sawn Timber 47 x 100mm 2.4m - C16"). */
const dashDetail = (p: AnyProduct): string =>
  [words(p.brand, p.line, p.noun, plainSize(p), p.pack), p.detail].filter(Boolean).join(" - ");

/** 4. Detail and size each in round brackets after the noun ("Sawn Timber (C16) (47 x 100mm, 2.4m)"). */
const bracketed = (p: AnyProduct): string => {
  const size = plainSize(p);
  return words(
    p.brand,
    p.line,
    p.noun,
    p.detail ? `(${p.detail})` : undefined,
    size ? `(${size.replace(/mm (\d)/, "mm, $1")})` : undefined,
    p.pack,
  );
};

/** 5. Trade pack wording: counts "200No.", weights "25kg Sack", volumes "5Ltr", tubes "C3 310ml" → "310ml Cart". */
function tradePack(p: AnyProduct): string | undefined {
  const k = packOf(p);
  if (!k) return undefined;
  if (k.kind === "count") return `${k.n}No.`;
  if (k.kind === "kg") return `${num(k.n)}kg Sack`;
  if (k.kind === "litre") return `${num(k.n)}Ltr`;
  if (k.kind === "ml") return `${k.n}ml Cart`;
  return k.text;
}
const numberPack = (p: AnyProduct): string => words(p.brand, p.line, p.noun, p.detail, plainSize(p), tradePack(p));

/** 6. Kind words shortened by dropping vowels, as a 30-character EPOS field does ("Trtd Swn Tmbr"). */
function vowelless(s: string | undefined): string | undefined {
  if (!s) return s;
  return s.replace(
    /[A-Za-z]{6,}/g,
    (w) =>
      w[0] +
      w
        .slice(1)
        .replace(/[aeiou]/g, "")
        .replace(/(.)\1+/g, "$1"),
  );
}
const abbreviated = (p: AnyProduct): string =>
  words(p.brand, vowelless(p.line), vowelless(p.noun), vowelless(p.detail), plainSize(p), p.pack);

/** 7. The maker after the size, introduced by "by" ("Treated Sawn Timber C16 47 x 100mm 2.4m by Sawhollow"). */
const makerBy = (p: AnyProduct): string =>
  words(p.line, p.noun, p.detail, plainSize(p), p.pack, p.brand ? `by ${p.brand}` : undefined);

/** 8. A stock description in capitals, head noun first then its qualifiers; the maker only in the brand column. */
function headFirst(noun: string): string {
  const w = noun.split(" ");
  return w.length > 1 ? [w[w.length - 1], ...w.slice(0, -1)].join(" ") : noun;
}
const stockUpper = (p: AnyProduct): string =>
  words(headFirst(p.noun), p.detail, p.line, plainSize(p)?.replace(/ x /g, "X"), p.pack).toUpperCase();

/** 9. A marketplace quantity prefix ("1 x", "10 x") before the whole title, the pack count folded into it. */
function qtyPrefix(p: AnyProduct): string {
  const k = packOf(p);
  const n = k?.kind === "count" ? k.n : 1;
  const pack = k?.kind === "count" ? undefined : p.pack;
  return words(`${n} x`, p.brand, p.line, p.noun, p.detail, plainSize(p), pack);
}

export const habit = (slug: string, name: string, title: (p: AnyProduct) => string): InventedMerchant => ({
  slug,
  name,
  file: `${slug}.csv`,
  website: `https://${slug}.example`,
  columns: [],
  priceLevel: 1,
  fills: { brand: true, gtin: false, mpn: false },
  title,
  description: () => "",
  productType: () => "",
});

export const INVENTED_HABITS: readonly InventedMerchant[] = [
  habit("letter-codes", "Ashwell Trade Counter", letterCodes),
  habit("slash-imperial", "Brindle Timber Yard", slashImperial),
  habit("dash-detail", "Corfe Building Supplies", dashDetail),
  habit("bracketed", "Dunmore Home & Garden", bracketed),
  habit("number-pack", "Eastry Builders Merchants", numberPack),
  habit("vowelless", "Fordham Trade Supplies", abbreviated),
  habit("maker-by", "Gosforth DIY", makerBy),
  habit("stock-upper", "Hatfield Trade Centre", stockUpper),
  habit("qty-prefix", "Ixworth Build Online", qtyPrefix),
];
