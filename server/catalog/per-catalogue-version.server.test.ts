import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createMerchant } from "../../tests/setup/factories.ts";
import { catalogueVersionOf } from "../db/catalogue-version.server.ts";
import { perCatalogueVersion } from "./per-catalogue-version.server.ts";
import { listMerchantOptions } from "./list-merchant-options.server.ts";

describe.each(testDatabases())("perCatalogueVersion on $name", (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await engine.open();
  });
  afterEach(async () => {
    await database.close();
  });

  it("reads once per catalogue version, and again once the catalogue changed", async () => {
    const { db } = database;
    let reads = 0;
    const cached = perCatalogueVersion(async (d) => {
      reads += 1;
      return listMerchantOptions(d);
    });
    await createMerchant(db, { name: "Alpha Supplies" });
    catalogueVersionOf(db).forget();
    const [first, second] = await Promise.all([cached(db), cached(db)]);
    expect(await cached(db)).toBe(first);
    expect(second).toBe(first);
    expect(reads).toBe(1);
    expect(first.map((m) => m.name)).toEqual(["Alpha Supplies"]);

    await createMerchant(db, { name: "Beta Timber" });
    catalogueVersionOf(db).forget();
    expect((await cached(db)).map((m) => m.name)).toEqual(["Alpha Supplies", "Beta Timber"]);
    expect(reads).toBe(2);
  });

  it("does not keep a failed read", async () => {
    const { db } = database;
    let fail = true;
    const cached = perCatalogueVersion(async () => {
      if (fail) throw new Error("down");
      return 42;
    });
    await expect(cached(db)).rejects.toThrow("down");
    fail = false;
    expect(await cached(db)).toBe(42);
  });
});
