/** Held-out set 14: sheet materials, plasterboard, plasters and beads. */
import { p, type Product } from "./catalogue-types.ts";

const PY = "Plyvern";
const GY = "Gypsella";
const FULL = [1220, 2440];

const sheet = (
  key: string,
  price: number,
  noun: string,
  t: number,
  rest: Partial<Omit<Product, "key" | "group" | "price">> = {},
): Product => p("sheet", key, price, { brand: PY, noun, dims: [t, ...FULL], form: "board", nominal: "8x4", ...rest });
const board = (key: string, price: number, rest: Partial<Omit<Product, "key" | "group" | "price">>): Product =>
  p("board", key, price, {
    brand: GY,
    noun: "Plasterboard",
    detail: "Tapered Edge",
    dims: [12.5, 1200, 2400],
    form: "board",
    nominal: "8x4",
    use: "lining walls and ceilings",
    ...rest,
  });

export const INTERIOR: readonly Product[] = [
  sheet("sheet-plyvern-osb3-9", 14.5, "OSB3 Board", 9, { use: "hoarding, roof decks and shed walls" }),
  sheet("sheet-plyvern-osb3-11", 16.9, "OSB3 Board", 11, { use: "roof decking and sheathing", reach: 3 }),
  sheet("sheet-plyvern-osb3-18", 24.5, "OSB3 Board", 18, { use: "flooring and workbench tops" }),
  sheet("sheet-plyvern-osb3-tg-18", 19.8, "OSB3 Tongue & Groove Board", 18, {
    dims: [18, 590, 2397],
    nominal: "8x2",
    use: "loft boarding and floors over joists",
  }),
  sheet("sheet-plyvern-hardwood-ply-6", 17.5, "Hardwood Plywood", 6, { use: "cabinet backs and light panelling" }),
  sheet("sheet-plyvern-hardwood-ply-12", 29, "Hardwood Plywood", 12, { use: "shelving and general joinery" }),
  sheet("sheet-plyvern-hardwood-ply-18", 41, "Hardwood Plywood", 18, {
    use: "worktops, benches and carcasses",
    reach: 3,
  }),
  sheet("sheet-plyvern-marine-ply-18", 69, "Marine Plywood", 18, {
    detail: "BS1088",
    use: "boats and permanently wet places",
  }),
  sheet("sheet-plyvern-shuttering-ply-18", 27, "Shuttering Plywood", 18, { use: "concrete formwork" }),
  sheet("sheet-plyvern-birch-ply-12", 52, "Birch Plywood", 12, {
    detail: "B/BB",
    use: "furniture and visible joinery",
  }),
  sheet("sheet-plyvern-mdf-6", 12.9, "MDF Sheet", 6, { use: "cabinet backs and templates" }),
  sheet("sheet-plyvern-mdf-12", 20.5, "MDF Sheet", 12, { use: "shelves and built-in furniture" }),
  sheet("sheet-plyvern-mdf-18", 27.5, "MDF Sheet", 18, { use: "built-in wardrobes and alcove units", reach: 3 }),
  sheet("sheet-plyvern-mr-mdf-18", 36, "Moisture Resistant MDF", 18, { use: "bathroom and kitchen units" }),
  p("sheet", "sheet-gen-chipboard-18", 13.5, {
    noun: "Chipboard Flooring",
    detail: "P5 Tongue & Groove",
    dims: [18, 600, 2400],
    form: "board",
    nominal: "8x2",
    use: "floors over joists",
  }),
  p("sheet", "sheet-gen-chipboard-22", 16.4, {
    noun: "Chipboard Flooring",
    detail: "P5 Tongue & Groove",
    dims: [22, 600, 2400],
    form: "board",
    nominal: "8x2",
    use: "floors over wider-spaced joists",
  }),
  p("sheet", "sheet-gen-hardboard-3", 8.2, {
    noun: "Hardboard Sheet",
    dims: [3.2, 1220, 2440],
    form: "board",
    nominal: "8x4",
    use: "protecting floors and lining under vinyl",
  }),
  p("sheet", "sheet-gen-cement-board-12", 17.9, {
    noun: "Cement Backer Board",
    dims: [12, 800, 1200],
    form: "board",
    use: "tiling in showers and wet rooms",
  }),
  board("board-gypsella-std-te-12-5-2400", 9.4, { line: "Standard", reach: 4 }),
  board("board-gypsella-std-se-12-5-2400", 9.4, {
    line: "Standard",
    detail: "Square Edge",
    use: "walls and ceilings to be skimmed",
  }),
  board("board-gypsella-std-te-9-5-2400", 8.5, {
    line: "Standard",
    dims: [9.5, 1200, 2400],
    use: "ceilings and light wall linings",
  }),
  board("board-gypsella-std-te-15-2400", 12.9, {
    line: "Standard",
    dims: [15, 1200, 2400],
    use: "stronger, quieter partitions",
  }),
  board("board-gypsella-std-te-12-5-1800", 7.4, {
    line: "Standard",
    dims: [12.5, 900, 1800],
    nominal: "6x3",
    use: "small rooms and carrying up stairs",
  }),
  board("board-gypsella-std-se-9-5-1800", 6.6, {
    line: "Standard",
    detail: "Square Edge",
    dims: [9.5, 900, 1800],
    nominal: "6x3",
    use: "ceilings in small rooms",
  }),
  board("board-gypsella-aquastop-12-5", 13.9, {
    line: "Aquastop",
    noun: "Moisture Resistant Plasterboard",
    use: "bathrooms and kitchens",
  }),
  board("board-gypsella-flamecheck-12-5", 13.2, {
    line: "Flamecheck",
    noun: "Fire Resistant Plasterboard",
    use: "garage ceilings and fire-rated walls",
  }),
  board("board-gypsella-flamecheck-15", 15.9, {
    line: "Flamecheck",
    noun: "Fire Resistant Plasterboard",
    dims: [15, 1200, 2400],
    use: "garage ceilings and fire-rated walls",
  }),
  board("board-gypsella-quietcore-15", 17.5, {
    line: "Quietcore",
    noun: "Acoustic Plasterboard",
    dims: [15, 1200, 2400],
    use: "cutting noise through walls and floors",
  }),
  board("board-gypsella-thermal-37-5", 42, {
    noun: "Insulated Plasterboard",
    detail: "PIR Backed",
    dims: [37.5, 1200, 2400],
    use: "lining cold outside walls",
  }),
  p("board", "board-gen-te-12-5", 8.6, {
    noun: "Plasterboard",
    detail: "Tapered Edge",
    dims: [12.5, 1200, 2400],
    form: "board",
    nominal: "8x4",
    use: "lining walls and ceilings",
  }),
  p("plaster", "plaster-gypsella-multi-finish-25", 11.9, {
    brand: GY,
    noun: "Multi Finish Plaster",
    pack: "25kg",
    use: "a smooth skim over plasterboard and backing plasters",
    reach: 4,
  }),
  p("plaster", "plaster-gypsella-board-finish-25", 11.6, {
    brand: GY,
    noun: "Board Finish Plaster",
    pack: "25kg",
    use: "skimming plasterboard",
  }),
  p("plaster", "plaster-gypsella-bonding-25", 13.8, {
    brand: GY,
    noun: "Bonding Coat Plaster",
    pack: "25kg",
    use: "an undercoat on low-suction backgrounds",
  }),
  p("plaster", "plaster-gypsella-hardwall-25", 13.5, {
    brand: GY,
    noun: "Hardwall Plaster",
    pack: "25kg",
    use: "an undercoat on brick and block",
  }),
  p("plaster", "plaster-gypsella-one-coat-25", 15.2, {
    brand: GY,
    noun: "One Coat Plaster",
    pack: "25kg",
    use: "patching and small repairs in one coat",
  }),
  p("plaster", "plaster-gypsella-joint-filler-10", 14.9, {
    brand: GY,
    noun: "Joint Filler",
    pack: "10kg",
    use: "taping and filling plasterboard joints",
  }),
  p("plaster", "plaster-gypsella-drywall-adhesive-25", 12.5, {
    brand: GY,
    noun: "Drywall Adhesive",
    pack: "25kg",
    use: "dot and dab fixing of plasterboard to walls",
  }),
  p("plaster", "plaster-gen-angle-bead-2400", 2.1, {
    noun: "Angle Bead",
    detail: "Galvanised Thin Coat",
    length: 2400,
    use: "sharp, protected plaster corners",
  }),
  p("plaster", "plaster-gen-angle-bead-3000", 2.6, {
    noun: "Angle Bead",
    detail: "Galvanised Thin Coat",
    length: 3000,
    use: "sharp, protected plaster corners",
  }),
  p("plaster", "plaster-gen-stop-bead-10-3000", 2.4, {
    noun: "Plaster Stop Bead",
    detail: "Galvanised",
    dims: [10],
    form: "single",
    length: 3000,
    use: "clean plaster edges at openings",
  }),
  p("plaster", "plaster-gen-scrim-tape-90", 3.2, {
    noun: "Scrim Tape",
    detail: "Self Adhesive",
    size: "50mm x 90m",
    use: "reinforcing plasterboard joints",
  }),
];
