/** Held-out set 17: copper pipe, compression and push-fit fittings, waste and plumbing sundries. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const CP = "Coppleton";
const CF = "Clickfast";

const plumb = (key: string, price: number, rest: Rest): Product => p("plumb", key, price, rest);
const fitting = (
  key: string,
  price: number,
  brand: string,
  noun: string,
  dia: number,
  detail?: string,
  pack?: string,
): Product =>
  plumb(key, price, {
    brand,
    noun,
    detail,
    dims: [dia],
    form: "single",
    pack,
    use: "joining copper and plastic water pipe",
  });

export const PLUMBING: readonly Product[] = [
  plumb("plumb-gen-copper-15-2000", 14.5, {
    noun: "Copper Pipe",
    detail: "Half Hard",
    dims: [15],
    form: "single",
    length: 2000,
    use: "hot and cold water and heating pipework",
  }),
  plumb("plumb-gen-copper-15-3000", 21, {
    noun: "Copper Pipe",
    detail: "Half Hard",
    dims: [15],
    form: "single",
    length: 3000,
    use: "hot and cold water and heating pipework",
    reach: 4,
  }),
  plumb("plumb-gen-copper-22-3000", 39, {
    noun: "Copper Pipe",
    detail: "Half Hard",
    dims: [22],
    form: "single",
    length: 3000,
    use: "heating flow and return and mains runs",
  }),
  fitting("plumb-coppleton-comp-elbow-15", 2.9, CP, "Compression Elbow", 15),
  fitting("plumb-coppleton-comp-elbow-22", 4.9, CP, "Compression Elbow", 22),
  fitting("plumb-coppleton-comp-tee-15", 3.9, CP, "Compression Equal Tee", 15),
  fitting("plumb-coppleton-comp-coupler-15", 2.4, CP, "Compression Straight Coupler", 15),
  fitting("plumb-coppleton-solder-elbow-15", 6.5, CP, "Solder Ring Elbow", 15, undefined, "Pack of 10"),
  fitting("plumb-coppleton-isolating-15", 3.2, CP, "Isolating Valve", 15, "Chrome"),
  fitting("plumb-coppleton-trv-15", 14.5, CP, "Thermostatic Radiator Valve", 15, "Angled White"),
  fitting("plumb-clickfast-elbow-15", 2.6, CF, "Push Fit Elbow", 15, "White"),
  fitting("plumb-clickfast-elbow-22", 3.9, CF, "Push Fit Elbow", 22, "White"),
  fitting("plumb-clickfast-tee-15", 3.4, CF, "Push Fit Equal Tee", 15, "White"),
  fitting("plumb-clickfast-inserts-15", 3.5, CF, "Pipe Inserts", 15, undefined, "Pack of 10"),
  plumb("plumb-clickfast-barrier-15-3000", 8.9, {
    brand: CF,
    noun: "Barrier Pipe",
    detail: "PEX",
    dims: [15],
    form: "single",
    length: 3000,
    use: "flexible plastic water and heating pipe",
  }),
  plumb("plumb-gen-ptfe-12", 0.9, {
    noun: "PTFE Thread Seal Tape",
    size: "12mm x 12m",
    use: "sealing threaded pipe joints",
  }),
  plumb("plumb-gen-waste-pipe-40-3000", 7.9, {
    noun: "Solvent Weld Waste Pipe",
    detail: "White",
    dims: [40],
    form: "single",
    length: 3000,
    use: "sink, basin and shower waste runs",
  }),
  plumb("plumb-gen-bottle-trap-40", 5.9, {
    noun: "Bottle Trap",
    detail: "75mm Seal",
    dims: [40],
    form: "single",
    use: "basin and sink wastes",
  }),
  plumb("plumb-gen-tap-connector-15", 4.5, {
    noun: "Flexible Tap Connector",
    detail: "Braided",
    dims: [15],
    form: "single",
    size: "300mm long",
    use: "connecting taps to supply pipes",
  }),
  plumb("plumb-gen-pipe-clips-15", 2.9, {
    noun: "Pipe Clips",
    detail: "White Plastic",
    dims: [15],
    form: "single",
    pack: "Bag of 20",
    use: "fixing pipe runs to walls and joists",
  }),
];
