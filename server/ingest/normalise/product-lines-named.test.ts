import { describe, expect, it } from "vitest";
import { DRAINAGE_TYPES, INSULATION_TYPES, PIPE_ENDS, ROOFING_TYPES } from "./product-lines-named.ts";
import { firstTerm } from "./term-tables.ts";
import { normaliseText } from "./text.ts";

const first = (title: string, table: Parameters<typeof firstTerm>[1]) => firstTerm(normaliseText(title), table)?.value;

describe("named-product vocabulary", () => {
  it("prefers specific phrases by table order", () => {
    expect(first("Bottle Gully", DRAINAGE_TYPES)).toBe("bottle-gully");
    expect(first("Pipe Bend", DRAINAGE_TYPES)).toBe("bend");
    expect(first("Roofing Batten", ROOFING_TYPES)).toBe("batten");
    expect(first("Ridge Tile", ROOFING_TYPES)).toBe("ridge");
    expect(first("XPS board", INSULATION_TYPES)).toBe("xps");
    expect(first("Expanded Polystyrene", INSULATION_TYPES)).toBe("eps");
  });
  it("reads pipe end spellings", () => {
    expect(first("Plain Ended", PIPE_ENDS)).toBe("plain");
    expect(first("S/S", PIPE_ENDS)).toBe("single-socket");
  });
});
