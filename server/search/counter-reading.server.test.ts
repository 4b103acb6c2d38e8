import { beforeAll, describe, expect, it } from "vitest";
import { freshTestDatabase, testDatabases } from "../../tests/setup/test-databases.ts";
import { createListedProduct, createMerchant } from "../../tests/setup/factories.ts";
import { rebuildSearchIndex } from "./rebuild-search-index.server.ts";
import { searchedNames } from "../../tests/setup/searched-names.ts";

/**
 * A query whose every word the catalogue knows, though no product holds them all nor most of them, is answered as a
 * trade counter would (counter-reading.server.ts): the kind it names, holding the most of its other words first. A
 * query with a word no product holds still finds nothing.
 */
describe.each(testDatabases())("the trade counter's reading, on $name", (engine) => {
  const database = freshTestDatabase(engine);
  beforeAll(async () => {
    const db = database.db;
    const merchant = await createMerchant(db, { slug: "alpha", name: "Alpha Builders" });
    const add = (name: string, price: number) =>
      createListedProduct(db, { name, category: "other", description: "" }, [{ merchantId: merchant.id, price }]);
    await add("Treated Softwood Decking Board 32 x 125mm x 3.6m", 11);
    await add("Galvanised Joist Hanger 47 x 150mm", 2);
    await add("Timber Decking Board Brown 32 x 125mm x 3.6m", 9);
    await add("Green Shed Felt 10m Roll", 12);
    await add("Solid Concrete Block 7N 100mm", 2);
    await rebuildSearchIndex(db);
  });
  const names = (q: string) => searchedNames(database.db, q);

  // Each word is in some title, no title holds two of the three: the decking asked for.
  it("hands over the kind when no product holds it with the words typed after it", async () => {
    const found = await names("decking board hanger felt");
    expect(found.slice(0, 2).sort()).toEqual([
      "Timber Decking Board Brown 32 x 125mm x 3.6m",
      "Treated Softwood Decking Board 32 x 125mm x 3.6m",
    ]);
    expect(found).not.toContain("Green Shed Felt 10m Roll");
    expect(found).not.toContain("Galvanised Joist Hanger 47 x 150mm");
  });

  // Words typed before the kind make another kind: nothing holds them with it, so nothing is found.
  it("still finds nothing when the words before the kind hold with it nowhere", async () => {
    expect(await names("hanger felt decking board")).toEqual([]);
  });
});
