import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { queueEmail } from "../mail/queue-email.server.ts";
import { hashToken, newToken } from "../subscriptions/subscription-tokens.server.ts";
import { CONFIRMATIONS_PER_ADDRESS } from "../../shared/form-limits.ts";
import { CONFIRMATION_TTL_HOURS } from "../../shared/mailing-lists.ts";
import { formatPrice } from "../../shared/money.ts";
import type { AlertKind } from "../../shared/price-alerts.ts";
import { alertConfirmUrl, alertUnsubscribeUrl, productUrl } from "./alert-links.server.ts";

export interface AlertRequest {
  productId: number;
  productName: string;
  email: string;
  kind: AlertKind;
  /** Price alerts only; ignored (stored as null) for back-in-stock alerts. */
  targetPrice: number | null;
  sourcePath: string;
  siteUrl: string;
}

/** What happened, for tests and logs; the visitor sees one answer in every case (no address probing). */
export type AlertSubscribeOutcome = "confirmation-sent" | "updated-confirmed" | "too-many-confirmations";

export const ALERT_CONFIRMATION_KIND = "price-alert-confirmation";

/**
 * Records an alert as pending and queues its confirmation e-mail, in one transaction. One row per address,
 * product and kind: asking again updates it. A confirmed alert takes the new target at once (its owner has
 * already said yes to alerts on this product) and is armed again; a pending or unsubscribed one gets a new
 * confirmation link, replacing the one before.
 */
export async function subscribeAlert(db: Db, request: AlertRequest): Promise<AlertSubscribeOutcome> {
  const target = request.kind === "price" ? request.targetPrice : null;
  return db.transaction(async (t) => {
    const [existing] = await queryRows<{ id: number; status: string; unsubscribe_token: string }>(
      t,
      sql`select id, status, unsubscribe_token from price_alerts
          where email = ${request.email} and product_id = ${request.productId} and kind = ${request.kind} for update`,
    );
    if (existing?.status === "confirmed") {
      await t.execute(sql`update price_alerts set target_price = ${target}, armed = true, source_path = ${request.sourcePath}
          where id = ${existing.id}`);
      return "updated-confirmed";
    }

    const [sent] = await queryRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from outbox
          where kind = ${ALERT_CONFIRMATION_KIND} and to_address = ${request.email}
            and created_at > now() - make_interval(secs => ${CONFIRMATIONS_PER_ADDRESS.windowSeconds})`,
    );
    if (Number(sent?.n ?? 0) >= CONFIRMATIONS_PER_ADDRESS.max) return "too-many-confirmations";

    const confirmToken = newToken();
    const unsubscribeToken = existing?.unsubscribe_token ?? newToken();
    if (existing) {
      await t.execute(sql`update price_alerts set status = 'pending', target_price = ${target}, armed = true,
          confirm_token_hash = ${hashToken(confirmToken)}, confirmation_sent_at = now(),
          source_path = ${request.sourcePath}, unsubscribed_at = null
          where id = ${existing.id}`);
    } else {
      await t.execute(sql`insert into price_alerts
          (product_id, email, kind, target_price, status, confirm_token_hash, unsubscribe_token, source_path,
           confirmation_sent_at)
          values (${request.productId}, ${request.email}, ${request.kind}, ${target}, 'pending',
                  ${hashToken(confirmToken)}, ${unsubscribeToken}, ${request.sourcePath}, now())`);
    }

    const what =
      target === null
        ? `when ${request.productName} is back in stock at any merchant we compare`
        : `when a merchant we compare sells ${request.productName} at ${formatPrice(target)} or less`;
    const unsubscribeUrl = alertUnsubscribeUrl(request.siteUrl, unsubscribeToken);
    await queueEmail(t, {
      kind: ALERT_CONFIRMATION_KIND,
      to: request.email,
      subject: `Please confirm your alert: ${request.productName}`,
      unsubscribeUrl,
      text: [
        "Hello,",
        "",
        `Someone (we hope you) asked BuildCompare to e-mail this address ${what}.`,
        productUrl(request.siteUrl, request.productId),
        "",
        "To confirm, open this link and press the button on the page:",
        alertConfirmUrl(request.siteUrl, confirmToken),
        "",
        `The link works for ${CONFIRMATION_TTL_HOURS / 24} days. If you didn't ask for this, ignore this e-mail:`,
        "no alert will be set and we won't write again.",
        "",
        "Stop this alert at any time, in one click:",
        unsubscribeUrl,
      ].join("\n"),
    });
    return "confirmation-sent";
  });
}
