import { describe, expect, it } from "vitest";
import { parseSaleWindow } from "./sale-dates.ts";

describe("parseSaleWindow", () => {
  it.each([
    // Spaces around the slash and no seconds, as a shop's CSV export wrote it; January is GMT in London.
    ["2024-01-01T00:00 / 2024-01-31T23:59", "2024-01-01T00:00:00.000Z", "2024-01-31T23:59:00.000Z"],
    ["2024-01-01T00:00Z/2024-01-31T23:59:59Z", "2024-01-01T00:00:00.000Z", "2024-01-31T23:59:59.000Z"],
    // No zone in summer: British Summer Time (UTC+1).
    ["2026-07-01T09:00/2026-07-02T17:30", "2026-07-01T08:00:00.000Z", "2026-07-02T16:30:00.000Z"],
    ["2026-07-01T09:00+01:00/2026-07-01T18:00+0100", "2026-07-01T08:00:00.000Z", "2026-07-01T17:00:00.000Z"],
    ["2026-07-01T09:00:00.5-05:00/2026-07-01T18:00-05", "2026-07-01T14:00:00.500Z", "2026-07-01T23:00:00.000Z"],
    ["2026-07-01 09:00/2026-07-01 18:00", "2026-07-01T08:00:00.000Z", "2026-07-01T17:00:00.000Z"],
    // Dates only: from the start of the first day to the end of the last, London time.
    ["2026-11-01/2026-11-30", "2026-11-01T00:00:00.000Z", "2026-11-30T23:59:59.999Z"],
    ["2026-06-01/2026-06-01", "2026-05-31T23:00:00.000Z", "2026-06-01T22:59:59.999Z"],
    ["2024-02-29/2024-03-01", "2024-02-29T00:00:00.000Z", "2024-03-01T23:59:59.999Z"],
  ])("reads %j", (raw, startsAt, endsAt) => {
    expect(parseSaleWindow(raw)).toEqual({ ok: true, startsAt, endsAt });
  });

  it.each([
    "2026-11-01",
    "2026-11-01/",
    "/2026-11-30",
    "2026-11-01/2026-11-30/2026-12-01",
    "2026-02-30/2026-03-01",
    "2025-02-29/2025-03-01",
    "2026-13-01/2026-13-02",
    "2026-11-01T24:00/2026-11-02T00:00",
    "2026-11-01T10:60/2026-11-02T00:00",
    "2026-11-01T10:00+15:00/2026-11-02T00:00Z",
    "Nov 1 2026/Nov 30 2026",
    "01/11/2026",
    "2026-11-01T10:00/P1W",
    "tomorrow/next week",
  ])("refuses %j as unreadable", (raw) => {
    expect(parseSaleWindow(raw)).toEqual({ ok: false, problem: "unreadable" });
  });

  it("refuses a window that ends before (or when) it starts", () => {
    expect(parseSaleWindow("2026-11-30/2026-11-01")).toEqual({ ok: false, problem: "ends-before-start" });
    expect(parseSaleWindow("2026-11-01T10:00Z/2026-11-01T10:00Z")).toEqual({ ok: false, problem: "ends-before-start" });
  });
});
