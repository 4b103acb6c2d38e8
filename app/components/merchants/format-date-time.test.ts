import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format-date-time";

describe("formatDateTime", () => {
  it("shows the UK date and 24-hour time, with summer time applied", () => {
    expect(formatDateTime("2026-11-21T10:05:00Z")).toBe("21 Nov 2026 at 10:05");
    expect(formatDateTime("2026-07-01T23:30:00Z")).toBe("2 Jul 2026 at 00:30");
  });

  it("returns an empty string for an invalid date", () => {
    expect(formatDateTime("not a date")).toBe("");
  });
});
