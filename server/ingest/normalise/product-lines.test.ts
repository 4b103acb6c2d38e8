import { describe, expect, it } from "vitest";
import { AGGREGATE_TYPES, COLOURS, CONCRETE_MORTAR_LINES, SAND_TYPES } from "./product-lines.ts";
import { allTerms, firstTerm, stripTerms } from "./term-tables.ts";
import { normaliseText } from "./text.ts";
import { attrKey } from "./test-helpers.ts";

const first = (title: string, table: Parameters<typeof firstTerm>[1]) => firstTerm(normaliseText(title), table)?.value;

describe("vocabulary tables", () => {
  it("prefer specific phrases by table order", () => {
    expect(first("Postcrete Post Fix Concrete", CONCRETE_MORTAR_LINES)).toBe("postcrete");
    expect(first("Rendering & Plastering Sand", SAND_TYPES)).toBe("plastering");
    expect(first("Limestone Chippings", AGGREGATE_TYPES)).toBe("limestone");
    expect(first("All-in Ballast", AGGREGATE_TYPES)).toBe("ballast");
  });
  it("carry the brand family of branded lines", () => {
    expect(firstTerm(normaliseText("Postcrete"), CONCRETE_MORTAR_LINES)?.family).toBe("hanson");
  });
  it("find all matching terms and strip them", () => {
    expect(allTerms(normaliseText("Red Blue Brindle"), COLOURS).map((t) => t.value)).toEqual([
      "red",
      "blue",
      "brindle",
    ]);
    expect(stripTerms(normaliseText("red brick"), COLOURS).trim()).toBe("brick");
  });
  it("every phrase is non-empty after canonicalisation", () => {
    for (const table of [AGGREGATE_TYPES, CONCRETE_MORTAR_LINES, SAND_TYPES, COLOURS]) {
      for (const t of table) for (const p of t.phrases) expect(normaliseText(p).trim().length).toBeGreaterThan(0);
    }
  });
});

describe("cement lines (session 23)", () => {
  it("keep a maker's masonry and sulfate cement apart from its general-purpose bag", () => {
    const gp = attrKey("Fellbeck General Purpose Cement 25kg");
    expect(attrKey("Fellbeck Masonry Cement 25kg")).not.toBe(gp);
    expect(attrKey("Fellbeck Sulphate Cement 25kg")).not.toBe(gp);
    expect(attrKey("Fellbeck Sulphate Cement 25kg")).toBe(attrKey("Fellbeck Sulfate Resisting Cement 25kg"));
    expect(attrKey("Fellbeck Masonry Cement Plasticised 25kg")).toBe(attrKey("Fellbeck Masonry Cement 25kg"));
  });
});
