import type { JobPhrase } from "./job-phrases.ts";

/**
 * Second-fix carpentry a DIYer names by where the timber goes rather than by its name ("a frame for the new bedroom
 * doorway", "finishing the bottom of the walls after plastering", "tongue and groove half way up the hall walls"):
 * UK merchant trade knowledge of the joinery that finishes a room. An internal doorway is lined with a door lining
 * (a jamb set) and faced with architrave; the join of wall and floor is covered with skirting board; walls panelled
 * to dado height are matchboard (TGV cladding) or MDF panels. Read before the trade jobs (job-phrases-trades.ts),
 * whose frame-fixing entry reads a door frame in a masonry opening as a frame to be fixed: an internal door's frame
 * is its lining. Problems on the same joinery (a gap under the skirting, a door that sticks) are read earlier.
 * Where to extend: another piece of joinery a room is finished with (a window board, a stair's spindles) and the
 * kinds it is bought as (synonym group keys, trade-synonyms*.ts).
 */

// Not "inside door": the reader drops "inside", leaving "door".
const INTERNAL_DOOR = ["internal door", "interior door", "bedroom door", "door lining", "door casing"];

// A timber floor that a new covering goes over. Not "floor" alone: a concrete floor is levelled instead.
const TIMBER_FLOOR = [
  ...["floorboard", "old floorboard", "wooden floor", "timber floor", "suspended floor", "board floor"],
  ...["pine floor", "old boards", "chipboard floor", "boarded floor"],
];
// The thin coverings laid over a subfloor (vinyl and its kin, laminate, carpet tiles).
const THIN_COVERING = [
  ...["vinyl", "lino", "linoleum", "laminate", "lvt", "luxury vinyl", "karndean", "amtico", "cushion floor"],
  ...["sheet vinyl", "vinyl plank", "click vinyl", "carpet tile", "engineered", "floor covering", "floating floor"],
  ...["new floor", "kitchen floor", "bathroom floor", "hall floor", "utility floor", "toilet floor"],
];
// The trim job said round an opening ("finishing round a door", "trimming out a window").
const TRIM_ROUND = [
  // Not "finishing off": a door is finished off with its paint.
  ...["finishing round", "finish round", "trim round", "trimming round", "trim out"],
  // Not "trim" or "surround" alone: "upvc window trim" and "door surround" name products.
  ...["trimming out", "tidy round", "tidying round", "neaten", "neatening"],
];
const FLOOR_TILE = ["tile", "porcelain", "ceramic", "slate", "quarry tile", "stone tile", "tiling", "tiled floor"];

export const SECOND_FIX_JOB_PHRASES: readonly JobPhrase[] = [
  // A new floor covering laid over old boards: the boards are overlaid first, hardboard under vinyl and laminate,
  // plywood (at least 12mm) under tiles, stuck with a flexible floor adhesive. A concrete floor is levelled instead,
  // by its verb (use-verbs-building.ts): as a phrase here it outranked the verb's own reading ("smoothing …").
  // Tiles never go onto hardboard: a plywood overlay, then the adhesive.
  { when: TIMBER_FLOOR, with: FLOOR_TILE, groups: ["plywood", "tileadhesive"] },
  { when: TIMBER_FLOOR, with: [...THIN_COVERING, "overlay"], groups: ["hardboard", "plywood", "selflevelling"] },
  // A door hung in an opening of a stud wall or partition needs the opening lined first.
  {
    when: ["door", "new door"],
    // Not "opening" alone: an opening made in masonry is the lintel's job (use-verbs-building.ts).
    with: ["stud wall", "stud", "partition", "studwork", "stud opening", "stud partition"],
    groups: ["doorlining", "architrave"],
  },
  // The frame of an internal doorway is its lining, faced with architrave. Not "hang" or "new" alone: a door hung or
  // bought new is the door (and its hinges), unless a stud wall is said (above).
  {
    when: [...INTERNAL_DOOR, "door jamb", "jamb", "doorway", "door frame kit", "door frame set"],
    with: ["frame", "framing", "lining", "opening", "casing", "kit", "set", "stud wall", "partition", "form"],
    groups: ["doorlining", "architrave"],
  },
  // Where wall meets floor is finished with skirting, once plastered or floored. A problem there (damp at the bottom
  // of a wall, a gap under the skirting) is read earlier by the problem tables.
  {
    // Not "wall and floor" or "floor edge": tile and laminate trims are named so.
    when: ["bottom wall", "base wall", "foot wall", "wall meet floor", "wall meets floor"],
    with: [
      ...["finish", "finishing", "finished", "trim", "trimming", "cover", "covering", "hide", "neaten", "tidy"],
      ...["plastering", "plastered", "replastered", "skimmed", "dry lined", "drylined", "new floor", "board"],
    ],
    groups: ["skirting"],
  },
  // Walls panelled (half height, to the dado, a feature wall) are matchboard or MDF. Not "wall panel": PVC shower
  // wall panels are products of their own.
  {
    when: [
      ...["panelling", "paneling", "panelled", "paneled", "wainscot", "wainscoting", "wainscotting", "beadboard"],
      ...["tg", "tg board", "tg boards", "matchboarding", "shaker panelling"],
    ],
    with: [
      ...["wall", "bathroom", "hall", "hallway", "landing", "kitchen", "bedroom", "stair", "stairs", "staircase"],
      ...["dado", "half height", "half way up", "feature wall", "room", "ceiling", "bath panel", "boxing"],
    ],
    groups: ["cladding", "mdf"],
  },
];

/**
 * The trim round an opening (TRIM_ROUND said with a door or a window), read before the household tables
 * (job-phrases.ts), whose "finishing" with a door is its paint.
 */
export const TRIM_JOB_PHRASES: readonly JobPhrase[] = [
  // Round an internal door or an opening, once the door is hung or the wall plastered: architrave faces the lining
  // and the gap is caulked. Before the frame entry (SECOND_FIX_JOB_PHRASES), whose "casing" would read it as a frame.
  {
    when: [...INTERNAL_DOOR, "door", "doorway", "door frame", "door opening"],
    // Said as the trim job, never "finish" alone ("a satin finish for doors" is paint) nor "round" alone
    // ("sealing round a door frame" is the sealant's job).
    with: TRIM_ROUND,
    // Not the lining: it is in already when the trim goes on.
    groups: ["architrave", "caulk"],
  },
  // Inside a new or replaced window: the sill's window board, architrave round it, caulk at the joints.
  {
    when: ["window", "window reveal", "reveal"],
    with: TRIM_ROUND,
    groups: ["windowboard", "architrave", "caulk"],
  },
];
