import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { listNamedProducts, searchedNames } from "../../tests/setup/searched-names.ts";

/**
 * A query that is only a kind's name (prepare-search.server.ts): a bare word heading a family of kinds also finds
 * the kinds whose titles never print it, after those that do; a whole query that is a term of a kind named by
 * its use finds that kind though no title holds its words.
 */
describe.each(testDatabases())("queries that name a kind, on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    await listNamedProducts(database.db, [
      "EPDM Rubber Roofing Membrane 3m x 4m",
      "Breathable Roofing Underlay 50m x 1m",
      "Thin Coat Angle Bead Galvanised 3m",
      "Foam Pipe Lagging 15mm 1m",
      "Copper Pipe 15mm 3m",
      "Acme Plasterboard Tapered Edge 2400 x 1200 x 12.5mm",
      "Acme Insulation Board 2400 x 1200 x 50mm",
    ]);
  });
  afterAll(async () => {
    await database.close();
  });

  const names = (q: string) => searchedNames(database.db, q);

  it("reads a bare word that heads a family of kinds as the family, its own matches first", async () => {
    expect(await names("membrane")).toEqual([
      "EPDM Rubber Roofing Membrane 3m x 4m",
      "Breathable Roofing Underlay 50m x 1m",
    ]);
  });

  it("reads a bare kind word beside a size as its family too, the size ranking it", async () => {
    expect((await names("12.5mm board"))[0]).toBe("Acme Plasterboard Tapered Edge 2400 x 1200 x 12.5mm");
  });

  it("reads a whole query that is a term of a kind named by its use as that kind", async () => {
    expect(await names("corner bead")).toEqual(["Thin Coat Angle Bead Galvanised 3m"]);
    expect((await names("pipe insulation"))[0]).toBe("Foam Pipe Lagging 15mm 1m");
  });
});
