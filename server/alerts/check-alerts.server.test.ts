import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createMerchant, createOffer, createProduct, hideProduct, type OfferRow } from "../../tests/setup/factories.ts";
import { subscribeAlert } from "./subscribe-alert.server.ts";
import { confirmAlert } from "./confirm-alert.server.ts";
import { unsubscribeAlert } from "./unsubscribe-alert.server.ts";
import { ALERT_EMAIL_KIND, checkAlerts } from "./check-alerts.server.ts";
import { listAlerts } from "./list-alerts.server.ts";

const SITE = "https://www.buildcompare.test";

/** The token of the newest confirmation e-mail to `email`, read from its link as the visitor would. */
async function confirmationToken(db: Db, email: string): Promise<string> {
  const [mail] = await queryRows<{ text_body: string }>(
    db,
    sql`select text_body from outbox where to_address = ${email} order by id desc limit 1`,
  );
  return /\/alerts\/confirm\?token=([\w-]+)/.exec(mail!.text_body)![1]!;
}

const alertMails = (db: Db) =>
  queryRows<{ to_address: string; subject: string; text_body: string; unsubscribe_url: string }>(
    db,
    sql`select to_address, subject, text_body, unsubscribe_url from outbox where kind = ${ALERT_EMAIL_KIND} order by id`,
  );

describe.each(testDatabases())("alert firing on $name", (engine) => {
  let database: Database;
  let db: Db;
  beforeEach(async () => {
    database = await engine.open();
    db = database.db;
  });
  afterEach(async () => {
    await database.close();
  });

  async function setAlert(productId: number, email: string, kind: "price" | "stock", targetPrice: number | null) {
    const product = { productId, productName: `Product ${productId}`, sourcePath: `/product/${productId}` };
    await subscribeAlert(db, { ...product, email, kind, targetPrice, siteUrl: SITE });
    return confirmAlert(db, await confirmationToken(db, email));
  }
  const setPrice = (offer: OfferRow, price: number, availability = "in_stock") =>
    db.execute(sql`update offers set price = ${price}, availability = ${availability},
        available = ${availability === "in_stock"} where id = ${offer.id}`);

  it("fires once per drop, with merchant, price, delivered total, a click-out link and a one-click unsubscribe", async () => {
    const merchant = await createMerchant(db, { name: "Harbour Builders" });
    const product = await createProduct(db, { name: "Sharp Sand 25kg" });
    const offer = await createOffer(db, { productId: product.id, merchantId: merchant.id, price: 5, deliveryCost: 3 });
    const confirmed = await setAlert(product.id, "buyer@example.co.uk", "price", 4.5);
    expect(confirmed.status).toBe("confirmed");

    expect(await checkAlerts(db, { siteUrl: SITE })).toEqual({ checked: 1, fired: 0, rearmed: 0 });
    await setPrice(offer, 4.5);
    expect(await checkAlerts(db, { siteUrl: SITE })).toEqual({ checked: 1, fired: 1, rearmed: 0 });
    expect(await checkAlerts(db, { siteUrl: SITE })).toMatchObject({ fired: 0 });
    await setPrice(offer, 4.2);
    expect(await checkAlerts(db, { siteUrl: SITE })).toMatchObject({ fired: 0 });

    const [mail, ...more] = await alertMails(db);
    expect(more).toEqual([]);
    expect(mail!.to_address).toBe("buyer@example.co.uk");
    expect(mail!.subject).toBe("Price alert: Sharp Sand 25kg is now £4.50");
    expect(mail!.text_body).toContain("Merchant: Harbour Builders");
    expect(mail!.text_body).toContain("Price: £4.50");
    expect(mail!.text_body).toContain("Delivered total: £7.50");
    expect(mail!.text_body).toContain(`${SITE}/out/${offer.id}`);
    expect(mail!.unsubscribe_url).toMatch(new RegExp(`^${SITE}/alerts/unsubscribe\\?token=[\\w-]{32}$`));
    expect(mail!.text_body).toContain(mail!.unsubscribe_url);

    await setPrice(offer, 6);
    expect(await checkAlerts(db, { siteUrl: SITE })).toMatchObject({ fired: 0, rearmed: 1 });
    await setPrice(offer, 4);
    expect(await checkAlerts(db, { siteUrl: SITE })).toMatchObject({ fired: 1 });
    expect(await alertMails(db)).toHaveLength(2);
    const [row] = await listAlerts(db, { limit: 5 });
    expect(row).toMatchObject({ status: "confirmed", armed: false, firedCount: 2 });
    expect(row!.lastFiredAt).toBeInstanceOf(Date);
  });

  it("takes the cheapest in-stock offer, never an out-of-stock one", async () => {
    const a = await createMerchant(db, { name: "Alpha" });
    const b = await createMerchant(db, { name: "Bravo" });
    const product = await createProduct(db);
    await createOffer(db, { productId: product.id, merchantId: a.id, price: 3, availability: "out_of_stock" });
    const cheap = await createOffer(db, { productId: product.id, merchantId: b.id, price: 8 });
    await setAlert(product.id, "watcher@example.co.uk", "price", 9);
    expect(await checkAlerts(db, { siteUrl: SITE })).toMatchObject({ fired: 1 });
    const [mail] = await alertMails(db);
    expect(mail!.text_body).toContain("Merchant: Bravo");
    expect(mail!.text_body).toContain(`/out/${cheap.id}`);
    expect(mail!.text_body).toContain("Delivered total: the merchant's feed doesn't state delivery");
  });

  it("fires a back-in-stock alert when the product gets an in-stock offer, and again only after it ran out", async () => {
    const merchant = await createMerchant(db);
    const product = await createProduct(db, { name: "Cavity Closer" });
    const offer = await createOffer(db, {
      productId: product.id,
      merchantId: merchant.id,
      price: 12,
      availability: "out_of_stock",
    });
    await setAlert(product.id, "stock@example.co.uk", "stock", null);
    expect(await checkAlerts(db, { siteUrl: SITE })).toMatchObject({ fired: 0 });
    await setPrice(offer, 12, "in_stock");
    expect(await checkAlerts(db, { siteUrl: SITE })).toMatchObject({ fired: 1 });
    expect(await checkAlerts(db, { siteUrl: SITE })).toMatchObject({ fired: 0 });
    await setPrice(offer, 12, "out_of_stock");
    expect(await checkAlerts(db, { siteUrl: SITE })).toMatchObject({ fired: 0, rearmed: 1 });
    await setPrice(offer, 11, "in_stock");
    expect(await checkAlerts(db, { siteUrl: SITE })).toMatchObject({ fired: 1 });
    // The product's own name, as it is when the alert fires.
    expect((await alertMails(db)).map((m) => m.subject)).toEqual([
      "Back in stock: Cavity Closer",
      "Back in stock: Cavity Closer",
    ]);
  });

  it("does not fire a back-in-stock alert confirmed while the product is in stock", async () => {
    const merchant = await createMerchant(db);
    const product = await createProduct(db);
    await createOffer(db, { productId: product.id, merchantId: merchant.id, price: 12 });
    await setAlert(product.id, "early@example.co.uk", "stock", null);
    expect(await checkAlerts(db, { siteUrl: SITE })).toMatchObject({ fired: 0 });
  });

  it("never fires pending, unsubscribed or hidden-product alerts", async () => {
    const merchant = await createMerchant(db);
    const product = await createProduct(db);
    const hidden = await createProduct(db);
    await createOffer(db, { productId: product.id, merchantId: merchant.id, price: 2 });
    await createOffer(db, { productId: hidden.id, merchantId: merchant.id, price: 2 });
    const base = { productName: "P", sourcePath: "/", siteUrl: SITE, kind: "price" as const, targetPrice: 5 };
    await subscribeAlert(db, { ...base, productId: product.id, email: "pending@example.co.uk" });
    const gone = await setAlert(product.id, "gone@example.co.uk", "price", 5);
    await setAlert(hidden.id, "hidden@example.co.uk", "price", 5);
    await hideProduct(db, hidden.id);
    if (gone.status !== "confirmed") throw new Error("not confirmed");
    expect(await unsubscribeAlert(db, gone.unsubscribeToken)).toMatchObject({ status: "unsubscribed" });
    expect(await checkAlerts(db, { siteUrl: SITE })).toEqual({ checked: 0, fired: 0, rearmed: 0 });
    expect(await alertMails(db)).toEqual([]);
  });

  it("keeps one row per address, product and kind; a used confirmation link confirms nothing", async () => {
    const product = await createProduct(db);
    const base = { productId: product.id, productName: "P", sourcePath: "/", siteUrl: SITE, kind: "price" as const };
    await subscribeAlert(db, { ...base, email: "again@example.co.uk", targetPrice: 5 });
    const first = await confirmationToken(db, "again@example.co.uk");
    await subscribeAlert(db, { ...base, email: "again@example.co.uk", targetPrice: 4 });
    const second = await confirmationToken(db, "again@example.co.uk");
    expect(await confirmAlert(db, first)).toEqual({ status: "unknown" });
    expect(await confirmAlert(db, second)).toMatchObject({ status: "confirmed" });
    expect(await confirmAlert(db, second)).toEqual({ status: "unknown" });
    expect(await subscribeAlert(db, { ...base, email: "again@example.co.uk", targetPrice: 3 })).toBe(
      "updated-confirmed",
    );
    const rows = await listAlerts(db, { email: "again@example.co.uk", limit: 5 });
    expect(rows.map((r) => [r.status, r.targetPrice])).toEqual([["confirmed", 3]]);
  });
});
