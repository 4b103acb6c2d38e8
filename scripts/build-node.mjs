#!/usr/bin/env node
/**
 * Builds the two Node entry points to plain JavaScript (`npm run build` runs it after `react-router build`):
 * build/node/cli.js (bin/buildcompare.mjs runs it) and build/node/server.js (`npm start` runs it). Nothing is
 * compiled at run time, so an import process starts in a few hundred milliseconds instead of tsx's seconds.
 *
 * esbuild bundles our own TypeScript (split so a command loads only its own code). The server's packages stay
 * imports of node_modules; the CLI's are bundled in too, all but the packages that read their own files where they
 * are installed (listed at the CLI's build below). Paths our code finds through import.meta.url keep working
 * because the bundles sit two folders deep, as server/<domain>/ does: data/feeds is found at ../../data/feeds,
 * and the migrations are copied next to the bundles (server/db/client.server.ts reads ./migrations).
 * esbuild (also tsx's compiler) is a dependency of its own, so the build does not lean on tsx's.
 */
import { build } from "esbuild";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(root, "build/node");
const started = performance.now();

rmSync(outdir, { recursive: true, force: true });
const shared = {
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  // Each CLI command is its own chunk, loaded when that command runs (cli/main.ts). Chunks stay in build/node
  // itself, so import.meta.url paths resolve as from the entry points.
  splitting: true,
  chunkNames: "[name]-[hash]",
  logLevel: "warning",
};
await build({ ...shared, entryPoints: { server: path.join(root, "server.ts") }, packages: "external" });
// The CLI is one process per feed on a nightly schedule, so its start-up is paid per merchant: resolving and
// loading a few hundred files of node_modules was most of it (~0.13 s CPU of ~0.42 s for an unchanged
// 10,000-row feed, decision 027). Its packages are bundled in, except those that find their own files at run
// time (PGlite's and the HiGHS solver's WebAssembly, word-list's word file), and two the CLI never loads:
// esbuild (a native binary) and pg-native (pg's optional driver, not installed, which pg names lazily).
// CommonJS packages get a real `require` for Node's built-in modules.
await build({
  ...shared,
  entryPoints: { cli: path.join(root, "cli/main.ts") },
  external: ["@electric-sql/pglite", "@electric-sql/pglite/*", "word-list", "highs", "esbuild", "pg-native"],
  banner: {
    js: 'import { createRequire as __cliRequire } from "node:module"; const require = __cliRequire(import.meta.url);',
  },
});
cpSync(path.join(root, "server/db/migrations"), path.join(outdir, "migrations"), { recursive: true });
console.log(
  `Node entry points built in ${Math.round(performance.now() - started)} ms: build/node/cli.js, build/node/server.js`,
);
