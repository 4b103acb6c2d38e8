/** Held-out set 18: mouldings, sheet materials, plasterboard and plastering. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const MC = "Moulcraft";
const PB = "Plyborne";
const GS = "Gypstead";
const SHEET = [1220, 2440];
const PBOARD = [1200, 2400];

const trim = (key: string, price: number, rest: Rest): Product => p("trim", key, price, rest);
const primed =
  (noun: string, length: number, use: string) =>
  (key: string, price: number, detail: string, dims: number[]): Product =>
    trim(key, price, { brand: MC, noun, detail, dims, form: "section", length, use });
const skirting = primed("Primed MDF Skirting", 4200, "skirting boards round a room");
const architrave = primed("Primed MDF Architrave", 2200, "trimming door frames");
const sheet = (key: string, price: number, rest: Rest): Product => p("sheet", key, price, rest);
const ply = (
  key: string,
  price: number,
  noun: string,
  detail: string | undefined,
  t: number,
  use: string,
  face = SHEET,
) =>
  sheet(key, price, {
    brand: PB,
    noun,
    detail,
    dims: [t, face[0]!, face[1]!],
    form: "board",
    nominal: face === SHEET ? "8x4" : undefined,
    use,
  });
const board = (key: string, price: number, rest: Rest): Product => p("board", key, price, rest);
const gyp = (key: string, price: number, detail: string, t: number, use: string, face = PBOARD, reach?: number) =>
  board(key, price, {
    brand: GS,
    noun: "Plasterboard",
    detail,
    dims: [t, face[0]!, face[1]!],
    form: "board",
    nominal: face === PBOARD ? "8x4" : undefined,
    use,
    reach,
  });
const plaster = (key: string, price: number, rest: Rest): Product => p("plaster", key, price, rest);
const harome = (key: string, price: number, noun: string, use: string) =>
  plaster(key, price, { brand: GS, line: "Harome", noun, pack: "25kg", use });

export const INTERIOR: readonly Product[] = [
  skirting("trim-moulcraft-torus-skirting-18x119", 11.5, "Torus", [18, 119]),
  skirting("trim-moulcraft-torus-skirting-18x169", 15.9, "Torus", [18, 169]),
  skirting("trim-moulcraft-ogee-skirting-18x144", 13.8, "Ogee", [18, 144]),
  skirting("trim-moulcraft-chamfered-skirting-15x94", 8.2, "Chamfered and Rounded", [15, 94]),
  architrave("trim-moulcraft-torus-architrave-18x69", 5.4, "Torus", [18, 69]),
  architrave("trim-moulcraft-ogee-architrave-18x69", 5.4, "Ogee", [18, 69]),
  trim("trim-moulcraft-dado-rail-20x58", 6.9, {
    brand: MC,
    noun: "Primed MDF Dado Rail",
    dims: [20, 58],
    form: "section",
    length: 2400,
    use: "dado height wall trim",
  }),
  trim("trim-gen-pine-skirting-15x94", 7.4, {
    noun: "Pine Skirting",
    detail: "Torus",
    dims: [15, 94],
    form: "section",
    length: 3000,
    use: "natural wood skirting",
  }),
  trim("trim-gen-quadrant-15x15", 2.2, {
    noun: "Pine Quadrant Moulding",
    dims: [15, 15],
    form: "section",
    length: 2400,
    use: "covering gaps round floors",
  }),
  trim("trim-gen-window-board-25x219", 16.5, {
    noun: "MDF Window Board",
    detail: "Bullnose",
    dims: [25, 219],
    form: "section",
    length: 1800,
    use: "internal window sills",
  }),
  trim("trim-gen-door-lining-set", 24, {
    noun: "Door Lining Set",
    detail: "Planed Softwood",
    size: "32 x 138mm",
    use: "internal door frames",
  }),
  ply("sheet-plyborne-osb3-9", 15.9, "OSB3 Board", undefined, 9, "shed walls and hoarding"),
  ply("sheet-plyborne-osb3-11", 17.9, "OSB3 Board", undefined, 11, "roof decks and sheathing"),
  ply("sheet-plyborne-osb3-18", 26.5, "OSB3 Board", undefined, 18, "floors, roofs and workbenches"),
  ply("sheet-plyborne-osb3-tg-18", 14.5, "OSB3 Board", "Tongue and Groove", 18, "loft and timber floors", [590, 2440]),
  ply("sheet-plyborne-hardwood-ply-12", 27, "Hardwood Plywood", undefined, 12, "furniture, cupboards and panels"),
  ply("sheet-plyborne-hardwood-ply-18", 38, "Hardwood Plywood", undefined, 18, "furniture, worktops and floors"),
  ply("sheet-plyborne-marine-ply-18", 69, "Marine Plywood", "BS1088", 18, "boats and wet areas"),
  ply("sheet-plyborne-shuttering-ply-18", 24, "Shuttering Plywood", undefined, 18, "concrete formwork and hoarding"),
  ply("sheet-plyborne-mdf-6", 12.5, "MDF Board", undefined, 6, "backs of cupboards and templates"),
  ply("sheet-plyborne-mdf-12", 20, "MDF Board", undefined, 12, "shelving and furniture"),
  ply("sheet-plyborne-mdf-18", 27, "MDF Board", undefined, 18, "built-in furniture and shelving"),
  ply("sheet-plyborne-mr-mdf-18", 33, "MDF Board", "Moisture Resistant", 18, "kitchens and bathrooms"),
  sheet("sheet-gen-chipboard-18", 9.5, {
    noun: "Chipboard Flooring",
    detail: "P5 Tongue and Groove",
    dims: [18, 600, 2400],
    form: "board",
    use: "timber floors and lofts",
  }),
  sheet("sheet-gen-chipboard-22", 12.9, {
    noun: "Chipboard Flooring",
    detail: "P5 Tongue and Groove",
    dims: [22, 600, 2400],
    form: "board",
    use: "heavy duty floors",
  }),
  sheet("sheet-gen-hardboard-3", 8.5, {
    noun: "Hardboard",
    dims: [3.2, 1220, 2440],
    form: "board",
    nominal: "8x4",
    use: "floor overlays and protecting floors",
  }),
  sheet("sheet-gen-backer-board-12", 16.5, {
    noun: "Cement Tile Backer Board",
    dims: [12, 800, 1200],
    form: "board",
    use: "tiling wet rooms and showers",
  }),
  gyp("board-gypstead-te-12-5-2400", 9.4, "Tapered Edge", 12.5, "walls and ceilings for skimming or taping", PBOARD, 4),
  gyp("board-gypstead-te-12-5-1800", 6.9, "Tapered Edge", 12.5, "small rooms and ceilings", [900, 1800]),
  gyp("board-gypstead-se-12-5-2400", 9.2, "Square Edge", 12.5, "walls and ceilings for skimming"),
  gyp("board-gypstead-te-9-5-2400", 8.4, "Tapered Edge", 9.5, "ceilings and overboarding"),
  gyp("board-gypstead-te-15-2400", 12.6, "Tapered Edge", 15, "stronger walls and sound reduction"),
  gyp("board-gypstead-moisture-12-5-2400", 13.5, "Moisture Resistant", 12.5, "bathrooms and kitchens"),
  gyp("board-gypstead-fire-12-5-2400", 12.2, "Fire Resistant", 12.5, "garage ceilings and fire walls"),
  gyp("board-gypstead-acoustic-15-2400", 16.9, "Acoustic", 15, "soundproofing walls and ceilings"),
  gyp("board-gypstead-thermal-37-5-2400", 38, "Thermal Laminate PIR", 37.5, "insulating solid external walls"),
  board("board-gen-te-12-5-2400", 8.2, {
    noun: "Standard Plasterboard",
    detail: "Tapered Edge",
    dims: [12.5, 1200, 2400],
    form: "board",
    nominal: "8x4",
    use: "walls and ceilings",
  }),
  harome("plaster-gypstead-harome-multi-finish-25", 11.9, "Multi Finish Plaster", "skimming walls and ceilings"),
  harome("plaster-gypstead-harome-board-finish-25", 11.5, "Board Finish Plaster", "skimming plasterboard"),
  harome(
    "plaster-gypstead-harome-bonding-25",
    13.9,
    "Bonding Coat Plaster",
    "undercoat on dense and smooth backgrounds",
  ),
  harome("plaster-gypstead-harome-hardwall-25", 13.4, "Hardwall Plaster", "undercoat on brick and block"),
  harome("plaster-gypstead-harome-one-coat-25", 15.2, "One Coat Plaster", "patching and repairs in one coat"),
  plaster("plaster-gypstead-jointing-12-5", 13.5, {
    brand: GS,
    noun: "Ready Mixed Jointing Compound",
    pack: "12.5kg",
    use: "taping and jointing plasterboard",
  }),
  plaster("plaster-gypstead-drywall-adhesive-25", 11.2, {
    brand: GS,
    noun: "Drywall Adhesive",
    pack: "25kg",
    use: "dot and dab fixing of plasterboard",
  }),
  plaster("plaster-gen-angle-bead-2400", 2.9, {
    noun: "Angle Bead",
    detail: "Galvanised Thin Coat",
    length: 2400,
    use: "external corners when plastering",
  }),
  plaster("plaster-gen-stop-bead-10-3000", 3.4, {
    noun: "Stop Bead",
    detail: "Galvanised",
    dims: [10],
    form: "single",
    length: 3000,
    use: "plaster edges and openings",
  }),
  plaster("plaster-gen-scrim-90m", 3.9, {
    noun: "Scrim Tape",
    detail: "Self Adhesive",
    size: "50mm x 90m",
    use: "plasterboard joints",
  }),
];
