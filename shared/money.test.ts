import { describe, expect, it } from "vitest";
import { exVat, formatPrice, formatUnitPrice, incVat, toPence, VAT_RATE } from "./money.ts";

describe("toPence", () => {
  it("removes float noise from prices with pence", () => {
    expect(toPence(0.1 + 0.2)).toBe(30);
    expect(toPence(19.99)).toBe(1999);
    expect(toPence(4.005 - 0.005)).toBe(400);
  });
});

describe("exVat", () => {
  it("takes 20% VAT off a price, to the penny", () => {
    expect(VAT_RATE).toBe(0.2);
    expect(exVat(12)).toBe(10);
    expect(exVat(6.99)).toBe(5.83);
    expect(exVat(1234.5)).toBe(1028.75);
    expect(exVat(0)).toBe(0);
  });

  it("rounds a half penny up, without float error", () => {
    // 3p / 1.2 = 2.5p exactly; 0.03 / 1.2 in floats is 0.024999999999999998.
    expect(exVat(0.03)).toBe(0.03);
    expect(exVat(0.09)).toBe(0.08); // 7.5p → 8p
    expect(exVat(0.01)).toBe(0.01); // 0.833p → 1p
    expect(exVat(0.02)).toBe(0.02); // 1.667p → 2p
  });

  it("gives every price within half a penny of price / 1.2", () => {
    for (let pence = 0; pence <= 20_000; pence += 7) {
      const pounds = pence / 100;
      const ex = exVat(pounds);
      expect(Math.abs(ex - pounds / 1.2)).toBeLessThanOrEqual(0.005 + 1e-9);
      expect(Math.round(ex * 100)).toBeCloseTo(ex * 100, 9);
    }
  });

  it("keeps a tenth of a penny for fine unit prices", () => {
    expect(exVat(0.057, 3)).toBe(0.048); // 4.75 tenths-of-a-penny → 0.048
    expect(exVat(0.06, 3)).toBe(0.05);
  });
});

describe("incVat", () => {
  it("adds 20% VAT to the penny", () => {
    expect(incVat(10)).toBe(12);
    expect(incVat(5.83)).toBe(7); // 699.6p → 700p
    expect(incVat(0.01)).toBe(0.01);
  });

  it("gives back the price a visitor saw ex. VAT, within a penny", () => {
    for (let pence = 1; pence <= 20_000; pence += 13) {
      expect(Math.abs(incVat(exVat(pence / 100)) - pence / 100)).toBeLessThanOrEqual(0.01 + 1e-9);
    }
  });
});

describe("formatPrice and formatUnitPrice", () => {
  it("formats pounds with two decimals, three for unit prices under £1", () => {
    expect(formatPrice(1234.5)).toBe("£1,234.50");
    expect(formatUnitPrice(0.057)).toBe("£0.057");
    expect(formatUnitPrice(2.5)).toBe("£2.50");
  });

  it("gives the same labels from its kept answers as Intl, -0 included, past the point where they are emptied", () => {
    const intl = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", minimumFractionDigits: 2 });
    const samples = [0, -0, -0, 0, 0.005, 1234.5, -12.3, Number.NaN, Number.NaN, 1e9];
    for (let pence = 0; pence < 12_000; pence += 1) samples.push(pence / 100, (pence % 97) / 100);
    for (const pounds of samples) expect(formatPrice(pounds)).toBe(intl.format(pounds));
  });
});
