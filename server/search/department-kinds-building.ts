/**
 * Session 19: a builders' merchant's heavy-side departments and bare category words, as the yard uses them
 * ("aggregates", "sheets", "boards", "slabs", "blocks", "bricks", "sand", "cement"), merged into department-words.ts.
 * Written department by department from the trade, not per query: what a buyer typing the word alone means.
 *
 * - BUILDING_DEPARTMENT_KINDS: the kinds the word asks for that its family (synonym-phrases.ts) does not hold,
 *   because no title of theirs carries the word ("OSB3 Board" is a sheet, "All-in Ballast" an aggregate).
 * - BUILDING_EVERYDAY_KINDS: the kinds ranked first for the word typed alone, before the kinds merely named after it
 *   (skirting boards are no "boards", dust sheets no "sheets", mineral-wool slabs no "slabs" to a landscaper).
 *
 * Every value is a group key of trade-synonyms*.ts (department-words.test.ts checks). Keys are canonical (singular).
 * Extend per department; keep out words whose bare reading is split across trades ("tile": roof or wall; "gravel":
 * pea gravel, sub-base and chippings alike).
 */
const SHEETS = ["plywood", "osb", "mdf", "chipboard", "hardboard", "marineply"];
const ADDITIVES = ["plasticiser", "waterproofer", "frostproofer", "mortarcolour", "sbr"];
const AGGREGATES = ["ballast", "sharpsand", "buildingsand", "subbase", "peagravel", "scalpings", "chippings"];

const RAINWATER = ["gutter", "downpipe", "gutterunion", "rainwaterfitting"];

export const BUILDING_DEPARTMENT_KINDS: Readonly<Record<string, readonly string[]>> = {
  // Session 21: a deck is bought as boards, then its frame, screws, oil and its balustrade (spindles, newels, rails).
  decking: ["decking", "compositedeck", "joist", "deckingscrew", "deckingoil", "spindle", "newel", "handrail"],
  // "Gutters" and "guttering": the lengths, then the downpipes, unions and fittings of the rainwater system.
  gutter: RAINWATER,
  // "Sheet materials": the timber-based boards sold by the 8x4 sheet.
  sheet: SHEETS,
  // "Boards" at a merchant's counter: the sheet boards and plasterboard, not the mouldings named "… board".
  board: [...SHEETS, "plasterboard", "cementboard"],
  // The quarry's products by the bag and the bulk bag.
  aggregate: [...AGGREGATES, "plasteringsand", "kilndried"],
  // A landscaper's "stone": gravels, chippings, pebbles and natural stone paving.
  stone: ["chippings", "peagravel", "pebble", "pavingslab", "subbase"],
  // A paving slab first; a slab of insulation is named by its material.
  slab: ["pavingslab"],
  // Lawn, path and drive edgings, which the kerb group holds.
  edging: ["kerb"],
  // A yard's "panels" are fence panels (and the trellis sold beside them).
  panel: ["fencepanel", "trellis"],
  // The plasterer's beads (angle and stop beads), which titles name without the trade's plural.
  bead: ["anglebead", "stopbead"],
  // What a patio is laid from and with.
  patio: ["pavingslab", "pavingjoint", "kilndried", "sharpsand", "weedfabric"],
  // The sheet membranes a builder and a landscaper lay.
  membrane: ["dpm", "breathable", "weedfabric", "geotextile", "epdm"],
  // Session 20: the liquids and powders mixed into mortar, concrete and render ("additives", "admixtures").
  additive: ADDITIVES,
  admixture: ADDITIVES,
  // A bricklayer's "mortar" is the bag of ready-mixed mortar and what a mix is made from (decision 034, session 20).
  mortar: ["mortarmix", "opc", "buildingsand", "plasticiser", "hydratedlime", "masonrycement"],
  // A roofer's "slates" are roof slates; typed alone the word is no colour (slate chippings name their stone).
  slate: ["slate"],
  // Session 24: "sheeting" at a merchant is a roof's corrugated sheets and the builder's polythene (DPM) sheeting, not
  // sandpaper or dust sheets; the sheet boards still match by their department and follow.
  sheeting: ["roofsheet", "dpm"],
  // Session 24: a framer's studs are CLS and the sawn and graded lengths a stud wall is also framed from.
  stud: ["cls", "sawn", "strengthgraded"],
};

/**
 * Session 21: yard words that are also a group's own name ("decking" is the deck-board group, "gutter" the gutter
 * lengths'): typed alone they ask for that group and the rest of the shelf, the everyday kinds first (as
 * department-kinds-finishing.ts NAMED_SHELVES). A deck's spindles and a gutter's stop ends print the word too: they
 * follow the boards and lengths.
 */
export const BUILDING_NAMED_SHELVES: readonly string[] = ["decking", "gutter", "guttering", "stud"];

export const BUILDING_EVERYDAY_KINDS: Readonly<Record<string, readonly string[]>> = {
  decking: ["decking", "compositedeck"],
  gutter: ["gutter", "downpipe"],
  // Session 23: the three sheet materials a merchant sells most (ply, OSB, MDF) before hardboard and flooring chipboard.
  sheet: ["plywood", "osb", "mdf", "marineply"],
  // Fire-resistant plasterboard is a plasterboard first (session 21: the everyday kinds exclude the family's others).
  board: [...SHEETS, "plasterboard", "fireboard", "cementboard"],
  aggregate: ["ballast", "sharpsand", "buildingsand", "subbase", "peagravel", "scalpings"],
  stone: ["chippings", "peagravel", "pebble", "pavingslab"],
  slab: ["pavingslab"],
  edging: ["kerb"],
  // Fence posts, timber and concrete, before a staircase's newel posts.
  post: ["fencepost", "concretepost"],
  panel: ["fencepanel"],
  bead: ["anglebead", "stopbead"],
  // Bagged ready-mix and post-fix concrete, before the blocks, lintels and posts made of it.
  concrete: ["concretemix", "postfix"],
  patio: ["pavingslab"],
  // The walling kinds a bricklayer buys by the pack, before air bricks and coursing pieces.
  block: ["concreteblock", "aircrete"],
  brick: ["facingbrick", "commonbrick", "engineeringbrick"],
  // The sands and the cement a mix is made of, before play sand, white or sulphate-resisting cement.
  sand: ["buildingsand", "sharpsand"],
  cement: ["opc"],
  additive: ["plasticiser", "waterproofer", "frostproofer"],
  admixture: ["plasticiser", "waterproofer", "frostproofer"],
  slate: ["slate"],
  // Session 21: the bag of ready-mixed mortar, then what a mix is made from, before concrete and render bagged beside
  // it and the repair mortars.
  mortar: ["mortarmix", "masonrycement", "buildingsand", "opc", "plasticiser", "hydratedlime"],
  sheeting: ["roofsheet", "dpm"],
  // CLS is what a stud wall is framed from first; sawn C16/C24 follows.
  stud: ["cls"],
};
