/**
 * A product's maker family from its brand column and title (brand-families.ts holds the families and why).
 */
import type { CategorySlug } from "../../../shared/categories.ts";
import damerauLevenshtein from "damerau-levenshtein";
import { BRAND_FAMILIES, UMBRELLAS } from "./brand-families.ts";
import { brandStem } from "./brand-relations.ts";
import { isMerchantName, MERCHANT_NAMES } from "./merchant-names.ts";
import { hasPhrase, phraseInfo } from "./phrase-match.ts";
import { normaliseText } from "./text.ts";

/** BRAND_FAMILIES aliases by the first word of their canonical form (see aliasMatches). */
let aliasIndex: { size: number; byFirstWord: Map<string, Array<{ family: number; padded: string }>> } | null = null;

function aliasesByFirstWord(): Map<string, Array<{ family: number; padded: string }>> {
  if (!aliasIndex || aliasIndex.size !== BRAND_FAMILIES.length) {
    const byFirstWord = new Map<string, Array<{ family: number; padded: string }>>();
    BRAND_FAMILIES.forEach(({ aliases }, family) => {
      for (const a of aliases) {
        const { padded, first } = phraseInfo(a);
        if (!padded) continue;
        let list = byFirstWord.get(first);
        if (!list) byFirstWord.set(first, (list = []));
        list.push({ family, padded });
      }
    });
    aliasIndex = { size: BRAND_FAMILIES.length, byFirstWord };
  }
  return aliasIndex.byFirstWord;
}

/** Families with an alias in the text, in table order (as testing hasPhrase for every alias, but by the text's words). */
function aliasMatches(text: string): string[] {
  const byFirstWord = aliasesByFirstWord();
  let hit: boolean[] | null = null;
  for (const word of text.split(" ")) {
    const list = byFirstWord.get(word);
    if (!list) continue;
    for (const { family, padded } of list) {
      if (!hit?.[family] && text.includes(padded)) (hit ??= [])[family] = true;
    }
  }
  if (!hit) return [];
  const found: string[] = [];
  for (let i = 0; i < BRAND_FAMILIES.length; i++) if (hit[i]) found.push(BRAND_FAMILIES[i]!.family);
  return found;
}

const MIN_MISSPELT_LETTERS = 6;
/** Brand-column spellings one edit from a known single-word alias, by spelling: asked once per brand value. */
const misspeltBrands = new Map<string, string | null>();

/**
 * A brand column one typing slip from a maker we know ("Everbuilt", "Celetex"): that maker. Only single words
 * of MIN_MISSPELT_LETTERS or more, and only when exactly one alias is that close, so a real other maker with a
 * similar name is not swallowed by a guess between two.
 */
function misspeltAlias(brandText: string): string | null {
  const word = brandText.trim();
  if (word.length < MIN_MISSPELT_LETTERS || !/^[a-z]+$/.test(word)) return null;
  let family = misspeltBrands.get(word);
  if (family === undefined) {
    const near = new Set<string>();
    for (const f of BRAND_FAMILIES)
      for (const alias of f.aliases)
        if (
          /^[a-z]+$/.test(alias) &&
          Math.abs(alias.length - word.length) <= 1 &&
          damerauLevenshtein(alias, word).steps === 1
        )
          near.add(f.family);
    family = near.size === 1 ? [...near][0]! : null;
    if (misspeltBrands.size >= 4096) misspeltBrands.clear();
    misspeltBrands.set(word, family);
  }
  return family;
}

function umbrellaMatch(text: string, category: CategorySlug): string | null {
  for (const u of UMBRELLAS) if (hasPhrase(text, u.alias)) return u.byCategory[category] ?? u.fallback;
  return null;
}

export interface BrandResolution {
  family: string | null;
  /** Where the family came from, for the explanation line. */
  source: "brand" | "title" | "line" | "none";
}

/**
 * Prefer a known family named in the brand field, then one named in the title, then
 * an umbrella name resolved by category, then the raw brand field's stem (so
 * unknown manufacturers still key consistently, see brand-relations.ts), then a family implied by the
 * product line (Multicem → hanson).
 */
export function resolveBrandFamily(args: {
  brand?: string | null;
  titleText: string;
  category: CategorySlug;
  merchantName?: string | null;
  lineFamily?: string | null;
}): BrandResolution {
  const { brand, titleText, category, merchantName, lineFamily } = args;
  const brandIsMerchant = !!brand && isMerchantName(brand, merchantName);
  const brandText = brand && !brandIsMerchant ? normaliseText(brand) : " ";

  // "Ever Build", "Flo Plast": a maker's one-word name written in two.
  const joined = brandText.trim().includes(" ") ? ` ${brandText.trim().replace(/ /g, "")} ` : null;
  const fromBrand =
    aliasMatches(brandText)[0] ?? (joined ? aliasMatches(joined)[0] : undefined) ?? misspeltAlias(brandText);
  if (fromBrand) return { family: fromBrand, source: "brand" };
  const fromTitle = aliasMatches(titleText)[0];
  if (fromTitle) return { family: fromTitle, source: "title" };
  const umbrella = umbrellaMatch(brandText, category) ?? umbrellaMatch(titleText, category);
  if (umbrella) return { family: umbrella, source: brandText.trim() ? "brand" : "title" };
  if (lineFamily) return { family: lineFamily, source: "line" };
  // Unknown makers key by their stem, so "Cordell", "Cordell Lite" and "Cordell Aircrete Ltd" agree. A stem is
  // never an article or a generic word alone ("Les Délices de Provence" → "delice", "The Timber Company" →
  // "timber-company"), or every brand starting with that word would be one maker.
  const stem = brandText.trim() ? brandStem(brandText) : null;
  if (stem) return { family: stem, source: "brand" };
  return { family: null, source: "none" };
}

let brandPhrasesOnce: string[] | null = null;

/** Every alias of every family plus umbrella and merchant names, for stripping out of model words. */
export function allBrandPhrases(): string[] {
  // Built once (the tables are constants); a copy, because callers add their own phrases to it.
  brandPhrasesOnce ??= [
    ...BRAND_FAMILIES.flatMap((f) => f.aliases),
    ...UMBRELLAS.map((u) => u.alias),
    ...MERCHANT_NAMES,
    "eternit",
  ].sort((a, b) => b.length - a.length);
  return brandPhrasesOnce.slice();
}
