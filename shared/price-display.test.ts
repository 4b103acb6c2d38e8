import { describe, expect, it } from "vitest";
import { PRICE_DISPLAY_COOKIE, priceDisplayCookie, priceDisplayFromCookie } from "./price-display.ts";

describe("priceDisplayFromCookie", () => {
  it("reads the trade preference among other cookies", () => {
    expect(priceDisplayFromCookie(`bc_consent=v1.a0.m0; ${PRICE_DISPLAY_COOKIE}=ex-vat; other=1`)).toBe("ex-vat");
    expect(priceDisplayFromCookie(`${PRICE_DISPLAY_COOKIE}=ex-vat`)).toBe("ex-vat");
  });

  it("shows prices inc. VAT when the cookie is missing, empty or unknown", () => {
    expect(priceDisplayFromCookie(null)).toBe("inc-vat");
    expect(priceDisplayFromCookie(undefined)).toBe("inc-vat");
    expect(priceDisplayFromCookie("")).toBe("inc-vat");
    expect(priceDisplayFromCookie("bc_consent=v1.a1.m1")).toBe("inc-vat");
    expect(priceDisplayFromCookie(`${PRICE_DISPLAY_COOKIE}=`)).toBe("inc-vat");
    expect(priceDisplayFromCookie(`${PRICE_DISPLAY_COOKIE}=EX-VAT`)).toBe("inc-vat");
    expect(priceDisplayFromCookie(`${PRICE_DISPLAY_COOKIE}=inc-vat`)).toBe("inc-vat");
  });

  it("does not read a cookie whose name only ends with the preference's", () => {
    expect(priceDisplayFromCookie(`x${PRICE_DISPLAY_COOKIE}=ex-vat`)).toBe("inc-vat");
  });
});

describe("priceDisplayCookie", () => {
  it("remembers ex. VAT for a year, first-party and Lax", () => {
    expect(priceDisplayCookie("ex-vat", false)).toBe(
      `${PRICE_DISPLAY_COOKIE}=ex-vat; Max-Age=31536000; Path=/; SameSite=Lax`,
    );
    expect(priceDisplayCookie("ex-vat", true)).toMatch(/; Secure$/);
  });

  it("deletes the cookie when the visitor goes back to inc. VAT", () => {
    expect(priceDisplayCookie("inc-vat", true)).toBe(
      `${PRICE_DISPLAY_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax; Secure`,
    );
  });

  it("is read back as the choice it stores", () => {
    const set = priceDisplayCookie("ex-vat", false).split(";")[0];
    expect(priceDisplayFromCookie(set)).toBe("ex-vat");
  });
});
