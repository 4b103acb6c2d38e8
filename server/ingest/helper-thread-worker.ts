/**
 * Worker-thread entry of helper-thread.server.ts: runs the jobs it is sent and answers each with its result.
 * Each kind of job loads its code when first asked, so a thread started for search documents never loads the
 * normaliser's dictionaries. Every job is a pure function of its input (caches only memoise), so it gives the
 * same answer here as on the main thread. Built as its own entry point (scripts/build-node.mjs).
 */
import { parentPort } from "node:worker_threads";
import type { HelperJob, HelperAnswer } from "./helper-thread.server.ts";

async function run(job: HelperJob): Promise<unknown> {
  if (job.kind === "facts") {
    const { extractProductFacts } = await import("./normalise/index.ts");
    return job.input.map((input) => extractProductFacts(input));
  }
  const { searchDocumentsPayload } = await import("../search/search-document-payload.ts");
  return searchDocumentsPayload(job.input);
}

parentPort?.on("message", (message: { id: number; job: HelperJob }) => {
  run(message.job).then(
    (result) => parentPort!.postMessage({ id: message.id, result } satisfies HelperAnswer),
    (error: unknown) => parentPort!.postMessage({ id: message.id, error: String(error) } satisfies HelperAnswer),
  );
});
