/**
 * How held-out set 8's judged queries are written: the grade tiers of eval/search-relevance-holdout-3/grade-kit.ts
 * (shared by the held-out sets) over set 8's catalogue. A pick is a key or a pattern over keys and must name at
 * least one product (a typo in a grade fails loudly); a product named by two tiers keeps the higher grade.
 */
import { gradeKit } from "../search-relevance-holdout-3/grade-kit.ts";
import { CATALOGUE } from "./catalogue.ts";

export { KINDS, type JudgedQuery, type Kind } from "../search-relevance-holdout-3/judged-query-kit.ts";
export type { Tier } from "../search-relevance-holdout-3/grade-kit.ts";

export const { keysFor, brandKeys, where, q } = gradeKit(CATALOGUE);

/** Plasterboard 12.5 mm grades shared by queries for an ordinary board: the ordinary boards, their other sizes, the special ones. */
export const ORDINARY_12 = ["board-calbridge-std-te-12-5", "board-whitmore-wallboard-12-5"];
export const OTHER_ORDINARY = [
  "board-calbridge-std-te-9-5",
  "board-calbridge-std-te-15",
  "board-whitmore-wallboard-9-5",
  "board-calbridge-std-se-12-5-1800",
];
export const SPECIAL_12 = [
  "board-calbridge-moistshield-12-5",
  "board-calbridge-flamecore-12-5",
  "board-calbridge-acoustiq-15",
  "board-whitmore-splashboard-12-5",
];
