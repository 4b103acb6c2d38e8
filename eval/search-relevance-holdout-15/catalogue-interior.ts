/** Held-out set 15: sheet materials, plasterboard, plasters and beads, insulation. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const PH = "Plyholm";
const PW = "Plastwell";
const WL = "Warmlea";
const FULL = [1220, 2440];

const sheet = (key: string, price: number, noun: string, t: number, rest: Partial<Rest> = {}): Product =>
  p("sheet", key, price, { brand: PH, noun, dims: [t, ...FULL], form: "board", nominal: "8x4", ...rest });
const board = (key: string, price: number, rest: Partial<Rest>): Product =>
  p("board", key, price, {
    brand: PW,
    noun: "Plasterboard",
    detail: "Tapered Edge",
    dims: [12.5, 1200, 2400],
    form: "board",
    nominal: "8x4",
    use: "lining walls and ceilings",
    ...rest,
  });
const plaster = (key: string, price: number, noun: string, use: string, rest: Partial<Rest> = {}): Product =>
  p("plaster", key, price, { brand: PW, noun, pack: "25kg", use, ...rest });

export const INTERIOR: readonly Product[] = [
  sheet("sheet-plyholm-osb3-9", 15.5, "OSB3 Board", 9, { use: "sheathing, hoarding and shed walls" }),
  sheet("sheet-plyholm-osb3-11", 17.9, "OSB3 Board", 11, { use: "roof decking and sheathing", reach: 4 }),
  sheet("sheet-plyholm-osb3-18", 26.5, "OSB3 Board", 18, { use: "floors, shelving and workbenches" }),
  p("sheet", "sheet-plyholm-osb3-tg-18", 19.5, {
    brand: PH,
    noun: "OSB3 Flooring Board",
    detail: "Tongue & Groove",
    dims: [18, 590, 2397],
    form: "board",
    use: "loft and timber floors",
  }),
  sheet("sheet-plyholm-hardwood-ply-12", 27, "Hardwood Plywood", 12, {
    use: "furniture, cupboards and general joinery",
  }),
  sheet("sheet-plyholm-hardwood-ply-18", 38.5, "Hardwood Plywood", 18, { use: "worktops, shelving and floors" }),
  sheet("sheet-plyholm-marine-ply-18", 69, "Marine Plywood", 18, {
    detail: "BS1088",
    use: "boats and very wet places",
  }),
  sheet("sheet-plyholm-shuttering-ply-18", 29, "Shuttering Plywood", 18, { use: "concrete formwork and hoarding" }),
  sheet("sheet-plyholm-birch-ply-12", 54, "Birch Plywood", 12, {
    detail: "BB/BB",
    use: "furniture and visible joinery",
  }),
  sheet("sheet-plyholm-mdf-6", 13.8, "MDF Board", 6, { use: "backs of cupboards and templates" }),
  sheet("sheet-plyholm-mdf-12", 21, "MDF Board", 12, { use: "cupboard sides and panelling" }),
  sheet("sheet-plyholm-mdf-18", 28.5, "MDF Board", 18, { use: "fitted wardrobes and alcove shelves", reach: 3 }),
  sheet("sheet-plyholm-mr-mdf-18", 37, "Moisture Resistant MDF", 18, { use: "bathroom and utility room units" }),
  p("sheet", "sheet-gen-chipboard-18", 12.9, {
    noun: "Chipboard Flooring",
    detail: "P5 Tongue & Groove",
    dims: [18, 600, 2400],
    form: "board",
    use: "floors over joists",
  }),
  p("sheet", "sheet-gen-chipboard-22", 15.8, {
    noun: "Chipboard Flooring",
    detail: "P5 Tongue & Groove",
    dims: [22, 600, 2400],
    form: "board",
    use: "floors over wider joist spacing",
  }),
  p("sheet", "sheet-gen-hardboard-3", 8.9, {
    noun: "Hardboard Sheet",
    dims: [3.2, 1220, 2440],
    form: "board",
    nominal: "8x4",
    use: "floor overlay before vinyl and protecting floors",
  }),
  p("sheet", "sheet-gen-cement-board-12", 17.5, {
    noun: "Cement Backer Board",
    dims: [12, 800, 1200],
    form: "board",
    use: "tiling in showers and wet rooms",
  }),
  board("board-plastwell-te-12-5-2400", 9.6, { reach: 4 }),
  board("board-plastwell-te-12-5-1800", 7.4, {
    dims: [12.5, 900, 1800],
    nominal: "6x3",
    use: "small jobs and fitting in a car",
  }),
  board("board-plastwell-te-9-5-2400", 8.7, { dims: [9.5, 1200, 2400], use: "ceilings and overboarding" }),
  board("board-plastwell-se-12-5-2400", 9.4, { detail: "Square Edge", use: "walls to be skimmed with plaster" }),
  board("board-plastwell-te-15-2400", 12.8, { dims: [15, 1200, 2400], use: "stronger partitions" }),
  board("board-plastwell-moisture-12-5-2400", 13.9, {
    line: "Moisture Resistant",
    use: "bathrooms, kitchens and utility rooms",
  }),
  board("board-plastwell-fire-12-5-2400", 13.2, {
    line: "Fire Resistant",
    use: "garage ceilings, integral garages and fire walls",
  }),
  board("board-plastwell-acoustic-15-2400", 15.8, {
    line: "Acoustic",
    dims: [15, 1200, 2400],
    use: "cutting noise through walls and floors",
  }),
  board("board-plastwell-thermal-37-5-2400", 34, {
    line: "Thermal Laminate",
    dims: [37.5, 1200, 2400],
    use: "insulating cold external walls",
  }),
  p("board", "board-gen-te-12-5-2400", 8.9, {
    noun: "Plasterboard",
    detail: "Tapered Edge",
    dims: [12.5, 1200, 2400],
    form: "board",
    nominal: "8x4",
    use: "lining walls and ceilings",
  }),
  plaster(
    "plaster-plastwell-multi-finish-25",
    11.2,
    "Multi Finish Plaster",
    "skimming walls and ceilings to a smooth finish",
    { reach: 4 },
  ),
  plaster("plaster-plastwell-board-finish-25", 11.4, "Board Finish Plaster", "skimming new plasterboard"),
  plaster(
    "plaster-plastwell-bonding-25",
    13.6,
    "Bonding Coat Plaster",
    "undercoat on concrete, engineering brick and low suction walls",
  ),
  plaster("plaster-plastwell-hardwall-25", 13.4, "Hardwall Plaster", "undercoat on brick and block walls"),
  plaster("plaster-plastwell-one-coat-25", 16.9, "One Coat Plaster", "patching and filling holes in one go"),
  plaster("plaster-plastwell-jointing-12-5", 14.5, "Joint Filler", "taping and filling plasterboard joints", {
    pack: "12.5kg",
  }),
  plaster(
    "plaster-plastwell-drywall-adhesive-25",
    11.9,
    "Drywall Adhesive",
    "fixing plasterboard straight to walls with dabs",
  ),
  p("plaster", "plaster-gen-angle-bead-2400", 1.9, {
    noun: "Angle Bead",
    detail: "Galvanised",
    length: 2400,
    use: "protecting corners before plastering",
  }),
  p("plaster", "plaster-gen-stop-bead-10-2400", 2.1, {
    noun: "Plaster Stop Bead",
    detail: "Galvanised",
    dims: [10],
    form: "single",
    length: 2400,
    use: "clean edges where plaster ends",
  }),
  p("plaster", "plaster-gen-scrim-tape-90", 3.4, {
    noun: "Scrim Tape",
    detail: "Self Adhesive",
    size: "48mm x 90m",
    use: "reinforcing plasterboard joints",
  }),
  p("insul", "insul-warmlea-cosyfill-100", 22, {
    brand: WL,
    line: "Cosyfill",
    noun: "Loft Insulation Roll",
    dims: [100],
    form: "single",
    size: "8.3m",
    use: "insulating between loft joists",
  }),
  p("insul", "insul-warmlea-cosyfill-150", 24, {
    brand: WL,
    line: "Cosyfill",
    noun: "Loft Insulation Roll",
    dims: [150],
    form: "single",
    size: "5.5m",
    use: "topping up loft insulation",
    reach: 4,
  }),
  p("insul", "insul-warmlea-cosyfill-200", 25, {
    brand: WL,
    line: "Cosyfill",
    noun: "Loft Insulation Roll",
    dims: [200],
    form: "single",
    size: "4.1m",
    use: "topping up loft insulation across the joists",
  }),
  p("insul", "insul-warmlea-acoustic-100", 31, {
    brand: WL,
    noun: "Acoustic Partition Roll",
    dims: [100],
    form: "single",
    size: "600mm wide",
    use: "soundproofing stud walls and floors",
  }),
  p("insul", "insul-warmlea-cavity-batt-100", 29, {
    brand: WL,
    noun: "Cavity Wall Batt",
    dims: [100],
    form: "single",
    size: "455 x 1200mm",
    use: "full-fill cavity wall insulation in new walls",
  }),
  p("insul", "insul-warmlea-thermaslab-25", 19.5, {
    brand: WL,
    line: "Thermaslab",
    noun: "PIR Insulation Board",
    dims: [25, 1200, 2400],
    form: "board",
    use: "insulating walls and under floors",
  }),
  p("insul", "insul-warmlea-thermaslab-50", 29, {
    brand: WL,
    line: "Thermaslab",
    noun: "PIR Insulation Board",
    dims: [50, 1200, 2400],
    form: "board",
    use: "insulating floors, walls and roofs",
  }),
  p("insul", "insul-warmlea-thermaslab-100", 46, {
    brand: WL,
    line: "Thermaslab",
    noun: "PIR Insulation Board",
    dims: [100, 1200, 2400],
    form: "board",
    use: "insulating floors and pitched roofs",
  }),
  p("insul", "insul-gen-eps-50", 11.5, {
    noun: "EPS Polystyrene Insulation Board",
    dims: [50, 1200, 2400],
    form: "board",
    use: "under concrete floors",
  }),
  p("insul", "insul-gen-lagging-15", 1.2, {
    noun: "Pipe Lagging",
    detail: "Foam",
    dims: [15],
    form: "single",
    length: 1000,
    use: "stopping pipes freezing and saving heat",
  }),
  p("insul", "insul-gen-lagging-22", 1.4, {
    noun: "Pipe Lagging",
    detail: "Foam",
    dims: [22],
    form: "single",
    length: 1000,
    use: "stopping pipes freezing and saving heat",
  }),
  p("insul", "insul-gen-foil-tape-45", 6.5, {
    noun: "Aluminium Foil Tape",
    size: "50mm x 45m",
    use: "sealing insulation board joints",
  }),
  p("insul", "insul-gen-loft-legs-12", 17, {
    noun: "Loft Legs",
    detail: "Loft Storage Stilts",
    pack: "Pack of 12",
    use: "raising loft boards above deep insulation",
  }),
];
