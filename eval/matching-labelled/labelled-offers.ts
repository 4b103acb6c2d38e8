/**
 * Hand-labelled evaluation set for the matcher. Titles were written in the house
 * styles of six UK merchants BEFORE the matcher was tuned, and must not be edited
 * to make the matcher look better: if a row is realistic and the matcher fails it,
 * fix the matcher (or accept the miss in the quality numbers).
 *
 * productId is the ground truth. Commodity items (sand, aggregates, timber, sheet,
 * generic skirting/blocks/engineering bricks) are labelled by specification, because
 * that is what a shopper compares; branded goods are labelled per manufacturer product.
 */
import type { OfferIdentityInput } from "../../server/ingest/normalise/index.ts";

export interface LabelledOffer extends OfferIdentityInput {
  productId: string;
  merchantName: string;
}

type Extra = Partial<Omit<LabelledOffer, "productId" | "title" | "merchantName">>;

/** A merchant's row maker: its name and house defaults, then product id, title and what differs per row. */
export const offer =
  (merchantName: string, defaults: Extra = {}) =>
  (productId: string, title: string, extra: Extra = {}): LabelledOffer => ({
    productId,
    title,
    merchantName,
    ...defaults,
    ...extra,
  });

// Jewson: Title Case, metric, own brand written into the brand field for commodities.
const jw = offer("Jewson", { brand: "Jewson" });
// Travis Perkins: long descriptive titles, GTINs on branded lines, "mm" on every number.
const tp = offer("Travis Perkins");
// Wickes: own-brand prefix, " - " before the size, sizes often all in mm.
const wk = offer("Wickes", { brand: "Wickes" });
// Selco: trade shorthand, nominal inches first, "Each", brand often blank.
const se = offer("Selco", { brand: "" });
// MKM: upper-case trade abbreviations from an ERP export.
const mk = offer("MKM", { brand: "MKM" });
// Buildbase: brand appended after a dash, imperial lengths in brackets.
const bb = offer("Buildbase", { brand: null });

const T = "Building Materials > Timber";
const SH = "Timber & Sheet Materials > Sheet Materials";
const PB = "Building Materials > Plasterboard & Drylining";
const PL = "Building Materials > Plaster";
const CE = "Building Materials > Cement & Aggregates";
const LS = "Landscaping > Sand & Aggregates";
const BR = "Building Materials > Bricks & Blocks";
const IN = "Insulation";
const RF = "Roofing";
const DR = "Drainage > Underground Drainage";

export const LABELLED_OFFERS: LabelledOffer[] = [
  // ---------------------------------------------------------------- timber
  jw("tim-treated-c16-47x100-3600", "Treated Sawn Timber C16 47 x 100mm x 3.6m", { productType: `${T} > Sawn Timber` }),
  tp("tim-treated-c16-47x100-3600", "Treated Sawn Carcassing Timber C16 47mm x 100mm x 3.6m", {
    brand: "Travis Perkins",
    productType: "Timber > Carcassing",
  }),
  wk("tim-treated-c16-47x100-3600", "Wickes Treated Sawn Timber - 47 x 100 x 3600mm", {
    productType: "Timber & Sheet Materials",
  }),
  se("tim-treated-c16-47x100-3600", "4x2 Tanalised Timber 3.6m (47x100)"),
  mk("tim-treated-c16-47x100-3600", "TREATED C16 SAWN 47X100 3.6M"),
  bb("tim-treated-c16-47x100-3600", "Sawn Treated Timber 47mm x 100mm x 12ft (4x2)", { productType: "Timber" }),

  jw("tim-treated-c16-47x100-3000", "Treated Sawn Timber C16 47 x 100mm x 3.0m", { productType: `${T} > Sawn Timber` }),
  wk("tim-treated-c16-47x100-3000", "Wickes Treated Sawn Timber - 47 x 100 x 3000mm"),
  se("tim-treated-c16-47x100-3000", "4x2 Tanalised Timber 3m (47x100)"),
  mk("tim-treated-c16-47x100-3000", "TREATED C16 SAWN 47X100 3.0M"),

  tp("tim-treated-c16-47x100-4800", "Treated Sawn Carcassing Timber C16 47mm x 100mm x 4.8m", {
    brand: "Travis Perkins",
  }),
  bb("tim-treated-c16-47x100-4800", "Sawn Treated Timber 47mm x 100mm x 16ft (4x2)"),

  tp("tim-treated-c24-47x100-3600", "Treated Sawn Carcassing Timber C24 47mm x 100mm x 3.6m", {
    brand: "Travis Perkins",
  }),
  jw("tim-treated-c24-47x100-3600", "C24 Treated Sawn Regularised Timber 47 x 100mm x 3.6m"),
  mk("tim-treated-c24-47x100-3600", "TREATED C24 REG 47X100 3.6M"),

  jw("tim-untreated-c16-47x100-3600", "Untreated Kiln Dried Sawn Timber C16 47 x 100mm x 3.6m"),
  se("tim-untreated-c16-47x100-3600", "4x2 Kiln Dried Whitewood 3.6m (47x100)"),

  jw("tim-treated-c16-47x150-4800", "Treated Sawn Timber C16 47 x 150mm x 4.8m"),
  wk("tim-treated-c16-47x150-4800", "Wickes Treated Sawn Timber - 47 x 150 x 4800mm"),
  se("tim-treated-c16-47x150-4800", "6x2 Tanalised Timber 4.8m (47x150)"),
  tp("tim-treated-c16-47x150-4800", "Treated Sawn Carcassing Timber C16 47mm x 150mm x 4.8m"),

  jw("tim-cls-38x89-2400", "CLS Timber C16 38 x 89mm x 2.4m", { productType: `${T} > CLS` }),
  tp("tim-cls-38x89-2400", "CLS Studwork Timber 38mm x 89mm x 2.4m", { productType: "Timber > CLS Timber" }),
  wk("tim-cls-38x89-2400", "Wickes CLS Studwork Timber - 38 x 89 x 2400mm"),
  se("tim-cls-38x89-2400", "4x2 CLS Timber 2.4m (38x89)"),
  mk("tim-cls-38x89-2400", "CLS 38X89 2.4M KD"),
  bb("tim-cls-38x89-2400", "Kiln Dried CLS Timber 38mm x 89mm x 2.4m (8ft)"),

  jw("tim-cls-38x63-2400", "CLS Timber C16 38 x 63mm x 2.4m", { productType: `${T} > CLS` }),
  wk("tim-cls-38x63-2400", "Wickes CLS Studwork Timber - 38 x 63 x 2400mm"),
  se("tim-cls-38x63-2400", "3x2 CLS Timber 2.4m (38x63)"),
  mk("tim-cls-38x63-2400", "CLS 38X63 2.4M KD"),

  jw("tim-treated-batten-25x50-4800", "Treated Sawn Batten 25 x 50mm x 4.8m"),
  se("tim-treated-batten-25x50-4800", "2x1 Tanalised Batten 4.8m"),
  mk("tim-treated-batten-25x50-4800", "TREATED BATTEN 25X50 4.8M"),

  wk("tim-pse-18x44-2400", "Wickes Planed Square Edge Timber - 18 x 44 x 2400mm"),
  tp("tim-pse-18x44-2400", "Planed Square Edge Timber (PSE) 18mm x 44mm x 2.4m"),
  bb("tim-pse-18x44-2400", "PSE Timber 18 x 44mm 2.4m"),

  jw("tim-post-100x100-2400", "Treated Timber Fence Post 100 x 100mm x 2.4m", { productType: "Landscaping > Fencing" }),
  se("tim-post-100x100-2400", "4x4 Tanalised Fence Post 2.4m (100x100)"),
  wk("tim-post-100x100-2400", "Wickes Green Treated Fence Post - 100 x 100 x 2400mm"),
  bb("tim-post-100x100-2400", `Pressure Treated Fence Post 4" x 4" x 8ft`),

  // ------------------------------------------------------- sheet materials
  jw("sh-osb3-18-2440x1220", "OSB3 Board 18mm 2440 x 1220mm", { productType: `${SH} > OSB` }),
  tp("sh-osb3-18-2440x1220", "SterlingOSB Zero OSB3 18mm 2440mm x 1220mm", { brand: "West Fraser" }),
  wk("sh-osb3-18-2440x1220", "Wickes General Purpose OSB3 Board - 18mm x 1220mm x 2440mm"),
  se("sh-osb3-18-2440x1220", "18mm OSB3 Sheet 8x4"),
  mk("sh-osb3-18-2440x1220", "OSB3 18MM 2440X1220 STERLING", { brand: "Norbord" }),
  bb("sh-osb3-18-2440x1220", "OSB3 Sterling Board 18mm 8' x 4' (2440 x 1220mm)"),

  jw("sh-osb3-11-2440x1220", "OSB3 Board 11mm 2440 x 1220mm", { productType: `${SH} > OSB` }),
  wk("sh-osb3-11-2440x1220", "Wickes General Purpose OSB3 Board - 11mm x 1220mm x 2440mm"),
  se("sh-osb3-11-2440x1220", "11mm OSB3 Sheet 8x4"),
  mk("sh-osb3-11-2440x1220", "OSB3 11MM 2440X1220 STERLING", { brand: "Norbord" }),

  jw("sh-ply-hardwood-18", "Hardwood Faced Plywood 18mm 2440 x 1220mm", { productType: `${SH} > Plywood` }),
  tp("sh-ply-hardwood-18", "Hardwood Plywood Sheet 18mm x 1220mm x 2440mm FSC"),
  se("sh-ply-hardwood-18", "18mm Hardwood Ply 8x4"),
  bb("sh-ply-hardwood-18", "Hardwood Faced Ply 18mm 8ft x 4ft"),

  se("sh-ply-shuttering-18", "18mm Shuttering Ply 8x4"),
  mk("sh-ply-shuttering-18", "SHUTTERING PLY 18MM 2440X1220"),

  jw("sh-mdf-18", "MDF Board 18mm 2440 x 1220mm", { productType: `${SH} > MDF` }),
  wk("sh-mdf-18", "Wickes Standard MDF Board - 18mm x 1220mm x 2440mm"),
  tp("sh-mdf-18", "Medium Density Fibreboard MDF 18mm x 2440mm x 1220mm"),
  mk("sh-mdf-18", "MDF 18MM 2440X1220"),

  jw("sh-mdf-mr-18", "Moisture Resistant MDF Board 18mm 2440 x 1220mm", { productType: `${SH} > MDF` }),
  tp("sh-mdf-mr-18", "Medite MR MDF Moisture Resistant 18mm x 2440mm x 1220mm", { brand: "Medite" }),

  jw("sh-chipboard-p5-18", "P5 Chipboard Flooring T&G 18mm 2400 x 600mm"),
  wk("sh-chipboard-p5-18", "Wickes Chipboard Flooring T&G P5 - 18mm x 600mm x 2400mm"),
  tp("sh-chipboard-p5-18", "Tongue & Groove Moisture Resistant P5 Chipboard Flooring 18mm 2400mm x 600mm"),
  bb("sh-chipboard-p5-18", "Chipboard Flooring 18mm x 600mm x 2.4m P5 Tongue and Groove"),

  // ---------------------------------------------------------- plasterboard
  jw("pb-gyproc-wb-12.5-2400x1200", "British Gypsum Gyproc WallBoard Tapered Edge 2400mm x 1200mm x 12.5mm", {
    brand: "British Gypsum",
    gtin: "5015290001120",
    productType: PB,
  }),
  tp("pb-gyproc-wb-12.5-2400x1200", "Gyproc Wallboard 12.5mm 1200 x 2400 Plasterboard", {
    brand: "Gyproc",
    gtin: "05015290001120",
    mpn: "WB-125-TE",
  }),
  wk(
    "pb-gyproc-wb-12.5-2400x1200",
    "British Gypsum Gyproc Plasterboard Wallboard Tapered Edge - 12.5mm x 1200mm x 2400mm",
    { brand: "BRITISH GYPSUM LTD" },
  ),
  se("pb-gyproc-wb-12.5-2400x1200", "Gyproc Wallboard TE 12.5mm 8x4", { brand: "Saint-Gobain British Gypsum" }),
  mk("pb-gyproc-wb-12.5-2400x1200", "GYP WALLBOARD TE 12.5MM 2400X1200", {
    brand: "British Gypsum",
    gtin: "5 015290 001121",
  }),
  bb("pb-gyproc-wb-12.5-2400x1200", "Plasterboard Tapered Edge 12.5mm 2.4m x 1.2m - Gyproc", {
    productType: "Plasterboard",
  }),

  jw("pb-gyproc-wb-15-2400x1200", "British Gypsum Gyproc WallBoard Tapered Edge 2400mm x 1200mm x 15mm", {
    brand: "British Gypsum",
    gtin: "5015290001151",
  }),
  tp("pb-gyproc-wb-15-2400x1200", "Gyproc Wallboard 15mm 1200 x 2400 Plasterboard", { brand: "Gyproc" }),
  mk("pb-gyproc-wb-15-2400x1200", "GYP WALLBOARD TE 15MM 2400X1200", { brand: "British Gypsum" }),

  jw("pb-gyproc-wb-12.5-1800x900", "British Gypsum Gyproc WallBoard Tapered Edge 1800mm x 900mm x 12.5mm", {
    brand: "British Gypsum",
  }),
  wk("pb-gyproc-wb-12.5-1800x900", "British Gypsum Gyproc Handy Panel Wallboard - 12.5mm x 900mm x 1800mm", {
    brand: "British Gypsum",
  }),
  se("pb-gyproc-wb-12.5-1800x900", "Gyproc Wallboard TE 12.5mm 6x3"),

  jw(
    "pb-gyproc-mr-12.5",
    "British Gypsum Gyproc Moisture Resistant Plasterboard Tapered Edge 2400mm x 1200mm x 12.5mm",
    { brand: "British Gypsum", gtin: "5015290001311" },
  ),
  tp("pb-gyproc-mr-12.5", "Gyproc Moisture Resistant 12.5mm 1200 x 2400 Plasterboard", { brand: "Gyproc" }),
  se("pb-gyproc-mr-12.5", "Gyproc MR Green Board TE 12.5mm 8x4"),
  mk("pb-gyproc-mr-12.5", "GYP MOISTURE RESISTANT TE 12.5MM 2400X1200", { brand: "British Gypsum" }),

  jw("pb-gyproc-fireline-12.5", "British Gypsum Gyproc FireLine Tapered Edge 2400mm x 1200mm x 12.5mm", {
    brand: "British Gypsum",
  }),
  tp("pb-gyproc-fireline-12.5", "Gyproc Fireline 12.5mm 1200 x 2400 Fire Resistant Plasterboard", { brand: "Gyproc" }),
  bb("pb-gyproc-fireline-12.5", "Gyproc FireLine Pink Plasterboard TE 12.5mm 2.4m x 1.2m"),

  tp("pb-gyproc-soundbloc-12.5", "Gyproc SoundBloc 12.5mm 1200 x 2400 Acoustic Plasterboard", { brand: "Gyproc" }),
  mk("pb-gyproc-soundbloc-12.5", "GYP SOUNDBLOC TE 12.5MM 2400X1200", { brand: "British Gypsum" }),

  tp("pb-gyproc-wb-se-12.5", "Gyproc Wallboard Square Edge 12.5mm 1200 x 2400 Plasterboard", { brand: "Gyproc" }),
  mk("pb-gyproc-wb-se-12.5", "GYP WALLBOARD SE 12.5MM 2400X1200", { brand: "British Gypsum" }),

  jw("pb-siniat-standard-12.5", "Siniat GTEC Standard Board Tapered Edge 2400 x 1200 x 12.5mm", { brand: "Siniat" }),
  bb("pb-siniat-standard-12.5", "Lafarge Siniat Standard Plasterboard 12.5mm 2400 x 1200mm TE", { brand: "Lafarge" }),
  se("pb-siniat-standard-12.5", "Siniat Plasterboard TE 12.5mm 8x4"),

  wk("pb-knauf-wb-12.5", "Knauf Wallboard Tapered Edge - 12.5mm x 1200mm x 2400mm", { brand: "Knauf" }),
  bb("pb-knauf-wb-12.5", "Knauf Standard Plasterboard 12.5mm 2.4m x 1.2m TE", { brand: "Knauf Drywall" }),

  // ---------------------------------------------------------------- plaster
  jw("pl-thistle-multi-25", "Thistle Multi-Finish Plaster 25kg", {
    brand: "British Gypsum",
    gtin: "5014012000250",
    productType: PL,
  }),
  tp("pl-thistle-multi-25", "British Gypsum Thistle MultiFinish 25kg", { gtin: "501-4012-00025-0" }),
  wk("pl-thistle-multi-25", "Thistle Multi Finish Plaster - 25kg", { brand: "Thistle" }),
  se("pl-thistle-multi-25", "Thistle Multi Finish 25kg Bag"),
  mk("pl-thistle-multi-25", "THISTLE MULTI FINISH 25KG", { brand: "British Gypsum" }),
  bb("pl-thistle-multi-25", "Multi-Finish Finishing Plaster 25kg - Thistle"),

  jw("pl-thistle-board-25", "Thistle Board Finish Plaster 25kg", { brand: "British Gypsum", gtin: "5014012000311" }),
  tp("pl-thistle-board-25", "British Gypsum Thistle Board Finish 25kg"),
  mk("pl-thistle-board-25", "THISTLE BOARD FINISH 25KG", { brand: "British Gypsum" }),
  se("pl-thistle-board-25", "Thistle Boardfinish 25kg Bag"),

  jw("pl-thistle-bonding-25", "Thistle Bonding Coat Plaster 25kg", { brand: "British Gypsum" }),
  wk("pl-thistle-bonding-25", "Thistle Bonding Coat Undercoat Plaster - 25kg", { brand: "Thistle" }),
  bb("pl-thistle-bonding-25", "Bonding Coat Undercoat Plaster 25kg - Thistle"),

  jw("pl-thistle-hardwall-25", "Thistle Hardwall Plaster 25kg", { brand: "British Gypsum" }),
  tp("pl-thistle-hardwall-25", "British Gypsum Thistle Hardwall Undercoat 25kg"),
  se("pl-thistle-hardwall-25", "Thistle Hard Wall 25kg Bag"),

  wk("pl-thistle-multi-10", "Thistle Multi Finish Plaster - 10kg", { brand: "Thistle" }),
  bb("pl-thistle-multi-10", "Multi-Finish Finishing Plaster 10kg - Thistle"),

  // ----------------------------------------------------------------- cement
  jw("ce-hanson-multicem-25", "Hanson Multicem Cement 25kg", {
    brand: "Hanson",
    gtin: "5032101000202",
    productType: CE,
  }),
  tp("ce-hanson-multicem-25", "Multicem General Purpose Cement 25kg Bag - Heidelberg Materials", {
    brand: "Heidelberg Materials",
  }),
  se("ce-hanson-multicem-25", "Hanson Multicem 25kg Paper Bag", { brand: "Hanson Cement" }),
  mk("ce-hanson-multicem-25", "HANSON MULTICEM 25KG", { brand: "Hanson" }),

  jw("ce-bc-gp-25", "Blue Circle General Purpose Cement 25kg", { brand: "Blue Circle", productType: CE }),
  tp("ce-bc-gp-25", "Tarmac Blue Circle General Purpose Cement 25kg", { brand: "Tarmac" }),
  wk("ce-bc-gp-25", "Blue Circle General Purpose Cement - 25kg", { brand: "Blue Circle" }),
  bb("ce-bc-gp-25", "General Purpose Cement 25kg Bag - Blue Circle"),

  se("ce-bc-gp-25-plastic", "Blue Circle GP Cement 25kg Plastic Bag"),
  mk("ce-bc-gp-25-plastic", "BLUE CIRCLE GP CEMENT 25KG PLASTIC", { brand: "Tarmac" }),

  jw("ce-bc-mastercrete-25", "Blue Circle Mastercrete Cement 25kg", { brand: "Blue Circle" }),
  tp("ce-bc-mastercrete-25", "Tarmac Blue Circle Mastercrete 25kg", { brand: "Tarmac" }),
  mk("ce-bc-mastercrete-25", "MASTERCRETE CEMENT 25KG"),

  se("ce-cemex-opc-25", "Cemex Portland Cement 25kg"),
  bb("ce-cemex-opc-25", "Cemex OPC Cement 25kg Bag", { brand: "Cemex" }),

  // -------------------------------------------------------- concrete/mortar
  jw("cm-hanson-postcrete-20", "Postcrete Post Fix Concrete 20kg", { brand: "Hanson", gtin: "5032101000370" }),
  tp("cm-hanson-postcrete-20", "Hanson Postcrete 20kg", { gtin: "5032101000370" }),
  wk("cm-hanson-postcrete-20", "Postcrete Rapid Setting Post Mix - 20kg", { brand: "Hanson" }),
  se("cm-hanson-postcrete-20", "Hanson Post-Crete 20kg"),
  bb("cm-hanson-postcrete-20", "Postcrete 20kg Bag - Heidelberg Materials"),

  tp("cm-bc-postfix-20", "Tarmac Blue Circle Postfix 20kg", { brand: "Tarmac" }),
  mk("cm-bc-postfix-20", "BLUE CIRCLE POSTFIX 20KG", { brand: "Blue Circle" }),

  jw("cm-tarmac-mortar-mix-20", "Tarmac Ready to Use Mortar Mix 20kg", { brand: "Tarmac" }),
  wk("cm-tarmac-mortar-mix-20", "Blue Circle Mortar Mix - 20kg", { brand: "Blue Circle" }),
  bb("cm-tarmac-mortar-mix-20", "Mortar Mix 20kg - Tarmac"),

  jw("cm-tarmac-concrete-mix-20", "Tarmac Ready to Use Concrete Mix 20kg", { brand: "Tarmac" }),
  wk("cm-tarmac-concrete-mix-20", "Blue Circle Concrete Mix - 20kg", { brand: "Blue Circle" }),
  mk("cm-tarmac-concrete-mix-20", "TARMAC CONCRETE MIX 20KG", { brand: "Tarmac" }),

  // ------------------------------------------------------------------- sand
  jw("sa-building-bulk", "Building Sand Bulk Bag", { productType: LS }),
  tp("sa-building-bulk", "Soft Building Sand Jumbo Bag 850kg"),
  wk("sa-building-bulk", "Wickes Building Sand - Bulk Bag"),
  se("sa-building-bulk", "Building Sand Dumpy Bag", { unitPricingMeasure: "850kg" }),
  mk("sa-building-bulk", "BUILDING SAND BULK BAG APPROX 800KG"),
  bb("sa-building-bulk", "Soft Sand Bulk Bag 0.8 Tonne"),

  jw("sa-sharp-bulk", "Sharp Sand Bulk Bag", { productType: LS }),
  tp("sa-sharp-bulk", "Sharp Sand Jumbo Bag 850kg"),
  wk("sa-sharp-bulk", "Wickes Sharp Sand - Bulk Bag"),
  se("sa-sharp-bulk", "Sharp Sand Dumpy Bag", { unitPricingMeasure: "850kg" }),
  mk("sa-sharp-bulk", "SHARP SAND BULK BAG APPROX 800KG"),
  bb("sa-sharp-bulk", "Concreting Sand Bulk Bag 0.8 Tonne"),

  jw("sa-building-25", "Building Sand 25kg Bag"),
  wk("sa-building-25", "Wickes Building Sand - 25kg"),
  se("sa-building-25", "Building Sand Handy Bag 25kg"),
  mk("sa-building-25", "BUILDING SAND 25KG BAG"),

  jw("sa-sharp-25", "Sharp Sand 25kg Bag"),
  tp("sa-sharp-25", "Sharp Sand Handy Bag 25kg"),
  bb("sa-sharp-25", "Sharp Sand Small Bag 25kg"),

  jw("sa-plastering-bulk", "Plastering Sand Bulk Bag"),
  se("sa-plastering-bulk", "Plastering Sand Dumpy Bag"),
  tp("sa-plastering-bulk", "Rendering & Plastering Sand Jumbo Bag 850kg"),

  // ------------------------------------------------------------- aggregates
  jw("ag-ballast-bulk", "All-in Ballast Bulk Bag", { productType: LS }),
  tp("ag-ballast-bulk", "All-in Ballast 20mm Jumbo Bag 850kg"),
  wk("ag-ballast-bulk", "Wickes All-In Ballast - Bulk Bag"),
  se("ag-ballast-bulk", "Bulk Bag Ballast"),
  mk("ag-ballast-bulk", "BALLAST 20MM ALL IN BULK BAG"),
  bb("ag-ballast-bulk", "Concreting Ballast Bulk Bag 0.8 Tonne"),

  jw("ag-mot-type1-bulk", "MOT Type 1 Sub-Base Bulk Bag", { productType: LS }),
  tp("ag-mot-type1-bulk", "Type 1 MOT Sub Base Jumbo Bag 850kg"),
  wk("ag-mot-type1-bulk", "Wickes MOT Type 1 Sub-Base - Bulk Bag"),
  se("ag-mot-type1-bulk", "Type 1 Sub Base Dumpy Bag", { unitPricingMeasure: "850kg" }),
  mk("ag-mot-type1-bulk", "MOT TYPE 1 BULK BAG"),

  jw("ag-gravel-20-bulk", "20mm Gravel Bulk Bag"),
  tp("ag-gravel-20-bulk", "Gravel Shingle 20mm Jumbo Bag 850kg"),
  se("ag-gravel-20-bulk", "20mm Shingle Dumpy Bag"),
  mk("ag-gravel-20-bulk", "GRAVEL 20MM BULK BAG"),

  jw("ag-gravel-10-bulk", "10mm Gravel Bulk Bag"),
  tp("ag-gravel-10-bulk", "Gravel Shingle 10mm Jumbo Bag 850kg"),
  se("ag-gravel-10-bulk", "10mm Shingle Dumpy Bag"),

  jw("ag-ballast-25", "All-in Ballast 25kg Bag"),
  wk("ag-ballast-25", "Wickes All-In Ballast - 25kg"),
  mk("ag-ballast-25", "BALLAST 25KG BAG"),

  tp("ag-limestone-20-bulk", "Limestone Chippings 20mm Jumbo Bag 850kg"),
  bb("ag-limestone-20-bulk", "20mm Limestone Chippings Bulk Bag"),

  // ----------------------------------------------------------------- bricks
  jw("br-eng-b-red-65", "Class B Engineering Brick Red Perforated 65mm", { productType: BR }),
  tp("br-eng-b-red-65", "Red Engineering Brick Class B 215mm x 102.5mm x 65mm"),
  wk("br-eng-b-red-65", "Wickes Class B Red Engineering Brick - 215 x 102.5 x 65mm"),
  se("br-eng-b-red-65", "Red Engineering Brick 65mm Class B Each"),
  mk("br-eng-b-red-65", "ENG BRICK CLASS B RED PERF 65MM"),

  jw("br-eng-b-red-65-pack400", "Class B Engineering Brick Red Perforated 65mm - Pack of 400", { productType: BR }),
  tp("br-eng-b-red-65-pack400", "Red Engineering Brick Class B 215mm x 102.5mm x 65mm (Pack 400)"),

  tp("br-eng-a-blue-65", "Blue Engineering Brick Class A 215mm x 102.5mm x 65mm"),
  mk("br-eng-a-blue-65", "ENG BRICK CLASS A BLUE PERF 65MM"),
  bb("br-eng-a-blue-65", "Class A Blue Engineering Brick 65mm"),

  jw("br-common-65", "Forterra Common Brick 65mm", { brand: "Forterra" }),
  se("br-common-65", "London Brick Common 65mm Each"),

  jw("br-ibstock-tradesman-red-multi", "Ibstock Tradesman Red Multi Facing Brick 65mm", { brand: "Ibstock" }),
  tp("br-ibstock-tradesman-red-multi", "Ibstock Tradesman Red Multi 65mm Facing Brick", { brand: "Ibstock" }),
  bb("br-ibstock-tradesman-red-multi", "Tradesman Red Multi Facing Brick 65mm - Ibstock"),

  jw("br-wb-oakwood-red-multi", "Wienerberger Oakwood Red Multi Facing Brick 65mm", { brand: "Wienerberger" }),
  tp("br-wb-oakwood-red-multi", "Terca Oakwood Red Multi 65mm", { brand: "Terca" }),
  mk("br-wb-oakwood-red-multi", "OAKWOOD RED MULTI FACING 65MM WIENERBERGER"),

  jw("br-wb-oakwood-buff-multi", "Wienerberger Oakwood Buff Multi Facing Brick 65mm", { brand: "Wienerberger" }),
  tp("br-wb-oakwood-buff-multi", "Terca Oakwood Buff Multi 65mm", { brand: "Terca" }),

  // ----------------------------------------------------------------- blocks
  jw("bl-dense-7.3-100", "Dense Concrete Block 7.3N 440 x 215 x 100mm", { productType: BR }),
  tp("bl-dense-7.3-100", "Solid Dense Concrete Block 7.3N 100mm"),
  wk("bl-dense-7.3-100", "Wickes Dense Concrete Block - 440 x 215 x 100mm"),
  se("bl-dense-7.3-100", "100mm Dense Block 7.3N Each"),
  mk("bl-dense-7.3-100", "DENSE BLOCK 7.3N 100MM SOLID"),
  bb("bl-dense-7.3-100", "Concrete Block Dense 7.3N 100mm 440x215"),

  jw("bl-dense-7.3-140", "Dense Concrete Block 7.3N 440 x 215 x 140mm", { productType: BR }),
  tp("bl-dense-7.3-140", "Solid Dense Concrete Block 7.3N 140mm"),
  se("bl-dense-7.3-140", "140mm Dense Block 7.3N Each"),
  mk("bl-dense-7.3-140", "DENSE BLOCK 7.3N 140MM SOLID"),

  jw("bl-dense-3.6-100", "Concrete Block 3.6N 440 x 215 x 100mm"),
  bb("bl-dense-3.6-100", "Concrete Block Standard 3.6N 100mm 440x215"),
  mk("bl-dense-3.6-100", "CONCRETE BLOCK 3.6N 100MM"),

  jw("bl-thermalite-shield-100", "Thermalite Shield Aircrete Block 100mm 3.6N", { brand: "Thermalite" }),
  tp("bl-thermalite-shield-100", "Forterra Thermalite Shield 2000 Block 440 x 215 x 100mm", { brand: "Forterra" }),
  se("bl-thermalite-shield-100", "Thermalite Shield Block 100mm"),
  mk("bl-thermalite-shield-100", "THERMALITE SHIELD 100MM 3.6N"),

  tp("bl-celcon-standard-100", "H+H Celcon Standard Grade Block 440 x 215 x 100mm", { brand: "H+H" }),
  bb("bl-celcon-standard-100", "Celcon Standard Aircrete Block 100mm 3.6N"),
  se("bl-celcon-standard-100", "Celcon Block Standard 100mm"),

  // ---------------------------------------------------- skirting/architrave
  jw("sk-mdf-torus-18x119-4200", "Primed MDF Torus Skirting 18 x 119mm x 4.2m"),
  wk("sk-mdf-torus-18x119-4200", "Wickes Torus Primed MDF Skirting - 18mm x 119mm x 4.2m"),
  tp("sk-mdf-torus-18x119-4200", "MDF Torus Skirting Board Primed 18mm x 119mm x 4200mm"),
  se("sk-mdf-torus-18x119-4200", "Torus MDF Skirting 119mm x 4.2m Primed"),
  mk("sk-mdf-torus-18x119-4200", "MDF TORUS SKIRTING 18X119 4.2M PRIMED"),

  jw("sk-mdf-ogee-18x119-4200", "Primed MDF Ogee Skirting 18 x 119mm x 4.2m"),
  wk("sk-mdf-ogee-18x119-4200", "Wickes Ogee Primed MDF Skirting - 18mm x 119mm x 4.2m"),
  mk("sk-mdf-ogee-18x119-4200", "MDF OGEE SKIRTING 18X119 4.2M PRIMED"),

  jw("sk-mdf-torus-arch-18x69-2200", "Primed MDF Torus Architrave 18 x 69mm x 2.2m"),
  wk("sk-mdf-torus-arch-18x69-2200", "Wickes Torus Primed MDF Architrave - 18mm x 69mm x 2.2m"),
  tp("sk-mdf-torus-arch-18x69-2200", "MDF Torus Architrave Primed 18mm x 69mm x 2200mm"),

  jw("sk-pine-torus-19x119-4200", "Pine Torus Skirting 19 x 119mm x 4.2m"),
  bb("sk-pine-torus-19x119-4200", "Softwood Torus Skirting Board 19mm x 119mm x 4.2m"),

  // ------------------------------------------------------------- insulation
  jw("in-kingspan-tp10-100", "Kingspan TP10 100mm 2400 x 1200", {
    brand: "Kingspan",
    gtin: "5017402120101",
    productType: IN,
  }),
  tp("in-kingspan-tp10-100", "Kingspan Thermapitch TP10 PIR Board 1.2m x 2.4m x 100mm", {
    brand: "Kingspan Insulation",
  }),
  se("in-kingspan-tp10-100", "Kingspan TP10 PIR Insulation Board 100mm 8x4"),
  mk("in-kingspan-tp10-100", "KINGSPAN TP10 100MM 2400X1200", { brand: "Kingspan" }),
  bb("in-kingspan-tp10-100", "Thermapitch TP10 Insulation Board 100mm (2.4m x 1.2m) - Kingspan"),

  jw("in-kingspan-tp10-50", "Kingspan TP10 50mm 2400 x 1200", {
    brand: "Kingspan",
    gtin: "5017402120033",
    productType: IN,
  }),
  tp("in-kingspan-tp10-50", "Kingspan Thermapitch TP10 PIR Board 1.2m x 2.4m x 50mm", { brand: "Kingspan Insulation" }),
  mk("in-kingspan-tp10-50", "KINGSPAN TP10 50MM 2400X1200", { brand: "Kingspan" }),

  jw("in-celotex-ga4100", "Celotex GA4100 PIR Insulation Board 100mm 2400 x 1200", {
    brand: "Celotex",
    productType: IN,
  }),
  wk("in-celotex-ga4100", "Celotex GA4000 PIR Insulation Board - 100mm x 1200mm x 2400mm", { brand: "Saint-Gobain" }),
  se("in-celotex-ga4100", "Celotex GA4100 100mm 8x4"),
  tp("in-celotex-ga4100", "Saint-Gobain Celotex GA4000 100mm 2.4m x 1.2m PIR Board"),

  jw("in-celotex-ga4050", "Celotex GA4050 PIR Insulation Board 50mm 2400 x 1200", {
    brand: "Celotex",
    productType: IN,
  }),
  se("in-celotex-ga4050", "Celotex GA4050 50mm 8x4"),

  jw("in-knauf-loft-roll-44-200", "Knauf Insulation Loft Roll 44 200mm 5.61m2", {
    brand: "Knauf Insulation",
    productType: IN,
  }),
  tp("in-knauf-loft-roll-44-200", "Knauf Earthwool Loft Roll 44 200mm (5.61m²)"),
  wk("in-knauf-loft-roll-44-200", "Knauf Loft Roll 44 Insulation - 200mm x 5.61m²", { brand: "Knauf" }),
  bb("in-knauf-loft-roll-44-200", "Loft Roll 44 Mineral Wool 200mm - Knauf", { unitPricingMeasure: "5.61sqm" }),
  se("in-knauf-loft-roll-44-200", "Knauf Loftroll 44 200mm Roll"),

  jw("in-knauf-loft-roll-44-100", "Knauf Insulation Loft Roll 44 100mm 11.21m2", {
    brand: "Knauf Insulation",
    productType: IN,
  }),
  wk("in-knauf-loft-roll-44-100", "Knauf Loft Roll 44 Insulation - 100mm x 11.21m²", { brand: "Knauf" }),
  bb("in-knauf-loft-roll-44-100", "Loft Roll 44 Mineral Wool 100mm - Knauf"),

  // ---------------------------------------------------------------- roofing
  jw("ro-marley-modern-smooth-grey", "Marley Modern Roof Tile Smooth Grey", { brand: "Marley", productType: RF }),
  tp("ro-marley-modern-smooth-grey", "Marley Modern Interlocking Concrete Tile - Smooth Grey", {
    brand: "Marley Eternit",
  }),
  se("ro-marley-modern-smooth-grey", "Marley Modern Smooth Grey Concrete Roof Tile Each"),
  mk("ro-marley-modern-smooth-grey", "MARLEY MODERN TILE SMOOTH GREY", { brand: "Marley" }),

  jw("ro-marley-modern-anthracite", "Marley Modern Roof Tile Smooth Anthracite", { brand: "Marley", productType: RF }),
  tp("ro-marley-modern-anthracite", "Marley Modern Interlocking Concrete Tile - Anthracite", {
    brand: "Marley Eternit",
  }),
  mk("ro-marley-modern-anthracite", "MARLEY MODERN TILE ANTHRACITE", { brand: "Marley" }),

  jw("ro-redland-49-farmhouse-brown", "Redland 49 Concrete Roof Tile Farmhouse Brown", {
    brand: "Redland",
    productType: RF,
  }),
  tp("ro-redland-49-farmhouse-brown", "Redland 49 Granular Interlocking Tile Farmhouse Brown", { brand: "Redland" }),
  bb("ro-redland-49-farmhouse-brown", "Redland 49 Tile Farmhouse Brown Each"),

  jw("ro-redland-49-dark-red", "Redland 49 Concrete Roof Tile Old English Dark Red", {
    brand: "Redland",
    productType: RF,
  }),
  se("ro-redland-49-dark-red", "Redland 49 Tile Old English Dark Red"),

  jw("ro-shed-felt-green-10m", "Green Mineral Shed Felt 10m x 1m", { productType: RF }),
  wk("ro-shed-felt-green-10m", "Wickes Green Mineral Shed Felt - 1 x 10m"),
  se("ro-shed-felt-green-10m", "Shed Felt Green Mineral 10m Roll"),

  jw("ro-batten-bs5534-25x50-4800", "Treated Roofing Batten BS5534 25 x 50mm x 4.8m", { productType: RF }),
  tp("ro-batten-bs5534-25x50-4800", "BS 5534 Graded Roofing Batten Treated 25mm x 50mm x 4.8m"),
  mk("ro-batten-bs5534-25x50-4800", "ROOF BATTEN BS5534 TREATED 25X50 4.8M"),

  jw("ro-spanish-slate-500x250", "Spanish Natural Slate 500 x 250mm", { productType: RF }),
  se("ro-spanish-slate-500x250", "Natural Spanish Roof Slate 500x250mm Each"),

  // --------------------------------------------------------------- drainage
  jw("dr-floplast-110-pipe-3m-plain", "FloPlast 110mm Underground Drain Pipe 3m Plain Ended", {
    brand: "FloPlast",
    gtin: "5018423300015",
    productType: DR,
  }),
  tp("dr-floplast-110-pipe-3m-plain", "FloPlast D1030 Underground Drainage Pipe Plain Ended 110mm x 3m", {
    brand: "FloPlast",
    mpn: "D1030",
  }),
  se("dr-floplast-110-pipe-3m-plain", "Floplast 110mm x 3m Plain Ended Underground Pipe"),
  mk("dr-floplast-110-pipe-3m-plain", "FLOPLAST 110MM U/G PIPE 3M PLAIN", { brand: "FloPlast", mpn: "d-1030" }),

  jw("dr-floplast-110-pipe-6m-plain", "FloPlast 110mm Underground Drain Pipe 6m Plain Ended", {
    brand: "FloPlast",
    gtin: "5018423300022",
    productType: DR,
  }),
  tp("dr-floplast-110-pipe-6m-plain", "FloPlast D1060 Underground Drainage Pipe Plain Ended 110mm x 6m", {
    brand: "FloPlast",
    mpn: "D1060",
  }),

  tp("dr-floplast-110-pipe-3m-socket", "FloPlast D1003 Underground Drainage Pipe Single Socket 110mm x 3m", {
    brand: "FloPlast",
    mpn: "D1003",
  }),
  bb("dr-floplast-110-pipe-3m-socket", "Floplast 110mm Underground Pipe Single Socket 3m"),

  jw("dr-osma-110-pipe-3m-plain", "Wavin OsmaDrain 110mm Plain Ended Pipe 3m", { brand: "Wavin", productType: DR }),
  bb("dr-osma-110-pipe-3m-plain", "Osma 110mm Underground Drainage Pipe 3m Plain End", { brand: "OsmaDrain" }),

  jw("dr-floplast-110-bend-87", "FloPlast 110mm Underground 87.5° Bend Single Socket", {
    brand: "FloPlast",
    productType: DR,
  }),
  se("dr-floplast-110-bend-87", "Floplast 110mm 87.5 Degree Single Socket Bend"),

  jw("dr-floplast-110-bend-45", "FloPlast 110mm Underground 45° Bend Single Socket", {
    brand: "FloPlast",
    productType: DR,
  }),
  se("dr-floplast-110-bend-45", "Floplast 110mm 45 Degree Single Socket Bend"),

  jw("dr-floplast-bottle-gully", "FloPlast 110mm Bottle Gully", { brand: "FloPlast", productType: DR }),
  mk("dr-floplast-bottle-gully", "FLOPLAST BOTTLE GULLY 110MM", { brand: "FloPlast" }),

  // ------------------------------------------------------------------ other
  jw("ot-visqueen-dpm-1200g-4x25", "Visqueen 1200 Gauge Polythene DPM 4m x 25m", { brand: "Visqueen" }),
  tp("ot-visqueen-dpm-1200g-4x25", "Visqueen Damp Proof Membrane 1200g 25m x 4m", { brand: "Visqueen" }),
  se("ot-visqueen-dpm-1200g-4x25", "Visqueen DPM 1200 Gauge 4x25m Roll"),

  mk("ot-visqueen-dpm-1000g-4x25", "VISQUEEN 1000G DPM 4X25M", { brand: "Visqueen" }),
  bb("ot-visqueen-dpm-1000g-4x25", "Visqueen 1000 Gauge DPM 4m x 25m"),

  jw("ot-everbuild-502-pva-5l", "Everbuild 502 All Purpose PVA 5L", { brand: "Everbuild", gtin: "5022030005010" }),
  tp("ot-everbuild-502-pva-5l", "Everbuild 502 PVA Bond 5 Litre", { brand: "Everbuild", gtin: "05022030005010" }),
  se("ot-everbuild-502-pva-5l", "Everbuild PVA 502 5ltr"),

  bb("ot-everbuild-502-pva-1l", "Everbuild 502 All Purpose PVA 1 Litre", { brand: "Everbuild", gtin: "5022030005027" }),
  wk("ot-everbuild-502-pva-1l", "Everbuild PVA 502 1L", { brand: "Everbuild" }),

  jw("ot-dpc-100-30m", "Damp Proof Course DPC 100mm x 30m"),
  mk("ot-dpc-100-30m", "DPC 100MM X 30M"),
  bb("ot-dpc-100-30m", "Polythene DPC 100mm x 30m Roll"),
];
