import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { queryCheckedRows } from "../db/query-rows.server.ts";
import type { WordAnalysis } from "./analyse-query-words.server.ts";
import { realWordMayBecome, soundCorrection } from "./english-word-corrections.ts";
import { readAs } from "./respace-words.ts";

const pairRow = z.object({ word: z.string() });

/**
 * Real English words whose doubtful correction (one letter changed, no slip: realWordMayBecome) a neighbouring typed
 * word confirms: the correction and that word stand side by side in some product's text ("kill dried" → kiln dried,
 * "shark sand" → sharp sand, "arras rail" → arris rail, a phone's autocorrection of a trade word). Unconfirmed, the
 * real word is kept as typed: "wood burning stove" holds no stone, "after flushing" no flashing, and a merchant not
 * stocking the thing should show nothing. `typed` is the query's words as typed; `analysis` holds their readings
 * (or the typed words themselves, for plurals looked up as typed). Grammar words confirm nothing (a pair PostgreSQL
 * reads as fewer than two words is dropped).
 * Cost: one statement, only for a query with such a word.
 */
export async function pairedCorrections(
  db: Db,
  typed: readonly string[],
  analysis: ReadonlyMap<string, WordAnalysis>,
): Promise<Set<string>> {
  const pairs: Array<{ word: string; query: string }> = [];
  typed.forEach((raw, i) => {
    for (const word of new Set([readAs(raw), raw])) {
      const found = analysis.get(word);
      const to = found?.correction;
      if (!found || found.strong || !to || !/^[a-z]+$/.test(to) || realWordMayBecome(word, to)) continue;
      // A correction by sound (soundCorrection) is confirmed by any other word of the query in the same product's
      // text ("steel lentil 1200": a steel lintel), not only by a neighbour; as a word's start too, for a name the
      // titles run together with its number ("osb 3 bored": OSB3 Board).
      if (soundCorrection(word, to)) {
        for (const other of typed)
          if (other !== raw && /^[a-z]{3,}$/.test(other) && !analysis.get(readAs(other))?.stopword)
            pairs.push({ word, query: `${to} & ${other}:*` });
        continue;
      }
      for (const [at, before] of [
        [i - 1, true],
        [i + 1, false],
      ] as const) {
        const other = typed[at];
        if (!other || !/^[a-z]{2,}$/.test(other) || analysis.get(readAs(other))?.stopword) continue;
        pairs.push({ word, query: before ? `${other} <-> ${to}` : `${to} <-> ${other}` });
      }
    }
  });
  if (pairs.length === 0) return new Set();
  const rows = await queryCheckedRows(
    db,
    sql`select p.word from (values ${sql.join(
      pairs.map((p) => sql`(${p.word}::text, ${p.query}::text)`),
      sql`, `,
    )}) as p(word, q)
      where numnode(to_tsquery('english', p.q)) = 3
        and exists (select 1 from search_documents d where d.document @@ to_tsquery('english', p.q))`,
    pairRow,
  );
  return new Set(rows.map((r) => r.word));
}
