import { describe, expect, it } from "vitest";
import { isMerchantName } from "./merchant-names.ts";
import { isNoMakerValue, saysNoBrand } from "./no-brand-values.ts";
import { normaliseText } from "./text.ts";

const said = (value: string) => saysNoBrand(normaliseText(value));
const noMaker = (value: string) => isNoMakerValue(normaliseText(value));

describe("saysNoBrand", () => {
  it.each([
    "Unbranded",
    "GENERIC",
    "Non-branded",
    "Non Branded Item",
    "No Brand",
    "No Name",
    "Own Label",
    "own-brand",
    "House Brand",
    "N/A",
    "n.a.",
    "None",
    "Not applicable",
    "Not Specified",
    "Unknown",
    "TBC",
    "Various",
    "Various Manufacturers",
    "Assorted",
    "Assorted Brands",
    "Mixed Brands",
    "Misc",
  ])("reads %s as no brand", (value) => {
    expect(said(value)).toBe(true);
    expect(isMerchantName(value)).toBe(true);
  });

  it.each(["Gauntry", "No Nonsense", "House of Tiles", "Nobel", "Trade", "Value"])("leaves %s a brand", (value) => {
    expect(said(value)).toBe(false);
  });
});

describe("isNoMakerValue", () => {
  it.each([
    "Trade",
    "Value",
    "Standard",
    "Builders",
    "Budget",
    "Economy",
    "Essentials",
    "Value Range",
    "Builders Choice",
    "Trade Pro",
    "Unbranded",
  ])("reads %s as no maker", (value) => expect(noMaker(value)).toBe(true));

  it.each(["Gauntry", "Corvane", "Premier Trade Mortars", "Standard Brick Co Askwith", "Blue Circle"])(
    "leaves %s a maker",
    (value) => expect(noMaker(value)).toBe(false),
  );
});

describe("a merchant's name with a grade word", () => {
  it("is the merchant's own label", () => {
    expect(isMerchantName("Kestrel Budget", "Kestrel Builders Merchants")).toBe(true);
    expect(isMerchantName("Askwith Trade", "Askwith Timber & Building Supplies")).toBe(true);
    expect(isMerchantName("Gauntry Trade", "Askwith Timber & Building Supplies")).toBe(false);
  });
});
