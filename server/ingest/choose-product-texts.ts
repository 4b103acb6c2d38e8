/**
 * A product's name and description come from its offers, which several merchants write differently.
 * Taking the founding offer's text made one merchant's capitals or delivery boilerplate the product's
 * text on every listing; these choose from all current offers instead. Pure: the database side is
 * refresh-product-texts.server.ts.
 */

import { isShouting, readableCase } from "./normalise/readable-case.ts";

export interface OfferText {
  title: string;
  brand: string | null | undefined;
}

/** Titles with fewer words ("CEMENT", "SAND 25KG") name too little to stand for a product. */
const INFORMATIVE_WORDS = 3;
/** Descriptions shorter than this ("25kg bag.", "See website") say nothing a listing needs. */
const MIN_DESCRIPTION_LENGTH = 20;

/**
 * The product name, kept stable across imports: a calm current name stays; a shouting or recased one gives
 * way to the first calm offer title; only when every merchant shouts is a title recased, preferring the
 * offer the current name came from so the name does not flip between merchants from one import to the next.
 */
export function chooseProductName(offers: readonly OfferText[], currentName: string): string {
  if (offers.length === 0) return currentName;
  if (offers.every((o) => isShouting(o.title))) {
    const best =
      offers.find((o) => o.title === currentName || readableCase(o.title, o.brand) === currentName) ??
      shortestInformative(offers);
    return readableCase(best.title, best.brand);
  }
  const calm = offers.filter((o) => !isShouting(o.title));
  // A recased name was our best guess while every merchant shouted: a merchant's own calm title replaces it.
  const recased = offers.some((o) => isShouting(o.title) && readableCase(o.title, o.brand) === currentName);
  if (currentName.trim() && !isShouting(currentName) && !recased) return currentName;
  return calm[0]!.title;
}

/**
 * The shortest title with enough words to name the product: long titles tend to carry keyword
 * stuffing and merchant tails. When none has enough words, the one with the most.
 */
function shortestInformative(offers: readonly OfferText[]): OfferText {
  let best: OfferText | undefined;
  for (const offer of offers) {
    if (wordCount(offer.title) < INFORMATIVE_WORDS) continue;
    if (!best || offer.title.trim().length < best.title.trim().length) best = offer;
  }
  if (best) return best;
  return offers.reduce((most, o) => (wordCount(o.title) > wordCount(most.title) ? o : most));
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * The most informative description: the one with the most distinct words (tie: the longer, then the
 * first), skipping texts too short to help and texts that only repeat a title (`titles`). '' when none
 * qualifies. Boilerplate must already be stripped (feed-boilerplate.ts): a long delivery blurb would win.
 */
export function chooseProductDescription(descriptions: readonly string[], titles: readonly string[] = []): string {
  const titleKeys = new Set(titles.map(comparisonKey));
  let best = "";
  let bestWords = 0;
  for (const raw of descriptions) {
    const text = raw.trim();
    if (text.length < MIN_DESCRIPTION_LENGTH || titleKeys.has(comparisonKey(text))) continue;
    const words = distinctWords(text);
    if (words > bestWords || (words === bestWords && text.length > best.length)) {
      best = text;
      bestWords = words;
    }
  }
  return best;
}

/** Words only, lower-case: "Sharp Sand 25kg." and "SHARP SAND 25KG" are the same text. */
function comparisonKey(text: string): string {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(" ");
}

function distinctWords(text: string): number {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).size;
}
