import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { redirectRetiredProducts } from "../../server/catalog/redirect-retired-products.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { routeTestContext } from "../../tests/setup/route-test-context.ts";
import { createMerchant, createOffer, createProduct } from "../../tests/setup/factories.ts";
import * as productPage from "./product.tsx";
import * as productApi from "./api.products.$id.ts";

type Loader = (args: never) => Promise<unknown>;

/** The Response a loader throws or returns for `url`. */
async function respond(loader: Loader, id: number, url: string, context: AppLoadContext): Promise<unknown> {
  const args = { params: { id: String(id) }, context, request: new Request(`http://localhost${url}`) };
  return (loader as (a: typeof args) => Promise<unknown>)(args).catch((thrown: unknown) => thrown);
}

describe.each(testDatabases())("a retired product id on $name", (engine) => {
  const { database, context } = routeTestContext(engine);

  it("redirects the page and the API to its successor with 301, and stays 404 when never retired", async () => {
    const merchant = await createMerchant(database.db, { slug: "harbour", name: "Harbour" });
    const successor = await createProduct(database.db, { name: "Sharp Sand 25kg" });
    await createOffer(database.db, { merchantId: merchant.id, productId: successor.id, price: 4.5 });
    const retired = successor.id + 1000;
    await redirectRetiredProducts(database.db, [[retired, successor.id]]);

    const page = await respond(productPage.loader as Loader, retired, `/product/${retired}`, context);
    expect(page).toBeInstanceOf(Response);
    expect((page as Response).status).toBe(301);
    expect((page as Response).headers.get("Location")).toBe(`/product/${successor.id}`);

    const api = await respond(productApi.loader as Loader, retired, `/api/products/${retired}`, context);
    expect((api as Response).status).toBe(301);
    expect((api as Response).headers.get("Location")).toBe(`/api/products/${successor.id}`);

    const missing = await respond(productPage.loader as Loader, retired + 1, `/product/${retired + 1}`, context);
    expect(missing).toMatchObject({ init: { status: 404 } });
  });
});
