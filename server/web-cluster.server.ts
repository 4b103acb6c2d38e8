import cluster, { type Worker } from "node:cluster";

/**
 * How this process takes part in serving pages, from WEB_CONCURRENCY (issue 15):
 * - "single": one process does everything (the default, and the only choice on PGlite, which one process owns);
 * - "primary": forks the web processes and does the once-only work (migrations, search index, demo load,
 *   outbox sender, pruning) without serving requests itself;
 * - "worker": one of the web processes; they share the listening port (node:cluster hands out connections).
 * A fresh render costs a few milliseconds of CPU on one core, so one process cannot use a second core however
 * many visitors wait; several processes can (measured in `npm run bench:pages -- --processes 1,2`).
 */
export type WebRole = "single" | "primary" | "worker";

export function webRole(processes: number): WebRole {
  if (processes <= 1) return "single";
  return cluster.isPrimary ? "primary" : "worker";
}

export class WebConcurrencyError extends Error {
  override name = "WebConcurrencyError";
}

/**
 * A web process that cannot start for a reason the operator must fix (the port taken) prints one line and exits
 * with this code (EX_CONFIG); its primary then stops the others and exits, rather than report each one.
 */
export const STARTUP_REFUSED_EXIT_CODE = 78;

/** WEB_CONCURRENCY above 1 needs a database several processes can open at once. */
export function checkWebConcurrency(processes: number, databaseKind: "pglite" | "postgres"): void {
  if (processes > 1 && databaseKind === "pglite") {
    throw new WebConcurrencyError(
      `WEB_CONCURRENCY=${processes} needs PostgreSQL: an embedded PGlite database is opened by one process only. ` +
        "Unset WEB_CONCURRENCY (or set it to 1), or set DATABASE_URL to a PostgreSQL server.",
    );
  }
}

/** A worker that dies this soon after starting is not restarted: it would only fail again (bad build, port). */
const CRASH_LOOP_MS = 5_000;

/**
 * Forks `processes` web workers and keeps that many running: one that exits unexpectedly is replaced (its
 * visitors' connections were lost with it; the others are untouched). Resolves once every worker listens.
 * stop() ends them and waits for them.
 */
export async function startWebWorkers(processes: number): Promise<{ stop: () => Promise<void> }> {
  let stopping = false;
  let refused = false;
  const started = new Map<Worker, number>();
  const fork = () => started.set(cluster.fork(), Date.now());

  cluster.on("exit", (worker, code, signal) => {
    const startedAt = started.get(worker) ?? 0;
    started.delete(worker);
    if (code === STARTUP_REFUSED_EXIT_CODE || refused) {
      // The worker said why; the others would only say it again. Once they are gone, so is the primary.
      if (!refused) for (const other of started.keys()) other.process.kill("SIGTERM");
      refused = true;
      if (started.size === 0) process.exit(1);
      return;
    }
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (Date.now() - startedAt < CRASH_LOOP_MS) {
      console.error(`Web process ${worker.process.pid} exited (${how}) right after starting: not restarted.`);
      if (started.size === 0) process.exit(1);
      return;
    }
    console.error(`Web process ${worker.process.pid} exited (${how}): starting another.`);
    fork();
  });

  const listening = new Promise<void>((resolve) => {
    let count = 0;
    cluster.on("listening", () => {
      if (++count === processes) resolve();
    });
  });
  for (let i = 0; i < processes; i++) fork();
  await listening;

  return {
    /** Each worker gets SIGTERM and shuts down as a single process would (finishes, closes its pool). */
    async stop() {
      stopping = true;
      const workers = [...started.keys()];
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve();
              worker.once("exit", () => resolve());
              worker.process.kill("SIGTERM");
            }),
        ),
      );
    },
  };
}
