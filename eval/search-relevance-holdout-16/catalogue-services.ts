/** Held-out set 16: roofing and roofline, underground drainage and rainwater. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const RK = "Rooksby";
const SF = "Soakford";
const GT = "Guttridge";

const roof = (key: string, price: number, rest: Rest): Product => p("roof", key, price, rest);
const drain = (key: string, price: number, rest: Rest): Product => p("drain", key, price, { brand: SF, ...rest });
const rain = (key: string, price: number, rest: Rest): Product => p("drain", key, price, { brand: GT, ...rest });

export const SERVICES: readonly Product[] = [
  roof("roof-rooksby-hambledon-grey", 1.6, {
    brand: RK,
    line: "Hambledon",
    noun: "Interlocking Concrete Roof Tile",
    detail: "Slate Grey",
    use: "pitched roofs",
    reach: 4,
  }),
  roof("roof-rooksby-hambledon-brown", 1.6, {
    brand: RK,
    line: "Hambledon",
    noun: "Interlocking Concrete Roof Tile",
    detail: "Rustic Brown",
    use: "pitched roofs",
  }),
  roof("roof-rooksby-plain-clay", 0.95, {
    brand: RK,
    noun: "Plain Clay Roof Tile",
    detail: "Smooth Red",
    size: "265 x 165mm",
    use: "traditional pitched roofs and tile hanging",
  }),
  roof("roof-rooksby-ridge-grey", 7.5, {
    brand: RK,
    noun: "Half Round Ridge Tile",
    detail: "Slate Grey",
    use: "capping the ridge of a tiled roof",
  }),
  roof("roof-gen-natural-slate", 2.4, {
    noun: "Natural Roofing Slate",
    detail: "Spanish",
    size: "500 x 250mm",
    use: "slate roofs and repairs",
  }),
  roof("roof-gen-shed-felt-10", 24, {
    noun: "Shed Roofing Felt",
    detail: "Green Mineral",
    size: "1m x 10m",
    use: "covering shed and summerhouse roofs",
  }),
  roof("roof-gen-breather-50", 49, {
    noun: "Breathable Roofing Membrane",
    size: "1m x 50m",
    use: "underlay under tiles and slates",
  }),
  roof("roof-gen-epdm-3x4", 78, {
    noun: "EPDM Rubber Roofing Membrane",
    size: "3m x 4m",
    use: "flat roofs on garages, extensions and sheds",
  }),
  roof("roof-gen-lead-code4-150", 38, {
    noun: "Lead Flashing",
    detail: "Code 4",
    size: "150mm x 3m",
    use: "flashing chimneys, abutments and valleys",
  }),
  roof("roof-gen-lead-code4-300", 72, {
    noun: "Lead Flashing",
    detail: "Code 4",
    size: "300mm x 3m",
    use: "wider flashings, soakers and aprons",
  }),
  roof("roof-gen-flashing-tape-150", 16, {
    noun: "Self Adhesive Flashing Tape",
    detail: "Lead Effect",
    size: "150mm x 10m",
    use: "quick repairs to flashings and roof joints",
  }),
  roof("roof-gen-corrugated-bitumen-green", 15, {
    noun: "Corrugated Bitumen Roof Sheet",
    detail: "Green",
    size: "2000 x 950mm",
    use: "roofing sheds, carports and lean-tos",
  }),
  roof("roof-gen-pvc-sheet-clear", 17, {
    noun: "Corrugated PVC Roof Sheet",
    detail: "Clear",
    size: "2440 x 660mm",
    use: "letting light into carports, lean-tos and greenhouses",
  }),
  roof("roof-gen-fascia-225", 36, {
    noun: "uPVC Fascia Board",
    detail: "White",
    dims: [18, 225],
    form: "section",
    length: 5000,
    use: "replacing rotten timber fascias",
  }),
  roof("roof-gen-soffit-300", 29, {
    noun: "uPVC Soffit Board",
    detail: "White Vented",
    dims: [10, 300],
    form: "section",
    length: 5000,
    use: "closing in the eaves under the fascia",
  }),
  drain("drain-soakford-pipe-110-3000", 24, {
    noun: "Underground Drain Pipe",
    detail: "Plain Ended",
    dims: [110],
    form: "single",
    length: 3000,
    use: "foul and surface water drains",
    reach: 4,
  }),
  drain("drain-soakford-pipe-110-6000", 44, {
    noun: "Underground Drain Pipe",
    detail: "Plain Ended",
    dims: [110],
    form: "single",
    length: 6000,
    use: "long foul and surface water drain runs",
  }),
  drain("drain-soakford-bend-87-110", 8.9, {
    noun: "Underground Bend",
    detail: "87.5 Degree Single Socket",
    dims: [110],
    form: "single",
    use: "turning underground drains",
  }),
  drain("drain-soakford-bend-45-110", 9.2, {
    noun: "Underground Bend",
    detail: "45 Degree Double Socket",
    dims: [110],
    form: "single",
    use: "turning underground drains",
  }),
  drain("drain-soakford-gully-110", 21, {
    noun: "Bottle Gully",
    detail: "with Square Grid",
    dims: [110],
    form: "single",
    use: "taking downpipes and yard water into the drain",
  }),
  drain("drain-soakford-chamber-320", 59, {
    noun: "Inspection Chamber Base",
    detail: "Shallow 5 Inlet",
    size: "320mm",
    use: "access points on underground drain runs",
  }),
  drain("drain-soakford-channel-1000", 19, {
    noun: "Channel Drain",
    detail: "with Galvanised Grate",
    length: 1000,
    use: "draining driveways, patios and garage entrances",
  }),
  drain("drain-soakford-crate", 32, {
    noun: "Soakaway Crate",
    size: "500 x 400 x 500mm",
    use: "soakaways for downpipes and surface water",
  }),
  rain("drain-guttridge-gutter-black-4000", 14, {
    noun: "Half Round Gutter",
    detail: "Black",
    dims: [112],
    form: "single",
    length: 4000,
    use: "roof rainwater",
    reach: 4,
  }),
  rain("drain-guttridge-gutter-white-4000", 14, {
    noun: "Half Round Gutter",
    detail: "White",
    dims: [112],
    form: "single",
    length: 4000,
    use: "roof rainwater",
  }),
  rain("drain-guttridge-bracket-black", 1.8, {
    noun: "Half Round Gutter Fascia Bracket",
    detail: "Black",
    dims: [112],
    form: "single",
    use: "holding gutter to the fascia",
  }),
  rain("drain-guttridge-outlet-black", 4.9, {
    noun: "Half Round Gutter Running Outlet",
    detail: "Black",
    dims: [112],
    form: "single",
    use: "connecting gutter to the downpipe",
  }),
  rain("drain-guttridge-stop-end-black", 2.9, {
    noun: "Half Round Gutter External Stop End",
    detail: "Black",
    dims: [112],
    form: "single",
    use: "closing the end of a gutter run",
  }),
  rain("drain-guttridge-downpipe-black-2500", 12.5, {
    noun: "Round Downpipe",
    detail: "Black",
    dims: [68],
    form: "single",
    length: 2500,
    use: "taking rainwater from the gutter to the drain",
  }),
  p("drain", "drain-gen-water-butt-210", 46, {
    noun: "Water Butt",
    detail: "Green with Tap and Stand",
    size: "210 Litre",
    use: "collecting rainwater from a downpipe",
  }),
];
