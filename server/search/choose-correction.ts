import damerauLevenshtein from "damerau-levenshtein";
import { consonantsOf, isVowel, sameFirstSound, soundKey } from "./sound-key.ts";
import { isEnglishWord } from "./english-words.ts";
import { isKeySlip, isSwap } from "./keyboard-slips.ts";
import { hardCAsK } from "./english-word-corrections.ts";

// soundKey is read by the phrase tables through here too (synonym-phrases.ts).
export { soundKey } from "./sound-key.ts";

export interface VocabularyCandidate {
  term: string;
  productCount: number;
}

/**
 * How far a correction may be from what was typed. Words under four letters are never corrected;
 * short ones get one edit and must keep their first letter; longer words may have two. Whether a
 * four-letter correction is used depends on the rest of the query (prepare-search.server.ts).
 */
export function maxEdits(word: string): number {
  if (word.length < 4) return 0;
  if (word.length <= 7) return 1;
  return 2;
}

/**
 * The catalogue word the searcher most likely meant: fewest edits (a swap of neighbours counts
 * as one; a typed plural is measured against the word's plural, asTypedPlural), then one that restores a dropped
 * letter (the commonest slip, restoresLetter), then one keeping the typed first letter (typists rarely miss it), then
 * one whose changed letter is a key beside the typed one (keyboard-slips.ts), then one matched as spelt, then the word
 * more products use. Null when nothing is close enough.
 */
export function chooseCorrection(word: string, all: readonly VocabularyCandidate[]): string | null {
  const limit = maxEdits(word);
  if (limit === 0) return null;
  // An English word the catalogue lacks keeps its first letter: a typist's slips are inside a word, and a real word a
  // letter from a catalogue word at its start is another thing ("fridge" is no ridge, "clumping" no plumbing), which
  // a merchant does not stock. Misspellings that are words ("timbre", "lentil", "bored") keep theirs too.
  const candidates = isEnglishWord(word) ? all.filter((c) => c.term[0] === word[0]) : all;
  let best: { term: string; edits: number; slip: number; asSpelt: boolean; count: number } | null = null;
  for (const c of candidates) {
    // A typed plural is measured against the word's plural too: titles often hold only the singular ("tile"), and
    // the reader does not read "tiless" or "tles" as plurals, so the slip would otherwise count as two edits.
    const spelt = asTypedPlural(word, c.term);
    if (c.term === word || Math.abs(spelt.length - word.length) > limit) continue;
    const firstKept = c.term[0] === word[0] || hardCAsK(word, c.term);
    if (word.length <= 5 && !firstKept) continue;
    const edits = damerauLevenshtein(word, spelt).steps;
    if (edits > limit) continue;
    // A letter restored only in the plural is not the slip restoresLetter stands for ("sans" is sand, not sawn+s);
    // on a tie, a word as the catalogue spells it beats one reached only through its plural.
    const restores = restoresLetter(word, c.term);
    const asSpelt = spelt === c.term;
    // A slip rank on equal edits: a restored letter, then the first letter kept, then a neighbouring key.
    const slip = (restores ? 4 : 0) + (firstKept ? 2 : 0) + (isKeySlip(word, spelt) ? 1 : 0);
    const better =
      !best ||
      edits < best.edits ||
      (edits === best.edits && slip > best.slip) ||
      (edits === best.edits && slip === best.slip && asSpelt && !best.asSpelt) ||
      (edits === best.edits && slip === best.slip && asSpelt === best.asSpelt && c.productCount > best.count);
    if (better) best = { term: c.term, edits, slip, asSpelt, count: c.productCount };
  }
  return (
    best?.term ??
    soundsLike(word, candidates) ??
    finalRDropped(word, candidates) ??
    sameConsonants(word, candidates) ??
    shortSameConsonants(word, candidates)
  );
}

/**
 * A shorter word typed as it sounds, its vowels heard differently ("tymbar" for timber, "seelent" for sealant), often
 * a real English word that no product text uses: the catalogue word with the same first letter and the same
 * consonants in order (consonantsOf), at most two edits and at most one letter longer or shorter. Five to seven
 * letters, three consonants or more, a vowel after the first letter in both or neither; among several, the fewest
 * edits, then the commoner word. Only for a word nothing nearer corrects and no product text uses
 * (analyse-query-words.server.ts corrects no known word).
 * Risk: a skeleton of three consonants fits several words; the edit limit and the catalogue's counts choose.
 */
function shortSameConsonants(word: string, candidates: readonly VocabularyCandidate[]): string | null {
  if (!/^[a-z]{5,7}$/.test(word)) return null;
  const skeleton = consonantsOf(word);
  if (skeleton.length < 2) return null;
  let best: { term: string; edits: number; count: number } | null = null;
  for (const c of candidates) {
    if (c.term === word || c.term[0] !== word[0] || !/^[a-z]+$/.test(c.term)) continue;
    if (Math.abs(c.term.length - word.length) > 1 || consonantsOf(c.term) !== skeleton) continue;
    // The same first sound too: a typed "ph" is an "f" ("phlug" is not plug).
    if (soundKey(c.term)[0] !== soundKey(word)[0]) continue;
    // The sound after the first letter is heard clearly: a vowel there in one and not the other is a slip of order
    // ("cmenet"), left to the edit limit.
    if (isVowel(c.term[1]!) !== isVowel(word[1]!)) continue;
    const edits = damerauLevenshtein(word, c.term).steps;
    if (edits > 2) continue;
    if (!best || edits < best.edits || (edits === best.edits && c.productCount > best.count))
      best = { term: c.term, edits, count: c.productCount };
  }
  return best?.term ?? null;
}

/**
 * A long word whose vowels were heard, not seen ("areocrete" for aircrete, "plastor" is too short): the one catalogue
 * word with the same first letter and the same consonants in order once spellings of one sound are folded (soundKey),
 * about as long. Vowel sounds are where spellings differ most; the consonants carry a long word. Eight letters or
 * more and four consonants or more, and only one such word: a shorter skeleton fits too many words.
 */
function sameConsonants(word: string, candidates: readonly VocabularyCandidate[]): string | null {
  if (!/^[a-z]{8,}$/.test(word)) return null;
  const skeleton = consonantsOf(word);
  if (skeleton.length < 4) return null;
  const found = candidates.filter(
    (c) =>
      c.term !== word &&
      c.term[0] === word[0] &&
      /^[a-z]+$/.test(c.term) &&
      Math.abs(c.term.length - word.length) <= 2 &&
      consonantsOf(c.term) === skeleton,
  );
  return found.length === 1 ? found[0]!.term : null;
}

/**
 * A final "-er" written as British speech says it, without its "r" ("coppa" for copper, "plasta" for plaster): the
 * catalogue word that sounds the same once the typed "-a" is read "-er", with the same first letter; the commoner on
 * a tie. Only that exact sound: five letters are too few for a near one.
 */
function finalRDropped(word: string, candidates: readonly VocabularyCandidate[]): string | null {
  if (!/^[a-z]{3,}[^aeiou]a$/.test(word)) return null;
  const key = soundKey(`${word.slice(0, -1)}er`);
  const alike = candidates.filter((c) => c.term[0] === word[0] && c.term.endsWith("er") && soundKey(c.term) === key);
  return alike.sort((a, b) => b.productCount - a.productCount)[0]?.term ?? null;
}

/**
 * Other catalogue words as near to `word` as `chosen` (chooseCorrection's pick), same first letter, the more used
 * first: "blck" is as near to "black" as to "block", and only the query's other words can tell which was meant
 * (real-word-typos.server.ts tries them when the chosen word's query holds nothing in full). At most two.
 */
export function equallyNear(word: string, chosen: string, candidates: readonly VocabularyCandidate[]): string[] {
  const edits = damerauLevenshtein(word, asTypedPlural(word, chosen)).steps;
  return candidates
    .filter(
      (c) =>
        c.term !== chosen &&
        c.term !== word &&
        c.term[0] === word[0] &&
        damerauLevenshtein(word, asTypedPlural(word, c.term)).steps === edits,
    )
    .sort((a, b) => b.productCount - a.productCount || a.term.localeCompare(b.term))
    .slice(0, 2)
    .map((c) => c.term);
}

/**
 * The catalogue word as the typed word would spell it: with a plural "s" when the typed word ends in one and the
 * catalogue word does not, unless it is nearer as is ("bols" to "bolt").
 */
function asTypedPlural(word: string, term: string): string {
  if (!word.endsWith("s") || term.endsWith("s")) return term;
  const plural = `${term}s`;
  return damerauLevenshtein(word, plural).steps < damerauLevenshtein(word, term).steps ? plural : term;
}

/**
 * A catalogue correction against a word only the tables know (a trade phrase's word, a word the query reader acts on:
 * vocabularyWordFor, readerWordFor). A table word is the weaker target: no product holds it, so nothing confirms the
 * guess, and reading it brings a table's products (a job, a phrase's kind) where the catalogue word would have had
 * to match. So it must be nearer by more than the catalogue word: it counts one edit more, unless it restores a
 * dropped letter (the commonest slip, "uner" → "under"); a catalogue word that sounds as typed counts one edit, and
 * one with another first letter one more (typists rarely miss the first letter). On a tie the one restoring a
 * dropped letter wins, else the catalogue's. A real English word is never bent into a table word except by a
 * restored letter (tableMayCorrect). "guuttering" is one letter from "guttering" (a phrase word, titles say "gutter")
 * and two, with another first letter, from "shuttering": the buyer meant the first.
 */
export function nearerCorrection(word: string, catalogue: string | null, vocabulary: string | null): string | null {
  const table = vocabulary !== null && tableMayCorrect(word, vocabulary) ? vocabulary : null;
  if (!catalogue || !table) return catalogue ?? table;
  const toTable = damerauLevenshtein(word, table).steps + (restoresLetter(word, table) ? 0 : 1);
  const spelt = damerauLevenshtein(word, catalogue).steps;
  const toCatalogue =
    (soundKey(word) === soundKey(catalogue) ? Math.min(1, spelt) : spelt) + (catalogue[0] === word[0] ? 0 : 1);
  if (toTable !== toCatalogue) return toTable < toCatalogue ? table : catalogue;
  // A tie goes to the one restoring a dropped letter, as in chooseCorrection: "thee" is three, not the catalogue's tee.
  // Not against a catalogue word reached by two letters swapped or a neighbouring key, slips as common, which some
  // product confirms ("celar" is clear, not a table's cellar).
  const slip = isSwap(word, catalogue) || isKeySlip(word, catalogue);
  return restoresLetter(word, table) && !restoresLetter(word, catalogue) && !slip ? table : catalogue;
}

/**
 * Whether a table (a trade phrase, a word the query reader acts on) may correct `word` to `to`, a word only it
 * knows. Not a real English word the catalogue lacks, unless `to` only restores a dropped letter ("thee" → three): a
 * real word is more likely meant as typed, for something not stocked ("contract", "tray", "stove"), than a slip
 * towards a table word, and a table reads it as a job or a kind no product text asked for. A word with the same
 * consonants is spelt as heard, its vowels or a sound's spelling changed ("painters cork", "-er" for "-or"), not
 * another word, and may be. The catalogue's own
 * correction of it (chooseCorrection) still applies. Every table word is a target, so this guards them all: a word
 * added to a table cannot pull real words towards it (table-word-corrections.test.ts checks every table).
 */
export function tableMayCorrect(word: string, to: string): boolean {
  return !isEnglishWord(word) || restoresLetter(word, to) || consonantsOf(word) === consonantsOf(to);
}

/**
 * The one word of `list` a single edit from `word` (a swap of neighbours counts as one) with the same first letter,
 * when exactly one fits. Words of six letters or more take any one edit; words of four or five only one that
 * restores a dropped letter (the commonest slip: "mastc", "uner"), so a short real word is never bent into another
 * by a changed letter ("stove", "stone"). Null otherwise.
 */
export function onlyWordOneEditFrom(word: string, list: readonly string[]): string | null {
  if (!/^[a-z]{4,}$/.test(word)) return null;
  const found = list.filter(
    (c) =>
      c !== word &&
      c[0] === word[0] &&
      Math.abs(c.length - word.length) <= 1 &&
      damerauLevenshtein(word, c).steps === 1,
  );
  const only = found.length === 1 ? found[0]! : null;
  return only && (word.length >= 6 || restoresLetter(word, only)) ? only : null;
}

/**
 * The one word of `list` that sounds as `word` does once common English spellings of one sound are read alike
 * (soundKey: "ph" for "f", "z" for "s", a doubled letter), when exactly one does: five letters or more, and the same
 * first sound. The trade-phrase and reader words (reader-words.ts) are matched only one edit away otherwise, so a
 * word spelt as it sounds ("raphters", "creozote", "phlags") found nothing though the catalogue's own words are
 * matched by sound (soundsLike). An exact sound only: a table word has no product count to break a near tie.
 */
export function onlyWordSoundingLike(word: string, list: readonly string[]): string | null {
  if (!/^[a-z]{5,}$/.test(word)) return null;
  const key = soundKey(word);
  // A typed plural sounds like the table's singular with its "s" ("raphters": rafter).
  const plural = word.endsWith("s");
  const found = keysOf(list).filter(
    (c) => c.word !== word && sameFirstSound(word, c.word) && (c.key === key || (plural && c.plural === key)),
  );
  return found.length === 1 ? found[0]!.word : null;
}

/** The tables' words with their sound keys, worked out once per list (the tables never change while running). */
const KEYED = new WeakMap<readonly string[], Array<{ word: string; key: string; plural: string }>>();

function keysOf(list: readonly string[]): Array<{ word: string; key: string; plural: string }> {
  let keyed = KEYED.get(list);
  if (!keyed) {
    keyed = list.map((word) => ({ word, key: soundKey(word), plural: soundKey(`${word}s`) }));
    KEYED.set(list, keyed);
  }
  return keyed;
}

/**
 * A four-letter word is a letter short of its correction ("bick" → "brick", "knuf" → "knauf"): the typed letters in
 * order, one restored. Dropping a letter is the commonest slip; a changed letter is not this ("bulb" is not "bulk").
 */
export function restoresLetter(word: string, correction: string): boolean {
  if (correction.length !== word.length + 1 || correction[0] !== word[0]) return false;
  for (let i = 0; i < correction.length; i++)
    if (correction.slice(0, i) + correction.slice(i + 1) === word) return true;
  return false;
}

/**
 * Nothing close by spelling: a word of six letters or more (four, sounding exactly alike) that sounds like a catalogue word once common English
 * spellings of one sound are read alike ("kelvicks" → "kelvix", "thermalight" → "thermalite": x/cks, igh/i, a
 * silent final e), within one edit (none for a real English word) and with the same first letter (or its sound spelt another way: sameFirstSound). Brand names are often coined
 * that way, and a buyer spells them as they heard them. The commoner word wins a tie.
 */
function soundsLike(word: string, candidates: readonly VocabularyCandidate[]): string | null {
  if (!/^[a-z]{4,}$/.test(word)) return null;
  const key = soundKey(word);
  const english = isEnglishWord(word);
  // Since session 22 a short word too ("glew", "scru"), only as it sounds exactly and never a real word: two edits
  // in four letters are otherwise another word.
  if (word.length < 6 && english) return null;
  const near = word.length < 6 || english ? 0 : 1;
  let best: { term: string; edits: number; count: number } | null = null;
  for (const c of candidates) {
    if (c.term === word || !sameFirstSound(word, c.term) || !/^[a-z]+$/.test(c.term)) continue;
    const other = soundKey(c.term);
    // Sounds alike, spelt alike in length too: "blockss" (bloks) is not "box" (boks), whose sound key is as near.
    if (Math.abs(c.term.length - word.length) > 2) continue;
    if (Math.abs(other.length - key.length) > 1) continue;
    const edits = damerauLevenshtein(key, other).steps;
    // A real English word is corrected only to a word that sounds just as it does: a near sound is another word.
    if (edits > near) continue;
    if (!best || edits < best.edits || (edits === best.edits && c.productCount > best.count)) {
      best = { term: c.term, edits, count: c.productCount };
    }
  }
  return best?.term ?? null;
}
