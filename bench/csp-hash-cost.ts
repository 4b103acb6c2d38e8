/**
 * What naming a page's inline scripts by hash costs per fresh render (decision 048): `npx tsx
 * bench/csp-hash-cost.ts`, under the bench lock. A synthetic listing-sized page (markup, a 20 KB loader-data
 * script, the module script, two small scripts) scanned and hashed 2,000 times after a warm-up; prints
 * microseconds per page. Synthetic on purpose: it needs no server or database, and a real page's cost grows
 * with its data script, which is what the 20 KB stands for.
 */
import { inlineScriptHashes } from "../server/http/security-headers.server.ts";

const markup = '<li class="card"><a href="/product/123">Castle Cement 25kg – £7.50</a></li>'.repeat(600);
const data = `window.__reactRouterContext.streamController.enqueue(${JSON.stringify("x".repeat(20_000))});`;
const page = Buffer.from(
  `<html><body>${markup}<script>window.__reactRouterContext = {"basename":"/"};</script><script>${data}</script>` +
    `<script type="module" async="">import "/assets/manifest-abc.js";</script><script>console.log(1)</script>` +
    `</body></html>`,
);
const ROUNDS = 2_000;
for (let i = 0; i < 200; i++) inlineScriptHashes(page);
const started = process.hrtime.bigint();
for (let i = 0; i < ROUNDS; i++) inlineScriptHashes(page);
const micros = Number(process.hrtime.bigint() - started) / ROUNDS / 1000;
console.log(
  `${page.length} B page, ${inlineScriptHashes(page).length} inline scripts: ${micros.toFixed(1)} µs per page`,
);
