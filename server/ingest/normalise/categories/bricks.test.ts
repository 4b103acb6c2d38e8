import { describe, expect, it } from "vitest";
import { extractProductFacts } from "../extract-product-facts.ts";
import { attrKey } from "../test-helpers.ts";

const facts = (title: string) => extractProductFacts({ title }).facts;

describe("bricks", () => {
  it("defaults engineering bricks to class B and unqualified bricks to facing", () => {
    expect(facts("Red Engineering Brick 65mm").class).toBe("class B");
    expect(facts("Ibstock Tradesman Red Multi 65mm").type).toBe("facing");
  });
  it("keys facing bricks on maker + range name, and needs a maker", () => {
    expect(attrKey("Ibstock Tradesman Red Multi Facing Brick 65mm")).toContain("|ibstock|facing|");
    expect(attrKey("Red Multi Facing Brick 65mm")).toBeNull();
  });
  it("fills the standard face from the height", () => {
    expect(facts("Class B Engineering Brick Red 65mm")).toMatchObject({
      height: "65 mm",
      depth: "102.5 mm",
      length: "215 mm",
    });
  });
});
