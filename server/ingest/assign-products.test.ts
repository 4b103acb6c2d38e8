import { describe, expect, it } from "vitest";
import { assignProducts, type AssignInput } from "./assign-products.ts";
import { addCandidate, emptyOwnership, pinKey } from "./key-ownership.ts";
import { extractProductFacts, type OfferIdentityInput } from "./normalise/index.ts";

let item = 0;
/** One offer of `merchant` (each call a new item id unless given). */
const offer = (input: OfferIdentityInput, merchant = `merchant-${++item}`, itemId = `item-${++item}`): AssignInput => ({
  facts: extractProductFacts(input),
  merchant,
  itemId,
});
const facts = offer;

describe("assignProducts", () => {
  it("creates one product for look-alike rows of several merchants and joins later rows to it", () => {
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

  it("compares an offer with every member of a product, not only the one that founded it", () => {
    const founder = facts({
      title: "Everbuild Concrete & Mortar Waterproofer 5L",
      brand: "Everbuild",
      gtin: "5029347004507",
    });
    const member = facts({ title: "Everbuild Integral Waterproofer 5L", brand: "Everbuild", gtin: "5029347004507" });
    const terse = () => facts({ title: "Integral waterproofer 5L (trade counter)", brand: "Everbuild" });
    const withMember = assignProducts([founder, member, terse()], emptyOwnership());
    expect(withMember.assignments.map((a) => a.productId)).toEqual([-1, -1, -1]);
    expect(withMember.assignments[2]!.reason).toMatch(/^similar to product -1/);
    // The founder's words alone ("concrete & mortar") do not say it is the integral waterproofer.
    const founderOnly = assignProducts([founder, terse()], emptyOwnership());
    expect(founderOnly.assignments.map((a) => a.productId)).toEqual([-1, -2]);
  });

  it("joins an existing product by GTIN before anything else, and says so", () => {
    const ownership = emptyOwnership();
    ownership.byKey.set("gtin:05010899000123", 42);
    const result = assignProducts([facts({ title: "Anything at all", gtin: "5010899000123" })], ownership);
    expect(result.assignments).toEqual([{ productId: 42, reason: "same GTIN gtin:05010899000123", via: "key" }]);
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
    const zephyr = extractProductFacts({ title: "x", brand: "Zephyrline" }).brandFamily!;
    const quorvane = extractProductFacts({ title: "x", brand: "Quorvane Gypsum" }).brandFamily!;
    expect(ownership.brandLinks.has(zephyr, quorvane)).toBe(true);
    expect(ownership.brandLinks.learned).toHaveLength(1);
  });
});

describe("assignProducts: one merchant's items", () => {
  it("never puts two items of one merchant on one product, however alike", () => {
    const result = assignProducts(
      [
        offer({ title: "Treated Sawn Timber C16 47 x 100mm x 3.6m" }, "yard", "a"),
        offer({ title: "47 x 100mm x 3.6m Treated C16 Sawn Timber" }, "yard", "b"),
        offer({ title: "Treated C16 Sawn Timber 47x100 3.6m" }, "other-yard", "a"),
      ],
      emptyOwnership(),
    );
    const [a, b, c] = result.assignments.map((x) => x.productId);
    expect(a).not.toBe(b);
    expect(c).toBe(a);
  });

  it("lets one merchant list one GTIN twice on one product", () => {
    const result = assignProducts(
      [
        offer({ title: "Gyproc WallBoard 12.5mm 2400 x 1200mm", brand: "Gyproc", gtin: "5010899000123" }, "yard", "a"),
        offer(
          { title: "Gyproc WallBoard 12.5mm 2400x1200 (trade)", brand: "Gyproc", gtin: "5010899000123" },
          "yard",
          "b",
        ),
      ],
      emptyOwnership(),
    );
    expect(result.assignments[1]!.productId).toBe(result.assignments[0]!.productId);
  });

  it("keeps colour variants of one item group apart, across merchants too", () => {
    const title = "FloPlast 68mm Round Downpipe 2.5m";
    const result = assignProducts(
      [
        offer({ title, brand: "FloPlast", color: "Black", itemGroupId: "DP68" }, "yard", "a"),
        offer({ title, brand: "FloPlast", color: "Grey", itemGroupId: "DP68" }, "yard", "b"),
        offer({ title, brand: "FloPlast", color: "grey" }, "store", "x"),
        offer({ title, brand: "FloPlast", color: "Anthracite" }, "depot", "y"),
      ],
      emptyOwnership(),
    );
    const [black, grey, greyElsewhere, anthracite] = result.assignments.map((x) => x.productId);
    expect(grey).not.toBe(black);
    expect(greyElsewhere).toBe(grey);
    expect([black, grey]).not.toContain(anthracite);
  });

  it("refuses a same-attributes match when the maker's part numbers differ", () => {
    const result = assignProducts(
      [
        offer({ title: "Celotex GA4000 PIR Board 2400 x 1200 x 50mm", brand: "Celotex", mpn: "GA4050" }, "yard", "a"),
        offer({ title: "Celotex GA4000 PIR Board 2400 x 1200 x 50mm", brand: "Celotex", mpn: "GA4050E" }, "store", "b"),
        offer({ title: "Celotex GA4000 PIR Board 2400 x 1200 x 50mm", brand: "Celotex", mpn: "GA-4050" }, "depot", "c"),
      ],
      emptyOwnership(),
    );
    const [first, other, same] = result.assignments.map((x) => x.productId);
    expect(other).not.toBe(first);
    expect(same).toBe(first);
  });
});

describe("assignProducts: operators' pins", () => {
  it("puts a pinned offer on its product before any key or similarity", () => {
    const ownership = emptyOwnership();
    ownership.byKey.set("gtin:05010899000123", 42);
    ownership.pins.set(pinKey("yard", "a"), { productId: 7, kind: "merge" });
    const result = assignProducts([offer({ title: "Anything", gtin: "5010899000123" }, "yard", "a")], ownership);
    expect(result.assignments).toEqual([{ productId: 7, reason: "pinned by an operator (curate merge)", via: "pin" }]);
  });

  it("lets a split offer claim no keys, so other merchants' offers still find the product it left", () => {
    const ownership = emptyOwnership();
    ownership.pins.set(pinKey("yard", "a"), { productId: 9, kind: "split" });
    const title = "Sharp Sand Bulk Bag";
    const result = assignProducts([offer({ title }, "yard", "a"), offer({ title }, "store", "b")], ownership);
    expect(result.assignments[0]!.productId).toBe(9);
    expect(result.assignments[1]!.productId).toBe(-1);
    expect([...result.newKeys.values()]).not.toContain(9);
  });
});

describe("assignProducts on a fresh catalogue (offers in feed order)", () => {
  const run = (titles: string[]) =>
    assignProducts(
      titles.map((title, i) => offer({ title }, `merchant ${i}`, `item ${i}`)),
      emptyOwnership(),
    ).assignments;

  it("puts an offer whose keys match nothing on the similar earlier product", () => {
    const assignments = run([
      "Scottish Pebbles 20-40mm Bulk Bag (approx. 850kg)",
      "SCOTTISH PEBBLES BULK BAG 850KG",
      "Cotswold Chippings 20mm Bulk Bag",
    ]);
    expect(assignments.map((a) => a.productId)).toEqual([-1, -1, -2]);
    expect(assignments[1]!.reason).toMatch(/^similar to product -1: similar: same numbers bulk-bag/);
  });

  it("lets a key owner win before similarity is tried", () => {
    const assignments = run(["Sharp Sand Bulk Bag", "SHARP SAND BULK BAG 850KG"]);
    expect(assignments.map((a) => a.productId)).toEqual([-1, -1]);
    expect(assignments[1]!.reason).toBe("same attributes attr:sand|*|sharp|natural|bulk-bag|1");
  });
});

describe("addCandidate", () => {
  it("keeps one candidate per product and profile, and a profile that differs in one word or another product", () => {
    const ownership = emptyOwnership();
    const profile = extractProductFacts({ title: "Treated Sawn Timber C16 47 x 100mm x 3.6m" }).profile;
    const other = extractProductFacts({ title: "Treated Sawn Timber C24 47 x 100mm x 3.6m" }).profile;
    addCandidate(ownership, { productId: 1, profile });
    // The same profile read again from another row (a parsed copy, not the same object).
    addCandidate(ownership, { productId: 1, profile: JSON.parse(JSON.stringify(profile)) });
    addCandidate(ownership, { productId: 1, profile: other });
    addCandidate(ownership, { productId: 2, profile });
    const listed = ownership.candidatesByBlock.get(profile.blocks[0]!)!;
    expect(listed.map((c) => [c.productId, c.profile === profile])).toEqual([
      [1, true],
      [1, false],
      [2, true],
    ]);
    expect(listed[1]!.profile).toBe(other);
  });
});
