import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { routeTestContext } from "../../tests/setup/route-test-context.ts";
import { createMerchant, createOffer, createProduct } from "../../tests/setup/factories.ts";
import * as basketApi from "./api.basket.ts";

type LoaderArgs = { request: Request; params: Record<string, string>; context: AppLoadContext };

/** Runs the loader the way React Router does and returns status + JSON body. */
async function call(url: string, context: AppLoadContext): Promise<{ status: number; body: unknown }> {
  const args: LoaderArgs = { request: new Request(`http://localhost${url}`), params: {}, context };
  try {
    return unwrap(await (basketApi.loader as (a: LoaderArgs) => Promise<unknown>)(args));
  } catch (thrown) {
    return unwrap(thrown);
  }
}

function unwrap(value: unknown): { status: number; body: unknown } {
  if (value && typeof value === "object" && "type" in value && value.type === "DataWithResponseInit") {
    const d = value as unknown as { data: unknown; init: { status?: number } | null };
    return { status: d.init?.status ?? 200, body: d.data };
  }
  return { status: 200, body: value };
}

describe.each(testDatabases())("/api/basket on $name", (engine) => {
  const { database, context } = routeTestContext(engine);

  it("answers the documented shape, in pounds, with the split and every merchant", async () => {
    const { db } = database;
    const alpha = await createMerchant(db, { slug: "alpha", name: "Alpha" });
    const beta = await createMerchant(db, { slug: "beta", name: "Beta" });
    const sand = await createProduct(db, { name: "Sharp sand", category: "sand", facts: { pack: "bulk bag 850 kg" } });
    const timber = await createProduct(db, { name: "CLS 3m", category: "timber" });
    await createOffer(db, { productId: sand.id, merchantId: alpha.id, price: 45, deliveryCost: 30 });
    const betaSand = await createOffer(db, {
      productId: sand.id,
      merchantId: beta.id,
      price: 55,
      salePrice: 50,
      deliveryCost: 25,
    });
    const betaTimber = await createOffer(db, {
      productId: timber.id,
      merchantId: beta.id,
      price: 3.35,
      deliveryCost: 25,
    });

    const answer = await call(`/api/basket?items=${sand.id}:2,${timber.id}:20`, context);
    expect(answer).toEqual({
      status: 200,
      body: {
        lines: [
          { productId: sand.id, name: "Sharp sand", quantity: 2, unitLabel: "bulk bag" },
          { productId: timber.id, name: "CLS 3m", quantity: 20, unitLabel: "length" },
        ],
        single: [
          { merchantSlug: "beta", merchantName: "Beta", itemsCost: 167, delivery: 25, total: 192, missing: [] },
          {
            merchantSlug: "alpha",
            merchantName: "Alpha",
            itemsCost: 90,
            delivery: 30,
            total: 120,
            missing: [timber.id],
          },
        ],
        // Alpha's sand (90 + 30) + Beta's timber (67 + 25) = 212 loses to all at Beta: 192.
        split: {
          total: 192,
          delivery: 25,
          merchants: [
            {
              merchantSlug: "beta",
              itemsCost: 167,
              delivery: 25,
              lines: [
                { productId: sand.id, offerId: betaSand.id, price: 50, quantity: 2, lineCost: 100 },
                { productId: timber.id, offerId: betaTimber.id, price: 3.35, quantity: 20, lineCost: 67 },
              ],
            },
          ],
          unavailable: [],
        },
      },
    });
  });

  it("refuses bad items, quantities, limits, too many lines and unknown ids with a 400 naming the problem", async () => {
    const product = await createProduct(database.db);
    const refused = async (query: string) => {
      const answer = await call(`/api/basket${query}`, context);
      expect(answer.status).toBe(400);
      return (answer.body as { error: string }).error;
    };
    expect(await refused("")).toMatch(/^Invalid parameter "items": items is required/);
    expect(await refused("?items=abc")).toMatch(/"items".*entry 1 \("abc"\) is not productId:quantity/);
    expect(await refused(`?items=${product.id}:0`)).toMatch(/quantity must be at least 1/);
    expect(await refused(`?items=${product.id}:100001`)).toMatch(/quantity must be at most 100,000/);
    const lines = Array.from({ length: 101 }, (_, i) => `${i + 1}:1`).join(",");
    expect(await refused(`?items=${lines}`)).toMatch(/a basket holds at most 100/);
    expect(await refused(`?items=${product.id}:1&maxMerchants=0`)).toMatch(/"maxMerchants".*from 1 to 50/);
    expect(await refused(`?items=7:1,${product.id}:1,999999:2`)).toBe("unknown product id(s): 7, 999999");
  });

  it("answers an empty split for a list nobody has in stock", async () => {
    const product = await createProduct(database.db);
    const answer = await call(`/api/basket?items=${product.id}:3&maxMerchants=2`, context);
    expect(answer.body).toEqual({
      lines: [{ productId: product.id, name: product.name, quantity: 3, unitLabel: "item" }],
      single: [],
      split: { total: 0, delivery: 0, merchants: [], unavailable: [product.id] },
    });
  });
});
