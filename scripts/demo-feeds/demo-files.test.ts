import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { buildDemoFiles, OWNED_FOLDERS } from "./demo-files.ts";

const ROOT = resolve(import.meta.dirname, "../..");

/** The committed demo must be exactly what the generator writes: run `npx tsx scripts/generate-demo-feeds.ts` when this fails. */
describe("demo files", () => {
  const { files } = buildDemoFiles();

  it("regenerate byte-identical", () => {
    const differing = [...files].filter(([path, body]) => readFileSync(join(ROOT, path), "utf8") !== body);
    expect(differing.map(([path]) => path)).toEqual([]);
    expect(files.size).toBeGreaterThan(50);
  });

  it("leave no stale file in the folders the generator owns", () => {
    const stale = OWNED_FOLDERS.flatMap(({ dir, ext }) =>
      readdirSync(join(ROOT, dir))
        .filter((f) => ext.test(f))
        .map((f) => `${dir}/${f}`)
        .filter((path) => !files.has(path)),
    );
    expect(stale).toEqual([]);
  });
});
