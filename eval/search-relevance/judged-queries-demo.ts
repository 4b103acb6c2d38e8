import { judge, judgeCategory, metres, mm, section, type JudgedQuery, type Judgment } from "./ndcg.ts";

/**
 * Judged queries over the demo catalogue (data/feeds), graded from the catalogue and from what a UK
 * tradesperson typing the query means — never from what the engine returns. Fix a judgment only when
 * it is objectively wrong about the catalogue.
 */

const SAWN = /sawn|carcassing/i;
const TREATED_SAWN = /treated sawn|tanalised/i;
const PIR_BOARD: Judgment = { grade: 1, name: ["PIR"], notName: ["Plasterboard"] };
const MR_PLASTERBOARD = judge(3, /moisture (resistant|board|panel)/i, "Plasterboard");
const FIRE_PLASTERBOARD = judge(3, /fire ?line|fire board|fire panel/i);

const CEMENT = [judgeCategory(3, "cement")];
const PLASTERBOARD = [judge(3, "Plasterboard"), judge(1, "Jointing Filler")];
const INSULATION = [judgeCategory(3, "insulation"), judge(1, "ThermaLine")];
const PLYWOOD = [judge(3, "Plywood")];
const SHARP_SAND = [judge(3, "Sharp Sand")];
const MORTAR = [{ grade: 3, name: ["Mortar"], notName: ["Plasticiser"] }, judge(1, "Plasticiser")] as const;
const LINTEL = [judge(3, "Lintel")];
const SKIRTING = [judge(3, "Skirting"), judge(1, "Architrave")];
const POSTCRETE = [judge(3, "Postcrete"), judge(2, "Post Mix"), judge(1, "Rapid Set Concrete")];
const BREEZE_BLOCK = [judge(3, /dense concrete block/i), judge(2, /aircrete|foundation block|trenchblock/i)];
const FOUR_BY_TWO = [
  judge(3, section(47, 100)),
  judge(2, "CLS", section(38, 89)),
  judge(2, /(?<!\d)4x2(?!\d)/),
  judge(2, SAWN),
  judge(1, "CLS"),
];
const TIMBER = [
  judgeCategory(3, "timber", /decking|fence post|scaffold/i),
  judgeCategory(2, "timber"),
  judge(1, "Roofing Batten"),
];
const CELOTEX = [judge(3, "Celotex"), PIR_BOARD];
const KINGSPAN = [judge(3, "Kingspan"), PIR_BOARD];

export const DEMO_JUDGED_QUERIES: readonly JudgedQuery[] = [
  // exact: full product names as the site shows them
  { q: "Tarmac Blue Circle Postcrete Fence Post Concrete 20kg", class: "exact", judgments: POSTCRETE },
  {
    q: "Knauf Wallboard Plasterboard Tapered Edge 2400 x 1200 x 12.5mm",
    class: "exact",
    judgments: [
      judge(3, "Knauf Wallboard", "2400 x 1200"),
      judge(2, "Knauf Wallboard"),
      judge(1, /wallboard|standard board/i, mm(12.5)),
    ],
  },
  {
    q: "Cemex Ordinary Portland Cement 25kg",
    class: "exact",
    judgments: [
      judge(3, "Cemex Ordinary Portland"),
      judge(2, /general purpose cement|mastercrete|multicem/i),
      judgeCategory(1, "cement"),
    ],
  },
  {
    q: "Wienerberger Elmstead Yellow Multi Facing Brick 215 x 102.5 x 65mm",
    class: "exact",
    judgments: [
      { grade: 3, name: ["Elmstead"], notName: ["Pack of 500"] },
      judge(2, "Elmstead"),
      judge(1, "Multi Facing Brick"),
    ],
  },
  {
    q: "SterlingOSB Zero OSB3 Board 2440 x 1220 x 18mm",
    class: "exact",
    judgments: [judge(3, "SterlingOSB Zero OSB3 Board", mm(18)), judge(2, /sterling ?osb/i)],
  },
  {
    q: "Isover Spacesaver Loft Insulation Roll 170mm x 8.3m²",
    class: "exact",
    judgments: [judge(3, "Spacesaver", mm(170)), judge(2, "Spacesaver"), judge(1, /loft (insulation )?roll/i)],
  },
  {
    q: "Treated Sawn Timber C16 47 x 100mm x 4.8m",
    class: "exact",
    judgments: [judge(3, section(47, 100), "C16", metres(4.8)), judge(2, section(47, 100)), judge(1, SAWN)],
  },
  {
    q: "FloPlast Underground Drainage Pipe Plain Ended 110mm x 6m",
    class: "exact",
    judgments: [
      judge(3, "FloPlast Underground Drainage Pipe", metres(6)),
      judge(2, "FloPlast", "Drainage Pipe"),
      judge(1, "Drainage Pipe"),
    ],
  },
  {
    q: "British Gypsum Thistle Multi-Finish Finishing Plaster 25kg",
    class: "exact",
    judgments: [judge(3, "Thistle Multi-Finish"), judge(2, /multi-?finish|board finish/i)],
  },
  {
    q: "Kingspan Thermapitch TP10 PIR Insulation Board 2400 x 1200 x 75mm",
    class: "exact",
    judgments: [judge(3, "TP10", mm(75)), judge(2, "TP10"), PIR_BOARD],
  },

  // brand and product line
  { q: "kingspan", class: "brand", judgments: KINGSPAN },
  { q: "marley", class: "brand", judgments: [judge(3, "Marley")] },
  { q: "british gypsum", class: "brand", judgments: [judge(3, /british gypsum|gyproc|thistle/i)] },
  { q: "celotex", class: "brand", judgments: CELOTEX },
  { q: "wavin", class: "brand", judgments: [judge(3, /wavin|osma/i)] },
  {
    q: "hanson cement",
    class: "brand",
    judgments: [judge(3, "Hanson", "Cement"), judgeCategory(2, "cement")],
  },
  { q: "ibstock bricks", class: "brand", judgments: [judge(3, "Ibstock"), judge(1, "Brick")] },
  { q: "metsa plywood", class: "brand", judgments: [judge(3, /mets[aä]/i), judge(2, "Plywood")] },
  { q: "siniat", class: "brand", judgments: [judge(3, "Siniat")] },
  { q: "polypipe", class: "brand", judgments: [judge(3, "Polypipe")] },

  // generic product words
  { q: "cement", class: "generic", judgments: CEMENT },
  { q: "plasterboard", class: "generic", judgments: PLASTERBOARD },
  { q: "bricks", class: "generic", judgments: [judge(3, "Brick")] },
  { q: "sharp sand", class: "generic", judgments: SHARP_SAND },
  { q: "plywood", class: "generic", judgments: PLYWOOD },
  { q: "insulation", class: "generic", judgments: INSULATION },
  { q: "lintel", class: "generic", judgments: LINTEL },
  { q: "gravel", class: "generic", judgments: [judge(3, "Gravel"), judge(2, /shingle|chippings|pebbles/i)] },
  {
    q: "roof tiles",
    class: "generic",
    judgments: [
      judge(3, "Roof Tile"),
      judge(3, "Concrete Tile"),
      judge(2, "Ridge Tile"),
      { grade: 1, category: "roofing", name: [/slate|dry verge/i] },
    ],
  },
  { q: "mortar", class: "generic", judgments: MORTAR },
  { q: "skirting board", class: "generic", judgments: SKIRTING },
  { q: "timber", class: "generic", judgments: TIMBER },

  // trade slang
  { q: "ballast", class: "slang", judgments: [judge(3, "Ballast")] },
  { q: "4x2", class: "slang", judgments: FOUR_BY_TWO },
  { q: "two by four", class: "slang", judgments: FOUR_BY_TWO },
  {
    q: "3x2",
    class: "slang",
    judgments: [
      judge(3, section(47, 75)),
      judge(3, "3x2", "Sawn"),
      judge(2, "CLS", section(38, 63)),
      judge(2, SAWN),
      judge(1, "CLS"),
    ],
  },
  { q: "breeze block", class: "slang", judgments: BREEZE_BLOCK },
  { q: "ply", class: "slang", judgments: PLYWOOD },
  { q: "sheetrock", class: "slang", judgments: PLASTERBOARD },
  { q: "drywall", class: "slang", judgments: PLASTERBOARD },
  { q: "postcrete", class: "slang", judgments: POSTCRETE },
  { q: "type 1", class: "slang", judgments: [judge(3, "Type 1", "Sub-base")] },
  {
    q: "celotex 100mm",
    class: "slang",
    judgments: [
      judge(3, "Celotex", mm(100)),
      { grade: 2, name: ["PIR", mm(100)], notName: ["Plasterboard"] },
      judge(2, "Celotex"),
      PIR_BOARD,
    ],
  },
  { q: "jumbo bag ballast", class: "slang", judgments: [judge(3, "Ballast", "Bulk Bag"), judge(2, "Ballast")] },
  { q: "dpm", class: "slang", judgments: [judge(3, "Damp Proof Membrane")] },
  {
    q: "8x4 plasterboard",
    class: "slang",
    judgments: [judge(3, "Plasterboard", /2400 ?x ?1200|8' x 4'/i), judge(2, "Plasterboard")],
  },
  {
    q: "4x4 post",
    class: "slang",
    judgments: [
      judge(3, "Fence Post", section(100, 100)),
      judge(3, "Fence Post", '4" x 4"'),
      { grade: 2, name: ["Fence Post"], notName: ["Concrete"] },
    ],
  },
  { q: "pea shingle", class: "slang", judgments: [judge(3, "Pea Gravel"), judge(2, "Shingle")] },

  // misspellings: dropped, doubled and swapped letters
  { q: "cemnet", class: "misspelling", judgments: CEMENT },
  { q: "plasterbord", class: "misspelling", judgments: PLASTERBOARD },
  { q: "insulaton", class: "misspelling", judgments: INSULATION },
  { q: "timbre", class: "misspelling", judgments: TIMBER },
  { q: "plywod", class: "misspelling", judgments: PLYWOOD },
  { q: "breeze blok", class: "misspelling", judgments: BREEZE_BLOCK },
  { q: "postcreet", class: "misspelling", judgments: POSTCRETE },
  { q: "celotax", class: "misspelling", judgments: CELOTEX },
  { q: "kinspan", class: "misspelling", judgments: KINGSPAN },
  { q: "morter", class: "misspelling", judgments: MORTAR },
  { q: "lintle", class: "misspelling", judgments: LINTEL },
  { q: "skirtting board", class: "misspelling", judgments: SKIRTING },
  { q: "sharp snad", class: "misspelling", judgments: SHARP_SAND },
  { q: "buidling sand", class: "misspelling", judgments: [judge(3, "Building Sand")] },
  {
    q: "multi finsh",
    class: "misspelling",
    judgments: [judge(3, /multi-?finish/i), judge(2, "Board Finish")],
  },
  { q: "wienerburger", class: "misspelling", judgments: [judge(3, "Wienerberger")] },

  // sizes
  { q: "47x100", class: "size", judgments: [judge(3, section(47, 100)), judge(2, SAWN)] },
  { q: "100x47", class: "size", judgments: [judge(3, section(47, 100)), judge(2, SAWN)] },
  {
    q: "47 x 100 c24",
    class: "size",
    judgments: [judge(3, section(47, 100), "C24"), judge(2, section(47, 100)), judge(2, "C24", SAWN), judge(1, SAWN)],
  },
  {
    q: "12.5mm plasterboard",
    class: "size",
    judgments: [judge(3, "Plasterboard", mm(12.5)), judge(2, "Plasterboard")],
  },
  { q: "15mm plasterboard", class: "size", judgments: [judge(3, "Plasterboard", mm(15)), judge(2, "Plasterboard")] },
  {
    q: "fence post 2.4m",
    class: "size",
    judgments: [judge(3, "Fence Post", metres(2.4)), { grade: 2, name: ["Fence Post"], notName: ["Concrete"] }],
  },
  {
    q: "2400mm decking board",
    class: "size",
    judgments: [judge(3, "Decking", metres(2.4)), judge(2, "Decking")],
  },
  {
    q: "25kg cement",
    class: "size",
    judgments: [{ grade: 3, category: "cement", name: [/25 ?kg/i] }, judgeCategory(2, "cement")],
  },
  { q: "18mm osb", class: "size", judgments: [judge(3, /osb/i, mm(18)), judge(2, /osb/i)] },
  {
    q: "100mm pir",
    class: "size",
    judgments: [
      { grade: 3, name: ["PIR", mm(100)], notName: ["Plasterboard"] },
      { grade: 2, name: ["PIR"], notName: ["Plasterboard"] },
    ],
  },
  { q: "25x50 batten", class: "size", judgments: [judge(3, "Batten", section(25, 50)), judge(2, "Batten")] },
  {
    q: "140mm block",
    class: "size",
    judgments: [judge(3, "Block", mm(140)), { grade: 2, category: "blocks", name: ["Block"] }],
  },

  // multi-word intents
  {
    q: "treated timber for decking frame",
    class: "intent",
    judgments: [
      judge(3, TREATED_SAWN, section(47, 100)),
      judge(3, TREATED_SAWN, section(47, 150)),
      judge(3, TREATED_SAWN, '6" x 2"'),
      judge(2, TREATED_SAWN),
      judge(1, "Decking"),
      judge(1, "Fence Post", section(100, 100)),
    ],
  },
  {
    q: "sharp sand bulk bag",
    class: "intent",
    judgments: [judge(3, "Sharp Sand Bulk Bag"), judge(2, "Sharp Sand")],
  },
  {
    q: "mortar mix for bricklaying",
    class: "intent",
    judgments: [...MORTAR, judge(1, "Building Sand")],
  },
  { q: "plasterboard for bathroom", class: "intent", judgments: [MR_PLASTERBOARD, judge(1, "Plasterboard")] },
  {
    q: "loft insulation roll",
    class: "intent",
    judgments: [judge(3, /loft (insulation )?roll/i)],
  },
  { q: "fire rated plasterboard", class: "intent", judgments: [FIRE_PLASTERBOARD, judge(2, "Plasterboard")] },
  {
    q: "concrete for fence posts",
    class: "intent",
    judgments: [judge(3, "Postcrete"), judge(3, "Post Mix"), judge(2, "Rapid Set Concrete")],
  },
  {
    q: "timber for stud wall",
    class: "intent",
    judgments: [
      judge(3, "CLS"),
      judge(2, TREATED_SAWN, section(47, 75)),
      judge(2, TREATED_SAWN, section(47, 100)),
      judge(2, "3x2", "Sawn"),
      judge(1, SAWN),
    ],
  },

  // nothing in this catalogue is what these searchers want: success is no results at all
  { q: "tap", class: "no-relevant", judgments: [] },
  { q: "light bulb", class: "no-relevant", judgments: [] },
  { q: "kitchen sink", class: "no-relevant", judgments: [] },
  { q: "paint brush", class: "no-relevant", judgments: [] },
  { q: "lawn mower", class: "no-relevant", judgments: [] },
  { q: "laminate flooring", class: "no-relevant", judgments: [] },
  { q: "copper pipe", class: "no-relevant", judgments: [] },
  { q: "wood screws", class: "no-relevant", judgments: [] },
];
