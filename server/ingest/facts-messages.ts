/** What the main thread and a facts worker (facts-worker.ts) send each other: a batch of rows, and their facts. */
import type { OfferIdentityInput, ProductFacts } from "./normalise/index.ts";

export interface FactsRequest {
  id: number;
  inputs: OfferIdentityInput[];
}

export type FactsReply = { id: number; facts: ProductFacts[] } | { id: number; error: string };

/** A row that goes through every stage of the normaliser (spelling, measurements, brand), to load its tables. */
export const FACTS_WARM_UP_INPUT: OfferIdentityInput = {
  title: "British Gypsum Gyproc Wallboard Square Edge 12.5mm x 1200mm x 2400mm",
  brand: "British Gypsum",
  mpn: "GWB125",
  productType: "Building Materials > Plasterboard",
  merchantName: "Warm Up",
};

/**
 * A worker's reply for request `id` with one facts value per input, or why not. Facts come from our own
 * extractProductFacts in the worker, so the envelope is what can go wrong (a mixed-up batch), not their shape.
 */
export function readFactsReply(data: unknown, id: number, count: number): ProductFacts[] | Error {
  if (typeof data !== "object" || data === null || !("id" in data) || data.id !== id)
    return new Error(`facts worker answered another batch than ${id}`);
  if ("error" in data) return new Error(`facts worker failed: ${String(data.error)}`);
  if (!("facts" in data) || !Array.isArray(data.facts) || data.facts.length !== count)
    return new Error(`facts worker answered batch ${id} with the wrong number of rows`);
  return data.facts as ProductFacts[];
}
