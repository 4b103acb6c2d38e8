import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./newsletter-result";

describe("safeReturnPath", () => {
  it("keeps our own paths with their query", () => {
    expect(safeReturnPath("/")).toBe("/");
    expect(safeReturnPath("/product/12")).toBe("/product/12");
    expect(safeReturnPath("/building-supplies?category=sand")).toBe("/building-supplies?category=sand");
  });

  it.each([
    ["//evil.example/"],
    ["/\\evil.example"],
    ["https://evil.example/"],
    ["javascript:alert(1)"],
    [""],
    [null],
    ["/a b"],
    ["/a\u0000b"],
    ["/a\u007fb"],
  ])("falls back to the home page for %j", (value) => {
    expect(safeReturnPath(value)).toBe("/");
  });
});
