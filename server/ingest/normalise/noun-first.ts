/**
 * Merchants who list by category noun first ("Sand Play Small Bag 15kg", "Batten Roofing Treated 25 x 50mm",
 * "Cement General Purpose 25kg") write the vocabulary's phrases backwards, and every table then misses them.
 * When a canonical title opens with a word of the category vocabulary, and moving it after the next one to
 * three words makes a phrase some table knows (where the words as written make none), it moves there.
 */
import { categoryPhrases } from "./categories/index.ts";
import { normaliseText } from "./text.ts";
import { allVocabularyTerms } from "./vocabulary-terms.ts";

let known: { phrases: Set<string>; nouns: Set<string> } | null = null;

function vocabulary(): { phrases: Set<string>; nouns: Set<string> } {
  if (!known) {
    const termPhrases = allVocabularyTerms().flatMap((t) => t.phrases);
    const canonical = (p: string) => normaliseText(p).trim();
    const nouns = new Set(categoryPhrases().flatMap((p) => canonical(p).split(" ")));
    known = { phrases: new Set([...termPhrases, ...categoryPhrases()].map(canonical)), nouns };
  }
  return known;
}

/** The canonical, padded text with a leading category noun moved to where it makes a known phrase. */
export function withNounLast(text: string): string {
  const words = text.trim().split(" ");
  const [noun, ...rest] = words;
  const { phrases, nouns } = vocabulary();
  if (!noun || rest.length < 2 || !nouns.has(noun)) return text;
  for (let k = Math.min(3, rest.length - 1); k >= 1; k--) {
    const qualifiers = rest.slice(0, k);
    if (qualifiers.some((w) => !/^\p{L}+$/u.test(w))) continue;
    if (phrases.has([...qualifiers, noun].join(" ")) && !phrases.has([noun, ...qualifiers].join(" ")))
      return ` ${[...qualifiers, noun, ...rest.slice(k)].join(" ")} `;
  }
  return text;
}
