import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createMerchant, createOffer, createProduct, hideProduct } from "../../tests/setup/factories.ts";
import { listingPageRows } from "./listing-page-rows.server.ts";

describe.each(testDatabases())("listingPageRows on $name", (engine) => {
  let database: Database;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await engine.open();
    const db = database.db;
    const merchant = await createMerchant(db, { slug: "alpha", name: "Alpha Builders" });
    for (const [key, name, category] of [
      ["joist", "C24 Joist", "timber"],
      ["ply", "Marine Ply", "sheet-materials"],
      ["cement", "Grey Cement", "cement"],
      ["hidden", "Hidden Batten", "timber"],
    ] as const) {
      ids[key] = (await createProduct(db, { name, category })).id;
    }
    await createOffer(db, { productId: ids.joist!, merchantId: merchant.id, price: 12 });
    await hideProduct(db, ids.hidden!);
  });

  afterAll(async () => {
    await database.close();
  });

  it("reads the cards in the order given, leaving out a hidden product and one outside the categories", async () => {
    const order = [ids.cement!, ids.hidden!, ids.ply!, ids.joist!];
    // Eight runs: on PostgreSQL the named statement is planned generically after five; the answer must not move.
    for (let run = 0; run < 8; run++) {
      const inGroup = await listingPageRows(database.db, order, ["timber", "sheet-materials"]);
      expect(inGroup.map((r) => r.id)).toEqual([ids.ply, ids.joist]);
      expect(inGroup[1]).toMatchObject({ name: "C24 Joist", lowestPrice: 12, merchantCount: 1 });
      expect(inGroup[0]).toMatchObject({ name: "Marine Ply", lowestPrice: null, merchantCount: 0, offers: null });
      const anyCategory = await listingPageRows(database.db, order, []);
      expect(anyCategory.map((r) => r.id)).toEqual([ids.cement, ids.ply, ids.joist]);
    }
    expect(await listingPageRows(database.db, [], [])).toEqual([]);
  });
});
