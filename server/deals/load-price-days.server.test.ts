import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createMerchant, createOffer, createProduct, recordPrice } from "../../tests/setup/factories.ts";
import { loadRecordedPrices } from "./load-price-days.server.ts";
import { daysBefore, ukDay } from "./deal-rules.ts";
import { DEAL_RULES } from "../../shared/deals.ts";

const DAY = 86_400_000;
const now = new Date();
const today = ukDay(now);
// Noon UTC of the UK day n days before today: that UK day whatever the hour (as find-deals.server.test.ts does).
const daysAgo = (n: number) => new Date(Date.parse(`${today}T12:00:00Z`) - n * DAY);

describe.each(testDatabases())("recorded prices on $name", (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await engine.open();
  });
  afterEach(async () => {
    await database.close();
  });

  // One product is read by a named statement (the product page), several by the unnamed text (the deals list):
  // both must give a product the same prices, also after PostgreSQL has moved the named one to a generic plan.
  it("reads one product alone the same as among others, run after run", async () => {
    const { db } = database;
    const m1 = await createMerchant(db);
    const m2 = await createMerchant(db);
    const product = await createProduct(db);
    const other = await createProduct(db);
    const a = await createOffer(db, { productId: product.id, merchantId: m1.id, price: 20, deliveryCost: 4.5 });
    const b = await createOffer(db, { productId: product.id, merchantId: m2.id, price: 22, salePrice: 18 });
    const c = await createOffer(db, { productId: other.id, merchantId: m1.id, price: 9 });
    // Before the window: only each offer's last one counts. Inside it: all. Today: none.
    await recordPrice(db, { offerId: a.id, price: 30, observedAt: daysAgo(DEAL_RULES.windowDays + 20) });
    await recordPrice(db, { offerId: a.id, price: 28, observedAt: daysAgo(DEAL_RULES.windowDays + 5) });
    await recordPrice(db, { offerId: a.id, price: 25, observedAt: daysAgo(40) });
    await recordPrice(db, { offerId: a.id, price: 20, observedAt: now });
    await recordPrice(db, { offerId: b.id, price: 22, salePrice: 18, observedAt: daysAgo(10) });
    await recordPrice(db, { offerId: c.id, price: 9, observedAt: daysAgo(3) });

    const together = await loadRecordedPrices(db, [product.id, other.id], today);
    const expected = [
      { offerId: a.id, day: daysBefore(today, DEAL_RULES.windowDays + 5)[0], pence: 3250 },
      { offerId: a.id, day: daysBefore(today, 40)[0], pence: 2950 },
      { offerId: b.id, day: daysBefore(today, 10)[0], pence: 1800 },
    ];
    expect(together.get(product.id)).toEqual(expected);
    expect(together.get(other.id)).toEqual([{ offerId: c.id, day: daysBefore(today, 3)[0], pence: 900 }]);
    for (let run = 0; run < 8; run++) {
      expect(await loadRecordedPrices(db, [product.id], today)).toEqual(new Map([[product.id, expected]]));
    }
    expect(await loadRecordedPrices(db, [other.id], today)).toEqual(new Map([[other.id, together.get(other.id)]]));
  });
});
