import { describe, expect, it } from "vitest";
import { ean13 } from "../../scripts/feed-kit/gtin.ts";
import { rngFrom } from "../../scripts/feed-kit/seeded-random.ts";
import { buildCatalogue, familyProducts } from "./build-catalogue.ts";
import { MERCHANT_STYLES } from "./merchant-styles.ts";
import { options, type Family } from "./model.ts";
import { makeOffer } from "./offers.ts";

describe("options", () => {
  it("reads synonyms, abbreviations, droppable words and blanks", () => {
    expect(options("Treated|Tanalised=TRTD, ?Sawn, -")).toEqual([
      { forms: ["Treated", "Tanalised"], abbr: "TRTD" },
      { forms: ["Sawn"], optional: true },
      null,
    ]);
  });
});

describe("buildCatalogue", () => {
  const catalogue = buildCatalogue("test", 4000);

  it("is the same for the same seed, with unique names and ids 1 to n", () => {
    expect(buildCatalogue("test", 4000)).toEqual(catalogue);
    expect(new Set(catalogue.map((p) => p.name)).size).toBe(4000);
    expect(catalogue.map((p) => p.id)).toEqual(Array.from({ length: 4000 }, (_, i) => i + 1));
  });

  it("gives branded products a valid GTIN-13 and an MPN, commodities neither", () => {
    for (const p of catalogue) {
      if (p.brand) expect(p.gtin && ean13(p.gtin.slice(0, 12))).toBe(p.gtin);
      expect(p.gtin !== null).toBe(p.brand !== null);
      expect(p.mpn !== null).toBe(p.brand !== null);
    }
    expect(new Set(catalogue.flatMap((p) => p.mpn ?? [])).size).toBe(catalogue.filter((p) => p.mpn).length);
  });

  it("changes only about a tenth of prices between a merchant's base and changed feeds", () => {
    const style = MERCHANT_STYLES[0]!;
    const rows = catalogue
      .slice(0, 1000)
      .map((p, i) => [makeOffer(style, p, i, "s"), makeOffer(style, p, i, "s", "changed")]);
    for (const [base, changed] of rows) {
      // A sale price above the new price is dropped; nothing else may differ.
      expect([base!.salePrice, null]).toContain(changed!.salePrice);
      expect({ ...changed, price: base!.price, salePrice: base!.salePrice, changed: false }).toEqual(base);
    }
    const moved = rows.filter(([base, changed]) => changed!.changed && changed!.price !== base!.price).length;
    expect(moved).toBeGreaterThan(60);
    expect(moved).toBeLessThan(140);
  });
});

describe("familyProducts", () => {
  const family: Family = {
    category: "cement",
    type: "Building Materials > Cement",
    share: 1,
    brands: options("Marlcote"),
    slots: { noun: options("Cement, Mortar") },
    sizes: [
      { kind: "weight", kg: 25 },
      { kind: "weight", kg: 40 },
    ],
    packs: [1],
    price: [5, 9],
    describe: ["{brand} {noun}."],
  };

  it("makes the plain combinations first, then further lines under range words, every name unique", () => {
    const plain = familyProducts(family, 4, rngFrom("t"), new Set());
    expect(plain.map((p) => p.name).sort()).toEqual([
      "Marlcote Cement 25kg",
      "Marlcote Cement 40kg",
      "Marlcote Mortar 25kg",
      "Marlcote Mortar 40kg",
    ]);
    const more = familyProducts(family, 12, rngFrom("t"), new Set());
    expect(new Set(more.map((p) => p.name)).size).toBe(12);
    expect(
      more
        .slice(0, 4)
        .map((p) => p.name)
        .sort(),
    ).toEqual(plain.map((p) => p.name).sort());
    expect(more.slice(4).every((p) => /^Marlcote (Trade|Pro) (Cement|Mortar) (25|40)kg$/.test(p.name))).toBe(true);
    expect(more[4]!.terms[0]!.forms[0]).toMatch(/^(Trade|Pro)$/);
  });
});
