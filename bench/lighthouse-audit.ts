/**
 * Lighthouse audit (npm run bench:lighthouse [-- --runs N] [-- --no-basket] [-- /extra/path …]): the production
 * build on an embedded database holding the demo feeds, audited with Lighthouse's default (mobile) configuration
 * in Chromium. Issue 15's pages are /, /building-supplies, a product page, /merchants and /search?q=cement; a
 * priced project list (/price-comparison) is audited too unless --no-basket. Each page is audited --runs times
 * (default 3, pages interleaved so a burst of load on the machine does not land on one page) and the run with the
 * median performance score is reported, with the range seen.
 * Targets per page: performance ≥ 95, accessibility, best practices and SEO 100, CLS 0; the product page also
 * ≤ 120 KB of JavaScript transferred on first view. Prints a table with PASS/FAIL per page and per target, and the
 * audits to fix; writes bench/out/lighthouse-results.json (every run) and the median run's HTML report per page
 * under bench/out/lighthouse/. Exits 0 whatever the scores; non-zero only when the run itself failed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { generateReport, type Result } from "lighthouse";
import { startDemoServer } from "./lib/start-demo-server.ts";
import { renderTable } from "./lib/text-table.ts";
import { LIGHTHOUSE_TARGETS, medianRun, summariseReport, type PageAudit } from "./lib/lighthouse-summary.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/e2e/support/browser.ts";
import { log, runMain } from "./lib/run-main.ts";

const OUT_DIR = path.join(import.meta.dirname, "out");

const { values, positionals } = parseArgs({
  allowPositionals: true,
  allowNegative: true,
  options: { runs: { type: "string", default: "3" }, basket: { type: "boolean", default: true } },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 15)
  throw new Error(`--runs is a whole number 1–15 (got ${values.runs})`);
for (const extra of positionals)
  if (!extra.startsWith("/")) throw new Error(`extra URLs are paths starting with / (got ${extra})`);

async function main(): Promise<number> {
  // Eight products: the first is the product page audited; all eight make /price-comparison's list.
  const server = await startDemoServer({ kind: "pglite", tag: "lighthouse", products: 8 });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const productPath = `/product/${server.productIds[0]}`;
    // A realistic project list: the most widely stocked products, a few of each, priced and split.
    const basketPath = `/price-comparison?items=${server.productIds.map((id, i) => `${id}:${(i % 4) + 1}`).join(",")}&name=Garage+extension`;
    const pagePaths = [
      "/",
      "/building-supplies",
      productPath,
      "/merchants",
      "/search?q=cement",
      ...(values.basket ? [basketPath] : []),
      ...positionals,
    ];
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: "error" });
    mkdirSync(path.join(OUT_DIR, "lighthouse"), { recursive: true });

    const statuses = new Map<string, number>();
    for (const pagePath of pagePaths) statuses.set(pagePath, (await fetch(server.baseUrl + pagePath)).status);
    const runs = new Map<string, { audit: PageAudit; lhr: Result | null }[]>(pagePaths.map((p) => [p, []]));
    let runFailed = false;
    for (let run = 1; run <= RUNS; run++) {
      for (const pagePath of pagePaths) {
        const status = statuses.get(pagePath)!;
        log(`run ${run}/${RUNS}: auditing ${pagePath} (HTTP ${status})…`);
        const isProductPage = pagePath === productPath;
        try {
          const result = await lighthouse(server.baseUrl + pagePath, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
          });
          if (!result) throw new Error("Lighthouse returned no result");
          const lhr = result.lhr as Result;
          const audit = summariseReport(pagePath, status, lhr, { isProductPage, reportFile: null });
          log(
            `  performance ${Math.round((audit.scores.performance ?? 0) * 100)}, FCP ${Math.round(audit.metrics.fcpMs ?? 0)} ms`,
          );
          runs.get(pagePath)!.push({ audit, lhr });
        } catch (error) {
          runFailed = true;
          log(`Lighthouse failed on ${pagePath}: ${(error as Error).message}`);
          runs
            .get(pagePath)!
            .push({ audit: summariseReport(pagePath, status, null, { isProductPage, reportFile: null }), lhr: null });
        }
      }
    }

    const pages = pagePaths.map((pagePath) => {
      const all = runs.get(pagePath)!;
      const median = medianRun(all.map((r) => r.audit));
      const lhr = all.find((r) => r.audit === median)?.lhr;
      if (!lhr) return { ...median, runs: all.map((r) => r.audit) };
      const reportFile = path.join(OUT_DIR, "lighthouse", `${fileSlug(pagePath)}.html`);
      writeFileSync(reportFile, generateReport(lhr, "html"));
      return { ...median, reportFile, runs: all.map((r) => r.audit) };
    });

    printReport(pages, productPath);
    const outFile = path.join(OUT_DIR, "lighthouse-results.json");
    writeFileSync(outFile, `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, pages }, null, 2)}\n`);
    console.log(`\nWritten to ${path.relative(process.cwd(), outFile)} (HTML reports in bench/out/lighthouse/)`);
    return runFailed ? 1 : 0;
  } catch (error) {
    log(`server output:\n${server.output()}`);
    throw error;
  } finally {
    chrome?.kill();
    await server.stop();
  }
}

type ReportedPage = PageAudit & { runs: PageAudit[] };

function printReport(pages: ReportedPage[], productPath: string): void {
  const score = (n: number | null) => (n === null ? "—" : String(Math.round(n * 100)));
  const ms = (n: number | null) => (n === null ? "—" : `${Math.round(n).toLocaleString("en-GB")} ms`);
  const bytes = (n: number | null) => (n === null ? "—" : n.toLocaleString("en-GB"));
  const range = (p: ReportedPage) => {
    const all = p.runs.map((r) => Math.round((r.scores.performance ?? 0) * 100));
    return all.length === 1 ? "" : ` (${Math.min(...all)}–${Math.max(...all)})`;
  };
  const rows = pages.map((p) => [
    p.path.length > 40 ? `${p.path.slice(0, 39)}…` : p.path,
    String(p.httpStatus),
    score(p.scores.performance) + range(p),
    score(p.scores.accessibility),
    score(p.scores.bestPractices),
    score(p.scores.seo),
    p.metrics.cls === null ? "—" : p.metrics.cls.toFixed(3),
    ms(p.metrics.fcpMs),
    ms(p.metrics.lcpMs),
    ms(p.metrics.tbtMs),
    bytes(p.bytes.script),
    p.error ? "ERROR" : p.pass ? "PASS" : "FAIL",
  ]);
  console.log(
    `\nLighthouse 12 (mobile preset), production build, embedded database with the demo data; ` +
      `median of ${RUNS} run${RUNS === 1 ? "" : "s"} by performance score (range in brackets)\n`,
  );
  console.log(
    renderTable(["page", "HTTP", "perf", "a11y", "BP", "SEO", "CLS", "FCP", "LCP", "TBT", "JS bytes", "result"], rows),
  );

  const product = pages.find((p) => p.path === productPath);
  const worst = (key: keyof PageAudit["scores"]) => {
    const all = pages.map((p) => p.scores[key]);
    return all.some((s) => s === null) ? null : Math.min(...(all as number[]));
  };
  const targets: [string, string, string, boolean][] = [
    [
      "performance, every page",
      "≥ 95",
      score(worst("performance")),
      (worst("performance") ?? 0) >= LIGHTHOUSE_TARGETS.performance,
    ],
    ["accessibility, every page", "100", score(worst("accessibility")), worst("accessibility") === 1],
    ["best practices, every page", "100", score(worst("bestPractices")), worst("bestPractices") === 1],
    ["SEO, every page", "100", score(worst("seo")), worst("seo") === 1],
    [
      "CLS, every page",
      "0.000",
      Math.max(...pages.map((p) => p.metrics.cls ?? Infinity)).toFixed(3),
      pages.every((p) => p.metrics.cls !== null && Math.round(p.metrics.cls * 1000) === 0),
    ],
    [
      `JS on a first product view (${productPath})`,
      `≤ ${bytes(LIGHTHOUSE_TARGETS.productPageScriptBytes)} B`,
      `${bytes(product?.bytes.script ?? null)} B`,
      (product?.bytes.script ?? Infinity) <= LIGHTHOUSE_TARGETS.productPageScriptBytes,
    ],
  ];
  console.log("");
  console.log(
    renderTable(
      ["target", "goal", "measured (worst page)", "result"],
      targets.map(([name, goal, measured, ok]) => [name, goal, measured, ok ? "PASS" : "FAIL"]),
      [1],
    ),
  );
  console.log("JS bytes: compressed, headers included, as transferred on a first view (Lighthouse's resource summary)");

  for (const page of pages) {
    if (page.error) console.log(`\n${page.path}: ${page.error}`);
    const failing = page.failingAudits;
    if (failing.length === 0) continue;
    console.log(`\nTo fix on ${page.path}:`);
    for (const a of failing) {
      const shown = a.displayValue ? ` — ${a.displayValue}` : "";
      console.log(`  [${a.category}] ${a.id} (score ${a.score.toFixed(2)}): ${a.title}${shown}`);
      for (const item of a.items) console.log(`      ${item}`);
    }
  }
}

function fileSlug(pagePath: string): string {
  return pagePath === "/"
    ? "home"
    : pagePath
        .replace(/^\//, "")
        .replace(/[^a-z0-9]+/gi, "-")
        .slice(0, 80);
}

runMain("bench:lighthouse", main);
