import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client.server.ts";
import {
  createImageOverride,
  createMerchant,
  createNameExclusion,
  createOffer,
  createProduct,
  hideProduct,
} from "../../tests/setup/factories.ts";
import { getProductDetail } from "./get-product-detail.server.ts";

let database: Database;
beforeAll(async () => {
  database = await openDatabase("pglite:memory");
});
afterAll(async () => {
  await database.close();
});

describe("getProductDetail", () => {
  it("returns the product with offers sorted by effective price and the price range", async () => {
    const { db } = database;
    const product = await createProduct(db, {
      name: "Blue Circle Cement 25kg",
      brand: "Blue Circle",
      category: "cement",
    });
    const a = await createMerchant(db, { name: "Alpha Builders", websiteUrl: "https://alpha.example/" });
    const b = await createMerchant(db, { name: "Beta Supplies" });
    const c = await createMerchant(db, { name: "Gamma Timber" });
    await createOffer(db, { productId: product.id, merchantId: a.id, price: 9.5 });
    await createOffer(db, { productId: product.id, merchantId: b.id, price: 12, salePrice: 7.25, deliveryCost: 0 });
    await createOffer(db, {
      productId: product.id,
      merchantId: c.id,
      price: 8,
      availability: "out_of_stock",
      unitPrice: 0.32,
      unitLabel: "kg",
    });

    const detail = await getProductDetail(db, product.id);
    expect(detail).not.toBeNull();
    expect(detail!.product).toMatchObject({
      id: product.id,
      name: "Blue Circle Cement 25kg",
      brand: "Blue Circle",
      category: "cement",
      categoryLabel: "Cement",
      imageUrl: null,
      facts: {},
    });
    expect(detail!.offers.map((o) => [o.merchantName, o.effectivePrice])).toEqual([
      ["Beta Supplies", 7.25],
      ["Gamma Timber", 8],
      ["Alpha Builders", 9.5],
    ]);
    expect(detail!.lowest).toBe(7.25);
    expect(detail!.highest).toBe(9.5);
    expect(detail!.availableCount).toBe(2);
    const beta = detail!.offers[0]!;
    expect(beta).toMatchObject({
      price: 12,
      salePrice: 7.25,
      deliveryCost: 0,
      available: true,
      availability: "in_stock",
    });
    expect(beta.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(detail!.offers[1]).toMatchObject({ available: false, unitPrice: 0.32, unitLabel: "kg" });
    expect(detail!.offers[2]!.merchantWebsiteUrl).toBe("https://alpha.example/");
  });

  it("ignores a sale price that is not lower than the price", async () => {
    const { db } = database;
    const product = await createProduct(db);
    const m = await createMerchant(db);
    await createOffer(db, { productId: product.id, merchantId: m.id, price: 5, salePrice: 6 });
    const detail = await getProductDetail(db, product.id);
    expect(detail!.offers[0]!.effectivePrice).toBe(5);
  });

  it("returns a product without offers with an empty list", async () => {
    const product = await createProduct(database.db);
    const detail = await getProductDetail(database.db, product.id);
    expect(detail).toMatchObject({ offers: [], lowest: null, highest: null, availableCount: 0 });
  });

  it("returns null for a missing or impossible id", async () => {
    expect(await getProductDetail(database.db, 987_654)).toBeNull();
    expect(await getProductDetail(database.db, 0)).toBeNull();
    expect(await getProductDetail(database.db, 99_999_999_999)).toBeNull();
    expect(await getProductDetail(database.db, Number.NaN)).toBeNull();
  });

  it("returns null for a hidden product", async () => {
    const product = await createProduct(database.db);
    await hideProduct(database.db, product.id);
    expect(await getProductDetail(database.db, product.id)).toBeNull();
  });

  it("returns null when the name contains an excluded phrase, case-insensitively", async () => {
    const { db } = database;
    await createNameExclusion(db, "ready mixed CONCRETE");
    const product = await createProduct(db, { name: "Premium Ready Mixed Concrete 1m3" });
    const kept = await createProduct(db, { name: "Ready Mix 100% Concrete_Blend" });
    expect(await getProductDetail(db, product.id)).toBeNull();
    expect(await getProductDetail(db, kept.id)).not.toBeNull();
  });

  it("treats % and _ in an exclusion phrase literally", async () => {
    const { db } = database;
    await createNameExclusion(db, "50%_off");
    const product = await createProduct(db, { name: "Sand 50 Percent Off" });
    expect(await getProductDetail(db, product.id)).not.toBeNull();
  });

  it("uses an image override by product id, then by name (case-insensitive), then the product image", async () => {
    const { db } = database;
    const byId = await createProduct(db, { imageUrl: "https://img.example/own.jpg" });
    await createImageOverride(db, { productId: byId.id, imageUrl: "https://img.example/by-id.jpg" });
    const byName = await createProduct(db, { name: "Sharp Sand Premium", imageUrl: "https://img.example/own2.jpg" });
    await createImageOverride(db, { nameMatch: "sharp sand PREMIUM", imageUrl: "/demo-images/sharp-sand.jpg" });
    const own = await createProduct(db, { imageUrl: "https://img.example/own3.jpg" });

    expect((await getProductDetail(db, byId.id))!.product.imageUrl).toBe("https://img.example/by-id.jpg");
    expect((await getProductDetail(db, byName.id))!.product.imageUrl).toBe("/demo-images/sharp-sand.jpg");
    expect((await getProductDetail(db, own.id))!.product.imageUrl).toBe("https://img.example/own3.jpg");
  });

  it("never returns a non-http(s) link or image", async () => {
    const { db } = database;
    const product = await createProduct(db, { imageUrl: "javascript:alert(1)" });
    const m = await createMerchant(db, { websiteUrl: "data:text/html,hi", logoUrl: "//evil.example/logo.png" });
    await createOffer(db, { productId: product.id, merchantId: m.id, url: "JavaScript:alert(1)" });
    const detail = (await getProductDetail(db, product.id))!;
    expect(detail.product.imageUrl).toBeNull();
    expect(detail.offers[0]).toMatchObject({ url: null, merchantWebsiteUrl: null, merchantLogoUrl: null });
  });
});
