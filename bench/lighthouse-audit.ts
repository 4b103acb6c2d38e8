/**
 * Lighthouse audit (npm run bench:lighthouse [-- /extra/path …]): the production build on an embedded
 * database holding the demo feeds, audited with Lighthouse's default (mobile) configuration in Chromium.
 * Targets per page: performance ≥ 95, accessibility, best practices and SEO 100, CLS 0; the product page
 * also ≤ 150 KB of JavaScript transferred on first view. Prints PASS/FAIL per page and the audits to fix,
 * writes bench/out/lighthouse-results.json and one HTML report per page under bench/out/lighthouse/.
 * Exits 0 whatever the scores; non-zero only when the run itself failed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { generateReport, type Result } from "lighthouse";
import { startDemoServer } from "./lib/start-demo-server.ts";
import { renderTable } from "./lib/text-table.ts";
import { summariseReport, type PageAudit } from "./lib/lighthouse-summary.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/e2e/support/browser.ts";
import { log, runMain } from "./lib/run-main.ts";

const OUT_DIR = path.join(import.meta.dirname, "out");

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
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
    const pagePaths = ["/", "/building-supplies", productPath, "/merchants", basketPath, ...positionals];
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: "error" });
    mkdirSync(path.join(OUT_DIR, "lighthouse"), { recursive: true });

    const pages: PageAudit[] = [];
    let runFailed = false;
    for (const pagePath of pagePaths) {
      const url = server.baseUrl + pagePath;
      const status = (await fetch(url)).status;
      log(`auditing ${pagePath} (HTTP ${status})…`);
      try {
        const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
        if (!result) throw new Error("Lighthouse returned no result");
        const lhr = result.lhr as Result;
        const reportFile = path.join(OUT_DIR, "lighthouse", `${fileSlug(pagePath)}.html`);
        writeFileSync(reportFile, generateReport(lhr, "html"));
        pages.push(summariseReport(pagePath, status, lhr, { isProductPage: pagePath === productPath, reportFile }));
      } catch (error) {
        runFailed = true;
        log(`Lighthouse failed on ${pagePath}: ${(error as Error).message}`);
        pages.push(summariseReport(pagePath, status, null, { isProductPage: false, reportFile: null }));
      }
    }

    printReport(pages, productPath);
    const outFile = path.join(OUT_DIR, "lighthouse-results.json");
    writeFileSync(outFile, `${JSON.stringify({ date: new Date().toISOString(), pages }, null, 2)}\n`);
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

function printReport(pages: PageAudit[], productPath: string): void {
  const score = (n: number | null) => (n === null ? "—" : String(Math.round(n * 100)));
  const ms = (n: number | null) => (n === null ? "—" : `${Math.round(n).toLocaleString("en-GB")} ms`);
  const bytes = (n: number | null) => (n === null ? "—" : n.toLocaleString("en-GB"));
  const rows = pages.map((p) => [
    p.path,
    String(p.httpStatus),
    score(p.scores.performance),
    score(p.scores.accessibility),
    score(p.scores.bestPractices),
    score(p.scores.seo),
    p.metrics.cls === null ? "—" : p.metrics.cls.toFixed(3),
    ms(p.metrics.lcpMs),
    ms(p.metrics.tbtMs),
    bytes(p.bytes.script),
    p.error ? "ERROR" : p.pass ? "PASS" : "FAIL",
  ]);
  console.log("\nLighthouse 12 (mobile preset), production build, embedded database with the demo data\n");
  console.log(
    renderTable(["page", "HTTP", "perf", "a11y", "BP", "SEO", "CLS", "LCP", "TBT", "JS bytes", "target"], rows),
  );
  console.log("\nTarget: performance ≥ 95, accessibility / best practices / SEO 100, CLS 0 (to 3 decimals)");

  const product = pages.find((p) => p.path === productPath);
  if (product) {
    const js = product.bytes.script;
    console.log(
      `Product page ${productPath}: JavaScript transferred on first view ${bytes(js)} bytes (compressed) ` +
        `vs target ≤ 150,000 → ${js !== null && js <= 150_000 ? "PASS" : "FAIL"}`,
    );
  }

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
