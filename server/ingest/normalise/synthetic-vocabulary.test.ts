import { describe, expect, it } from "vitest";
import { sameProduct } from "./test-helpers.ts";

describe("vocabulary that splits one maker's near-identical products", () => {
  it("tells moulding profiles and materials apart", () => {
    expect(
      sameProduct(
        "Pine Colonial Skirting Board 15mm x 169mm x 2.4m",
        "Pine Victorian Skirting Board 15mm x 169mm x 2.4m",
      ),
    ).toBe(false);
    expect(sameProduct("Pine Edwardian Architrave 18 x 44mm x 2.4m", "Pine Colonial Architrave 18 x 44mm x 2.4m")).toBe(
      false,
    );
    expect(
      sameProduct("Pine Chamfered Skirting 15 x 94mm x 4.4m", "Pine Chamfered & Rounded Skirting 15 x 94mm x 4.4m"),
    ).toBe(false);
    expect(
      sameProduct("Pine Torus Skirting 15 x 94mm x 4.4m", "Pine Dual Purpose Torus/Ogee Skirting 15 x 94mm x 4.4m"),
    ).toBe(false);
    expect(
      sameProduct("Primed MDF Torus Skirting 15 x 69mm x 2.4m", "Oak Veneered MDF Torus Skirting 15 x 69mm x 2.4m"),
    ).toBe(false);
    expect(
      sameProduct("Softwood Ogee Skirting 15 x 194mm x 3.0m", "Finger Jointed Redwood Ogee Skirting 15 x 194mm x 3.0m"),
    ).toBe(false);
    expect(
      sameProduct("Softwood Colonial Architrave 18mm x 44mm x 2400mm", "Pine Colonial Architrave 18 x 44mm x 2.4m"),
    ).toBe(true);
  });
  it("keeps a tile range's hip, verge and eaves tiles apart from the plain tile", () => {
    const tile = "Redland 49 Breckland Brown Interlocking Tile Pack of 48";
    expect(sameProduct(tile, "Redland 49 Breckland Brown Hip Tile Pack of 48")).toBe(false);
    expect(sameProduct(tile, "Redland 49 Breckland Brown Verge Tile Pack of 48")).toBe(false);
    expect(sameProduct(tile, "Redland 49 Breckland Brown Tile and a Half Pack of 48")).toBe(false);
  });
  it("reads a facing brick's face finish", () => {
    expect(
      sameProduct(
        "Wienerberger Warnham Red Multi Rustic Facing Brick 65mm",
        "Wienerberger Warnham Red Multi Smooth Facing Brick 65mm",
      ),
    ).toBe(false);
  });
});
