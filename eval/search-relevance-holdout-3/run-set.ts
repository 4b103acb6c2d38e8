/**
 * The held-out relevance runner shared by sets 3 and 4 (each set's run.ts calls it with its own folder, which
 * holds judgments.json and feeds/): imports the feeds with the checkout's CLI, starts its production server and
 * scores /api/search. Options as run.ts documents them.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { allOffers, freshDatabase, getJson, run, startSite, type Site } from "./black-box.ts";
import { importHeldOutFeeds } from "./import-feeds.ts";
import { KINDS, type JudgedQuery } from "./judged-query-kit.ts";
import { DEPTH, mean, ndcgAt, productGrade } from "./score.ts";

export async function runHeldOutSet(HERE: string): Promise<number> {
  const ROOT = resolve(HERE, "../..");
  const argv = process.argv.slice(2);
  const opt = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const WORST = Number(opt("--worst") ?? 12);

  const DATA = JSON.parse(readFileSync(join(HERE, "judgments.json"), "utf8")) as {
    merchants: { slug: string; name: string; file: string; website: string }[];
    products: number;
    items: Record<string, string>;
    queries: JudgedQuery[];
  };

  interface Outcome {
    q: string;
    kind: string;
    ndcg: number;
    total: number;
    returned: { id: number; name: string; grade: number }[];
    missed: { keys: string[]; grade: number }[];
  }

  async function evaluate(site: Site): Promise<Outcome[]> {
    // Each site product's judged catalogue keys, from its offers' feed items.
    const keysOf = new Map<number, string[]>();
    for (const o of await allOffers(site.baseUrl)) {
      const key = DATA.items[`${o.merchantSlug}|${o.merchantItemId}`];
      const held = keysOf.get(Number(o.productId)) ?? [];
      if (key && !held.includes(key)) held.push(key);
      keysOf.set(Number(o.productId), held);
    }
    console.log(`site catalogue: ${keysOf.size} products (the feeds describe ${DATA.products})`);
    const outcomes: Outcome[] = [];
    for (const j of DATA.queries) {
      const body = await getJson<{ total?: number; results: { id: number; name: string }[] }>(
        site.baseUrl,
        `/api/search?q=${encodeURIComponent(j.q)}&limit=${DEPTH}`,
      );
      const returned = body.results.slice(0, DEPTH).map((r) => ({
        id: Number(r.id),
        name: r.name,
        grade: productGrade(keysOf.get(Number(r.id)) ?? [], j.grades),
      }));
      const graded = [...keysOf].map(([id, keys]) => ({ id, keys, grade: productGrade(keys, j.grades) }));
      const shown = new Set(returned.map((r) => r.id));
      outcomes.push({
        q: j.q,
        kind: j.kind,
        ndcg: ndcgAt(
          returned.map((r) => r.grade),
          graded.map((p) => p.grade),
        ),
        total: body.total ?? returned.length,
        returned,
        missed: graded
          .filter((p) => p.grade > 0 && !shown.has(p.id))
          .sort((a, b) => b.grade - a.grade)
          .map((p) => ({ keys: p.keys, grade: p.grade })),
      });
    }
    return outcomes;
  }

  /**
   * --blind: the per-kind table and counts only, no query text or answer, so a set can score a branch whose
   * author must not learn its queries (the lead relays the figures).
   */
  const BLIND = argv.includes("--blind");

  function report(outcomes: Outcome[]): void {
    const row = (label: string, list: Outcome[]) =>
      console.log(
        `| ${label.padEnd(17)} | ${String(list.length).padStart(7)} | ${mean(list.map((o) => o.ndcg)).toFixed(3)} |`,
      );
    console.log(`\nNDCG@${DEPTH} (gain 2^g-1, discount log2(rank+1), ideal from every graded product)\n`);
    console.log(`| kind              | queries | NDCG@10 |\n| ----------------- | ------: | ------: |`);
    for (const kind of KINDS)
      row(
        kind,
        outcomes.filter((o) => o.kind === kind),
      );
    row("overall", outcomes);
    row(
      "excl. no-match",
      outcomes.filter((o) => o.kind !== "no-match"),
    );
    const none = outcomes.filter((o) => o.kind === "no-match");
    const empty = none.filter((o) => o.returned.length === 0);
    console.log(`\nno-match queries that correctly returned nothing: ${empty.length}/${none.length}`);
    if (BLIND) {
      const lostCount = outcomes.filter((o) => o.kind !== "no-match" && o.returned.length === 0).length;
      console.log(`queries with relevant products that returned nothing: ${lostCount}`);
      return;
    }
    for (const o of none.filter((x) => x.returned.length > 0))
      console.log(`  '${o.q}' → ${o.total} results, first: ${o.returned[0]?.name ?? "?"}`);
    const lost = outcomes.filter((o) => o.kind !== "no-match" && o.returned.length === 0);
    console.log(`queries with relevant products that returned nothing: ${lost.length}`);
    for (const o of lost) console.log(`  '${o.q}' (${o.kind})`);
    console.log(`\nworst ${WORST} (rank. (grade) name; missed = graded products outside the top ${DEPTH})`);
    const worst = outcomes
      .filter((o) => o.kind !== "no-match")
      .sort((a, b) => a.ndcg - b.ndcg)
      .slice(0, WORST);
    for (const o of worst) {
      console.log(`- ${o.ndcg.toFixed(3)} [${o.kind}] '${o.q}'`);
      o.returned.slice(0, 5).forEach((r, i) => console.log(`    ${i + 1}. (${r.grade}) ${r.name}`));
      for (const m of o.missed.slice(0, 3)) console.log(`    missed (${m.grade}) ${m.keys.join(" + ")}`);
    }
  }

  /** Checks the plumbing without looking at any judged query's answer (so a harness fix never peeks at scores). */
  async function check(site: Site): Promise<number> {
    const offers = await allOffers(site.baseUrl);
    const mapped = offers.filter((o) => DATA.items[`${o.merchantSlug}|${o.merchantItemId}`]).length;
    const products = new Set(offers.map((o) => o.productId)).size;
    const probe = await getJson<{ results?: unknown[] }>(site.baseUrl, "/api/search?q=zzqx&limit=1");
    console.log(
      `check: ${offers.length} offers (${mapped} mapped to judged keys) on ${products} products; /api/search answers ${Array.isArray(probe.results) ? "results[]" : "no results array"}`,
    );
    return mapped === Object.keys(DATA.items).length && Array.isArray(probe.results) ? 0 : 1;
  }

  async function main(): Promise<number> {
    if (!argv.includes("--skip-build")) {
      console.log("npm run build …");
      const b = await run("npm", ["run", "build"], { cwd: ROOT, env: process.env, timeoutMs: 1_200_000 });
      if (b.code !== 0) throw new Error(`npm run build failed:\n${b.stdout.slice(-1500)}\n${b.stderr.slice(-1500)}`);
    }
    const db = await freshDatabase(opt("--pg"));
    let site: Site | null = null;
    try {
      console.log(`database: ${db.kind}`);
      await importHeldOutFeeds(ROOT, HERE, DATA.merchants, db.url);
      site = await startSite(ROOT, db.url);
      if (argv.includes("--check")) return await check(site);
      const outcomes = await evaluate(site);
      report(outcomes);
      const out = BLIND ? undefined : opt("--json");
      if (out) writeFileSync(out, JSON.stringify(outcomes, null, 1) + "\n");
      return 0;
    } finally {
      await site?.stop();
      await db.drop().catch((e: unknown) => console.error(`could not remove the database: ${String(e)}`));
    }
  }

  return main();
}
