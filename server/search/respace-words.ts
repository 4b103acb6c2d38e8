import type { WordAnalysis } from "./analyse-query-words.server.ts";

/**
 * Words typed joined or split differently from the catalogue: "peashingle" is "pea shingle", "hard wood" is
 * "hardwood". Only a word the catalogue's names do not use is re-spaced (a real word is never changed), and only
 * into words the names do use, so a query of words the catalogue knows reads exactly as before, and gibberish
 * still finds nothing. Re-spacing comes before typo correction: an exact catalogue word beats a guessed one
 * ("hard" is one letter from "hand").
 */

/** Unknown words beside another word: the joined forms to look up ("hard wood" → "hardwood"). */
export function joinCandidates(words: readonly string[], analysis: ReadonlyMap<string, WordAnalysis>): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < words.length; i += 1) {
    const [left, right] = [words[i]!, words[i + 1]!];
    if (!isLetters(left) || !isLetters(right)) continue;
    if (isUnused(analysis.get(left)) || isUnused(analysis.get(right))) out.push(left + right);
  }
  return out;
}

/**
 * The words re-spaced: an unknown word beside another whose join is a catalogue word is joined with it; an
 * unknown word made of two catalogue words is split. `joined` holds the analyses of joinCandidates' words.
 */
export function respaceWords(
  words: readonly string[],
  analysis: ReadonlyMap<string, WordAnalysis>,
  joined: ReadonlyMap<string, WordAnalysis>,
): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const next = words[i + 1];
    const found = analysis.get(word);
    if (next !== undefined && (isUnused(found) || isUnused(analysis.get(next)))) {
      const together = joined.get(word + next);
      if (together?.strong) {
        out.push(word + next);
        i += 1;
        continue;
      }
    }
    if (isUnused(found) && found!.split) out.push(...found!.split);
    else out.push(word);
  }
  return out;
}

function isUnused(found: WordAnalysis | undefined): boolean {
  return found !== undefined && !found.strong && !found.stopword;
}

function isLetters(word: string): boolean {
  return /^[a-z]+$/.test(word);
}
