import { describe, expect, it } from "vitest";
import { brandCodeLetters, resolveBrandCode } from "./coded-brands.ts";
import { extractProductFacts } from "./extract-product-facts.ts";

// Invented makers, as the catalogue's brand columns would name them (normalised).
const makers = ["holmfirth", "brookwood timber", "greenley", "greenhalgh", "quarrydene"];

describe("resolveBrandCode", () => {
  it("recognises a supplier code's shape: four to six letters and an account number", () => {
    expect(brandCodeLetters("HOLMF1")).toBe("holmf");
    expect(brandCodeLetters("GRNLY01")).toBe("grnly");
    expect(brandCodeLetters("GREENLEY1")).toBeNull(); // eight letters: a name and a number
    expect(brandCodeLetters("Greenley")).toBeNull();
    expect(brandCodeLetters("ABC1")).toBeNull();
  });

  it("reads the code as the maker it shortens: whole, cut short or vowels dropped", () => {
    expect(resolveBrandCode("HOLMF1", makers, " screw ")).toBe("holmfirth");
    expect(resolveBrandCode("BRKWD2", makers, " x ")).toBe("brookwood timber");
    expect(resolveBrandCode("QRYDN1", makers, " x ")).toBe("quarrydene");
    expect(resolveBrandCode("KNAUF1", [], " x ")).toBe("knauf"); // the brand tables know it without the catalogue
  });

  it("names no maker when the code fits two equally, unless the title names one", () => {
    expect(resolveBrandCode("GREEN1", makers, " block 100mm ")).toBe("GREEN1");
    expect(resolveBrandCode("GREEN1", makers, " greenley block 100mm ")).toBe("greenley");
  });

  it("leaves names and codes that shorten no known maker as written", () => {
    expect(resolveBrandCode("Holmfirth", makers, " x ")).toBe("Holmfirth");
    expect(resolveBrandCode("ZYXW1", makers, " x ")).toBe("ZYXW1");
    expect(resolveBrandCode(null, makers, " x ")).toBeNull();
  });

  it("keys a coded row with the maker's other offers, its code repeated in the title dropped", () => {
    const named = extractProductFacts({
      title: "Holmfirth Gripper Tub 40L Blue",
      brand: "Holmfirth",
      catalogueMakers: makers,
    });
    const coded = extractProductFacts({
      title: "GRIPPER TUB 40L BLUE [HOLMF1]",
      brand: "HOLMF1",
      catalogueMakers: makers,
    });
    expect(coded.brandFamily).toBe(named.brandFamily);
    expect(coded.keys.some((k) => k.kind === "attributes")).toBe(true);
    expect(coded.keys.find((k) => k.kind === "attributes")?.value).toBe(
      named.keys.find((k) => k.kind === "attributes")?.value,
    );
  });
});
