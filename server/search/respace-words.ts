import damerauLevenshtein from "damerau-levenshtein";
import type { WordAnalysis } from "./analyse-query-words.server.ts";
import { normaliseText } from "../ingest/normalise/text.ts";
import { isPhraseWord, matchSynonymPhrases } from "./synonym-phrases.ts";
import { CONTEXT_WORDS } from "./parse-search-query.ts";

/**
 * Words typed joined or split differently from the catalogue: "peashingle" is "pea shingle", "hard wood" is
 * "hardwood". Only a word the catalogue's names do not use is re-spaced (a real word is never changed), and only
 * into words the names do use, so a query of words the catalogue knows reads exactly as before, and gibberish
 * still finds nothing. Re-spacing comes before typo correction: an exact catalogue word beats a guessed one
 * ("hard" is one letter from "hand"). A trade phrase counts as the catalogue's words too ("sheet rock" → "sheetrock",
 * "svppipe" → "svp pipe"): the synonym table reads it as the product it names.
 */

/** Two typed words to be read as one ("greys tone" → "greystone"): `word` is the join as the catalogue spells it. */
export interface TypedJoin {
  from: string;
  to: string;
  word: string;
  /** Position of the first typed word: a join never shares a word with the one before it. */
  at: number;
  /** Both words are the catalogue's: joined only when the join is a misspelt catalogue word ("dri lining"). */
  onlyMisspelt?: true;
  /** One word is a grammar word PostgreSQL ignores ("be", "for"): joined only when the join is spelt right. */
  grammar?: true;
}

/** Units typed as a word after a number: the query's size reader reads them (spoken-sizes.ts, query-sizes.ts). */
const SPOKEN_UNIT = /^(?:mils?|mills?|mm|cm|m|in|inch|inches|ft|foot|feet|kg|kilos?|ltrs?|litres?|ml)$/;

/**
 * Unknown words beside another word, as typed: the joins to look up ("hard wood" → "hardwood"). The words as typed,
 * not as read: reading singularises and expands them ("greys tone" reads "grey tone", "insul ation" reads "insulation
 * ation"), so the join of what was read is no word at all. `typed` is the query lowercased with single spaces.
 */
export function joinCandidates(typed: string, analysis: ReadonlyMap<string, WordAnalysis>): TypedJoin[] {
  const out: TypedJoin[] = [];
  const words = typed.split(" ");
  for (let i = 0; i + 1 < words.length; i += 1) {
    const [left, right] = [words[i]!, words[i + 1]!];
    if (!isLetters(left) || !isLetters(right) || !isLetters(readAs(left + right))) continue;
    // A unit said after a number ("9 mil sheet", "2 in thick") is the number's, not the start of a word.
    if (i > 0 && /\d$/.test(words[i - 1]!) && SPOKEN_UNIT.test(left)) continue;
    const unused = isUnused(analysis.get(readAs(left))) || isUnused(analysis.get(readAs(right)));
    const prefix = isPrefixWord(left, right, analysis);
    // Since session 16 a first word under four letters, never corrected alone ("dri lining"), is looked up joined too,
    // but taken only as a misspelt join (typedJoins): two words the catalogue knows stay apart otherwise.
    if (unused || left.length <= 3 || prefix)
      out.push({
        from: `${left} ${right}`,
        to: left + right,
        word: readAs(left + right),
        at: i,
        ...(unused || prefix ? {} : { onlyMisspelt: true as const }),
        ...(prefix || [left, right].some((w) => analysis.get(readAs(w))?.stopword) ? { grammar: true as const } : {}),
      });
  }
  return out;
}

/**
 * Since session 22: grammar words that begin the trade's compounds (undercoat, underlay, overflow, outlet, offcut,
 * upstand, downpipe, inlet), typed apart from the rest ("under coat", "down pipe"). PostgreSQL drops the grammar
 * word, so the query read "coat" alone; the pair is looked up joined and taken only when the join is spelt as the
 * catalogue's names spell it (a grammar join is never a misspelt one: misspeltJoin). Where to extend: another
 * stopword that starts compounds of the trade.
 */
const PREFIX_WORDS: ReadonlySet<string> = new Set(["under", "over", "out", "off", "up", "down", "in", "through"]);

function isPrefixWord(left: string, right: string, analysis: ReadonlyMap<string, WordAnalysis>): boolean {
  // The tokeniser drops the grammar word before the words are analysed: only the other word's analysis is there.
  // A pair the trade phrases read as typed ("down pipe") is read as they read it, unless the tokeniser leaves its
  // grammar word out as a clause's first word ("under coat" reads "coat"), so no phrase ever sees the pair.
  return (
    PREFIX_WORDS.has(left) &&
    right.length >= 3 &&
    analysis.get(readAs(right))?.stopword !== true &&
    (CONTEXT_WORDS.has(left) || !namesTradeTerm([left, right]))
  );
}

/**
 * The joins that make a word the catalogue's names use, a one-word trade phrase ("sheet rock" → sheetrock) or a word
 * the query reader acts on ("connec ting" → connecting: reader-words.ts), left to right and never overlapping.
 * `joined` holds the analyses of the candidates' words.
 */
export function typedJoins(
  candidates: readonly TypedJoin[],
  joined: ReadonlyMap<string, WordAnalysis>,
  isReaderWord: (word: string) => boolean,
): TypedJoin[] {
  const out: TypedJoin[] = [];
  for (const join of candidates) {
    if (out.at(-1)?.at === join.at - 1) continue;
    const known =
      !join.onlyMisspelt && (joined.get(join.word)?.strong || namesTradeTerm([join.word]) || isReaderWord(join.word));
    if (known || misspeltJoin(join, joined)) out.push(join);
  }
  return out;
}

/**
 * Since session 16: a compound typed apart and misspelt ("dri lining" for drylining, "ply wud"): the join is one slip
 * from a word the catalogue's names use, and its first word is four letters or fewer: too short to correct alone, or
 * corrected alone only with the query's backing (correct-query-words.ts). A longer one is corrected alone as
 * correctWords does ("drayn pipe" is a drain pipe, not a misspelt drainpipe).
 */
function misspeltJoin(join: TypedJoin, joined: ReadonlyMap<string, WordAnalysis>): boolean {
  const to = joined.get(join.word)?.correction;
  // A grammar word is typed as meant ("to be fire rated" is no misspelt "before"): a correction never takes one in.
  if (join.grammar) return false;
  // Never a typed word with a letter stuck on ("a door" is not "adoor" for door).
  const parts = join.from.split(" ");
  return (
    to !== null &&
    to !== undefined &&
    !parts.includes(to) &&
    parts.every((p) => p.length >= 2) &&
    parts[0]!.length <= 4 &&
    join.word.length >= 6 &&
    /^[a-z]+$/.test(to) &&
    damerauLevenshtein(join.word, to).steps <= 1
  );
}

/**
 * An unknown word made of two catalogue words (or typed for a two-word trade phrase) is split into them. Session 24:
 * not a word the reader made of two (`whole`: "decoratingtool", department-kinds-trade-tools.ts).
 */
export function splitWords(
  words: readonly string[],
  analysis: ReadonlyMap<string, WordAnalysis>,
  whole: (word: string) => boolean = () => false,
): string[] {
  return words.flatMap((word) => {
    const found = analysis.get(word);
    return (isUnused(found) && !whole(word) ? (found!.split ?? tradePhraseSplit(word)) : null) ?? [word];
  });
}

/** The words splitWords splits, each with the two words it reads as: the query is read again split. */
export function compoundSplits(
  words: readonly string[],
  analysis: ReadonlyMap<string, WordAnalysis>,
): Array<{ from: string; to: string }> {
  return words.flatMap((word) => {
    const parts = splitWords([word], analysis);
    return parts.length === 2 ? [{ from: word, to: parts.join(" ") }] : [];
  });
}

/** One typed word as the query reader reads it (singular, expanded), when it reads it as one word. */
export function readAs(word: string): string {
  return normaliseText(word).trim();
}

/** The words are one trade phrase of the synonym table, all of them. */
function namesTradeTerm(words: readonly string[]): boolean {
  const [only, ...more] = matchSynonymPhrases(words);
  return more.length === 0 && only !== undefined && only.groupKeys.length > 0 && only.words.length === words.length;
}

/** A word of letters typed for a two-word trade phrase ("pvaglue" → "pva glue"), each part three letters or more. */
function tradePhraseSplit(word: string): [string, string] | null {
  if (!isLetters(word)) return null;
  for (let i = 3; i <= word.length - 3; i += 1) {
    const pair: [string, string] = [word.slice(0, i), word.slice(i)];
    if (namesTradeTerm(pair)) return pair;
  }
  return null;
}

/**
 * Clause and joining words a buyer runs into the next word ("plasterboardfor bathroom", "sand forlaying"). Read by
 * the tokeniser only when they stand alone, so an unknown word that starts or ends with one is split off it when the
 * rest is a catalogue word (wordSplits). "and" and "the" are not here: too many words end in them.
 */
const CLAUSE_WORDS: ReadonlySet<string> = new Set(["for", "with", "under", "in", "on", "of", "to"]);
/**
 * Words typed before a noun, run into it ("thefloor", "newlawn", "mydeck"): known as the first part only, since far
 * too many words end in them ("lathe", "renew"). The noun must still be a word the reader or some product uses.
 */
const LEADING_WORDS: ReadonlySet<string> = new Set(["the", "my", "new", "our", "your"]);

export interface WordSplit {
  word: string;
  respaced: string;
  /** The part that is not a word the reader knows, as read: some product must use it for the split to stand. */
  rest: string | null;
}

/** Splits offered per unknown word: each rest is one more lookup in the analysis. */
const MAX_SPLITS_PER_WORD = 4;

/**
 * Unknown words that may be two words run together, one of them a word the reader knows without the catalogue: a
 * clause word ("plasterboardfor"), a word only the reader acts on ("fixingbetween": reader-words.ts) or a trade
 * phrase's word ("svppipe", a maker's name no title uses). The other part, the rest, is looked up; the caller keeps
 * a split whose rest some product uses or the reader knows too. `known` says whether the reader knows a word.
 */
export function wordSplits(
  words: readonly string[],
  analysis: ReadonlyMap<string, WordAnalysis>,
  known: (word: string) => boolean,
): WordSplit[] {
  const out: WordSplit[] = [];
  for (const word of words) {
    // A word made of two catalogue words is split into them instead ("gritsand" is not "grits and"), and a word one
    // typo from a catalogue word is that word ("toweld" is "topweld", not "to weld").
    const found = analysis.get(word);
    if (!isLetters(word) || !isUnused(found) || found?.known || found?.split || found?.correction) continue;
    // A word the reader itself acts on is already read whole ("woodwork" is a decorating job's object, not "wood work").
    if (known(readAs(word))) continue;
    const splits: Array<WordSplit & { even: number }> = [];
    for (let i = 2; i <= word.length - 2; i += 1) {
      // Each part as the reader reads it ("slabsfor": "slabs" reads "slab").
      const [left, right] = [word.slice(0, i), word.slice(i)];
      const knows = (part: string) => CLAUSE_WORDS.has(part) || known(readAs(part));
      const [leftKnown, rightKnown] = [knows(left) || LEADING_WORDS.has(left), knows(right)];
      if (!leftKnown && !rightKnown) continue;
      // Both known ("fixingbetween"): nothing to look up. A two-letter clause word leaves four letters or more
      // ("into" is not "in to"); any other part three.
      const rest = leftKnown && rightKnown ? null : leftKnown ? right : left;
      if (rest !== null && (rest.length < (word.length - rest.length < 3 ? 4 : 3) || !isLetters(readAs(rest))))
        continue;
      const even = Math.min(left.length, right.length);
      splits.push({ word, respaced: `${left} ${right}`, rest: rest === null ? null : readAs(rest), even });
    }
    // Both parts known first, then the most even: "flags for" before "flag sfor".
    splits.sort((a, b) => Number(a.rest !== null) - Number(b.rest !== null) || b.even - a.even);
    out.push(...splits.slice(0, MAX_SPLITS_PER_WORD).map(({ word, respaced, rest }) => ({ word, respaced, rest })));
  }
  return out;
}

/**
 * A trade phrase's word run into a misspelt catalogue word ("multifinsh": multi, finsh): the rest is five letters or
 * more and has a correction (analyseQueryWords), so the query read again re-spaced corrects it as it would typed
 * apart ("multi finsh" → multi finish). Only beside a trade phrase's word of four letters or more: a clause or reader
 * word is too short a part to vouch for a guessed rest.
 */
export function typoRest(split: WordSplit, analysis: ReadonlyMap<string, WordAnalysis>): boolean {
  if (split.rest === null || split.rest.length < 5) return false;
  const found = analysis.get(split.rest);
  const other = split.respaced.split(" ").find((part) => readAs(part) !== split.rest);
  return (
    found !== undefined &&
    !found.known &&
    found.correction !== null &&
    other !== undefined &&
    other.length >= 4 &&
    isPhraseWord(readAs(other))
  );
}

function isUnused(found: WordAnalysis | undefined): boolean {
  return found !== undefined && !found.strong && !found.stopword;
}

function isLetters(word: string): boolean {
  return /^[a-z]+$/.test(word);
}
