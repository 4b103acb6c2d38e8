import { describe, expect, it } from "vitest";
import type { ImportSummary } from "../server/ingest/import-feed.server.ts";
import { formatImportSummary, formatRejections } from "./print-import-summary.ts";

const base: ImportSummary = {
  importId: 7,
  merchantSlug: "alpha",
  format: "xml",
  rowsRead: 40,
  rowsImported: 38,
  rejections: [],
  rejectedByReason: {},
  warnings: [],
  warnedByReason: {},
  rowsWarned: 0,
  offersNew: 38,
  offersUpdated: 0,
  offersUnchanged: 0,
  offersGone: 0,
  priceChanges: 0,
  productsNew: 30,
  matches: [],
  rekeyed: null,
  durationMs: 1200,
};

describe("formatImportSummary", () => {
  it("lists warnings like rejections: count, counts by reason and the first 25 rows, with item numbers where needed", () => {
    const warnings = Array.from({ length: 30 }, (_, i) => ({
      line: 1,
      item: i + 1,
      itemId: `W-${i + 1}`,
      reason: "availability missing; shown as stock unknown",
    }));
    const text = formatImportSummary({
      ...base,
      rejections: [{ line: 1, item: 31, itemId: null, reason: "id missing" }],
      rejectedByReason: { "id missing": 1 },
      warnings,
      warnedByReason: { "availability missing; shown as stock unknown": 30 },
      rowsWarned: 30,
    });
    expect(text).toContain("  rows rejected:    1\n        1 × id missing");
    expect(text).toContain("    line 1, item 31: id missing");
    expect(text).toContain("  rows with warnings: 30\n       30 × availability missing; shown as stock unknown");
    expect(text).toContain("    line 1, item 25 (id W-25): availability missing; shown as stock unknown");
    expect(text).not.toContain("item 26 (id W-26)");
    expect(text).toContain("    … and 5 more (stored with import)");
  });

  it("shows just the line when it identifies the row", () => {
    const text = formatImportSummary({
      ...base,
      warnings: [{ line: 4, item: null, itemId: "A", reason: "sale_price not below price; sale ignored" }],
      warnedByReason: { "sale_price not below price; sale ignored": 1 },
      rowsWarned: 1,
    });
    expect(text).toContain("    line 4 (id A): sale_price not below price; sale ignored");
    expect(formatImportSummary(base)).toContain("  rows with warnings: 0\n  offers new:");
  });
});

describe("formatRejections", () => {
  it("escapes control characters in ids and reasons (a feed cannot drive the operator's terminal)", () => {
    const lines = formatRejections([
      { line: 4, item: null, itemId: "\u001b]0;pwned\u0007A1", reason: "id over 50 characters \u202e" },
    ]);
    expect(lines).toEqual(["    line 4 (id \\x1b]0;pwned\\x07A1): id over 50 characters \\u202e"]);
  });
});
