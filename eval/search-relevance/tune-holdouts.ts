/**
 * In-process NDCG@10 of holdout-2 and holdout-3 for tuning the ranking in seconds, without a build or a server:
 * the same grades and maths as their run.ts (their figures agree to the third decimal), over databases the
 * feeds were imported into once with the CLI (`buildcompare migrate` and one `import --json` per feed). A "-" for a URL skips that set.
 * The official figures are still score-commit.sh's, on a committed HEAD.
 *   npx tsx eval/search-relevance/tune-holdouts.ts <h3-db-url> <h2-db-url> [<h4-db-url> [<h5-db-url> [<h6-db-url> [<h7-db-url> [<h8-db-url> [<h9-db-url>]]]]]] [--worst N] [--kind K] [--json out]
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../../server/db/client.server.ts";
import { productKeys } from "./site-offers.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { productGrade } from "../search-relevance-holdout-3/score.ts";
import { gradedSearch } from "./graded-search.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
// Database URLs come first, in the order 3, 2, 4, 5, 6, 7, 8, 9; options follow them.
const firstOption = process.argv.slice(2).findIndex((a) => a.startsWith("--"));
const urls = process.argv.slice(2, firstOption < 0 ? undefined : firstOption + 2);
const [h3Url, h2Url, h4Url, h5Url, h6Url, h7Url, h8Url, h9Url] = urls;
const argv = process.argv;
const WORST = Number(argv.includes("--worst") ? argv[argv.indexOf("--worst") + 1] : 10);
const ONLY = argv.includes("--kind") ? argv[argv.indexOf("--kind") + 1] : null;

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
    .slice(0, WORST)) {
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
// Sets 3–7 key grades by catalogue product; their judgments.json lists each product's merchant titles.
for (const set of [3, 4, 5, 6, 7, 8, 9]) {
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
const h4 = JSON.parse(readFileSync(path.join(ROOT, "eval/search-relevance-holdout-4/judgments.json"), "utf8")) as {
  items: Record<string, string>;
  queries: Q[];
};
const r4 = h4Url ? await runSet("holdout-4", h4Url, h4.queries, (s, i) => h4.items[`${s}|${i}`]) : [];
const h5 = JSON.parse(readFileSync(path.join(ROOT, "eval/search-relevance-holdout-5/judgments.json"), "utf8")) as {
  items: Record<string, string>;
  queries: Q[];
};
const r5 = h5Url ? await runSet("holdout-5", h5Url, h5.queries, (s, i) => h5.items[`${s}|${i}`]) : [];
const h6 = JSON.parse(readFileSync(path.join(ROOT, "eval/search-relevance-holdout-6/judgments.json"), "utf8")) as {
  items: Record<string, string>;
  queries: Q[];
};
const r6 = h6Url ? await runSet("holdout-6", h6Url, h6.queries, (s, i) => h6.items[`${s}|${i}`]) : [];
const h7 = JSON.parse(readFileSync(path.join(ROOT, "eval/search-relevance-holdout-7/judgments.json"), "utf8")) as {
  items: Record<string, string>;
  queries: Q[];
};
const r7 = h7Url ? await runSet("holdout-7", h7Url, h7.queries, (s, i) => h7.items[`${s}|${i}`]) : [];
const h8 = JSON.parse(readFileSync(path.join(ROOT, "eval/search-relevance-holdout-8/judgments.json"), "utf8")) as {
  items: Record<string, string>;
  queries: Q[];
};
const r8 = h8Url ? await runSet("holdout-8", h8Url, h8.queries, (s, i) => h8.items[`${s}|${i}`]) : [];
const h9 = JSON.parse(readFileSync(path.join(ROOT, "eval/search-relevance-holdout-9/judgments.json"), "utf8")) as {
  items: Record<string, string>;
  queries: Q[];
};
const r9 = h9Url ? await runSet("holdout-9", h9Url, h9.queries, (s, i) => h9.items[`${s}|${i}`]) : [];
if (argv.includes("--json"))
  writeFileSync(argv[argv.indexOf("--json") + 1]!, JSON.stringify({ r3, r2, r4, r5, r6, r7, r8, r9 }, null, 1));
process.exit(0);
