import { describe, expect, it } from "vitest";
import { findBoilerplate, sentenceKey, stripBoilerplate } from "./feed-boilerplate.ts";

const DELIVERY = "Free next-day delivery on orders over £150. Prices include VAT.";

const feed = [
  `Kiln dried sharp sand for screeds. ${DELIVERY}`,
  `Portland cement, 25kg bag. Sets in 24 hours. ${DELIVERY}`,
  `C16 treated timber 47 x 100mm, 4.8m long.\n${DELIVERY}`,
  `${DELIVERY} Gyproc WallBoard 12.5mm, tapered edge.`,
  "Facing brick, red multi. Sold in packs of 500.",
  "",
  `free  next-day delivery on orders over £150 prices include vat`,
];

describe("findBoilerplate", () => {
  it("finds the sentences repeated on at least half of the described items", () => {
    expect(findBoilerplate(feed)).toEqual(
      new Set(["free next-day delivery on orders over £150", "prices include vat"]),
    );
  });

  it("finds nothing in a feed with fewer than five described items", () => {
    expect(findBoilerplate([DELIVERY, DELIVERY, DELIVERY, DELIVERY, "", null, undefined])).toEqual(new Set());
  });

  it("finds nothing below half of the described items", () => {
    const items = ["One.", "Two.", "Three.", "Four.", `Five. ${DELIVERY}`, `Six. ${DELIVERY}`];
    expect(findBoilerplate(items)).toEqual(new Set());
  });

  it("counts a sentence once per item, however often the item repeats it", () => {
    const items = [`Call us. Call us. Call us.`, "Sand.", "Cement.", "Ballast.", "Gravel.", "Lime."];
    expect(findBoilerplate(items)).toEqual(new Set());
  });

  it("does not split on a full stop inside a number, size or address", () => {
    const items = Array.from({ length: 6 }, (_v, i) => `Item ${i}: 12.5mm board. See www.example.co.uk for £1.50 off.`);
    expect(findBoilerplate(items)).toContain("see www.example.co.uk for £1.50 off");
  });

  it("takes descriptions from any iterable, e.g. a generator over rows", () => {
    function* descriptions() {
      for (let i = 0; i < 10; i += 1) yield `Product ${i}. Order by 2pm for next-day dispatch!`;
    }
    expect(findBoilerplate(descriptions())).toEqual(new Set(["order by 2pm for next-day dispatch"]));
  });
});

describe("stripBoilerplate", () => {
  const boilerplate = findBoilerplate(feed);

  it("removes the boilerplate and keeps the rest as written", () => {
    expect(stripBoilerplate(feed[1]!, boilerplate)).toBe("Portland cement, 25kg bag. Sets in 24 hours.");
    expect(stripBoilerplate(feed[3]!, boilerplate)).toBe("Gyproc WallBoard 12.5mm, tapered edge.");
    expect(stripBoilerplate(feed[2]!, boilerplate)).toBe("C16 treated timber 47 x 100mm, 4.8m long.");
  });

  it("matches boilerplate written with other case, spacing or closing punctuation", () => {
    expect(stripBoilerplate("Sharp sand.  PRICES   INCLUDE VAT!  Bagged.", boilerplate)).toBe("Sharp sand.  Bagged.");
    expect(stripBoilerplate("Sharp sand. (Prices include VAT.)", boilerplate)).toBe("Sharp sand.");
  });

  it("treats each line and bullet as a sentence of its own", () => {
    expect(stripBoilerplate("• 25kg bag\n• Prices include VAT\n• Grey", boilerplate)).toBe("• 25kg bag\n• Grey");
    expect(stripBoilerplate("Sharp sand | Prices include VAT | Bagged", boilerplate)).toBe("Sharp sand | Bagged");
  });

  it("returns '' when the description was only boilerplate", () => {
    expect(stripBoilerplate(DELIVERY, boilerplate)).toBe("");
  });

  it("returns the description trimmed when there is no boilerplate", () => {
    expect(stripBoilerplate("  Sharp sand. Prices include VAT.  ", new Set())).toBe("Sharp sand. Prices include VAT.");
  });
});

describe("sentence splitting on hostile input", () => {
  it.each([
    ["one long word", "a".repeat(40_000)],
    ["a long run of spaces", `x${" ".repeat(40_000)}y`],
    ["a long run of full stops", ".".repeat(40_000)],
    ["dots between digits", "1.".repeat(20_000)],
    ["alternating closers", `x${".)".repeat(20_000)}`],
  ])("handles %s in linear time", (_name, text) => {
    const started = performance.now();
    const boilerplate = findBoilerplate(Array.from({ length: 5 }, () => text));
    stripBoilerplate(text, boilerplate);
    sentenceKey(text);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
