import { describe, expect, it } from "vitest";
import { findTitleCodeShape, withoutOwnMpn, withoutTitleCode } from "./title-stock-codes.ts";

const feed = [
  { title: "FN-C1819 General Purpose Cement, 25kg (Morvane)", brand: "Morvane" },
  { title: "FN-B3199 Steel Cavity Lintel, Galvanised, 5ft", brand: "" },
  { title: "FN-F2300 Wood Screws, 4 x 40mm, 200pc (Drivetite)", brand: "Drivetite" },
  { title: "FN-I2494 PIR Insulation Board, Foil Faced, 8' x 4', 75mm (Heatvault)", brand: "Heatvault" },
  { title: "FN-T1683 Quadrant Moulding, Pine, 18 x 18mm, 8ft", brand: "" },
  { title: "Sharp Sand Bulk Bag", brand: "" },
];

describe("title stock codes", () => {
  it("finds the shape of the codes a merchant opens most titles with, over several makers", () => {
    expect(findTitleCodeShape(feed)).toBe("FN-A9999");
  });

  it("cuts a code of that shape from the title's start and leaves other titles alone", () => {
    expect(withoutTitleCode("FN-B3199 Steel Cavity Lintel, Galvanised, 5ft", "FN-A9999")).toBe(
      "Steel Cavity Lintel, Galvanised, 5ft",
    );
    expect(withoutTitleCode("RP25B Rainmoor Bracket", "FN-A9999")).toBe("RP25B Rainmoor Bracket");
    expect(withoutTitleCode("FN-B3199 Steel Cavity Lintel", null)).toBe("FN-B3199 Steel Cavity Lintel");
  });

  it("finds no habit in one maker's model names, in codes repeated over items, or in too few titles", () => {
    const oneMaker = feed.map((r, i) => ({ title: `DT-${1000 + i} Drill Driver`, brand: "Drivetite" }));
    expect(findTitleCodeShape(oneMaker)).toBeNull();
    const repeated = feed.map((r) => ({ ...r, title: r.title.replace(/^FN-\w+/, "FN-A1000") }));
    expect(findTitleCodeShape(repeated)).toBeNull();
    expect(findTitleCodeShape(feed.slice(0, 4))).toBeNull();
  });

  it("needs the codes to open most titles, not a few", () => {
    const mostly = [...feed, ...feed.map((r) => ({ ...r, title: r.title.replace(/^FN-\w+ /, "") }))];
    expect(findTitleCodeShape(mostly)).toBeNull();
  });
});

describe("withoutOwnMpn", () => {
  it("drops a bracketed copy of the row's own part number, so its letters are no model word", () => {
    expect(withoutOwnMpn("Holmfirth Frame Fixings (HF-20417), 10 x 100mm", "HF-20417")).toBe(
      "Holmfirth Frame Fixings , 10 x 100mm",
    );
    expect(withoutOwnMpn("Brookwood Sealant 310ml White [BW310W]", "bw310w")).toBe("Brookwood Sealant 310ml White");
  });
  it("keeps a bare part number (often the range's name), numbers alone and other codes", () => {
    expect(withoutOwnMpn("Quarrydene QD4000 PIR Board 50mm", "QD4000")).toBe("Quarrydene QD4000 PIR Board 50mm");
    expect(withoutOwnMpn("Board 2400 x 1200 (2400)", "2400")).toBe("Board 2400 x 1200 (2400)");
    expect(withoutOwnMpn("Frame Fixings (HF-20417)", "HF-99999")).toBe("Frame Fixings (HF-20417)");
  });
});
