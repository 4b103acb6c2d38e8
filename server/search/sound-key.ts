/**
 * How a typed word sounds, for corrections by sound (choose-correction.ts): spellings of one sound folded into one,
 * and the consonants a word is heard by. Pure. Where to extend: another spelling of one sound in SOUNDS.
 */

const SOUNDS: ReadonlyArray<readonly [RegExp, string]> = [
  // Since session 16: "-tion", "-sion", "-ssion", "-cian" as they are said ("ventilashun", "extenshun").
  [/(?:ss|s|t|c)i[ao]n|sh[ou]n/g, "shun"],
  // The British "or" of "caulk", "chalk": one sound with "cork" (a non-rhotic "or").
  [/au?l(?=k)|au(?=k)/g, "or"],
  [/ph/g, "f"],
  [/igh/g, "i"],
  [/ck/g, "k"],
  [/x/g, "ks"],
  [/c(?=[eiy])/g, "s"],
  // "ch" said as a "k" after a first letter ("ankor", "mekanical"): the typed "k" and the "ch" fold alike. A
  // first "ch" is kept: sameFirstSound compares first letters, and "chip" is not "kip".
  [/(?<=.)ch/g, "k"],
  [/c/g, "k"],
  // Since session 22: "qu" said "kw", as typed ("kwikset", "akwa").
  [/qu/g, "kw"],
  [/q/g, "k"],
  [/z/g, "s"],
  [/y/g, "i"],
  // The long "a" of "veil", "vail", "vale" and "vayl" ("aquavale" for Aquaveil): one sound, four spellings.
  [/ei/g, "ai"],
  [/a([^aeiou])e$/, "ai$1"],
  // The long "o" of "foam", "coat", "road" spelt as in "home" ("lome", "cote"): one sound.
  [/o([^aeiou])e$/, "oa$1"],
  // Since session 22: the "oo" sound spelt "ew" or "ue" ("glew" for glue, "scrue" for screw), the long "e" spelt
  // "ea" or "ee" ("seelant", "beeding"), and an unstressed ending "-er", "-or" or "-ar" spelt any of the three
  // ("connecter", "morter", "pavor"), with a plural "s".
  [/ew|ue/g, "u"],
  [/ea/g, "ee"],
  [/(?<=[^aeiou])(?:or|ar)(?=s?$)/, "er"],
  [/(.)\1+/g, "$1"],
  [/(?<=..)e$/, ""],
];

/** The word as it sounds, roughly: each rule folds spellings of one sound into one. */
export function soundKey(word: string): string {
  return SOUNDS.reduce((w, [pattern, to]) => w.replace(pattern, to), word);
}

/** The consonants of a word as it sounds, after its first letter, doubled ones once: what carries a long word. */
export function consonantsOf(word: string): string {
  return soundKey(word)
    .slice(1)
    .replace(/[aeiou]/g, "")
    .replace(/(.)\1+/g, "$1");
}

export function isVowel(letter: string): boolean {
  return "aeiouy".includes(letter);
}

/** The consonant letters of a word after its first, doubled ones once, as spelt: the SQL prefilter's key. */
export function spellingSkeleton(word: string): string {
  return word
    .slice(1)
    .replace(/[aeiouy]/g, "")
    .replace(/(.)\1+/g, "$1");
}

/**
 * The same first letter, or a first sound spelt another way: "ph" for an "f" ("phinish"), and since session 22 an "s"
 * for a soft "c" ("sement", "selotex", "seiling") and "kw" for "qu" ("kwikset"). A "k" for a hard "c" is not enough
 * ("keeping", "coping"): English has too many words starting either way.
 */
export function sameFirstSound(word: string, term: string): boolean {
  return (
    term[0] === word[0] ||
    (word.startsWith("ph") && term[0] === "f") ||
    (word[0] === "s" && /^c[eiy]/.test(term) && word[1] === term[1]) ||
    (word.startsWith("kw") && term.startsWith("qu"))
  );
}
