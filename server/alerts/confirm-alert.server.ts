import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { hashToken } from "../subscriptions/subscription-tokens.server.ts";
import { CONFIRMATION_TTL_HOURS } from "../../shared/mailing-lists.ts";
import type { AlertKind } from "../../shared/price-alerts.ts";
import { armedOnConfirm } from "./alert-rule.ts";
import { lowestInStockPrice } from "./find-alert-product.server.ts";

export type ConfirmAlertOutcome =
  | { status: "confirmed"; email: string; productId: number; unsubscribeToken: string }
  | { status: "expired" | "unknown" };

/**
 * Confirms the alert a link was sent for (only ever from a POST: mail scanners open links with GET). A used,
 * replaced or unknown link confirms nothing. The row is locked while it is read and armed, so a check running
 * after an import sees it either pending or confirmed with its starting state.
 */
export async function confirmAlert(db: Db, token: string): Promise<ConfirmAlertOutcome> {
  return db.transaction(async (t) => {
    const [row] = await queryRows<{
      id: number;
      email: string;
      kind: AlertKind;
      product_id: number;
      unsubscribe_token: string;
      expired: boolean;
    }>(
      t,
      sql`select id, email, kind, product_id, unsubscribe_token,
            coalesce(confirmation_sent_at < now() - make_interval(hours => ${CONFIRMATION_TTL_HOURS}), false) as expired
          from price_alerts where confirm_token_hash = ${hashToken(token)} and status = 'pending' for update`,
    );
    if (!row) return { status: "unknown" };
    if (row.expired) return { status: "expired" };
    const productId = Number(row.product_id);
    const armed = armedOnConfirm(row.kind, await lowestInStockPrice(t, productId));
    await t.execute(sql`update price_alerts set status = 'confirmed', confirmed_at = now(), confirm_token_hash = null,
        armed = ${armed} where id = ${row.id}`);
    return { status: "confirmed", email: row.email, productId, unsubscribeToken: row.unsubscribe_token };
  });
}
