import { describe, expect, it } from "vitest";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import { createListedProduct, createMerchant, hideProduct } from "../../tests/setup/factories.ts";
import { listCategoryGroupPrices } from "./list-category-group-prices.server.ts";

describe.each(testDatabases())("listCategoryGroupPrices on $name", (engine) => {
  const database = freshTestDatabase(engine, { perTest: true });

  it("says honestly that an empty catalogue has no products and no prices, group by group", async () => {
    const prices = await listCategoryGroupPrices(database.db);
    expect(prices.map((p) => p.group)).toEqual(["cement", "sand", "timber", "bricks", "plasterboard", "skirting"]);
    for (const p of prices) expect(p).toMatchObject({ productCount: 0, lowestPrice: null });
  });

  it("gives each group the lowest price a visitor can order now, across the group's categories", async () => {
    const { db } = database;
    const a = (await createMerchant(db)).id;
    const b = (await createMerchant(db)).id;
    await createListedProduct(db, { name: "Portland Cement 25kg", category: "cement" }, [
      { merchantId: a, price: 7.5 },
      { merchantId: b, price: 6.9 },
    ]);
    await createListedProduct(db, { name: "Mortar Mix 20kg", category: "concrete-mortar" }, [
      { merchantId: a, price: 9, salePrice: 5.25 },
    ]);
    // Cheaper, but nobody can sell it now or it is gone from the feed: neither sets the price.
    await createListedProduct(db, { name: "Rapid Cement 10kg", category: "cement" }, [
      { merchantId: a, price: 2, availability: "out_of_stock", available: false },
      { merchantId: b, price: 1, availability: "not_in_feed", available: false },
    ]);
    const hidden = await createListedProduct(db, { name: "Hidden Cement", category: "cement" }, [
      { merchantId: a, price: 0.5 },
    ]);
    await hideProduct(db, hidden.id);
    // Plasterboard is listed, but out of stock everywhere.
    await createListedProduct(db, { name: "Plasterboard 12.5mm", category: "plasterboard" }, [
      { merchantId: a, price: 8, availability: "out_of_stock", available: false },
    ]);
    await createListedProduct(db, { name: "Facing Brick", category: "bricks" }, [{ merchantId: a, price: 0.9 }]);
    await createListedProduct(db, { name: "Aircrete Block", category: "blocks" }, [{ merchantId: b, price: 2.1 }]);

    const byGroup = Object.fromEntries((await listCategoryGroupPrices(db)).map((p) => [p.group, p]));
    expect(byGroup.cement).toEqual({ group: "cement", productCount: 3, lowestPrice: 5.25 });
    expect(byGroup.bricks).toEqual({ group: "bricks", productCount: 2, lowestPrice: 0.9 });
    expect(byGroup.plasterboard).toEqual({ group: "plasterboard", productCount: 1, lowestPrice: null });
    expect(byGroup.sand).toEqual({ group: "sand", productCount: 0, lowestPrice: null });
  });
});
