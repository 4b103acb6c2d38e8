import { describe, expect, it } from "vitest";
import { classifyCategory } from "./classify-category.ts";

const cat = (title: string, productType?: string) => classifyCategory({ title, productType });

describe("classifyCategory", () => {
  it.each([
    ["All-in Ballast Bulk Bag", "aggregates"],
    ["MOT Type 1 Sub-Base", "aggregates"],
    ["20mm Shingle Dumpy Bag", "aggregates"],
    ["Limestone Chippings 20mm", "aggregates"],
    ["Sharp Sand Bulk Bag", "sand"],
    ["Building Sand 25kg", "sand"],
    ["Plastering Sand Bulk Bag", "sand"],
    ["Postcrete 20kg", "concrete-mortar"],
    ["Blue Circle Postfix 20kg", "concrete-mortar"],
    ["Ready Mix Concrete 20kg", "concrete-mortar"],
    ["Mortar Mix 20kg", "concrete-mortar"],
    ["OPC 25kg", "cement"],
    ["CG90/100 Cavity Wall Lintel, 1200mm (Open Back) - Catnic", "other"],
    ["IG Lintels L1/S 100 Cavity Wall Lintel 1200mm Standard Duty", "other"],
    ["Hanson Multicem 25kg", "cement"],
    ["Rapid Set Cement 5kg", "cement"],
    ["CLS 38 x 89 2.4m", "timber"],
    ["C24 47x200 4.8m", "timber"],
    ["PSE 18x44 2.4m", "timber"],
    ["Treated Sawn Batten 25x50", "timber"],
    ["OSB3 18mm 8x4", "sheet-materials"],
    ["Hardwood Ply 18mm", "sheet-materials"],
    ["MDF Board 18mm", "sheet-materials"],
    ["Chipboard Flooring P5", "sheet-materials"],
    ["MDF Torus Skirting 18x119 4.2m", "skirting-architrave"],
    ["Ogee Architrave 18x69", "skirting-architrave"],
    ["Gyproc Wallboard 12.5mm", "plasterboard"],
    ["Drywall board 12.5mm", "plasterboard"],
    ["Thistle Multi-Finish 25kg", "plaster"],
    ["Thistle Bonding Coat 25kg", "plaster"],
    ["Hardwall 25kg", "plaster"],
    ["Red Facing Brick 65mm", "bricks"],
    ["Class B Engineering Bricks", "bricks"],
    ["Terca Oakwood Red Multi 65mm", "bricks"],
    ["Dense Concrete Block 100mm", "blocks"],
    ["Thermalite Shield 100mm", "blocks"],
    ["Breeze Block 100mm", "blocks"],
    ["Kingspan TP10 100mm", "insulation"],
    ["Loft Roll 200mm", "insulation"],
    ["EPS Insulation Board 50mm", "insulation"],
    ["Marley Modern Roof Tile", "roofing"],
    ["Shed Felt 10m", "roofing"],
    ["Treated Roofing Batten 25x50 BS5534", "roofing"],
    ["Ridge Tile Grey", "roofing"],
    ["110mm Underground Drain Pipe 3m", "drainage"],
    ["Bottle Gully", "drainage"],
    ["Soakaway Crate", "drainage"],
    ["Everbuild PVA 5L", "other"],
  ])("%s → %s", (title, expected) => {
    expect(cat(title)).toBe(expected);
  });

  it("trusts the title over a broad product_type node", () => {
    expect(cat("Wickes Treated Sawn Timber - 47 x 100 x 3600mm", "Timber & Sheet Materials > Sheet Materials")).toBe(
      "timber",
    );
  });
  it("places a title naming nothing it knows by its maker, when the maker makes one kind of thing", () => {
    expect(classifyCategory({ title: "IBS BEXHILL RED 65MM", brand: "IBSTOCK" })).toBe("bricks");
    expect(classifyCategory({ title: "IBS BEXHILL RED 65MM" })).toBe("other");
    // The title's own words win over the maker's usual trade.
    expect(classifyCategory({ title: "Ibstock Brick Trowel 11in", brand: "Ibstock" })).toBe("other");
  });
  it("uses product_type when the title has no category words", () => {
    expect(cat("Oakwood Red Multi 65mm", "Building Materials > Bricks")).toBe("bricks");
  });
  it("does not place an item by a department above the leaf that its own words do not name", () => {
    expect(cat("Compression Straight Coupler 22mm", "Timber & Building > Plumbing")).toBe("other");
    expect(cat("Garden Kneeler Foam", "Sand & Gravel Yard > Garden")).toBe("other");
    // Among the categories its words do name, the department still weighs.
    expect(cat("Oakwood Red Multi 65mm", "Masonry > Bricks > Facing")).toBe("bricks");
  });
});
