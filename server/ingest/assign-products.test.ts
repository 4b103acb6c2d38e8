import { describe, expect, it } from "vitest";
import { assignProducts, emptyOwnership } from "./assign-products.ts";
import { extractProductFacts, type OfferIdentityInput } from "./normalise/index.ts";

const facts = (input: OfferIdentityInput) => extractProductFacts(input);

describe("assignProducts", () => {
  it("creates one product for look-alike rows of one feed and joins later rows to it", () => {
    const result = assignProducts(
      [
        facts({ title: "Treated Sawn Timber C16 47 x 100mm x 3.6m" }),
        facts({ title: "47 x 100mm x 3.6m Treated C16 Sawn Timber" }),
        facts({ title: "Treated Sawn Timber C16 47 x 100mm x 3.0m" }),
      ],
      emptyOwnership(),
    );
    expect(result.assignments.map((a) => a.productId)).toEqual([-1, -1, -2]);
    expect(result.newProducts).toEqual(
      new Map([
        [-1, 0],
        [-2, 2],
      ]),
    );
    expect(result.assignments[1]!.reason).toMatch(/^same attributes|^similar to product -1/);
  });

  it("joins an existing product by GTIN before anything else, and says so", () => {
    const ownership = emptyOwnership();
    ownership.byKey.set("gtin:05010899000123", 42);
    const result = assignProducts([facts({ title: "Anything at all", gtin: "5010899000123" })], ownership);
    expect(result.assignments).toEqual([{ productId: 42, reason: "same GTIN gtin:05010899000123" }]);
    expect(result.newProducts.size).toBe(0);
  });

  it("never puts an offer on a product with a different GTIN, however alike the titles", () => {
    const ownership = emptyOwnership();
    const first = assignProducts(
      [facts({ title: "Gyproc WallBoard 12.5mm 2400 x 1200mm", brand: "Gyproc", gtin: "5010899000123" })],
      ownership,
    );
    const second = assignProducts(
      [facts({ title: "Gyproc WallBoard 12.5mm 2400 x 1200mm", brand: "Gyproc", gtin: "5010899000130" })],
      ownership,
    );
    expect(first.assignments[0]!.productId).toBe(-1);
    expect(second.assignments[0]!.reason).toMatch(/^new product/);
  });

  it("learns that two brand spellings on one GTIN are one maker, and uses it for offers without a GTIN", () => {
    const ownership = emptyOwnership();
    const result = assignProducts(
      [
        facts({
          title: "Zephyrline Plasterboard Tapered Edge 12.5mm 2400 x 1200mm",
          brand: "Zephyrline",
          gtin: "5010899000123",
        }),
        facts({
          title: "Plasterboard TE 12.5mm 2400x1200 Quorvane Gypsum",
          brand: "Quorvane Gypsum",
          gtin: "5010899000123",
        }),
      ],
      ownership,
    );
    expect(result.assignments[1]!.productId).toBe(result.assignments[0]!.productId);
    const zephyr = facts({ title: "x", brand: "Zephyrline" }).brandFamily!;
    const quorvane = facts({ title: "x", brand: "Quorvane Gypsum" }).brandFamily!;
    expect(ownership.brandLinks.has(zephyr, quorvane)).toBe(true);
    expect(ownership.brandLinks.learned).toHaveLength(1);
  });
});
