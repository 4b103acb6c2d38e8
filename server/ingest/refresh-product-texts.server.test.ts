import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/query-rows.server.ts";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import { createMerchant, createOffer, createProduct } from "../../tests/setup/factories.ts";
import { refreshProductTexts } from "./refresh-product-texts.server.ts";

const SHOUTING = "BRITISH GYPSUM LTD GYPROC WB PLASTERBOARD TE 15MM 2400X1200";
const RECASED = "British Gypsum Ltd Gyproc WB Plasterboard TE 15mm 2400x1200";
const RICH =
  "Gyproc WallBoard is a standard gypsum plasterboard for walls and ceilings, with a tapered edge for jointing.";

describe.each(testDatabases())("refreshProductTexts on $name", (engine) => {
  const database = freshTestDatabase(engine, { perTest: true });

  const texts = async (id: number) => {
    const [row] = await queryRows<{ name: string; description: string; updated_at: string }>(
      database.db,
      sql`select name, description, updated_at::text as updated_at from products where id = ${id}`,
    );
    return row!;
  };

  it("recases a name every merchant shouts and takes the richest offer description", async () => {
    const { db } = database;
    const [a, b] = [await createMerchant(db), await createMerchant(db)];
    const product = await createProduct(db, { name: SHOUTING, description: "Free delivery over £150." });
    await createOffer(db, {
      productId: product.id,
      merchantId: a.id,
      title: SHOUTING,
      brand: "British Gypsum",
      description: "",
    });
    await createOffer(db, { productId: product.id, merchantId: b.id, title: "GYPROC WB TE 15MM", description: RICH });

    expect(await refreshProductTexts(db, [product.id])).toEqual(new Set([product.id]));
    expect(await texts(product.id)).toMatchObject({ name: RECASED, description: RICH });
  });

  it("prefers a calm offer title over a shouting name, ignoring offers no longer in a feed", async () => {
    const { db } = database;
    const [a, b, c] = [await createMerchant(db), await createMerchant(db), await createMerchant(db)];
    const calm = await createProduct(db, { name: SHOUTING });
    await createOffer(db, { productId: calm.id, merchantId: a.id, title: SHOUTING });
    await createOffer(db, { productId: calm.id, merchantId: b.id, title: "Gyproc WallBoard TE 15mm" });
    const gone = await createProduct(db, { name: SHOUTING });
    await createOffer(db, { productId: gone.id, merchantId: a.id, title: SHOUTING });
    await createOffer(db, {
      productId: gone.id,
      merchantId: c.id,
      title: "Gyproc WallBoard TE 15mm",
      availability: "not_in_feed",
      description: RICH,
    });

    await refreshProductTexts(db, [calm.id, gone.id]);
    expect(await texts(calm.id)).toMatchObject({ name: "Gyproc WallBoard TE 15mm", description: "" });
    expect(await texts(gone.id)).toMatchObject({ name: RECASED, description: "" });
  });

  it("writes nothing when the texts are already right, and leaves other products alone", async () => {
    const { db } = database;
    const m = await createMerchant(db);
    const settled = await createProduct(db, { name: "Sharp Sand 25kg", description: RICH });
    await createOffer(db, { productId: settled.id, merchantId: m.id, title: "Sharp Sand 25kg", description: RICH });
    const untouched = await createProduct(db, { name: SHOUTING });
    await createOffer(db, { productId: untouched.id, merchantId: m.id, title: SHOUTING });
    const orphan = await createProduct(db, { name: SHOUTING, description: "Kept as it was." });
    const before = await texts(settled.id);

    expect(await refreshProductTexts(db, [settled.id, orphan.id, settled.id, 999_999])).toEqual(new Set());
    expect(await texts(settled.id)).toEqual(before);
    expect(await texts(orphan.id)).toMatchObject({ name: SHOUTING, description: "Kept as it was." });
    expect(await texts(untouched.id)).toMatchObject({ name: SHOUTING });
  });

  it("is stable: a second run changes nothing", async () => {
    const { db } = database;
    const [a, b] = [await createMerchant(db), await createMerchant(db)];
    const product = await createProduct(db, { name: "GYPROC WB TE 15MM" });
    await createOffer(db, { productId: product.id, merchantId: a.id, title: "GYPROC WB TE 15MM", description: RICH });
    await createOffer(db, { productId: product.id, merchantId: b.id, title: SHOUTING });

    await refreshProductTexts(db, [product.id]);
    const first = await texts(product.id);
    expect(first.name).toBe("Gyproc WB TE 15mm");
    expect(await refreshProductTexts(db, [product.id])).toEqual(new Set());
    expect(await texts(product.id)).toEqual(first);
  });

  it("handles more products than one batch", async () => {
    const { db } = database;
    const m = await createMerchant(db);
    const count = 2_100;
    await db.execute(sql`
      insert into products (name, category) select 'PORTLAND CEMENT 25KG BAG ' || g, 'cement' from generate_series(1, ${count}) g`);
    await db.execute(sql`
      insert into offers (merchant_id, merchant_item_id, product_id, title, description, url, price, availability, available,
        match_reason, content_hash)
      select ${m.id}, 'SKU-' || p.id, p.id, p.name, 'General purpose cement for mortar and concrete, item ' || p.id,
        'https://shop.example.co.uk/' || p.id, 9.5, 'in_stock', true, 'test', 'hash-' || p.id
      from products p where p.name like 'PORTLAND CEMENT%'`);
    const ids = (await queryRows<{ id: number }>(db, sql`select id from products order by id`)).map((r) =>
      Number(r.id),
    );

    expect((await refreshProductTexts(db, ids)).size).toBe(count);
    const left = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from products where name like 'PORTLAND%' or description = ''`,
    );
    expect(Number(left[0]!.n)).toBe(0);
    expect(await texts(ids[0]!)).toMatchObject({ name: "Portland Cement 25kg Bag 1" });
  });
});
