/**
 * Some merchants open every title with their own stock code ("FN-T3071 Sawn Timber, 47 x 100mm, 8ft",
 * "FN-C1819 General Purpose Cement, 25kg"). Read as a product word, the code becomes the item's line
 * ("attr:…|t3071|…") and a token no other merchant shares, so the item founds a product of its own. One
 * title cannot tell such a code from a maker's model name; the whole feed can: the merchant's codes share
 * one shape, open most of its titles, differ on every item and span several makers, which a maker's model
 * names never do. Found over a merchant's titles (feed import, rematch), then cut before facts are read.
 */
import { normaliseText } from "./text.ts";

export interface CodedTitle {
  title: string;
  brand?: string | null;
}

/** Too few titles say nothing about a habit. */
const MIN_TITLES = 5;
/** The share of a merchant's titles one code shape must open. */
const MIN_SHARE = 0.6;
/** Makers (a blank brand counts as one) the coded titles must span: one maker's model names span one. */
const MIN_BRANDS = 3;
/** The share of coded titles whose code is their own: a stock code names one item. */
const MIN_DISTINCT = 0.9;

/** The first word of a title when it is code-like: letters and at least three digits, nothing else but - / . */
function leadingCode(title: string): string | null {
  const first = /^\s*(\S+)\s+\S/.exec(title)?.[1];
  if (!first || !/^[A-Za-z0-9][A-Za-z0-9./-]*$/.test(first)) return null;
  if (!/[A-Za-z]/.test(first) || (first.match(/\d/g)?.length ?? 0) < 3) return null;
  return first;
}

/** "FN-T3071" → "FN-A9999": the code's letter prefix as written, then letters as A and digits as 9. */
function codeShape(code: string): string {
  const prefix = /^[A-Za-z]+(?=[-/.])/.exec(code)?.[0] ?? "";
  return (
    prefix.toUpperCase() +
    code
      .slice(prefix.length)
      .replace(/[A-Za-z]/g, "A")
      .replace(/\d/g, "9")
  );
}

/** The shape of the stock codes this merchant opens its titles with, or null when it has no such habit. */
export function findTitleCodeShape(sources: readonly CodedTitle[]): string | null {
  if (sources.length < MIN_TITLES) return null;
  const byShape = new Map<string, { codes: Set<string>; count: number; brands: Set<string> }>();
  for (const s of sources) {
    const code = leadingCode(s.title);
    if (!code) continue;
    const shape = codeShape(code);
    const seen = byShape.get(shape) ?? { codes: new Set<string>(), count: 0, brands: new Set<string>() };
    seen.count++;
    seen.codes.add(code.toUpperCase());
    seen.brands.add(normaliseText(s.brand ?? "").trim());
    byShape.set(shape, seen);
  }
  for (const [shape, seen] of byShape) {
    if (seen.count / sources.length < MIN_SHARE || seen.brands.size < MIN_BRANDS) continue;
    if (seen.codes.size / seen.count >= MIN_DISTINCT) return shape;
  }
  return null;
}

/** The title without its leading stock code when the code has the merchant's shape. */
export function withoutTitleCode(title: string, shape: string | null | undefined): string {
  if (!shape) return title;
  const code = leadingCode(title);
  return code && codeShape(code) === shape ? title.replace(/^\s*\S+\s+/, "") : title;
}

/**
 * The title without the row's own part number where the title repeats it ("Holmfirth Frame Fixings (HF-20417),
 * 10 x 100mm"): the mpn column already keys it, and left in, its letters ("hf") are a model word the other
 * merchants' titles lack. Only a bracketed copy goes: bare, a part number is often the range's name ("CW4000"),
 * which the key reads. Codes under four characters, or without a letter and a digit, stay.
 */
export function withoutOwnMpn(title: string, mpn: string | null | undefined): string {
  const code = mpn?.trim();
  if (!code || code.length < 4 || !/\d/.test(code) || !/[a-z]/i.test(code)) return title;
  const escaped = code.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const re = new RegExp(String.raw`[([] ?${escaped} ?[)\]]`, "gi");
  return title.replace(re, " ").replace(/\s+/g, " ").trim();
}
