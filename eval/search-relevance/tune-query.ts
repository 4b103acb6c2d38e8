/** Debug: npx tsx eval/search-relevance/tune-query.ts <db-url> "<query>"… — ranked page with scores. */
import { sql } from "drizzle-orm";
import { openDatabase } from "../../server/db/client.server.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { prepareSearch } from "../../server/search/prepare-search.server.ts";
import { rankSearch } from "../../server/search/rank-search.server.ts";

const [url, ...qs] = process.argv.slice(2);
const database = await openDatabase(url!);
await ensureSearchIndex(database.db);
const res = (await database.db.execute(sql`select id, name from products`)) as unknown as {
  rows?: { id: number; name: string }[];
};
const names = new Map(
  (Array.isArray(res) ? res : (res.rows ?? [])).map((r: { id: number; name: string }) => [Number(r.id), r.name]),
);
for (const q of qs) {
  const prepared = await prepareSearch(database.db, q);
  console.log(
    `\n'${q}' terms=${JSON.stringify(prepared.terms.map((t) => [t.words.join(" "), t.groupKeys]))} sizes=${prepared.sizes.map((s) => s.tokens.join("/")).join(",")} ctx=${prepared.contextTerms.map((t) => t.words.join(" "))} corr=${JSON.stringify(prepared.corrections)} empty=${prepared.empty}`,
  );
  if (prepared.empty) continue;
  const r = await rankSearch(database.db, prepared, { sort: "relevance", category: null, limit: 12, offset: 0 });
  console.log(`  all=${r.allMatches} total=${r.total} relaxed=${prepared.textQueries?.relaxed ?? ""}`);
  for (const p of r.page) console.log(`  ${String(p.score).padStart(5)} ${names.get(p.productId)}`);
}
await database.close();
process.exit(0);
