import { describe, expect, it } from "vitest";
import { isMerchantName, resolveBrandFamily } from "./brands.ts";
import { normaliseText } from "./text.ts";

const family = (
  brand: string | null,
  title: string,
  category: Parameters<typeof resolveBrandFamily>[0]["category"] = "other",
  merchantName?: string,
) => resolveBrandFamily({ brand, titleText: normaliseText(title), category, merchantName }).family;

describe("resolveBrandFamily", () => {
  it("collapses British Gypsum names", () => {
    for (const b of ["British Gypsum", "Gyproc", "BRITISH GYPSUM LTD", "Saint-Gobain British Gypsum", "Thistle"]) {
      expect(family(b, "", "plasterboard")).toBe("british-gypsum");
    }
  });
  it("collapses Hanson/Heidelberg and Tarmac/Blue Circle", () => {
    expect(family("Hanson Cement", "")).toBe("hanson");
    expect(family("Heidelberg Materials", "")).toBe("hanson");
    expect(family("Blue Circle", "")).toBe("tarmac");
    expect(family("Tarmac", "")).toBe("tarmac");
  });
  it("collapses brick, block, drainage and board trading names", () => {
    expect(family("Terca", "")).toBe("wienerberger");
    expect(family("London Brick", "")).toBe("forterra");
    expect(family("Thermalite", "")).toBe("forterra");
    expect(family("Celcon", "")).toBe("h-h");
    expect(family("H+H", "")).toBe("h-h");
    expect(family("OsmaDrain", "")).toBe("wavin");
    expect(family("Norbord", "")).toBe("west-fraser");
    expect(family("Knauf Insulation", "")).toBe("knauf");
    expect(family("Metsä Wood", "")).toBe("metsa-wood");
  });
  it("resolves umbrella groups by category", () => {
    expect(family("Saint-Gobain", "GA4000 100mm", "insulation")).toBe("celotex");
    expect(family("Saint-Gobain", "Wallboard", "plasterboard")).toBe("british-gypsum");
    expect(family("Lafarge", "Standard board", "plasterboard")).toBe("siniat");
  });
  it("prefers a specific title brand over an umbrella brand field", () => {
    expect(family("Saint-Gobain", "Celotex GA4100 100mm", "insulation")).toBe("celotex");
  });
  it("treats a merchant's own name as no brand and reads the title instead", () => {
    expect(family("Jewson", "Sharp Sand Bulk Bag", "sand", "Jewson")).toBeNull();
    expect(family("MKM", "OAKWOOD RED MULTI FACING 65MM WIENERBERGER", "bricks", "MKM")).toBe("wienerberger");
    expect(family(null, "Plasterboard 12.5mm - Gyproc", "plasterboard")).toBe("british-gypsum");
  });
  it("keys unknown manufacturers by their cleaned name", () => {
    expect(family("Acme Building Products Ltd", "")).toBe("acme");
  });
  it("uses a product-line family only when nothing else names the brand", () => {
    const r = resolveBrandFamily({
      brand: "",
      titleText: normaliseText("Multicem 25kg"),
      category: "cement",
      lineFamily: "hanson",
    });
    expect(r).toEqual({ family: "hanson", source: "line" });
  });
});

describe("isMerchantName", () => {
  it("recognises merchant own-brand labels", () => {
    expect(isMerchantName("Travis Perkins")).toBe(true);
    expect(isMerchantName("Wickes", "Wickes")).toBe(true);
    expect(isMerchantName("Kingspan")).toBe(false);
  });
});
