import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createListedProduct, createMerchant } from "../../tests/setup/factories.ts";
import { searchedNames } from "../../tests/setup/searched-names.ts";
import { rebuildSearchIndex } from "./rebuild-search-index.server.ts";

const SUB_BASE = "Type 1 Sub Base Bulk Bag";
const SHARP_SAND = "Sharp Sand Bulk Bag";

/**
 * A job's kinds in the order they are bought (use-words.ts leadOf, rank-documents.ts): the job's main material
 * ranks first among otherwise equal matches, even against more offers.
 */
describe.each(testDatabases())("a job's main material first, on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    const db = database.db;
    const merchants = [await createMerchant(db), await createMerchant(db), await createMerchant(db)];
    const add = (name: string, sellers: number) =>
      createListedProduct(
        db,
        { name, category: "aggregates", description: "" },
        merchants.slice(0, sellers).map((m) => ({ merchantId: m.id, price: 40 })),
      );
    await add(SUB_BASE, 1);
    // More offers: on a tie of relevance it would come first.
    await add(SHARP_SAND, 3);
    await rebuildSearchIndex(db);
  });
  afterAll(async () => {
    await database.close();
  });

  it("ranks the sub-base under a path before the sand the slabs are bedded on", async () => {
    expect(await searchedNames(database.db, "bottom layer for a new garden path")).toEqual([SUB_BASE, SHARP_SAND]);
  });
});
