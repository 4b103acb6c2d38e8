/** One test per general vocabulary/parsing rule added for unseen merchant styles. */
import { describe, expect, it } from "vitest";
import { extractProductFacts } from "./extract-product-facts.ts";
import { parseMeasurements } from "./measurements.ts";
import { attrKey, sameProduct } from "./test-helpers.ts";
import { normaliseText } from "./text.ts";

const pack = (title: string) => parseMeasurements(normaliseText(title)).packCount;
const facts = (title: string, brand: string | null = null) => extractProductFacts({ title, brand }).facts;

describe("cement lines", () => {
  it("reads SR / sulphate resistant as sulfate-resisting, never general purpose", () => {
    expect(facts("25kg Tarmac Blue Circle SR Cement").line).toBe("sulfate-resisting");
    expect(facts("Blue Circle Sulphate Resistant Cement 25kg").line).toBe("sulfate-resisting");
    expect(sameProduct("25kg Tarmac Blue Circle SR Cement", "Tarmac Blue Circle General Purpose Cement 25kg")).toBe(
      false,
    );
  });
  it("prefers general purpose over portland when a title says both", () => {
    expect(facts("Blue Circle General Purpose Portland Cement 25kg").line).toBe("general-purpose");
  });
});

describe("bag sizes", () => {
  it("never calls an explicitly stated weight under 500 kg a bulk bag, and one mini bag whatever its weight", () => {
    expect(attrKey("Building Sand Mini Bulk Bag (approx. 400kg)")).toBe("attr:sand|*|building|natural|mini-bag|1");
    expect(sameProduct("Sharp Sand Mini Bulk Bag 400kg", "Sharp Sand Bulk Bag")).toBe(false);
    expect(attrKey("Sharp Sand Bulk Bag 850kg")).toBe("attr:sand|*|sharp|natural|bulk-bag|1");
    expect(attrKey("Red Building Sand Mini Dumpy Bag")).toBe("attr:sand|*|building|red|mini-bag|1");
    expect(attrKey("425kg Mini Bag Red Building Sand")).toBe("attr:sand|*|building|red|mini-bag|1");
    // A handy bag without a weight is the 25 kg bag; with one, the weight names it.
    expect(attrKey("Sharp Sand - Handy Bag")).toBe("attr:sand|*|sharp|natural|25kg|1");
    expect(attrKey("Handy Bag Sharp Sand")).toBe(attrKey("Sharp Sand 25kg Bag"));
    expect(attrKey("Sharp Sand Handy Bag 20kg")).toBe("attr:sand|*|sharp|natural|20kg|1");
    expect(attrKey("Sharp Sand Handy Bag 25kg")).toBe("attr:sand|*|sharp|natural|25kg|1");
  });
});

describe("pack counts", () => {
  it.each([
    ["Common Brick 65mm PK500", 500],
    ["65mm Common Brick x500", 500],
    ["65mm Common Brick (500)", 500],
    ["Common Brick 65mm (500 Pack)", 500],
    ["Rockwool RWA45 Slab 100mm 4' x 2' x6", 6],
  ])("%s → %i", (title, n) => {
    expect(pack(title)).toBe(n);
  });
  it("keeps bracketed sizes as sizes", () => {
    expect(pack('Dense Block 4" (100mm)')).toBeNull();
  });
});

describe("timber", () => {
  it("reads UC3/UC4 use classes as treated", () => {
    expect(facts("FENCE POST UC4 75X75MM 1.8M").treatment).toBe("treated");
  });
  it("assumes fencing and decking are treated unless it says untreated", () => {
    expect(sameProduct("DECK BOARD GROOVED 28X144MM 2.4M", "Treated Decking Board 28 x 144mm x 2.4m")).toBe(true);
    expect(facts("Untreated Decking Board 28 x 144mm x 2.4m").treatment).toBe("untreated");
  });
  it("maps 1.5 x 1 inch battens to 25 x 38", () => {
    expect(sameProduct('Treated Timber Batten 1.5" x 1" x 2.4m (8\')', "Treated Timber Batten 25 x 38mm x 2.4m")).toBe(
      true,
    );
  });
  it("assumes graded roofing battens are treated", () => {
    expect(
      sameProduct("ROOF BATTEN BS5534 25X50MM 4.8M", "Treated Roof Batten Graded to BS 5534, 25mm x 50mm x 4.8m"),
    ).toBe(true);
  });
});

describe("plaster lines", () => {
  it("reads MF as Multi-Finish and Single Coat as One Coat", () => {
    expect(facts("25kg British Gypsum Thistle MF Finish").line).toBe("multi-finish");
    expect(facts("Thistle UniversalOneCoat Single Coat Plaster, 25 kg").line).toBe("one-coat");
  });
});

describe("bricks", () => {
  it("treats 'multi' as a blend qualifier merchants drop", () => {
    expect(
      sameProduct(
        "Wienerberger Elmstead Yellow Multi Facing Brick 65mm",
        "Wienerberger Elmstead Yellow Facing Brick 65mm",
      ),
    ).toBe(true);
    expect(
      sameProduct("Wienerberger Elmstead Yellow Facing Brick 65mm", "Wienerberger Elmstead Red Facing Brick 65mm"),
    ).toBe(false);
  });
  it("ignores material words and the merchant's own name in model words", () => {
    const a = { title: "Ibstock Wealden Buff Stock Clay Facing Brick 65mm", brand: "Ibstock" };
    const b = {
      title: "Wealden Buff Stock Facing Brick 65mm - Ibstock | Fenland",
      brand: "Ibstock",
      merchantName: "Fenland Builders",
    };
    expect(sameProduct(a, b)).toBe(true);
  });
});

describe("aggregates", () => {
  it("keys decorative stone by stone name, grading and bag", () => {
    expect(attrKey("Scottish Pebbles 20-40mm 20kg")).toBe("attr:aggregates|*|decorative|-|scottish|20-40mm|20kg|1");
    expect(sameProduct("COTSWOLD CHIPS 20MM 25KG", "Cotswold Buff Chippings 20mm, 25 kg")).toBe(true);
    expect(sameProduct("Blue Slate Chippings 40mm 20kg", "Cotswold Chippings 40mm 20kg")).toBe(false);
  });
  it("reads 0-N gradings as N and keeps other ranges whole", () => {
    expect(attrKey("All-in Ballast 0-20mm Bulk Bag")).toBe(attrKey("All-in Ballast 20mm Bulk Bag"));
    expect(parseMeasurements(normaliseText("Pebbles 20-40mm")).rangesMm).toEqual([[20, 40]]);
  });
});

describe("sizes", () => {
  it("drops an imperial size restated next to its metric one", () => {
    expect(sameProduct('Dense Concrete Block 3.6N 4" (100mm)', "Dense Concrete Block 3.6N 100mm")).toBe(true);
    expect(
      sameProduct(
        { title: 'OsmaDrain Pipe Plain Ended 4" (110mm) x 3m', brand: "Wavin" },
        { title: "OsmaDrain Pipe Plain Ended 110mm x 3m", brand: "Wavin" },
      ),
    ).toBe(true);
  });
});

describe("rainwater and abbreviations", () => {
  it("keys downpipes and gutters by colour and section shape", () => {
    const a = { title: "68mm 2.5m FloPlast Round Downpipe Black", brand: "FloPlast" };
    expect(sameProduct(a, { title: "Round Downpipe Black 68mm x 2.5m - Floplast", brand: "Floplast" })).toBe(true);
    expect(sameProduct(a, { title: "68mm 2.5m FloPlast Round Downpipe White", brand: "FloPlast" })).toBe(false);
    expect(sameProduct(a, { title: "68mm 2.5m FloPlast Square Downpipe Black", brand: "FloPlast" })).toBe(false);
  });
  it("expands ERP shorthand", () => {
    expect(normaliseText("INSP CHAMBER HR GUTTER STD HI-STR EXP FOAM")).toBe(
      " inspection chamber half round gutter standard high strength expanding foam ",
    );
    expect(extractProductFacts({ title: "MDF TORUS ARCH 18X69MM 2.4M" }).category).toBe("skirting-architrave");
    expect(extractProductFacts({ title: "Steel Arch Lintel 1200mm" }).category).not.toBe("skirting-architrave");
  });
});
