/**
 * NDCG@10 of the syngen dev set (judged-queries.ts) over copies of held-out sets 8 and 9's databases, in-process
 * like eval/search-relevance/tune-holdouts.ts (same grades maths, holdout-3's score.ts).
 *   npx tsx eval/search-syngen-dev/run.ts <h8-db-url> <h9-db-url> [--worst N]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../../server/db/client.server.ts";
import { siteOffers } from "../search-relevance/site-offers.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { searchProducts } from "../../server/search/search-products.server.ts";
import { ndcgAt } from "../search-relevance-holdout-3/score.ts";
import { DEV_QUERIES, type DevQuery } from "./judged-queries.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const [h8Url, h9Url] = process.argv.slice(2, 4);
const argv = process.argv;
const WORST = Number(argv.includes("--worst") ? argv[argv.indexOf("--worst") + 1] : 15);

const FIRST_PAGE = { sort: "relevance", category: null, limit: 10, offset: 0 } as const;

function gradeOf(titles: readonly string[], rules: DevQuery["rules"]): number {
  const text = titles.map((t) => t.toLowerCase());
  for (const [pattern, grade] of rules) if (text.some((t) => pattern.test(t))) return grade;
  return 0;
}

async function runSet(set: 8 | 9, url: string) {
  const file = path.join(ROOT, `eval/search-relevance-holdout-${set}/judgments.json`);
  const judged = JSON.parse(readFileSync(file, "utf8")) as {
    items: Record<string, string>;
    titles: Record<string, string[]>;
  };
  const database = await openDatabase(url);
  await ensureSearchIndex(database.db);
  const out: { q: string; kind: string; ndcg: number; returned: string[] }[] = [];
  try {
    const list = await siteOffers(database.db);
    // A site product's titles: every merchant title of every catalogue product its offers hold.
    const titlesOf = new Map<number, string[]>();
    for (const r of list) {
      const key = judged.items[`${r.slug}|${r.item}`];
      const held = titlesOf.get(Number(r.id)) ?? [];
      if (key) held.push(...(judged.titles[key] ?? []).map((t) => t.replace(/^[\w-]+: /, "")));
      titlesOf.set(Number(r.id), held);
    }
    for (const j of DEV_QUERIES.filter((d) => d.set === set)) {
      const { results } = await searchProducts(database.db, { ...FIRST_PAGE, q: j.q });
      const grades = results.map((r) => gradeOf(titlesOf.get(r.id) ?? [], j.rules));
      const ndcg = ndcgAt(
        grades,
        [...titlesOf.values()].map((t) => gradeOf(t, j.rules)),
      );
      out.push({ q: j.q, kind: j.kind, ndcg, returned: results.map((r, i) => `(${grades[i]}) ${r.name}`) });
    }
  } finally {
    await database.close();
  }
  return out;
}

const results = [...(await runSet(8, h8Url!)), ...(await runSet(9, h9Url!))];
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const kinds = ["synonym", "generic"];
console.log(
  `syngen dev: overall ${mean(results.map((r) => r.ndcg)).toFixed(3)}  ` +
    kinds.map((k) => `${k} ${mean(results.filter((r) => r.kind === k).map((r) => r.ndcg)).toFixed(3)}`).join("  "),
);
for (const r of [...results].sort((a, b) => a.ndcg - b.ndcg).slice(0, WORST)) {
  if (r.ndcg >= 0.999) break;
  console.log(`- ${r.ndcg.toFixed(3)} [${r.kind}] '${r.q}'`);
  for (const line of r.returned.slice(0, 5)) console.log(`    ${line}`);
}
process.exit(0);
