/** Held-out set 16: copper and plastic pipe, compression, solder and push fit fittings, waste and valves. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const FR = "Ferrulo";
const PK = "Pushbeck";

const plumb = (key: string, price: number, rest: Rest): Product => p("plumb", key, price, rest);
const fitting = (key: string, price: number, brand: string, noun: string, bore: number, pack?: string): Product =>
  plumb(key, price, {
    brand,
    noun,
    dims: [bore],
    form: "single",
    pack,
    use: brand === FR ? "joining copper pipe without soldering" : "joining copper and plastic pipe by hand",
  });

export const PLUMBING: readonly Product[] = [
  plumb("plumb-gen-copper-15-3000", 17.5, {
    noun: "Copper Pipe",
    detail: "Table X",
    dims: [15],
    form: "single",
    length: 3000,
    use: "hot and cold water and heating",
    reach: 4,
  }),
  plumb("plumb-gen-copper-15-2000", 12.4, {
    noun: "Copper Pipe",
    detail: "Table X",
    dims: [15],
    form: "single",
    length: 2000,
    use: "hot and cold water and heating",
  }),
  plumb("plumb-gen-copper-22-3000", 34, {
    noun: "Copper Pipe",
    detail: "Table X",
    dims: [22],
    form: "single",
    length: 3000,
    use: "heating flow and return and main runs",
  }),
  fitting("plumb-ferrulo-comp-elbow-15", 2.9, FR, "Compression Elbow", 15),
  fitting("plumb-ferrulo-comp-elbow-22", 4.8, FR, "Compression Elbow", 22),
  fitting("plumb-ferrulo-comp-tee-15", 3.9, FR, "Compression Equal Tee", 15),
  fitting("plumb-ferrulo-comp-coupler-22", 3.8, FR, "Compression Straight Coupler", 22),
  plumb("plumb-ferrulo-solder-elbow-15", 0.9, {
    brand: FR,
    noun: "Solder Ring Elbow",
    dims: [15],
    form: "single",
    use: "soldered joints on copper pipe",
  }),
  fitting("plumb-pushbeck-elbow-15", 3.4, PK, "Push Fit Elbow", 15),
  fitting("plumb-pushbeck-tee-22", 5.9, PK, "Push Fit Equal Tee", 22),
  fitting("plumb-pushbeck-insert-15", 3.2, PK, "Pipe Inserts", 15, "Pack of 10"),
  plumb("plumb-pushbeck-barrier-15-3000", 7.5, {
    brand: PK,
    noun: "Polybutylene Barrier Pipe",
    dims: [15],
    form: "single",
    length: 3000,
    use: "flexible hot and cold water runs",
  }),
  plumb("plumb-gen-ptfe", 0.8, {
    noun: "PTFE Thread Seal Tape",
    size: "12mm x 12m",
    use: "sealing threaded joints",
  }),
  plumb("plumb-gen-waste-40-3000", 9.9, {
    noun: "Solvent Weld Waste Pipe",
    detail: "White",
    dims: [40],
    form: "single",
    length: 3000,
    use: "sink, bath and shower wastes",
  }),
  plumb("plumb-gen-bottle-trap-32", 5.4, {
    noun: "Bottle Trap",
    detail: "75mm Seal",
    dims: [32],
    form: "single",
    use: "basin wastes",
  }),
  plumb("plumb-gen-tap-connector-15", 4.6, {
    noun: "Flexible Tap Connector",
    detail: "Braided",
    dims: [15],
    form: "single",
    size: "300mm",
    use: "connecting taps to the supply pipe",
  }),
  plumb("plumb-gen-isolating-valve-15", 2.8, {
    noun: "Isolating Valve",
    detail: "Chrome Slotted",
    dims: [15],
    form: "single",
    use: "shutting off the water to a tap, toilet or appliance",
  }),
  plumb("plumb-gen-pipe-clip-15", 1.9, {
    noun: "Pipe Clip",
    detail: "Hinged",
    dims: [15],
    form: "single",
    pack: "Pack of 10",
    use: "fixing pipe runs to walls and joists",
  }),
  plumb("plumb-gen-trv-15", 14.5, {
    noun: "Thermostatic Radiator Valve",
    detail: "Angled White",
    dims: [15],
    form: "single",
    use: "controlling the heat of each radiator",
  }),
];
