/** Held-out set 23: plasterboard, plasters and beads, insulation. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const VE = "Veryan";
const GR = "Grampound";
const MI = "Mithian";
const board = (key: string, price: number, r: Rest): Product => p("board", key, price, r);
const plaster = (key: string, price: number, r: Rest): Product => p("plaster", key, price, r);
const insul = (key: string, price: number, r: Rest): Product => p("insul", key, price, r);
const sheet = (t: number, w: number, l: number) => ({ dims: [t, w, l], form: "board" as const });
const pb = (key: string, price: number, noun: string, detail: string, t: number, use: string, w = 1200, l = 2400) =>
  board(key, price, { brand: VE, noun, detail, ...sheet(t, w, l), nominal: w === 1200 ? "8x4" : undefined, use });
const finish = (key: string, price: number, noun: string, use: string) =>
  plaster(key, price, { brand: GR, line: "Praze", noun, pack: "25kg", use });

export const INTERIOR: readonly Product[] = [
  pb("board-veryan-te-9-5-2400", 7.9, "Plasterboard", "Tapered Edge", 9.5, "ceilings and light partitions"),
  pb("board-veryan-te-12-5-2400", 8.9, "Plasterboard", "Tapered Edge", 12.5, "walls and ceilings", 1200, 2400),
  pb("board-veryan-te-15-2400", 12.4, "Plasterboard", "Tapered Edge", 15, "walls needing extra strength"),
  pb("board-veryan-se-12-5-2400", 8.7, "Plasterboard", "Square Edge", 12.5, "boards to be skimmed"),
  pb("board-veryan-te-12-5-1800", 6.4, "Plasterboard", "Tapered Edge", 12.5, "small rooms and lofts", 900, 1800),
  pb(
    "board-veryan-moisture-12-5",
    12.9,
    "Moisture Resistant Plasterboard",
    "Tapered Edge",
    12.5,
    "bathrooms and kitchens",
  ),
  pb("board-veryan-fire-15", 13.9, "Fire Resistant Plasterboard", "Tapered Edge", 15, "garage ceilings and fire walls"),
  pb("board-veryan-acoustic-15", 15.5, "Acoustic Plasterboard", "Tapered Edge", 15, "soundproofing walls and floors"),
  pb("board-veryan-thermal-37-5", 38, "Insulated Plasterboard", "PIR Backed", 37.5, "dry-lining cold external walls"),
  board("board-gen-te-12-5-2400", 7.8, {
    noun: "Standard Plasterboard",
    detail: "Tapered Edge",
    ...sheet(12.5, 1200, 2400),
    nominal: "8x4",
    use: "walls and ceilings",
  }),

  finish("plaster-grampound-praze-multi-finish-25", 11.5, "Multi-Finish Plaster", "skimming walls and ceilings"),
  finish("plaster-grampound-praze-board-finish-25", 11.2, "Board Finish Plaster", "skimming plasterboard"),
  finish(
    "plaster-grampound-praze-bonding-25",
    13.4,
    "Bonding Coat Plaster",
    "undercoat on concrete and smooth backgrounds",
  ),
  finish("plaster-grampound-praze-hardwall-25", 12.9, "Hardwall Plaster", "undercoat on brick and block"),
  finish("plaster-grampound-praze-one-coat-25", 14.5, "One Coat Plaster", "patching and repairs in one coat"),
  plaster("plaster-grampound-jointing-15", 15.9, {
    brand: GR,
    noun: "Jointing Compound",
    detail: "Ready Mixed",
    pack: "15kg",
    use: "taping and jointing plasterboard",
  }),
  plaster("plaster-grampound-drywall-adhesive-25", 13.2, {
    brand: GR,
    noun: "Drywall Adhesive",
    pack: "25kg",
    use: "dot and dab plasterboard onto masonry",
  }),
  plaster("plaster-gen-angle-bead-2400", 1.9, {
    noun: "Angle Bead",
    detail: "Galvanised",
    length: 2400,
    use: "external corners before plastering",
  }),
  plaster("plaster-gen-angle-bead-3000", 2.3, {
    noun: "Angle Bead",
    detail: "Galvanised",
    length: 3000,
    use: "external corners before plastering",
  }),
  plaster("plaster-gen-stop-bead-10", 2.1, {
    noun: "Plaster Stop Bead",
    detail: "Galvanised 10mm",
    length: 3000,
    use: "clean edges on plaster",
  }),
  plaster("plaster-gen-scrim-tape", 2.9, {
    noun: "Scrim Tape",
    detail: "Self Adhesive",
    size: "50mm x 90m",
    use: "reinforcing plasterboard joints",
  }),

  insul("insul-mithian-loft-roll-100", 24, {
    brand: MI,
    noun: "Loft Insulation Roll",
    detail: "Glass Mineral Wool",
    dims: [100],
    form: "single",
    size: "8.3m²",
    use: "between loft joists",
  }),
  insul("insul-mithian-loft-roll-150", 27, {
    brand: MI,
    noun: "Loft Insulation Roll",
    detail: "Glass Mineral Wool",
    dims: [150],
    form: "single",
    size: "5.9m²",
    use: "topping up loft insulation",
  }),
  insul("insul-mithian-loft-roll-200", 28, {
    brand: MI,
    noun: "Loft Insulation Roll",
    detail: "Glass Mineral Wool",
    dims: [200],
    form: "single",
    size: "4.5m²",
    use: "over joists in lofts",
  }),
  insul("insul-mithian-acoustic-roll-50", 29, {
    brand: MI,
    noun: "Acoustic Insulation Roll",
    dims: [50],
    form: "single",
    size: "10.8m²",
    use: "soundproofing stud walls and floors",
  }),
  insul("insul-mithian-cavity-batt-100", 31, {
    brand: MI,
    noun: "Cavity Wall Batt",
    dims: [100],
    form: "single",
    size: "4.37m²",
    use: "full fill cavity walls",
  }),
  insul("insul-mithian-ludgvan-50", 29, {
    brand: MI,
    line: "Ludgvan",
    noun: "PIR Insulation Board",
    detail: "Foil Faced",
    ...sheet(50, 1200, 2400),
    use: "floors, walls and pitched roofs",
  }),
  insul("insul-mithian-ludgvan-100", 49, {
    brand: MI,
    line: "Ludgvan",
    noun: "PIR Insulation Board",
    detail: "Foil Faced",
    ...sheet(100, 1200, 2400),
    use: "flat roofs and floors",
  }),
  insul("insul-gen-eps-50", 11.5, {
    noun: "EPS Polystyrene Insulation Board",
    ...sheet(50, 1200, 2400),
    use: "floors under screed",
  }),
  insul("insul-gen-multifoil", 65, {
    noun: "Multifoil Insulation",
    size: "1.5m x 10m",
    use: "roofs and walls where space is tight",
  }),
  insul("insul-gen-lagging-15", 1.2, {
    noun: "Pipe Lagging",
    detail: "13mm Wall",
    dims: [15],
    form: "single",
    length: 1000,
    use: "insulating hot and cold pipes",
  }),
  insul("insul-gen-lagging-22", 1.4, {
    noun: "Pipe Lagging",
    detail: "13mm Wall",
    dims: [22],
    form: "single",
    length: 1000,
    use: "insulating hot and cold pipes",
  }),
  insul("insul-gen-loft-legs-12", 19, {
    noun: "Loft Legs",
    detail: "Raised Boarding Supports",
    pack: "Pack of 12",
    use: "boarding over deep loft insulation",
  }),
];
