import { Session } from "node:inspector";
import { getHeapStatistics } from "node:v8";

/**
 * Below this much of V8's heap in use a collection is not worth its pause: the process is far from the import
 * memory targets (decision 069: ~290 MB of RSS is PGlite, code and the word list; a tenth bench feed leaves
 * 150–220 MB in use after matching, a price-only re-import far less, and its whole import takes 1–7 s).
 */
export const COLLECT_ABOVE_BYTES = 128 * 1024 * 1024;

/**
 * One full garbage collection, now, through the inspector protocol (`HeapProfiler.collectGarbage`, V8's
 * low-memory collection: it also returns the emptied pages), when more than `aboveBytes` of the heap is in use.
 * No V8 flag is needed, nothing is capped, and only the process's own session is involved.
 *
 * Why an import asks for it (decision 069): V8 lets the old space grow to about four times what was live at the
 * last full collection. During matching that is 90–170 MB (every row's facts, the similarity candidates), so the
 * product texts and search documents that follow could pile up 250+ MB of garbage before the next collection;
 * once matching has returned, 50–70 MB is live. Collecting there sizes the rest of the import by that.
 *
 * Never throws: without an inspector (a Node built without it) the import only misses the collection.
 */
export async function collectGarbage(aboveBytes = COLLECT_ABOVE_BYTES): Promise<void> {
  if (getHeapStatistics().used_heap_size <= aboveBytes) return;
  let session: Session;
  try {
    session = new Session();
    session.connect();
  } catch {
    return;
  }
  try {
    await new Promise<void>((resolve) => session.post("HeapProfiler.collectGarbage", () => resolve()));
  } finally {
    session.disconnect();
  }
}
