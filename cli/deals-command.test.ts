import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../server/db/client.server.ts";
import { buildcompare } from "../tests/setup/run-cli.ts";
import { createMerchant, createOffer, createProduct, recordPrice } from "../tests/setup/factories.ts";

describe("buildcompare deals", () => {
  const databaseUrl = `pglite:${path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bc-cli-")), "db")}`;

  it("says there are no deals, and records a week without deals once", async () => {
    const list = await buildcompare(["deals", "list"], databaseUrl);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^No clear deals today/);

    const first = await buildcompare(["deals", "send-weekly"], databaseUrl);
    expect(first.stdout).toMatch(/Week of \d{4}-\d{2}-\d{2}: no deals, so no e-mail\. Recorded/);
    const second = await buildcompare(["deals", "send-weekly"], databaseUrl);
    expect(second.stdout).toMatch(/was done at .* \(0 deals, 0 e-mails\)\. Nothing queued\./);
  });

  it("lists a deal with its figures", async () => {
    const database = await openDatabase(databaseUrl);
    try {
      const { db } = database;
      const merchant = await createMerchant(db, { name: "Alpha Builders" });
      const product = await createProduct(db, { name: "Cordless Drill" });
      const offer = await createOffer(db, { productId: product.id, merchantId: merchant.id, price: 24 });
      await recordPrice(db, { offerId: offer.id, price: 30, observedAt: new Date(Date.now() - 60 * 86_400_000) });
      await recordPrice(db, { offerId: offer.id, price: 24, observedAt: new Date() });
    } finally {
      await database.close();
    }
    const list = await buildcompare(["deals", "list"], databaseUrl);
    expect(list.stdout).toContain("Cordless Drill: £24.00 at Alpha Builders, typical £30.00 (£6.00 or 20% less)");
    expect(list.stdout).toMatch(/1 deal\.$/m);
  });
});
