import { describe, expect, it } from "vitest";
import { withoutImperialRestatements as metric } from "./imperial-restatements.ts";
import { attrKey, sameProduct } from "./test-helpers.ts";

describe("an imperial size restated in metric in brackets", () => {
  it("is the metric size, for lengths, sections, weights and volumes", () => {
    expect(metric("Gate Valve Brass 3/4in (22mm)")).toBe("Gate Valve Brass 22mm");
    expect(metric("Planed Redwood 1 x 4in (25 x 100mm) 10ft (3m)")).toBe("Planed Redwood 25 x 100mm 3m");
    expect(metric("Patio Slab Buff 2ft x 2ft x 1 1/2in (600 x 600 x 38mm)")).toBe("Patio Slab Buff 600 x 600 x 38mm");
    expect(metric("Tile Grout Grey 11lb (5kg)")).toBe("Tile Grout Grey 5kg");
    expect(metric("Wood Glue 8.8 fl oz (250ml)")).toBe("Wood Glue 250ml");
    expect(metric("Exterior Gloss Black 4.4 pints (2.5L)")).toBe("Exterior Gloss Black 2.5L");
    expect(metric("Fence Stain 1.1 gal (5L)")).toBe("Fence Stain 5L");
    expect(metric("Door Casing 3ft 3in (1m)")).toBe("Door Casing 1m");
  });
  it("keeps a screw gauge's bracketed size", () => {
    expect(metric("Chipboard Screws No.8 x 1 1/2in (4 x 40mm)")).toBe("Chipboard Screws 4 x 40mm");
  });
  it("stays as written when the bracket is no restatement", () => {
    expect(metric("Garden Hose 1/2in (30m)")).toBe("Garden Hose 1/2in (30m)");
    expect(metric("Coach Screws 3in (Pack of 10)")).toBe("Coach Screws 3in (Pack of 10)");
    expect(metric("Sawn Batten 2 x 1in (50 x 25 x 2400mm)")).toBe("Sawn Batten 2 x 1in (50 x 25 x 2400mm)");
    expect(metric("Ballast 55lb (25L)")).toBe("Ballast 55lb (25L)");
    expect(metric("Timber 100 x 47 (100 x 47mm)")).toBe("Timber 100 x 47 (100 x 47mm)");
  });
  it("keys like the metric title another merchant writes", () => {
    expect(attrKey("Gate Valve Brass 3/4in (22mm)")).toBe(attrKey("Gate Valve Brass 22mm"));
    expect(sameProduct("Tile Grout Grey 11lb (5kg)", "Tile Grout Grey 5kg")).toBe(true);
    expect(attrKey("Gate Valve Brass 3/4in (22mm)")).not.toBe(attrKey("Gate Valve Brass 15mm"));
  });
  it("keeps the metric side of a slashed pair, either way round", () => {
    expect(metric("Sawn Batten 38 x 63mm/1 1/2 x 2 1/2in 3.6m/12ft")).toBe("Sawn Batten 38 x 63mm 3.6m");
    expect(metric("Gate Valve 3/4in/22mm")).toBe("Gate Valve 22mm");
    expect(metric("Hardboard 3mm/1/8in x 4ft x 8ft")).toBe("Hardboard 3mm/1/8in x 4ft x 8ft");
    expect(sameProduct("Sawn Batten 38 x 63mm/1 1/2 x 2 1/2in 3.6m/12ft", "Sawn Batten 38 x 63mm 3.6m")).toBe(true);
    expect(sameProduct("Damp Course 150mm/5 7/8in 30m", "Damp Course 150mm 30m")).toBe(true);
  });
  it("leaves a slashed pair that is no restatement", () => {
    expect(metric("Garden Hose 1/2in/30m")).toBe("Garden Hose 1/2in/30m");
    expect(metric("Clout Nails 10/1in")).toBe("Clout Nails 10/1in");
    expect(metric("Pipe Clip 15mm/1in")).toBe("Pipe Clip 15mm/1in");
  });
});
