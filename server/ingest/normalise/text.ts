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
const GLUED_AXIS_LABEL_RE = /\b([lwhtd])[:=]?(?=\d+(?:\.\d+)?\s?(?:mm|cm|m|mtrs?|met(?:re|er)s?|ft)(?![a-z0-9]))/g;
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

/**
 * The non-ASCII path of normaliseText, before any ASCII rule runs: typographic quotes, signs and
 * compatibility forms become ASCII, Latin (and Greek) accents fold away as they always have ("é" → "e"),
 * and the letters of other scripts survive in their composed form.
 */
const VULGAR: Readonly<Record<string, string>> = { "\u00bc": ".25", "\u00bd": ".5", "\u00be": ".75" };
/** Inch fractions with their whole number ("2-3/4in", "1 1/2in") or alone ("3/4in"); not codes ("CG90/100"). */
const INCH_FRACTION = /(?<![\d./])(?:(\d+)[- ])?([1-9]|1[0-5])\/(2|4|8|16)in\b/g;

function foldUnicode(raw: string): string {
  let s = raw
    .replace(/[\u2018\u2019\u2032\u00b4`]/g, "'")
    .replace(/[\u201c\u201d\u2033]/g, '"')
    .replace(/[\u00d7\u2715\u2716]/g, "x")
    // Cyrillic "х" between numbers is the dimension sign ("100х200").
    .replace(/(\d\s*)[\u0425\u0445](?=\s*\d)/g, "$1x")
    .replace(/\u00b0/g, " deg ")
    // "Ø110mm", "⌀15": the diameter sign before a number, not the letter ø (folded to "o" below).
    .replace(/[\u00d8\u00f8\u2300]\s*(?=\d)/g, " dia ")
    // Vulgar fractions are inches and feet in trade titles ("1½x1" batten): a decimal, before NFKD spells them "1⁄2".
    .replace(/(\d?)([\u00bc\u00bd\u00be])/g, (_m, whole: string, f: string) => `${whole || "0"}${VULGAR[f]}`)
    .normalize("NFKD");
  // Combining accents go, except the breve and diaeresis that make Cyrillic letters of their own (й, ё, ї, ў).
  if (/[\u0300-\u036f]/.test(s)) s = s.replace(ACCENT_RE, (_m, kept: string | undefined) => kept ?? "");
  // Optional vowel points and cantillation (Arabic harakat, tatweel, Hebrew niqqud): the same word without them.
  if (/[\u0591-\u05c7\u0640-\u0670]/.test(s)) s = s.replace(POINTS_RE, "");
  s = s.toLowerCase();
  if (/[\u0080-\uffff]/.test(s)) {
    // NFKD took Hangul syllables, kana voicing marks and the kept Cyrillic letters apart: put them back together.
    s = s.normalize("NFC");
    s = s.replace(LATIN_LETTERS_RE, (c) => LATIN_LETTERS[c] ?? c);
    // Digits of other scripts ("٢٥ كغ") are read as numbers.
    if (/\p{Nd}/u.test(s)) s = s.replace(/(?![0-9])\p{Nd}/gu, asciiDigit);
    // Case folding, not just lower-casing: word-final "ς" is "σ" (upper-case Greek has one sigma).
    if (s.includes("\u03c2")) s = s.replace(/\u03c2/g, "\u03c3");
  }
  return s;
}

const ACCENT_RE = /(\p{Script=Cyrillic}(?:\u0306|\u0308))|[\u0300-\u036f]/gu;
const POINTS_RE = /[\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u064b-\u065f\u0670]|\u0640/g;

/** Latin letters NFKD does not take apart, spelt as ASCII ("Straße" → "strasse", "Ærø" → "aero"). */
const LATIN_LETTERS: Readonly<Record<string, string>> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  ħ: "h",
};
const LATIN_LETTERS_RE = /[ßæœøłđðþıħ]/g;

/** The ASCII digit of a decimal digit of any script: its place in its run of ten (Unicode keeps them consecutive). */
function asciiDigit(d: string): string {
  const cp = d.codePointAt(0)!;
  let zero = cp;
  while (zero > 0 && /\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero--;
  return String((cp - zero) % 10);
}

/**
 * Everything but letters, digits and "." becomes a space, for text with letters outside ASCII.
 * Kept: letters (\p{L}) and numbers (\p{N}) of every script, and the marks (\p{M}) written on a letter
 * (Devanagari and Thai vowel signs are part of the word). Not kept: a mark on nothing, and letters
 * of no script ("ʼ", "ˆ": modifier letters that are punctuation in Latin text), except the kana
 * length mark "ー".
 *
 * Words: Chinese and Japanese write no spaces, so a whole title would be one token that shares
 * nothing with another title. Each Han ideograph is therefore a token of its own (it is most often a
 * word or a morpheme: "砖" brick, "水泥" cement is two), and a run of kana stays one token (katakana
 * runs are loanwords: "コンクリート"), split where hiragana and katakana meet. Hangul is written with
 * spaces and is kept as written; Thai, Lao, Khmer and Burmese runs stay whole (no dictionary here).
 */
function keepWords(s: string): string {
  // (Global regexes: replace always starts from the beginning, test() would not.)
  return s.replace(NOT_WORD_RE, " ").replace(HAN_RE, " $& ").replace(KANA_SWITCH_RE, "$& ");
}

const NOT_WORD_RE = /[^\p{L}\p{N}\p{M}.]|(?<![\p{L}\p{M}])\p{M}|(?![\u30fc])(?=\p{Script=Common})\p{L}/gu;
const HAN_RE = /\p{Script=Han}/gu;
const KANA_SWITCH_RE = /\p{Script=Hiragana}(?=\p{Script=Katakana})|\p{Script=Katakana}(?=\p{Script=Hiragana})/gu;

function normaliseUncached(raw: string): string {
  // Each rewrite below is skipped when the character it needs is absent (same result, far less regex work):
  // ASCII text has no typographic quotes, signs, accents or compatibility forms.
  let s = /[\u0080-\uffff]/.test(raw)
    ? foldUnicode(raw)
    : (raw.includes("`") ? raw.replace(/`/g, "'") : raw).toLowerCase();
  // "2,400mm" is a thousands separator; "12,5mm" is a continental decimal comma.
  if (s.includes(",")) s = s.replace(/(\d),(\d{3})(?!\d)/g, "$1$2").replace(/(\d),(\d{1,2})(?!\d)/g, "$1.$2");
  if (s.includes("'") || s.includes('"')) s = s.replace(/(\d)\s*(''|")/g, "$1in ").replace(/(\d)\s*'/g, "$1ft ");
  if (s.includes("/")) {
    s = s.replace(INCH_FRACTION, (m, whole: string | undefined, n: string, d: string) =>
      Number(n) < Number(d) ? `${Number(whole ?? 0) + Number(n) / Number(d)}in` : m,
    );
  }
  if (s.includes("&") || s.includes("+") || s.includes("/")) {
    s = s
      .replace(/\bh\s*[+&]\s*h\b/g, " handh ")
      .replace(/\bt\s*&\s*g\b/g, " tg ")
      .replace(/\bu\/g\b/g, " underground ")
      // A slashed shorthand right after a size ("2400x1200 m/r p/board", "1200 t/e") is no unit: "1200 m/r" is
      // moisture resistant, not 1200 metres; "2400 t/e" tapered edge, not 2400 tonnes. Joined, it reads as the
      // shorthand ("mr", "te") that the abbreviation table and the board flags already know.
      .replace(/(\d ?)([mtln])\/([a-z])(?![a-z0-9])/g, "$1 $2$3")
      .replace(/&/g, " and ")
      .replace(/\+/g, " plus ");
  }
  // "20-40mm" is a range; keep it apart from "20 40mm" (a code next to a size).
  // Not after a dimension ("18x144 - 4200mm" is a size then a length), nor for lengths (gradings are ≤ 300 mm).
  // A dash with spaces is as often a separator ("Loft Roll 44 - 200mm"): a range then only when its ends are
  // a grading's (0 to 4, 10 to 20, 40 to 75: a bottom of at most 40, a top at most four times it).
  if (s.includes("-")) {
    s = s.replace(
      /(?<![x*]\s*)(?<![\d.])(\d+(?:\.\d+)?)(\s*)-(\s*)(\d+(?:\.\d+)?)\s*mm\b/g,
      (m, a: string, before: string, after: string, b: string) => {
        const spaced = before.length > 0 && after.length > 0;
        const grading = Number(a) === 0 || (Number(a) <= 40 && Number(b) <= Number(a) * 4);
        return Number(b) <= 300 && (!spaced || grading) ? `${a} to ${b}mm` : m.replace("-", " ");
      },
    );
  }
  // "38 by 63mm", "8ft by 4ft": "by" between two numbers is the dimension sign.
  if (s.includes(" by ")) s = s.replace(/(\d(?:mm|cm|m|ft|in)?)\s+by\s+(?=\d)/g, "$1 x ");
  // "4' x 2' x6": a glued "x6" after a sized dimension is a pack count, not a third dimension.
  if (/ x\d/.test(s)) s = s.replace(/(\d(?:mm|cm|m|ft|in)) +x(\d{1,3})(?=\s|$)(?!\s*[x*])/g, "$1 pack of $2 ");
  // A bare count in brackets is a pack size: "Common Brick (500)", "Architrave 2.1m (5)" at the end.
  if (s.includes("("))
    s = s.replace(/\(\s*(\d{2,5})\s*\)/g, " pack of $1 ").replace(/\(\s*([2-9])\s*\)\s*$/, " pack of $1 ");
  // "L2400mm", "W600mm", "H1.8m", "L:3m": an axis label glued to its measure, as some exports write a length
  // ("Treated Roofing Batten 25 x 38mm L3600mm"). Set apart, the measure reads as the size it is.
  // After a number the label goes too: "M10 L1000mm" must not read as "10 l", ten litres.
  if (/\b[lwhtd][:=]?\d/.test(s)) {
    s = s.replace(GLUED_AXIS_LABEL_RE, (_m, label: string, at: number, all: string) =>
      /\d ?$/.test(all.slice(0, at)) ? " " : `${label} `,
    );
  }
  s = s.replace(NUMBER_UNIT_RE, (_m, n: string, u: string) => `${n}${canonUnit(u)} `);
  // "7ft 10in" is one length (2.4 m restated in feet and inches), not a length and a 10-inch width.
  if (/\dft +\d/.test(s))
    s = s.replace(/(?<![\d.])(\d{1,2})ft +(\d{1,2}(?:\.\d+)?)in\b/g, (m, ft: string, inch: string) =>
      Number(inch) < 12 ? `${Math.round((Number(ft) + Number(inch) / 12) * 1000) / 1000}ft` : m,
    );
  // "10 x 20kg", "25kg x 10": a count times a bag weight or volume is a pack of bags.
  // These three need an "x" or "*" before a number.
  if (/[x*]\s*\d/.test(s)) {
    s = s
      .replace(/(?<![\d.x]\s?)\b(\d{1,4}) ?[x*] ?(\d+(?:\.\d+)?(?:kg|l|ml|t) )/g, " pack of $1 $2")
      .replace(/(\d(?:kg|l|ml|t)) +[x*] ?(\d{1,4})(?=\s|$)(?!\s*[x*])/g, "$1 pack of $2 ");
  }
  if (/[x*]\s*\d/.test(s)) s = s.replace(/(\d)(mm|cm|m|ft|in)?\s*[x*]\s*(?=\d)/g, "$1$2 x ");
  // Whitespace of any kind becomes a space too, so tokens split on " " exactly as on /\s+/.
  // Text still holding non-ASCII after folding keeps the letters and digits of every script (see keepWords).
  s = /[\u0080-\uffff]/.test(s) ? keepWords(s) : s.replace(/[^a-z0-9.]/g, " ");
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

export type Script = "latin" | "cyrillic" | "greek" | "han" | "kana" | "hangul" | "arabic" | "hebrew" | "other";

/** One alternative per script, in Script order; a letter of any other script falls to the last. */
const SCRIPT_LETTER_RE = new RegExp(
  String.raw`(?=\p{L})(?:(\p{Script=Latin})|(\p{Script=Cyrillic})|(\p{Script=Greek})|(\p{Script=Han})|(\p{Script=Hiragana}|\p{Script=Katakana}|\u30fc)|(\p{Script=Hangul})|(\p{Script=Arabic})|(\p{Script=Hebrew})|[^])`,
  "gu",
);
const SCRIPTS: readonly Script[] = ["latin", "cyrillic", "greek", "han", "kana", "hangul", "arabic", "hebrew", "other"];

/**
 * The script most of the text's letters are written in (null: no letters at all). Only letters count:
 * digits, punctuation and marks belong to no script here. Kana is hiragana and katakana together (with
 * the length mark "ー"); Han is the ideographs Chinese and Japanese share. A tie goes to the script
 * listed first in Script.
 */
export function dominantScript(text: string): Script | null {
  if (!text) return null;
  const counts = new Array<number>(SCRIPTS.length).fill(0);
  let letters = 0;
  for (const m of text.matchAll(SCRIPT_LETTER_RE)) {
    let i = 1;
    while (i < SCRIPTS.length && m[i] === undefined) i++;
    counts[i - 1]!++;
    letters++;
  }
  if (letters === 0) return null;
  let best = 0;
  for (let i = 1; i < SCRIPTS.length; i++) if (counts[i]! > counts[best]!) best = i;
  return SCRIPTS[best]!;
}
