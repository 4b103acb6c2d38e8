import type { JobPhrase } from "./job-phrases.ts";

/**
 * Projects a DIYer prices by the thing to be made or done, with no product named and often no verb ("raised veg
 * beds", "a roof over the bin store", "opening up two rooms", "a patio for the back garden, five by four"): UK merchant
 * trade knowledge of what each common house and garden project is built from, its main material first (use-words.ts
 * leadOf). Read as job-phrases.ts reads every family (a `when` phrase and a `with` phrase in the query; taskOnly ones
 * only in a task phrase); appended after the trade job families (job-phrases-trades.ts), so a problem or a named
 * trade job on the same thing decides first.
 * Where to extend: a project family and the kinds it is built from (synonym group keys, trade-synonyms*.ts).
 * Risk: a `when` word that also leads products' names ("patio", "ceiling") turns a product query into a project, so
 * such entries need a `with` word that says a project (new, build, scratch, came down), never a product's own word.
 */

// Not "new": "new patio doors" names a product.
const MAKE = ["build", "building", "make", "making", "diy", "construct", "scratch", "project"];

// Words that frame a whole project to be priced or built new, without naming what is bought ("a quote for a new
// fence", "doing the front drive", "a brand new patio"): read with the project's thing, in task phrases only, where
// "new" no longer leads a product's name ("new patio doors" is no sentence). Not "replace" or "repair": a part of the
// thing is replaced in kind (job-phrases-home.ts). Not the verbs of building ("lay", "build", "put up"): the verb
// tables read those (tried: set 12's intent fell .782 → .773). "Pricing", "cost" and "materials" the reader drops.
const WHOLE_PROJECT = [
  ...["brand new", "doing", "quote", "costing", "estimate", "everything", "whole", "complete", "redo", "redoing"],
  ...["from scratch", "project"],
];

const PATIO = ["patio", "terrace"];
const DRIVE = ["drive", "driveway", "front drive", "hardstanding"];
const FENCE = ["fence", "fencing", "boundary fence", "garden fence"];
const DECK = ["deck", "decking", "decked area", "raised deck"];
const GARDEN_WALL = ["garden wall", "boundary wall", "front wall", "dwarf wall", "low wall"];
const PATH = ["path", "garden path", "pathway", "footpath"];

/** The framing words with "new" right before one of the thing's names ("a new fence", not "new boards for …"). */
function wholeProject(things: readonly string[]): string[] {
  return [...WHOLE_PROJECT, ...things.map((thing) => `new ${thing}`)];
}

export const PROJECT_JOB_PHRASES: readonly JobPhrase[] = [
  // A raised bed is built of sleepers or gravel boards, screwed at the corners, then filled with topsoil: one filled
  // asks for the soil (as the filling verb does, use-verbs-decorating.ts), read first.
  {
    when: ["fill", "filling", "filled", "soil", "compost"],
    with: ["raised bed", "raised vegetable bed", "raised veg bed", "raised garden bed", "raised flower bed"],
    groups: ["topsoil"],
  },
  {
    when: ["raised bed", "raised vegetable bed", "raised veg bed", "raised garden bed", "raised flower bed"],
    // Not "edging": edging for a bed is its own product.
    with: [...MAKE, "new", "wood", "timber", "vegetable", "veg", "sides", "frame", "corner", "corners"],
    // Sleepers are screwed at the corners with long timber (landscape) screws, or coach screws.
    groups: ["sleeper", "gravelboard", "topsoil", "landscapescrew", "coachscrew"],
  },
  // A new patio is priced as its slabs or a patio pack first, then what it is laid on.
  {
    when: ["patio"],
    // Not "pack": "<maker> patio pack" is a product's name.
    with: [...MAKE, "square metre", "sqm", "natural stone", "whole", "complete", "everything"],
    groups: ["pavingslab", "subbase", "sharpsand", "pavingjoint"],
  },
  // A deck's frame is deck joists (treated C16/C24) on bearers, bolted to its posts (the trade jobs frame garden
  // buildings in sawn timber, job-phrases-trades.ts; a deck is not one of them).
  {
    // The frame and the deck said together ("a frame for the deck", one word between at most): boards fixed down to
    // a frame are the boards' job.
    when: [
      ...["deck frame", "decking frame", "frame deck", "frame decking", "framing deck", "framing decking"],
      ...["deck subframe", "decking subframe", "deck substructure", "deck bearer", "decking bearer"],
    ],
    groups: ["joist", "treated", "coachbolt"],
  },
  // A whole project named by its thing and a word that frames it (WHOLE_PROJECT), main material first: a patio is
  // its slabs on a sub-base and sharp sand; a drive its block paving, sub-base and jointing sand; a fence its panels
  // and posts concreted in over gravel boards; a deck its boards on treated joists, screwed; a garden wall its
  // bricks in mortar, capped; a path its slabs or gravel on a membrane; stepping stones slabs set in the lawn.
  {
    when: PATIO,
    // A patio for a garden ("a patio for the back garden") is the whole project too: a garden is where it goes,
    // never a part of it. Not "garden" for the other things: "garden fence panels" name the panels.
    with: [...wholeProject(PATIO), "back garden", "front garden", "rear garden", "garden", "yard", "back yard"],
    groups: ["pavingslab", "subbase", "sharpsand"],
    taskOnly: true,
    frame: true,
  },
  {
    when: DRIVE,
    with: wholeProject(DRIVE),
    groups: ["blockpaving", "subbase", "kilndried", "kerb"],
    taskOnly: true,
    frame: true,
  },
  {
    when: FENCE,
    with: wholeProject(FENCE),
    groups: ["fencepanel", "fencepost", "postfix", "gravelboard"],
    taskOnly: true,
    frame: true,
  },
  {
    when: DECK,
    with: wholeProject(DECK),
    groups: ["decking", "joist", "deckingscrew"],
    taskOnly: true,
    frame: true,
  },
  {
    when: GARDEN_WALL,
    with: wholeProject(GARDEN_WALL),
    groups: ["facingbrick", "mortarmix", "buildingsand", "coping"],
    taskOnly: true,
    frame: true,
  },
  {
    when: PATH,
    with: wholeProject(PATH),
    groups: ["pavingslab", "subbase", "sharpsand"],
    taskOnly: true,
    frame: true,
  },
  // Stepping stones across a lawn are slabs.
  {
    when: ["stepping stone", "stepping"],
    with: ["lawn", "grass", "garden", "border", "across"],
    groups: ["pavingslab"],
  },
  // A shed, greenhouse or garden room stands on a slab or paved base over a compacted sub-base. Task phrases only:
  // "shed base" names products of its own (plastic base grids).
  {
    when: ["base", "foundation", "footing", "slab", "pad", "stand on", "sit on"],
    with: ["shed", "greenhouse", "summer house", "summerhouse", "garden room", "log cabin", "cabin", "workshop"],
    groups: ["subbase", "pavingslab", "concretemix", "ballast", "opc"],
    taskOnly: true,
  },
  // A garden retaining wall holds the soil back with hollow or dense block (or sleepers) on a concrete footing.
  // Task phrases only: "retaining wall block" is a product's name.
  {
    when: ["retaining wall", "retaining", "hold back", "holding back", "retain", "shore up", "terracing"],
    with: ["garden", "slope", "sloping", "bank", "soil", "earth", "terrace", "level", "tier", "build", "building"],
    groups: ["concreteblock", "sleeper", "concretemix", "opc"],
    taskOnly: true,
  },
  // Two rooms opened into one: the opening is spanned by a lintel or beam bearing on padstones. (A wall alone knocked
  // down is the verb's job, use-verbs.ts; an opening in named masonry, job-phrases-problems.ts.)
  {
    when: [
      ...["knock through", "knocking through", "knocked through", "knock into one", "knock", "knocking", "open up"],
      ...["opening up", "knock wall", "knocking wall", "remove wall", "removing wall", "take out wall"],
      ...["taking out wall"],
    ],
    // Not "wall": a garden wall knocked down is no opening.
    with: [
      ...["between", "through", "room", "rooms", "kitchen", "dining", "dining room", "diner", "lounge", "living"],
      ...["living room", "front room", "back room", "reception", "through lounge", "doorway"],
      ...["brick", "block", "brickwork", "blockwork", "cavity", "masonry", "solid wall", "block wall", "brick wall"],
    ],
    groups: ["lintel", "padstone"],
  },
  {
    when: ["load bearing", "loadbearing", "supporting wall", "structural wall"],
    with: ["remove", "removing", "take", "taking", "knock", "knocking", "opening", "open", "through"],
    groups: ["lintel", "padstone"],
  },
  // A washing line, rotary dryer, pole or swing is set in the ground in post mix (or concrete).
  {
    when: [
      ...["washing line", "rotary dryer", "rotary airer", "rotary line", "rotary washing line"],
      // Not "pole" alone: a curtain pole is fixed and sold as a set.
      ...["whirligig", "flagpole", "flag pole", "parasol", "swing", "climbing frame", "goal post", "basketball"],
    ],
    with: ["set", "concrete", "concreting", "ground", "hole", "bed", "bedding"],
    groups: ["postfix", "concretemix", "rapidcement"],
  },
  // A small outdoor store or shelter is roofed in corrugated sheet, felt on OSB, or board.
  {
    when: [
      ...["cover", "covering", "roof", "roofing", "top", "lid", "canopy", "keep dry", "keep rain", "rainproof"],
      ...["waterproof"],
    ],
    with: [
      ...["log store", "woodstore", "woodshed", "log", "log pile", "bin store", "bin shelter"],
      ...["bike store", "bike shelter", "log shelter", "carport", "kennel", "dog kennel", "coop", "chicken coop"],
      ...["hen house", "lean to", "lean", "shelter", "hutch"],
    ],
    groups: ["roofsheet", "osb", "roofingfelt"],
    // "Cover" or "keep dry" says what is wanted, not what is bought: a cover is no product here.
    quiet: true,
  },
  // Shelves and cupboards built into alcoves are made of MDF, plywood or planed timber.
  {
    when: ["alcove", "alcoves", "recess", "chimney breast"],
    with: [
      ...["shelf", "shelves", "shelving", "cupboard", "cupboards", "unit", "units", "storage", "seat", "wardrobe"],
      ...["bookcase"],
    ],
    groups: ["mdf", "plywood", "planed"],
  },
  // A roof or floor is tied to the walls with restraint straps (building regulations), joists hung on hangers.
  {
    when: ["tie", "tying", "tied", "strap", "strapping", "restrain", "restraint", "hold down", "anchor"],
    with: ["roof", "wall plate", "rafter", "rafters", "truss", "trusses", "gable", "building control", "regs"],
    groups: ["restraintstrap", "joisthanger"],
  },
  // A lawn that needs no mowing is artificial grass, laid on a weed membrane.
  {
    when: ["lawn", "grass", "turf"],
    with: [
      ...["mow", "mowing", "mowed", "cutting", "cut", "maintenance", "low maintenance", "always green"],
      ...["stay green", "fake", "plastic"],
    ],
    groups: ["artificialgrass", "weedfabric"],
  },
  // A deck that needs no oiling or staining is composite decking ("oiling a deck" is the oil: no word here).
  {
    when: ["deck", "decking"],
    with: ["never", "maintenance", "low maintenance", "maintenance free", "no maintenance", "rot proof", "wont rot"],
    groups: ["compositedeck"],
  },
  // Tiles for a patio or garden are porcelain or stone paving slabs. Not "outdoor" or "outside": exterior tile
  // adhesive and grout are products of their own.
  { when: ["tile", "tiles"], with: ["patio", "garden", "garden path"], groups: ["pavingslab"] },
  // The eaves are boxed in underneath with soffit board and faced with fascia; rotten boards there are replaced so.
  {
    when: ["eaves", "eave", "roof edge", "edge of the roof", "overhang"],
    with: ["boxing", "box", "underside", "under", "cover", "covering", "close", "enclose"],
    groups: ["soffit", "fasciaboard"],
  },
  {
    when: ["eaves", "eave", "roof edge", "edge of the roof", "overhang"],
    with: ["board", "boards", "boarding", "rotten", "rot", "rotting", "replace", "replacing", "renew", "timber"],
    groups: ["fasciaboard", "soffit"],
  },
  // A pond's edge is dressed with cobbles, pebbles and chippings.
  {
    when: ["pond", "water feature"],
    with: ["edge", "edging", "surround", "border", "stone", "stones", "decorative", "rock", "rocks", "beach"],
    groups: ["pebble", "chippings", "peagravel"],
  },
  // A ceiling that came down is reboarded in plasterboard, screwed up and skimmed.
  {
    when: ["ceiling", "ceilings"],
    with: ["came", "come", "fell", "fallen", "collapsed", "collapse", "reboard", "reboarding", "replace"],
    groups: ["plasterboard", "drywallscrew", "multifinish", "scrimtape"],
  },
  // A solid or private fence is closeboard: panels, or feather edge boards on arris rails, between posts. Not
  // "closeboard" and task phrases only: "closeboard fence panel 6ft" is a product's name (tried: it fell 4 sets).
  {
    when: ["solid", "private", "privacy", "no gaps", "overlooked", "see through"],
    with: FENCE,
    groups: ["fencepanel", "featheredge", "fencepost", "postfix"],
    taskOnly: true,
  },
  // A garden made low maintenance is decorative chippings over a weed membrane, or artificial grass.
  {
    when: ["low maintenance", "no maintenance", "maintenance free", "easy care", "easy to look after"],
    with: ["garden", "front garden", "back garden", "border", "borders", "yard", "flower bed"],
    groups: ["chippings", "weedfabric", "artificialgrass"],
  },
  // Garden steps built of sleepers are screwed or bolted together.
  {
    when: ["step", "steps", "stair", "stairs", "staircase"],
    with: ["sleeper", "sleepers", "railway sleeper", "railway sleepers"],
    groups: ["sleeper", "landscapescrew", "coachbolt"],
  },
  // Pipes boxed in behind a frame of planed timber or CLS faced in MDF (moisture resistant in a bathroom). Not
  // plasterboard: tried, it outranked the MDF.
  // Not "cover": radiator pipe covers are products of their own.
  {
    when: ["boxing in", "box in", "boxing", "boxed in", "hide", "hiding", "conceal", "concealing"],
    with: ["pipe", "pipes", "pipework", "soil pipe", "soil stack", "boiler pipe", "waste pipe", "meter"],
    groups: ["mdf", "planed", "cls"],
  },
];
