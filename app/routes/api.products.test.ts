import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { routeTestContext } from "../../tests/setup/route-test-context.ts";
import { createMerchant, createOffer, createProduct } from "../../tests/setup/factories.ts";
import { MAX_FAVOURITES } from "../../shared/favourites.ts";
import * as productsApi from "./api.products.ts";

/** Status and JSON body of GET /api/products`search`, whether the loader answers or throws (400). */
async function get(search: string, context: AppLoadContext): Promise<{ status: number; body: unknown }> {
  const request = new Request(`http://localhost/api/products${search}`);
  try {
    const response = await productsApi.loader({ request, params: {}, context } as never);
    return { status: response.status, body: await response.json() };
  } catch (thrown) {
    const d = thrown as { data: unknown; init: { status: number } };
    return { status: d.init.status, body: d.data };
  }
}

describe.each(testDatabases())("GET /api/products?ids= on $name", (engine) => {
  const { database, context } = routeTestContext(engine);

  it("answers today's figures for the ids that exist", async () => {
    const merchant = await createMerchant(database.db);
    const product = await createProduct(database.db, { name: "Cement" });
    const checked = new Date();
    await createOffer(database.db, {
      productId: product.id,
      merchantId: merchant.id,
      price: 5.5,
      lastChecked: checked,
    });
    const ok = await get(`?ids=${product.id},424242`, context);
    expect(ok).toEqual({
      status: 200,
      body: {
        products: [
          {
            id: product.id,
            name: "Cement",
            imageUrl: null,
            lowestPrice: 5.5,
            // Fresh: no age (decision 052; the age itself is tested in list-products-by-ids.server.test.ts).
            lowestPriceChecked: checked.toISOString(),
            lowestPriceAgeHours: null,
            inStockMerchantCount: 1,
            merchantCount: 1,
            url: `https://buildcompare.test/product/${product.id}`,
          },
        ],
      },
    });
  });

  it("refuses a missing, malformed or too long list with 400 naming the parameter", async () => {
    const tooMany = Array.from({ length: MAX_FAVOURITES + 1 }, (_, i) => i + 1).join(",");
    for (const search of ["", "?ids=", "?ids=1,,2", "?ids=a", "?ids=1;2", "?ids=-1", `?ids=${tooMany}`]) {
      const answer = await get(search, context);
      expect(answer.status, search).toBe(400);
      expect((answer.body as { error: string }).error, search).toMatch(/^Invalid parameter "ids": /);
    }
  });
});
