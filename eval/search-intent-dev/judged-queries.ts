/**
 * A fresh intent dev set (session 13, intent lane): jobs typed the way UK buyers type them, over held-out set 9's
 * catalogue (spent), graded before their first run. Keys are set 9's catalogue products
 * (eval/search-relevance-holdout-9/judgments.json "titles"). 3: the main thing the job needs; 2: needed too or a
 * close alternative; 1: useful for the job. Scored by run.ts in this folder.
 */
export interface DevQuery {
  q: string;
  grades: Record<string, number>;
}

const FACING = {
  "brick-ashlowe-heritage-red": 3,
  "brick-ashlowe-heritage-red-pack": 3,
  "brick-ashlowe-sandfaced-buff": 3,
  "brick-ashlowe-wirecut-red": 3,
  "brick-ashlowe-blue-brindle": 3,
};
const SLABS = {
  "land-cobbleton-riven-buff-600": 3,
  "land-cobbleton-riven-grey-600": 3,
  "land-cobbleton-riven-buff-450": 3,
  "land-cobbleton-sandstone-brown": 3,
  "land-cobbleton-sandstone-grey": 3,
  "land-gen-utility-slab-600": 2,
};
const LOFT_ROLLS = { "insul-woolmere-loft-100": 3, "insul-woolmere-loft-170": 3, "insul-woolmere-loft-200": 3 };
const EMULSIONS = {
  "paint-coverwell-matt-white-10": 3,
  "paint-coverwell-matt-white-5": 3,
  "paint-coverwell-contract-15": 3,
  "paint-coverwell-matt-magnolia-10": 2,
};
const FINISH_PLASTERS = {
  "plaster-plastrel-multi-finish": 3,
  "plaster-plastrel-board-finish": 2,
  "plaster-plastrel-bonding": 2,
  "plaster-plastrel-browning": 2,
  "plaster-plastrel-one-coat": 2,
};
const DECK_BOARDS = {
  "deck-decklane-grooved-3600": 3,
  "deck-decklane-grooved-4800": 3,
  "deck-decklane-smooth-3600": 3,
  "deck-decklane-composite-charcoal": 2,
  "deck-decklane-composite-grey": 2,
};

export const DEV_QUERIES: DevQuery[] = [
  {
    q: "what do i need to build a garden wall",
    grades: {
      ...FACING,
      "cement-castrel-mortar": 3,
      "agg-gen-building-sand-bulk": 2,
      "agg-stonebarrow-building-sand": 2,
      "cement-castrel-opc": 2,
      "brick-gen-common": 2,
      "brick-gen-coping-half-round": 1,
      "block-tarnby-dense-100": 1,
    },
  },
  {
    q: "stuff for laying a patio",
    grades: {
      ...SLABS,
      "agg-gen-sharp-sand-bulk": 2,
      "agg-stonebarrow-sharp-sand": 2,
      "land-gen-jointing-buff": 2,
      "agg-gen-mot-bulk": 1,
      "cement-castrel-opc": 1,
    },
  },
  {
    q: "how do i box in pipes",
    grades: {
      "sheet-mardale-mdf-6": 2,
      "sheet-mardale-mdf-12": 3,
      "sheet-mardale-mdf-18": 2,
      "sheet-mardale-mr-mdf-18": 2,
      "timber-gen-par-44x44-2400": 2,
      "sheet-gen-hardboard-3": 1,
      "fix-torqwell-wood-4x40": 1,
    },
  },
  { q: "best insulation for a loft", grades: { ...LOFT_ROLLS, "insul-polarion-pir-100": 1 } },
  { q: "what screws do i need for decking", grades: { "fix-torqwell-deck-4-5x60": 3, "fix-torqwell-wood-5x60": 1 } },
  {
    q: "insulating my shed",
    grades: {
      "insul-polarion-pir-25": 3,
      "insul-polarion-pir-50": 3,
      "insul-gen-eps100-50": 2,
      "insul-woolmere-loft-100": 1,
      "insul-polarion-foil-tape": 1,
    },
  },
  {
    q: "how to fix a leaking gutter joint",
    grades: { "drain-rainhale-union": 3, "seal-caulkson-roof-gutter": 3, "drain-rainhale-gutter-black": 1 },
  },
  {
    q: "materials for a stud wall",
    grades: {
      "timber-birchmoor-cls-38x63-2400": 3,
      "timber-birchmoor-cls-38x89-2400": 3,
      "timber-birchmoor-cls-38x89-3000": 3,
      "board-gypston-std-te-12-5": 2,
      "board-gen-te-12-5": 2,
      "fix-torqwell-drywall-3-5x32": 1,
      "insul-woolmere-acoustic-50": 1,
    },
  },
  {
    q: "re-felting a shed roof",
    grades: {
      "roof-capshield-shed-felt": 3,
      "fix-nailwick-clout-30": 2,
      "roof-capshield-peel-stick": 2,
      "roof-capshield-bitumen-coating": 1,
    },
  },
  {
    q: "what do i need to put up a fence",
    grades: {
      "timber-gen-fence-panel-overlap-6x6": 3,
      "timber-gen-fence-panel-overlap-6x4": 3,
      "timber-gen-fence-panel-slatted-6x6": 2,
      "timber-gen-post-75-1800": 3,
      "timber-gen-post-100-2400": 3,
      "timber-gen-concrete-post-2400": 3,
      "cement-castrel-postlock": 2,
      "timber-gen-gravel-board-150": 1,
      "timber-gen-concrete-gravel-board": 1,
    },
  },
  {
    q: "building a deck in my garden",
    grades: {
      ...DECK_BOARDS,
      "deck-decklane-joist-3600": 3,
      "fix-torqwell-deck-4-5x60": 2,
      "deck-decklane-newel": 1,
      "deck-decklane-spindle": 1,
      "deck-decklane-handrail": 1,
    },
  },
  {
    q: "fixing shelves to a brick wall",
    grades: {
      "fix-fixlock-plug-brown": 3,
      "fix-fixlock-plug-red": 3,
      "fix-torqwell-wood-4x40": 2,
      "fix-torqwell-wood-5x60": 2,
      "fix-fixlock-frame-10x100": 2,
      "fix-torqwell-concrete-6-5x60": 2,
      "fix-gen-angle-bracket": 1,
    },
  },
  {
    q: "hanging a heavy mirror on plasterboard",
    grades: { "fix-fixlock-spring-toggle": 3, "fix-fixlock-self-drill": 3 },
  },
  {
    q: "what do i use to seal around a shower tray",
    grades: { "seal-caulkson-sanitary-white": 3, "seal-caulkson-sanitary-clear": 3, "seal-gen-sealant-gun": 1 },
  },
  { q: "painting a newly plastered wall", grades: { ...EMULSIONS, "paint-gen-roller-kit": 1 } },
  {
    q: "paint for the outside walls of my house",
    grades: { "paint-lumbrook-masonry-white": 3, "paint-lumbrook-masonry-sandstone": 3, "paint-gen-stabiliser": 1 },
  },
  {
    q: "treating an old fence",
    grades: { "paint-lumbrook-fence-gold": 3, "paint-lumbrook-fence-green": 3 },
  },
  { q: "how to protect my decking", grades: { "paint-lumbrook-decking-oil": 3, "paint-lumbrook-fence-gold": 1 } },
  {
    q: "what do i need to plaster a wall",
    grades: { ...FINISH_PLASTERS, "plaster-gen-angle-bead": 1, "agg-gen-plastering-sand-bulk": 1 },
  },
  {
    q: "laying a gravel path in the garden",
    grades: {
      "agg-gen-gravel-10-bulk": 3,
      "agg-gen-gravel-20-bulk": 3,
      "agg-stonebarrow-flint-chips": 2,
      "agg-stonebarrow-slate-chips": 2,
      "land-gen-weed-fabric": 2,
      "land-gen-rope-edging": 2,
      "agg-gen-mot-bulk": 2,
    },
  },
  {
    q: "joining copper pipes with solder",
    grades: { "plumb-gen-solder": 3, "plumb-gen-flux": 3, "plumb-copperlea-endfeed-elbow-15": 2 },
  },
  {
    q: "repairing a crumbling concrete step",
    grades: { "cement-castrel-repair": 3, "cement-castrel-concrete": 1, "cement-castrel-extra-rapid": 1 },
  },
  {
    q: "concreting in a gate post",
    grades: {
      "cement-castrel-postlock": 3,
      "cement-castrel-concrete": 2,
      "agg-gen-ballast-bulk": 1,
      "agg-stonebarrow-ballast": 1,
      "timber-gen-post-100-2400": 1,
    },
  },
  { q: "levelling an uneven concrete floor before tiling", grades: { "cement-castrel-levelfast": 3 } },
  {
    q: "tiling a bathroom wall",
    grades: {
      "seal-bondara-wall-tile-adhesive": 3,
      "seal-bondara-grout-white": 2,
      "seal-bondara-grout-grey": 2,
      "seal-bondara-floor-tile-adhesive": 1,
      "sheet-gen-tile-backer-12": 1,
    },
  },
  {
    q: "soundproofing a bedroom wall",
    grades: { "insul-woolmere-acoustic-50": 3, "board-gypston-hushline-15": 3 },
  },
  {
    q: "fire protection for a garage ceiling",
    grades: { "board-gypston-flameline-12-5": 3, "board-gypston-flameline-15": 3, "seal-caulkson-foam-fire": 1 },
  },
  {
    q: "boarding out a shower wall before tiling",
    grades: { "sheet-gen-tile-backer-12": 3, "board-gypston-wetguard-12-5": 3, "sheet-mardale-mr-mdf-18": 1 },
  },
  {
    q: "covering a flat garage roof",
    grades: {
      "roof-gen-epdm-3x4": 3,
      "roof-capshield-peel-stick": 2,
      "roof-capshield-shed-felt": 1,
      "roof-capshield-bitumen-coating": 2,
    },
  },
  {
    q: "something to cover the floor while decorating",
    grades: { "paint-gen-dust-sheet": 3, "sheet-gen-hardboard-3": 1 },
  },
  {
    q: "getting old woodwork ready for painting",
    grades: {
      "paint-lumbrook-wood-primer": 3,
      "paint-lumbrook-undercoat-white": 3,
      "paint-gen-sugar-soap": 2,
      "paint-gen-filler": 1,
    },
  },
  {
    q: "what goes under block paving",
    grades: {
      "agg-gen-mot-bulk": 3,
      "agg-gen-sharp-sand-bulk": 3,
      "agg-stonebarrow-sharp-sand": 3,
      "agg-gen-scalpings-bulk": 2,
      "agg-stonebarrow-kiln-sand": 1,
    },
  },
  {
    q: "my lawn is waterlogged how do i drain it",
    grades: { "drain-gen-soakaway-crate": 3, "drain-gen-channel": 2, "drain-brookflow-pipe-110-3m": 1 },
  },
  {
    q: "building a raised bed",
    grades: {
      "timber-gen-sleeper-2400": 3,
      "agg-gen-topsoil-bulk": 2,
      "fix-torqwell-timber-6-7x150": 2,
      "land-gen-weed-fabric": 1,
    },
  },
  {
    q: "stopping weeds growing through my gravel drive",
    grades: { "land-gen-weed-fabric": 3, "agg-gen-gravel-20-bulk": 1 },
  },
  {
    q: "screwing plasterboard to a ceiling",
    grades: {
      "fix-torqwell-drywall-3-5x32": 3,
      "board-gypston-std-te-12-5": 1,
      "board-gypston-std-te-9-5": 1,
      "board-gen-te-12-5": 1,
    },
  },
  {
    q: "how do i lag the pipes in my loft",
    grades: { "insul-gen-lagging-15": 3, "insul-gen-lagging-22": 3, "insul-woolmere-loft-100": 1 },
  },
  {
    q: "knocking a doorway through a wall",
    grades: {
      "block-gen-lintel-prestressed-1200": 3,
      "block-gen-lintel-prestressed-1800": 2,
      "block-gen-lintel-steel-1500": 3,
      "block-gen-padstone": 2,
    },
  },
  {
    q: "repointing my house",
    grades: {
      "cement-castrel-mortar": 3,
      "agg-gen-building-sand-bulk": 2,
      "agg-stonebarrow-building-sand": 2,
      "cement-gen-mortar-colour": 1,
      "cement-halvergate-nhl": 2,
      "cement-halvergate-lime": 1,
      "cement-castrel-opc": 1,
    },
  },
  {
    q: "cleaning brushes after gloss painting",
    grades: { "paint-gen-white-spirit": 3 },
  },
  {
    q: "base for a garden shed",
    grades: {
      "agg-gen-mot-bulk": 2,
      "land-gen-utility-slab-600": 3,
      "cement-castrel-concrete": 2,
      "agg-gen-ballast-bulk": 2,
      "agg-stonebarrow-ballast": 2,
      "cement-castrel-opc": 1,
    },
  },
  {
    q: "glue for outdoor furniture",
    grades: { "seal-bondara-wood-glue": 3, "seal-bondara-grab-heavy": 1 },
  },
  {
    q: "i want to put a new floor down in my loft",
    grades: { "sheet-gen-chipboard-p5-22": 3, "sheet-orbisheet-osb3-tg-18": 3, "sheet-orbisheet-osb3-18": 2 },
  },
  {
    q: "replacing a cracked roof tile",
    grades: {
      "roof-rydale-fairholm-grey": 3,
      "roof-rydale-fairholm-brown": 3,
      "roof-rydale-fairholm-red": 3,
      "roof-rydale-plain-red": 3,
      "roof-gen-natural-slate": 2,
    },
  },
];
