import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2eServer, type E2eServer } from "../setup/e2e-server.ts";
import { createMerchant, createOffer, createProduct } from "../setup/factories.ts";
import type { Db } from "../../server/db/client.server.ts";

/* Issue 16 item 8 against the production build: an id is written one way only, on pages and in the API. */

async function seed(db: Db) {
  const merchant = await createMerchant(db, { slug: "harbour", name: "Harbour Builders Merchants" });
  const product = await createProduct(db, { name: "Castle Id Cement 25kg", category: "cement" });
  await createOffer(db, { productId: product.id, merchantId: merchant.id, price: 12 });
  return { productId: product.id };
}

let server: E2eServer<{ productId: number }>;
// A production server on a fresh database: start-up runs every migration, slow on a busy machine.
beforeAll(async () => {
  server = await startE2eServer(seed);
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

const status = async (path: string) => (await fetch(`${server.baseUrl}${path}`, { redirect: "manual" })).status;

describe("strict ids", () => {
  it("answer the product's id as written", async () => {
    const id = server.seeded.productId;
    expect(await status(`/product/${id}`)).toBe(200);
    expect(await status(`/api/products/${id}`)).toBe(200);
    expect(await status(`/api/products/${id}/history`)).toBe(200);
  });

  it("answer 404 for the same id written another way, in the API as on the page", async () => {
    const id = server.seeded.productId;
    const spellings = [`0x${id.toString(16)}`, `%2B${id}`, `${id}.0`, `%20${id}`, `0${id}`, `${id}e0`];
    for (const spelling of spellings) {
      const paths = [`/product/${spelling}`, `/api/products/${spelling}`, `/api/products/${spelling}/history`];
      for (const path of paths) expect(await status(path), path).toBe(404);
    }
  });
});
