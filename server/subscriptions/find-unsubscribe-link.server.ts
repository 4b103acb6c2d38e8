import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { queryCheckedRows } from "../db/query-rows.server.ts";
import { MAILING_LIST_IDS, type MailingList } from "../../shared/mailing-lists.ts";

export type UnsubscribeLinkLookup =
  { status: "found"; email: string; list: MailingList; unsubscribed: boolean } | { status: "unknown" };

const linkRow = z.object({ email: z.string(), list: z.enum(MAILING_LIST_IDS), unsubscribed: z.boolean() });

/**
 * Whose unsubscribe link this is, read only: opening the link shows this with a button; only a POST (the
 * button, or a mail app's RFC 8058 one-click) unsubscribes (unsubscribe.server.ts).
 */
export async function findUnsubscribeLink(db: Db, token: string): Promise<UnsubscribeLinkLookup> {
  const [row] = await queryCheckedRows(
    db,
    sql`select email, list, status = 'unsubscribed' as unsubscribed
        from subscriptions where unsubscribe_token = ${token}`,
    linkRow,
  );
  return row ? { status: "found", ...row } : { status: "unknown" };
}
