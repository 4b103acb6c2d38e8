import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildcompare } from "../tests/setup/run-cli.ts";
import { openDatabase } from "../server/db/client.server.ts";
import { queryRows } from "../server/db/query-rows.server.ts";
import { tryLockMerchant } from "../server/feeds/merchant-run-lock.server.ts";

describe("buildcompare import", () => {
  const databaseUrl = `pglite:${path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bc-cli-")), "db")}`;

  it("applies a feed with bad rows and reports each rejected line with its reason", async () => {
    const result = await buildcompare(
      ["import", "--merchant", "example-merchant", "--name", "Example Merchant", "data/feeds/examples/bad-rows.csv"],
      databaseUrl,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Imported example-merchant \(csv, import #1\)/);
    expect(result.stdout).toMatch(/rows read:\s+16/);
    expect(result.stdout).toMatch(/line 3: id missing/);
    expect(result.stdout).toMatch(/line 4 \(id EX-001\): id repeated \(first on line 2\)/);
    expect(result.stdout).toMatch(/line 11 \(id EX-009\): price in EUR, not GBP/);
    expect(result.stdout).toMatch(/line 17 \(id EX-015\): price has no currency \(set the merchant's feed currency/);
    expect(result.stdout).toMatch(/link is not an absolute http\(s\) URL/);
  });

  it("exits 1 and applies nothing for a missing file or a feed with no valid row", async () => {
    const missing = await buildcompare(["import", "--merchant", "example-merchant", "no/such/feed.tsv"], databaseUrl);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/Import failed, nothing was applied: Feed file not found: no\/such\/feed.tsv/);

    const empty = path.join(os.tmpdir(), `bc-empty-${process.pid}.tsv`);
    fs.writeFileSync(empty, "id\ttitle\tprice\tlink\nA\t\t3 GBP\thttps://x.example/a\n");
    const invalid = await buildcompare(["import", "--merchant", "example-merchant", empty], databaseUrl);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toMatch(/None of the 1 rows is valid[\s\S]*line 2 \(id A\): title missing/);

    const json = await buildcompare(
      ["import", "--json", "--merchant", "example-merchant", "data/feeds/examples/bad-rows.csv"],
      databaseUrl,
    );
    expect(JSON.parse(json.stdout)).toMatchObject({
      offersUnchanged: expect.any(Number),
      offersNew: 0,
      priceChanges: 0,
    });
  });

  it("refuses a bad merchant slug", async () => {
    const result = await buildcompare(
      ["import", "--merchant", "Bad Slug!", "data/feeds/examples/bad-rows.csv"],
      databaseUrl,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/merchant slug must be lower-case/);
  });
});

describe("buildcompare import --manifest", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bc-manifest-"));
  const databaseUrl = `pglite:${path.join(dir, "db")}`;

  it("imports every feed on its own: a failed or refused feed is reported, the others apply, exit 1", async () => {
    const examples = path.resolve("data/feeds/examples");
    const manifest = path.join(dir, "feeds.json");
    fs.writeFileSync(
      manifest,
      JSON.stringify({
        feeds: [
          { merchant: "example-bad", sources: [path.join(examples, "bad-rows.csv")] },
          { merchant: "missing-feed", sources: ["no-such-feed.tsv"] },
          { merchant: "Bad Slug", sources: ["x.tsv"] },
          { merchant: "example-warnings", sources: [path.join(examples, "warnings.xml")] },
        ],
      }),
    );
    const result = await buildcompare(["import", "--json", "--manifest", manifest], databaseUrl);
    expect(result.code).toBe(1);
    const lines = result.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { merchantSlug: string | null; error?: string; rowsRead?: number });
    const bySlug = new Map(lines.map((l) => [l.merchantSlug, l]));
    expect(bySlug.get("example-bad")).toMatchObject({ rowsRead: 16 });
    expect(bySlug.get("example-bad")!.error).toBeUndefined();
    expect(bySlug.get("example-warnings")!.error).toBeUndefined();
    expect(bySlug.get("missing-feed")!.error).toMatch(/Feed file not found: .*no-such-feed\.tsv/);
    expect(bySlug.get("Bad Slug")!.error).toMatch(/manifest feed 3 \(Bad Slug\) refused: merchant: merchant slug/);

    // The two good feeds were applied: a second run finds them unchanged.
    const again = await buildcompare(["import", "--manifest", manifest], databaseUrl);
    expect(again.stdout).toMatch(/Imported example-bad \(csv, import #\d+\)/);
    expect(again.stdout).toMatch(/Manifest .*: 2 of 4 feeds applied, 2 failed\./);
    expect(again.stderr).toMatch(/Import of missing-feed failed, nothing was applied/);
  });
});

// On PostgreSQL the lock is a session advisory lock any process can hold; the embedded folder admits one process,
// whose own runs meet in memory (server/feeds/merchant-run-lock.server.test.ts).
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "buildcompare import while a feed run of the merchant holds its lock",
  () => {
    it("refuses with one line and applies nothing, then imports once the run has ended", async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const name = `bc_test_lock_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase(url.toString());
      try {
        const held = await tryLockMerchant(database.db, "example-merchant");
        expect(held).not.toBeNull();
        const args = ["import", "--merchant", "example-merchant", "data/feeds/examples/bad-rows.csv"];
        const refused = await buildcompare(args, url.toString());
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(
          /Import failed, nothing was applied: a feed run of example-merchant is in progress/,
        );
        const offers = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from offers`);
        expect(offers).toEqual([{ n: 0 }]);

        await held!.release();
        const applied = await buildcompare(args, url.toString());
        expect(applied.code).toBe(0);
        expect(applied.stdout).toMatch(/Imported example-merchant \(csv, import #1\)/);
      } finally {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
  },
);
