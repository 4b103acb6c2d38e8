import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createListedProduct, createMerchant, hideProduct } from "../../tests/setup/factories.ts";
import { rebuildSearchIndex } from "./rebuild-search-index.server.ts";
import { refreshSearchDocuments } from "./refresh-search-documents.server.ts";
import { searchProducts } from "./search-products.server.ts";

/**
 * searchProducts ranks on the index this process holds and learns whether it was current from the catalogue
 * version read with the page's rows (search-products.server.ts). These tests commit a change at the worst
 * moment, after ranking and before the page is read, through a handle that runs `beforePageRead` just before
 * the page statement.
 */
function handleWithHook(db: Db, hook: { beforePageRead: (() => Promise<void>) | null; pageReads: number }): Db {
  const session = new Proxy(db._.session, {
    get(target, prop) {
      if (prop !== "prepareQuery") {
        const value: unknown = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      }
      return (...args: Parameters<typeof target.prepareQuery>) => {
        const prepared = target.prepareQuery(...args);
        if (args[2] !== "search_page") return prepared;
        return {
          execute: async (values?: Record<string, unknown>) => {
            hook.pageReads++;
            const change = hook.beforePageRead;
            hook.beforePageRead = null;
            if (change) await change();
            return prepared.execute(values);
          },
        };
      };
    },
  });
  const internals = { ...db._, session };
  // A handle of its own (the index state is kept per handle), which is the real one except for the hook.
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "_") return internals;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

describe.each(testDatabases())("searchProducts freshness on $name", (engine) => {
  let database: Database;
  let merchantId: number;
  beforeAll(async () => {
    database = await engine.open();
    merchantId = (await createMerchant(database.db, { slug: "alpha", name: "Alpha Builders" })).id;
    await createListedProduct(database.db, { name: "Zorbatex Sealant 310ml", category: "other" }, [
      { merchantId, price: 4.8 },
    ]);
    await rebuildSearchIndex(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  const request = { q: "zorbatex sealant", sort: "relevance", category: null, limit: 24, offset: 0 } as const;

  it("sees a product added between ranking and reading the page", async () => {
    const hook = { beforePageRead: null as (() => Promise<void>) | null, pageReads: 0 };
    const db = handleWithHook(database.db, hook);
    const before = await searchProducts(db, request);
    expect(before.results.map((r) => r.name)).toEqual(["Zorbatex Sealant 310ml"]);
    expect(hook.pageReads).toBe(1);

    let added = 0;
    hook.beforePageRead = async () => {
      const row = await createListedProduct(database.db, { name: "Zorbatex Sealant 600ml", category: "other" }, [
        { merchantId, price: 7.2 },
      ]);
      await refreshSearchDocuments(database.db, [row.id]);
      added = row.id;
    };
    const after = await searchProducts(db, request);
    // Ranked without the new product, then read at a newer version: the index is refreshed and the search redone.
    expect(hook.pageReads).toBe(3);
    expect(after.total).toBe(2);
    expect(after.results.map((r) => r.id)).toContain(added);

    // Nothing changed since: one page read, the same answer.
    const again = await searchProducts(db, request);
    expect(hook.pageReads).toBe(4);
    expect(again).toEqual(after);
  });

  it("drops a product hidden between ranking and reading the page", async () => {
    const hook = { beforePageRead: null as (() => Promise<void>) | null, pageReads: 0 };
    const db = handleWithHook(database.db, hook);
    const before = await searchProducts(db, request);
    expect(before.total).toBe(2);
    const hidden = before.results[0]!.id;
    hook.beforePageRead = async () => {
      await hideProduct(database.db, hidden);
      await refreshSearchDocuments(database.db, [hidden]);
    };
    const after = await searchProducts(db, request);
    expect(hook.pageReads).toBe(3);
    expect(after.total).toBe(1);
    expect(after.results.map((r) => r.id)).not.toContain(hidden);
  });
});
