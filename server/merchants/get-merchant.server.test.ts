import { describe, expect, it } from "vitest";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import { createMerchant, createOffer, createProduct, hideProduct } from "../../tests/setup/factories.ts";
import { findMerchantSlugById, getMerchant } from "./get-merchant.server.ts";

describe.each(testDatabases())("getMerchant on $name", (engine) => {
  const database = freshTestDatabase(engine);

  it("returns the merchant with its visible listed products counted once", async () => {
    const { db } = database;
    const me = await createMerchant(db, {
      name: "Harbour Builders",
      logoUrl: "/merchant-logos/harbour.svg",
      verified: true,
    });
    const rival = await createMerchant(db);
    const twice = await createProduct(db);
    await createOffer(db, { productId: twice.id, merchantId: me.id, price: 10 });
    await createOffer(db, { productId: twice.id, merchantId: me.id, price: 9 });
    await createOffer(db, { productId: twice.id, merchantId: rival.id, price: 7 });
    const outOfStock = await createProduct(db);
    await createOffer(db, { productId: outOfStock.id, merchantId: me.id, price: 3, availability: "out_of_stock" });
    // Neither a gone offer nor a hidden product is listed.
    const gone = await createProduct(db);
    await createOffer(db, { productId: gone.id, merchantId: me.id, price: 1, availability: "not_in_feed" });
    const hidden = await createProduct(db);
    await createOffer(db, { productId: hidden.id, merchantId: me.id, price: 1 });
    await hideProduct(db, hidden.id);

    expect(await getMerchant(db, me.slug)).toEqual({
      id: me.id,
      slug: me.slug,
      name: "Harbour Builders",
      websiteUrl: me.websiteUrl,
      logoUrl: "/merchant-logos/harbour.svg",
      verified: true,
      productCount: 2,
    });
  });

  it("counts nothing for a merchant without offers and never returns unsafe URLs", async () => {
    const { db } = database;
    const m = await createMerchant(db, { websiteUrl: "javascript:alert(1)", logoUrl: "//evil.example/logo.svg" });
    expect(await getMerchant(db, m.slug)).toMatchObject({
      websiteUrl: null,
      logoUrl: null,
      verified: false,
      productCount: 0,
    });
  });

  it("returns null for an unknown slug", async () => {
    expect(await getMerchant(database.db, "no-such-merchant")).toBeNull();
  });

  it("finds a slug by numeric id for old links", async () => {
    const m = await createMerchant(database.db);
    expect(await findMerchantSlugById(database.db, m.id)).toBe(m.slug);
    expect(await findMerchantSlugById(database.db, 987_654)).toBeNull();
    expect(await findMerchantSlugById(database.db, 99_999_999_999)).toBeNull();
  });
});
