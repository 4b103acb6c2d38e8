import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { queryCheckedRows } from "../db/query-rows.server.ts";
import { CONFIRMATION_TTL_HOURS, MAILING_LIST_IDS, type MailingList } from "../../shared/mailing-lists.ts";
import { hashToken } from "./subscription-tokens.server.ts";

export type ConfirmationLookup =
  { status: "pending"; email: string; list: MailingList } | { status: "expired" | "unknown" };

const pendingRow = z.object({ email: z.string(), list: z.enum(MAILING_LIST_IDS), expired: z.boolean() });

/**
 * What a confirmation link would confirm, read only: opening the link (GET or HEAD, as mail scanners do)
 * shows this with a button, and only the button's POST confirms (confirmSubscription).
 */
export async function findConfirmation(db: Db, token: string): Promise<ConfirmationLookup> {
  const [row] = await queryCheckedRows(
    db,
    sql`select email, list, confirmation_sent_at < now() - make_interval(hours => ${CONFIRMATION_TTL_HOURS}) as expired
        from subscriptions where confirm_token_hash = ${hashToken(token)} and status = 'pending'`,
    pendingRow,
  );
  if (!row) return { status: "unknown" };
  if (row.expired) return { status: "expired" };
  return { status: "pending", email: row.email, list: row.list };
}
