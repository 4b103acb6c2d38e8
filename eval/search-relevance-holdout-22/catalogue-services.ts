/** Held-out set 22: roofing, underground drainage, rainwater, plumbing pipe and fittings. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const DO = "Dorstone";
const AL = "Allensmore";
const EW = "Ewyas";
const OR = "Orcop";
const GA = "Garway";
const roof = (key: string, price: number, r: Rest): Product => p("roof", key, price, r);
const drain = (key: string, price: number, r: Rest): Product => p("drain", key, price, r);
const plumb = (key: string, price: number, r: Rest): Product => p("plumb", key, price, r);
const ug = "underground foul and surface water drainage";
const rw = "rainwater from roofs";
const bore = (n: number, length?: number) => ({ dims: [n], form: "single" as const, length });

export const SERVICES: readonly Product[] = [
  roof("roof-dorstone-monnington-brown", 1.42, {
    brand: DO,
    line: "Monnington",
    noun: "Interlocking Roof Tile",
    detail: "Rustic Brown",
    size: "418 x 332mm",
    use: "pitched roofs",
  }),
  roof("roof-dorstone-monnington-grey", 1.42, {
    brand: DO,
    line: "Monnington",
    noun: "Interlocking Roof Tile",
    detail: "Smooth Grey",
    size: "418 x 332mm",
    use: "pitched roofs",
  }),
  roof("roof-dorstone-plain-clay", 0.78, {
    brand: DO,
    noun: "Plain Clay Roof Tile",
    detail: "Red",
    size: "265 x 165mm",
    use: "traditional pitched roofs and hanging",
  }),
  roof("roof-dorstone-ridge-half-round", 8.9, {
    brand: DO,
    noun: "Half Round Ridge Tile",
    detail: "Red",
    length: 450,
    use: "capping roof ridges",
  }),
  roof("roof-gen-natural-slate-500", 1.95, {
    noun: "Natural Roof Slate",
    detail: "Blue Grey",
    size: "500 x 250mm",
    use: "slate roofs",
  }),
  roof("roof-gen-shed-felt-10", 21, {
    noun: "Shed Roof Felt",
    detail: "Green Mineral",
    size: "1m x 10m",
    use: "covering shed roofs",
  }),
  roof("roof-gen-breather-50", 56, {
    noun: "Breathable Roofing Membrane",
    size: "1m x 50m",
    use: "under tiles and slates",
  }),
  roof("roof-gen-epdm-3x4", 78, {
    noun: "EPDM Rubber Roofing Membrane",
    size: "3m x 4m",
    use: "flat roofs on garages and extensions",
  }),
  roof("roof-gen-lead-code4-150", 48, {
    noun: "Lead Flashing Code 4",
    ...bore(150, 3000),
    use: "flashing round chimneys and abutments",
  }),
  roof("roof-gen-lead-code4-300", 95, {
    noun: "Lead Flashing Code 4",
    ...bore(300, 3000),
    use: "valleys and wider flashings",
  }),
  roof("roof-gen-corrugated-bitumen", 13.5, {
    noun: "Corrugated Bitumen Roof Sheet",
    detail: "Black",
    size: "2000 x 950mm",
    use: "shed, log store and carport roofs",
  }),
  roof("roof-gen-pvc-sheet", 16.9, {
    noun: "Corrugated PVC Roof Sheet",
    detail: "Clear",
    size: "2440 x 660mm",
    use: "lean-tos and carports that let light through",
  }),
  roof("roof-gen-fascia-225-5000", 31, {
    noun: "uPVC Fascia Board",
    detail: "White",
    ...bore(225, 5000),
    use: "replacing rotten timber fascias",
  }),
  roof("roof-gen-soffit-300-5000", 19, {
    noun: "uPVC Soffit Board",
    detail: "White Vented",
    ...bore(300, 5000),
    use: "closing the eaves under a fascia",
  }),
  roof("roof-gen-dry-verge", 4.5, {
    noun: "Dry Verge Unit",
    detail: "Black",
    use: "gable ends without mortar",
  }),

  drain("drain-allensmore-pipe-110-3000", 18.5, {
    brand: AL,
    noun: "Underground Drain Pipe",
    detail: "Single Socket",
    ...bore(110, 3000),
    reach: 4,
    use: ug,
  }),
  drain("drain-allensmore-pipe-110-6000", 33, {
    brand: AL,
    noun: "Underground Drain Pipe",
    detail: "Single Socket",
    ...bore(110, 6000),
    use: ug,
  }),
  drain("drain-allensmore-bend-45", 6.4, {
    brand: AL,
    noun: "Underground Bend",
    detail: "45 Degree Double Socket",
    ...bore(110),
    use: ug,
  }),
  drain("drain-allensmore-bend-87", 6.9, {
    brand: AL,
    noun: "Underground Bend",
    detail: "87.5 Degree Double Socket",
    ...bore(110),
    use: ug,
  }),
  drain("drain-allensmore-junction-45", 11.5, {
    brand: AL,
    noun: "Underground Junction",
    detail: "45 Degree Triple Socket",
    ...bore(110),
    use: ug,
  }),
  drain("drain-allensmore-gully", 17.5, {
    brand: AL,
    noun: "Bottle Gully",
    detail: "Trapped",
    ...bore(110),
    use: "taking waste and rainwater into the drain",
  }),
  drain("drain-allensmore-chamber-320", 44, {
    brand: AL,
    noun: "Inspection Chamber Base",
    detail: "5 Inlet",
    ...bore(320),
    use: "access points on underground drains",
  }),
  drain("drain-gen-channel-1000", 14.9, {
    noun: "Channel Drain",
    detail: "Galvanised Grating",
    length: 1000,
    use: "drainage across drives and patio doors",
  }),
  drain("drain-ewyas-gutter-black-4000", 9.4, {
    brand: EW,
    noun: "Half Round Gutter",
    detail: "Black",
    ...bore(112, 4000),
    use: rw,
  }),
  drain("drain-ewyas-gutter-white-4000", 9.4, {
    brand: EW,
    noun: "Half Round Gutter",
    detail: "White",
    ...bore(112, 4000),
    use: rw,
  }),
  drain("drain-ewyas-bracket-black", 1.4, {
    brand: EW,
    noun: "Half Round Fascia Bracket",
    detail: "Black",
    ...bore(112),
    use: "holding gutter to the fascia",
  }),
  drain("drain-ewyas-outlet-black", 4.2, {
    brand: EW,
    noun: "Half Round Running Outlet",
    detail: "Black",
    ...bore(112),
    use: "joining gutter to the downpipe",
  }),
  drain("drain-ewyas-stop-end-black", 2.3, {
    brand: EW,
    noun: "Half Round External Stop End",
    detail: "Black",
    ...bore(112),
    use: "closing the end of a gutter run",
  }),
  drain("drain-ewyas-downpipe-black-2500", 9.9, {
    brand: EW,
    noun: "Round Downpipe",
    detail: "Black",
    ...bore(68, 2500),
    use: rw,
  }),
  drain("drain-ewyas-shoe-black", 2.9, {
    brand: EW,
    noun: "Round Downpipe Shoe",
    detail: "Black",
    ...bore(68),
    use: "the foot of a downpipe over a gully",
  }),
  drain("drain-gen-water-butt-210", 39, {
    noun: "Water Butt",
    detail: "Green with Tap",
    size: "210 Litre",
    use: "collecting rainwater for the garden",
  }),

  plumb("plumb-gen-copper-15-2000", 11.5, {
    noun: "Copper Pipe",
    detail: "Table X",
    ...bore(15, 2000),
    use: "hot and cold water and heating",
  }),
  plumb("plumb-gen-copper-15-3000", 16.5, {
    noun: "Copper Pipe",
    detail: "Table X",
    ...bore(15, 3000),
    reach: 4,
    use: "hot and cold water and heating",
  }),
  plumb("plumb-gen-copper-22-3000", 33, {
    noun: "Copper Pipe",
    detail: "Table X",
    ...bore(22, 3000),
    use: "heating flow and return runs",
  }),
  plumb("plumb-orcop-comp-elbow-15", 2.6, {
    brand: OR,
    noun: "Compression Elbow",
    detail: "Brass",
    ...bore(15),
    use: "joining copper pipe without soldering",
  }),
  plumb("plumb-orcop-comp-tee-15", 3.8, {
    brand: OR,
    noun: "Compression Equal Tee",
    detail: "Brass",
    ...bore(15),
    use: "branching copper pipe without soldering",
  }),
  plumb("plumb-orcop-comp-coupler-22", 4.1, {
    brand: OR,
    noun: "Compression Straight Coupler",
    detail: "Brass",
    ...bore(22),
    use: "joining two lengths of 22mm copper",
  }),
  plumb("plumb-orcop-solder-elbow-15", 0.85, {
    brand: OR,
    noun: "Solder Ring Elbow",
    detail: "Copper",
    ...bore(15),
    use: "soldered copper joints",
  }),
  plumb("plumb-orcop-isolating-valve-15", 3.4, {
    brand: OR,
    noun: "Isolating Valve",
    detail: "Chrome Compression",
    ...bore(15),
    use: "shutting off water to taps, toilets and appliances",
  }),
  plumb("plumb-orcop-trv-15", 17.9, {
    brand: OR,
    noun: "Thermostatic Radiator Valve",
    detail: "White and Chrome Angled",
    ...bore(15),
    use: "controlling each radiator's temperature",
  }),
  plumb("plumb-garway-elbow-15", 2.9, {
    brand: GA,
    noun: "Push Fit Elbow",
    detail: "White",
    ...bore(15),
    use: "joining plastic or copper pipe by hand",
  }),
  plumb("plumb-garway-tee-15", 3.9, {
    brand: GA,
    noun: "Push Fit Equal Tee",
    detail: "White",
    ...bore(15),
    use: "branching plastic or copper pipe by hand",
  }),
  plumb("plumb-garway-inserts-15", 3.5, {
    brand: GA,
    noun: "Pipe Inserts",
    ...bore(15),
    pack: "Pack of 10",
    use: "supporting plastic pipe inside push fit joints",
  }),
  plumb("plumb-garway-pex-15-25m", 34, {
    brand: GA,
    noun: "PEX Barrier Pipe",
    detail: "Coil",
    ...bore(15, 25000),
    use: "flexible hot and cold water runs",
  }),
  plumb("plumb-gen-ptfe-tape", 0.9, {
    noun: "PTFE Thread Seal Tape",
    size: "12mm x 12m",
    use: "sealing threaded joints",
  }),
  plumb("plumb-gen-waste-pipe-40-3000", 6.8, {
    noun: "Solvent Weld Waste Pipe",
    detail: "White",
    ...bore(40, 3000),
    use: "sink, bath and basin waste",
  }),
  plumb("plumb-gen-bottle-trap-40", 5.9, {
    noun: "Bottle Trap",
    detail: "White",
    ...bore(40),
    use: "basin and sink wastes",
  }),
  plumb("plumb-gen-tap-connector-15", 4.8, {
    noun: "Flexible Tap Connector",
    detail: "15mm x 1/2in",
    length: 300,
    use: "connecting taps to the supply",
  }),
  plumb("plumb-gen-pipe-clips-15", 3.2, {
    noun: "Pipe Clips",
    detail: "White Plastic",
    ...bore(15),
    pack: "Pack of 20",
    use: "fixing pipe runs to walls",
  }),
];
