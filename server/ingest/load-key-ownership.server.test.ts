import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { writeTsvFeed, type FeedItem } from "../../tests/setup/feed-files.ts";
import { importFeed } from "./import-feed.server.ts";
import { loadKeyOwnership } from "./store-products.server.ts";
import { assignProducts, type AssignInput, type KeyOwnership } from "./assign-products.ts";
import { extractProductFacts } from "./normalise/index.ts";

// Alike titles with no shared key: every later offer reaches them only as similarity candidates.
const yard: FeedItem[] = [
  { id: "a", title: "Code 4 Lead Flashing 240mm x 3m", price: "60.00 GBP" },
  { id: "b", title: "Code 4 Lead Flashing (L)3m (W)240mm", price: "59.00 GBP" },
  { id: "c", title: "Code 4 Lead Flashing 150mm x 3m", price: "41.00 GBP" },
  { id: "d", title: "Sharp Sand 25kg Bag", price: "4.50 GBP" },
  { id: "e", title: "Building Sand 25kg Bag", price: "4.20 GBP" },
];
const store: FeedItem[] = [
  { id: "1", title: "Lead Flashing Code 4 240mm x 3m", price: "61.00 GBP" },
  { id: "2", title: "Lead Flashing Code 4 150mm 3m roll", price: "40.00 GBP" },
  { id: "3", title: "Sharp Sand - 25kg", price: "4.60 GBP" },
];
const incoming = ["Code 4 Lead Flashing 240mm 3m", "Lead Flashing 150mm x 3m Code 4", "Sharp Sand Bag 25kg"];

describe.each(testDatabases())("loadKeyOwnership on $name", (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await engine.open();
  });
  afterEach(async () => {
    await database.close();
  });

  const run = (slug: string, items: FeedItem[]) =>
    importFeed(database.db, { merchant: { slug, name: slug.toUpperCase() }, sources: [writeTsvFeed(items)] });
  const rows: AssignInput[] = incoming.map((title, i) => ({
    facts: extractProductFacts({ title, merchantName: "Depot" }),
    merchant: "depot",
    itemId: String(i),
  }));
  const candidates = (ownership: KeyOwnership) =>
    [...ownership.candidatesByBlock].map(([block, list]): [string, number[]] => [block, list.map((c) => c.productId)]);

  it("reads candidates in the same order whatever order the rows sit in on disk (matching is repeatable)", async () => {
    await run("yard", yard);
    await run("store", store);
    // assignProducts adds to the ownership it is given: each comparison gets its own load.
    const before = candidates(await loadKeyOwnership(database.db, -1, rows));
    expect(before.some(([, ids]) => ids.length > 1)).toBe(true);
    const assigned = assignProducts(rows, await loadKeyOwnership(database.db, -1, rows)).assignments;

    // Rewriting every other row moves it behind the rest of its page, as updates and vacuum do in a live catalogue.
    for (const parity of [1, 0]) {
      await database.db.execute(sql`update offers set match_profile = match_profile where id % 2 = ${parity}`);
      await database.db.execute(sql`update products set match_profile = match_profile where id % 2 = ${parity}`);
      const physical = await queryRows<{ id: number }>(database.db, sql`select id from offers`);
      expect(physical.map((r) => Number(r.id))).not.toEqual(physical.map((r) => Number(r.id)).sort((x, y) => x - y));
      expect(candidates(await loadKeyOwnership(database.db, -1, rows))).toEqual(before);
      expect(assignProducts(rows, await loadKeyOwnership(database.db, -1, rows)).assignments).toEqual(assigned);
    }
  });
});
