import { describe, expect, it } from "vitest";
import { SearchIndex } from "./memory-index/search-index.ts";
import { indexRow } from "./memory-index/test-helpers.ts";
import { productSizeTokens } from "./size-tokens.ts";
import { nearSizeSlots, sharedParts } from "./near-size-matches.ts";

/** An index of invented products, each with its name's size tokens, in the order given (slot = position). */
function indexOf(rows: ReadonlyArray<[name: string, category: string, visible?: boolean]>): SearchIndex {
  const index = new SearchIndex();
  rows.forEach(([name, category, visible = true], i) =>
    index.upsert({ ...indexRow(i + 1), nameKey: name, sizes: productSizeTokens(name), category, visible }),
  );
  return index;
}

describe("nearSizeSlots", () => {
  const index = indexOf([
    ["sawn timber 47 x 75mm x 2.4m", "timber"],
    ["sawn timber 47 x 100mm x 2.4m", "timber"],
    ["cls timber 38 x 63mm x 2.4m", "timber"],
    ["sawn timber 63 x 150mm x 3.6m", "timber"],
    ["guttering 2.4m", "rainwater"],
    ["sawn timber 47 x 75mm x 3m", "timber", false],
  ]);

  it("adds the exact match's kind in sizes sharing a side or the length, never another kind or a hidden product", () => {
    const near = nearSizeSlots(index, [{ label: "47x75x2400", tokens: ["47x75x2400", "47x75"] }], Int32Array.from([0]));
    // 47 x 100 at 2.4 m (two sides shared) and 38 x 63 at 2.4 m (the length); 63 x 150 shares nothing typed.
    expect([...near!]).toEqual([0, 1, 2]);
  });

  it("with two sizes typed apart, adds the kind's products of either one", () => {
    const boards = indexOf([
      ["plasterboard 1800 x 900 x 12.5mm", "plasterboard"],
      ["plasterboard 2400 x 1200 x 12.5mm", "plasterboard"],
      ["plasterboard 2400 x 1200 x 15mm", "plasterboard"],
    ]);
    const sizes = [
      { label: "900x1800", tokens: ["900x1800"] },
      { label: "12.5mm", tokens: ["12.5mm"] },
    ];
    expect([...nearSizeSlots(boards, sizes, Int32Array.from([0]))!]).toEqual([0, 1]);
  });

  it("adds nothing for a single number or with no exact match", () => {
    expect(nearSizeSlots(index, [{ label: "75mm", tokens: ["75mm"] }], Int32Array.from([0]))).toBeNull();
    expect(nearSizeSlots(index, [{ label: "47x75", tokens: ["47x75"] }], new Int32Array(0))).toBeNull();
  });
});

describe("sharedParts", () => {
  it("gives each side and each pair of a three-sided size, and the sides of a section", () => {
    expect(sharedParts("12.5x1200x2400")).toEqual([
      "12.5mm",
      "1200mm",
      "2400mm",
      "12.5x1200",
      "12.5x2400",
      "1200x2400",
    ]);
    expect(sharedParts("47x75")).toEqual(["47mm", "75mm"]);
    expect(sharedParts("9.5mm")).toEqual([]);
    expect(sharedParts("n2x4")).toEqual([]);
  });
});
