import type { SynonymGroup } from "./trade-synonyms.ts";

/**
 * The second half of the trade-synonym data (trade-synonyms.ts explains the fields): plasterboard, insulation and
 * membranes, roofing and drainage, landscaping and fixings. Split only for length; TRADE_SYNONYMS keeps this order.
 */
export const ENVELOPE_SYNONYMS: readonly SynonymGroup[] = [
  // Plasterboard.
  {
    key: "plasterboard",
    // "Drywall" is only asked with, never indexed: as a product word it is mostly a screw's ("drywall screws"),
    // which must not join the plasterboards (askedAs: alone it asks for the boards). Nor is "wallboard" indexed:
    // canonical text joins "cavity wall board" into it; asked, it finds its own products, then the boards.
    // "p board" is merchants' shorthand ("ACOUSTIC TE P/BOARD").
    terms: ["plasterboard", "plaster board", "p board", "sheetrock", "gypsum board", "gyprock"],
    alsoFrom: ["gyproc", "knauf", "siniat", "british gypsum", "wallboard", "wall board"],
    askedAs: ["drywall", "dry wall"],
  },
  {
    key: "mrboard",
    // A moisture-resistant MDF is MDF (trade-synonyms-everyday-names.ts "mrmdf"): "green board" is plasterboard.
    notWith: ["mrmdf"],
    terms: [
      "moisture resistant plasterboard",
      "moisture resistant",
      "green board",
      "green plasterboard",
      "mr board",
      "mr plasterboard",
      "moisture board",
      "moisture panel",
      "bathroom plasterboard",
    ],
    // What the board is for: "plasterboard for bathroom" ranks the moisture-resistant boards first.
    alsoFrom: ["bathroom", "wet room", "shower room", "waterproof board", "waterproof plasterboard"],
  },
  {
    key: "fireboard",
    terms: [
      "fire board",
      "fireline",
      "fire resistant plasterboard",
      "fire rated plasterboard",
      "pink board",
      "pink plasterboard",
      "fire rated board",
      "fire panel",
      "fireboard",
      "fire check board",
      "fire check plasterboard",
      // Merchants' word order: "… Plasterboard Fire Resistant Tapered Edge".
      "plasterboard fire resistant",
      "fire resistant board",
    ],
  },
  {
    key: "soundboard",
    terms: [
      "soundbloc",
      "sound board",
      "acoustic plasterboard",
      "sound block",
      "acoustic board",
      "sound insulation plasterboard",
      "sound insulating plasterboard",
      "soundproof plasterboard",
      "sound proof plasterboard",
      "sound plasterboard",
    ],
    // An acoustic board is the other half of a sound-insulated wall.
    alsoFrom: ["sound insulation", "acoustic insulation", "soundproofing"],
  },
  {
    key: "cementboard",
    terms: ["cement board", "tile backer board", "backer board", "cement particle board"],
    // "Waterproof board" is what a tiler asks for: a cement board first, then moisture-resistant plasterboard.
    alsoFrom: ["aquapanel", "hardiebacker", "hardibacker", "hardie backer", "hardi backer", "waterproof board"],
  },
  // Insulation and membranes.
  {
    key: "pir",
    terms: [
      "pir board",
      "pir insulation",
      "pir",
      "polyisocyanurate",
      "rigid insulation board",
      "foil backed insulation",
    ],
    alsoFrom: ["kingspan", "celotex", "ecotherm", "recticel", "xtratherm", "quinn therm", "quinntherm"],
  },
  {
    key: "mineralwool",
    terms: [
      "mineral wool",
      "loft roll",
      "loft insulation",
      "loft quilt",
      "insulation quilt",
      "glass wool",
      "rock wool",
      "insulation roll",
      "stone wool",
      "fibreglass",
      "fiberglass",
      "glass fibre insulation",
      // Makers and lines that are nothing but mineral wool.
      "rockwool",
      "earthwool",
      "knauf earthwool",
      "isover",
      "superglass",
    ],
  },
  // Insulation sold for sound, whatever it is made of (a mineral-wool acoustic roll or slab).
  {
    key: "acousticinsulation",
    terms: [
      "acoustic insulation",
      "sound insulation",
      "acoustic roll",
      "acoustic slab",
      "sound insulation roll",
      "sound insulation slab",
      "soundproofing insulation",
      "soundproofing",
      // Isover's and others' name for a stud wall's acoustic roll.
      "acoustic partition roll",
      "partition roll",
      // Stone-wool slabs (RWA45 and the like) are the stud wall's usual sound-deadening fill.
      "stone wool slab",
      "rock wool slab",
      "rockwool slab",
      "mineral wool slab",
    ],
  },
  // Any board or batt built into a cavity wall (PIR cavity boards too); cavitybatt is the mineral-wool kind.
  {
    key: "cavityinsulation",
    // Where a board or batt goes, not a kind of product: a PIR cavity board is still a PIR board.
    attribute: true,
    terms: ["cavity wall insulation", "cavity insulation", "cavity wall board", "cavity board"],
    // The batts and slabs keep their own group (below), which these words also ask for.
  },
  {
    key: "cavitybatt",
    terms: ["cavity batt", "cavity wall batt", "cavity slab", "cavity wall slab"],
    alsoFrom: ["dritherm", "cavity wall insulation", "cavity insulation"],
  },
  {
    key: "eps",
    terms: [
      "eps",
      "expanded polystyrene",
      "polystyrene board",
      "polystyrene sheet",
      "polystyrene",
      "polystyrene insulation",
      "eps insulation",
      // Grades are printed glued to the name ("EPS70 Insulation Board").
      "eps70",
      "eps100",
      "eps150",
      "eps200",
    ],
    alsoFrom: ["jablite"],
  },
  { key: "xps", terms: ["xps", "extruded polystyrene"], alsoFrom: ["styrofoam"] },
  {
    key: "dpm",
    terms: [
      "dpm",
      "damp proof membrane",
      "polythene sheet",
      "polythene sheeting",
      "builders polythene",
      "radon membrane",
    ],
    alsoFrom: ["visqueen"],
  },
  {
    key: "breathable",
    terms: [
      "breathable membrane",
      "breather membrane",
      "breathable roof membrane",
      "housewrap",
      "roofing underlay",
      "breathable underlay",
      "breathable roofing membrane",
    ],
    // A bare "roofing membrane" also titles EPDM rubber sheets: it asks for the breathable kind, never indexes as it.
    alsoFrom: ["tyvek", "roof underlay", "roofing membrane"],
  },
  // Roofing and drainage.
  { key: "roofingfelt", terms: ["roofing felt", "roof felt", "shed felt", "torch on felt", "bitumen felt"] },
  // What goes under tiles or slates: an underslating felt or a breathable membrane.
  {
    key: "roofunderlay",
    attribute: true,
    // "Underslating" says what it is on its own: titles put other words between it and "felt".
    terms: [
      "roof underlay",
      "underslating felt",
      "underlay felt",
      "felt underlay",
      "sarking felt",
      "underslating",
      "roof felt underlay",
      "roofing felt underlay",
    ],
    // A breathable roofing membrane (its own group) is the other underlay.
    alsoFrom: ["roofing underlay", "breathable roofing membrane", "breathable roof membrane", "roofing membrane"],
  },
  {
    key: "rooftile",
    terms: ["roof tile", "roofing tile", "concrete roof tile", "interlocking tile"],
    alsoFrom: ["marley", "redland"],
  },
  { key: "slate", terms: ["roof slate", "roofing slate", "natural slate", "fibre cement slate"] },
  {
    key: "roofsheet",
    terms: [
      "corrugated sheet",
      "corrugated roofing",
      "roofing sheet",
      "bitumen sheet",
      // Titles also put the material between the words: "Corrugated Bitumen Roof Sheet", "PVC Roofing Sheet".
      "roof sheet",
      "corrugated roof sheet",
      "corrugated bitumen sheet",
      "bitumen roof sheet",
      "polycarbonate roof sheet",
      "pvc roof sheet",
    ],
    alsoFrom: ["onduline"],
  },
  { key: "drainpipe", terms: ["drainage pipe", "underground pipe", "drain pipe", "underground drainage pipe"] },
  { key: "soilpipe", terms: ["soil pipe", "soil and vent pipe", "svp"] },
  { key: "gutter", terms: ["gutter", "guttering", "rainwater gutter", "half round gutter"] },
  {
    key: "downpipe",
    terms: ["downpipe", "down pipe", "rainwater pipe", "rainwater downpipe", "downspout", "down spout"],
    // Householders' word for the pipe off the gutter; "drain pipe" apart is the underground kind (above).
    alsoFrom: ["drainpipe"],
  },
  // Landscaping.
  // Natural stone and porcelain paving are sold as slabs in packs that rarely print "slab".
  {
    key: "pavingslab",
    terms: [
      "paving slab",
      "patio slab",
      "paving flag",
      "flagstone",
      "patio paving",
      "sandstone paving",
      "indian sandstone",
      "limestone paving",
      "porcelain paving",
      "natural stone paving",
      "patio pack",
      "paving pack",
    ],
  },
  { key: "blockpaving", terms: ["block paving", "paving block", "pavior", "paver", "brick pavior"] },
  // Fixings.
  {
    key: "cavityfixing",
    terms: [
      "cavity fixing",
      "cavity wall fixing",
      "cavity anchor",
      "cavity wall anchor",
      "plasterboard fixing",
      "plasterboard anchor",
      "plasterboard plug",
      "hollow wall anchor",
      "hollow wall fixing",
      "spring toggle",
      // Merchants' shorthand: "P/BOARD FIXINGS".
      "p board fixing",
    ],
  },
  { key: "framefixing", terms: ["frame fixing", "frame anchor", "hammer fixing", "hammer in fixing", "nail in plug"] },
  {
    key: "wallplug",
    terms: ["wall plug", "rawlplug", "rawl plug", "masonry plug", "plastic plug", "nylon plug", "fixing plug"],
  },
  { key: "rebar", terms: ["rebar", "reinforcing bar", "reinforcement bar", "steel rebar"] },
  { key: "mesh", terms: ["reinforcing mesh", "reinforcement mesh", "a142 mesh", "steel mesh", "a193 mesh"] },
  // Hand tools: the trade's names for the same tool.
  {
    key: "clubhammer",
    terms: ["club hammer", "lump hammer", "lumping hammer", "mash hammer"],
    alsoFrom: ["tool", "hand tool"],
  },
  {
    key: "bolster",
    terms: ["bolster", "bolster chisel", "brick bolster", "brick chisel", "brick cutting chisel"],
    alsoFrom: ["tool", "hand tool"],
  },
  {
    key: "plastertrowel",
    terms: [
      "plastering trowel",
      "plasterer trowel",
      "plasterers trowel",
      "finishing trowel",
      "skimming trowel",
      "skim trowel",
    ],
    alsoFrom: ["tool", "hand tool"],
  },
  {
    key: "expandingfoam",
    terms: [
      "expanding foam",
      "expanding filler foam",
      "gun foam",
      "pu foam",
      "polyurethane foam",
      "filler foam",
      "squirty foam",
      "spray foam",
    ],
  },
];
