import { describe, expect, it } from "vitest";
import { PriceAlertSchema } from "./form-schemas.ts";
import { defaultTargetPrice, targetPriceText } from "./price-alerts.ts";

describe("the suggested target price", () => {
  it("is 5% under the lowest in-stock price, rounded down to the penny", () => {
    expect(defaultTargetPrice(20)).toBe(19);
    expect(defaultTargetPrice(19.99)).toBe(18.99);
    expect(defaultTargetPrice(9.98)).toBe(9.48);
    expect(targetPriceText(defaultTargetPrice(19.99))).toBe("18.99");
  });

  it("is absent when nothing is in stock or the price is too small to take 5% from", () => {
    expect(defaultTargetPrice(null)).toBeNull();
    expect(defaultTargetPrice(0)).toBeNull();
    expect(defaultTargetPrice(0.01)).toBeNull();
    expect(targetPriceText(null)).toBe("");
  });
});

describe("the alert form's schema", () => {
  const valid = { productId: "12", email: " Buyer@Example.co.uk ", kind: "price", targetPrice: "£1,234.5" };

  it("reads a price alert as typed, in pounds", () => {
    expect(PriceAlertSchema.parse(valid)).toEqual({
      productId: 12,
      email: "buyer@example.co.uk",
      kind: "price",
      targetPrice: 1234.5,
    });
  });

  it("needs no target for a back-in-stock alert", () => {
    expect(PriceAlertSchema.parse({ ...valid, kind: "stock", targetPrice: "" })).toMatchObject({ targetPrice: null });
  });

  it.each([
    [{ targetPrice: "" }, "targetPrice", "Enter the price you'd like to pay, like 12.50."],
    [{ targetPrice: "12.345" }, "targetPrice", "Enter the target price in pounds and pence, like 12.50."],
    [{ targetPrice: "ten" }, "targetPrice", "Enter the target price in pounds and pence, like 12.50."],
    [{ targetPrice: "0" }, "targetPrice", "The target price must be more than £0.00."],
    [{ kind: "cheaper" }, "kind", "Choose a price alert or a back-in-stock alert."],
    [{ productId: "007" }, "productId", "This alert has lost its product: please open the product page again."],
    [{ email: "buyer@" }, "email", "Enter a valid email address, like name@example.co.uk."],
  ])("refuses %o, naming the field", (change, field, message) => {
    const parsed = PriceAlertSchema.safeParse({ ...valid, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]).toMatchObject({ path: [field], message });
  });
});
