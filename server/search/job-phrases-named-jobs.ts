import type { JobPhrase } from "./job-phrases.ts";

/**
 * Jobs the trade names by their purpose, whose words would otherwise read as a state or a thing ("fire stopping
 * round the pipes" is no gap to foam; "keep paint off the window glass" is no paint wanted): UK trade knowledge of
 * what each is bought as. Fire stopping seals where services pass through a fire wall or ceiling with intumescent
 * sealant, and fire-rates a hatch, ceiling or wall with fire board; paint is kept off glass, woodwork and fittings with
 * masking tape (off floors and furniture: job-phrases-home.ts, dust sheets first), and masking says so itself. Read before every other table
 * (job-phrases.ts), as outdoor timber's protection is.
 * Where to extend: another job the trade names by what it is for, with the kinds it is bought as.
 * Risk: these read before the problem tables, so a `when` here must name the job itself, never a state.
 */

const FIRE_STOPPING = [
  ...["fire stopping", "firestopping", "fire stop", "fire seal", "fire sealing", "fireproofing", "fire proofing"],
  ...["fire protecting"],
];

export const NAMED_JOB_PHRASES: readonly JobPhrase[] = [
  {
    when: FIRE_STOPPING,
    with: ["gap", "hole", "pipe", "cable", "service", "penetration", "duct", "round", "around", "joint", "wire"],
    groups: ["firesealant", "expandingfoam"],
  },
  {
    when: FIRE_STOPPING,
    with: ["hatch", "loft hatch", "ceiling", "wall", "garage", "door", "cupboard", "stair", "understairs", "soffit"],
    groups: ["fireboard"],
  },
  // What to wear for a dusty, noisy or sharp job is the PPE the merchants sell.
  {
    when: ["wear", "wearing", "put on", "protect myself", "protection"],
    with: [
      ...["cutting", "sanding", "grinding", "drilling", "chasing", "sawing", "breaking", "demolition", "demolishing"],
      ...["spraying", "loft insulation", "fibreglass", "mixing concrete", "knocking", "plaster dust", "angle grinder"],
    ],
    groups: ["ppe"],
  },
  // The worker's own eyes, ears, lungs and hands protected: goggles, defenders, masks, gloves.
  {
    when: ["protect", "protecting", "protection", "save", "saving", "cover", "covering"],
    with: ["eye", "eyes", "ear", "ears", "hearing", "lung", "lungs", "breathing", "hand", "hands", "knee", "knees"],
    groups: ["ppe"],
  },
  // Masking is the decorator's job of taping off what is not painted, whatever painting job follows it.
  {
    when: ["masking", "mask", "masking off", "mask off", "taping off", "tape off"],
    with: [
      ...["glass", "window", "frame", "skirting", "tile", "edge", "line", "socket", "switch", "ceiling"],
      ...["trim", "architrave", "door", "worktop", "floor", "wall", "spray", "spraying", "painting", "before"],
    ],
    groups: ["maskingtape", "dustsheet"],
  },
  // Not the floor, carpet or furniture words: those are dust sheets first (job-phrases-home.ts).
  {
    when: ["keep paint", "paint off", "paint getting", "paint splash", "splash", "splashes", "spatter", "splatter"],
    with: [
      ...["glass", "window", "window glass", "skirting", "tile", "worktop", "socket", "switch", "frame"],
      ...["window frame", "door frame", "architrave", "handle", "hinge", "trim", "light switch", "radiator"],
    ],
    groups: ["maskingtape", "dustsheet"],
  },
];
