import { describe, expect, it } from "vitest";
import { normaliseText, slugify } from "./text.ts";
import { attrKey } from "./test-helpers.ts";

describe("normaliseText", () => {
  it("lower-cases, strips punctuation and pads", () => {
    expect(normaliseText("Thistle Multi-Finish, 25KG!")).toBe(" thistle multi finish 25kg ");
  });
  it("glues units to numbers and canonicalises them", () => {
    expect(normaliseText("3.6 Metre 2400 mm 25 Kgs 0.8 Tonne 5 Litre")).toBe(" 3.6m 2400mm 25kg 0.8t 5l ");
    expect(normaliseText("2.88 sqm 2.88m² 1 m3")).toBe(" 2.88m2 2.88m2 1m3 ");
  });
  it("spaces dimension separators in every notation", () => {
    expect(normaliseText("100x47x3600mm")).toBe(" 100 x 47 x 3600mm ");
    expect(normaliseText("47 X 100MM × 3.6M")).toBe(" 47 x 100mm x 3.6m ");
  });
  it("reads inch and foot marks", () => {
    expect(normaliseText(`4" x 2"`)).toBe(" 4in x 2in ");
    expect(normaliseText("8'x4'")).toBe(" 8ft x 4ft ");
    expect(normaliseText("12’")).toBe(" 12ft ");
  });
  it("reads a stock system's dotted litres and a dotted tongue and groove", () => {
    expect(normaliseText("Exterior PVA 5 Lit.")).toBe(" exterior pva 5l ");
    expect(normaliseText("Sugar Soap 2 Lts")).toBe(" sugar soap 2l ");
    expect(normaliseText("Flooring P5 T.& G. 2400 x 600 x 22")).toBe(" flooring p5 tg 2400 x 600 x 22 ");
  });
  it("reads a bare count before its container in brackets as the pack", () => {
    expect(normaliseText("Wall Ties 250mm, 250 (box)")).toBe(" wall tie 250mm box of 250 ");
    expect(normaliseText("Wall Plugs, 100 (tub)")).toBe(" wall plug tub of 100 ");
    expect(normaliseText("Cement, 25kg (bag)")).toBe(" cement 25kg bag ");
    expect(normaliseText("Frame Fixings 10x100 50/box")).toBe(" frame fixing 10 x 100 box of 50 ");
    expect(normaliseText("Hinges 2/pack")).toBe(" hinge pack of 2 ");
    expect(normaliseText("Wall Starter Kit 0.25 Metre x20")).toBe(" wall starter kit 0.25m pack of 20 ");
  });
  it("reads a fixing's slashed size as its gauge and length, an aggregate's as its grading", () => {
    expect(normaliseText("Wood Screws 4/40mm")).toBe(" wood screw 4 x 40mm ");
    expect(normaliseText("Limestone 4/20mm")).not.toContain(" x ");
  });
  it("reads decimal commas and thousands separators", () => {
    expect(normaliseText("12,5mm")).toBe(" 12.5mm ");
    expect(normaliseText("2,400mm")).toBe(" 2400mm ");
  });
  it("singularises plurals and maps synonyms and US spellings", () => {
    expect(normaliseText("Engineering Bricks")).toBe(normaliseText("Engineering Brick"));
    expect(normaliseText("MultiFinish")).toBe(" multi finish ");
    expect(normaliseText("Loftroll")).toBe(" loft roll ");
    expect(normaliseText("Gray Color")).toBe(" grey colour ");
    expect(normaliseText("U/G pipe D/S")).toBe(" underground pipe double socket ");
  });
  it("folds accents and brand punctuation", () => {
    expect(normaliseText("Metsä Wood")).toBe(" metsa wood ");
    expect(normaliseText("H+H Celcon")).toBe(" handh celcon ");
    expect(normaliseText("T&G")).toBe(" tg ");
  });
  it("reads a slashed shorthand after a size as the shorthand, not as a unit", () => {
    expect(normaliseText("12.5mm 2400x1200 m/r p/board t/e")).toBe(" 12.5mm 2400 x 1200 mr plasterboard tapered edge ");
    expect(normaliseText("2400 x 1200 t/e")).toBe(" 2400 x 1200 tapered edge ");
    expect(normaliseText("1200 M/R")).not.toContain("1200m");
    // Units that go on ("N/mm2") and a shorthand after a word ("MR T/E") are as before.
    expect(normaliseText("7.3N/mm2 dense block")).toContain(" 7.3n ");
    expect(normaliseText("MR T/E plasterboard")).toBe(" mr tapered edge plasterboard ");
  });
  it("sets an axis label glued to its measure apart from it", () => {
    expect(normaliseText("Treated Roofing Batten 25 x 38mm L3600mm")).toBe(
      " treated roofing batten 25 x 38mm l 3600mm ",
    );
    expect(normaliseText("Panel W600mm H1.8m")).toBe(" panel w 600mm h 1.8m ");
    expect(normaliseText("Threaded Rod Zinc L:1m")).toBe(" threaded rod zinc l 1m ");
    // After a number the label goes too, so "M10 L1000mm" does not read as ten litres.
    expect(normaliseText("Threaded Rod M10 L1000mm")).toBe(" threaded rod m10 1000mm ");
    // A model code is no label: nothing follows it as a measure.
    expect(normaliseText("T50 Staples")).toBe(" t50 staple ");
  });
  it("handles empty input", () => {
    expect(normaliseText(null)).toBe(" ");
  });
});

describe("ranges", () => {
  it("reads a dash between two sizes as a grading range, and a spaced one only when it looks like a grading", () => {
    expect(normaliseText("Gravel 20-40mm")).toBe(" gravel 20 to 40mm ");
    expect(normaliseText("Gravel 20 - 40mm")).toBe(" gravel 20 to 40mm ");
    expect(normaliseText("Sand 0 - 4mm")).toBe(" sand 0 to 4mm ");
    // A separator: "Loft Roll 44" then its 200 mm thickness.
    expect(normaliseText("Loft Roll 44 - 200mm x 5.61m²")).toBe(" loft roll 44 200mm x 5.61m2 ");
    expect(normaliseText("Loft Roll 44 - 100mm")).toBe(" loft roll 44 100mm ");
  });
});

describe("slugify", () => {
  it("makes a lower-case, hyphenated slug", () => {
    expect(slugify("Acme Ltd.")).toBe("acme-ltd");
  });
});

describe("normaliseText in other scripts", () => {
  it("keeps the letters of every script, lower-cased", () => {
    expect(normaliseText("Платье летнее красное")).toBe(" платье летнее красное ");
    expect(normaliseText("ПЛАТЬЕ ЛЕТНЕЕ КРАСНОЕ")).toBe(normaliseText("Платье летнее красное"));
    expect(normaliseText("Платье летнее красное")).not.toBe(normaliseText("Кирпич облицовочный белый"));
    expect(normaliseText("시멘트 25kg")).toBe(" 시멘트 25kg ");
    expect(normaliseText("सीमेंट बैग")).toBe(" सीमेंट बैग ");
  });
  it("keeps Cyrillic letters with their own marks and folds Greek accents and sigma", () => {
    expect(normaliseText("Йогурт ЁЖИК")).toBe(" йогурт ёжик ");
    expect(normaliseText("Πράσινο ΤΣΙΜΕΝΤΟΣ")).toBe(" πρασινο τσιμεντοσ ");
    expect(normaliseText("τσιμέντος")).toBe(normaliseText("ΤΣΙΜΕΝΤΟΣ"));
  });
  it("drops optional Arabic and Hebrew vowel points", () => {
    expect(normaliseText("مَلَط")).toBe(" ملط ");
    expect(normaliseText("מֶלֶט פורטלנד")).toBe(" מלט פורטלנד ");
  });
  it("still folds Latin to ASCII, spelling out letters NFKD keeps", () => {
    expect(normaliseText("Metsä Wood Café")).toBe(" metsa wood cafe ");
    expect(normaliseText("Straße Ærø Łódź")).toBe(" strasse aero lodz ");
    // Before a number, ø is the diameter sign.
    expect(normaliseText("Soil Pipe Ø110mm")).toBe(" soil pipe dia 110mm ");
    expect(normaliseText("Pipe ⌀ 15mm")).toBe(" pipe dia 15mm ");
    expect(normaliseText("Brandʼs 5ʼ")).toBe(" brand s 5 ");
  });
  it("splits Han into single ideographs and keeps kana runs", () => {
    expect(normaliseText("红色砖块 25kg")).toBe(" 红 色 砖 块 25kg ");
    expect(normaliseText("赤いドレス コンクリートブロック")).toBe(" 赤 い ドレス コンクリートブロック ");
    // Halfwidth katakana and decomposed voicing marks come back as the composed full-width word.
    expect(normaliseText("ｶﾞﾗｽ")).toBe(" ガラス ");
    expect(normaliseText("\u30ab\u3099\u30e9\u30b9")).toBe(" ガラス ");
  });
  it("reads numbers in other scripts' digits and the Cyrillic dimension sign", () => {
    expect(normaliseText("اسمنت ٢٥ kg")).toBe(" اسمنت 25kg ");
    expect(normaliseText("Труба 110х3000 mm")).toBe(" труба 110 x 3000mm ");
  });
  it("turns symbols and stray marks into spaces", () => {
    expect(normaliseText("Плитка — «серая» №5")).toBe(" плитка серая no5 ");
    expect(normaliseText("\u0301Кирпич")).toBe(" кирпич ");
  });
});

describe("sizes written with a slash for the dimension sign", () => {
  it.each([
    ["GAUNTRY PLSTBD TAP/EDGE 2400/1200/12.5MM", "2400 x 1200 x 12.5mm"],
    ["FENCE POST 75/75MM 1.8MTR", "75 x 75mm"],
    ["CONCRETE LINTEL 100/65MM", "100 x 65mm"],
    ["WOOD SCREWS 3.5/30MM 200NO", "3.5 x 30mm"],
    ["TILE BATTEN 25/50MM", "25 x 50mm"],
    ["CLS 38/63MM", "38 x 63mm"],
    ["Skirting 18/119cm", "18 x 119cm"],
  ])("reads %s as a size", (title, size) => {
    expect(normaliseText(title)).toContain(` ${size} `);
  });
  it("leaves aggregate gradings, inch fractions and codes alone", () => {
    expect(normaliseText("Limestone 10/20mm")).not.toContain(" x ");
    expect(normaliseText("Type 1 0/31.5mm")).not.toContain(" x ");
    expect(normaliseText("Tap connector 15mm x 1/2in")).toBe(" tap connector 15mm x 0.5in ");
    expect(normaliseText("Bead CG90/100mm")).not.toContain(" x 100mm");
    expect(normaliseText("example/p/FEN-6867/20mm")).not.toContain(" x ");
  });
});

describe("lengths in feet and inches", () => {
  it.each([
    ["8ft 2in", " 2.5m "],
    ["13ft 1in", " 4m "],
    ["3ft 11in", " 1.2m "],
    ["3ft 3in", " 1m "],
    ["6ft 7in", " 2m "],
    ["7ft 3in", " 2.2m "],
    ["7ft 10in", " 2.4m "],
  ])("reads %s as the metric length it restates to the inch", (written, metric) => {
    expect(normaliseText(`Downpipe 68mm, ${written}`)).toContain(metric);
  });
  it("keeps feet and inches that restate no metric length, and whole feet, in feet", () => {
    expect(normaliseText("Door 2ft 6in")).toContain(" 2.5ft ");
    expect(normaliseText("Post 8ft 0in")).toContain(" 8ft ");
    expect(normaliseText("Batten 12ft")).toContain(" 12ft ");
  });
});

describe("a count in its container (session 23)", () => {
  it("is the pack, not inches", () => {
    expect(normaliseText("Hex Bolts M8 x 60mm (20 in pack)")).toContain("pack of 20");
    expect(normaliseText("Frame Plugs 100 in a tub")).toContain("tub of 100");
    expect(normaliseText("Shelf Bracket 10 in White")).toContain("10in");
  });
  it("keys like the pack written out, and a box shortened to bx", () => {
    expect(attrKey("Hex Bolts M8 x 60mm (20 in pack)")).toBe(attrKey("Hex Bolts M8 x 60mm Pack of 20"));
    expect(attrKey("Hex Bolts M8 x 60mm Bx of 20")).toBe(attrKey("Hex Bolts M8 x 60mm Pack of 20"));
  });
});

describe("a bare one-decimal figure in brackets closing a title (session 23)", () => {
  it("is the length in metres", () => {
    expect(attrKey("47x75 Carcassing Treated (3.6)")).toBe(attrKey("Carcassing Treated 47 x 75mm 3.6m"));
    expect(attrKey("22mm Copper Tube (2.0)")).toBe(attrKey("22mm Copper Tube 2m"));
  });
  it("stays a count when whole, and is read only at the end", () => {
    expect(normaliseText("Engineering Brick (400)")).toContain("pack of 400");
    expect(normaliseText("Hinge (2.5) Brass")).not.toContain("2.5m");
  });
});
