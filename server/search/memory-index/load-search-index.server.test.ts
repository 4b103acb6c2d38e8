import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { queryRows } from "../../db/query-rows.server.ts";
import { testDatabases } from "../../../tests/setup/test-databases.ts";
import { createListedProduct, hideProduct } from "../../../tests/setup/factories.ts";
import { rebuildSearchIndex } from "../rebuild-search-index.server.ts";
import { refreshSearchDocuments } from "../refresh-search-documents.server.ts";
import {
  currentHeldSearchIndex,
  currentSearchIndex,
  searchIndexChanges,
  settledSearchIndex,
} from "./load-search-index.server.ts";

describe.each(testDatabases())("the in-memory search index follows search_documents on $name", (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await engine.open();
  });
  afterEach(async () => {
    await database.close();
  });

  /** What the table holds, as the index should: live products with visibility and name. */
  async function tableState(): Promise<string[]> {
    const rows = await queryRows<{ id: number; visible: boolean; name_key: string }>(
      database.db,
      sql`select product_id as id, visible, name_key from search_documents order by product_id`,
    );
    return rows.map((r) => `${r.id} ${r.visible ? "visible" : "hidden"} ${r.name_key}`);
  }

  async function indexState(): Promise<string[]> {
    const { index } = await currentSearchIndex(database.db);
    return [...index.slotOf.entries()]
      .sort(([a], [b]) => a - b)
      .map(([id, slot]) => `${id} ${index.isVisible(slot) ? "visible" : "hidden"} ${index.nameKey[slot]}`);
  }

  it("takes in new, changed, hidden and deleted documents and a rebuild, without a reload", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push((await createListedProduct(database.db, { name: `Sharp Sand ${i}`, category: "aggregates" })).id);
    await refreshSearchDocuments(database.db, ids);
    expect(await indexState()).toEqual(await tableState());
    const first = await currentSearchIndex(database.db);

    await database.db.execute(sql`update products set name = 'Building Sand 9' where id = ${ids[0]!}`);
    await refreshSearchDocuments(database.db, [ids[0]!]);
    await hideProduct(database.db, ids[1]!);
    await database.db.execute(sql`delete from products where id = ${ids[2]!}`);
    const added = await createListedProduct(database.db, { name: "Ballast 850kg", category: "aggregates" });
    await refreshSearchDocuments(database.db, [added.id]);

    const after = await indexState();
    expect(after).toEqual(await tableState());
    expect(after).toContain(`${ids[0]} visible building sand 9`);
    expect(after).toContain(`${ids[1]} hidden sharp sand 1`);
    expect(after.some((line) => line.startsWith(`${ids[2]} `))).toBe(false);
    // Followed by the change log, not reloaded: the same index object, with the old slots dead.
    const second = await currentSearchIndex(database.db);
    expect(second.index).toBe(first.index);
    expect(second.index.slotCount).toBeGreaterThan(second.index.liveCount);

    await rebuildSearchIndex(database.db);
    expect(await indexState()).toEqual(await tableState());
    expect((await currentSearchIndex(database.db)).index.liveCount).toBe(5);
  });

  it("reads nothing again when nothing changed", async () => {
    const product = await createListedProduct(database.db, { name: "Sharp Sand", category: "aggregates" });
    await refreshSearchDocuments(database.db, [product.id]);
    const first = await currentSearchIndex(database.db);
    const slots = first.index.slotCount;
    await currentSearchIndex(database.db);
    expect(first.index.slotCount).toBe(slots);
  });

  // The palette answers from memory at a version a periodic check read: it must get an index at least that new,
  // never one a refresh is still applying changes to, and know when a refresh ran while it ranked.
  it("settles on an index at least as new as asked, and counts the refreshes that change it", async () => {
    const { db } = database;
    const product = await createListedProduct(db, { name: "Sharp Sand", category: "aggregates" });
    await refreshSearchDocuments(db, [product.id]);
    const held = await currentHeldSearchIndex(db);
    const settled = await settledSearchIndex(db, held.version - 1);
    expect(settled.loaded).toBe(held.loaded);
    expect(settled.version).toBe(held.version);
    expect(settled.changes % 2).toBe(0);
    expect(searchIndexChanges(db)).toBe(settled.changes);

    const added = await createListedProduct(db, { name: "Ballast 850kg", category: "aggregates" });
    await refreshSearchDocuments(db, [added.id]);
    const [row] = await queryRows<{ version: string }>(db, sql`select version::text as version from catalogue_version`);
    const newer = Number(row!.version);
    const refreshing = settledSearchIndex(db, newer);
    // The refresh has begun applying changes: an odd count until it ends.
    expect(searchIndexChanges(db) % 2).toBe(1);
    const after = await refreshing;
    expect(after.version).toBe(newer);
    expect(after.changes).toBe(settled.changes + 2);
    expect([...after.loaded.index.slotOf.keys()].sort((a, b) => a - b)).toEqual([product.id, added.id]);
  });

  // The change log is only complete if writers draw their numbers one transaction at a time (migration 0023):
  // a second writer must wait for the first to commit before it draws a number for any row.
  it.runIf(engine.name === "postgres")("makes writers of search documents wait for each other", async () => {
    const a = await createListedProduct(database.db, { name: "Sharp Sand", category: "aggregates" });
    const b = await createListedProduct(database.db, { name: "Soft Sand", category: "aggregates" });
    await refreshSearchDocuments(database.db, [a.id, b.id]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const first = database.db.transaction(async (t) => {
      await t.execute(sql`update search_documents set merchant_count = merchant_count where product_id = ${a.id}`);
      written();
      await held;
    });
    await wrote;
    const drawn = async () =>
      (
        await queryRows<{ n: string }>(database.db, sql`select last_value::text as n from search_document_change_seq`)
      )[0]!.n;
    const before = await drawn();
    const second = database.db.transaction(async (t) => {
      await t.execute(sql`set local lock_timeout = '300ms'`);
      await t.execute(sql`update search_documents set merchant_count = merchant_count where product_id = ${b.id}`);
    });
    await expect(second).rejects.toThrow();
    // It waited before drawing a number: none was drawn while the first writer was open.
    expect(await drawn()).toBe(before);
    release();
    await first;
  });
});
