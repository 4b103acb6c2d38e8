// @ts-nocheck

/**
 * True products, part B: sheet materials, plasterboard, plaster, bricks, blocks.
 * Field meanings are described in products-a.ts.
 */
import { bag, board, brick, block, unit3 } from "./sizes.ts";

const P = (cat, key, o) => ({ cat, key, a: [], ...o });
/** staple stocked by most merchants */
const hot = (p) => ({ ...p, hot: true });

const SOSB = { b: "SterlingOSB", pa: "West Fraser", r: "SterlingOSB Zero" };
const CABER = { b: "CaberFloor", pa: "West Fraser", r: "CaberFloor P5" };
const SH = (key, n, a, z, pr, alt) => P("sheet-materials", key, { com: true, n, a, z, pr, alt });

const SHEET = [
  P("sheet-materials", "sterlingosb-zero-osb3-18mm-2440x1220", {
    ...SOSB,
    a: ["OSB3"],
    n: "Board",
    z: board(18, 1220, 2440),
    pr: 32.5,
    mpn: "SOSB3-18-8X4",
    hot: true,
  }),
  P("sheet-materials", "sterlingosb-zero-osb3-11mm-2440x1220", {
    ...SOSB,
    a: ["OSB3"],
    n: "Board",
    z: board(11, 1220, 2440),
    pr: 21.9,
    mpn: "SOSB3-11-8X4",
  }),
  P("sheet-materials", "sterlingosb-zero-osb3-tg-18mm-2397x600", {
    ...SOSB,
    a: ["OSB3", "Tongue & Groove"],
    n: "Board",
    z: board(18, 600, 2397),
    pr: 17.9,
    mpn: "SOSB3-18-TG",
  }),
  P("sheet-materials", "caberfloor-p5-tg-chipboard-flooring-18mm-2400x600", {
    ...CABER,
    a: ["Tongue & Groove"],
    n: "Chipboard Flooring",
    z: board(18, 600, 2400),
    pr: 13.9,
    mpn: "CFP5-18TG",
  }),
  P("sheet-materials", "caberfloor-p5-tg-chipboard-flooring-22mm-2400x600", {
    ...CABER,
    a: ["Tongue & Groove"],
    n: "Chipboard Flooring",
    z: board(22, 600, 2400),
    pr: 17.2,
    mpn: "CFP5-22TG",
  }),
  hot(SH("hardwood-plywood-18mm-2440x1220", "Hardwood Plywood", [], board(18, 1220, 2440), 46, "Hardwood Ply")),
  SH("hardwood-plywood-12mm-2440x1220", "Hardwood Plywood", [], board(12, 1220, 2440), 33.5, "Hardwood Ply"),
  SH("hardwood-plywood-5.5mm-2440x1220", "Hardwood Plywood", [], board(5.5, 1220, 2440), 17.5, "Hardwood Ply"),
  SH(
    "softwood-plywood-structural-18mm-2440x1220",
    "Softwood Plywood",
    ["Structural"],
    board(18, 1220, 2440),
    38.5,
    "Softwood Ply",
  ),
  SH("mdf-standard-18mm-2440x1220", "MDF Board", ["Standard"], board(18, 1220, 2440), 29.5, "MDF Sheet"),
  SH("mdf-standard-12mm-2440x1220", "MDF Board", ["Standard"], board(12, 1220, 2440), 22.5, "MDF Sheet"),
  SH(
    "mdf-moisture-resistant-18mm-2440x1220",
    "MDF Board",
    ["Moisture Resistant"],
    board(18, 1220, 2440),
    39.5,
    "MDF Sheet",
  ),
  SH("hardboard-standard-3.2mm-2440x1220", "Hardboard", ["Standard"], board(3.2, 1220, 2440), 9.6, "Hardboard Sheet"),
];

const BG = { b: "British Gypsum", pa: "Saint-Gobain" };
const TE = ["Tapered Edge"];
const PB = (key, o) => P("plasterboard", key, { n: "Plasterboard", ...o });

const PLASTERBOARD = [
  PB("gyproc-wallboard-12.5mm-tapered-edge-2400x1200", {
    ...BG,
    r: "Gyproc WallBoard",
    a: TE,
    z: board(12.5, 1200, 2400),
    pr: 11.4,
    mpn: "WB125TE2412",
    hot: true,
  }),
  PB("gyproc-wallboard-12.5mm-square-edge-2400x1200", {
    ...BG,
    r: "Gyproc WallBoard",
    a: ["Square Edge"],
    z: board(12.5, 1200, 2400),
    pr: 11.4,
    mpn: "WB125SE2412",
  }),
  PB("gyproc-wallboard-12.5mm-tapered-edge-1800x900", {
    ...BG,
    r: "Gyproc WallBoard",
    a: TE,
    z: board(12.5, 900, 1800),
    pr: 7.6,
    mpn: "WB125TE1809",
  }),
  PB("gyproc-wallboard-9.5mm-tapered-edge-2400x1200", {
    ...BG,
    r: "Gyproc WallBoard",
    a: TE,
    z: board(9.5, 1200, 2400),
    pr: 10.6,
    mpn: "WB95TE2412",
  }),
  PB("gyproc-wallboard-15mm-tapered-edge-2400x1200", {
    ...BG,
    r: "Gyproc WallBoard",
    a: TE,
    z: board(15, 1200, 2400),
    pr: 14.8,
    mpn: "WB15TE2412",
  }),
  PB("gyproc-soundbloc-12.5mm-tapered-edge-2400x1200", {
    ...BG,
    r: "Gyproc SoundBloc",
    a: TE,
    z: board(12.5, 1200, 2400),
    pr: 16.2,
    mpn: "SB125TE2412",
  }),
  PB("gyproc-fireline-12.5mm-tapered-edge-2400x1200", {
    ...BG,
    r: "Gyproc FireLine",
    a: TE,
    z: board(12.5, 1200, 2400),
    pr: 15.1,
    mpn: "FL125TE2412",
  }),
  PB("gyproc-moisture-resistant-12.5mm-tapered-edge-2400x1200", {
    ...BG,
    r: "Gyproc Moisture Resistant",
    a: TE,
    z: board(12.5, 1200, 2400),
    pr: 15.7,
    mpn: "MR125TE2412",
  }),
  PB("gyproc-thermaline-pir-37.5mm-2400x1200", {
    ...BG,
    r: "Gyproc ThermaLine PIR",
    a: ["Insulated"],
    z: board(37.5, 1200, 2400),
    pr: 46,
  }),
  PB("knauf-wallboard-12.5mm-tapered-edge-2400x1200", {
    b: "Knauf",
    r: "Knauf Wallboard",
    a: TE,
    z: board(12.5, 1200, 2400),
    pr: 10.7,
    mpn: "KWB12524TE",
  }),
  PB("knauf-moisture-panel-12.5mm-tapered-edge-2400x1200", {
    b: "Knauf",
    r: "Knauf Moisture Panel",
    a: TE,
    z: board(12.5, 1200, 2400),
    pr: 14.3,
    mpn: "KMP12524TE",
  }),
  PB("siniat-gtec-standard-board-12.5mm-tapered-edge-2400x1200", {
    b: "Siniat",
    pa: "Etex",
    r: "Siniat GTEC Standard Board",
    a: TE,
    z: board(12.5, 1200, 2400),
    pr: 10.4,
    mpn: "GTS125TE24",
  }),
  PB("siniat-gtec-fire-board-12.5mm-tapered-edge-2400x1200", {
    b: "Siniat",
    pa: "Etex",
    r: "Siniat GTEC Fire Board",
    a: TE,
    z: board(12.5, 1200, 2400),
    pr: 13.9,
  }),
];

const PL = (key, o) => P("plaster", key, { ...BG, z: bag(25), ...o });
const PLASTER = [
  PL("thistle-multi-finish-25kg", {
    r: "Thistle Multi-Finish",
    n: "Finishing Plaster",
    pr: 12.5,
    mpn: "TMF25",
    hot: true,
  }),
  PL("thistle-board-finish-25kg", { r: "Thistle Board Finish", n: "Finishing Plaster", pr: 12.7, mpn: "TBF25" }),
  PL("thistle-durafinish-25kg", { r: "Thistle DuraFinish", n: "Finishing Plaster", pr: 15.6, mpn: "TDF25" }),
  PL("thistle-bonding-coat-25kg", { r: "Thistle Bonding Coat", n: "Undercoat Plaster", pr: 14.9, mpn: "TBC25" }),
  PL("thistle-hardwall-25kg", { r: "Thistle HardWall", n: "Undercoat Plaster", pr: 14.3, mpn: "THW25" }),
  PL("thistle-browning-25kg", { r: "Thistle Browning", n: "Undercoat Plaster", pr: 13.9 }),
  PL("thistle-universalonecoat-25kg", { r: "Thistle UniversalOneCoat", n: "One Coat Plaster", pr: 15.3 }),
  PL("knauf-multifinish-25kg", {
    b: "Knauf",
    pa: undefined,
    r: "Knauf MultiFinish",
    n: "Finishing Plaster",
    pr: 11.7,
    mpn: "KMF25",
  }),
  PL("gyproc-easi-fill-10kg", { r: "Gyproc Easi-Fill", n: "Jointing Filler", z: bag(10), pr: 16.6, mpn: "EF10" }),
  PL("gyproc-easi-fill-5kg", { r: "Gyproc Easi-Fill", n: "Jointing Filler", z: bag(5), pr: 10.9, mpn: "EF05" }),
  PL("gyproc-joint-filler-12.5kg", { r: "Gyproc Joint Filler", n: "Jointing Compound", z: bag(12.5), pr: 17.9 }),
];

const BR = (key, o) => P("bricks", key, { n: "Facing Brick", z: brick(65), gt: false, unit: "brick", ...o });
const FORT = { b: "Forterra" };
const BRICKS = [
  BR("forterra-lbc-heritage-65mm-single", { ...FORT, r: "LBC Heritage", pr: 0.96 }),
  BR("forterra-lbc-heritage-65mm-pack-390", { ...FORT, r: "LBC Heritage", pk: 390, pkw: "Pack of", pr: 355 }),
  BR("forterra-lbc-rustic-65mm-single", { ...FORT, r: "LBC Rustic", pr: 0.96 }),
  BR("forterra-lbc-saxon-gold-65mm-single", { ...FORT, r: "LBC Saxon Gold", pr: 0.99 }),
  BR("forterra-lbc-brecken-grey-65mm-single", { ...FORT, r: "LBC Brecken Grey", pr: 1.04 }),
  BR("forterra-class-b-red-engineering-perforated-65mm", {
    ...FORT,
    r: "Forterra Class B",
    a: ["Red", "Perforated"],
    n: "Engineering Brick",
    pr: 0.92,
  }),
  BR("forterra-class-b-red-engineering-solid-65mm", {
    ...FORT,
    r: "Forterra Class B",
    a: ["Red", "Solid"],
    n: "Engineering Brick",
    pr: 1.19,
  }),
  BR("ibstock-ivanhoe-cream-65mm", { b: "Ibstock", r: "Ibstock Ivanhoe Cream", pr: 1.16 }),
  BR("ibstock-birtley-olde-english-buff-65mm", { b: "Ibstock", r: "Ibstock Birtley Olde English Buff", pr: 1.07 }),
  BR("wienerberger-kassandra-multi-65mm", { b: "Wienerberger", r: "Wienerberger Kassandra Multi", pr: 1.21 }),
  BR("wienerberger-kassandra-multi-73mm", {
    b: "Wienerberger",
    r: "Wienerberger Kassandra Multi",
    z: brick(73),
    pr: 1.36,
  }),
  BR("michelmersh-freshfield-lane-first-quality-multi-stock-65mm", {
    b: "Michelmersh",
    r: "Freshfield Lane First Quality Multi Stock",
    pr: 1.62,
  }),
  BR("ketley-staffordshire-blue-class-a-engineering-solid-65mm", {
    b: "Ketley",
    r: "Ketley Staffordshire Blue",
    a: ["Class A", "Solid"],
    n: "Engineering Brick",
    pr: 1.78,
  }),
];

const BL = (key, o) => P("blocks", key, { n: "Aircrete Block", gt: false, z: block(100), ...o });
const THERM = { b: "Thermalite", pa: "Forterra" };
const HH = { b: "H+H" };
const TARMAC = { b: "Tarmac" };
const BLOCKS = [
  BL("thermalite-shield-2000-3.6n-100mm", { ...THERM, r: "Thermalite Shield 2000", a: ["3.6N"], pr: 2.95, hot: true }),
  BL("thermalite-shield-2000-3.6n-140mm", {
    ...THERM,
    r: "Thermalite Shield 2000",
    a: ["3.6N"],
    z: block(140),
    pr: 4.25,
  }),
  BL("thermalite-hi-strength-7-7.3n-100mm", { ...THERM, r: "Thermalite Hi-Strength 7", a: ["7.3N"], pr: 3.45 }),
  BL("thermalite-trenchblock-275mm", {
    ...THERM,
    r: "Thermalite Trenchblock",
    a: ["3.6N"],
    n: "Foundation Block",
    z: block(275),
    pr: 10.6,
  }),
  BL("hh-celcon-standard-grade-3.6n-100mm", { ...HH, r: "Celcon Standard Grade", a: ["3.6N"], pr: 2.9 }),
  BL("hh-celcon-high-strength-7.3n-100mm", { ...HH, r: "Celcon High Strength", a: ["7.3N"], pr: 3.35 }),
  BL("hh-celcon-solar-grade-2.9n-100mm", { ...HH, r: "Celcon Solar Grade", a: ["2.9N"], pr: 3.1 }),
  BL("hh-celcon-foundation-block-300mm", {
    ...HH,
    r: "Celcon",
    a: ["Standard Grade"],
    n: "Foundation Block",
    z: block(300),
    pr: 11.4,
  }),
  BL("tarmac-toplite-standard-3.6n-100mm", { ...TARMAC, r: "Tarmac Toplite Standard", a: ["3.6N"], pr: 2.85 }),
  BL("tarmac-topcrete-dense-solid-7.3n-100mm", {
    ...TARMAC,
    r: "Tarmac Topcrete",
    a: ["Dense", "Solid", "7.3N"],
    n: "Concrete Block",
    pr: 2.65,
    hot: true,
  }),
  BL("tarmac-topcrete-dense-solid-7.3n-140mm", {
    ...TARMAC,
    r: "Tarmac Topcrete",
    a: ["Dense", "Solid", "7.3N"],
    n: "Concrete Block",
    z: block(140),
    pr: 3.75,
  }),
  BL("tarmac-topcrete-dense-hollow-7.3n-215mm", {
    ...TARMAC,
    r: "Tarmac Topcrete",
    a: ["Dense", "Hollow", "7.3N"],
    n: "Concrete Block",
    z: block(215),
    pr: 4.7,
  }),
  BL("precast-concrete-padstone-215x102x140", {
    com: true,
    n: "Concrete Padstone",
    a: ["Precast"],
    z: unit3(215, 102.5, 140),
    pr: 4.6,
  }),
];

export const PRODUCTS_B = [...SHEET, ...PLASTERBOARD, ...PLASTER, ...BRICKS, ...BLOCKS];
