import path from "node:path";
import type { JudgedQuery } from "./ndcg.ts";
import { DEMO_JUDGED_QUERIES } from "./judged-queries-demo.ts";
import { HOLDOUT_FEED_DIRS, HOLDOUT_JUDGED_QUERIES } from "./judged-queries-holdout.ts";
import { DEMO_RULE_QUERIES, HOLDOUT_RULE_QUERIES } from "./judged-queries-rules.ts";
import { DEMO_RULE_QUERIES_2, HOLDOUT_RULE_QUERIES_2 } from "./judged-queries-rules-2.ts";
import { DEMO_RULE_QUERIES_3, HOLDOUT_RULE_QUERIES_3 } from "./judged-queries-rules-3.ts";
import { DEMO_RULE_QUERIES_4, HOLDOUT_RULE_QUERIES_4 } from "./judged-queries-rules-4.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The suite's two judged catalogues; a feed dir of undefined is the demo feeds (loadDemo's default). */
export const SUITE_SETS: readonly {
  set: "demo" | "holdout";
  queries: readonly JudgedQuery[];
  feedDirs: (string | undefined)[];
}[] = [
  {
    set: "demo",
    queries: [
      ...DEMO_JUDGED_QUERIES,
      ...DEMO_RULE_QUERIES,
      ...DEMO_RULE_QUERIES_2,
      ...DEMO_RULE_QUERIES_3,
      ...DEMO_RULE_QUERIES_4,
    ],
    feedDirs: [undefined],
  },
  {
    set: "holdout",
    queries: [
      ...HOLDOUT_JUDGED_QUERIES,
      ...HOLDOUT_RULE_QUERIES,
      ...HOLDOUT_RULE_QUERIES_2,
      ...HOLDOUT_RULE_QUERIES_3,
      ...HOLDOUT_RULE_QUERIES_4,
    ],
    feedDirs: HOLDOUT_FEED_DIRS.map((d) => path.join(ROOT, d)),
  },
];
