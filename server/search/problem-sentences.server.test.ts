import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { freshTestDatabase, testDatabases } from "../../tests/setup/test-databases.ts";
import { createListedProduct, createMerchant } from "../../tests/setup/factories.ts";
import { rebuildSearchIndex } from "./rebuild-search-index.server.ts";
import { searchProducts } from "./search-products.server.ts";

/** A small catalogue of rainwater goods beside other kinds. */
async function stock(db: Database["db"]): Promise<void> {
  const merchant = await createMerchant(db, { slug: "yardside", name: "Yardside Supplies" });
  const add = (name: string, category: string, description = "") =>
    createListedProduct(db, { name, category, description }, [{ merchantId: merchant.id, price: 5 }]);
  await add("Round Downpipe 68mm x 2.5m Black", "drainage");
  await add("Half Round Gutter 112mm x 4m Black", "drainage");
  await add("Copper Pipe 15mm x 3m", "plumbing");
  await rebuildSearchIndex(db);
}

/** Problem sentences searched end to end (prepare-search.server.ts). */
describe.each(testDatabases())("problem sentences on $name", (engine) => {
  const database = freshTestDatabase(engine);
  beforeAll(async () => {
    await stock(database.db);
  });

  const search = async (q: string) =>
    (await searchProducts(database.db, { q, sort: "relevance", category: null, limit: 10, offset: 0 })).results.map(
      (r) => r.name,
    );

  it("searches the thing a sentence says is in a state, dropping the detail the catalogue does not know", async () => {
    expect(await search("downpipe snapped near the bottom")).toEqual(["Round Downpipe 68mm x 2.5m Black"]);
    // Without a state word the unknown word is still the point of a short query.
    expect(await search("downpipe bottom")).toEqual([]);
  });

  it("still finds nothing for a sentence about something not stocked", async () => {
    expect(await search("my car exhaust is broken")).toEqual([]);
  });
});
