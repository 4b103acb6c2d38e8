import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/query-rows.server.ts";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import { importItems, type FeedItem } from "../../tests/setup/feed-files.ts";
import { loadKeyOwnership, MANY_BLOCKS } from "./load-key-ownership.server.ts";
import { assignProducts, type AssignInput } from "./assign-products.ts";
import type { KeyOwnership } from "./key-ownership.ts";
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
  const database = freshTestDatabase(engine, { perTest: true });

  const run = (slug: string, items: FeedItem[]) => importItems(database.db, slug, items);
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

  it("reads every product and member sharing a block with the rows, as one overlap of all the blocks does", async () => {
    await run("yard", yard);
    await run("store", store);
    await run("depot", [{ id: "x", title: "Sharp Sand - 25kg", price: "4.55 GBP" }]);
    const blocks = `{${[...new Set(rows.flatMap((r) => r.facts.profile.blocks))].map((b) => JSON.stringify(b)).join(",")}}`;
    // What one overlap of every block selects (the query the block-by-block lookup replaced).
    const overlapping = await queryRows<{ product_id: number }>(
      database.db,
      sql`select id as product_id from products where match_profile is not null and match_blocks && ${blocks}::text[]
          union all select product_id from offers where match_blocks && ${blocks}::text[]`,
    );
    const alike = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from (select distinct product_id, match_profile from offers
          where match_blocks && ${blocks}::text[]) d`,
    );
    const members = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from offers where match_blocks && ${blocks}::text[]`,
    );
    // The third merchant's sand reads like the store's: a repeated member, which the load skips before parsing.
    expect(Number(members[0]!.n)).toBeGreaterThan(Number(alike[0]!.n));
    const ownership = await loadKeyOwnership(database.db, -1, rows);
    const loaded = new Set([...ownership.candidatesByBlock.values()].flat().map((c) => c.productId));
    expect(loaded).toEqual(new Set(overlapping.map((r) => Number(r.product_id))));
  });

  it("reads the same candidates, in the same order, when a feed names hundreds of blocks (one pass over offers)", async () => {
    await run("yard", yard);
    await run("store", store);
    await run("depot", [{ id: "x", title: "Sharp Sand - 25kg", price: "4.55 GBP" }]);
    // Sizes no stored offer has: blocks of their own, so the feed's blocks pass the count where the load changes how
    // it asks, while the candidates of the three incoming titles stay what they were.
    const padding: AssignInput[] = Array.from({ length: MANY_BLOCKS }, (_, i) => ({
      facts: extractProductFacts({
        title: `Treated Sawn Timber ${20 + i}mm x ${300 + i}mm x 2.4m`,
        merchantName: "Depot",
      }),
      merchant: "depot",
      itemId: `p${i}`,
    }));
    const blocks = new Set([...rows, ...padding].flatMap((r) => r.facts.profile.blocks));
    expect(blocks.size).toBeGreaterThanOrEqual(MANY_BLOCKS);
    const few = candidates(await loadKeyOwnership(database.db, -1, rows));
    const many = new Map(candidates(await loadKeyOwnership(database.db, -1, [...rows, ...padding])));
    expect(few.some(([, ids]) => ids.length > 1)).toBe(true);
    for (const [block, ids] of few) expect(many.get(block)).toEqual(ids);
    expect([...many.values()].flat().length).toBe(few.flatMap(([, ids]) => ids).length);
  });
});
