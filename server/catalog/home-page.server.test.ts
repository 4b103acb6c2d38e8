import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createListedProduct, createMerchant, hideProduct } from "../../tests/setup/factories.ts";
import { catalogueVersionOf } from "../db/catalogue-version.server.ts";
import { listMerchants } from "../merchants/list-merchants.server.ts";
import { getCatalogueStats } from "./get-catalogue-stats.server.ts";
import { listCategoryGroupPrices } from "./list-category-group-prices.server.ts";
import { loadHomePage } from "./home-page.server.ts";

describe.each(testDatabases())("loadHomePage on $name", (engine) => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
  });

  afterAll(async () => {
    await database.close();
  });

  /** The kept reads next to the same reads made afresh. */
  async function keptAndFresh() {
    catalogueVersionOf(db).forget();
    const kept = await loadHomePage(db);
    const fresh = {
      merchants: await listMerchants(db),
      stats: await getCatalogueStats(db),
      categoryPrices: await listCategoryGroupPrices(db),
    };
    return { kept, fresh };
  }

  it("answers as the reads it keeps, and follows the catalogue when it changes", async () => {
    const alpha = await createMerchant(db, { slug: "alpha", name: "Alpha" });
    const beta = await createMerchant(db, { slug: "beta", name: "Beta" });
    await createListedProduct(db, { name: "Sawn Batten", category: "timber" }, [
      { merchantId: alpha.id, price: 4 },
      { merchantId: beta.id, price: 5 },
    ]);
    const cement = await createListedProduct(db, { name: "Cement 25kg", category: "cement" }, [
      { merchantId: alpha.id, price: 7 },
    ]);

    const first = await keptAndFresh();
    expect(first.kept).toMatchObject(first.fresh);
    expect(first.kept.stats).toEqual({ merchants: 2, products: 2, prices: 3 });
    expect(first.kept.timber?.name).toBe("Sawn Batten");
    expect(first.kept.products.map((p) => p.name)).toEqual(["Sawn Batten", "Cement 25kg"]);

    await hideProduct(db, cement.id);
    await createListedProduct(db, { name: "Sharp Sand", category: "sand" }, [{ merchantId: beta.id, price: 2 }]);
    const second = await keptAndFresh();
    expect(second.kept).toMatchObject(second.fresh);
    expect(second.kept.stats).toEqual({ merchants: 2, products: 2, prices: 3 });
    expect(second.kept.products.map((p) => p.name)).toEqual(["Sawn Batten", "Sharp Sand"]);
  });
});
