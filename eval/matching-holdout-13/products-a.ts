// @ts-nocheck

/**
 * True products, part A: cement, concrete & mortar, sand, aggregates, timber.
 *
 * Fields: key, cat, b (maker brand), pa (parent company), r (range / product line,
 * always containing the distinguishing brand or sub-brand), a (distinguishing
 * attributes, always written by every merchant), n (generic noun), alt (other
 * generic noun some merchants use), z (structured size), pk/pkw (pack), col,
 * mat, mpn (manufacturer part number), gt:false (no GTIN), pr (typical price
 * in pounds), com (generic commodity, sold under merchants' own words/labels).
 */
import { bag, bulk, liq, tim } from "./sizes.ts";

const P = (cat, key, o) => ({ cat, key, a: [], ...o });
/** staple stocked by most merchants */
const hot = (p) => ({ ...p, hot: true });

const BC = { b: "Blue Circle", pa: "Tarmac" };
const HAN = { b: "Hanson", pa: "Heidelberg Materials" };
const CMX = { b: "Cemex" };
const CTN = { b: "Cementone", pa: "Bostik", r: "Cementone" };

const CEMENT = [
  P("cement", "blue-circle-general-purpose-cement-25kg", {
    ...BC,
    r: "Blue Circle General Purpose",
    n: "Cement",
    z: bag(25),
    pr: 7.6,
    mpn: "BCGP25",
    hot: true,
  }),
  P("cement", "blue-circle-mastercrete-cement-paper-25kg", {
    ...BC,
    r: "Blue Circle Mastercrete",
    a: ["Paper Bag"],
    n: "Cement",
    z: bag(25),
    pr: 8.2,
  }),
  P("cement", "blue-circle-mastercrete-cement-plastic-25kg", {
    ...BC,
    r: "Blue Circle Mastercrete",
    a: ["Weatherproof Plastic Bag"],
    n: "Cement",
    z: bag(25),
    pr: 9.1,
    mpn: "MCPLAS25",
  }),
  P("cement", "blue-circle-snowcrete-white-cement-25kg", {
    ...BC,
    r: "Blue Circle Snowcrete",
    a: ["White"],
    n: "Cement",
    z: bag(25),
    pr: 14.6,
    mpn: "SNOW25",
  }),
  P("cement", "hanson-multicem-cement-25kg", {
    ...HAN,
    r: "Hanson Multicem",
    n: "Cement",
    z: bag(25),
    pr: 7.9,
    mpn: "HMC25P",
  }),
  P("cement", "hanson-ultracem-premium-cement-25kg", {
    ...HAN,
    r: "Hanson Ultracem",
    a: ["Premium"],
    n: "Cement",
    z: bag(25),
    pr: 8.7,
    mpn: "HUC25",
  }),
  P("cement", "hanson-sulfacrete-sulfate-resisting-cement-25kg", {
    ...HAN,
    r: "Hanson Sulfacrete",
    a: ["Sulfate Resisting"],
    n: "Cement",
    z: bag(25),
    pr: 11.6,
  }),
  P("cement", "cemex-rugby-general-purpose-cement-25kg", {
    ...CMX,
    r: "Cemex Rugby",
    a: ["General Purpose"],
    n: "Cement",
    z: bag(25),
    pr: 7.3,
    mpn: "CXRGP25",
  }),
  P("cement", "cemex-rugby-premium-cement-25kg", {
    ...CMX,
    r: "Cemex Rugby",
    a: ["Premium"],
    n: "Cement",
    z: bag(25),
    pr: 8.3,
  }),
  P("cement", "ciment-fondu-high-alumina-cement-25kg", {
    b: "Ciment Fondu",
    pa: "Imerys",
    r: "Ciment Fondu",
    a: ["High Alumina"],
    n: "Cement",
    z: bag(25),
    pr: 38.5,
  }),
  P("cement", "tarmac-limbux-hydrated-lime-25kg", {
    b: "Tarmac",
    r: "Tarmac Limbux",
    a: ["Hydrated"],
    n: "Lime",
    z: bag(25),
    pr: 13.2,
  }),
  P("cement", "hanson-hydrated-lime-25kg", { ...HAN, r: "Hanson", a: ["Hydrated"], n: "Lime", z: bag(25), pr: 12.4 }),
];

const CONCRETE_MORTAR = [
  P("concrete-mortar", "blue-circle-postcrete-20kg", {
    ...BC,
    r: "Blue Circle Postcrete",
    a: ["Rapid Setting"],
    n: "Post Mix",
    z: bag(20),
    pr: 8.4,
    mpn: "PCRETE20",
    hot: true,
  }),
  P("concrete-mortar", "blue-circle-ready-to-use-concrete-mix-20kg", {
    ...BC,
    r: "Blue Circle",
    a: ["Ready to Use"],
    n: "Concrete Mix",
    z: bag(20),
    pr: 7.1,
    mpn: "BCRTUC20",
  }),
  P("concrete-mortar", "blue-circle-ready-to-use-mortar-mix-20kg", {
    ...BC,
    r: "Blue Circle",
    a: ["Ready to Use"],
    n: "Mortar Mix",
    z: bag(20),
    pr: 7.1,
    mpn: "BCRTUM20",
  }),
  P("concrete-mortar", "ultracrete-instant-road-repair-25kg", {
    b: "UltraCrete",
    pa: "Instarmac",
    r: "UltraCrete",
    a: ["Instant"],
    n: "Road Repair",
    z: bag(25),
    pr: 44,
    mpn: "UCIRR25",
  }),
  P("concrete-mortar", "cementone-mortar-plasticiser-5l", {
    ...CTN,
    n: "Mortar Plasticiser",
    z: liq(5000),
    pr: 9.9,
    mpn: "CEM-PL5",
  }),
  P("concrete-mortar", "cementone-mortar-plasticiser-1l", {
    ...CTN,
    n: "Mortar Plasticiser",
    z: liq(1000),
    pr: 4.3,
    mpn: "CEM-PL1",
  }),
  P("concrete-mortar", "cementone-waterproofer-5l", {
    ...CTN,
    n: "Waterproofer",
    z: liq(5000),
    pr: 12.6,
    mpn: "CEM-WP5",
  }),
  P("concrete-mortar", "cementone-frostproofer-accelerator-5l", {
    ...CTN,
    n: "Frostproofer & Accelerator",
    z: liq(5000),
    pr: 12.1,
    mpn: "CEM-FP5",
  }),
  P("concrete-mortar", "feb-febmix-admix-plasticiser-5l", {
    b: "Feb",
    pa: "Sika",
    r: "Febmix Admix",
    n: "Mortar Plasticiser",
    z: liq(5000),
    pr: 10.8,
  }),
  P("concrete-mortar", "mapei-ultraplan-renovation-25kg", {
    b: "Mapei",
    r: "Mapei Ultraplan Renovation",
    n: "Self Levelling Compound",
    z: bag(25),
    pr: 27.5,
    mpn: "UPREN25",
  }),
  P("concrete-mortar", "ardex-k15-self-levelling-compound-20kg", {
    b: "Ardex",
    r: "Ardex K15",
    a: ["Semi-Flexible"],
    n: "Self Levelling Compound",
    z: bag(20),
    pr: 33.5,
    mpn: "K15-20",
  }),
  P("concrete-mortar", "ardex-feather-finish-10kg", {
    b: "Ardex",
    r: "Ardex Feather Finish",
    n: "Floor Smoothing Compound",
    z: bag(10),
    pr: 21.5,
  }),
];

const SAND = (key, n, a, z, pr, alt) => P("sand", key, { com: true, n, a, z, pr, alt });
const SANDS = [
  hot(SAND("sharp-sand-bulk-bag", "Sharp Sand", [], bulk(), 58, "Concreting Sand")),
  SAND("sharp-sand-25kg", "Sharp Sand", [], bag(25), 4.2, "Concreting Sand"),
  hot(SAND("building-sand-bulk-bag", "Building Sand", [], bulk(), 56, "Soft Sand")),
  SAND("building-sand-25kg", "Building Sand", [], bag(25), 4.1, "Soft Sand"),
  SAND("red-building-sand-bulk-bag", "Building Sand", ["Red"], bulk(), 64, "Soft Sand"),
  SAND("red-building-sand-25kg", "Building Sand", ["Red"], bag(25), 4.7, "Soft Sand"),
  SAND("plastering-sand-bulk-bag", "Plastering Sand", [], bulk(), 62, "Rendering Sand"),
  SAND("plastering-sand-25kg", "Plastering Sand", [], bag(25), 4.4, "Rendering Sand"),
  SAND("kiln-dried-sand-25kg", "Kiln Dried Sand", [], bag(25), 6.6, "Kiln Dried Paving Sand"),
  SAND("kiln-dried-sand-bulk-bag", "Kiln Dried Sand", [], bulk(), 128, "Kiln Dried Paving Sand"),
  SAND("silver-sand-25kg", "Silver Sand", [], bag(25), 6.2),
  SAND("washed-play-sand-15kg", "Play Sand", ["Washed"], bag(15), 4.9, "Children's Play Sand"),
];

const AGG = (key, n, a, z, pr, alt) => P("aggregates", key, { com: true, n, a, z, pr, alt });
const AGGREGATES = [
  hot(AGG("all-in-ballast-bulk-bag", "All-in Ballast", [], bulk(), 58, "Concreting Ballast")),
  AGG("all-in-ballast-25kg", "All-in Ballast", [], bag(25), 4.3, "Concreting Ballast"),
  hot(AGG("mot-type-1-sub-base-bulk-bag", "MOT Type 1", [], bulk(), 56, "Type 1 Sub-Base")),
  AGG("mot-type-1-sub-base-25kg", "MOT Type 1", [], bag(25), 4.2, "Type 1 Sub-Base"),
  AGG("recycled-type-1-sub-base-bulk-bag", "MOT Type 1", ["Recycled"], bulk(), 42, "Type 1 Sub-Base"),
  AGG("gravel-10mm-bulk-bag", "Gravel", ["10mm"], bulk(), 66, "Pea Shingle"),
  AGG("gravel-20mm-bulk-bag", "Gravel", ["20mm"], bulk(), 66, "Shingle"),
  AGG("gravel-10mm-25kg", "Gravel", ["10mm"], bag(25), 4.7, "Pea Shingle"),
  AGG(
    "cotswold-buff-chippings-20mm-bulk-bag",
    "Cotswold Chippings",
    ["Buff", "20mm"],
    bulk(),
    112,
    "Cotswold Stone Chippings",
  ),
  AGG(
    "cotswold-buff-chippings-20mm-25kg",
    "Cotswold Chippings",
    ["Buff", "20mm"],
    bag(25),
    6.5,
    "Cotswold Stone Chippings",
  ),
  AGG("limestone-chippings-20mm-bulk-bag", "Limestone Chippings", ["20mm"], bulk(), 92),
  AGG("blue-slate-chippings-40mm-bulk-bag", "Slate Chippings", ["Blue", "40mm"], bulk(), 142, "Slate Chips"),
  AGG("plum-slate-chippings-40mm-bulk-bag", "Slate Chippings", ["Plum", "40mm"], bulk(), 152, "Slate Chips"),
];

const TIM = (key, n, a, z, pr, alt) => P("timber", key, { com: true, mat: "Softwood", n, a, z, pr, alt });
const C24 = ["C24", "Treated", "Kiln Dried"];
const TIMBER = [
  TIM("cls-studwork-38x63-2400", "CLS Studwork Timber", ["Regularised"], tim(38, 63, 2400), 4.3, "CLS Stud"),
  hot(TIM("cls-studwork-38x89-2400", "CLS Studwork Timber", ["Regularised"], tim(38, 89, 2400), 5.7, "CLS Stud")),
  TIM("cls-studwork-38x89-3000", "CLS Studwork Timber", ["Regularised"], tim(38, 89, 3000), 7.4, "CLS Stud"),
  hot(
    TIM("c24-treated-carcassing-47x100-3600", "Carcassing Timber", C24, tim(47, 100, 3600), 12.6, "Structural Timber"),
  ),
  hot(
    TIM("c24-treated-carcassing-47x100-4800", "Carcassing Timber", C24, tim(47, 100, 4800), 16.9, "Structural Timber"),
  ),
  TIM(
    "c16-treated-carcassing-47x100-3600",
    "Carcassing Timber",
    ["C16", "Treated", "Kiln Dried"],
    tim(47, 100, 3600),
    10.9,
    "Structural Timber",
  ),
  TIM("c24-treated-carcassing-47x150-4800", "Carcassing Timber", C24, tim(47, 150, 4800), 25.8, "Structural Timber"),
  TIM("c24-treated-carcassing-47x200-4800", "Carcassing Timber", C24, tim(47, 200, 4800), 34.5, "Structural Timber"),
  TIM("treated-sawn-timber-22x100-4800", "Sawn Timber", ["Treated"], tim(22, 100, 4800), 7.9, "Sawn Board"),
  TIM("treated-sawn-timber-22x150-3600", "Sawn Timber", ["Treated"], tim(22, 150, 3600), 8.7, "Sawn Board"),
  TIM("treated-sawn-fence-post-75x75-2400", "Fence Post", ["Treated", "Sawn"], tim(75, 75, 2400), 11.6),
  TIM("treated-sawn-fence-post-100x100-2400", "Fence Post", ["Treated", "Sawn"], tim(100, 100, 2400), 18.6),
  TIM("par-planed-softwood-18x44-2400", "Planed Softwood", ["PAR"], tim(18, 44, 2400), 3.3, "Planed Timber"),
  TIM("par-planed-softwood-18x94-2400", "Planed Softwood", ["PAR"], tim(18, 94, 2400), 6.0, "Planed Timber"),
  TIM("par-planed-softwood-18x144-2400", "Planed Softwood", ["PAR"], tim(18, 144, 2400), 8.9, "Planed Timber"),
  TIM("par-planed-softwood-44x44-2400", "Planed Softwood", ["PAR"], tim(44, 44, 2400), 7.3, "Planed Timber"),
];

export const PRODUCTS_A = [...CEMENT, ...CONCRETE_MORTAR, ...SANDS, ...AGGREGATES, ...TIMBER];
