/**
 * PostgreSQL tsquery strings for a search's terms. Words are canonical and reduced to [a-z0-9]
 * here, so nothing typed can reach tsquery syntax; to_tsquery('english', …) then stems them
 * exactly as the documents were stemmed.
 */
import type { QueryTerm } from "./parse-search-query.ts";
import { everydayExpression, type HeadFamily } from "./family-terms.ts";
import { groupToken, indexedGroupsOf } from "./synonym-phrases.ts";
import { isPackWord, isQuantityWord, isTierWord } from "./pack-and-tier-words.ts";
import { describesNotPack } from "./describing-words.ts";

export interface TermQuery {
  /** The term's own words; null when they reduce to nothing searchable (its group still counts). */
  typed: string | null;
  /** Its words or any of its synonym groups. */
  any: string;
  /** It names a kind the trade's vocabulary recognises (namesKind): what is bought, not who makes it or how it looks. */
  kind: boolean;
  /** A lone trade word's everyday kinds (department-words.ts everydayKindsOf), as group tokens. */
  everyday?: string;
}

export interface TextQueries {
  /** Every term, each as typed or as any of its synonym groups. */
  all: string;
  /** What a result must match: every term in its name, brand, merchants' titles or category. */
  required: string;
  /** Per term, for scoring where each one matched. */
  terms: TermQuery[];
  /**
   * Null when the query may not be relaxed. Two-term queries may miss the first (the last word usually names
   * the product: "hanson cement"); for three or more terms this leave-one-out form only says "relaxable": the
   * relaxed set itself (most terms, and the full matches' kind) is built on the index (relaxed-matches.ts,
   * decision 034). Such matches rank below full ones. One term relaxes only beside a size (leaveOneOut).
   */
  relaxed: string | null;
  /** The relaxed query when nothing matched every term (two terms: a named kind is kept over a plain word). */
  relaxedAlone: string | null;
  /**
   * False when the query already lost so many unknown words that a relaxed match would hold under half of what
   * was typed: then it relaxes only beside a full match, never from nothing (rank-search.server.ts).
   */
  relaxesFromNothing: boolean;
  /** Context ("for bathroom", "between rafters"): each ranks matching products up, none filters. */
  soft: string[];
  /** A job's main material (use-words.ts leadOf): ranks its products above the job's other kinds. Absent: none. */
  lead?: string;
  /**
   * The relaxed query leaves out only a word for how the kind is sold ("1800x900 plasterboard sheet": no title says
   * sheet), so what it keeps is the whole kind asked for and a section typed beside it need not hold
   * (relaxed-matches.ts): its other sizes follow the exact one. Absent: any other relaxed query.
   */
  packLeftOut?: true;
  /** Session 23: the relaxed query is any one of three kinds or more ("sand, cement and ballast"), each alone. */
  anyOf?: true;
}

export function buildTextQueries(
  terms: readonly QueryTerm[],
  context: readonly QueryTerm[] = [],
  corrected: readonly string[] = [],
  options: {
    sized?: boolean;
    dropped?: number;
    either?: readonly QueryTerm[];
    /** A lone trade phrase's head noun and its family (prepare-search.server.ts): relaxed from nothing to it. */
    headFamily?: HeadFamily;
    /** A lone range word's maker (range-maker.server.ts): beside its few full matches, relaxed to the maker's. */
    maker?: string;
    /** A lone trade word's everyday kinds (group keys), ranked first among its department's products. */
    everyday?: readonly string[];
    /** Bare kind words an "and" joins (`either`): each side's everyday kinds, ranked first as a lone word's. */
    eitherEveryday?: readonly (readonly string[])[];
    /** A job's main material (use-words.ts leadOf). */
    lead?: QueryTerm;
  } = {},
): TextQueries | null {
  const usable = terms.filter(isUsable);
  if (usable.length === 0) return null;
  const soft = context.filter(isUsable).map((t) => termExpression(t, ""));
  // Two terms an "and" joins ("screws and bolts"): relaxed, either one (coordinated-terms.ts), not the last alone.
  const either =
    usable.length >= 2 && options.either?.length === usable.length && options.either.every((t) => usable.includes(t))
      ? `(${options.either.map((t) => termExpression(t, ":ABC")).join(" | ")})`
      : null;
  // Beside a pack word ("membrane rolls") or a tier word ("trade paint") the kind word alone carries the everyday kinds.
  const kinds = usable.length === 1 ? usable : usable.filter((t) => !isPackWord(t) && !isTierWord(t));
  const everyday =
    kinds.length === 1 && options.everyday?.length ? everydayExpression(kinds[0]!, options.everyday) : null;
  return {
    all: usable.map((t) => termExpression(t, "")).join(" & "),
    required: usable.map((t) => termExpression(t, ":ABC")).join(" & "),
    terms: usable.map((t) => ({
      typed: wordsExpression(t.words, ""),
      any: termExpression(t, ""),
      kind: namesKind(t),
      ...(everyday && t === kinds[0] ? { everyday } : pairEveryday(t, options.either, options.eitherEveryday)),
    })),
    relaxed:
      either ??
      (options.maker && usable.length === 1 && !options.sized
        ? `(${termExpression(usable[0]!, ":ABC")} | ${wordsExpression(options.maker.split(" "), ":B")})`
        : leaveOneOut(usable, corrected, options.sized === true, false, options.headFamily)),
    relaxedAlone: either ?? leaveOneOut(usable, corrected, options.sized === true, true, options.headFamily),
    // A word for how the product is sold ("sheets", "bag") is no half of what was asked: it does not count.
    relaxesFromNothing:
      either !== null || keepsHalf(Math.max(1, usable.filter((t) => !isPackWord(t)).length), options.dropped ?? 0),
    soft,
    ...(options.lead && isUsable(options.lead) ? { lead: termExpression(options.lead, "") } : {}),
    ...(either === null && onlyPackLeftOut(usable) ? { packLeftOut: true as const } : {}),
    ...(either !== null && usable.length > 2 ? { anyOf: true as const } : {}),
  };
}

/** A side of an "and" pair with everyday kinds of its own: those kinds, as TermQuery.everyday. */
function pairEveryday(
  term: QueryTerm,
  pair: readonly QueryTerm[] | undefined,
  kinds: readonly (readonly string[])[] | undefined,
): { everyday?: string } {
  const side = pair && kinds ? kinds[pair.indexOf(term)] : undefined;
  return side?.length ? { everyday: everydayExpression(term, side) } : {};
}

/** Two terms, the last a pack word beside a kind the vocabulary names: leaveOneOut keeps the kind. */
function onlyPackLeftOut(terms: readonly QueryTerm[]): boolean {
  return terms.length === 2 && isPackWord(terms[1]!) && !isPackWord(terms[0]!) && namesKind(terms[0]!);
}

/** Adds a tsquery weight restriction (":A") to every lexeme of an expression built here. */
export function withWeight(expression: string, weight: string): string {
  return expression.replace(/([a-z0-9]+)(?=$|[ )])/g, `$1:${weight}`);
}

function isUsable(term: QueryTerm): boolean {
  return safeWords(term.words).length > 0 || term.groupKeys.length > 0;
}

/**
 * Does a relaxed match still hold at least half of the words the query asked with, counting the unknown words
 * already left out? "toilet seat soft close" (two unknown words, nothing matching fully) must not become every
 * soft sand. Two terms keep one, three or more all but a third (relaxed-matches.ts).
 */
function keepsHalf(terms: number, dropped: number): boolean {
  const kept = terms <= 2 ? 1 : terms - Math.max(1, Math.floor(terms / 3));
  return terms === 1 || kept * 2 >= terms + dropped;
}

/**
 * A guessed word never stands alone from nothing: "garden bulb" must not become every bulk bag. Beside a full match
 * it may (a maker's name and its line misspelt find that line, then the maker's others, as the correct spelling does): the
 * full match is the other word's product holding the guess, and it ranks first. One term with a size ("cavity
 * wall insulation 100mm") relaxes to itself: relaxed-matches.ts then adds its kind's products of that size.
 */
function leaveOneOut(
  terms: readonly QueryTerm[],
  corrected: readonly string[],
  sized: boolean,
  fromNothing = false,
  headFamily?: HeadFamily,
): string | null {
  // Since session 15 (round 2), a lone trade phrase no product holds ("lag bolts": the vocabulary knows it as a coach
  // screw, none stocked) relaxes from nothing to its head noun's family, as a two-word query keeps its last word.
  // Not a kind's own name the family holds (family-terms.ts HeadFamily: "copper pipe" finds no soil pipe).
  if (terms.length === 1 && !sized && fromNothing && headFamily)
    return headFamily.words.some((w) => corrected.includes(w)) || headFamily.besideMatchesOnly
      ? null
      : termExpression(headFamily, ":ABC");
  // Since session 16, beside its few full matches it relaxes to that family too ("one coat plaster" is followed by the
  // other plasters a plasterer weighs against it), ranked after them (rank-documents.ts: one term's full match).
  if (terms.length === 1 && !sized && headFamily)
    return `(${termExpression(terms[0]!, ":ABC")} | ${termExpression(headFamily, ":ABC")})`;
  if (terms.length === 1) return sized ? termExpression(terms[0]!, ":ABC") : null;
  if (terms.length === 2) {
    // The last word usually names the product; a word for how it is sold ("dpc roll", "sealant tube") does not.
    // When nothing matched both, nor does a plain word (in no synonym group) beside a kind the trade's vocabulary
    // names ("concrete blocks solid", "sub base stone"); a maker's name still wins ("osb kingspan": PIR board).
    // Since session 15 the first word need only ask for a kind (a generic word, "drywall panels", or a loose name
    // or a maker's, "gravel stones", "celotex board"): the kind it asks for is nearer the query than every product
    // whose name holds the plain word. Beside full matches the last word still ranks variants ("skirting board torus").
    const [first, last] = terms as [QueryTerm, QueryTerm];
    // A word for who the product is sold to or its tier ("hockwold trade", "<maker> pro") says no more than a pack
    // word does: the maker or kind before it is kept.
    // Since session 24 a quantity ("bulk") beside full matches still asks for other products sold so: bulk bags.
    const soldAs = (t: QueryTerm) => (isPackWord(t) && (fromNothing || !isQuantityWord(t))) || isTierWord(t);
    // Since session 22 nor does a plain word that only describes its look, sort or place ("sand rustic", "paint
    // white": describing-words.ts); a pack word ("bulk") may still be what is asked for: other bulk bags.
    const describes = (t: QueryTerm) => t.groupKeys.length === 0 && t.words.every(describesNotPack);
    const kept =
      (soldAs(last) && !soldAs(first)) ||
      (describes(last) && !describes(first)) ||
      (fromNothing && first.groupKeys.length > 0 && last.groupKeys.length === 0)
        ? first
        : last;
    if (fromNothing && kept.words.some((w) => corrected.includes(w))) return null;
    // Nor from a guessed pack word left out ("garden bulb" read as "garden bulk": no garden product is a bulb).
    const left = kept === first ? last : first;
    if (fromNothing && isPackWord(left) && left.words.some((w) => corrected.includes(w))) return null;
    // Since session 24 nor, from nothing, a word that only says how a product comes: "drum kit" is no 5 L drum.
    if (fromNothing && isPackWord(kept)) return null;
    // Beside full matches, a kind's phrase also relaxes to its head noun, English's last word: "pipeworth
    // compression elbow" is followed by other elbows, before the maker's other fittings.
    const head = !fromNothing && kept.words.length > 1 && namesKind(kept) ? safeWords([kept.words.at(-1)!]) : [];
    return head.length > 0 ? `(${termExpression(kept, ":ABC")} | ${head[0]}:ABC)` : termExpression(kept, ":ABC");
  }
  if (terms.length < 3) return null;
  const parts = terms.map((_, skip) =>
    terms
      .filter((__, i) => i !== skip)
      .map((t) => termExpression(t, ":ABC"))
      .join(" & "),
  );
  return parts.map((p) => `(${p})`).join(" | ");
}

function termExpression(term: QueryTerm, weight: string): string {
  const alternatives = [
    literalCollapses(term) ? null : wordsExpression(term.words, weight),
    ...term.groupKeys.map((key) => `${groupToken(key)}${weight}`),
  ].filter((a): a is string => a !== null);
  return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(" | ")})`;
}

function wordsExpression(words: readonly string[], weight: string): string | null {
  const safe = safeWords(words);
  if (safe.length === 0) return null;
  return safe.length === 1 ? `${safe[0]}${weight}` : `(${safe.map((w) => `${w}${weight}`).join(" <-> ")})`;
}

function safeWords(words: readonly string[]): string[] {
  return words.map((w) => w.replace(/[^a-z0-9]/g, "")).filter((w) => w.length > 0);
}

/** The term is one of a synonym group's own terms (not a word that only asks for it): it names a kind. */
export function namesKind(term: QueryTerm): boolean {
  return term.groupKeys.length > 0 && indexedGroupsOf(term.words).length > 0;
}

/**
 * English stopwords PostgreSQL drops from a tsquery that trade phrases hold ("no more nails", "all in ballast").
 * Only the ones that can leave a phrase with a single word matter (literalCollapses).
 */
const DROPPED_BY_POSTGRES = new Set([
  ..."no more not all any off out up over only very down under below above between through against".split(" "),
  // Since session 17 the rest of PostgreSQL's English list a trade phrase can hold ("through bolt" kept only "bolt").
  ..."after before again once both each few same own into from by at about other some such than too so".split(" "),
]);

/**
 * A trade phrase whose other words PostgreSQL drops as stopwords: as typed it would match its one remaining word
 * ("no more nails" → every nail), so only its synonym group matches it.
 */
function literalCollapses(term: QueryTerm): boolean {
  if (term.groupKeys.length === 0 || term.words.length < 2) return false;
  return (
    term.words.filter((w) => !DROPPED_BY_POSTGRES.has(w) && !/^(and|or|of|the|a|an|to|in|on|for|with)$/.test(w))
      .length === 1
  );
}
