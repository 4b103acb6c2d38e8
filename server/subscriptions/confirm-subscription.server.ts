import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { CONFIRMATION_TTL_HOURS, type MailingList } from "../../shared/mailing-lists.ts";
import { hashToken } from "./subscription-tokens.server.ts";

export type ConfirmOutcome =
  | { status: "confirmed"; email: string; list: MailingList; unsubscribeToken: string }
  | { status: "expired" | "unknown" };

/** Confirms the sign-up a link was sent for; a used, replaced or unknown link confirms nothing. */
export async function confirmSubscription(db: Db, token: string): Promise<ConfirmOutcome> {
  const hash = hashToken(token);
  const [row] = await queryRows<{ email: string; list: MailingList; unsubscribe_token: string; expired: boolean }>(
    db,
    sql`update subscriptions s set
          status = case when expired then s.status else 'confirmed' end,
          confirmed_at = case when expired then s.confirmed_at else now() end,
          confirm_token_hash = case when expired then s.confirm_token_hash else null end
        from (select id, confirmation_sent_at < now() - make_interval(hours => ${CONFIRMATION_TTL_HOURS}) as expired
              from subscriptions where confirm_token_hash = ${hash} and status = 'pending') m
        where s.id = m.id
        returning s.email, s.list, s.unsubscribe_token, m.expired`,
  );
  if (!row) return { status: "unknown" };
  if (row.expired) return { status: "expired" };
  return { status: "confirmed", email: row.email, list: row.list, unsubscribeToken: row.unsubscribe_token };
}
