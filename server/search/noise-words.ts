import { normaliseText } from "../ingest/normalise/text.ts";
import { SHOPPING_WORDS, TRAILING_SHOPPING_WORDS, isShoppingPhraseStart } from "./shopping-words.ts";
import { matchSynonymPhrases } from "./synonym-phrases.ts";

/**
 * A typed word (canonical) that says nothing about which product is meant, between the word kept before it and
 * the token after it: a function or shopping word (NOISE_WORDS; shopping-words.ts) unless it makes a trade name
 * with a neighbour, or a word for how many or which of a kind (COLLECTIVE_WORDS).
 */
export function isNoiseWord(token: string, before: string | undefined, after: string | undefined): boolean {
  return (
    ((NOISE_WORDS.has(token) || isShoppingPhraseStart(token, after)) && !inTradePhrase(token, before, after)) ||
    (isCollective(token, before) && !isCountedPart(token, before)) ||
    isSheetStuff(token, before, after) ||
    isTrailingShoppingWord(token, after)
  );
}

/**
 * Session 22: a query of shop words only ("builders merchant", "trade counter", "local builders yard near me") names
 * the merchant itself, not nothing: it reads as the one word "merchant", whose staples department-kinds-whole-trade.ts
 * lists. A counter or a yard is the shop only beside a builder's or the trade's word ("yard brush" is a brush).
 */
export function wholeShopWord(tokens: readonly string[]): string | null {
  const shop = tokens.some((t) => SHOP_NOUNS.has(t) || (SHOP_PLACES.has(t) && tokens.some((u) => SHOP_OWNERS.has(u))));
  // Session 23: a shop's whole range too ("builders merchant essentials", "trade counter goods").
  const onlyShop = tokens.every(
    (t) =>
      NOISE_WORDS.has(t) || SHOP_NOUNS.has(t) || SHOP_PLACES.has(t) || SHOP_OWNERS.has(t) || COLLECTIVE_WORDS.has(t),
  );
  return shop && onlyShop ? "merchant" : null;
}

/**
 * Sheet goods named by their stuff ("sheet timber", "wood sheets"): the timber or wood word says what the sheet is
 * made of, as "sheet materials" says it is a sheet material; the sheet is the query (department-kinds-building.ts).
 */
function isSheetStuff(token: string, before: string | undefined, after: string | undefined): boolean {
  return SHEET_STUFF.has(token) && (before === "sheet" || after === "sheet");
}

const SHEET_STUFF = canonicalSet(["timber", "wood", "wooden"]);

/** "two part filler", "2 part epoxy": a count before "part" says how the product is mixed, so "part" names it. */
function isCountedPart(token: string, before: string | undefined): boolean {
  return token === "part" && before !== undefined && /^(?:\d+|one|two|three|single|multi)$/.test(before);
}

/** Session 20: a shopping word that says nothing only where it ends the query or noise follows (shopping-words.ts). */
function isTrailingShoppingWord(token: string, after: string | undefined): boolean {
  return (
    TRAILING_SHOPPING_WORDS.has(token) &&
    (after === undefined || NOISE_WORDS.has(after) || TRAILING_SHOPPING_WORDS.has(after))
  );
}

/**
 * Function words and shopping words (shopping-words.ts): they say nothing about which product is meant, and a
 * catalogue rarely contains them, so left in they would only turn good queries into no results.
 * Written as typed; compared in canonical form (the tokens are canonical: "supplies" arrives as "supply").
 */
const NOISE_WORDS: ReadonlySet<string> = new Set([
  ...SHOPPING_WORDS,
  ...canonicalSet([
    "a",
    "an",
    "the",
    "and",
    "or",
    "of",
    "for",
    "to",
    "in",
    "on",
    "at",
    "with",
    "without",
    "by",
    "from",
    "into",
    "per",
    "my",
    "me",
    "i",
    "is",
    "it",
    "its",
    "be",
    "can",
    "do",
    "what",
    "which",
    "where",
    "how",
    "some",
    "any",
    "need",
    "want",
    "x",
    // Words for "whatever they sell" ("forgewell products", "marley range"): they name no product.
    "product",
    "products",
    "range",
    "ranges",
    "supplies",
    "stuff",
    "item",
    "items",
    // Session 17: words for something like the named product ("<maker's finish> alternative", "a substitute for
    // <brand>"): the kind named beside them is the query.
    "alternative",
    "alternatives",
    "equivalent",
    "equivalents",
    "substitute",
    "substitutes",
    "lookalike",
  ]),
]);

/**
 * Words for how many or which of a kind, not what kind ("timber lengths", "roofing materials", "decorating
 * sundries", "assorted screws"): the kind word beside them is the query. Typed words are canonical (singular) here.
 * Session 21: "sheet materials" too, though a category's label: read as the kind word "sheets", its everyday sheet
 * boards rank first, where the label's category (which merchants also file sandpaper sheets under) and the literal
 * word "sheet" had ranked sanded sheets and hardboard first.
 */
const COLLECTIVE_WORDS = canonicalSet([
  "length",
  "material",
  "sundry",
  "assorted",
  "various",
  // "plumbing bits", "decorating accessories", "bits and bobs", "garden essentials": the trade's whole range.
  "bits",
  "bobs",
  "accessories",
  "essentials",
  "things",
  // Session 16: the other words for a trade's whole range ("roofing gear", "building goods", "fixing consumables").
  "gear",
  "goods",
  "gubbins",
  "paraphernalia",
  "consumables",
  "requisites",
  "kinds",
  "sorts",
  "varieties",
  "selection",
  // Session 20: a whole range by its pieces ("guttering parts", "drainage components").
  "parts",
  "components",
]);

function canonicalSet(typed: readonly string[]): ReadonlySet<string> {
  return new Set(typed.map((w) => normaliseText(w).trim()));
}

function isCollective(token: string, before: string | undefined): boolean {
  if (before === undefined && SHELF_NAMES.has(token)) return false;
  return COLLECTIVE_WORDS.has(token);
}

/** The shop's own names; a place that is the shop only beside its owner's word; the owners' words. */
const SHOP_NOUNS = canonicalSet(["merchant", "merchants", "supplier", "suppliers", "depot", "stockist", "stockists"]);
const SHOP_PLACES = canonicalSet(["yard", "counter", "shop", "store", "warehouse"]);
const SHOP_OWNERS = canonicalSet(["builder", "builders", "trade", "merchant", "merchants"]);

/**
 * Collective words that name a merchant's shelf when no kind word comes before them ("sundries", "sundries for
 * decorators": the decorating sundries, department-kinds-finishing.ts); after a kind word they say which of it.
 */
const SHELF_NAMES = canonicalSet(["sundry"]);

/** A shopping word that makes a trade name with the word before or after it ("london stocks", "stock bricks"). */
function inTradePhrase(token: string, before: string | undefined, after: string | undefined): boolean {
  const names = (pair: string[]) =>
    matchSynonymPhrases(pair).some((m) => m.words.length === 2 && m.groupKeys.length > 0);
  return (before !== undefined && names([before, token])) || (after !== undefined && names([token, after]));
}
