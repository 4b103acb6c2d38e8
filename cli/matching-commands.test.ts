import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeTsvFeed } from "../tests/setup/feed-files.ts";
import { buildcompare } from "../tests/setup/run-cli.ts";

describe("buildcompare rematch, review, curate merge|split and explain titles", () => {
  const databaseUrl = `pglite:${path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bc-cli-")), "db")}`;
  const board = (id: string) => ({
    id,
    title: "Gyproc WallBoard Tapered Edge 2400mm x 1200mm x 12.5mm",
    brand: "British Gypsum",
    price: "9.98 GBP",
  });

  it("corrects the matcher from the command line and keeps the correction through a rematch", async () => {
    expect((await buildcompare(["import", "--merchant", "alpha", writeTsvFeed([board("A1")])], databaseUrl)).code).toBe(
      0,
    );
    expect((await buildcompare(["import", "--merchant", "beta", writeTsvFeed([board("B1")])], databaseUrl)).code).toBe(
      0,
    );

    const split = await buildcompare(["curate", "split", "beta:B1"], databaseUrl);
    expect(split.code).toBe(0);
    const [, from, to] = /split from product #(\d+) onto new product #(\d+) \(pinned\)/.exec(split.stdout) ?? [];
    expect(Number(to)).toBeGreaterThan(Number(from));

    const rematch = await buildcompare(["rematch", "--json"], databaseUrl);
    expect(JSON.parse(rematch.stdout)).toMatchObject({ offers: 2, products: 2, productsUnchanged: 2, offersMoved: 0 });

    const review = await buildcompare(["review", "--json"], databaseUrl);
    expect(review.code).toBe(0);
    expect(JSON.parse(review.stdout)).toEqual(expect.any(Array));

    const merge = await buildcompare(["curate", "merge", from!, to!], databaseUrl);
    expect(merge.stdout).toMatch(new RegExp(`Product #${to} merged into #${from}: 1 offers moved, 2 pinned`));
    const refused = await buildcompare(["curate", "split", "no-colon"], databaseUrl);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is not <merchant-slug>:<item id> or an offer id/);
  });

  it("explains a pair with the importer's own reason, and why it keeps a pair apart", async () => {
    const same = await buildcompare(
      ["explain", "titles", "4x2 Treated Timber 3.6m", "47 x 100mm x 3.6m Tanalised Sawn"],
      databaseUrl,
    );
    expect(same.stdout).toMatch(/SAME product: same attributes attr:timber\|/);
    const apart = await buildcompare(
      ["explain", "titles", "Sharp Sand 25kg", "Sharp Sand Bag 25kg", "--same-merchant"],
      databaseUrl,
    );
    expect(apart.stdout).toMatch(/DIFFERENT products: new product/);
    expect(apart.stdout).toMatch(/not matched because: one merchant's two items are two products/);
    const sized = await buildcompare(
      ["explain", "titles", "4x2 C24 Treated Regularised", "C24 Treated Timber 47 x 100mm x 4.8m", "--size-a", "4.8m"],
      databaseUrl,
    );
    expect(sized.stdout).toMatch(/SAME product/);
  });
});
