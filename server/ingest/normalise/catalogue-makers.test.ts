import { describe, expect, it } from "vitest";
import { catalogueBrands, catalogueMakers, makerNamedInTitle } from "./catalogue-makers.ts";
import { normaliseText } from "./text.ts";
import { attrKey } from "./test-helpers.ts";

const makers = catalogueMakers([
  "WarmCore",
  "Corvane",
  "Rainmoor",
  "Blue Circle",
  "Premium",
  "Generic",
  "Jewson",
  null,
]);

describe("catalogueMakers", () => {
  it("keeps makers' names and leaves out merchants, no-brand values and vocabulary words", () => {
    expect(makers).toEqual(["blue circle", "rainmoor", "warmcore", "corvane"]);
  });
});

describe("catalogueMakers' guard", () => {
  it("never takes a value that names no maker, or a merchant's name, for a maker", () => {
    const values = ["Unbranded", "Generic", "Own brand", "N/A", "None", "Trade", "Value", "Standard", "Various"];
    const more = ["Assorted", "Builders", "Non-Branded", "Unknown", "Budget", "Askwith", "Askwith Trade", "Gauntry"];
    expect(catalogueMakers([...values, ...more], ["Askwith Timber & Building Supplies", "Quernmoor DIY"])).toEqual([
      "gauntry",
    ]);
  });

  it("reads every merchant of the catalogue, so no merchant's name brands another's titles", () => {
    const { makers: found } = catalogueBrands([
      { merchant: 1, merchantName: "Askwith Timber & Building Supplies", brand: "Askwith" },
      { merchant: 2, merchantName: "Quernmoor DIY", brand: "Quernmoor" },
      { merchant: 2, merchantName: "Quernmoor DIY", brand: "Trade" },
      { merchant: 3, merchantName: "Pellingham Builders", brand: "Gauntry" },
    ]);
    expect(found).toEqual(["gauntry"]);
    expect(makerNamedInTitle(normaliseText("TRADE PIR BOARD 100MM"), found)).toBeNull();
    expect(makerNamedInTitle(normaliseText("Cement 25kg - Askwith"), found)).toBeNull();
    expect(attrKey("TRADE GENERAL PURPOSE CEMENT 25KG", { catalogueMakers: found })).toBe(
      attrKey("General Purpose Cement 25kg"),
    );
  });
});

describe("makerNamedInTitle", () => {
  it.each([
    ["WARMCORE GP PIR INSUL BOARD 100MM 2400X1200", "warmcore"],
    ["HALF ROUND GUTTER WHT 112MM X 4M (RAINMOOR)", "rainmoor"],
    ["Blue Circle General Purpose Cement 25kg", "blue circle"],
  ])("finds the maker opening or closing %s", (title, maker) => {
    expect(makerNamedInTitle(normaliseText(title), makers)).toBe(maker);
  });
  it("does not read a maker's name in the middle of a title, or without a list", () => {
    expect(makerNamedInTitle(normaliseText("PIR Board WarmCore Style 100mm"), makers)).toBeNull();
    expect(makerNamedInTitle(normaliseText("WARMCORE GP PIR 100MM"), [])).toBeNull();
  });
});

describe("a maker named only in the title", () => {
  it("keys with the maker's products when another merchant names the maker in its brand column", () => {
    expect(attrKey("CORVANE GENERAL PURPOSE CEMENT 25KG", { catalogueMakers: makers })).toBe(
      attrKey("Corvane General Purpose Cement 25kg", { brand: "Corvane" }),
    );
    expect(attrKey("WARMCORE GP PIR INSUL BOARD 100MM 2400X1200", { catalogueMakers: makers })).toBe(
      attrKey("WarmCore GP PIR Insulation Board - 100mm x 1200mm x 2400mm", { brand: "WarmCore" }),
    );
  });
  it("no longer joins the generic product, and a brand column still wins", () => {
    expect(attrKey("CORVANE GENERAL PURPOSE CEMENT 25KG", { catalogueMakers: makers })).not.toBe(
      attrKey("Ordinary Portland Cement 25kg", { catalogueMakers: makers }),
    );
    expect(attrKey("Corvane Cement 25kg", { brand: "Stonacre", catalogueMakers: makers })).toContain("|stonacre|");
  });
});
