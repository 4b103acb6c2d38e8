/**
 * The normaliser over a feed's rows on two threads: the main thread and the helper thread (helper-thread.server.ts)
 * take chunks of rows in turn until none is left, so neither waits on the other however the machine's load shifts.
 * It was about half of a first import's CPU, with PostgreSQL idle meanwhile (decision 059).
 *
 * The answer is the same as `inputs.map(extractProductFacts)`: the normaliser is pure per row, a chunk's facts come
 * back whole and in order (structured clone keeps plain data and shared references within a chunk), and each lands
 * at its rows' indexes. A helper that fails leaves its chunks to the main thread. Small feeds stay on one thread,
 * where starting a worker (~0.2 s of loading) costs more than it saves.
 */
import { extractProductFacts, type OfferIdentityInput, type ProductFacts } from "./normalise/index.ts";
import { HelperThreadError, startHelperThread } from "./helper-thread.server.ts";

/** Rows below which one thread is quicker than starting a worker. */
export const MIN_PARALLEL_ROWS = 2000;
/** Rows per job: small enough that the threads finish close together, large enough that messages are few. */
const CHUNK_ROWS = 250;
/** Chunks the helper holds at once: the next is queued while it answers the last. */
const HELPER_QUEUE = 2;

export interface ParallelOptions {
  /** Called as chunks finish, with the number of rows done so far. */
  onProgress?: (done: number) => void;
  /** Tests lower it to exercise the helper on a few rows. */
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
  const helper = inputs.length >= (options.minRows ?? MIN_PARALLEL_ROWS) ? startHelperThread() : null;
  if (!helper) {
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
  const atHelper = new Set<Promise<void>>();
  let helperFailed = false;
  const feedHelper = () => {
    while (!helperFailed && atHelper.size < HELPER_QUEUE) {
      const chunk = take();
      if (!chunk) return;
      const [start, end] = chunk;
      const job: Promise<void> = helper.run({ kind: "facts", input: inputs.slice(start, end) }).then(
        (answer) => {
          answer.forEach((f, i) => (facts[start + i] = f));
          done += end - start;
          options.onProgress?.(done);
          atHelper.delete(job);
          feedHelper();
        },
        (error: unknown) => {
          if (!(error instanceof HelperThreadError)) throw error;
          // The helper's chunks are done here instead.
          helperFailed = true;
          atHelper.delete(job);
          runHere(start, end);
        },
      );
      atHelper.add(job);
    }
  };
  try {
    feedHelper();
    for (let chunk = take(); chunk; chunk = take()) {
      runHere(chunk[0], chunk[1]);
      // Lets the helper's answers in, and sends it the next chunk, between the main thread's own.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    while (atHelper.size > 0) await Promise.all(atHelper);
  } finally {
    await helper.close();
  }
  return facts;
}
