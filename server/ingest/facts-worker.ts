/**
 * Worker-thread entry that reads offers' facts for extract-facts-in-parallel.server.ts: the same pure
 * extractProductFacts the main thread runs, so a row's facts do not depend on which thread read them.
 * Built to build/node/facts-worker.js (scripts/build-node.mjs); tests and tsx runs load this source file.
 */
import { parentPort } from "node:worker_threads";
import { extractProductFacts, type OfferIdentityInput } from "./normalise/index.ts";
import { FACTS_WARM_UP_INPUT, type FactsReply, type FactsRequest } from "./facts-messages.ts";

const port = parentPort;
if (!port) throw new Error("facts-worker.ts runs as a worker thread only");

// The first row loads the normaliser's word lists (the spelling dictionary is most of it): done while the main
// thread still reads and classifies the feed, so the first real batch does not wait for it.
extractProductFacts(FACTS_WARM_UP_INPUT);

port.on("message", (request: FactsRequest) => {
  let reply: FactsReply;
  try {
    reply = { id: request.id, facts: request.inputs.map((input: OfferIdentityInput) => extractProductFacts(input)) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
