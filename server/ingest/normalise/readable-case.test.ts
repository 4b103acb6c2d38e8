import { describe, expect, it } from "vitest";
import { isShouting, readableCase } from "./readable-case.ts";

describe("isShouting", () => {
  it.each([
    ["PORTLAND CEMENT 25KG", true],
    ["MDF 18MM", true],
    ["SHARP SAND 25kg", true],
    ["Sharp Sand 25KG", false],
    ["Gyproc WallBoard TE 12.5MM 2400 X 1200MM", false],
    ["BRITISH GYPSUM Gyproc WallBoard Tapered Edge", false],
    ["C24 4X2", false],
    ["", false],
    ["水泥 25公斤", false],
    ["اسمنت بورتلاندي ٢٥ كجم", false],
    ["ЦЕМЕНТ ПОРТЛАНДСКИЙ", true],
  ])("%j → %s", (title, expected) => {
    expect(isShouting(title)).toBe(expected);
  });

  it("treats null and undefined as calm", () => {
    expect(isShouting(null)).toBe(false);
    expect(isShouting(undefined)).toBe(false);
  });
});

describe("readableCase", () => {
  it.each([
    // Plasterboard.
    [
      "BRITISH GYPSUM LTD GYPROC WB PLASTERBOARD TE 15MM 2400X1200",
      "British Gypsum Ltd Gyproc WB Plasterboard TE 15mm 2400x1200",
    ],
    ["KNAUF MOISTURE PANEL MR SE 12.5MM 2400 X 1200MM", "Knauf Moisture Panel MR SE 12.5mm 2400 x 1200mm"],
    ["SINIAT FIRE BOARD FR TE 15MM", "Siniat Fire Board FR TE 15mm"],
    // Cement and aggregates.
    ["TARMAC BLUE CIRCLE OPC CEM I 25KG", "Tarmac Blue Circle OPC CEM I 25kg"],
    ["HANSON MULTICEM CEM II/A-LL 32,5R 25KG BAG", "Hanson Multicem CEM II/A-LL 32,5R 25kg Bag"],
    ["SAND AND CEMENT MIX FOR PATIOS 25KG/BAG", "Sand and Cement Mix for Patios 25kg/Bag"],
    ["MOT TYPE 1 SUB BASE BULK BAG 850KG", "MOT Type 1 Sub Base Bulk Bag 850kg"],
    ["PFA FLY ASH 20 KG", "PFA Fly Ash 20 kg"],
    ["ST1 GEN1 C20 READY MIX CONCRETE PER M3", "ST1 GEN1 C20 Ready Mix Concrete per m3"],
    // Timber and sheet.
    ["C16 TREATED CLS 38X63MM 2.4M", "C16 Treated CLS 38x63mm 2.4m"],
    ["C24 KILN DRIED REGULARISED 100X47MM 4.8M", "C24 Kiln Dried Regularised 100x47mm 4.8m"],
    ["PAR PSE REDWOOD 25 X 150MM", "PAR PSE Redwood 25 x 150mm"],
    ["OSB/3 STERLING BOARD 18MM 2440 X 1220MM", "OSB/3 Sterling Board 18mm 2440 x 1220mm"],
    ["WBP PLY 18MM 8'X4'", "WBP Ply 18mm 8'x4'"],
    ["MDF MR 18MM", "MDF MR 18mm"],
    // Bricks and blocks.
    ["FACING BRICK 215 X 102.5 X 65MM (PACK OF 500)", "Facing Brick 215 x 102.5 x 65mm (Pack of 500)"],
    ["7N DENSE CONCRETE BLOCK 100MM 7.3N/MM2", "7N Dense Concrete Block 100mm 7.3N/mm2"],
    ["CLASS II ENGINEERING BRICK RED BS EN 771-1", "Class II Engineering Brick Red BS EN 771-1"],
    // Insulation.
    ["PIR INSULATION BOARD 100MM 2400X1200 WITH FOIL FACING", "PIR Insulation Board 100mm 2400x1200 with Foil Facing"],
    ["EARTHWOOL LOFT ROLL 44 200MM X 5.99M (6.99 SQM)", "Earthwool Loft Roll 44 200mm x 5.99m (6.99 m2)"],
    ["EPS70 FLOOR INSULATION 50MM", "EPS70 Floor Insulation 50mm"],
    // Drainage.
    ["110MM PVC-U SOIL PIPE 3M SOCKETED", "110mm PVC-U Soil Pipe 3m Socketed"],
    ["UPVC FASCIA BOARD WHITE 225MM X 5M", "uPVC Fascia Board White 225mm x 5m"],
    ["UNDERGROUND DRAIN PIPE 110MM X 6M IN ORANGE", "Underground Drain Pipe 110mm x 6m in Orange"],
    // Roofing.
    ["ELP-5NR FLASHING KIT (PACK OF 10)", "ELP-5NR Flashing Kit (Pack of 10)"],
    ["BREATHER MEMBRANE 1X50M 100GSM", "Breather Membrane 1x50m 100gsm"],
    ["CONCRETE ROOF TILE - BS EN 490 INTERLOCKING", "Concrete Roof Tile - BS EN 490 Interlocking"],
    ["SELF-ADHESIVE READY-TO-USE FLASHING TAPE 10M", "Self-Adhesive Ready-to-Use Flashing Tape 10m"],
    ["T&G FLOORING CHIPBOARD P5 22MM", "T&G Flooring Chipboard P5 22mm"],
  ])("%j → %j", (title, expected) => {
    expect(readableCase(title)).toBe(expected);
  });

  it("lower-cases a joining word only mid-title", () => {
    expect(readableCase("FOR OUTDOOR USE WOOD STAIN 5L")).toBe("For Outdoor Use Wood Stain 5L");
  });

  it("spells the brand as its calm brand attribute does", () => {
    expect(readableCase("BRITISH GYPSUM GYPROC WALLBOARD 12.5MM", "British Gypsum")).toBe(
      "British Gypsum Gyproc Wallboard 12.5mm",
    );
    expect(readableCase("SINIAT GTEC FIRE BOARD FR TE 15MM", "Siniat GTEC")).toBe("Siniat GTEC Fire Board FR TE 15mm");
    expect(readableCase("IKO ARMOURBASE PRO FELT 1X15M", "IKO")).toBe("IKO Armourbase Pro Felt 1x15m");
    expect(readableCase("STERLINGOSB ZERO OSB3 18MM", "SterlingOSB Zero")).toBe("SterlingOSB Zero OSB3 18mm");
    // Only the brand's own capitals are a spelling; "West" and "Fraser" do not appear.
    expect(readableCase("WEATHERPRO BREATHER MEMBRANE", "WeatherPro")).toBe("WeatherPro Breather Membrane");
  });

  it("ignores a brand attribute that is itself shouting or all lower-case", () => {
    expect(readableCase("TARMAC TOPCRETE 20KG", "TARMAC")).toBe("Tarmac Topcrete 20kg");
    expect(readableCase("KNAUF EARTHWOOL ROLL", "knauf")).toBe("Knauf Earthwool Roll");
  });

  it("keeps words the merchant already cased amid capitals", () => {
    expect(readableCase("GYPROC WallBoard PLASTERBOARD TAPERED EDGE 12.5MM")).toBe(
      "Gyproc WallBoard Plasterboard Tapered Edge 12.5mm",
    );
  });

  it.each([
    "Gyproc WallBoard TE 12.5mm 2400 x 1200mm",
    "Sharp Sand 25KG",
    "C24 4X2",
    "水泥 25公斤",
    "セメント 25kg 袋",
    "اسمنت بورتلاندي ٢٥ كجم",
    "Портландцемент 25 кг CEM I",
    "Ciment gris 25kg – 水泥 CEM II",
    "",
  ])("leaves a title that is not shouting unchanged: %j", (title) => {
    expect(readableCase(title)).toBe(title);
  });

  it("recases a cased non-Latin script without breaking it", () => {
    expect(readableCase("ЦЕМЕНТ ПОРТЛАНДСКИЙ 25КГ")).toBe("Цемент Портландский 25КГ");
    expect(readableCase("ΤΣΙΜΕΝΤΟ ΠΟΡΤΛΑΝΔ ΣΑΚΟΣ")).toBe("Τσιμεντο Πορτλανδ Σακος");
  });

  it("keeps spacing, brackets and punctuation exactly", () => {
    expect(readableCase("  SHARP SAND,  BULK BAG (850KG).  ")).toBe("  Sharp Sand,  Bulk Bag (850kg).  ");
  });

  it("stays fast on a pathological token", () => {
    const started = performance.now();
    readableCase(`CEMENT ${"1X".repeat(20_000)}Z BAG`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
