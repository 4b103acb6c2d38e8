import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { listPricedNames, searchedNames } from "../../tests/setup/searched-names.ts";

/**
 * A query that finds nothing with every word because of words that only describe how the product looks, comes, is or
 * where it goes (describing-words.ts) is read again with them as its context (search-products.server.ts): the kind
 * named is handed over. A query whose other words name nothing stocked still finds nothing.
 */
describe.each(testDatabases())("describing words no title holds, on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    await listPricedNames(database.db, [
      ["Galvanised Joist Hanger 47 x 150mm", 2],
      ["Galvanised Joist Hanger 47 x 200mm", 3],
      ["Timber Decking Board Brown 32 x 125mm x 3.6m", 9],
      ["Timber Gravel Board Green 22 x 150mm x 1.8m", 7],
      ["Hose Union Brass 15mm", 4],
      // Titles that use the describing words, so the catalogue knows them and a query must hold them in full.
      ["Heavy Duty Rubble Sack Single", 1],
    ]);
  });
  afterAll(async () => {
    await database.close();
  });

  const names = (q: string) => searchedNames(database.db, q);

  // "heavy", "duty", "single", "brown" and "green" are words the catalogue's titles use, so they are required like any
  // other until nothing holds them all.
  it("hands over the kind when colour, quality or pack words hold in no title of it", async () => {
    expect((await names("heavy duty joist hanger brown")).slice(0, 2).sort()).toEqual([
      "Galvanised Joist Hanger 47 x 150mm",
      "Galvanised Joist Hanger 47 x 200mm",
    ]);
    expect((await names("single green decking board heavy duty"))[0]).toBe(
      "Timber Decking Board Brown 32 x 125mm x 3.6m",
    );
  });

  // "hose" is a word of a title here: a place typed right before it names another product (describing-words.ts).
  it("still finds nothing when the other words name nothing stocked", async () => {
    expect(await names("garden hose")).toEqual([]);
    expect(await names("brown pond liner")).toEqual([]);
  });
});
