import { describe, expect, it } from "vitest";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import { sql } from "drizzle-orm";
import { createMerchant, createOffer, createProduct } from "../../tests/setup/factories.ts";
import { catalogueVersionOf } from "../db/catalogue-version.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { perCatalogueVersion, perCatalogueVersionUntil } from "./per-catalogue-version.server.ts";
import { nextSaleChangeMsSql } from "./offer-pricing.server.ts";
import { listMerchantOptions } from "./list-merchant-options.server.ts";

describe.each(testDatabases())("perCatalogueVersion on $name", (engine) => {
  const database = freshTestDatabase(engine, { perTest: true });

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

  it("keeps a keyed answer until it lasts out or the catalogue changes, one read per key", async () => {
    const { db } = database;
    let now = 1_000;
    const reads: string[] = [];
    const cached = perCatalogueVersionUntil(
      async (_db, key: { name: string }) => {
        reads.push(key.name);
        return { value: `${key.name}@${now}`, lastsMs: key.name === "short" ? 50 : Infinity };
      },
      (key) => key.name,
      () => now,
    );
    const [a, b, c] = await Promise.all([
      cached(db, { name: "short" }),
      cached(db, { name: "short" }),
      cached(db, { name: "long" }),
    ]);
    expect([a, b, c]).toEqual(["short@1000", "short@1000", "long@1000"]);
    expect(reads).toEqual(["short", "long"]);

    now = 1_049;
    expect(await cached(db, { name: "short" })).toBe("short@1000");
    now = 1_050;
    expect(await cached(db, { name: "short" })).toBe("short@1050");
    expect(await cached(db, { name: "long" })).toBe("long@1000");
    expect(reads).toEqual(["short", "long", "short"]);

    await createMerchant(db, { name: "Gamma Sheds" });
    catalogueVersionOf(db).forget();
    expect(await cached(db, { name: "long" })).toBe("long@1050");
    expect(reads).toEqual(["short", "long", "short", "long"]);
  });

  it("does not keep a failed keyed read", async () => {
    const { db } = database;
    let fail = true;
    const cached = perCatalogueVersionUntil(
      async () => {
        if (fail) throw new Error("down");
        return { value: 42, lastsMs: Infinity };
      },
      () => "one",
    );
    await expect(cached(db, null)).rejects.toThrow("down");
    fail = false;
    expect(await cached(db, null)).toBe(42);
  });

  it("says when the next sale window opens or closes, and nothing without one ahead", async () => {
    const { db } = database;
    const lasts = async () => {
      const [row] = await queryRows<{ lastsMs: number | null }>(db, sql`select ${nextSaleChangeMsSql()} as "lastsMs"`);
      return row?.lastsMs ?? null;
    };
    const merchant = await createMerchant(db);
    const product = await createProduct(db);
    const hour = 3_600_000;
    const at = (ms: number) => new Date(Date.now() + ms);
    await createOffer(db, {
      productId: product.id,
      merchantId: merchant.id,
      salePrice: 5,
      saleStartsAt: at(-hour),
      saleEndsAt: at(-hour / 2),
    });
    expect(await lasts()).toBeNull();
    await createOffer(db, {
      productId: product.id,
      merchantId: merchant.id,
      salePrice: 5,
      saleStartsAt: at(-hour),
      saleEndsAt: at(3 * hour),
    });
    await createOffer(db, { productId: product.id, merchantId: merchant.id, salePrice: 5, saleStartsAt: at(2 * hour) });
    // now() is the transaction's start: within a minute of this test's clock either way.
    expect(Math.abs((await lasts())! - 2 * hour)).toBeLessThan(60_000);
  });
});
