import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../server/db/client.server.ts";
import { queryRows } from "../server/db/query-rows.server.ts";
import { subscribeAlert } from "../server/alerts/subscribe-alert.server.ts";
import { confirmAlert } from "../server/alerts/confirm-alert.server.ts";
import { createProduct } from "../tests/setup/factories.ts";
import { buildcompare } from "../tests/setup/run-cli.ts";

describe("buildcompare alerts", () => {
  const databaseUrl = `pglite:${path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bc-cli-")), "db")}`;

  beforeAll(async () => {
    // The CLI opens the folder itself: seed it and close it first.
    const database = await openDatabase(databaseUrl);
    try {
      const { db } = database;
      const product = await createProduct(db, { name: "Sharp Sand 25kg Bag" });
      const base = { productId: product.id, productName: product.name, sourcePath: "/", siteUrl: "https://x.test" };
      await subscribeAlert(db, { ...base, email: "pending@example.co.uk", kind: "stock", targetPrice: null });
      await subscribeAlert(db, { ...base, email: "set@example.co.uk", kind: "price", targetPrice: 12.5 });
      const [mail] = await queryRows<{ text_body: string }>(
        db,
        sql`select text_body from outbox where to_address = 'set@example.co.uk'`,
      );
      await confirmAlert(db, /token=([\w-]{32})/.exec(mail!.text_body)![1]!);
    } finally {
      await database.close();
    }
  }, 60_000);

  it("lists every alert with its state, and filters by status", async () => {
    const all = await buildcompare(["alerts"], databaseUrl);
    expect(all.code).toBe(0);
    const lines = all.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/product\s+email\s+kind\s+target\s+status\s+armed\s+fired\s+last fired/);
    expect(lines[1]).toMatch(
      /Sharp Sand 25kg Bag\s+set@example\.co\.uk\s+price\s+£12\.50\s+confirmed\s+yes\s+0\s+never/,
    );
    expect(lines[2]).toMatch(/Sharp Sand 25kg Bag\s+pending@example\.co\.uk\s+stock\s+-\s+pending\s+yes\s+0\s+never/);

    const confirmed = await buildcompare(["alerts", "--status", "confirmed"], databaseUrl);
    expect(confirmed.stdout).toContain("set@example.co.uk");
    expect(confirmed.stdout).not.toContain("pending@example.co.uk");

    const none = await buildcompare(["alerts", "--email", "nobody@example.co.uk"], databaseUrl);
    expect(none.stdout.trim()).toBe("No alerts match.");

    const bad = await buildcompare(["alerts", "--status", "armed"], databaseUrl);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/use one of pending, confirmed, unsubscribed/);
  }, 60_000);
});
