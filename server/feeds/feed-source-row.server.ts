import { z } from "zod";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { countColumn, queryCheckedRows, timestampColumn } from "../db/query-rows.server.ts";
import { scheduleFromColumns, type FeedSchedule } from "./feed-schedule.ts";

const nullableTime = timestampColumn.nullable();

/** One feed_sources row as the feeds code reads it (checked, not cast). */
const FeedSourceRowSchema = z
  .object({
    merchantSlug: z.string(),
    url: z.string(),
    everySeconds: countColumn.nullable(),
    cron: z.string().nullable(),
    feedCurrency: z.string().nullable(),
    allowHttp: z.boolean(),
    nextDueAt: timestampColumn,
    etag: z.string().nullable(),
    lastModified: z.string().nullable(),
    validatorsFor: z.string().nullable(),
    lastImportId: countColumn.nullable(),
    lastAttemptAt: nullableTime,
    lastOutcome: z.string().nullable(),
    lastSuccessAt: nullableTime,
    lastFailureAt: nullableTime,
    lastError: z.string().nullable(),
    consecutiveFailures: countColumn,
    failureNotifiedAt: nullableTime,
    runningSince: nullableTime,
    runningBy: z.string().nullable(),
  })
  .transform(({ everySeconds, cron, ...row }) => ({
    ...row,
    schedule: scheduleFromColumns(everySeconds, cron) satisfies FeedSchedule,
  }));

export type FeedSource = z.output<typeof FeedSourceRowSchema>;

const columns = sql`merchant_slug as "merchantSlug", url, every_seconds as "everySeconds", cron,
  feed_currency as "feedCurrency", allow_http as "allowHttp", next_due_at as "nextDueAt", etag,
  last_modified as "lastModified", validators_for as "validatorsFor", last_import_id as "lastImportId",
  last_attempt_at as "lastAttemptAt", last_outcome as "lastOutcome", last_success_at as "lastSuccessAt",
  last_failure_at as "lastFailureAt", last_error as "lastError", consecutive_failures as "consecutiveFailures",
  failure_notified_at as "failureNotifiedAt", running_since as "runningSince", running_by as "runningBy"`;

/** One merchant's registered feed, or null. */
export async function loadFeedSource(db: Db, slug: string): Promise<FeedSource | null> {
  const rows = await queryCheckedRows(
    db,
    sql`select ${columns} from feed_sources where merchant_slug = ${slug}`,
    FeedSourceRowSchema,
  );
  return rows[0] ?? null;
}

/** Every registered feed, by merchant. */
export async function listFeedSources(db: Db): Promise<FeedSource[]> {
  return queryCheckedRows(db, sql`select ${columns} from feed_sources order by merchant_slug`, FeedSourceRowSchema);
}

/** The merchants whose feed is due at `now`, longest overdue first. */
export async function listDueFeeds(db: Db, now: Date): Promise<string[]> {
  const rows = await queryCheckedRows(
    db,
    sql`select merchant_slug as "merchantSlug" from feed_sources where next_due_at <= ${now.toISOString()}
        order by next_due_at, merchant_slug`,
    z.object({ merchantSlug: z.string() }),
  );
  return rows.map((r) => r.merchantSlug);
}

/** When the next feed is due (null: no feed registered): the scheduler wakes no later than that. */
export async function nextDueTime(db: Db): Promise<Date | null> {
  const rows = await queryCheckedRows(
    db,
    sql`select min(next_due_at) as "at" from feed_sources`,
    z.object({ at: nullableTime }),
  );
  return rows[0]?.at ?? null;
}
