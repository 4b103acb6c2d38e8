import { describe, expect, it } from "vitest";
import { formatDate } from "./dates";

describe("formatDate", () => {
  it("names the UK calendar day, on both sides of midnight and of the clock changes", () => {
    // BST (UTC+1): 23:30 UTC is already the next UK day; the hour before is not.
    expect(formatDate("2026-10-24T22:59:59.999Z")).toBe("24 Oct 2026");
    expect(formatDate("2026-10-24T23:00:00.000Z")).toBe("25 Oct 2026");
    expect(formatDate("2026-10-24T23:30:00.000Z")).toBe("25 Oct 2026");
    // GMT: midnight UTC is midnight UK.
    expect(formatDate("2026-12-01T23:59:59.999Z")).toBe("1 Dec 2026");
    expect(formatDate("2026-12-02T00:00:00.000Z")).toBe("2 Dec 2026");
    // Same instants asked again (answered from the labels kept) give the same days.
    expect(formatDate("2026-10-24T22:10:00.000Z")).toBe("24 Oct 2026");
    expect(formatDate("2026-10-24T23:59:00.000Z")).toBe("25 Oct 2026");
    // Spring change: 01:00 UTC on 29 Mar 2026 is 02:00 BST, the same day.
    expect(formatDate("2026-03-29T00:59:00.000Z")).toBe("29 Mar 2026");
    expect(formatDate("2026-03-28T23:59:00.000Z")).toBe("28 Mar 2026");
  });

  it("answers an empty string for what is not a date", () => {
    expect(formatDate("not a date")).toBe("");
  });
});
