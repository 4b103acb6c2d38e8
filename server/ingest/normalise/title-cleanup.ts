/**
 * Strips merchant marketing from a raw offer title before anything is parsed:
 * "Top Quality … 20kg - Pack of 390 | Free Delivery Over £150" → "… 20kg - Pack of 390".
 * Marketing text is never product identity, and left in it pollutes model words ("top",
 * "over", "150") and can even read as a size or pack count.
 */

import { stripKeywordStuffing } from "./keyword-stuffing.ts";
import { withoutImperialRestatements } from "./imperial-restatements.ts";
import { withoutMeasureLabels } from "./measure-labels.ts";
import { hasPhrase } from "./phrase-match.ts";
import { normaliseText } from "./text.ts";
import { withoutTitleTail } from "./title-tail-cut.ts";
import { allVocabularyTerms } from "./vocabulary-terms.ts";

/** Channel/marketing phrases, matched case-insensitively on raw text. */
const MARKETING: RegExp[] = [
  /\bfree (?:uk |next day |local )?delivery(?: (?:on )?(?:orders? )?over £? ?\d+(?:\.\d+)?)?/gi,
  /\b(?:next|same) (?:working )?day (?:delivery|dispatch)\b/gi,
  /\b(?:fast|quick|nationwide|uk) delivery\b/gi,
  /\bclick ?(?:&|and|\+|n) ?collect\b/gi,
  /\btrade prices?\b/gi,
  /\b(?:best|lowest|low) prices?(?: guaranteed?)?\b/gi,
  /\bprice (?:match|promise)(?: guaranteed?)?\b/gi,
  /\b(?:top|trade|premium|high|great|best|superior) quality\b/gi,
  /\b(?:in stock|buy online|order online|order today|shop now|buy now)\b/gi,
  /\bbest ?sellers?\b/gi,
  // A discount is never the product: left in, "20% off" would read as a count of 20 ("100 off" is a pack).
  /\b\d+(?:\.\d+)? ?% off\b/gi,
  // The shop's trade, not the product's: "… Roll - DPC, Trade Quality Building Supplies".
  /\b(?:building|roofing|plumbing) (?:supplies|materials)\b(?= *(?:$|[|,;]))/gi,
  /\buk stock\b/gi,
  /\bvat (?:inc|incl|included|ex|exc|excl)\b|\b(?:inc|incl|ex|exc|excl)\.? vat\b/gi,
  // A price is never a product fact ("Over £150", "Only £8.99").
  /(?:\b(?:only|from|just|over|under) )?£ ?\d+(?:\.\d+)?/gi,
];

/** Words outside the vocabulary tables that still make a "| …" tail a product fact. */
const SPEC_WORDS = /\b(?:edge|grade|class|bulk|pack|single|double|each|pair)\b/i;

let vocabularyPhrases: string[] | null = null;

/** Every phrase of every vocabulary table (treatment, board type, colour, profile…). */
function vocabulary(): string[] {
  vocabularyPhrases ??= allVocabularyTerms().flatMap((t) => t.phrases);
  return vocabularyPhrases;
}

/** A short "| …" segment without numbers or product vocabulary is the merchant talking ("| Fenland", "| Huge Savings"). */
function isMarketingTail(segment: string): boolean {
  const s = segment.trim();
  if (!s) return true;
  if (/\d/.test(s) || SPEC_WORDS.test(s)) return false;
  const text = normaliseText(s);
  if (vocabulary().some((p) => hasPhrase(text, p))) return false;
  // Merchant tails are short: "| Fenland", "| Huge Savings", "| UK Stockist".
  return s.split(/\s+/).length <= 3;
}

/** A trailing " - TIM4710036": letters then digits, one token. */
const TRAILING_CODE = /\s+[-\u2013\u2014]\s*([A-Za-z]{2,5})(\d[A-Za-z0-9]*)\s*$/;
/** "Ref: 12345", "(SKU ABC123)", "Code: X-1": a labelled merchant code anywhere. */
const LABELLED_CODE =
  /[([]?\b(?:sku|ref|code|item code|product code|stock code|cat no)\b\.?\s*[:#]?\s*[A-Za-z0-9][A-Za-z0-9/-]*\d[A-Za-z0-9/-]*[)\]]?/gi;

/**
 * Merchant stock codes ("c16 tr sawn 47x100 3.6 - TIM4710036") differ between merchants for the same
 * product, so as model words they veto every match. A trailing code whose letters are not a product
 * word is dropped; "- EPS70" (a grade) stays because "eps" is vocabulary.
 */
export function stripStockCode(title: string): string {
  const m = TRAILING_CODE.exec(title);
  let s = title.replace(LABELLED_CODE, " ");
  if (m && m[1] && m[2] && m[1].length + m[2].length >= 5) {
    const letters = m[1].toLowerCase();
    if (!vocabulary().some((p) => p.toLowerCase() === letters)) s = s.replace(TRAILING_CODE, "");
  }
  return s;
}

/**
 * A dash-led tagline ("– Ideal for Walls & Ceilings", "- Ready to Paint", "– Improves Workability") up to
 * the next dash, bracket or bar: a merchant's sales line, never a fact. Only digit-free segments that open
 * with a sales phrase go; "- 110mm x 3m" and "- Moisture Resistant" stay.
 */
const TAGLINE =
  /\s[-\u2013\u2014]\s+(?:ideal|suitable|perfect|great|designed|ready|easy|improves?|reduces?|enhanced|excellent|superior|just add|sets in|high performance|provides?|helps?|for)\b[^\d|()[\]\u2013\u2014]*?(?=\s[-\u2013\u2014]\s|[|([]|$)/gi;

/**
 * "25 x 100mm (finished 21 x 94mm)", "(fin. 21x94mm)": planed timber's finished size restated beside its
 * nominal one. Keys compare nominal sections (see categories/timber.ts), so the restatement goes.
 */
const FINISHED_ALTERNATIVE =
  /\(\s*(?:finished|fin\.?)\s*(?:size\s*)?:?\s*[\d.]+\s*(?:mm)?\s*(?:x|×|by)\s*[\d.]+\s*mm\s*\)/gi;

/**
 * "PSE 50X50 (44X44) 2.4M", "25 by 125mm (finished 20 by 119mm)": a nominal section with its finished one
 * in brackets right after it. The finished section is what the item measures, what most merchants print for
 * mouldings, and what planed timber's keys map back to nominal (categories/timber.ts); the nominal goes.
 */
const RESTATED_SECTION =
  /(\d+(?:\.\d+)?)\s*(?:mm)?\s*(?:x|\u00d7|by)\s*(\d+(?:\.\d+)?)\s*(?:mm)?\s*\(\s*(?:(?:finished|fin\.?)\s*(?:size\s*)?:?\s*)?(\d+(?:\.\d+)?)\s*(?:mm)?\s*(?:x|\u00d7|by)\s*(\d+(?:\.\d+)?)\s*(?:mm)?\s*\)/gi;

function finishedSection(whole: string, a: string, b: string, c: string, d: string): string {
  const [nt, nw, ft, fw] = [a, b, c, d].map(Number) as [number, number, number, number];
  const restates = ft <= nt && fw <= nw && nt - ft <= 10 && nw - fw <= 10 && (ft < nt || fw < nw);
  return restates ? `${c} x ${d}mm` : whole;
}

const IMPERIAL_ALTERNATIVE = /\(\s*\d+(?:\s+\d+\/\d+|\/\d+|\.\d+)?\s*(?:in|inch|inches|")\s*\)/gi;

const cleanedTitles = new Map<string, string>();

/**
 * The title without marketing. `productType` is the row's own category path: a leading label that only
 * repeats it ("Plaster - …" under "Yard > Plaster") is the merchant's breadcrumb and goes. `titleTails` are
 * the merchant's repeated keyword tails (title-tails.ts), cut before anything else reads the words.
 */
export function cleanTitle(
  raw: string | null | undefined,
  productType?: string | null,
  titleTails: readonly string[] = [],
): string {
  if (!raw) return "";
  // Pure; ingest cleans each title twice (extractProductFacts, then classifyCategory on the result).
  const cacheKey = productType || titleTails.length ? [raw, productType ?? "", ...titleTails].join("\u0000") : raw;
  let cleaned = cleanedTitles.get(cacheKey);
  if (cleaned === undefined) {
    if (cleanedTitles.size >= 4096) cleanedTitles.clear();
    cleaned = cleanUncached(raw, productType ?? null, titleTails);
    cleanedTitles.set(cacheKey, cleaned);
  }
  return cleaned;
}

/** "3/4in", "2 5/8in": a fraction of an inch, which the tokeniser would split into "3 4in". */
// Not inside another fraction ("1/2"), but after a slash that ends a metric size ("100mm/3 7/8in").
const INCH_FRACTION = /(?<![\d.]|\d\/)(?:(\d+)\s+)?(\d+)\/(\d{1,2})\s*(in\b|inch|")/gi;

function decimalInches(_m: string, whole: string | undefined, num: string, den: string, unit: string): string {
  const value = Number(whole ?? 0) + Number(num) / Number(den);
  return `${Number(value.toFixed(4))}${unit}`;
}

/**
 * "Ready Mixes - 20kg Blue Circle Ready to Use Mortar": a short digit-free label before a dash is the
 * merchant's category breadcrumb. Its words come back in the product's own name, which is not keyword
 * stuffing, so only what follows the label is checked for a stuffed tail.
 */
const CATEGORY_LABEL = /^([^\d|()\-\u2013\u2014:]{2,40}?)\s[-\u2013\u2014:]\s+(?=.*\d)(.+)$/;

/** Label words compared by their stem: "Lintels" is the "Lintel" of the name, "Proofing" its "Proof". */
const labelWords = (text: string) =>
  // As written, not canonical: the vocabulary turns "Damp Proof Course" into "dpc", which shares no word with
  // its "Damp Proofing" label.
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && w !== "and" && w !== "the")
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w))
    // "Damp Proofing" is the department of a "Damp Proof Course".
    .map((w) => (w.length > 6 && w.endsWith("ing") ? w.slice(0, -3) : w));

/** Words that say how a product is sold, not what it is. */
const PACKING_WORDS = new Set([
  "bag",
  "bags",
  "pack",
  "packs",
  "box",
  "each",
  "of",
  "pallet",
  "roll",
  "sheet",
  "length",
]);

/** Whether the text after a label still says what the product is ("Building Sand - 25kg Bag": it does not). */
function namesAProduct(name: string): boolean {
  const words = name.toLowerCase().match(/\p{L}{2,}/gu) ?? [];
  return words.some((w) => !PACKING_WORDS.has(w) && !/^(?:mm|cm|kg|ltr|ml|sq|approx)$/.test(w));
}

function withoutStuffing(title: string, productType: string | null): string {
  const label = CATEGORY_LABEL.exec(title);
  if (!label || label[1]!.trim().split(/\s+/).length > 4) return stripKeywordStuffing(title);
  const name = stripKeywordStuffing(label[2]!);
  const words = labelWords(label[1]!);
  // A label that only repeats the row's category path ("Aggregates - …" under "Yard > Aggregates") or the
  // product's own name ("Soil Pipe – OsmaSoil Soil Pipe …") says nothing more and goes: left in, its words
  // read as a product line ("Drainage & Rainwater - OsmaDrain Pipe" is not a rainwater pipe).
  const known = new Set([...labelWords(productType ?? ""), ...labelWords(name)]);
  if (words.length > 0 && words.every((w) => known.has(w)) && namesAProduct(name)) return name;
  // Otherwise the label goes last: its words still say the category, but the product's own words come
  // first, where fact builders look for the line ("Concrete & Mortar - Dry Ready Mixed Concrete" is concrete).
  return `${name} (${label[1]!.trim()})`;
}

/**
 * The title with merchant codes, taglines and marketing gone, before any keyword tail is cut: the text a
 * merchant's repeated tails are found in (title-tails.ts) and cut from.
 */
export function withoutMarketing(raw: string): string {
  let s = stripStockCode(raw).replace(TAGLINE, " ").replace(INCH_FRACTION, decimalInches);
  for (const re of MARKETING) s = s.replace(re, " ");
  const [head = "", ...tails] = s.split("|");
  const kept = tails.filter((t) => !isMarketingTail(t));
  return [head, ...kept].join(" | ").replace(/\s+/g, " ").trim();
}

function cleanUncached(raw: string, productType: string | null, titleTails: readonly string[]): string {
  let s = withoutStuffing(withoutTitleTail(withoutMarketing(raw), titleTails), productType);
  // "1/2in (15mm)", "55lb (25kg)": an imperial size the bracket restates in metric is that metric size.
  s = withoutImperialRestatements(withoutMeasureLabels(s));
  // "215 x 102.5 x 65mm (2 5/8in)": the bracketed imperial equivalent of a metric size says nothing new.
  if (/\dmm\b/i.test(s)) s = s.replace(IMPERIAL_ALTERNATIVE, " ");
  if (/\(/.test(s)) s = s.replace(RESTATED_SECTION, finishedSection);
  if (/\(\s*fin/i.test(s)) s = s.replace(FINISHED_ALTERNATIVE, " ");
  // Separators left dangling by a removed phrase: "Brick 65mm - " or "( )".
  return s
    .replace(/\(\s*\)/g, " ")
    .replace(/(?:\s*[-|,:]\s*)+$/g, "")
    .replace(/^(?:\s*[-|,:]\s*)+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
