import type { UseVerb } from "./use-verbs.ts";

/**
 * Tiling jobs of the leading-verb table (use-verbs.ts explains the fields and reads these in place): tiles stuck,
 * put up or put down, tiling onto boards, grouting. Trade knowledge: wall and floor tiles are fixed with tile
 * adhesive (a flexible one on floors and boards) and grouted; a shower or wet wall is boarded with cement backer
 * board (or moisture-resistant plasterboard) before it is tiled. Split from use-verbs.ts by family.
 * Only -ing forms of "tile" and "grout" lead: "tiles" and "grout" are what the buyer wants to buy, not a job.
 */
export const TILING_VERBS: readonly UseVerb[] = [
  // Tiles stuck or put on a wall or floor are bedded in tile adhesive, not a grab adhesive (the plain "stick" entry),
  // and grouted. Not "fix" or "bed": a roof tile is fixed or bedded, in mortar.
  {
    verbs: ["stick", "sticking", "glue", "gluing", "glueing", "adhere", "adhering", "restick", "resticking"],
    objects: ["tile", "porcelain", "ceramic", "mosaic", "splashback tile", "quarry tile"],
    groups: ["tileadhesive", "grout"],
  },
  {
    verbs: ["put", "putting", "fit", "fitting", "fix", "fixing"],
    objects: [
      ...["tile wall", "tile floor", "wall tile", "floor tile", "tile bathroom", "tile kitchen", "tile shower"],
      ...["tile splashback", "porcelain floor", "porcelain wall", "ceramic wall", "ceramic floor", "mosaic"],
    ],
    groups: ["tileadhesive", "grout"],
  },
  // Tiling onto a board: the backer board first, then the adhesive and grout.
  {
    verbs: ["tiling", "retiling"],
    // Not a shower's walls alone: tiled over what is there, they ask for the adhesive and grout first.
    objects: ["board", "backer", "backerboard", "wallboard", "shower board", "aquapanel", "hardiebacker"],
    groups: ["cementboard", "tileadhesive", "grout", "mrboard"],
  },
  { verbs: ["tiling", "retiling"], groups: ["tileadhesive", "grout"] },
  { verbs: ["grouting", "regrouting"], groups: ["grout"] },
];
