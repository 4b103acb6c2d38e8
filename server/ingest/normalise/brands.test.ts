import { describe, expect, it } from "vitest";
import { BRAND_FAMILIES } from "./brand-families.ts";
import { resolveBrandFamily } from "./brands.ts";
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
  it("knows the makers behind sealant, membrane and roofing brands", () => {
    expect(family("Bostik", "Evo-Stik Flashband Original 100mm x 10m")).toBe("bostik");
    expect(family("Evo-Stik", "")).toBe("bostik");
    expect(family("Everbuild", "")).toBe(family("Sika", ""));
    expect(family("Berry BPI", "Visqueen Damp Proof Course 100mm x 30m")).toBe("visqueen");
    // Marshalls sells Marley roofing; its paving stays Marshalls.
    expect(family("Marshalls", "Marley Ludlow Plus Roof Tile", "roofing")).toBe("marley");
    expect(family("Marshalls", "Concrete Roof Tile", "roofing")).toBe("marley");
    expect(family("Marshalls", "Fairstone Sawn Versuro Paving 600x600")).toBe("marshall");
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
    expect(family("OsmaSoil", "")).toBe("wavin");
    expect(family("Ivanhoe", "")).toBe("ibstock");
  });
  it("resolves umbrella groups by category", () => {
    expect(family("Saint-Gobain", "GA4000 100mm", "insulation")).toBe("celotex");
    expect(family("Saint-Gobain", "Wallboard", "plasterboard")).toBe("british-gypsum");
    expect(family("Lafarge", "Standard board", "plasterboard")).toBe("siniat");
    expect(family("Tata Steel", "CG90/100 Cavity Wall Lintel 1500mm", "other")).toBe("catnic");
    expect(family("Breedon", "Penrhyn Heather Blue Slate 500x250mm", "roofing")).toBe("welsh-slate");
    expect(family("Breedon", "General Purpose Cement 25kg", "cement")).toBe("breedon");
    expect(family("ALIAXIS", "GUTT H/R FLOPLAST 112MMX4M", "drainage")).toBe("floplast");
    expect(family("ORBIA", "BEND U/G S/S 110MM", "drainage")).toBe("wavin");
    expect(family("AkzoNobel", "Vinyl Matt 10L", "other")).toBe("dulux");
    expect(family("Genuit Group", "Underground Pipe 110mm 3m", "drainage")).toBe("polypipe");
    expect(family("Henkel", "Wood Glue 1L", "other")).toBe("unibond");
    expect(family("CRH", "General Purpose Cement 25kg", "cement")).toBe("tarmac");
    expect(family("C-Tec", "CT1 Sealant 290ml", "other")).toBe(family("", "CT1 Sealant 290ml", "other"));
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
  it("never keys an unknown maker by an article or a generic first word", () => {
    expect(family("Les Délices de Provence", "Terracotta Pot")).toBe("delice");
    expect(family("Les Jardins", "Terracotta Pot")).toBe("jardin");
    expect(family("The Timber Company", "Sawn Batten")).toBe("timber-company");
    expect(family("La Maison du Bois", "")).toBe("maison-bois");
    expect(family("Le Comptoir", "")).toBe("comptoir");
    expect(family("Das Haus", "")).toBe("das-haus");
    expect(family("El Taller", "")).toBe("taller");
    expect(family("Il Forno", "")).toBe("forno");
    expect(family("A1 Supplies", "")).toBe("a1-supply");
    expect(family("Home Sweet Home", "")).toBe("home-sweet");
    expect(family("My Garden", "")).toBe("my-garden");
  });
  it("still reads a known family after an article", () => {
    expect(family("The Hanson Group", "")).toBe("hanson");
    expect(family("Les Ciments Lafarge", "Standard board", "plasterboard")).toBe("siniat");
  });
  it("resolves every alias of the family table to its family, with or without company words", () => {
    for (const { family: f, aliases } of BRAND_FAMILIES) {
      for (const a of aliases) {
        expect(family(a, ""), a).toBe(f);
        expect(family(`${a} UK Ltd`, ""), a).toBe(f);
        expect(family(null, `${a} 25kg`), a).toBe(f);
      }
    }
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

describe("a misspelt brand column", () => {
  it("is the one known maker a single typing slip away, and nothing when two are or the word is short", () => {
    const family = (brand: string) =>
      resolveBrandFamily({ brand, titleText: " stixall 290ml ", category: "other" }).family;
    expect(family("Everbuilt")).toBe(family("Everbuild"));
    expect(family("Celetex")).toBe(family("Celotex"));
    expect(family("Ever Build")).toBe(family("Everbuild"));
    // Too short to tell a slip from another name.
    expect(family("Sikka")).not.toBe(family("Sika"));
  });
});
