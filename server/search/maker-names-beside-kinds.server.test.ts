import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { listStockedProducts, searchedNames } from "../../tests/setup/searched-names.ts";

/** A yard stocking one maker's PVA and other makers' insulation and wood stain: no "jablite", no "cuprinol". */
const STOCK = [
  { name: "EPS Polystyrene Insulation Board 2400 x 1200 x 50mm", category: "insulation" },
  { name: "PIR Insulation Board Foil Faced 2400 x 1200 x 100mm", category: "insulation" },
  // Listed first, so it wins a tie: only the maker's name puts the Unibond product above it.
  { name: "Brushmere PVA Adhesive 5L", category: "adhesives" },
  { name: "Unibond PVA Adhesive 1L", brand: "Unibond", category: "adhesives" },
  { name: "Brushmere Shed and Fence Treatment Brown 5L", category: "paint" },
  { name: "Brushmere Decking Oil Natural 5L", category: "paint" },
];

describe.each(testDatabases())("makers' names beside their kind on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    await listStockedProducts(database.db, { slug: "yard", name: "Maker Yard" }, STOCK);
  });
  afterAll(async () => {
    await database.close();
  });

  const names = (q: string) => searchedNames(database.db, q);

  it("leaves out a maker's name no product prints when the kind beside it is named", async () => {
    // Four words, one of them a word no title holds: the maker's name alone would have emptied the search.
    expect((await names("jablite polystyrene floor insulation"))[0]).toBe(
      "EPS Polystyrene Insulation Board 2400 x 1200 x 50mm",
    );
    expect((await names("cuprinol fence paint brown"))[0]).toBe("Brushmere Shed and Fence Treatment Brown 5L");
  });

  it("keeps a stocked maker's name, which narrows the kind to its products", async () => {
    expect(await names("unibond pva adhesive")).toEqual(["Unibond PVA Adhesive 1L", "Brushmere PVA Adhesive 5L"]);
  });

  it("keeps a name for another kind than the one beside it", async () => {
    // "cuprinol" is a wood stain maker's name: beside "decking" it asks for the decking oil, not the decking.
    expect((await names("cuprinol decking"))[0]).toBe("Brushmere Decking Oil Natural 5L");
  });
});
