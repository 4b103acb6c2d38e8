import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildcompare } from "../tests/setup/run-cli.ts";

const NO_CURRENCY =
  "price has no currency (set the merchant's feed currency with import --currency or merchants set --currency)";

describe("buildcompare import: warnings and feed currency", () => {
  const databaseUrl = `pglite:${path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bc-cli-warn-")), "db")}`;

  it("reports warnings and rejections in --json and in the printed summary", async () => {
    const json = await buildcompare(
      ["import", "--json", "--merchant", "demo-warnings", "data/feeds/examples/warnings.xml"],
      databaseUrl,
    );
    expect(json.code).toBe(0);
    const summary = JSON.parse(json.stdout) as Record<string, unknown>;
    expect(summary).toMatchObject({ rowsRead: 10, rowsImported: 8, rowsWarned: 7, format: "xml" });
    expect(summary.rejections).toEqual([
      { line: 85, item: null, itemId: "WN-009", reason: NO_CURRENCY },
      { line: 93, item: null, itemId: "WN-010", reason: "price in EUR, not GBP" },
    ]);
    expect(summary.warnings).toEqual([
      {
        line: 24,
        item: null,
        itemId: "WN-002",
        reason: 'availability "call to check" not recognised; shown as stock unknown',
      },
      { line: 32, item: null, itemId: "WN-003", reason: "availability missing; shown as stock unknown" },
      { line: 39, item: null, itemId: "WN-004", reason: "sale_price in EUR, not GBP; sale ignored" },
      {
        line: 48,
        item: null,
        itemId: "WN-005",
        reason: 'sale_price_effective_date "31/12/2026 - 07/01/2027" not understood; sale ignored',
      },
      { line: 58, item: null, itemId: "WN-006", reason: "sale_price not below price; sale ignored" },
      {
        line: 67,
        item: null,
        itemId: "WN-007",
        reason: expect.stringMatching(/^shipping price has no currency \(.*\); delivery shown as unknown$/),
      },
      { line: 76, item: null, itemId: "WN-008", reason: "image_link is not an http(s) URL; image dropped" },
    ]);
    expect(summary.warnedByReason).toMatchObject({ 'sale_price_effective_date "…" not understood; sale ignored': 1 });

    // The same feed again takes the identical-feed path and reports the same rows, printed this time.
    const printed = await buildcompare(
      ["import", "--merchant", "demo-warnings", "data/feeds/examples/warnings.xml"],
      databaseUrl,
    );
    expect(printed.code).toBe(0);
    expect(printed.stdout).toMatch(/rows rejected:\s+2/);
    expect(printed.stdout).toMatch(/rows with warnings: 7/);
    expect(printed.stdout).toMatch(/line 85 \(id WN-009\): price has no currency/);
    expect(printed.stdout).toMatch(/line 24 \(id WN-002\): availability "call to check" not recognised/);
  });

  it("reads bare numbers once the merchant's feed currency is set, shows it in the list, and clears it", async () => {
    const setGbp = await buildcompare(["merchants", "set", "demo-warnings", "--currency", "gbp"], databaseUrl);
    expect(setGbp.code).toBe(0);
    const list = await buildcompare(["merchants", "list"], databaseUrl);
    expect(list.stdout).toMatch(/demo-warnings .* currency GBP/);

    const withGbp = await buildcompare(
      ["import", "--json", "--merchant", "demo-warnings", "data/feeds/examples/warnings.xml"],
      databaseUrl,
    );
    const summary = JSON.parse(withGbp.stdout) as { rejections: { itemId: string }[]; rowsImported: number };
    expect(summary.rejections.map((r) => r.itemId)).toEqual(["WN-010"]);
    expect(summary.rowsImported).toBe(9);

    const bad = await buildcompare(["merchants", "set", "demo-warnings", "--currency", "pounds"], databaseUrl);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/--currency: currency must be a 3-letter ISO 4217 code/);

    await buildcompare(["merchants", "set", "demo-warnings", "--currency", "none"], databaseUrl);
    expect((await buildcompare(["merchants", "list"], databaseUrl)).stdout).toMatch(/demo-warnings .* currency -/);

    // `import --currency` reads this feed's bare numbers in GBP and keeps the setting for the next import.
    const viaImport = await buildcompare(
      ["import", "--json", "--currency", "GBP", "--merchant", "demo-warnings", "data/feeds/examples/warnings.xml"],
      databaseUrl,
    );
    expect((JSON.parse(viaImport.stdout) as { rowsImported: number }).rowsImported).toBe(9);
    expect((await buildcompare(["merchants", "list"], databaseUrl)).stdout).toMatch(/demo-warnings .* currency GBP/);
  });
});
