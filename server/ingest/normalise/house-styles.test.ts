/** One test per general rule for unfamiliar merchant house styles and makers the brand table does not know. */
import { describe, expect, it } from "vitest";
import { withImpliedUnits } from "./bare-numbers.ts";
import { brandStem, brandsRelated } from "./brand-relations.ts";
import { classifyCategory } from "./classify-category.ts";
import { extractProductFacts, type OfferIdentityInput } from "./extract-product-facts.ts";
import { parseMeasurements } from "./measurements.ts";
import { chooseSimilarProduct } from "./choose-similar-product.ts";
import { compareProfiles } from "./similarity-matching.ts";
import { normaliseText } from "./text.ts";
import { cleanTitle } from "./title-cleanup.ts";
import { attrKey } from "./test-helpers.ts";

const facts = (title: string, extra: Partial<OfferIdentityInput> = {}) => extractProductFacts({ title, ...extra });
const dims = (title: string) => facts(title).profile.numbers.dims;
const same = (a: OfferIdentityInput, b: OfferIdentityInput) =>
  compareProfiles(extractProductFacts(a).profile, extractProductFacts(b).profile).same;

describe("units", () => {
  it.each(["3.6mtr", "3.6 mtrs", "3.6 metres", "3.6 meters", "3.6m", "3.6 lm"])("%s is 3.6 m", (len) => {
    expect(dims(`C16 Treated Sawn Timber 47 x 100 x ${len}`)).toBe("47x100x3600");
  });
  it("keeps a metre length from turning the section into metres", () => {
    expect(parseMeasurements(normaliseText("47 x 100 x 3.6mtr")).groups[0]?.values.map((v) => v.unit)).toEqual([
      "mm",
      "mm",
      "m",
    ]);
    expect(parseMeasurements(normaliseText("1.2 x 2.4m")).groups[0]?.values.map((v) => v.unit)).toEqual(["m", "m"]);
  });
  it("reads kilo, tonne, sq mtr and ml", () => {
    const p = parseMeasurements(normaliseText("25 kilo 0.8 tonne 8.3 sq mtr 1000ml"));
    expect(p.weightsKg).toEqual([25, 800]);
    expect(p.areasM2).toEqual([8.3]);
    expect(p.litres).toEqual([1]);
  });
});

describe("bare lengths and sizes in context", () => {
  it.each([
    ["c16 tr sawn 47x100 3.6", "timber", "47x100x3600"],
    ["cls 38x89 3.0", "timber", "38x89x3000"],
    ["mdf torus skirt 18x119 4.2", "skirting-architrave", "18x119x4200"],
    ["roof batten tr 25x38 4.8", "roofing", "25x38x4800"],
  ])("%s", (title, category, expected) => {
    expect(facts(title).category).toBe(category);
    expect(dims(title)).toBe(expected);
  });
  it("leaves bare numbers alone outside the length range or the category", () => {
    expect(withImpliedUnits(" 47 x 100 12.5 ", "timber")).toBe(" 47 x 100 12.5 ");
    expect(withImpliedUnits(" 47 x 100 3.6 ", "sheet-materials")).toBe(" 47 x 100 3.6 ");
  });
  it("reads drainage bores and bend angles", () => {
    expect(facts("ug bend 87.5 ds 110").profile.numbers).toMatchObject({ dims: "110", angle: "90deg" });
    expect(dims("ug pipe pe 110 3m")).toBe("110x3000");
  });
});

describe("bracketed labelled sizes", () => {
  it.each([
    ["Treated C16 Sawn Timber (L)3.6m (W)100mm (T)47mm", "47x100x3600"],
    ["Underground Drainage Pipe Plain Ended (Dia)110mm (L)3m", "110x3000"],
  ])("%s", (title, expected) => expect(dims(title)).toBe(expected));
  it("reads (Coverage) and a bracketed bag weight", () => {
    expect(facts("Mineral Wool Loft Insulation Roll (T)100mm (Coverage)8.3m²").profile.numbers.area).toBe("8.3m2");
    expect(facts("General Purpose Cement (25kg)", { brand: "Acme" }).profile.numbers.weight).toBe("25kg");
  });
});

describe("stock codes and taglines", () => {
  it("drops a trailing merchant code, keeps a trailing grade", () => {
    expect(cleanTitle("c16 tr sawn 47x100 3.6 - TIM4710036")).toBe("c16 tr sawn 47x100 3.6");
    expect(cleanTitle("Jablite Board 50mm - EPS70")).toBe("Jablite Board 50mm - EPS70");
    expect(cleanTitle("Cement 25kg - Pack of 10")).toBe("Cement 25kg - Pack of 10");
  });
  it("a stock code neither becomes a model word nor changes the category", () => {
    const f = facts("pb std te 9.5mm 2400x1200 - PLB952412", { brand: "Albion Gypsum" });
    expect(f.category).toBe("plasterboard");
    expect(f.profile.tokens.filter((t) => /\d/.test(t))).toEqual([]);
  });
  it("drops a dash-led sales line but keeps a colour", () => {
    expect(cleanTitle("Northcem Cement – Ideal for Mortar, Render & Concrete (25kg)")).toBe("Northcem Cement (25kg)");
    expect(cleanTitle("Marley Modern Roof Tile - Smooth Grey")).toBe("Marley Modern Roof Tile - Smooth Grey");
  });
});

describe("lower-case trade shorthand", () => {
  it.each([
    ["albion pb std te 12.5mm", " albion plasterboard standard tapered edge 12.5mm "],
    ["c24 kd reg 47x150", " c24 kiln dried regularised 47 x 150 "],
    ["c16 tr sawn", " c16 treated sawn "],
    ["p5 chip t&g 22mm", " p5 chipboard tg 22mm "],
    ["rd downpipe blk 68", " round downpipe black 68 "],
    ["ug pipe pe 110", " underground pipe plain ended 110 "],
    ["ug bend ds 110", " underground bend double socket 110 "],
    ["aircrete blk 3.6n", " aircrete block 3.6n "],
    ["running outlet blk 112mm", " running outlet black 112mm "],
    ["external stop end blk 112mm", " external stop end black 112mm "],
    ["dry verge unit blk", " dry verge unit black "],
    ["dense conc blk 7.3n 100mm", " dense concrete block 7.3n 100mm "],
  ])("%s", (raw, expected) => expect(normaliseText(raw)).toBe(expected));
  it("classifies shorthand titles", () => {
    expect(classifyCategory({ title: "pb std te 9.5mm 2400x1200" })).toBe("plasterboard");
    expect(classifyCategory({ title: "westpanel p5 chip t&g 18mm 2400x600" })).toBe("sheet-materials");
  });
});

describe("unknown brands", () => {
  it("stems company suffixes off so one maker keys alike", () => {
    expect(brandStem("Cordell Aircrete Ltd")).toBe("cordell");
    expect(brandStem("Cordell Lite")).toBe("cordell");
    expect(brandStem("Drayton Plastics")).toBe(brandStem("Drayton Group"));
    expect(brandStem("Premier Mortars")).toBe("premier-mortar");
    const key = (brand: string) => facts("Aircrete Block 3.6N 440x100x215mm", { brand }).keys.at(-1)?.value;
    expect(key("Cordell")).toBe(key("Cordell Aircrete Ltd"));
  });
  it("relates prefix-extensions and shared first words, not strangers", () => {
    expect(brandsRelated("albionboard", "albion")).toBe(true);
    expect(brandsRelated("drayton", "drayline")).toBe(false);
    expect(brandsRelated("british-gypsum", "siniat")).toBe(false);
  });
  it("a range brand matches its maker's name in the similarity stage", () => {
    const range = { title: "Albionboard Soundguard Acoustic Tapered Edge Plasterboard (L)2.4m (W)1.2m (T)15mm" };
    const maker = { title: "Albion Gypsum Plasterboard Acoustic T/E 15mm 2400 x 1200" };
    expect(same({ ...range, brand: "Albionboard Soundguard" }, { ...maker, brand: "Albion Gypsum UK Ltd" })).toBe(true);
    expect(same({ ...range, brand: "Albionboard Soundguard" }, { ...maker, brand: "Stratton Board Company" })).toBe(
      false,
    );
  });
  it("one part number under two brand names is one maker", () => {
    const a = { title: "Drayline Underground 45° Double Socket Bend - 110mm", brand: "Drayline", mpn: "DLB11045DS" };
    const b = { title: '4" 110mm Underground Bend 45° Double Socket', brand: "Drayton Plastics", mpn: "DLB11045DS" };
    expect(same(a, b)).toBe(true);
    expect(same(a, { ...b, mpn: "OTHER123" })).toBe(false);
  });
});

describe("maker missing on one side", () => {
  const branded = { title: "Thermavale PIR Insulation Board Foil Faced 2400 x 1200 x 50mm", brand: "Thermavale" };
  it("reads the maker from the title of a row without a brand", () => {
    expect(same({ title: "thermavale pir board 50mm 2400x1200" }, branded)).toBe(true);
    expect(same({ title: "kingspan pir board 50mm 2400x1200" }, branded)).toBe(false);
  });
  it("a title naming no maker in a maker's category is a generic product, not the one branded product that fits", () => {
    const offer = extractProductFacts({ title: "gp cement 25kg" }).profile;
    const northcem = extractProductFacts({ title: "Northcem General Purpose Cement 25kg", brand: "Northcem" }).profile;
    const other = extractProductFacts({ title: "Calverley General Purpose Cement 25kg", brand: "Calverley" }).profile;
    expect(chooseSimilarProduct(offer, [{ productId: 1, profile: northcem }])).toBeNull();
    expect(
      chooseSimilarProduct(offer, [
        { productId: 1, profile: northcem },
        { productId: 2, profile: other },
      ]),
    ).toBeNull();
  });
});

describe("attributes a title leaves out", () => {
  it("reads a length stated only in the size column", () => {
    expect(attrKey("4x2 (47 x 100mm) C24 Treated Regularised Carcassing", { size: "4.8m (16ft)" })).toBe(
      attrKey("C24 Treated Kiln Dried Regularised Timber 47 x 100mm x 4.8m"),
    );
  });
  it("does not repeat a size the title already states", () => {
    expect(attrKey("Acme Loft Roll 200mm", { size: "200mm" })).toBe(attrKey("Acme Loft Roll 200mm"));
  });
});

describe("the product type's levels", () => {
  it("let the last level say what the item is, above the shop's departments", () => {
    expect(
      classifyCategory({
        title: "Polythene Damp Proof Course, 150mm x 30m",
        productType: "Home > Timber & Building > Building Sundries",
      }),
    ).not.toBe("timber");
  });
});

describe("inch sizes", () => {
  it("converts an odd number of inches exactly, whole feet as a length", () => {
    expect(dims('Plasterers Finishing Trowel 14"')).toBe("356");
    expect(dims("Plasterers Finishing Trowel 16in")).not.toBe(dims('Plasterers Finishing Trowel 14"'));
  });
});
