/**
 * What a search query asks for, before the database is consulted: canonical words, sizes and
 * the trade-synonym groups the words name. Pure, so every rule here is unit-tested directly.
 * Typo correction needs the catalogue's vocabulary and happens between tokenise and build terms.
 */
import { tradeSundriesWord } from "./department-kinds-sundries.ts";
import { joinDottedInitialisms, joinSpacedInitialisms } from "./dotted-initialisms.ts";
import { normaliseText } from "../ingest/normalise/text.ts";
import { parseMeasurements } from "../ingest/normalise/measurements.ts";
import { MAX_QUERY_LENGTH } from "../../shared/search-params.ts";
import { bareNumberSize, finishQuerySizes, isMeasureWord, readTypedSizes } from "./query-sizes.ts";
import { querySizeConstraints, type SizeConstraint } from "./size-tokens.ts";
import { queryAngleSizes } from "./angle-sizes.ts";
import { indexedGroupsOf, matchSynonymPhrases } from "./synonym-phrases.ts";
import { askedAsKind } from "./synonym-kind-heads.ts";
import { isNoiseWord, wholeShopWord } from "./noise-words.ts";
import { isPackWord } from "./pack-and-tier-words.ts";

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
  /**
   * Index in `words` of the first word after an "and"/"or" ("&" reads as "and") that stands between two words
   * ("screws and bolts", "sealants & mastics"): the buyer may want either kind. Null when there is none.
   */
  coordinatedAt: number | null;
  /**
   * The query names a product as an example of the kind it wants ("spax type screws", "trex style boards"):
   * "type" or "style" stood between two words. The example may be a maker these merchants do not stock.
   */
  likeness: boolean;
  /** The words of a "without…" clause as typed ("without soldering" → soldering): never searched (job-methods.ts). */
  without: string[];
  sizes: SizeConstraint[];
}

export interface QueryTerm {
  /** Canonical words as searched (after any correction). */
  words: string[];
  /** Synonym groups these words name; a product in any of them matches the term. */
  groupKeys: string[];
}

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

/**
 * Two-word lead-ins that say what the buyer does not want, as "without" does ("instead of bricks", "rather than
 * lime"): their clause is never searched and is read as a method avoided (job-methods.ts).
 */
const EXCLUDING_PAIRS: ReadonlyMap<string, string> = new Map([
  ["instead", "of"],
  ["rather", "than"],
]);

export function tokeniseQuery(raw: string): TokenisedQuery {
  const text = raw.trim().replace(/\s+/g, " ").slice(0, MAX_QUERY_LENGTH);
  // A possessive ("plasterer's trowel", "bricklayer's line") is the trade phrase's plural: a lone "s" would part its words.
  const typed = readTypedSizes(
    joinSpacedInitialisms(joinDottedInitialisms(text.toLowerCase())).replace(POSSESSIVE, "$1s"),
  );
  const canon = normaliseText(typed.text);
  const measured = parseMeasurements(canon);
  const measuredSizes = [...querySizeConstraints(measured), ...queryAngleSizes(canon), ...typed.sizes];
  const words: string[] = [];
  let contextFrom: number | null = null;
  // "without nails", "without skimming", "instead of bricks": what follows is what the buyer does not want, so it
  // never matches; the next clause word ("for", "on"…) ends it.
  let excluded = false;
  let coordinatedAt: number | null = null;
  let likeness = false;
  const without: string[] = [];
  const tokens = withoutLeadIn(measured.rest.trim().split(" ")).filter((t) => t.length > 0);
  for (const [i, token] of tokens.entries()) {
    // Also last, after a kind and its example ("floor leveller latex type", "sink belfast style"): the example is
    // what the kind is like; one word before it ("ring type") is a name.
    const next = tokens[i + 1];
    if (
      LIKENESS_WORDS.has(token) &&
      words.length > 0 &&
      (next === undefined ? words.length >= 2 : /^[a-z]/.test(next))
    ) {
      likeness = true;
      continue;
    }
    const leadIn = token === "without" || (EXCLUDING_PAIRS.has(token) && EXCLUDING_PAIRS.get(token) === tokens[i + 1]);
    const pairEnd = i > 0 && EXCLUDING_PAIRS.has(tokens[i - 1]!) && EXCLUDING_PAIRS.get(tokens[i - 1]!) === token;
    if (leadIn) excluded = true;
    else if (CONTEXT_WORDS.has(token) && !pairEnd) excluded = false;
    if (excluded) {
      if (!leadIn && !pairEnd) without.push(token);
      continue;
    }
    if ((token === "and" || token === "or") && words.length > 0 && coordinatedAt === null) coordinatedAt = words.length;
    if (startsContext(token, words.length, tokens[i + 1]) && contextFrom === null) contextFrom = words.length;
    if (measuredSizes.length > 0 && isMeasureWord(token)) continue;
    // "brickwork sundries": the trade's small things, one word (department-kinds-sundries.ts).
    const sundries = tradeSundriesWord(words.at(-1), token);
    if (sundries !== null) {
      words[words.length - 1] = sundries;
      continue;
    }
    if (!isNoiseWord(token, words.at(-1), tokens[i + 1]) && !CONTEXT_WORDS.has(token)) words.push(token);
  }
  // Shop words only ("builders merchant", "trade counter"): the merchant itself (noise-words.ts).
  const shop = wholeShopWord(tokens);
  if (shop !== null) words.splice(0, words.length, shop);
  const sizes = finishQuerySizes(measuredSizes, words.length > 0);
  // An "and" with no word after it ("screws and") joins nothing.
  const joins = coordinatedAt !== null && coordinatedAt < words.length ? coordinatedAt : null;
  return {
    text,
    key: canon.trim(),
    words,
    contextFrom: contextFrom ?? words.length,
    coordinatedAt: joins,
    likeness,
    without,
    sizes,
  };
}

const POSSESSIVE = /([a-z])['’]s\b/g;

/** "<example> type <kind>", "<example> style <kind>"; before a number ("type 1", "type 2") it is part of a name. */
const LIKENESS_WORDS = new Set(["type", "style"]);

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

// The words that open a place after "off" ("off the wall", "off my fence").
const PLACE_DETERMINERS = new Set("the a an my our its your their his her this that".split(" "));

/**
 * "to" after two or more words says where the product goes ("fixing window frames to brick", "screws to fix
 * plasterboard to studs"); after one ("ready to mix") it is part of the name.
 */
function startsContext(token: string, wordsBefore: number, next: string | undefined): boolean {
  if (token === "to") return wordsBefore >= 2;
  // Where a thing came away from ("the downpipe has come off the wall", "skirting pulling away from the plaster"):
  // the place, not the thing. "off" only before a determiner: "off white" is a colour, "off cuts" a kind.
  if (token === "from" || (token === "off" && PLACE_DETERMINERS.has(next ?? ""))) return wordsBefore > 0;
  return CONTEXT_WORDS.has(token) && wordsBefore > 0;
}

/**
 * Groups words into terms: a trade phrase ("breeze block", "type 1") becomes one term that also
 * matches its synonym group. Bare numbers left over ("kingspan 100") become soft sizes instead of
 * words, since catalogues write them with units.
 */
export function buildQueryTerms(
  words: readonly string[],
  joinedAt?: number,
): { terms: QueryTerm[]; bareSizes: SizeConstraint[] } {
  const terms: QueryTerm[] = [];
  const bareSizes: SizeConstraint[] = [];
  // Two kinds joined by "and" stay two terms (synonym-phrases.ts matchSynonymPhrases).
  for (const match of matchSynonymPhrases(words, joinedAt)) {
    if (match.groupKeys.length > 0) {
      terms.push({ words: match.words, groupKeys: match.groupKeys });
      continue;
    }
    const word = match.words[0]!;
    if (/^\d+(?:\.\d+)?$/.test(word)) bareSizes.push(bareNumberSize(word));
    else terms.push({ words: [word], groupKeys: [] });
  }
  // The last term names the thing wanted: a generic word catalogues print only as another product's qualifier
  // ("drywall" in "drywall screw") then asks for its group's own word, so the qualified products stop ranking
  // first by their literal match. Before another word ("drywall screws") it stays as typed; a pack word after it
  // ("browning bag") says how it is sold, not what it is, so the word before the pack is still the head.
  let head = terms.length - 1;
  while (head > 0 && isPackWord(terms[head]!)) head--;
  const last = terms[head];
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
