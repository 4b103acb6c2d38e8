import { z } from "zod";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { countColumn, queryCheckedRows, timestampColumn } from "../db/query-rows.server.ts";
import { queueEmail } from "../mail/queue-email.server.ts";
import { nextRunAfter, retryAfter } from "./feed-schedule.ts";
import type { FeedSource } from "./feed-source-row.server.ts";
import { FAILURES_BEFORE_EMAIL, failingFeedEmail, oneLine, recoveredFeedEmail } from "./feed-notices.ts";

/** The validators stored for the next conditional GET, with what they were stored under. */
export interface StoredValidators {
  etag: string | null;
  lastModified: string | null;
  validFor: string;
}

export type SuccessOutcome = "imported" | "not-modified";

/**
 * The run's result applies to the feed as it was registered when the run began. Re-registered meanwhile (`feeds
 * add` with a new address, currency or schedule): its new settings made it due at once, so neither the due time nor
 * the validators nor the failure count of the old settings is written over them.
 */
function sameSettings(source: FeedSource) {
  const every = source.schedule.kind === "every" ? source.schedule.seconds : null;
  const cron = source.schedule.kind === "cron" ? source.schedule.pattern : null;
  return sql`(url = ${source.url} and feed_currency is not distinct from ${source.feedCurrency}
    and every_seconds is not distinct from ${every}::int and cron is not distinct from ${cron}::text)`;
}

const Updated = z.object({ failures: countColumn, notifiedAt: timestampColumn.nullable() });

/**
 * Records a successful run: the failure count restarts, the feed is next due by its schedule, and the operator
 * hears that a feed they were told was failing works again (in the same transaction: the e-mail and the state
 * it reports are kept or lost together).
 */
export async function recordFeedSuccess(
  db: Db,
  source: FeedSource,
  result: { outcome: SuccessOutcome; importId: number; validators: StoredValidators | null; now: Date },
  operatorEmail: string,
): Promise<{ recoveryNotified: boolean }> {
  const same = sameSettings(source);
  const next = nextRunAfter(source.schedule, result.now).toISOString();
  const v = result.validators;
  return db.transaction(async (t) => {
    const rows = await queryCheckedRows(
      t,
      sql`update feed_sources set last_attempt_at = ${result.now.toISOString()}, last_outcome = ${result.outcome},
            last_success_at = ${result.now.toISOString()}, last_import_id = ${result.importId},
            running_since = null, running_by = null,
            next_due_at = case when ${same} then ${next}::timestamptz else next_due_at end,
            consecutive_failures = case when ${same} then 0 else consecutive_failures end,
            failure_notified_at = case when ${same} then null else failure_notified_at end,
            etag = case when ${same} and ${v !== null} then ${v?.etag ?? null} else etag end,
            last_modified = case when ${same} and ${v !== null} then ${v?.lastModified ?? null} else last_modified end,
            validators_for = case when ${same} and ${v !== null} then ${v?.validFor ?? null} else validators_for end
          where merchant_slug = ${source.merchantSlug}
          returning consecutive_failures as failures, failure_notified_at as "notifiedAt"`,
      Updated,
    );
    // Removed during the run, or re-registered (its own failure streak was kept): nothing to announce.
    const recovered = rows[0] !== undefined && rows[0].failures === 0 && source.failureNotifiedAt !== null;
    if (recovered) {
      await queueEmail(t, recoveredFeedEmail(operatorEmail, source, source.consecutiveFailures));
    }
    return { recoveryNotified: recovered };
  });
}

/**
 * Records a failed run and when to retry (backing off: retryAfter). The operator is e-mailed when the failures
 * in a row reach FAILURES_BEFORE_EMAIL, once per run of failures.
 */
export async function recordFeedFailure(
  db: Db,
  source: FeedSource,
  failure: { error: string; now: Date },
  operatorEmail: string,
): Promise<{ failures: number; retryAt: Date; notified: boolean }> {
  const same = sameSettings(source);
  const failures = source.consecutiveFailures + 1;
  const retryAt = retryAfter(source.schedule, failures, failure.now);
  const error = oneLine(failure.error, 2000);
  return db.transaction(async (t) => {
    const rows = await queryCheckedRows(
      t,
      sql`update feed_sources set last_attempt_at = ${failure.now.toISOString()}, last_outcome = 'failed',
            last_failure_at = ${failure.now.toISOString()}, last_error = ${error},
            running_since = null, running_by = null,
            next_due_at = case when ${same} then ${retryAt.toISOString()}::timestamptz else next_due_at end,
            consecutive_failures = case when ${same} then consecutive_failures + 1 else consecutive_failures end
          where merchant_slug = ${source.merchantSlug}
          returning consecutive_failures as failures, failure_notified_at as "notifiedAt"`,
      Updated,
    );
    const row = rows[0];
    if (!row) return { failures, retryAt, notified: false };
    const notify = row.failures >= FAILURES_BEFORE_EMAIL && row.notifiedAt === null;
    if (notify) {
      await queueEmail(t, failingFeedEmail(operatorEmail, source, { failures: row.failures, error, retryAt }));
      await t.execute(
        sql`update feed_sources set failure_notified_at = ${failure.now.toISOString()}
            where merchant_slug = ${source.merchantSlug}`,
      );
    }
    return { failures: row.failures, retryAt, notified: notify };
  });
}

/** Marks the feed as being run by this process (feeds status shows it); the lock is what keeps runs apart. */
export async function markFeedRunning(db: Db, slug: string, runner: string, now: Date): Promise<void> {
  await db.execute(
    sql`update feed_sources set running_since = ${now.toISOString()}, running_by = ${runner}
        where merchant_slug = ${slug}`,
  );
}
