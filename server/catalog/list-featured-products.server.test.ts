import { expect, it } from "vitest";
import { freshTestDatabase, PGLITE_TEST_DATABASE } from "../../tests/setup/test-databases.ts";
import {
  createMerchant,
  createNameExclusion,
  createOffer,
  createProduct,
  hideProduct,
} from "../../tests/setup/factories.ts";
import { listFeaturedProducts } from "./list-featured-products.server.ts";

const database = freshTestDatabase(PGLITE_TEST_DATABASE);

it("lists visible products, most merchants first, with the lowest effective price", async () => {
  const { db } = database;
  const [m1, m2, m3] = [await createMerchant(db), await createMerchant(db), await createMerchant(db)];
  const wide = await createProduct(db, { name: "Wide Product", category: "timber" });
  await createOffer(db, { productId: wide.id, merchantId: m1!.id, price: 20 });
  await createOffer(db, { productId: wide.id, merchantId: m2!.id, price: 18, salePrice: 15.5 });
  await createOffer(db, { productId: wide.id, merchantId: m3!.id, price: 16, availability: "out_of_stock" });
  const narrow = await createProduct(db, { name: "Narrow Product" });
  await createOffer(db, { productId: narrow.id, merchantId: m1!.id, price: 4 });
  await createOffer(db, {
    productId: narrow.id,
    merchantId: m2!.id,
    price: 1,
    availability: "not_in_feed",
    available: false,
  });
  const none = await createProduct(db, { name: "No Offers Product" });
  const hidden = await createProduct(db, { name: "Hidden Product" });
  await hideProduct(db, hidden.id);
  await createNameExclusion(db, "portland cement mix");
  await createProduct(db, { name: "Portland Cement Mix 20kg" });

  const list = await listFeaturedProducts(db, 12);
  expect(list.map((p) => p.name)).toEqual(["Wide Product", "Narrow Product", "No Offers Product"]);
  expect(list[0]).toMatchObject({ id: wide.id, lowestPrice: 15.5, merchantCount: 3, categoryLabel: "Timber" });
  expect(list[2]).toMatchObject({ id: none.id, lowestPrice: null, merchantCount: 0 });
  expect(list[1]).toMatchObject({ id: narrow.id, lowestPrice: 4, merchantCount: 1 });
  expect(await listFeaturedProducts(db, 1)).toHaveLength(1);
});
