/** Held-out set 17: insulation, roofing, underground drainage and rainwater. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const TM = "Thermadge";
const TB = "Tilebrook";
const DH = "Drainholt";
const RH = "Rainholt";

const insul = (key: string, price: number, rest: Rest): Product => p("insul", key, price, rest);
const loft = (key: string, price: number, t: number, size: string, reach?: number): Product =>
  insul(key, price, {
    brand: TM,
    line: "Cosyfold",
    noun: "Loft Insulation Roll",
    detail: "Glass Mineral Wool",
    dims: [t],
    form: "single",
    size,
    use: "insulating lofts between and over joists",
    reach,
  });
const pir = (key: string, price: number, t: number): Product =>
  insul(key, price, {
    brand: TM,
    line: "Sturston",
    noun: "PIR Insulation Board",
    detail: "Foil Faced",
    dims: [t, 1200, 2400],
    form: "board",
    use: "insulating floors, walls and flat roofs",
  });
const roof = (key: string, price: number, rest: Rest): Product => p("roof", key, price, rest);
const drain = (key: string, price: number, rest: Rest): Product => p("drain", key, price, rest);
const under = (key: string, price: number, noun: string, detail?: string, length?: number): Product =>
  drain(key, price, {
    brand: DH,
    noun,
    detail,
    dims: [110],
    form: "single",
    length,
    use: "underground foul and surface water drains",
  });
const rain = (key: string, price: number, noun: string, detail: string, dia: number, length?: number): Product =>
  drain(key, price, {
    brand: RH,
    noun,
    detail,
    dims: [dia],
    form: "single",
    length,
    use: "roof rainwater guttering",
  });

export const SERVICES: readonly Product[] = [
  loft("insul-thermadge-cosyfold-100", 24, 100, "1140mm x 13.9m"),
  loft("insul-thermadge-cosyfold-150", 26, 150, "1140mm x 9.3m"),
  loft("insul-thermadge-cosyfold-200", 27, 200, "1140mm x 6.9m", 4),
  insul("insul-thermadge-acoustic-roll-50", 29, {
    brand: TM,
    noun: "Acoustic Insulation Roll",
    dims: [50],
    form: "single",
    size: "600mm x 13m",
    use: "soundproofing stud walls and floors",
  }),
  insul("insul-thermadge-cavity-batt-100", 36, {
    brand: TM,
    noun: "Cavity Wall Batt",
    dims: [100],
    form: "single",
    size: "1200 x 455mm",
    use: "full fill cavity wall insulation",
  }),
  pir("insul-thermadge-sturston-25", 18.5, 25),
  pir("insul-thermadge-sturston-50", 29, 50),
  pir("insul-thermadge-sturston-100", 49, 100),
  insul("insul-gen-multifoil-1200", 62, {
    noun: "Multifoil Insulation",
    detail: "Reflective",
    size: "1.2m x 10m",
    use: "insulating rafters, vans and garden rooms",
  }),
  insul("insul-gen-eps-50", 9.9, {
    noun: "EPS70 Polystyrene Insulation Board",
    dims: [50, 1200, 2400],
    form: "board",
    use: "insulating under floor screeds",
  }),
  insul("insul-gen-lagging-15", 0.9, {
    noun: "Foam Pipe Lagging",
    detail: "9mm Wall",
    dims: [15],
    form: "single",
    length: 1000,
    use: "stopping pipes freezing in lofts and outside",
  }),
  insul("insul-gen-lagging-22", 1.1, {
    noun: "Foam Pipe Lagging",
    detail: "9mm Wall",
    dims: [22],
    form: "single",
    length: 1000,
    use: "stopping pipes freezing in lofts and outside",
  }),
  insul("insul-gen-loft-legs", 18, {
    noun: "Loft Boarding Legs",
    detail: "Raised Supports",
    size: "175mm",
    pack: "Pack of 12",
    use: "raising loft boards above deep insulation",
  }),
  roof("roof-tilebrook-gressenhall-grey", 1.35, {
    brand: TB,
    line: "Gressenhall",
    noun: "Interlocking Roof Tile",
    detail: "Slate Grey",
    size: "420 x 330mm",
    use: "pitched roofs",
  }),
  roof("roof-tilebrook-gressenhall-red", 1.35, {
    brand: TB,
    line: "Gressenhall",
    noun: "Interlocking Roof Tile",
    detail: "Antique Red",
    size: "420 x 330mm",
    use: "pitched roofs",
  }),
  roof("roof-tilebrook-plain-clay", 0.78, {
    brand: TB,
    noun: "Plain Clay Roof Tile",
    detail: "Red",
    size: "265 x 165mm",
    use: "traditional pitched roofs and tile hanging",
  }),
  roof("roof-tilebrook-ridge-grey", 6.9, {
    brand: TB,
    noun: "Half Round Ridge Tile",
    detail: "Slate Grey",
    size: "450mm",
    use: "capping the ridge of a tiled roof",
  }),
  roof("roof-gen-natural-slate-500", 1.9, {
    noun: "Natural Roof Slate",
    detail: "Blue Grey",
    size: "500 x 250mm",
    use: "slate roofs and repairs",
  }),
  roof("roof-gen-shed-felt-10", 24, {
    noun: "Shed Felt",
    detail: "Green Mineral",
    size: "1m x 10m",
    use: "re-roofing sheds and outbuildings",
  }),
  roof("roof-gen-breather-membrane", 69, {
    noun: "Breathable Roofing Membrane",
    size: "1m x 50m",
    use: "under tiles and slates on new roofs",
  }),
  roof("roof-gen-epdm-3x4", 89, {
    noun: "EPDM Rubber Roofing Membrane",
    detail: "1.2mm",
    size: "3m x 4m",
    use: "flat roofs on garages, extensions and porches",
  }),
  roof("roof-gen-lead-code4-150", 39, {
    noun: "Lead Flashing",
    detail: "Code 4",
    size: "150mm x 3m",
    use: "flashing chimneys, abutments and valleys",
  }),
  roof("roof-gen-lead-code4-300", 74, {
    noun: "Lead Flashing",
    detail: "Code 4",
    size: "300mm x 3m",
    use: "flashing chimneys, abutments and valleys",
  }),
  roof("roof-gen-flashing-tape-150", 19, {
    noun: "Self Adhesive Flashing Tape",
    detail: "Grey",
    size: "150mm x 10m",
    use: "quick roof and gutter repairs",
  }),
  roof("roof-gen-corrugated-bitumen-black", 16.5, {
    noun: "Corrugated Bitumen Roof Sheet",
    detail: "Black",
    size: "2000 x 950mm",
    use: "shed, carport and outbuilding roofs",
  }),
  roof("roof-gen-pvc-sheet-clear", 13.9, {
    noun: "Corrugated PVC Roof Sheet",
    detail: "Clear",
    size: "1830 x 660mm",
    use: "lean-to, carport and greenhouse roofs",
  }),
  roof("roof-gen-fascia-white-225", 34, {
    noun: "uPVC Fascia Board",
    detail: "White",
    size: "225mm",
    length: 5000,
    use: "replacing rotten timber fascias",
  }),
  roof("roof-gen-soffit-white-300", 29, {
    noun: "uPVC Soffit Board",
    detail: "White",
    size: "300mm",
    length: 5000,
    use: "boxing in the underside of the eaves",
  }),
  roof("roof-gen-dry-verge-black", 4.5, {
    noun: "Dry Verge Unit",
    detail: "Black",
    use: "finishing gable ends without mortar",
  }),
  under("drain-drainholt-pipe-110-3000", 16.5, "Underground Drain Pipe", "Plain Ended", 3000),
  under("drain-drainholt-pipe-110-6000", 29, "Underground Drain Pipe", "Plain Ended", 6000),
  under("drain-drainholt-bend-87", 8.4, "Underground Drain Bend", "87.5° Double Socket"),
  under("drain-drainholt-bend-45", 8.1, "Underground Drain Bend", "45° Double Socket"),
  under("drain-drainholt-gully", 19.5, "Trapped Gully", "Bottle Type"),
  drain("drain-drainholt-chamber-320", 59, {
    brand: DH,
    noun: "Inspection Chamber Base",
    detail: "5 Inlet",
    dims: [320],
    form: "single",
    use: "access points on underground drains",
  }),
  drain("drain-drainholt-channel-1000", 17.5, {
    brand: DH,
    noun: "Channel Drain",
    detail: "Galvanised Grating",
    size: "130mm",
    length: 1000,
    use: "draining driveways and patio edges",
  }),
  drain("drain-drainholt-soakaway-crate", 39, {
    brand: DH,
    noun: "Soakaway Crate",
    size: "500 x 400 x 500mm",
    use: "soaking rainwater away into the ground",
  }),
  rain("drain-rainholt-gutter-black-4000", 13.9, "Half Round Gutter", "Black", 112, 4000),
  rain("drain-rainholt-gutter-white-4000", 13.9, "Half Round Gutter", "White", 112, 4000),
  rain("drain-rainholt-bracket-black", 1.6, "Fascia Bracket", "Black", 112),
  rain("drain-rainholt-outlet-black", 5.4, "Running Outlet", "Black", 112),
  rain("drain-rainholt-stop-end-black", 2.9, "External Stop End", "Black", 112),
  rain("drain-rainholt-downpipe-black-2500", 12.5, "Round Downpipe", "Black", 68, 2500),
  rain("drain-rainholt-shoe-black", 3.4, "Downpipe Shoe", "Black", 68),
  drain("drain-gen-water-butt-210", 44, {
    noun: "Water Butt",
    detail: "Green with Tap",
    size: "210L",
    use: "collecting rainwater from a downpipe",
  }),
];
