import { describe, expect, it } from "vitest";
import { parseMoney, parseShippingCost } from "./parse-money.ts";

describe("parseMoney", () => {
  it.each([
    ["12.50 GBP", 12.5],
    ["GBP 12.5", 12.5],
    ["£1,234.56", 1234.56],
    ["7", 7],
    ["0.995 GBP", 1],
  ])("reads %s", (raw, pounds) => {
    expect(parseMoney(raw)).toEqual({ ok: true, pounds });
  });

  it.each([
    ["", "missing"],
    ["  ", "missing"],
    ["12.50 EUR", "not-gbp"],
    ["€12.50", "not-gbp"],
    ["$3", "not-gbp"],
    ["twelve pounds", "unparseable"],
    ["12.50.3 GBP", "unparseable"],
    ["1,23 GBP", "unparseable"],
  ])("rejects %j as %s", (raw, reason) => {
    expect(parseMoney(raw)).toEqual({ ok: false, reason });
  });
});

describe("parseShippingCost", () => {
  it("takes the cheapest GB option", () => {
    expect(parseShippingCost("GB:England:Standard:5.99 GBP,GB:::0 GBP,IE:::20 EUR")).toBe(0);
    expect(parseShippingCost("GB:::4.99 GBP")).toBe(4.99);
    expect(parseShippingCost("FR:::4.99 EUR")).toBeNull();
    expect(parseShippingCost(undefined)).toBeNull();
  });
});
