import { z } from "zod";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { countColumn, queryCheckedRows } from "../db/query-rows.server.ts";
import { HISTORY_LENGTH, type ImportCounts } from "./feed-health.ts";

const HistoryRow = z.object({
  merchantSlug: z.string(),
  rowsRead: countColumn,
  rowsRejected: countColumn,
  rowsWarned: countColumn,
});

/**
 * The row counts of each merchant's latest applied imports, newest first: the latest and the HISTORY_LENGTH before
 * it (feed_imports, whoever ran them: the scheduler, `feeds run` or `buildcompare import`).
 */
export async function loadImportHistory(db: Db, slugs: readonly string[]): Promise<Map<string, ImportCounts[]>> {
  const history = new Map<string, ImportCounts[]>(slugs.map((slug) => [slug, []]));
  if (slugs.length === 0) return history;
  const rows = await queryCheckedRows(
    db,
    sql`select merchant_slug as "merchantSlug", rows_read as "rowsRead", rows_rejected as "rowsRejected",
          rows_warned as "rowsWarned"
        from (select *, row_number() over (partition by merchant_slug order by id desc) as position
              from feed_imports where status = 'applied' and merchant_slug in (select jsonb_array_elements_text(${JSON.stringify(slugs)}::jsonb))) recent
        where position <= ${HISTORY_LENGTH + 1}
        order by merchant_slug, position`,
    HistoryRow,
  );
  for (const { merchantSlug, ...counts } of rows) history.get(merchantSlug)?.push(counts);
  return history;
}
