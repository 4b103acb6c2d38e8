/**
 * Timber sections, sheet materials and skirting. Sections are a family, so each merchant's way of writing one
 * (47 x 100mm, 4X2 … 47X100, 100mm x 47mm (4" x 2")) is a function; lengths and grades vary per product.
 */
import { product as p, type Product } from "./catalogue-types.ts";

type Sort = "c16-treated" | "c24-kd" | "c24-treated" | "cls" | "batten" | "post" | "par";

/** The nominal imperial name the trade uses for a section, where there is one. */
const NOMINAL: Record<string, string> = {
  "47x75": "3x2",
  "47x100": "4x2",
  "47x150": "6x2",
  "47x200": "8x2",
  "47x225": "9x2",
  "38x63": "3x2",
  "38x89": "4x2",
  "75x75": "3x3",
  "100x100": "4x4",
  "18x94": "1x4",
  "25x38": "1.5x1",
  "25x50": "2x1",
};

function section(sort: Sort, t: number, w: number, metres: number, pricePerM: number): Product {
  const sec = `${t}x${w}`;
  const nominal = NOMINAL[sec];
  const m = metres.toFixed(1);
  const mm = String(Math.round(metres * 1000));
  const imperial = nominal ? ` (${nominal.split("x").reverse().join('" x ')}")` : "";
  const key = `tim-${sort}-${sec}-${m}`;
  const price = Math.round(pricePerM * metres * 100) / 100;
  switch (sort) {
    case "c16-treated":
      return p(
        key,
        "timber",
        null,
        price,
        `C16 Treated Sawn Timber ${t} x ${w}mm x ${m}m`,
        nominal ? `${nominal.toUpperCase()} C16 TANALISED SAWN ${t}X${w} ${m}M` : `C16 TANALISED SAWN ${t}X${w} ${m}M`,
        `Treated Sawn Timber C16 - ${w}mm x ${t}mm x ${mm}mm${imperial}`,
      );
    case "c24-kd":
      return p(
        key,
        "timber",
        null,
        price,
        `C24 Kiln Dried Regularised Timber ${t} x ${w}mm x ${m}m`,
        `C24 KD REG ${t}X${w} ${m}M UNTREATED`,
        `C24 Structural Kiln Dried Timber - ${w}mm x ${t}mm x ${mm}mm`,
      );
    case "c24-treated":
      return p(
        key,
        "timber",
        null,
        price,
        `C24 Treated Regularised Timber ${t} x ${w}mm x ${m}m`,
        `C24 TREATED REG ${t}X${w} ${m}M`,
        `C24 Treated Structural Timber - ${w}mm x ${t}mm x ${mm}mm`,
      );
    case "cls":
      return p(
        key,
        "timber",
        null,
        price,
        `CLS Stud Timber ${t} x ${w}mm x ${m}m`,
        `CLS ${t}X${w} ${m}M (${nominal?.toUpperCase() ?? ""})`,
        `CLS Studwork Timber - ${w}mm x ${t}mm x ${mm}mm`,
      );
    case "batten":
      return p(
        key,
        "timber",
        null,
        price,
        `Treated Roofing Batten ${t} x ${w}mm x ${m}m BS5534`,
        `TREATED BATTEN ${t}X${w} ${m}M BS5534 RED`,
        `Roof Batten Treated - ${w}mm x ${t}mm x ${m}m`,
      );
    case "post":
      return p(
        key,
        "timber",
        null,
        price,
        `Treated Fence Post ${t} x ${w}mm x ${m}m`,
        `${nominal?.toUpperCase() ?? ""} FENCE POST ${t}X${w} ${m}M GREEN TREATED`.trim(),
        `Pressure Treated Fence Post - ${w}mm x ${t}mm x ${m}m${imperial}`,
      );
    case "par":
      return p(
        key,
        "timber",
        null,
        price,
        `Planed Redwood PAR ${t} x ${w}mm x ${m}m`,
        `PAR REDWOOD ${t}X${w} ${m}M`,
        `Smooth Planed Timber PAR - ${w}mm x ${t}mm x ${m}m`,
      );
  }
}

export const TIMBER: Product[] = [
  section("c16-treated", 47, 75, 2.4, 2.1),
  section("c16-treated", 47, 75, 3.6, 2.1),
  section("c16-treated", 47, 75, 4.8, 2.1),
  section("c16-treated", 47, 100, 2.4, 2.6),
  section("c16-treated", 47, 100, 3.0, 2.6),
  section("c16-treated", 47, 100, 3.6, 2.6),
  section("c16-treated", 47, 100, 4.8, 2.6),
  section("c16-treated", 47, 150, 3.6, 3.9),
  section("c16-treated", 47, 150, 4.8, 3.9),
  section("c16-treated", 47, 200, 4.8, 5.6),
  section("c16-treated", 47, 225, 4.8, 6.4),
  section("c24-kd", 47, 100, 3.6, 3.1),
  section("c24-kd", 47, 100, 4.8, 3.1),
  section("c24-kd", 47, 150, 4.8, 4.6),
  section("c24-kd", 47, 200, 4.8, 6.2),
  section("c24-treated", 47, 150, 4.8, 4.9),
  section("cls", 38, 63, 2.4, 1.6),
  section("cls", 38, 89, 2.4, 2.0),
  section("cls", 38, 89, 3.0, 2.0),
  section("batten", 25, 38, 4.8, 0.75),
  section("batten", 25, 50, 4.8, 0.95),
  section("post", 75, 75, 2.4, 3.2),
  section("post", 100, 100, 2.4, 5.4),
  section("par", 18, 94, 2.4, 2.2),
  p(
    "tim-decking-32x144-3.6",
    "timber",
    null,
    14.5,
    "Treated Softwood Decking Board 32 x 144mm x 3.6m",
    "DECKING BOARD 32X144 3.6M GREEN",
    "Grooved Treated Decking Board - 144mm x 32mm x 3.6m",
  ),
  p(
    "tim-feather-edge-1.8",
    "timber",
    null,
    2.1,
    "Treated Feather Edge Fence Board 11 x 100mm x 1.8m",
    "FEATHER EDGE 100MM 1.8M TREATED",
    "Pressure Treated Featheredge Board - 100mm x 1.8m",
  ),

  // sheet materials
  p("sh-osb3-9", "sheet", null, 16.8, "OSB3 Board 9mm 2440 x 1220mm", "OSB3 9MM 8X4", ""),
  p(
    "sh-osb3-11",
    "sheet",
    null,
    19.5,
    "OSB3 Board 11mm 2440 x 1220mm",
    "OSB3 11MM 8X4 (2440X1220)",
    "Sterling OSB3 Oriented Strand Board - 2440 x 1220 x 11mm",
  ),
  p(
    "sh-osb3-18",
    "sheet",
    null,
    29.5,
    "OSB3 Board 18mm 2440 x 1220mm",
    "OSB3 18MM 8X4 (2440X1220)",
    "Sterling OSB3 Oriented Strand Board - 2440 x 1220 x 18mm",
  ),
  p(
    "sh-osb3-18-tg",
    "sheet",
    null,
    14.5,
    "OSB3 Tongue and Groove Flooring 18mm 2400 x 600mm",
    "OSB3 T&G 18MM 2400X600",
    "",
  ),
  p(
    "sh-ply-hw-18",
    "sheet",
    null,
    46,
    "Hardwood Faced Plywood 18mm 2440 x 1220mm",
    "HARDWOOD PLY 18MM 8X4 CE2+",
    "Hardwood Plywood Sheet - 2440 x 1220 x 18mm",
  ),
  p(
    "sh-ply-hw-12",
    "sheet",
    null,
    34,
    "Hardwood Faced Plywood 12mm 2440 x 1220mm",
    "HARDWOOD PLY 12MM 8X4 CE2+",
    "Hardwood Plywood Sheet - 2440 x 1220 x 12mm",
  ),
  p(
    "sh-ply-hw-5.5",
    "sheet",
    null,
    16.5,
    "Hardwood Faced Plywood 5.5mm 2440 x 1220mm",
    "HARDWOOD PLY 5.5MM 8X4",
    "Hardwood Plywood Sheet - 2440 x 1220 x 5.5mm",
  ),
  p(
    "sh-ply-sw-18",
    "sheet",
    null,
    39,
    "Softwood Structural Plywood 18mm 2440 x 1220mm",
    "SOFTWOOD PLY 18MM 8X4 STRUCTURAL",
    "",
  ),
  p(
    "sh-ply-marine-18",
    "sheet",
    null,
    78,
    "",
    "MARINE PLY 18MM 8X4 BS1088",
    "BS1088 Marine Plywood - 2440 x 1220 x 18mm",
  ),
  p(
    "sh-mdf-18",
    "sheet",
    null,
    32,
    "MDF Board 18mm 2440 x 1220mm",
    "MDF 18MM 8X4",
    "Medium Density Fibreboard MDF Sheet - 2440 x 1220 x 18mm",
  ),
  p(
    "sh-mdf-12",
    "sheet",
    null,
    24,
    "MDF Board 12mm 2440 x 1220mm",
    "MDF 12MM 8X4",
    "Medium Density Fibreboard MDF Sheet - 2440 x 1220 x 12mm",
  ),
  p(
    "sh-mdf-6",
    "sheet",
    null,
    14,
    "MDF Board 6mm 2440 x 1220mm",
    "",
    "Medium Density Fibreboard MDF Sheet - 2440 x 1220 x 6mm",
  ),
  p(
    "sh-mdf-mr-18",
    "sheet",
    null,
    40,
    "Moisture Resistant MDF 18mm 2440 x 1220mm",
    "MR MDF 18MM 8X4",
    "Moisture Resistant MDF Sheet (Green Core) - 2440 x 1220 x 18mm",
  ),
  p(
    "sh-caberfloor-22",
    "sheet",
    "Caberfloor",
    13.5,
    "Caberfloor P5 Chipboard Flooring 22mm 2400 x 600mm T&G",
    "CABERFLOOR P5 22MM 2400X600 T&G",
    "Caberfloor P5 Tongue & Groove Chipboard Floor Panel - 2400 x 600 x 22mm",
  ),
  p(
    "sh-chipboard-18",
    "sheet",
    null,
    9.8,
    "Chipboard Flooring P5 18mm 2400 x 600mm T&G",
    "",
    "P5 Moisture Resistant Chipboard Flooring T&G - 2400 x 600 x 18mm",
  ),
  p(
    "sh-hardboard-3",
    "sheet",
    null,
    8.5,
    "Hardboard Sheet 3mm 2440 x 1220mm",
    "",
    "Standard Hardboard Sheet - 2440 x 1220 x 3mm",
  ),
  p(
    "sh-hardiebacker-12",
    "sheet",
    "James Hardie",
    19.5,
    "Hardie Backer Cement Board 12mm 1200 x 800mm",
    "HARDIEBACKER 12MM 1200X800",
    "James Hardie HardieBacker Tile Backer Board - 1200 x 800 x 12mm",
  ),

  // skirting and architrave
  p(
    "sk-mdf-torus-119",
    "skirting",
    null,
    16,
    "MDF Torus Skirting Board 18 x 119mm x 4.2m Primed",
    "MDF TORUS SKIRTING 18X119 4.2M PRIMED",
    "Primed MDF Torus Skirting - 119mm x 18mm x 4.2m",
  ),
  p(
    "sk-mdf-ogee-144",
    "skirting",
    null,
    19,
    "MDF Ogee Skirting Board 18 x 144mm x 4.2m Primed",
    "",
    "Primed MDF Ogee Skirting - 144mm x 18mm x 4.2m",
  ),
  p(
    "sk-mdf-chamfered-94",
    "skirting",
    null,
    12,
    "",
    "MDF CHAMFERED & ROUNDED SKIRTING 18X94 4.2M",
    "Primed MDF Chamfered & Rounded Skirting - 94mm x 18mm x 4.2m",
  ),
  p(
    "sk-pine-torus-144",
    "skirting",
    null,
    18,
    "Pine Torus Skirting Board 19 x 144mm x 3.6m",
    "",
    "Redwood Pine Torus Skirting - 144mm x 19mm x 3.6m",
  ),
  p(
    "sk-mdf-torus-architrave-69",
    "skirting",
    null,
    6.5,
    "MDF Torus Architrave 18 x 69mm x 2.2m Primed",
    "MDF TORUS ARCHITRAVE 18X69 2.2M",
    "Primed MDF Torus Architrave - 69mm x 18mm x 2.2m",
  ),
];
