import { sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";

/**
 * After this many refusals by the SMTP server (a 5xx answer: the address or message is refused for good) an
 * e-mail is marked failed and left for the operator. A server that cannot be reached, or answers "try later"
 * (4xx), only delays mail: those attempts are retried with back-off for as long as it takes.
 */
export const MAX_SEND_ATTEMPTS = 5;

/** Wait before retry n (1-based): 1, 2, 4, 8… minutes, at most an hour apart. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 60 * 60);
}

/** True when the SMTP server refused this e-mail for good; false for anything that may pass later. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

export interface SendResult {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends pending e-mails that are due, oldest first. Each row is claimed under a row lock (skip locked) held
 * until it is marked sent, so two senders (two web processes, or the CLI beside a server) never send the same
 * e-mail twice, and a row is marked sent once, in the transaction that claimed it.
 * A failure is recorded on the row with its next attempt time (retryDelaySeconds); a run stops at the first
 * failure that is not the e-mail's own (server unreachable, 4xx), since every other e-mail would fail alike.
 */
export async function sendPendingEmails(
  db: Db,
  transport: Pick<Transporter, "sendMail">,
  options: { from: string; limit?: number },
): Promise<SendResult> {
  const result: SendResult = { sent: 0, retrying: 0, failed: 0 };
  // A cursor, so an e-mail that fails is tried once per run rather than again at once.
  let afterId = 0;
  for (let i = 0; i < (options.limit ?? 100); i++) {
    const outcome = await sendNext(db, transport, options.from, afterId);
    if (outcome === null) break;
    afterId = outcome.id;
    result[outcome.result] += 1;
    if (outcome.serverTrouble) break;
  }
  return result;
}

async function sendNext(
  db: Db,
  transport: Pick<Transporter, "sendMail">,
  from: string,
  afterId: number,
): Promise<{ id: number; result: keyof SendResult; serverTrouble?: boolean } | null> {
  return db.transaction(async (t) => {
    const [row] = await queryRows<{
      id: number;
      to_address: string;
      subject: string;
      text_body: string;
      unsubscribe_url: string | null;
      attempts: number;
    }>(
      t,
      sql`select id, to_address, subject, text_body, unsubscribe_url, attempts from outbox
          where status = 'pending' and next_attempt_at <= now() and id > ${afterId}
          order by id limit 1 for update skip locked`,
    );
    if (!row) return null;
    const id = Number(row.id);
    try {
      await transport.sendMail({
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        ...(row.unsubscribe_url && {
          list: { unsubscribe: row.unsubscribe_url },
          // RFC 8058: mail apps may unsubscribe with a POST to the link, no page visit needed.
          headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        }),
      });
      await t.execute(sql`update outbox set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null
          where id = ${row.id}`);
      return { id, result: "sent" as const };
    } catch (error) {
      const attempts = Number(row.attempts) + 1;
      const permanent = isPermanentRefusal(error);
      const status = permanent && attempts >= MAX_SEND_ATTEMPTS ? "failed" : "pending";
      await t.execute(sql`update outbox set status = ${status}, attempts = ${attempts},
          next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(attempts)}),
          last_error = ${(error as Error).message.slice(0, 500)} where id = ${row.id}`);
      return { id, result: status === "failed" ? "failed" : "retrying", serverTrouble: !permanent };
    }
  });
}
