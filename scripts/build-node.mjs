#!/usr/bin/env node
/**
 * Builds the two Node entry points to plain JavaScript (`npm run build` runs it after `react-router build`):
 * build/node/cli.js (bin/buildcompare.mjs runs it) and build/node/server.js (`npm start` runs it). Nothing is
 * compiled at run time, so an import process starts in a few hundred milliseconds instead of tsx's seconds.
 *
 * esbuild bundles our own TypeScript only (split so a command loads only its own code); packages stay imports of node_modules (their WebAssembly and data
 * files are found where they are installed). Paths our code finds through import.meta.url keep working
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
await build({
  entryPoints: { cli: path.join(root, "cli/main.ts"), server: path.join(root, "server.ts") },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  // Each CLI command is its own chunk, loaded when that command runs (cli/main.ts). Chunks stay in build/node
  // itself, so import.meta.url paths resolve as from the entry points.
  splitting: true,
  chunkNames: "[name]-[hash]",
  logLevel: "warning",
});
cpSync(path.join(root, "server/db/migrations"), path.join(outdir, "migrations"), { recursive: true });
console.log(
  `Node entry points built in ${Math.round(performance.now() - started)} ms: build/node/cli.js, build/node/server.js`,
);
