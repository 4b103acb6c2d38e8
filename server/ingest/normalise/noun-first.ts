/**
 * Merchants who list by category noun first ("Sand Play Small Bag 15kg", "Batten Roofing Treated 25 x 50mm",
 * "Cement General Purpose 25kg") write the vocabulary's phrases backwards, and every table then misses them.
 * When a canonical title opens with a word of the category vocabulary, and moving it after the next one to
 * three words makes a phrase some table knows (where the words as written make none), it moves there.
 */
import { categoryPhrases, categoryWords } from "./categories/index.ts";
import { normaliseText } from "./text.ts";
import { vocabularyPhrases } from "./vocabulary-terms.ts";

let knownPhrases: ReadonlySet<string> | null = null;

/** Phrases a moved noun may form: every table's and every category's. */
function phrases(): ReadonlySet<string> {
  knownPhrases ??= new Set([...vocabularyPhrases(), ...categoryPhrases().map((p) => normaliseText(p).trim())]);
  return knownPhrases;
}

/** The canonical, padded text with a leading category noun moved to where it makes a known phrase. */
export function withNounLast(text: string): string {
  const words = text.trim().split(" ");
  const [noun, ...rest] = words;
  if (!noun || rest.length < 2 || !categoryWords().has(noun)) return text;
  const known = phrases();
  for (let k = Math.min(3, rest.length - 1); k >= 1; k--) {
    const qualifiers = rest.slice(0, k);
    if (qualifiers.some((w) => !/^\p{L}+$/u.test(w))) continue;
    if (known.has([...qualifiers, noun].join(" ")) && !known.has([noun, ...qualifiers].join(" ")))
      return ` ${[...qualifiers, noun, ...rest.slice(k)].join(" ")} `;
  }
  return text;
}
