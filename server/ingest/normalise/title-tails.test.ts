/** Merchant-level title cleaning: labels that repeat the product type, restated tags, repeated keyword tails. */
import { describe, expect, it } from "vitest";
import { stripKeywordStuffing, stripRestatedMeasureTag } from "./keyword-stuffing.ts";
import { attrKey } from "./test-helpers.ts";
import { cleanTitle } from "./title-cleanup.ts";
import { withoutTitleTail } from "./title-tail-cut.ts";
import { findRepeatedTitleTails } from "./title-tails.ts";

describe("a leading category label", () => {
  it("goes when it repeats the row's product type", () => {
    expect(cleanTitle("Drainage & Rainwater - Osma Pipe Plain Ended - 110mm x 3m", "Yard > Drainage & Rainwater")).toBe(
      "Osma Pipe Plain Ended - 110mm x 3m",
    );
    expect(
      attrKey("Drainage & Rainwater - Osma Pipe Plain Ended - 110mm x 3m", {
        productType: "Yard > Drainage & Rainwater",
      }),
    ).toBe(attrKey("Osma Pipe Plain Ended 110mm x 3m"));
  });
  it("goes when the product's own name repeats it, plural or not", () => {
    expect(cleanTitle("Lintels - Acme CX90 Cavity Wall Lintel 1500mm")).toBe("Acme CX90 Cavity Wall Lintel 1500mm");
  });
  it("goes when it is the department of the name's words (Damp Proofing, Damp Proof Course)", () => {
    expect(cleanTitle("Damp Proofing - Polyethylene Damp Proof Course 100mm x 30m")).toBe(
      "Polyethylene Damp Proof Course 100mm x 30m",
    );
  });
  it("stays (last) when it says something the name does not", () => {
    expect(cleanTitle("Damp Proofing - Polythene DPC 100mm x 30m", "Sundries")).toBe(
      "Polythene DPC 100mm x 30m (Damp Proofing)",
    );
  });
  it("stays when it is the product's name and only its size follows", () => {
    const productType = "Hardware > Building Materials > Landscaping > Sand";
    expect(cleanTitle("Building Sand - 25kg Bag", productType)).toBe("25kg Bag (Building Sand)");
    expect(attrKey("Building Sand - 25kg Bag", { productType })).toBe(attrKey("Building Sand 25kg"));
  });
  it("is not confused with a 'Name - Brand - Size' title", () => {
    expect(cleanTitle("WallBoard Tapered Edge - Gyproc - 2400 x 1200 x 12.5mm", "Plasterboard")).toContain("WallBoard");
  });
});

describe("shop talk", () => {
  it("drops the shop's trade at the end of a title", () => {
    expect(cleanTitle("Black Damp Proof Course 30m x 150mm Roll - DPC, Trade Quality Building Supplies")).not.toMatch(
      /building/i,
    );
    expect(cleanTitle("Building Materials Sand 25kg")).toBe("Building Materials Sand 25kg");
    expect(cleanTitle("Green Mineral Shed Felt 1m x 10m – Roofing Supplies, UK Stock")).not.toMatch(/roofing|stock/i);
  });
});

describe("keyword tags", () => {
  it("drops a category word with a measure the title already stated", () => {
    expect(stripRestatedMeasureTag("Acme Mortar Mix 20kg Concrete 20kg")).toBe("Acme Mortar Mix 20kg");
    expect(stripRestatedMeasureTag("Acme Mortar Mix 20kg Concrete 25kg")).toBe("Acme Mortar Mix 20kg Concrete 25kg");
    expect(stripRestatedMeasureTag("Timber 47 x 100 Treated 4.8")).toBe("Timber 47 x 100 Treated 4.8");
  });
  it("cuts a stuffed run from its first category word, not from the repeat", () => {
    expect(
      stripKeywordStuffing("Acme Half Round Gutter Brown 112mm x 4m Drainage Pipe Gutter Rainwater Plumbing"),
    ).toBe("Acme Half Round Gutter Brown 112mm x 4m");
  });
  it("never cuts into a name written after its size", () => {
    expect(stripKeywordStuffing("20kg Acme Post Mix Fence Post Concrete")).toContain("Post Mix");
  });
});

describe("a merchant's repeated keyword tail", () => {
  const feed = [
    "Acme 45° Single Socket Bend 110mm Drainage Pipe Gutter Rainwater Plumbing",
    "Acme 87.5° Single Socket Bend 110mm Drainage Pipe Gutter Rainwater Plumbing",
    "Acme Round Downpipe Black 68mm x 2.5m Drainage Pipe Gutter Rainwater Plumbing",
    "Acme Round Downpipe Grey 68mm x 2.5m Drainage Pipe Gutter Rainwater Plumbing",
    "Gyproc WallBoard 12.5mm Tapered Edge Plasterboard",
    "Gyproc SoundBloc 15mm Tapered Edge Plasterboard",
    "Gyproc FireLine 12.5mm Tapered Edge Plasterboard",
  ].map((title) => ({ title }));
  const tails = findRepeatedTitleTails(feed, "Example Merchant");

  it("is found when it follows products of different kinds and misleads one of them", () => {
    expect(tails).toEqual(["drainage pipe gutter rainwater plumbing"]);
    const bend = cleanTitle(feed[0]!.title, null, tails);
    expect(bend).toBe("Acme 45° Single Socket Bend 110mm");
    expect(attrKey(feed[0]!.title, { titleTails: tails })).toBe(attrKey("Acme 45° Single Socket Bend 110mm"));
  });
  it("is not found when it only repeats what each title says", () => {
    expect(tails.some((t) => t.includes("plasterboard"))).toBe(false);
  });
  it("needs several titles", () => {
    expect(findRepeatedTitleTails(feed.slice(0, 3), "Example Merchant")).toEqual([]);
  });
  it("is cut before a trailing separator too", () => {
    expect(withoutTitleTail("Acme Bend 110mm Drainage Pipe Gutter Rainwater Plumbing - Cheapest UK", tails)).toBe(
      "Acme Bend 110mm - Cheapest UK",
    );
  });
});

describe("a nominal section restated as finished in brackets", () => {
  it("keeps the finished section, which planed timber maps back to nominal", () => {
    expect(cleanTitle("PSE 50X50 (44X44) 2.4M")).toBe("PSE 44 x 44mm 2.4M");
    expect(attrKey("PSE 50X50 (44X44) 2.4M")).toBe(attrKey("Planed All Round Softwood 44 x 44mm x 2.4m"));
    expect(cleanTitle("Pine Ogee Skirting 25 by 125mm (finished 20 by 119mm) 4.2m")).toBe(
      "Pine Ogee Skirting 20 x 119mm 4.2m",
    );
  });
  it("leaves two different sizes alone", () => {
    expect(cleanTitle("Pack 47x100 (47x150) mixed")).toBe("Pack 47x100 (47x150) mixed");
  });
});

describe("a merchant's repeated bar segment", () => {
  const feed = [
    "Acme Solvent Weld Waste Pipe 40mm x 3m White | Guttering & Drainage | Free UK Delivery",
    "Acme Half Round Gutter 112mm x 4m Black | Guttering & Drainage",
    "Acme Round Downpipe 68mm x 2.5m Grey | Guttering & Drainage",
    "Acme Soil Pipe 110mm x 3m Grey | Guttering & Drainage",
    "Acme Modern Roof Tile | Anthracite",
    "Acme Ridge Tile | Anthracite",
    "Acme Dry Verge | Anthracite",
  ].map((title) => ({ title }));
  const tails = findRepeatedTitleTails(feed, "Example Merchant");

  it("goes when it names another line than some of the items (a waste pipe is no gutter)", () => {
    expect(tails).toEqual(["| guttering & drainage"]);
    expect(attrKey(feed[0]!.title, { titleTails: tails })).toBe(
      attrKey("Acme Solvent Weld Waste Pipe 40mm x 3m White"),
    );
  });
  it("stays when it only adds what the items are (a colour)", () => {
    expect(tails.some((t) => t.includes("anthracite"))).toBe(false);
  });
  it("stays when the colour closes titles of different kinds (emulsion, masonry paint, gloss)", () => {
    const paints = [
      "Acme Vinyl Matt Emulsion 5L Pure Brilliant White",
      "Acme Vinyl Matt Emulsion 5L Magnolia",
      "Acme Smooth Masonry Paint 10L Pure Brilliant White",
      "Acme Non Drip Gloss 750ml Pure Brilliant White",
      "Acme Quick Dry Satinwood 750ml Pure Brilliant White",
    ].map((title) => ({ title }));
    expect(findRepeatedTitleTails(paints, "Example Merchant")).toEqual([]);
  });
  it("is never a product's own name, even when many titles of different ranges end with it", () => {
    const named = [
      "Acme Renown Slate Grey Half Round Ridge Tile - In Stock Now",
      "Acme Regent Brown Half Round Ridge Tile - In Stock Now",
      "Acme 49 Farmhouse Red Half Round Ridge Tile - In Stock Now",
      "Acme Modern Smooth Grey Tile and a Half",
      "Acme Mendip Brown Tile and a Half",
      "Acme 49 Red Tile and a Half",
    ];
    expect(
      findRepeatedTitleTails(
        named.map((title) => ({ title })),
        "Example Merchant",
      ),
    ).toEqual([]);
  });
  it("is never a maker's name", () => {
    const made = [
      "Trenchblock 3.6N 300mm - Thermalite",
      "Shield Block 3.6N 100mm - Thermalite",
      "Party Wall Block 140mm - Thermalite",
    ];
    expect(
      findRepeatedTitleTails(
        made.map((title) => ({ title })),
        "Example Merchant",
      ),
    ).toEqual([]);
  });
});
