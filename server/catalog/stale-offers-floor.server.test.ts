import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { queryCheckedRows } from "../db/query-rows.server.ts";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import { createOffer, createProduct } from "../../tests/setup/factories.ts";
import { importFeed } from "../ingest/import-feed.server.ts";
import { writeTsvFeed } from "../../tests/setup/feed-files.ts";
import { sweepStaleOffers } from "./stale-offers.server.ts";

const HIDE_HOURS = 168;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const sand = { id: "S-1", title: "Sharp Sand 25kg Bag", price: "4.50 GBP", availability: "in_stock" };
const gravel = { id: "S-2", title: "Pea Gravel 20kg Bag", price: "5.10 GBP", availability: "in_stock" };

/** The merchant's floor (migration 0028) and the least check time of its offers still in the feed, in ms. */
async function floorAndOffers(db: Db, slug: string) {
  const [row] = await queryCheckedRows(
    db,
    sql`select (select extract(epoch from c.all_checked_at) * 1000 from merchant_offers_checked c
                 where c.merchant_id = m.id)::float8 as floor,
          (select extract(epoch from min(o.last_checked)) * 1000 from offers o
            where o.merchant_id = m.id and o.availability <> 'not_in_feed')::float8 as least
        from merchants m where m.slug = ${slug}`,
    z.object({ floor: z.number().nullable(), least: z.number().nullable() }),
  );
  return row!;
}

describe.each(testDatabases())("the sweep's per-merchant floor (decision 062) on $name", (engine) => {
  const database = freshTestDatabase(engine, { perTest: true });
  const run = (file: string) =>
    importFeed(database.db, { merchant: { slug: "alpha", name: "Alpha" }, sources: [file] });

  it("is written by a full import and by an identical one, equal to the offers' least check time", async () => {
    const { db } = database;
    const feed = writeTsvFeed([sand, gravel]);
    await run(feed);
    const first = await floorAndOffers(db, "alpha");
    expect(first.floor).not.toBeNull();
    expect(first.floor).toBe(first.least);

    await run(feed);
    const second = await floorAndOffers(db, "alpha");
    expect(second.floor).toBe(second.least);
    expect(second.floor!).toBeGreaterThanOrEqual(first.floor!);

    // An item gone from the feed leaves it; the floor is over the offers still in it.
    await run(writeTsvFeed([sand]));
    const third = await floorAndOffers(db, "alpha");
    expect(third.floor).toBe(third.least);
  });

  it("is dropped by anything that leaves an offer in its feed older than it", async () => {
    const { db } = database;
    const feed = writeTsvFeed([sand, gravel]);
    await run(feed);
    const [alpha] = await queryCheckedRows(
      db,
      sql`select id from merchants where slug = 'alpha'`,
      z.object({ id: z.number() }),
    );

    // A check time moved back.
    await db.execute(sql`update offers set last_checked = now() - interval '1 hour' where merchant_item_id = 'S-1'`);
    expect((await floorAndOffers(db, "alpha")).floor).toBeNull();

    // An offer inserted with an old check time.
    await run(feed);
    expect((await floorAndOffers(db, "alpha")).floor).not.toBeNull();
    const product = await createProduct(db);
    await createOffer(db, { productId: product.id, merchantId: alpha!.id, lastChecked: hoursAgo(2) });
    expect((await floorAndOffers(db, "alpha")).floor).toBeNull();

    // An offer back in the feed from 'not_in_feed' without a new check.
    await run(writeTsvFeed([sand]));
    expect((await floorAndOffers(db, "alpha")).floor).not.toBeNull();
    await db.execute(sql`update offers set availability = 'in_stock', available = true where merchant_item_id = 'S-2'`);
    expect((await floorAndOffers(db, "alpha")).floor).toBeNull();
  });

  it("stays when the sweep hides and shows offers, which never touch check times", async () => {
    const { db } = database;
    await run(writeTsvFeed([sand]));
    const before = await floorAndOffers(db, "alpha");
    // Another merchant's offer past the limit: hidden, and the floor of alpha is untouched.
    const [other] = await queryCheckedRows(
      db,
      sql`insert into merchants (slug, name) values ('beta', 'Beta') returning id`,
      z.object({ id: z.number() }),
    );
    const product = await createProduct(db);
    await createOffer(db, { productId: product.id, merchantId: other!.id, lastChecked: hoursAgo(HIDE_HOURS + 1) });
    expect(await sweepStaleOffers(db, HIDE_HOURS)).toEqual({ hidden: 1, shownAgain: 0, skipped: false });
    expect(await floorAndOffers(db, "alpha")).toEqual(before);
  });

  it("lets the sweep pass over a merchant whose floor is within the limit, and read one whose floor is not", async () => {
    const { db } = database;
    await run(writeTsvFeed([sand]));
    // Only the floor says the offer is recent: the sweep trusts it and reads no offer of the merchant.
    await db.execute(sql`alter table offers disable trigger offers_update_drop_merchant_offers_checked`);
    await db.execute(sql`update offers set last_checked = now() - interval '300 hours'`);
    await db.execute(sql`alter table offers enable trigger offers_update_drop_merchant_offers_checked`);
    expect(await sweepStaleOffers(db, HIDE_HOURS)).toEqual({ hidden: 0, shownAgain: 0, skipped: false });
    // A floor past the limit: the merchant's offers are read, and the old one is hidden.
    await db.execute(sql`update merchant_offers_checked set all_checked_at = now() - interval '300 hours'`);
    expect(await sweepStaleOffers(db, HIDE_HOURS)).toEqual({ hidden: 1, shownAgain: 0, skipped: false });
  });
});
