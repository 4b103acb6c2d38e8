import { CATEGORIES } from "../../shared/categories.ts";
import { normaliseText } from "../ingest/normalise/text.ts";
import { namesKind } from "./build-text-queries.ts";
import { isPackWord, isPackWordAsTyped } from "./pack-and-tier-words.ts";
import { isShoppingWordAsTyped } from "./shopping-words.ts";
import { departmentGroupsOf } from "./department-words.ts";
import { isJobPlace } from "./job-places.ts";
import { isIndoorsOrOut } from "./describing-words.ts";
import { isColourWord } from "./synonym-phrases.ts";
import { familyGroupsOf } from "./synonym-kind-heads.ts";
import type { QueryTerm } from "./parse-search-query.ts";

/**
 * When a short query's words the catalogue does not use in names are only qualifiers of a kind it does stock, so
 * searching without them answers the query (prepare-search.server.ts drops them, as it always did in longer
 * queries). Two shapes, both read from the query's form and the catalogue's words, never from a list of queries:
 *
 * - A head noun that names a whole kind: the query's last term is one word the catalogue's names use, typed in
 *   a word of a taxonomy category's label ("house bricks", "thermal insulation"). English puts the head last; the
 *   words before it narrow it in the buyer's own terms.
 * - A kind the trade's vocabulary recognises (a synonym group: "gripfill tube", "door casing trim"): the group
 *   says what the product is; the leftover word is a pack or a second name for it.
 * - Since session 14, also a head that is one of a synonym group's own terms ("bath sealant"), before words
 *   product descriptions use or a colour; since session 15 before any word (below). Not a trade's name (department-words.ts): "laminate flooring" would
 *   read, which these merchants do not sell; only a place ("garden fencing", session 15 round 2) qualifies a trade.
 *
 * Risk: a query for something these merchants do not sell whose last word is a category's word ("garden
 * insulation"?) now lists that category instead of nothing. The head must be a category's word, so "bifold
 * doors" (door linings stocked), "jet washer" or "ceiling rose" still find nothing; the no-match queries of every judged set
 * are the check (eval/search-relevance*).
 */
export function qualifiersDroppable(
  terms: readonly QueryTerm[],
  isUnknown: (term: QueryTerm) => boolean,
  word: (w: string) => { strong: boolean; known: boolean } | undefined,
  headAsTyped = true,
): boolean {
  const kept = terms.filter((t) => !isUnknown(t));
  const droppedTerms = terms.filter(isUnknown);
  const dropped = droppedTerms.map((t) => t.words[0]!);
  if (kept.length === 0 || dropped.length === 0) return false;
  // A trade person qualifies only before the kind ("plumbers thread tape"); typed last, an "-er" word is the thing
  // asked for ("patio heater": a heater, not a heating engineer), and a query for it must not fall back to the rest.
  const head = terms.at(-1)!;
  if (droppedTerms.every((t) => isPackWord(t) || (isTradePerson(t) && t !== head))) return true;
  // Since session 15 (round 2), where the product goes ("garden fencing", "fencing materials garden", "roofing for
  // the shed"), beside one kind or trade wherever it is typed: a place is never what is bought, so unlike a word
  // descriptions use ("laminate flooring") it cannot name a product these merchants lack.
  // Since session 17, also a second word for the same range no title prints ("fencing landscaping"): both name kinds.
  const placeOrKind = (t: QueryTerm) => isWhereWord(t) || asksForKind(t, word);
  if (kept.length === 1 && droppedTerms.every(placeOrKind) && asksForKind(kept[0]!, word)) return true;
  const headWord = head.words.length === 1 && head.groupKeys.length === 0 ? head.words[0]! : null;
  const headIsCategory =
    headWord !== null && !isUnknown(head) && word(headWord)?.strong === true && CATEGORY_WORDS.has(headWord);
  // A head that is one of a synonym group's own terms ("bath sealant", "garden fencing") names a kind as surely.
  // A colour the catalogue does not print ("pink fire board") qualifies the kind as a described word does.
  const qualifies = (w: string) => word(w)?.known === true || isColourWord(w);
  if ((headIsCategory || namesKind(head)) && dropped.every(qualifies)) return true;
  // Since session 15, any word before a head the trade's vocabulary names ("triangular fence rail", "butterfly
  // wall ties"): the buyer typed the kind's trade name last, so the words before it only narrow it. Not when the
  // head is another word read in for the typed one (real-word-typos.server.ts: "cat litter" read as "cat lintel").
  return headAsTyped && namesKind(head);
}

/** A place a product is used in (job-places.ts) or a word for indoors or out ("outdoor", "exterior"). */
function isWhereWord(term: QueryTerm): boolean {
  const typed = term.groupKeys.length === 0 && term.words.length === 1 ? term.words[0]! : "";
  return isJobPlace(typed) || isIndoorsOrOut(typed);
}

/**
 * The term names a kind: a synonym group's own term or a name that asks for groups (session 16: "woodwork paint",
 * a maker's name), a trade (department-words.ts) or a category's word.
 */
function asksForKind(term: QueryTerm, word: (w: string) => { strong: boolean } | undefined): boolean {
  if (namesKind(term) || term.groupKeys.length > 0) return true;
  const typed = term.groupKeys.length === 0 && term.words.length === 1 ? term.words[0]! : null;
  if (typed === null) return false;
  // Session 17: a bare kind word heading a family ("slabs": paving slabs and patio packs) or a trade the vocabulary
  // knows ("landscaping") names a kind even when no title prints it; the family or trade then answers the query.
  if (familyGroupsOf(typed).length > 0 || departmentGroupsOf(typed).length > 0) return true;
  if (word(typed)?.strong !== true) return false;
  return CATEGORY_WORDS.has(typed);
}

/**
 * Who uses the product, not what it is ("plumbers thread tape", "roofers felt"): an agent noun ("-er", "-or")
 * whose activity ("plumbing", "roofing") is a trade department-words.ts knows. Like a pack word, it is left out
 * when no product text uses it. The form also takes a trade's word that is no person ("rainwater": the stem of
 * rainwater gutters and pipes), which qualifies a kind of that trade the same way ("rainwater gutterring").
 */
function isTradePerson(term: QueryTerm): boolean {
  const word = term.groupKeys.length === 0 && term.words.length === 1 ? term.words[0]! : "";
  const agent = /^([a-z]{4,})(?:er|or)$/.exec(word);
  return agent !== null && departmentGroupsOf(`${agent[1]}ing`).length > 0;
}

/** Words of the taxonomy's labels that name a kind ("Insulation", "Bricks"), canonical (singular). */
const CATEGORY_WORDS = new Set(
  CATEGORIES.flatMap((c) => normaliseText(c.label.toLowerCase()).split(" ")).filter(
    (w) => w.length > 3 && !["other", "building", "material"].includes(w),
  ),
);

/**
 * "building blocks", "roofing tiles": two typed words, an -ing word the catalogue's names use ("Building Sand",
 * "Roofing Felt") and a noun typed in the plural, with nothing between them, are one compound name of a product,
 * not a job and its object, so use-words.ts does not read the leading verb ("building" + "block" would list the
 * mortar, sand and bricks a wall is built with, and no blocks). A job is typed with an article or more words
 * ("building a wall", "laying patio slabs"), or with a verb no name uses ("laying bricks"). Session 24: a price or
 * pack word beside it ("building blocks cheapest", "roofing tiles bulk") says nothing of a job: it is not counted.
 */
export function isCompoundName(typed: string, isStrong: (word: string) => boolean): boolean {
  const words = typed
    .toLowerCase()
    .trim()
    .split(/\s+/)
    .filter((w) => !isShoppingWordAsTyped(w) && !isPackWordAsTyped(normaliseText(w).trim()));
  if (words.length !== 2) return false;
  const [first, second] = words as [string, string];
  return /^[a-z]{3,}ing$/.test(first) && /^[a-z]{3,}s$/.test(second) && !second.endsWith("ss") && isStrong(first);
}
