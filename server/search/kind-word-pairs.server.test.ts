import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { listNamedProducts, searchedNames } from "../../tests/setup/searched-names.ts";

/**
 * Session 20: two bare kind words an "and" joins each ask for their family, ranked by each side's everyday kinds
 * (prepare-search.server.ts, family-terms.ts pairEverydayKinds); a tradesperson typed for their trade reads as its
 * department (department-words.ts).
 */
describe.each(testDatabases())("kind words joined by 'and', and trades by their tradesperson, on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    await listNamedProducts(database.db, [
      "Stain Block Primer Spray 400ml",
      "Terracotta Air Brick 215 x 65mm",
      "Dense Concrete Block 7N 440 x 215 x 100mm",
      "Red Multi Facing Brick 215 x 102.5 x 65mm",
      "Masking Tape 50mm x 50m",
      "Decorators Caulk White 380ml",
    ]);
  });
  afterAll(async () => {
    await database.close();
  });

  const names = (q: string) => searchedNames(database.db, q);

  it("ranks each side's everyday kinds before the products merely named after either word", async () => {
    const found = await names("blocks and bricks");
    expect(found.slice(0, 2).sort()).toEqual([
      "Dense Concrete Block 7N 440 x 215 x 100mm",
      "Red Multi Facing Brick 215 x 102.5 x 65mm",
    ]);
  });

  it("reads a tradesperson beside a collective word as the trade's range", async () => {
    expect(await names("sundries for decorators")).toContain("Masking Tape 50mm x 50m");
  });
});
