import type { JobPhrase } from "./job-phrases.ts";

/**
 * A garden building worked on by its part ("insulating the summerhouse walls and roof", "sheathing a timber frame
 * garden room", "recladding the shed"): UK merchant trade knowledge of what each part of a timber outbuilding is
 * made of. Its frame is treated sawn timber (job-phrases-trades.ts reads the frame); its walls are sheathed in OSB or
 * ply under a breather membrane and clad outside in shiplap or feather edge; a heated one is insulated with PIR
 * between the studs and rafters, or multifoil. Read as job-phrases.ts reads every family (the part's word and the
 * building's), before the trade jobs, whose frame entry would otherwise take "sheathing a timber frame garden room".
 * Not its roof: the verb tables already read "felting the shed roof" well, and an entry here pushed OSB and EPDM
 * above the felt and the clout nails (tried). Its floor is read here (a floor named alone, with no verb, read the
 * grout of "floor" before), as sheets on treated bearers; a concrete workshop floor is a base, not this floor. A problem on a part ("shed roof leaking") is read earlier, by the problem tables.
 * Where to extend: another part of an outbuilding and the kinds it is made of (synonym group keys,
 * trade-synonyms*.ts); another kind of outbuilding in GARDEN_BUILDINGS.
 */

/** Timber outbuildings of a UK garden, and a timber frame said as such (its parts are the same). */
export const GARDEN_BUILDINGS: readonly string[] = [
  ...["shed", "summer house", "summerhouse", "cabin", "log cabin", "workshop", "garden room", "garden office"],
  ...["playhouse", "outbuilding", "greenhouse", "pergola", "gazebo", "carport", "log store", "lean"],
];
export const TIMBER_BUILDINGS: readonly string[] = [
  ...GARDEN_BUILDINGS.filter((b) => !["pergola", "gazebo", "carport", "greenhouse", "log store"].includes(b)),
  ...["garden studio", "garden building", "garden gym", "garden bar", "home office", "timber frame", "timber framed"],
  ...["timber building", "wooden building", "bike shed", "potting shed", "tool shed", "annexe"],
];

export const GARDEN_BUILDING_JOB_PHRASES: readonly JobPhrase[] = [
  // Insulated first: "walls and roof insulation" names the insulation, not the cladding or the roof covering.
  {
    when: ["insulate", "insulating", "insulated", "insulation", "warm", "warmer", "heat", "heated", "all year"],
    with: TIMBER_BUILDINGS,
    groups: ["pir", "multifoil", "mineralwool"],
  },
  // Its floor is sheets (OSB3 or structural ply, tongue-and-groove chipboard) on treated bearers. Task phrases only,
  // as the walls below: "shed floor" also names a floor kit. Not "base": a base is the concrete or slab it stands on
  // (job-phrases-projects.ts).
  {
    when: [
      "floor",
      "flooring",
      "floorboard",
      "floor board",
      "floor joist",
      "floor frame",
      "floor bearer",
      "decking floor",
    ],
    // Not a workshop: its floor is as often concrete, painted or sealed.
    with: TIMBER_BUILDINGS.filter((b) => b !== "workshop"),
    groups: ["osb", "plywood", "floorchipboard", "treated"],
    taskOnly: true,
    // A leading verb's other job on the floor decides ("insulating the cabin floor" is read above anyway).
    frame: true,
  },
  // The frame is skinned in OSB (or ply) and wrapped in a breather membrane before it is clad.
  {
    when: ["sheathing", "sheathe", "sheath", "sheeting", "skin", "skinning", "board", "boarding", "line", "lining"],
    with: TIMBER_BUILDINGS,
    groups: ["osb", "plywood", "breathable"],
    // Task phrases only, as the cladding below: their words also name products ("shed lining board", "shed wall panel").
    taskOnly: true,
  },
  // Its outside walls are clad in shiplap, loglap or feather edge. Not "wall" alone: "board the walls" is sheathing.
  {
    when: [
      ...["clad", "cladding", "recladding", "reclad", "re clad", "cladded", "weatherboard", "weatherboarding"],
      ...["outside wall", "external wall", "side", "sides", "new wall", "rotten wall", "old wall", "wall"],
    ],
    with: TIMBER_BUILDINGS,
    groups: ["cladding", "featheredge", "osb"],
    taskOnly: true,
  },
];
