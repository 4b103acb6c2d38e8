import { describe, expect, it } from "vitest";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import {
  createMerchant,
  createNameExclusion,
  createOffer,
  createProduct,
  hideProduct,
} from "../../tests/setup/factories.ts";
import { getCatalogueStats } from "./get-catalogue-stats.server.ts";

describe.each(testDatabases())("getCatalogueStats on $name", (engine) => {
  const database = freshTestDatabase(engine, { perTest: true });

  it("is all zeros for an empty catalogue", async () => {
    expect(await getCatalogueStats(database.db)).toEqual({ merchants: 0, products: 0, prices: 0 });
  });

  it("counts only merchants, products and prices a visitor can see and buy", async () => {
    const { db } = database;
    const [a, b, c, d] = [
      await createMerchant(db),
      await createMerchant(db),
      await createMerchant(db),
      await createMerchant(db),
    ];
    await createMerchant(db); // lists nothing
    const cement = await createProduct(db);
    const sand = await createProduct(db);
    await createProduct(db); // no offers
    const hidden = await createProduct(db);
    const excluded = await createProduct(db, { name: "Ready Mixed Concrete 1m3" });
    const retired = await createProduct(db);

    await createOffer(db, { productId: cement.id, merchantId: a!.id });
    await createOffer(db, { productId: cement.id, merchantId: b!.id, availability: "out_of_stock" });
    await createOffer(db, { productId: sand.id, merchantId: a!.id });
    await createOffer(db, { productId: hidden.id, merchantId: c!.id });
    await hideProduct(db, hidden.id);
    await createOffer(db, { productId: excluded.id, merchantId: c!.id });
    await createNameExclusion(db, "ready mixed concrete");
    await createOffer(db, { productId: retired.id, merchantId: d!.id, availability: "not_in_feed", available: false });
    await createOffer(db, { productId: sand.id, merchantId: d!.id, availability: "not_in_feed", available: false });

    expect(await getCatalogueStats(db)).toEqual({ merchants: 2, products: 2, prices: 3 });
  });
});
