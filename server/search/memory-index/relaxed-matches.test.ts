import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.server.ts";
import { testDatabases } from "../../../tests/setup/test-databases.ts";
import { createListedProduct, createMerchant } from "../../../tests/setup/factories.ts";
import { searchedNames } from "../../../tests/setup/searched-names.ts";
import { rebuildSearchIndex } from "../rebuild-search-index.server.ts";

const SIZED_FIRST_WORD = "Solvent Weld Waste Pipe White 32mm x 3m";
const LAST_WORD = "Push Fit Elbow Fitting 15mm";
const FIRST_WORD_OTHER_SIZE = "Solvent Weld Waste Pipe White 40mm x 3m";

/**
 * From nothing, two words relax to the last alone (relaxedSlots): a size typed with them brings back the products of
 * exactly that size that have the first word.
 */
describe.each(testDatabases())("relaxed matches of two words and a size, on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    const db = database.db;
    const merchant = await createMerchant(db);
    const add = (name: string) =>
      createListedProduct(db, { name, category: "plumbing", description: "" }, [{ merchantId: merchant.id, price: 5 }]);
    await add(SIZED_FIRST_WORD);
    await add(LAST_WORD);
    await add(FIRST_WORD_OTHER_SIZE);
    await rebuildSearchIndex(db);
  });
  afterAll(async () => {
    await database.close();
  });

  it("adds the first word's products of the size typed, first, and not its other sizes", async () => {
    const names = await searchedNames(database.db, "32mm waste fittings");
    expect(names[0]).toBe(SIZED_FIRST_WORD);
    expect(names).toContain(LAST_WORD);
    expect(names).not.toContain(FIRST_WORD_OTHER_SIZE);
  });
});
