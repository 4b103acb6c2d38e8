/** normaliseText's handling of text outside ASCII: folding to ASCII where it can, keeping the words of other scripts. */

/**
 * The non-ASCII path of normaliseText, before any ASCII rule runs: typographic quotes, signs and
 * compatibility forms become ASCII, Latin (and Greek) accents fold away as they always have ("é" → "e"),
 * and the letters of other scripts survive in their composed form.
 */
const VULGAR: Readonly<Record<string, string>> = { "\u00bc": ".25", "\u00bd": ".5", "\u00be": ".75" };

export function foldUnicode(raw: string): string {
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
export function keepWords(s: string): string {
  // (Global regexes: replace always starts from the beginning, test() would not.)
  return s.replace(NOT_WORD_RE, " ").replace(HAN_RE, " $& ").replace(KANA_SWITCH_RE, "$& ");
}

const NOT_WORD_RE = /[^\p{L}\p{N}\p{M}.]|(?<![\p{L}\p{M}])\p{M}|(?![\u30fc])(?=\p{Script=Common})\p{L}/gu;
const HAN_RE = /\p{Script=Han}/gu;
const KANA_SWITCH_RE = /\p{Script=Hiragana}(?=\p{Script=Katakana})|\p{Script=Katakana}(?=\p{Script=Hiragana})/gu;
