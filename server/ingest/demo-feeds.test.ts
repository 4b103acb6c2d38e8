import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { CATEGORY_SLUGS } from "../../shared/categories.ts";
import { DEMO_FEEDS_DIR, loadDemo, type DemoLoadResult } from "./load-demo.server.ts";
import { pairwiseQuality } from "./quality/pairwise-quality.ts";

/** The demo is what a new user sees first: it must load cleanly and be matched as well as real feeds must be. */
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

  it("matches offers across merchants with precision ≥ 0.98 and recall ≥ 0.95", async () => {
    const truth = JSON.parse(fs.readFileSync(path.join(DEMO_FEEDS_DIR, "demo-truth.json"), "utf8")) as Record<
      string,
      string
    >;
    const offers = await queryRows<{ merchant: string; item: string; product_id: number }>(
      database.db,
      sql`select m.slug as merchant, o.merchant_item_id as item, o.product_id from offers o join merchants m on m.id = o.merchant_id`,
    );
    const labelled = offers
      .filter((o) => truth[`${o.merchant}:${o.item}`] !== undefined)
      .map((o) => ({ merchant: o.merchant, truth: truth[`${o.merchant}:${o.item}`]!, predicted: o.product_id }));
    expect(labelled.length).toBe(offers.length);
    const quality = pairwiseQuality(labelled);
    console.info(
      `demo matching: precision ${quality.precision.toFixed(4)}, recall ${quality.recall.toFixed(4)}`,
      quality,
    );
    expect(quality.precision).toBeGreaterThanOrEqual(0.98);
    expect(quality.recall).toBeGreaterThanOrEqual(0.95);
  });

  it("reports the deliberately bad demo rows instead of losing the feed", () => {
    const rejected = result.summaries.flatMap((s) => s.rejections);
    expect(rejected.length).toBeGreaterThanOrEqual(3);
    for (const r of rejected) expect(r.line).toBeGreaterThan(1);
  });
});
