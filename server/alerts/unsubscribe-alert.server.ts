import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";

export type UnsubscribeAlertOutcome =
  { status: "unsubscribed"; email: string; productId: number } | { status: "unknown" };

/**
 * Stops an alert for good (only from a POST: the page's button or a mail app's RFC 8058 one-click post).
 * Repeating it is harmless; an unsubscribed alert never fires (server/alerts/check-alerts.server.ts reads
 * confirmed alerts only) and only a new sign-up with a new confirmation brings it back.
 */
export async function unsubscribeAlert(db: Db, token: string): Promise<UnsubscribeAlertOutcome> {
  const [row] = await queryRows<{ email: string; product_id: number }>(
    db,
    sql`update price_alerts set status = 'unsubscribed', confirm_token_hash = null, armed = false,
          unsubscribed_at = coalesce(case when status = 'unsubscribed' then unsubscribed_at end, now())
        where unsubscribe_token = ${token}
        returning email, product_id`,
  );
  return row ? { status: "unsubscribed", email: row.email, productId: Number(row.product_id) } : { status: "unknown" };
}
