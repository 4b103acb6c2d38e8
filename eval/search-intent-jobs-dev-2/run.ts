/**
 * NDCG@10 of the second job-sentence dev set (judged-queries.ts) in-process, over held-out sets 20 and 22's imported
 * databases (`… setup-databases.sh … 20 22`), by the runner both job-sentence sets share
 * (eval/search-intent-jobs-dev/run-job-set.ts):
 *   npx tsx eval/search-intent-jobs-dev-2/run.ts <h20-db-url> <h22-db-url> [--worst N] [--json out.json]
 */
import { runJobSet } from "../search-intent-jobs-dev/run-job-set.ts";
import { JOB_QUERIES } from "./judged-queries.ts";

await runJobSet(["20", "22"], JOB_QUERIES);
process.exit(0);
