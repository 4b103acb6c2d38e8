import { describe, expect, it } from "vitest";
import { classifyCategory } from "../classify-category.ts";
import { attrKey } from "../test-helpers.ts";

describe("other", () => {
  it("keys sundries on model codes plus measurements", () => {
    expect(attrKey("Everbuild 502 All Purpose PVA 5L")).toBe(attrKey("Everbuild PVA 502 5ltr"));
    expect(attrKey("Everbuild 502 PVA 5L")).not.toBe(attrKey("Everbuild 502 PVA 1L"));
    expect(attrKey("Visqueen DPM 1200 gauge 4 x 25m")).not.toBe(attrKey("Visqueen DPM 1000 gauge 4 x 25m"));
  });
  it("ignores merchant SKU numbers in model words", () => {
    expect(attrKey("Everbuild 502 PVA 5L (123456)")).toBe(attrKey("Everbuild 502 PVA 5L"));
  });
  it("keys a range's colours apart, paint colours included", () => {
    expect(attrKey("Acme Vinyl Matt Emulsion Magnolia 2.5L")).not.toBe(attrKey("Acme Vinyl Matt Emulsion White 2.5L"));
    expect(attrKey("Acme Masonry Paint Red 5L")).not.toBe(attrKey("Acme Masonry Paint Black 5L"));
    expect(attrKey("Acme Isolating Valve Chrome 15mm")).not.toBe(attrKey("Acme Isolating Valve White 15mm"));
    expect(attrKey("ACME COVERALL EMULSION 5L MAGN")).toBe(attrKey("Acme Coverall Emulsion 5L Magnolia"));
  });
  it("needs a measurement", () => {
    expect(attrKey("Everbuild PVA")).toBeNull();
  });
  // A sundry's title names its own kind; the description names what it is used with. Read the other way, one
  // merchant's item (with a description) lands in another category than the same item at a terse merchant.
  it.each([
    ["Coach Bolts Zinc Plated M10 x 120mm 10No", "Suitable for bolting timber posts and beams together.", "Fixings"],
    ["Wall Plugs Red 6mm, 100 pcs", "Great for light fixings into brick and block walls.", "Fixings"],
    ["Clout Nails Galvanised 30mm 1 Kilo", "Great for roofing felt, slates and plasterboard.", "Screws, Nails & Plugs"],
    ["Drivetite Wood Screws 4 x 40mm", "Great for general joinery and fixing timber.", "Screws, Nails & Plugs"],
    ["Joist Hanger, Galvanised, 47 x 150mm", "For hanging floor and deck joists.", "Screws, Nails & Plugs"],
    ["Bottle Trap 40mm", "Great for stopping drain smells under basins and sinks.", "Plumbing"],
    ["PTFE Tape, 12mm x 12m", "Great for sealing threaded pipe joints.", "Plumbing"],
    ["Compression Elbow 15mm", "For joining copper pipe at a corner.", "Plumbing"],
    ["Quickclip Push Fit Elbow - 22mm", "Ideal for joining plastic pipe without tools.", "Home > Plumbing"],
    ["Push-Fit Equal Tee 15mm", "For joining copper or plastic pipe.", ""],
    ["Pipe Inserts 15mm Pk 10", "Supports plastic pipe in push fittings.", ""],
    ["Radiator Valve Angled 15mm", "For a pipe to the radiator.", ""],
    ["Wall Tile Adhesive Ready Mixed, 15kg Tub", "Great for fixing ceramic tiles to walls.", "Sealants & Adhesives"],
    ["Angle Bead Galvanised Thin Coat 2400mm", "Suitable for sharp, protected plaster corners.", "Plastering"],
    ["Weed Control Membrane, 1m x 14m", "Great for under gravel, bark and paving.", "Landscaping"],
    ["Slotted Concrete Fence Post, 100 x 100mm, 2.4m", "For holding fence panels that will not rot.", "Timber"],
    ["150mm concrete gravel board 1.83mtr", "Fencing at the yard. Cut to length on request.", "Timber & Boards"],
    ["galvanised concrete in post shoe 75mm", "", "Building"],
    ["fixlock zinc self drill plasterboard fixing x50", "", "Building"],
  ])("%s is a sundry, whatever its description says it is used with", (title, description, productType) => {
    expect(classifyCategory({ title, description, productType })).toBe("other");
  });
  it("keys a sundry alike with or without a description naming what it is used with", () => {
    expect(
      attrKey("Coach Bolts Zinc Plated M10 x 120mm 10No", {
        description: "Suitable for bolting timber posts and beams together.",
        productType: "Building Supplies / Fixings",
      }),
    ).toBe(attrKey("Coach bolts zinc plated m10 x 120mm 10pk", { productType: "Fixings" }));
    expect(
      attrKey("Wall Tile Adhesive Ready Mixed, 15kg Tub", { description: "Great for fixing ceramic tiles to walls." }),
    ).toBe(attrKey("READY MIXED WALL TILE ADHESIVE 15KG TUB"));
  });
  it("keeps a concrete fence post apart from a timber one of the same size", () => {
    expect(attrKey("Slotted Concrete Fence Post, 100 x 100mm, 2.4m")).not.toBe(
      attrKey("Treated Fence Post Green 100x100x2400mm"),
    );
  });
  it("leaves the things a sundry is used with in their own categories", () => {
    const sheet =
      "Corrugated Bitumen Sheet 2000 x 950mm. Install in line with BS 5534 and the manufacturer's fixing guide.";
    expect(classifyCategory({ title: "Black Corrugated Bitumen Sheet 2m x 0.95m", description: sheet })).toBe(
      "roofing",
    );
    expect(classifyCategory({ title: "Treated Fence Post Green 100x100x2400mm" })).toBe("timber");
    expect(classifyCategory({ title: "Marley Modern Roof Tile" })).toBe("roofing");
    expect(classifyCategory({ title: "Pipe Clip 15mm, 10 pcs", productType: "Plumbing" })).toBe("drainage");
  });
  it("keys a precast concrete lintel as a lintel in either word order, not as a block", () => {
    expect(classifyCategory({ title: "Prestressed Concrete Lintel 100mm x 65mm x 1.2m" })).toBe("other");
    expect(attrKey("Prestressed Concrete Lintel 100mm x 65mm x 1.2m")).toBe(
      attrKey("65x100 prestressed concrete lintel 1.2mtr"),
    );
  });
});
