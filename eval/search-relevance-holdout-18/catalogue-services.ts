/** Held-out set 18: insulation, roofing, underground drainage and rainwater. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const WC = "Warmcott";
const TG = "Tegford";
const SL = "Sluiceby";
const GU = "Gutterley";

const insul = (key: string, price: number, rest: Rest): Product => p("insul", key, price, rest);
const loft = (key: string, price: number, t: number, size: string, reach?: number): Product =>
  insul(key, price, {
    brand: WC,
    line: "Cropton",
    noun: "Loft Roll",
    detail: "Glass Mineral Wool",
    dims: [t],
    form: "single",
    size,
    use: "insulating between and over loft joists",
    reach,
  });
const pir = (key: string, price: number, t: number): Product =>
  insul(key, price, {
    brand: WC,
    line: "Egton",
    noun: "PIR Insulation Board",
    dims: [t, 1200, 2400],
    form: "board",
    nominal: "8x4",
    use: "floors, pitched roofs and walls",
  });
const roof = (key: string, price: number, rest: Rest): Product => p("roof", key, price, rest);
const drain = (key: string, price: number, rest: Rest): Product => p("drain", key, price, rest);
const ug = (
  key: string,
  price: number,
  noun: string,
  detail: string | undefined,
  length: number | undefined,
  use: string,
) => drain(key, price, { brand: SL, noun, detail, dims: [110], form: "single", length, use });
const gutter = (key: string, price: number, noun: string, detail: string, rest: Rest = { noun: "" }) =>
  drain(key, price, { ...rest, brand: GU, noun, detail, use: rest.use ?? "half round rainwater systems" });

export const SERVICES: readonly Product[] = [
  loft("insul-warmcott-cropton-100", 24, 100, "1140mm x 8.3m", 4),
  loft("insul-warmcott-cropton-150", 27, 150, "1140mm x 5.5m"),
  loft("insul-warmcott-cropton-200", 27, 200, "1140mm x 4.2m"),
  insul("insul-warmcott-acoustic-100", 29, {
    brand: WC,
    noun: "Acoustic Insulation Roll",
    dims: [100],
    form: "single",
    size: "600mm x 10m",
    use: "soundproofing stud walls and floors",
  }),
  insul("insul-warmcott-cavity-batt-100", 31, {
    brand: WC,
    noun: "Cavity Wall Batt",
    dims: [100],
    form: "single",
    size: "455 x 1200mm",
    use: "full fill cavity walls",
  }),
  pir("insul-warmcott-egton-25", 19.5, 25),
  pir("insul-warmcott-egton-50", 27.5, 50),
  pir("insul-warmcott-egton-100", 46, 100),
  insul("insul-gen-multifoil", 69, {
    noun: "Multifoil Insulation",
    size: "1.5m x 10m",
    use: "insulating roofs and timber frames",
  }),
  insul("insul-gen-eps-50", 11.9, {
    noun: "EPS70 Polystyrene Insulation Board",
    dims: [50, 1200, 2400],
    form: "board",
    nominal: "8x4",
    use: "floors under screed",
  }),
  insul("insul-gen-lagging-15", 0.95, {
    noun: "Pipe Lagging",
    detail: "Foam",
    dims: [15],
    form: "single",
    length: 1000,
    use: "stopping pipes freezing",
  }),
  insul("insul-gen-lagging-22", 1.15, {
    noun: "Pipe Lagging",
    detail: "Foam",
    dims: [22],
    form: "single",
    length: 1000,
    use: "stopping pipes freezing",
  }),
  insul("insul-gen-loft-legs", 22, {
    noun: "Loft Legs",
    detail: "Raised Loft Boarding Supports",
    pack: "Pack of 12",
    use: "boarding over deep loft insulation",
  }),
  roof("roof-tegford-goathland-grey", 1.45, {
    brand: TG,
    line: "Goathland",
    noun: "Interlocking Concrete Roof Tile",
    detail: "Slate Grey",
    use: "pitched roofs",
  }),
  roof("roof-tegford-goathland-brown", 1.45, {
    brand: TG,
    line: "Goathland",
    noun: "Interlocking Concrete Roof Tile",
    detail: "Antique Brown",
    use: "pitched roofs",
  }),
  roof("roof-tegford-plain-clay", 0.78, {
    brand: TG,
    noun: "Plain Clay Roof Tile",
    detail: "Red",
    size: "265 x 165mm",
    use: "traditional pitched roofs and hanging tiles",
  }),
  roof("roof-tegford-ridge-half-round", 9.5, {
    brand: TG,
    noun: "Half Round Ridge Tile",
    detail: "Slate Grey",
    use: "capping the ridge of tiled roofs",
  }),
  roof("roof-gen-natural-slate", 1.6, {
    noun: "Spanish Natural Roof Slate",
    size: "500 x 250mm",
    use: "slate roofs",
  }),
  roof("roof-gen-shed-felt-10", 21, {
    noun: "Shed Felt",
    detail: "Green Mineral",
    size: "1m x 10m",
    use: "shed and summerhouse roofs",
  }),
  roof("roof-gen-breather-membrane", 52, {
    noun: "Breathable Roofing Membrane",
    size: "1m x 50m",
    use: "underlay below tiles and slates",
  }),
  roof("roof-gen-epdm-3x4", 88, {
    noun: "EPDM Rubber Roofing Membrane",
    size: "3m x 4m",
    use: "flat roofs on garages and extensions",
  }),
  roof("roof-gen-lead-code4-150", 41, {
    noun: "Lead Flashing",
    detail: "Code 4",
    dims: [150],
    form: "single",
    size: "3m",
    use: "chimneys, abutments and valleys",
  }),
  roof("roof-gen-lead-code4-300", 79, {
    noun: "Lead Flashing",
    detail: "Code 4",
    dims: [300],
    form: "single",
    size: "3m",
    use: "chimneys, abutments and valleys",
  }),
  roof("roof-gen-flashing-tape", 16.5, {
    noun: "Self Adhesive Flashing Tape",
    detail: "Lead Effect",
    size: "150mm x 10m",
    use: "quick repairs to flashings and joints",
  }),
  roof("roof-gen-corrugated-bitumen", 17.9, {
    noun: "Corrugated Bitumen Roof Sheet",
    detail: "Black",
    size: "2000 x 950mm",
    use: "shed, log store and lean-to roofs",
  }),
  roof("roof-gen-pvc-sheet", 19.5, {
    noun: "Corrugated PVC Roof Sheet",
    detail: "Clear",
    size: "2440 x 660mm",
    use: "lean-to and carport roofs",
  }),
  roof("roof-gen-fascia-white-225", 36, {
    noun: "uPVC Fascia Board",
    detail: "White",
    dims: [225],
    form: "single",
    length: 5000,
    use: "replacing rotten timber fascias",
  }),
  roof("roof-gen-soffit-white-300", 29, {
    noun: "uPVC Soffit Board",
    detail: "White",
    dims: [300],
    form: "single",
    length: 5000,
    use: "boxing in the underside of eaves",
  }),
  roof("roof-gen-dry-verge", 13.5, {
    noun: "Dry Verge Unit",
    detail: "Black",
    pack: "Pack of 10",
    use: "finishing the gable edge of tiled roofs",
  }),
  ug("drain-sluiceby-pipe-110-3000", 19.5, "Underground Drain Pipe", "Plain Ended", 3000, "foul drainage runs"),
  ug("drain-sluiceby-pipe-110-6000", 36, "Underground Drain Pipe", "Plain Ended", 6000, "long foul drainage runs"),
  ug(
    "drain-sluiceby-bend-87-110",
    8.4,
    "Underground Bend",
    "87.5 Degree Single Socket",
    undefined,
    "changing direction in drain runs",
  ),
  ug(
    "drain-sluiceby-bend-45-110",
    7.9,
    "Underground Bend",
    "45 Degree Single Socket",
    undefined,
    "changing direction in drain runs",
  ),
  ug(
    "drain-sluiceby-gully",
    17.5,
    "Trapped Gully",
    "Bottle Gully",
    undefined,
    "taking downpipe and sink water to the drain",
  ),
  drain("drain-sluiceby-chamber-base", 59, {
    brand: SL,
    noun: "Inspection Chamber Base",
    size: "320mm",
    use: "access points on drain runs",
  }),
  drain("drain-sluiceby-channel-1000", 21, {
    brand: SL,
    noun: "Channel Drain",
    detail: "With Galvanised Grating",
    length: 1000,
    use: "driveway and patio surface water",
  }),
  drain("drain-gen-soakaway-crate", 34, {
    noun: "Soakaway Crate",
    size: "500 x 400 x 400mm",
    use: "draining rainwater into the ground",
  }),
  gutter("drain-gutterley-gutter-black-4000", 13.5, "Half Round Gutter", "Black", {
    noun: "",
    dims: [112],
    form: "single",
    length: 4000,
  }),
  gutter("drain-gutterley-gutter-white-4000", 13.5, "Half Round Gutter", "White", {
    noun: "",
    dims: [112],
    form: "single",
    length: 4000,
  }),
  gutter("drain-gutterley-bracket-black", 1.6, "Half Round Fascia Bracket", "Black", { noun: "", size: "112mm" }),
  gutter("drain-gutterley-outlet-black", 4.9, "Half Round Running Outlet", "Black", { noun: "", size: "112mm" }),
  gutter("drain-gutterley-stop-end-black", 3.2, "Half Round External Stop End", "Black", { noun: "", size: "112mm" }),
  gutter("drain-gutterley-downpipe-black-2500", 12.9, "Round Downpipe", "Black", {
    noun: "",
    dims: [68],
    form: "single",
    length: 2500,
  }),
  gutter("drain-gutterley-shoe-black", 3.6, "Round Downpipe Shoe", "Black", { noun: "", size: "68mm" }),
  drain("drain-gen-water-butt-210", 39, {
    noun: "Water Butt",
    detail: "Green with Tap",
    size: "210 Litre",
    use: "collecting rainwater from a downpipe",
  }),
];
