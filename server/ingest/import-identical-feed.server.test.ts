import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/query-rows.server.ts";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import { writeTsvFeed, type FeedItem } from "../../tests/setup/feed-files.ts";
import { importFeed } from "./import-feed.server.ts";

const items: FeedItem[] = [
  { id: "S-1", title: "Sharp Sand 25kg Bag", price: "4.50 GBP" },
  { id: "S-2", title: "Building Sand 25kg Bag", price: "4.20 GBP" },
  { id: "", title: "No id", price: "1 GBP" },
];

describe.each(testDatabases())("re-importing an identical feed on $name", (engine) => {
  const database = freshTestDatabase(engine, { perTest: true });

  it("marks every offer checked, reports the same rejections, and changes nothing else", async () => {
    const file = writeTsvFeed(items);
    const first = await importFeed(database.db, { merchant: { slug: "alpha" }, sources: [file] });
    const offersBefore = await queryRows<{ id: number; price: number; last_checked: Date }>(
      database.db,
      sql`select id, price::float8 as price, last_checked from offers order by id`,
    );
    const again = await importFeed(database.db, { merchant: { slug: "alpha" }, sources: [file] });
    expect(again).toMatchObject({
      rowsRead: first.rowsRead,
      rowsImported: 2,
      offersUnchanged: 2,
      offersNew: 0,
      offersUpdated: 0,
      priceChanges: 0,
      rejections: [{ line: 4, itemId: null, reason: "id missing" }],
    });
    const offersAfter = await queryRows<{ id: number; price: number; last_checked: Date }>(
      database.db,
      sql`select id, price::float8 as price, last_checked from offers order by id`,
    );
    expect(offersAfter.map((o) => [o.id, o.price])).toEqual(offersBefore.map((o) => [o.id, o.price]));
    expect(new Date(offersAfter[0]!.last_checked).getTime()).toBeGreaterThanOrEqual(
      new Date(offersBefore[0]!.last_checked).getTime(),
    );
    const imports = await queryRows<{ rows_rejected: number }>(
      database.db,
      sql`select rows_rejected from feed_imports order by id`,
    );
    expect(imports).toEqual([{ rows_rejected: 1 }, { rows_rejected: 1 }]);
  });

  it("rewrites last_checked in place: every offer stays on its heap page (migration 0027's fillfactor)", async () => {
    // Rows of ~1 KB, enough for several pages: at the default fillfactor the first page is full after the
    // import, so its offers' new versions would move to another page (and into every index).
    const many: FeedItem[] = Array.from({ length: 40 }, (_, i) => ({
      id: `P-${i}`,
      title: `Treated Sawn Timber 47 x ${100 + i}mm x 4.8m`,
      price: `${10 + i}.00 GBP`,
      description: `Kiln dried, pressure treated softwood for joists, studs and framing, length ${i}. `.repeat(12),
    }));
    const file = writeTsvFeed(many);
    await importFeed(database.db, { merchant: { slug: "alpha" }, sources: [file] });
    const where = () =>
      queryRows<{ id: number; page: string; checked: string }>(
        database.db,
        sql`select id, split_part(trim(both '()' from ctid::text), ',', 1) as page, last_checked::text as checked
            from offers order by id`,
      );
    const before = await where();
    expect(new Set(before.map((o) => o.page)).size).toBeGreaterThan(2);
    const again = await importFeed(database.db, { merchant: { slug: "alpha" }, sources: [file] });
    expect(again.offersUnchanged).toBe(40);
    const after = await where();
    expect(after.map((o) => [o.id, o.page])).toEqual(before.map((o) => [o.id, o.page]));
    expect(after.every((o, i) => o.checked !== before[i]!.checked)).toBe(true);
  });

  it("takes the full path when the feed changed since the last applied import", async () => {
    await importFeed(database.db, { merchant: { slug: "alpha" }, sources: [writeTsvFeed(items)] });
    const changed = await importFeed(database.db, {
      merchant: { slug: "alpha" },
      sources: [writeTsvFeed([{ ...items[0]!, price: "4.99 GBP" }, items[1]!])],
    });
    expect(changed).toMatchObject({ offersUpdated: 1, priceChanges: 1, offersUnchanged: 1, rejections: [] });
  });
});
