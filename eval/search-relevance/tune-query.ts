/**
 * Debug: npx tsx eval/search-relevance/tune-query.ts <db-url> "<query>"… — the ordinary ranked page with scores,
 * then, for a task phrase, its words with their document frequency and its best-covered products
 * (described-matches.ts), for tuning the intent reading.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "../../server/db/client.server.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { prepareSearch } from "../../server/search/prepare-search.server.ts";
import { rankSearch } from "../../server/search/rank-search.server.ts";
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
for (const q of qs) {
  const prepared = await prepareSearch(database.db, q);
  console.log(
    `\n'${q}' terms=${JSON.stringify(prepared.terms.map((t) => [t.words.join(" "), t.groupKeys]))} sizes=${prepared.sizes.map((s) => s.tokens.join("/")).join(",")} ctx=${prepared.contextTerms.map((t) => t.words.join(" "))} corr=${JSON.stringify(prepared.corrections)} empty=${prepared.empty}`,
  );
  if (!prepared.empty) {
    const r = await rankSearch(database.db, prepared, { sort: "relevance", category: null, limit: 12, offset: 0 });
    console.log(`  all=${r.allMatches} total=${r.total} relaxed=${prepared.textQueries?.relaxed ?? ""}`);
    for (const p of r.page) console.log(`  ${String(p.score).padStart(5)} ${names.get(p.productId)}`);
  }
  const phrase = await describedPhrase(database.db, prepared);
  if (!phrase) continue;
  const { index } = await currentSearchIndex(database.db);
  const df = (l: string) => index.lexemes.get(l)?.size ?? 0;
  console.log(
    `  task phrase${phrase.onlyWhenFew ? " (leading verb)" : ""}: ` +
      phrase.words.map((w) => `${w.lexemes.join("+")}:${w.lexemes.map(df).join("+")}`).join(" "),
  );
  const { slots, coverage } = describedMatches(index, phrase.words);
  const order = [...slots.keys()].sort((a, b) => coverage[b]! - coverage[a]!);
  for (const i of order.slice(0, 6))
    console.log(`  cover ${coverage[i]} ${names.get(index.productId.data[slots[i]!]!)}`);
}
await database.close();
process.exit(0);
