/** Held-out set 24: plasterboard, plasters and beads, insulation. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const DU = "Durness";
const DR = "Drumbeg";
const ME = "Melvich";
const board = (key: string, price: number, r: Rest): Product => p("board", key, price, r);
const plaster = (key: string, price: number, r: Rest): Product => p("plaster", key, price, r);
const insul = (key: string, price: number, r: Rest): Product => p("insul", key, price, r);
const face = (t: number, w: number, l: number) => ({ dims: [t, w, l], form: "board" as const });
const pb = (key: string, price: number, detail: string, t: number, l: number, use: string, w = 1200): Product =>
  board(key, price, { brand: DU, noun: "Plasterboard", detail, ...face(t, w, l), use });
const roll = (key: string, price: number, t: number, size: string, use: string, line?: string): Product =>
  insul(key, price, { brand: ME, line, noun: "Loft Insulation Roll", dims: [t], form: "single", size, use });

export const INTERIOR: readonly Product[] = [
  pb("board-durness-te-9-5-2400", 7.6, "Tapered Edge", 9.5, 2400, "ceilings"),
  pb("board-durness-te-12-5-2400", 8.9, "Tapered Edge", 12.5, 2400, "walls and ceilings"),
  pb("board-durness-te-12-5-1800", 7.3, "Tapered Edge", 12.5, 1800, "small rooms and patching", 900),
  pb("board-durness-se-12-5-2400", 8.8, "Square Edge", 12.5, 2400, "walls you skim all over"),
  pb("board-durness-te-15-2400", 11.2, "Tapered Edge", 15, 2400, "stronger walls"),
  pb("board-durness-moisture-12-5-2400", 13.4, "Moisture Resistant", 12.5, 2400, "bathrooms and kitchens"),
  pb("board-durness-fire-12-5-2400", 12.9, "Fire Resistant", 12.5, 2400, "garage ceilings and escape routes"),
  pb("board-durness-acoustic-15-2400", 14.8, "Acoustic", 15, 2400, "quieter partitions and floors"),
  pb("board-durness-thermal-37-5-2400", 32, "Insulated Thermal Laminate", 37.5, 2400, "dry lining cold walls"),
  board("board-gen-te-12-5-2400", 7.9, {
    noun: "Plasterboard",
    detail: "Tapered Edge",
    ...face(12.5, 1200, 2400),
    use: "walls and ceilings",
  }),
  plaster("plaster-drumbeg-multi-finish-25", 11.9, {
    brand: DR,
    noun: "Multi Finish Plaster",
    pack: "25kg",
    use: "skimming walls and ceilings",
  }),
  plaster("plaster-drumbeg-multi-finish-10", 7.9, {
    brand: DR,
    noun: "Multi Finish Plaster",
    pack: "10kg",
    use: "small skims and patches",
  }),
  plaster("plaster-drumbeg-board-finish-25", 11.5, {
    brand: DR,
    noun: "Board Finish Plaster",
    pack: "25kg",
    use: "skimming plasterboard",
  }),
  plaster("plaster-drumbeg-bonding-25", 12.4, {
    brand: DR,
    noun: "Bonding Coat Plaster",
    pack: "25kg",
    use: "undercoat on dense backgrounds",
  }),
  plaster("plaster-drumbeg-hardwall-25", 12.9, {
    brand: DR,
    noun: "Hardwall Plaster",
    pack: "25kg",
    use: "undercoat on brick and block",
  }),
  plaster("plaster-drumbeg-joint-compound-10", 14.5, {
    brand: DR,
    noun: "Joint Compound",
    detail: "Ready Mixed",
    pack: "10kg",
    use: "taping and filling board joints",
  }),
  plaster("plaster-drumbeg-adhesive-25", 10.9, {
    brand: DR,
    noun: "Drywall Adhesive",
    pack: "25kg",
    use: "dot and dab plasterboard",
  }),
  plaster("plaster-gen-angle-bead-2400", 1.9, {
    noun: "Angle Bead",
    detail: "Galvanised",
    length: 2400,
    use: "external plaster corners",
  }),
  plaster("plaster-gen-angle-bead-3000", 2.4, {
    noun: "Angle Bead",
    detail: "Galvanised",
    length: 3000,
    use: "tall plaster corners",
  }),
  plaster("plaster-gen-stop-bead-10", 2.1, {
    noun: "Stop Bead",
    detail: "Galvanised 10mm",
    length: 3000,
    use: "plaster edges at frames",
  }),
  plaster("plaster-gen-scrim-50", 2.5, {
    noun: "Scrim Tape",
    detail: "Self Adhesive",
    size: "50mm x 90m",
    use: "reinforcing board joints",
  }),
  roll("insul-melvich-loft-roll-100", 24, 100, "8.3m²", "topping up loft insulation"),
  roll("insul-melvich-loft-roll-170", 27, 170, "5.9m²", "loft insulation"),
  roll("insul-melvich-loft-roll-200", 28, 200, "5.0m²", "the first layer between joists"),
  insul("insul-melvich-acoustic-roll-100", 32, {
    brand: ME,
    noun: "Acoustic Insulation Roll",
    dims: [100],
    form: "single",
    size: "8.6m²",
    use: "soundproofing stud walls and floors",
  }),
  insul("insul-melvich-cavity-batt-100", 29, {
    brand: ME,
    noun: "Cavity Wall Batt",
    dims: [100],
    form: "single",
    size: "1200 x 455mm",
    pack: "Pack of 8",
    use: "full fill cavity walls",
  }),
  insul("insul-melvich-talmine-25", 17.5, {
    brand: ME,
    line: "Talmine",
    noun: "PIR Insulation Board",
    dims: [25, 1200, 2400],
    form: "board",
    use: "walls and ceilings",
  }),
  insul("insul-melvich-talmine-50", 26.9, {
    brand: ME,
    line: "Talmine",
    noun: "PIR Insulation Board",
    dims: [50, 1200, 2400],
    form: "board",
    use: "floors and rafters",
  }),
  insul("insul-melvich-talmine-100", 46.5, {
    brand: ME,
    line: "Talmine",
    noun: "PIR Insulation Board",
    dims: [100, 1200, 2400],
    form: "board",
    use: "flat roofs and floors",
  }),
  insul("insul-gen-eps-50", 9.9, {
    noun: "Polystyrene Insulation Board",
    detail: "EPS70",
    dims: [50, 1200, 2400],
    form: "board",
    use: "under floor screeds",
  }),
  insul("insul-gen-multifoil", 79, {
    noun: "Multifoil Insulation",
    detail: "Reflective",
    size: "1.5m x 10m",
    use: "rafters and lofts",
  }),
  insul("insul-gen-lagging-15", 0.95, {
    noun: "Pipe Lagging",
    detail: "Foam 13mm Wall",
    dims: [15],
    form: "single",
    length: 1000,
    use: "insulating pipes",
  }),
  insul("insul-gen-lagging-22", 1.15, {
    noun: "Pipe Lagging",
    detail: "Foam 13mm Wall",
    dims: [22],
    form: "single",
    length: 1000,
    use: "insulating pipes",
  }),
  insul("insul-gen-loft-legs", 22, {
    noun: "Loft Legs",
    detail: "Raised Boarding Supports",
    size: "175mm",
    pack: "Pack of 12",
    use: "boarding lofts over deep insulation",
  }),
];
