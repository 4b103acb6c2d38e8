import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../server/db/client.server.ts";
import { followMerchantLink } from "../server/clicks/follow-merchant-link.server.ts";
import { followOfferLink } from "../server/clicks/follow-offer-link.server.ts";
import { createMerchant, createOffer, createProduct } from "../tests/setup/factories.ts";
import { buildcompare } from "../tests/setup/run-cli.ts";

describe("buildcompare stats", () => {
  const databaseUrl = `pglite:${path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bc-stats-")), "db")}`;

  beforeAll(async () => {
    // The CLI opens the same folder afterwards: one process at a time.
    const database = await openDatabase(databaseUrl);
    const db = database.db;
    const harbour = await createMerchant(db, { slug: "harbour", name: "Harbour" });
    const offer = await createOffer(db, { productId: (await createProduct(db)).id, merchantId: harbour.id });
    for (const at of ["2026-11-03T08:00:00Z", "2026-11-03T21:00:00Z", "2026-11-04T10:00:00Z"]) {
      await followOfferLink(db, offer.id, { count: true, at: new Date(at) });
    }
    await followMerchantLink(db, "harbour", { count: true, at: new Date("2026-11-04T11:00:00Z") });
    await database.close();
  }, 60_000);

  it("prints counted clicks by merchant and day with totals", async () => {
    const result = await buildcompare(["stats", "--from", "2026-11-01", "--to", "2026-11-30"], databaseUrl);
    expect(result.code).toBe(0);
    const lines = result.stdout.split("\n").map((l) => l.trim().split(/\s+/).join(" "));
    expect(lines).toContain("2026-11-03 harbour 2 0 2");
    expect(lines).toContain("2026-11-04 harbour 1 1 2");
    expect(lines).toContain("All 3 1 4");
    const none = await buildcompare(["stats", "--from", "2026-12-01", "--to", "2026-12-01"], databaseUrl);
    expect(none.stdout).toContain("No clicks counted in this range.");
  }, 60_000);

  it("refuses an impossible day, a reversed range and an unknown merchant", async () => {
    const day = await buildcompare(["stats", "--from", "2026-02-30"], databaseUrl);
    expect(day.code).toBe(1);
    expect(day.stderr).toMatch(/--from <day>.*use a date written YYYY-MM-DD/);
    const reversed = await buildcompare(["stats", "--from", "2026-11-05", "--to", "2026-11-01"], databaseUrl);
    expect(reversed.code).toBe(1);
    expect(reversed.stderr).toContain("--from 2026-11-05 is after --to 2026-11-01");
    const merchant = await buildcompare(["stats", "--merchant", "nobody"], databaseUrl);
    expect(merchant.code).toBe(1);
    expect(merchant.stderr).toContain('No merchant with slug "nobody"');
  }, 60_000);
});
