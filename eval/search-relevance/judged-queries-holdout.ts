import {
  judge,
  judgeBrand,
  judgeCategory,
  metres,
  mm,
  section,
  type JudgedQuery,
  type Judgment,
  type NamePattern,
} from "./ndcg.ts";

/**
 * Judged queries over the holdout merchant feeds (eval/matching-holdout-4 and eval/matching-holdout-1 loaded into one
 * catalogue), which the search engine is not tuned on. Graded from the catalogue and from what a UK
 * tradesperson means by the query, never from engine output. Where the matcher split one real product
 * into two catalogue products (demo-truth.json), both copies carry the same grade.
 */

export const HOLDOUT_FEED_DIRS = ["eval/matching-holdout-4", "eval/matching-holdout-1"] as const;

const CLS = /\bcls\b/i;
/** Strength-graded sawn or regularised timber (not CLS, planed, decking or fence posts). */
function sawn(grade: Judgment["grade"], ...name: NamePattern[]): Judgment {
  return {
    grade,
    category: "timber",
    name: [/c16|c24|sawn|regularised/i, ...name],
    notName: [CLS, /pse|decking|fence/i],
  };
}
const TREATED_SAWN: Judgment = { ...sawn(2), notName: [CLS, /pse|decking|fence|untreated/i] };
const PIR: Judgment = { grade: 1, category: "insulation", name: [/pir|tf70|tp10/i] };
const PLASTERBOARD = [judgeCategory(3, "plasterboard", /easi-fill|jointing/i), judge(1, /easi-fill|jointing/i)];
const CELOTEX = [judge(3, "Celotex"), PIR];
const MR_BOARD = /moisture ?(shield|resistant|panel)|\bMR\b/i;
const CHIPBOARD = judge(3, /chipboard/i);
const AIRCRETE = /aircrete|celcon|thermalite/i;
const DENSE_BLOCK = /dense (concrete )?(block|blk)/i;
const OSB = /osb/i;

export const HOLDOUT_JUDGED_QUERIES: readonly JudgedQuery[] = [
  // exact product names as merchants write them
  {
    q: "Gyproc WallBoard Tapered Edge Plasterboard 2400mm x 1200mm x 12.5mm",
    class: "exact",
    judgments: [
      { grade: 3, name: [/wallboard/i, mm(12.5), section(2400, 1200)], notName: [/square edge/i, /knauf/i] },
      judge(2, "Gyproc", /wallboard/i),
      judge(1, /wallboard|standard board/i, mm(12.5)),
    ],
  },
  {
    q: "Blue Circle Postcrete Rapid Setting Post Fix Concrete 20kg",
    class: "exact",
    judgments: [{ grade: 3, name: ["Postcrete"], notName: [/pack of/i] }, judge(2, "Postcrete"), judge(1, "Post Mix")],
  },
  {
    q: "Celotex GA4000 PIR Insulation Board Foil Faced 2400mm x 1200mm x 100mm",
    class: "exact",
    judgments: [judge(3, "Celotex", mm(100)), judge(2, "Celotex"), PIR],
  },
  {
    q: "Thistle Bonding Coat Undercoat Plaster 25kg",
    class: "exact",
    judgments: [judge(3, "Thistle Bonding"), judge(2, /hardwall|dri-coat/i)],
  },
  {
    q: "SterlingOSB Zero OSB3 Square Edge Board 2440mm x 1220mm x 11mm",
    class: "exact",
    judgments: [judge(3, /osb/i, mm(11)), judge(2, /sterlingosb/i), judge(1, OSB)],
  },
  {
    q: "Wienerberger Kassandra Multi Facing Brick",
    class: "exact",
    judgments: [judge(3, "Kassandra"), judge(1, /multi/i, /facing (brick|brk)/i)],
  },
  {
    q: "Marley Modern Concrete Roof Tile Smooth Grey",
    class: "exact",
    judgments: [judge(3, "Marley Modern", "Grey"), judge(2, "Marley Modern"), judge(1, /roof tile|major tile/i)],
  },
  {
    q: "Recticel Eurothane GP PIR Insulation Board 100mm",
    class: "exact",
    judgments: [judge(3, "Recticel"), { ...PIR, grade: 2, name: [/pir|tf70|tp10/i, mm(100)] }, PIR],
  },

  // brands and product lines
  { q: "celotex", class: "brand", judgments: CELOTEX },
  { q: "gyproc", class: "brand", judgments: [judge(3, /gyproc/i)] },
  { q: "onduline", class: "brand", judgments: [judge(3, /onduline/i)] },
  {
    q: "tarmac topcrete",
    class: "brand",
    judgments: [judge(3, "Topcrete"), judgeBrand(3, /topcrete|tarmac/i, DENSE_BLOCK), judge(2, DENSE_BLOCK)],
  },
  {
    q: "knauf insulation",
    class: "brand",
    judgments: [judge(3, /knauf insulation|earthwool/i), judgeBrand(3, /knauf insulation/i)],
  },
  { q: "polypipe", class: "brand", judgments: [judge(3, "Polypipe")] },
  {
    q: "london brick",
    class: "brand",
    judgments: [judge(3, /london brick|lbc/i), judgeCategory(1, "bricks")],
  },
  { q: "ibstock", class: "brand", judgments: [judgeBrand(3, /ibstock/i), judge(3, "Ibstock")] },
  { q: "kingspan", class: "brand", judgments: [judgeBrand(3, /kingspan/i), judge(3, /kingspan/i), PIR] },

  // generic product words
  { q: "cement", class: "generic", judgments: [judgeCategory(3, "cement")] },
  { q: "plasterboard", class: "generic", judgments: PLASTERBOARD },
  { q: "bricks", class: "generic", judgments: [judgeCategory(3, "bricks")] },
  { q: "sharp sand", class: "generic", judgments: [judge(3, "Sharp Sand")] },
  { q: "insulation", class: "generic", judgments: [judgeCategory(3, "insulation")] },
  { q: "roof slates", class: "generic", judgments: [judge(3, /slate/i)] },
  { q: "skirting", class: "generic", judgments: [judge(3, /skirt/i), judge(1, /architrave|\barch\b/i)] },
  {
    q: "mdf",
    class: "generic",
    judgments: [{ grade: 3, category: "sheet-materials", name: [/mdf/i] }, judge(1, /mdf/i)],
  },
  {
    q: "concrete mix",
    class: "generic",
    judgments: [judge(3, /ready ?mix(ed)? concrete|concrete mix/i), judge(2, /postcrete|post mix/i)],
  },
  { q: "loft roll", class: "generic", judgments: [judge(3, /loft roll|spacesaver/i)] },
  { q: "gravel", class: "generic", judgments: [judge(3, /gravel/i), judge(2, /chippings/i)] },

  // trade slang
  {
    q: "4x2",
    class: "slang",
    judgments: [judge(3, section(47, 100)), judge(2, CLS, section(38, 89)), sawn(2), judge(1, CLS)],
  },
  {
    q: "3x2",
    class: "slang",
    judgments: [judge(3, section(47, 75)), judge(2, CLS, section(38, 63)), sawn(2), judge(1, CLS)],
  },
  { q: "ply", class: "slang", judgments: [judge(3, /\bply\b|plywood/i)] },
  { q: "drywall", class: "slang", judgments: PLASTERBOARD },
  { q: "ballast", class: "slang", judgments: [judge(3, /ballast/i)] },
  { q: "breeze blocks", class: "slang", judgments: [judge(3, DENSE_BLOCK), judge(2, AIRCRETE)] },
  {
    q: "postcrete",
    class: "slang",
    judgments: [judge(3, "Postcrete"), judge(2, /post mix/i)],
  },
  { q: "type 1", class: "slang", judgments: [judge(3, /type 1/i)] },
  {
    q: "jumbo bag sharp sand",
    class: "slang",
    // The merged bulk-bag product may carry another merchant's pack word as its name ("Dumpy Bag").
    judgments: [judge(3, /sharp sand/i, /bulk bag|dumpy bag|jumbo bag/i), judge(2, /sharp sand/i)],
  },
  {
    q: "kingspan 100mm",
    class: "slang",
    judgments: [
      { grade: 3, name: [mm(100)], brand: /kingspan/i },
      { ...PIR, grade: 2, name: [/pir|tf70|tp10/i, mm(100)] },
      judgeBrand(2, /kingspan/i),
      PIR,
    ],
  },
  {
    q: "caberfloor",
    class: "slang",
    judgments: [judge(3, /caberfloor/i), judgeBrand(3, /caberfloor/i), judge(2, /chipboard/i)],
  },
  { q: "sterling board", class: "slang", judgments: [judge(3, OSB)] },
  { q: "2x2 timber", class: "slang", judgments: [judge(3, section(44, 44))] },
  { q: "pea shingle", class: "slang", judgments: [judge(3, /pea gravel/i), judge(2, /10mm gravel/i)] },

  // misspellings
  { q: "cemnt", class: "misspelling", judgments: [judgeCategory(3, "cement")] },
  { q: "plastreboard", class: "misspelling", judgments: PLASTERBOARD },
  { q: "insullation", class: "misspelling", judgments: [judgeCategory(3, "insulation")] },
  { q: "celetex", class: "misspelling", judgments: CELOTEX },
  { q: "aircreet blocks", class: "misspelling", judgments: [judge(3, AIRCRETE), judge(1, DENSE_BLOCK)] },
  { q: "ballest", class: "misspelling", judgments: [judge(3, /ballast/i)] },
  { q: "skiting board", class: "misspelling", judgments: [judge(3, /skirt/i), judge(1, /architrave|\barch\b/i)] },
  { q: "chippboard flooring", class: "misspelling", judgments: [CHIPBOARD, judge(1, "T&G")] },
  { q: "ondulene", class: "misspelling", judgments: [judge(3, /onduline/i)] },
  {
    q: "breathable membrain",
    class: "misspelling",
    judgments: [judge(3, /breathable|tyvek|permo/i)],
  },
  {
    q: "engineering brik",
    class: "misspelling",
    judgments: [judge(3, /engineering/i)],
  },
  {
    q: "tymber",
    class: "misspelling",
    judgments: [judgeCategory(3, "timber", /decking|fence post/i), judgeCategory(2, "timber"), judge(1, /batten/i)],
  },

  // sizes
  { q: "47x150", class: "size", judgments: [judge(3, section(47, 150)), sawn(2)] },
  {
    q: "150x47 c24",
    class: "size",
    judgments: [judge(3, section(47, 150), "C24"), judge(2, section(47, 150)), sawn(2, "C24"), sawn(1)],
  },
  {
    q: "18mm ply",
    class: "size",
    judgments: [judge(3, /\bply\b|plywood/i, mm(18)), judge(2, /\bply\b|plywood/i)],
  },
  {
    q: "9.5mm plasterboard",
    class: "size",
    judgments: [{ grade: 3, category: "plasterboard", name: [mm(9.5)] }, judgeCategory(2, "plasterboard")],
  },
  {
    q: "100mm celotex",
    class: "size",
    judgments: [
      judge(3, "Celotex", mm(100)),
      judge(2, "Celotex"),
      { ...PIR, grade: 2, name: [/pir|tf70|tp10/i, mm(100)] },
    ],
  },
  {
    q: "3.6m treated timber",
    class: "size",
    judgments: [
      { ...TREATED_SAWN, grade: 3, name: [...TREATED_SAWN.name!, metres(3.6)] },
      TREATED_SAWN,
      judge(2, /untreated/i, metres(3.6)),
      judge(1, /decking/i),
    ],
  },
  {
    q: "2400mm fence post",
    class: "size",
    judgments: [judge(3, /fence post/i, metres(2.4)), judge(2, /fence post/i)],
  },
  { q: "25kg sharp sand", class: "size", judgments: [judge(3, /sharp sand/i, /25 ?kg/i), judge(2, /sharp sand/i)] },
  {
    q: "110mm bend",
    class: "size",
    judgments: [judge(3, /bend/i), judge(1, /110 ?mm/i, /coupler|pipe|gully/i)],
  },
  { q: "68mm downpipe", class: "size", judgments: [judge(3, /downpipe/i)] },
  { q: "22mm chipboard", class: "size", judgments: [judge(3, /chipboard/i, mm(22)), judge(2, /chipboard/i)] },

  // multi-word intents
  {
    q: "sand for block paving",
    class: "intent",
    judgments: [{ grade: 3, category: "sand", name: [/paving|kiln dried/i] }, judge(1, /sharp sand/i)],
  },
  {
    q: "plasterboard for bathroom",
    class: "intent",
    judgments: [{ grade: 3, category: "plasterboard", name: [MR_BOARD] }, judgeCategory(1, "plasterboard")],
  },
  { q: "shed roof felt", class: "intent", judgments: [judge(3, /shed felt/i), judge(1, /onduline/i)] },
  {
    q: "timber for stud walls",
    class: "intent",
    judgments: [judge(3, CLS), sawn(2, section(47, 75)), sawn(2, section(47, 100)), sawn(1)],
  },
  {
    q: "insulation between rafters",
    class: "intent",
    judgments: [
      { grade: 3, category: "insulation", name: [/pir|tp10/i] },
      { grade: 2, category: "insulation", name: [/tf70|eps|slab/i] },
      judgeCategory(1, "insulation"),
    ],
  },
  {
    q: "concrete for fence posts",
    class: "intent",
    judgments: [judge(3, /postcrete|post mix/i), judge(1, /ready ?mix(ed)? concrete|concrete mix/i)],
  },
  {
    q: "white cement",
    class: "intent",
    judgments: [judge(3, /snowcrete|white/i, /cement|snowcrete/i)],
  },

  // nothing in these feeds is what these searchers want: success is no results at all
  { q: "kitchen tap", class: "no-relevant", judgments: [] },
  { q: "led light bulb", class: "no-relevant", judgments: [] },
  { q: "toilet seat", class: "no-relevant", judgments: [] },
  { q: "paint roller", class: "no-relevant", judgments: [] },
  { q: "hedge trimmer", class: "no-relevant", judgments: [] },
  { q: "laminate flooring", class: "no-relevant", judgments: [] },
  { q: "door hinges", class: "no-relevant", judgments: [] },
  { q: "radiator valve", class: "no-relevant", judgments: [] },
];
