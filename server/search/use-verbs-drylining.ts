import type { UseVerb } from "./use-verbs.ts";

/**
 * Plastering and drylining jobs of the leading-verb table (use-verbs.ts explains the fields and reads these in place):
 * walls and ceilings boarded, skimmed or plastered, boards dot and dabbed, joints taped, corners beaded. Trade
 * knowledge: a wall or ceiling is boarded in plasterboard and skimmed with a finish plaster; bare masonry takes a
 * backing plaster first; boards go onto masonry on dabs of drywall adhesive. Split from use-verbs.ts by family; the
 * order is kept.
 */
export const DRYLINING_VERBS: readonly UseVerb[] = [
  {
    verbs: ["plasterboarding", "boarding", "dryline", "drylining"],
    objects: ["ceiling", "wall", "stud", "partition", "room", "garage", "extension"],
    groups: ["plasterboard"],
  },
  {
    verbs: ["skim", "skimming", "reskim", "reskimming"],
    objects: ["ceiling", "wall", "plasterboard", "board", "artex", "room", "over"],
    groups: ["multifinish"],
  },
  {
    verbs: ["plaster", "plastering", "replaster", "replastering"],
    objects: ["ceiling", "wall", "plasterboard", "board", "brick", "brickwork", "block", "blockwork", "room"],
    groups: ["multifinish", "bondingplaster", "hardwall"],
    asTyped: true,
  },
  { verbs: ["skim", "skimming", "reskim", "reskimming"], groups: ["multifinish"] },
  {
    verbs: ["dab", "dabbing", "dot and dab", "dot dab"],
    objects: ["plasterboard", "drywall", "board"],
    // The boards are bought with their adhesive: the job names both.
    groups: ["dabadhesive", "plasterboard"],
  },
  {
    verbs: ["tape", "taping", "jointing", "filling", "finishing"],
    objects: ["plasterboard joint", "board joint", "drywall joint", "plasterboard seam", "joint"],
    groups: ["scrimtape", "jointfiller"],
  },
  {
    verbs: ["protect", "protecting", "reinforce", "reinforcing", "form", "forming"],
    objects: ["corner", "edge", "arris", "external corner"],
    groups: ["anglebead"],
  },
];
