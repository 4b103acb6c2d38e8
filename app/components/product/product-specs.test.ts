import { expect, it } from "vitest";
import { factLabel, factValue } from "./product-specs";

it("makes matcher facts readable", () => {
  expect(factLabel("thickness")).toBe("Thickness");
  expect(factLabel("pack_size")).toBe("Pack size");
  expect(factValue("pea-gravel")).toBe("Pea gravel");
  expect(factValue("mdf")).toBe("MDF");
  expect(factValue("d4")).toBe("D4");
  expect(factValue("paper")).toBe("Paper");
  expect(factValue("25 kg")).toBe("25 kg");
  expect(factValue("3.6 N/mm²")).toBe("3.6 N/mm²");
});
