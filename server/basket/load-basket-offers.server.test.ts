import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import type { Database } from "../db/client.server.ts";
import {
  createMerchant,
  createNameExclusion,
  createOffer,
  createProduct,
  hideProduct,
} from "../../tests/setup/factories.ts";
import { loadBasketOffers } from "./load-basket-offers.server.ts";

describe.each(testDatabases())("loadBasketOffers on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("loads in-stock offers at their running price and stated delivery, every offer of a merchant included", async () => {
    const { db } = database;
    const a = await createMerchant(db, { slug: "alpha-yard", name: "Alpha Yard" });
    const b = await createMerchant(db, { slug: "beta-yard", name: "Beta Yard" });
    const cement = await createProduct(db, { name: "Cement 25kg", category: "cement", facts: { pack: "25 kg" } });
    const onSale = await createOffer(db, {
      productId: cement.id,
      merchantId: a.id,
      price: 7.5,
      salePrice: 6.35,
      deliveryCost: 4.99,
    });
    const second = await createOffer(db, { productId: cement.id, merchantId: a.id, price: 7.1, deliveryCost: null });
    // A sale that has ended does not count.
    const ended = await createOffer(db, {
      productId: cement.id,
      merchantId: b.id,
      price: 8,
      salePrice: 5,
      saleEndsAt: new Date(Date.now() - 60_000),
      deliveryCost: 0,
    });
    await createOffer(db, { productId: cement.id, merchantId: b.id, price: 1, availability: "backorder" });
    await createOffer(db, { productId: cement.id, merchantId: b.id, price: 1, availability: "out_of_stock" });
    await createOffer(db, { productId: cement.id, merchantId: b.id, price: 1, availability: "unknown" });

    const loaded = await loadBasketOffers(db, [{ productId: cement.id, quantity: 2 }]);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.products.get(cement.id)).toEqual({
      productId: cement.id,
      name: "Cement 25kg",
      imageUrl: null,
      unitLabel: "bag",
    });
    expect(loaded.offers).toEqual([
      {
        offerId: onSale.id,
        productId: cement.id,
        merchantSlug: "alpha-yard",
        merchantName: "Alpha Yard",
        unitPence: 635,
        deliveryPence: 499,
      },
      {
        offerId: second.id,
        productId: cement.id,
        merchantSlug: "alpha-yard",
        merchantName: "Alpha Yard",
        unitPence: 710,
        deliveryPence: null,
      },
      {
        offerId: ended.id,
        productId: cement.id,
        merchantSlug: "beta-yard",
        merchantName: "Beta Yard",
        unitPence: 800,
        deliveryPence: 0,
      },
    ]);
  });

  it("names every id that is missing, hidden or excluded", async () => {
    const { db } = database;
    const shown = await createProduct(db);
    const hidden = await createProduct(db);
    await hideProduct(db, hidden.id);
    const excluded = await createProduct(db, { name: "Discontinued widget zzq" });
    await createNameExclusion(db, "widget zzq");
    const loaded = await loadBasketOffers(db, [
      { productId: shown.id, quantity: 1 },
      { productId: hidden.id, quantity: 1 },
      { productId: 2_147_483_647, quantity: 1 },
      { productId: excluded.id, quantity: 1 },
      { productId: 9_000_000_000, quantity: 1 },
    ]);
    expect(loaded).toEqual({ ok: false, unknownProductIds: [hidden.id, 2_147_483_647, excluded.id, 9_000_000_000] });
  });

  it("loads a product no one stocks with no offers", async () => {
    const { db } = database;
    const product = await createProduct(db, { category: "timber" });
    const loaded = await loadBasketOffers(db, [{ productId: product.id, quantity: 1 }]);
    expect(loaded).toMatchObject({ ok: true, offers: [] });
    expect(loaded.ok && loaded.products.get(product.id)?.unitLabel).toBe("length");
  });
});
