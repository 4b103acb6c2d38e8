/**
 * Finds trade-synonym phrases in canonical words, for queries (which groups a term names) and
 * for products (which groups a product belongs to, indexed as one token per group).
 */
import { createHash } from "node:crypto";
import damerauLevenshtein from "damerau-levenshtein";
import { onlyWordOneEditFrom, soundKey } from "./choose-correction.ts";
import { canonPhrase } from "../ingest/normalise/phrase-match.ts";
import { forEachPhraseAt, leadingParts } from "./phrase-walk.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

interface PhraseEntry {
  words: string[];
  /** Groups this exact phrase names. */
  groupKeys: string[];
  /** Groups it names as an equivalent term (indexed); alsoFrom phrases are query-only. */
  indexedKeys: string[];
}

const MAX_PHRASE_WORDS = 6;
/** Words a query drops inside a phrase (noise-words.ts NOISE_WORDS that phrases use). */
const JOINING_WORDS = new Set(["and", "or", "of", "the", "a", "an", "to", "in", "on", "for", "with"]);

const PHRASES = buildPhraseTable();
const JOINED_PAIRS = joinedPairs();
/** Terms of indexOnly groups (trade-synonyms.ts): read in product texts only, never in queries. */
const INDEX_ONLY = new Map<string, string[]>();
for (const group of TRADE_SYNONYMS)
  for (const term of group.indexOnly ? group.terms : []) {
    const canon = canonPhrase(term);
    if (canon) INDEX_ONLY.set(canon, [...(INDEX_ONLY.get(canon) ?? []), group.key]);
  }
const INDEX_ONLY_FIRST_WORDS = new Set([...INDEX_ONLY.keys()].map((phrase) => phrase.split(" ")[0]!));
const INDEX_ONLY_PREFIXES = leadingParts(INDEX_ONLY.keys());
const PHRASE_PREFIXES = leadingParts(PHRASES.keys());
/** Most words start no phrase: checking this first skips building candidate phrases for them. */
const FIRST_WORDS = new Set([...PHRASES.values()].map((entry) => entry.words[0]!));
/** Two-word phrases by one word: the words that stand after (or before) it in some phrase. */
const PAIR_SECONDS = pairIndex(0);
const PAIR_FIRSTS = pairIndex(1);
/**
 * Colour words: never read as the first word of a swapped pair (documentGroupKeys), and never corrected in a query
 * (prepare-search.server.ts): a colour the catalogue does not print ("pink fireline board") is no typo of "pine".
 */
const COLOURS = new Set(["green", "pink", "red", "blue", "black", "white", "grey", "brown", "yellow", "buff", "clear"]);

export function isColourWord(word: string): boolean {
  return COLOURS.has(word);
}

export interface PhraseMatch {
  words: string[];
  groupKeys: string[];
}

/**
 * Splits words into the longest synonym phrases found, left to right; other words stand alone. `joinedAt`: the
 * index of the first word after a typed "and"/"or" ("screws and plugs", "gutters & downpipes"). Two kinds joined so
 * are two kinds, so no phrase spans the join unless the table wrote a joining word there ("dot and dab", "bond and
 * seal", "tongue and groove"): "screw plug" and "gutter downpipe" are names typed without one.
 */
export function matchSynonymPhrases(words: readonly string[], joinedAt?: number): PhraseMatch[] {
  const out: PhraseMatch[] = [];
  const joinable = joinedAt !== undefined && JOINED_PAIRS.has(`${words[joinedAt - 1]} ${words[joinedAt]}`);
  let i = 0;
  while (i < words.length) {
    let matched: PhraseEntry | undefined;
    const starts = FIRST_WORDS.has(words[i]!);
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); starts && n >= 1 && !matched; n--) {
      const spans = joinedAt !== undefined && i < joinedAt && joinedAt < i + n;
      matched = spans && !joinable ? undefined : PHRASES.get(words.slice(i, i + n).join(" "));
    }
    if (matched) {
      out.push({ words: matched.words, groupKeys: matched.groupKeys });
      i += matched.words.length;
    } else {
      out.push({ words: [words[i]!], groupKeys: [] });
      i += 1;
    }
  }
  return out;
}

/**
 * A kind named by what it is for after a clause word ("boards for skirting", "sealant for the bath", "membrane under
 * gravel"): when the clause's words put before the whole head are one trade phrase ("skirting board"), that phrase is
 * the query's head and the clause is spent. Null otherwise, so a use the phrase list does not know stays a clause,
 * and so does one `knownUse` says the use table (use-words.ts) reads for that head.
 */
export function clauseAsPhrase(
  head: readonly string[],
  context: readonly string[],
  knownUse: (headTerms: readonly PhraseMatch[], clause: string) => boolean = () => false,
): string[] | null {
  if (head.length === 0 || context.length === 0 || context.length > 3) return null;
  const words = [...context, ...head];
  const found = matchSynonymPhrases(words);
  if (found.length !== 1 || found[0]!.groupKeys.length === 0) return null;
  // A use the use table reads for this head ("mortar for bricklaying") keeps its own, finer reading.
  return knownUse(matchSynonymPhrases(head), context.join(" ")) ? null : words;
}

/**
 * A typo beside a trade phrase's other word ("sharp sans", "bulk bagg"): the phrase's word one edit away with the
 * same first letter, when exactly one two-word phrase fits. Callers pass a word the catalogue does not use, so a
 * real word ("wall tile" next to "wall tie") is never changed. Null when nothing or more than one word fits.
 */
export function phraseWordFor(words: readonly string[], index: number): string | null {
  const word = words[index]!;
  if (!/^[a-z]{3,}$/.test(word)) return null;
  const found = new Set<string>();
  const consider = (candidates: readonly string[] | undefined) => {
    for (const c of candidates ?? [])
      if (c !== word && c[0] === word[0] && (damerauLevenshtein(word, c).steps === 1 || soundsSame(word, c)))
        found.add(c);
  };
  if (index > 0) consider(PAIR_SECONDS.get(words[index - 1]!));
  if (index + 1 < words.length) consider(PAIR_FIRSTS.get(words[index + 1]!));
  return found.size === 1 ? [...found][0]! : null;
}

/** Since session 16: a phrase's word spelt as it sounds ("painters cork", "builders lome"), four letters or more. */
function soundsSame(word: string, phraseWord: string): boolean {
  return word.length >= 4 && soundKey(word) === soundKey(phraseWord);
}

/** The groups a phrase is an equivalent term of (not those it only asks for through alsoFrom). */
export function indexedGroupsOf(words: readonly string[]): readonly string[] {
  return PHRASES.get(words.join(" "))?.indexedKeys ?? [];
}

/**
 * Groups whose equivalent terms occur in a product text (canonical, padded with spaces). A two-word term also
 * counts with its words swapped: merchants who put the noun first write "Block Trench", "Sand Building",
 * "Slab Paving" for a trench block, building sand, paving slab. Not a colour: titles print colours after the noun
 * as the variant ("Decking Board Green Treated" is no green board).
 */
export function documentGroupKeys(canonText: string): string[] {
  const typed = canonText.trim().split(" ");
  const keys = new Set<string>();
  // Session 16: a fitting's shape between a phrase's words ("Compression Equal Tee", "Straight Coupler") is read
  // past too, so the phrase ("compression tee") still names the product.
  const bare = typed.filter((w) => !FITTING_SHAPES.has(w));
  for (const words of bare.length < typed.length ? [typed, bare] : [typed]) addGroupKeys(words, keys);
  // Session 23: a kind whose term stands inside another kind's ("patio jointing compound") is that other kind only.
  return [...keys].filter((key) => !NOT_WITH.get(key)?.some((other) => keys.has(other)));
}

const NOT_WITH = new Map(TRADE_SYNONYMS.flatMap((g) => (g.notWith ? [[g.key, g.notWith] as const] : [])));

const FITTING_SHAPES = new Set(["equal", "unequal", "straight", "reducing"]);

function addGroupKeys(words: readonly string[], keys: Set<string>): void {
  for (let i = 0; i < words.length; i++) {
    if (i + 1 < words.length && !COLOURS.has(words[i + 1]!) && PAIR_FIRSTS.get(words[i]!)?.includes(words[i + 1]!)) {
      const swapped = PHRASES.get(`${words[i + 1]!} ${words[i]!}`);
      if (swapped) for (const key of swapped.indexedKeys) keys.add(key);
    }
    if (INDEX_ONLY_FIRST_WORDS.has(words[i]!))
      forEachPhraseAt(words, i, MAX_PHRASE_WORDS, INDEX_ONLY_PREFIXES, (phrase) => {
        for (const key of INDEX_ONLY.get(phrase) ?? []) keys.add(key);
      });
    if (FIRST_WORDS.has(words[i]!))
      forEachPhraseAt(words, i, MAX_PHRASE_WORDS, PHRASE_PREFIXES, (phrase) => {
        for (const key of PHRASES.get(phrase)?.indexedKeys ?? []) keys.add(key);
      });
  }
}

/** The index token for a group: letters only, so the text-search parser keeps it whole. */
export function groupToken(key: string): string {
  return `zzsyn${key}`;
}

/** Terms of each group, for palette suggestions. */
export function synonymGroupsOf(word: string): string[][] {
  const entry = PHRASES.get(canonPhrase(word));
  if (!entry) return [];
  return TRADE_SYNONYMS.filter((g) => entry.groupKeys.includes(g.key)).map((g) => [...g.terms]);
}

/**
 * Changes whenever the synonym data or the way documents are read against it changes (DOCUMENT_RULES: bump it
 * when documentGroupKeys reads text differently): stored with the index, a mismatch triggers a rebuild.
 */
const DOCUMENT_RULES = "swapped-pairs-1";
export const SYNONYMS_VERSION = createHash("sha256")
  .update(JSON.stringify(TRADE_SYNONYMS))
  .update(DOCUMENT_RULES)
  .digest("hex")
  .slice(0, 16);

/** Single words of the trade phrases (five letters or more): corrections may reach them (vocabularyWordFor). */
const VOCABULARY = [...new Set([...PHRASES.values()].flatMap((e) => e.words))].filter((w) => /^[a-z]{5,}$/.test(w));

/** Words of the trade phrases, three letters or more, the joining words aside. */
const PHRASE_WORDS: ReadonlySet<string> = new Set(
  [...PHRASES.values()].flatMap((e) => e.words).filter((w) => /^[a-z]{3,}$/.test(w) && !JOINING_WORDS.has(w)),
);

/** The word is a word of some trade phrase ("svp", "speedfit"): the synonym table reads it though no title may. */
export function isPhraseWord(word: string): boolean {
  return PHRASE_WORDS.has(word);
}

/**
 * A typo of a trade word the catalogue's own words do not hold ("gutering" when titles say "gutter"): the
 * phrases' word one edit away with the same first letter, when exactly one fits. Words of six letters or more
 * take any one edit; words of four or five only one that restores a dropped letter (the commonest slip: "mastc"),
 * so short real words are never bent into trade words by a changed letter. Null otherwise.
 */
export function vocabularyWordFor(word: string): string | null {
  return onlyWordOneEditFrom(word, VOCABULARY);
}

/** The trade phrases' words (isPhraseWord), for a correction by sound (reader-words.ts). */
export function phraseWords(): readonly string[] {
  return [...PHRASE_WORDS];
}

function pairIndex(by: 0 | 1): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const { words } of PHRASES.values()) {
    if (words.length !== 2) continue;
    const [key, other] = by === 0 ? words : [words[1]!, words[0]!];
    out.set(key!, [...(out.get(key!) ?? []), other!]);
  }
  return out;
}

/**
 * The word pairs some trade phrase writes with a joining word between ("crush and run", "soil and vent pipe", "dot
 * and dab"): typed with an "and" between them, they may still be that phrase ("soil and vent" is the soil pipe).
 */
function joinedPairs(): Set<string> {
  const out = new Set<string>();
  for (const group of TRADE_SYNONYMS)
    for (const term of [...group.terms, ...(group.alsoFrom ?? []), ...(group.askedAs ?? [])]) {
      const words = canonPhrase(term).split(" ");
      for (let i = 1; i + 1 < words.length; i++)
        if (JOINING_WORDS.has(words[i]!) && !JOINING_WORDS.has(words[i - 1]!) && !JOINING_WORDS.has(words[i + 1]!))
          out.add(`${words[i - 1]} ${words[i + 1]}`);
    }
  return out;
}

function buildPhraseTable(): Map<string, PhraseEntry> {
  const table = new Map<string, PhraseEntry>();
  const add = (phrase: string, key: string, indexed: boolean) => {
    const canon = canonPhrase(phrase);
    if (!canon) return;
    let entry = table.get(canon);
    if (!entry) {
      entry = { words: canon.split(" "), groupKeys: [], indexedKeys: [] };
      table.set(canon, entry);
    }
    if (!entry.groupKeys.includes(key)) entry.groupKeys.push(key);
    if (indexed && !entry.indexedKeys.includes(key)) entry.indexedKeys.push(key);
  };
  for (const group of TRADE_SYNONYMS) {
    if (!group.indexOnly) for (const term of group.terms) add(term, group.key, true);
    for (const term of [...(group.alsoFrom ?? []), ...(group.askedAs ?? [])]) add(term, group.key, false);
  }
  // Queries lose their joining words ("dot and dab", "soil and vent pipe": parse-search-query.ts drops "and"), so
  // a phrase holding one is also known without it, for queries only (product titles keep the word).
  for (const entry of [...table.values()]) {
    const bare = entry.words.filter((w) => !JOINING_WORDS.has(w));
    if (bare.length === entry.words.length || bare.length < 2 || table.has(bare.join(" "))) continue;
    table.set(bare.join(" "), { words: bare, groupKeys: [...entry.groupKeys], indexedKeys: [] });
  }
  return table;
}

/**
 * The indexOnly groups a whole query names by one of their terms ("corner bead", "pipe insulation"). Such a term
 * is not read as its group inside longer queries ("decking screws for …" keeps its word-by-word matches), but
 * typed alone it is the name of the kind, whose titles may not print it ("Angle Bead", "Foam Pipe Lagging").
 */
export function indexOnlyGroupsOf(words: readonly string[]): readonly string[] {
  return INDEX_ONLY.get(words.join(" ")) ?? [];
}
