/** Held-out set 18: copper pipe, compression, solder and push-fit fittings, waste and sundries. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const PW = "Pipewell";
const SN = "Snapline";

const plumb = (key: string, price: number, rest: Rest): Product => p("plumb", key, price, rest);
const fitting =
  (brand: string, noun: string, use: string) =>
  (key: string, price: number, bore: number, detail?: string, pack?: string): Product =>
    plumb(key, price, { brand, noun, detail, dims: [bore], form: "single", pack, use });
const comp = (noun: string) => fitting(PW, noun, "joining copper pipe without soldering");
const push = (noun: string) => fitting(SN, noun, "joining copper or plastic pipe by pushing in");
const copper = (key: string, price: number, bore: number, length: number, reach?: number): Product =>
  plumb(key, price, {
    noun: "Copper Pipe",
    detail: "Table X",
    dims: [bore],
    form: "single",
    length,
    use: "hot and cold water and central heating",
    reach,
  });

export const PLUMBING: readonly Product[] = [
  copper("plumb-gen-copper-15-3000", 19.9, 15, 3000, 4),
  copper("plumb-gen-copper-15-2000", 13.9, 15, 2000),
  copper("plumb-gen-copper-22-3000", 38, 22, 3000),
  comp("Compression Elbow")("plumb-pipewell-comp-elbow-15", 2.6, 15),
  comp("Compression Elbow")("plumb-pipewell-comp-elbow-22", 4.9, 22),
  comp("Compression Equal Tee")("plumb-pipewell-comp-tee-15", 3.5, 15),
  comp("Compression Straight Coupler")("plumb-pipewell-comp-coupler-15", 2.2, 15),
  fitting(PW, "Solder Ring Elbow", "soldered copper joints")("plumb-pipewell-solder-elbow-15", 0.9, 15),
  fitting(PW, "Isolating Valve", "shutting off water to taps and toilets")(
    "plumb-pipewell-isolating-valve-15",
    3.9,
    15,
    "Chrome",
  ),
  fitting(PW, "Thermostatic Radiator Valve", "controlling each radiator's temperature")(
    "plumb-pipewell-trv-15",
    17.5,
    15,
    "Angled",
  ),
  push("Push Fit Elbow")("plumb-snapline-elbow-15", 2.9, 15),
  push("Push Fit Elbow")("plumb-snapline-elbow-22", 4.6, 22),
  push("Push Fit Equal Tee")("plumb-snapline-tee-15", 3.8, 15),
  push("Pipe Inserts")("plumb-snapline-inserts-15", 3.2, 15, undefined, "Pack of 10"),
  plumb("plumb-snapline-barrier-pipe-15-25m", 29, {
    brand: SN,
    noun: "Barrier Pipe Coil",
    dims: [15],
    form: "single",
    size: "25m",
    use: "plastic plumbing runs under floors",
  }),
  plumb("plumb-gen-ptfe-tape", 0.8, {
    noun: "PTFE Thread Seal Tape",
    size: "12mm x 12m",
    use: "sealing threaded joints",
  }),
  plumb("plumb-gen-waste-pipe-40-3000", 6.5, {
    noun: "Solvent Weld Waste Pipe",
    detail: "White",
    dims: [40],
    form: "single",
    length: 3000,
    use: "sink, basin and shower wastes",
  }),
  plumb("plumb-gen-bottle-trap-40", 4.9, {
    noun: "Bottle Trap",
    detail: "White",
    dims: [40],
    form: "single",
    use: "sinks and basins",
  }),
  plumb("plumb-gen-tap-connector-15", 4.5, {
    noun: "Flexible Tap Connector",
    dims: [15],
    form: "single",
    size: "1/2in x 300mm",
    use: "connecting taps to supply pipes",
  }),
  plumb("plumb-gen-pipe-clips-15", 2.4, {
    noun: "Pipe Clips",
    detail: "White",
    dims: [15],
    form: "single",
    pack: "Pack of 10",
    use: "fixing pipes to walls and joists",
  }),
];
