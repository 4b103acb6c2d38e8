import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import type { RateLimit } from "../../shared/form-limits.ts";

export type RateLimitAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Checks a sliding-window limit and, when allowed, records the attempt. The check and the insert
 * run under a transaction-scoped advisory lock on the key, so two concurrent posts cannot both
 * take the last slot.
 */
export async function takeRateLimitSlot(
  db: Db,
  form: string,
  clientKey: string,
  limit: RateLimit,
): Promise<RateLimitAnswer> {
  return db.transaction(async (t) => {
    await t.execute(sql`select pg_advisory_xact_lock(hashtext(${`${form}:${clientKey}`}))`);
    const [row] = await queryRows<{ used: number; oldest_age: number | null }>(
      t,
      sql`select count(*)::int as used,
                 extract(epoch from now() - min(created_at))::float8 as oldest_age
          from form_attempts
          where form = ${form} and client_key = ${clientKey}
            and created_at > now() - make_interval(secs => ${limit.windowSeconds})`,
    );
    const used = Number(row?.used ?? 0);
    if (used >= limit.max) {
      const oldestAge = Number(row?.oldest_age ?? 0);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(limit.windowSeconds - oldestAge)) };
    }
    await t.execute(sql`insert into form_attempts (form, client_key) values (${form}, ${clientKey})`);
    return { allowed: true };
  });
}

/** Old attempts are only kept for the longest window; called now and then by the server. */
export async function pruneFormAttempts(db: Db, olderThanSeconds = 2 * 24 * 60 * 60): Promise<void> {
  await db.execute(
    sql`delete from form_attempts where created_at < now() - make_interval(secs => ${olderThanSeconds})`,
  );
}
