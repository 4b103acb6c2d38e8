import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { freshTestDatabase, testDatabases } from "../../tests/setup/test-databases.ts";
import { listStockedProducts, searchedNames } from "../../tests/setup/searched-names.ts";

/** A small catalogue of rainwater goods beside other kinds. */
async function stock(db: Database["db"]): Promise<void> {
  await listStockedProducts(db, { slug: "yardside", name: "Yardside Supplies" }, [
    { name: "Round Downpipe 68mm x 2.5m Black", category: "drainage", description: "" },
    { name: "Half Round Gutter 112mm x 4m Black", category: "drainage", description: "" },
    { name: "Copper Pipe 15mm x 3m", category: "plumbing", description: "" },
  ]);
}

/** Problem sentences searched end to end (prepare-search.server.ts). */
describe.each(testDatabases())("problem sentences on $name", (engine) => {
  const database = freshTestDatabase(engine);
  beforeAll(async () => {
    await stock(database.db);
  });

  const search = (q: string) => searchedNames(database.db, q);

  it("searches the thing a sentence says is in a state, dropping the detail the catalogue does not know", async () => {
    expect(await search("downpipe snapped near the bottom")).toEqual(["Round Downpipe 68mm x 2.5m Black"]);
    // Without a state word the unknown word is still the point of a short query.
    expect(await search("downpipe bottom")).toEqual([]);
  });

  it("still finds nothing for a sentence about something not stocked", async () => {
    expect(await search("my car exhaust is broken")).toEqual([]);
  });
});
