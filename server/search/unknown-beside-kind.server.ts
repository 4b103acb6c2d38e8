import type { Db } from "../db/client.server.ts";
import { normaliseText } from "../ingest/normalise/text.ts";
import { analyseQueryWords } from "./analyse-query-words.server.ts";
import { isEnglishWord } from "./english-words.ts";
import { unknownBesideKind, type HeadWord } from "./unknown-beside-kind.ts";

/** Words that end the query's head: what follows is a clause ("for the loft", "instead of …") or a second kind. */
const CLAUSE_WORDS = new Set("for with without instead and or to in on into from by of".split(" "));

/**
 * The typed query without the unknown words a trade counter would ignore beside the kind typed after them
 * (unknown-beside-kind.ts), or null when there are none. `corrections`: the query's first reading's. For a query that found nothing anywhere
 * (search-products.server.ts): the caller searches this text as if typed. Cost: one word analysis (cached from
 * the query's own preparation), then at most one more search.
 */
export async function withoutUnknownBesideKind(
  db: Db,
  q: string,
  corrections: ReadonlyArray<{ from: string; to: string }> = [],
): Promise<string | null> {
  const typed = q.toLowerCase().trim().split(/\s+/).filter(Boolean);
  const end = typed.findIndex((w, i) => i > 0 && CLAUSE_WORDS.has(w));
  const head = end < 0 ? typed : typed.slice(0, end);
  const canonical = (w: string) => normaliseText(w).trim();
  const lettered = head.filter((w) => /^[a-z]+$/.test(w));
  if (lettered.length < 2) return null;
  const analysis = await analyseQueryWords(db, [...new Set(lettered.map(canonical))]);
  const words: HeadWord[] = head.map((w) => ({
    typed: w,
    canonical: canonical(w),
    // A size, a code or a number is never left out.
    strong: /^[a-z]+$/.test(w) ? analysis.get(canonical(w))?.strong === true : true,
  }));
  // A word the query's reading corrected to an English word ("coppper" → copper) is that word misspelt: judged as it.
  const readAs = new Map(corrections.map((c) => [c.from, c.to]));
  const drop = unknownBesideKind(
    words,
    (w) => isEnglishWord(w) || isEnglishWord(readAs.get(w) ?? readAs.get(canonical(w)) ?? w),
  );
  if (drop === null) return null;
  return typed.filter((_, i) => !drop.includes(i)).join(" ");
}
