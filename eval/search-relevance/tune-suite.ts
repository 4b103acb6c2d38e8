/**
 * The suite's regression sets (demo, holdout) in seconds for tuning: loads each set's feeds once into a database
 * of its own on a PostgreSQL server (skipped when it already holds products), then scores it as the test does.
 *   npx tsx eval/search-relevance/tune-suite.ts <server-url> [--worst N] [--prefix tune_]
 * e.g. postgres://postgres@127.0.0.1:55432/postgres → databases tune_demo and tune_holdout on that server.
 */
import pg from "pg";
import { openDatabase } from "../../server/db/client.server.ts";
import { products } from "../../server/db/schema.ts";
import { loadDemo } from "../../server/ingest/load-demo.server.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { evaluateRelevance, formatClassTable, formatWorstQueries } from "./evaluate-relevance.ts";
import { SUITE_SETS } from "./suite-sets.ts";

const server = process.argv[2]!;
const argv = process.argv;
const WORST = Number(argv.includes("--worst") ? argv[argv.indexOf("--worst") + 1] : 8);
// Database name prefix: a lane working beside another copies the databases under its own prefix.
const PREFIX = argv.includes("--prefix") ? argv[argv.indexOf("--prefix") + 1]! : "tune_";

for (const set of SUITE_SETS) {
  const name = `${PREFIX}${set.set}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString());
  try {
    if ((await database.db.select({ id: products.id }).from(products).limit(1)).length === 0)
      for (const dir of set.feedDirs) await loadDemo(database.db, dir === undefined ? {} : { dir });
    await ensureSearchIndex(database.db);
    const report = await evaluateRelevance(database.db, set.queries);
    console.log(`\n== ${set.set} (${set.queries.length} queries): overall ${report.overall.toFixed(3)}`);
    console.log(formatClassTable(report));
    console.log(`no-relevant empty: ${report.noRelevantPassed}/${report.noRelevant.length}`);
    if (report.unmatched.length) console.log(`STALE: ${JSON.stringify(report.unmatched)}`);
    console.log(formatWorstQueries(report, WORST, 70));
  } finally {
    await database.close();
  }
}
process.exit(0);
