import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createListedProduct, createMerchant } from "../../tests/setup/factories.ts";
import { rebuildSearchIndex } from "./rebuild-search-index.server.ts";
import { searchProducts } from "./search-products.server.ts";

/** A catalogue where a problem's thing (pipe) is also a product's name. */
async function stock(db: Database["db"]): Promise<void> {
  const merchant = await createMerchant(db, { slug: "pipeline", name: "Pipeline Supplies" });
  const add = (name: string, category: string, description = "") =>
    createListedProduct(db, { name, category, description }, [{ merchantId: merchant.id, price: 5 }]);
  await add("Copper Pipe 15mm x 3m", "plumbing");
  await add("Copper Pipe 22mm x 3m", "plumbing");
  await add("Pipe Lagging Foam 15mm x 1m", "insulation", "For insulating pipes.");
  await add("Half Round Gutter 112mm x 4m Black", "drainage");
  await add("Loft Insulation Roll 100mm", "insulation");
  await rebuildSearchIndex(db);
}

/** Jobs typed as their problem or led by a job's verb, searched end to end (job-phrases.ts, prepare-search). */
describe.each(testDatabases())("job phrases on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    await stock(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  const search = async (q: string) =>
    (await searchProducts(database.db, { q, sort: "relevance", category: null, limit: 10, offset: 0 })).results.map(
      (r) => r.name,
    );

  it("answers a problem on a thing with what treats the thing, not the thing", async () => {
    const found = await search("burst pipes under the floor every winter");
    expect(found[0]).toBe("Pipe Lagging Foam 15mm x 1m");
    expect(found).not.toContain("Copper Pipe 15mm x 3m");
  });

  it("reads a leading job verb no name uses as the job, and the known word after it as the product", async () => {
    expect(await search("replace the old gutter on the house")).toEqual(["Half Round Gutter 112mm x 4m Black"]);
    // A name led by an -ing word the reader does not know stays a name the catalogue lacks.
    expect(await search("folding loft ladder")).toEqual([]);
  });
});
