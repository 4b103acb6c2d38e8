import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.server.ts";
import { testDatabases } from "../../../tests/setup/test-databases.ts";
import { createListedProduct, createMerchant } from "../../../tests/setup/factories.ts";
import { searchedNames } from "../../../tests/setup/searched-names.ts";
import { rebuildSearchIndex } from "../rebuild-search-index.server.ts";

const NAMED = "Plastaroc Aquashed Moisture Resistant Plasterboard 2400 x 1200 x 12.5mm";
const OTHER_MAKERS_KIND = "MR Board Tapered Edge 2400 x 1200 x 12.5mm";
const MAKERS_OTHER_KIND = "Plastaroc Standard Plasterboard Tapered Edge 2400 x 1200 x 12.5mm";
const SECTION_IN_LENGTH = "Sawn Timber 47 x 75mm x 2.4m";
const SECTION_OTHER_LENGTH = "Sawn Timber 47 x 75mm x 3m";
const OTHER_SECTION_IN_LENGTH = "CLS Timber 38 x 89mm x 2.4m";

/**
 * How words and sizes of different roles weigh (scoreDocuments): when not every term matches, the kind asked for
 * outweighs the maker's name; a section outweighs the length it is cut to.
 */
describe.each(testDatabases())("relaxed ranking by role, on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    const db = database.db;
    // Three merchants: a product's offers, one each, break ties of relevance (more merchants first).
    const merchants = [await createMerchant(db), await createMerchant(db), await createMerchant(db)];
    const add = (name: string, brand: string, sellers: number) =>
      createListedProduct(
        db,
        { name, brand, category: "plasterboard", description: "" },
        merchants.slice(0, sellers).map((m) => ({ merchantId: m.id, price: 9 })),
      );
    await add(NAMED, "Plastaroc", 1);
    // More offers than the others: on a tie of relevance it would come first.
    await add(MAKERS_OTHER_KIND, "Plastaroc", 3);
    await add(OTHER_MAKERS_KIND, "Boardley", 1);
    const timber = (name: string, sellers: number) =>
      createListedProduct(
        db,
        { name, category: "timber", description: "" },
        merchants.slice(0, sellers).map((m) => ({ merchantId: m.id, price: 4 })),
      );
    await timber(SECTION_IN_LENGTH, 1);
    await timber(SECTION_OTHER_LENGTH, 1);
    // More offers: on a tie of relevance it would come before the section in another length.
    await timber(OTHER_SECTION_IN_LENGTH, 3);
    await rebuildSearchIndex(db);
  });
  afterAll(async () => {
    await database.close();
  });

  it("ranks another maker's product of the kind asked for above the maker's products of another kind", async () => {
    expect(await searchedNames(database.db, "plastaroc aquashed moisture resistant plasterboard")).toEqual([
      NAMED,
      OTHER_MAKERS_KIND,
      MAKERS_OTHER_KIND,
    ]);
  });

  it("ranks the section asked for in another length above another section in the length asked for", async () => {
    expect(await searchedNames(database.db, "47 x 75 timber 2.4")).toEqual([
      SECTION_IN_LENGTH,
      SECTION_OTHER_LENGTH,
      OTHER_SECTION_IN_LENGTH,
    ]);
  });
});
