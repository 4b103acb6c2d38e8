import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import type { Database } from "../db/client.server.ts";
import { createMerchant, createOffer, createProduct, hideProduct } from "../../tests/setup/factories.ts";
import { priceProjectList } from "./price-project-list.server.ts";

describe.each(testDatabases())("priceProjectList on $name", (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await engine.open();
  });
  afterEach(async () => {
    await database.close();
  });

  it("leaves out and names ids that are no longer visible, and prices the rest in their order", async () => {
    const { db } = database;
    const merchant = await createMerchant(db, { slug: "alpha", name: "Alpha" });
    const cement = await createProduct(db, { name: "Cement 25kg", category: "cement" });
    const sand = await createProduct(db, { name: "Sharp sand", category: "sand" });
    const hidden = await createProduct(db, { name: "Hidden lintel", category: "other" });
    await createOffer(db, { productId: cement.id, merchantId: merchant.id, price: 6, deliveryCost: 10 });
    await createOffer(db, { productId: sand.id, merchantId: merchant.id, price: 40, deliveryCost: 12 });
    await createOffer(db, { productId: hidden.id, merchantId: merchant.id, price: 9 });
    await hideProduct(db, hidden.id);

    const priced = await priceProjectList(
      db,
      [
        { productId: sand.id, quantity: 2 },
        { productId: hidden.id, quantity: 1 },
        { productId: 987654, quantity: 3 },
        { productId: cement.id, quantity: 5 },
      ],
      null,
    );
    expect(priced.items).toEqual([
      { productId: sand.id, quantity: 2 },
      { productId: cement.id, quantity: 5 },
    ]);
    expect(priced.droppedIds.sort((a, b) => a - b)).toEqual([hidden.id, 987654].sort((a, b) => a - b));
    expect(priced.pricing?.lines.map((l) => l.productId)).toEqual([sand.id, cement.id]);
    // 2 × £40 + 5 × £6, one order from Alpha: delivery is its highest item delivery, £12.
    expect(priced.pricing?.split.total).toBe(122);
  });

  it("prices nothing for an empty list, or one whose every id is gone", async () => {
    const { db } = database;
    expect(await priceProjectList(db, [], 2)).toEqual({
      items: [],
      droppedIds: [],
      pricing: null,
      timedOut: false,
    });
    expect(await priceProjectList(db, [{ productId: 424242, quantity: 1 }], null)).toEqual({
      items: [],
      droppedIds: [424242],
      pricing: null,
      timedOut: false,
    });
  });
});
