/**
 * Worker-thread entry of extract-facts-in-parallel.server.ts: normalises the chunks of rows it is sent and
 * answers with their facts, in order. extractProductFacts is pure (its caches only memoise), so a row gives the
 * same facts here as on the main thread. Built as its own entry point (scripts/build-node.mjs).
 */
import { parentPort } from "node:worker_threads";
import { extractProductFacts, type OfferIdentityInput } from "./normalise/index.ts";

export interface FactsRequest {
  start: number;
  inputs: OfferIdentityInput[];
}

parentPort?.on("message", (request: FactsRequest) => {
  parentPort!.postMessage({ start: request.start, facts: request.inputs.map((input) => extractProductFacts(input)) });
});
