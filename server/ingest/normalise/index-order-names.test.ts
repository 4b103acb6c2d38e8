import { describe, expect, it } from "vitest";
import { inSpokenOrder } from "./index-order-names.ts";
import { attrKey } from "./test-helpers.ts";

describe("a title in catalogue index order", () => {
  it("reads the qualifier before the head noun", () => {
    expect(inSpokenOrder("Nails, Round Wire; Bright; 75mm; 2.5kg")).toBe("Round Wire Nails; Bright; 75mm; 2.5kg");
    expect(inSpokenOrder("Paving Slab, Riven, grey, 450 x 450mm")).toBe("Riven Paving Slab, grey, 450 x 450mm");
    expect(inSpokenOrder("Membrane, Damp Proof")).toBe("Damp Proof Membrane");
  });
  it("leaves a list after the comma as written", () => {
    expect(inSpokenOrder("Sharp Sand, 25kg")).toBe("Sharp Sand, 25kg");
    expect(inSpokenOrder("Ballast, bulk bag")).toBe("Ballast, bulk bag");
    expect(inSpokenOrder("Round Wire Nails 75mm, Bright")).toBe("Round Wire Nails 75mm, Bright");
  });
  it("keys like the spoken order", () => {
    expect(attrKey("Membrane, Damp Proof; 1200 gauge; 4 x 25m")).toBe(
      attrKey("Damp Proof Membrane 1200 gauge 4 x 25m"),
    );
  });
});
