import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { listNamedProducts, searchedNames } from "../../tests/setup/searched-names.ts";

/**
 * The finishing side's bare shelf words (department-kinds-finishing.ts): a shelf word finds the shelf's kinds whose
 * titles never print it, its own group first; two shelf words joined by "and" each find their shelf
 * (prepare-search.server.ts); "sundries" typed first is the decorating sundries (noise-words.ts).
 */
describe.each(testDatabases())("finishing shelf words, on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    await listNamedProducts(database.db, [
      "Brixo Sanitary Silicone Sealant White 310ml",
      "Brixo Decorators Caulk White 310ml",
      "Heavy Duty Sealant Gun",
      "Brixo PVA Bond 5L",
      "Brixo Grab Adhesive Solvent Free 290ml",
      "Brixo Liquid Gloss Brilliant White 750ml",
      "Brixo Vinyl Matt Emulsion Magnolia 5L",
      "Masking Tape 25mm x 50m",
      "Cotton Twill Dust Sheet 12 x 9ft",
    ]);
  });
  afterAll(async () => {
    await database.close();
  });

  const names = (q: string) => searchedNames(database.db, q);

  it("reads a shelf word that is a group's name as the group first, then the rest of the shelf", async () => {
    const found = await names("sealants");
    expect(found[0]).toBe("Brixo Sanitary Silicone Sealant White 310ml");
    expect(found).toContain("Brixo Decorators Caulk White 310ml");
    expect(found.indexOf("Heavy Duty Sealant Gun")).not.toBe(0);
    expect(await names("adhesives")).toContain("Brixo PVA Bond 5L");
  });

  it("finds paints whose titles never say paint", async () => {
    expect(await names("paints")).toEqual(expect.arrayContaining(["Brixo Liquid Gloss Brilliant White 750ml"]));
  });

  it("reads two shelf words joined by 'and' as both shelves", async () => {
    const found = await names("sealants and adhesives");
    expect(found).toEqual(expect.arrayContaining(["Brixo Decorators Caulk White 310ml", "Brixo PVA Bond 5L"]));
  });

  it("reads 'sundries' alone as the decorating sundries", async () => {
    expect(await names("sundries")).toEqual(
      expect.arrayContaining(["Masking Tape 25mm x 50m", "Cotton Twill Dust Sheet 12 x 9ft"]),
    );
  });
});
