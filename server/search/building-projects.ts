import type { BuildingPart } from "./building-parts.ts";
import { TIMBER_BUILDINGS } from "./job-phrases-garden-buildings.ts";
import type { JobPhrase } from "./job-phrases.ts";

/**
 * Projects named by the building or room being made ("a single storey extension", "a loft conversion", "a garden
 * office", "a porch", "a caravan hardstanding", "a home cinema") and the element of it a sentence asks for ("roof
 * timbers for a garden room", "walls for a home cinema", "flooring for a loft conversion", "drainage for a new
 * downstairs toilet"): UK trade knowledge of what each stage of each common project is built from, main material
 * first. The element's words alone are too broad ("roof", "walls", "floor" ask for anything); the project says which
 * roof, walls or floor. Read as job phrases (element as `when`, project as `with`), task phrases only, after every
 * hand-written table (job-phrases.ts); a verb that reads another job on the element decides (`frame`), and a kind
 * the head names besides the element is what is bought (`part`): "wall ties for an extension" stays ties.
 * Not the roof of an extension or a garage: as often flat as pitched, and the words of a flat roof find its
 * membranes in products' own text better than any one list (tried: sets 8, 11, 19 and 20 lower).
 * A project with a job verb and no element ("reroofing a porch", "building a block garage") is a building part
 * (PROJECT_PARTS, read by part-verbs.ts). Where to extend: another project (its names) with its elements, or another
 * element of every project (the shared word lists below). Never a product's own name as a project or an element.
 */
export interface BuildingProject {
  names: readonly string[];
  /** An element of the project named with it → the kinds it is built from, main material first. */
  elements: readonly { names: readonly string[]; groups: readonly string[] }[];
}

// The elements every project shares, as the trade and DIYers name them. Not "slab" (a paving slab is a product) nor
// "joist" alone ("joist hangers for …" names hangers; the head's kind wins anyway, but "joist" reads too widely).
const FOUNDATIONS = ["foundation", "footing", "groundwork", "ground work", "trench", "concrete base", "oversite"];
const WALLS = ["wall", "brickwork", "blockwork", "outer leaf", "outside wall"];
const FLOOR = ["floor", "flooring", "subfloor", "sub floor", "floor deck"];
const ROOF = ["roof", "roofing", "roof covering", "reroof", "reroofing"];
const ROOF_FRAME = [
  ...["roof timber", "rafter", "roof joist", "ceiling joist", "floor joist", "roof frame", "truss", "purlin"],
  ...["roof structure", "wall plate"],
];
const CEILING = ["ceiling"];
const DRAINAGE = ["drainage", "drain", "underground drainage", "drain run", "soil pipe", "foul drain"];
const RAINWATER = ["gutter", "guttering", "rainwater", "downpipe", "rainwater goods"];
const OPENINGS = ["opening", "doorway", "window opening", "door opening", "patio door", "bifold", "bi fold"];
const INSULATION = ["insulation", "insulate", "insulating", "insulated"];
const PAVING = ["paving", "paved area", "patio", "path", "hard landscaping"];
const PARTITION = ["partition", "stud wall", "dividing wall", "internal wall"];
const SURROUND = ["edge", "edging", "kerb"];
const SURFACE = ["surface", "surfacing", "sub base", "subbase", "base"];

const EXTENSIONS = [
  ...["extension", "single storey extension", "two storey extension", "rear extension", "side extension"],
  ...["kitchen extension", "house extension", "orangery", "annexe"],
];
const LOFT_CONVERSIONS = [
  ...["loft conversion", "loft room", "room in the roof", "attic conversion", "attic room", "loft bedroom"],
  ...["dormer", "converted loft"],
];
const PORCHES = ["porch", "entrance porch", "front porch"];
const GARAGES = ["garage", "detached garage", "single garage", "double garage", "block garage"];
const OPEN_SHELTERS = ["carport", "car port", "lean", "veranda", "covered area", "bin store"];
// A level standing for a vehicle, a caravan or a hot tub: not "drive" (a drive's own words read in
// job-phrases-projects.ts, and "drive" leads products' names); not "space" or "bay" (reader words are never corrected,
// and "spacers" would become "space").
const STANDINGS = ["hardstanding", "hard standing", "parking", "caravan base", "caravan", "motorhome", "hot tub"];
const QUIET_ROOMS = ["home cinema", "cinema room", "media room", "music room"];
const WET_ROOMS = ["wet room", "shower room", "en suite", "ensuite", "bathroom"];
const NEW_SANITARY = ["downstairs toilet", "downstairs loo", "cloakroom", "new toilet", "new bathroom", "utility room"];

export const BUILDING_PROJECTS: readonly BuildingProject[] = [
  // An extension: concrete footings and trench blocks, a cavity wall of facing brick and block tied across,
  // insulated; a slab insulated under the screed; a roof on C24 joists or rafters; drains and gutters to the house's.
  {
    names: EXTENSIONS,
    elements: [
      // The narrower elements first: "insulation for the extension walls" is insulation, not bricks.
      { names: INSULATION, groups: ["cavitybatt", "pir", "insulatedplasterboard"] },
      { names: OPENINGS, groups: ["cavitylintel", "lintel", "padstone"] },
      { names: DRAINAGE, groups: ["drainpipe", "drainbend", "drainjunction", "inspectionchamber"] },
      { names: RAINWATER, groups: ["gutter", "downpipe", "rainwaterfitting"] },
      { names: FOUNDATIONS, groups: ["concretemix", "trenchblock", "ballast", "opc"] },
      { names: ROOF_FRAME, groups: ["strengthgraded", "sawn", "joisthanger", "restraintstrap"] },
      { names: ["cavity"], groups: ["cavitybatt", "walltie", "cavitytray"] },
      { names: CEILING, groups: ["plasterboard", "multifinish"] },
      { names: FLOOR, groups: ["pir", "eps", "dpm", "floorscreed"] },
      { names: WALLS, groups: ["facingbrick", "concreteblock", "aircrete", "walltie", "mortarmix"] },
    ],
  },
  // A loft made a room: a chipboard floor on new C24 joists, PIR between the rafters under insulated plasterboard,
  // CLS stud walls.
  {
    names: LOFT_CONVERSIONS,
    elements: [
      { names: FLOOR, groups: ["floorchipboard", "strengthgraded", "joisthanger", "acousticinsulation"] },
      { names: ROOF_FRAME, groups: ["strengthgraded", "sawn", "joisthanger"] },
      { names: INSULATION, groups: ["pir", "insulatedplasterboard", "multifoil"] },
      { names: [...PARTITION, ...WALLS], groups: ["cls", "plasterboard", "acousticinsulation"] },
      { names: CEILING, groups: ["insulatedplasterboard", "plasterboard", "fireboard"] },
    ],
  },
  // A timber garden building's roof timbers, C24 or C16 (its frame, floor, walls, sheathing and insulation:
  // job-phrases-garden-buildings.ts and -trades.ts; not its roof covering, which the verb tables read), the paving
  // round it, gutters to a butt.
  {
    names: TIMBER_BUILDINGS,
    elements: [
      { names: ROOF_FRAME, groups: ["strengthgraded", "sawn", "restraintstrap"] },
      { names: PAVING, groups: ["pavingslab", "sharpsand", "subbase", "pavingjoint"] },
      { names: RAINWATER, groups: ["gutter", "downpipe", "waterbutt"] },
    ],
  },
  // A brick porch: footings, facing brick to match the house, a small roof flashed to the wall (as often flat, felted
  // or rubber, as pitched and tiled).
  {
    names: PORCHES,
    elements: [
      { names: FOUNDATIONS, groups: ["concretemix", "trenchblock", "ballast", "opc"] },
      { names: WALLS, groups: ["facingbrick", "concreteblock", "mortarmix", "walltie"] },
      { names: ROOF_FRAME, groups: ["strengthgraded", "sawn"] },
      { names: ROOF, groups: ["roofingfelt", "epdm", "rooftile", "leadflashing"] },
    ],
  },
  // A garage: dense block walls (faced or rendered), a fire-rated ceiling under a room. Not its floor: painted,
  // levelled, insulated or concreted as the sentence's verb says (tried: intent dev 2's job totals lower).
  {
    names: GARAGES,
    elements: [
      { names: FOUNDATIONS, groups: ["concretemix", "trenchblock", "ballast", "opc"] },
      { names: CEILING, groups: ["fireboard", "plasterboard"] },
      { names: PARTITION, groups: ["cls", "plasterboard"] },
      { names: ROOF_FRAME, groups: ["strengthgraded", "sawn", "joisthanger"] },
      { names: WALLS, groups: ["concreteblock", "facingbrick", "mortarmix"] },
      { names: RAINWATER, groups: ["gutter", "downpipe", "rainwaterfitting"] },
    ],
  },
  // An open shelter (carport, lean-to, veranda): clear or corrugated sheets on rafters, posts in the ground.
  {
    names: OPEN_SHELTERS,
    elements: [
      { names: ROOF_FRAME, groups: ["strengthgraded", "sawn", "restraintstrap"] },
      { names: ROOF, groups: ["roofsheet", "epdm"] },
      { names: ["post", "upright"], groups: ["fencepost", "postsupport", "postfix"] },
    ],
  },
  // A standing for a car, a caravan or a hot tub: MOT type 1 or scalpings, surfaced with block paving or gravel,
  // edged with kerbs, drained at its low edge.
  {
    names: STANDINGS,
    elements: [
      { names: SURFACE, groups: ["subbase", "scalpings", "blockpaving", "peagravel"] },
      { names: SURROUND, groups: ["kerb", "concretemix"] },
      { names: DRAINAGE, groups: ["channeldrain", "gully"] },
    ],
  },
  // A room kept quiet: sound-rated boards and acoustic mineral wool in its walls, ceiling and floor.
  {
    names: QUIET_ROOMS,
    elements: [{ names: [...WALLS, ...CEILING, ...FLOOR, ...PARTITION], groups: ["soundboard", "acousticinsulation"] }],
  },
  // A room that gets wet: ply or cement board under a tiled floor. Not its walls: the tiling verbs read a wet
  // room's walls with their adhesive and grout, and the board behind them (tried: the intent dev set lower).
  {
    names: WET_ROOMS,
    elements: [{ names: ["subfloor", "sub floor", "floor base"], groups: ["plywood", "cementboard"] }],
  },
  // A new toilet or bathroom on the ground floor: its soil pipe to the drains.
  {
    names: NEW_SANITARY,
    elements: [{ names: DRAINAGE, groups: ["drainpipe", "soilpipe", "drainbend", "drainjunction", "wastepipe"] }],
  },
];

/** Each element of each project as a job phrase: the element's words with the project's, task phrases only. */
export const PROJECT_ELEMENT_JOB_PHRASES: readonly JobPhrase[] = BUILDING_PROJECTS.flatMap((project) =>
  project.elements.map((element): JobPhrase => ({
    when: element.names,
    with: project.names,
    groups: element.groups,
    taskOnly: true,
    frame: true,
    part: true,
  })),
);

/**
 * Projects worked on whole by a job verb ("reroofing a porch", "building a block garage", "insulating a loft
 * conversion"): building parts (building-parts.ts) whose verb families read the project's main kinds, and the
 * standings also bought when named with no verb ("hardstanding for a caravan").
 */
export const PROJECT_PARTS: readonly BuildingPart[] = [
  {
    names: EXTENSIONS,
    jobs: {
      build: ["facingbrick", "concreteblock", "aircrete", "walltie", "mortarmix"],
      insulate: ["cavitybatt", "pir", "insulatedplasterboard"],
      dig: ["concretemix", "trenchblock", "ballast", "opc"],
    },
  },
  {
    names: LOFT_CONVERSIONS,
    jobs: {
      build: ["strengthgraded", "floorchipboard", "cls", "insulatedplasterboard"],
      insulate: ["pir", "insulatedplasterboard", "multifoil"],
      board: ["floorchipboard", "insulatedplasterboard", "plasterboard"],
    },
  },
  {
    names: PORCHES,
    jobs: {
      build: ["facingbrick", "concreteblock", "mortarmix", "walltie"],
      cover: ["rooftile", "batten", "roofunderlay", "leadflashing"],
    },
  },
  {
    names: GARAGES,
    jobs: {
      build: ["concreteblock", "facingbrick", "mortarmix", "lintel"],
      insulate: ["pir", "multifoil", "mineralwool"],
    },
  },
  {
    names: OPEN_SHELTERS,
    jobs: { build: ["strengthgraded", "sawn", "roofsheet", "postsupport"], cover: ["roofsheet", "epdm"] },
  },
  {
    names: STANDINGS.filter((name) => !["caravan", "motorhome", "hot tub"].includes(name)),
    jobs: {
      build: ["subbase", "scalpings", "blockpaving", "kerb"],
      dig: ["subbase", "scalpings", "concretemix"],
    },
    bought: ["subbase", "scalpings", "blockpaving", "kerb"],
  },
  {
    names: QUIET_ROOMS,
    jobs: { build: ["soundboard", "acousticinsulation"], insulate: ["acousticinsulation", "soundboard"] },
  },
];
