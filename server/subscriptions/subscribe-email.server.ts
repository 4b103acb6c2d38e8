import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { queueEmail } from "../mail/queue-email.server.ts";
import { CONFIRMATIONS_PER_ADDRESS } from "../../shared/form-limits.ts";
import { CONFIRMATION_TTL_HOURS, MAILING_LISTS, type MailingList } from "../../shared/mailing-lists.ts";
import { hashToken, newToken } from "./subscription-tokens.server.ts";

export interface SubscribeRequest {
  email: string;
  list: MailingList;
  sourcePath: string;
  siteUrl: string;
}

/** What happened, for tests and logs; the visitor sees the same answer in every case (no address probing). */
export type SubscribeOutcome = "confirmation-sent" | "already-confirmed" | "too-many-confirmations";

/**
 * Records a pending sign-up and queues the confirmation e-mail, in one transaction. A confirmed
 * address gets no new e-mail; an unsubscribed one starts again as pending. Each new confirmation
 * replaces the link of the one before.
 */
export async function subscribeEmail(db: Db, request: SubscribeRequest): Promise<SubscribeOutcome> {
  return db.transaction(async (t) => {
    const [existing] = await queryRows<{ id: number; status: string; unsubscribe_token: string }>(
      t,
      sql`select id, status, unsubscribe_token from subscriptions
          where email = ${request.email} and list = ${request.list} for update`,
    );
    if (existing?.status === "confirmed") return "already-confirmed";

    const [sent] = await queryRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from outbox
          where kind = 'subscription-confirmation' and to_address = ${request.email}
            and created_at > now() - make_interval(secs => ${CONFIRMATIONS_PER_ADDRESS.windowSeconds})`,
    );
    if (Number(sent?.n ?? 0) >= CONFIRMATIONS_PER_ADDRESS.max) return "too-many-confirmations";

    const confirmToken = newToken();
    const unsubscribeToken = existing?.unsubscribe_token ?? newToken();
    if (existing) {
      await t.execute(sql`update subscriptions set status = 'pending', confirm_token_hash = ${hashToken(confirmToken)},
          confirmation_sent_at = now(), source_path = ${request.sourcePath}, unsubscribed_at = null
          where id = ${existing.id}`);
    } else {
      await t.execute(sql`insert into subscriptions
          (email, list, status, confirm_token_hash, unsubscribe_token, source_path, confirmation_sent_at)
          values (${request.email}, ${request.list}, 'pending', ${hashToken(confirmToken)}, ${unsubscribeToken},
                  ${request.sourcePath}, now())`);
    }

    const list = MAILING_LISTS[request.list];
    const confirmUrl = `${request.siteUrl}/subscriptions/confirm?token=${confirmToken}`;
    const unsubscribeUrl = `${request.siteUrl}/subscriptions/unsubscribe?token=${unsubscribeToken}`;
    await queueEmail(t, {
      kind: "subscription-confirmation",
      to: request.email,
      subject: `Please confirm: ${list.name}`,
      unsubscribeUrl,
      text: [
        "Hello,",
        "",
        `Someone (we hope you) asked to join ${list.name} on BuildCompare: ${list.what}.`,
        "",
        "To confirm, open this link:",
        confirmUrl,
        "",
        `The link works for ${CONFIRMATION_TTL_HOURS / 24} days. If you didn't ask for this, ignore this e-mail:`,
        "your address won't be added and we won't write again.",
        "",
        "Unsubscribe at any time, in one click:",
        unsubscribeUrl,
      ].join("\n"),
    });
    return "confirmation-sent";
  });
}
