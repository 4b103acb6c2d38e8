import type { JobPhrase } from "./job-phrases.ts";

/**
 * Garden jobs a DIYer names by the thing and what is done to it, with no product named ("a neat edge to the lawn",
 * "top dressing the pots", "making a pergola", "a french drain across the bottom of the garden"): UK merchant trade
 * knowledge of what each is bought as. A lawn, bed or path is edged with lawn, rope-top or log-roll edging (a drive
 * with kerbs: one group); a lawn is top-dressed with screened topsoil, pots and borders with decorative chippings or
 * gravel; a pergola, arbour or carport is treated timber on post supports, bolted; a log store or compost bin is
 * treated timber clad in feather edge (a gate too), a kennel or coop a treated frame in OSB under felt, and furniture
 * made indoors (a workbench, a bookcase, a window seat) planed timber and MDF or ply, screwed; a french drain is perforated land drain in a gravel-filled trench lined with
 * geotextile, a soakaway crates wrapped in geotextile. Read as job-phrases.ts reads every family, after the projects
 * (job-phrases-projects.ts), so a problem or a trade job on the same thing decides first.
 * Where to extend: another garden job with the kinds it is bought as (synonym group keys, trade-synonyms*.ts).
 * Risk: "edge", "border" and "dressing" also lead products' names ("tapered edge", "border edging"): each entry
 * needs its garden thing, and the build entries a word that says the thing is made.
 */

const MAKE = ["build", "building", "make", "making", "diy", "construct", "constructing", "erect", "erecting", "new"];

const LAWN = ["lawn", "grass", "turf", "lawns"];
const BEDS_AND_PATHS = [
  // Not a raised bed: it is edged in its own sleepers (job-phrases-projects.ts).
  ...["flower bed", "border", "path", "pathway", "garden path", "drive", "driveway", "gravel", "patio"],
];
const EDGE = ["edge", "edges", "edging", "edged", "border", "divide", "dividing", "separate", "separating"];
const POTS = [...["pot", "flower pot", "planter", "container", "tub", "border", "flower bed", "rockery", "trough"]];
const TOP_DRESS = ["top dressing", "top dress", "topdressing", "top dressed", "dressing", "mulch", "mulching"];

export const GARDEN_JOB_PHRASES: readonly JobPhrase[] = [
  // A lawn edged against a bed, a path or gravel: lawn edging keeps the grass out.
  { when: EDGE, with: LAWN, groups: ["kerb"] },
  { when: ["edging", "edged", "edge", "edges"], with: BEDS_AND_PATHS, groups: ["kerb"] },
  // A lawn is top-dressed with screened topsoil; pots and borders with decorative stone.
  { when: TOP_DRESS.filter((w) => !w.startsWith("mulch")), with: LAWN, groups: ["topsoil"] },
  { when: TOP_DRESS, with: POTS, groups: ["chippings", "pebble", "peagravel"] },
  // A pergola, arbour or carport: treated timber posts and beams, on post supports or concreted in, bolted together.
  {
    when: ["pergola", "arbour", "arbor", "gazebo", "carport", "garden arch"],
    with: [...MAKE, "put up", "putting up", "self build", "own", "kit", "plan", "plans"],
    groups: ["sawn", "treated", "postsupport", "coachscrew"],
    taskOnly: true,
  },
  // A log store, compost bin, bin or bike store, or a ledged and braced gate: a treated frame clad in feather edge.
  {
    when: [
      ...["log store", "log shelter", "woodstore", "wood store", "compost bin", "compost heap", "composter"],
      ...["bin store", "bike store", "garden gate", "side gate", "wooden gate", "timber gate", "planter box"],
    ],
    with: [...MAKE, "put up", "putting up", "own", "plan", "plans"],
    groups: ["sawn", "featheredge", "treated"],
    taskOnly: true,
  },
  // An animal's house or a cold frame: a treated sawn frame skinned in OSB or ply under a felted roof.
  {
    when: [
      ...["kennel", "dog kennel", "chicken coop", "coop", "hen house", "henhouse", "rabbit hutch", "hutch"],
      // Not "tree house" or "den": table words are never corrected, and "tree" is a typo of "three" ("thee by two").
      "cold frame",
    ],
    with: [...MAKE, "own", "plan", "plans"],
    groups: ["sawn", "treated", "osb", "roofingfelt"],
    taskOnly: true,
  },
  // A planter, trough or herb bed made of timber: sleepers or feather edge boards on a treated frame, screwed at the
  // corners with timber screws (a raised bed is the projects' entry, read first; one filled asks for its soil, and
  // "planter box" is a log store's build above). Not "garden": "garden planter" may be a product's name. Not "tree
  // planter": table words are never corrected, and "tree" is a typo of "three" (typo stress, "thee by two").
  {
    when: [
      ...["planter", "planters", "trough", "troughs", "herb bed", "herb garden", "veg patch", "vegetable patch"],
      ...["flower box", "window box", "bed surround"],
    ],
    with: [...MAKE, "own", "plan", "plans", "wooden", "wood", "timber", "sleeper", "sleepers", "scaffold board"],
    groups: ["sleeper", "featheredge", "landscapescrew", "woodscrew"],
    taskOnly: true,
  },
  // Furniture and fitted storage made indoors: planed timber or sheet (MDF, ply), screwed together.
  {
    when: [
      ...["workbench", "work bench", "bookcase", "shelving unit", "shelf unit", "desk", "window seat"],
      ...["cupboard", "wardrobe", "kitchen island", "island", "toy box", "bed frame", "bench seat", "storage unit"],
      ...["storage bench", "shelves", "shelving"],
    ],
    with: [...MAKE, "own", "plan", "plans", "frame", "carcass"],
    groups: ["planed", "mdf", "plywood", "woodscrew"],
    taskOnly: true,
  },
  // Water taken away under a soggy garden: a french drain (perforated pipe in gravel, wrapped), or a soakaway.
  {
    when: ["french drain", "rubble drain", "land drain", "field drain", "drainage trench", "gravel trench"],
    with: [...MAKE, "dig", "digging", "put", "putting", "install", "installing", "lay", "laying", "lawn", "garden"],
    groups: ["landdrain", "geotextile", "peagravel"],
  },
  {
    when: ["soakaway", "soak away", "soakaways"],
    with: [...MAKE, "dig", "digging", "put", "putting", "install", "installing", "garden", "downpipe", "lawn"],
    groups: ["soakaway", "geotextile"],
  },
  // Steps made in a garden (up a slope, a bank, off a patio): sleeper risers screwed together, or slab treads on a
  // concrete bed. Steps of sleepers said are the projects' entry (job-phrases-projects.ts, read first).
  {
    when: ["step", "steps", "garden step", "garden steps"],
    // Not "garden" alone: "edging for garden steps" and "treads for garden steps" buy the part named.
    with: [...MAKE, "slope", "sloping", "bank", "embankment", "dig", "digging", "cut", "cutting"],
    groups: ["sleeper", "pavingslab", "landscapescrew", "concretemix"],
    taskOnly: true,
  },
];
