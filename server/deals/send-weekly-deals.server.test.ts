import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client.server.ts";
import { subscriptions } from "../db/schema.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createMerchant, createOffer, createProduct, recordPrice } from "../../tests/setup/factories.ts";
import { isoWeekStart, sendWeeklyDeals } from "./send-weekly-deals.server.ts";

const SITE = "https://www.buildcompare.test";
const DAY = 86_400_000;
const now = new Date();

async function subscribe(db: Db, email: string, list: string, status: string) {
  await db.insert(subscriptions).values({ email, list, status, unsubscribeToken: `token-${email}` });
}

async function outbox(db: Db) {
  return queryRows<{ to_address: string; kind: string; subject: string; text_body: string; unsubscribe_url: string }>(
    db,
    sql`select to_address, kind, subject, text_body, unsubscribe_url from outbox order by id`,
  );
}

async function digests(db: Db) {
  return queryRows<{ week_start: string; deal_count: number; recipients: number }>(
    db,
    sql`select week_start::text as week_start, deal_count, recipients from deal_digests order by week_start`,
  );
}

describe("isoWeekStart", () => {
  it("is the Monday of the UK day's ISO week", () => {
    expect(isoWeekStart(new Date("2026-12-01T12:00:00Z"))).toBe("2026-11-30");
    expect(isoWeekStart(new Date("2026-11-30T00:30:00Z"))).toBe("2026-11-30");
    // Sunday belongs to the week that began the Monday before.
    expect(isoWeekStart(new Date("2026-12-06T23:00:00Z"))).toBe("2026-11-30");
    // 23:30 UTC on a Sunday in summer is already Monday in the UK.
    expect(isoWeekStart(new Date("2026-07-05T23:30:00Z"))).toBe("2026-07-06");
  });
});

describe.each(testDatabases())("weekly deals e-mail on $name", (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await engine.open();
    const { db } = database;
    await subscribe(db, "one@example.co.uk", "deals", "confirmed");
    await subscribe(db, "two@example.co.uk", "deals", "confirmed");
    await subscribe(db, "pending@example.co.uk", "deals", "pending");
    await subscribe(db, "gone@example.co.uk", "deals", "unsubscribed");
    await subscribe(db, "news@example.co.uk", "newsletter", "confirmed");
  });
  afterEach(async () => {
    await database.close();
  });

  it("queues one e-mail per confirmed deals subscriber, once per week, with product links and unsubscribe", async () => {
    const { db } = database;
    const merchant = await createMerchant(db, { name: "Alpha Builders" });
    const product = await createProduct(db, { name: "Cordless Drill" });
    const offer = await createOffer(db, { productId: product.id, merchantId: merchant.id, price: 24 });
    await recordPrice(db, { offerId: offer.id, price: 30, observedAt: new Date(now.getTime() - 60 * DAY) });
    await recordPrice(db, { offerId: offer.id, price: 24, observedAt: now });

    const first = await sendWeeklyDeals(db, SITE, now);
    expect(first).toEqual({ status: "queued", weekStart: isoWeekStart(now), deals: 1, recipients: 2 });
    const mails = await outbox(db);
    expect(mails.map((m) => [m.to_address, m.kind, m.unsubscribe_url])).toEqual([
      ["one@example.co.uk", "deals-weekly", `${SITE}/subscriptions/unsubscribe?token=token-one@example.co.uk`],
      ["two@example.co.uk", "deals-weekly", `${SITE}/subscriptions/unsubscribe?token=token-two@example.co.uk`],
    ]);
    expect(mails[0]!.subject).toBe("1 product below their usual price this week");
    expect(mails[0]!.text_body).toContain(
      "- Cordless Drill: £24.00 at Alpha Builders, typical £30.00 (£6.00 or 20% less)",
    );
    expect(mails[0]!.text_body).toContain(`${SITE}/product/${product.id}`);
    expect(mails[0]!.text_body).toContain(`${SITE}/subscriptions/unsubscribe?token=token-one@example.co.uk`);

    const again = await sendWeeklyDeals(db, SITE, now);
    expect(again).toMatchObject({ status: "already-done", weekStart: isoWeekStart(now), dealCount: 1, recipients: 2 });
    expect(await outbox(db)).toHaveLength(2);
    expect(await digests(db)).toEqual([{ week_start: isoWeekStart(now), deal_count: 1, recipients: 2 }]);
  });

  it("sends nothing in a week without deals, records that, and does not send later that week", async () => {
    const { db } = database;
    const merchant = await createMerchant(db);
    const product = await createProduct(db);
    const offer = await createOffer(db, { productId: product.id, merchantId: merchant.id, price: 30 });
    await recordPrice(db, { offerId: offer.id, price: 30, observedAt: new Date(now.getTime() - 60 * DAY) });

    expect(await sendWeeklyDeals(db, SITE, now)).toEqual({ status: "no-deals", weekStart: isoWeekStart(now) });
    expect(await outbox(db)).toEqual([]);
    expect(await digests(db)).toEqual([{ week_start: isoWeekStart(now), deal_count: 0, recipients: 0 }]);

    // A deal appears later the same week: the week was decided, nothing is sent.
    await db.execute(sql`update offers set price = 20 where id = ${offer.id}`);
    await recordPrice(db, { offerId: offer.id, price: 20, observedAt: now });
    expect(await sendWeeklyDeals(db, SITE, now)).toMatchObject({ status: "already-done", dealCount: 0 });
    expect(await outbox(db)).toEqual([]);
  });
});
