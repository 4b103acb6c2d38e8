import { describe, expect, it } from "vitest";
import { gtinCheckDigit, normaliseMpn, toGtin14, sameMpn } from "./gtin.ts";

describe("toGtin14", () => {
  it("accepts EAN-13 and pads to 14", () => {
    expect(toGtin14("5015290001120")).toBe("05015290001120");
  });
  it("strips spaces and dashes", () => {
    expect(toGtin14("5 015290 001120")).toBe("05015290001120");
    expect(toGtin14("501-5290-00112-0")).toBe("05015290001120");
  });
  it("keeps leading zeros of GTIN-14 and UPC-A", () => {
    expect(toGtin14("05015290001120")).toBe("05015290001120");
    expect(toGtin14("036000291452")).toBe("00036000291452");
  });
  it("accepts EAN-8", () => {
    expect(toGtin14("96385074")).toBe("00000096385074");
  });
  it("rejects a wrong check digit", () => {
    expect(toGtin14("5015290001121")).toBeNull();
  });
  it("rejects wrong lengths, letters, empties and placeholders", () => {
    expect(toGtin14("50152900011")).toBeNull();
    expect(toGtin14("5015290001120X")).toBeNull();
    expect(toGtin14("")).toBeNull();
    expect(toGtin14(null)).toBeNull();
    expect(toGtin14(undefined)).toBeNull();
    expect(toGtin14("0000000000000")).toBeNull();
  });
  it("computes the GS1 check digit", () => {
    expect(gtinCheckDigit("501529000112")).toBe(0);
  });
});

describe("normaliseMpn", () => {
  it("upper-cases and removes separators", () => {
    expect(normaliseMpn("d-1030")).toBe("D1030");
    expect(normaliseMpn(" WB 125 te ")).toBe("WB125TE");
  });
  it("drops placeholders and GTINs in the MPN field", () => {
    expect(normaliseMpn("N/A")).toBeNull();
    expect(normaliseMpn("5015290001120")).toBeNull();
    expect(normaliseMpn("")).toBeNull();
  });
});

describe("sameMpn", () => {
  it("reads a merchant's short supplier prefix as the same part, and nothing looser", () => {
    expect(sameMpn("BC19487", "BC19487")).toBe(true);
    expect(sameMpn("TARBC19487", "BC19487")).toBe(true);
    expect(sameMpn("GA4050", "GA4050E")).toBe(false);
    expect(sameMpn("ABCDEBC19487", "BC19487")).toBe(false);
    expect(sameMpn("X514", "514")).toBe(false);
  });
});
