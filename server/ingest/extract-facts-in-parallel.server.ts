/**
 * The normaliser over a feed's rows on two threads: the main thread and one worker take chunks of rows in turn
 * until none is left, so neither waits on the other however the machine's load shifts. It was about half of a
 * first import's CPU, and while it runs PostgreSQL is idle, so the second core was free (decision 059).
 *
 * The answer is the same as `inputs.map(extractProductFacts)`: the normaliser is pure per row, a chunk's facts come
 * back whole and in order (structured clone keeps plain data and shared references within a chunk), and each lands
 * at its rows' indexes. A worker that cannot start or fails leaves its chunks to the main thread, with one warning:
 * slower, never different. Small feeds stay on one thread, where starting a worker (~0.2 s of loading) costs more
 * than it saves. The worker is ended before this returns: its memory is not held through the rest of the import.
 */
import { createRequire } from "node:module";
import os from "node:os";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { extractProductFacts, type OfferIdentityInput, type ProductFacts } from "./normalise/index.ts";
import type { FactsRequest } from "./extract-facts-worker.ts";

/** Rows below which one thread is quicker than starting a worker. */
export const MIN_PARALLEL_ROWS = 2000;
/** Rows per message: small enough that the threads finish close together, large enough that messages are few. */
const CHUNK_ROWS = 250;
/** Chunks the worker holds at once: the next is queued while it answers the last. */
const WORKER_QUEUE = 2;

export interface ParallelOptions {
  /** Called as chunks finish, with the number of rows done so far. */
  onProgress?: (done: number) => void;
  /** Tests lower it to exercise the worker on a few rows. */
  minRows?: number;
}

export async function extractFactsInParallel(
  inputs: readonly OfferIdentityInput[],
  options: ParallelOptions = {},
): Promise<ProductFacts[]> {
  const facts: ProductFacts[] = new Array<ProductFacts>(inputs.length);
  let done = 0;
  const runHere = (start: number, end: number) => {
    for (let i = start; i < end; i++) facts[i] = extractProductFacts(inputs[i]!);
    done += end - start;
    options.onProgress?.(done);
  };
  if (inputs.length < (options.minRows ?? MIN_PARALLEL_ROWS) || os.availableParallelism() < 2) {
    runHere(0, inputs.length);
    return facts;
  }

  let worker: Worker;
  try {
    worker = startWorker();
  } catch (error) {
    console.warn(`Normalising on one thread: the worker did not start (${(error as Error).message}).`);
    runHere(0, inputs.length);
    return facts;
  }
  let next = 0;
  const take = (): [number, number] | null => {
    if (next >= inputs.length) return null;
    const start = next;
    next = Math.min(inputs.length, start + CHUNK_ROWS);
    return [start, next];
  };
  const atWorker = new Map<number, number>();
  let workerFailed = false;
  let settle: () => void = () => {};
  const workerIdle = new Promise<void>((resolve) => (settle = resolve));
  const feedWorker = () => {
    while (!workerFailed && atWorker.size < WORKER_QUEUE) {
      const chunk = take();
      if (!chunk) break;
      atWorker.set(chunk[0], chunk[1]);
      const request: FactsRequest = { start: chunk[0], inputs: inputs.slice(chunk[0], chunk[1]) };
      worker.postMessage(request);
    }
    if (atWorker.size === 0) settle();
  };
  worker.on("message", (answer: { start: number; facts: ProductFacts[] }) => {
    const end = atWorker.get(answer.start);
    if (end === undefined) return;
    atWorker.delete(answer.start);
    answer.facts.forEach((f, i) => (facts[answer.start + i] = f));
    done += end - answer.start;
    options.onProgress?.(done);
    feedWorker();
  });
  const fail = (reason: string) => {
    if (workerFailed) return;
    workerFailed = true;
    console.warn(`Normalising on one thread: the worker stopped (${reason}).`);
    // Its chunks are done here; the main loop below, or this, finishes the rest.
    for (const [start, end] of atWorker) runHere(start, end);
    atWorker.clear();
    settle();
  };
  worker.on("error", (error) => fail(error.message));
  worker.on("exit", (code) => fail(`exit ${code}`));

  try {
    feedWorker();
    for (let chunk = take(); chunk; chunk = take()) {
      runHere(chunk[0], chunk[1]);
      // Lets the worker's answers in, and sends it the next chunk, between the main thread's own.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    await workerIdle;
  } finally {
    worker.removeAllListeners("exit");
    worker.removeAllListeners("error");
    worker.on("error", () => {});
    await worker.terminate();
  }
  return facts;
}

/**
 * The built bundles (build/node) run the built worker next to them. From sources (tsx, vitest) the worker is the
 * TypeScript file: a small bootstrap registers tsx's loader in the worker's own thread, then loads it.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./extract-facts-worker.js", import.meta.url));
  const tsx = new URL(
    "./dist/esm/api/index.mjs",
    pathToFileURL(createRequire(import.meta.url).resolve("tsx/package.json")),
  ).href;
  const worker = new URL("./extract-facts-worker.ts", import.meta.url).href;
  return new Worker(
    `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(worker)}); })`,
    { eval: true },
  );
}
