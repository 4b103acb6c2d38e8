import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/query-rows.server.ts";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import { importItems, type FeedItem } from "../../tests/setup/feed-files.ts";

describe.each(testDatabases())("matching across imports on $name", (engine) => {
  const database = freshTestDatabase(engine, { perTest: true });

  const run = (slug: string, items: FeedItem[]) => importItems(database.db, slug, items);
  const productOf = async (merchant: string, item: string) => {
    const rows = await queryRows<{ product_id: number }>(
      database.db,
      sql`select o.product_id from offers o join merchants m on m.id = o.merchant_id
          where m.slug = ${merchant} and o.merchant_item_id = ${item}`,
    );
    return Number(rows[0]!.product_id);
  };

  it("finds the product a vetoed key's owner is not: a green sleeper meets the green one, not the brown", async () => {
    await run("yard", [
      { id: "B", title: "Treated Brown Sleeper 100 x 200mm x 2.4m", price: "30.00 GBP" },
      { id: "G", title: "Treated Green Sleeper 100 x 200mm x 2.4m", price: "28.00 GBP" },
    ]);
    await run("depot", [{ id: "g", title: "Green Sleeper Treated 100x200mm 2.4m", price: "27.50 GBP" }]);
    await run("store", [{ id: "1", title: "2.4m Treated Green Sleeper 100x200mm", price: "29.00 GBP" }]);

    const brown = await productOf("yard", "B");
    const green = await productOf("yard", "G");
    expect(green).not.toBe(brown);
    expect(await productOf("depot", "g")).toBe(green);
    expect(await productOf("store", "1")).toBe(green);
  });

  it("sends a later merchant's offer to the first of one merchant's twin listings, across imports", async () => {
    await run("yard", [
      { id: "a", title: "Code 4 Lead Flashing 240mm x 3m", price: "60.00 GBP" },
      { id: "b", title: "Code 4 Lead Flashing (L)3m (W)240mm", price: "59.00 GBP" },
    ]);
    await run("store", [{ id: "c", title: "Code 4 Lead Flashing 240mm x 3m", price: "61.00 GBP" }]);
    await run("depot", [{ id: "d", title: "Lead Flashing Code 4 240mm x 3m", price: "62.00 GBP" }]);

    const first = await productOf("yard", "a");
    expect(await productOf("yard", "b")).not.toBe(first);
    expect(await productOf("store", "c")).toBe(first);
    expect(await productOf("depot", "d")).toBe(first);
  });
});
