import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Issue 16: "six processes racing for the embedded lock — exactly one wins" (before the fix two won in 4 of 5
 * trials, and 5 of 5 with a stale lock file). Six real processes, each already loaded and waiting, are told to
 * take the same folder's lock at once; rounds alternate between a fresh folder and one whose lock file names a
 * process that died (kill -9 leaves that behind), or holds nothing readable.
 */
const CONTENDERS = 6;
const ROUNDS = 12;
const root = path.resolve(import.meta.dirname, "../..");

interface Contender {
  child: ChildProcessWithoutNullStreams;
  next(): Promise<string>;
}

function startContender(): Contender {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/resilience/support/lock-contender.ts"], {
    cwd: root,
  });
  const waiting: ((line: string) => void)[] = [];
  const queued: string[] = [];
  readline.createInterface({ input: child.stdout }).on("line", (line) => {
    const resolve = waiting.shift();
    if (resolve) resolve(line);
    else queued.push(line);
  });
  let exited: Error | null = null;
  child.once("exit", (code) => {
    exited = new Error(`a contender exited (${code}): ${child.stderr.read() ?? ""}`);
    for (const resolve of waiting.splice(0)) resolve(`exited`);
  });
  const next = () =>
    new Promise<string>((resolve, reject) => {
      const line = queued.shift();
      if (line !== undefined) return resolve(line);
      if (exited) return reject(exited);
      waiting.push(resolve);
    });
  return { child, next };
}

const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid!;

describe("the embedded database lock under a race", { timeout: 120_000 }, () => {
  const contenders: Contender[] = [];
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "bc-lock-race-"));

  beforeAll(async () => {
    for (let i = 0; i < CONTENDERS; i++) contenders.push(startContender());
    for (const c of contenders) expect(await c.next()).toBe("ready");
  }, 120_000);

  afterAll(() => {
    for (const c of contenders) c.child.stdin.end();
    fs.rmSync(base, { recursive: true, force: true });
  });

  it.each(Array.from({ length: ROUNDS }, (_, round) => round))(
    "round %i: exactly one of six simultaneous starters wins; the others name it",
    async (round) => {
      const folder = path.join(base, `db-${round}`);
      const stale = round % 3; // 0: no lock file, 1: a dead process's lock, 2: an empty lock file
      if (stale === 1) fs.writeFileSync(`${folder}.lock`, JSON.stringify({ pid: deadPid(), command: "x", since: "" }));
      if (stale === 2) fs.writeFileSync(`${folder}.lock`, "");

      for (const c of contenders) c.child.stdin.write(`take ${folder}\n`);
      const answers = await Promise.all(contenders.map((c) => c.next()));

      const winners = contenders.filter((_, i) => answers[i] === "won");
      expect(winners).toHaveLength(1);
      const winnerPid = winners[0]!.child.pid;
      const refusals = answers.filter((a) => a !== "won");
      expect(refusals).toHaveLength(CONTENDERS - 1);
      for (const refusal of refusals) {
        expect(refusal).toMatch(new RegExp(`^refused The embedded database at .* is in use .*\\(pid ${winnerPid}:`));
      }
      expect(JSON.parse(fs.readFileSync(`${folder}.lock`, "utf8")).pid).toBe(winnerPid);

      for (const c of contenders) c.child.stdin.write("release\n");
      await Promise.all(contenders.map((c) => c.next()));
      expect(fs.existsSync(`${folder}.lock`)).toBe(false);
      // Nothing of the race is left beside the folder: no staged records, no takeover claims.
      expect(fs.readdirSync(base).filter((f) => f.startsWith(`db-${round}.`))).toEqual([]);
    },
  );
});
