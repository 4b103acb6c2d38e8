/** One test per general rule for terse trade exports, merchant marketing and imperial/nominal sizes. */
import { describe, expect, it } from "vitest";
import { isMerchantName } from "./merchant-names.ts";
import { extractProductFacts, type OfferIdentityInput } from "./extract-product-facts.ts";
import { attrKey, sameProduct } from "./test-helpers.ts";
import { chooseSimilarProduct } from "./choose-similar-product.ts";
import { compareProfiles, lacksThickness } from "./similarity-matching.ts";
import { cleanTitle } from "./title-cleanup.ts";

const facts = (title: string, extra: Partial<OfferIdentityInput> = {}) => extractProductFacts({ title, ...extra });
const profile = (title: string, brand: string | null = null) => facts(title, { brand }).profile;

describe("pack counts written as boxes or a bare bracket", () => {
  it("reads box 100, BX100 and a final (5) as pack counts", () => {
    expect(facts("Acme C2 Screws 5.0X80 BX100").profile.numbers.count).toBe("100");
    expect(facts("Acme C2 Screws 5.0 x 80mm (Box 100)").profile.numbers.count).toBe("100");
    expect(facts("Architrave MDF Torus Primed 18 x 69mm 2.1m (5)").profile.numbers.count).toBe("5");
    expect(facts("Acme Screws 5.0 x 100mm").profile.numbers.count).toBe("1");
  });
});

describe("pack counts of bagged goods", () => {
  const single = "Blue Circle Postcrete 20kg";
  it.each([
    "Blue Circle Postcrete 20kg - Pack of 10",
    "10 x 20kg Blue Circle Postcrete",
    "Blue Circle Postcrete 20kg (10 Pack)",
    "Blue Circle Postcrete 20kg x 10",
  ])("%s is not the single bag", (pack) => {
    expect(sameProduct(single, pack)).toBe(false);
    expect(facts(pack).keys.find((k) => k.kind === "attributes")?.value).toBe(
      "attr:concrete-mortar|tarmac|postcrete|20kg|10",
    );
    expect(compareProfiles(profile(single), profile(pack)).same).toBe(false);
  });
  it("keys a single bag with count 1", () => {
    expect(attrKey(single)).toBe("attr:concrete-mortar|tarmac|postcrete|20kg|1");
    expect(attrKey("Sharp Sand 25kg (Pallet of 40)")).toBe("attr:sand|*|sharp|natural|25kg|40");
  });
});

describe("sizes written with a dash before the length", () => {
  it.each([
    "MDF Torus Skirting 18x144 - 4200mm",
    "MDF Torus Skirting 18x144 - 4.2m",
    "MDF Torus Skirting 18 x 144 x 4200 mm",
  ])("%s has three dims", (title) => {
    expect(facts(title).profile.numbers.dims).toBe("18x144x4200");
  });
  it("still reads gradings as ranges", () => {
    expect(facts("Limestone Chippings 20-40mm 20kg").profile.numbers.size).toBe("20-40mm");
  });
});

describe("a missing thickness", () => {
  it("compares dims equal but for the smallest value", () => {
    expect(lacksThickness("119x4200", "18x119x4200")).toBe(true);
    expect(lacksThickness("18x119", "18x119x4200")).toBe(false);
    expect(lacksThickness("119x3600", "18x119x4200")).toBe(false);
  });
  it("matches a moulding listed without thickness, in imperial length, at a lower score", () => {
    const full = profile("MDF Torus Skirting 18 x 144mm x 4.2m");
    const r = compareProfiles(profile("Torus MDF Skirting 144mm 14ft"), full);
    expect(r.same).toBe(true);
    expect(r.score).toBeLessThan(compareProfiles(full, full).score);
    expect(profile("Ogee MDF Architrave 69mm 7ft").numbers.dims).toBe("69x2100");
    expect(profile("Treated Batten 16ft 25 x 38").numbers.dims).toBe("25x38x4800");
  });
  it("refuses to guess between two thicknesses of the same profile", () => {
    const offer = profile("Torus MDF Skirting 144mm 14ft");
    const candidates = [
      { productId: 1, profile: profile("MDF Torus Skirting 18 x 144mm x 4.2m") },
      { productId: 2, profile: profile("MDF Torus Skirting 25 x 144mm x 4.2m") },
    ];
    expect(chooseSimilarProduct(offer, candidates)).toBeNull();
    expect(chooseSimilarProduct(offer, candidates.slice(0, 1))?.productId).toBe(1);
  });
  it("reads a moulding's width in whole inches as the machined width (25 mm an inch, less 6)", () => {
    expect(profile("6in MDF Ogee Skirting 14ft").numbers.dims).toBe("144x4200");
    expect(profile("3in MDF Torus Architrave 7ft").numbers.dims).toBe("69x2100");
    expect(
      sameProduct("5in MDF Chamfered & Rounded Skirting 14ft", "MDF Chamfered and Rounded Skirting 18 x 119mm 4.2m"),
    ).toBe(true);
    expect(sameProduct("5in MDF Torus Skirting 14ft", "MDF Torus Skirting 18 x 144mm 4.2m")).toBe(false);
    // Softwood is keyed by nominal section: the 6in's 144 mm is read back as the 150 of "25 x 150".
    expect(sameProduct("6in Softwood Torus Skirting 14ft", "Softwood Torus Skirting 19 x 144mm 4.2m")).toBe(true);
    expect(sameProduct("6in Softwood Torus Skirting 14ft", "Softwood Torus Skirting 19 x 119mm 4.2m")).toBe(false);
  });
  it("shares a blocking key with the full size", () => {
    const short = profile("Torus MDF Skirting 144mm 14ft").blocks;
    expect(profile("MDF Torus Skirting 18 x 144mm x 4.2m").blocks.some((b) => short.includes(b))).toBe(true);
  });
});

describe("a roll's range number on one side only", () => {
  const terse = () => profile("LOFT ROLL 100MM 8.3M2 EARTHWOOL", "KNAUF INSULATION");
  it("is forgiven when maker, thickness and roll area agree", () => {
    expect(compareProfiles(terse(), profile("Knauf Earthwool Loft Roll 44 100mm 8.3m²", "Knauf")).same).toBe(true);
    expect(compareProfiles(terse(), profile("Knauf Earthwool Loft Roll 44 100mm 6.08m²", "Knauf")).same).toBe(false);
  });
  it("is still ambiguous between two ranges of the same size", () => {
    const candidates = [
      { productId: 1, profile: profile("Knauf Earthwool Loft Roll 44 100mm 8.3m²", "Knauf") },
      { productId: 2, profile: profile("Knauf Earthwool Loft Roll 40 100mm 8.3m²", "Knauf") },
    ];
    expect(chooseSimilarProduct(terse(), candidates)).toBeNull();
  });
});

describe("nominal and imperial sizes", () => {
  it("reads a length restated in feet and inches as that one length", () => {
    expect(profile("38 x 63mm (3x2) CLS Timber - 2.4m (7ft 10in)").numbers.dims).toBe("38x63x2400");
    expect(
      sameProduct("22 x 100mm (4x1) Treated Sawn Board - 3.0m (9ft 10in)", "Treated Sawn Board 22mm x 100mm x 3.0m"),
    ).toBe(true);
  });
  it('reads a 4" drain as the 110 mm system', () => {
    expect(
      sameProduct('4" Underground Coupler Double Socket OSMA', "OSMA Underground 110mm Double Socket Coupler"),
    ).toBe(true);
  });
  it("reads the 87.5° bend as the trade's 90° bend, but not a 45° one", () => {
    const b90 = "FloPlast 110mm 90 Degree Underground Bend Double Socket";
    expect(sameProduct("FloPlast Underground 110mm 87.5° Double Socket Bend", b90)).toBe(true);
    expect(sameProduct("FloPlast Underground 110mm 45° Double Socket Bend", b90)).toBe(false);
  });
  it.each([
    ['Spanish Slate 20" x 10"', "250x500"],
    ["Spanish Slate 24x12", "300x600"],
    ["Fibre Cement Slate 16 x 8", "200x400"],
    ["Spanish Slate 500 x 250mm", "250x500"],
  ])("%s → %s", (title, dims) => {
    expect(profile(title).numbers.dims).toBe(dims);
  });
  it('reads a "1.5x1" batten as 25 x 38', () => {
    expect(profile("1.5x1 Treated Roofing Batten 16ft").numbers.dims).toBe("25x38x4800");
  });
});

describe("cement lines", () => {
  it("treats OPC as the maker's general-purpose cement, keeping bag material apart", () => {
    const opc = { title: "OPC CEMENT PLASTIC BAG 25KG", brand: "TARMAC" };
    expect(sameProduct(opc, "Blue Circle General Purpose Cement in Weatherproof Plastic Bag 25kg")).toBe(true);
    expect(sameProduct(opc, "Blue Circle General Purpose Cement 25kg")).toBe(false);
    expect(sameProduct({ title: "OPC Cement 25kg", brand: "Cemex" }, "Blue Circle General Purpose Cement 25kg")).toBe(
      false,
    );
  });
});

describe("merchant's own name as brand", () => {
  it.each([
    ["Hearth & Home", "Hearth & Home Building Centre"],
    ["Old Forge", "Old Forge Builders Merchants"],
    ["SiteSaver", "SiteSaver Direct"],
    ["Kestrel", "Kestrel Trade Supplies"],
  ])("%s is %s", (brand, merchant) => {
    expect(isMerchantName(brand, merchant)).toBe(true);
    expect(
      facts("Hardwood Faced Plywood 18mm x 2440mm x 1220mm", { brand, merchantName: merchant }).brandFamily,
    ).toBeNull();
  });
  it("keeps real brands and other merchants' names", () => {
    expect(isMerchantName("Knauf", "Hearth & Home Building Centre")).toBe(false);
    expect(isMerchantName("Old", "Old Forge Builders Merchants")).toBe(false);
    expect(isMerchantName("Home", "Hearth & Home Building Centre")).toBe(false);
  });
});

describe("facing brick make", () => {
  it("keys maker + colour + make when there is no range name, and keeps stock apart from wirecut", () => {
    const stock = { title: "Terca Red Multi Stock Facing Brick 65mm - Pack of 500", brand: "Terca" };
    expect(facts(stock.title, { brand: stock.brand }).facts.make).toBe("stock");
    expect(sameProduct(stock, { title: "65mm Terca Red Multi Stock Facing Brick (500)", brand: "Wienerberger" })).toBe(
      true,
    );
    const wirecut = { title: "Terca Red Multi Wirecut Facing Brick 65mm - Pack of 500", brand: "Terca" };
    expect(sameProduct(stock, wirecut)).toBe(false);
    expect(compareProfiles(profile(stock.title, "Terca"), profile(wirecut.title, "Terca")).same).toBe(false);
  });
});

describe("merchant marketing", () => {
  it.each([
    [
      "Top Quality Terca Red Multi Stock Facing Brick 65mm - Pack of 500 | Trade Prices",
      "Terca Red Multi Stock Facing Brick 65mm - Pack of 500",
    ],
    [
      "LBC Heritage Red Facing Brick 65mm - Pack of 390 | Free Delivery Over £150",
      "LBC Heritage Red Facing Brick 65mm - Pack of 390",
    ],
    [
      "Ogee Primed MDF Skirting Board 119mm x 4.2m - Best Price Guaranteed",
      "Ogee Primed MDF Skirting Board 119mm x 4.2m",
    ],
    ["Trade Quality OSMA 110mm Bend | Next Day Delivery", "OSMA 110mm Bend"],
    ["Structural Plywood 18mm 2440x1220mm | Click & Collect", "Structural Plywood 18mm 2440x1220mm"],
    ["Wealden Buff Stock Facing Brick 65mm - Ibstock | Fenland", "Wealden Buff Stock Facing Brick 65mm - Ibstock"],
    [
      "Gyproc Wallboard 12.5mm 2400 x 1200mm | Moisture Resistant",
      "Gyproc Wallboard 12.5mm 2400 x 1200mm | Moisture Resistant",
    ],
  ])("%s → %s", (raw, clean) => {
    expect(cleanTitle(raw)).toBe(clean);
  });
  it("keeps a short tail that states a product fact", () => {
    expect(cleanTitle("Marley Modern Roof Tile | Anthracite")).toBe("Marley Modern Roof Tile | Anthracite");
    expect(cleanTitle("Treated Fence Post 100 x 100mm | Huge Savings")).toBe("Treated Fence Post 100 x 100mm");
  });
  it("keeps marketing out of model words and keys", () => {
    const a = facts("LBC Heritage Red Facing Brick 65mm - Pack of 390 | Free Delivery Over £150", {
      brand: "London Brick",
    });
    expect(a.profile.tokens).toEqual(["heritage"]);
    const b = facts("Top Quality Terca Red Multi Stock Facing Brick 65mm - Pack of 500 | Trade Prices", {
      brand: "Terca",
    });
    expect(b.profile.tokens).not.toContain("top");
    expect(b.profile.tokens).not.toContain("price");
  });
});
