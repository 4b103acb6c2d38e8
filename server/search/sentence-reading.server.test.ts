import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { freshTestDatabase, testDatabases } from "../../tests/setup/test-databases.ts";
import { listStockedProducts, searchedNames } from "../../tests/setup/searched-names.ts";

/** Sheet materials beside other kinds. */
async function stock(db: Database["db"]): Promise<void> {
  await listStockedProducts(db, { slug: "sheetyard", name: "Sheet Yard" }, [
    { name: "Marine Plywood BS1088 2440 x 1220 x 18mm", category: "sheet-materials", description: "" },
    { name: "Hardwood Plywood WBP 2440 x 1220 x 12mm", category: "sheet-materials", description: "" },
    { name: "Copper Pipe 15mm x 3m", category: "plumbing", description: "" },
  ]);
}

/** A query that found nothing as a name, read again as a sentence (sentence-reading.server.ts). */
describe.each(testDatabases())("sentences with no joining word on $name", (engine) => {
  const database = freshTestDatabase(engine);
  beforeAll(async () => {
    await stock(database.db);
  });

  const search = (q: string) => searchedNames(database.db, q);

  it("reads what a thing is for, typed with no joining word, as the kind that does it", async () => {
    expect((await search("boat building board"))[0]).toBe("Marine Plywood BS1088 2440 x 1220 x 18mm");
  });

  it("still finds nothing when no table reads the words", async () => {
    expect(await search("garden hot tub cover")).toEqual([]);
  });
});
