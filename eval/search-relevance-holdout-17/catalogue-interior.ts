/** Held-out set 17: mouldings, sheet materials, plasterboard, plasters and beads. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const TC = "Trimcote";
const PH = "Plyholt";
const GC = "Gypcliffe";
const SHEET = [1220, 2440];
const BOARD = [1200, 2400];

const trim = (key: string, price: number, rest: Rest): Product => p("trim", key, price, rest);
const mdfTrim = (key: string, price: number, noun: string, detail: string, dims: number[], length: number): Product =>
  trim(key, price, {
    brand: TC,
    noun,
    detail,
    dims,
    form: "section",
    length,
    use: "finishing walls, doors and floors ready to paint",
  });
const sheet = (
  key: string,
  price: number,
  noun: string,
  detail: string | undefined,
  t: number,
  use: string,
  face = SHEET,
): Product =>
  p("sheet", key, price, {
    brand: key.startsWith("sheet-plyholt-") ? PH : undefined,
    noun,
    detail,
    dims: [t, ...face],
    form: "board",
    nominal: face === SHEET ? "8x4" : undefined,
    use,
  });
const board = (
  key: string,
  price: number,
  detail: string,
  t: number,
  face = BOARD,
  brand: string | undefined = GC,
): Product =>
  p("board", key, price, {
    brand,
    noun: "Plasterboard",
    detail,
    dims: [t, ...face],
    form: "board",
    use: "lining walls and ceilings",
  });
const plaster = (key: string, price: number, rest: Rest): Product => p("plaster", key, price, rest);
const silkset = (key: string, price: number, noun: string, use: string): Product =>
  plaster(key, price, { brand: GC, line: "Silkset", noun, pack: "25kg", use });

export const INTERIOR: readonly Product[] = [
  mdfTrim("trim-trimcote-torus-skirting-119", 12.5, "Primed MDF Skirting Board", "Torus", [18, 119], 4200),
  mdfTrim("trim-trimcote-torus-skirting-169", 16.9, "Primed MDF Skirting Board", "Torus", [18, 169], 4200),
  mdfTrim("trim-trimcote-ogee-skirting-144", 14.5, "Primed MDF Skirting Board", "Ogee", [18, 144], 4200),
  mdfTrim(
    "trim-trimcote-chamfered-skirting-94",
    9.9,
    "Primed MDF Skirting Board",
    "Chamfered and Rounded",
    [15, 94],
    4200,
  ),
  mdfTrim("trim-trimcote-torus-architrave-69", 5.9, "Primed MDF Architrave", "Torus", [18, 69], 2200),
  mdfTrim("trim-trimcote-ogee-architrave-69", 5.9, "Primed MDF Architrave", "Ogee", [18, 69], 2200),
  mdfTrim("trim-trimcote-dado-58", 8.5, "Primed MDF Dado Rail", "Traditional", [20, 58], 2400),
  trim("trim-gen-pine-skirting-torus-119", 13.5, {
    noun: "Pine Skirting Board",
    detail: "Torus",
    dims: [15, 119],
    form: "section",
    length: 3600,
    use: "finishing walls to stain, varnish or paint",
  }),
  trim("trim-gen-quadrant-18", 3.2, {
    noun: "Pine Quadrant Moulding",
    dims: [18, 18],
    form: "section",
    length: 2400,
    use: "covering the gap round laminate floors",
  }),
  trim("trim-gen-window-board-219", 15.5, {
    noun: "MDF Window Board",
    detail: "Primed Bullnose",
    dims: [25, 219],
    form: "section",
    length: 1800,
    use: "window sills inside",
  }),
  trim("trim-gen-door-lining-132", 24, {
    noun: "Door Lining Set",
    detail: "Planed Softwood",
    dims: [32, 132],
    form: "section",
    use: "framing internal door openings",
  }),
  sheet("sheet-plyholt-osb3-9", 14.5, "OSB3 Board", undefined, 9, "shed walls, hoarding and roof decks"),
  sheet("sheet-plyholt-osb3-11", 16.9, "OSB3 Board", undefined, 11, "roof decks, sheathing and shed floors"),
  sheet("sheet-plyholt-osb3-18", 24.5, "OSB3 Board", undefined, 18, "floors, sheathing and workshop walls"),
  sheet(
    "sheet-plyholt-osb3-tg-18",
    19.9,
    "OSB3 Board",
    "Tongue and Groove",
    18,
    "loft and subfloor boarding",
    [590, 2397],
  ),
  sheet(
    "sheet-plyholt-hardwood-ply-12",
    32,
    "Hardwood Plywood",
    "Exterior",
    12,
    "general joinery and outdoor projects",
  ),
  sheet(
    "sheet-plyholt-hardwood-ply-18",
    44,
    "Hardwood Plywood",
    "Exterior",
    18,
    "general joinery, floors and outdoor projects",
  ),
  sheet("sheet-plyholt-marine-ply-18", 79, "Marine Plywood", "BS1088", 18, "boats, wet areas and outdoor joinery"),
  sheet("sheet-plyholt-shuttering-ply-18", 29, "Shuttering Plywood", undefined, 18, "concrete formwork and hoarding"),
  sheet("sheet-plyholt-mdf-6", 12.5, "MDF Board", "Standard", 6, "drawer bottoms, backs and craft work"),
  sheet("sheet-plyholt-mdf-12", 19.9, "MDF Board", "Standard", 12, "shelving, cabinets and panelling"),
  sheet("sheet-plyholt-mdf-18", 27, "MDF Board", "Standard", 18, "shelving, cabinets and furniture"),
  sheet("sheet-plyholt-mr-mdf-18", 34, "Moisture Resistant MDF Board", undefined, 18, "bathroom and kitchen joinery"),
  sheet(
    "sheet-gen-chipboard-18",
    12.9,
    "Chipboard Flooring",
    "P5 Tongue and Groove",
    18,
    "floors over joists",
    [600, 2400],
  ),
  sheet(
    "sheet-gen-chipboard-22",
    15.5,
    "Chipboard Flooring",
    "P5 Tongue and Groove",
    22,
    "floors over joists",
    [600, 2400],
  ),
  sheet(
    "sheet-gen-hardboard-3",
    8.9,
    "Hardboard Sheet",
    "Standard",
    3.2,
    "floor overlay before vinyl and protecting floors",
  ),
  sheet(
    "sheet-gen-tile-backer-12",
    18.5,
    "Cement Tile Backer Board",
    undefined,
    12,
    "tiling wet rooms and showers",
    [800, 1200],
  ),
  board("board-gypcliffe-te-12-5-2400", 8.9, "Tapered Edge", 12.5),
  board("board-gypcliffe-te-15-2400", 11.9, "Tapered Edge", 15),
  board("board-gypcliffe-se-12-5-2400", 8.7, "Square Edge", 12.5),
  board("board-gypcliffe-te-9-5-1800", 6.4, "Tapered Edge", 9.5, [900, 1800]),
  board("board-gypcliffe-moisture-12-5-2400", 13.9, "Moisture Resistant Tapered Edge", 12.5),
  board("board-gypcliffe-fire-12-5-2400", 12.9, "Fire Resistant Tapered Edge", 12.5),
  board("board-gypcliffe-acoustic-15-2400", 15.9, "Acoustic Tapered Edge", 15),
  p("board", "board-gypcliffe-thermal-37-5-2400", 38, {
    brand: GC,
    noun: "Insulated Plasterboard",
    detail: "Thermal Laminate",
    dims: [37.5, 1200, 2400],
    form: "board",
    use: "dry lining cold external walls",
  }),
  board("board-gen-te-12-5-2400", 7.9, "Standard Tapered Edge", 12.5, BOARD, undefined),
  silkset("plaster-gypcliffe-multi-finish-25", 9.9, "Multi-Finish Plaster", "skimming plasterboard and backing coats"),
  silkset("plaster-gypcliffe-board-finish-25", 9.7, "Board Finish Plaster", "skimming plasterboard"),
  silkset("plaster-gypcliffe-bonding-25", 11.9, "Bonding Coat Plaster", "undercoat on smooth and dense walls"),
  silkset("plaster-gypcliffe-hardwall-25", 11.5, "Hardwall Plaster", "undercoat on brick and block walls"),
  silkset("plaster-gypcliffe-one-coat-25", 13.5, "One Coat Plaster", "patch repairs in one coat"),
  plaster("plaster-gypcliffe-jointing-12-5", 14.9, {
    brand: GC,
    noun: "Jointing Compound",
    detail: "Ready Mixed",
    pack: "12.5kg",
    use: "taping and filling plasterboard joints",
  }),
  plaster("plaster-gypcliffe-dryliner-adhesive-25", 10.5, {
    brand: GC,
    noun: "Drywall Adhesive",
    pack: "25kg",
    use: "dot and dab plasterboard fixing to masonry",
  }),
  plaster("plaster-gen-angle-bead-2400", 2.2, {
    noun: "Thin Coat Angle Bead",
    detail: "Galvanised",
    length: 2400,
    use: "external corners when plastering",
  }),
  plaster("plaster-gen-stop-bead-10-3000", 2.6, {
    noun: "Plaster Stop Bead",
    detail: "Galvanised 10mm",
    length: 3000,
    use: "plaster edges at openings and reveals",
  }),
  plaster("plaster-gen-scrim-50", 2.9, {
    noun: "Scrim Tape",
    detail: "Self Adhesive",
    size: "50mm x 90m",
    use: "reinforcing plasterboard joints before skimming",
  }),
];
