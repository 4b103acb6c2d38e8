import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { queueEmail } from "./queue-email.server.ts";
import { getOutboxEntry, listOutbox } from "./list-outbox.server.ts";
import { MAX_SEND_ATTEMPTS, sendPendingEmails } from "./send-outbox.server.ts";
import { createSmtpTransport } from "./smtp-transport.server.ts";
import { startOutboxSender } from "./outbox-sender.server.ts";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port; recipients at reject.test are refused. */
function startSmtpServer(received: Received[]): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith("@reject.test")) callback(new Error("Mailbox unavailable"));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ url: `smtp://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describe.each(testDatabases())("the outbox on $name", (engine) => {
  let database: Database;
  const received: Received[] = [];
  let smtp: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    smtp = await startSmtpServer(received);
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(async () => {
    database = await engine.open();
    received.length = 0;
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
    expect((await getOutboxEntry(db, good))!.status).toBe("sent");

    for (let run = 2; run <= MAX_SEND_ATTEMPTS; run++)
      await sendPendingEmails(db, transport, { from: "mail@buildcompare.test" });
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
});
