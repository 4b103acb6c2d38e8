import { describe, expect, it } from "vitest";
import { csvCell, splitCsv, SPLIT_CSV_HEADER, SPLIT_CSV_HEADER_EX_VAT, toCsv } from "./basket-csv.ts";
import { pricingFixture } from "./basket-pricing.fixture.ts";

/** A small RFC 4180 reader, so that the tests check what a spreadsheet would read back, not our own strings. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

describe("csvCell", () => {
  it("quotes quotes, commas and line breaks, doubling quotes", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rhere")).toBe('"cr\rhere"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("neutralises text a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t"]) expect(csvCell(`${start}SUM(A1)`), start).toBe(`'${start}SUM(A1)`);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes numbers with two decimals and null as empty", () => {
    expect(csvCell(7.5)).toBe("7.50");
    expect(csvCell(0)).toBe("0.00");
    expect(csvCell(null)).toBe("");
  });

  it("reads back cell for cell", () => {
    const rows = [
      ["a,b", 'q"q', "x\ny"],
      ["1", "2", "3"],
    ];
    expect(readCsv(toCsv(rows))).toEqual(rows);
  });
});

describe("splitCsv", () => {
  it("lists the split by merchant with delivery, total, saving and the lines left out", () => {
    const rows = readCsv(splitCsv(pricingFixture(), "https://example.test", "inc-vat"));
    expect(rows[0]).toEqual([...SPLIT_CSV_HEADER]);
    expect(rows.slice(1)).toEqual([
      ["BMC", "Cement 25kg", "4", "bag", "6.00", "24.00", "Delivery not stated", "https://example.test/out/201"],
      ["BMC", "Delivery", "", "", "", "0.00", "Delivery not stated for 1 item (counted as 0.00)", ""],
      [
        "Acme Builders",
        `'=HYPERLINK("x"), sand, "bulk"`,
        "1",
        "bag",
        "30.00",
        "30.00",
        "",
        "https://example.test/out/102",
      ],
      ["Acme Builders", "Delivery", "", "", "", "5.00", "", ""],
      ["Total", "", "", "", "", "59.00", "Items and delivery", ""],
      ["Saving", "", "", "", "", "11.00", "15.7% less than everything from Acme Builders", ""],
      ["", "Unicorn brick", "2", "item", "", "", "Not in stock at any merchant", ""],
    ]);
  });

  it("names the products on the list that are no longer listed, last", () => {
    const rows = readCsv(splitCsv(pricingFixture(), "https://example.test", "inc-vat", [77, 78]));
    expect(rows.slice(-2)).toEqual([
      ["", "Product 77", "", "", "", "", "No longer listed on the site", ""],
      ["", "Product 78", "", "", "", "", "No longer listed on the site", ""],
    ]);
  });

  it("says when a line is left out by the limit on deliveries, and leaves out the saving when there is none", () => {
    const base = pricingFixture();
    const csv = splitCsv(
      { ...base, savings: null, split: { ...base.split, unavailable: [13], beyondLimit: [13] } },
      "https://example.test",
      "inc-vat",
    );
    const rows = readCsv(csv);
    expect(rows.some((r) => r[0] === "Saving")).toBe(false);
    expect(rows.at(-1)?.[6]).toBe("Not covered within the chosen number of deliveries");
  });

  it("writes the trade view's prices ex. VAT (20%), and its price headings say so", () => {
    const rows = readCsv(splitCsv(pricingFixture(), "https://example.test", "ex-vat"));
    expect(rows[0]).toEqual([...SPLIT_CSV_HEADER_EX_VAT]);
    expect(rows[0]).toContain("Unit price (GBP ex. VAT)");
    expect(rows[0]).toContain("Line cost (GBP ex. VAT)");
    expect(rows[1]!.slice(4, 6)).toEqual(["5.00", "20.00"]);
    expect(rows.find((r) => r[0] === "Acme Builders" && r[1] === "Delivery")?.[5]).toBe("4.17");
    expect(rows.find((r) => r[0] === "Total")?.[5]).toBe("49.17");
    expect(rows.find((r) => r[0] === "Saving")?.[5]).toBe("9.17");
  });
});
