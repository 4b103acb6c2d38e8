/**
 * Reads a feed's facts (extractProductFacts) on the main thread and on worker threads at once: on a first
 * import that normaliser is the largest single cost of the matcher (decisions 023, 027, 038), and the main thread
 * has nothing else to do while it runs. Rows go out in batches from one queue, so a thread that gets less CPU
 * (the machine is shared with PostgreSQL) simply takes fewer batches. Facts are pure per row, so the result
 * is the same array, in row order, whichever thread read each row.
 *
 * A worker that fails to start or dies gives its batch back to the queue and is dropped: the rows are then
 * read on the main thread, where an error in a row is thrown as it always was.
 * Where to extend: another per-row pure stage (e.g. the merchant's habits) could use the same workers.
 */
import os from "node:os";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { extractProductFacts, type OfferIdentityInput, type ProductFacts } from "./normalise/index.ts";
import { readFactsReply, type FactsRequest } from "./facts-messages.ts";

/** Rows per batch: small enough to balance two busy cores, large enough that messaging stays ~1 % of the work. */
const BATCH = 250;
/** Below this many rows a worker's start-up (~0.3 s loading the normaliser's tables) costs more than it saves. */
export const PARALLEL_FACTS_MIN_ROWS = 2000;
/** Idle cores (idleCoresSinceMark) the machine must have shown for an import to start its workers. */
export const IDLE_CORE_FOR_WORKERS = 0.5;
/** The matcher's other work is single-threaded; more than this many workers would only compete with PostgreSQL. */
const MAX_WORKERS = 3;

interface FactsWorker {
  worker: Worker;
  /** Set while a batch is out; settled by the worker's reply, its error or its exit. */
  pending: ((reply: unknown) => void) | null;
  failed: Error | null;
}

let pool: FactsWorker[] | null = null;
let nextRequestId = 1;

/** Every core's busy and idle time when this module loaded (the process's start), to tell whether a core is free. */
let cpuMark = os.cpus().map((c) => c.times);

/**
 * Cores that were idle since the last call (at first, since the process started): a worker only speeds an
 * import up when a core has nothing else to run. On a machine kept busy by other work it would take CPU from
 * the import's own PostgreSQL backend and add its start-up (~0.5 s CPU) for nothing.
 */
export function idleCoresSinceMark(): number {
  const now = os.cpus().map((c) => c.times);
  let idle = 0;
  let total = 0;
  now.forEach((t, i) => {
    const before = cpuMark[i] ?? { user: 0, nice: 0, sys: 0, idle: 0, irq: 0 };
    idle += t.idle - before.idle;
    total +=
      t.user + t.nice + t.sys + t.idle + t.irq - (before.user + before.nice + before.sys + before.idle + before.irq);
  });
  cpuMark = now;
  return total > 0 ? (idle / total) * now.length : 0;
}

/** Workers this machine can use next to the main thread (none on a single core). */
export function factsWorkerCount(): number {
  return Math.max(0, Math.min(MAX_WORKERS, os.availableParallelism() - 1));
}

/** Built JavaScript runs build/node/facts-worker.js; sources (tests, tsx) run facts-worker.ts through tsx. */
function startWorker(): Worker {
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./facts-worker.js", import.meta.url));
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx/esm/api")).href;
  const entry = new URL("./facts-worker.ts", import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { eval: true });
}

function spawnFactsWorker(): FactsWorker {
  const handle: FactsWorker = { worker: startWorker(), pending: null, failed: null };
  const fail = (error: Error) => {
    handle.failed ??= error;
    const settle = handle.pending;
    handle.pending = null;
    settle?.(handle.failed);
  };
  handle.worker.on("message", (data: unknown) => {
    const settle = handle.pending;
    handle.pending = null;
    settle?.(data);
  });
  handle.worker.on("error", (error) => fail(error));
  handle.worker.on("exit", (code) => fail(new Error(`facts worker exited (code ${code})`)));
  // An idle worker never keeps the process alive; one with a batch out is referenced (see runBatch).
  handle.worker.unref();
  return handle;
}

/**
 * Starts the workers so they load the normaliser while the feed is still being read and classified; they stop
 * once the facts are read (or when the import ends without needing them: stopFactsWorkers). Call only when a
 * large batch of rows will need facts: an unchanged re-import should not pay for it.
 */
export function warmFactsWorkers(): void {
  if (pool) return;
  pool = Array.from({ length: factsWorkerCount() }, spawnFactsWorker);
}

/** Stops the workers, freeing their memory (a process can also exit without it: idle workers are unreferenced). */
export async function stopFactsWorkers(): Promise<void> {
  const stopping = pool ?? [];
  pool = null;
  await Promise.all(stopping.map((w) => w.worker.terminate()));
}

function runBatch(handle: FactsWorker, inputs: OfferIdentityInput[]): Promise<ProductFacts[] | Error> {
  if (handle.failed) return Promise.resolve(handle.failed);
  const id = nextRequestId++;
  handle.worker.ref();
  return new Promise((resolve) => {
    handle.pending = (reply) => {
      handle.worker.unref();
      resolve(reply instanceof Error ? reply : readFactsReply(reply, id, inputs.length));
    };
    const request: FactsRequest = { id, inputs };
    handle.worker.postMessage(request);
  });
}

/**
 * extractProductFacts for every input, in input order. Uses the workers when they were started
 * (warmFactsWorkers) and there are enough rows to pay for them; `onProgress` is told after each batch.
 */
export async function extractFactsInParallel(
  inputs: readonly OfferIdentityInput[],
  onProgress?: (done: number) => void,
): Promise<ProductFacts[]> {
  if (inputs.length < PARALLEL_FACTS_MIN_ROWS || !pool || pool.length === 0) {
    return inputs.map((input, i) => {
      onProgress?.(i + 1);
      return extractProductFacts(input);
    });
  }
  const facts: ProductFacts[] = new Array(inputs.length);
  const queue: number[] = [];
  for (let start = 0; start < inputs.length; start += BATCH) queue.push(start);
  let done = 0;
  const finished = (start: number, batch: readonly ProductFacts[]) => {
    batch.forEach((f, i) => (facts[start + i] = f));
    done += batch.length;
    onProgress?.(done);
  };

  // Each live worker takes batches until the queue is empty; a failed one hands its batch back and stops.
  const feed = async (handle: FactsWorker) => {
    for (let start = queue.shift(); start !== undefined; start = queue.shift()) {
      const result = await runBatch(handle, inputs.slice(start, start + BATCH));
      if (result instanceof Error) {
        queue.unshift(start);
        return;
      }
      finished(start, result);
    }
  };
  const workers = (pool ?? []).filter((w) => !w.failed);
  const running = Promise.all(workers.map(feed));
  // The main thread reads batches too, yielding between them so worker replies are taken in and new batches sent.
  for (let start = queue.shift(); start !== undefined; start = queue.shift()) {
    finished(
      start,
      inputs.slice(start, start + BATCH).map((input) => extractProductFacts(input)),
    );
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  await running;
  // Batches a worker gave back after the main thread had emptied the queue.
  for (let start = queue.shift(); start !== undefined; start = queue.shift()) {
    finished(
      start,
      inputs.slice(start, start + BATCH).map((input) => extractProductFacts(input)),
    );
  }
  // Each worker holds its own copy of the normaliser's tables (~100 MB with its heap): let them go before the
  // matcher's own peak (candidates, search documents), so the import's peak RSS stays what it was without them.
  await stopFactsWorkers();
  return facts;
}
