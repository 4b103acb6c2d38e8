import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { listPricedNames, searchedNames } from "../../tests/setup/searched-names.ts";

/**
 * Session 24: a word titles print only as the head of a run-together word is read as that word (compound-heads.ts);
 * a query about something else, whose one catalogue word is a pack word or a plain word among everyday English words
 * the catalogue lacks, still finds nothing (build-text-queries.ts, prepare-search.server.ts).
 */
describe.each(testDatabases())("run-together words and queries about something else, on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    await listPricedNames(database.db, [
      ["Wheelbarrow Galvanised 85L", 40],
      ["Floorboard Pine Tongued 21 x 121mm x 3m", 9],
      ["Exterior Primer Drum 5L", 20],
      ["Copper Tube Grade Bench 15mm x 3m", 12],
    ]);
  });
  afterAll(async () => {
    await database.close();
  });

  const names = (q: string) => searchedNames(database.db, q);

  it("reads a word no title carries whole as the run-together word it ends", async () => {
    expect(await names("barrow")).toEqual(["Wheelbarrow Galvanised 85L"]);
    expect(await names("pine board")).toEqual(["Floorboard Pine Tongued 21 x 121mm x 3m"]);
  });

  it("answers nothing for a pack word beside a describing word, nor a plain word among everyday words", async () => {
    expect(await names("drum kit")).toEqual([]);
    expect(await names("garden bench and cushions")).toEqual([]);
  });
});
