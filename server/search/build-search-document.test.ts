import { describe, expect, it } from "vitest";
import { buildSearchDocument, CATEGORY_TEXTS, type SearchDocumentSource } from "./build-search-document.ts";

const source = (over: Partial<SearchDocumentSource> = {}): SearchDocumentSource => ({
  id: 1,
  name: "Treated Sawn Timber C16 47 x 100mm x 3.6m",
  brand: "Roofline 600mm",
  category: "timber",
  description: "Pressure treated for outdoor use.",
  titles: ["4x2 Treated Timber 3.6m", "Plywood Sheet 18mm"],
  ...over,
});

describe("buildSearchDocument", () => {
  it("gives the same document when its texts are built again (the per-text parts are remembered)", () => {
    const first = buildSearchDocument(source());
    expect(buildSearchDocument(source())).toEqual(first);
    // Another product sharing one title still gets its own name's parts.
    const other = buildSearchDocument(source({ id: 2, name: "Cement 25kg", category: "cement" }));
    expect(other.sizes).toContain("25kg");
    expect(other.sizes).not.toContain("47x100");
    expect(first.sizes).not.toContain("25kg");
  });

  it("reads sizes from the name and titles, not the brand, and keeps canonical words before written ones", () => {
    const doc = buildSearchDocument(source());
    expect(doc.sizes).toEqual(expect.arrayContaining(["47x100x3600", "3600mm", "18mm"]));
    expect(doc.sizes).not.toContain("600mm");
    // "plywood" is "ply" in canonical text: the canonical form comes first, the written word after it.
    expect(doc.words.indexOf("ply")).toBeGreaterThanOrEqual(0);
    expect(doc.words.indexOf("plywood")).toBeGreaterThan(doc.words.indexOf("ply"));
    expect(doc.category).toBe(CATEGORY_TEXTS.find((c) => c.category === "timber")!.text);
  });

  it("reads a feed's size column beside the name, and the description only when nothing else states a size", () => {
    const sized = buildSearchDocument(
      source({ name: "Wallboard Tapered Edge 12.5mm", titles: [], sizeTexts: ["2400 x 1200mm"] }),
    );
    expect(sized.sizes).toEqual(expect.arrayContaining(["12.5x1200x2400", "1200x2400", "12.5mm"]));
    const described = buildSearchDocument(
      source({ name: "Wallboard Tapered Edge", titles: [], description: "Wallboard. Size 2400 x 1200 x 12.5mm." }),
    );
    expect(described.sizes).toContain("12.5x1200x2400");
    // Beside a stated size the description's numbers say what the product suits, not what it is.
    const suits = buildSearchDocument(source({ titles: [], description: "Fits 150mm walls." }));
    expect(suits.sizes).toContain("47x100x3600");
    expect(suits.sizes).not.toContain("150mm");
  });
});
