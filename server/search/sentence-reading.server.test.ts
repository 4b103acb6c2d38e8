import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { freshTestDatabase, testDatabases } from "../../tests/setup/test-databases.ts";
import { createListedProduct, createMerchant } from "../../tests/setup/factories.ts";
import { rebuildSearchIndex } from "./rebuild-search-index.server.ts";
import { searchProducts } from "./search-products.server.ts";

/** Sheet materials beside other kinds. */
async function stock(db: Database["db"]): Promise<void> {
  const merchant = await createMerchant(db, { slug: "sheetyard", name: "Sheet Yard" });
  const add = (name: string, category: string) =>
    createListedProduct(db, { name, category, description: "" }, [{ merchantId: merchant.id, price: 5 }]);
  await add("Marine Plywood BS1088 2440 x 1220 x 18mm", "sheet-materials");
  await add("Hardwood Plywood WBP 2440 x 1220 x 12mm", "sheet-materials");
  await add("Copper Pipe 15mm x 3m", "plumbing");
  await rebuildSearchIndex(db);
}

/** A query that found nothing as a name, read again as a sentence (sentence-reading.server.ts). */
describe.each(testDatabases())("sentences with no joining word on $name", (engine) => {
  const database = freshTestDatabase(engine);
  beforeAll(async () => {
    await stock(database.db);
  });

  const search = async (q: string) =>
    (await searchProducts(database.db, { q, sort: "relevance", category: null, limit: 10, offset: 0 })).results.map(
      (r) => r.name,
    );

  it("reads what a thing is for, typed with no joining word, as the kind that does it", async () => {
    expect((await search("boat building board"))[0]).toBe("Marine Plywood BS1088 2440 x 1220 x 18mm");
  });

  it("still finds nothing when no table reads the words", async () => {
    expect(await search("garden hot tub cover")).toEqual([]);
  });
});
