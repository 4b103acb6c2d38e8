import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { listNamedProducts, searchedNames } from "../../tests/setup/searched-names.ts";

/**
 * Session 21: what a bare category word ranks first (family-terms.ts everydayExpression, department-words.ts): the
 * plain products of its everyday kinds, not a product that is also another kind of the word's family (a skirting
 * made of MDF for "boards", a deck's spindles for "decking", a gutter's stop end for "guttering").
 */
describe.each(testDatabases())("what a bare category word ranks first, on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    await listNamedProducts(database.db, [
      "Acme Primed MDF Skirting Board Torus 18 x 119mm 4.2m",
      "Acme MDF Board 2440 x 1220 x 18mm",
      "Acme Sanding Sheets Assorted Grit Pack of 10",
      "Acme Hardwood Plywood 2440 x 1220 x 12mm",
      "Acme Deck Spindle Square Treated 41 x 41mm",
      "Acme Deck Newel Post Treated 82 x 82mm",
      "Acme Grooved Deck Board Treated 28 x 144mm 3.6m",
      "Acme Gutter External Stop End Black 112mm",
      "Acme Half Round Gutter Black 112mm 4m",
      "Acme Round Downpipe Black 68mm 2.5m",
    ]);
  });
  afterAll(async () => {
    await database.close();
  });

  const names = (q: string) => searchedNames(database.db, q);

  it("ranks the sheet boards before a skirting made of one", async () => {
    const ranked = await names("boards");
    expect(ranked.indexOf("Acme MDF Board 2440 x 1220 x 18mm")).toBeLessThan(
      ranked.indexOf("Acme Primed MDF Skirting Board Torus 18 x 119mm 4.2m"),
    );
  });

  it("reads 'sheet materials' as the sheets, boards before sanding sheets", async () => {
    const ranked = await names("sheet materials");
    expect(ranked.slice(0, 2)).toEqual(
      expect.arrayContaining(["Acme MDF Board 2440 x 1220 x 18mm", "Acme Hardwood Plywood 2440 x 1220 x 12mm"]),
    );
  });

  it("ranks deck boards before the deck's balustrade", async () => {
    expect((await names("decking"))[0]).toBe("Acme Grooved Deck Board Treated 28 x 144mm 3.6m");
  });

  it("reads 'guttering' as the rainwater shelf, the lengths and downpipes before the fittings", async () => {
    const ranked = await names("guttering");
    expect(ranked.slice(0, 2)).toEqual(
      expect.arrayContaining(["Acme Half Round Gutter Black 112mm 4m", "Acme Round Downpipe Black 68mm 2.5m"]),
    );
    expect(ranked).toContain("Acme Gutter External Stop End Black 112mm");
  });
});
