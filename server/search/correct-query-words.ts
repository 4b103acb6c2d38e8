import type { WordAnalysis } from "./analyse-query-words.server.ts";
import { isPackWordAsTyped } from "./pack-and-tier-words.ts";
import damerauLevenshtein from "damerau-levenshtein";
import { maxEdits, restoresLetter, tableMayCorrect } from "./choose-correction.ts";
import { isCorrectable } from "./parse-search-query.ts";
import { readAs } from "./respace-words.ts";
import { isColourWord, matchSynonymPhrases, phraseWordFor } from "./synonym-phrases.ts";

// The typed words' corrections for prepare-search.server.ts, from one analysis of the query's words
// (analyse-query-words.server.ts): which unknown words are corrected, and which are read again.

/**
 * Replaces words the catalogue does not use with its nearest word. Five letters or more, always;
 * four only when the query backs it up: another word the catalogue uses ("sharp snad"), or a
 * trade phrase the correction completes ("breeze blok"), or when the correction only restores a
 * dropped letter ("knuf" → "knauf", "bicks" read as "bick" → "brick"). Alone, "bulb" must not become "bulk".
 */
export function correctWords(
  words: readonly string[],
  analysis: Map<string, WordAnalysis>,
  corrections: Array<{ from: string; to: string }>,
  mayBend: (word: string, to: string) => boolean = () => true,
): string[] {
  const supported = backedUp(words, analysis);
  return words.map((word, i) => {
    const found = analysis.get(word);
    // A typo beside its trade phrase's other word ("breeze blcok"): the phrase decides, even for short words. A real
    // English word is no such typo ("shower tray" is no shower trap): tableMayCorrect.
    const phraseWord = found && !found.strong ? phraseWordFor(words, i) : null;
    const inPhrase = phraseWord !== null && tableMayCorrect(word, phraseWord) ? phraseWord : null;
    const to = inPhrase ?? found?.correction;
    // A pack word ("paint tins") says how the kind is sold, a colour what it looks like: corrected, either would
    // name another product ("ties", "pine").
    if (!found || found.strong || !to || isPackWordAsTyped(word) || isColourWord(word)) return word;
    if (inPhrase) {
      corrections.push({ from: word, to });
      return to;
    }
    // A real word one changed letter from its correction, with nothing beside it to confirm it (real-word-pairs).
    if (!mayBend(word, to)) return word;
    const allowed =
      isCorrectable(word) ||
      (word.length === 4 &&
        (supported ||
          restoresLetter(word, to) ||
          (tableMayCorrect(word, to) && completesPhrase([...words.slice(0, i), to, ...words.slice(i + 1)], i))));
    if (!allowed) return word;
    corrections.push({ from: word, to });
    return to;
  });
}

/** Another word of the query the catalogue's names use, or a word of a known trade phrase ("guttering", "osb3"). */
export function backedUp(words: readonly string[], analysis: Map<string, WordAnalysis>): boolean {
  // Words of a trade phrase are never analysed: the phrase is known.
  const inPhrase = new Set(matchSynonymPhrases(words).flatMap((m) => (m.groupKeys.length > 0 ? m.words : [])));
  return words.some((w) => analysis.get(w)?.strong === true || inPhrase.has(w));
}

/**
 * Plurals the reader reads shorter, when no product uses what was read and what was read has no correction it may
 * take alone: the typed words to look up instead. Four letters read as three are too short to correct ("bols" read
 * "bol"); five read as four need the query's backing ("nsils" read "nsil"), though five typed letters do not; and a
 * misspelt word read as a plural it is not loses the letter its correction needs ("acrsos" read "acrso"): looked up
 * as typed, but that last kind is taken (prepare-search.server.ts) only to a word the reader acts on: a word read
 * again is searched as typed, and a catalogue word reached so would match where a correction would not. A word that
 * may be an "-ss" word typed with one "s" ("stainles", "hacknes": singleSEnding) is looked up as typed too, whatever
 * its reading's correction ("stainle" reads as stain): prepare-search.server.ts takes it only to the word with its
 * "s" restored.
 */
export function shortPlurals(typed: string, analysis: Map<string, WordAnalysis>): string[] {
  return typed.split(" ").filter((w) => {
    const read = readAs(w);
    const found = analysis.get(read);
    return (
      /^[a-z]{4,}$/.test(w) &&
      read.length < w.length &&
      !isPackWordAsTyped(read) &&
      found !== undefined &&
      !found.strong &&
      !found.known &&
      (read.length <= 4 || found.correction === null || singleSEnding(w))
    );
  });
}

/**
 * Typed words corrected to a word only the query reader knows (reader-words.ts), or to a catalogue word that
 * completes a trade phrase with the words beside it ("no more naiils", "compresssion fitting"): read again
 * corrected, and so is a word corrected by sound (correctedBySound). Phrases are matched on the words as typed, so a
 * corrected word alone would lose its phrase's group.
 */
export function readAgain(
  words: readonly string[],
  analysis: Map<string, WordAnalysis>,
  mayBend: (word: string, to: string) => boolean = () => true,
): Array<{ from: string; to: string }> {
  const out: Array<{ from: string; to: string }> = [];
  words.forEach((word, i) => {
    const found = analysis.get(word);
    const to = found?.correction;
    // A pack or colour word is no misspelling, as in correctWords: "rubble sacks" holds no soil stack.
    if (!to || found.strong || isPackWordAsTyped(word) || isColourWord(word)) return;
    if (!mayBend(word, to)) return;
    const corrected = [...words.slice(0, i), to, ...words.slice(i + 1)];
    // A four-letter real word is corrected only with the query's backing, not because a phrase would complete.
    const phrase =
      word.length >= 4 && (isCorrectable(word) || tableMayCorrect(word, to)) && completesPhrase(corrected, i);
    if (found.readerCorrection || phrase || correctedBySound(words, i, to)) out.push({ from: word, to });
  });
  return out;
}

/**
 * A word of five letters or more corrected by sound, further than spelling slips reach (maxEdits: "tymbar" for
 * timber), beside other words: read again corrected, so the words beside it are read as if typed correctly (a pair
 * the catalogue writes as one word, "roof boured" like "roof board", is joined as the correct pair is). A slip within
 * the edit limit is corrected in place as before.
 */
function correctedBySound(words: readonly string[], index: number, to: string): boolean {
  const word = words[index]!;
  return (
    words.length > 1 &&
    isCorrectable(word) &&
    !isPackWordAsTyped(word) &&
    !isColourWord(word) &&
    damerauLevenshtein(word, to).steps > maxEdits(word)
  );
}

function completesPhrase(words: readonly string[], index: number): boolean {
  let position = 0;
  for (const segment of matchSynonymPhrases(words)) {
    const end = position + segment.words.length;
    if (index >= position && index < end) return segment.words.length > 1 && segment.groupKeys.length > 0;
    position = end;
  }
  return false;
}

/** A vowel before one final "s": how a word ending "-ss" ("-ness", "-less", "glass", "cross") reads with one dropped. */
function singleSEnding(word: string): boolean {
  return /[aeiou]s$/.test(word);
}
