import { describe, expect, it } from "vitest";
import { classifyCategory } from "./classify-category.ts";
import { extractProductFacts, type OfferIdentityInput } from "./extract-product-facts.ts";
import { normaliseText } from "./text.ts";
import { attrKey, sameProduct } from "./test-helpers.ts";
import { TRADE_ABBREVIATIONS } from "./trade-abbreviations.ts";

const facts = (title: string, extra: Partial<OfferIdentityInput> = {}) => extractProductFacts({ title, ...extra });

describe("trade abbreviations", () => {
  it.each([
    ["MDF TORUS SKIRT 18X119 4.2M PRIMED", "skirting-architrave"],
    ["MDF OGEE ARCH 18X69 2.1M", "skirting-architrave"],
    ["DENSE BLK 140MM 3.6N", "blocks"],
    ["LBC COMMON BRK 65MM PK390", "bricks"],
    ["KNAUF MR PANEL 12.5MM 2400X1200 TE", "plasterboard"],
    ["EPS70 BOARD 50MM 2400X1200", "insulation"],
    ["110MM UG COUPLER D/S OSMA", "drainage"],
  ])("%s → %s", (title, category) => {
    expect(classifyCategory({ title })).toBe(category);
  });
  it("expands ARCH to architrave only next to a moulding word", () => {
    expect(normaliseText("MDF OGEE ARCH 18X69")).toContain(" architrave ");
    expect(normaliseText("Catnic Arch Lintel Torus 1200mm")).not.toContain(" architrave ");
    expect(normaliseText("Brick Arch Former")).not.toContain(" architrave ");
  });
  it("reads HWD/SWD, STRUCT, C&R and TRTD as the words they stand for", () => {
    expect(facts("HWD PLY 18MM 2440X1220").facts.face).toBe("hardwood");
    expect(sameProduct("SWD STRUCT PLY 18MM 2440X1220", "Softwood Structural Plywood 18mm 2440 x 1220mm")).toBe(true);
    expect(sameProduct("SWD STRUCT PLY 18MM 2440X1220", "HWD PLY 18MM 2440X1220")).toBe(false);
    expect(facts("MDF C&R SKIRT 18X119 4.2M").facts.profile).toBe("chamfered-rounded");
    expect(facts("C16 TRTD SAWN 47X100 3.6M").facts.treatment).toBe("treated");
  });
  it("reads other common ERP shorthands", () => {
    expect(normaliseText("CONC LWT BLK 100MM")).toBe(" concrete lightweight block 100mm ");
    expect(normaliseText("GYPROC WALLBOARD 12.5MM S/E")).toContain(" square edge ");
    expect(normaliseText("PLND WHTWD 25X50")).toBe(" planed white wood 25 x 50 ");
    expect(normaliseText("CABERFLOOR P5 CHIPBD FLR T&G")).toContain(" chipboard flooring ");
    expect(normaliseText("EXPAMET STNLS WALL STARTER KIT")).toContain(" stainless ");
    expect(normaliseText("MARLEY MODERN INTLK CONC ROOF TILE")).toContain(" interlocking concrete ");
    expect(facts("FLOPLAST RWP BLACK 68MM 2.5M").facts.type).toBe("downpipe");
    expect(facts("FLOPLAST ROUND D/PIPE 68MM X 5.5M BLK").facts.type).toBe("downpipe");
    expect(facts("FLOPLAST H/R GUTTER 112MM X 4.0M BLK").facts.shape).toBe("half-round");
    expect(facts("GUTT H/R FLOPLAST 112MMX4M WHT").facts).toMatchObject({ type: "gutter", colour: "white" });
    expect(classifyCategory({ title: "CEM GP BLUE CIRCLE 25KG PLASTIC" })).toBe("cement");
    expect(facts("MORT MIX RTU BLUE CIRCLE 20KG").facts.line).toBe("mortar");
    expect(facts("SKTG RWD CH&RD 15X94X4200MM").facts).toMatchObject({
      kind: "skirting",
      profile: "chamfered-rounded",
    });
    expect(facts("SLPR SWD TRTD 100X200 2.4M").facts.line).toBe("sleeper");
    expect(attrKey("CEM B/CIRCLE MASTERCRETE ORIG PLAS BAG 25KG")).toBe(
      attrKey("Blue Circle Mastercrete Cement Plastic Bag 25kg"),
    );
    expect(facts("CEM B/CIRCLE GP 25KG PLT56").profile.numbers.count).toBe("56");
    expect(facts("ARCHV MDF OGEE 18X69 2.1M").facts.kind).toBe("architrave");
  });
  it("reads ERP colour, class, profile and product shorthands", () => {
    expect(facts("GUTT H/R BRN FLOPLAST 112MM X 4M").facts).toMatchObject({ shape: "half-round", colour: "brown" });
    expect(facts("KETLEY STAFFS BLUE CL A SOLID ENG BRICK 65MM").facts.class).toBe("class A");
    expect(facts("MDF PR L/TONGUE SKIRTING 18X144 4200").facts).toMatchObject({ profile: "lambs-tongue" });
    expect(facts("W/Board MDF Pr B/Nose 25x219 3.0m").facts).toMatchObject({
      kind: "window-board",
      profile: "bullnose",
    });
    expect(facts("CEMBRIT WESTERLAND BLUE/BLK FC SLATE 600X300").facts).toMatchObject({
      type: "slate",
      colour: "black-blue",
    });
    expect(facts("RECYC MOT TYPE 1 BULK BAG").facts.type).toBe("recycled-type-1");
    expect(facts("AGG MOT TYPE1 RECYCLED BULK BAG").facts.type).toBe("recycled-type-1");
    expect(facts("Membrane Breath 1.5m 50m Klober Permo Air").facts.type).toBe("membrane");
    expect(classifyCategory({ title: "Concrete Padstone, Precast, 215 x 102.5 x 140mm" })).toBe("other");
    // A 215 mm hollow block's thickness repeats its face height.
    expect(attrKey("DENSE HOLLOW 7.3N CONC BLK 215MM 440X215")).toBe(
      attrKey("Dense Hollow Block 7.3N 440 x 215 x 215mm"),
    );
  });
  it("writes every expansion as canonical text, so vocabulary phrases find it", () => {
    for (const [, expansion] of TRADE_ABBREVIATIONS) expect(normaliseText(expansion).trim()).toBe(expansion);
  });
  it("reads a bare length in millimetres after an ERP section, and inch fractions", () => {
    expect(facts("PAR 18X94 2400").facts.length).toBe("2.4 m");
    expect(facts("TR SAWN 22X100 4800").facts.length).toBe("4.8 m");
    expect(sameProduct("4x1 PAR Planed Softwood 8ft", "PAR Planed Softwood 18 x 94mm x 2.4m")).toBe(true);
    expect(normaliseText("1½x1 Batten")).toBe(" 1.5 x 1 batten ");
    expect(normaliseText('Screws 2-3/4" x100')).toContain(" 2.75in ");
    expect(normaliseText("Catnic CG90/100 Lintel")).toContain(" cg90 100 ");
    // A trade section in inches, then its length: "4x2 x 16ft".
    expect(attrKey("3x2 x 12ft Sawn Timber Treated Brown")).toBe(attrKey("Brown Treated Sawn Timber 47 x 75mm x 3.6m"));
    expect(attrKey("Whitewood PAR (planed) 4x1 x 8ft")).toBe(attrKey("PAR Whitewood 19 x 94mm x 2.4m"));
  });
  it("keeps BRK out of a facing brick's model words", () => {
    expect(sameProduct("LBC HERITAGE FACING BRK 65MM PK390", "LBC Heritage Facing Brick 65mm (Pack of 390)")).toBe(
      true,
    );
  });
});

describe("yard ERP shorthands with dropped vowels or a slash between two words", () => {
  it.each([
    ["GAUNTRY PLSTBD TAP/EDGE", " plasterboard tapered edge "],
    ["FIRE/RES PLSTBD", " fire resistant plasterboard "],
    ["MOIST/RES PLSTBD", " moisture resistant plasterboard "],
    ["WALL TIES ST/STL", " stainless steel "],
    ["JOIST HANGER GALVD", " galvanised "],
    ["WOOD SCREWS C/SUNK", " countersunk "],
    ["COMPR STRAIGHT COUPLER", " compression straight coupler "],
    ["R/MIX CONCRETE", " ready mixed concrete "],
    ["FENCE POST P/TREAT", " pressure treated "],
    ["CHIPBOARD FLOORING T/G", " tg "],
  ])("expands %s", (title, words) => {
    expect(normaliseText(title)).toContain(words);
  });
  it("keys the shorthand title like the spelt-out one", () => {
    expect(attrKey("GAUNTRY MOIST/RES PLSTBD TAP/EDGE 2400/1200/12.5MM", { brand: "Gauntry" })).toBe(
      attrKey("Gauntry Moisture Resistant Plasterboard Tapered Edge - 2400 x 1200 x 12.5mm", { brand: "Gauntry" }),
    );
  });
});

describe("yard shorthands for density, tile colour and trade paint (decision 070)", () => {
  it("keys a MED DENSE block like the medium dense one", () => {
    expect(attrKey("BLOCK MED DENSE 7.3N 140MM")).toBe(attrKey("Medium Dense Concrete Block 7.3N 440 x 215 x 140mm"));
    expect(attrKey("BLOCK MED DENSE 7.3N 140MM")).not.toBe(attrKey("Dense Concrete Block 7.3N 440 x 215 x 140mm"));
  });
  it("reads SLT GRY as slate grey, PBW as pure brilliant white and VM as vinyl matt", () => {
    expect(normaliseText("TILE FELLGARTH HARLOW SLT GRY")).toContain(" slate grey ");
    expect(normaliseText("PAINT HOLMFIRTH VM 5L PBW")).toContain(" vinyl matt 5l pure brilliant white ");
  });
});
