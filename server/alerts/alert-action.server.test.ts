import { describe, expect, it } from "vitest";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { routeTestContext } from "../../tests/setup/route-test-context.ts";
import { formPost } from "../../tests/setup/form-post.ts";
import { createProduct, hideProduct } from "../../tests/setup/factories.ts";
import { FORM_LIMITS, HONEYPOT_FIELD } from "../../shared/form-limits.ts";
import { alertAction } from "./alert-action.server.ts";
import { listAlerts } from "./list-alerts.server.ts";

function unwrap(value: unknown): { status: number; body: Record<string, unknown> } {
  const d = value as { data: Record<string, unknown>; init: { status?: number } | null };
  return { status: d.init?.status ?? 200, body: d.data };
}

describe.each(testDatabases())("the alert form's action on $name", (engine) => {
  const { database, context } = routeTestContext(engine, {
    env: { SITE_URL: "https://www.buildcompare.test" },
    clientAddress: "203.0.113.20",
  });
  const send = async (fields: Record<string, string>) =>
    unwrap(await alertAction(formPost("/alerts", fields), context));

  it("answers 400 naming the field, with everything typed, and stores nothing", async () => {
    const product = await createProduct(database.db);
    const typed = { productId: String(product.id), email: "me@example.co.uk", kind: "price", targetPrice: "twelve" };
    const answer = await send(typed);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      status: "invalid",
      fieldErrors: { targetPrice: "Enter the target price in pounds and pence, like 12.50." },
      values: typed,
      returnTo: `/product/${product.id}`,
    });
    expect(await listAlerts(database.db, { limit: 5 })).toEqual([]);
  });

  it("refuses an alert on a hidden product with 404, and stores nothing for a bot", async () => {
    const hidden = await createProduct(database.db);
    await hideProduct(database.db, hidden.id);
    const refused = await send({ productId: String(hidden.id), email: "me@example.co.uk", kind: "stock" });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ fieldErrors: { productId: expect.stringMatching(/no longer listed/) } });

    const product = await createProduct(database.db);
    const bot = await send({
      productId: String(product.id),
      email: "bot@example.co.uk",
      kind: "stock",
      [HONEYPOT_FIELD]: "x",
    });
    expect(bot.body).toMatchObject({ status: "ok" });
    expect(await listAlerts(database.db, { limit: 5 })).toEqual([]);
  });

  it("stores a target typed in the trade view inc. VAT, as every price is stored, and says both", async () => {
    const product = await createProduct(database.db);
    const answer = await send({
      productId: String(product.id),
      email: "trade@example.co.uk",
      kind: "price",
      targetPrice: "10.00",
      prices: "ex-vat",
    });
    expect(answer.body).toMatchObject({ status: "ok" });
    expect(answer.body.message).toContain("£10.00 ex. VAT (£12.00 inc. VAT) or less");
    // Anything but "ex-vat" is the default, inc. VAT: the target is stored as typed.
    await send({
      productId: String(product.id),
      email: "home@example.co.uk",
      kind: "price",
      targetPrice: "10.00",
      prices: "x",
    });
    const stored = await listAlerts(database.db, { limit: 5 });
    expect(Object.fromEntries(stored.map((a) => [a.email, a.targetPrice]))).toEqual({
      "trade@example.co.uk": 12,
      "home@example.co.uk": 10,
    });
  });

  it("stores a pending alert, and limits posts per client address with 429", async () => {
    const product = await createProduct(database.db);
    for (let i = 0; i < FORM_LIMITS.alerts.max; i++) {
      const ok = await send({
        productId: String(product.id),
        email: `n${i}@example.co.uk`,
        kind: "price",
        targetPrice: "9.5",
      });
      expect(ok.body).toMatchObject({ status: "ok", title: "Check your inbox" });
    }
    const limited = await send({ productId: String(product.id), email: "late@example.co.uk", kind: "stock" });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ status: "limited", values: { email: "late@example.co.uk" } });
    const stored = await listAlerts(database.db, { limit: 50 });
    expect(stored).toHaveLength(FORM_LIMITS.alerts.max);
    expect(stored.every((a) => a.status === "pending" && a.targetPrice === 9.5)).toBe(true);
  });
});
