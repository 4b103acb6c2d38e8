import { describe, expect, it } from "vitest";
import {
  describeMoneyProblem,
  FeedCurrencySchema,
  parseMoney,
  parseShipping,
  type MoneyResult,
} from "./parse-money.ts";

const reason = (result: MoneyResult, attribute = "price") =>
  result.ok ? `£${result.pounds}` : describeMoneyProblem(attribute, result.problem);

describe("parseMoney", () => {
  it.each([
    ["12.50 GBP", 12.5],
    ["GBP 12.5", 12.5],
    ["£12.50", 12.5],
    ["£1,234.56", 1234.56],
    ["1,234.50 GBP", 1234.5],
    ["1,234 GBP", 1234],
    ["1,234,567.00 GBP", 1234567],
    ["12.5GBP", 12.5],
    ["gbp 3", 3],
    ["12,50 GBP", 12.5],
    ["1.234,50 GBP", 1234.5],
    ["1\u00a0234,50\u00a0GBP", 1234.5],
    ["12.50\u202fGBP", 12.5],
    ["£ 7", 7],
    ["£12.50 GBP", 12.5],
    ["0.995 GBP", 1],
    ["-2 GBP", -2],
    ["-£2", -2],
  ])("reads %j as pounds", (raw, pounds) => {
    expect(parseMoney(raw)).toEqual({ ok: true, pounds });
  });

  it.each([
    ["", "price missing"],
    ["  ", "price missing"],
    ["twelve pounds", "price unparseable"],
    ["12 pounds", "price unparseable"],
    ["12.50.3 GBP", "price unparseable"],
    ["12.50 GBP inc VAT", "price unparseable"],
    ["1,2,3 GBP", "price unparseable"],
    ["12. GBP", "price unparseable"],
    ["9".repeat(200) + " GBP", "price unparseable"],
  ])("refuses %j: %s", (raw, expected) => {
    expect(reason(parseMoney(raw))).toBe(expected);
  });

  it("names any currency other than GBP and never converts", () => {
    expect(reason(parseMoney("12.50 EUR"))).toBe("price in EUR, not GBP");
    expect(reason(parseMoney("12,50 EUR"))).toBe("price in EUR, not GBP");
    expect(reason(parseMoney("1.234,50 eur"))).toBe("price in EUR, not GBP");
    expect(reason(parseMoney("SGD 199.00"))).toBe("price in SGD, not GBP");
    expect(reason(parseMoney("£12.50 USD"))).toBe("price in USD, not GBP");
    expect(reason(parseMoney("€12.50"))).toBe("price in € (not GBP)");
    expect(reason(parseMoney("12,50 €"))).toBe("price in € (not GBP)");
    expect(reason(parseMoney("$3"))).toBe("price in $ (not GBP)");
    expect(reason(parseMoney("S$ 199.00"))).toBe("price in S$ (not GBP)");
    expect(reason(parseMoney("¥1200"))).toBe("price in ¥ (not GBP)");
    expect(reason(parseMoney("149 kr"))).toBe("price in kr (not GBP)");
  });

  it("refuses a bare number unless the merchant's feed currency says what it is", () => {
    // A French shop's `<g:price>69.9</g:price>` and a Singapore shop's `199.00`: no currency in the value.
    expect(reason(parseMoney("69.9"))).toBe(
      "price has no currency (set the merchant's feed currency with import --currency or merchants set --currency)",
    );
    expect(reason(parseMoney("199.00"))).toMatch(/^price has no currency/);
    expect(parseMoney("69.9", "GBP")).toEqual({ ok: true, pounds: 69.9 });
    expect(parseMoney("12,50", "GBP")).toEqual({ ok: true, pounds: 12.5 });
    expect(reason(parseMoney("69.9", "EUR"))).toBe("price in EUR (the merchant's feed currency), not GBP");
    expect(reason(parseMoney("199.00", "SGD"))).toBe("price in SGD (the merchant's feed currency), not GBP");
    // An explicit code wins over the feed currency, either way.
    expect(parseMoney("12.50 GBP", "EUR")).toEqual({ ok: true, pounds: 12.5 });
    expect(reason(parseMoney("12.50 EUR", "GBP"))).toBe("price in EUR, not GBP");
  });

  it("stays fast on long hostile input", () => {
    const started = performance.now();
    for (let i = 0; i < 1000; i++) parseMoney(`${"1,".repeat(40)}x GBP`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("FeedCurrencySchema", () => {
  it("takes three letters, upper-cased, and refuses anything else", () => {
    expect(FeedCurrencySchema.parse(" gbp ")).toBe("GBP");
    expect(FeedCurrencySchema.safeParse("£").success).toBe(false);
    expect(FeedCurrencySchema.safeParse("POUND").success).toBe(false);
  });
});

describe("parseShipping", () => {
  it("takes the cheapest GB option", () => {
    expect(parseShipping("GB:England:Standard:5.99 GBP,GB:::0 GBP,IE:::20 EUR")).toEqual({ cost: 0, warning: null });
    expect(parseShipping("GB:::4.99 GBP")).toEqual({ cost: 4.99, warning: null });
    expect(parseShipping("GB::Standard:4.99 GBP:1:2:1:3")).toEqual({ cost: 4.99, warning: null });
    expect(parseShipping("FR:::4.99 EUR")).toEqual({ cost: null, warning: null });
    expect(parseShipping("FR:::4,99 EUR,GB:::6,50 GBP")).toEqual({ cost: 6.5, warning: null });
    expect(parseShipping(undefined)).toEqual({ cost: null, warning: null });
  });

  it("makes delivery unknown, with a warning, when a GB price cannot be read in pounds", () => {
    expect(parseShipping("GB:::4.99 EUR")).toEqual({
      cost: null,
      warning: "shipping price in EUR, not GBP; delivery shown as unknown",
    });
    expect(parseShipping("GB:::4.99 GBP,GB::Express:9.99 USD").cost).toBeNull();
    expect(parseShipping("GB:::4.99").warning).toMatch(
      /^shipping price has no currency .*; delivery shown as unknown$/,
    );
    expect(parseShipping("GB:::4.99", "GBP")).toEqual({ cost: 4.99, warning: null });
    expect(parseShipping("GB:::4.99", "EUR").warning).toBe(
      "shipping price in EUR (the merchant's feed currency), not GBP; delivery shown as unknown",
    );
    expect(parseShipping("GB:::free").warning).toBe("shipping price unparseable; delivery shown as unknown");
    expect(parseShipping("GB:::-1 GBP").warning).toBe("shipping price is negative; delivery shown as unknown");
  });
});
