// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

// True products, part A: cement, concrete-mortar, sand, aggregates, timber,
// sheet-materials, plasterboard, plaster.

export interface Product {
  key: string;
  cat: string;
  brand: string | null; // null = generic / unbranded
  name: string; // range + product name, without brand and size
  size: string; // canonical size notation
  q?: string; // distinguishing qualifier (edge, pack, bag type, grade...)
  color?: string;
  mat?: string;
  unit: string; // bag, sheet, length, each, box, roll, pack, bulk bag, m3
  price: number; // rough list price in GBP
  fam?: string; // variant family (look-alikes share it)
  barcode?: boolean; // whether a GTIN exists for it at all
}

export function P(
  key: string,
  cat: string,
  brand: string | null,
  name: string,
  size: string,
  unit: string,
  price: number,
  o: Partial<Product> = {},
): Product {
  const barcode = o.barcode ?? (brand !== null && !/pallet|bulk|per m3/i.test(`${o.q ?? ""} ${unit}`));
  return { key, cat, brand, name, size, unit, price, ...o, barcode };
}

const BC = "Blue Circle";
const EB = "Everbuild";

export const PRODUCTS_A: Product[] = [
  // ---------------- cement ----------------
  P("bc-general-purpose-cement-25kg", "cement", BC, "General Purpose Cement", "25kg", "bag", 6.2, {
    q: "Paper Bag",
    fam: "bc-gp",
    mat: "Portland cement",
  }),
  P("bc-general-purpose-cement-pallet-56", "cement", BC, "General Purpose Cement", "25kg", "pallet", 329, {
    q: "Pallet of 56 Bags",
    fam: "bc-gp",
    mat: "Portland cement",
  }),
  P("bc-mastercrete-cement-25kg", "cement", BC, "Mastercrete Cement", "25kg", "bag", 7.4, {
    q: "Plastic Bag",
    fam: "bc-mastercrete",
    mat: "Portland cement",
  }),
  P("bc-mastercrete-cement-pallet-56", "cement", BC, "Mastercrete Cement", "25kg", "pallet", 389, {
    q: "Pallet of 56 Bags",
    fam: "bc-mastercrete",
    mat: "Portland cement",
  }),
  P("bc-snowcrete-white-cement-25kg", "cement", BC, "Snowcrete White Cement", "25kg", "bag", 16.5, {
    color: "White",
    mat: "White Portland cement",
  }),
  P("hanson-multicem-cement-25kg", "cement", "Hanson", "Multicem Cement", "25kg", "bag", 7.1, {
    q: "Plastic Bag",
    mat: "Portland cement",
  }),
  P("rugby-premium-cement-25kg", "cement", "Rugby", "Premium Cement", "25kg", "bag", 6.9, {
    q: "Plastic Bag",
    fam: "rugby",
    mat: "Portland cement",
  }),
  P("rugby-high-strength-cement-25kg", "cement", "Rugby", "High Strength Cement", "25kg", "bag", 7.6, {
    q: "Plastic Bag",
    fam: "rugby",
    mat: "Portland cement",
  }),
  P("aalborg-white-cement-25kg", "cement", "Aalborg", "White Portland Cement", "25kg", "bag", 18.9, {
    color: "White",
    mat: "White Portland cement",
  }),
  P("generic-opc-cement-25kg", "cement", null, "Ordinary Portland Cement", "25kg", "bag", 5.6, {
    mat: "Portland cement",
  }),
  P("limbux-hydrated-lime-25kg", "cement", "Limbux", "Hydrated Lime", "25kg", "bag", 14.2, {
    mat: "Calcium hydroxide",
    color: "White",
  }),

  // ---------------- concrete-mortar ----------------
  P("bc-postcrete-20kg", "concrete-mortar", BC, "Postcrete", "20kg", "bag", 8.4, { q: "Rapid Setting Post Mix" }),
  P("bc-multi-purpose-concrete-20kg", "concrete-mortar", BC, "Multi-Purpose Concrete", "20kg", "bag", 6.8, {
    fam: "bc-ready",
  }),
  P("bc-mortar-mix-20kg", "concrete-mortar", BC, "Mortar Mix", "20kg", "bag", 6.9, { fam: "bc-ready" }),
  P("sikagrout-212-25kg", "concrete-mortar", "Sika", "SikaGrout-212", "25kg", "bag", 24.5, {
    q: "Non-Shrink Cementitious Grout",
  }),
  P("readymix-concrete-c20-m3", "concrete-mortar", null, "Ready Mixed Concrete C20", "1m3", "m3", 128, {
    q: "Delivered per m3",
    fam: "readymix",
    barcode: false,
  }),
  P("readymix-concrete-c30-m3", "concrete-mortar", null, "Ready Mixed Concrete C30", "1m3", "m3", 139, {
    q: "Delivered per m3",
    fam: "readymix",
    barcode: false,
  }),
  P("everbuild-mortar-plasticiser-5l", "concrete-mortar", EB, "Mortar Plasticiser", "5L", "each", 9.8),
  P("everbuild-sbr-bonding-agent-5l", "concrete-mortar", EB, "SBR Waterproof Bonding Agent", "5L", "each", 21.4),
  P("everbuild-cement-dye-black-1kg", "concrete-mortar", EB, "Cement Dye", "1kg", "each", 7.2, {
    color: "Black",
    fam: "eb-dye",
  }),
  P("everbuild-cement-dye-red-1kg", "concrete-mortar", EB, "Cement Dye", "1kg", "each", 7.2, {
    color: "Red",
    fam: "eb-dye",
  }),
  P("everbuild-cement-dye-buff-1kg", "concrete-mortar", EB, "Cement Dye", "1kg", "each", 7.2, {
    color: "Buff",
    fam: "eb-dye",
  }),

  // ---------------- sand ----------------
  P("building-sand-yellow-bulk-bag", "sand", null, "Building Sand", "850kg", "bulk bag", 52, {
    color: "Yellow",
    fam: "bsand-bulk",
  }),
  P("building-sand-red-bulk-bag", "sand", null, "Building Sand", "850kg", "bulk bag", 56, {
    color: "Red",
    fam: "bsand-bulk",
  }),
  P("building-sand-yellow-25kg", "sand", null, "Building Sand", "25kg", "bag", 3.4, { color: "Yellow" }),
  P("sharp-sand-bulk-bag", "sand", null, "Sharp Sand", "850kg", "bulk bag", 54, { q: "Washed", fam: "sharp" }),
  P("sharp-sand-25kg", "sand", null, "Sharp Sand", "25kg", "bag", 3.4, { q: "Washed", fam: "sharp" }),
  P("plastering-sand-bulk-bag", "sand", null, "Plastering Sand", "850kg", "bulk bag", 58, { q: "Fine Washed" }),
  P("kiln-dried-sand-20kg", "sand", null, "Kiln Dried Sand", "20kg", "bag", 5.9, { q: "For Block Paving Joints" }),
  P("silver-sand-25kg", "sand", null, "Silver Sand", "25kg", "bag", 4.6, { color: "Silver" }),
  P("tarmac-building-sand-major-bag", "sand", "Tarmac", "Building Sand", "Major Bag", "bag", 4.1, {
    fam: "tarmac-major",
  }),
  P("tarmac-sharp-sand-major-bag", "sand", "Tarmac", "Sharp Sand", "Major Bag", "bag", 4.1, { fam: "tarmac-major" }),

  // ---------------- aggregates ----------------
  P("gravel-20mm-bulk-bag", "aggregates", null, "Shingle Gravel", "20mm", "bulk bag", 62, {
    q: "Bulk Bag",
    fam: "shingle",
  }),
  P("gravel-10mm-bulk-bag", "aggregates", null, "Shingle Gravel", "10mm", "bulk bag", 64, {
    q: "Bulk Bag",
    fam: "shingle",
  }),
  P("ballast-all-in-bulk-bag", "aggregates", null, "All-In Ballast", "20mm", "bulk bag", 55, {
    q: "Bulk Bag",
    fam: "ballast",
  }),
  P("ballast-all-in-25kg", "aggregates", null, "All-In Ballast", "20mm", "bag", 3.6, { q: "25kg Bag", fam: "ballast" }),
  P("mot-type-1-bulk-bag", "aggregates", null, "MOT Type 1 Sub-Base", "40mm down", "bulk bag", 49, {
    q: "Bulk Bag",
    fam: "type1",
  }),
  P("mot-type-1-25kg", "aggregates", null, "MOT Type 1 Sub-Base", "40mm down", "bag", 3.3, {
    q: "25kg Bag",
    fam: "type1",
  }),
  P("cotswold-chippings-20mm-bulk-bag", "aggregates", null, "Cotswold Buff Chippings", "20mm", "bulk bag", 119, {
    q: "Bulk Bag",
    color: "Buff",
  }),
  P("slate-chippings-blue-grey-40mm-bulk-bag", "aggregates", null, "Slate Chippings", "40mm", "bulk bag", 135, {
    q: "Bulk Bag",
    color: "Blue Grey",
    fam: "slate",
  }),
  P("slate-chippings-plum-40mm-bulk-bag", "aggregates", null, "Slate Chippings", "40mm", "bulk bag", 139, {
    q: "Bulk Bag",
    color: "Plum",
    fam: "slate",
  }),
  P("tarmac-ballast-major-bag", "aggregates", "Tarmac", "All-In Ballast", "Major Bag", "bag", 4.2),
  P("limestone-chippings-20mm-bulk-bag", "aggregates", null, "Limestone Chippings", "20mm", "bulk bag", 79, {
    q: "Bulk Bag",
    color: "Grey",
  }),

  // ---------------- timber ----------------
  P("cls-38x63-2400", "timber", null, "CLS Studwork Timber", "38 x 63mm x 2.4m", "length", 4.3, {
    q: "Kiln Dried Planed",
    fam: "cls",
    mat: "Softwood",
  }),
  P("cls-38x63-3000", "timber", null, "CLS Studwork Timber", "38 x 63mm x 3.0m", "length", 5.4, {
    q: "Kiln Dried Planed",
    fam: "cls",
    mat: "Softwood",
  }),
  P("cls-38x89-2400", "timber", null, "CLS Studwork Timber", "38 x 89mm x 2.4m", "length", 5.9, {
    q: "Kiln Dried Planed",
    fam: "cls",
    mat: "Softwood",
  }),
  P("cls-38x89-3000", "timber", null, "CLS Studwork Timber", "38 x 89mm x 3.0m", "length", 7.4, {
    q: "Kiln Dried Planed",
    fam: "cls",
    mat: "Softwood",
  }),
  P("c16-treated-47x100-4800", "timber", null, "C16 Regularised Timber", "47 x 100mm x 4.8m", "length", 14.6, {
    q: "Treated",
    color: "Green",
    fam: "c16",
    mat: "Softwood",
  }),
  P("c16-untreated-47x100-4800", "timber", null, "C16 Regularised Timber", "47 x 100mm x 4.8m", "length", 12.9, {
    q: "Untreated Kiln Dried",
    fam: "c16",
    mat: "Softwood",
  }),
  P("c24-treated-47x100-4800", "timber", null, "C24 Regularised Timber", "47 x 100mm x 4.8m", "length", 16.8, {
    q: "Treated",
    color: "Green",
    fam: "c24",
    mat: "Softwood",
  }),
  P("c16-treated-47x150-4800", "timber", null, "C16 Regularised Timber", "47 x 150mm x 4.8m", "length", 21.5, {
    q: "Treated",
    color: "Green",
    fam: "c16",
    mat: "Softwood",
  }),
  P("c24-treated-47x200-4800", "timber", null, "C24 Regularised Timber", "47 x 200mm x 4.8m", "length", 32.9, {
    q: "Treated",
    color: "Green",
    fam: "c24",
    mat: "Softwood",
  }),
  P("roof-batten-25x38-4800", "timber", null, "Treated Roofing Batten BS5534", "25 x 38mm x 4.8m", "length", 3.6, {
    q: "Graded",
    color: "Red",
    fam: "batten",
    mat: "Softwood",
  }),
  P("roof-batten-25x50-4800", "timber", null, "Treated Roofing Batten BS5534", "25 x 50mm x 4.8m", "length", 4.5, {
    q: "Graded",
    color: "Red",
    fam: "batten",
    mat: "Softwood",
  }),
  P("par-pine-18x94-2400", "timber", null, "Planed Redwood PAR", "18 x 94mm x 2.4m", "length", 6.8, {
    q: "Nominal 22 x 100mm",
    fam: "par",
    mat: "Redwood",
  }),
  P("par-pine-18x44-2400", "timber", null, "Planed Redwood PAR", "18 x 44mm x 2.4m", "length", 3.9, {
    q: "Nominal 22 x 50mm",
    fam: "par",
    mat: "Redwood",
  }),
  P("treated-sawn-22x100-4800", "timber", null, "Treated Sawn Timber", "22 x 100mm x 4.8m", "length", 6.4, {
    q: "Rough Sawn",
    color: "Green",
    mat: "Softwood",
  }),

  // ---------------- sheet-materials ----------------
  P("smartply-osb3-11mm-2440x1220", "sheet-materials", "SmartPly", "OSB3 Board", "2440 x 1220 x 11mm", "sheet", 19.5, {
    q: "Square Edge",
    fam: "smartply",
    mat: "OSB",
  }),
  P("smartply-osb3-18mm-2440x1220", "sheet-materials", "SmartPly", "OSB3 Board", "2440 x 1220 x 18mm", "sheet", 29.8, {
    q: "Square Edge",
    fam: "smartply",
    mat: "OSB",
  }),
  P(
    "sterlingosb-zero-18mm-2440x1220",
    "sheet-materials",
    "SterlingOSB",
    "Zero OSB3",
    "2440 x 1220 x 18mm",
    "sheet",
    30.6,
    { q: "Square Edge", fam: "sterling", mat: "OSB" },
  ),
  P(
    "sterlingosb-zero-tg-18mm-2397x600",
    "sheet-materials",
    "SterlingOSB",
    "Zero OSB3",
    "2397 x 600 x 18mm",
    "sheet",
    15.9,
    { q: "Tongue & Groove", fam: "sterling", mat: "OSB" },
  ),
  P(
    "caberfloor-p5-18mm-2400x600",
    "sheet-materials",
    "CaberFloor",
    "P5 Chipboard Flooring",
    "2400 x 600 x 18mm",
    "sheet",
    11.9,
    { q: "Tongue & Groove", fam: "caberfloor", mat: "Chipboard" },
  ),
  P(
    "caberfloor-p5-22mm-2400x600",
    "sheet-materials",
    "CaberFloor",
    "P5 Chipboard Flooring",
    "2400 x 600 x 22mm",
    "sheet",
    14.2,
    { q: "Tongue & Groove", fam: "caberfloor", mat: "Chipboard" },
  ),
  P(
    "hardwood-ply-18mm-2440x1220",
    "sheet-materials",
    null,
    "Hardwood Faced Plywood",
    "2440 x 1220 x 18mm",
    "sheet",
    46.5,
    { q: "EN636-2", fam: "hwply", mat: "Plywood" },
  ),
  P(
    "hardwood-ply-12mm-2440x1220",
    "sheet-materials",
    null,
    "Hardwood Faced Plywood",
    "2440 x 1220 x 12mm",
    "sheet",
    33.9,
    { q: "EN636-2", fam: "hwply", mat: "Plywood" },
  ),
  P(
    "softwood-ply-18mm-2440x1220",
    "sheet-materials",
    null,
    "Structural Softwood Plywood",
    "2440 x 1220 x 18mm",
    "sheet",
    39.5,
    { q: "CE2+", mat: "Plywood" },
  ),
  P("mdf-18mm-2440x1220", "sheet-materials", null, "Standard MDF Board", "2440 x 1220 x 18mm", "sheet", 27.4, {
    fam: "mdf",
    mat: "MDF",
  }),
  P("mdf-12mm-2440x1220", "sheet-materials", null, "Standard MDF Board", "2440 x 1220 x 12mm", "sheet", 20.8, {
    fam: "mdf",
    mat: "MDF",
  }),
  P(
    "medite-mr-18mm-2440x1220",
    "sheet-materials",
    "Medite",
    "MR Moisture Resistant MDF",
    "2440 x 1220 x 18mm",
    "sheet",
    38.9,
    { color: "Green", mat: "MDF" },
  ),
  P("hardboard-3mm-2440x1220", "sheet-materials", null, "Standard Hardboard", "2440 x 1220 x 3mm", "sheet", 9.6, {
    color: "Brown",
    mat: "Hardboard",
  }),

  // ---------------- plasterboard ----------------
  P("gyproc-wallboard-12.5-2400x1200-te", "plasterboard", "Gyproc", "WallBoard", "2400 x 1200 x 12.5mm", "sheet", 9.9, {
    q: "Tapered Edge",
    fam: "gyproc-wb",
  }),
  P("gyproc-wallboard-12.5-2400x1200-se", "plasterboard", "Gyproc", "WallBoard", "2400 x 1200 x 12.5mm", "sheet", 9.9, {
    q: "Square Edge",
    fam: "gyproc-wb",
  }),
  P("gyproc-wallboard-9.5-2400x1200-te", "plasterboard", "Gyproc", "WallBoard", "2400 x 1200 x 9.5mm", "sheet", 8.9, {
    q: "Tapered Edge",
    fam: "gyproc-wb",
  }),
  P("gyproc-wallboard-15-2400x1200-te", "plasterboard", "Gyproc", "WallBoard", "2400 x 1200 x 15mm", "sheet", 13.4, {
    q: "Tapered Edge",
    fam: "gyproc-wb",
  }),
  P("gyproc-handiboard-12.5-1200x900", "plasterboard", "Gyproc", "HandiBoard", "1200 x 900 x 12.5mm", "sheet", 6.3, {
    q: "Tapered Edge",
  }),
  P(
    "gyproc-moisture-resistant-12.5-2400x1200",
    "plasterboard",
    "Gyproc",
    "Moisture Resistant",
    "2400 x 1200 x 12.5mm",
    "sheet",
    15.2,
    { q: "Tapered Edge", color: "Green", fam: "gyproc-spec" },
  ),
  P("gyproc-soundbloc-12.5-2400x1200", "plasterboard", "Gyproc", "SoundBloc", "2400 x 1200 x 12.5mm", "sheet", 15.8, {
    q: "Tapered Edge",
    color: "Blue",
    fam: "gyproc-spec",
  }),
  P("gyproc-fireline-12.5-2400x1200", "plasterboard", "Gyproc", "FireLine", "2400 x 1200 x 12.5mm", "sheet", 14.9, {
    q: "Tapered Edge",
    color: "Pink",
    fam: "gyproc-spec",
  }),
  P("knauf-wallboard-12.5-2400x1200", "plasterboard", "Knauf", "Wallboard", "2400 x 1200 x 12.5mm", "sheet", 9.4, {
    q: "Tapered Edge",
    fam: "knauf-pb",
  }),
  P(
    "knauf-moisture-panel-12.5-2400x1200",
    "plasterboard",
    "Knauf",
    "Moisture Panel",
    "2400 x 1200 x 12.5mm",
    "sheet",
    14.6,
    { q: "Tapered Edge", color: "Green", fam: "knauf-pb" },
  ),
  P(
    "siniat-gtec-standard-12.5-2400x1200",
    "plasterboard",
    "Siniat",
    "GTEC Standard Board",
    "2400 x 1200 x 12.5mm",
    "sheet",
    9.2,
    { q: "Tapered Edge", fam: "siniat" },
  ),
  P(
    "siniat-gtec-fire-12.5-2400x1200",
    "plasterboard",
    "Siniat",
    "GTEC Fire Board",
    "2400 x 1200 x 12.5mm",
    "sheet",
    14.1,
    { q: "Tapered Edge", color: "Pink", fam: "siniat" },
  ),

  // ---------------- plaster ----------------
  P("thistle-multifinish-25kg", "plaster", "Thistle", "MultiFinish", "25kg", "bag", 11.8, {
    q: "Finishing Plaster",
    fam: "thistle-finish",
    mat: "Gypsum",
  }),
  P("thistle-board-finish-25kg", "plaster", "Thistle", "Board Finish", "25kg", "bag", 11.5, {
    q: "Finishing Plaster",
    fam: "thistle-finish",
    mat: "Gypsum",
  }),
  P("thistle-durafinish-25kg", "plaster", "Thistle", "DuraFinish", "25kg", "bag", 14.9, {
    q: "Finishing Plaster",
    fam: "thistle-finish",
    mat: "Gypsum",
  }),
  P("thistle-bonding-coat-25kg", "plaster", "Thistle", "Bonding Coat", "25kg", "bag", 13.6, {
    q: "Undercoat Plaster",
    fam: "thistle-under",
    mat: "Gypsum",
  }),
  P("thistle-hardwall-25kg", "plaster", "Thistle", "HardWall", "25kg", "bag", 13.9, {
    q: "Undercoat Plaster",
    fam: "thistle-under",
    mat: "Gypsum",
  }),
  P("thistle-browning-25kg", "plaster", "Thistle", "Browning", "25kg", "bag", 12.9, {
    q: "Undercoat Plaster",
    fam: "thistle-under",
    mat: "Gypsum",
  }),
  P("thistle-universal-one-coat-25kg", "plaster", "Thistle", "Universal One Coat", "25kg", "bag", 15.6, {
    q: "One Coat Plaster",
    mat: "Gypsum",
  }),
  P("knauf-mp75-25kg", "plaster", "Knauf", "MP75 Machine Plaster", "25kg", "bag", 12.4, {
    q: "Projection Plaster",
    mat: "Gypsum",
  }),
  P("knauf-multi-finish-25kg", "plaster", "Knauf", "Multi-Finish", "25kg", "bag", 10.9, {
    q: "Finishing Plaster",
    mat: "Gypsum",
  }),
  P("gyproc-easi-fill-20-10kg", "plaster", "Gyproc", "Easi-Fill 20", "10kg", "bag", 16.4, {
    q: "Jointing Compound",
    fam: "easifill",
    mat: "Gypsum",
  }),
  P("gyproc-easi-fill-60-10kg", "plaster", "Gyproc", "Easi-Fill 60", "10kg", "bag", 16.4, {
    q: "Jointing Compound",
    fam: "easifill",
    mat: "Gypsum",
  }),
  P("gyproc-dri-wall-adhesive-25kg", "plaster", "Gyproc", "Dri-Wall Adhesive", "25kg", "bag", 12.2, {
    q: "Dot and Dab Adhesive",
    mat: "Gypsum",
  }),
];
