import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database, Db } from "../../server/db/client.server.ts";
import { queryRows } from "../../server/db/query-rows.server.ts";
import { startOutboxSender } from "../../server/mail/outbox-sender.server.ts";
import { queueEmail } from "../../server/mail/queue-email.server.ts";
import { freePort } from "../setup/child-server.ts";
import { testDatabases } from "../setup/test-databases.ts";

/**
 * Issue 16: "SMTP down then up — every queued e-mail delivered exactly once". The real sending loop (the one the
 * server runs), twice over as two web processes would run it, against a real SMTP server on a local port that
 * is down while e-mails queue and fail, then comes up. Waits are on state (rows, arrivals), never on time.
 */
const EMAILS = 20;
const FROM = "BuildCompare <mail@buildcompare.test>";

/** An SMTP server that can be started and stopped on one port, counting each message it accepted. */
function flakySmtp(port: number) {
  const subjects: string[] = [];
  let server: SMTPServer | null = null;
  return {
    subjects,
    up: () =>
      new Promise<void>((resolve, reject) => {
        server = new SMTPServer({
          authOptional: true,
          disabledCommands: ["STARTTLS"],
          logger: false,
          onData(stream, _session, callback) {
            let raw = "";
            stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
            stream.on("end", () => {
              subjects.push(/^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "?");
              callback();
            });
          },
        });
        server.on("error", reject);
        server.listen(port, "127.0.0.1", () => {
          expect((server!.server.address() as AddressInfo).port).toBe(port);
          resolve();
        });
      }),
    down: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

async function outboxState(db: Db) {
  const [row] = await queryRows<{ sent: number; tried: number; pending: number }>(
    db,
    sql`select count(*) filter (where status = 'sent')::int as sent,
               count(*) filter (where attempts > 0 and last_error is not null)::int as tried,
               count(*) filter (where status = 'pending')::int as pending
        from outbox`,
  );
  return row!;
}

describe.each(testDatabases())("the outbox with SMTP down, then up, on $name", (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await engine.open();
    // The sending loop reports each failed run; those lines are expected here.
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(async () => {
    await database.close();
  });

  it("delivers every queued e-mail exactly once, by two senders at once", { timeout: 120_000 }, async () => {
    const { db } = database;
    const port = await freePort();
    const smtp = flakySmtp(port);
    const queued: string[] = [];
    for (let i = 1; i <= EMAILS; i++) {
      const subject = `Price alert ${i}`;
      queued.push(subject);
      await queueEmail(db, { kind: "price-alert", to: `builder${i}@example.co.uk`, subject, text: `Alert ${i}` });
    }

    // Down: connections refused. Every e-mail is tried, fails, and waits for its retry.
    const senders = [1, 2].map(() =>
      startOutboxSender(db, { smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, intervalMs: 20 }),
    );
    try {
      await expect.poll(async () => (await outboxState(db)).tried, { timeout: 45_000 }).toBe(EMAILS);
      expect(await outboxState(db)).toMatchObject({ sent: 0, pending: EMAILS });

      // Up, and the retry time reached (the test's stand-in for the minute of back-off passing).
      await smtp.up();
      await db.execute(sql`update outbox set next_attempt_at = now() where status = 'pending'`);
      await expect.poll(async () => (await outboxState(db)).sent, { timeout: 45_000 }).toBe(EMAILS);
    } finally {
      await Promise.all(senders.map((stop) => stop()));
      await smtp.down();
    }

    expect([...smtp.subjects].sort()).toEqual([...queued].sort());
    const rows = await queryRows<{ attempts: number; last_error: string | null }>(
      db,
      sql`select attempts, last_error from outbox order by id`,
    );
    // One failed try while down, one delivery once up: no e-mail was sent twice or tried again after it went.
    expect(rows.map((r) => [Number(r.attempts), r.last_error])).toEqual(queued.map(() => [2, null]));
  });
});
