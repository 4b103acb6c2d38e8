import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import type { MailingList } from "../../shared/mailing-lists.ts";

export type UnsubscribeOutcome = { status: "unsubscribed"; email: string; list: MailingList } | { status: "unknown" };

/** One click, no questions: the address stops counting at once (repeating it is harmless). */
export async function unsubscribe(db: Db, token: string): Promise<UnsubscribeOutcome> {
  const [row] = await queryRows<{ email: string; list: MailingList }>(
    db,
    sql`update subscriptions set status = 'unsubscribed', confirm_token_hash = null,
          unsubscribed_at = coalesce(case when status = 'unsubscribed' then unsubscribed_at end, now())
        where unsubscribe_token = ${token}
        returning email, list`,
  );
  return row ? { status: "unsubscribed", email: row.email, list: row.list } : { status: "unknown" };
}
