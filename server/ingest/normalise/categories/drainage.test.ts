import { describe, expect, it } from "vitest";
import { extractProductFacts } from "../extract-product-facts.ts";
import { attrKey } from "../test-helpers.ts";

const facts = (title: string) => extractProductFacts({ title }).facts;

describe("drainage", () => {
  it("separates pipe ends, angles and systems", () => {
    expect(facts("FloPlast 110mm Underground Pipe 3m Plain Ended").ends).toBe("plain");
    // The 87.5° bend is the trade's "90°" bend.
    expect(facts("FloPlast 110mm 87.5° Bend").angle).toBe("90°");
    expect(attrKey("FloPlast 110mm Soil Pipe 3m Plain Ended")).not.toBe(
      attrKey("FloPlast 110mm Underground Pipe 3m Plain Ended"),
    );
  });
  it("reads trade abbreviations", () => {
    expect(attrKey("POLYPIPE UG 45DEG BEND 110MM D/S")).toBe(
      attrKey("Polypipe 110mm Underground 45 Degree Bend Double Socket"),
    );
  });
  it("reads a rainwater fitting named without a gutter word as the rainwater fitting", () => {
    expect(attrKey("RUNNING OUTLET BLK 112MM", { brand: "Rainmoor" })).toBe(
      attrKey("Running Outlet, Black, 112mm (Rainmoor)", { brand: "Rainmoor" }),
    );
    expect(attrKey("FLOPLAST H/R UNION BRACKET 112MM BLACK")).toBe(
      attrKey("FloPlast Half Round Gutter Union Bracket - 112mm - Black"),
    );
    expect(attrKey("FLOPLAST H/R UNION BRACKET 112MM BLACK")).not.toBe(
      attrKey("FloPlast Half Round Gutter Union Bracket - 112mm - White"),
    );
  });
});
