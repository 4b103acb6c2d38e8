import type { Db } from "../db/client.server.ts";
import { taskShape } from "./intent-fallback.server.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { prepareSearch } from "./prepare-search.server.ts";
import type { PreparedSearch } from "./prepared-search.ts";

/**
 * A query of three words or more that found nothing anywhere as a product's name, and has no joining word to say it
 * is a sentence ("bathroom walls kids scribble on", "garden path goes green in winter"): read again as a sentence,
 * so the job, problem and want tables (job-phrases*.ts, part-states.ts) that only read sentences may name the kinds
 * it asks for. Kept only when a table did read it (a term of kinds with no typed word); otherwise the query stays
 * empty, as a name nobody sells should.
 * Risk: a no-match name holding a table's problem and thing words now answers with that problem's kinds.
 */
export async function sentenceReading<T extends { total: number }>(
  db: Db,
  q: string,
  rank: (prepared: PreparedSearch) => Promise<T | null>,
): Promise<{ prepared: PreparedSearch; ranked: T } | null> {
  if (taskShape(q) !== null || tokeniseQuery(q).words.length < 3) return null;
  const again = await prepareSearch(db, q, { sentence: true });
  const tableRead = again.terms.some((t) => t.words.length === 0 && t.groupKeys.length > 0);
  if (again.empty || !tableRead) return null;
  const ranked = await rank(again);
  return ranked && ranked.total > 0 ? { prepared: again, ranked } : null;
}
