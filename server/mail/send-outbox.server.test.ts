import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { deadSmtpUrl, smtpTestServer } from "../../tests/setup/smtp-test-server.ts";
import { queueEmail } from "./queue-email.server.ts";
import { getOutboxEntry, listOutbox } from "./list-outbox.server.ts";
import { MAX_SEND_ATTEMPTS, retryDelaySeconds, sendPendingEmails } from "./send-outbox.server.ts";
import { sql } from "drizzle-orm";
import { queryRows } from "../db/query-rows.server.ts";
import type { Db } from "../db/client.server.ts";
import { createSmtpTransport } from "./smtp-transport.server.ts";
import { startOutboxSender } from "./outbox-sender.server.ts";

/** Lets time pass for the outbox: every pending e-mail's next attempt becomes due now. */
const makeDue = (db: Db) => db.execute(sql`update outbox set next_attempt_at = now() where status = 'pending'`);

describe("the outbox's retry delays", () => {
  it("double from a minute and stop growing at an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(retryDelaySeconds)).toEqual([
      60, 120, 240, 480, 960, 1920, 3600, 3600, 3600,
    ]);
  });
});

describe.each(testDatabases())("the outbox on $name", (engine) => {
  let database: Database;
  const smtp = smtpTestServer({ refuse: (address) => address.endsWith("@reject.test") });
  const received = smtp.received;

  beforeEach(async () => {
    database = await engine.open();
  });
  afterEach(async () => {
    await database.close();
  });

  it("keeps e-mails queued until sent, then delivers them over SMTP and marks them sent", async () => {
    const { db } = database;
    const id = await queueEmail(db, {
      kind: "newsletter-confirmation",
      to: "builder@example.co.uk",
      subject: "Confirm your BuildCompare newsletter",
      text: "Please confirm: https://buildcompare.test/confirm/abc",
    });
    expect((await listOutbox(db, { status: "pending", limit: 10 })).map((e) => e.id)).toEqual([id]);

    const result = await sendPendingEmails(db, createSmtpTransport(smtp.url), {
      from: "BuildCompare <mail@buildcompare.test>",
    });

    expect(result).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(["builder@example.co.uk"]);
    expect(received[0]!.from).toBe("mail@buildcompare.test");
    expect(received[0]!.raw).toContain("Subject: Confirm your BuildCompare newsletter");
    expect(received[0]!.raw).toContain("https://buildcompare.test/confirm/abc");
    const entry = await getOutboxEntry(db, id);
    expect(entry).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(entry!.sentAt).toBeInstanceOf(Date);

    expect(await sendPendingEmails(db, createSmtpTransport(smtp.url), { from: "mail@buildcompare.test" })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(received).toHaveLength(1);
  });

  it("records a refused e-mail, retries it once per run, and gives up after the last attempt", async () => {
    const { db } = database;
    const bad = await queueEmail(db, { kind: "test", to: "nobody@reject.test", subject: "Hello", text: "Body" });
    const good = await queueEmail(db, { kind: "test", to: "someone@example.co.uk", subject: "Hello", text: "Body" });
    const transport = createSmtpTransport(smtp.url);

    expect(await sendPendingEmails(db, transport, { from: "mail@buildcompare.test" })).toEqual({
      sent: 1,
      retrying: 1,
      failed: 0,
    });
    const afterFirst = await getOutboxEntry(db, bad);
    expect(afterFirst).toMatchObject({ status: "pending", attempts: 1 });
    expect(afterFirst!.lastError).toMatch(/Mailbox unavailable/);
    expect(afterFirst!.nextAttemptAt.getTime()).toBeGreaterThan(afterFirst!.createdAt.getTime() + 50_000);
    expect((await getOutboxEntry(db, good))!.status).toBe("sent");

    // Not again before its back-off has passed.
    expect(await sendPendingEmails(db, transport, { from: "mail@buildcompare.test" })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    const [due] = await queryRows<{ wait: number }>(
      db,
      sql`select extract(epoch from next_attempt_at - now())::float8 as wait from outbox where id = ${bad}`,
    );
    expect(due!.wait).toBeGreaterThan(retryDelaySeconds(1) - 5);
    expect(due!.wait).toBeLessThanOrEqual(retryDelaySeconds(1));
    for (let run = 2; run <= MAX_SEND_ATTEMPTS; run++) {
      await makeDue(db);
      await sendPendingEmails(db, transport, { from: "mail@buildcompare.test" });
    }
    expect(await getOutboxEntry(db, bad)).toMatchObject({ status: "failed", attempts: MAX_SEND_ATTEMPTS });
    expect(received.map((r) => r.to[0])).toEqual(["someone@example.co.uk"]);
  });

  it("is sent by the server's background sender as soon as it starts", async () => {
    const { db } = database;
    const id = await queueEmail(db, { kind: "test", to: "site@example.co.uk", subject: "Queued", text: "Body" });
    const stop = startOutboxSender(db, { smtpUrl: smtp.url, from: "mail@buildcompare.test", intervalMs: 60_000 });
    try {
      await expect.poll(async () => (await getOutboxEntry(db, id))?.status, { timeout: 10_000 }).toBe("sent");
    } finally {
      await stop();
    }
    expect(received.map((r) => r.to[0])).toEqual(["site@example.co.uk"]);
  });

  it("only delays mail while the SMTP server is down: never failed, then sent exactly once", async () => {
    const { db } = database;
    const first = await queueEmail(db, { kind: "test", to: "one@example.co.uk", subject: "One", text: "Body" });
    const second = await queueEmail(db, { kind: "test", to: "two@example.co.uk", subject: "Two", text: "Body" });
    const down = createSmtpTransport(await deadSmtpUrl());
    for (let run = 1; run <= MAX_SEND_ATTEMPTS + 2; run++) {
      // One failure stops the run: the server is down for every e-mail, so the rest wait without an attempt.
      expect(await sendPendingEmails(db, down, { from: "mail@buildcompare.test" })).toEqual({
        sent: 0,
        retrying: 1,
        failed: 0,
      });
      await makeDue(db);
    }
    expect(await getOutboxEntry(db, first)).toMatchObject({ status: "pending", attempts: MAX_SEND_ATTEMPTS + 2 });
    expect(await getOutboxEntry(db, second)).toMatchObject({ status: "pending", attempts: 0 });

    const up = createSmtpTransport(smtp.url);
    expect(await sendPendingEmails(db, up, { from: "mail@buildcompare.test" })).toEqual({
      sent: 2,
      retrying: 0,
      failed: 0,
    });
    expect(await sendPendingEmails(db, up, { from: "mail@buildcompare.test" })).toMatchObject({ sent: 0 });
    expect(received.map((r) => r.to[0])).toEqual(["one@example.co.uk", "two@example.co.uk"]);
  });

  it("claims each e-mail for one sender: two senders at once send every e-mail exactly once", async () => {
    const { db } = database;
    const ids: number[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(await queueEmail(db, { kind: "test", to: `r${i}@example.co.uk`, subject: `#${i}`, text: "Body" }));
    const from = { from: "mail@buildcompare.test" };
    const [a, b] = await Promise.all([
      sendPendingEmails(db, createSmtpTransport(smtp.url), from),
      sendPendingEmails(db, createSmtpTransport(smtp.url), from),
    ]);
    expect(a.sent + b.sent).toBe(12);
    expect(received.map((r) => r.to[0]).sort()).toEqual(ids.map((_, i) => `r${i}@example.co.uk`).sort());
    for (const id of ids) expect(await getOutboxEntry(db, id)).toMatchObject({ status: "sent", attempts: 1 });
  });
});
