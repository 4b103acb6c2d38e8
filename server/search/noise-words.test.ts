import { describe, expect, it } from "vitest";
import { isPackWordAsTyped } from "./pack-and-tier-words.ts";
import { isNoiseWord } from "./noise-words.ts";

describe("isNoiseWord", () => {
  it("drops a word for a trade's whole range beside the kind word", () => {
    expect(isNoiseWord("gear", "roofing", undefined)).toBe(true);
    expect(isNoiseWord("good", "timber", undefined)).toBe(true);
    expect(isNoiseWord("consumable", "fixing", undefined)).toBe(true);
    expect(isNoiseWord("part", "guttering", undefined)).toBe(true);
    expect(isNoiseWord("component", "drainage", undefined)).toBe(true);
    // A count before it makes "part" the product's own word ("two part filler").
    expect(isNoiseWord("part", "two", "filler")).toBe(false);
    expect(isNoiseWord("part", "2", "epoxy")).toBe(false);
  });

  it("drops 'materials' after a kind word, a category's label too ('sheet materials' is the sheets)", () => {
    expect(isNoiseWord("material", "sheet", undefined)).toBe(true);
    expect(isNoiseWord("material", "roofing", "online")).toBe(true);
  });

  it("drops a word for something like the named product ('a coving alternative', 'grout substitute')", () => {
    expect(isNoiseWord("alternative", "coving", undefined)).toBe(true);
    expect(isNoiseWord("substitute", "grout", undefined)).toBe(true);
    expect(isNoiseWord("equivalent", "lintel", undefined)).toBe(true);
  });

  it("drops 'trade' only where it ends the query or only shopping words follow it", () => {
    expect(isNoiseWord("trade", "adhesive", undefined)).toBe(true);
    expect(isNoiseWord("trade", "brickworks", "price")).toBe(true);
    // Before another word it is part of a paint range's name.
    expect(isNoiseWord("trade", "dulux", "vinyl")).toBe(false);
    expect(isNoiseWord("trade", undefined, "matt")).toBe(false);
  });

  it("keeps a word that names a product", () => {
    expect(isNoiseWord("gun", "sealant", undefined)).toBe(false);
    expect(isNoiseWord("pot", "chimney", undefined)).toBe(false);
  });
});

describe("isPackWordAsTyped", () => {
  it("reads a container's plural in -es, canonicalised without its last letter, as the container", () => {
    expect(isPackWordAsTyped("boxe")).toBe(true);
    expect(isPackWordAsTyped("pouche")).toBe(true);
    expect(isPackWordAsTyped("pot")).toBe(true);
  });

  it("leaves other words ending in -e alone", () => {
    expect(isPackWordAsTyped("tube")).toBe(true);
    expect(isPackWordAsTyped("tape")).toBe(false);
    expect(isPackWordAsTyped("brushe")).toBe(false);
  });
});
