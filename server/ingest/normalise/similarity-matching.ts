/**
 * Similarity stage: for an offer whose identity keys match no product, decide whether
 * an existing product is the same thing. Hard facts veto (category, brand, numbers,
 * attributes); the remaining words decide by weighted overlap. Precision matters more
 * than recall here: a wrong merge shows a shopper the wrong price, a miss only splits
 * a comparison, so every rule errs towards "not the same".
 */
import { brandsRelated, namesBrand } from "./brand-relations.ts";
import { CATEGORY_PROFILES } from "./categories/index.ts";
import { sameMpn } from "./gtin.ts";
import { byKind } from "./categories/category-profile.ts";
import { isCommonWord, type MatchProfile } from "./match-profile.ts";
import { alignTokens, softlyAmong } from "./soft-tokens.ts";
import { tokenSimilarity } from "./token-similarity.ts";

export interface SimilarityResult {
  same: boolean;
  score: number;
  /** The score `same` needed (higher when only one side names a maker); a conflict needs the impossible. */
  threshold: number;
  reason: string;
}

/** Calibrated on the labelled fixtures and demo feeds: below this, different ranges of one maker start to merge. */
export const SAME_THRESHOLD = 0.6;

/**
 * The maker defines the product (makerDefined in the category's profile, by its type where it has
 * one): an unbranded title there is usually a different, generic product, so matching it to a
 * branded one needs stronger word evidence.
 */
function makerDefined(p: MatchProfile): boolean {
  // The kind is the builder's line: the "type" slot where a category has one, else its "line" slot.
  return byKind(CATEGORY_PROFILES[p.category].makerDefined, p.attributes.type ?? p.attributes.line ?? null);
}
export const ONE_BRAND_PENALTY = 0.1;

/**
 * Numbers that may be absent on one side. area: a roll's area follows from its range
 * and thickness. size: merchants often omit an aggregate's grading when only one is
 * stocked. Everything else (dims, bag weight, volume, gauge, angle, strength) defines
 * the product, and count always has a value (no count means one).
 */
const OPTIONAL_NUMBERS = new Set(["area", "size"]);

/**
 * Mouldings (and some boards) are often listed without their thickness ("Torus MDF Skirting
 * 144mm x 4.2m" for 18 x 144 x 4.2 m). Dims that equal the other side's with only its smallest
 * (the thickness) missing are compatible, at a lower score: when two thicknesses of one profile
 * exist, both candidates score alike and the ambiguity rule refuses to guess.
 */
export const PARTIAL_DIMS_PENALTY = 0.05;

/** True when `short` is `long` (both ascending "AxBxC" mm) without its smallest value. */
export function lacksThickness(short: string, long: string): boolean {
  // `long` is `short` with one more value in front, so it is the longer text: most pairs end here, unsplit
  // (this runs for every candidate stating dims, the hottest veto of a first import).
  if (long.length <= short.length) return false;
  const a = short.split("x");
  const b = long.split("x");
  if (a.length < 2 || b.length !== a.length + 1) return false;
  if (Number(b[0]) >= Number(a[0])) return false;
  return a.every((v, i) => v === b[i + 1]);
}

/**
 * A range name ("heather", "ember-red" vs "ember-full") is read from free words, which merchants pad
 * ("Full Pack", the maker's name when no brand column): names that share a word may be one range,
 * names with no word in common ("heather" / "brindle") are two. A stone's tone ("blue", "blue-grey") is read the same way.
 */
function sameName(attribute: string, a: string, b: string): boolean {
  if (attribute !== "name" && attribute !== "tone") return false;
  const wa = a.split("-");
  const wb = b.split("-");
  if (!wb.some((w) => wa.includes(w))) return false;
  // "tradesman-heather" / "tradesman-red": one range word shared, and each side names a shade the other lacks.
  return !(wa.some((w) => !wb.includes(w)) && wb.some((w) => !wa.includes(w)));
}

function sharedAttribute(a: MatchProfile, b: MatchProfile): boolean {
  return Object.entries(a.attributes).some(([name, value]) => b.attributes[name] === value);
}

function conflict(reason: string): SimilarityResult {
  return { same: false, score: 0, threshold: Number.POSITIVE_INFINITY, reason };
}

interface MakerRelation {
  /** Both brands related, or the brandless side's title names the other side's maker. */
  sameMaker: boolean;
  /** A brand on one side only, and the other side's title does not name it. */
  oneBrand: boolean;
  offerTokens: string[];
  productTokens: string[];
}

/** One distinctive part number (letters and digits, 5+ characters) on both sides: a range name and its maker. */
function sameCode(a: MatchProfile, b: MatchProfile): boolean {
  const code = a.mpn;
  return !!code && code === b.mpn && code.length >= 5 && /\d/.test(code) && /[a-z]/i.test(code);
}

/** The brandless side's title word naming the other side's maker ("westpanel p5 chip" for brand Westpanel). */
function namedMaker(tokens: readonly string[], family: string): string | undefined {
  return tokens.find((t) => !isCommonWord(t) && namesBrand(t, family));
}

/**
 * Brands veto only when clearly unrelated (see brand-relations.ts): "Albionboard" and "Albion
 * Gypsum UK Ltd" are one maker to a table that knows neither. A maker named in the title of a
 * side without a brand column counts as its brand, and the naming word leaves the token comparison.
 */
/**
 * Brand families known to be one maker from evidence outside the text: ingest learns them when one GTIN
 * or MPN arrives under two brand spellings (a range brand and its parent company share no word).
 */
export type LinkedBrands = (a: string, b: string) => boolean;

function makerRelation(offer: MatchProfile, product: MatchProfile, linked?: LinkedBrands): MakerRelation | string {
  const a = offer.brandFamily;
  const b = product.brandFamily;
  const rel = { sameMaker: false, oneBrand: false, offerTokens: offer.tokens, productTokens: product.tokens };
  if (a && b)
    return brandsRelated(a, b) || sameCode(offer, product) || linked?.(a, b)
      ? { ...rel, sameMaker: true }
      : `brand ${a} ≠ ${b}`;
  if (!a && !b) return rel;
  const named = a ? namedMaker(product.tokens, a) : namedMaker(offer.tokens, b!);
  if (!named) return { ...rel, oneBrand: true };
  const drop = (tokens: string[]) => tokens.filter((t) => t !== named);
  return { sameMaker: true, oneBrand: false, offerTokens: drop(offer.tokens), productTokens: drop(product.tokens) };
}

/** A profile's range names, less the maker a brandless title names (dropped from `kept` by makerRelation). */
function statedRanges(p: MatchProfile, kept: readonly string[]): string[] {
  return (p.names ?? []).filter((n) => !p.tokens.includes(n) || kept.includes(n));
}

/**
 * Both sides name a range and neither name appears anywhere on the other side ("durafinish" against
 * "multi-finish"). A name that is the maker named in a brandless title (dropped by makerRelation) is no range.
 */
function differentRanges(a: MatchProfile, b: MatchProfile, maker: MakerRelation): boolean {
  const na = statedRanges(a, maker.offerTokens);
  const nb = statedRanges(b, maker.productTokens);
  if (!na.length || !nb.length) return false;
  // "EasiFill" and "Easi-Fill", "Multi-Finish" and "Multi Finsh" are one name written two ways (soft-tokens.ts).
  const onB = (n: string) => softlyAmong(n, [...nb, ...b.tokens]);
  const onA = (n: string) => softlyAmong(n, [...na, ...a.tokens]);
  return !na.some(onB) && !nb.some(onA);
}

/** A variant attribute (color, size, material, pattern) both feeds state, with different values. */
function differentVariant(a: MatchProfile, b: MatchProfile): string | null {
  for (const [name, value] of Object.entries(a.variant ?? {})) {
    const other = b.variant?.[name];
    if (other !== undefined && other !== value) return `${name} ${value} ≠ ${other}`;
  }
  return null;
}

/** A range name one side states and the other neither states nor has among its words. */
function rangeOnOneSide(a: MatchProfile, b: MatchProfile, maker: MakerRelation): string | null {
  const na = statedRanges(a, maker.offerTokens);
  const nb = statedRanges(b, maker.productTokens);
  if (na.length > 0 && nb.length > 0) return null;
  const [named, other] = na.length > 0 ? [na, b] : [nb, a];
  const missing = named.filter((n) => !softlyAmong(n, [...other.tokens, ...(other.names ?? [])]));
  return missing.length > 0 ? missing.join(" ") : null;
}

export function compareProfiles(offer: MatchProfile, product: MatchProfile, linked?: LinkedBrands): SimilarityResult {
  if (offer.category !== product.category) return conflict(`category ${offer.category} ≠ ${product.category}`);
  // Titles in two scripts are two shops' products (or one unreadable), never one product by their words.
  if (offer.script && product.script && offer.script !== product.script)
    return conflict(`script ${offer.script} ≠ ${product.script}`);
  const variant = differentVariant(offer, product);
  if (variant) return conflict(variant);
  const maker = makerRelation(offer, product, linked);
  if (typeof maker === "string") return conflict(maker);
  // One maker's part numbers name its products: two different ones are two products, however alike the titles.
  if (maker.sameMaker && offer.mpn && product.mpn && !sameMpn(offer.mpn, product.mpn))
    return conflict(`mpn ${offer.mpn} ≠ ${product.mpn}`);
  const tokensA = maker.offerTokens;
  const tokensB = maker.productTokens;
  const sameNumbers: string[] = [];
  let partialDims = false;
  // The offer's numbers, then those only the product states (the order a Set of both would give, unallocated).
  const offerNames = Object.keys(offer.numbers);
  const productNames = Object.keys(product.numbers);
  for (let n = 0; n < offerNames.length + productNames.length; n++) {
    const name = n < offerNames.length ? offerNames[n]! : productNames[n - offerNames.length]!;
    if (n >= offerNames.length && name in offer.numbers) continue;
    const a = offer.numbers[name];
    const b = product.numbers[name];
    if (name === "dims" && a !== undefined && b !== undefined && (lacksThickness(a, b) || lacksThickness(b, a))) {
      partialDims = true;
      sameNumbers.push(a.length < b.length ? a : b);
    } else if (a !== undefined && b !== undefined) {
      // "4 slabs (2.88m²)" and "2.88m² pack": the same stated coverage already pins the pack; one side left out its count.
      if (name === "count" && (a === "1" || b === "1") && sameStatedArea(offer, product)) continue;
      if (a !== b) return conflict(`${name} ${a} ≠ ${b}`);
      if (name !== "count" || a !== "1") sameNumbers.push(a);
    } else if (!OPTIONAL_NUMBERS.has(name)) {
      return conflict(`${name} ${a ?? b} stated on one side only`);
    }
  }
  // One maker, two range names ("Thistle DuraFinish" / "Thistle MultiFinish"): two ranges, whatever else they share.
  if (maker.sameMaker && differentRanges(offer, product, maker)) {
    return conflict(`range ${offer.names!.join(" ")} ≠ ${product.names!.join(" ")}`);
  }
  // One maker, a range named on one side only ("Hanson Procrete Cement" / "Hanson Cement"): for a maker's bagged
  // goods the unnamed side is its standard bag, not the range. (Elsewhere merchants drop range words freely:
  // "Marley Dry Verge" is the "Universal Dry Verge Unit".)
  const bagged = makerDefined(offer) && CATEGORY_PROFILES[offer.category].numbersByWeight;
  const unmatchedRange = maker.sameMaker && bagged ? rangeOnOneSide(offer, product, maker) : null;
  if (unmatchedRange) return conflict(`range ${unmatchedRange} on one side only`);
  for (const name of Object.keys(offer.attributes)) {
    const a = offer.attributes[name];
    const b = product.attributes[name];
    if (a !== undefined && b !== undefined && a !== b && !sameName(name, a, b)) return conflict(`${name} ${a} ≠ ${b}`);
  }
  // Digit-bearing words are model codes (502, eps70, rwa45): two different codes are two products.
  const codesA = tokensA.filter((t) => /\d/.test(t));
  const codesB = tokensB.filter((t) => /\d/.test(t));
  if (codesA.length && codesB.length && !codesA.some((c) => codesB.includes(c))) {
    return conflict(`model code ${codesA.join(" ")} ≠ ${codesB.join(" ")}`);
  }
  const alignment = alignTokens(tokensA, tokensB);
  const shared = [...alignment.shared, ...alignment.soft.flatMap((p) => p.a)];
  const sameMaker = maker.sameMaker;
  // Without a shared maker, "PIR board" and "PIR board" may be two makers' boards: a product name must be shared.
  // That holds for a title naming no maker against one that does ("Ordinary Portland Cement 25kg"): in a maker's
  // category it is a merchant's generic product, not whichever branded one fits (decision 012). Two titles that
  // both name no maker are two merchants' generic product (decision 013): their words decide, as for commodities.
  const named = shared.some((t) => !isCommonWord(t));
  const anyMaker = !!offer.brandFamily || !!product.brandFamily;
  if (makerDefined(offer) && !sameMaker && anyMaker && !named) {
    return conflict(`no maker and no product name in common (${shared.join(" ") || "none"})`);
  }
  // A generic product is its size: two such titles stating none and no product name ("Pipe", "Pipe") say nothing
  // of which one.
  if (makerDefined(offer) && !anyMaker && !named && sameNumbers.length === 0)
    return conflict("no maker, product name or size in common");
  // A commodity (common brick, sand, timber, OSB) without a maker is the generic product, not the branded one:
  // only a shared product name ("supro", "hexdrain") says the brandless title is that maker's product.
  if (maker.oneBrand && !makerDefined(offer) && !named) {
    return conflict(`generic and branded commodity (${shared.join(" ") || "none"} shared)`);
  }
  // A roll's range number ("Loft Roll 44") left out by one side: the same stated area and thickness already pin the roll.
  const sameArea = sameStatedArea(offer, product);
  const [ta, tb] =
    sameArea && !(codesA.length && codesB.length)
      ? [tokensA.filter((t) => !/^\d+$/.test(t)), tokensB.filter((t) => !/^\d+$/.test(t))]
      : [tokensA, tokensB];
  // Nothing read on either side (no words, no numbers): nothing says these are one product.
  if (ta.length === 0 && tb.length === 0 && sameNumbers.length === 0 && !sharedAttribute(offer, product))
    return conflict("nothing to compare (no words, numbers or attributes read)");
  // No words on one side: the facts alone must say it, so a product line one side names and the other does
  // not ("Postcrete 20kg" / "Ready to Use Mortar 20kg", where "mortar" is the category's own word) is a doubt.
  const lineOnOneSide = (ta.length === 0 || tb.length === 0) && !offer.attributes.line !== !product.attributes.line;
  if (lineOnOneSide)
    return conflict(`line ${offer.attributes.line ?? product.attributes.line} on one side only, no words`);
  const score = tokenSimilarity(ta, tb) - (partialDims ? PARTIAL_DIMS_PENALTY : 0);
  const oneBrand = maker.oneBrand && makerDefined(offer);
  const threshold = SAME_THRESHOLD + (oneBrand ? ONE_BRAND_PENALTY : 0);
  const numbers = sameNumbers.length ? `same numbers ${sameNumbers.join(" ")}` : "no shared numbers";
  return {
    same: score >= threshold,
    score,
    threshold,
    reason: `${numbers}${partialDims ? " (thickness on one side only)" : ""}; tokens ${score.toFixed(2)}${oneBrand ? " (brand on one side only)" : ""}: ${shared.join(" ") || "(none shared)"}`,
  };
}

function sameStatedArea(a: MatchProfile, b: MatchProfile): boolean {
  return !!a.numbers.area && a.numbers.area === b.numbers.area;
}
