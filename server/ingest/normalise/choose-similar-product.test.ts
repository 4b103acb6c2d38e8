import { describe, expect, it } from "vitest";
import { chooseSimilarProduct } from "./choose-similar-product.ts";
import { loftRoll, loftRollWith } from "./test-helpers.ts";

describe("chooseSimilarProduct", () => {
  const spacesaver = { productId: 1, profile: loftRoll };
  const other = { productId: 2, profile: loftRollWith({ tokens: ["loft", "combi"] }) };
  it("takes the best same candidate", () => {
    expect(chooseSimilarProduct(loftRoll, [other, spacesaver])).toMatchObject({ productId: 1 });
    expect(chooseSimilarProduct(loftRoll, [spacesaver])?.reason).toMatch(/^similar: same numbers 100/);
  });
  it("returns null when nothing is the same", () => {
    expect(
      chooseSimilarProduct(loftRoll, [{ productId: 3, profile: loftRollWith({ brandFamily: "knauf" }) }]),
    ).toBeNull();
    expect(chooseSimilarProduct(loftRoll, [])).toBeNull();
  });
  it("returns null on a near-tie between two different products", () => {
    const twin = { productId: 4, profile: loftRoll };
    expect(chooseSimilarProduct(loftRoll, [spacesaver, twin])).toBeNull();
  });
  it("does not treat two profiles of one product as a tie", () => {
    expect(chooseSimilarProduct(loftRoll, [spacesaver, { productId: 1, profile: loftRoll }])).toMatchObject({
      productId: 1,
    });
  });
});
