import { describe, expect, it } from "vitest";
import { explainMatch } from "./explain-match.ts";
import { extractProductFacts } from "./extract-product-facts.ts";

const f = (title: string, extra: Record<string, string> = {}) => extractProductFacts({ title, ...extra });

describe("explainMatch", () => {
  it("names the strongest shared key", () => {
    const r = explainMatch(f("Board A", { gtin: "5015290001120" }), f("Board B", { gtin: "05015290001120" }));
    expect(r).toEqual({ same: true, reason: "shared gtin key gtin:05015290001120" });
    const s = explainMatch(f("Hanson Multicem 25kg"), f("Multicem Cement 25kg - Heidelberg Materials"));
    expect(s.same).toBe(true);
    expect(s.reason).toContain("attributes");
  });
  it("names the first differing fact", () => {
    expect(explainMatch(f("Gyproc Wallboard 12.5mm 2400 x 1200"), f("Gyproc Wallboard 15mm 2400 x 1200"))).toEqual({
      same: false,
      reason: "thickness differs: 12.5 mm vs 15 mm",
    });
    expect(
      explainMatch(f("Treated Sawn Timber C16 47x100 3.6m"), f("Treated Sawn Timber C24 47x100 3.6m")).reason,
    ).toBe("grade differs: C16 vs C24");
  });
  it("reports category and brand differences first", () => {
    expect(explainMatch(f("Sharp Sand Bulk Bag"), f("Ballast Bulk Bag")).reason).toBe(
      "category differs: sand vs aggregates",
    );
    expect(explainMatch(f("Kingspan TP10 100mm 2400x1200"), f("Celotex GA4100 100mm 2400x1200")).reason).toContain(
      "brand differs",
    );
  });
  it("explains a missing attributes key", () => {
    const r = explainMatch(f("Treated Timber"), f("Treated Timber"));
    expect(r.same).toBe(false);
    expect(r.reason).toContain("not specific enough");
  });
});
