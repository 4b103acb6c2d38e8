import { describe, expect, it } from "vitest";
import { ACCEPT_ALL, consentCookie, ESSENTIAL_ONLY, parseConsent } from "./cookie-consent";

describe("cookie consent cookie", () => {
  it("round-trips each choice", () => {
    for (const choice of [ACCEPT_ALL, ESSENTIAL_ONLY, { analytics: true, marketing: false }]) {
      const cookie = consentCookie(choice, false).split(";")[0]!;
      expect(parseConsent(`other=1; ${cookie}; more=2`)).toEqual(choice);
    }
  });

  it("treats a missing or tampered cookie as no choice", () => {
    expect(parseConsent("")).toBeNull();
    expect(parseConsent("bc_consent=yes")).toBeNull();
    expect(parseConsent("bc_consent=v1.a2.m0")).toBeNull();
  });

  it("is first-party, lax, six months, and Secure on https", () => {
    expect(consentCookie(ACCEPT_ALL, true)).toBe("bc_consent=v1.a1.m1; Path=/; Max-Age=15552000; SameSite=Lax; Secure");
    expect(consentCookie(ESSENTIAL_ONLY, false)).not.toContain("Secure");
  });
});
