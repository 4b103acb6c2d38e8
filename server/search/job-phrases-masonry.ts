import type { JobPhrase } from "./job-phrases.ts";

/**
 * Masonry jobs of the trade job families (job-phrases-trades.ts explains the fields and reads these in place): a
 * cavity wall's leaves, masonry below ground, old masonry in lime and masonry laid in the cold. Split from
 * job-phrases-trades.ts for length only; the order is kept. Where to extend: a masonry job family with its kinds.
 */

const BELOW_GROUND = [
  ...["dpc", "damp proof course", "below ground", "ground level", "underground", "footing", "footings"],
  ...["foundation", "foundations", "manhole", "retaining wall"],
];

/** Masonry that is pointed in lime, not cement: period, listed, stone, cob, flint (use-verbs.ts reads it too). */
export const OLD_MASONRY: readonly string[] = [
  ...["victorian", "georgian", "edwardian", "period", "listed", "historic", "old stone", "stone cottage"],
  ...["cottage", "cob", "soft brick", "solid stone", "solid wall", "flint", "farmhouse", "barn"],
];

export const MASONRY_JOB_PHRASES: readonly JobPhrase[] = [
  // Masonry: a cavity wall's two leaves are tied with wall ties; its inner leaf is built in block.
  {
    // Not "tie": "ties for a cavity wall" names the product.
    when: ["tying", "join", "joining", "connect", "connecting", "hold", "holding", "together"],
    with: ["leaf", "leaves", "skin", "skins", "cavity", "cavity wall"],
    groups: ["walltie"],
  },
  { when: ["inner leaf", "inner skin", "internal leaf"], groups: ["aircrete", "concreteblock"] },
  // Masonry below the DPC or in the ground must resist frost and wet: engineering brick, trench or dense block.
  // Task phrases only: these words also name products ("foundation block", "footing bricks").
  { when: BELOW_GROUND, with: ["brick", "bricks", "brickwork"], groups: ["engineeringbrick"], taskOnly: true },
  {
    when: BELOW_GROUND,
    with: ["block", "blocks", "blockwork"],
    groups: ["trenchblock", "concreteblock"],
    taskOnly: true,
  },
  // Old, soft or solid masonry (period, listed, stone, cob, flint) is pointed, rendered and plastered with lime:
  // natural hydraulic lime first (it sets outdoors), then hydrated lime and the sand it is knocked up with.
  {
    when: OLD_MASONRY,
    with: ["repoint", "repointing", "pointing", "mortar", "render", "rendering", "plaster", "plastering", "lime"],
    groups: ["hydrauliclime", "hydratedlime", "buildingsand"],
  },
  // Mortar, concrete and render laid in cold weather take a frost proofer (or a rapid-hardening cement).
  {
    when: ["frost", "frosty", "cold weather", "winter", "freezing", "near zero", "cold"],
    with: [
      ...["brick", "bricks", "bricklaying", "brickwork", "block", "blockwork", "mortar", "concrete", "concreting"],
      ...["render", "rendering", "screed", "laying", "pour", "pouring"],
    ],
    groups: ["frostproofer", "rapidcement"],
    // Task phrases only: "frost proofer for mortar and concrete" is the product's name.
    taskOnly: true,
  },
];
