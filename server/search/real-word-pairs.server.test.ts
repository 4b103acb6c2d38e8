import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { listStockedProducts, searchedNames } from "../../tests/setup/searched-names.ts";

/** A yard whose words real English words are one changed letter from. */
const STOCK = [
  { name: "Kiln Dried Paving Sand 20kg", category: "aggregates" },
  { name: "Sharp Sand Bulk Bag", category: "aggregates" },
  { name: "Lead Flashing Code 4 150mm", category: "roofing" },
  { name: "Stone Chippings Grey 20mm", category: "aggregates" },
  // Words real English words sound like: a gutter, a lintel, an acoustic board.
  { name: "Half Round Gutter Black 112mm 4m", category: "drainage" },
  { name: "Steel Cavity Lintel Standard Duty 1200mm", category: "building" },
  { name: "Acoustic Plasterboard Tapered Edge 12.5mm", category: "drylining" },
];

describe.each(testDatabases())("real words one letter from a catalogue word on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    await listStockedProducts(database.db, { slug: "yard", name: "Pair Yard" }, STOCK);
  });
  afterAll(async () => {
    await database.close();
  });

  const names = (q: string) => searchedNames(database.db, q);

  it("corrects a real word when a neighbouring typed word stands beside the correction in a name", async () => {
    // A phone's autocorrection of the trade word: "kill dried", "shard sand".
    expect((await names("kill dried sand"))[0]).toBe("Kiln Dried Paving Sand 20kg");
    expect((await names("shard sand"))[0]).toBe("Sharp Sand Bulk Bag");
  });

  it("keeps a real word no neighbour confirms: the thing is not stocked", async () => {
    expect(await names("flushing")).toEqual([]);
    expect(await names("wood burning stove")).toEqual([]);
    // A grammar word confirms nothing ("on" beside "stone" is no pair).
    expect(await names("stove on")).toEqual([]);
  });

  it("still corrects a made-up word, and a real word by a slip of the finger", async () => {
    expect(await names("flaching")).toEqual(["Lead Flashing Code 4 150mm"]);
    // "d" beside "s": "stonw" is no word; "sharo" neither.
    expect((await names("sharo sand"))[0]).toBe("Sharp Sand Bulk Bag");
  });

  it("corrects a real word by sound only when another typed word shares a product with the correction", async () => {
    // "lentil" sounds like lintel; "steel" confirms it, though not beside it in the name.
    expect((await names("steel lentil"))[0]).toBe("Steel Cavity Lintel Standard Duty 1200mm");
    // Alone or among words no gutter holds, the real word was meant: nothing is stocked.
    expect(await names("guitar")).toEqual([]);
    expect(await names("acoustic guitar")).toEqual([]);
  });
});
