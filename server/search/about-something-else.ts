/**
 * Since session 24: a query about something the merchants do not sell, whose everyday English words the catalogue
 * lacks outnumber the words it has that say what ("dining table and chairs": a "Table X" copper grade; "loose packed
 * curtain pole": a pack word and "pole"), none of them a kind the trade's vocabulary names. Such words are not noise
 * to leave out (prepare-search.server.ts keeps them, so the query finds nothing): they are what the query is about.
 * Not beside a section ("garden shed 8x6"), which names products by itself, nor when a known word names a kind, nor in
 * a sentence about a job (a clause or a task: "make mortar softer to work with", whose verb and state are no
 * product): only a bare list of words is read so.
 */
import type { QueryTerm } from "./parse-search-query.ts";
import { isPackWord } from "./pack-and-tier-words.ts";
import { describesLookOrPack, isDescribingWord } from "./describing-words.ts";
import { isEnglishWord } from "./english-words.ts";

export function aboutSomethingElse(
  known: readonly QueryTerm[],
  unknown: ReadonlySet<string>,
  shape: { sectionAsked: boolean; sentence: boolean },
): boolean {
  if (shape.sectionAsked || shape.sentence || known.some((t) => t.groupKeys.length > 0)) return false;
  if (![...unknown].every(isEnglishWord)) return false;
  // Unknown words that only describe ("small", "size", "replacement") are no other thing asked for; a place or a
  // state is ("dining table", "sliding doors").
  const about = [...unknown].filter((w) => !describesLookOrPack(w));
  if (about.length < 2) return false;
  // The known words that say what: not how it comes or looks ("packed", "drum", "grey").
  const sayWhat = known.filter((t) => !isPackWord(t) && !t.words.every(isDescribingWord));
  return sayWhat.length < about.length;
}
