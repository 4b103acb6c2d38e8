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

export const SECOND_FIX_JOB_PHRASES: readonly JobPhrase[] = [
  // The frame of an internal doorway is its lining, faced with architrave. Not "hang" or "new": a door hung or
  // bought new is the door (and its hinges).
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
