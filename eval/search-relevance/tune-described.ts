/**
 * Debug: npx tsx eval/search-relevance/tune-described.ts <db-url> "<query>"… — the intent fallback's words (with
 * their catalogue weights) and its best-covered products, for tuning described-matches.ts.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "../../server/db/client.server.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { prepareSearch } from "../../server/search/prepare-search.server.ts";
import { describedPhrase } from "../../server/search/intent-fallback.server.ts";
import { describedMatches } from "../../server/search/memory-index/described-matches.ts";
import { currentSearchIndex } from "../../server/search/memory-index/load-search-index.server.ts";

const [url, ...qs] = process.argv.slice(2);
const database = await openDatabase(url!);
await ensureSearchIndex(database.db);
const res = (await database.db.execute(sql`select id, name from products`)) as unknown as {
  rows?: { id: number; name: string }[];
};
const names = new Map(
  (Array.isArray(res) ? res : (res.rows ?? [])).map((r: { id: number; name: string }) => [Number(r.id), r.name]),
);
const { index } = await currentSearchIndex(database.db);
for (const q of qs) {
  const prepared = await prepareSearch(database.db, q);
  const words = (await describedPhrase(database.db, prepared))?.words;
  console.log(`\n'${q}' words=${JSON.stringify(words?.map((w) => w.lexemes.join("+")))}`);
  if (!words) continue;
  for (const w of words)
    for (const l of w.lexemes) console.log(`  ${l}: df ${index.lexemes.get(l)?.size ?? 0} of ${index.liveCount}`);
  const { slots, coverage: scores } = describedMatches(index, words);
  const order = [...slots.keys()].sort((a, b) => scores[b]! - scores[a]!);
  for (const i of order.slice(0, 8)) console.log(`  ${scores[i]} ${names.get(index.productId.data[slots[i]!]!)}`);
}
await database.close();
process.exit(0);
