/**
 * What a search query asks for, before the database is consulted: canonical words, sizes and
 * the trade-synonym groups the words name. Pure, so every rule here is unit-tested directly.
 * Typo correction needs the catalogue's vocabulary and happens between tokenise and build terms.
 */
import { normaliseText } from "../ingest/normalise/text.ts";
import { parseMeasurements } from "../ingest/normalise/measurements.ts";
import { MAX_QUERY_LENGTH } from "../../shared/search-params.ts";
import { querySizeConstraints, type SizeConstraint } from "./size-tokens.ts";
import { askedAsKind, indexedGroupsOf, matchSynonymPhrases } from "./synonym-phrases.ts";

export interface TokenisedQuery {
  /** The query as typed, trimmed and capped. */
  text: string;
  /** Canonical form of the whole query, compared with canonical product names. */
  key: string;
  /** Canonical words in typed order, sizes and noise words removed. */
  words: string[];
  /**
   * Index in `words` where a "for…"/"between…" clause starts ("plasterboard for bathroom"): what
   * follows says what the product is for, so it ranks results rather than filters them.
   * Equals words.length when there is none.
   */
  contextFrom: number;
  sizes: SizeConstraint[];
}

export interface QueryTerm {
  /** Canonical words as searched (after any correction). */
  words: string[];
  /** Synonym groups these words name; a product in any of them matches the term. */
  groupKeys: string[];
}

export const NUMBER_WORDS: Readonly<Record<string, string>> = {
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
  twelve: "12",
};
const NUMBER = `(\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS).join("|")})`;
const BY_SIZE = new RegExp(`\\b${NUMBER}\\s*(?:by|x)\\s*${NUMBER}\\b`, "g");
/**
 * A section and a unitless small last number ("47 x 150 x 4.8"): timber is cut in metres, so the last number is a
 * length in metres, not 4.8 mm. Only when both section numbers are at least 12 (millimetres) and the length is
 * under 13 (no stock length is 13 m; no section is 4.8 mm).
 */
const SECTION_AND_LENGTH =
  /\b(\d{2,4}(?:\.\d+)?\s*x\s*\d{2,4}(?:\.\d+)?\s*x\s*)(\d{1,2}(?:\.\d+)?)(?![\d.]|\s*(?:mm|cm|m|in|ft|'|"))/g;
/**
 * A section then a lone decimal ("150 x 47 4.8", "two by four 3.6"): the same reading without the second "x".
 * Only a decimal (stock lengths are 2.4, 3.6, 4.8 m): "100 x 50 25" stays a bare number.
 */
const SECTION_THEN_LENGTH = /\b(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?) (\d{1,2}\.\d+)(?![\d.]|\s*(?:mm|cm|m|in|ft|kg|'|"))/g;
/** A trade section run into a decimal length ("4x2x3.6"): the length is in metres, as after a space. */
const NOMINAL_AND_LENGTH = /\b(\d{1,2})\s*x\s*(\d{1,2})\s*x\s*(\d{1,2}\.\d+)(?![\d.]|\s*(?:mm|cm|m|in|ft|kg|'|"))/g;
/** A bag after a weight is how it is packed ("20kg bag"), not a word to match: bulk bags are not 20 kg. */
const WEIGHT_BAG = /\b(\d+(?:\.\d+)?\s*kg)\s+(?:bag|bags|sack|sacks)\b/g;
/** "Ø110", "⌀ 15mm": a diameter, in millimetres when no unit follows. */
const DIAMETER_SIGN = /[ø⌀]\s*(\d+(?:\.\d+)?)(mm|cm|m)?(?![\d.])/g;
/**
 * Words that say which measure a typed size is ("100mm thick", "3m long", "15mm dia", "150mm wide"): beside a size
 * they add nothing the size does not, and titles rarely write them, so kept as words they would match nothing.
 * Canonical (singular) forms. Not "deep" or "high": "deep flow gutter", "high strength block" name products.
 */
const MEASURE_WORDS = new Set([
  "dia",
  "diam",
  "diameter",
  "thick",
  "thickness",
  "long",
  "length",
  "wide",
  "width",
  "depth",
  "height",
]);

/**
 * Function words and shopping words: they say nothing about which product is meant, and a
 * catalogue rarely contains them, so left in they would only turn good queries into no results.
 */
/** Words that start a clause about the use, not the product: "for", "between rafters", "under a patio". */
export const CONTEXT_WORDS: ReadonlySet<string> = new Set([
  "for",
  "between",
  "under",
  "underneath",
  "behind",
  "around",
  "inside",
  "outside",
  "onto",
  "beneath",
  "below",
  "in",
  "on",
  // Where the product goes or when it is used: "lintel over a window", "drain across a driveway", "covering
  // furniture when plastering", "sealing where a pipe goes through a wall". Not "through" or "round": they are
  // words of names ("through bolt", "half round gutter").
  "over",
  "above",
  "across",
  "when",
  "while",
  "during",
  "where",
]);

const NOISE_WORDS = new Set([
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
  "buy",
  "buying",
  "cheap",
  "cheapest",
  "cheaper",
  "best",
  "price",
  "prices",
  "pricing",
  "cost",
  "costs",
  "uk",
  "near",
  "online",
  "deal",
  "deals",
  "offer",
  "offers",
  "sale",
  "sell",
  "shop",
  "store",
  "stock",
  "stocked",
  "delivery",
  "delivered",
  "deliver",
  "supplier",
  "suppliers",
  "merchant",
  "merchants",
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
]);

export function tokeniseQuery(raw: string): TokenisedQuery {
  const text = raw.trim().replace(/\s+/g, " ").slice(0, MAX_QUERY_LENGTH);
  const sized = text
    .toLowerCase()
    .replace(SECTION_AND_LENGTH, (m, section: string, last: string) => (sectionMetres(section, last) ? `${m}m` : m))
    .replace(NOMINAL_AND_LENGTH, (m, a: string, b: string) => (nominalSection(a, b) ? `${m}m` : m))
    .replace(WEIGHT_BAG, "$1")
    .replace(DIAMETER_SIGN, (_m, n: string, unit: string | undefined) => ` ${n}${unit ?? "mm"}`)
    .replace(BY_SIZE, (_m, a: string, b: string) => `${toDigits(a)}x${toDigits(b)}`)
    .replace(SECTION_THEN_LENGTH, (m, a: string, b: string, last: string) => {
      if (sectionMetres(`${a}x${b}`, last)) return `${a}x${b}x${last}m`;
      return nominalSection(a, b) ? `${m}m` : m;
    });
  const canon = normaliseText(sized);
  const measured = parseMeasurements(canon);
  const measuredSizes = querySizeConstraints(measured);
  const words: string[] = [];
  let contextFrom: number | null = null;
  // "without nails", "without skimming": what follows is what the buyer does not want, so it never matches; the
  // next clause word ("for", "on"…) ends it.
  let excluded = false;
  for (const token of withoutLeadIn(measured.rest.trim().split(" "))) {
    if (token.length === 0) continue;
    if (token === "without") excluded = true;
    else if (CONTEXT_WORDS.has(token)) excluded = false;
    if (excluded) continue;
    if (startsContext(token, words.length) && contextFrom === null) contextFrom = words.length;
    if (measuredSizes.length > 0 && MEASURE_WORDS.has(token)) continue;
    if (!NOISE_WORDS.has(token) && !CONTEXT_WORDS.has(token)) words.push(token);
  }
  // Sizes alone: a section and a length typed apart are one size. Beside words each still ranks on its own (a
  // named product's section and its length both count, as its title states them).
  const sizes = (words.length === 0 ? withSectionLength(measuredSizes) : measuredSizes).map(withNearSizes);
  return { text, key: canon.trim(), words, contextFrom: contextFrom ?? words.length, sizes };
}

/** The nouns that make a lead-in vague ("items needed for…", "materials required to…", "everything you need for…"). */
const VAGUE_NOUNS = new Set(
  (
    "something stuff anything thing things product products what items item material materials everything " +
    "equipment"
  ).split(" "),
);

/**
 * Words of a vague lead-in ("something to", "what to use for", "stuff for", "items needed for", "what would you
 * need to"): they name no product.
 */
const LEAD_IN_WORDS = new Set([
  ...VAGUE_NOUNS,
  ...(
    "which is best good use i do can need want a the to for " + "needed required require you we will would should all"
  ).split(" "),
]);

/**
 * Drops a vague lead-in up to its last "to" or "for" ("something to fix skirting to plasterboard" → "fix skirting
 * to plasterboard", "what to use for sealing a bath" → "sealing a bath"), so the words after it are read as
 * the query (a verb then asks for the product that does it: use-words.ts). Only with a vague noun in it, and only
 * when words follow: "for decking" alone is unchanged.
 */
function withoutLeadIn(tokens: readonly string[]): readonly string[] {
  let end = -1;
  let vague = false;
  for (let i = 0; i < tokens.length && LEAD_IN_WORDS.has(tokens[i]!); i += 1) {
    if (VAGUE_NOUNS.has(tokens[i]!)) vague = true;
    if (tokens[i] === "to" || tokens[i] === "for") end = i;
  }
  return vague && end >= 0 && end + 1 < tokens.length ? tokens.slice(end + 1) : tokens;
}

/**
 * "to" after two or more words says where the product goes ("fixing window frames to brick", "screws to fix
 * plasterboard to studs"); after one ("ready to mix") it is part of the name.
 */
function startsContext(token: string, wordsBefore: number): boolean {
  if (token === "to") return wordsBefore >= 2;
  return CONTEXT_WORDS.has(token) && wordsBefore > 0;
}

/**
 * Groups words into terms: a trade phrase ("breeze block", "type 1") becomes one term that also
 * matches its synonym group. Bare numbers left over ("kingspan 100") become soft sizes instead of
 * words, since catalogues write them with units.
 */
export function buildQueryTerms(words: readonly string[]): { terms: QueryTerm[]; bareSizes: SizeConstraint[] } {
  const terms: QueryTerm[] = [];
  const bareSizes: SizeConstraint[] = [];
  for (const match of matchSynonymPhrases(words)) {
    if (match.groupKeys.length > 0) {
      terms.push({ words: match.words, groupKeys: match.groupKeys });
      continue;
    }
    const word = match.words[0]!;
    if (/^\d+(?:\.\d+)?$/.test(word)) bareSizes.push({ label: word, tokens: [`${word}mm`, `${word}kg`], bare: true });
    else terms.push({ words: [word], groupKeys: [] });
  }
  // The last term names the thing wanted: a generic word catalogues print only as another product's qualifier
  // ("drywall" in "drywall screw") then asks for its group's own word, so the qualified products stop ranking
  // first by their literal match. Before another word ("drywall screws") it stays as typed.
  const last = terms.at(-1);
  const kind = last ? askedAsKind(last.words) : null;
  if (last && kind) last.words = kind;
  return { terms: dedupe(withoutRepeatedKinds(terms)), bareSizes };
}

/**
 * A loose word that only asks for a group (a brand, "wallboard" → plasterboard) before a term that names that
 * group itself ("Gyproc WallBoard … Plasterboard") is already answered by that term: it keeps its own words only,
 * so it narrows the query to the products that carry it instead of matching every product of the group.
 */
function withoutRepeatedKinds(terms: QueryTerm[]): QueryTerm[] {
  const named = new Set(terms.flatMap((t) => indexedGroupsOf(t.words)));
  return terms.map((t, i) => {
    // The last term is the thing wanted ("no nails glue"): its widening stays.
    if (i === terms.length - 1) return t;
    const own = indexedGroupsOf(t.words);
    const keys = t.groupKeys.filter((g) => own.includes(g) || !named.has(g));
    return keys.length === t.groupKeys.length ? t : { words: t.words, groupKeys: keys };
  });
}

/**
 * Words worth correcting: letters only, five or more. Four-letter words are too close to too many
 * others ("bulb" is one letter from "bulk"), so a typo there costs a result rather than invents one.
 */
export function isCorrectable(word: string): boolean {
  return /^[a-z]{5,}$/.test(word);
}

function dedupe(terms: QueryTerm[]): QueryTerm[] {
  const seen = new Set<string>();
  return terms.filter((t) => {
    const key = t.words.join(" ");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A full three-number size ("100 x 47 x 3.6m", "440 x 215 x 100") also admits, ranked just below it, the products
 * that share two of its numbers: the same section in another length, the same block face or board in another
 * thickness. Products carry every pair of their numbers as a token (size-tokens.ts), so both pairs (without the
 * largest, without the smallest) are plain alternatives.
 */
/** The widest timber section or post a merchant stocks is 300 mm (a 75 x 300 joist); sheets and blocks are wider. */
const SECTION_MAX_MM = 300;

function withNearSizes(size: SizeConstraint): SizeConstraint {
  // Each reading of the size ("8ft x 4ft x 18mm" is also 2400 x 1200 x 18) admits its own pairs.
  const readings = size.tokens.map((t) => t.split("x"));
  if (readings.some((parts) => parts.length !== 3 || parts.some((p) => !/^\d+(?:\.\d+)?$/.test(p)))) return size;
  // A section and its length ("100 x 100 x 2.4m") admit the section in other lengths only: a section's side by a
  // length (100 x 2400) names no product, but a 100 mm board's face does.
  const pairs = readings.flatMap(([small, middle, large]) =>
    Number(large) >= 1000 && Number(middle) < SECTION_MAX_MM
      ? [`${small}x${middle}`]
      : [`${small}x${middle}`, `${middle}x${large}`],
  );
  return { ...size, tokens: [...new Set([...size.tokens, ...pairs])] };
}

/**
 * A trade section and a stock length typed apart, with no words ("4x2 4.8m", "two by four 3.6"): one size, so the section in that
 * length ranks first and the section in other lengths (and the trade name's other sections in that length) follow, instead
 * of the length filtering out every other length of the section.
 */
function withSectionLength(sizes: SizeConstraint[]): SizeConstraint[] {
  const section = sizes.filter((s) => /^\d+(?:\.\d+)?x\d+(?:\.\d+)?$/.test(s.tokens[0]!));
  // A length in feet carries two readings (size-tokens.ts): 12 ft as itself and as the 3.6 m it is sold as.
  const length = sizes.filter((s) => s.tokens.every((t) => /^\d{4,5}mm$/.test(t)));
  if (section.length !== 1 || length.length !== 1 || sizes.length !== 2) return sizes;
  const [pair] = section;
  const lengths = length[0]!.tokens.map((t) => t.replace("mm", ""));
  const [first, ...others] = pair!.tokens;
  const inLength = (t: string) => lengths.map((mm) => `${t}x${mm}`);
  // The named section in any length; the trade name's other sections only in the length asked for.
  // A title naming only the trade size ("4x2 CLS") carries no millimetre pair to add a length to: any length.
  const tokens = [...inLength(first!), first!, ...others.flatMap((t) => (t.startsWith("n") ? [t] : inLength(t)))];
  return [{ label: `${pair!.label} ${length[0]!.label}`, tokens }];
}

/**
 * A section's numbers are at least 12 (millimetres) and under 1000: "2400 x 1200 x 12.5" is a sheet's face and
 * its thickness, not a 12.5 m length.
 */
function sectionMetres(section: string, last: string): boolean {
  const [a, b] = section.split("x").map((n) => Number(n.trim()));
  return [a!, b!].every((n) => n >= 12 && n < 1000) && Number(last) > 0 && Number(last) < 13;
}

/** A trade's imperial section ("4x2", "6x2"): whole inches, none over 12 (nominal-sizes.ts reads them). */
function nominalSection(a: string, b: string): boolean {
  return [a, b].every((n) => /^\d{1,2}$/.test(n) && Number(n) > 0 && Number(n) <= 12);
}

function toDigits(n: string): string {
  return NUMBER_WORDS[n] ?? n;
}
