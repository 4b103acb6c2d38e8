import { describe, expect, it } from "vitest";
import { parseFeedText } from "../../server/ingest/read-feed.server.ts";
import { ean13 } from "./gtin.ts";
import { FEED_COLUMNS, filledColumns, writeDelimited, writeRss, xmlElement } from "./feed-writers.ts";

const rows = [
  {
    id: "A-1",
    title: 'Sawn Timber 4" x 2" & more',
    description: "Line one\nline two, with a comma",
    link: "https://m.example/a",
    price: "4.20 GBP",
  },
  {
    id: "A-2",
    title: "Sharp Sand <Bulk> Bag",
    description: "Tab\tin it",
    link: "https://m.example/b",
    price: "52.00 GBP",
    gtin: ean13("501234567890"),
  },
];

/** The kit's feeds must read back through the importer's own parser with every value intact. */
describe("feed writers", () => {
  const columns = filledColumns(FEED_COLUMNS, rows);

  it("write CSV (CRLF, BOM) and TSV that the importer reads back", () => {
    const csv = parseFeedText(writeDelimited(columns, rows, { format: "csv", eol: "\r\n", bom: true }), "csv");
    expect(csv.malformed).toEqual([]);
    expect(csv.rows.map((r) => r.fields.title)).toEqual(rows.map((r) => r.title));
    expect(csv.rows[0]!.fields.description).toBe("Line one\nline two, with a comma");
    const tsv = parseFeedText(writeDelimited(columns, rows, { format: "tsv" }), "tsv");
    expect(tsv.rows.map((r) => r.fields.title)).toEqual(rows.map((r) => r.title));
    expect(tsv.rows[1]!.fields.description).toBe("Tab in it");
  });

  it("write RSS that the importer reads back", () => {
    const items = rows.map((r) =>
      columns.flatMap((c) => (r[c as keyof typeof r] ? [xmlElement(`g:${c}`, r[c as keyof typeof r]!)] : [])),
    );
    const xml = parseFeedText(
      writeRss({ title: "T & Co", link: "https://m.example/", description: "d" }, items, true),
      "xml",
    );
    expect(xml.rows.map((r) => r.fields.title)).toEqual(rows.map((r) => r.title));
    expect(xml.rows[1]!.fields.gtin).toBe("5012345678900");
  });

  it("only keep the columns some row fills, plus the ones every feed carries", () => {
    expect(columns).toEqual(["id", "title", "description", "link", "price", "gtin"]);
  });
});

describe("ean13", () => {
  it("appends the GS1 check digit and refuses anything but 12 digits", () => {
    expect(ean13("400638133393")).toBe("4006381333931");
    expect(() => ean13("12345")).toThrow(/12 digits/);
  });
});
