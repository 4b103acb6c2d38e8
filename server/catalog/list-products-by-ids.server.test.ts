import { describe, expect, it } from "vitest";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import { createMerchant, createOffer, createProduct, hideProduct } from "../../tests/setup/factories.ts";
import { listProductsByIds } from "./list-products-by-ids.server.ts";

describe.each(testDatabases())("listProductsByIds on $name", (engine) => {
  const database = freshTestDatabase(engine, { perTest: true });

  it("gives today's lowest orderable price per product, in the order asked, leaving out missing and hidden ones", async () => {
    const db = database.db;
    const a = await createMerchant(db);
    const b = await createMerchant(db);
    const cement = await createProduct(db, { name: "Cement" });
    await createOffer(db, { productId: cement.id, merchantId: a.id, price: 7 });
    // The lowest price's feed last refreshed it 75 hours ago, past the 48-hour label limit (decision 052).
    const checked = new Date(Date.now() - 75.5 * 3_600_000);
    await createOffer(db, { productId: cement.id, merchantId: b.id, price: 6.25, lastChecked: checked });
    await createOffer(db, { productId: cement.id, merchantId: b.id, price: 2, availability: "out_of_stock" });
    const gone = await createProduct(db, { name: "Sold out" });
    await createOffer(db, { productId: gone.id, merchantId: a.id, price: 3, availability: "out_of_stock" });
    const hidden = await createProduct(db, { name: "Hidden" });
    await createOffer(db, { productId: hidden.id, merchantId: a.id, price: 1 });
    await hideProduct(db, hidden.id);

    const found = await listProductsByIds(db, [gone.id, hidden.id, 99999, cement.id, cement.id], "https://bc.test");
    expect(found).toEqual([
      {
        id: gone.id,
        name: "Sold out",
        imageUrl: null,
        lowestPrice: null,
        lowestPriceChecked: null,
        lowestPriceAgeHours: null,
        inStockMerchantCount: 0,
        merchantCount: 1,
        url: `https://bc.test/product/${gone.id}`,
      },
      {
        id: cement.id,
        name: "Cement",
        imageUrl: null,
        lowestPrice: 6.25,
        lowestPriceChecked: checked.toISOString(),
        lowestPriceAgeHours: 75,
        inStockMerchantCount: 2,
        merchantCount: 2,
        url: `https://bc.test/product/${cement.id}`,
      },
    ]);
    expect(await listProductsByIds(db, [], "https://bc.test")).toEqual([]);
  });
});
