import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { FEEDS_DIR } from "./output-paths.ts";

/** Writes the files and deletes stale ones with the same extension, so renamed outputs leave nothing behind. */
export function writeFresh(dir: string, files: Record<string, string>, ext: string): void {
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(dir)) if (f.endsWith(ext) && !(f in files)) rmSync(join(dir, f));
  for (const [f, body] of Object.entries(files)) writeFileSync(join(dir, f), body);
}

/** Like writeFresh, but feeds come in three extensions; other files in the folder are left alone. */
export function writeFeeds(feedFiles: Record<string, string>): void {
  mkdirSync(FEEDS_DIR, { recursive: true });
  for (const f of readdirSync(FEEDS_DIR))
    if (/\.(tsv|csv|xml)$/.test(f) && !(f in feedFiles)) rmSync(join(FEEDS_DIR, f));
  for (const [f, body] of Object.entries(feedFiles)) writeFileSync(join(FEEDS_DIR, f), body);
}
