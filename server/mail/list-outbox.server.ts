import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface OutboxEntry {
  id: number;
  kind: string;
  toAddress: string;
  subject: string;
  textBody: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  /** A pending e-mail is not tried before this (retries back off: server/mail/send-outbox.server.ts). */
  nextAttemptAt: Date;
  createdAt: Date;
  sentAt: Date | null;
}

/** Newest first; optionally one status only. */
export async function listOutbox(db: Db, options: { status?: OutboxStatus; limit: number }): Promise<OutboxEntry[]> {
  const rows = await queryRows<OutboxRow>(
    db,
    sql`select id, kind, to_address, subject, text_body, status, attempts, last_error, next_attempt_at, created_at, sent_at
        from outbox
        where ${options.status ? sql`status = ${options.status}` : sql`true`}
        order by id desc limit ${options.limit}`,
  );
  return rows.map(toEntry);
}

export async function getOutboxEntry(db: Db, id: number): Promise<OutboxEntry | null> {
  const [row] = await queryRows<OutboxRow>(
    db,
    sql`select id, kind, to_address, subject, text_body, status, attempts, last_error, next_attempt_at, created_at, sent_at
        from outbox where id = ${id}`,
  );
  return row ? toEntry(row) : null;
}

interface OutboxRow {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | string;
  created_at: Date | string;
  sent_at: Date | string | null;
}

function toEntry(row: OutboxRow): OutboxEntry {
  return {
    id: Number(row.id),
    kind: row.kind,
    toAddress: row.to_address,
    subject: row.subject,
    textBody: row.text_body,
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    nextAttemptAt: new Date(row.next_attempt_at),
    createdAt: new Date(row.created_at),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at),
  };
}
