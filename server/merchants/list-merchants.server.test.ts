import { describe, expect, it } from "vitest";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import { createMerchant, createOffer, createProduct, hideProduct } from "../../tests/setup/factories.ts";
import { listMerchants } from "./list-merchants.server.ts";

describe.each(testDatabases())("listMerchants on $name", (engine) => {
  const database = freshTestDatabase(engine);

  it("lists merchants by name with visible listed products counted once", async () => {
    const { db } = database;
    const beta = await createMerchant(db, { name: "Beta Supplies", verified: true, logoUrl: "/merchant-logos/b.svg" });
    const alpha = await createMerchant(db, {
      name: "Alpha Builders",
      websiteUrl: "javascript:alert(1)",
      logoUrl: "data:image/svg+xml,<svg/>",
    });
    const shared = await createProduct(db);
    await createOffer(db, { productId: shared.id, merchantId: beta.id });
    await createOffer(db, { productId: shared.id, merchantId: beta.id });
    const gone = await createProduct(db);
    await createOffer(db, { productId: gone.id, merchantId: beta.id, availability: "not_in_feed" });
    const hidden = await createProduct(db);
    await createOffer(db, { productId: hidden.id, merchantId: beta.id });
    await hideProduct(db, hidden.id);
    const outOfStock = await createProduct(db);
    await createOffer(db, { productId: outOfStock.id, merchantId: beta.id, availability: "out_of_stock" });

    expect(await listMerchants(db)).toEqual([
      {
        id: alpha.id,
        slug: alpha.slug,
        name: "Alpha Builders",
        websiteUrl: null,
        logoUrl: null,
        verified: false,
        productCount: 0,
      },
      {
        id: beta.id,
        slug: beta.slug,
        name: "Beta Supplies",
        websiteUrl: beta.websiteUrl,
        logoUrl: "/merchant-logos/b.svg",
        verified: true,
        productCount: 2,
      },
    ]);
  });
});
