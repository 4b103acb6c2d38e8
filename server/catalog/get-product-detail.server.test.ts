import { describe, expect, it } from "vitest";
import { freshTestDatabase, PGLITE_TEST_DATABASE } from "../../tests/setup/test-databases.ts";
import {
  createImageOverride,
  createMerchant,
  createNameExclusion,
  createOffer,
  createProduct,
  hideProduct,
} from "../../tests/setup/factories.ts";
import { getProductDetail } from "./get-product-detail.server.ts";

const database = freshTestDatabase(PGLITE_TEST_DATABASE);

describe("getProductDetail", () => {
  it("orders offers by delivered total, badges the lowest in stock and prices from orderable offers only", async () => {
    const { db } = database;
    const product = await createProduct(db, {
      name: "Blue Circle Cement 25kg",
      brand: "Blue Circle",
      category: "cement",
      measureUnit: "kg",
      measureQuantity: 25,
    });
    const a = await createMerchant(db, { name: "Alpha Builders", websiteUrl: "https://alpha.example/" });
    const b = await createMerchant(db, { name: "Beta Supplies" });
    const c = await createMerchant(db, { name: "Gamma Timber" });
    const d = await createMerchant(db, { name: "Delta Depot" });
    // £11.30 + £9.95 = £21.25 loses to £13.07 + £4.99 = £18.06.
    await createOffer(db, {
      productId: product.id,
      merchantId: a.id,
      price: 11.3,
      deliveryCost: 9.95,
      unitQuantity: 25,
    });
    await createOffer(db, {
      productId: product.id,
      merchantId: b.id,
      price: 13.07,
      deliveryCost: 4.99,
      unitQuantity: 25,
    });
    // Cheapest of all, but out of stock: never badged, never sets the price range.
    await createOffer(db, {
      productId: product.id,
      merchantId: c.id,
      price: 8,
      deliveryCost: 0,
      availability: "out_of_stock",
      unitQuantity: 25,
    });
    // No delivery stated: ordered by its item price, no total; pack unknown in kg: no unit price.
    await createOffer(db, { productId: product.id, merchantId: d.id, price: 19.5 });

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
      unitLabel: "per kg",
    });
    expect(detail!.offers.map((o) => [o.merchantName, o.totalPrice, o.runningPrice])).toEqual([
      ["Gamma Timber", 8, 8],
      ["Beta Supplies", 18.06, 13.07],
      ["Delta Depot", null, 19.5],
      ["Alpha Builders", 21.25, 11.3],
    ]);
    const beta = detail!.offers[1]!;
    expect(detail!.lowestBadge).toEqual({ offerId: beta.id, label: "Lowest delivered price in stock" });
    expect(detail!.lowest).toBe(11.3);
    expect(detail!.highest).toBe(19.5);
    expect(detail!.availableCount).toBe(3);
    expect(new Set(detail!.offers.map((o) => o.unitLabel))).toEqual(new Set(["per kg"]));
    expect(beta).toMatchObject({ unitPrice: 0.5228, deliveryCost: 4.99, available: true, availability: "in_stock" });
    expect(detail!.offers[2]).toMatchObject({ unitPrice: null, deliveryCost: null });
    expect(detail!.offers[0]).toMatchObject({ available: false, availability: "out_of_stock" });
    expect(beta.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(detail!.offers[3]!.merchantWebsiteUrl).toBe("https://alpha.example/");
  });

  it("applies a sale price only while its window is open", async () => {
    const { db } = database;
    const product = await createProduct(db);
    const day = 24 * 60 * 60 * 1000;
    const running = await createMerchant(db, { name: "Running Sale" });
    const ended = await createMerchant(db, { name: "Ended Sale" });
    const future = await createMerchant(db, { name: "Future Sale" });
    const undated = await createMerchant(db, { name: "Undated Sale" });
    const window = (from: number, to: number) => ({
      saleStartsAt: new Date(Date.now() + from * day),
      saleEndsAt: new Date(Date.now() + to * day),
    });
    await createOffer(db, { productId: product.id, merchantId: running.id, price: 10, salePrice: 7, ...window(-1, 1) });
    await createOffer(db, { productId: product.id, merchantId: ended.id, price: 10, salePrice: 6, ...window(-9, -1) });
    await createOffer(db, { productId: product.id, merchantId: future.id, price: 10, salePrice: 5, ...window(1, 9) });
    await createOffer(db, { productId: product.id, merchantId: undated.id, price: 10, salePrice: 8 });
    const detail = await getProductDetail(db, product.id);
    const byName = Object.fromEntries(detail!.offers.map((o) => [o.merchantName, [o.salePrice, o.runningPrice]]));
    expect(byName).toEqual({
      "Running Sale": [7, 7],
      "Ended Sale": [null, 10],
      "Future Sale": [null, 10],
      "Undated Sale": [8, 8],
    });
  });

  it("ignores a sale price that is not lower than the price", async () => {
    const { db } = database;
    const product = await createProduct(db);
    const m = await createMerchant(db);
    await createOffer(db, { productId: product.id, merchantId: m.id, price: 5, salePrice: 6 });
    const detail = await getProductDetail(db, product.id);
    expect(detail!.offers[0]).toMatchObject({ runningPrice: 5, salePrice: null });
  });

  it("never prices, badges or shows as available an offer whose stock is not stated", async () => {
    const { db } = database;
    const product = await createProduct(db);
    const m = await createMerchant(db);
    const other = await createMerchant(db);
    await createOffer(db, { productId: product.id, merchantId: m.id, price: 5, availability: "unknown" });
    await createOffer(db, { productId: product.id, merchantId: other.id, price: 6, availability: "out_of_stock" });
    const detail = await getProductDetail(db, product.id);
    expect(detail!.offers[0]).toMatchObject({ available: false, availability: "unknown" });
    expect(detail!).toMatchObject({ lowestBadge: null, lowest: null, highest: null, availableCount: 0 });
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
