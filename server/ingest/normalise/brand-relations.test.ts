import { describe, expect, it } from "vitest";
import { brandCore, brandStem, brandsRelated, namesBrand } from "./brand-relations.ts";
import { BRAND_FAMILIES } from "./brand-families.ts";

describe("brandStem never stops at a generic first word", () => {
  it("skips articles and prepositions in six languages", () => {
    expect(brandStem("Les Délices de Provence")).toBe("delice");
    expect(brandStem("La Maison du Bois")).toBe("maison-bois");
    expect(brandStem("Le Comptoir")).toBe("comptoir");
    expect(brandStem("El Taller")).toBe("taller");
    expect(brandStem("Il Forno")).toBe("forno");
    expect(brandStem("Den Braven")).toBe("braven");
    expect(brandStem("A. Proctor Group")).toBe("proctor");
    expect(brandStem("L'Atelier du Bois")).toBe("atelier");
  });
  it("keeps the whole name when only generic words are left", () => {
    expect(brandStem("The Timber Company")).toBe("timber-company");
    expect(brandStem("Das Haus")).toBe("das-haus");
    expect(brandStem("My Garden")).toBe("my-garden");
    expect(brandStem("A1 Supplies")).toBe("a1-supply");
    expect(brandStem("Timber Direct")).toBe("timber-direct");
    expect(brandStem("Trade Ltd")).toBe("trade-ltd");
  });
  it("keeps the next word after a generic lead", () => {
    expect(brandStem("Home Sweet Home")).toBe("home-sweet");
    expect(brandStem("Premier Mortars")).toBe("premier-mortar");
  });
  it("keys a lone initial with the word after it, and distinctive first words as before", () => {
    expect(brandStem("D-Line")).toBe("d-line");
    expect(brandStem("K Rend")).toBe("k-rend");
    expect(brandStem("C-Tec")).toBe("c-tec");
    expect(brandStem("Cordell Aircrete Ltd")).toBe("cordell");
    expect(brandStem("Albion Gypsum UK Ltd")).toBe("albion");
    expect(brandStem("Hearth & Home")).toBe("hearth");
  });
  it("no two makers share a family for sharing an article", () => {
    const stems = [
      "Les Délices de Provence",
      "Les Jardins",
      "The Timber Company",
      "The Stone Company",
      "My Garden",
      "My Home",
    ].map(brandStem);
    expect(new Set(stems).size).toBe(stems.length);
    expect(brandsRelated(brandStem("The Timber Company")!, brandStem("The Stone Company")!)).toBe(false);
    expect(brandsRelated(brandStem("Les Délices de Provence")!, brandStem("Les Jardins")!)).toBe(false);
  });
  it("stems non-Latin brands", () => {
    expect(brandStem("Кнауф Инсулейшн")).toBe("кнауф");
  });
  it("has no stem for an empty brand", () => {
    expect(brandStem("")).toBeNull();
    expect(brandStem("  -  ")).toBeNull();
  });
});

describe("brandCore", () => {
  it("drops company words and leading articles, keeping inner ones", () => {
    expect(brandCore("La Maison du Bois")).toEqual(["maison", "du", "bois"]);
    expect(brandCore("Albion Gypsum UK Ltd")).toEqual(["albion"]);
    expect(brandCore("The Timber Company")).toEqual(["the", "timber", "company"]);
  });
});

describe("brandsRelated with generic words", () => {
  it("relates a generic-only name to its own longer spellings, not to another maker", () => {
    expect(brandsRelated("timber-company", "timber-company-ltd")).toBe(true);
    expect(brandsRelated("timber", "timber-company")).toBe(false);
    expect(brandsRelated("my-garden", "garden-pride")).toBe(false);
    expect(brandsRelated("premier", "premier-mortar")).toBe(true);
  });
  it("a title's article or company word never names a maker", () => {
    expect(namesBrand("the", "timber-company")).toBe(false);
    expect(namesBrand("timber", "timber-company")).toBe(false);
    expect(namesBrand("delice", "delice")).toBe(true);
  });
  it("leaves table families as they were: each related to itself only", () => {
    const families = [...BRAND_FAMILIES.map((f) => f.family), "saint-gobain", "etex"];
    for (const a of families) {
      for (const b of families) expect(brandsRelated(a, b), `${a} ~ ${b}`).toBe(a === b);
    }
  });
});
