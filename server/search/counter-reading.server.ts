import type { Db } from "../db/client.server.ts";
import { counterReadings, linksTwoNouns } from "./counter-readings.ts";
import { prepareSearch } from "./prepare-search.server.ts";
import type { PreparedSearch } from "./prepared-search.ts";

/**
 * For a query that found nothing in any category: the trade counter's reading (counter-readings.ts), prepared and
 * ranked, or null. Only a query whose every word the catalogue knows (none left out, none unknown) is read so: a
 * word no product holds is what a query for something not sold looks like. A reading is kept only when it leaves
 * out no word, reads no word the first reading did not (no new term, no new correction) and some product holds
 * every kept word (`allMatches`): the kind asked for, not a relaxed guess at it. Of the first group with such a reading
 * (most terms kept), the one moving the most describing words, then finding the most products, is kept.
 * Cost: nothing for a query that finds anything; otherwise at most MAX_COUNTER_READINGS prepares and ranks.
 */
export async function counterReading<T extends { allMatches: number; total: number }>(
  db: Db,
  prepared: PreparedSearch,
  rank: (prepared: PreparedSearch) => Promise<T | null>,
): Promise<{ prepared: PreparedSearch; ranked: T } | null> {
  if (prepared.empty || prepared.ignoredWords.length > 0 || linksTwoNouns(prepared.text)) return null;
  const typedTerms = new Set(prepared.terms.map((t) => t.words.join(" ")));
  const groups = counterReadings(
    prepared.terms,
    prepared.contextTerms,
    prepared.sizes.map((s) => s.label),
  );
  for (const group of groups) {
    let best: { prepared: PreparedSearch; ranked: T; describing: number } | null = null;
    for (const reading of group) {
      const again = await prepareSearch(db, reading.text);
      const sameWords =
        !again.empty &&
        again.ignoredWords.length === 0 &&
        again.terms.length === reading.kept &&
        again.terms.every((t) => typedTerms.has(t.words.join(" "))) &&
        again.corrections.every((c) => prepared.corrections.some((p) => p.to === c.to));
      if (!sameWords) continue;
      const ranked = await rank(again);
      if (!ranked || ranked.allMatches === 0) continue;
      const better =
        best === null ||
        reading.describingMoved > best.describing ||
        (reading.describingMoved === best.describing && ranked.allMatches > best.ranked.allMatches);
      if (better) best = { prepared: again, ranked, describing: reading.describingMoved };
    }
    if (best) return { prepared: best.prepared, ranked: best.ranked };
  }
  return null;
}
