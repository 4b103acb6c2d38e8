import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { getProductDetail } from "../catalog/get-product-detail.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createProduct } from "../../tests/setup/factories.ts";
import { hideProduct, unhideProduct } from "./product-visibility.server.ts";
import { addNameExclusion, removeNameExclusion } from "./name-exclusions.server.ts";
import { addImageOverride } from "./image-overrides.server.ts";
import { listCurationRules } from "./list-curation-rules.server.ts";

describe("curation rules", () => {
  let database: Database;
  beforeEach(async () => {
    database = await testDatabases()[0]!.open();
  });
  afterEach(async () => {
    await database.close();
  });

  it("hides and unhides a product everywhere the catalogue is read", async () => {
    const product = await createProduct(database.db, { name: "Hanson Multicem 25kg" });
    expect(await hideProduct(database.db, product.id, "duplicate listing")).toBe(true);
    expect(await getProductDetail(database.db, product.id)).toBeNull();
    expect(await hideProduct(database.db, 999_999, null)).toBe(false);
    expect(await unhideProduct(database.db, product.id)).toBe(true);
    expect(await getProductDetail(database.db, product.id)).not.toBeNull();
  });

  it("excludes products by a phrase in their name, case-insensitively, until the phrase is removed", async () => {
    const product = await createProduct(database.db, { name: "Ready Mixed Concrete 1m3" });
    await addNameExclusion(database.db, "ready mixed concrete");
    expect(await getProductDetail(database.db, product.id)).toBeNull();
    expect(await removeNameExclusion(database.db, "READY MIXED CONCRETE")).toBe(true);
    expect(await getProductDetail(database.db, product.id)).not.toBeNull();
  });

  it("replaces images by product id or by exact name, and lists every rule", async () => {
    const byName = await createProduct(database.db, {
      name: "Sharp Sand Premium",
      imageUrl: "https://img.example/a.jpg",
    });
    const byId = await createProduct(database.db, { name: "Other", imageUrl: "https://img.example/b.jpg" });
    await addImageOverride(database.db, { nameMatch: "sharp sand premium", imageUrl: "/demo-images/sand-bag.svg" });
    await addImageOverride(database.db, { productId: byId.id, imageUrl: "https://img.example/c.jpg" });
    expect((await getProductDetail(database.db, byName.id))!.product.imageUrl).toBe("/demo-images/sand-bag.svg");
    expect((await getProductDetail(database.db, byId.id))!.product.imageUrl).toBe("https://img.example/c.jpg");
    const rules = await listCurationRules(database.db);
    expect(rules.imageOverrides).toHaveLength(2);
  });
});
