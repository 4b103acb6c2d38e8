import type { Db } from "../db/client.server.ts";
import { normaliseText } from "../ingest/normalise/text.ts";
import { analyseQueryWords } from "./analyse-query-words.server.ts";
import { CONTEXT_WORDS } from "./parse-search-query.ts";

/** Words that end the query's head besides the clause words: what follows is a second kind or a clause. */
const HEAD_ENDS = new Set("with without instead and or to of".split(" "));

/**
 * Since session 24, for a query that found nothing anywhere (search-products.server.ts): the typed query with each
 * word of what it asks for (the words before its first clause) that no title carries whole but a title prints as the
 * head of a run-together word ("soil" in "Topsoil", "boards" in "Floorboards": compound-heads.ts) replaced by that
 * word, or null when it has none. Only then: a word no title carries is otherwise left out or, alone, finds nothing,
 * and a query that finds something with it as typed ("gravel stones") is never read so. In a clause the word says
 * where or what on ("in clay soil"), as the reader reads it, so it stays. Every other word of the head must be one
 * some title holds.
 * Cost: one word analysis (cached from the query's own preparation) and, only when a word is replaced, one search.
 */
export async function withCompoundHeads(db: Db, q: string): Promise<{ text: string; to: string[] } | null> {
  const typed = q.toLowerCase().trim().split(/\s+/).filter(Boolean);
  const end = typed.findIndex((w, i) => i > 0 && (CONTEXT_WORDS.has(w) || HEAD_ENDS.has(w)));
  const head = end < 0 ? typed.length : end;
  const canonical = (w: string) => normaliseText(w).trim();
  const lettered = typed.slice(0, head).filter((w) => /^[a-z]{4,}$/.test(w));
  if (lettered.length === 0) return null;
  const analysis = await analyseQueryWords(db, [...new Set(lettered.map(canonical))]);
  const to: string[] = [];
  let unheld = 0;
  const text = typed.map((w, i) => {
    const found = i < head && /^[a-z]{4,}$/.test(w) ? analysis.get(canonical(w)) : undefined;
    if (found?.compound === undefined) {
      if (found && !found.strong && !found.stopword) unheld += 1;
      return w;
    }
    to.push(found.compound);
    return found.compound;
  });
  // Every other word asked for is the catalogue's: beside a word no title holds ("a4 printer paper") the query is
  // about something else, and the compound ("sandpaper") would be a guess at it.
  return to.length > 0 && unheld === 0 ? { text: text.join(" "), to } : null;
}
