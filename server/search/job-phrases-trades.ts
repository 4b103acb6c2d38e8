import type { JobPhrase } from "./job-phrases.ts";
import { GARDEN_BUILDING_JOB_PHRASES, GARDEN_BUILDINGS } from "./job-phrases-garden-buildings.ts";
import { PLUMBING_PROJECT_JOB_PHRASES } from "./job-phrases-plumbing-projects.ts";
import { PROJECT_JOB_PHRASES } from "./job-phrases-projects.ts";
import { ROOFING_JOB_PHRASES } from "./job-phrases-roofing.ts";
import { SECOND_FIX_JOB_PHRASES } from "./job-phrases-second-fix.ts";
import { GARDEN_JOB_PHRASES } from "./job-phrases-garden-jobs.ts";
import { TIMBER_CARE_JOB_PHRASES } from "./job-phrases-timber-care.ts";
import { MASONRY_JOB_PHRASES } from "./job-phrases-masonry.ts";

/**
 * Trade jobs a DIYer describes by the work and the thing worked on ("tying the two leaves of a cavity wall", "a
 * frame for a summer house", "turn the water off to the dishwasher") rather than by the product: UK merchant trade
 * knowledge of what each common job family is done with, read as job-phrases.ts reads its problem families (a
 * `when` phrase and, when given, a `with` phrase in the query; taskOnly ones only in a task phrase). Appended after the problem
 * families, so a problem on the same thing ("damp", "leak", "weeds") still decides first.
 * Written per job family (masonry, carpentry, plumbing, roofing, decorating, landscaping), never per query.
 * Where to extend: a job family with its product kinds (synonym group keys, trade-synonyms*.ts); never a product's
 * own name as `when` (job-phrases.ts's risk holds).
 */

const BUILD = ["build", "building", "make", "making", "fit", "fitting", "fitted", "built", "construct", "diy"];
const PLUMB = ["plumb", "plumbing", "connect", "connecting", "hook", "install", "installing", "fit", "fitting"];
/** Masonry that is pointed in lime: job-phrases-masonry.ts (use-verbs.ts and job-phrases-fabric.ts read it here). */
export { OLD_MASONRY } from "./job-phrases-masonry.ts";

export const TRADE_JOB_PHRASES: readonly JobPhrase[] = [
  // A garden building's parts (its insulation, sheathing, cladding) before its frame, read below; an internal
  // doorway's lining before the frame fixed into masonry (job-phrases-second-fix.ts).
  ...GARDEN_BUILDING_JOB_PHRASES,
  ...SECOND_FIX_JOB_PHRASES,
  // Masonry: cavity leaves, below ground, old and cold-weather masonry (job-phrases-masonry.ts).
  ...MASONRY_JOB_PHRASES,
  // A chimney stack meets the roof at lead flashings (flashing tape for a quick repair).
  {
    when: ["chimney"],
    with: ["flashing", "repair", "leak", "leaking", "leaky", "water", "damp", "seal", "reseal", "roof"],
    groups: ["leadflashing", "flashingtape"],
  },
  // Flat roofs are insulated above the deck with PIR board (a warm roof).
  {
    when: ["flat roof", "warm roof", "warm deck", "roof deck"],
    with: ["insulation", "insulate", "insulating", "insulated", "warm"],
    groups: ["pir"],
  },
  // Fitted furniture and joinery built on site is carcassed in sheet material.
  {
    when: [
      ...["wardrobe", "wardrobes", "cupboard", "cupboards", "alcove", "alcoves", "bookcase", "bookshelf"],
      ...["shelving unit", "built in", "cabinet", "cabinets", "vanity unit", "media unit", "window seat", "desk"],
    ],
    with: [...BUILD, "custom", "bespoke"],
    groups: ["mdf", "plywood", "contiboard"],
  },
  // Garden buildings are framed in treated sawn timber; an indoor partition in CLS studs and plasterboard.
  {
    when: ["frame", "framing", "floor frame", "bearer", "bearers", "carcass", "structure", "joists"],
    with: GARDEN_BUILDINGS,
    groups: ["treated", "sawn"],
  },
  {
    when: ["stud wall", "stud partition", "partition wall", "studwork", "partition"],
    with: [...BUILD, "framing", "frame", "new", "erect"],
    // CLS first; sawn carcassing is its rougher substitute, then the boards that line it.
    groups: ["cls", "sawn", "plasterboard"],
  },
  // A stud wall named by the room it divides ("a stud wall in the loft", "partition for the garage"), with no verb:
  // the same wall built new. Task phrases only.
  {
    when: ["stud wall", "stud partition", "partition wall", "studwork", "stud work"],
    with: [
      ...["loft", "attic", "loft conversion", "garage", "bedroom", "box room", "boxroom", "extension", "basement"],
      ...["cellar", "landing", "office", "utility", "ensuite", "en suite", "dressing room", "room", "rooms"],
    ],
    groups: ["cls", "sawn", "plasterboard"],
    taskOnly: true,
    // The wall is the whole project's frame: a leading verb that reads another job on it decides (JobPhrase frame).
    frame: true,
  },
  // Joists bought for a house's floor or roof span on C24 strength-graded timber (C16 carcassing the lesser grade),
  // hung on joist hangers. Task phrases only: "floor joist 47 x 200" is a product's name. `with` says the joists are
  // what is bought (replaced, spanning, for an extension), never a place ("insulation between the floor joists");
  // not "new": a deck's joists are treated (the garden-building entry above reads a shed's first).
  {
    when: ["joist", "floor joist"],
    with: ["extension", "span", "spanning", "sagging", "bouncy", "replace", "replacing", "renew", "renewing"],
    groups: ["strengthgraded", "sawn", "joisthanger"],
    taskOnly: true,
  },
  // Concrete cast in place is shuttered with plywood or OSB formwork.
  {
    when: ["formwork", "shuttering", "shutter", "mould", "mold", "boxing"],
    with: ["concrete", "pour", "pouring", "cast", "casting", "step", "steps", "slab", "footing", "plinth", "kerb"],
    groups: ["plywood", "osb"],
  },
  // Water to an appliance or fitting is shut off at an isolating valve or the stop tap.
  {
    // "turn", "shut" alone too: the search drops "off" as a stopword before the table reads the words.
    when: [
      "turn off",
      "shut off",
      "switch off",
      "cut off",
      "isolate",
      "isolating",
      "isolation",
      "water off",
      "turn",
      "shut",
    ],
    with: [
      ...["water", "supply", "tap", "toilet", "cistern", "washing machine", "dishwasher", "appliance"],
      ...["radiator", "sink", "basin", "boiler", "mains"],
    ],
    groups: ["isolatingvalve", "stoptap"],
  },
  // Appliances are plumbed in with a valve, a trap and a waste; a WC connects to the soil and drain runs.
  {
    when: ["washing machine", "dishwasher", "appliance", "washer"],
    with: [...PLUMB, "move", "moving"],
    groups: ["isolatingvalve", "trap", "wastepipe"],
  },
  {
    when: ["toilet", "wc", "loo"],
    with: ["drain", "drains", "soil", "soil stack", "sewer", "outside", "underground"],
    groups: ["soilpipe", "drainpipe"],
  },
  // Roofs and covers that must let daylight through are clear sheet.
  {
    when: ["let light", "light in", "clear", "translucent", "see through", "daylight"],
    with: ["roof", "cover", "covering", ...GARDEN_BUILDINGS, "canopy", "porch"],
    groups: ["roofsheet"],
  },
  // Pitched roofs: battens, underlay, tiles and slates (job-phrases-roofing.ts).
  ...ROOFING_JOB_PHRASES,
  // The top of a garden wall or pier is capped with coping.
  {
    when: ["top", "cap", "capping"],
    with: ["wall", "garden wall", "brick wall", "pier", "pillar", "boundary wall"],
    groups: ["coping"],
  },
  // Oil-based paint is cleaned from brushes and rollers with white spirit.
  {
    when: ["brush", "brushes", "roller", "rollers"],
    with: ["clean", "cleaning", "oil paint", "oil based", "gloss", "out"],
    groups: ["whitespirit"],
  },
  // Woodwork indoors is glossed or satined, never emulsioned.
  {
    when: [
      // Not "painting": a gap filled "before painting" is a filling job (a verb first: use-verbs-decorating.ts).
      ...["shiny", "glossy", "gloss", "sheen", "wipeable", "glossing", "repainting", "repaint"],
      ...["fresh coat", "new coat", "coat of paint", "lick of paint", "finish"],
    ],
    with: [
      ...["door", "doors", "skirting", "skirtings", "woodwork", "architrave", "banister", "spindle"],
      ...["window frame", "door frame", "trim"],
    ],
    groups: ["glosspaint", "satinwood"],
  },
  // Render, pebbledash and brick outside are painted with masonry paint. Not "paint" with "masonry": that is the
  // product's own name ("<maker> masonry paint"); "paint" only in a task phrase, with the render or the house front.
  {
    when: ["painting", "repaint", "repainting", "fresh coat", "new coat", "coat of paint", "lick of paint"],
    with: [
      ...["render", "rendered", "rendering", "pebbledash", "pebble dash", "house front", "front of the house"],
      // Not "outside wall": the reader drops "outside" and would leave every painted wall.
      ...["exterior wall", "masonry", "external wall"],
    ],
    groups: ["masonrypaint"],
  },
  {
    when: ["paint"],
    with: ["render", "rendered", "rendering", "pebbledash", "pebble dash", "house front", "front of the house"],
    groups: ["masonrypaint"],
    taskOnly: true,
  },
  // A room over an integral garage needs a fire-resisting ceiling (building regulations).
  {
    when: ["garage"],
    // Not "ceiling" alone: a garage ceiling insulated wants insulation board (use-verbs-building.ts).
    with: ["bedroom", "room above", "building regs", "regs", "fire"],
    groups: ["fireboard"],
  },
  // Under a patio, path or drive goes a compacted sub-base, then the sharp sand the slabs are bedded on.
  {
    when: ["base", "base layer", "sub layer", "bottom layer", "before slab", "before paving", "hardcore layer"],
    with: ["patio", "paving", "drive", "driveway", "path", "pathway", "block paving"],
    groups: ["subbase", "sharpsand"],
  },
  // Drives and parking are block paved on a compacted sub-base.
  {
    when: ["drive", "driveway", "parking", "hardstanding"],
    // Not "block": "edging for a block paved drive" names its product before the drive.
    with: ["pave", "paving", "lay", "laying", "surface", "resurface", "car", "cars", "park"],
    groups: ["blockpaving", "subbase"],
  },
  // Sleepers and landscape timbers are fixed together with long timber screws (no pilot hole), coach screws or bolts.
  {
    when: ["sleeper", "sleepers", "landscape timber"],
    with: ["fix", "fixing", "join", "joining", "together", "secure", "stack", "stacking", "connect"],
    groups: ["landscapescrew", "coachscrew", "coachbolt"],
  },
  // Guarding round a deck, stair or landing: handrail, spindles and newels.
  {
    when: ["railing", "railings", "balustrade", "balustrading", "banister", "banisters", "guard rail"],
    groups: ["handrail", "spindle", "newel"],
  },
  // A window or door frame set into a masonry opening is fixed with frame fixings or concrete screws, its gap
  // foamed and sealed. Frames named as such: "brick window sill" is no fixing job.
  {
    when: [
      ...["window frame", "door frame", "upvc window", "upvc door", "replacement window", "patio door", "french door"],
      ...["bifold door", "bi fold door", "back door frame", "casement"],
    ],
    with: [
      ...["brick", "brickwork", "masonry", "block", "blockwork", "stone", "stonework", "concrete", "reveal"],
      ...["wall", "opening"],
    ],
    groups: ["framefixing", "concretescrew", "expandingfoam", "sealant"],
  },
  // A steel beam or RSJ bears on a padstone at each end.
  {
    when: ["sit", "end", "ends", "bearing", "bear", "rest", "support", "under"],
    with: ["steel beam", "rsj", "universal beam", "beam"],
    groups: ["padstone"],
  },
  // An empty or broken-into building's windows and doors are boarded up with OSB or plywood.
  {
    // "board", not "board up": the search drops "up" as a stopword before the table reads the words.
    when: ["board", "boarding", "boarded", "cover", "covering", "secure", "securing", "hoarding"],
    with: ["empty", "vacant", "derelict", "unoccupied", "broken window", "smashed window", "broken glass"],
    groups: ["osb", "plywood"],
  },
  // Privacy in a garden is a fence, topped or extended with trellis.
  {
    when: ["privacy", "overlooked", "screening", "nosy", "prying"],
    with: ["garden", "back garden", "front garden", "patio", "yard", "neighbour", "neighbours", "fence", "boundary"],
    groups: ["fencepanel", "trellis"],
  },
  // Foundations of a wall or an extension are built up to ground level in trench block, engineering brick or dense
  // block. Task phrases only: "foundation block" is a product's name.
  {
    when: ["foundation", "footing", "trench", "ground level"],
    with: ["wall", "garden wall", "brick wall", "boundary wall", "extension", "house", "garage", "porch"],
    groups: ["trenchblock", "engineeringbrick", "concreteblock", "concretemix", "ballast"],
    taskOnly: true,
  },
  // The first coat under a skim is a plaster undercoat: bonding coat on smooth or dense backgrounds, else hardwall.
  // Not "undercoat": a paint's and a product's name.
  {
    when: ["first coat", "base coat", "scratch coat", "backing coat", "float coat"],
    with: ["skim", "skimming", "reskim", "skim coat", "finish coat", "multi finish"],
    groups: ["bondingplaster", "hardwall"],
  },
  // Plumbing projects (job-phrases-plumbing-projects.ts), outdoor timber's finish (job-phrases-timber-care.ts; its
  // verbs of protecting also before every table, job-phrases.ts), then projects named by the thing made
  // (job-phrases-projects.ts) and garden jobs (job-phrases-garden-jobs.ts): after the trade jobs, which decide first.
  ...PLUMBING_PROJECT_JOB_PHRASES,
  ...TIMBER_CARE_JOB_PHRASES,
  ...PROJECT_JOB_PHRASES,
  ...GARDEN_JOB_PHRASES,
];
