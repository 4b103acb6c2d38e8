/**
 * In-process NDCG@10 of holdout-2 and holdout-3 for tuning the ranking in seconds, without a build or a server:
 * the same grades and maths as their run.ts (their figures agree to the third decimal), over databases the
 * feeds were imported into once with the CLI (`buildcompare migrate` and one `import --json` per feed). A "-" for a URL skips that set.
 * The official figures are still score-commit.sh's, on a committed HEAD.
 *   npx tsx eval/search-relevance/tune-holdouts.ts <h3-db-url> <h2-db-url> [<h4-db-url> … [<h22-db-url>]] [--worst N] [--kind K] [--totals-only 12] [--json out]
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../../server/db/client.server.ts";
import { productKeys } from "./site-offers.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { productGrade } from "../search-relevance-holdout-3/score.ts";
import { gradedSearch } from "./graded-search.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
// Database URLs come first, in the order 3, 2, 4, 5, …, 14 (any number of later sets); options follow them.
const firstOption = process.argv.slice(2).findIndex((a) => a.startsWith("--"));
const urls = process.argv.slice(2, firstOption < 0 ? undefined : firstOption + 2);
const [h3Url, h2Url, ...laterUrls] = urls;
const argv = process.argv;
const WORST = Number(argv.includes("--worst") ? argv[argv.indexOf("--worst") + 1] : 10);
const ONLY = argv.includes("--kind") ? argv[argv.indexOf("--kind") + 1] : null;
// --totals-only 12: that set prints its per-kind totals and no query, so a tuner can keep it as an unread check.
const TOTALS_ONLY = new Set(
  argv.flatMap((a, i) => (argv[i - 1] === "--totals-only" ? a.split(",").map((n) => `holdout-${n}`) : [])),
);

interface Q {
  q: string;
  kind: string;
  /** grade per judged item key "merchant|itemId" (h2) or per catalogue key (h3) */
  grades: Record<string, number>;
}

async function runSet(
  label: string,
  url: string,
  queries: Q[],
  keyOf: (slug: string, item: string) => string | undefined,
) {
  // "-" in a set's place skips it (the sets before it still need a place on the command line).
  if (url === "-") return [];
  const database = await openDatabase(url);
  await ensureSearchIndex(database.db);
  const out: { q: string; kind: string; ndcg: number; returned: string[]; missed: string[] }[] = [];
  try {
    const keys = await productKeys(database.db, keyOf);
    for (const j of queries) {
      const { results, grades, ndcg } = await gradedSearch(database.db, j.q, j.grades, keys);
      out.push({
        q: j.q,
        kind: j.kind,
        ndcg,
        returned: results.map((r, i) => `(${grades[i]}) ${r.name}`),
        missed: [...keys]
          .filter(([id]) => !results.some((r) => r.id === id))
          .map(([, k]) => [productGrade(k, j.grades), k[0]] as const)
          .filter(([g]) => g > 0)
          .sort((a, b) => b[0] - a[0])
          .map(([g, k]) => `(${g}) ${titles.get(k!) ?? k}`),
      });
    }
  } finally {
    await database.close();
  }
  const kinds = [...new Set(out.map((o) => o.kind))];
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(
    `\n== ${label}: overall ${mean(out.map((o) => o.ndcg)).toFixed(3)}  ` +
      kinds.map((k) => `${k} ${mean(out.filter((o) => o.kind === k).map((o) => o.ndcg)).toFixed(3)}`).join("  "),
  );
  for (const o of out
    .filter((x) => !ONLY || x.kind === ONLY)
    .sort((a, b) => a.ndcg - b.ndcg)
    .slice(0, TOTALS_ONLY.has(label) ? 0 : WORST)) {
    if (o.ndcg >= 0.999) break;
    console.log(`- ${o.ndcg.toFixed(3)} [${o.kind}] '${o.q}'`);
    for (const r of o.returned.slice(0, 6)) console.log(`    ${r}`);
    for (const m of o.missed.slice(0, 4)) console.log(`      missed ${m}`);
  }
  return out;
}

const h3 = JSON.parse(readFileSync(path.join(ROOT, "eval/search-relevance-holdout-3/judgments.json"), "utf8")) as {
  items: Record<string, string>;
  queries: Q[];
};
const h2 = JSON.parse(readFileSync(path.join(ROOT, "eval/search-relevance-holdout-2/judgments.json"), "utf8")) as {
  judgments: { q: string; kind: string; relevant: { merchant: string; itemId: string; grade: number }[] }[];
};
const titles = new Map<string, string>();
for (const j of JSON.parse(readFileSync(path.join(ROOT, "eval/search-relevance-holdout-2/judgments.json"), "utf8"))
  .judgments as {
  relevant: { merchant: string; itemId: string; title: string }[];
}[])
  for (const r of j.relevant) titles.set(`${r.merchant}|${r.itemId}`, r.title);
// Sets 3 and later key grades by catalogue product; their judgments.json lists each product's merchant titles.
for (const set of [3, ...laterUrls.map((_, index) => index + 4)]) {
  const file = path.join(ROOT, `eval/search-relevance-holdout-${set}/judgments.json`);
  const byKey = (JSON.parse(readFileSync(file, "utf8")) as { titles?: Record<string, string[]> }).titles ?? {};
  for (const [key, list] of Object.entries(byKey)) if (list[0]) titles.set(key, list[0]);
}
const r3 = await runSet("holdout-3", h3Url!, h3.queries, (s, i) => h3.items[`${s}|${i}`]);
const r2 = await runSet(
  "holdout-2",
  h2Url!,
  h2.judgments.map((j) => ({
    q: j.q,
    kind: j.kind,
    grades: Object.fromEntries(j.relevant.map((r) => [`${r.merchant}|${r.itemId}`, r.grade])),
  })),
  (s, i) => `${s}|${i}`,
);
// Sets 4 and later share one judgments.json shape (items → catalogue key, queries graded per key).
const later: Record<string, unknown[]> = {};
for (const [index, url] of laterUrls.entries()) {
  const set = index + 4;
  if (!url) continue;
  const file = path.join(ROOT, `eval/search-relevance-holdout-${set}/judgments.json`);
  const h = JSON.parse(readFileSync(file, "utf8")) as { items: Record<string, string>; queries: Q[] };
  const rows = await runSet(`holdout-${set}`, url, h.queries, (s, i) => h.items[`${s}|${i}`]);
  // A totals-only set stays unread in the JSON too: each row keeps its kind and score, never the query or results.
  later[`r${set}`] = TOTALS_ONLY.has(`holdout-${set}`) ? rows.map(({ kind, ndcg }) => ({ kind, ndcg })) : rows;
}
if (argv.includes("--json"))
  writeFileSync(argv[argv.indexOf("--json") + 1]!, JSON.stringify({ r3, r2, ...later }, null, 1));
process.exit(0);
