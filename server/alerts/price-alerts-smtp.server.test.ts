import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { getEnv } from "../env.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { writeTsvFeed, type FeedItem } from "../../tests/setup/feed-files.ts";
import { deadSmtpUrl, smtpTestServer } from "../../tests/setup/smtp-test-server.ts";
import { formPost } from "../../tests/setup/form-post.ts";
import { importFeed } from "../ingest/import-feed.server.ts";
import { sendPendingEmails } from "../mail/send-outbox.server.ts";
import { subscribeAlert } from "./subscribe-alert.server.ts";
import { createSmtpTransport } from "../mail/smtp-transport.server.ts";
import { alertAction } from "./alert-action.server.ts";
import { findAlertByConfirmToken } from "./find-alert-by-token.server.ts";
import { confirmAlert } from "./confirm-alert.server.ts";
import { unsubscribeAlert } from "./unsubscribe-alert.server.ts";

const SITE = "https://www.buildcompare.test";

/** Quoted-printable bytes (=XX) as UTF-8 text. */
function qpBytes(text: string): string {
  const latin1 = text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, "latin1").toString("utf8");
}

/**
 * The message as a mail app shows it: headers unfolded with their encoded words decoded, the body's
 * quoted-printable undone (long lines arrive wrapped), so links and prices can be read whole.
 */
function decodeMessage(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, " ")
    .replace(/\?= =\?UTF-8\?Q\?/g, "")
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_, word: string) => qpBytes(word.replace(/_/g, " ")));
  return `${headers}\r\n\r\n${qpBytes(raw.slice(split + 4).replace(/=\r?\n/g, ""))}`;
}

const sand = (price: string): FeedItem => ({
  id: "SAND-25",
  title: "Sharp Sand 25kg Bag",
  price: `${price} GBP`,
  shipping: "GB:::3.00 GBP",
  availability: "in_stock",
});

describe.each(testDatabases())("price alerts end to end over SMTP on $name", (engine) => {
  let database: Database;
  const smtp = smtpTestServer();
  beforeEach(async () => {
    database = await engine.open();
  });
  afterEach(async () => {
    await database.close();
  });

  const importSand = (price: string) =>
    importFeed(database.db, {
      merchant: { slug: "harbour", name: "Harbour Builders" },
      sources: [writeTsvFeed([sand(price)])],
      siteUrl: SITE,
    });
  /** Sends what is queued and answers the messages that arrived. */
  async function deliver(): Promise<string[]> {
    const before = smtp.received.length;
    await sendPendingEmails(database.db, createSmtpTransport(smtp.url), { from: "alerts@buildcompare.test" });
    return smtp.received.slice(before).map((mail) => decodeMessage(mail.raw));
  }

  it("subscribe, confirm, one e-mail per drop, nothing on a re-import, nothing after unsubscribing", async () => {
    await importSand("20.00");
    const [product] = await queryRows<{ id: number }>(database.db, sql`select id from products`);
    const context = {
      db: database.db,
      env: getEnv({ SITE_URL: SITE }),
      clientAddress: "203.0.113.7",
    } as AppLoadContext;
    const post = formPost(
      "/alerts",
      { productId: String(product!.id), email: "Buyer@Example.co.uk", kind: "price", targetPrice: "18.00" },
      SITE,
    );
    const answer = (await alertAction(post, context)) as unknown as { data: { status: string }; init: unknown };
    expect(answer.data.status).toBe("ok");

    const [confirmation, ...others] = await deliver();
    expect(others).toEqual([]);
    const token = /\/alerts\/confirm\?token=([\w-]{32})/.exec(confirmation!)![1]!;
    // Opening the link (what a mail scanner does) changes nothing; only the page's POST confirms.
    expect(await findAlertByConfirmToken(database.db, token)).toMatchObject({ status: "found" });
    expect(await findAlertByConfirmToken(database.db, token)).toMatchObject({ status: "found" });
    expect(await confirmAlert(database.db, token)).toMatchObject({ status: "confirmed" });

    await importSand("19.00");
    expect(await deliver()).toEqual([]);

    await importSand("18.00");
    const [alert, ...extra] = await deliver();
    expect(extra).toEqual([]);
    expect(alert).toMatch(/^Subject: Price alert: Sharp Sand 25kg Bag is now £18\.00\r?$/m);
    expect(alert).toContain("Merchant: Harbour Builders");
    expect(alert).toContain("Price: £18.00");
    expect(alert).toContain("Delivered total: £21.00");
    expect(alert).toMatch(new RegExp(`${SITE}/out/\\d+`));
    const unsubscribe = /List-Unsubscribe: <([^>]+)>/.exec(alert!)![1]!;
    expect(unsubscribe).toMatch(new RegExp(`^${SITE}/alerts/unsubscribe\\?token=[\\w-]{32}$`));
    expect(alert).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    await importSand("18.00");
    expect(await deliver()).toEqual([]);
    await importSand("17.50");
    expect(await deliver()).toEqual([]);

    await importSand("19.50");
    expect(await deliver()).toEqual([]);
    await importSand("17.00");
    const again = await deliver();
    expect(again).toHaveLength(1);
    expect(again[0]).toContain("Price: £17.00");

    const unsubscribeToken = new URL(unsubscribe).searchParams.get("token")!;
    expect(await unsubscribeAlert(database.db, unsubscribeToken)).toMatchObject({ status: "unsubscribed" });
    await importSand("25.00");
    await importSand("10.00");
    await importSand("10.00");
    expect(await deliver()).toEqual([]);
  });

  it("keeps an alert e-mail while the SMTP server is down and sends it once when it is back", async () => {
    await importSand("20.00");
    const [product] = await queryRows<{ id: number }>(database.db, sql`select id from products`);
    await subscribeAlert(database.db, {
      productId: product!.id,
      productName: "Sharp Sand 25kg Bag",
      email: "patient@example.co.uk",
      kind: "price",
      targetPrice: 19,
      sourcePath: "/",
      siteUrl: SITE,
    });
    const [confirmation] = await deliver();
    await confirmAlert(database.db, /\/alerts\/confirm\?token=([\w-]{32})/.exec(confirmation!)![1]!);

    await importSand("18.00");
    const down = createSmtpTransport(await deadSmtpUrl());
    for (let attempt = 0; attempt < 8; attempt++) {
      expect(await sendPendingEmails(database.db, down, { from: "alerts@buildcompare.test" })).toMatchObject({
        sent: 0,
        failed: 0,
      });
      // Time passes: the back-off is over.
      await database.db.execute(sql`update outbox set next_attempt_at = now() where status = 'pending'`);
      await importSand("18.00");
    }
    const delivered = await deliver();
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toContain("Price: £18.00");
    expect(await deliver()).toEqual([]);
  });
});
