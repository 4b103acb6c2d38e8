import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
// The sources through tsx, as `npm run cli` runs them, so a test sees the code it sits beside (bin/buildcompare.mjs
// runs the built file, which the build makes; bench/lib/import-runner.ts exercises that one).
const cli = path.join(root, "cli/main.ts");

/** Runs `buildcompare <args>` as a user would (its own process, from the repository root) on `databaseUrl`. */
export async function buildcompare(args: string[], databaseUrl: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", cli, ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
