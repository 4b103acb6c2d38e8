import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkRows, countColumn, numericColumn, timestampColumn } from "./query-rows.server.ts";

const row = z.object({ price: numericColumn.nullable(), count: countColumn, at: timestampColumn });

describe("checked row columns", () => {
  it("accepts both drivers' forms: numbers or numeric text, Date or PostgreSQL's timestamp text", () => {
    const [fromPglite, fromPg] = checkRows(
      [
        { price: 12.5, count: 3, at: new Date("2026-11-27T10:00:00Z") },
        { price: "12.50", count: "3", at: "2026-11-27 10:00:00+00" },
      ],
      row,
    );
    expect(fromPglite).toEqual({ price: 12.5, count: 3, at: new Date("2026-11-27T10:00:00Z") });
    expect(fromPg).toEqual(fromPglite);
  });

  it("names the column that does not fit instead of passing it on", () => {
    const good = { price: null, count: 1, at: new Date() };
    expect(() => checkRows([{ ...good, price: "£12" }], row)).toThrow(/price/);
    expect(() => checkRows([{ ...good, count: -1 }], row)).toThrow(/count/);
    expect(() => checkRows([{ ...good, count: 1.5 }], row)).toThrow(/count/);
    expect(() => checkRows([{ ...good, at: "yesterday" }], row)).toThrow(/at/);
    expect(() => checkRows([{ price: null, count: 1 }], row)).toThrow(/at/);
  });
});
