import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { CATEGORY_SLUGS } from "../../shared/categories.ts";
import { loadDemo, type DemoLoadResult } from "./load-demo.server.ts";

/** The demo is what a new user sees first: it must load cleanly (eval/matching/demo-matching.test.ts checks its matching). */
describe("demo feeds", () => {
  let database: Database;
  let result: DemoLoadResult;

  beforeAll(async () => {
    database = await testDatabases()[0]!.open();
    result = await loadDemo(database.db);
  }, 240_000);
  afterAll(async () => {
    await database.close();
  });

  it("has at least 8 merchants in all three formats, and every category", async () => {
    expect(result.merchants).toBeGreaterThanOrEqual(8);
    expect(new Set(result.summaries.map((s) => s.format))).toEqual(new Set(["tsv", "csv", "xml"]));
    const categories = await queryRows<{ category: string }>(database.db, sql`select distinct category from products`);
    const wanted = CATEGORY_SLUGS.filter((c) => c !== "other");
    expect(categories.map((c) => c.category)).toEqual(expect.arrayContaining(wanted));
  });

  it("has at least 250 products, most sold by several merchants, with images on our own server", async () => {
    const [counts] = await queryRows<{ products: number; shared: number; without_image: number }>(
      database.db,
      sql`select count(*)::int as products,
            count(*) filter (where (select count(distinct merchant_id) from offers o where o.product_id = p.id) >= 2)::int as shared,
            count(*) filter (where image_url is not null and image_url not like '/demo-images/%')::int as without_image
          from products p`,
    );
    expect(counts!.products).toBeGreaterThanOrEqual(250);
    expect(counts!.shared / counts!.products).toBeGreaterThan(0.6);
    expect(counts!.without_image).toBe(0);
  });

  it("reports the deliberately bad demo rows instead of losing the feed", () => {
    const rejected = result.summaries.flatMap((s) => s.rejections);
    expect(rejected.length).toBeGreaterThanOrEqual(3);
    for (const r of rejected) expect(r.line).toBeGreaterThan(1);
  });
});
