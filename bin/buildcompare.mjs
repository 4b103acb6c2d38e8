#!/usr/bin/env node
// Runs the built CLI (build/node/cli.js, made by `npm run build`): plain JavaScript, so nothing is compiled
// at run time and an import process starts fast. Developers run the sources with `npm run cli -- …`.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const built = path.join(path.dirname(fileURLToPath(import.meta.url)), "../build/node/cli.js");
if (!existsSync(built)) {
  process.stderr.write(
    "buildcompare: the CLI is not built yet (build/node/cli.js is missing).\n" +
      "  Run `npm run build` once (or `npm run build:node` for the CLI alone), then this command again;\n" +
      "  or run it from the sources with `npm run cli -- <command>`.\n",
  );
  process.exit(1);
}
await import(pathToFileURL(built).href);
