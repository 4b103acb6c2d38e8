/**
 * Imports a held-out set's feeds/ into a database with the checkout's built CLI (`buildcompare migrate`, then one
 * `buildcompare import --json` per merchant of judgments.json), as a visitor's catalogue would be built. Shared by
 * the relevance runner (run-set.ts) and the matching report (matching-splits.ts) so both judge the same import.
 */
import { join } from "node:path";
import { run } from "./black-box.ts";

export interface HeldOutMerchant {
  slug: string;
  name: string;
  file: string;
  website?: string;
}

export async function importHeldOutFeeds(
  root: string,
  setDir: string,
  merchants: readonly HeldOutMerchant[],
  dbUrl: string,
  log: (line: string) => void = console.log,
): Promise<void> {
  const env = { ...process.env, DATABASE_URL: dbUrl, BUILDCOMPARE_DEMO: "off" };
  const cli = (args: string[]) => run("node", ["build/node/cli.js", ...args], { cwd: root, env, timeoutMs: 900_000 });
  const migrated = await cli(["migrate"]);
  if (migrated.code !== 0) throw new Error(`buildcompare migrate failed:\n${migrated.stderr.slice(-2000)}`);
  for (const m of merchants) {
    const website = m.website ? ["--website", m.website] : [];
    const r = await cli([
      "import",
      "--merchant",
      m.slug,
      "--name",
      m.name,
      ...website,
      "--json",
      join(setDir, "feeds", m.file),
    ]);
    const summary = r.stdout.trim().split("\n").at(-1) ?? "";
    let note = summary.slice(0, 200);
    try {
      const s = JSON.parse(summary) as { rowsRead?: number; rejections?: unknown[]; rowsWarned?: number };
      note = `rows read ${s.rowsRead ?? "?"}, rejected ${s.rejections?.length ?? "?"}, warned ${s.rowsWarned ?? "?"}`;
    } catch {
      // not JSON: print what it said
    }
    log(`import ${m.file}: exit ${r.code}, ${note}`);
    if (r.code !== 0) throw new Error(`import of ${m.file} failed:\n${r.stderr.slice(-2000)}`);
  }
}
