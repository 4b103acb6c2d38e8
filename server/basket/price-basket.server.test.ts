import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import type { Database, Db } from "../db/client.server.ts";
import { createMerchant, createOffer, createProduct, hideProduct } from "../../tests/setup/factories.ts";
import { priceBasket } from "./price-basket.server.ts";

/** Alpha's feed last refreshed its cement price 75 hours ago: past the 48-hour label limit (decision 052). */
const ALPHA_CEMENT_CHECKED = new Date(Date.now() - 75.5 * 3_600_000);

async function twoMerchantBasket(db: Db) {
  const alpha = await createMerchant(db, { slug: "alpha-timber", name: "Alpha Timber" });
  const beta = await createMerchant(db, { slug: "beta-builders", name: "Beta Builders" });
  const cement = await createProduct(db, { name: "Cement 25kg", category: "cement", facts: { pack: "25 kg" } });
  const board = await createProduct(db, { name: "Plasterboard 2400x1200", category: "plasterboard" });
  const pipe = await createProduct(db, { name: "Drain pipe", category: "drainage" });
  const nowhere = await createProduct(db, { name: "Rare lintel", category: "other" });
  const offers = {
    alphaCement: await createOffer(db, {
      productId: cement.id,
      merchantId: alpha.id,
      price: 6,
      deliveryCost: 10,
      lastChecked: ALPHA_CEMENT_CHECKED,
    }),
    betaCement: await createOffer(db, { productId: cement.id, merchantId: beta.id, price: 7.5, deliveryCost: 5 }),
    alphaBoard: await createOffer(db, { productId: board.id, merchantId: alpha.id, price: 12, deliveryCost: null }),
    betaBoard: await createOffer(db, { productId: board.id, merchantId: beta.id, price: 9.99, deliveryCost: 4.99 }),
    betaPipe: await createOffer(db, { productId: pipe.id, merchantId: beta.id, price: 20, deliveryCost: 0 }),
  };
  await createOffer(db, { productId: nowhere.id, merchantId: alpha.id, price: 1, availability: "out_of_stock" });
  return { alpha, beta, cement, board, pipe, nowhere, offers };
}

describe.each(testDatabases())("priceBasket on $name", (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await engine.open();
  });
  afterEach(async () => {
    await database.close();
  });

  it("prices each merchant, the exact split and the saving, in pounds", async () => {
    const { db } = database;
    const { cement, board, pipe, nowhere, offers } = await twoMerchantBasket(db);
    const outcome = await priceBasket(db, {
      items: [
        { productId: cement.id, quantity: 10 },
        { productId: board.id, quantity: 4 },
        { productId: pipe.id, quantity: 1 },
        { productId: nowhere.id, quantity: 2 },
      ],
      maxMerchants: null,
    });
    if (!outcome.ok) throw new Error("expected a priced basket");
    const { pricing } = outcome;
    expect(pricing.lines).toEqual([
      {
        productId: cement.id,
        name: "Cement 25kg",
        quantity: 10,
        unitLabel: "bag",
        imageUrl: null,
        inStockAnywhere: true,
      },
      {
        productId: board.id,
        name: "Plasterboard 2400x1200",
        quantity: 4,
        unitLabel: "sheet",
        imageUrl: null,
        inStockAnywhere: true,
      },
      { productId: pipe.id, name: "Drain pipe", quantity: 1, unitLabel: "item", imageUrl: null, inStockAnywhere: true },
      {
        productId: nowhere.id,
        name: "Rare lintel",
        quantity: 2,
        unitLabel: "item",
        imageUrl: null,
        inStockAnywhere: false,
      },
    ]);
    // Beta has everything in stock: 75 + 39.96 + 20 = 134.96, delivery max(5, 4.99, 0) = 5.
    // Alpha lacks the pipe: 60 + 48 = 108, delivery 10 (the board's is not stated).
    expect(pricing.single).toEqual([
      {
        merchantSlug: "beta-builders",
        merchantName: "Beta Builders",
        itemsCost: 134.96,
        delivery: 5,
        total: 139.96,
        missing: [nowhere.id],
        deliveryNotStated: 0,
        complete: true,
        oldestPriceAge: null,
      },
      {
        merchantSlug: "alpha-timber",
        merchantName: "Alpha Timber",
        itemsCost: 108,
        delivery: 10,
        total: 118,
        missing: [pipe.id, nowhere.id],
        deliveryNotStated: 1,
        complete: false,
        oldestPriceAge: { hours: 75, lastChecked: ALPHA_CEMENT_CHECKED.toISOString() },
      },
    ]);
    // Split: cement at alpha (60 + 10) and the rest at beta (39.96 + 20 + 4.99) = 134.95, a saving of 5.01.
    expect(pricing.split).toEqual({
      total: 134.95,
      delivery: 14.99,
      unavailable: [nowhere.id],
      beyondLimit: [],
      merchants: [
        {
          merchantSlug: "alpha-timber",
          merchantName: "Alpha Timber",
          itemsCost: 60,
          delivery: 10,
          deliveryNotStated: 0,
          lines: [
            {
              productId: cement.id,
              offerId: offers.alphaCement.id,
              price: 6,
              quantity: 10,
              lineCost: 60,
              outPath: `/out/${offers.alphaCement.id}`,
              deliveryNotStated: false,
              priceAge: { hours: 75, lastChecked: ALPHA_CEMENT_CHECKED.toISOString() },
            },
          ],
        },
        {
          merchantSlug: "beta-builders",
          merchantName: "Beta Builders",
          itemsCost: 59.96,
          delivery: 4.99,
          deliveryNotStated: 0,
          lines: [
            expect.objectContaining({
              productId: board.id,
              offerId: offers.betaBoard.id,
              price: 9.99,
              lineCost: 39.96,
              priceAge: null,
            }),
            expect.objectContaining({ productId: pipe.id, offerId: offers.betaPipe.id, price: 20, lineCost: 20 }),
          ],
        },
      ],
    });
    expect(pricing.savings).toEqual({
      merchantSlug: "beta-builders",
      merchantName: "Beta Builders",
      pounds: 5.01,
      percent: 3.6,
    });
    expect(pricing.maxMerchants).toBeNull();
  });

  it("keeps to one merchant when asked, and reports nothing saved", async () => {
    const { db } = database;
    const { cement, board, offers } = await twoMerchantBasket(db);
    const outcome = await priceBasket(db, {
      items: [
        { productId: cement.id, quantity: 10 },
        { productId: board.id, quantity: 4 },
      ],
      maxMerchants: 1,
    });
    if (!outcome.ok) throw new Error("expected a priced basket");
    // Beta: 75 + 39.96 + 5 = 119.96; alpha: 60 + 48 + 10 = 118.
    expect(outcome.pricing.split.total).toBe(118);
    expect(outcome.pricing.split.merchants.map((m) => m.merchantSlug)).toEqual(["alpha-timber"]);
    expect(outcome.pricing.split.merchants[0]!.deliveryNotStated).toBe(1);
    expect(outcome.pricing.split.merchants[0]!.lines[1]).toMatchObject({
      offerId: offers.alphaBoard.id,
      deliveryNotStated: true,
    });
    expect(outcome.pricing.savings).toBeNull();
    expect(outcome.pricing.maxMerchants).toBe(1);
  });

  it("prices an empty list as nothing to buy", async () => {
    expect(await priceBasket(database.db, { items: [], maxMerchants: 2 })).toEqual({
      ok: true,
      pricing: {
        lines: [],
        single: [],
        split: { total: 0, delivery: 0, merchants: [], unavailable: [], beyondLimit: [] },
        savings: null,
        maxMerchants: 2,
      },
    });
  });

  it("names ids that are unknown or hidden, and prices nothing", async () => {
    const { db } = database;
    const shown = await createProduct(db);
    const hidden = await createProduct(db);
    await hideProduct(db, hidden.id);
    expect(
      await priceBasket(db, {
        items: [
          { productId: hidden.id, quantity: 1 },
          { productId: shown.id, quantity: 1 },
          { productId: 999_999, quantity: 1 },
        ],
        maxMerchants: null,
      }),
    ).toEqual({ ok: false, unknownProductIds: [hidden.id, 999_999] });
  });
});
