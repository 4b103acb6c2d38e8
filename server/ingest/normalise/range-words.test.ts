/**
 * Unexplained range names (range-words.ts): a word next to the maker that no table knows is a range
 * name, so a default line is not assumed and two ranges of one maker do not merge. Invented range
 * names ("Zephyrshield", "Glaze-Coat") stand for the ranges no vocabulary will ever list.
 */
import { describe, expect, it } from "vitest";
import { extractProductFacts } from "./extract-product-facts.ts";
import { compareProfiles } from "./similarity-matching.ts";
import { attrKey, sameProduct } from "./test-helpers.ts";

const profile = (title: string, brand: string | null = null) =>
  extractProductFacts({ title, brand, merchantName: "Test Merchant" }).profile;

describe("default lines need a title without unexplained range words", () => {
  it("keeps an unknown plasterboard range apart from the standard board", () => {
    const standard = { title: "Gyproc WallBoard Tapered Edge 2400 x 1200 x 12.5mm", brand: "British Gypsum" };
    const unknown = { title: "Gyproc Zephyrshield Tapered Edge 2400 x 1200 x 12.5mm", brand: "British Gypsum" };
    expect(sameProduct(standard, unknown)).toBe(false);
    expect(attrKey(unknown.title, { brand: unknown.brand })).toContain("zephyrshield");
    // The same unknown range at two merchants still keys alike.
    expect(sameProduct(unknown, { title: "12.5MM 2400X1200 GYPROC ZEPHYRSHIELD TE", brand: "BRITISH GYPSUM" })).toBe(
      true,
    );
  });
  it("keeps the default for words that only confirm it or describe the edge", () => {
    const a = { title: "Siniat GTEC Standard Board Tapered Edge Plasterboard 2400 x 1200 x 12.5mm", brand: "Siniat" };
    const b = { title: "Tapered Edge Plasterboard 8ft x 4ft x 1/2in - Siniat GTEC Standard Board", brand: "Siniat" };
    const c = { title: "Siniat Plasterboard TE 2400 x 1200 x 12.5mm", brand: "Siniat" };
    expect(sameProduct(a, b)).toBe(true);
    expect(sameProduct(a, c)).toBe(true);
  });
  it("keeps an unknown cement range apart from the maker's general-purpose bag", () => {
    const gp = { title: "Hanson Cement 25kg", brand: "Hanson" };
    expect(sameProduct(gp, { title: "Hanson Procrete Cement 25kg", brand: "Hanson" })).toBe(false);
    expect(sameProduct(gp, { title: "Hanson General Purpose Cement 25kg", brand: "Hanson" })).toBe(true);
  });
  it("ignores descriptive words in the middle of the title", () => {
    expect(profile("Celotex GA4000 Rigid PIR Board 100mm", "Celotex").names).toBeUndefined();
  });
});

describe("facing beats fletton and common", () => {
  it("reads a fletton facing brick as a facing brick, named by its range", () => {
    const rustic = { title: "London Brick Rustic Facing Brick Fletton 215 x 102.5 x 65mm", brand: "London Brick" };
    const common = { title: "London Brick Common Brick Fletton 215 x 102.5 x 65mm", brand: "London Brick" };
    expect(attrKey(rustic.title, { brand: rustic.brand })).toContain("|facing|");
    expect(attrKey(common.title, { brand: common.brand })).toContain("|common|");
    expect(sameProduct(rustic, common)).toBe(false);
  });
  it("reads fletton with a range name next to the maker as a facing brick", () => {
    const heather = { title: "65MM LONDON BRICK HEATHER FLETTON", brand: "FORTERRA" };
    expect(attrKey(heather.title, { brand: heather.brand })).toContain("|facing|");
    expect(sameProduct(heather, { title: "London Brick Heather Facing Brick 65mm", brand: "Forterra" })).toBe(true);
    expect(sameProduct(heather, { title: "65MM LONDON BRICK RUSTIC FLETTON", brand: "FORTERRA" })).toBe(false);
    expect(attrKey("65MM LONDON BRICK FLETTON", { brand: "FORTERRA" })).toContain("|common|");
  });
});

describe("two range names of one maker veto", () => {
  it("refuses an unknown range against the maker's known range", () => {
    const known = profile("Thistle MultiFinish Plaster 25kg", "Thistle");
    const unknown = profile("Thistle Glazecoat plaster, 25kg bag", "British Gypsum");
    const r = compareProfiles(unknown, known);
    expect(r.same).toBe(false);
    expect(r.reason).toMatch(/^range/);
  });
  it("refuses two unknown ranges of one maker that share only the noun", () => {
    const a = profile("Acme Stormguard Membrane 1m x 50m", "Acme");
    const b = profile("Acme Windlock Membrane 1m x 50m", "Acme");
    expect(compareProfiles(a, b).same).toBe(false);
  });
  it("still merges one range written tersely and in full", () => {
    const a = profile("25KG THISTLE GLAZECOAT", "BRITISH GYPSUM");
    const b = profile("Plaster - Thistle Glazecoat 25kg", "Saint-Gobain");
    expect(compareProfiles(a, b).same).toBe(true);
  });
});

describe("British Gypsum ranges", () => {
  it.each([
    ["Gyproc MoistureShield TE 12.5 x 1200 x 2400mm", "moisture"],
    ["Gyproc DuraLine TE 15 x 1200 x 2400mm", "impact"],
    ["Gyproc ThermaLine PIR 2400 x 1200 x 40mm", "thermal"],
  ])("%s is a %s board", (title, type) => {
    expect(extractProductFacts({ title, brand: "British Gypsum" }).facts.type).toBe(type);
  });
  it.each([
    ["Thistle DuraFinish 25kg", "dura-finish"],
    ["Thistle BondingCoat 25kg", "bonding"],
    ["Thistle UniversalOneCoat 20kg", "one-coat"],
    ["Thistle HardWall 25kg", "hardwall"],
  ])("%s is %s", (title, line) => {
    expect(extractProductFacts({ title, brand: "British Gypsum" }).facts.line).toBe(line);
  });
});

describe("real names that would otherwise read as ranges", () => {
  it("knows Rugby as Cemex's cement, so it is no range of its own", () => {
    const a = { title: "Cemex Rugby Cement 25kg", brand: "Cemex" };
    expect(sameProduct(a, { title: "Cemex Cement 25kg Paper Bag", brand: "Cemex" })).toBe(true);
  });
  it("reads edge and material words as descriptions", () => {
    expect(profile("Gyproc Tapered Edge Plasterboard 12.5mm 2400 x 1200", "British Gypsum").names).toBeUndefined();
    expect(profile("Gypsum Plasterboard 12.5mm 2400x1200", "Etex").names).toBeUndefined();
  });
  it("expands the GRY colour shorthand", () => {
    const a = { title: "Drainage - FloPlast Round Downpipe GRY 68mm x 2500mm", brand: "FloPlast" };
    expect(sameProduct(a, { title: "FloPlast Round Downpipe Grey 68mm x 2.5m", brand: "FloPlast" })).toBe(true);
  });
});
