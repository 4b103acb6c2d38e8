/**
 * What a product is for, as a UK trade buyer says it: "cement for fence posts" means post mix, "sand for block
 * paving" kiln-dried sand, "glue for skirting boards" grab adhesive. Kept as data beside trade-synonyms.ts.
 *
 * An entry applies when the query's "for…" clause (parse-search-query.ts, contextFrom) holds one of its `uses` and
 * a term before it names one of its `heads` (a canonical word or a synonym group key). Then that term also
 * matches the entry's groups (recall: post mix is not called cement), and the clause ranks the groups' products
 * up instead of whatever mentions its words (so "for decking frame" no longer ranks decking boards). A clause
 * with no applicable entry stays plain context, as before. Risk: a use that is too loose widens a query with the
 * wrong products; every entry here has a judged query in eval/search-relevance/judged-queries-uses.ts.
 */

import { USE_VARIANTS } from "./use-words-variants.ts";

export interface UseEntry {
  uses: readonly string[];
  heads: readonly string[];
  groups: readonly string[];
}

const BRICKLAYING = [
  "laying brick",
  "brick laying",
  "bricklaying",
  "brickwork",
  "laying block",
  "blockwork",
  "pointing",
  "brick",
];

export const USE_WORDS: readonly UseEntry[] = [
  {
    uses: ["fence post", "fencing post", "gate post", "post", "fence", "fencing"],
    heads: ["cement", "concrete", "concretemix", "opc", "mix", "postfix"],
    groups: ["postfix"],
  },
  { uses: BRICKLAYING, heads: ["mortar", "mortarmix", "sand", "cement", "mix"], groups: ["mortarmix", "buildingsand"] },
  // Mortar made on site is sand and cement: "mortar" or "mix" typed brings the cement too (never a sand term).
  { uses: BRICKLAYING, heads: ["mortar", "mix"], groups: ["opc"] },
  {
    uses: [
      "block paving",
      "paving block",
      "brick paving",
      "pavior",
      "paver",
      "jointing paving",
      "laying block paving",
      "laying paving",
    ],
    heads: ["sand"],
    groups: ["kilndried"],
  },
  {
    uses: [
      "patio",
      "patio slab",
      "paving slab",
      "laying patio",
      "laying patio slab",
      "flagstone",
      "screed",
      "screeding",
    ],
    heads: ["sand"],
    groups: ["sharpsand"],
  },
  { uses: ["render", "rendering", "plastering"], heads: ["sand"], groups: ["plasteringsand"] },
  {
    uses: ["driveway", "drive", "path", "pathway", "garden path"],
    heads: ["gravel", "stone", "chipping", "aggregate", "peagravel", "chippings"],
    groups: ["chippings"],
  },
  // Stones for a border, a bed or a rockery are decorative: chippings and pebbles.
  {
    uses: ["border", "garden border", "flower bed", "bed", "rockery", "water feature", "pot", "planter"],
    heads: ["gravel", "stone", "chipping", "aggregate", "peagravel", "chippings", "pebble"],
    groups: ["chippings", "peagravel", "pebble"],
  },
  // A floor laid on joists (a shed's) is boarded with OSB or chipboard flooring; a loft's with chipboard loft boards.
  {
    uses: ["shed floor", "floor", "flooring", "subfloor", "sub floor"],
    heads: ["board", "sheet", "boarding", "sheet material"],
    groups: ["osb", "floorchipboard"],
  },
  {
    uses: ["loft", "loft floor", "loft flooring", "loft boarding"],
    heads: ["board", "sheet", "boarding", "sheet material"],
    groups: ["floorchipboard"],
  },
  // Concrete named for foundations is the product, not the trench-block job (job-phrases-trades.ts).
  { uses: ["foundation", "trench"], heads: ["concrete", "concretemix"], groups: ["concretemix", "ballast"] },
  // Stone under a drive, path or shed base is a graded sub-base (or crushed rubble), not a decorative gravel.
  {
    uses: ["driveway base", "drive base", "path base", "sub base", "hardstanding", "base"],
    heads: ["stone", "gravel", "aggregate", "rubble", "hardcore", "chipping", "chippings"],
    groups: ["subbase", "scalpings"],
  },
  // Concrete for a path or a base is mixed from ballast as often as bought as a bagged mix.
  {
    uses: ["path", "pathway", "garden path", "base", "shed base", "slab", "patio base", "driveway", "footing"],
    heads: ["concrete", "concretemix"],
    groups: ["concretemix", "ballast"],
  },
  {
    uses: ["foundation", "footing", "trench", "below ground", "ground", "ground level", "below ground level"],
    heads: ["block", "concreteblock"],
    groups: ["trenchblock"],
  },
  // Below ground (and below the DPC, or in a manhole) bricks must be engineering bricks.
  {
    uses: ["foundation", "footing", "below ground", "ground", "ground level", "below ground level", "manhole", "dpc"],
    heads: ["brick"],
    groups: ["engineeringbrick"],
  },
  // Pointing or jointing a patio: a paving jointing compound or kiln-dried sand, not bricklaying mortar.
  {
    uses: [
      "pointing patio",
      "pointing patio slab",
      "pointing paving",
      "pointing paving slab",
      "pointing slab",
      "jointing patio",
      "jointing paving slab",
      "patio joint",
      "paving joint",
    ],
    heads: ["sand", "mortar", "cement", "compound", "grout", "filler"],
    groups: ["pavingjoint", "kilndried"],
  },
  // Tiles stick with tile adhesive; a tiled wet wall or floor is boarded with cement or moisture-resistant board.
  {
    uses: ["tile", "tiling", "wall tile", "floor tile", "tiled wall", "splashback"],
    heads: ["glue", "adhesive"],
    groups: ["tileadhesive"],
  },
  {
    uses: ["tile", "tiling", "wet room", "wetroom", "shower", "shower wall", "shower tile", "tiled wall"],
    heads: ["board", "backing", "backer", "sheet", "boarding"],
    groups: ["cementboard", "mrboard"],
  },
  {
    uses: ["skirting", "skirting board", "architrave", "coving", "dado rail", "moulding"],
    heads: ["glue", "adhesive", "grabadhesive", "pva"],
    groups: ["grabadhesive"],
  },
  {
    uses: ["plasterboard", "plasterboard wall", "hollow wall", "stud wall", "drywall", "partition wall"],
    heads: ["fixing", "fixings", "anchor", "plug", "wall plug"],
    groups: ["cavityfixing"],
  },
  {
    uses: ["decking frame", "deck frame", "decking subframe", "subframe", "sub frame", "decking joist"],
    heads: ["timber", "treated", "sawn", "wood", "joist"],
    groups: ["joist"],
  },
  // A kind's variant picked by its use ("board for a boat", "plasterboard for a garage"): use-words-variants.ts.
  ...USE_VARIANTS,
];
