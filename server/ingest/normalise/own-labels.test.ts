import { describe, expect, it } from "vitest";
import { extractProductFacts } from "./extract-product-facts.ts";
import { findOwnLabels } from "./own-labels.ts";

const row = (title: string, brand: string | null) => ({ title, brand, productType: null });

describe("findOwnLabels", () => {
  it("finds a brand the merchant puts on items of three kinds or more", () => {
    const feed = [
      row("Silver Sand 25kg", "Brixo"),
      row("C24 Treated Timber 47 x 100mm x 4.8m", "Brixo"),
      row("Primed MDF Torus Skirting 18 x 119mm x 4.2m", "Brixo"),
      row("Multicem Cement 25kg", "Hanson"),
      row("Snowcrete White Cement 25kg", "Hanson"),
    ];
    expect(findOwnLabels(feed, "Harlow Building Supplies")).toEqual(["brixo"]);
  });
  it("keeps a maker whose range is one trade, sundries of every sort, and makers our tables know", () => {
    const feed = [
      row("Frost Proofer 5L", "Cementone"),
      row("Mortar Plasticiser 5L", "Cementone"),
      row("Brick Acid 5L", "Cementone"),
      row("Cement Dye Black 1kg", "Cementone"),
      // A known maker with a broad range is still a maker.
      row("Type 1 Sub-Base Bulk Bag", "Tarmac"),
      row("Blue Circle General Purpose Cement 25kg", "Tarmac"),
      row("Dense Concrete Block 100mm 7.3N", "Tarmac"),
    ];
    expect(findOwnLabels(feed, "Example Merchant")).toEqual([]);
  });
  it("leaves a brand on two kinds alone: that may be a maker", () => {
    const feed = [row("Silver Sand 25kg", "Greystone"), row("Cotswold Chippings 20mm 25kg", "Greystone")];
    expect(findOwnLabels(feed, "Example Merchant")).toEqual([]);
  });
});

describe("an own label read in a title", () => {
  it("is no maker: the commodity keys like every unbranded one, and the label is no product word", () => {
    const own = extractProductFacts({
      title: "Brixo Silver Sand 25kg",
      brand: "Brixo",
      merchantName: "Harlow Building Supplies",
      ownLabels: ["brixo"],
    });
    const plain = extractProductFacts({ title: "Silver Sand 25kg", brand: null });
    expect(own.keys).toEqual(plain.keys);
    expect(own.profile.brandFamily).toBeNull();
    expect(own.profile.tokens).not.toContain("brixo");
  });
});

describe("findOwnLabels with the catalogue's brands", () => {
  it("keeps as a maker a brand of three kinds that another merchant's brand column also names", () => {
    const feed = [
      row("GAUNTRY PLASTERBOARD TAPERED EDGE 2400 X 1200 X 12.5MM", "Gauntry"),
      row("GAUNTRY MULTI-FINISH PLASTER 25KG", "Gauntry"),
      row("GAUNTRY PIR INSULATION BOARD 2400 X 1200 X 100MM", "Gauntry"),
    ];
    expect(findOwnLabels(feed, "Askwith Builders")).toEqual(["gauntry"]);
    expect(findOwnLabels(feed, "Askwith Builders", (brand) => brand === "gauntry")).toEqual([]);
  });
});
