import { describe, expect, it } from "vitest";
import { priceAgeText } from "./price-age";

describe("priceAgeText", () => {
  it("counts hours under two days and whole days from then", () => {
    expect(priceAgeText(1)).toBe("Price checked 1 hour ago");
    expect(priceAgeText(47)).toBe("Price checked 47 hours ago");
    expect(priceAgeText(48)).toBe("Price checked 2 days ago");
    expect(priceAgeText(95)).toBe("Price checked 3 days ago");
  });
});
