import { expandAbbreviations } from "./trade-abbreviations.ts";

/**
 * Text canonicalisation shared by every extractor. All vocabulary phrases are run
 * through the same function, so a table entry written as "Multi-Finish" matches
 * "MULTIFINISH", "multi finish" and "Multi-Finish" alike.
 */

/** Whole-phrase rewrites applied after punctuation and plural stripping (keys are already canonical). */
const SYNONYMS: ReadonlyArray<readonly [string, string]> = [
  ["multifinish", "multi finish"],
  ["boardfinish", "board finish"],
  ["hard wall", "hardwall"],
  ["loftroll", "loft roll"],
  ["post crete", "postcrete"],
  ["post mix", "postmix"],
  ["post fix", "postfix"],
  ["plaster board", "plasterboard"],
  ["wall board", "wallboard"],
  ["sub base", "subbase"],
  ["all in", "allin"],
  ["tongue and groove", "tg"],
  ["tongue groove", "tg"],
  ["eng", "engineering"],
  ["perf", "perforated"],
  ["reg", "regularised"],
  ["regularized", "regularised"],
  ["kd", "kiln dried"],
  ["tanalized", "tanalised"],
  ["tanalise", "tanalised"],
  ["bs 5534", "bs5534"],
  ["damp proof membrane", "dpm"],
  ["damp proof course", "dpc"],
  ["m r", "mr"],
  ["gyp", "gyproc"],
  // ERP abbreviations seen in trade exports.
  ["insp", "inspection"],
  ["seg", "segmental"],
  ["std", "standard"],
  ["hi str", "high strength"],
  ["exp foam", "expanding foam"],
  ["hr", "half round"],
  ["chip", "chipping"],
  ["hi strength", "high strength"],
  ["sterling osb", "sterlingosb"],
  ["osb 3", "osb3"],
  ["osb 2", "osb2"],
  ["medium density fibreboard", "mdf"],
  ["thermapitch", "tp10"],
  ["plywood", "ply"],
  ["whitewood", "white wood"],
  // US spellings: feeds syndicated through US tooling come back americanised.
  ["color", "colour"],
  ["gray", "grey"],
  ["fiber", "fibre"],
  ["fiberboard", "fibreboard"],
  ["meter", "metre"],
  ["liter", "litre"],
  ["mold", "mould"],
];

const UNIT_CANON: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(mm|millimet(re|er)s?)$/, "mm"],
  [/^(cm|centimet(re|er)s?)$/, "cm"],
  [/^(m|mtr|mtrs|met(re|er)s?|lm|lin m)$/, "m"],
  [/^(ft|feet|foot)$/, "ft"],
  [/^(in|inch|inches)$/, "in"],
  [/^(kg|kgs|kilos?|kilograms?)$/, "kg"],
  [/^(t|tonnes?|tons?)$/, "t"],
  [/^(m2|sqm|sq m|sq\.m|sq\. m|sq\.? ?(mtrs?|met(re|er)s?)|square met(re|er)s?)$/, "m2"],
  [/^(m3|cu m|cubic met(re|er)s?)$/, "m3"],
  [/^(l|ltrs?|lt|lit(re|er)s?)$/, "l"],
  [/^ml$/, "ml"],
  [/^(g|gauge|ga)$/, "g"],
  [/^(n|n\/mm2)$/, "n"],
  [/^(deg|degrees?)$/, "deg"],
];

const UNIT_WORD = String.raw`(?:millimet(?:re|er)s?|centimet(?:re|er)s?|met(?:re|er)s?|mtrs?|mm|cm|lin m|lm|sq\.? ?(?:mtrs?|met(?:re|er)s?)|sq\.? ?m|sqm|square met(?:re|er)s?|cubic met(?:re|er)s?|cu m|m2|m3|m|feet|foot|ft|inch(?:es)?|in|kilograms?|kilos?|kgs?|tonnes?|tons?|t|lit(?:re|er)s?|ltrs?|lt|ml|l|gauge|ga|g|n\/mm2|n|degrees?|deg)`;
const NUMBER_UNIT_RE = new RegExp(String.raw`(\d+(?:\.\d+)?) ?(${UNIT_WORD})(?![a-z0-9])`, "g");

const unitCache = new Map<string, string>();

function canonUnit(unit: string): string {
  let canon = unitCache.get(unit);
  if (canon === undefined) {
    canon = UNIT_CANON.find(([re]) => re.test(unit))?.[1] ?? unit;
    // Units are the few spellings NUMBER_UNIT_RE accepts, so this stays small.
    unitCache.set(unit, canon);
  }
  return canon;
}

function singular(token: string): string {
  if (token.length < 4) return token;
  // Letters only (was /^[a-z]+$/), not ending ss, us, is (or ous): plain loops, this runs for every token.
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c < 97 || c > 122) return token;
  }
  if (token.endsWith("ss") || token.endsWith("us") || token.endsWith("is")) return token;
  if (token.endsWith("ies") && token.length > 5) return `${token.slice(0, -3)}y`;
  return token.endsWith("s") ? token.slice(0, -1) : token;
}

/**
 * SYNONYMS as padded search and replacement strings, built once. `first` is the first word of a
 * single-spaced search phrase (null: always search); `adds` are the words a rewrite brings in.
 */
const SYNONYM_SUBS = SYNONYMS.map(([from, to]) => ({
  from: ` ${from} `,
  to: ` ${to} `,
  first: /^[^ ]+(?: [^ ]+)*$/.test(from) ? from.split(" ")[0]! : null,
  adds: to.split(" "),
}));

/** `words`: every token of `padded` (it is updated with the words rewrites add). */
function applySynonyms(padded: string, words: Set<string>): string {
  let s = padded;
  // A phrase can only be present when its first word is a token: skips includes() for most synonyms
  // (hot path of every import), and split/join allocates even when absent.
  for (const sub of SYNONYM_SUBS) {
    if ((sub.first === null || words.has(sub.first)) && s.includes(sub.from)) {
      s = s.split(sub.from).join(sub.to);
      for (const w of sub.adds) words.add(w);
    }
  }
  return expandAbbreviations(s, words);
}

/**
 * Lower-case, unit-canonical, punctuation-free, singular text, padded with one
 * space at each end so phrase tests can use " phrase " safely.
 */
export function normaliseText(raw: string | null | undefined): string {
  if (!raw) return " ";
  // Pure, and the same strings come back many times per row (title, brand, merchant, words) and per feed.
  // Two generations: a full young map becomes the old one, and what is still asked for moves back up.
  let out = recentNormalised.get(raw);
  if (out === undefined) {
    out = olderNormalised.get(raw) ?? normaliseUncached(raw);
    if (recentNormalised.size >= NORMALISED_GENERATION) {
      olderNormalised = recentNormalised;
      recentNormalised = new Map();
    }
    recentNormalised.set(raw, out);
  }
  return out;
}

const NORMALISED_GENERATION = 8192;
let recentNormalised = new Map<string, string>();
let olderNormalised = new Map<string, string>();

function normaliseUncached(raw: string): string {
  // Each rewrite below is skipped when the character it needs is absent (same result, far less regex work):
  // ASCII text has no typographic quotes, signs, accents or compatibility forms.
  let s = /[\u0080-\uffff]/.test(raw)
    ? raw
        .replace(/[\u2018\u2019\u2032\u00b4`]/g, "'")
        .replace(/[\u201c\u201d\u2033]/g, '"')
        .replace(/[\u00d7\u2715\u2716]/g, "x")
        .replace(/\u00b0/g, " deg ")
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
    : (raw.includes("`") ? raw.replace(/`/g, "'") : raw).toLowerCase();
  // "2,400mm" is a thousands separator; "12,5mm" is a continental decimal comma.
  if (s.includes(",")) s = s.replace(/(\d),(\d{3})(?!\d)/g, "$1$2").replace(/(\d),(\d{1,2})(?!\d)/g, "$1.$2");
  if (s.includes("'") || s.includes('"')) s = s.replace(/(\d)\s*(''|")/g, "$1in ").replace(/(\d)\s*'/g, "$1ft ");
  if (s.includes("&") || s.includes("+") || s.includes("/")) {
    s = s
      .replace(/\bh\s*[+&]\s*h\b/g, " handh ")
      .replace(/\bt\s*&\s*g\b/g, " tg ")
      .replace(/\bu\/g\b/g, " underground ")
      .replace(/&/g, " and ")
      .replace(/\+/g, " plus ");
  }
  // "20-40mm" is a range; keep it apart from "20 40mm" (a code next to a size).
  // Not after a dimension ("18x144 - 4200mm" is a size then a length), nor for lengths (gradings are ≤ 300 mm).
  if (s.includes("-")) {
    s = s.replace(/(?<![x*]\s*)(?<![\d.])(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*mm\b/g, (m, a: string, b: string) =>
      Number(b) <= 300 ? `${a} to ${b}mm` : m.replace("-", " "),
    );
  }
  // "4' x 2' x6": a glued "x6" after a sized dimension is a pack count, not a third dimension.
  if (/ x\d/.test(s)) s = s.replace(/(\d(?:mm|cm|m|ft|in)) +x(\d{1,3})(?=\s|$)(?!\s*[x*])/g, "$1 pack of $2 ");
  // A bare count in brackets is a pack size: "Common Brick (500)".
  if (s.includes("(")) s = s.replace(/\(\s*(\d{2,5})\s*\)/g, " pack of $1 ");
  s = s.replace(NUMBER_UNIT_RE, (_m, n: string, u: string) => `${n}${canonUnit(u)} `);
  // "10 x 20kg", "25kg x 10": a count times a bag weight or volume is a pack of bags.
  // These three need an "x" or "*" before a number.
  if (/[x*]\s*\d/.test(s)) {
    s = s
      .replace(/(?<![\d.x]\s?)\b(\d{1,4}) ?[x*] ?(\d+(?:\.\d+)?(?:kg|l|ml|t) )/g, " pack of $1 $2")
      .replace(/(\d(?:kg|l|ml|t)) +[x*] ?(\d{1,4})(?=\s|$)(?!\s*[x*])/g, "$1 pack of $2 ");
  }
  if (/[x*]\s*\d/.test(s)) s = s.replace(/(\d)(mm|cm|m|ft|in)?\s*[x*]\s*(?=\d)/g, "$1$2 x ");
  // Whitespace of any kind becomes a space too, so tokens split on " " exactly as on /\s+/.
  s = s.replace(/[^a-z0-9.]/g, " ");
  if (s.includes(".")) s = s.replace(/(?<!\d)\.|\.(?!\d)/g, " ");
  const tokens = s.split(" ").filter(Boolean).map(singular);
  const out = applySynonyms(` ${tokens.join(" ")} `, new Set(tokens));
  // Only rewrites with odd spacing (or no tokens at all: "  ") leave whitespace to collapse.
  return out.includes("  ") || /[^\S ]/.test(out) ? out.replace(/\s+/g, " ") : out;
}

const phraseCache = new Map<string, string>();

/** A vocabulary phrase in the same canonical form as normaliseText output, without padding. */
export function canonPhrase(phrase: string): string {
  let c = phraseCache.get(phrase);
  if (c === undefined) {
    c = normaliseText(phrase).trim();
    phraseCache.set(phrase, c);
  }
  return c;
}

/** A canonical phrase prepared for matching: padded (" c ", "" when empty) and its first word. */
export interface PhraseInfo {
  readonly padded: string;
  readonly first: string;
}

const EMPTY_PHRASE: PhraseInfo = { padded: "", first: "" };
const phraseInfoCache = new Map<string, PhraseInfo>();

export function phraseInfo(phrase: string): PhraseInfo {
  let info = phraseInfoCache.get(phrase);
  if (info === undefined) {
    const c = canonPhrase(phrase);
    const sp = c.indexOf(" ");
    info = c ? { padded: ` ${c} `, first: sp < 0 ? c : c.slice(0, sp) } : EMPTY_PHRASE;
    if (phraseInfoCache.size >= 65536) phraseInfoCache.clear();
    phraseInfoCache.set(phrase, info);
  }
  return info;
}

let wordsText: string | null = null;
let wordsSet: Set<string> = new Set();

/**
 * Every space-separated token of `text` (a superset of the words " w " can match). A padded
 * phrase " a b " can only occur in text whose tokens include "a", and removing phrases never
 * adds a token, so this is a safe first filter for hasPhrase and removePhrase runs.
 * The last text is remembered: callers test many phrases against one text.
 */
export function textWords(text: string): ReadonlySet<string> {
  if (text !== wordsText) {
    wordsSet = new Set(text.split(" "));
    wordsText = text;
  }
  return wordsSet;
}

export function hasPhrase(text: string, phrase: string): boolean {
  const { padded, first } = phraseInfo(phrase);
  return padded.length > 0 && textWords(text).has(first) && text.includes(padded);
}

export function removePhrase(text: string, phrase: string): string {
  const { padded } = phraseInfo(phrase);
  if (!padded || !text.includes(padded)) return text;
  return text.split(padded).join(" ");
}

/** removePhrase for each phrase in turn. Phrases whose first word is not a token are skipped: removal never adds one. */
export function removePhrases(text: string, phrases: readonly string[]): string {
  const words = new Set(text.split(" "));
  let s = text;
  for (const phrase of phrases) {
    const { padded, first } = phraseInfo(phrase);
    if (padded && words.has(first) && s.includes(padded)) s = s.split(padded).join(" ");
  }
  return s;
}

export function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
