import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";

export interface QueuedEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** Mailing-list e-mails: sent with List-Unsubscribe and List-Unsubscribe-Post headers. */
  unsubscribeUrl?: string;
}

/**
 * Puts an e-mail in the outbox. Call it inside the transaction that stores what the e-mail is
 * about, so a submission and its e-mail are kept or lost together.
 */
export async function queueEmail(db: Db, email: QueuedEmail): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into outbox (kind, to_address, subject, text_body, unsubscribe_url)
        values (${email.kind}, ${email.to}, ${email.subject}, ${email.text}, ${email.unsubscribeUrl ?? null}) returning id`,
  );
  return Number(row!.id);
}
