import { describe, expect, it } from "vitest";
import { compareHref, isSearchable, normaliseQuery } from "./compare-query";

describe("compare query helpers", () => {
  it("trims, drops control characters and caps the length", () => {
    expect(normaliseQuery("  sharp\u0000sand \n")).toBe("sharp sand");
    expect(normaliseQuery("x".repeat(150))).toHaveLength(100);
  });

  it("needs at least 3 characters", () => {
    expect(isSearchable("ce")).toBe(false);
    expect(isSearchable("cem")).toBe(true);
  });

  it("keeps the selected product only with a searchable query", () => {
    expect(compareHref("")).toBe("/compare");
    expect(compareHref("cement & sand", 12)).toBe("/compare?q=cement+%26+sand&product=12");
    expect(compareHref("ce", 12)).toBe("/compare?q=ce");
  });
});
