import type { SynonymGroup } from "./trade-synonyms.ts";

/**
 * Grades and kinds a job asks for by their class rather than by the product's name (trade-synonyms.ts explains the
 * fields): old solid masonry is pointed in natural hydraulic lime, floor joists are cut from C24 strength-graded
 * timber, sleepers are joined with long wafer- or hex-head timber screws driven without a pilot hole.
 * The job tables (job-phrases-trades.ts) name these groups; every group is indexOnly, so a query typing the grade
 * ("nhl 3.5", "c24 47x200") reads word by word as before.
 * Where to extend: another grade a trade job is bought by (a concrete strength, a plywood class) with the job that
 * asks for it. Risk: a term that is part of other products' names ("lime" alone: hydrated lime, lime render,
 * limestone) widens the group; keep to the grade's own name.
 */
export const JOB_GRADE_SYNONYMS: readonly SynonymGroup[] = [
  { indexOnly: true, key: "hydrauliclime", terms: ["natural hydraulic lime", "nhl"] },
  { indexOnly: true, key: "strengthgraded", terms: ["c24", "c24 timber", "c24 structural"] },
  {
    indexOnly: true,
    key: "landscapescrew",
    // Not "timber screw" alone: general-purpose wood screws are sold under it too.
    terms: ["landscape timber screw", "landscape screw", "wafer head", "timber frame screw", "structural timber screw"],
  },
];
