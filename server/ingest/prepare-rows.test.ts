import { describe, expect, it } from "vitest";
import { feedFingerprint } from "./apply-identical-feed.server.ts";
import { countIssueRows, prepareRows, summariseReasons } from "./prepare-rows.ts";
import type { ParsedFeed, RawFeedRow } from "./raw-feed-row.ts";

const row = (line: number, item: number, fields: Record<string, string>): RawFeedRow => ({
  line,
  item,
  fields: {
    title: `Item ${item}`,
    price: "5 GBP",
    link: `https://m.example/${item}`,
    availability: "in_stock",
    ...fields,
  },
});
const feed = (rows: RawFeedRow[]): ParsedFeed => ({ format: "xml", rows, malformed: [] });

describe("prepareRows", () => {
  it("names the item position only where several items share a line", () => {
    const prepared = prepareRows([
      feed([
        row(1, 1, { id: "A" }),
        row(1, 2, { id: "B", availability: "maybe" }),
        row(1, 3, { id: "A" }),
        row(9, 4, { id: "" }),
      ]),
    ]);
    expect(prepared.rejections).toEqual([
      { line: 1, item: 3, itemId: "A", reason: "id repeated (first as item 1)" },
      { line: 9, item: null, itemId: null, reason: "id missing" },
    ]);
    expect(prepared.warnings).toEqual([
      { line: 1, item: 2, itemId: "B", reason: 'availability "maybe" not recognised; shown as stock unknown' },
    ]);
  });

  it("finds repeated ids on the cleaned id, which is what is stored", () => {
    const prepared = prepareRows([feed([row(2, 1, { id: "A&amp;B" }), row(3, 2, { id: "A&B\u0000" })])]);
    expect(prepared.rows.map((r) => r.id)).toEqual(["A&B"]);
    expect(prepared.rejections).toEqual([
      { line: 3, item: null, itemId: "A&B", reason: "id repeated (first on line 2)" },
    ]);
  });

  it("skips validation of unchanged rows but still reports their warnings; a new feed currency re-reads them", () => {
    const rows = [row(2, 1, { id: "A", shipping: "GB:::4.99" }), row(3, 2, { id: "B", price: "7" })];
    const first = prepareRows([feed(rows)], { feedCurrency: "GBP" });
    expect(first.rows.map((r) => [r.id, r.deliveryCost])).toEqual([
      ["A", 4.99],
      ["B", null],
    ]);
    const known = new Map(first.rows.map((r) => [r.id, r.contentHash]));

    const again = prepareRows([feed(rows)], { feedCurrency: "GBP" }, known);
    expect(again.rows).toEqual([]);
    expect(again.unchanged.map((u) => u.id)).toEqual(["A", "B"]);

    const withoutCurrency = prepareRows([feed(rows)], { feedCurrency: null }, known);
    expect(withoutCurrency.unchanged).toEqual([]);
    expect(withoutCurrency.rejections.map((r) => [r.itemId, r.reason])).toEqual([
      ["B", expect.stringMatching(/^price has no currency/)],
    ]);
    expect(withoutCurrency.warnings.map((w) => [w.itemId, w.reason])).toEqual([
      ["A", expect.stringMatching(/^shipping price has no currency .*; delivery shown as unknown$/)],
    ]);

    const unknownStock = [row(2, 1, { id: "A", availability: "" })];
    const hashes = new Map(prepareRows([feed(unknownStock)]).rows.map((r) => [r.id, r.contentHash]));
    const unchanged = prepareRows([feed(unknownStock)], {}, hashes);
    expect(unchanged.unchanged).toHaveLength(1);
    expect(unchanged.warnings).toEqual([
      { line: 2, item: null, itemId: "A", reason: "availability missing; shown as stock unknown" },
    ]);
  });
});

describe("feedFingerprint", () => {
  it("changes with the feed currency, so an identical feed read in another currency is read again", () => {
    const texts = [{ source: "f.tsv", text: "id\ttitle\n", formatHint: null }];
    expect(feedFingerprint(texts, { feedCurrency: "GBP" })).not.toBe(feedFingerprint(texts, { feedCurrency: null }));
    expect(feedFingerprint(texts, { feedCurrency: "GBP" })).toBe(feedFingerprint(texts, { feedCurrency: "GBP" }));
  });
});

describe("summariseReasons and countIssueRows", () => {
  it("folds values that differ row by row, keeps availability words, and counts rows once", () => {
    const issues = [
      { line: 2, item: null, itemId: "A", reason: 'sale_price_effective_date "x" not understood; sale ignored' },
      { line: 2, item: null, itemId: "A", reason: 'availability "maybe" not recognised; shown as stock unknown' },
      { line: 3, item: null, itemId: "B", reason: 'sale_price_effective_date "y" not understood; sale ignored' },
    ];
    expect(summariseReasons(issues)).toEqual({
      'sale_price_effective_date "…" not understood; sale ignored': 2,
      'availability "maybe" not recognised; shown as stock unknown': 1,
    });
    expect(countIssueRows(issues)).toBe(2);
  });
});
