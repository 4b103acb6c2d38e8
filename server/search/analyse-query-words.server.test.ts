import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createListedProduct, createMerchant } from "../../tests/setup/factories.ts";
import { rebuildSearchIndex } from "./rebuild-search-index.server.ts";
import { analyseQueryWords } from "./analyse-query-words.server.ts";
import { describedPhrase } from "./intent-fallback.server.ts";
import { prepareSearch } from "./prepare-search.server.ts";
import { searchProducts } from "./search-products.server.ts";

describe.each(testDatabases())("analyseQueryWords on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    const db = database.db;
    const m = await createMerchant(db, { slug: "alpha", name: "Alpha Builders" });
    const sell = [{ merchantId: m.id, price: 5 }];
    await createListedProduct(
      db,
      { name: "Pea Shingle 10mm Bulk Bag", category: "aggregates", description: "Keeps water off paths." },
      sell,
    );
    await createListedProduct(db, { name: "Hardwood Plywood 18mm", category: "sheet-materials" }, sell);
    await createListedProduct(db, { name: "Wafer Head Screw 4 x 30mm", category: "fixings" }, sell);
    await createListedProduct(db, { name: "Greystone Rapid Set Cement 20kg", category: "cement" }, sell);
    await createListedProduct(db, { name: "Ceramic Wall Tile White 250 x 400mm", category: "tiles" }, sell);
    await createListedProduct(
      db,
      { name: "Roof & Gutter Sealant Black 300ml", category: "sealants", description: "Seals gutter joints." },
      sell,
    );
    await rebuildSearchIndex(db);
  });
  afterAll(async () => {
    await database.close();
  });

  it("splits a word the names lack into two words they use", async () => {
    const found = (await analyseQueryWords(database.db, ["peashingle"])).get("peashingle");
    expect(found?.strong).toBe(false);
    expect(found?.split).toEqual(["pea", "shingle"]);
  });

  it("never corrects a word a description uses: it is a real word, not a typo", async () => {
    expect((await analyseQueryWords(database.db, ["water"])).get("water")?.correction).toBeNull();
  });

  it("never corrects a word the query reader acts on: a job one edit from another is still its own job", async () => {
    expect((await analyseQueryWords(database.db, ["repainting"])).get("repainting")?.correction).toBeNull();
  });

  it("finds the product for joined and split words", async () => {
    const search = async (q: string) =>
      (await searchProducts(database.db, { q, sort: "relevance", category: null, limit: 10, offset: 0 })).results.map(
        (r) => r.name,
      );
    expect(await search("peashingle")).toEqual(["Pea Shingle 10mm Bulk Bag"]);
    expect(await search("hard wood ply")).toEqual(["Hardwood Plywood 18mm"]);
    // Split where the reader would change a piece: "greys" reads singular, so only the typed words join to the name.
    expect(await search("greys tone rapid set cement")).toEqual(["Greystone Rapid Set Cement 20kg"]);
    // A four-letter plural typo is read as three letters ("tils" → "til"), too short to correct: corrected as typed.
    expect(await search("wall tils")).toEqual(["Ceramic Wall Tile White 250 x 400mm"]);
  });

  it("describes a re-spaced task phrase by its words as read ('thepaths' is the paths)", async () => {
    const phrase = await describedPhrase(database.db, await prepareSearch(database.db, "keeping water off thepaths"));
    const lexemes = phrase?.words.flatMap((w) => w.lexemes);
    expect(lexemes).toContain("path");
    expect(lexemes).not.toContain("thepath");
  });

  it("reads a leading verb as the product that does it, and finds nothing when no product text uses its object", async () => {
    const search = async (q: string) =>
      (await searchProducts(database.db, { q, sort: "relevance", category: null, limit: 10, offset: 0 })).results.map(
        (r) => r.name,
      );
    expect(await search("sealing a leaking gutter joint")).toEqual(["Roof & Gutter Sealant Black 300ml"]);
    expect(await search("sealing wax")).toEqual([]);
    // A place the job is done in is no object the catalogue lacks: the verb alone names the job.
    expect(await search("sealing my garage")).toEqual(["Roof & Gutter Sealant Black 300ml"]);
  });
});
