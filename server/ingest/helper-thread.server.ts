/**
 * One worker thread beside the main one, for the import's pure CPU work: the normaliser over a feed's rows
 * (extract-facts-in-parallel.server.ts) and search documents' texts (refresh-search-documents.server.ts). While
 * those run PostgreSQL is mostly idle, so the second core was free (decision 059).
 *
 * A job's answer is what the main thread would compute: callers give it pure work only. A thread that cannot start
 * or dies rejects its jobs with HelperThreadError, and callers then do that work themselves: slower, never
 * different. Callers close it when done, so its memory is not held through the rest of an import.
 */
import { createRequire } from "node:module";
import os from "node:os";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { OfferIdentityInput, ProductFacts } from "./normalise/index.ts";
import type { SearchDocumentRow } from "../search/search-document-payload.ts";

export type HelperJob =
  { kind: "facts"; input: OfferIdentityInput[] } | { kind: "documents"; input: SearchDocumentRow[] };
type Result<J extends HelperJob> = J extends { kind: "facts" } ? ProductFacts[] : string;
export type HelperAnswer = { id: number; result: unknown } | { id: number; error: string };

export class HelperThreadError extends Error {
  override name = "HelperThreadError";
}

export interface HelperThread {
  run<J extends HelperJob>(job: J): Promise<Result<J>>;
  close(): Promise<void>;
}

/** A helper thread, or null on a one-core machine (the main thread then does everything, as before). */
export function startHelperThread(): HelperThread | null {
  if (os.availableParallelism() < 2) return null;
  let worker: Worker;
  try {
    worker = startWorker();
  } catch (error) {
    console.warn(`Working on one thread: the helper thread did not start (${(error as Error).message}).`);
    return null;
  }
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failure: string | null = null;
  const fail = (reason: string) => {
    if (failure !== null) return;
    failure = reason;
    console.warn(`Working on one thread: the helper thread stopped (${reason}).`);
    for (const { reject } of waiting.values()) reject(new HelperThreadError(reason));
    waiting.clear();
  };
  // An idle thread does not keep the process alive (a caller that throws before close() still exits); one with
  // jobs does, as the caller may be waiting on nothing else.
  worker.unref();
  worker.on("message", (answer: HelperAnswer) => {
    const job = waiting.get(answer.id);
    if (!job) return;
    waiting.delete(answer.id);
    if (waiting.size === 0) worker.unref();
    if ("error" in answer) job.reject(new HelperThreadError(answer.error));
    else job.resolve(answer.result);
  });
  worker.on("error", (error) => fail(error.message));
  worker.on("exit", (code) => fail(`exit ${code}`));
  return {
    run<J extends HelperJob>(job: J): Promise<Result<J>> {
      if (failure !== null) return Promise.reject(new HelperThreadError(failure));
      const id = nextId++;
      return new Promise<Result<J>>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
        worker.ref();
        worker.postMessage({ id, job });
      });
    },
    async close() {
      failure ??= "closed";
      worker.removeAllListeners("exit");
      worker.removeAllListeners("error");
      worker.on("error", () => {});
      await worker.terminate();
    },
  };
}

/**
 * The built bundles (build/node) run the built worker next to them. From sources (tsx, vitest) the worker is the
 * TypeScript file: a small bootstrap registers tsx's loader in the worker's own thread, then loads it.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./helper-thread-worker.js", import.meta.url));
  const tsxPackage = pathToFileURL(createRequire(import.meta.url).resolve("tsx/package.json"));
  const tsx = new URL("./dist/esm/api/index.mjs", tsxPackage).href;
  const worker = new URL("./helper-thread-worker.ts", import.meta.url).href;
  return new Worker(
    `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(worker)}); })`,
    { eval: true },
  );
}
