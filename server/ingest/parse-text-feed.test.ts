import { describe, expect, it } from "vitest";
import { parseTextFeed } from "./parse-text-feed.ts";
import { FeedFormatError } from "./raw-feed-row.ts";

describe("parseTextFeed", () => {
  it("reads a TSV feed with a BOM, CRLF endings and g: prefixed headers", () => {
    const feed = parseTextFeed("\uFEFFg:id\tg:title\tPrice\r\n000123\tSharp Sand 25kg\t4.50 GBP\r\n");
    expect(feed.format).toBe("tsv");
    expect(feed.rows).toEqual([
      { line: 2, item: 1, fields: { id: "000123", title: "Sharp Sand 25kg", price: "4.50 GBP" } },
    ]);
  });

  it("keeps inch marks inside unquoted TSV fields", () => {
    const feed = parseTextFeed("id\ttitle\n1\t4\" x 2\" Treated Timber 3.6m\n2\t8' x 4' OSB 18mm\n");
    expect(feed.rows.map((r) => r.fields.title)).toEqual(['4" x 2" Treated Timber 3.6m', "8' x 4' OSB 18mm"]);
  });

  it("reads quoted CSV fields with commas and newlines and reports each item's first line", () => {
    const text = [
      "id,title,description,price",
      '1,"Ballast, 850kg bulk bag","Line one',
      'line two",45.00 GBP',
      "",
      '2,"Cement ""OPC"" 25kg",Plain,6.20 GBP',
    ].join("\r\n");
    const feed = parseTextFeed(text);
    expect(feed.format).toBe("csv");
    expect(feed.rows).toEqual([
      {
        line: 2,
        item: 1,
        fields: { id: "1", title: "Ballast, 850kg bulk bag", description: "Line one\nline two", price: "45.00 GBP" },
      },
      { line: 5, item: 2, fields: { id: "2", title: 'Cement "OPC" 25kg', description: "Plain", price: "6.20 GBP" } },
    ]);
  });

  it("reports a row with more fields than the header as malformed and keeps the others", () => {
    const feed = parseTextFeed("id,title,price\n1,Sand,3 GBP\n2,Sand, extra,3 GBP\n3,Gravel,4 GBP\n");
    expect(feed.rows.map((r) => [r.fields.id, r.item])).toEqual([
      ["1", 1],
      ["3", 3],
    ]);
    expect(feed.malformed).toEqual([{ line: 3, reason: "malformed row: 4 fields where the header has 3" }]);
  });

  it("ids keep their leading zeros", () => {
    expect(parseTextFeed("id,title\n007,Brick\n").rows[0]!.fields.id).toBe("007");
  });

  it("reads a header whose quoted attribute name spans two lines", () => {
    const feed = parseTextFeed('id,title,"product\ntype"\n1,Sand,Aggregates\n', "csv");
    expect(feed.rows).toEqual([{ line: 3, item: 1, fields: { id: "1", title: "Sand", product_type: "Aggregates" } }]);
  });

  it("refuses a file that is not a product feed", () => {
    expect(() => parseTextFeed("name,colour\nfoo,red\n")).toThrow(FeedFormatError);
    expect(() => parseTextFeed("")).toThrow(/empty/);
  });
});
