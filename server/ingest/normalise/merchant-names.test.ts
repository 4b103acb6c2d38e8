import { describe, expect, it } from "vitest";
import { isMerchantName } from "./merchant-names.ts";

describe("isMerchantName", () => {
  it("knows a merchant's own-label range as its own name", () => {
    expect(isMerchantName("Fenwick Essentials", "Fenwick Home & Build")).toBe(true);
    // "Build Centre" is how the merchant trades, like "Builders Merchants": "Ashcombe Trade" is its own range.
    expect(isMerchantName("Ashcombe Trade", "Ashcombe Build Centre")).toBe(true);
    expect(isMerchantName("Kestrel Value", "Kestrel Builders Merchants")).toBe(true);
    expect(isMerchantName("Knauf Insulation", "Fenwick Home & Build")).toBe(false);
    expect(isMerchantName("Harrow Essentials", "Harrowgate Trade Supplies")).toBe(false);
  });
  it("recognises merchant own-brand labels", () => {
    expect(isMerchantName("Travis Perkins")).toBe(true);
    expect(isMerchantName("Wickes", "Wickes")).toBe(true);
    expect(isMerchantName("Kingspan")).toBe(false);
  });
  it("treats a distributor named as the brand like a merchant's own name", () => {
    expect(isMerchantName("CCF")).toBe(true);
    expect(isMerchantName("SIG")).toBe(true);
  });
  it("reads a brand that says there is none as no brand", () => {
    for (const none of ["GENERIC", "Unbranded", "N/A", "none"]) expect(isMerchantName(none)).toBe(true);
    expect(isMerchantName("Generation Timber")).toBe(false);
  });
});
