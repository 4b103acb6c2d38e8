import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import type { Database } from "../../server/db/client.server.ts";
import { getEnv } from "../../server/env.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createListedProduct, createMerchant } from "../../tests/setup/factories.ts";
import { rebuildSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import * as searchApi from "./api.search.ts";
import * as suggestApi from "./api.suggest.ts";

type LoaderArgs = { request: Request; params: Record<string, string>; context: AppLoadContext };

/** Runs a resource route loader the way React Router does and returns status + JSON body. */
async function call(
  loader: (args: never) => unknown,
  url: string,
  context: AppLoadContext,
): Promise<{ status: number; body: unknown }> {
  const args: LoaderArgs = { request: new Request(`http://localhost${url}`), params: {}, context };
  try {
    const answer = await (loader as (a: LoaderArgs) => Promise<unknown>)(args);
    // /api/search answers a Response it encoded itself (server/http/json-answer.server.ts).
    if (answer instanceof Response) return { status: answer.status, body: await answer.json() };
    return unwrap(answer);
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

interface SearchBody {
  query: string;
  total: number;
  suggestions: string[];
  results: Array<{
    id: number;
    name: string;
    category: string;
    imageUrl: string | null;
    lowestPrice: number | null;
    highestPrice: number | null;
    merchantCount: number;
    offers: Array<{ merchantSlug: string; merchantName: string; price: number }>;
  }>;
}

const SITE = "https://buildcompare.test";
const SAND_COUNT = 53;

describe.each(testDatabases())("/api/search and /api/suggest on $name", (engine) => {
  let database: Database;
  let context: AppLoadContext;
  let plasterboardId: number;
  beforeAll(async () => {
    database = await engine.open();
    context = {
      db: database.db,
      env: getEnv({ SITE_URL: SITE, SEARCH_CACHE_SECONDS: "0" }),
    } as AppLoadContext;
    const { db } = database;
    const alpha = await createMerchant(db, { slug: "alpha", name: "Alpha Builders" });
    const beta = await createMerchant(db, { slug: "beta", name: "Beta Supplies" });
    const board = await createListedProduct(
      db,
      {
        name: "Gyproc Tapered Edge Plasterboard 2400 x 1200 x 12.5mm",
        category: "plasterboard",
        imageUrl: "/demo-images/plasterboard.svg",
      },
      [
        { merchantId: alpha.id, price: 10.2 },
        { merchantId: beta.id, price: 11, salePrice: 9.5 },
      ],
    );
    plasterboardId = board.id;
    await createListedProduct(db, { name: "Knauf Square Edge Plasterboard 12.5mm", category: "plasterboard" });
    for (let i = 1; i <= SAND_COUNT; i++) {
      await createListedProduct(db, { name: `Kiln Dried Sand Bag ${i}`, category: "sand" }, [
        { merchantId: alpha.id, price: i },
      ]);
    }
    await rebuildSearchIndex(db);
  });
  afterAll(async () => {
    await database.close();
  });

  const get = (url: string) => call(searchApi.loader, url, context);

  it("answers with the query, total, suggestions and each result's summary and offers", async () => {
    const { status, body } = await get("/api/search?q=plasterboard");
    expect(status).toBe(200);
    const found = body as SearchBody;
    expect(found).toMatchObject({ query: "plasterboard", total: 2 });
    expect(Array.isArray(found.suggestions)).toBe(true);
    expect(found.results[0]).toEqual(
      expect.objectContaining({
        id: plasterboardId,
        name: "Gyproc Tapered Edge Plasterboard 2400 x 1200 x 12.5mm",
        category: "plasterboard",
        imageUrl: `${SITE}/demo-images/plasterboard.svg`,
        lowestPrice: 9.5,
        highestPrice: 10.2,
        merchantCount: 2,
        offers: [
          expect.objectContaining({ merchantSlug: "beta", merchantName: "Beta Supplies", price: 9.5 }),
          expect.objectContaining({ merchantSlug: "alpha", merchantName: "Alpha Builders", price: 10.2 }),
        ],
      }),
    );
    expect(found.results[1]).toMatchObject({
      name: "Knauf Square Edge Plasterboard 12.5mm",
      imageUrl: null,
      lowestPrice: null,
      highestPrice: null,
      merchantCount: 0,
      offers: [],
    });
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
  });

  it("returns 20 results by default and at most 50", async () => {
    const first = (await get("/api/search?q=kiln+dried+sand")).body as SearchBody;
    expect(first.total).toBe(SAND_COUNT);
    expect(first.results).toHaveLength(20);
    const most = (await get("/api/search?q=kiln+dried+sand&limit=50")).body as SearchBody;
    expect(most.results).toHaveLength(50);
    const rest = (await get("/api/search?q=kiln+dried+sand&limit=50&offset=50")).body as SearchBody;
    expect(rest.results).toHaveLength(SAND_COUNT - 50);
    expect(rest.total).toBe(SAND_COUNT);
  });

  it("sorts by the sort parameter", async () => {
    const cheap = (await get("/api/search?q=kiln+dried+sand&sort=price_asc&limit=3")).body as SearchBody;
    expect(cheap.results.map((r) => r.lowestPrice)).toEqual([1, 2, 3]);
    const dear = (await get("/api/search?q=kiln+dried+sand&sort=price_desc&limit=3")).body as SearchBody;
    expect(dear.results.map((r) => r.lowestPrice)).toEqual([SAND_COUNT, SAND_COUNT - 1, SAND_COUNT - 2]);
  });

  it("filters by category", async () => {
    const sand = (await get("/api/search?q=plasterboard&category=sand")).body as SearchBody;
    expect(sand.total).toBe(0);
    const boards = (await get("/api/search?q=plasterboard&category=plasterboard")).body as SearchBody;
    expect(boards.total).toBe(2);
  });

  it.each([
    ["limit", "q=sand&limit=51"],
    ["limit", "q=sand&limit=0"],
    ["limit", "q=sand&limit=abc"],
    ["offset", "q=sand&offset=-1"],
    ["offset", "q=sand&offset=1.5"],
    ["sort", "q=sand&sort=cheapest"],
    ["category", "q=sand&category=lasers"],
    ["q", `q=${"x".repeat(201)}`],
  ])("rejects a bad %s (%s) with 400 naming it", async (name, query) => {
    const { status, body } = await get(`/api/search?${query}`);
    expect(status).toBe(400);
    expect((body as { error: string }).error).toContain(`"${name}"`);
  });

  it("accepts a query of exactly 200 characters", async () => {
    expect((await get(`/api/search?q=${"sand ".repeat(40)}`)).status).toBe(200);
  });

  it.each(["", "q=", "q=p", "q=%20p%20"])("gives no results for a query under 2 characters (%s)", async (query) => {
    const { status, body } = await get(`/api/search?${query}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 0, suggestions: [], results: [] });
  });

  it("suggests at most 8 searches, product names first", async () => {
    const { status, body } = await call(suggestApi.loader, "/api/suggest?q=plas", context);
    expect(status).toBe(200);
    const { suggestions } = body as { suggestions: string[] };
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions[0]).toMatch(/Plasterboard/);
    expect(Object.keys(body as object)).toEqual(["suggestions", "products"]);
    // The suggested names' products, to open directly from the palette.
    const { products } = body as { products: Array<{ id: number; name: string; lowestPrice: number | null }> };
    expect(products[0]).toMatchObject({ name: suggestions[0], categoryLabel: "Plasterboard" });
  });

  it("suggests nothing under 2 characters and rejects an over-long query", async () => {
    const none = { status: 200, body: { suggestions: [], products: [] } };
    expect(await call(suggestApi.loader, "/api/suggest?q=p", context)).toEqual(none);
    expect(await call(suggestApi.loader, "/api/suggest", context)).toEqual(none);
    const long = await call(suggestApi.loader, `/api/suggest?q=${"x".repeat(201)}`, context);
    expect(long.status).toBe(400);
    expect((long.body as { error: string }).error).toContain('"q"');
  });
});
