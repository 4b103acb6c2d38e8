import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.server.ts";
import { testDatabases } from "../../../tests/setup/test-databases.ts";
import { createListedProduct, createMerchant } from "../../../tests/setup/factories.ts";
import { rebuildSearchIndex } from "../rebuild-search-index.server.ts";
import { searchedNames } from "../../../tests/setup/searched-names.ts";

/** Three merchants, and a way to list a product with the first `sellers` of them selling it. */
async function threeMerchants(database: Database) {
  const db = database.db;
  const merchants = await Promise.all(
    ["alpha", "beta", "gamma"].map((slug) => createMerchant(db, { slug, name: `${slug} Builders` })),
  );
  const sold = (count: number) => merchants.slice(0, count).map((m) => ({ merchantId: m.id, price: 5 }));
  return (name: string, sellers: number, category = "other") =>
    createListedProduct(db, { name, category, description: "" }, sold(sellers));
}

/**
 * A tool or fixing named after the material it works on is another kind than the material (kind-groups.ts). The
 * tools below are sold by more merchants than the materials, so without the rule the tie-break (merchants) would
 * put each tool first.
 */
describe.each(testDatabases())("tools named after a material, on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    const add = await threeMerchants(database);
    await add("Sealant Gun Heavy Duty 310ml", 3);
    await add("Frame Sealant White 310ml", 1);
    await add("Plaster Stop Bead Galvanised 10mm 3m", 3);
    await add("Multi Finish Plaster 25kg", 1);
    await add("Expanding Foam Gun Grade 750ml", 2);
    await add("Expanding Foam Hand Held 750ml", 1);
    await add("Roof & Gutter Sealant Black 310ml", 3);
    await add("Half Round Gutter Black 112mm x 4m", 1);
    await add("Sanitary Silicone Sealant White 310ml", 2);
    await add("Builders Silicone Clear 295ml", 1);
    await add("Hammer Fixings Nylon 6 x 60mm (100 Pack)", 3);
    await add("Club Hammer 4lb", 1);
    await add("Concrete Repair Mortar 10kg", 3);
    await add("Concrete Mix Ready Mixed 20kg", 1);
    await add("Gutter Union Bracket Black 112mm", 3);
    await add("Scrim Tape Self Adhesive 50mm x 90m", 3);
    await add("Grab Adhesive Solvent Free 310ml", 1);
    await rebuildSearchIndex(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  const names = (q: string) => searchedNames(database.db, q);

  it("puts the material before a tool whose name prints it one or two words before the tool's noun", async () => {
    const sealant = await names("sealant");
    expect(sealant.indexOf("Frame Sealant White 310ml")).toBeGreaterThanOrEqual(0);
    expect(sealant.indexOf("Frame Sealant White 310ml")).toBeLessThan(sealant.indexOf("Sealant Gun Heavy Duty 310ml"));
    expect(await names("plaster")).toEqual(["Multi Finish Plaster 25kg", "Plaster Stop Bead Galvanised 10mm 3m"]);
  });

  it("puts a gutter before a sealant for gutters, but a sealant is what 'silicone' asks for", async () => {
    expect((await names("gutter"))[0]).toBe("Half Round Gutter Black 112mm x 4m");
    // Silicone is a sealant (trade-synonyms.ts): "Silicone Sealant" is no other kind, and merchants decide.
    expect((await names("silicone")).slice(0, 2)).toEqual([
      "Sanitary Silicone Sealant White 310ml",
      "Builders Silicone Clear 295ml",
    ]);
  });

  it("puts the thing before a fixing, repair product or sundry its word qualifies", async () => {
    expect(await names("hammer")).toEqual(["Club Hammer 4lb", "Hammer Fixings Nylon 6 x 60mm (100 Pack)"]);
    expect(await names("concrete")).toEqual(["Concrete Mix Ready Mixed 20kg", "Concrete Repair Mortar 10kg"]);
  });

  it("reads a word after 'self' as an adjective of another product, unless the query types 'self'", async () => {
    expect(await names("adhesive")).toEqual([
      "Grab Adhesive Solvent Free 310ml",
      "Scrim Tape Self Adhesive 50mm x 90m",
    ]);
    expect((await names("self adhesive"))[0]).toBe("Scrim Tape Self Adhesive 50mm x 90m");
  });

  it("reads a kind's own one-word name as typed when a synonym reached it ('spouting' is a gutter)", async () => {
    expect((await names("spouting"))[0]).toBe("Half Round Gutter Black 112mm x 4m");
  });

  it("puts the tool first when the query names it", async () => {
    expect((await names("sealant gun"))[0]).toBe("Sealant Gun Heavy Duty 310ml");
  });

  it("reads a tool's noun before 'grade' as a grade of the material, not a tool", async () => {
    // Read as a tool, the gun-grade foam would fall behind the foam fewer merchants sell.
    expect(await names("expanding foam")).toEqual(["Expanding Foam Gun Grade 750ml", "Expanding Foam Hand Held 750ml"]);
  });
});

/**
 * A kind the trade names after another ("gravel board") is another kind when it sells in another department;
 * in the same department the name is the kind in a form ("insulation roll"). More merchants sell the first of
 * each pair, so without the rule the tie-break would put it first.
 */
describe.each(testDatabases())("kinds named after another, on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    const add = await threeMerchants(database);
    await add("Gravel Board Treated 22 x 150mm 1.8m", 3, "timber");
    await add("Pea Gravel 10mm 20kg", 1, "aggregates");
    await add("Loft Insulation Roll 100mm", 3, "insulation");
    await add("Cavity Wall Insulation Batt 75mm", 1, "insulation");
    await rebuildSearchIndex(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  const names = (q: string) => searchedNames(database.db, q);

  it("puts the gravel before the gravel board, and leaves a form of the kind asked to the tie-break", async () => {
    expect(await names("gravel")).toEqual(["Pea Gravel 10mm 20kg", "Gravel Board Treated 22 x 150mm 1.8m"]);
    expect(await names("insulation")).toEqual(["Loft Insulation Roll 100mm", "Cavity Wall Insulation Batt 75mm"]);
  });
});
