/**
 * Word agreement between two titles that spell one word differently: a typo ("waterprofer"), a shop's
 * abbreviation ("SEL LT" for "Selected Light", "RND" for "round"), initials ("MP" for "multi purpose") or
 * a word written as one or two ("EasiFill" / "Easi-Fill"). Merchants invent these faster than any list
 * can name them (trade-abbreviations.ts and spelling.ts hold the ones we know), so the similarity stage
 * pairs the words left over after exact agreement by shape.
 *
 * Only letters-only words pair (digit-bearing words are model codes and must agree exactly), and each
 * word pairs at most once. This never vetoes and never decides alone: the similarity stage still
 * requires every number, attribute, brand and range to agree, so a soft pair only moves a score.
 */
import damerauLevenshtein from "damerau-levenshtein";

export type SoftKind = "typo" | "prefix" | "skeleton" | "initials" | "compound";

export interface SoftPair {
  kind: SoftKind;
  /** Words of the first side, the second side (one word, or two for initials and compounds). */
  a: string[];
  b: string[];
}

export interface TokenAlignment {
  shared: string[];
  soft: SoftPair[];
  /** Words of each side nothing on the other side accounts for. */
  onlyA: string[];
  onlyB: string[];
}

const LETTERS = /^\p{L}+$/u;
const VOWELS = /[aeiouy]/;

/** Misspelt by one edit: long enough that one edit rarely turns one real word into another. */
const MIN_TYPO_LETTERS = 5;
/** "sel", "adh", "ins": shorter prefixes ("pr", "co") begin too many words. */
const MIN_PREFIX_LETTERS = 3;

function typo(x: string, y: string): boolean {
  if (x.length < MIN_TYPO_LETTERS || y.length < MIN_TYPO_LETTERS || x[0] !== y[0]) return false;
  if (Math.abs(x.length - y.length) > 1) return false;
  return damerauLevenshtein(x, y).steps === 1;
}

/** `short` begins `long` ("sel" / "selected"). */
export function prefix(short: string, long: string): boolean {
  return short.length >= MIN_PREFIX_LETTERS && long.length > short.length && long.startsWith(short);
}

/** `short` is `long`'s first letter and some of its consonants, in order ("rnd" / "round", "lt" / "light"). */
export function skeleton(short: string, long: string): boolean {
  if (short.length < 2 || short.length > 4 || long.length < short.length + 2 || short[0] !== long[0]) return false;
  if (VOWELS.test(short.slice(1))) return false;
  let i = 1;
  for (const ch of long.slice(1)) if (ch === short[i]) i++;
  return i === short.length;
}

function oneWordPair(x: string, y: string): SoftKind | null {
  if (typo(x, y)) return "typo";
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (prefix(short, long)) return "prefix";
  if (skeleton(short, long)) return "skeleton";
  return null;
}

/** Two of `words` whose initials spell `short`, or which written together are `long`. */
function twoWordPair(word: string, words: readonly string[]): { kind: SoftKind; pair: [string, string] } | null {
  for (const x of words) {
    for (const y of words) {
      if (x === y) continue;
      if (word.length === 2 && word === x[0]! + y[0]!) return { kind: "initials", pair: [x, y] };
      if (word.length >= 6 && word === x + y) return { kind: "compound", pair: [x, y] };
    }
  }
  return null;
}

/** Which words of `a` and `b` agree exactly, which pair softly, and which are left on each side. */
export function alignTokens(a: readonly string[], b: readonly string[]): TokenAlignment {
  const setB = new Set(b);
  const shared = [...new Set(a)].filter((t) => setB.has(t));
  const sharedSet = new Set(shared);
  let onlyA = [...new Set(a)].filter((t) => !sharedSet.has(t));
  let onlyB = [...new Set(b)].filter((t) => !sharedSet.has(t));
  const soft: SoftPair[] = [];
  const softWord = (t: string) => LETTERS.test(t);

  // One word for two first (an exact join or initials say more than a shared beginning), then one for one.
  for (const [from, to, flip] of [
    [() => onlyA, () => onlyB, false],
    [() => onlyB, () => onlyA, true],
  ] as const) {
    for (const word of [...from()]) {
      if (!softWord(word)) continue;
      const found = twoWordPair(word, to().filter(softWord));
      if (!found) continue;
      const pair = { kind: found.kind, a: flip ? found.pair : [word], b: flip ? [word] : found.pair };
      soft.push(pair);
      onlyA = onlyA.filter((t) => !pair.a.includes(t));
      onlyB = onlyB.filter((t) => !pair.b.includes(t));
    }
  }
  for (const x of [...onlyA]) {
    if (!softWord(x)) continue;
    const match = onlyB.filter(softWord).find((y) => oneWordPair(x, y));
    if (!match) continue;
    soft.push({ kind: oneWordPair(x, match)!, a: [x], b: [match] });
    onlyA = onlyA.filter((t) => t !== x);
    onlyB = onlyB.filter((t) => t !== match);
  }
  return { shared, soft, onlyA, onlyB };
}

/** True when `word` is on `words` or pairs softly with one (or two) of them. */
export function softlyAmong(word: string, words: readonly string[]): boolean {
  if (words.includes(word)) return true;
  const { soft } = alignTokens([word], words);
  return soft.length > 0;
}
