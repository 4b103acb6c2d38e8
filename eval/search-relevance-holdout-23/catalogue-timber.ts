/** Held-out set 23: sawn and planed timber, fencing, decking, mouldings and sheet materials. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const GO = "Godolphin";
const PE = "Penwithick";
const FE = "Feock";
const PR = "Probus";
const timber = (key: string, price: number, r: Rest): Product => p("timber", key, price, r);
const deck = (key: string, price: number, r: Rest): Product => p("deck", key, price, r);
const trim = (key: string, price: number, r: Rest): Product => p("trim", key, price, r);
const sheet = (key: string, price: number, r: Rest): Product => p("sheet", key, price, r);
const section = (t: number, w: number, length?: number) => ({ dims: [t, w], form: "section" as const, length });
const board = (t: number, w: number, l: number) => ({ dims: [t, w, l], form: "board" as const });

/** Godolphin treated sawn C16 / C24 and CLS studwork. */
const sawn = (grade: "C16" | "C24", t: number, w: number, length: number, price: number, nominal: string) =>
  timber(`timber-godolphin-${grade.toLowerCase()}-${t}x${w}-${length}`, price, {
    brand: GO,
    noun: "Treated Sawn Timber",
    detail: grade,
    ...section(t, w, length),
    nominal,
    use: grade === "C24" ? "joists, rafters and structural spans" : "stud walls, framing and general building",
  });
const cls = (t: number, w: number, length: number, price: number, nominal: string) =>
  timber(`timber-godolphin-cls-${t}x${w}-${length}`, price, {
    brand: GO,
    noun: "CLS Studwork Timber",
    detail: "Kiln Dried",
    ...section(t, w, length),
    nominal,
    use: "internal stud partitions",
  });
const deckBoard = (length: number, price: number) =>
  deck(`deck-penwithick-board-${length}`, price, {
    brand: PE,
    noun: "Decking Board",
    detail: "Grooved Treated",
    ...section(32, 144, length),
    use: "garden decks",
  });
const sheetOf = (
  key: string,
  price: number,
  noun: string,
  t: number,
  use: string,
  detail?: string,
  w = 1220,
  l = 2440,
) => sheet(key, price, { brand: PR, noun, detail, ...board(t, w, l), nominal: w >= 1200 ? "8x4" : undefined, use });

export const TIMBER: readonly Product[] = [
  sawn("C16", 47, 75, 2400, 6.2, "3x2"),
  sawn("C16", 47, 75, 3600, 9.1, "3x2"),
  sawn("C16", 47, 100, 2400, 7.4, "4x2"),
  sawn("C16", 47, 100, 3000, 9.2, "4x2"),
  sawn("C16", 47, 100, 3600, 11.0, "4x2"),
  sawn("C16", 47, 100, 4800, 14.6, "4x2"),
  sawn("C16", 47, 150, 3600, 16.2, "6x2"),
  sawn("C16", 47, 150, 4800, 21.5, "6x2"),
  sawn("C16", 47, 200, 4800, 29.9, "8x2"),
  sawn("C24", 47, 150, 4800, 24.5, "6x2"),
  sawn("C24", 47, 225, 4800, 36.0, "9x2"),
  cls(38, 63, 2400, 4.4, "3x2"),
  cls(38, 89, 2400, 5.2, "4x2"),
  cls(38, 89, 3000, 6.6, "4x2"),
  timber("timber-gen-batten-25x38-4800", 4.9, {
    noun: "Roofing Batten",
    detail: "Treated BS5534",
    ...section(25, 38, 4800),
    use: "hanging roof tiles and slates",
  }),
  timber("timber-gen-batten-25x50-4800", 6.1, {
    noun: "Roofing Batten",
    detail: "Treated BS5534",
    ...section(25, 50, 4800),
    use: "tiles on wider rafter spacings",
  }),
  timber("timber-gen-planed-18x94-2400", 6.8, {
    noun: "Planed Timber",
    detail: "PAR Whitewood",
    ...section(18, 94, 2400),
    nominal: "4x1",
    use: "shelves, boxing in and joinery",
  }),
  timber("timber-gen-planed-44x44-2400", 7.2, {
    noun: "Planed Timber",
    detail: "PAR Whitewood",
    ...section(44, 44, 2400),
    nominal: "2x2",
    use: "frames, legs and light framing",
  }),
  timber("timber-gen-planed-18x44-2400", 3.9, {
    noun: "Planed Timber",
    detail: "PAR Whitewood",
    ...section(18, 44, 2400),
    nominal: "2x1",
    use: "battening and light frames",
  }),
  timber("timber-godolphin-post-75x75-1800", 8.9, {
    brand: GO,
    noun: "Fence Post",
    detail: "Treated",
    ...section(75, 75, 1800),
    nominal: "3x3",
    use: "low fences and trellis",
  }),
  timber("timber-godolphin-post-100x100-2400", 16.5, {
    brand: GO,
    noun: "Fence Post",
    detail: "Treated",
    ...section(100, 100, 2400),
    nominal: "4x4",
    use: "6ft fence panels and gates",
  }),
  timber("timber-gen-concrete-post-slotted-2400", 24.5, {
    noun: "Slotted Concrete Fence Post",
    length: 2400,
    size: "100 x 100mm",
    use: "panel fences that outlast timber",
  }),
  timber("timber-gen-gravel-board-concrete", 13.5, {
    noun: "Concrete Gravel Board",
    size: "1830 x 150mm",
    use: "keeping fence panels off the ground",
  }),
  timber("timber-godolphin-panel-overlap-6x6", 34, {
    brand: GO,
    noun: "Overlap Fence Panel",
    detail: "Dip Treated",
    size: "6ft x 6ft (1.83 x 1.83m)",
    use: "garden boundary fences",
  }),
  timber("timber-godolphin-panel-overlap-6x4", 29, {
    brand: GO,
    noun: "Overlap Fence Panel",
    detail: "Dip Treated",
    size: "6ft x 4ft (1.83 x 1.22m)",
    use: "lower boundary fences",
  }),
  timber("timber-godolphin-panel-closeboard-6x6", 54, {
    brand: GO,
    noun: "Closeboard Fence Panel",
    detail: "Pressure Treated",
    size: "6ft x 6ft (1.83 x 1.83m)",
    use: "strong privacy fences",
  }),
  timber("timber-godolphin-panel-trellis-6x1", 14, {
    brand: GO,
    noun: "Square Trellis Panel",
    detail: "Pressure Treated",
    size: "6ft x 1ft (1.83 x 0.3m)",
    use: "fence toppers and climbing plants",
  }),
  timber("timber-gen-featheredge-125", 2.4, {
    noun: "Featheredge Board",
    detail: "Treated",
    ...section(22, 125, 1800),
    use: "closeboard fencing and cladding",
  }),
  timber("timber-gen-sleeper-2400", 26, {
    noun: "Garden Sleeper",
    detail: "Treated Softwood",
    ...section(100, 200, 2400),
    use: "raised beds, steps and edging",
  }),
  timber("timber-gen-shiplap-119", 8.2, {
    noun: "Shiplap Cladding",
    detail: "Treated",
    ...section(12, 119, 3000),
    use: "sheds and outbuilding walls",
  }),
  timber("timber-gen-matchboard-94", 5.9, {
    noun: "T&G Matchboard",
    detail: "V-Groove",
    ...section(12, 94, 2400),
    use: "panelling walls and bath panels",
  }),
  timber("timber-gen-arris-rail-3000", 7.4, {
    noun: "Arris Rail",
    detail: "Treated",
    length: 3000,
    use: "repairing closeboard fences",
  }),

  deckBoard(2400, 7.9),
  deckBoard(3600, 11.5),
  deckBoard(4800, 15.2),
  deck("deck-penwithick-trevone-grey", 34, {
    brand: PE,
    line: "Trevone",
    noun: "Composite Decking Board",
    detail: "Stone Grey",
    ...section(25, 140, 3600),
    use: "low-maintenance decks",
  }),
  deck("deck-penwithick-trevone-walnut", 34, {
    brand: PE,
    line: "Trevone",
    noun: "Composite Decking Board",
    detail: "Walnut",
    ...section(25, 140, 3600),
    use: "low-maintenance decks",
  }),
  deck("deck-penwithick-joist-3600", 14.9, {
    brand: PE,
    noun: "Deck Joist",
    detail: "Treated C16",
    ...section(47, 150, 3600),
    use: "deck frames",
  }),
  deck("deck-penwithick-newel-1200", 13.5, {
    brand: PE,
    noun: "Deck Newel Post",
    detail: "Ball Top",
    ...section(82, 82, 1200),
    use: "deck balustrades and steps",
  }),
  deck("deck-penwithick-spindle-900", 2.6, {
    brand: PE,
    noun: "Deck Spindle",
    detail: "Chamfered",
    ...section(32, 32, 900),
    use: "deck balustrades",
  }),
  deck("deck-penwithick-handrail-2400", 15.5, {
    brand: PE,
    noun: "Deck Handrail",
    detail: "Grooved",
    length: 2400,
    use: "deck balustrades",
  }),

  trim("trim-feock-torus-skirting-119", 13.9, {
    brand: FE,
    line: "Torus",
    noun: "MDF Skirting Board",
    detail: "Primed",
    ...section(18, 119, 4200),
    use: "skirting living rooms and bedrooms",
  }),
  trim("trim-feock-torus-skirting-169", 18.9, {
    brand: FE,
    line: "Torus",
    noun: "MDF Skirting Board",
    detail: "Primed",
    ...section(18, 169, 4200),
    use: "taller skirting in period rooms",
  }),
  trim("trim-feock-ogee-skirting-144", 16.5, {
    brand: FE,
    line: "Ogee",
    noun: "MDF Skirting Board",
    detail: "Primed",
    ...section(18, 144, 4200),
    use: "skirting in traditional rooms",
  }),
  trim("trim-feock-chamfered-skirting-94", 9.9, {
    brand: FE,
    line: "Chamfered & Rounded",
    noun: "MDF Skirting Board",
    detail: "Primed",
    ...section(15, 94, 4200),
    use: "modern low skirting",
  }),
  trim("trim-feock-torus-architrave-69", 7.9, {
    brand: FE,
    line: "Torus",
    noun: "MDF Architrave",
    detail: "Primed",
    ...section(18, 69, 2200),
    use: "framing door openings",
  }),
  trim("trim-feock-ogee-architrave-69", 7.9, {
    brand: FE,
    line: "Ogee",
    noun: "MDF Architrave",
    detail: "Primed",
    ...section(18, 69, 2200),
    use: "framing door openings",
  }),
  trim("trim-feock-dado-rail-2400", 8.4, {
    brand: FE,
    noun: "MDF Dado Rail",
    detail: "Primed",
    ...section(20, 58, 2400),
    use: "dado height mouldings",
  }),
  trim("trim-gen-pine-skirting-119", 9.5, {
    noun: "Pine Skirting Board",
    detail: "Torus/Ogee Reversible",
    ...section(15, 119, 3000),
    use: "stained or varnished skirting",
  }),
  trim("trim-gen-quadrant-18", 2.9, {
    noun: "Pine Quadrant Moulding",
    ...section(18, 18, 2400),
    use: "covering gaps at floor edges",
  }),
  trim("trim-gen-scotia-18", 3.1, {
    noun: "Pine Scotia Moulding",
    ...section(18, 18, 2400),
    use: "covering gaps at floor edges",
  }),
  trim("trim-gen-window-board-219", 19.5, {
    noun: "Pine Window Board",
    detail: "Bullnose",
    ...section(25, 219, 1800),
    use: "window sills indoors",
  }),
  trim("trim-gen-door-lining-138", 24, {
    noun: "Door Lining Set",
    detail: "Redwood",
    size: "32 x 138mm",
    use: "hanging internal doors",
  }),

  sheetOf("sheet-probus-osb3-9", 13.5, "OSB3 Board", 9, "sheathing and hoarding"),
  sheetOf("sheet-probus-osb3-11", 15.9, "OSB3 Board", 11, "roof decks and sheathing"),
  sheetOf("sheet-probus-osb3-18", 24.5, "OSB3 Board", 18, "flooring and heavy-duty boarding"),
  sheetOf("sheet-probus-osb3-tg-18", 23.5, "OSB3 Flooring Board", 18, "loft and floor decking", "T&G", 590, 2397),
  sheetOf("sheet-probus-hardwood-ply-12", 29, "Hardwood Plywood", 12, "furniture, linings and joinery", "B/BB"),
  sheetOf("sheet-probus-hardwood-ply-18", 39, "Hardwood Plywood", 18, "furniture, linings and joinery", "B/BB"),
  sheetOf(
    "sheet-probus-softwood-ply-18",
    33,
    "Softwood Plywood",
    18,
    "roofs, floors and structural decks",
    "Structural",
  ),
  sheetOf("sheet-probus-marine-ply-18", 72, "Marine Plywood", 18, "boats, wet areas and exterior joinery", "BS1088"),
  sheetOf("sheet-probus-shuttering-ply-18", 27, "Shuttering Plywood", 18, "concrete formwork"),
  sheetOf("sheet-probus-mdf-6", 12.5, "MDF Sheet", 6, "backs, panels and crafts"),
  sheetOf("sheet-probus-mdf-18", 29.9, "MDF Sheet", 18, "shelving, cabinets and joinery"),
  sheetOf("sheet-probus-mr-mdf-18", 37, "Moisture Resistant MDF", 18, "kitchens and bathrooms"),
  sheet("sheet-gen-chipboard-18", 13.9, {
    noun: "Chipboard Flooring",
    detail: "P5 T&G",
    ...board(18, 600, 2400),
    use: "floors over joists",
  }),
  sheet("sheet-gen-chipboard-22", 16.9, {
    noun: "Chipboard Flooring",
    detail: "P5 T&G",
    ...board(22, 600, 2400),
    use: "floors over wider joist spacings",
  }),
  sheet("sheet-gen-hardboard-3", 8.5, {
    noun: "Hardboard Sheet",
    ...board(3, 1220, 2440),
    nominal: "8x4",
    use: "floor protection and backing",
  }),
  sheetOf(
    "sheet-probus-tile-backer-12",
    18.9,
    "Cement Tile Backer Board",
    12,
    "tiling in wet rooms and showers",
    undefined,
    800,
    1200,
  ),
];
