import { Session } from "node:inspector";

/**
 * One full garbage collection, now, through the inspector protocol (`HeapProfiler.collectGarbage`, V8's
 * low-memory collection: it also returns the emptied pages). No V8 flag is needed, nothing is capped, and the
 * process's own session is the only one involved.
 *
 * Why an import asks for it (decision 069): V8 lets the old space grow to about four times what was live at the
 * last full collection. During matching that is 90–170 MB (every row's facts, the similarity candidates), so the
 * product texts and search documents that follow could pile up 250+ MB of garbage before the next collection;
 * once matching has returned, 50–70 MB is live. Collecting there sizes the rest of the import by that.
 *
 * Never throws: without an inspector (a Node built without it) the import only misses the collection.
 */
export async function collectGarbage(): Promise<void> {
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
