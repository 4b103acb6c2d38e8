import { writeFileSync } from "node:fs";
import { openDatabase } from "../../server/db/client.server.ts";
import { buildRequests, sampleCatalogue } from "./search-queries.ts";

/**
 * Writes the /api/search paths bench:search drives on a database (the same sample, so the same list) to a JSON
 * file, for rank-cost.ts: `tsx bench/search/request-paths.ts <database url> <out.json>`. Read-only.
 */
const [url, out] = process.argv.slice(2);
if (!url || !out) throw new Error("usage: request-paths.ts <database url> <out.json>");
const database = await openDatabase(url, { migrate: false });
try {
  const requests = buildRequests(await sampleCatalogue(database.db));
  writeFileSync(out, `${JSON.stringify(requests.map((r) => r.path))}\n`);
  console.log(`${requests.length} paths written to ${out}`);
} finally {
  await database.close();
}
