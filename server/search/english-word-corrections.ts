/**
 * Which corrections a typed word that is a real English word may take, and when a "k" typed first is the "c" it
 * sounds: rules choose-correction.ts applies to every candidate. A real word is most often typed as meant, for
 * something a merchant may not stock; a made-up one is a slip. Where to extend: another rule of what a real word may
 * become.
 */
import damerauLevenshtein from "damerau-levenshtein";
import { maxEdits } from "./choose-correction.ts";
import { isEnglishWord } from "./english-words.ts";
import { isKeySlip } from "./keyboard-slips.ts";
import { soundKey } from "./sound-key.ts";

/**
 * Whether a real English word the catalogue lacks may be corrected to `term` without a neighbour confirming it
 * (real-word-pairs.server.ts). Not by sound (soundCorrection), nor by one changed letter unless the typed letter is a
 * key beside the right one (keyboard-slips.ts) or the two sound alike: the word was most likely chosen ("flushing" is
 * no misspelt flashing, "sits" no sets). Confirmed, it is often a
 * phone's autocorrection of a trade word ("kill dried sand", "arras rail"). Other edits are untouched ("timbre"), and
 * so are trade phrases (correct-query-words.ts).
 */
export function realWordMayBecome(word: string, to: string): boolean {
  // A plural typed is measured against the correction's plural ("sits" against sets, for set).
  const term = word.endsWith("s") && `${to}s`.length === word.length ? `${to}s` : to;
  if (!isEnglishWord(word)) return true;
  if (soundCorrection(word, to)) return false;
  if (word.length !== term.length) return true;
  let changed = 0;
  for (let i = 0; i < word.length; i++) if (word[i] !== term[i]) changed += 1;
  return changed !== 1 || isKeySlip(word, term) || soundKey(word) === soundKey(term);
}

/**
 * A real English word corrected further than a slip reaches (maxEdits), so by sound: "guitar" → gutter, "bored" →
 * board, "lentil" → lintel. Such a word is as often another thing typed as meant as a trade word misheard, so the
 * correction stands only where another word of the query shares a product's text with it (real-word-pairs.server.ts:
 * "steel lentil", "osb bored"); alone or among off-trade words ("electric guitar") it is kept as typed.
 */
export function soundCorrection(word: string, to: string): boolean {
  if (!isEnglishWord(word)) return false;
  const plural = word.endsWith("s") && !to.endsWith("s") ? `${to}s` : to;
  return Math.min(damerauLevenshtein(word, to).steps, damerauLevenshtein(word, plural).steps) > maxEdits(word);
}

/**
 * A hard "c" (before a, o, u, l or r) typed as the "k" it sounds ("koach", "kompost", "klear"), in a word that is no
 * English word: the first letter counts as kept. A real word starting "k" ("keeping") is another word.
 */
export function hardCAsK(word: string, term: string): boolean {
  return word[0] === "k" && /^c[aoulr]/.test(term) && term[1] === word[1] && !isEnglishWord(word);
}
