import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";

export interface QueuedEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * Puts an e-mail in the outbox. Call it inside the transaction that stores what the e-mail is
 * about, so a submission and its e-mail are kept or lost together.
 */
export async function queueEmail(db: Db, email: QueuedEmail): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into outbox (kind, to_address, subject, text_body)
        values (${email.kind}, ${email.to}, ${email.subject}, ${email.text}) returning id`,
  );
  return Number(row!.id);
}
