import { describe, expect, it } from "vitest";
import { pricesFor } from "./price-display";

describe("pricesFor", () => {
  it("shows prices as stored, inc. VAT, with no marker by default", () => {
    const inc = pricesFor("inc-vat");
    expect(inc.exVat).toBe(false);
    expect(inc.format(12)).toBe("£12.00");
    expect(inc.formatUnit(0.057)).toBe("£0.057");
    expect(inc.marker).toBe("");
  });

  it("takes 20% VAT off every figure in the trade view and marks it", () => {
    const ex = pricesFor("ex-vat");
    expect(ex.exVat).toBe(true);
    expect(ex.format(12)).toBe("£10.00");
    expect(ex.format(1234.56)).toBe("£1,028.80");
    // A unit price under £1 keeps its third decimal once VAT is off: 5.7p → 4.75p → 4.8p.
    expect(ex.formatUnit(0.057)).toBe("£0.048");
    expect(ex.formatUnit(3.5)).toBe("£2.92");
    // Just over £1 inc. VAT is under £1 ex. VAT: the third decimal stays.
    expect(ex.formatUnit(1.1)).toBe("£0.917");
    expect(ex.formatUnit(1.2)).toBe("£1.00");
    expect(ex.marker).toBe(" ex. VAT");
  });
});
