import { family, profiles, sheets, type Family } from "./model.ts";

const SIZES = "2440x1220 2440x607 1220x607 1220x1220 1830x607 1200x600 600x600";
const SM = "Timber & Sheet Materials > Sheet Materials";
const MOULDINGS = "Timber & Sheet Materials > Mouldings";
const MATERIALS =
  "Primed MDF|MDF Primed, Pine|Softwood, Oak Veneered MDF|Oak Veneer MDF, Solid Oak|Oak, " +
  "Finger Jointed Redwood|FJ Redwood, Moisture Resistant MDF|MR MDF, Pre-Finished White MDF|White Finished MDF, " +
  "Walnut Veneered MDF|Walnut Veneer MDF, Sapele, Hemlock";
const PROFILES =
  "Torus, Ogee, Chamfered, Pencil Round, Bullnose, Lambs Tongue, Edwardian, Victorian, Square Edge, " +
  "Dual Purpose Torus/Ogee|Torus/Ogee Reversible, Chamfered & Rounded, Colonial, Ovolo, Georgian, Modern|Contemporary";

export const sheetFamilies: Family[] = [
  family({
    category: "sheet-materials",
    type: SM,
    share: 5500,
    brands: "-, Metsä Wood|Metsa Wood|METSÄ, Wisa|WISA|UPM Wisa, Arauco|ARAUCO",
    words: {
      kind:
        "Hardwood Faced|Hardwood, Softwood|Structural Softwood, Shuttering, Marine|Marine BS1088, " +
        "Birch|Baltic Birch, Exterior|WBP Exterior, Phenolic Faced|Film Faced",
      item: "Plywood|Ply",
      grade: "BB/BB, B/BB, BB/CP, CP/CP",
    },
    sizes: sheets(SIZES, [3.6, 4, 5.5, 6, 9, 12, 15, 18, 21, 25]),
    price: [4, 95],
    describe: [
      "{kind} plywood sheet for hoarding, roofs and joinery.",
      "Plywood board: cross-laminated veneers make it strong and stable in every direction.",
    ],
  }),
  family({
    category: "sheet-materials",
    type: SM,
    share: 300,
    brands:
      "-, West Fraser|Norbord|SterlingOSB|WEST FRASER, Medite|MEDITE|Medite Smartply, Kronospan|KRONOSPAN, Egger|EGGER",
    words: { item: "OSB3|OSB 3", edge: "Square Edge|SE=SE, Tongue & Groove|T&G=T&G", board: "?Board|Sheet" },
    sizes: sheets(SIZES, [6, 9, 11, 15, 18, 22]),
    price: [3, 40],
    describe: [
      "Oriented strand board, grade 3, for load-bearing use in humid conditions: sheathing, roofs and floors.",
      "OSB3 panel, {edge}. A cheaper alternative to plywood for structural sheathing.",
    ],
  }),
  family({
    category: "sheet-materials",
    type: SM,
    share: 950,
    brands: "-, Egger|EGGER|Egger UK, Medite|MEDITE, Kronospan|KRONOSPAN|Kronospan UK",
    words: {
      kind:
        "?Standard|General Purpose, Moisture Resistant|MR=MR, Fire Retardant|FR=FR, Primed, " +
        "Oak Veneered|Oak Veneer",
      item: "MDF|Medium Density Fibreboard",
    },
    sizes: sheets(SIZES, [3, 6, 9, 12, 15, 18, 22, 25, 30]),
    price: [3, 70],
    describe: [
      "Medium density fibreboard with a smooth face that machines and paints well.",
      "{kind} MDF board for shelving, cabinets and painted joinery.",
    ],
  }),
  family({
    category: "sheet-materials",
    type: SM,
    share: 260,
    brands: "-, Egger|EGGER, Kronospan|KRONOSPAN",
    words: {
      kind:
        "P5 Chipboard Flooring|P5 Chipboard Floor Panel, P3 Chipboard, Cement Particle Board|Cement Bonded Board, " +
        "Tile Backer Board|Tile Backer, Hardboard|Tempered Hardboard, White Melamine MFC|White Faced Chipboard",
    },
    sizes: sheets("2400x600 2400x1200 1200x600 2440x1220", [3, 6, 12, 18, 22]),
    price: [4, 40],
    describe: ["{kind} for floors, walls and wet areas. Glue the joints and fix at 400mm centres."],
  }),
  family({
    category: "sheet-materials",
    type: SM,
    share: 350,
    words: {
      colour: "Clear, Bronze, Opal, White, Black",
      kind: "Polycarbonate, Acrylic|Perspex, Hygienic PVC Wall|Hygienic Wall Cladding, Foamex PVC|Foam PVC",
      item: "Sheet",
    },
    sizes: sheets("2440x1220 1220x610 2000x1000 3050x2050", [2, 3, 4, 5, 6, 10]),
    price: [10, 140],
    describe: ["{kind} sheet for glazing, cladding and splashbacks; cut with a fine-toothed saw."],
  }),
];

export const skirtingFamilies: Family[] = [
  family({
    category: "skirting-architrave",
    type: MOULDINGS,
    share: 15000,
    words: { material: MATERIALS, profile: PROFILES, item: "Skirting|Skirting Board" },
    sizes: ["15", "18", "25"].flatMap((t) =>
      profiles(
        [69, 94, 119, 144, 169, 194, 219, 244].map((h) => `${t}x${h}`).join(" "),
        [2400, 3000, 3600, 4200, 4400, 4800, 5400],
      ),
    ),
    price: [4, 55],
    describe: [
      "{profile} skirting in {material}, ready to paint or varnish.",
      "{material} moulding with a {profile} profile. Fix with adhesive and pins.",
    ],
  }),
  family({
    category: "skirting-architrave",
    type: MOULDINGS,
    share: 6000,
    words: { material: MATERIALS, profile: PROFILES, item: "Architrave|Architrave Moulding" },
    sizes: profiles(
      "15x44 15x57 15x69 15x94 18x44 18x57 18x69 18x94 25x57 25x69",
      [2100, 2200, 2400, 2700, 3000, 3600],
    ),
    price: [3, 35],
    describe: ["{profile} architrave in {material} to finish door frames neatly."],
  }),
  family({
    category: "skirting-architrave",
    type: MOULDINGS,
    share: 750,
    words: {
      material: MATERIALS,
      item: "Quadrant, Scotia, Door Stop|Door Stop Bead, Hockey Stick, Dado Rail, Picture Rail, Cover Strip",
    },
    sizes: profiles("12x12 15x15 19x19 12x34 19x44", [2100, 2400, 3000]),
    price: [2, 25],
    describe: ["{material} {item} to finish floor edges, walls and door frames neatly."],
  }),
];
