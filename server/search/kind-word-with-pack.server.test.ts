import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { listPricedNames, searchedNames } from "../../tests/setup/searched-names.ts";

/**
 * A kind word with only a pack word beside it ("sand bags", "membrane rolls"; prepare-search.server.ts) reads as the
 * bare kind word: it asks for the kinds the word heads or its department sells (department-words.ts) and ranks the
 * everyday ones first, as the word alone does.
 */
describe.each(testDatabases())("a kind word beside a pack word, on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    await listPricedNames(database.db, [
      // The cheapest first on a tie: play sand would lead if the everyday sands were not ranked first.
      ["Play Sand Bag 15kg", 3],
      ["Building Sand Bag 25kg", 5],
      ["Sharp Sand Bag 25kg", 6],
      // A pack word in names of other things, and a plain word ("kit") the catalogue knows.
      ["PVA Adhesive 5L Drum", 9],
      ["Drain Rodding Kit", 20],
      ["Plasterboard Square Edge Sheet 1800 x 900 x 12.5mm", 7],
    ]);
  });
  afterAll(async () => {
    await database.close();
  });

  const names = (q: string) => searchedNames(database.db, q);

  it("ranks the everyday kinds of the word first, as for the word alone", async () => {
    expect((await names("sand bags")).slice(0, 2).sort()).toEqual(["Building Sand Bag 25kg", "Sharp Sand Bag 25kg"]);
    expect((await names("sand")).slice(0, 2).sort()).toEqual(["Building Sand Bag 25kg", "Sharp Sand Bag 25kg"]);
  });

  it("keeps an unknown word beside only a pack word and a plain word: nothing, not the pack's other products", async () => {
    // Neither "drum" nor "kit" says what an electric one is; leaving "electric" out would show the 5 L drum.
    expect(await names("electric drum kit")).toEqual([]);
    // Beside a kind the vocabulary names, an unknown word is still a qualifier left out.
    expect(await names("plasterboard small sheet")).toEqual(["Plasterboard Square Edge Sheet 1800 x 900 x 12.5mm"]);
  });
});
