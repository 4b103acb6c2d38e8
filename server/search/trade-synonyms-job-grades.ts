import type { SynonymGroup } from "./trade-synonyms.ts";

/**
 * Grades a job asks for by its class rather than by the product's name (trade-synonyms.ts explains the fields):
 * old solid masonry is pointed in natural hydraulic lime, floor joists are cut from C24 strength-graded timber.
 * The job tables (job-phrases-trades.ts) name these groups; every group is indexOnly, so a query typing the grade
 * ("nhl 3.5", "c24 47x200") reads word by word as before.
 * Where to extend: another grade a trade job is bought by (a concrete strength, a plywood class) with the job that
 * asks for it. Risk: a term that is part of other products' names ("lime" alone: hydrated lime, lime render,
 * limestone) widens the group; keep to the grade's own name.
 */
export const JOB_GRADE_SYNONYMS: readonly SynonymGroup[] = [
  { indexOnly: true, key: "hydrauliclime", terms: ["natural hydraulic lime", "nhl"] },
  { indexOnly: true, key: "strengthgraded", terms: ["c24", "c24 timber", "c24 structural"] },
];
