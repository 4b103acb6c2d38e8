import { describe, expect, it } from "vitest";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import {
  createImageOverride,
  createMerchant,
  createNameExclusion,
  createOffer,
  createProduct,
  hideProduct,
} from "../../tests/setup/factories.ts";
import { findShowcaseProduct } from "./find-showcase-product.server.ts";

describe.each(testDatabases())("findShowcaseProduct on $name", (engine) => {
  const database = freshTestDatabase(engine, { perTest: true });

  async function stock(
    productId: number,
    merchantIds: number[],
    extra: Partial<Parameters<typeof createOffer>[1]> = {},
  ) {
    for (const merchantId of merchantIds) await createOffer(database.db, { productId, merchantId, ...extra });
  }

  it("picks the visible product of the category that the most merchants list, with its lowest effective price", async () => {
    const { db } = database;
    const [a, b, c, d] = [
      await createMerchant(db),
      await createMerchant(db),
      await createMerchant(db),
      await createMerchant(db),
    ];
    const batten = await createProduct(db, { name: "Treated Batten 25x38mm", category: "timber" });
    const cls = await createProduct(db, {
      name: "CLS Stud 38x63mm",
      category: "timber",
      imageUrl: "/demo-images/x.svg",
    });
    const hidden = await createProduct(db, { name: "Hidden Joist", category: "timber" });
    const excluded = await createProduct(db, { name: "Scrap Timber Offcuts", category: "timber" });
    const cement = await createProduct(db, { name: "Cement 25kg", category: "cement" });
    await stock(batten.id, [a!.id]);
    await createOffer(db, { productId: cls.id, merchantId: a!.id, price: 4.2 });
    await createOffer(db, { productId: cls.id, merchantId: b!.id, price: 5, salePrice: 3.95 });
    await createOffer(db, { productId: cls.id, merchantId: b!.id, price: 3.99, salePrice: 4.5 });
    await stock(hidden.id, [a!.id, b!.id, c!.id, d!.id]);
    await hideProduct(db, hidden.id);
    await stock(excluded.id, [a!.id, b!.id, c!.id, d!.id]);
    await createNameExclusion(db, "offcuts");
    await stock(cement.id, [a!.id, b!.id, c!.id, d!.id]);

    expect(await findShowcaseProduct(db, "timber")).toEqual({
      id: cls.id,
      name: "CLS Stud 38x63mm",
      imageUrl: "/demo-images/x.svg",
      lowestPrice: 3.95,
      merchantCount: 2,
    });
    expect((await findShowcaseProduct(db, "cement"))!.id).toBe(cement.id);
  });

  it("ignores offers gone from their feed and breaks ties by name", async () => {
    const { db } = database;
    const [a, b, c] = [await createMerchant(db), await createMerchant(db), await createMerchant(db)];
    const oak = await createProduct(db, { name: "Oak Board", category: "timber" });
    const ash = await createProduct(db, { name: "Ash Board", category: "timber" });
    const gone = await createProduct(db, { name: "Birch Board", category: "timber" });
    await stock(oak.id, [a!.id, b!.id]);
    await stock(ash.id, [b!.id, c!.id]);
    await stock(gone.id, [a!.id, b!.id, c!.id], { availability: "not_in_feed", available: false });

    expect((await findShowcaseProduct(db, "timber"))!.name).toBe("Ash Board");
  });

  it("uses the image override and never returns an unsafe image", async () => {
    const { db } = database;
    const m = await createMerchant(db);
    const overridden = await createProduct(db, { category: "timber", imageUrl: "javascript:alert(1)" });
    await stock(overridden.id, [m.id]);
    expect((await findShowcaseProduct(db, "timber"))!.imageUrl).toBeNull();
    await createImageOverride(db, { productId: overridden.id, imageUrl: "https://img.example/timber.jpg" });
    expect((await findShowcaseProduct(db, "timber"))!.imageUrl).toBe("https://img.example/timber.jpg");
  });

  it("returns null when no product of the category has a live offer", async () => {
    const { db } = database;
    expect(await findShowcaseProduct(db, "timber")).toBeNull();
    await createProduct(db, { category: "timber" });
    const m = await createMerchant(db);
    const retired = await createProduct(db, { category: "timber" });
    await stock(retired.id, [m.id], { availability: "not_in_feed", available: false });
    expect(await findShowcaseProduct(db, "timber")).toBeNull();
  });
});
