import { describe, expect, it } from "vitest";
import { withoutFigureCodes, withoutMeasureLabels } from "./measure-labels.ts";
import { attrKey } from "./test-helpers.ts";

describe("measure labels in a title", () => {
  it("go before their values, and an attribute record opens", () => {
    expect(withoutMeasureLabels('Exterior Ply {"thickness":"12mm","size":"2440x1220mm"}')).toBe(
      "Exterior Ply 12mm 2440x1220mm",
    );
    expect(withoutMeasureLabels('Wall Plugs Red {"qty":100}')).toBe("Wall Plugs Red qty 100");
    expect(withoutMeasureLabels("Fence Panel Lap Height: 1.8m")).toBe("Fence Panel Lap 1.8m");
  });
  it("stay when no value follows", () => {
    expect(withoutMeasureLabels("Full Length Mirror Door")).toBe("Full Length Mirror Door");
  });
  it("key like the title without them", () => {
    expect(attrKey('Wood Filler Light Oak {"volume":"250ml"}')).toBe(attrKey("Wood Filler Light Oak 250ml"));
  });
});

describe("labels after a measured figure", () => {
  it("go, the figure stays", () => {
    expect(withoutMeasureLabels("Planed Batten 22mm Thk x 50mm Wd x 1.8m Lg")).toBe("Planed Batten 22mm x 50mm x 1.8m");
    expect(withoutMeasureLabels("Waste Pipe 40mm Dia. 3m long")).toBe("Waste Pipe 40mm 3m");
    expect(withoutMeasureLabels("Engineering Brick 215mm L x 102.5mm W x 65mm H")).toBe(
      "Engineering Brick 215mm x 102.5mm x 65mm H",
    );
  });
  it("stay when no measured figure comes before them", () => {
    expect(withoutMeasureLabels("Extra Long Reach Roller Pole")).toBe("Extra Long Reach Roller Pole");
    expect(withoutMeasureLabels("Wide Angle Bracket 50 Deep")).toBe("Wide Angle Bracket 50 Deep");
  });
  it("key like the size written plain", () => {
    expect(attrKey("Porcelain Slab Grey 20mm Thk x 600mm Wd x 900mm Lg")).toBe(
      attrKey("Porcelain Slab Grey 20 x 600 x 900mm"),
    );
  });
});

describe("letter-coded figures (EPOS size codes)", () => {
  it("read a run of differently lettered codes as millimetres", () => {
    expect(withoutFigureCodes("Planed Batten T22 W50 L1800")).toBe("Planed Batten 22 x 50 x 1800mm");
    expect(withoutFigureCodes("Decking Screws D4.5 L60 Pk250")).toBe("Decking Screws 4.5 x 60mm Pk250");
    expect(withoutFigureCodes("Engineering Brick L215 W102.5 H65 Blue")).toBe(
      "Engineering Brick 215 x 102.5 x 65mm Blue",
    );
  });
  it("read a lone code only with three or four figures and a letter that is never a class", () => {
    expect(withoutFigureCodes("Box Lintel 100mm L1500")).toBe("Box Lintel 100mm 1500mm");
    expect(withoutFigureCodes("Torx Bit T25")).toBe("Torx Bit T25");
    expect(withoutFigureCodes("Gully Grate D400 Ductile Iron")).toBe("Gully Grate D400 Ductile Iron");
  });
  it("leave codes inside words, model numbers and repeated letters alone", () => {
    expect(withoutFigureCodes("Cable H07RN-F 3 Core")).toBe("Cable H07RN-F 3 Core");
    expect(withoutFigureCodes("Hinge Pair H1 H2")).toBe("Hinge Pair H1 H2");
    expect(withoutFigureCodes("Reducer W-100 L/H")).toBe("Reducer W-100 L/H");
  });
  it("key like the size written with units", () => {
    expect(attrKey("Sawn Carcassing C24 T47 W150 L3600")).toBe(attrKey("Sawn Carcassing C24 47 x 150mm 3.6m"));
    expect(attrKey("Concrete Padstone L215 W140 H102")).toBe(attrKey("Concrete Padstone 215 x 140 x 102mm"));
  });
});
