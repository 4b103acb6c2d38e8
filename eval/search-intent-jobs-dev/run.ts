/**
 * NDCG@10 of the job-sentence dev set (judged-queries.ts) in-process, over held-out sets 19 and 21's imported
 * databases (`… setup-databases.sh … 19 21`), by the runner both job-sentence sets share (run-job-set.ts):
 *   npx tsx eval/search-intent-jobs-dev/run.ts <h19-db-url> <h21-db-url> [--worst N] [--json out.json]
 */
import { runJobSet } from "./run-job-set.ts";
import { JOB_QUERIES } from "./judged-queries.ts";

await runJobSet(["19", "21"], JOB_QUERIES);
process.exit(0);
