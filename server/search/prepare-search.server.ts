import type { Db } from "../db/client.server.ts";
import { analyseQueryWords, type WordAnalysis } from "./analyse-query-words.server.ts";
import { isReaderWord } from "./reader-words.ts";
import { buildTextQueries } from "./build-text-queries.ts";
import { isPackWord, isTierWord } from "./pack-and-tier-words.ts";
import { buildQueryTerms, tokeniseQuery, type QueryTerm } from "./parse-search-query.ts";
import { clauseAsPhrase, indexOnlyGroupsOf, isColourWord } from "./synonym-phrases.ts";
import { isCompoundName, qualifiersDroppable } from "./qualifier-words.ts";
import { applyUseWords, isTableUse } from "./use-words.ts";
import { eitherTerms, unknownOfPairDroppable } from "./coordinated-terms.ts";
import { asFamily, everydayOf, namedModifiers, pairEverydayKinds, phraseHeadFamily } from "./family-terms.ts";
import { isJobPlace } from "./job-places.ts";
import { questionHead } from "./question-head.ts";
import { needClauseFirst } from "./need-clause.ts";
import { isImperativeVerb, taskShape } from "./intent-fallback.server.ts";
import { isStateWord } from "./state-words.ts";
import { correctWords } from "./correct-query-words.ts";
import { isEnglishWord } from "./english-words.ts";
import { rangeMaker } from "./range-maker.server.ts";
import { makerNamesBesideKinds, withoutUnheldMakerNames } from "./maker-names-beside-kinds.ts";
import type { PreparedSearch } from "./prepared-search.ts";
import { readTypedWords } from "./read-typed-words.server.ts";
import { aboutSomethingElse } from "./about-something-else.ts";

/**
 * Reads the query, corrects words the catalogue does not know to the nearest words it does,
 * and builds the text queries. Words inside a trade phrase ("breeze block") are never corrected:
 * the phrase is known even when no product uses one of its words. `catalogueVersion`: see analyseQueryWords.
 */
export async function prepareSearch(
  db: Db,
  q: string,
  options: {
    catalogueVersion?: number;
    respaced?: boolean;
    families?: boolean;
    readIn?: string;
    /** Read as a sentence whatever its shape (sentence-reading.ts: a query that found nothing as a name). */
    sentence?: boolean;
  } = {},
): Promise<PreparedSearch> {
  // "the fence needs painting" reads as "painting the fence" (need-clause.ts).
  const tokenised = tokeniseQuery(needClauseFirst(q) ?? q);
  // A sentence about a job or a problem (intent-fallback.server.ts taskShape), or read as one when asked.
  const sentence = options.sentence === true || taskShape(tokenised.text) !== null;
  // With nothing before it, a "for…" clause is the query itself ("for decking" → decking).
  const contextFrom = tokenised.contextFrom === 0 ? tokenised.words.length : tokenised.contextFrom;
  // "laying a patio what sand …": the product a question names heads the query (question-head.ts).
  const question = sentence ? questionHead(tokenised.text, tokenised.words) : null;
  let head = question?.head ?? tokenised.words.slice(0, contextFrom);
  let context = question?.context ?? tokenised.words.slice(contextFrom);
  // The first head word after a typed "and" ("screws and plugs"): no trade phrase is read across it.
  const joinedAt = question === null ? headJoin(tokenised.coordinatedAt, contextFrom) : undefined;
  const read = await readTypedWords(db, tokenised, head, context, options, joinedAt);
  const { analysis, joined, mayBend, rereads, typed } = read;
  head = read.head;
  context = read.context;
  if (rereads.length > 0) {
    // A plural is read singular ("layings" → "laying"): its ending stays as typed. A word a join took is left alone.
    let text = typed;
    const applied: typeof rereads = [];
    for (const reread of rereads) {
      const pattern = new RegExp(`\\b${reread.from}(?=(?:e?s)?\\b)`);
      if (!pattern.test(text)) continue;
      text = text.replace(pattern, reread.to);
      applied.push(reread);
    }
    if (text !== typed) {
      const again = await prepareSearch(db, text, { ...options, respaced: true });
      // Re-spacing is not a correction to report ("Showing results for"); a corrected word is.
      const corrected = applied.filter((r) => !r.to.includes(" ") && !r.from.includes(" "));
      return { ...again, text: tokenised.text, read: again.read, corrections: [...corrected, ...again.corrections] };
    }
  }

  const corrections: Array<{ from: string; to: string }> = [];
  const unknown = new Set<string>();
  const typedHead = correctWords(head, analysis, corrections, mayBend);
  const typedContext = correctWords(context, analysis, corrections, mayBend);
  // "boards for skirting": a clause that names the head's trade phrase is read as that phrase (synonym-phrases.ts).
  const clausePhrase = question === null ? clauseAsPhrase(typedHead, typedContext, isTableUse) : null;
  const headWords = clausePhrase ?? typedHead;
  const contextWords = clausePhrase ? [] : typedContext;

  const requiredWords: string[] = [];
  // Where the typed "and" falls among the words kept (a head re-read split or by its clause has none).
  const joinedWord = clausePhrase === null && headWords.length === contextFrom ? joinedAt : undefined;
  let requiredJoin: number | undefined;
  let statesDropped = 0;
  for (const [index, word] of headWords.entries()) {
    if (index === joinedWord) requiredJoin = requiredWords.length;
    const found = analysis.get(word);
    if (found?.stopword) continue;
    // Only names, brands, merchants' titles and categories define results: a word the catalogue
    // uses only in descriptions ("laminate") would otherwise find whatever mentions it in passing.
    if (found && !found.strong && !isCorrected(word, corrections)) unknown.add(word);
    // In a sentence, a word saying what is wrong ("the fence blew over", state-words.ts) names no product: left out.
    if (unknown.has(word) && isStateWord(word) && sentence) {
      statesDropped++;
      continue;
    }
    requiredWords.push(word);
  }

  const built = buildQueryTerms(requiredWords, requiredJoin);
  const bareSizes = built.bareSizes;
  // "jablite polystyrene": a maker's name no product prints, beside its kind, is left out (maker-names-beside-kinds.ts).
  const makers = makerNamesBesideKinds(built.terms);
  const makerWords = makers.flatMap((t) => t.words);
  const makersHeld = makerWords.length > 0 ? await analyseQueryWords(db, makerWords, options) : null;
  const builtTerms = makersHeld ? withoutUnheldMakerNames(built.terms, makers, makersHeld) : built.terms;
  // "cement for fence posts": a use the table knows widens the term it applies to and ranks its products.
  const uses = applyUseWords(builtTerms, contextWords, {
    leadingVerb: !isCompoundName(tokenised.text, (w) => analysis.get(w)?.strong === true),
    task: sentence,
    without: tokenised.without,
    text: tokenised.text,
  });
  const allTerms = uses.terms;
  const contextTerms: QueryTerm[] = [
    ...uses.useTerms,
    ...buildQueryTerms(uses.rest.filter((w) => usableAsContext(w, analysis))).terms,
  ];
  // An unknown word in a longer query is usually noise ("treated timber decking frame"); in a short
  // one it is the point of the query, and searching without it would show unrelated products.
  const isUnknown = (t: QueryTerm) => t.groupKeys.length === 0 && t.words.length === 1 && unknown.has(t.words[0]!);
  const knownTerms = allTerms.filter((t) => !isUnknown(t));
  // A cross-section ("6x2", "47x100") names a kind of product by itself, so words the catalogue does
  // not know beside it are dropped rather than emptying the search. A lone length or weight does not.
  const sectionAsked = tokenised.sizes.some((s) => s.tokens[0]!.includes("x"));
  // A "for…" clause the catalogue knows makes the query long too ("sound insulation for stud walls"): the
  // known word and the use say what is wanted, the unknown qualifier is dropped.
  // So does a task phrase led by a job's verb no product's name uses ("replace the … gutter"): the verb says what is
  // done, not what to buy, and the known word after it is the product.
  const task = sentence;
  // An -ing word counts only when the reader knows it as a job ("folding loft ladder" is a name).
  const first = requiredWords[0] ?? "";
  const jobVerb =
    task && unknown.has(first) && (isImperativeVerb(first) || (/^[a-z]{3,}ing$/.test(first) && isReaderWord(first)));
  // A thing said to be in a state ("downpipe cracked near the bottom") is a sentence about that thing: the state
  // counts as a job's verb does, so the detail the catalogue does not know is dropped rather than emptying it.
  // A pack word ("sheets", "drum", "set") beside plain words says how something comes, not what: it makes no query
  // long enough to lose the everyday English words that say what ("electric drum kit" is no 5 L drum). Beside a kind
  // the vocabulary names it counts ("small plasterboard sheet"), and beside a word no dictionary holds (a maker's or
  // the trade's own name the catalogue lacks) too.
  const offTrade = !knownTerms.some((t) => t.groupKeys.length > 0) && [...unknown].every(isEnglishWord);
  const sayWhat = knownTerms.filter((t) => !offTrade || !isPackWord(t));
  const longEnough = sayWhat.length + Math.min(1, contextTerms.length + (jobVerb ? 1 : 0) + statesDropped) >= 2;
  // A kind the catalogue stocks, with words only the buyer uses for it ("house bricks", "gripfill tube"): qualifier-words.ts.
  // `readIn`: a word real-word-typos.server.ts read in place of a typed one; as the head it names no typed kind.
  const headAsTyped = options.readIn === undefined || !allTerms.at(-1)?.words.includes(options.readIn);
  const qualified = qualifiersDroppable(allTerms, isUnknown, (w) => analysis.get(w), headAsTyped);
  // "fixings and fasteners": either side of an "and" is a kind by itself, so an unknown one is left out.
  const pair = contextFrom > (tokenised.coordinatedAt ?? contextFrom) ? tokenised.coordinatedAt : null;
  const eitherDroppable = unknownOfPairDroppable(allTerms, eitherTerms(allTerms, headWords, pair), isUnknown);
  // "spax type screws": the example before "type" may be a maker no merchant here stocks; the kind is the query.
  const exampleDroppable = tokenised.likeness && knownTerms.length > 0;
  // "10ltr tub", "750ml tin": a pack word beside a size says how the product comes, not what it is; the size is the
  // query (build-text-queries.ts lists the pack words).
  const packOfSize =
    tokenised.sizes.length > 0 && knownTerms.length === 0 && allTerms.length > 0 && allTerms.every(isPackWord);
  // Since session 24 unknown everyday words outnumbering the known ones are what the query is about (about-something-else.ts).
  // A clause or question as read here, not taskShape's `sentence`: "A and B" lists must still count as bare lists.
  const clauseRead = contextTerms.length > 0 || contextFrom < tokenised.words.length || question !== null;
  const aboutElse = aboutSomethingElse(knownTerms, unknown, { sectionAsked, sentence: clauseRead });
  const dropUnknown =
    !aboutElse && (longEnough || sectionAsked || qualified || eitherDroppable || exampleDroppable || packOfSize);
  const kept = dropUnknown ? knownTerms : allTerms;
  // One bare kind word and nothing else ("membrane", "nails"): it also asks for the kinds it heads, whose titles
  // may not print it ("Breathable Roofing Underlay"); its own matches stay first (typed beats a synonym).
  const alone = contextTerms.length === 0 && tokenised.sizes.length === 0;
  // `families`: every such word, for a query read again because nothing held it in full (real-word-typos.server.ts).
  // Since session 16 a size beside it too ("12.5mm board": plasterboard, "18mm sheet"): the size ranks the family.
  // A kind word with only pack words beside it ("membrane rolls", "sand bags") is that word alone: the pack says how it
  // comes (build-text-queries.ts), so the word still asks for its family and ranks its everyday kinds first.
  // Session 23: a bulk bag beside a word that only heads a family ("dumpy bags of aggregate") is its pack too; beside a
  // kind's own name ("ballast bulk bag") it stays a term, as before.
  // Session 24: a tier word ("trade paint", "pro sealant") says who it is sold to, as a pack word says how it comes.
  const isPack = (t: QueryTerm) =>
    isPackWord(t) ||
    isTierWord(t) ||
    (isBulkBag(t) && kept.some((k) => k !== t && k.groupKeys.length === 0 && k.words.length === 1));
  const kindTerms = kept.filter((t) => !isPack(t));
  const packed = kindTerms.length === 1 && kept.length > 1;
  // Since session 20 also two kind words joined by "and" and nothing else ("sealants and adhesives"): each its family.
  const pairOnly = eitherTerms(kept, headWords, pair)?.length === kept.length;
  const asFamilies =
    (contextTerms.length === 0 && (kept.length === 1 || packed || pairOnly)) || options.families === true;
  // A whole query that is a term of a kind named by its use ("corner bead", "pipe insulation"): that kind.
  // Not across a typed "and" ("tiles and grout" is two kinds, not the "tile grout" kind): those terms lack it.
  const joinedInside = requiredJoin !== undefined && requiredJoin > 0 && requiredJoin < requiredWords.length;
  const named =
    alone && !joinedInside && allTerms.every((t) => t.groupKeys.length === 0) ? indexOnlyGroupsOf(requiredWords) : [];
  const terms =
    named.length > 0
      ? [{ words: requiredWords, groupKeys: [...named] }]
      : asFamilies
        ? kept.map((t) => (packed && isPack(t) ? t : asFamily(t)))
        : kept;
  // A range's name alone: its maker's other products follow it (range-maker.server.ts).
  const rangeWord = alone && terms.length === 1 && terms[0]!.groupKeys.length === 0 ? terms[0]!.words : [];
  const maker =
    rangeWord.length === 1 && analysis.get(rangeWord[0]!)?.strong ? await rangeMaker(db, rangeWord[0]!) : null;
  // Dropped only thanks to the section ("garden shed 8x6"), the words left are not the query: the section must hold.
  const sectionFilters = !longEnough && sectionAsked && knownTerms.length < allTerms.length;
  const sizes = [
    ...tokenised.sizes.map((s) =>
      sectionFilters && s.tokens[0]!.includes("x") ? { ...s, required: true as const } : s,
    ),
    ...bareSizes,
  ];
  // A word its family or department asks for is no unknown word ("landscaping": paving, gravels, sleepers).
  const unmatchable = named.length === 0 && terms.some(isUnknown);
  // A leading verb whose objects no product text uses as typed ("cutting grass", "sealing wax") is off-topic:
  // nothing. A word of a trade phrase or a re-spaced word was never analysed: it counts as used; a correction not.
  // A place the job is done in ("repointing my house") is no such object: the verb alone names the job.
  const usedAsTyped = (w: string) => analysis.get(w)?.known ?? joined.get(w)?.strong ?? !isCorrected(w, corrections);
  const objects = uses.verbObjects.filter((w) => !isJobPlace(w));
  // An object the verb's entry read to choose its products ("painting pebbledash") names the job, as a used word does.
  const offTopicVerb = objects.length > 0 && !objects.some((w) => usedAsTyped(w) || uses.jobObjects.includes(w));
  // A kind's own name relaxes from nothing only if the catalogue holds its modifiers (family-terms.ts).
  const modifiers = alone ? namedModifiers(terms) : [];
  const held = modifiers.length > 0 ? await analyseQueryWords(db, modifiers, options) : null;

  return {
    text: tokenised.text,
    read: tokenised.text,
    key: tokenised.key,
    terms,
    textQueries: buildTextQueries(
      terms,
      contextTerms,
      corrections.map((c) => c.to),
      {
        sized: sizes.length > 0,
        // A colour left out is a qualifier, not half of what was asked ("pink fireline board").
        dropped: dropUnknown ? [...unknown].filter((w) => !isColourWord(w)).length : 0,
        either: eitherTerms(terms, headWords, pair) ?? undefined,
        // Each side of such a pair ranks its own everyday kinds first, as a lone kind word does (session 20).
        eitherEveryday: asFamilies && pairOnly ? pairEverydayKinds(eitherTerms(terms, headWords, pair)) : undefined,
        headFamily: alone ? phraseHeadFamily(terms, (w) => held?.get(w)?.strong === true) : undefined,
        maker: maker ?? undefined,
        everyday: asFamilies ? everydayOf(packed ? kindTerms : terms) : undefined,
        lead: uses.lead,
      },
    ),
    contextTerms,
    sizes,
    corrections,
    ignoredWords: dropUnknown ? [...unknown] : [],
    tableWords: [
      ...new Set([...terms, ...contextTerms].filter((t) => t.groupKeys.length > 0).flatMap((t) => t.words)),
      ...uses.jobObjects,
    ],
    // Context alone ("for decking" aside) never makes a result.
    empty: unmatchable || offTopicVerb || (terms.length === 0 && tokenised.sizes.length === 0),
  };
}

/** The bulk-bag group's term ("bulk bag", "dumpy bags", "tonne bag"). */
function isBulkBag(term: QueryTerm): boolean {
  return term.groupKeys.length === 1 && term.groupKeys[0] === "bulkbag";
}

/** The index of the first word after a typed "and" when it joins two head words, else undefined. */
function headJoin(coordinatedAt: number | null, contextFrom: number): number | undefined {
  return coordinatedAt !== null && coordinatedAt > 0 && coordinatedAt < contextFrom ? coordinatedAt : undefined;
}

function usableAsContext(word: string, analysis: Map<string, WordAnalysis>): boolean {
  const found = analysis.get(word);
  return !found || (!found.stopword && found.known);
}

function isCorrected(word: string, corrections: ReadonlyArray<{ to: string }>): boolean {
  return corrections.some((c) => c.to === word);
}
