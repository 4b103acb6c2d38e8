/**
 * How long `buildcompare backup` holds up a running server's queries on the embedded database (decision 044).
 * Start the production server on a PGlite folder first, then, under the bench lock:
 *   node --import tsx bench/backup-stall.ts <pglite folder> <port> [runs=3]
 * It times `/healthz` (one query) every 20 ms for 3 s before, then during each backup (bin/buildcompare.mjs, the
 * built CLI), and prints each backup's wall time with the median and longest /healthz answer while it ran.
 */
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";

const [folder, port, runsArg] = process.argv.slice(2);
if (!folder || !port) throw new Error("usage: bench/backup-stall.ts <pglite folder> <port> [runs]");
const base = `http://127.0.0.1:${port}`;
const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

async function timeHealthz(latencies: number[]) {
  const started = performance.now();
  await fetch(`${base}/healthz`);
  latencies.push(performance.now() - started);
  await pause();
}

function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return `${sorted.length} answers, median ${median.toFixed(1)} ms, longest ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
}

const before: number[] = [];
const until = Date.now() + 3_000;
while (Date.now() < until) await timeHealthz(before);
console.log(`before: ${summary(before)}`);

for (let run = 1; run <= Number(runsArg ?? 3); run++) {
  const during: number[] = [];
  const started = performance.now();
  const target = path.join(os.tmpdir(), `bc-backup-stall-${run}.tar.gz`);
  const child = spawn(process.execPath, ["bin/buildcompare.mjs", "backup", target], {
    env: { ...process.env, DATABASE_URL: `pglite:${folder}` },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let printed = "";
  child.stdout.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  let done = false;
  const exited = new Promise<void>((resolve) =>
    child.on("exit", () => {
      done = true;
      resolve();
    }),
  );
  while (!done) await timeHealthz(during);
  await exited;
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`backup ${run}: ${seconds} s; /healthz during: ${summary(during)}; ${printed.trim()}`);
}
