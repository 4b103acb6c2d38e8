import path from "node:path";
import { getEnv } from "./server/env.server.ts";
import { openDatabase } from "./server/db/client.server.ts";
import { EmbeddedDatabaseLockedError } from "./server/db/embedded-lock.server.ts";
import { listen, PortInUseError, type ListeningServer } from "./server/http-lifecycle.server.ts";
import { createApp } from "./server/app.server.ts";
import { loadDemoIfEmpty } from "./server/ingest/load-demo.server.ts";
import { ensureSearchIndex } from "./server/search/rebuild-search-index.server.ts";
import { currentSearchIndex } from "./server/search/memory-index/load-search-index.server.ts";
import { startOutboxSender } from "./server/mail/outbox-sender.server.ts";
import { pruneFormAttempts } from "./server/forms/rate-limit.server.ts";
import { loadSolver } from "./server/basket/run-highs.ts";
import {
  checkWebConcurrency,
  STARTUP_REFUSED_EXIT_CODE,
  startWebWorkers,
  WebConcurrencyError,
  webRole,
} from "./server/web-cluster.server.ts";
import { startFeedsIfEnabled } from "./server/feeds/scheduler-setting.server.ts";
import { startStaleOfferSweep } from "./server/catalog/stale-offers.server.ts";

/** Requests in flight get this long to finish after SIGTERM (issue 16); then their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * A refusal the operator can act on (the embedded database in use, the port taken, WEB_CONCURRENCY on PGlite) is
 * one line and a failed exit, not a stack trace; anything else is a bug and keeps its stack.
 */
function refuseToStart(error: unknown): never {
  const expected = [EmbeddedDatabaseLockedError, PortInUseError, WebConcurrencyError].some((k) => error instanceof k);
  if (!expected) throw error;
  process.stderr.write(`buildcompare: ${(error as Error).message}\n`);
  // A web process's primary sees this code and stops the rest quietly (server/web-cluster.server.ts).
  process.exit(role === "worker" ? STARTUP_REFUSED_EXIT_CODE : 1);
}

const dev = process.argv.includes("--dev");
const env = getEnv();
// WEB_CONCURRENCY > 1: the primary opens the database first (migrations run once, before any worker starts),
// does the once-only work below and forks the web workers; each worker only serves.
// The development server is always one process (one Vite).
const role = webRole(dev ? 1 : env.WEB_CONCURRENCY);
const database = await openDatabase(env.DATABASE_URL, { migrate: role !== "worker" }).catch(refuseToStart);
if (role === "primary") {
  try {
    checkWebConcurrency(env.WEB_CONCURRENCY, database.kind);
  } catch (error) {
    await database.close();
    refuseToStart(error);
  }
}
if (role !== "worker") console.log(`Database: ${database.label}`);
// The basket's solver compiles its WebAssembly on first use (a few hundred ms): do it now, not in a visitor's request.
if (role !== "primary") await loadSolver();

// Before the demo load: on an empty database this only records the index version, and the demo's
// imports then build every document themselves.
const search = role === "worker" ? null : await ensureSearchIndex(database.db);
if (search?.rebuilt && search.products > 0) console.log(`Search index rebuilt for ${search.products} products.`);

if (env.BUILDCOMPARE_DEMO === "on" && role !== "worker") {
  const loaded = await loadDemoIfEmpty(database.db, { quiet: false });
  if (loaded) console.log(`Demo data loaded: ${loaded.merchants} merchants, ${loaded.offers} offers.`);
}

// Each serving process holds the search engine's index in memory (decision 033): read it before listening, so no
// visitor's search waits for the whole catalogue to load (about 4 s of CPU per 100,000 products).
if (role !== "primary") {
  const started = performance.now();
  const { index } = await currentSearchIndex(database.db);
  if (role === "single" && index.liveCount >= 10_000)
    console.log(
      `Search index loaded: ${index.liveCount} products in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
}

const stopOutbox =
  env.SMTP_URL && role !== "worker"
    ? startOutboxSender(database.db, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM })
    : async () => {};
if (!env.SMTP_URL && role !== "worker")
  console.log("SMTP_URL is not set: e-mails stay in the outbox (`buildcompare outbox list`).");

// --- Feed scheduler (issue 16, decision 041; owned by server/feeds/) ---
// FEED_SCHEDULER=on: this process runs registered feeds when due (never a forked web worker).
const stopFeeds = startFeedsIfEnabled(database.db, role);
// --- end feed scheduler ---

// Stale offers (decision 047): the once-only process sweeps each minute; forked web workers read the result.
const staleSweep = role === "worker" ? null : startStaleOfferSweep(database.db, env.STALE_OFFER_HIDE_HOURS);

// Rate-limit rows only matter for a day; clearing them hourly keeps the table small.
const pruneTimer = setInterval(() => {
  if (role === "worker") return;
  pruneFormAttempts(database.db).catch((error: unknown) => console.warn("Could not prune form attempts", error));
}, 60 * 60_000);
pruneTimer.unref();

const context = { db: database.db, env };
const workers = role === "primary" ? await startWebWorkers(env.WEB_CONCURRENCY) : null;
let app;
if (role === "primary") {
  app = null;
} else if (dev) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  app = createApp({ context, mode: { kind: "development", vite: viteServer } });
} else {
  const buildDir = path.resolve("build");
  const build = await import(path.join(buildDir, "server/index.js"));
  app = createApp({ context, mode: { kind: "production", build, clientDir: path.join(buildDir, "client") } });
}

let web: ListeningServer | null = null;
if (app) {
  try {
    web = await listen(app, env.PORT, env.HOST);
  } catch (error) {
    await stopOutbox();
    await stopFeeds();
    await staleSweep?.stop();
    await database.close();
    refuseToStart(error);
  }
  if (role === "single") console.log(`BuildCompare listening on http://${env.HOST}:${env.PORT}`);
}
if (workers)
  console.log(`BuildCompare listening on http://${env.HOST}:${env.PORT} (${env.WEB_CONCURRENCY} web processes)`);

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  if (role !== "worker") console.log(`${signal} received: finishing requests in flight, then closing the database`);
  // Only if closing itself hangs: the drain below is bounded by SHUTDOWN_GRACE_MS.
  const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 5_000);
  force.unref();
  // No new connections from here; the database stays open until every answer in flight has been sent.
  const drained = await web?.drain(SHUTDOWN_GRACE_MS);
  if (drained === "cut") console.warn(`Requests still running after ${SHUTDOWN_GRACE_MS / 1000} s were cut off.`);
  await workers?.stop();
  clearInterval(pruneTimer);
  await stopOutbox();
  await stopFeeds();
  await staleSweep?.stop();
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
