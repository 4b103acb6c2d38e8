import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { listPricedNames, searchedNames } from "../../tests/setup/searched-names.ts";

/**
 * Session 24: a kind word beside a quantity, tier or price word ("nails bulk", "trade emulsion", "blocks cheapest")
 * answers with that kind, never another kind whose title carries the quantity word (a bulk bag of sand); and form,
 * finish and tool words typed bare ("sheeting", "gloss", "plastering tools", "timber", "studs") rank the department's
 * core products first (pack-and-tier-words.ts, department-kinds-*.ts, family-terms.ts).
 */
describe.each(testDatabases())("kind, form, finish and tool words with shop words, on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    await listPricedNames(database.db, [
      ["Ballast Bulk Bag", 45],
      ["Plastering Sand Bulk Bag", 50],
      ["Ballast Bag 25kg", 4],
      ["Round Wire Nails 75mm Tub 1kg", 6],
      ["Lost Head Nails 50mm Box 500", 7],
      // Cheapest first on a tie: each would lead if the kind's everyday products were not ranked first.
      ["Glasspaper Sheets Fine Pack 5", 1],
      ["Corrugated Bitumen Roof Sheet Green 2000 x 950mm", 12],
      ["Satin Varnish Gloss Finish 750ml", 2],
      ["Liquid Gloss Paint White 750ml", 9],
      ["Planed Timber 18 x 44mm 2.4m", 3],
      ["Sawn Timber C16 47 x 100mm 3.6m", 8],
      ["CLS Studwork 38 x 89mm 2.4m", 5],
      ["Caulking Gun Heavy Duty", 1],
      ["Finishing Trowel 14in", 15],
      ["Plasterers Hawk 13in", 14],
    ]);
  });
  afterAll(async () => {
    await database.close();
  });

  const names = (q: string) => searchedNames(database.db, q);

  it("answers a quantity word beside a kind with that kind, not another kind sold in bulk", async () => {
    expect((await names("nails bulk")).sort()).toEqual([
      "Lost Head Nails 50mm Box 500",
      "Round Wire Nails 75mm Tub 1kg",
    ]);
    // A quarry kind's own bulk bag still matches in full and comes first.
    expect((await names("ballast bulk"))[0]).toBe("Ballast Bulk Bag");
  });

  it("reads a price word as nothing, so a compound name stays a name", async () => {
    expect(await names("roofing sheets cheapest")).toEqual(await names("roofing sheets"));
  });

  it("ranks the core products of a form, finish or timber word first", async () => {
    expect((await names("sheeting"))[0]).toBe("Corrugated Bitumen Roof Sheet Green 2000 x 950mm");
    expect((await names("gloss"))[0]).toBe("Liquid Gloss Paint White 750ml");
    expect((await names("timber")).at(-1)).toBe("Planed Timber 18 x 44mm 2.4m");
    expect((await names("studs"))[0]).toBe("CLS Studwork 38 x 89mm 2.4m");
  });

  it("answers a trade's tools with its own tools, not another trade's", async () => {
    expect((await names("plastering tools")).sort()).toEqual(["Finishing Trowel 14in", "Plasterers Hawk 13in"]);
  });
});
